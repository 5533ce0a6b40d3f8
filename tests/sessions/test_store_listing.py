"""The rich session list (spec §5.4): previews, listability, compression-tip projection,
ordering by lineage activity, id search, counts and filters."""

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


def _make(db: SessionDB, sid: str, started: float, **kwargs: object) -> None:
    db.create_session(sid, str(kwargs.pop("source", "cli")), started_at=started, **kwargs)  # type: ignore[arg-type]


def _say(db: SessionDB, sid: str, text: str, at: float, role: str = "user") -> None:
    db.append_message(sid, role, text, timestamp=at)


def test_preview_rules(db: SessionDB) -> None:
    _make(db, "short", 1)
    _say(db, "short", "assistant first", 2, role="assistant")
    _say(db, "short", "  fix the\nbuild\r\n  ", 3)
    _make(db, "long", 2)
    _say(db, "long", "x" * 59 + " " + "y" * 10, 3)
    _make(db, "exact", 3)
    _say(db, "exact", "z" * 60, 4)
    _make(db, "none", 4)
    _say(db, "none", "only the assistant spoke", 5, role="assistant")
    _make(db, "multi", 5)
    db.append_message("multi", "user", [{"type": "text", "text": "photo of the rack"}], timestamp=6)
    previews = {r["id"]: r["preview"] for r in db.list_sessions_rich()}
    assert previews["short"] == "fix the build"
    assert previews["long"] == "x" * 59 + " ..."
    assert len(previews["long"]) == 63
    assert previews["exact"] == "z" * 60
    assert previews["none"] == ""
    assert previews["multi"] == "photo of the rack"


def test_listability_hides_continuations_and_delegates(db: SessionDB) -> None:
    _make(db, "root", 1)
    db.end_session("root", "compression")
    _make(db, "cont", 5, parent_session_id="root")
    _make(db, "branch", 6, parent_session_id="root", model_config={"_branched_from": "root"})
    _make(db, "legacy_parent", 2)
    db.end_session("legacy_parent", "branched")
    _make(db, "legacy_branch", 9e12, parent_session_id="legacy_parent")
    _make(db, "delegate", 7, parent_session_id="root", model_config={"_delegate_from": "root"})
    _make(db, "orphan_delegate", 8, model_config={"_delegate_from": "__orphaned__"})
    ids = {r["id"] for r in db.list_sessions_rich(project_compression_tips=False)}
    assert ids == {"root", "branch", "legacy_parent", "legacy_branch"}
    everything = {r["id"] for r in db.list_sessions_rich(include_children=True)}
    assert everything == {
        "root",
        "cont",
        "branch",
        "legacy_parent",
        "legacy_branch",
        "delegate",
        "orphan_delegate",
    }
    assert db.session_count() == 7
    assert db.session_count(exclude_children=True) == 4


def test_compression_tip_projection(db: SessionDB) -> None:
    _make(db, "root", 1, model="m-root", cwd="/a")
    _say(db, "root", "original ask", 2)
    db.set_session_title("root", "proj")
    db.end_session("root", "compression")
    _make(db, "tip", 3, parent_session_id="root", model="m-tip", cwd="/b")
    _say(db, "tip", "continued ask", 4)
    db.set_session_title("tip", "proj #2")
    _make(db, "plain_compressed", 5)
    db.end_session("plain_compressed", "compression")
    rows = {r.get("_lineage_root_id", r["id"]): r for r in db.list_sessions_rich()}
    projected = rows["root"]
    assert projected["id"] == "tip" and projected["_lineage_root_id"] == "root"
    assert projected["title"] == "proj #2" and projected["model"] == "m-tip"
    assert projected["preview"] == "continued ask" and projected["cwd"] == "/b"
    assert projected["end_reason"] is None and projected["last_active"] == 4
    assert projected["started_at"] == 1 and projected["parent_session_id"] is None
    assert "_lineage_root_id" not in rows["plain_compressed"]  # no continuation: raw
    raw = {r["id"] for r in db.list_sessions_rich(project_compression_tips=False)}
    assert "root" in raw and "tip" not in raw


def test_order_by_last_active_follows_the_chain(db: SessionDB) -> None:
    _make(db, "old_root", 1)
    db.end_session("old_root", "compression")
    _make(db, "old_tip", 2, parent_session_id="old_root")
    _say(db, "old_tip", "recent work", 100)
    _make(db, "newer", 50)
    _say(db, "newer", "something", 60)
    _make(db, "quiet", 70)
    default = [r.get("_lineage_root_id", r["id"]) for r in db.list_sessions_rich()]
    assert default == ["quiet", "newer", "old_root"]  # started_at DESC
    by_activity = db.list_sessions_rich(order_by_last_active=True)
    assert [r.get("_lineage_root_id", r["id"]) for r in by_activity] == [
        "old_root",
        "quiet",
        "newer",
    ]
    assert by_activity[0]["effective_last_active"] == 100
    page = db.list_sessions_rich(order_by_last_active=True, limit=1, offset=1)
    assert [r["id"] for r in page] == ["quiet"]


def test_id_query_and_search_by_id(db: SessionDB) -> None:
    _make(db, "20260101_aaa111", 1)
    db.end_session("20260101_aaa111", "compression")
    _make(db, "20260102_bbb222", 2, parent_session_id="20260101_aaa111")
    _make(db, "x_bbb2", 3)
    _make(db, "bbb222_prefix", 4)
    found = db.list_sessions_rich(order_by_last_active=True, id_query="BBB2")
    assert {r.get("_lineage_root_id", r["id"]) for r in found} == {
        "20260101_aaa111",
        "x_bbb2",
        "bbb222_prefix",
    }
    ranked = db.search_sessions_by_id("20260101_aaa111")
    assert ranked[0]["_lineage_root_id"] == "20260101_aaa111"
    ranked = db.search_sessions_by_id("bbb2")
    assert ranked[0]["id"] == "bbb222_prefix"  # a prefix match ranks before substrings
    assert db.search_sessions_by_id("  ") == []
    assert len(db.search_sessions_by_id("bbb", limit=1)) == 1


def test_filters_source_cwd_count_archived(db: SessionDB) -> None:
    _make(db, "a", 1, cwd="/repo")
    _make(db, "b", 2, cwd="/repo/sub")
    _make(db, "c", 3, cwd="/repo-wt-feature")
    _make(db, "d", 4, cwd="C:\\repo\\x", source="telegram")
    _make(db, "e", 5, source="subagent")
    db.append_messages("a", [{"role": "user", "content": "1"}, {"role": "user", "content": "2"}])
    assert {r["id"] for r in db.list_sessions_rich(cwd_prefix="/repo/")} == {"a", "b"}
    assert {r["id"] for r in db.list_sessions_rich(cwd_prefix="C:\\repo")} == {"d"}
    assert {r["id"] for r in db.list_sessions_rich(source="telegram")} == {"d"}
    assert "e" not in {r["id"] for r in db.list_sessions_rich(exclude_sources=["subagent"])}
    assert [r["id"] for r in db.list_sessions_rich(min_message_count=2)] == ["a"]
    assert db.session_count(cwd_prefix="/repo") == 2
    assert db.set_session_archived("a") is True
    assert "a" not in {r["id"] for r in db.list_sessions_rich()}
    assert [r["id"] for r in db.list_sessions_rich(archived_only=True)] == ["a"]
    assert len(db.list_sessions_rich(include_archived=True)) == 5
    assert db.session_count(archived_only=True) == 1
