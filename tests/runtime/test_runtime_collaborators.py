"""The runtime as a plain object: the edges its collaborators must keep exactly."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from recall_provider import RecallProvider

from fakes import ScriptedModel
from hermes_memory.errors import CompressionError, RuntimeStateError
from hermes_memory.runtime import MemoryRuntime, run_turn

RUNTIME_SRC = Path(__file__).resolve().parents[2] / "src" / "hermes_memory" / "runtime"


class MetadataProvider(RecallProvider):
    """Records the host metadata of every mirrored memory write."""

    def __init__(self) -> None:
        super().__init__()
        self.metadata: list[dict[str, Any]] = []

    def on_memory_write(
        self, action: str, target: str, content: str, metadata: dict[str, Any] | None = None
    ) -> None:
        super().on_memory_write(action, target, content, metadata)
        self.metadata.append(dict(metadata or {}))


def runtime(home: Path, **kwargs: Any) -> MemoryRuntime:
    kwargs.setdefault("load_provider", False)
    kwargs.setdefault("nudge_interval", 0)
    return MemoryRuntime(home, **kwargs)


def test_the_runtime_inherits_from_nothing() -> None:
    assert MemoryRuntime.__bases__ == (object,)
    for path in sorted(RUNTIME_SRC.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                assert not node.name.endswith(("Mixin", "Host")), f"{path.name}: {node.name}"


def test_a_mirrored_write_names_the_current_session_platform_and_call(
    hermes_home: Path,
) -> None:
    provider = MetadataProvider()
    rt = runtime(
        hermes_home,
        model=ScriptedModel(default="noted"),
        external_provider=provider,
        platform="telegram",
    )
    first = rt.start_session()
    run_turn(rt, "hello there")
    add = {"action": "add", "target": "memory", "content": "Prefers tea."}
    assert json.loads(rt.handle_tool_call("memory", add, tool_call_id="call_1"))["success"]
    second = rt.branch()
    add["content"] = "Lives in Lyon."
    assert json.loads(rt.handle_tool_call("memory", add, tool_call_id="call_2"))["success"]
    rt.manager.flush_pending(5)
    assert [(m["session_id"], m["platform"], m["tool_call_id"]) for m in provider.metadata] == [
        (first, "telegram", "call_1"),
        (second, "telegram", "call_2"),  # the branch is the session writing now
    ]
    rt.end_session()


def test_compress_refuses_in_the_same_order(hermes_home: Path) -> None:
    without_model = runtime(hermes_home)
    without_model.start_session()
    without_model.before_turn("hello")
    # no model outranks "during a turn": the caller learns compression cannot run at all
    with pytest.raises(CompressionError, match="needs a model"):
        without_model.compress()
    assert without_model.maybe_compress(10**9) is None
    without_model.after_turn("hi")
    without_model.end_session()

    rt = runtime(hermes_home, model=ScriptedModel(default="noted"))
    sid = rt.start_session()
    run_turn(rt, "the zebra launch is on friday")
    rt.before_turn("and the owner?")
    with pytest.raises(RuntimeStateError, match="between turns"):
        rt.compress(force=True)
    assert rt.maybe_compress(10**9) is None  # never during a turn
    with pytest.raises(RuntimeStateError, match="between turns"):
        rt.branch()
    assert rt.session_id == sid and rt.last_compression is None
    rt.after_turn("kim")
    rt.end_session()
    with pytest.raises(RuntimeStateError, match="has ended"):
        rt.compress()


def test_an_interrupted_or_empty_turn_is_handed_to_nobody(hermes_home: Path) -> None:
    provider = RecallProvider()
    rt = runtime(hermes_home, external_provider=provider)
    rt.start_session()
    rt.before_turn("tell me about the zebra launch")
    record = rt.after_turn("partial answer", interrupted=True)
    assert record.interrupted and not record.synced and not record.review_started
    rt.before_turn("and the owner?")
    assert not rt.after_turn("").synced  # nothing to sync without a reply
    rt.before_turn("and the budget?")
    assert rt.after_turn("ten yaks").synced
    rt.manager.flush_pending(5)
    assert [s[1] for s in provider.synced] == ["ten yaks"]
    assert len(rt.history) == 5  # every turn is stored, synced or not
    rt.end_session()
