"""Private files under any umask: created 0600 (folders 0700), an existing mode never widened.

Everything goes through the public surfaces (the CLI, ``memory_tool``, ``SessionDB``, the
holographic provider) on real files; each case runs under umask 000 and 022.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory.atomic import atomic_write_text
from hermes_memory.cli import main
from hermes_memory.curated.store import MemoryStore
from hermes_memory.permissions import create_private_file, ensure_private_dir, open_private
from hermes_memory.providers.bundled.holographic.store import FactStore
from hermes_memory.providers.plugins.envfile import write_env_values
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.memory import memory_tool


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(params=[0o000, 0o022], ids=["umask000", "umask022"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


def cli(*args: str, code: int = 0) -> Any:
    result = CliRunner().invoke(main, [*args, "--json"], catch_exceptions=False)
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


def _jsonl(path: Path) -> Path:
    lines = [
        {"type": "session", "id": "s1", "title": "tea"},
        {"role": "user", "content": "I like green tea"},
        {"role": "assistant", "content": "Noted: green tea"},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


# -- the helpers ------------------------------------------------------------------------------


def test_new_folders_are_0700_and_existing_ones_untouched(tmp_path: Path, umask: int) -> None:
    existing = tmp_path / "existing"
    existing.mkdir()
    existing.chmod(0o755)
    made = ensure_private_dir(existing / "a" / "b")
    assert mode(existing) == 0o755
    assert mode(existing / "a") == 0o700
    assert mode(made) == 0o700


def test_a_file_in_the_way_of_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("x")
    with pytest.raises(FileExistsError):
        ensure_private_dir(tmp_path / "f")


def test_create_private_file_never_touches_an_existing_file(tmp_path: Path, umask: int) -> None:
    new = tmp_path / "sub" / "new.db"
    assert create_private_file(new) is True
    assert mode(new) == 0o600 and mode(new.parent) == 0o700
    loose = tmp_path / "loose.db"
    loose.write_bytes(b"keep")
    loose.chmod(0o644)
    assert create_private_file(loose) is False
    assert mode(loose) == 0o644 and loose.read_bytes() == b"keep"


def test_open_private_tightens_but_never_widens(tmp_path: Path, umask: int) -> None:
    for start, expected in ((None, 0o600), (0o644, 0o600), (0o400, 0o400), (0o640, 0o600)):
        path = tmp_path / f"lock-{start}"
        if start is not None:
            path.write_text("")
            path.chmod(start)
        os.close(open_private(path, os.O_RDONLY))
        assert mode(path) == expected, (start, oct(mode(path)))


def test_atomic_private_write_modes(tmp_path: Path, umask: int) -> None:
    new = tmp_path / "new.md"
    atomic_write_text(new, "x", private=True)
    assert mode(new) == 0o600
    narrow = tmp_path / "narrow.md"
    narrow.write_text("old")
    narrow.chmod(0o400)
    atomic_write_text(narrow, "new", private=True)
    assert mode(narrow) == 0o400 and narrow.read_text() == "new"
    shared = tmp_path / "config.yaml"  # not private: keeps exactly the mode it had
    shared.write_text("a: 1\n")
    shared.chmod(0o644)
    atomic_write_text(shared, "a: 2\n")
    assert mode(shared) == 0o644


# -- state.db and its WAL -----------------------------------------------------------------


def test_state_db_wal_and_shm_are_private(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "fresh-home"
    db = SessionDB(home / "state.db")
    try:
        db.create_session("s1", "cli")
        db.append_message("s1", "user", "a private thought")
        assert db.journal_mode == "wal"
        names = {p.name for p in home.iterdir()}
        assert {"state.db", "state.db-wal", "state.db-shm"} <= names
        for name in ("state.db", "state.db-wal", "state.db-shm"):
            assert mode(home / name) == 0o600, name
        assert mode(home) == 0o700
    finally:
        db.close()


def test_an_existing_state_db_keeps_its_mode(tmp_path: Path, umask: int) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    path.chmod(0o640)
    db = SessionDB(path)
    try:
        db.create_session("s1", "cli")
        assert mode(path) == 0o640
        assert mode(tmp_path / "state.db-wal") == 0o640  # SQLite copies the file's mode
    finally:
        db.close()


def test_cli_import_creates_a_private_home(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "new" / "home"
    report = cli("sessions", "import", str(_jsonl(tmp_path / "in.jsonl")), "--home", str(home))
    assert report["success"] is True
    assert mode(home) == 0o700 and mode(home.parent) == 0o700
    for path in home.glob("state.db*"):
        assert mode(path) == 0o600, path.name


# -- curated memory -------------------------------------------------------------------------


def test_memory_files_locks_and_folder_are_private(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "home"
    cli("memory", "add", "User prefers tea", "--home", str(home))
    cli("memory", "add", "User is in Oslo", "--target", "user", "--home", str(home))
    memories = home / "memories"
    assert mode(home) == 0o700 and mode(memories) == 0o700
    for name in ("MEMORY.md", "USER.md", "MEMORY.md.lock", "USER.md.lock"):
        assert mode(memories / name) == 0o600, name


def test_an_existing_memory_file_is_never_widened(hermes_home: Path, umask: int) -> None:
    memories = hermes_home / "memories"
    memories.mkdir()
    path = memories / "MEMORY.md"
    path.write_text("first")
    path.chmod(0o400)  # the owner made it read-only on purpose (root still writes)
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    if os.geteuid() != 0:
        pytest.skip("only root can write a 0400 file; the rule is checked as root")
    store.add("memory", "second")
    assert mode(path) == 0o400
    path.chmod(0o644)
    store.add("memory", "third")
    assert mode(path) == 0o600  # tightened on rewrite, never left open


def test_drift_backups_are_private(hermes_home: Path, umask: int) -> None:
    memories = hermes_home / "memories"
    memories.mkdir()
    (memories / "MEMORY.md").write_text("  hand edited  \n\n§\n\n padded \n")
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    result = json.loads(memory_tool(action="remove", old_text="padded", store=store))
    assert result["success"] is False and ".bak." in result["error"]
    (backup,) = memories.glob("MEMORY.md.bak.*")
    assert mode(backup) == 0o600


def test_reset_backups_are_private(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "home"
    cli("memory", "add", "User prefers tea", "--home", str(home))
    (home / "memories" / "MEMORY.md").chmod(0o644)
    cli("memory", "reset", "--yes", "--home", str(home))
    (folder,) = (home / "memories").glob("reset-backup-*")
    assert mode(folder) == 0o700
    assert mode(folder / "MEMORY.md") == 0o600
    assert (folder / "MEMORY.md").read_text() == "User prefers tea"


def test_pending_writes_are_private(hermes_home: Path, umask: int) -> None:
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    result = json.loads(
        memory_tool(action="add", content="User likes tea", store=store, write_approval=True)
    )
    assert result["staged"] is True
    pending = hermes_home / "pending"
    assert mode(pending) == 0o700 and mode(pending / "memory") == 0o700
    (record,) = (pending / "memory").glob("*.json")
    assert mode(record) == 0o600
    listed = cli("memory", "pending", "--home", str(hermes_home))
    assert [p["id"] for p in listed] == [result["pending_id"]]


# -- exports and the provider's fact store ------------------------------------------------


def test_exports_are_private_and_never_widened(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "home"
    cli("sessions", "import", str(_jsonl(tmp_path / "in.jsonl")), "--home", str(home))
    out = tmp_path / "exports" / "all.jsonl"
    report = cli("sessions", "export", "--all", "-o", str(out), "--home", str(home))
    assert report["messages"] == 2
    assert mode(out) == 0o600 and mode(out.parent) == 0o700
    markdown = tmp_path / "old.md"
    markdown.write_text("stale")
    markdown.chmod(0o644)
    cli("sessions", "export", "--all", "--format", "md", "-o", str(markdown), "--home", str(home))
    assert mode(markdown) == 0o600
    assert "green tea" in markdown.read_text()
    assert sorted(p.name for p in tmp_path.glob(".export_*")) == []


def test_fact_store_is_private(tmp_path: Path, umask: int) -> None:
    path = tmp_path / "facts" / "memory_store.db"
    store = FactStore(db_path=str(path))
    try:
        store.add_fact("User maintains the billing service")
        for sidecar in path.parent.glob("memory_store.db*"):
            assert mode(sidecar) == 0o600, sidecar.name
        assert mode(path.parent) == 0o700
    finally:
        store.close()


def test_env_file_is_private_and_never_widened(hermes_home: Path, umask: int) -> None:
    write_env_values({"ACME_API_KEY": "sk-1"}, hermes_home)
    env = hermes_home / ".env"
    assert mode(env) == 0o600
    env.chmod(0o400)
    write_env_values({"ACME_API_KEY": "sk-2"}, hermes_home)
    assert mode(env) == 0o400 and "sk-2" in env.read_text()


WAL_PROBE = """
import json, os, stat, sys
from hermes_memory.sessions.store import SessionDB
home = sys.argv[1]
db = SessionDB(os.path.join(home, "state.db"))
db.create_session("s1", "cli")
db.append_message("s1", "user", "written while the WAL is live")
print(json.dumps({n: stat.S_IMODE(os.stat(os.path.join(home, n)).st_mode)
                  for n in sorted(os.listdir(home))}))
db.close()
"""


def test_a_process_started_with_umask_000_creates_private_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    entry = "from hermes_memory.cli import main; main()"
    cli_cmd = [sys.executable, "-c", entry]  # this interpreter, these sources
    for args in (
        ["memory", "add", "User likes tea"],
        ["sessions", "import", str(_jsonl(tmp_path / "f.jsonl"))],
    ):
        done = subprocess.run(
            [*cli_cmd, "--home", str(home), *args], umask=0, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
    live = subprocess.run(
        [sys.executable, "-c", WAL_PROBE, str(home)], umask=0, capture_output=True, text=True
    )
    assert live.returncode == 0, live.stderr
    modes = json.loads(live.stdout)
    assert {"state.db", "state.db-wal", "state.db-shm"} <= set(modes)
    assert set(modes.values()) <= {0o600, 0o700}  # memories/ is a folder
    assert mode(home) == 0o700 and modes["memories"] == 0o700
    for path in (home / "memories").iterdir():
        assert mode(path) == 0o600, path.name
