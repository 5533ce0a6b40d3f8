"""Lifecycle fan-outs and the memory-write mirror (spec §3.11–§3.13)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from providers_testkit import Builtin, Recorder

from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.mirror import build_write_metadata, mirrored_writes


class KeywordWriter(Recorder):
    """Hermes's current shape: metadata as a keyword."""


class PositionalWriter(Recorder):
    def on_memory_write(self, action, target, content, meta):  # type: ignore[no-untyped-def, override]
        self._rec("on_memory_write", action, target, content, meta)


class LegacyWriter(Recorder):
    def on_memory_write(self, action, target, content):  # type: ignore[no-untyped-def, override]
        self._rec("on_memory_write", action, target, content)


class StarArgsLegacyWriter(Recorder):
    def on_memory_write(self, action, target, content, *rest):  # type: ignore[no-untyped-def, override]
        self._rec("on_memory_write", action, target, content, *rest)


class KwargsWriter(Recorder):
    def on_memory_write(self, action, target, content, **kw):  # type: ignore[no-untyped-def, override]
        self._rec("on_memory_write", action, target, content, **kw)


class RaisingWriter(Recorder):
    def on_memory_write(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError("write boom")


def many(*providers: Recorder) -> MemoryManager:
    """A manager holding several externals at once, to compare call shapes side by side."""
    manager = MemoryManager()
    manager.add_provider(Builtin())
    manager._providers.extend(providers)
    return manager


def test_three_on_memory_write_shapes() -> None:
    kw, pos, legacy, star, kwargs = (
        KeywordWriter("kw"),
        PositionalWriter("pos"),
        LegacyWriter("legacy"),
        StarArgsLegacyWriter("star"),
        KwargsWriter("kwargs"),
    )
    manager = many(RaisingWriter("broken"), kw, pos, legacy, star, kwargs)
    meta = {"write_origin": "assistant_tool", "session_id": "s1"}
    manager.on_memory_write("add", "user", "likes tea", meta)
    assert kw.hooks("on_memory_write") == [(("add", "user", "likes tea"), {"metadata": meta})]
    assert pos.hooks("on_memory_write") == [(("add", "user", "likes tea", meta), {})]
    assert legacy.hooks("on_memory_write") == [(("add", "user", "likes tea"), {})]
    assert star.hooks("on_memory_write") == [(("add", "user", "likes tea"), {})]
    assert kwargs.hooks("on_memory_write") == [(("add", "user", "likes tea"), {"metadata": meta})]
    # each provider gets its own copy
    kw_meta = kw.hooks("on_memory_write")[0][1]["metadata"]
    pos_meta = pos.hooks("on_memory_write")[0][0][3]
    assert kw_meta is not pos_meta and kw_meta is not meta
    manager.on_memory_write("remove", "memory", "x")
    assert kw.hooks("on_memory_write")[-1][1] == {"metadata": {}}


def test_builtin_is_never_notified_of_its_own_write() -> None:
    builtin = Builtin()
    manager = MemoryManager()
    manager.add_provider(builtin)
    manager.on_memory_write("add", "memory", "x")
    assert not builtin.hooks("on_memory_write")


def test_notify_single_writes_with_metadata() -> None:
    ext = KeywordWriter("ext")
    manager = many(ext)

    def meta() -> dict[str, Any]:
        return build_write_metadata(session_id="s9", tool_call_id="call_1", platform="telegram")

    result = json.dumps({"success": True, "replaced_entry": "User likes green tea"})
    args = {"action": "replace", "target": "user", "old_text": "green", "new_text": "likes mint"}
    assert manager.notify_memory_tool_write(result, args, build_metadata=meta) == 1
    ((action, target, content), kwargs) = ext.hooks("on_memory_write")[0]
    assert (action, target, content) == ("replace", "user", "likes mint")
    assert kwargs["metadata"] == {
        "write_origin": "assistant_tool",
        "execution_context": "foreground",
        "session_id": "s9",
        "platform": "telegram",
        "tool_name": "memory",
        "tool_call_id": "call_1",
        "old_text": "green",
        "previous_content": "User likes green tea",
    }


def test_notify_takes_previous_content_from_the_result_never_the_argument() -> None:
    ext = KeywordWriter("ext")
    manager = many(ext)
    manager.notify_memory_tool_write(
        {"success": True, "removed_entry": "Project uses Postgres 15"},
        {"action": "remove", "old_text": "Postgres"},
        build_metadata=lambda: {"previous_content": "stale from builder"},
    )
    ((_, target, content), kwargs) = ext.hooks("on_memory_write")[0]
    assert target == "memory" and content == ""
    assert kwargs["metadata"] == {
        "old_text": "Postgres",
        "previous_content": "Project uses Postgres 15",
    }


def test_notify_batch_maps_previous_content_by_one_based_index() -> None:
    ext, legacy = KeywordWriter("ext"), LegacyWriter("legacy")
    manager = many(ext, legacy)
    args = {
        "target": "memory",
        "operations": [
            {"action": "add", "content": "new fact"},
            {"action": "replace", "old_text": "old", "content": "newer"},
            {"action": "noop"},
            {"action": "remove", "old_text": "gone"},
            "garbage",
        ],
    }
    result = {
        "success": True,
        "replaced_entries": {"2": "old entry text"},
        "removed_entries": {4: "gone entry text"},
    }
    assert manager.notify_memory_tool_write(json.dumps(result), args) == 3
    assert [c[0] for c in ext.hooks("on_memory_write")] == [
        ("add", "memory", "new fact"),
        ("replace", "memory", "newer"),
        ("remove", "memory", ""),
    ]
    metas = [c[1]["metadata"] for c in ext.hooks("on_memory_write")]
    assert metas[0] == {}
    assert metas[1] == {"old_text": "old", "previous_content": "old entry text"}
    # int keys survive a real dict; through JSON they became "4"
    assert metas[2] == {"old_text": "gone", "previous_content": "gone entry text"}
    assert [c[0] for c in legacy.hooks("on_memory_write")] == [
        ("add", "memory", "new fact"),
        ("replace", "memory", "newer"),
        ("remove", "memory", ""),
    ]
    writes = mirrored_writes(result, args)
    assert writes[2].metadata["previous_content"] == "gone entry text"


@pytest.mark.parametrize(
    "result",
    [
        {"success": False, "error": "no match"},
        {"success": True, "staged": True, "pending_id": "ab12cd34"},
        {"ok": True},
        "not json",
        json.dumps(["success", True]),
        {"success": "true"},
    ],
)
def test_notify_mirrors_only_committed_writes(result: Any) -> None:
    ext = KeywordWriter("ext")
    manager = many(ext)
    payload = result if isinstance(result, str) else json.dumps(result)
    assert manager.notify_memory_tool_write(payload, {"action": "add", "content": "x"}) == 0
    assert not ext.hooks("on_memory_write")


def test_mirrored_content_is_redacted() -> None:
    ext = KeywordWriter("ext")
    manager = many(ext)
    manager.notify_memory_tool_write(
        {"success": True}, {"action": "add", "content": "deploy key AKIAABCDEFGHIJKLMNOP"}
    )
    assert ext.hooks("on_memory_write")[0][0][2] == "deploy key [redacted]"


def test_on_turn_start_filters_kwargs_per_signature() -> None:
    class Narrow(Recorder):
        def on_turn_start(self, turn_number: int, message: str) -> None:  # type: ignore[override]
            self._rec("on_turn_start", turn_number, message)

    class Some(Recorder):
        def on_turn_start(self, turn_number: int, message: str, *, model: str = "") -> None:  # type: ignore[override]
            self._rec("on_turn_start", turn_number, message, model=model)

    narrow, some, wide = Narrow("narrow"), Some("some"), Recorder("wide")
    manager = many(narrow, some, wide)
    manager.on_turn_start(3, "hello", model="m1", platform="cli", author_id="u1")
    assert narrow.hooks("on_turn_start") == [((3, "hello"), {})]
    assert some.hooks("on_turn_start") == [((3, "hello"), {"model": "m1"})]
    assert wide.hooks("on_turn_start") == [
        ((3, "hello"), {"model": "m1", "platform": "cli", "author_id": "u1"})
    ]


def test_on_session_end_none_means_empty_and_failures_isolated() -> None:
    class Broken(Recorder):
        def on_session_end(self, messages: list[dict[str, Any]]) -> None:
            raise RuntimeError("end boom")

    ext = Recorder("ext")
    manager = many(Broken("broken"), ext)
    manager.on_session_end(None)
    assert ext.hooks("on_session_end") == [(([],), {})]


def test_on_session_switch_forwarding_and_bool_result() -> None:
    class Legacy(Recorder):
        def on_session_switch(  # type: ignore[override]
            self, new_session_id: str, *, parent_session_id: str = "", reset: bool = False
        ) -> None:
            self._rec(
                "on_session_switch",
                new_session_id,
                parent_session_id=parent_session_id,
                reset=reset,
            )

    class KwargsOnly(Recorder):
        def on_session_switch(self, new_session_id: str, **kwargs: Any) -> None:  # type: ignore[override]
            self._rec("on_session_switch", new_session_id, **kwargs)

    legacy, kw = Legacy("legacy"), KwargsOnly("kw")
    manager = many(legacy, kw)
    assert manager.on_session_switch("") is True
    assert not kw.calls
    assert manager.on_session_switch("s2", parent_session_id="s1", reason="resume") is True
    assert kw.hooks("on_session_switch") == [
        (("s2",), {"parent_session_id": "s1", "reset": False, "reason": "resume"})
    ]
    assert legacy.hooks("on_session_switch") == [
        (("s2",), {"parent_session_id": "s1", "reset": False})
    ]
    manager.on_session_switch("s2", rewound=True)
    assert kw.hooks("on_session_switch")[-1] == (
        ("s2",),
        {"parent_session_id": "", "reset": False, "rewound": True},
    )


def test_failed_session_switch_is_retried_only_for_failed_providers() -> None:
    class Flaky(Recorder):
        fail = True

        def on_session_switch(self, new_session_id: str, **kwargs: Any) -> Any:  # type: ignore[override]
            self._rec("on_session_switch", new_session_id, **kwargs)
            if self.fail:
                raise ConnectionError("offline")
            return None

    class SaysNo(Recorder):
        def on_session_switch(self, new_session_id: str, **kwargs: Any) -> bool:  # type: ignore[override]
            self._rec("on_session_switch", new_session_id, **kwargs)
            return False

    flaky, good = Flaky("flaky"), Recorder("good")
    manager = many(flaky, good)
    assert manager.on_session_switch("s2", parent_session_id="s1", reset=True, reason="x") is False
    flaky.fail = False
    assert manager.retry_pending_session_switch() is True
    assert len(good.hooks("on_session_switch")) == 1
    assert flaky.hooks("on_session_switch")[-1] == (
        ("s2",),
        {"parent_session_id": "s1", "reset": True, "reason": "x"},
    )
    assert manager.retry_pending_session_switch() is True
    no = SaysNo("no")
    assert many(no).on_session_switch("s3") is False


def test_on_pre_compress_core_contract() -> None:
    class Blank(Recorder):
        def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
            return "   "

    class Broken(Recorder):
        def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
            raise RuntimeError("compress boom")

    manager = many(Blank("blank"), Broken("broken"), Recorder("a"), Recorder("b"))
    msgs = [{"role": "user", "content": "x"}]
    assert manager.on_pre_compress(msgs) == "builtin saw 1\n\na saw 1\n\nb saw 1"


class Checkpoint(Recorder):
    pre_compress_checkpoint_api_version = 2

    def on_pre_compress(  # type: ignore[override]
        self, messages: list[dict[str, Any]], *, require_checkpoint: bool = False
    ) -> str:
        self._rec("on_pre_compress", messages, require_checkpoint=require_checkpoint)
        return "checkpoint written"


class BareCheckpoint(Recorder):
    pre_compress_checkpoint_api_version = "2"  # type: ignore[assignment]


class FailingCheckpoint(Recorder):
    pre_compress_checkpoint_api_version = 2

    def on_pre_compress(self, messages: list[dict[str, Any]]) -> str:
        raise OSError("disk full")


def test_checkpoint_providers_get_evidence_and_the_flag_they_accept() -> None:
    cp, bare, plain = Checkpoint("cp"), BareCheckpoint("bare"), Recorder("plain")
    manager = many(cp, bare, plain)
    assert manager.supports_pre_compress_checkpoint()
    assert not manager.supports_pre_compress_checkpoint(3)
    msgs = [{"role": "user", "content": "m"}]
    evidence = [{"role": "user", "content": "e1"}, {"role": "user", "content": "e2"}]
    out = manager.on_pre_compress(msgs, evidence_messages=evidence, require_checkpoint=True)
    assert cp.hooks("on_pre_compress") == [((evidence,), {"require_checkpoint": True})]
    assert bare.hooks("on_pre_compress") == [((evidence,), {})]
    assert plain.hooks("on_pre_compress") == [((msgs,), {})]
    assert out == "builtin saw 1\n\ncheckpoint written\n\nbare saw 2\n\nplain saw 1"


def test_required_checkpoint_failures() -> None:
    with pytest.raises(RuntimeError, match="checkpoint"):
        many(Recorder("plain")).on_pre_compress([], require_checkpoint=True)
    with pytest.raises(OSError, match="disk full"):
        many(FailingCheckpoint("f")).on_pre_compress([], require_checkpoint=True)
    # not required: the failure is only logged
    assert many(FailingCheckpoint("f")).on_pre_compress([]) == "builtin saw 0"


def test_on_delegation_fans_out_with_filtered_kwargs() -> None:
    class Narrow(Recorder):
        def on_delegation(self, task: str, result: str, *, child_session_id: str = "") -> None:  # type: ignore[override]
            self._rec("on_delegation", task, result, child_session_id=child_session_id)

    narrow, wide = Narrow("narrow"), Recorder("wide")
    manager = many(narrow, wide)
    manager.on_delegation("research x", "found y", child_session_id="c1", depth=2)
    assert narrow.hooks("on_delegation") == [
        (("research x", "found y"), {"child_session_id": "c1"})
    ]
    assert wide.hooks("on_delegation") == [
        (("research x", "found y"), {"child_session_id": "c1", "depth": 2})
    ]


def test_initialize_all_injects_home_and_isolates_failures(hermes_home: Any) -> None:
    class Broken(Recorder):
        def initialize(self, session_id: str, **kwargs: Any) -> None:
            raise RuntimeError("init boom")

    ext = Recorder("ext")
    manager = many(Broken("broken"), ext)
    manager.initialize_all("s1", platform="telegram", user_id="u1")
    assert ext.hooks("initialize") == [
        (
            (),
            {
                "session_id": "s1",
                "platform": "telegram",
                "user_id": "u1",
                "hermes_home": str(hermes_home),
            },
        )
    ]
    assert [p.name for p in manager.providers] == ["builtin", "broken", "ext"]
    manager.initialize_all("s2", hermes_home="/elsewhere")
    assert ext.hooks("initialize")[-1][1]["hermes_home"] == "/elsewhere"
    assert ext.hooks("initialize")[-1][1]["platform"] == "cli"


def test_initialize_for_inspection_defaults_to_initialize() -> None:
    ext = Recorder("ext")
    manager = many(ext)
    manager.initialize_all_for_inspection("s1")
    assert ext.hooks("initialize")[0][1]["session_id"] == "s1"
