"""Edge cases of the flow: a failed pre-migration backup, an unreadable destination, the
running checks (our own command line is not OpenClaw), a live Hermes agent's pid file."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from claw_tree import Run, item_of, json_of, snapshot, write
from hermes_memory.claw.running import openclaw_processes


def test_a_failed_backup_applies_nothing(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory: {}\n")
    (hermes_home / "backups").write_text("a file where the folder should be")
    result = claw("migrate", "--yes", "--json")
    assert result.exit_code == 1
    report = json_of(result.stdout)
    assert report["outcome"] == "backup_failed" and report["applied"] is False
    assert "--no-backup" in result.stderr
    assert not (hermes_home / "memories").exists() and not (hermes_home / "migration").exists()


def test_an_unreadable_destination_is_an_error_and_stays_untouched(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    target = write(hermes_home / "memories" / "USER.md", "x")
    target.write_bytes(b"caf\xe9")
    result = claw("migrate", "--yes", "--json")
    assert result.exit_code == 1
    report = json_of(result.stdout)
    assert item_of(report, "user-profile")["status"] == "error"
    assert item_of(report, "memory")["status"] == "migrated"
    assert target.read_bytes() == b"caf\xe9"


def test_the_zip_holds_a_consistent_copy_of_state_db(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    with sqlite3.connect(hermes_home / "state.db") as db:
        db.execute("CREATE TABLE t (x)")
        db.execute("INSERT INTO t VALUES (42)")
    (hermes_home / "gateway.pid").write_text("999999999\n")
    report = json_of(claw("migrate", "--yes", "--json").stdout)
    with zipfile.ZipFile(report["backup"]) as archive:
        assert sorted(archive.namelist()) == ["state.db"]
        data = archive.read("state.db")
    copy = hermes_home.parent / "copy.db"
    copy.write_bytes(data)
    with sqlite3.connect(copy) as db:
        assert db.execute("SELECT x FROM t").fetchall() == [(42,)]
    assert not list((hermes_home / "backups").glob(".staging-*"))


def test_our_own_source_argument_is_not_openclaw_but_a_real_process_is(tmp_path: Path) -> None:
    sleeper = tmp_path / "openclaw"
    sleep_binary = shutil.which("sleep")
    assert sleep_binary is not None
    shutil.copy(sleep_binary, sleeper)
    process = subprocess.Popen([str(sleeper), "30"])
    try:
        deadline = time.monotonic() + 5
        found: list[str] = []
        while time.monotonic() < deadline and not found:
            found = [p for p in openclaw_processes() if p.startswith(f"{process.pid} ")]
        assert found == [f"{process.pid} openclaw"]
    finally:
        process.kill()
        process.wait()
    # a process whose arguments mention .openclaw (as `claw migrate --source` does) is not it
    decoy = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(30)", "--source", f"{tmp_path}/.openclaw"]
    )
    try:
        time.sleep(0.2)
        assert decoy.poll() is None
        assert not any(p.startswith(f"{decoy.pid} ") for p in openclaw_processes())
    finally:
        decoy.kill()
        decoy.wait()


def test_a_live_hermes_agent_is_warned_about(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    for record in (f"{os.getpid()}\n", json.dumps({"pid": os.getpid(), "kind": "hermes-gateway"})):
        (hermes_home / "gateway.pid").write_text(record)
        report = json_of(claw("migrate", "--dry-run", "--json").stdout)
        assert any("Hermes agent is running" in w for w in report["warnings"])
    for stale in ("0", "-1", "not a pid", '{"pid": true}'):
        (hermes_home / "gateway.pid").write_text(stale)
        report = json_of(claw("migrate", "--dry-run", "--json").stdout)
        assert not any("Hermes agent" in w for w in report["warnings"])


def test_only_the_newest_five_zips_are_kept(claw: Run, openclaw: Path, hermes_home: Path) -> None:
    backups = hermes_home / "backups"
    backups.mkdir()
    for day in range(1, 7):
        (backups / f"pre-migration-2020-01-0{day}-000000.zip").write_bytes(b"old")
    (backups / "keep-me.txt").write_text("not a migration zip")
    (hermes_home / "config.yaml").write_text("memory: {}\n")
    report = json_of(claw("migrate", "--yes", "--json").stdout)
    zips = sorted(p.name for p in backups.glob("pre-migration-*.zip"))
    assert len(zips) == 5 and Path(report["backup"]).name in zips
    assert "pre-migration-2020-01-01-000000.zip" not in zips
    assert (backups / "keep-me.txt").is_file()


def _on_a_terminal(args: list[str], answer: bytes, env: dict[str, str]) -> tuple[int, str]:
    """Run the real command with a pseudo-terminal as stdin and type ``answer``."""
    primary, secondary = os.openpty()
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", "from hermes_memory.cli import main; main()", *args],
            stdin=secondary,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        os.write(primary, answer)
        out, _ = process.communicate(timeout=120)
    finally:
        os.close(primary)
        os.close(secondary)
    return process.returncode, out.decode()


def test_a_terminal_is_asked_and_a_no_cancels(
    openclaw: Path, hermes_home: Path, user_home: Path, tmp_path: Path
) -> None:
    env = {**os.environ, "HOME": str(user_home), "HERMES_HOME": str(hermes_home)}
    before = snapshot(tmp_path)
    code, out = _on_a_terminal(["claw", "migrate", "--json"], b"n\n", env)
    assert code == 0, out
    assert "Apply this migration?" in out and '"outcome": "cancelled"' in out
    assert snapshot(tmp_path) == before
    code, out = _on_a_terminal(["claw", "migrate", "--json"], b"\n", env)  # default: yes
    assert code == 0, out
    assert '"outcome": "applied"' in out
    assert (hermes_home / "memories" / "MEMORY.md").is_file()
