"""A writer killed mid-write leaves a ``.mem_*.tmp`` file; the next write removes it once it
is stale, and never touches a live writer's temp file or anything else in the folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from hermes_memory import memory_tool
from hermes_memory.curated.files import STALE_TMP_SECONDS, remove_stale_temps
from hermes_memory.curated.store import MemoryStore

# The child stalls inside the atomic write (after the temp file holds the data, before the
# rename) and reports it; the parent then kills it with SIGKILL.
STALLED_WRITER = textwrap.dedent(
    """
    import os, sys, time
    from hermes_memory.curated.store import MemoryStore

    def stall(fd):
        print("in the middle of a write", flush=True)
        time.sleep(600)

    store = MemoryStore(home=sys.argv[1])
    store.load_from_disk()
    os.fsync = stall
    store.add("memory", "never finished")
    """
)


def temps(home: Path) -> list[Path]:
    return sorted((home / "memories").glob(".mem_*.tmp"))


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def kill_a_writer_mid_write(home: Path) -> Path:
    proc = subprocess.Popen(
        [sys.executable, "-c", STALLED_WRITER, str(home)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "in the middle of a write"
    finally:
        proc.kill()
        proc.wait(30)
        if proc.stdout is not None:
            proc.stdout.close()
    left = temps(home)
    assert len(left) == 1
    assert left[0].read_text(encoding="utf-8").endswith("never finished")
    return left[0]


def test_killed_writer_temp_is_removed_by_the_next_write_once_stale(hermes_home: Path) -> None:
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    store.add("memory", "first")
    orphan = kill_a_writer_mid_write(hermes_home)
    assert (hermes_home / "memories" / "MEMORY.md").read_text() == "first"

    # seconds old, it could still be a live writer's: kept
    result = json.loads(memory_tool(action="add", content="second", store=store))
    assert result["success"] is True
    assert orphan.exists()

    age(orphan, STALE_TMP_SECONDS + 5)
    store.add("user", "a write to the other target cleans the shared folder too")
    assert temps(hermes_home) == []
    store.load_from_disk()
    assert store.memory_entries == ["first", "second"]


def test_only_our_stale_regular_temp_files_are_removed(hermes_home: Path, tmp_path: Path) -> None:
    folder = hermes_home / "memories"
    folder.mkdir()
    old = STALE_TMP_SECONDS * 10
    stale = folder / ".mem_ab12_XY.tmp"
    stale.write_text("orphan")
    fresh = folder / ".mem_live0001.tmp"
    fresh.write_text("a writer is using me")
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("not ours")
    link = folder / ".mem_link0001.tmp"
    link.symlink_to(outside)
    keep = [
        folder / ".mem_notes.txt",
        folder / "other.tmp",
        folder / ".tmp_abc.tmp",
        folder / ".mem_.tmp",
        folder / "MEMORY.md.bak.1700000000",
    ]
    for path in keep:
        path.write_text("keep")
    for path in [stale, *keep]:
        age(path, old)
    os.utime(link, (time.time() - old, time.time() - old), follow_symlinks=False)
    (folder / ".mem_dir0001.tmp").mkdir()
    age(folder / ".mem_dir0001.tmp", old)

    assert remove_stale_temps(folder) == [stale.name]
    assert not stale.exists()
    assert fresh.exists() and link.is_symlink() and outside.read_text() == "not ours"
    assert all(path.exists() for path in keep)
    assert (folder / ".mem_dir0001.tmp").is_dir()
    assert remove_stale_temps(tmp_path / "missing") == []  # never raises
