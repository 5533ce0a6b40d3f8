"""Staged memory writes reviewed from the command line: pending, approve, reject."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.curated.store import MemoryStore
from hermes_memory.tools.memory import memory_tool


def _run(*args: str) -> tuple[int, object]:
    result = CliRunner().invoke(main, [*args, "--json"])
    return result.exit_code, json.loads(result.output) if result.output.strip() else None


def _stage(store: MemoryStore, **kwargs: object) -> str:
    result = json.loads(memory_tool(store=store, write_approval=True, **kwargs))  # type: ignore[arg-type]
    assert result["staged"] is True
    return str(result["pending_id"])


def test_pending_lists_then_approve_applies_and_removes_the_record(hermes_home: Path) -> None:
    store = MemoryStore.from_config(hermes_home)
    first = _stage(store, action="add", target="user", content="User is called Ada")
    second = _stage(store, action="add", target="memory", content="Repo uses uv")
    assert not (hermes_home / "memories" / "USER.md").exists()

    code, listed = _run("memory", "pending")
    assert code == 0
    assert [r["id"] for r in listed] == [first, second]  # type: ignore[union-attr]
    assert listed[0]["summary"] == "add to user profile: User is called Ada"  # type: ignore[index]

    code, results = _run("memory", "approve", first)
    assert code == 0
    assert results[0]["success"] is True  # type: ignore[index]
    assert (hermes_home / "memories" / "USER.md").read_text(encoding="utf-8") == (
        "User is called Ada"
    )
    code, listed = _run("memory", "pending")
    assert [r["id"] for r in listed] == [second]  # type: ignore[union-attr]


def test_a_refused_replay_stays_pending(hermes_home: Path) -> None:
    store = MemoryStore.from_config(hermes_home)
    memory_tool("add", "memory", "Deploys go through staging first", store=store)
    staged = _stage(
        store, action="replace", target="memory", old_text="staging", content="Deploys skip staging"
    )
    # the entry the staged replace was pinned to changes before anyone approves it
    memory_tool("replace", "memory", "Deploys need a green CI run", old_text="staging", store=store)

    code, results = _run("memory", "approve", staged)
    assert code == 1
    assert results[0]["success"] is False  # type: ignore[index]
    assert "staged" in results[0]["error"]  # type: ignore[index]
    code, listed = _run("memory", "pending")
    assert [r["id"] for r in listed] == [staged]  # type: ignore[union-attr]
    assert "green CI" in (hermes_home / "memories" / "MEMORY.md").read_text(encoding="utf-8")


def test_background_review_proposal_can_be_rejected(hermes_home: Path) -> None:
    store = MemoryStore.from_config(hermes_home)
    memory_tool("add", "user", "User prefers tabs", store=store)
    result = json.loads(
        memory_tool(
            "remove", "user", old_text="tabs", store=store, write_origin="background_review"
        )
    )
    assert result["proposal_staged"] is True
    code, rejected = _run("memory", "reject", "all")
    assert code == 0
    assert [r["id"] for r in rejected] == [result["pending_id"]]  # type: ignore[union-attr]
    assert _run("memory", "pending") == (0, [])
    assert (hermes_home / "memories" / "USER.md").read_text(encoding="utf-8") == (
        "User prefers tabs"
    )


def test_unknown_or_malformed_id_is_refused(hermes_home: Path) -> None:
    for bad in ("deadbeef", "../../etc/passwd"):
        code, payload = _run("memory", "approve", bad)
        assert code == 1
        assert "No pending memory write" in payload["error"]  # type: ignore[index]
    result = CliRunner().invoke(main, ["memory", "pending"])
    assert result.exit_code == 0
    assert "No pending memory writes." in result.output
