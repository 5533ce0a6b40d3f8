"""Odd input in imports: lone surrogates and NUL, impossible times, JSON nested too deeply.

Each case goes through ``import_file`` into a real state.db, then is read back through the
store, search and the ``session_search`` tool, so a repair that stores something unreadable
would fail here too. Refusals name the file and the record and leave the database as it was.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory import session_search
from hermes_memory.cli import main
from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.importer import import_file
from hermes_memory.sessions.transfer.repair import MAX_NESTING

DATA = Path(__file__).parent / "data"


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _rows(db: SessionDB) -> tuple[int, int]:
    def read(conn: sqlite3.Connection) -> tuple[int, int]:
        sessions = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        return sessions, messages

    return db.read(read)


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _jsonl(path: Path, *records: dict[str, Any] | str) -> Path:
    lines = [r if isinstance(r, str) else json.dumps(r) for r in records]
    return _write(path, "\n".join(lines) + "\n")


# --- lone surrogates and NUL -------------------------------------------------------------------


def test_lone_surrogates_and_nul_in_jsonl_are_replaced_and_reported(
    db: SessionDB, tmp_path: Path
) -> None:
    # json.dumps writes "\ud800" as the escape a browser export would contain
    path = _jsonl(
        tmp_path / "odd.jsonl",
        {"type": "session", "id": "odd-1", "title": "broken \ud83d emoji"},
        {"role": "user", "content": "half a pair \udc00 here"},
        {"role": "assistant", "content": "\x00json:{not really json}"},
        {"role": "assistant", "content": [{"type": "text", "text": "part \ud800 one"}]},
    )
    report = import_file(db, path)
    assert report.sessions_imported == 1 and report.messages_imported == 3
    [notice] = report.as_dict()["replaced_characters"]
    assert notice == {
        "record": "line 1",
        "session_id": "odd-1",
        "title": "broken \ufffd emoji",
        "lone_surrogates": 3,
        "nul_characters": 1,
        "locations": ["title", "message 0 content", "message 1 content", "message 2 content"],
    }
    assert any("U+FFFD" in w and "odd-1" in w for w in report.warnings)
    messages = db.get_messages("odd-1")
    assert messages[0]["content"] == "half a pair \ufffd here"
    # a leading NUL must not turn plain text into "stored JSON" on the way back
    assert messages[1]["content"] == "\ufffdjson:{not really json}"
    assert messages[2]["content"] == [{"type": "text", "text": "part \ufffd one"}]
    assert db.get_session("odd-1")["title"] == "broken \ufffd emoji"
    assert [h["session_id"] for h in db.search_messages("pair")] == ["odd-1"]
    found = json.loads(session_search(query="half pair", db=db))
    assert found["success"] is True and found["results"]


def test_a_surrogate_in_a_conversation_id_is_replaced_in_the_id_too(
    db: SessionDB, tmp_path: Path
) -> None:
    conversation = json.loads((DATA / "claude_conversations.json").read_text("utf-8"))[1]
    conversation["uuid"] = "abc\udfff"
    conversation["chat_messages"][0]["text"] = "NUL \x00 inside"
    path = _write(tmp_path / "claude.json", json.dumps([conversation]))
    report = import_file(db, path)
    [notice] = report.replaced_characters
    assert notice.session_id == "claude_abc\ufffd" and notice.record == "conversation 0 (abc\udfff)"
    assert (notice.lone_surrogates, notice.nul_characters) == (1, 1)
    assert "id" in notice.locations and "message 0 content" in notice.locations
    assert db.get_messages("claude_abc\ufffd")[0]["content"] == "NUL \ufffd inside"


def test_a_file_of_clean_text_reports_no_replacements(db: SessionDB) -> None:
    report = import_file(db, DATA / "chatgpt_conversations.json")
    assert report.replaced_characters == [] and report.repaired_values == []
    # CJK and emoji (a surrogate pair in JSON escapes) are kept as they are
    assert db.search_messages("入口网关")


# --- impossible times ----------------------------------------------------------------------------


def test_nan_infinity_and_out_of_range_times_are_repaired_and_reported(
    db: SessionDB, tmp_path: Path
) -> None:
    path = _write(
        tmp_path / "times.jsonl",
        "\n".join(
            [
                '{"type": "session", "id": "t-nan", "started_at": NaN, "ended_at": Infinity}',
                '{"role": "user", "content": "first", "timestamp": 1700000000}',
                '{"role": "assistant", "content": "second", "timestamp": -Infinity}',
                '{"role": "user", "content": "third", "timestamp": 1e300}',
                '{"role": "assistant", "content": "fourth", "timestamp": 1700000009000}',
                '{"type": "session", "id": "t-huge", "started_at": ' + "9" * 400 + "}",
                '{"role": "user", "content": "dated by the import", "timestamp": "0001-01-01"}',
            ]
        )
        + "\n",
    )
    before = time.time()
    report = import_file(db, path)
    assert (report.sessions_imported, report.messages_imported) == (2, 5)
    repaired = {(r["session_id"], r["field"]): r for r in report.as_dict()["repaired_values"]}
    assert repaired[("t-nan", "started_at")]["value"] == "nan"
    assert repaired[("t-nan", "ended_at")]["action"] == "dropped"
    assert repaired[("t-nan", "message 1 timestamp")]["value"] == "-inf"
    assert repaired[("t-nan", "message 2 timestamp")]["value"] == "1e+300"
    assert repaired[("t-nan", "message 3 timestamp")]["action"] == "read_as_milliseconds"
    assert repaired[("t-huge", "started_at")]["record"] == "line 6"
    assert repaired[("t-huge", "message 0 timestamp")]["action"] == "dropped"
    assert len(repaired) == 7 and all(r["record"] for r in repaired.values())

    stamps = [m["timestamp"] for m in db.get_messages("t-nan")]
    # a dropped time follows the previous message; the millisecond one is divided
    assert stamps == [1700000000.0, 1700000000.0, 1700000000.0, 1700000009.0]
    session = db.get_session("t-nan")
    assert session["started_at"] == 1700000000.0 and session["ended_at"] is None
    huge = db.get_session("t-huge")
    assert before <= huge["started_at"] <= time.time()
    # every stored time can be shown as a date (listing renders them)
    assert db.search_sessions(limit=10)
    assert json.loads(session_search(db=db))["success"] is True


def test_a_state_db_with_impossible_times_is_repaired_too(db: SessionDB, tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    with SessionDB(other) as src:
        src.create_session("s-inf", "cli", started_at=1000.0)
        src.append_message("s-inf", "user", "fine", timestamp=1001.0)
        src.append_message("s-inf", "assistant", "from the far future", timestamp=1002.0)
    conn = sqlite3.connect(other)
    conn.execute("UPDATE sessions SET started_at = ?", (float("inf"),))
    conn.execute("UPDATE messages SET timestamp = 1e300 WHERE content = 'from the far future'")
    conn.commit()
    conn.close()
    report = import_file(db, other)
    assert {(r.field, r.action.value) for r in report.repaired_values} == {
        ("started_at", "dropped"),
        ("message 1 timestamp", "dropped"),
    }
    assert report.repaired_values[0].record == "session s-inf"
    assert db.get_session("s-inf")["started_at"] == 1001.0
    assert [m["timestamp"] for m in db.get_messages("s-inf")] == [1001.0, 1001.0]


# --- deep nesting ----------------------------------------------------------------------------


def _deep(levels: int) -> str:
    return "[" * levels + '"core"' + "]" * levels


def test_a_json_export_nested_too_deeply_is_refused_naming_file_and_conversation(
    db: SessionDB, tmp_path: Path
) -> None:
    conversations = json.loads((DATA / "chatgpt_conversations.json").read_text("utf-8"))
    text = json.dumps(conversations[:2], indent=1)
    bomb = text[:-1].rstrip() + ',\n{"id": "deep", "mapping": ' + _deep(100_000) + "}\n]"
    path = _write(tmp_path / "conversations.json", bomb)
    before = _rows(db)
    with pytest.raises(ImportFormatError) as caught:
        import_file(db, path, "chatgpt")
    message = str(caught.value)
    assert message.startswith("conversations.json, line ")
    assert "conversation 2" in message and "nested" in message and "refused" in message
    assert _rows(db) == before
    with pytest.raises(ImportFormatError, match="conversation 2"):
        import_file(db, path)  # detection reads the same document: same clear refusal


def test_a_jsonl_line_nested_too_deeply_is_refused_naming_the_line(
    db: SessionDB, tmp_path: Path
) -> None:
    path = _jsonl(
        tmp_path / "deep.jsonl",
        {"type": "session", "id": "d"},
        {"role": "user", "content": "fine"},
        '{"role": "user", "content": ' + _deep(50_000) + "}",
    )
    with pytest.raises(ImportFormatError, match=r"^line 3: JSON nested too deeply"):
        import_file(db, path)
    assert _rows(db) == (0, 0)


def test_a_number_too_long_for_python_is_refused_naming_line_and_conversation(
    db: SessionDB, tmp_path: Path
) -> None:
    digits = "9" * 5000  # Python refuses to read integers this long
    conversations = json.loads((DATA / "claude_conversations.json").read_text("utf-8"))
    conversations[0]["name"] = digits  # the same digits inside a string are only text
    text = json.dumps(conversations[:1], indent=1)
    text = text[:-1].rstrip() + ',\n{"uuid": "x", "chat_messages": [], "created_at": ' + digits
    path = _write(tmp_path / "claude.json", text + "}\n]")
    with pytest.raises(ImportFormatError) as caught:
        import_file(db, path)
    message = str(caught.value)
    assert message.startswith("claude.json, line ") and ", conversation 1: a number too" in message
    lines = _jsonl(
        tmp_path / "long.jsonl",
        {"role": "user", "content": "ok"},
        '{"role": "user", "content": "x", "timestamp": ' + digits + "}",
    )
    with pytest.raises(ImportFormatError, match=r"^line 2: a number too long to read"):
        import_file(db, lines)
    assert _rows(db) == (0, 0)


def test_deep_content_that_json_can_read_is_flattened_and_reported(
    db: SessionDB, tmp_path: Path
) -> None:
    deep_part: Any = {"type": "text", "text": "the innermost words"}
    for _ in range(MAX_NESTING + 50):
        deep_part = [deep_part]
    path = _jsonl(
        tmp_path / "deepish.jsonl",
        {"type": "session", "id": "deepish", "title": "nested parts"},
        {"role": "user", "content": [{"type": "text", "text": "outer words"}, deep_part]},
        {"role": "assistant", "content": "shallow answer"},
    )
    report = import_file(db, path)
    [repair] = report.as_dict()["repaired_values"]
    assert repair["field"] == "message 0 content" and repair["action"] == "flattened"
    assert repair["record"] == "line 1" and repair["title"] == "nested parts"
    stored = db.get_messages("deepish")[0]["content"]
    assert stored == "text\nouter words\ntext\nthe innermost words"
    assert db.search_messages("innermost")


def test_deep_tool_input_in_a_claude_export_keeps_its_text(db: SessionDB, tmp_path: Path) -> None:
    conversation = json.loads((DATA / "claude_conversations.json").read_text("utf-8"))[0]
    deep_input: Any = {"query": "quarterly totals"}
    for _ in range(MAX_NESTING + 10):
        deep_input = {"wrap": deep_input}
    blocks = conversation["chat_messages"][1]["content"]
    use = next(b for b in blocks if b["type"] == "tool_use")
    use["input"] = deep_input
    path = _write(tmp_path / "claude.json", json.dumps([conversation]))
    report = import_file(db, path)
    [repair] = report.repaired_values
    assert repair.action.value == "flattened"
    assert repair.record == "conversation 0 (1b7c1a8e-4f2d-4a51-9c0e-000000000001)"
    assert repair.field.startswith("message 1 (c1-m2), block ")
    calls = [m for m in db.get_messages(repair.session_id) if m.get("tool_calls")]
    assert json.loads(calls[0]["tool_calls"][0]["function"]["arguments"]) == "quarterly totals"


def test_tool_calls_nested_too_deeply_are_refused_naming_the_record(
    db: SessionDB, tmp_path: Path
) -> None:
    arguments: Any = {}
    for _ in range(MAX_NESTING + 5):
        arguments = {"a": arguments}
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": arguments}}
    path = _jsonl(
        tmp_path / "calls.jsonl",
        {"type": "session", "id": "calls"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
    )
    with pytest.raises(ImportFormatError, match=r"^line 1: message 0: tool_calls nested"):
        import_file(db, path)
    assert _rows(db) == (0, 0)


def test_odd_values_in_error_messages_never_recurse(tmp_path: Path, db: SessionDB) -> None:
    role: Any = "x"
    for _ in range(MAX_NESTING * 5):
        role = [role]
    path = _jsonl(tmp_path / "role.jsonl", {"role": role, "content": "hi"})
    with pytest.raises(ImportFormatError, match=r"line 1: role must be one of .*got a list"):
        import_file(db, path)


# --- through the command line --------------------------------------------------------------------


def test_the_cli_reports_repairs_and_refuses_deep_json_without_a_traceback(tmp_path: Path) -> None:
    home = tmp_path / "home"
    odd = _jsonl(
        tmp_path / "odd.jsonl",
        {"type": "session", "id": "cli-odd", "started_at": 1e300},
        {"role": "user", "content": "lone \udbff surrogate"},
    )
    result = CliRunner().invoke(
        main, ["sessions", "import", str(odd), "--home", str(home), "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["replaced_characters"][0]["lone_surrogates"] == 1
    assert data["repaired_values"][0]["field"] == "started_at"
    shown = CliRunner().invoke(main, ["sessions", "show", "cli-odd", "--home", str(home)])
    assert shown.exit_code == 0 and "lone \ufffd surrogate" in shown.output

    deep = _write(tmp_path / "conversations.json", "[" + _deep(60_000) + "]")
    refused = CliRunner().invoke(
        main, ["sessions", "import", str(deep), "--home", str(home), "--json"]
    )
    assert refused.exit_code == 1 and isinstance(refused.exception, SystemExit)
    error = json.loads(refused.output)["error"]
    assert error.startswith("conversations.json, line 1, conversation 0: JSON nested")
    text = CliRunner().invoke(main, ["sessions", "import", str(deep), "--home", str(home)])
    assert text.exit_code == 1 and "Traceback" not in text.output
