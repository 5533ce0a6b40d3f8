"""Deletion, pruning, archiving, the compression lock and the v16 delegate tagging
(spec §7.5, §9.5 step 1, §2.9), on real files."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hermes_state_files import build_v1

from hermes_memory.sessions.locks import compression_lock_holder, refresh_interval
from hermes_memory.sessions.store import SessionDB


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _family(db: SessionDB) -> None:
    db.create_session("p", "cli")
    db.append_message("p", "user", "parent text")
    db.create_session("d1", "subagent", parent_session_id="p", model_config={"_delegate_from": "p"})
    db.create_session(
        "d2", "subagent", parent_session_id="d1", model_config={"_delegate_from": "d1"}
    )
    db.append_message("d2", "tool", "nested delegate output")
    db.create_session("br", "cli", parent_session_id="p", model_config={"_branched_from": "p"})
    db.end_session("p", "compression")
    db.create_session("cont", "cli", parent_session_id="p")


def test_delete_session_takes_delegates_and_orphans_the_rest(db: SessionDB, tmp_path: Path) -> None:
    _family(db)
    sessions_dir = tmp_path / "sessions"
    sessions_dir.mkdir()
    for name in ("p.json", "p.jsonl", "request_dump_p_1.json", "keep.json"):
        (sessions_dir / name).write_text("{}")
    assert db.delete_session("p", sessions_dir=sessions_dir) is True
    assert db.get_session("p") is None
    assert db.get_session("d1") is None and db.get_session("d2") is None
    assert db.get_session("br")["parent_session_id"] is None
    assert db.get_session("cont")["parent_session_id"] is None
    assert db.message_count() == 0
    assert sorted(p.name for p in sessions_dir.iterdir()) == ["keep.json"]
    assert db.delete_session("p") is False
    assert db.check_fts()["messages_fts"] == 0


def test_delete_sessions_and_if_empty(db: SessionDB) -> None:
    for sid in ("a", "b", "c"):
        db.create_session(sid, "cli")
    assert db.delete_sessions(["a", "a", "zzz", 7, "b"]) == 2
    assert db.get_session("c") is not None
    db.create_session("titled", "cli")
    db.set_session_title("titled", "keep me")
    db.create_session("with_msg", "cli")
    db.append_message("with_msg", "user", "x")
    db.create_session("parent", "cli")
    db.create_session("kid", "cli", parent_session_id="parent")
    assert db.delete_session_if_empty("titled") is False
    assert db.delete_session_if_empty("with_msg") is False
    assert db.delete_session_if_empty("parent") is False
    assert db.delete_session_if_empty("c") is True


def test_prune_and_empty_sessions(db: SessionDB) -> None:
    old = time.time() - 200 * 86400
    db.create_session("old_ended", "cli", started_at=old)
    db.append_message("old_ended", "user", "ancient")
    db.end_session("old_ended", "user_exit")
    db.create_session("old_live", "cli", started_at=old)
    db.create_session("old_tg", "telegram", started_at=old)
    db.end_session("old_tg", "user_exit")
    db.create_session("child", "cli", parent_session_id="old_ended")
    assert db.prune_sessions(older_than_days=90, source="cli") == 1
    assert db.get_session("old_live") and db.get_session("old_tg")
    assert db.get_session("child")["parent_session_id"] is None
    db.create_session("empty_ended", "cli")
    db.end_session("empty_ended", "user_exit")
    db.create_session("empty_archived", "cli")
    db.end_session("empty_archived", "user_exit")
    db.set_session_archived("empty_archived")
    assert db.count_empty_sessions() == 2  # old_tg and empty_ended
    assert db.delete_empty_sessions() == 2
    assert db.get_session("empty_archived") is not None


def test_auto_prune_runs_once_per_interval(db: SessionDB) -> None:
    db.create_session("old", "cli", started_at=time.time() - 100 * 86400)
    db.end_session("old", "user_exit")
    first = db.maybe_auto_prune_and_vacuum(retention_days=30)
    assert first == {"skipped": False, "pruned": 1, "vacuumed": True}
    assert db.maybe_auto_prune_and_vacuum()["skipped"] is True
    db.set_meta("last_auto_prune", "not a number")
    assert db.maybe_auto_prune_and_vacuum()["skipped"] is False


def test_archive_covers_the_compression_lineage(db: SessionDB) -> None:
    db.create_session("r", "cli")
    db.end_session("r", "compression")
    db.create_session("m", "cli", parent_session_id="r")
    db.end_session("m", "compression")
    db.create_session("t", "cli", parent_session_id="m")
    db.create_session("fork", "cli", parent_session_id="m", model_config={"_branched_from": "m"})
    assert db.set_session_archived("m", True) is True
    archived = {
        r["id"]: r["archived"]
        for r in db.list_sessions_rich(include_children=True, include_archived=True)
    }
    assert archived == {"r": 1, "m": 1, "t": 1, "fork": 0}
    assert db.set_session_archived("t", True) is False  # nothing changed
    assert db.set_session_archived("r", False) is True
    assert db.session_count(archived_only=True) == 0


def test_finalize_orphaned_compression_sessions(db: SessionDB) -> None:
    long_ago = time.time() - 8 * 86400
    db.create_session("p", "cli", started_at=long_ago)
    db.end_session("p", "compression")
    db.create_session("stale", "cli", parent_session_id="p", started_at=long_ago)
    db.append_message("stale", "user", "summary")
    db.create_session("used", "cli", parent_session_id="p", started_at=long_ago)
    db.append_message("used", "user", "summary")
    db.update_token_counts("used", api_call_count=1)
    db.create_session("fresh", "cli", parent_session_id="p")
    db.append_message("fresh", "user", "summary")
    assert db.finalize_orphaned_compression_sessions() == 1
    assert db.get_session("stale")["end_reason"] == "orphaned_compression"
    assert db.get_session("used")["ended_at"] is None


def test_compression_lock_acquire_contend_expire_release(db: SessionDB, tmp_path: Path) -> None:
    me, other = compression_lock_holder("agent1"), compression_lock_holder("agent2")
    assert me.startswith("pid=") and ":nonce=" in me and me != other
    assert db.acquire_compression_lock("s1", me, ttl=60) is True
    assert db.acquire_compression_lock("s1", me, ttl=60) is True  # re-entrant
    with SessionDB(tmp_path / "state.db") as second:  # another handle, as another process would
        assert second.acquire_compression_lock("s1", other) is False
        assert second.compression_lock_holder_of("s1") == me
        assert second.release_compression_lock("s1", other) is False
        assert second.refresh_compression_lock("s1", other) is False
    assert db.refresh_compression_lock("s1", me, ttl=0.2) is True
    time.sleep(0.3)
    assert db.compression_lock_holder_of("s1") is None
    assert db.acquire_compression_lock("s1", other) is True  # expired lease is taken over
    assert db.refresh_compression_lock("s1", me) is False
    assert db.release_compression_lock("s1", other) is True
    assert db.acquire_compression_lock("s1", me) is True
    assert refresh_interval(300) == 60 and refresh_interval(1) == 1 and refresh_interval(40) == 20


def test_compression_lock_has_one_winner_among_threads(db: SessionDB) -> None:
    winners: list[str] = []
    barrier = threading.Barrier(6)

    def contend(n: int) -> None:
        holder = f"holder-{n}"
        barrier.wait()
        if db.acquire_compression_lock("hot", holder):
            winners.append(holder)

    threads = [threading.Thread(target=contend, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(winners) == 1


def test_v16_migration_tags_delegates(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v1(path, version=15)
    conn = sqlite3.connect(path, isolation_level=None)
    rows = [
        ("parent", None, None, None, None),
        ("sub", "parent", None, None, None),
        ("legacy_branch", "branched_parent", None, None, None),
        ("branched_parent", None, None, "branched", 50.0),
        ("compressed", None, None, "compression", 50.0),
        ("continuation", "compressed", None, None, None),
        ("marked_branch", "parent", '{"_branched_from": "parent"}', None, None),
        ("orphan_run", None, None, None, None),
        ("orphan_with_kid", None, None, None, None),
        ("kid", "orphan_with_kid", '{"_branched_from": "orphan_with_kid"}', None, None),
    ]
    conn.execute("PRAGMA foreign_keys=OFF")
    for sid, parent, config, reason, ended in rows:
        conn.execute(
            "INSERT INTO sessions (id, source, parent_session_id, model_config, end_reason,"
            " ended_at, started_at) VALUES (?, 'cli', ?, ?, ?, ?, 100)",
            (sid, parent, config, reason, ended),
        )
    for sid in ("orphan_run", "orphan_with_kid"):
        conn.execute(
            "INSERT INTO messages (session_id, role, content, timestamp)"
            " VALUES (?, 'tool', 'x', 1)",
            (sid,),
        )
    conn.close()
    with SessionDB(path) as db:

        def marker(sid: str) -> object:
            config = db.get_session(sid)["model_config"]
            return json.loads(config).get("_delegate_from") if config else None

        assert marker("sub") == "parent"
        assert marker("orphan_run") == "__orphaned__"
        for untouched in (
            "legacy_branch",
            "continuation",
            "marked_branch",
            "orphan_with_kid",
            "parent",
            "compressed",
        ):
            assert marker(untouched) is None, untouched
