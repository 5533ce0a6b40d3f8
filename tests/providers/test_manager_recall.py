"""prefetch_all, describe_recall, queue_prefetch_all and sync_all (spec §3.4–§3.7)."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import pytest
from providers_testkit import Builtin, Recorder

from hermes_memory.providers.base import RecallStatus
from hermes_memory.providers.manager import MemoryManager

SKILL_TURN = (
    '[IMPORTANT: The user has invoked the "deploy" skill, indicating they want you to follow'
    " its instructions. The full skill content is loaded below.]\n\n# Deploy\nstep 1...\n\n"
    "The user has provided the following instruction alongside the skill invocation: "
    "ship the api\n\n[Runtime note: cwd is /srv]"
)
BARE_SKILL_TURN = (
    '[IMPORTANT: The user has invoked the "deploy" skill, indicating they want you to follow'
    " its instructions. The full skill content is loaded below.]\n\n# Deploy\nstep 1..."
)


def wait_until(predicate: Any, limit: float = 10.0) -> None:
    deadline = time.monotonic() + limit
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached")
        time.sleep(0.01)


class Slow(Recorder):
    """Blocks in prefetch until released."""

    def __init__(self, name: str = "slow") -> None:
        super().__init__(name, prefetch_text="slow result")
        self.release = threading.Event()
        self.entered = threading.Event()
        self.finished = threading.Event()

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        self._rec("prefetch", query, session_id=session_id)
        self.entered.set()
        self.release.wait(30)
        self.finished.set()
        return self.prefetch_text


class Raising(Recorder):
    def prefetch(self, query: str, *, session_id: str = "") -> str:
        raise RuntimeError("prefetch boom")


def test_prefetch_joins_results_in_provider_order() -> None:
    manager = MemoryManager()
    manager.add_provider(Builtin(prefetch_text="builtin recall"))
    manager.add_provider(Recorder("ext", prefetch_text="## Ext\n- fact"))
    assert manager.prefetch_all("what do I like?") == "builtin recall\n\n## Ext\n- fact"
    assert manager.prefetch_all("") == ""


def test_builtin_prefetch_runs_inline_external_on_its_own_thread() -> None:
    builtin, ext = Builtin(prefetch_text="b"), Recorder("ext", prefetch_text="e")
    manager = MemoryManager()
    manager.add_provider(builtin)
    manager.add_provider(ext)
    manager.prefetch_all("q", session_id="s1")
    assert builtin.threads == [threading.current_thread().name]
    assert ext.threads == ["memory-prefetch-ext"]
    assert ext.hooks("prefetch") == [(("q",), {"session_id": "s1"})]


def test_raising_provider_is_isolated() -> None:
    manager = MemoryManager()
    manager.add_provider(Builtin(prefetch_text="still here"))
    manager.add_provider(Raising("ext"))
    assert manager.prefetch_all("q") == "still here"


def test_slow_provider_is_bounded_skipped_then_called_again() -> None:
    builtin, slow = Builtin(prefetch_text="fast"), Slow()
    manager = MemoryManager(external_prefetch_timeout=0.3)
    manager.add_provider(builtin)
    manager.add_provider(slow)

    # Turn 1: the slow call is still blocked when prefetch_all returns.
    assert manager.prefetch_all("turn one") == "fast"
    assert slow.entered.is_set() and not slow.finished.is_set()

    # Turn 2: skipped without a new call while the stuck call runs.
    assert manager.prefetch_all("turn two") == "fast"
    assert len(slow.hooks("prefetch")) == 1
    assert not slow.finished.is_set()

    # The stuck call returns; the next turn calls the provider again.
    slow.release.set()
    wait_until(slow.finished.is_set)
    wait_until(lambda: not manager._prefetcher.is_busy(slow))
    assert manager.prefetch_all("turn three") == "fast\n\nslow result"
    assert [a[0] for a, _ in slow.hooks("prefetch")] == ["turn one", "turn three"]


def test_oversized_external_result_is_bounded(caplog: pytest.LogCaptureFixture) -> None:
    big = "\n".join(f"- fact number {i}" for i in range(2000))
    manager = MemoryManager(prefetch_char_limit=1000)
    manager.add_provider(Recorder("ext", prefetch_text=big))
    with caplog.at_level(logging.WARNING):
        out = manager.prefetch_all("q")
    assert len(out) < 1100
    assert out.startswith("- fact number 0\n")
    assert "more characters of recalled memory omitted" in out


def test_skill_scaffolding_is_stripped_and_bare_invocations_skip() -> None:
    ext = Recorder("ext", prefetch_text="r")
    manager = MemoryManager()
    manager.add_provider(ext)
    manager.prefetch_all(SKILL_TURN)
    assert ext.hooks("prefetch")[0][0] == ("ship the api",)
    assert manager.prefetch_all(BARE_SKILL_TURN) == ""
    manager.sync_all(BARE_SKILL_TURN, "done")
    manager.queue_prefetch_all(BARE_SKILL_TURN)
    assert manager.flush_pending(10)
    assert len(ext.hooks("prefetch")) == 1
    assert not ext.hooks("sync_turn") and not ext.hooks("queue_prefetch")


def test_prefetch_query_is_redacted() -> None:
    ext = Recorder("ext")
    manager = MemoryManager()
    manager.add_provider(ext)
    manager.prefetch_all("why does OPENAI_API_KEY=abcd1234efgh fail?")
    (query,), _ = ext.hooks("prefetch")[0]
    assert "abcd1234efgh" not in query and "OPENAI_API_KEY=[redacted]" in query


def test_describe_recall() -> None:
    class BadStatus(Recorder):
        def recall_status(self) -> RecallStatus | None:
            raise RuntimeError("nope")

    manager = MemoryManager()
    builtin, ext = Builtin(), Recorder("ext")
    manager.add_provider(builtin)
    manager.add_provider(ext)
    assert manager.describe_recall() == ""
    ext.status = RecallStatus("Holographic", 3)
    assert manager.describe_recall() == "🧠 Holographic — recalled 3 memories"
    ext.status = RecallStatus("Holographic", 1, glyph="👁️")
    builtin.status = RecallStatus("Notes", 0)
    assert manager.describe_recall() == (
        "🧠 Notes — recalled relevant memory  👁️ Holographic — recalled 1 memory"
    )
    isolated = MemoryManager()
    isolated.add_provider(BadStatus("bad"))
    assert isolated.describe_recall() == ""


def test_queue_prefetch_runs_on_the_worker() -> None:
    ext = Recorder("ext")
    manager = MemoryManager()
    manager.add_provider(ext)
    manager.queue_prefetch_all("next topic", session_id="s")
    assert manager.flush_pending(10)
    assert ext.hooks("queue_prefetch") == [(("next topic",), {"session_id": "s"})]
    assert ext.threads[-1].startswith("hermes-memory-sync")


# --- sync_all ---------------------------------------------------------------------------


class LegacySync(Recorder):
    def sync_turn(self, user_content: str, assistant_content: str, *, session_id: str = "") -> None:  # type: ignore[override]
        self._rec("sync_turn", user_content, assistant_content, session_id=session_id)


class KwargsSync(Recorder):
    def sync_turn(self, user_content: str, assistant_content: str, **kwargs: Any) -> None:  # type: ignore[override]
        self._rec("sync_turn", user_content, assistant_content, **kwargs)


class RaisingSync(Recorder):
    def sync_turn(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError("sync boom")


def test_sync_all_passes_messages_only_to_providers_that_accept_them() -> None:
    messages = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
    legacy, modern, kw, broken = (
        LegacySync("legacy"),
        Recorder("modern"),
        KwargsSync("kw"),
        RaisingSync("broken"),
    )
    manager = MemoryManager()
    for provider in (broken, legacy, modern, kw):
        manager._providers.append(provider)  # several externals only to compare call shapes
    manager.sync_all(
        "hi", "hello", session_id="s1", messages=messages, turn_author={"author_id": "u1"}
    )
    assert manager.flush_pending(10)
    assert legacy.hooks("sync_turn") == [(("hi", "hello"), {"session_id": "s1"})]
    assert modern.hooks("sync_turn") == [
        (("hi", "hello"), {"session_id": "s1", "messages": messages})
    ]
    assert kw.hooks("sync_turn") == [
        (
            ("hi", "hello"),
            {"session_id": "s1", "messages": messages, "turn_author": {"author_id": "u1"}},
        )
    ]
    manager.sync_all("again", "ok")
    assert manager.flush_pending(10)
    # no transcript given: the keyword is not passed (the recorder shows its default)
    assert modern.hooks("sync_turn")[-1] == (("again", "ok"), {"session_id": "", "messages": None})


def test_sync_all_redacts_without_mutating_the_callers_transcript() -> None:
    ext = Recorder("ext")
    manager = MemoryManager()
    manager.add_provider(ext)
    secret = "ghp_abcdefghijklmnopqrstuvwxyz0123"
    messages = [
        {"role": "user", "content": f"token {secret}"},
        {"role": "tool", "content": "Authorization: Bearer abcdefghijkl0123456"},
    ]
    manager.sync_all(f"use {secret}", "the key abcdefghijkl0123456 works", messages=messages)
    assert manager.flush_pending(10)
    (user, assistant), kwargs = ext.hooks("sync_turn")[0]
    assert secret not in user and "[redacted]" in user
    # a bearer token seen in the transcript is masked in the assistant prose too
    assert assistant == "the key [redacted] works"
    assert secret not in str(kwargs["messages"])
    assert messages[0]["content"] == f"token {secret}"


def test_sync_all_and_queue_prefetch_are_fifo() -> None:
    ext = Recorder("ext")
    manager = MemoryManager()
    manager.add_provider(ext)
    for turn in range(25):
        manager.sync_all(f"user {turn}", f"assistant {turn}")
        manager.queue_prefetch_all(f"user {turn}")
    assert manager.flush_pending(10)
    order = [(hook, args[0]) for hook, args, _ in ext.calls]
    expected = []
    for turn in range(25):
        expected += [("sync_turn", f"user {turn}"), ("queue_prefetch", f"user {turn}")]
    assert order == expected
