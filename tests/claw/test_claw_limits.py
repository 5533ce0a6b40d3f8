"""Merging under the character limits: overflow files, plan counts equal to the apply's,
junk limits, and a memory lock held by another real process."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

from claw_tree import Run, item_of, json_of, write
from hermes_memory.curated.entries import parse_entries, store_size


def _notes(folder: Path, count: int) -> None:
    for day in range(1, count + 1):
        write(
            folder / f"2026-01-{day:02d}.md",
            f"# Day {day}\n\n- Finding {day}: " + "detail " * 20 + "\n",
        )


def test_limits_overflow_into_a_file_and_later_small_entries_still_fit(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    root = user_home / ".openclaw"
    (hermes_home / "config.yaml").write_text("memory:\n  memory_char_limit: 600\n")
    _notes(root / "workspace" / "memory", 6)
    write(root / "workspace" / "memory" / "2026-01-07.md", "- tiny\n")
    plan = json_of(claw("migrate", "--dry-run", "--json").stdout)
    report = json_of(claw("migrate", "--yes", "--json").stdout)
    for run in (plan, report):
        details = item_of(run, "daily-memory")["details"]
        assert details["char_limit"] == 600
        assert details["added_entries"] == 4  # three long notes (157 chars each), the tiny one
        assert details["overflowed_entries"] == 3
        assert details["final_char_count"] == 3 * 157 + 4 + 3 * 3
        assert len(details["overflow_preview"]) == 3
    entries = parse_entries((hermes_home / "memories" / "MEMORY.md").read_text())
    assert store_size(entries) <= 600 and "tiny" in entries
    details = item_of(report, "daily-memory")["details"]
    overflow = Path(details["overflow_file"])
    assert overflow.name == "daily_memory_overflow.txt"
    lines = overflow.read_text().splitlines()
    assert len(lines) == 3 and all(line.startswith("Day ") for line in lines)
    assert overflow.read_text().endswith("\n")
    assert any("did not fit" in w for w in report["warnings"])


def test_plan_simulates_memory_before_daily_memory(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    root = user_home / ".openclaw"
    (hermes_home / "config.yaml").write_text("memory:\n  memory_char_limit: 120\n")
    write(root / "workspace" / "MEMORY.md", "- " + "m" * 100 + "\n")
    write(root / "workspace" / "memory" / "2026-01-01.md", "- " + "d" * 40 + "\n")
    plan = json_of(claw("migrate", "--dry-run", "--json").stdout)
    daily = item_of(plan, "daily-memory")
    # MEMORY.md's entry takes the room first, so the daily note would overflow
    assert daily["status"] == "skipped" and daily["details"]["overflowed_entries"] == 1
    report = json_of(claw("migrate", "--yes", "--json").stdout)
    assert report["summary"] == plan["summary"]
    second = json_of(claw("migrate", "--yes", "--json").stdout)
    assert second["outcome"] == "nothing_to_migrate"


def test_junk_limits_fall_back_to_the_defaults(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    write(user_home / ".openclaw" / "workspace" / "USER.md", "- likes tea\n")
    (hermes_home / "config.yaml").write_text(
        "memory:\n  memory_char_limit: lots\n  user_char_limit: [1]\n"
    )
    result = claw("migrate", "--yes", "--json")
    assert result.exit_code == 0, result.stderr
    assert item_of(json_of(result.stdout), "user-profile")["details"]["char_limit"] == 1375


LOCK_HOLDER = textwrap.dedent(
    """
    import fcntl, os, sys, time
    from pathlib import Path
    memories = Path(sys.argv[1])
    memories.mkdir(parents=True, exist_ok=True)
    fd = os.open(memories / "MEMORY.md.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    print("locked", flush=True)
    time.sleep(float(sys.argv[2]))
    path = memories / "MEMORY.md"
    old = path.read_text() if path.exists() else ""
    tmp = memories / ".other.tmp"
    tmp.write_text((old + "\\n§\\n" if old else "") + "Written by the other agent")
    os.replace(tmp, path)
    fcntl.flock(fd, fcntl.LOCK_UN)
    """
)


def test_a_lock_held_by_another_process_is_waited_for_and_its_write_kept(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    write(user_home / ".openclaw" / "workspace" / "MEMORY.md", "- Imported fact\n")
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCK_HOLDER, str(hermes_home / "memories"), "1.5"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        started = time.monotonic()
        result = claw("migrate", "--yes", "--json", "--no-backup")
        waited = time.monotonic() - started
    finally:
        holder.wait(timeout=30)
    assert result.exit_code == 0, result.stderr
    assert waited >= 1.0  # the import blocked on the other writer's lock
    entries = parse_entries((hermes_home / "memories" / "MEMORY.md").read_text())
    assert entries == ["Written by the other agent", "Imported fact"]
