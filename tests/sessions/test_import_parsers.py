"""The import parsers on realistic sample exports: what they keep, skip and refuse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.chat_exports import parse_chatgpt_data
from hermes_memory.sessions.transfer.claude import parse_claude_data
from hermes_memory.sessions.transfer.formats import ImportFormat, ParsedImport
from hermes_memory.sessions.transfer.jsonl import parse_jsonl_file, parse_jsonl_lines
from hermes_memory.sessions.transfer.source import detect_format, open_source

DATA = Path(__file__).parent / "data"


def _load(name: str) -> list[dict]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def parse_chatgpt_file(path: Path) -> ParsedImport:
    return parse_chatgpt_data(open_source(path).document())


def parse_claude_file(path: Path) -> ParsedImport:
    return parse_claude_data(open_source(path).document())


# --- detection -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("chatgpt_conversations.json", ImportFormat.CHATGPT),
        ("claude_conversations.json", ImportFormat.CLAUDE),
        ("openai_messages.jsonl", ImportFormat.JSONL),
    ],
)
def test_detects_each_sample(name: str, fmt: ImportFormat) -> None:
    assert detect_format(DATA / name) is fmt


def test_detects_sqlite_and_refuses_unknown(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "x.db"
    sqlite3.connect(db).execute("CREATE TABLE t(x)").connection.commit()
    assert detect_format(db) is ImportFormat.HERMES_DB
    other = tmp_path / "notes.txt"
    other.write_text("just some notes\n", encoding="utf-8")
    with pytest.raises(ImportFormatError, match="cannot tell the format"):
        detect_format(other)


# --- ChatGPT -------------------------------------------------------------------------------


def test_chatgpt_follows_current_node_and_skips_hidden_nodes() -> None:
    parsed = parse_chatgpt_file(DATA / "chatgpt_conversations.json")
    assert [s.id for s in parsed.sessions] == [
        "chatgpt_6632a1f0-0000-4c1e-9a55-aa0000000001",
        "chatgpt_665b2c10-0000-4d2e-8b66-bb0000000002",
    ]
    assert "1 empty conversation(s) skipped" in parsed.notes
    assert "3 messages on edited/regenerated branches not imported" in parsed.notes
    sourdough = parsed.sessions[0]
    assert sourdough.title == "Sourdough starter troubleshooting"
    assert sourdough.source == "chatgpt" and sourdough.model == "gpt-4o"
    assert sourdough.started_at == pytest.approx(1714557600.123)
    texts = [m.content for m in sourdough.messages]
    # the regenerated first answer and the edited question are off the current path
    assert not any("first draft" in (t or "") for t in texts)
    assert not any("rye" in (t or "") for t in texts)
    assert [m.role for m in sourdough.messages] == [
        "user",
        "assistant",
        "user",
        "assistant",
        "tool",
        "assistant",
    ]
    # the image part becomes a placeholder next to the text
    assert sourdough.messages[2].content.startswith("[image]\nHere is a photo")
    call = sourdough.messages[3]
    assert call.content is None
    assert call.tool_calls is not None and call.tool_calls[0]["function"]["name"] == "python"
    result = sourdough.messages[4]
    assert result.tool_name == "python" and result.content == "2.0"
    assert result.tool_call_id == call.tool_calls[0]["id"]


def test_chatgpt_browsing_tool_and_cjk_text_are_kept() -> None:
    ingress = parse_chatgpt_file(DATA / "chatgpt_conversations.json").sessions[1]
    assert ingress.messages[1].tool_calls[0]["function"]["name"] == "browser"
    assert "backend port changed to 8080" in ingress.messages[2].content
    assert "入口网关已经恢复" in ingress.messages[4].content


def test_chatgpt_without_current_node_takes_the_newest_leaf() -> None:
    data = _load("chatgpt_conversations.json")[:1]
    del data[0]["current_node"]
    session = parse_chatgpt_data(data).sessions[0]
    # the newest leaf is the end of the current path in this sample
    assert session.messages[-1].content.startswith("It doubled")


@pytest.mark.parametrize(
    ("mutate", "where", "why"),
    [
        (lambda d: d[1].__setitem__("mapping", []), "conversation 1 (665b2c10", "mapping must be"),
        (lambda d: d[1].__setitem__("current_node", "nope"), "conversation 1", "'nope' is missing"),
        (
            lambda d: d[0]["mapping"]["n-u1"]["message"]["author"].__setitem__("role", "robot"),
            "node 'n-u1'",
            "unknown author role 'robot'",
        ),
        (
            lambda d: d[0]["mapping"]["root"].__setitem__("parent", "n-a2b"),
            "conversation 0",
            "cycle",
        ),
        (lambda d: d.__setitem__(2, "oops"), "conversation 2", "must be a JSON object"),
        (
            lambda d: d[1]["mapping"]["k-u1"]["message"].__setitem__("create_time", "yesterday"),
            "node 'k-u1'",
            "not a date",
        ),
        (
            lambda d: d[0].__setitem__("conversation_id", {"x": 1}),
            "conversation 0",
            "id must be a string",
        ),
    ],
)
def test_chatgpt_malformed_records_are_named(mutate, where: str, why: str) -> None:
    data = _load("chatgpt_conversations.json")
    mutate(data)
    with pytest.raises(ImportFormatError) as caught:
        parse_chatgpt_data(data)
    assert where in str(caught.value) and why in str(caught.value)


def test_chatgpt_syntax_error_names_the_line(tmp_path: Path) -> None:
    broken = tmp_path / "conversations.json"
    text = (DATA / "chatgpt_conversations.json").read_text(encoding="utf-8")
    broken.write_text(text.replace('"title": "Kubernetes', '"title" "Kubernetes'), encoding="utf-8")
    with pytest.raises(ImportFormatError, match=r"^conversations.json, line \d+: invalid JSON"):
        parse_chatgpt_file(broken)


# --- Claude --------------------------------------------------------------------------------


def test_claude_blocks_become_openai_turns() -> None:
    parsed = parse_claude_file(DATA / "claude_conversations.json")
    assert parsed.notes == ["1 empty conversation(s) skipped"]
    budget, haiku = parsed.sessions
    assert budget.id == "claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001"
    assert budget.title == "Quarterly budget spreadsheet review" and budget.source == "claude"
    roles = [m.role for m in budget.messages]
    assert roles == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
        "tool",
        "tool",
        "assistant",
    ]
    first = budget.messages[0]
    assert "[Attachment: q1_budget.csv]" in first.content and "travel,1200,12000" in first.content
    assert "[Attachment: receipt-photo.png]" in first.content
    thinking = budget.messages[1]
    assert thinking.reasoning and "typo" in thinking.reasoning
    assert thinking.tool_calls[0]["id"] == "toolu_01A"
    assert json.loads(thinking.tool_calls[0]["function"]["arguments"]) == {
        "code": "print(1200+800, 12000+790)"
    }
    assert (
        budget.messages[2].tool_call_id == "toolu_01A"
        and budget.messages[2].content == "2000 12790"
    )
    # two calls without ids, then two results: matched in call order
    double = budget.messages[5]
    assert [c["id"] for c in double.tool_calls] == [m.tool_call_id for m in budget.messages[6:8]]
    # an empty content list falls back to the plain text field
    assert budget.messages[4].content == "Yes that was a typo. Make a chart?"
    assert haiku.messages[1].content.startswith("Crimson leaves")
    assert haiku.started_at == pytest.approx(1744308000.0)


@pytest.mark.parametrize(
    ("mutate", "where", "why"),
    [
        (
            lambda d: d[0]["chat_messages"][2].__setitem__("sender", "bot"),
            "message 2 (c1-m3)",
            "unknown sender",
        ),
        (
            lambda d: d[1].__setitem__("chat_messages", None),
            "conversation 1",
            "chat_messages must be",
        ),
        (
            lambda d: d[0]["chat_messages"][1]["content"].append({"text": "x"}),
            "message 1",
            "block 5 has no type",
        ),
        (lambda d: d[1].__setitem__("created_at", "not a date"), "conversation 1", "not a date"),
        (lambda d: d[0].__setitem__("uuid", ["a"]), "conversation 0", "id must be a string"),
        (
            lambda d: d[0]["chat_messages"][0].__setitem__("attachments", "x"),
            "message 0",
            "attachments must be a list",
        ),
    ],
)
def test_claude_malformed_records_are_named(mutate, where: str, why: str) -> None:
    data = _load("claude_conversations.json")
    mutate(data)
    with pytest.raises(ImportFormatError) as caught:
        parse_claude_data(data)
    assert where in str(caught.value) and why in str(caught.value)


# --- JSONL ---------------------------------------------------------------------------------


def test_jsonl_headers_session_ids_and_tool_calls() -> None:
    parsed = parse_jsonl_file(DATA / "openai_messages.jsonl")
    weather, recipes, notes = parsed.sessions
    assert (weather.id, weather.title, weather.model) == (
        "jsonl_weather_001",
        "Weather lookup agent",
        "gpt-4.1-mini",
    )
    assert weather.started_at == pytest.approx(1748772000.0)
    assert [m.role for m in weather.messages] == [
        "system",
        "user",
        "assistant",
        "tool",
        "assistant",
    ]
    assert weather.messages[2].tool_calls[0]["function"]["name"] == "get_forecast"
    assert weather.messages[3].tool_name == "get_forecast"
    assert weather.messages[3].tool_call_id == "call_w1"
    assert weather.messages[4].finish_reason == "stop"
    assert isinstance(recipes.messages[0].content, list)
    assert notes.id == "jsonl_notes_003" and len(notes.messages) == 2


def test_jsonl_lines_without_a_header_share_one_stable_session() -> None:
    lines = ['{"role": "user", "content": "hi"}', "", '{"role": "assistant", "content": "hello"}']
    first = parse_jsonl_lines(lines, "import_abc")
    assert [s.id for s in first.sessions] == ["import_abc"]
    assert len(first.sessions[0].messages) == 2


@pytest.mark.parametrize(
    ("lines", "where", "why"),
    [
        (['{"role": "user", "content": "a"}', "{not json"], "line 2", "invalid JSON"),
        (['{"role": "user"}', "[1, 2]"], "line 2", "must be a JSON object"),
        (['{"role": "wizard", "content": "x"}'], "line 1", "role must be one of"),
        (['{"role": "user", "content": 5}'], "line 1", "content must be"),
        (
            ["", '{"role": "assistant", "tool_calls": {"id": 1}}'],
            "line 2",
            "tool_calls must be a list",
        ),
        (['{"type": "session", "id": 7}'], "line 1", "id must be a string"),
        (
            ['{"type": "session", "id": "a"}', '{"type": "session", "id": "a"}'],
            "line 2",
            "declared twice",
        ),
        (['{"type": "banana"}'], "line 1", "unknown line type"),
        (['{"role": "user", "timestamp": true}'], "line 1", "not a boolean"),
        (["", "  "], "line 1", "no sessions"),
    ],
)
def test_jsonl_malformed_lines_are_named(lines: list[str], where: str, why: str) -> None:
    with pytest.raises(ImportFormatError) as caught:
        parse_jsonl_lines(lines, "fallback")
    assert str(caught.value).startswith(where) and why in str(caught.value)


def test_jsonl_bad_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"role": "user", "content": "ok"}\n{"role": "user", "content": "\xff"}\n')
    with pytest.raises(ImportFormatError, match=r"^line 2: not UTF-8"):
        parse_jsonl_file(path)


def test_jsonl_keeps_a_line_separator_inside_a_string(tmp_path: Path) -> None:
    path = tmp_path / "sep.jsonl"
    path.write_text(
        json.dumps({"role": "user", "content": "one\u2028two"}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    assert parse_jsonl_file(path).sessions[0].messages[0].content == "one\u2028two"
