"""Imports written into a real state.db: refusals, chunks, duplicates, titles, lineage, ids."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from hermes_memory.errors import ImportConflictError, ImportFormatError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.formats import ImportFormat
from hermes_memory.sessions.transfer.importer import (
    DuplicatePolicy,
    ImportPacing,
    import_file,
    read_import,
    write_import,
)

DATA = Path(__file__).parent / "data"


def counts(db: SessionDB) -> tuple[int, int, int]:
    """(sessions, messages, FTS rows) — the FTS count shows triggers ran or rolled back."""

    def read(conn):  # type: ignore[no-untyped-def]
        sessions = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        fts = conn.execute("SELECT count(*) FROM messages_fts").fetchone()[0]
        return sessions, messages, fts

    return db.read(read)


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = SessionDB(tmp_path / "state.db")
    store.create_session("existing", "cli", started_at=100.0)
    store.append_message(
        "existing", "user", "an older conversation about gardening", timestamp=101.0
    )
    yield store
    store.close()


def _source_db(path: Path) -> Path:
    """Another Hermes state.db with a compression lineage, a branch and titles."""
    with SessionDB(path) as src:
        src.create_session("20260101_090000_aaaaaa", "cli", model="m-1", started_at=1000.0)
        src.append_message(
            "20260101_090000_aaaaaa", "user", "plan the database migration", timestamp=1001.0
        )
        src.append_message(
            "20260101_090000_aaaaaa",
            "assistant",
            None,
            timestamp=1002.0,
            tool_calls=[
                {"id": "c1", "type": "function", "function": {"name": "sql", "arguments": "{}"}}
            ],
        )
        src.append_message(
            "20260101_090000_aaaaaa",
            "tool",
            "ok",
            tool_name="sql",
            tool_call_id="c1",
            timestamp=1003.0,
        )
        src.set_session_title("20260101_090000_aaaaaa", "migration")
        src.end_session("20260101_090000_aaaaaa", "compression")
        src.create_session(
            "20260101_100000_bbbbbb",
            "cli",
            parent_session_id="20260101_090000_aaaaaa",
            started_at=1100.0,
        )
        src.append_message(
            "20260101_100000_bbbbbb",
            "user",
            "continue the migration",
            timestamp=1101.0,
            reasoning="carried",
        )
        src.set_session_title("20260101_100000_bbbbbb", "migration #2")
        src.create_session(
            "20260101_110000_cccccc",
            "cli",
            parent_session_id="20260101_090000_aaaaaa",
            model_config={"_branched_from": "20260101_090000_aaaaaa"},
            started_at=1200.0,
        )
        src.append_message(
            "20260101_110000_cccccc", "user", "what if we shard instead", timestamp=1201.0
        )
    return path


# --- the three file formats ------------------------------------------------------------------


def test_each_sample_imports_and_is_counted(db: SessionDB) -> None:
    before = counts(db)
    seen: list[int] = []
    reports = {
        name: import_file(db, DATA / name, progress=seen.append)
        for name in (
            "chatgpt_conversations.json",
            "claude_conversations.json",
            "openai_messages.jsonl",
        )
    }
    total = sum(r.messages_imported for r in reports.values())
    assert sum(seen) == total == 12 + 11 + 9
    assert counts(db) == (before[0] + 7, before[1] + total, before[2] + total)
    budget = db.get_session("claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001")
    assert budget is not None and budget["title"] == "Quarterly budget spreadsheet review"
    assert budget["tool_call_count"] == 3 and budget["message_count"] == 9
    assert budget["end_reason"] == "imported" and budget["ended_at"] == pytest.approx(
        1741081212.345678
    )
    weather = db.get_messages("jsonl_weather_001")
    assert weather[2]["tool_calls"][0]["function"]["name"] == "get_forecast"
    assert weather[3]["tool_name"] == "get_forecast" and weather[3]["tool_call_id"] == "call_w1"
    # message ids follow the file order, and so do timestamps
    assert [m["timestamp"] for m in weather] == sorted(m["timestamp"] for m in weather)
    recipe = db.get_messages("jsonl_recipes_002")[0]["content"]
    assert isinstance(recipe, list) and recipe[0]["type"] == "text"
    # a session with no start time starts at its first message
    assert db.get_session("jsonl_notes_003")["started_at"] == pytest.approx(1748944800.0)


def test_reimport_skips_duplicates_or_refuses(db: SessionDB) -> None:
    import_file(db, DATA / "openai_messages.jsonl")
    before = counts(db)
    again = import_file(db, DATA / "openai_messages.jsonl")
    assert again.sessions_imported == 0
    assert again.skipped_sessions == ["jsonl_weather_001", "jsonl_recipes_002", "jsonl_notes_003"]
    assert counts(db) == before
    with pytest.raises(ImportConflictError, match="3 session id"):
        import_file(db, DATA / "openai_messages.jsonl", on_duplicate=DuplicatePolicy.FAIL)
    assert counts(db) == before


def test_a_taken_title_is_renumbered_with_a_warning(db: SessionDB) -> None:
    db.set_session_title("existing", "Weather lookup agent")
    report = import_file(db, DATA / "openai_messages.jsonl")
    assert db.get_session("jsonl_weather_001")["title"] == "Weather lookup agent #2"
    assert report.renamed_titles == [
        {
            "session_id": "jsonl_weather_001",
            "from": "Weather lookup agent",
            "to": "Weather lookup agent #2",
        }
    ]
    assert any("is used by existing" in w for w in report.warnings)


def test_an_overlong_title_is_cut_and_a_missing_parent_cleared(
    db: SessionDB, tmp_path: Path
) -> None:
    path = tmp_path / "odd.jsonl"
    header = {"type": "session", "id": "odd", "title": "t" * 150, "parent_session_id": "ghost"}
    path.write_text(json.dumps(header) + '\n{"role": "user", "content": "hi"}\n', encoding="utf-8")
    report = import_file(db, path)
    row = db.get_session("odd")
    assert row["title"] == "t" * 100 and row["parent_session_id"] is None
    assert any("cut to 100" in w for w in report.warnings)
    assert any("parent ghost not found" in w for w in report.warnings)


# --- all or nothing --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "damage", "where"),
    [
        (
            "openai_messages.jsonl",
            lambda t: t.replace('"role": "tool"', '"role": "robot"'),
            "line 5",
        ),
        ("openai_messages.jsonl", lambda t: t + "{oops\n", "line 13"),
        (
            "chatgpt_conversations.json",
            lambda t: t.replace('"current_node": "k-a2"', '"current_node": "zz"'),
            "conversation 1",
        ),
        (
            "claude_conversations.json",
            lambda t: t.replace('"sender": "assistant"', '"sender": "ai"', 1),
            "000000000001), message 1 (c1-m2): unknown sender",
        ),
    ],
)
def test_malformed_files_change_nothing(
    db: SessionDB, tmp_path: Path, name: str, damage, where: str
) -> None:
    broken = tmp_path / name
    broken.write_text(damage((DATA / name).read_text(encoding="utf-8")), encoding="utf-8")
    before = counts(db)
    with pytest.raises(ImportFormatError) as caught:
        import_file(db, broken)
    assert where in str(caught.value)
    assert counts(db) == before


def test_a_failure_while_writing_rolls_back_everything(db: SessionDB) -> None:
    parsed = read_import(DATA / "claude_conversations.json")
    before = counts(db)

    def explode_after_first(_: int) -> None:
        raise RuntimeError("disk went away")

    with pytest.raises(RuntimeError, match="disk went away"):
        write_import(db, parsed, progress=explode_after_first)
    assert counts(db) == before
    assert db.get_session("claude_1b7c1a8e-4f2d-4a51-9c0e-000000000001") is None
    # the store is still usable afterwards
    assert write_import(db, parsed).sessions_imported == 2


def test_a_failure_after_the_last_session_still_rolls_back(db: SessionDB) -> None:
    parsed = read_import(DATA / "openai_messages.jsonl")
    before = counts(db)
    calls: list[int] = []

    def explode_at_the_end(n: int) -> None:
        calls.append(n)
        if len(calls) == len(parsed.sessions):
            raise RuntimeError("interrupted")

    with pytest.raises(RuntimeError, match="interrupted"):
        write_import(db, parsed, progress=explode_at_the_end)
    assert counts(db) == before


def test_a_failure_in_a_later_chunk_keeps_earlier_chunks_and_a_rerun_completes(
    db: SessionDB,
) -> None:
    parsed = read_import(DATA / "openai_messages.jsonl")
    one_per_chunk = ImportPacing(chunk_rows=1, pause_seconds=0)
    calls: list[int] = []

    def fail_on_the_second(n: int) -> None:
        calls.append(n)
        if len(calls) == 2:
            raise RuntimeError("killed")

    with pytest.raises(RuntimeError, match="killed"):
        write_import(db, parsed, progress=fail_on_the_second, pacing=one_per_chunk)
    assert db.get_session("jsonl_weather_001")["message_count"] == 5  # whole, committed
    assert db.get_session("jsonl_recipes_002") is None  # its chunk rolled back
    rest = write_import(db, read_import(DATA / "openai_messages.jsonl"), pacing=one_per_chunk)
    assert rest.skipped_sessions == ["jsonl_weather_001"]
    assert (rest.sessions_imported, rest.messages_imported, rest.chunks) == (2, 4, 2)
    assert db.get_session("jsonl_recipes_002")["message_count"] == 2


def test_a_corrupt_hermes_db_is_refused(db: SessionDB, tmp_path: Path) -> None:
    import sqlite3

    bad = tmp_path / "bad.db"
    conn = sqlite3.connect(bad)
    conn.executescript(
        "CREATE TABLE sessions(id TEXT PRIMARY KEY, source TEXT, started_at REAL);"
        "CREATE TABLE messages(id INTEGER PRIMARY KEY, session_id TEXT, role TEXT, timestamp REAL,"
        " content TEXT);"
        "INSERT INTO sessions VALUES ('a', 'cli', 1.0);"
        "INSERT INTO messages VALUES (1, 'a', 'user', 2.0, 'fine');"
        "INSERT INTO messages VALUES (2, 'nobody', 'user', 3.0, 'orphan');"
    )
    conn.commit()
    conn.close()
    before = counts(db)
    with pytest.raises(ImportFormatError, match="message 2: belongs to unknown session 'nobody'"):
        import_file(db, bad)
    assert counts(db) == before
    plain = tmp_path / "plain.db"
    sqlite3.connect(plain).execute("CREATE TABLE notes(x)").connection.commit()
    with pytest.raises(ImportFormatError, match="no sessions table"):
        import_file(db, plain, ImportFormat.HERMES_DB)


# --- another Hermes state.db --------------------------------------------------------------------


def test_hermes_db_into_a_fresh_store_keeps_everything(tmp_path: Path) -> None:
    source = _source_db(tmp_path / "other" / "state.db")
    copy = tmp_path / "pristine.db"
    shutil.copy(source, copy)
    with SessionDB(source, read_only=True) as src:
        original = {
            sid: src.get_messages(sid)
            for sid in ("20260101_090000_aaaaaa", "20260101_100000_bbbbbb")
        }
    with SessionDB(tmp_path / "fresh.db") as fresh:
        report = import_file(fresh, source)
        assert (report.sessions_imported, report.messages_imported, report.warnings) == (3, 5, [])
        for sid, messages in original.items():
            assert fresh.get_messages(sid) == messages  # ids, content, tool calls, reasoning
        child = fresh.get_session("20260101_100000_bbbbbb")
        assert child["parent_session_id"] == "20260101_090000_aaaaaa"
        assert child["title"] == "migration #2"
        assert fresh.get_session("20260101_090000_aaaaaa")["end_reason"] == "compression"
        assert fresh.get_compression_tip("20260101_090000_aaaaaa") == "20260101_100000_bbbbbb"
        branch = fresh.get_session("20260101_110000_cccccc")
        assert json.loads(branch["model_config"]) == {"_branched_from": "20260101_090000_aaaaaa"}
    assert source.read_bytes() == copy.read_bytes()  # opened read-only: untouched


def test_hermes_db_merge_shifts_taken_ids_and_renumbers_titles(
    db: SessionDB, tmp_path: Path
) -> None:
    source = _source_db(tmp_path / "other.db")
    db.set_session_title("existing", "migration")
    report = import_file(db, source)
    assert any("renumbered (+" in w for w in report.warnings)
    root = db.get_messages("20260101_090000_aaaaaa")
    assert [m["content"] for m in root] == ["plan the database migration", None, "ok"]
    assert root[0]["id"] > 1 and [m["id"] for m in root] == sorted(m["id"] for m in root)
    assert db.get_session("20260101_090000_aaaaaa")["title"] == "migration #2"
    assert db.get_session("20260101_100000_bbbbbb")["title"] == "migration #3"
    assert db.get_session("20260101_100000_bbbbbb")["parent_session_id"] == "20260101_090000_aaaaaa"
    again = import_file(db, source)
    assert again.sessions_imported == 0 and len(again.skipped_sessions) == 3


def test_imported_text_is_searchable_at_once(db: SessionDB) -> None:
    import_file(db, DATA / "chatgpt_conversations.json")
    cjk = db.search_messages("入口网关")
    assert [h["session_id"] for h in cjk] == ["chatgpt_665b2c10-0000-4d2e-8b66-bb0000000002"]
    words = db.search_messages("acetone smell")
    assert words and words[0]["role"] == "assistant"


def test_a_file_without_times_is_dated_at_the_import(db: SessionDB, tmp_path: Path) -> None:
    path = tmp_path / "untimed.jsonl"
    lines = [{"role": "user", "content": "no clock here"}, {"role": "assistant", "content": "ok"}]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    before = time.time()
    import_file(db, path)
    after = time.time()
    [session] = [s for s in db.search_sessions(limit=5) if s["id"] != "existing"]
    assert before <= session["started_at"] <= after
    stamps = [m["timestamp"] for m in db.get_messages(session["id"])]
    assert stamps == [session["started_at"]] * 2  # never 1970, and in id order


def test_hermes_db_ids_taken_by_a_writer_between_chunks_move_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import hermes_memory.sessions.transfer.importer as importers

    source = tmp_path / "other.db"
    with SessionDB(source) as src:
        for sid, count in (("a", 3), ("b", 2), ("c", 1)):
            src.create_session(sid, "cli", started_at=1000.0)
            for n in range(count):
                src.append_message(sid, "user", f"{sid} message {n}", timestamp=1001.0 + n)
    target = tmp_path / "state.db"
    live = SessionDB(target)
    live.create_session("live", "cli")
    real_sleep = time.sleep
    appended: list[int] = []

    def pause(seconds: float) -> None:
        if not appended:  # another writer takes the next message id between two chunks
            appended.append(live.append_message("live", "user", "between chunks"))
        real_sleep(min(seconds, 0.01))

    monkeypatch.setattr(importers.time, "sleep", pause)
    with SessionDB(target) as db:
        report = import_file(db, source, pacing=ImportPacing(chunk_rows=1))
        monkeypatch.undo()
        assert appended == [4] and report.sessions_imported == 3 and report.chunks == 3
        ids = {sid: [m["id"] for m in db.get_messages(sid)] for sid in ("a", "b", "c", "live")}
        assert ids == {"a": [1, 2, 3], "live": [4], "b": [5, 6], "c": [7]}
        assert [m["content"] for m in db.get_messages("b")] == ["b message 0", "b message 1"]
        assert any("renumbered (+1, order kept)" in w for w in report.warnings)
    live.close()
