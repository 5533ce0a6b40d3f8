"""``make_store``: a session store on each backend, for the suites that must behave the
same on both (vectors, hybrid search): the home's state.db, or a fresh database on the
test session's real PostgreSQL 16 + pgvector server (marked ``postgres``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.sessions import SessionDB


@pytest.fixture(
    params=[pytest.param("sqlite", id="sqlite"), pytest.param("pg", marks=pytest.mark.postgres)]
)
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Any]]:
    """Opens a store (call it again for a second connection to the same data)."""
    url = request.getfixturevalue("pg_url") if request.param == "pg" else None
    opened: list[Any] = []

    def make() -> Any:
        if url is None:
            store: Any = SessionDB(tmp_path / "state.db")
        else:
            from hermes_memory.storage.postgres import PgSessionStore

            # config.yaml is looked for beside the data, as SessionDB looks beside state.db
            store = PgSessionStore(url, "alice", home=tmp_path)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()
