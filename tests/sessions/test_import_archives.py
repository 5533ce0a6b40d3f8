"""ChatGPT and Claude export ``.zip`` files, built here the way the apps deliver them.

The importer reads ``conversations.json`` in memory (nothing is extracted), picks it even in
a top folder, ignores members with path tricks, and refuses a zip bomb, an encrypted or
damaged archive, or one without the file, with a message saying which.
"""

from __future__ import annotations

import copy
import json
import os
import struct
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.formats import ImportFormat
from hermes_memory.sessions.transfer.importer import import_file, read_import
from hermes_memory.sessions.transfer.source import detect_format

DATA = Path(__file__).parent / "data"


def _zip(path: Path, members: dict[str, bytes | str]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def _chatgpt_zip(path: Path, prefix: str = "") -> Path:
    return _zip(
        path,
        {
            f"{prefix}chat.html": "<html>the same conversations, rendered</html>",
            f"{prefix}user.json": json.dumps({"email": "someone@example.invalid"}),
            f"{prefix}message_feedback.json": "[]",
            f"{prefix}file-abc123-photo.png": b"\x89PNG\r\n\x1a\n" + os.urandom(64),
            f"{prefix}conversations.json": (DATA / "chatgpt_conversations.json").read_bytes(),
        },
    )


def _claude_zip(path: Path) -> Path:
    return _zip(
        path,
        {
            "users.json": json.dumps([{"uuid": "acc-0001", "full_name": "Someone"}]),
            "projects.json": "[]",
            "conversations.json": (DATA / "claude_conversations.json").read_bytes(),
        },
    )


@pytest.fixture
def db(tmp_path: Path):  # type: ignore[no-untyped-def]
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def test_a_chatgpt_export_zip_imports_like_its_conversations_json(
    db: SessionDB, tmp_path: Path
) -> None:
    archive = _chatgpt_zip(tmp_path / "chatgpt-export.zip")
    assert detect_format(archive) is ImportFormat.CHATGPT
    report = import_file(db, archive)
    assert report.format is ImportFormat.CHATGPT and report.archive_members == [
        "conversations.json"
    ]
    assert (report.sessions_imported, report.messages_imported) == (2, 12)
    assert db.search_messages("入口网关")
    assert not (tmp_path / "conversations.json").exists()  # read in memory, never extracted
    again = import_file(db, archive)
    assert again.sessions_imported == 0 and len(again.skipped_sessions) == 2


def test_a_claude_export_zip_and_a_top_folder_are_found(db: SessionDB, tmp_path: Path) -> None:
    report = import_file(db, _claude_zip(tmp_path / "claude.zip"))
    assert report.format is ImportFormat.CLAUDE and report.sessions_imported == 2
    nested = _chatgpt_zip(tmp_path / "nested.zip", prefix="export-2025-06-01/")
    parsed = read_import(nested)
    assert parsed.archive_members == ["export-2025-06-01/conversations.json"]
    assert len(parsed.sessions) == 2


def test_a_sharded_chatgpt_export_is_read_in_shard_order(db: SessionDB, tmp_path: Path) -> None:
    conversations = json.loads((DATA / "chatgpt_conversations.json").read_text("utf-8"))
    later = copy.deepcopy(conversations[0])
    later["id"] = later["conversation_id"] = "6632a1f0-0000-4c1e-9a55-aa00000000ff"
    later["title"] = "From the tenth shard"
    archive = _zip(
        tmp_path / "sharded.zip",
        {
            "export_manifest.json": "{}",
            "conversations-010.json": json.dumps([later]),
            "conversations-000.json": json.dumps(conversations[:1]),
            "conversations-002.json": json.dumps(conversations[1:]),
            "chat.html": "<html></html>",
        },
    )
    parsed = read_import(archive)
    assert parsed.archive_members == [
        "conversations-000.json",
        "conversations-002.json",
        "conversations-010.json",
    ]
    titles = [s.title for s in parsed.sessions]
    assert titles == [
        "Sourdough starter troubleshooting",
        "Kubernetes ingress 502",
        "From the tenth shard",
    ]
    report = import_file(db, archive)
    assert report.sessions_imported == 3 and report.archive_members == parsed.archive_members
    text = CliRunner().invoke(
        main, ["sessions", "import", str(archive), "--home", str(tmp_path / "h")]
    )
    assert "sharded.zip:conversations-000.json (+2 more) (chatgpt)" in text.output
    broken = _zip(
        tmp_path / "broken-shard.zip",
        {"conversations-000.json": "[]", "conversations-001.json": '[{"mapping": }]'},
    )
    with pytest.raises(
        ImportFormatError, match=r"^broken-shard.zip:conversations-001.json, line 1"
    ):
        read_import(broken, "chatgpt")


def test_the_cli_imports_a_zip_and_says_which_member(tmp_path: Path) -> None:
    archive = _claude_zip(tmp_path / "claude-data.zip")
    home = tmp_path / "home"
    result = CliRunner().invoke(
        main, ["sessions", "import", str(archive), "--home", str(home), "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["format"] == "claude" and data["archive_members"] == ["conversations.json"]
    assert data["sessions_imported"] == 2 and data["messages_imported"] == 11
    text = CliRunner().invoke(main, ["sessions", "import", str(archive), "--home", str(home)])
    assert "claude-data.zip:conversations.json" in text.output


def test_members_with_path_tricks_are_never_chosen(tmp_path: Path) -> None:
    real = (DATA / "claude_conversations.json").read_bytes()
    tricky = _zip(
        tmp_path / "tricky.zip",
        {"../conversations.json": real, "/etc/conversations.json": real, "notes.txt": "hi"},
    )
    with pytest.raises(ImportFormatError, match=r"^tricky.zip: no conversations.json"):
        read_import(tricky)
    mixed = _zip(
        tmp_path / "mixed.zip",
        {"a/../../conversations.json": b"[]", "data/conversations.json": real},
    )
    assert read_import(mixed).archive_members == ["data/conversations.json"]


def test_an_archive_without_conversations_lists_what_it_holds(tmp_path: Path) -> None:
    archive = _zip(tmp_path / "photos.zip", {"a.png": b"x", "b.png": b"y"})
    with pytest.raises(ImportFormatError) as caught:
        read_import(archive)
    assert "it holds: a.png, b.png" in str(caught.value)
    two = _zip(
        tmp_path / "two.zip",
        {"one/conversations.json": b"[]", "two/conversations.json": b"[]"},
    )
    with pytest.raises(ImportFormatError, match=r"several conversations\.json"):
        read_import(two)


def test_a_zip_bomb_is_refused_before_it_is_unpacked(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.zip"
    with (
        zipfile.ZipFile(bomb, "w", compression=zipfile.ZIP_DEFLATED) as archive,
        archive.open("conversations.json", "w", force_zip64=True) as member,
    ):
        chunk = b" " * (1 << 20)
        for _ in range(64):  # 64 MiB of spaces pack into about 64 KiB
            member.write(chunk)
    assert bomb.stat().st_size < 1 << 20
    with pytest.raises(ImportFormatError, match=r"unpacks to 67,108,864 bytes, over the"):
        read_import(bomb, max_archive_bytes=1 << 20)


def test_a_header_that_understates_the_size_cannot_get_past_the_cap(tmp_path: Path) -> None:
    archive = _zip(tmp_path / "liar.zip", {"conversations.json": b"[" + b" " * 4000 + b"]"})
    raw = bytearray(archive.read_bytes())
    # rewrite the uncompressed size in the central directory to claim 10 bytes
    central = raw.rfind(b"PK\x01\x02")
    raw[central + 24 : central + 28] = struct.pack("<I", 10)
    archive.write_bytes(bytes(raw))
    # zipfile stops at the claimed size, so the checksum of what was read cannot match
    with pytest.raises(ImportFormatError, match=r"liar.zip: not a readable zip .*CRC"):
        read_import(archive, max_archive_bytes=100)


def test_damaged_and_encrypted_archives_are_refused_clearly(tmp_path: Path) -> None:
    archive = _claude_zip(tmp_path / "cut.zip")
    archive.write_bytes(archive.read_bytes()[:-40])
    with pytest.raises(ImportFormatError, match=r"cut.zip: not a readable zip archive"):
        read_import(archive)
    locked = _claude_zip(tmp_path / "locked.zip")
    raw = bytearray(locked.read_bytes())
    central = raw.rfind(b"PK\x01\x02", 0, raw.find(b"conversations.json", raw.find(b"PK\x01\x02")))
    raw[central + 8] |= 0x1  # the "encrypted" flag of the member's central record
    locked.write_bytes(bytes(raw))
    with pytest.raises(ImportFormatError, match="encrypted"):
        read_import(locked)


def test_a_state_db_inside_a_zip_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "state.db"
    SessionDB(source).close()
    archive = _zip(tmp_path / "db.zip", {"conversations.json": source.read_bytes()})
    with pytest.raises(ImportFormatError, match="SQLite file inside a zip"):
        read_import(archive)
    with pytest.raises(ImportFormatError, match="cannot be read from inside a zip"):
        read_import(archive, "hermes-db")
