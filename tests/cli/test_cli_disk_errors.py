"""A read-only home and a full disk: reads keep working, every write is one line and exit 1.

Real faults (``tests/mounts.py``): a read-only bind mount, a small tmpfs filled up. Each
refused command must print exactly one ``Error:`` line (a JSON error under ``--json``),
exit 1, never show a traceback, and leave every file as it was.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from mounts import fill, read_only_view, small_disk, tree_digest


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def ok_json(*args: str) -> Any:
    result = invoke(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def refused(*args: str) -> str:
    """Run a command that must be refused; returns its one error line."""
    result = invoke(*args)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


def refused_json(*args: str) -> dict[str, Any]:
    result = invoke(*args, "--json")
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    payload: dict[str, Any] = json.loads(result.stdout)
    assert payload["success"] is False and payload["error"]
    return payload


def write_jsonl(path: Path, sessions: int, *, words: int = 3) -> Path:
    lines = []
    for n in range(sessions):
        lines.append({"type": "session", "id": f"s{n}", "title": f"talk {n}"})
        lines.append({"role": "user", "content": f"green tea question {n} " + "tea " * words})
        lines.append({"role": "assistant", "content": f"answer {n} " + "leaf " * words})
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


def populate(home: Path, tmp_path: Path) -> None:
    ok_json("memory", "add", "User prefers green tea", "--home", str(home))
    ok_json("sessions", "import", str(write_jsonl(tmp_path / "seed.jsonl", 1)), "--home", str(home))
    (home / "config.yaml").write_text("memory:\n  memory_enabled: true\n", encoding="utf-8")


def says_unwritable(text: str) -> bool:
    """Root meets the read-only mount; an ordinary user meets the missing permission."""
    return "read-only" in text.lower() or "permission denied" in text.lower()


# -- a read-only home ---------------------------------------------------------------------------


@pytest.fixture
def read_only_home(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    """(the read-only view, the folder behind it) of a home with memory and one session."""
    source = tmp_path / "home"
    populate(source, tmp_path)
    with read_only_view(source, tmp_path / "ro") as view:
        yield view, source


def test_reads_work_on_a_read_only_home(read_only_home: tuple[Path, Path]) -> None:
    home, source = read_only_home
    before = tree_digest(source)
    assert ok_json("sessions", "list", "--home", str(home))["count"] == 1
    hits = ok_json("sessions", "search", "green tea", "--home", str(home))["hits"]
    assert hits and hits[0]["session_id"] == "s0"
    assert ok_json("sessions", "stats", "--home", str(home))["messages"] == 2
    assert ok_json("sessions", "show", "s0", "--home", str(home))["total_messages"] == 2
    shown = ok_json("memory", "show", "--home", str(home))
    assert "User prefers green tea" in json.dumps(shown)
    exported = invoke("sessions", "export", "--all", "--home", str(home))
    assert exported.exit_code == 0 and "green tea" in exported.stdout
    assert tree_digest(source) == before


WRITES = [
    ["sessions", "import", "{jsonl}"],
    ["sessions", "optimize"],
    ["sessions", "export", "--all", "-o", "{home}/export.jsonl"],
    ["providers", "off"],
    ["providers", "setup", "holographic", "--yes", "--skip-dependencies"],
    ["memory", "add", "A new fact"],
    ["memory", "reset", "--yes"],
]


@pytest.mark.parametrize("command", WRITES, ids=lambda c: " ".join(c[:2]))
def test_writes_on_a_read_only_home_are_one_line_and_change_nothing(
    read_only_home: tuple[Path, Path], tmp_path: Path, command: list[str]
) -> None:
    home, source = read_only_home
    jsonl = write_jsonl(tmp_path / "more.jsonl", 2)
    args = [part.format(home=home, jsonl=jsonl) for part in command]
    before = tree_digest(source)
    assert says_unwritable(refused(*args, "--home", str(home)))
    payload = refused_json(*args, "--home", str(home))
    assert says_unwritable(payload["error"])
    assert tree_digest(source) == before


def test_the_json_error_names_the_fault(read_only_home: tuple[Path, Path]) -> None:
    home, _ = read_only_home
    payload = refused_json("providers", "off", "--home", str(home))
    assert payload["fault"] in ("read_only", "permission_denied")
    assert ".config_" not in payload["error"]  # the temp file is named by its folder


# -- a full disk --------------------------------------------------------------------------------


def _counts(db: Path) -> tuple[int, int, str]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        sessions = conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
        messages = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        check = conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()
    return sessions, messages, check


EMPTY = hashlib.sha256(b"").hexdigest()


def _temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob(".*.tmp"))


def test_an_import_that_fills_the_disk_rolls_back(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        home = disk / "home"
        populate(home, tmp_path)
        big = write_jsonl(tmp_path / "big.jsonl", 400, words=150)
        filler = fill(disk, leave_kb=64)
        line = refused("sessions", "import", str(big), "--home", str(home))
        assert "disk is full" in line and "free some space" in line
        payload = refused_json("sessions", "import", str(big), "--home", str(home))
        assert payload["fault"] == "disk_full"
        filler.unlink()
        assert _counts(home / "state.db") == (1, 2, "ok")  # nothing of the import is kept
        assert ok_json("sessions", "stats", "--home", str(home))["sessions"] == 1


def test_file_writes_on_a_full_disk_keep_the_old_files(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        home = disk / "home"
        populate(home, tmp_path)
        out = home / "export.jsonl"
        out.write_text("an earlier export\n", encoding="utf-8")
        fill(disk)
        before = tree_digest(home)
        line = refused("sessions", "export", "--all", "-o", str(out), "--home", str(home))
        assert "No space left on device" in line
        assert refused_json("providers", "off", "--home", str(home))["fault"] == "disk_full"
        refused("providers", "setup", "holographic", "--yes", "--skip-dependencies",
                "--home", str(home))  # fmt: skip
        added = refused_json("memory", "add", "Another fact", "--home", str(home))
        assert "No space left on device" in added["error"]
        after = tree_digest(home)
        # SQLite may leave its empty WAL and index files from the failed open; no data.
        assert after.pop("state.db-wal", EMPTY) == EMPTY
        after.pop("state.db-shm", None)
        assert after == before
        assert _temp_files(home) == []


KEYED_PROVIDER = """
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class KeyedProvider(MemoryProvider):
    name = "keyed"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def get_config_schema(self) -> list[dict[str, Any]]:
        return [
            {"key": "api_key", "secret": True, "env_var": "KEYED_API_KEY", "required": True},
            {"key": "region", "default": "eu"},
        ]


def register(ctx):
    ctx.register_memory_provider(KeyedProvider())
"""


def test_a_setup_that_runs_out_of_disk_half_way_is_rolled_back(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        home = disk / "home"
        plugin = home / "plugins" / "keyed"
        plugin.mkdir(parents=True)
        (plugin / "__init__.py").write_text(KEYED_PROVIDER, encoding="utf-8")
        config = home / "config.yaml"
        config.write_text("memory:\n  memory_char_limit: 3000\n", encoding="utf-8")
        spacer = disk / "spacer"
        spacer.write_bytes(b"\0" * 4096)
        fill(disk)
        spacer.unlink()  # exactly one page free: config.yaml fits, .env then does not
        before = tree_digest(home)
        line = refused("providers", "setup", "keyed", "--yes", "--skip-dependencies",
                       "--secret", "KEYED_API_KEY=sk-123", "--home", str(home))  # fmt: skip
        assert "No space left on device" in line
        assert tree_digest(home) == before  # config.yaml as it was, no .env
        assert sorted(p.name for p in home.iterdir()) == ["config.yaml", "plugins"]
