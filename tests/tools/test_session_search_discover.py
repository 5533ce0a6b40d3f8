"""``session_search`` DISCOVER on a real state.db: title hits, cron demotion, lineage
exclusion (v17: the whole current lineage), the explained-empty cases and the search note."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from session_search_data import T0, open_shared

from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.types import Ranking
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search

Shared = tuple[SessionDB, dict[str, list[int]]]
ENTRY_KEYS = {
    "session_id",
    "when",
    "source",
    "model",
    "title",
    "matched_role",
    "match_message_id",
    "snippet",
    "bookend_start",
    "messages",
    "bookend_end",
    "messages_before",
    "messages_after",
}


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shared]:
    db, ids = open_shared(Path(tmp_path_factory.mktemp("discover")))
    yield db, ids
    db.close()


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    return json.loads(session_search(db=db, **kwargs))


def sessions(out: dict[str, Any]) -> list[str]:
    return [r["session_id"] for r in out["results"]]


def test_discover_entry_shape(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query="targetPort", limit=3)
    assert (out["success"], out["mode"], out["query"], out["count"]) == (
        True,
        "discover",
        "targetPort",
        1,
    )
    assert out["sessions_searched"] == 1 and "search" not in out and "message" not in out
    entry = out["results"][0]
    assert set(entry) == ENTRY_KEYS  # no parent_session_id: the hit is in a root session
    anchor = ids["old_deploy"][3]
    assert entry["session_id"] == "old_deploy" and entry["match_message_id"] == anchor
    assert entry["when"] == datetime.fromtimestamp(T0).strftime("%B %d, %Y at %I:%M %p")
    assert (entry["source"], entry["model"], entry["title"]) == ("cli", "model-a", "deploy fix")
    assert entry["matched_role"] == "assistant" and ">>>targetPort<<<" in entry["snippet"]
    window = entry["messages"]
    # user/assistant rows only: the tool-call turn (no content) stays, the tool result goes
    assert [m["id"] for m in window] == [*ids["old_deploy"][:6], ids["old_deploy"][6] - 1]
    assert [m for m in window if m.get("anchor")] == [
        {
            "id": anchor,
            "role": "assistant",
            "timestamp": T0 + 4,
            "anchor": True,
            "content": "The backend service port changed; update targetPort to 8080",
        }
    ]
    assert (entry["messages_before"], entry["messages_after"]) == (3, 4)
    assert entry["bookend_start"] == [] and entry["bookend_end"] == []  # window spans the session


def test_bookends_hold_the_first_and_last_turns(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query='"long talk line 20"')
    entry = out["results"][0]
    assert entry["session_id"] == "long_talk" and entry["match_message_id"] == ids["long_talk"][20]
    assert [m["id"] for m in entry["bookend_start"]] == ids["long_talk"][:3]
    assert [m["id"] for m in entry["bookend_end"]] == ids["long_talk"][-3:]
    assert [m["id"] for m in entry["messages"]] == ids["long_talk"][15:26]


def test_title_match_comes_first(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query="  'deploy fix'  ", limit=1)
    assert out["count"] == 1 and out["sessions_searched"] == 1
    title = out["results"][0]
    assert set(title) == ENTRY_KEYS
    assert title["matched_role"] == "session_title"
    assert title["snippet"] == "Session title matched: deploy fix"
    assert title["match_message_id"] == ids["old_deploy"][0]
    assert title["messages"][0]["anchor"] is True


def test_title_match_of_a_continuation_uses_the_root(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query="scroll demo")
    title = out["results"][0]
    # "scroll demo #2" (the newest numbered title) wins; title/when/source from the root
    assert title["session_id"] == "scr_child" and title["parent_session_id"] == "scr_root"
    assert title["title"] == "scroll demo"
    assert title["match_message_id"] == ids["scr_child"][0]
    assert len(title["bookend_end"]) == 3


def test_cron_is_demoted_not_excluded(shared: Shared) -> None:
    db, _ = shared
    out = call(db, query="staging deploy", limit=10)
    found = sessions(out)
    # the cron digest repeats the words (best BM25) yet comes after the interactive hits
    assert found[-1] == "cron_digest"
    assert set(found) == {"old_deploy", "cur_root", "cron_digest"}  # subagent/tool hidden
    assert out["sessions_searched"] == 3


def test_hits_are_deduplicated_by_lineage(shared: Shared) -> None:
    db, ids = shared
    out = call(db, query="canary")
    # both cur_root and cur_child match; one lineage, first row wins, root named as parent
    assert out["count"] == 1 and out["sessions_searched"] == 1
    entry = out["results"][0]
    assert entry["session_id"] == "cur_child" and entry["parent_session_id"] == "cur_root"
    assert entry["title"] == "billing rollout"  # the root's title
    assert entry["match_message_id"] == ids["cur_child"][1]


@pytest.mark.parametrize("current", ["cur_root", "cur_child", "cur_branch"])
def test_the_whole_current_lineage_is_excluded(shared: Shared, current: str) -> None:
    db, _ = shared
    out = call(db, query="billing canary", current_session_id=current)
    assert out["count"] == 0 and out["results"] == []
    assert out["reason"] == "current_lineage"
    assert "matching message(s) found, all in the current conversation's lineage" in out["message"]
    # a title of the current lineage is skipped too
    titled = call(db, query="billing rollout", current_session_id=current)
    assert "session_title" not in [r["matched_role"] for r in titled["results"]]


def test_limit_clamp_and_coercion(shared: Shared) -> None:
    db, _ = shared
    assert call(db, query="staging deploy", limit=1)["count"] == 1
    assert call(db, query="staging deploy", limit=0)["count"] == 1
    assert call(db, query="staging deploy", limit="2")["count"] == 2
    assert call(db, query="staging deploy", limit="lots")["count"] == 3
    assert call(db, query="staging deploy", limit=1000)["count"] == 3


def test_role_filter(shared: Shared) -> None:
    db, _ = shared
    hidden = call(db, query="pods restarted")
    assert hidden["count"] == 0 and hidden["reason"] == "filtered"
    assert hidden["message"].startswith("No matching sessions found. Messages match, but the")
    assert "1 only in roles other than user, assistant" in hidden["message"]
    shown = call(db, query="pods restarted", role_filter=" tool , ")
    assert shown["results"][0]["matched_role"] == "tool"
    assert call(db, query="targetPort", role_filter="user")["reason"] == "filtered"
    assert call(db, query="targetPort", role_filter=" , ")["count"] == 1  # blank = default


def test_sort_newest_and_oldest(shared: Shared) -> None:
    db, _ = shared
    newest = sessions(call(db, query="deploy", sort=" Newest ", limit=3))
    oldest = sessions(call(db, query="deploy", sort="oldest", limit=3))
    assert newest == ["cur_branch", "old_deploy", "cron_digest"]  # cron still demoted
    assert oldest == ["old_deploy", "cur_root", "cron_digest"]
    assert sessions(call(db, query="deploy", sort="sideways", limit=3)) == sessions(
        call(db, query="deploy", limit=3)
    )


def test_explained_empty_results(shared: Shared) -> None:
    db, _ = shared
    nothing = call(db, query="xylophone")
    assert nothing == {
        "success": True,
        "mode": "discover",
        "query": "xylophone",
        "results": [],
        "count": 0,
        "message": "No matching sessions found.",
        "reason": "no_hits",
    }
    for query in ("***", "AND", "( ) : ^"):
        empty = call(db, query=query)
        assert empty["reason"] == "empty_query" and empty["count"] == 0
        assert "has no searchable words" in empty["message"]


def test_fallback_is_reported(shared: Shared) -> None:
    db, _ = shared
    out = call(db, query="staging xylophone", limit=2)
    assert out["count"] == 2
    assert out["search"]["fallback"] is True
    assert out["search"]["ranking"] in {r.value for r in Ranking}
    assert out["search"]["terms"] == ["staging", "xylophone"]
    assert out["search"]["strict_hits"] == 0
    assert all(r.get("fallback_match") is True for r in out["results"])
    mixed = call(db, query="deploy fix", limit=3)
    assert mixed["results"][0]["matched_role"] == "session_title"
    assert "fallback_match" not in mixed["results"][0]


def test_search_failure_is_an_error_envelope(tmp_path: Path) -> None:
    db = SessionDB(tmp_path / "state.db")
    db.close()
    out = call(db, query="anything")
    assert out["success"] is False and out["error"].startswith("Search failed: ")


def test_recency_ranking_is_reported(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("pinger", "cli", started_at=1.0)
        with db.bulk(rows_per_commit=COUNT_CAP + 10):
            db.append_messages(
                "pinger",
                [
                    {"role": "user", "content": f"ping {i}", "timestamp": 2.0 + i}
                    for i in range(COUNT_CAP + 1)
                ],
            )
        # written last but dated first (an import): by time it is the oldest match
        db.create_session("old", "cli", started_at=0.5)
        db.append_message("old", "assistant", "an old ping reply", timestamp=1.5)
        db.create_session("other", "cli", started_at=0.5)
        db.append_message("other", "assistant", "a ping reply", timestamp=99_999.0)
        out = call(db, query="ping", limit=3)
    assert out["search"]["ranking"] == "recency" and out["search"]["fallback"] is False
    assert out["search"]["total_matches"] == COUNT_CAP + 3
    # newest message first; the 300 rows read hold no room for the oldest one
    assert sessions(out) == ["other", "pinger"]
