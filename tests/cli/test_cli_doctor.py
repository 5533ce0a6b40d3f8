"""``hermes-memory doctor`` and the privacy line of ``sessions stats``, on real homes."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.curated.store import MemoryStore
from hermes_memory.home_audit import find_exposed, readable_by_others
from hermes_memory.tools.memory import memory_tool
from mounts import read_only_view


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def doctor(home: Path, code: int) -> dict[str, Any]:
    result = invoke("doctor", "--json", "--home", str(home))
    assert result.exit_code == code, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    assert data["ok"] is (code == 0)
    return data


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    """A home made by the CLI under the usual umask: memory, a session, a staged write."""
    old = os.umask(0o022)
    try:
        path = tmp_path / "home"
        source = tmp_path / "in.jsonl"
        source.write_text(
            '{"type": "session", "id": "s1"}\n{"role": "user", "content": "green tea"}\n'
        )
        for args in (
            ("memory", "add", "User prefers green tea"),
            ("sessions", "import", str(source)),
        ):
            assert invoke(*args, "--home", str(path)).exit_code == 0
        store = MemoryStore(home=path)
        staged = json.loads(
            memory_tool(action="add", content="x", store=store, write_approval=True)
        )
        assert staged["staged"] is True
        yield path
    finally:
        os.umask(old)


def test_a_home_made_by_hermes_memory_is_clean(home: Path) -> None:
    assert list((home / "pending" / "memory").glob("*.json"))  # the staged write exists
    assert doctor(home, 0)["problems"] == []
    result = invoke("doctor", "--home", str(home))
    assert result.exit_code == 0 and "No problems found" in result.stdout
    stats = json.loads(invoke("sessions", "stats", "--json", "--home", str(home)).stdout)
    assert stats["readable_by_others"] == []
    text = invoke("sessions", "stats", "--home", str(home)).stdout
    assert "no private file is readable by other users" in text


def test_loose_files_are_listed_with_fixes_that_work(home: Path) -> None:
    (record,) = (home / "pending" / "memory").glob("*.json")
    export = home / "all.jsonl"
    assert (
        invoke("sessions", "export", "--all", "-o", str(export), "--home", str(home)).exit_code == 0
    )
    (home / ".env").write_text("KEY=secret\n")
    backup = home / "memories" / "MEMORY.md.bak.1700000000"
    backup.write_text("old notes")
    loose = {
        home / "state.db": 0o644,
        home / "memories": 0o755,
        home / "memories" / "MEMORY.md": 0o640,
        backup: 0o604,
        home / ".env": 0o644,
        export: 0o666,
        record: 0o644,
    }
    for path, mode in loose.items():
        path.chmod(mode)
    (home / "config.yaml").write_text("memory: {}\n")  # 0644, not private: never reported
    (home / "SOUL.md").write_text("persona")  # not private either

    data = doctor(home, 1)
    reported = {Path(p["path"]): p for p in data["problems"]}
    assert set(reported) == set(loose)
    assert reported[home / "memories"]["fix"] == f"chmod 700 {home / 'memories'}"
    assert reported[home / ".env"]["fix"] == f"chmod 600 {home / '.env'}"
    assert (
        reported[export]["detail"]
        == "file is readable and writable by group and others (mode 0666)"
    )
    assert reported[backup]["detail"] == "file is readable by others (mode 0604)"

    text = invoke("doctor", "--home", str(home))
    assert text.exit_code == 1
    assert text.stdout.count("fix: chmod") == len(loose) and "7 problem(s) found" in text.stdout

    stats = json.loads(invoke("sessions", "stats", "--json", "--home", str(home)).stdout)
    files = {Path(p) for p in stats["readable_by_others"]}
    assert files == set(loose) - {home / "memories"}
    assert "readable by other users" in invoke("sessions", "stats", "--home", str(home)).stdout

    for problem in data["problems"]:
        subprocess.run(problem["fix"], shell=True, check=True)
    assert doctor(home, 0)["problems"] == []


def test_a_home_others_can_write_into_is_reported(home: Path) -> None:
    home.chmod(0o755)  # listing names is harmless
    assert doctor(home, 0)["problems"] == []
    home.chmod(0o777)
    (problem,) = doctor(home, 1)["problems"]
    assert problem["path"] == str(home) and "writable" in problem["detail"]
    home.chmod(0o700)


def test_broken_config_and_memory_files(home: Path) -> None:
    (home / "config.yaml").write_text("memory: [unclosed\n")
    (home / "memories" / "USER.md").write_bytes(b"\xff\xfe not utf-8")
    (home / "memories" / "USER.md").chmod(0o600)
    problems = {p["kind"]: p for p in doctor(home, 1)["problems"]}
    assert set(problems) == {"config_unreadable", "memory_unreadable"}
    assert "not valid YAML" in problems["config_unreadable"]["detail"]
    assert problems["config_unreadable"]["fix"].startswith("correct the line it names")
    assert problems["memory_unreadable"]["path"] == str(home / "memories" / "USER.md")


def test_a_damaged_state_db(home: Path) -> None:
    path = home / "state.db"
    conn = sqlite3.connect(path)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    with path.open("r+b") as handle:  # scribble over every page but the header page
        for page in range(1, pages):
            handle.seek(page * size + 8)
            handle.write(b"\x13" * 64)
    (problem,) = doctor(home, 1)["problems"]
    assert problem["kind"] == "database_damaged" and ".recover" in problem["fix"]
    assert sorted(p.name for p in home.glob("state.db*")) == ["state.db"]  # left nothing

    path.write_bytes(b"not a database " * 100)
    (problem,) = doctor(home, 1)["problems"]
    assert problem["kind"] == "database_damaged"


def test_a_read_only_home_is_reported(home: Path, tmp_path: Path) -> None:
    with read_only_view(home, tmp_path / "ro") as view:
        (problem,) = doctor(view, 1)["problems"]
        assert problem["kind"] == "not_writable" and problem["path"] == str(view)


def test_a_missing_home_has_nothing_to_check(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    data = doctor(missing, 0)
    assert data["exists"] is False
    assert "nothing to check" in invoke("doctor", "--home", str(missing)).stdout
    assert not missing.exists()


def test_audit_follows_what_a_symlink_points_at(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "memories").mkdir(parents=True, mode=0o700)
    real = tmp_path / "elsewhere.md"
    real.write_text("notes")
    real.chmod(0o644)
    (home / "memories" / "MEMORY.md").symlink_to(real)
    (exposure,) = find_exposed(home)
    assert exposure.path == home / "memories" / "MEMORY.md" and exposure.mode == 0o644
    assert readable_by_others(home) == [str(home / "memories" / "MEMORY.md")]
