"""``hermes-memory --database URL users add | list | revoke`` against a real PostgreSQL, and
each user's sessions and curated memory kept apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory import memory_tool, session_search
from hermes_memory.auth import UserDirectory, token_digest
from hermes_memory.cli import main
from hermes_memory.storage import open_storage
from hermes_memory.storage.postgres import open_database

pytestmark = pytest.mark.postgres


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_add_prints_a_token_once_and_stores_only_its_hash(pg_url: str) -> None:
    code, out = _run("--database", pg_url, "users", "add", "alice", "--json")
    assert code == 0
    payload = json.loads(out)
    assert payload["user"] == "alice" and payload["token"].startswith("hm_")
    assert len(payload["token"]) > 40
    db = open_database(pg_url)
    try:
        with db.transaction() as cur:
            cur.execute("SELECT token_sha256 FROM hm_users WHERE name = 'alice'")
            stored = cur.fetchone()["token_sha256"]
        assert stored == token_digest(payload["token"]) and payload["token"] not in stored
        assert UserDirectory(db).authenticate(payload["token"]) == "alice"
    finally:
        db.close()


def test_list_never_shows_a_token_and_revoke_is_immediate(pg_url: str) -> None:
    token = json.loads(_run("--database", pg_url, "users", "add", "bob", "--json")[1])["token"]
    _run("--database", pg_url, "users", "add", "carol", "--json")
    code, out = _run("--database", pg_url, "users", "list", "--json")
    assert code == 0 and token not in out and "token" not in out
    assert [u["user"] for u in json.loads(out)["users"]] == ["bob", "carol"]
    db = open_database(pg_url)
    try:
        assert UserDirectory(db).authenticate(token) == "bob"
        assert _run("--database", pg_url, "users", "revoke", "bob")[0] == 0
        assert UserDirectory(db).authenticate(token) is None
    finally:
        db.close()
    listed = json.loads(_run("--database", pg_url, "users", "list", "--json")[1])["users"]
    assert {u["user"]: u["active"] for u in listed} == {"bob": False, "carol": True}


def test_refusals_and_usage_errors_have_their_exit_codes(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out = _run("--database", pg_url, "users", "revoke", "nobody", "--json")
    assert code == 1 and json.loads(out)["success"] is False
    _run("--database", pg_url, "users", "add", "dave")
    code, out = _run("--database", pg_url, "users", "add", "dave", "--json")
    assert code == 1 and "already exists" in json.loads(out)["error"]
    assert _run("--database", pg_url, "users", "add", "bad name!", "--json")[0] == 1
    monkeypatch.delenv("HERMES_MEMORY_DATABASE_URL", raising=False)
    code, out = _run("users", "list", "--json")
    assert code == 2 and "PostgreSQL" in json.loads(out)["error"]
    code, out = _run("--database", "mysql://x/y", "users", "list", "--json")
    assert code == 2 and "unsupported database URL" in json.loads(out)["error"]


def test_the_environment_variable_names_the_database(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HERMES_MEMORY_DATABASE_URL", pg_url)
    assert _run("users", "add", "erin", "--json")[0] == 0
    assert "erin" in _run("users", "list")[1]


def test_a_database_that_cannot_be_reached_is_a_clear_refusal() -> None:
    code, out = _run(
        "--database", "postgresql://nobody@127.0.0.1:1/none", "users", "list", "--json"
    )
    assert code == 1 and "cannot connect" in json.loads(out)["error"]


def test_each_user_sees_only_their_own_sessions_and_memory(pg_url: str, hermes_home: Path) -> None:
    alice = open_storage(pg_url, home=hermes_home, user="alice")
    bob = open_storage(pg_url, home=hermes_home, user="bob")
    try:
        alice.sessions.create_session("shared-id", "cli")
        alice.sessions.append_message("shared-id", "user", "alice's secret deployment plan")
        bob.sessions.create_session("shared-id", "cli")  # same id, another owner: no clash
        bob.sessions.append_message("shared-id", "user", "bob talks about lunch")
        memory_tool("add", "memory", "alice likes tea", store=alice.memory)
        memory_tool("add", "memory", "bob likes coffee", store=bob.memory)

        assert bob.sessions.search("deployment").hits == []
        assert [m["content"] for m in bob.sessions.get_messages("shared-id")] == [
            "bob talks about lunch"
        ]
        found = json.loads(session_search("deployment", db=bob.sessions))
        assert found["count"] == 0
        browse = json.loads(session_search(db=bob.sessions))
        assert [r["preview"] for r in browse["results"]] == ["bob talks about lunch"]
        bob.memory.load_from_disk()
        alice.memory.load_from_disk()
        assert bob.memory.memory_entries == ["bob likes coffee"]
        assert alice.memory.memory_entries == ["alice likes tea"]
        gone = json.loads(memory_tool("remove", "memory", old_text="tea", store=bob.memory))
        assert gone["success"] is False
    finally:
        alice.close()
        bob.close()
