"""Session-level views through the library API: browse, discover, scroll and read.

Each test builds a real state.db under tmp_path and checks the typed records of
``hermes_memory.sessions.search`` (the tool, the CLI and the MCP server render these).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from hermes_memory.errors import MessageNotFoundError, SessionNotFoundError
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import (
    DiscoveredSession,
    Discovery,
    Explanation,
    MessageWindow,
    SessionSummary,
    SessionTranscript,
    browse_sessions,
    discover_sessions,
    read_session,
    same_lineage,
    scroll_session,
)

T0 = 1_767_000_000.0


def _talk(db: SessionDB, sid: str, start: float, lines: list[tuple[str, str]]) -> list[int]:
    rows = [{"role": r, "content": c, "timestamp": start + i} for i, (r, c) in enumerate(lines)]
    return db.append_messages(sid, rows)


@pytest.fixture
def db(tmp_path: Path) -> SessionDB:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("deploy", "cli", model="m-a", started_at=T0)
    _talk(
        store,
        "deploy",
        T0 + 1,
        [
            ("user", "the staging deploy broke after the kubernetes upgrade"),
            ("assistant", "check the helm chart ingress values"),
        ],
    )
    store.append_message("deploy", "tool", "pods restarted", tool_name="kubectl", timestamp=T0 + 5)
    store.set_session_title("deploy", "deploy fix")
    store.end_session("deploy", "compression")
    store.create_session("deploy_tail", "cli", parent_session_id="deploy", started_at=T0 + 100)
    _talk(store, "deploy_tail", T0 + 101, [(r, f"tail line {i}") for i, r in enumerate("ua" * 6)])
    store.create_session("cron_job", "cron", started_at=T0 + 200)
    _talk(store, "cron_job", T0 + 201, [("user", "nightly kubernetes report")])
    store.create_session("helper", "subagent", started_at=T0 + 300)
    _talk(store, "helper", T0 + 301, [("user", "subagent kubernetes probe")])
    store.create_session("chat", "telegram", started_at=T0 + 400)
    _talk(store, "chat", T0 + 401, [("user", f"message {i}") for i in range(40)])
    return store


def _ids(db: SessionDB, sid: str) -> list[int]:
    return [int(m["id"]) for m in db.get_messages(sid)]


def test_read_returns_the_whole_transcript(db: SessionDB) -> None:
    transcript = read_session(db, "deploy")
    assert isinstance(transcript, SessionTranscript)
    assert transcript.session.id == "deploy"
    assert transcript.session.title == "deploy fix"
    assert transcript.session.source == "cli" and transcript.session.model == "m-a"
    assert transcript.session.end_reason == "compression"
    assert [m.role for m in transcript.messages] == ["user", "assistant", "tool"]
    assert transcript.messages[2].tool_name == "kubectl"
    assert transcript.messages[0].columns["session_id"] == "deploy"
    with pytest.raises(dataclasses.FrozenInstanceError):
        transcript.session.title = "other"  # type: ignore[misc]


def test_read_excerpt_keeps_head_and_tail(db: SessionDB) -> None:
    transcript = read_session(db, "chat")
    ids = _ids(db, "chat")
    assert [m.id for m in transcript.excerpt(20, 10)] == ids[:20] + ids[-10:]
    assert len(transcript.excerpt(30, 10)) == 40  # nothing cut when it all fits


def test_read_of_a_missing_session_raises(db: SessionDB) -> None:
    with pytest.raises(SessionNotFoundError, match="session_id not found: nope"):
        read_session(db, "nope")


def test_scroll_returns_the_window_around_the_anchor(db: SessionDB) -> None:
    ids = _ids(db, "chat")
    view = scroll_session(db, "chat", ids[10], 3)
    assert isinstance(view, MessageWindow)
    assert [m.id for m in view.messages] == ids[7:14]
    assert (view.messages_before, view.messages_after) == (3, 3)
    assert view.session.id == "chat" and view.rebound_from is None
    edge = scroll_session(db, "chat", ids[0], 5)
    assert edge.messages_before == 0 and edge.messages_after == 5


def test_scroll_follows_an_anchor_into_a_child_of_the_lineage(db: SessionDB) -> None:
    anchor = _ids(db, "deploy_tail")[4]
    view = scroll_session(db, "deploy", anchor, 2)
    assert view.session.id == "deploy_tail" and view.rebound_from == "deploy"
    assert [m.id for m in view.messages] == _ids(db, "deploy_tail")[2:7]
    with pytest.raises(MessageNotFoundError):
        scroll_session(db, "deploy", anchor, 2, follow_lineage=False)


def test_scroll_refuses_unknown_session_and_foreign_anchor(db: SessionDB) -> None:
    with pytest.raises(SessionNotFoundError):
        scroll_session(db, "nope", 1, 5)
    foreign = _ids(db, "chat")[0]  # another lineage: never followed
    with pytest.raises(MessageNotFoundError, match=f"around_message_id {foreign}"):
        scroll_session(db, "deploy", foreign, 5)


def test_same_lineage(db: SessionDB) -> None:
    assert same_lineage(db, "deploy", "deploy_tail")
    assert not same_lineage(db, "deploy", "chat")
    assert not same_lineage(db, "deploy", None)


def test_browse_lists_top_level_sessions_newest_first(db: SessionDB) -> None:
    found = browse_sessions(db, 10)
    assert all(isinstance(s, SessionSummary) for s in found)
    # the compressed root shows as its live tip; subagent sessions never show
    assert [s.session_id for s in found] == ["chat", "cron_job", "deploy_tail"]
    chat = found[0]
    assert chat.source == "telegram" and chat.message_count == 40
    assert chat.preview.startswith("message 0")


def test_browse_leaves_out_the_current_lineage_and_honours_limit(db: SessionDB) -> None:
    found = browse_sessions(db, 10, current_session_id="chat")
    assert "chat" not in [s.session_id for s in found]
    assert len(browse_sessions(db, 1)) == 1


def test_discover_groups_hits_by_session_with_windows(db: SessionDB) -> None:
    found = discover_sessions(db, "kubernetes", limit=5)
    assert isinstance(found, Discovery)
    assert found.roles == ("user", "assistant")
    assert all(isinstance(s, DiscoveredSession) for s in found.sessions)
    ids = [s.session_id for s in found.sessions]
    assert ids == ["deploy", "cron_job"]  # cron after the interactive hit; subagents hidden
    best = found.sessions[0]
    assert best.root_id == "deploy" and not best.by_title and best.matched_role == "user"
    assert best.match_message_id == _ids(db, "deploy")[0]
    assert "kubernetes" in best.snippet.lower()
    assert best.match_message_id in [m.id for m in best.messages]
    assert best.title == "deploy fix" and best.source == "cli"


def test_discover_names_a_session_by_its_title_first(db: SessionDB) -> None:
    found = discover_sessions(db, "deploy fix", limit=3)
    first = found.sessions[0]
    assert first.by_title and first.matched_role is None
    assert first.session_id == "deploy" and first.match_message_id == _ids(db, "deploy")[0]


def test_discover_skips_the_current_lineage_and_counts_it(db: SessionDB) -> None:
    found = discover_sessions(db, "helm chart", current_session_id="deploy_tail")
    assert found.sessions == ()
    assert found.skipped_current >= 1


def test_discover_explains_a_malformed_query(db: SessionDB) -> None:
    found = discover_sessions(db, '"(((')
    assert found.sessions == ()
    assert found.outcome.explanation in {Explanation.EMPTY_QUERY, Explanation.SYNTAX_ERROR}


def test_a_database_error_passes_through(tmp_path: Path) -> None:
    store = SessionDB(tmp_path / "state.db")
    store.close()
    with pytest.raises(Exception) as caught:
        read_session(store, "anything")
    assert not isinstance(caught.value, SessionNotFoundError)  # never "not found"
