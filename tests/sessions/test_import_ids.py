"""Session ids an import decides, and files of a shape it does not know.

A conversation without an id gets one derived from its content: the same on every run, so
re-importing stays idempotent. Two records with one id are never merged: an exact copy is
stored once, a different one under ``<id>-dup2``; the summary's counts match the database.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.importer import import_file, read_import

DATA = Path(__file__).parent / "data"


def _load(name: str) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads((DATA / name).read_text(encoding="utf-8"))
    return data


def _dump(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _stored(db: SessionDB) -> dict[str, int]:
    """Session id → stored message count."""
    sql = "SELECT s.id, count(m.id) FROM sessions s LEFT JOIN messages m ON m.session_id = s.id"
    return db.read(lambda c: {r[0]: r[1] for r in c.execute(sql + " GROUP BY s.id")})


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


# --- derived ids -------------------------------------------------------------------------------


def test_chatgpt_conversations_without_ids_get_stable_derived_ids(
    db: SessionDB, tmp_path: Path
) -> None:
    data = _load("chatgpt_conversations.json")
    for conversation in data:
        conversation.pop("id")
        conversation.pop("conversation_id")
    path = _dump(tmp_path / "conversations.json", data)
    first = read_import(path)
    assert [s.id for s in first.sessions] == [s.id for s in read_import(path).sessions]
    assert all(s.id.startswith("chatgpt_derived_") for s in first.sessions)

    report = import_file(db, path)
    assert report.sessions_imported == 2
    derived = report.as_dict()["derived_ids"]
    assert [d["record"] for d in derived] == ["conversation 0", "conversation 1"]
    assert derived[0]["title"] == "Sourdough starter troubleshooting"
    assert {d["session_id"] for d in derived} == set(_stored(db))
    assert any("has no id; stored as chatgpt_derived_" in w for w in report.warnings)
    # a second run finds the same ids: nothing new, nothing duplicated
    again = import_file(db, path)
    assert again.sessions_imported == 0 and sorted(again.skipped_sessions) == sorted(_stored(db))


def test_a_derived_id_depends_on_the_conversation_not_its_position(tmp_path: Path) -> None:
    data = _load("claude_conversations.json")[:2]
    for conversation in data:
        conversation["uuid"] = ""
    forward = read_import(_dump(tmp_path / "a.json", data))
    backward = read_import(_dump(tmp_path / "b.json", list(reversed(data))))
    assert [s.id for s in forward.sessions] == [s.id for s in reversed(backward.sessions)]
    edited = copy.deepcopy(data)
    edited[0]["chat_messages"][0]["text"] = "a different question"
    edited[0]["chat_messages"][0]["content"] = []
    changed = read_import(_dump(tmp_path / "c.json", edited))
    assert changed.sessions[0].id != forward.sessions[0].id
    assert changed.sessions[1].id == forward.sessions[1].id


def test_a_jsonl_header_without_an_id_gets_a_derived_one(db: SessionDB, tmp_path: Path) -> None:
    lines = [
        {"type": "session", "title": "no id here", "started_at": 1700000000},
        {"role": "user", "content": "hello"},
        {"type": "session", "id": "named"},
        {"role": "user", "content": "hi"},
    ]
    path = tmp_path / "anon.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    report = import_file(db, path)
    [derived] = report.derived_ids
    assert derived.record == "line 1" and derived.title == "no id here"
    assert derived.session_id.startswith("import_derived_")
    assert _stored(db) == {derived.session_id: 1, "named": 1}
    assert import_file(db, path).sessions_imported == 0


# --- the same id twice in one file -------------------------------------------------------------


def test_an_exact_copy_is_stored_once_and_reported(db: SessionDB, tmp_path: Path) -> None:
    data = _load("claude_conversations.json")
    path = _dump(tmp_path / "twice.json", [data[0], data[1], copy.deepcopy(data[0])])
    report = import_file(db, path)
    assert report.sessions_imported == 2 and len(_stored(db)) == 2
    [duplicate] = report.as_dict()["duplicate_ids"]
    assert duplicate == {
        "record": "conversation 2 (1b7c1a8e-4f2d-4a51-9c0e-000000000001)",
        "first_record": "conversation 0 (1b7c1a8e-4f2d-4a51-9c0e-000000000001)",
        "id": "claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001",
        "action": "dropped",
        "session_id": "claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001",
        "title": "Quarterly budget spreadsheet review",
    }
    assert report.messages_imported == sum(_stored(db).values())


def test_a_different_conversation_with_a_taken_id_is_kept_under_a_new_id(
    db: SessionDB, tmp_path: Path
) -> None:
    data = _load("chatgpt_conversations.json")
    other = copy.deepcopy(data[1])
    other["id"] = other["conversation_id"] = data[0]["id"]
    other["title"] = "Same id, different talk"
    third = copy.deepcopy(other)
    third["title"] = "And a third one"
    path = _dump(tmp_path / "clash.json", [data[0], other, third])
    report = import_file(db, path)
    base = f"chatgpt_{data[0]['id']}"
    assert [
        (d.record.split(" (")[0], d.action.value, d.session_id) for d in report.duplicate_ids
    ] == [
        ("conversation 1", "renamed", f"{base}-dup2"),
        ("conversation 2", "renamed", f"{base}-dup3"),
    ]
    stored = _stored(db)
    assert set(stored) == {base, f"{base}-dup2", f"{base}-dup3"}
    assert report.sessions_imported == 3 and report.messages_imported == sum(stored.values())
    # nothing was merged: each keeps its own messages and title
    assert stored[base] == 6 and stored[f"{base}-dup2"] == stored[f"{base}-dup3"] == 6
    assert db.get_session(f"{base}-dup2")["title"] == "Same id, different talk"
    assert any("reuses the id" in w for w in report.warnings)
    # the same file again: the same decisions, so everything is already there
    again = import_file(db, path)
    assert again.sessions_imported == 0 and len(again.skipped_sessions) == 3
    assert [d.session_id for d in again.duplicate_ids] == [f"{base}-dup2", f"{base}-dup3"]


def test_the_cli_reports_duplicates_and_derived_ids(tmp_path: Path) -> None:
    data = _load("claude_conversations.json")
    anonymous = copy.deepcopy(data[1])
    anonymous.pop("uuid")
    path = _dump(tmp_path / "mixed.json", [data[0], copy.deepcopy(data[0]), anonymous])
    home = tmp_path / "home"
    result = CliRunner().invoke(
        main, ["sessions", "import", str(path), "--home", str(home), "--json"]
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert out["sessions_imported"] == 2
    assert [d["action"] for d in out["duplicate_ids"]] == ["dropped"]
    assert [d["record"] for d in out["derived_ids"]] == ["conversation 2"]
    with SessionDB(home / "state.db") as db:
        assert len(_stored(db)) == out["sessions_imported"]
    text = CliRunner().invoke(main, ["sessions", "import", str(path), "--home", str(home)])
    assert "conversation 1 (1b7c1a8e" in text.output and "kept once" in text.output


# --- unknown shapes --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "found"),
    [
        ('[{"name": "a", "messages": []}]', "neither"),
        ("[]", "empty JSON list"),
        ('{\n  "conversations": []\n}\n', "one JSON object spread over several lines"),
        ("plain notes, not JSON\n", "not JSON, JSONL, a zip or SQLite"),
        ("[1, 2, 3]", "neither"),
    ],
)
def test_a_file_of_unknown_shape_is_told_which_shapes_are_accepted(
    tmp_path: Path, content: str, found: str
) -> None:
    path = tmp_path / "export.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ImportFormatError) as caught:
        read_import(path)
    message = str(caught.value)
    assert message.startswith("export.json: cannot tell the format") and found in message
    for shape in ("JSONL", "ChatGPT", '"mapping"', "Claude", '"chat_messages"', ".zip", "state.db"):
        assert shape in message


def test_the_cli_refuses_an_unknown_shape_with_the_accepted_list(tmp_path: Path) -> None:
    path = tmp_path / "export.json"
    path.write_text('[{"name": "a"}]', encoding="utf-8")
    result = CliRunner().invoke(
        main, ["sessions", "import", str(path), "--home", str(tmp_path / "h"), "--json"]
    )
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["success"] is False and "Accepted:" in data["error"]


def test_one_conversation_object_spread_over_lines_is_read(db: SessionDB, tmp_path: Path) -> None:
    single = _load("claude_conversations.json")[1]
    path = tmp_path / "one.json"
    path.write_text(json.dumps(single, indent=2), encoding="utf-8")
    report = import_file(db, path)
    assert report.format.value == "claude" and report.sessions_imported == 1


def test_an_empty_or_missing_file_is_refused_clearly(tmp_path: Path) -> None:
    empty = tmp_path / "conversations.json"
    empty.write_text("  \n", encoding="utf-8")
    with pytest.raises(ImportFormatError, match=r"^conversations.json: the file is empty"):
        read_import(empty)
    with pytest.raises(ImportFormatError, match=r"^nowhere.json: cannot read the file"):
        read_import(tmp_path / "nowhere.json")
    with pytest.raises(ImportFormatError, match="unknown format 'csv'"):
        read_import(empty, "csv")
