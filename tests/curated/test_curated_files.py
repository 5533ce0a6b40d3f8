"""Disk behaviour: unreadable files, drift detection and backups, locks, atomic writes."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from hermes_memory.curated.files import has_drift, write_drift_backup
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import (
    DriftDetectedError,
    MemoryFileUnreadableError,
    MemoryLockError,
    MemoryWriteError,
)


def memories(home: Path) -> Path:
    path = home / "memories"
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def store(hermes_home: Path) -> MemoryStore:
    return MemoryStore(home=hermes_home)


# -- unreadable files --------------------------------------------------------------------------


BAD_UTF8 = b"good entry\n\xc2\xa7\nbad \xff\xfe bytes"


def test_invalid_utf8_loads_as_empty_but_every_write_refuses(
    store: MemoryStore, hermes_home: Path
) -> None:
    path = memories(hermes_home) / "MEMORY.md"
    path.write_bytes(BAD_UTF8)
    store.load_from_disk()
    assert store.memory_entries == [] and store.format_for_system_prompt("memory") is None
    attempts = [
        lambda: store.add("memory", "new"),
        lambda: store.replace("memory", "good", "x"),
        lambda: store.remove("memory", "good"),
        lambda: store.apply_batch("memory", [{"action": "add", "content": "x"}]),
        lambda: store.add_independent_entries("memory", ["x"]),
    ]
    for attempt in attempts:
        with pytest.raises(MemoryFileUnreadableError, match="could not be read"):
            attempt()
    assert path.read_bytes() == BAD_UTF8
    assert store.consolidation_failures == 0


def test_a_directory_in_place_of_the_file_is_unreadable(
    store: MemoryStore, hermes_home: Path
) -> None:
    (memories(hermes_home) / "USER.md").mkdir()
    store.load_from_disk()
    assert store.user_entries == []
    with pytest.raises(MemoryFileUnreadableError, match=r"USER\.md"):
        store.add("user", "x")


def test_missing_file_is_an_empty_store(store: MemoryStore, hermes_home: Path) -> None:
    store.load_from_disk()
    assert (hermes_home / "memories").is_dir()
    assert store.memory_entries == []


# -- drift --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        "First entry.\n\n§\nSecond entry.\n",  # blank line next to a delimiter
        "a\n§\n\n§\nb",  # an empty segment
        "padded  \n§\nb",  # padding at an entry edge
        "a\n§\n b",
    ],
)
def test_round_trip_drift_signal(raw: str) -> None:
    assert has_drift(raw, 2200)


@pytest.mark.parametrize("raw", ["", "  \n", "a\n§\nb", "a\n§\na", "one\n\ntwo\n§\nthree\n"])
def test_clean_files_do_not_drift(raw: str) -> None:
    assert not has_drift(raw, 2200)


def test_oversize_entry_drift_signal() -> None:
    assert has_drift("x" * 11, 10)
    assert not has_drift("x" * 10, 10)


def test_drift_refuses_writes_a_backup_and_leaves_the_file(
    store: MemoryStore, hermes_home: Path
) -> None:
    path = memories(hermes_home) / "MEMORY.md"
    raw = "First entry.\n\n§\nSecond entry.\n"
    path.write_text(raw)
    with pytest.raises(DriftDetectedError) as info:
        store.remove("memory", "First")
    err = info.value
    assert ".bak." in err.backup_path and err.backup_path in str(err)
    assert "MEMORY.md" in str(err) and "#26045" in str(err)
    assert "memory(action=add" in err.remediation
    backup = Path(err.backup_path)
    assert backup.name.startswith("MEMORY.md.bak.") and backup.name.split(".")[-1].isdigit()
    assert backup.read_text() == raw
    assert path.read_text() == raw
    assert store.memory_entries == ["First entry.", "Second entry."]  # live list still refreshed
    assert store.consolidation_failures == 0
    with pytest.raises(DriftDetectedError):
        store.replace("memory", "Second", "x")
    with pytest.raises(DriftDetectedError):
        store.apply_batch("memory", [{"action": "add", "content": "x"}])
    assert path.read_text() == raw


def test_oversize_entry_from_an_external_append_drifts(hermes_home: Path) -> None:
    path = memories(hermes_home) / "MEMORY.md"
    path.write_text("short\n§\n" + "appended by a shell " * 5)
    s = MemoryStore(50, home=hermes_home)
    with pytest.raises(DriftDetectedError):
        s.remove("memory", "short")


def test_add_skips_drift_and_heals_the_file(store: MemoryStore, hermes_home: Path) -> None:
    path = memories(hermes_home) / "MEMORY.md"
    path.write_text("First entry.\n\n§\nSecond entry.\n")
    store.add("memory", "Third entry.")
    assert path.read_text() == "First entry.\n§\nSecond entry.\n§\nThird entry."
    assert not list(path.parent.glob("*.bak.*"))


def test_crlf_and_bom_files_do_not_drift(store: MemoryStore, hermes_home: Path) -> None:
    path = memories(hermes_home) / "MEMORY.md"
    path.write_bytes(b"\xef\xbb\xbfone\r\n\xc2\xa7\r\ntwo\r\n")
    out = store.remove("memory", "one")
    assert out.removed_entry == "one"
    assert path.read_bytes() == b"two"  # rewritten canonically: LF, no BOM


def test_backup_failure_is_reported_not_raised(tmp_path: Path) -> None:
    target = tmp_path / "MEMORY.md"
    (tmp_path / "MEMORY.md.bak.1700000000").mkdir()  # a folder in the way: the write fails
    reported = write_drift_backup(target, "raw", now=1700000000)
    assert reported.endswith("MEMORY.md.bak.1700000000 (BACKUP FAILED — file unchanged on disk)")


# -- locks and atomic writes ---------------------------------------------------------------------


def test_lock_files_are_0600_and_never_deleted(store: MemoryStore, hermes_home: Path) -> None:
    store.add("memory", "a")
    store.add("user", "b")
    for name in ("MEMORY.md.lock", "USER.md.lock"):
        lock = hermes_home / "memories" / name
        assert stat.S_IMODE(lock.stat().st_mode) == 0o600


def test_a_loose_lock_file_is_tightened(store: MemoryStore, hermes_home: Path) -> None:
    lock = memories(hermes_home) / "MEMORY.md.lock"
    lock.write_text("")
    lock.chmod(0o644)
    store.add("memory", "a")
    assert stat.S_IMODE(lock.stat().st_mode) == 0o600


def test_symlinked_lock_file_is_refused(
    store: MemoryStore, hermes_home: Path, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("do not touch")
    victim.chmod(0o644)
    (memories(hermes_home) / "MEMORY.md.lock").symlink_to(victim)
    with pytest.raises(MemoryLockError):
        store.add("memory", "a")
    assert victim.read_text() == "do not touch"
    assert stat.S_IMODE(victim.stat().st_mode) == 0o644
    assert not (hermes_home / "memories" / "MEMORY.md").exists()


def test_no_temp_files_remain(store: MemoryStore, hermes_home: Path) -> None:
    for i in range(5):
        store.add("memory", f"fact {i}")
    store.remove("memory", "fact 2")
    names = sorted(p.name for p in (hermes_home / "memories").iterdir())
    assert names == ["MEMORY.md", "MEMORY.md.lock"]


@pytest.mark.parametrize("umask", [0o000, 0o022])
def test_new_file_is_private_under_any_umask(
    store: MemoryStore, hermes_home: Path, umask: int
) -> None:
    old = os.umask(umask)
    try:
        store.add("memory", "a")
    finally:
        os.umask(old)
    assert stat.S_IMODE((hermes_home / "memories" / "MEMORY.md").stat().st_mode) == 0o600


def test_symlinked_memory_file_is_written_through(
    store: MemoryStore, hermes_home: Path, tmp_path: Path
) -> None:
    real = tmp_path / "real-memory.md"
    real.write_text("kept")
    link = memories(hermes_home) / "MEMORY.md"
    link.symlink_to(real)
    store.add("memory", "added")
    assert link.is_symlink()
    assert real.read_text() == "kept\n§\nadded"


def test_write_failure_becomes_memory_write_error(
    store: MemoryStore, hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import hermes_memory.curated.files as files

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "atomic_write_text", broken)
    with pytest.raises(MemoryWriteError, match=r"Failed to write memory file .*No space left"):
        store.add("memory", "a")
    assert store.memory_entries == []
