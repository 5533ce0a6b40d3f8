"""Automatic episode recording when a runtime session ends (episodes spec §3.3, acceptance
15): the episode is built on a background thread — with the summary model when one is
given — and saved; ``end_session`` does not wait for it; ``episodes.enabled: false`` and a
compression split record nothing."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from fakes import Block, ScriptedModel, tool_call
from hermes_memory import EpisodicMemoryStore
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.sessions import EndReason

SUMMARY = {
    "task_description": "Find the earlier deploy notes",
    "task_category": "research",
    "success": True,
    "key_result": "Found the deploy notes from March.",
    "error_encountered": None,
    "error_resolution": None,
}


def _runtime(home: Path, **kwargs: object) -> MemoryRuntime:
    main = ScriptedModel([tool_call("session_search", {"query": "deploy"}), "Here they are."])
    return MemoryRuntime(home, model=main, load_provider=False, nudge_interval=0, **kwargs)  # type: ignore[arg-type]


def test_session_end_records_in_the_background_with_the_summary_model(
    hermes_home: Path,
) -> None:
    release = threading.Event()
    summary = ScriptedModel([Block(release, then=json.dumps(SUMMARY))])
    rt = _runtime(hermes_home, summary_model=summary)
    sid = rt.start_session()
    run_turn(rt, "Where are my notes about the deploy?")

    started = time.perf_counter()
    rt.end_session()
    took = time.perf_counter() - started
    thread = rt.episodes.thread
    assert thread is not None
    # end_session has returned while the summary call is still in flight
    assert thread.is_alive() and took < 5.0
    with EpisodicMemoryStore(hermes_home / "state.db") as store:
        assert store.get_episode(sid) is None  # not yet: the model still holds it
    release.set()
    thread.join(10)
    assert not thread.is_alive()
    assert len(summary.calls) == 1
    with EpisodicMemoryStore(hermes_home / "state.db") as store:
        episode = store.get_episode(sid)
    assert episode is not None
    assert episode.task_description == SUMMARY["task_description"]
    assert episode.key_result == SUMMARY["key_result"]
    assert episode.tools_used == ["session_search"] and episode.steps_taken == 1


def test_without_a_summary_model_the_episode_is_computed(hermes_home: Path) -> None:
    rt = _runtime(hermes_home)
    sid = rt.start_session()
    run_turn(rt, "Where are my notes about the deploy?")
    rt.end_session()
    assert rt.episodes.thread is not None
    rt.episodes.thread.join(10)
    with EpisodicMemoryStore(hermes_home / "state.db") as store:
        episode = store.get_episode(sid)
    assert episode is not None
    assert episode.task_description == "Where are my notes about the deploy?"
    assert episode.key_result == "Here they are."


def test_switched_off_or_split_records_nothing(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("episodes:\n  enabled: false\n")
    rt = _runtime(hermes_home)
    off = rt.start_session()
    run_turn(rt, "Where are my notes about the deploy?")
    rt.end_session()
    assert rt.episodes.thread is None

    (hermes_home / "config.yaml").write_text("episodes:\n  enabled: true\n")
    split = _runtime(hermes_home)
    sid = split.start_session()
    run_turn(split, "Where are my notes about the deploy?")
    split.end_session(EndReason.COMPRESSION)
    assert split.episodes.thread is None
    with EpisodicMemoryStore(hermes_home / "state.db") as store:
        assert store.get_episode(off) is None and store.get_episode(sid) is None


def test_a_session_without_a_turn_records_nothing_and_raises_nothing(hermes_home: Path) -> None:
    rt = _runtime(hermes_home)
    sid = rt.start_session()
    rt.end_session()
    assert rt.episodes.thread is not None
    rt.episodes.thread.join(10)
    with EpisodicMemoryStore(hermes_home / "state.db") as store:
        assert store.get_episode(sid) is None
