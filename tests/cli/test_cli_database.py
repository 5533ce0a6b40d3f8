"""The everyday commands with ``--database``: ``memory`` and ``sessions`` read and write
the PostgreSQL store (default space) instead of the home's files; commands that only make
sense on state.db say so (exit 1); a URL that is not PostgreSQL is bad usage (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.storage import open_storage

pytestmark = pytest.mark.postgres


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_memory_commands_use_the_database(pg_url: str, hermes_home: Path) -> None:
    code, out = _run("--database", pg_url, "memory", "add", "Deploys need two reviews", "--json")
    assert code == 0 and json.loads(out)["success"] is True
    code, out = _run("--database", pg_url, "memory", "show", "--json")
    assert code == 0 and json.loads(out)["memory"]["entries"] == ["Deploys need two reviews"]
    assert not (hermes_home / "memories" / "MEMORY.md").exists()  # nothing went to files
    code, _ = _run("--database", pg_url, "memory", "remove", "nothing like this", "--json")
    assert code == 1
    code, out = _run("--database", pg_url, "memory", "reset", "--yes", "--json")
    assert code == 1 and "PostgreSQL" in json.loads(out)["error"]
    storage = open_storage(pg_url, home=hermes_home)
    try:
        assert storage.memory.memory_entries == ["Deploys need two reviews"]
    finally:
        storage.close()


def test_sessions_commands_use_the_database(pg_url: str, hermes_home: Path) -> None:
    storage = open_storage(pg_url, home=hermes_home)
    try:
        storage.sessions.create_session("sess-abc", "cli", model="m")
        storage.sessions.append_message("sess-abc", "user", "the grebeline deploy failed")
        storage.sessions.set_session_title("sess-abc", "grebeline")
    finally:
        storage.close()
    code, out = _run("--database", pg_url, "sessions", "list", "--json")
    assert code == 0 and [s["id"] for s in json.loads(out)["sessions"]] == ["sess-abc"]
    code, out = _run("--database", pg_url, "sessions", "search", "grebeline", "--json")
    data = json.loads(out)
    assert code == 0 and data["hits"][0]["session_title"] == "grebeline"
    code, out = _run("--database", pg_url, "sessions", "show", "sess-a", "--json")
    assert code == 0 and json.loads(out)["total_messages"] == 1
    code, out = _run("--database", pg_url, "sessions", "search", '"unclosed', "--json")
    assert code == 0 and json.loads(out)["message"]
    code, out = _run("--database", pg_url, "sessions", "stats", "--json")
    assert code == 1 and "state.db only" in json.loads(out)["error"]
    assert not (hermes_home / "state.db").exists()


def test_a_url_that_is_not_postgres_is_bad_usage() -> None:
    code, out = _run("--database", "sqlite:///x.db", "memory", "show", "--json")
    assert code == 2 and "unsupported database URL" in out
