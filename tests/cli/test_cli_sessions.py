"""``hermes-memory sessions`` through click's CliRunner, parsing ``--json`` for every command."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.sessions.store import SessionDB

DATA = Path(__file__).resolve().parents[1] / "sessions" / "data"


def run(*args: str, ok: bool = True) -> Result:
    result = CliRunner().invoke(main, ["sessions", *args], catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output
    return result


def run_json(*args: str, code: int = 0) -> Any:
    result = CliRunner().invoke(main, ["sessions", *args, "--json"], catch_exceptions=False)
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home whose state.db holds the three sample imports plus a small lineage."""
    home = tmp_path / "home"
    for name in (
        "chatgpt_conversations.json",
        "claude_conversations.json",
        "openai_messages.jsonl",
    ):
        run_json("import", str(DATA / name), "--home", str(home))
    with SessionDB(home / "state.db") as db:
        db.create_session("lin_root", "cli", started_at=2_000_000_000.0)
        db.append_message("lin_root", "user", "lineage root", timestamp=2_000_000_001.0)
        db.end_session("lin_root", "compression")
        db.create_session(
            "lin_child", "cli", parent_session_id="lin_root", started_at=2_000_000_100.0
        )
        db.append_message("lin_child", "user", "lineage child", timestamp=2_000_000_101.0)
    return home


def test_import_reports_json_and_text(tmp_path: Path) -> None:
    home = tmp_path / "h"
    data = run_json("import", str(DATA / "claude_conversations.json"), "--home", str(home))
    assert data == {
        "success": True,
        "file": str(DATA / "claude_conversations.json"),
        "format": "claude",
        "archive_members": [],
        "sessions_imported": 2,
        "messages_imported": 11,
        "skipped_sessions": [],
        "renamed_titles": [],
        "replaced_characters": [],
        "derived_ids": [],
        "duplicate_ids": [],
        "repaired_values": [],
        "chunks": 1,
        "warnings": ["1 empty conversation(s) skipped"],
    }
    again = run(
        "import", str(DATA / "claude_conversations.json"), "--home", str(home), "--format", "claude"
    )
    assert "Imported 0 session(s)" in again.output and "Skipped 2 session(s)" in again.output


def test_import_progress_bar_path(tmp_path: Path) -> None:
    result = run(
        "import",
        str(DATA / "chatgpt_conversations.json"),
        "--home",
        str(tmp_path / "h"),
        "--progress",
    )
    # not a terminal: click prints the label once instead of redrawing the bar
    assert result.output.startswith("Importing")
    assert "Imported 2 session(s), 12 message(s)" in result.output


def test_import_refusals_exit_1_and_change_nothing(home: Path, tmp_path: Path) -> None:
    before = run_json("stats", "--home", str(home))
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"role": "user", "content": "ok"}\n{"role": 7}\n', encoding="utf-8")
    data = run_json("import", str(broken), "--home", str(home), code=1)
    assert data["success"] is False and data["error"].startswith("line 2: role must be one of")
    dup = run_json(
        "import",
        str(DATA / "openai_messages.jsonl"),
        "--home",
        str(home),
        "--on-duplicate",
        "fail",
        code=1,
    )
    assert "already in the database" in dup["error"]
    after = run_json("stats", "--home", str(home))
    assert (after["sessions"], after["messages"]) == (before["sessions"], before["messages"])
    text = run("import", str(broken), "--home", str(home), ok=False)
    assert text.exit_code == 1 and "Error: line 2" in text.output


def test_list_json_and_text(home: Path) -> None:
    data = run_json("list", "--home", str(home), "--limit", "3")
    assert data["count"] == 3
    assert data["sessions"][0]["id"] == "lin_child"  # compressed root shown as its tip
    assert {"id", "title", "source", "last_active", "message_count", "preview"} <= set(
        data["sessions"][0]
    )
    assert run_json("list", "--home", str(home), "--source", "claude")["count"] == 2
    text = run("list", "--home", str(home), "--source", "chatgpt").output
    assert "Kubernetes ingress 502" in text and "Sourdough" in text


def test_show_paged_and_tail(home: Path) -> None:
    sid = "claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001"
    page = run_json("show", sid, "--home", str(home), "--limit", "4")
    assert page["session"]["title"] == "Quarterly budget spreadsheet review"
    assert page["total_messages"] == 9 and len(page["messages"]) == 4 and page["has_more"] is True
    nxt = run_json("show", sid, "--home", str(home), "--limit", "4", "--offset", "8")
    assert len(nxt["messages"]) == 1 and nxt["has_more"] is False
    tail = run_json("show", sid, "--home", str(home), "--tail", "2")
    assert tail["offset"] == 7 and [m["role"] for m in tail["messages"]] == ["tool", "assistant"]
    text = run("show", "chatgpt_6632", "--home", str(home), "--limit", "2").output
    assert "Sourdough" in text and "more (use --offset 2)" in text  # a unique prefix resolves
    missing = run_json("show", "nope", "--home", str(home), code=1)
    assert missing == {"success": False, "error": "session_id not found: nope"}


def test_scroll(home: Path) -> None:
    shown = run_json("show", "jsonl_weather_001", "--home", str(home))
    anchor = shown["messages"][2]["id"]
    data = run_json(
        "scroll", "jsonl_weather_001", str(anchor), "--window", "1", "--home", str(home)
    )
    assert [m["id"] for m in data["window"]] == [anchor - 1, anchor, anchor + 1]
    assert (data["messages_before"], data["messages_after"]) == (1, 1)
    text = run("scroll", "jsonl_weather_001", str(anchor), "--home", str(home)).output
    assert "▶[" in text and "get_forecast" in text
    wrong = run_json("scroll", "jsonl_notes_003", str(anchor), "--home", str(home), code=1)
    assert "is not in session jsonl_notes_003" in wrong["error"]


def test_export_json_reports_and_stdout(home: Path, tmp_path: Path) -> None:
    out = tmp_path / "lineage.jsonl"
    data = run_json("export", "lin_child", "--lineage", "-o", str(out), "--home", str(home))
    assert data == {
        "success": True,
        "file": str(out),
        "format": "jsonl",
        "sessions": 2,
        "messages": 2,
    }
    lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert [x["id"] for x in lines if x["type"] == "session"] == ["lin_root", "lin_child"]
    md = run("export", "jsonl_weather_001", "--format", "md", "--home", str(home)).output
    assert md.startswith("# Weather lookup agent") and "**Tool call** `get_forecast`" in md
    everything = tmp_path / "all.jsonl"
    all_data = run_json("export", "--all", "-o", str(everything), "--home", str(home))
    assert all_data["sessions"] == 9
    fresh = tmp_path / "fresh"
    back = run_json("import", str(everything), "--home", str(fresh))
    assert (back["sessions_imported"], back["messages_imported"]) == (9, all_data["messages"])


def test_export_refusals(home: Path) -> None:
    # bad usage exits 2 (with a JSON error under --json); an unknown session is refused (1)
    assert "give a SESSION_ID or --all" in run_json("export", "--home", str(home), code=2)["error"]
    both = run_json("export", "lin_root", "--all", "--home", str(home), code=2)
    assert both["success"] is False and both["usage_error"] is True
    assert "add -o FILE" in run_json("export", "lin_root", "--home", str(home), code=2)["error"]
    missing = run_json("export", "ghost", "-o", "x.jsonl", "--home", str(home), code=1)
    assert missing["error"] == "session_id not found: ghost"


def test_stats(home: Path) -> None:
    data = run_json("stats", "--home", str(home))
    assert data["sessions"] == 9 and data["messages"] == 34
    assert data["roles"]["user"] >= 1 and set(data["roles"]) == {
        "system",
        "user",
        "assistant",
        "tool",
    }
    assert data["sources"] == {"chatgpt": 2, "claude": 2, "openai": 2, "import": 1, "cli": 2}
    assert data["schema_version"] == 17 and data["database_bytes"] > 0
    assert data["fts5"] is True and data["fts_layout"]
    text = run("stats", "--home", str(home)).output
    assert "Schema:     v17" in text and "Sessions:   9" in text


def test_optimize(home: Path) -> None:
    data = run_json("optimize", "--vacuum", "--home", str(home))
    assert data["success"] is True and data["fts_tables_optimized"] >= 1 and data["vacuumed"]
    assert data["converted"] is False
    layout = run_json("stats", "--home", str(home))["fts_layout"]
    again = run_json("optimize", "--compact", "--home", str(home))
    # a file we created already has our layout: nothing to convert
    assert again["converted"] is (layout != "compact") and again["fts_layout"] == "compact"
    text = run("optimize", "--home", str(home)).output
    assert text.startswith("Optimized ") and "bytes" in text


def test_optimize_catches_the_search_indexes_up(home: Path) -> None:
    run_json("optimize", "--home", str(home))  # whatever the fixture left behind
    with SessionDB(home / "state.db") as db:
        db.create_session("s-late", "cli")
        db.append_message("s-late", "user", "the autoscaler flapped twice overnight")
    data = run_json("optimize", "--home", str(home))
    assert data["search_index_caught_up"] >= 1
    assert run_json("optimize", "--home", str(home))["search_index_caught_up"] == 0
    hits = run_json("search", "autosc*", "--home", str(home))
    assert [r["session_id"] for r in hits["hits"]] == ["s-late"]


def test_a_fresh_home_reads_as_empty_with_a_hint(tmp_path: Path) -> None:
    empty = tmp_path / "nothing"
    listed = run_json("list", "--home", str(empty))
    assert listed["sessions"] == [] and listed["count"] == 0
    assert "sessions import" in listed["hint"]
    found = run_json("search", "deploy", "--home", str(empty))
    assert found["hits"] == [] and found["count"] == 0 and found["explanation"] == "no_match"
    assert "No sessions yet" in found["message"] and found["hint"]
    stats = run_json("stats", "--home", str(empty))
    assert stats["exists"] is False and stats["sessions"] == 0 and stats["messages"] == 0
    for args in (("list",), ("search", "deploy"), ("stats",)):
        text = run(*args, "--home", str(empty)).output
        assert "No sessions yet" in text or "not created yet" in text
        assert "hermes-memory sessions import" in text and "no session database" not in text
    # naming a session that cannot exist is still refused, with the same explanation
    for args in (("show", "x"), ("scroll", "x", "1"), ("delete", "x"), ("rename", "x", "t")):
        data = run_json(*args, "--home", str(empty), code=1)
        assert (
            data["error"].startswith("session_id not found: x")
            and "No sessions yet" in data["error"]
        )
    # reading creates nothing: the home stays as it was
    assert not empty.exists()


def test_stats_says_the_database_exists(home: Path) -> None:
    assert run_json("stats", "--home", str(home))["exists"] is True


def test_usage_errors_exit_2(home: Path) -> None:
    result = CliRunner().invoke(main, ["sessions", "scroll", "x", "not-a-number"])
    assert result.exit_code == 2
    result = CliRunner().invoke(main, ["sessions", "import", "/no/such/file"])
    assert result.exit_code == 2


def test_search_json_and_text(home: Path) -> None:
    data = run_json("search", "targetPort", "--home", str(home))
    assert data["explanation"] == "found" and data["count"] == 1
    hit = data["hits"][0]
    assert hit["session_id"] == "chatgpt_665b2c10-0000-4d2e-8b66-bb0000000002"
    assert ">>>targetPort<<<" in hit["snippet"]
    text = run("search", "targetPort", "--home", str(home)).output
    assert "chatgpt_665b2c10" in text and "assistant" in text and "1 hit(s)." in text
    roles = run_json("search", "forecast", "--role", "tool", "--home", str(home))
    assert {h["role"] for h in roles["hits"]} == {"tool"}
    sources = run_json("search", "staging", "--source", "claude,chatgpt", "--home", str(home))
    assert sources["count"] == 0


def test_search_says_why_and_how(home: Path) -> None:
    empty = run("search", "rain_probability", "--role", "user", "--home", str(home)).output
    assert "the filters removed all of them" in empty
    data = run_json("search", "rain_probability", "--role", "user", "--home", str(home))
    assert data["explanation"] == "filtered" and data["hits"] == []
    loose = run_json("search", "ingress xylophone", "--home", str(home))
    assert loose["fallback_used"] is True and loose["strict_hits"] == 0 and loose["count"] > 0
    text = run("search", "ingress xylophone", "--home", str(home)).output
    # nothing matched as typed: the note says so (not "after the first 0")
    assert text.startswith("note: No exact match: these results match any of: ingress, xylophone")
    nothing = run("search", "***", "--home", str(home)).output
    assert nothing.strip()  # the engine's explanation of an empty query is printed
    ordered = run("search", "ingress", "--sort", "newest", "--home", str(home)).output
    assert ordered.startswith("note: Sorted newest first, as asked.")
    stamps = [
        h["timestamp"]
        for h in run_json("search", "ingress", "--sort", "oldest", "--home", str(home))["hits"]
    ]
    assert stamps == sorted(stamps)


def test_search_notes_recency_ranking() -> None:
    from hermes_memory.cli.sessions_render import render_search

    runner = CliRunner()
    data = {
        "ranking": "recency",
        "recency_reason": "too_many_matches",
        "total_matches": 25000,
        "total_exact": True,
        "hits": [],
        "message": "x",
    }
    with runner.isolation() as (out, _err, *_):
        render_search(data)
    assert "Ranked newest first: the query matches 25,000 messages;" in out.getvalue().decode()
