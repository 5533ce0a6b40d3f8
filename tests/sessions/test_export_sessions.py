"""Exports: JSONL that round-trips through the JSONL importer, and readable Markdown."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from hermes_memory.errors import SessionNotFoundError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.export import ExportFormat, export_sessions, select_sessions
from hermes_memory.sessions.transfer.importer import import_file

DATA = Path(__file__).parent / "data"
COMPARED = ("role", "content", "tool_calls", "tool_call_id", "tool_name", "timestamp", "reasoning")
SESSION_KEYS = (
    "source",
    "title",
    "started_at",
    "ended_at",
    "end_reason",
    "model",
    "model_config",
    "parent_session_id",
)


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = SessionDB(tmp_path / "state.db")
    for name in (
        "chatgpt_conversations.json",
        "claude_conversations.json",
        "openai_messages.jsonl",
    ):
        import_file(store, DATA / name)
    # a lineage: root compressed into a child, plus a branch off the root
    store.create_session("lin_root", "cli", model="m", started_at=2000.0)
    store.append_message("lin_root", "user", "root question ```with fences```", timestamp=2001.0)
    store.set_session_title("lin_root", "lineage demo")
    store.end_session("lin_root", "compression")
    store.create_session("lin_child", "cli", parent_session_id="lin_root", started_at=2100.0)
    store.append_message("lin_child", "assistant", "continued answer", timestamp=2101.0)
    store.create_session(
        "lin_branch",
        "cli",
        parent_session_id="lin_root",
        started_at=2200.0,
        model_config={"_branched_from": "lin_root"},
    )
    store.append_message("lin_branch", "user", "a branch", timestamp=2201.0)
    yield store
    store.close()


def _snapshot(db: SessionDB) -> dict[str, tuple[dict, list[dict]]]:
    rows = db.read(lambda c: [r[0] for r in c.execute("SELECT id FROM sessions ORDER BY id")])
    return {
        sid: (
            {k: db.get_session(sid)[k] for k in SESSION_KEYS},
            [{k: m.get(k) for k in COMPARED} for m in db.get_messages(sid)],
        )
        for sid in rows
    }


def test_jsonl_round_trip_of_everything(db: SessionDB, tmp_path: Path) -> None:
    out = tmp_path / "all.jsonl"
    seen: list[int] = []
    with out.open("w", encoding="utf-8") as handle:
        chosen = select_sessions(db, all_sessions=True)
        written = export_sessions(db, chosen, ExportFormat.JSONL, handle, progress=seen.append)
    assert written == sum(seen) == db.message_count()
    ids = [s["id"] for s in chosen]
    assert ids.index("lin_root") < ids.index("lin_child") < ids.index("lin_branch")
    with SessionDB(tmp_path / "copy.db") as copy:
        report = import_file(copy, out)
        assert report.warnings == []
        assert report.sessions_imported == len(chosen)
        assert _snapshot(copy) == _snapshot(db)


def test_lineage_export_takes_the_root_and_every_descendant(db: SessionDB) -> None:
    chosen = select_sessions(db, "lin_branch", lineage=True)
    assert [s["id"] for s in chosen] == ["lin_root", "lin_child", "lin_branch"]
    assert [s["id"] for s in select_sessions(db, "lin_child")] == ["lin_child"]
    with pytest.raises(SessionNotFoundError, match="session_id not found: nope"):
        select_sessions(db, "nope")
    with pytest.raises(SessionNotFoundError):
        select_sessions(db, None)


def test_jsonl_lines_are_documented_shapes(db: SessionDB) -> None:
    buffer = io.StringIO()
    export_sessions(db, select_sessions(db, "jsonl_weather_001"), ExportFormat.JSONL, buffer)
    lines = [json.loads(line) for line in buffer.getvalue().splitlines()]
    assert lines[0] == {
        "type": "session",
        "id": "jsonl_weather_001",
        "source": "openai",
        "title": "Weather lookup agent",
        "started_at": 1748772000.0,
        "model": "gpt-4.1-mini",
    }
    assert lines[3]["tool_calls"][0]["id"] == "call_w1"
    assert lines[4]["tool_name"] == "get_forecast" and lines[4]["role"] == "tool"
    assert all(line["type"] == "message" for line in lines[1:])


def test_markdown_transcript_is_readable(db: SessionDB) -> None:
    buffer = io.StringIO()
    sessions = select_sessions(db, "claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001")
    assert export_sessions(db, sessions, ExportFormat.MARKDOWN, buffer) == 9
    text = buffer.getvalue()
    assert text.startswith("# Quarterly budget spreadsheet review\n")
    assert "- **Source:** claude" in text and "- **Started:** 2025-03-04" in text
    assert "### User ·" in text and "### Assistant ·" in text
    assert "### Tool result · repl (toolu_01A)" in text
    assert "**Tool call** `repl` (toolu_01A)" in text and '"code": "print(1200+800' in text
    assert "<summary>Reasoning</summary>" in text
    fenced = io.StringIO()
    export_sessions(
        db, select_sessions(db, "lin_root", lineage=True), ExportFormat.MARKDOWN, fenced
    )
    md = fenced.getvalue()
    assert md.count("\n---\n") == 2 and "- **Continues:** `lin_root`" in md
    assert "root question ```with fences```" in md
