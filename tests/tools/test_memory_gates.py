"""Write approval, the background-review delete gate, staged records and their replay."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.curated.store import MemoryStore
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.tools.memory import WriteRequest, apply_memory_pending, memory_tool


def call(store: MemoryStore, **kwargs: Any) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(memory_tool(store=store, **kwargs))
    return result


def pending(home: Path) -> list[dict[str, Any]]:
    folder = home / "pending" / "memory"
    if not folder.exists():
        return []
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))]


@pytest.fixture
def store(hermes_home: Path) -> MemoryStore:
    s = MemoryStore(home=hermes_home)
    s.load_from_disk()
    return s


def test_approval_on_without_a_channel_stages(store: MemoryStore, hermes_home: Path) -> None:
    result = call(store, action="add", content="User likes tea", write_approval=True)
    assert result["success"] is True and result["staged"] is True
    assert set(result) == {"success", "staged", "pending_id", "message"}
    assert "memory.write_approval" in result["message"] and "/memory pending" in result["message"]
    assert len(result["pending_id"]) == 8 and int(result["pending_id"], 16) >= 0
    assert store.memory_entries == []
    assert not (hermes_home / "memories" / "MEMORY.md").exists()
    (record,) = pending(hermes_home)
    assert record["id"] == result["pending_id"] and record["subsystem"] == "memory"
    assert record["action"] == "add" and record["origin"] == "foreground"
    assert record["summary"] == "add to memory: User likes tea"
    assert isinstance(record["created_at"], float)
    path = hermes_home / "pending" / "memory" / f"{record['id']}.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    replay = json.loads(apply_memory_pending(record["payload"], store))
    assert replay["success"] and replay["message"] == "Entry added."
    assert store.memory_entries == ["User likes tea"]


def test_approval_is_read_from_config(store: MemoryStore, hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory:\n  write_approval: true\n")
    assert call(store, action="add", content="x")["staged"] is True
    (hermes_home / "config.yaml").write_text("memory:\n  write_approval: false\n")
    assert call(store, action="add", content="x")["message"] == "Entry added."


def test_invalid_writes_are_never_staged(store: MemoryStore, hermes_home: Path) -> None:
    call(store, action="add", content="alpha", write_approval=False)
    assert (
        "No entry matched"
        in call(store, action="remove", old_text="zzz", write_approval=True)["error"]
    )
    assert call(store, action="add", content="cat ~/.env", write_approval=True)["error"].startswith(
        "Blocked:"
    )
    assert "current_entries" in call(store, action="remove", write_approval=True)
    assert pending(hermes_home) == []


@pytest.mark.parametrize(("answer", "applied"), [("once", True), (True, True), ("session", True)])
def test_foreground_approval_channel_approves(
    store: MemoryStore, answer: object, applied: bool
) -> None:
    seen: list[WriteRequest] = []

    def channel(request: WriteRequest) -> object:
        seen.append(request)
        return answer

    result = call(
        store, action="add", content="fact", write_approval=True, approval_callback=channel
    )
    assert result["message"] == "Entry added."
    assert seen[0].summary == "add to memory: fact"


def test_session_approval_is_remembered(store: MemoryStore) -> None:
    calls: list[str] = []

    def channel(request: WriteRequest) -> str:
        calls.append(request.action)
        return "session"

    call(store, action="add", content="one", write_approval=True, approval_callback=channel)
    call(store, action="add", content="two", write_approval=True, approval_callback=channel)
    assert calls == ["add"] and store.memory_entries == ["one", "two"]


@pytest.mark.parametrize("answer", ["deny", False])
def test_denied_write(store: MemoryStore, hermes_home: Path, answer: object) -> None:
    result = call(
        store, action="add", content="x", write_approval=True, approval_callback=lambda r: answer
    )
    assert result == {
        "success": False,
        "error": "The user denied this memory write; nothing was saved.",
    }
    assert store.memory_entries == [] and pending(hermes_home) == []


def test_an_unknown_answer_stages(store: MemoryStore, hermes_home: Path) -> None:
    assert call(
        store, action="add", content="b", write_approval=True, approval_callback=lambda r: "maybe"
    )["staged"]
    assert len(pending(hermes_home)) == 1


def _broken(request: WriteRequest) -> str:
    raise RuntimeError("no terminal")


@pytest.mark.parametrize(
    "arguments",
    [
        {"action": "add", "content": "User likes tea"},
        {"action": "replace", "old_text": "seed", "content": "seed entry, edited"},
        {"action": "remove", "old_text": "seed"},
        {
            "operations": [
                {"action": "add", "content": "one"},
                {"action": "remove", "old_text": "seed"},
            ]
        },
    ],
)
def test_a_failing_approval_callback_refuses_the_write(
    store: MemoryStore,
    hermes_home: Path,
    arguments: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
) -> None:
    call(store, action="add", content="seed entry", write_approval=False)
    before = (hermes_home / "memories" / "MEMORY.md").read_bytes()
    result = call(store, write_approval=True, approval_callback=_broken, **arguments)
    assert result["success"] is False
    assert "staged" not in result
    assert "approval prompt for this memory write failed" in result["error"]
    assert "RuntimeError: no terminal" in result["error"]
    assert "nothing was saved or staged" in result["error"]
    assert pending(hermes_home) == []  # not queued either: the user never decided
    assert (hermes_home / "memories" / "MEMORY.md").read_bytes() == before
    assert store.entries("memory") == ["seed entry"]
    assert any(r.levelname == "WARNING" and "no terminal" in r.getMessage() for r in caplog.records)


def test_a_failing_approval_callback_refuses_through_the_provider_manager(
    store: MemoryStore, hermes_home: Path
) -> None:
    manager = MemoryManager()
    manager.add_provider(BuiltinMemoryProvider(store))
    raw = manager.handle_tool_call(
        "memory",
        {"action": "add", "content": "User likes tea"},
        write_approval=True,
        approval_callback=_broken,
    )
    result = json.loads(raw)
    assert result["success"] is False and "write was refused" in result["error"]
    assert pending(hermes_home) == []
    assert not (hermes_home / "memories" / "MEMORY.md").exists()


def test_background_origin_stages_even_with_a_channel(store: MemoryStore) -> None:
    result = call(
        store,
        action="add",
        content="x",
        write_approval=True,
        write_origin="background_review",
        approval_callback=lambda r: "once",
    )
    assert result["staged"] is True and "proposal_staged" not in result


def test_replace_summary_and_pinned_replay(store: MemoryStore, hermes_home: Path) -> None:
    call(store, action="add", content="alpha one", write_approval=False)
    call(store, action="replace", old_text="alpha", content="alpha 1", write_approval=True)
    (record,) = pending(hermes_home)
    assert record["summary"] == "replace in memory: old: alpha\nnew: alpha 1"
    assert record["payload"]["matched_entry"] == "alpha one"
    # the reviewed entry changes before approval: replay refuses instead of hitting another
    call(store, action="replace", old_text="alpha one", content="alpha uno", write_approval=False)
    replay = json.loads(apply_memory_pending(record["payload"], store))
    assert replay["success"] is False and "staged" in replay["error"]
    assert store.memory_entries == ["alpha uno"]


# -- the background-review delete gate -------------------------------------------------------


def test_unattended_review_may_add(store: MemoryStore) -> None:
    result = call(
        store, action="add", content="x", write_origin="background_review", write_approval=False
    )
    assert result["message"] == "Entry added."


def test_unattended_review_remove_is_staged_as_a_proposal(
    store: MemoryStore, hermes_home: Path
) -> None:
    call(store, action="add", content="alpha one", write_approval=False)
    result = call(
        store,
        action="remove",
        old_text="alpha",
        write_origin="background_review",
        write_approval=False,
    )
    assert result["success"] and result["staged"] and result["proposal_staged"] is True
    assert "/memory pending" in result["message"]
    assert store.memory_entries == ["alpha one"]
    (record,) = pending(hermes_home)
    assert record["origin"] == "background_review"
    assert record["payload"]["matched_entry"] == "alpha one"
    assert (
        json.loads(apply_memory_pending(record["payload"], store))["removed_entry"] == "alpha one"
    )


def test_a_batch_with_any_delete_is_staged_whole(store: MemoryStore, hermes_home: Path) -> None:
    call(store, action="add", content="alpha", write_approval=False)
    ops = [
        {"action": "add", "content": "beta"},
        {"action": "replace", "old_text": "alpha", "content": "alpha 2"},
    ]
    result = call(store, operations=ops, write_origin="background_review", write_approval=False)
    assert result["proposal_staged"] is True
    assert store.memory_entries == ["alpha"]
    (record,) = pending(hermes_home)
    assert record["summary"] == "apply 2 op(s) to memory: - add: beta\n- replace: alpha -> alpha 2"
    assert record["payload"]["operations"][1]["matched_entry"] == "alpha"
    assert "matched_entry" not in record["payload"]["operations"][0]
    replay = json.loads(apply_memory_pending(record["payload"], store))
    assert replay["replaced_entries"] == {"2": "alpha"}


def test_attended_review_and_foreground_are_not_gated(store: MemoryStore) -> None:
    call(store, action="add", content="alpha", write_approval=False)
    call(store, action="add", content="beta", write_approval=False)
    attended = call(
        store,
        action="remove",
        old_text="alpha",
        write_origin="background_review",
        attended=True,
        write_approval=False,
    )
    assert attended["message"] == "Entry removed."
    assert call(store, action="remove", old_text="beta", write_approval=False)["success"]


def test_staging_failure_is_a_plain_error(store: MemoryStore, hermes_home: Path) -> None:
    call(store, action="add", content="alpha", write_approval=False)
    (hermes_home / "pending").write_text("a file where the folder should be")
    result = call(
        store,
        action="remove",
        old_text="alpha",
        write_origin="background_review",
        write_approval=False,
    )
    assert result["success"] is False and "Adding new entries is still allowed" in result["error"]
    assert store.memory_entries == ["alpha"]


# -- replay ---------------------------------------------------------------------------------------


def test_apply_memory_pending_validates(hermes_home: Path) -> None:
    s = MemoryStore(home=hermes_home, user_profile_enabled=False)
    assert json.loads(apply_memory_pending({"action": "add", "target": "notes"}, s))[
        "error"
    ].startswith("Invalid memory target 'notes'")
    assert (
        "disabled"
        in json.loads(apply_memory_pending({"action": "add", "target": "user"}, s))["error"]
    )
    assert json.loads(apply_memory_pending({"action": "merge", "target": "memory"}, s)) == {
        "success": False,
        "error": "Unknown staged action 'merge'.",
    }
    empty = json.loads(apply_memory_pending({"action": "add", "target": "memory"}, s))
    assert empty == {"success": False, "error": "Content cannot be empty."}
