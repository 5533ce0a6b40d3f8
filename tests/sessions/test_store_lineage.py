"""Lineage walks (spec §7.1–7.3, §8.3): the compression tip, resume resolution, the any-kind
root and the ancestor chain — preference order, exclusions, cycles and hop caps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_memory.sessions.store import SessionDB


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _child(db: SessionDB, sid: str, parent: str, started: float, **kwargs: object) -> None:
    source = str(kwargs.pop("source", "cli"))
    db.create_session(sid, source, parent_session_id=parent, started_at=started, **kwargs)  # type: ignore[arg-type]


def _set_parent(db: SessionDB, sid: str, parent: str) -> None:
    with db.lock:
        db.conn.execute("UPDATE sessions SET parent_session_id = ? WHERE id = ?", (parent, sid))


def test_tip_prefers_compressed_then_live_then_ended(db: SessionDB) -> None:
    db.create_session("root", "cli", started_at=1)
    db.end_session("root", "compression")
    _child(db, "ended_recent", "root", 10)
    db.append_message("ended_recent", "user", "late activity", timestamp=500)
    db.end_session("ended_recent", "ws_orphan_reap")
    _child(db, "live", "root", 5)
    assert db.get_compression_tip("root") == "live"  # live beats a more recent ended child
    _child(db, "compressed", "root", 3)
    db.end_session("compressed", "compression")
    assert db.get_compression_tip("root") == "compressed"  # and a compressed child beats both
    _child(db, "final", "compressed", 4)
    assert db.get_compression_tip("root") == "final"


def test_tip_within_a_class_uses_activity_then_start_then_id(db: SessionDB) -> None:
    db.create_session("root", "cli", started_at=1)
    db.end_session("root", "compression")
    _child(db, "a", "root", 2)
    _child(db, "b", "root", 3)
    assert db.get_compression_tip("root") == "b"  # later start
    db.append_message("a", "user", "newer message", timestamp=99)
    assert db.get_compression_tip("root") == "a"  # most recent activity wins
    _child(db, "c", "root", 2)
    db.append_message("c", "user", "same time", timestamp=99)
    assert db.get_compression_tip("root") == "c"  # same activity and start: larger id


def test_tip_ignores_branches_delegates_and_tool_children(db: SessionDB) -> None:
    db.create_session("root", "cli", started_at=1)
    db.end_session("root", "compression")
    _child(db, "branch", "root", 2, model_config={"_branched_from": "root"})
    _child(db, "delegate", "root", 3, model_config={"_delegate_from": "root"})
    _child(db, "third_party", "root", 4, source="tool")
    assert db.get_compression_tip("root") == "root"
    db.create_session("not_compressed", "cli")
    _child(db, "kid", "not_compressed", 5)
    assert db.get_compression_tip("not_compressed") == "not_compressed"
    assert db.get_compression_tip("missing") == "missing"


def test_tip_survives_cycles_and_stops_after_100_hops(db: SessionDB) -> None:
    db.create_session("a", "cli", started_at=1)
    _child(db, "b", "a", 2)
    _set_parent(db, "a", "b")
    db.end_session("a", "compression")
    db.end_session("b", "compression")
    assert db.get_compression_tip("a") == "b"

    db.create_session("c0", "cli", started_at=1)
    for n in range(1, 121):
        db.end_session(f"c{n - 1}", "compression")
        _child(db, f"c{n}", f"c{n - 1}", n + 1)
    assert db.get_compression_tip("c0") == "c100"
    assert db.get_compression_tip("c50") == "c120"


def test_resolve_resume_session_id(db: SessionDB) -> None:
    assert db.resolve_resume_session_id("") == ""
    assert db.resolve_resume_session_id("unknown") == "unknown"
    db.create_session("root", "cli", started_at=1)
    db.append_message("root", "user", "hi")
    db.end_session("root", "compression")
    _child(db, "tip", "root", 2)
    db.append_message("tip", "user", "continued")
    assert db.resolve_resume_session_id("root") == "tip"
    # a later plain continuation with messages (e.g. /new under the tip) is followed…
    db.end_session("tip", "new_session")
    _child(db, "next", "tip", 3)
    db.append_message("next", "user", "more")
    _child(db, "empty", "next", 4)
    assert db.resolve_resume_session_id("root") == "next"  # …but not into an empty one
    _child(db, "branch", "next", 5, model_config={"_branched_from": "next"})
    db.append_message("branch", "user", "branched work")
    assert db.resolve_resume_session_id("root") == "next"
    db.create_session("lonely", "cli")
    assert db.resolve_resume_session_id("lonely") == "lonely"  # no messages anywhere


def test_lineage_root_any_kind_and_cycle_safe(db: SessionDB) -> None:
    db.create_session("r", "cli", started_at=1)
    _child(db, "branch", "r", 2, model_config={"_branched_from": "r"})
    _child(db, "delegate", "branch", 3, model_config={"_delegate_from": "branch"})
    assert db.lineage_root("delegate") == "r"
    assert db.lineage_root("r") == "r"
    assert db.lineage_root("missing") == "missing"
    db.create_session("x", "cli")
    _child(db, "y", "x", 2)
    _set_parent(db, "x", "y")
    assert db.lineage_root("y") in {"x", "y"}  # terminates
    assert db.get_ancestor_chain("delegate") == ["r", "branch", "delegate"]
