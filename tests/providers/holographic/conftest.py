"""Fixtures for the holographic provider: a real fact-store file per test, small vectors."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from holo_testkit import DIM

from hermes_memory.providers.bundled.holographic import connection, hrr
from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever
from hermes_memory.providers.bundled.holographic.store import FactStore


@pytest.fixture(autouse=True)
def _no_leaked_connections() -> Iterator[None]:
    """Every test must give back every shared connection it opened."""
    yield
    assert connection.open_connections() == {}


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "facts" / "memory_store.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[FactStore]:
    s = FactStore(db_path, hrr_dim=DIM)
    yield s
    s.close()


@pytest.fixture
def retriever(store: FactStore) -> FactRetriever:
    return FactRetriever(store, hrr_dim=DIM)


@pytest.fixture
def no_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Behave as if numpy were not installed (the flag every HRR caller consults)."""
    monkeypatch.setattr(hrr, "_HAS_NUMPY", False)
