"""``session_search`` over ``SessionDB.search``: ``sort`` orders sessions by message time
when imported history has ids out of time order, and fallback hits are told apart by the
hits' ``match`` key (exact hits first, then any-words hits)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.importer import import_file
from hermes_memory.tools.session_search import session_search

NATIVE_T = 1_700_000_000.0
OLD_T = 1_400_000_000.0


def import_history(db: SessionDB, path: Path) -> None:
    """Older conversations written after the native ones: new ids, old timestamps."""
    lines = [
        {"type": "session", "id": "old-chat", "source": "cli", "started_at": OLD_T + 500},
        {"role": "user", "content": "how to deploy the blog", "timestamp": OLD_T + 500},
        {"role": "assistant", "content": "push to the server", "timestamp": OLD_T + 501},
        {"type": "session", "id": "ancient", "source": "cli", "started_at": OLD_T},
        {"role": "user", "content": "deploy by ftp", "timestamp": OLD_T},
        {"role": "assistant", "content": "fine", "timestamp": OLD_T + 1},
    ]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    import_file(db, path)


@pytest.fixture
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("live", "cli", started_at=NATIVE_T)
    store.append_message("live", "user", "deploy the rocket", timestamp=NATIVE_T + 100)
    store.append_message("live", "assistant", "done", timestamp=NATIVE_T + 101)
    import_history(store, tmp_path / "old.jsonl")
    store.create_session("later", "cli", started_at=NATIVE_T + 1000)
    store.append_message("later", "user", "deploy today", timestamp=NATIVE_T + 1000)
    store.append_message("later", "assistant", "ok", timestamp=NATIVE_T + 1001)
    yield store
    store.close()


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    out = json.loads(session_search(db=db, **kwargs))
    assert out["success"] is True, out
    return out


def sessions(out: dict[str, Any]) -> list[str]:
    return [r["session_id"] for r in out["results"]]


def test_sort_newest_and_oldest_follow_message_time(db: SessionDB) -> None:
    newest = call(db, query="deploy", sort="newest", limit=4)
    assert sessions(newest) == ["later", "live", "old-chat", "ancient"]
    oldest = call(db, query="deploy", sort="oldest", limit=4)
    assert sessions(oldest) == ["ancient", "old-chat", "live", "later"]
    top = call(db, query="deploy", sort="newest", limit=2)
    assert sessions(top) == ["later", "live"]  # not the imported sessions with higher ids
    assert top["results"][0]["match_message_id"] == max(
        int(m["id"]) for m in top["results"][0]["messages"] if m["role"] == "user"
    )


def test_unknown_sort_is_relevance(db: SessionDB) -> None:
    out = call(db, query="deploy", sort="sideways", limit=4)
    assert sorted(sessions(out)) == ["ancient", "later", "live", "old-chat"]


def test_exact_hits_come_before_any_words_hits(db: SessionDB) -> None:
    out = call(db, query="deploy rocket", limit=4)
    assert sessions(out)[0] == "live"
    assert "fallback_match" not in out["results"][0]
    assert all(r.get("fallback_match") is True for r in out["results"][1:])
    assert len(out["results"]) == 4 and out["search"]["fallback"] is True
    assert out["search"]["strict_hits"] == 1
