"""Which storage a command gets: ``--database`` > ``$HERMES_MEMORY_DATABASE_URL`` >
``storage.url`` in config.yaml > the home's files; only PostgreSQL URLs name a database."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_memory.errors import StorageURLError
from hermes_memory.sessions import SessionDB
from hermes_memory.storage import (
    DATABASE_URL_ENV,
    Backend,
    backend_of,
    open_storage,
    resolve_database_url,
)


def test_the_option_wins_then_the_environment_then_config(
    hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATABASE_URL_ENV, raising=False)
    assert resolve_database_url(None, hermes_home) is None
    (hermes_home / "config.yaml").write_text(
        "storage:\n  url: postgresql://cfg/db\n", encoding="utf-8"
    )
    assert resolve_database_url(None, hermes_home) == "postgresql://cfg/db"
    monkeypatch.setenv(DATABASE_URL_ENV, "postgresql://env/db")
    assert resolve_database_url(None, hermes_home) == "postgresql://env/db"
    assert resolve_database_url("postgresql://opt/db", hermes_home) == "postgresql://opt/db"


def test_only_postgres_urls_name_a_database(hermes_home: Path) -> None:
    assert backend_of(None) is Backend.FILES
    assert backend_of("postgresql://u@h/d") is backend_of("postgres://h/d") is Backend.POSTGRES
    for bad in ("sqlite:///x.db", "mysql://h/d", "just-a-name"):
        with pytest.raises(StorageURLError, match="unsupported database URL"):
            backend_of(bad)
    (hermes_home / "config.yaml").write_text("storage:\n  url: 5\n", encoding="utf-8")
    with pytest.raises(StorageURLError, match=r"storage\.url"):
        resolve_database_url(None, hermes_home)


def test_without_a_url_the_home_files_are_the_storage(
    hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATABASE_URL_ENV, raising=False)
    storage = open_storage(None, home=hermes_home)
    try:
        assert storage.backend is Backend.FILES and isinstance(storage.sessions, SessionDB)
        storage.memory.add("memory", "kept in MEMORY.md")
    finally:
        storage.close()
    assert "kept in MEMORY.md" in (hermes_home / "memories" / "MEMORY.md").read_text("utf-8")
