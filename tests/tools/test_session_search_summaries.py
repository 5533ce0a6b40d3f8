"""Query-focused summaries in ``session_search`` with a scripted summary model, on a real
state.db: the concurrency limit actually observed, one deadline for all, failures and a
missing model falling back to the raw result with a note, config.yaml switching it on, and
the runtime handing its summary model to the tool."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from fakes import ScriptedModel
from hermes_memory.runtime import MemoryRuntime
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search
from hermes_memory.tools.session_search.summaries import SUMMARY_SYSTEM

T0 = 1_780_000_000.0


def build(home: Path, sessions: int = 8) -> SessionDB:
    db = SessionDB(home / "state.db")
    for n in range(sessions):
        sid = f"s{n}"
        db.create_session(sid, "cli", started_at=T0 + n * 3600)
        lines = [
            ("user", f"session {n}: the login page crashed after the auth upgrade"),
            ("assistant", f"In session {n} we rolled back the auth library to 2.{n}"),
            ("user", "thanks, that fixed it"),
        ]
        db.append_messages(
            sid,
            [
                {"role": r, "content": c, "timestamp": T0 + n * 3600 + i}
                for i, (r, c) in enumerate(lines)
            ],
        )
    return db


class Recorder:
    """A summary model that notes how many calls ran at once."""

    def __init__(self, delay: float = 0.15, fail: Callable[[str], bool] | None = None) -> None:
        self.delay = delay
        self.fail = fail or (lambda prompt: False)
        self.lock = threading.Lock()
        self.running = 0
        self.peak = 0
        self.prompts: list[tuple[str, str]] = []

    def __call__(self, system: str, prompt: str) -> str:
        with self.lock:
            self.running += 1
            self.peak = max(self.peak, self.running)
            self.prompts.append((system, prompt))
        try:
            time.sleep(self.delay)
            if self.fail(prompt):
                raise RuntimeError("model overloaded")
            session = prompt.split("session ")[1].split(":")[0]
            return f"Summary of session {session}: the auth library was rolled back."
        finally:
            with self.lock:
                self.running -= 1


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    return json.loads(session_search(db=db, **kwargs))


def write_config(home: Path, text: str) -> None:
    (home / "config.yaml").write_text(text, encoding="utf-8")


def test_summaries_sit_beside_the_real_messages(hermes_home: Path) -> None:
    db = build(hermes_home, 3)
    model = Recorder(delay=0)
    out = call(db, query="login crashed", limit=3, summarize=True, summary_model=model)
    assert out["count"] == 3 and out["summaries"] == {"summarized": 3, "of": 3}
    for entry in out["results"]:
        assert entry["summary"].startswith("Summary of session")
        assert entry["messages"]  # the real messages stay
    system, prompt = model.prompts[0]
    assert system == SUMMARY_SYSTEM and "Question: login crashed" in prompt
    assert "[USER]: session" in prompt and "[ASSISTANT]: In session" in prompt


def test_off_by_default(hermes_home: Path) -> None:
    db = build(hermes_home, 2)
    model = Recorder(delay=0)
    out = call(db, query="login crashed", summary_model=model)
    assert "summaries" not in out and not model.prompts
    assert all("summary" not in e for e in out["results"])


@pytest.mark.parametrize(("configured", "peak"), [(None, 3), (2, 2), (5, 5), (9, 5)])
def test_concurrency_limit_is_observed(
    hermes_home: Path, configured: int | None, peak: int
) -> None:
    db = build(hermes_home, 8)
    if configured is not None:
        write_config(hermes_home, f"session_search:\n  summary_concurrency: {configured}\n")
    model = Recorder(delay=0.2)
    out = call(db, query="login crashed", limit=8, summarize=True, summary_model=model)
    assert out["summaries"]["summarized"] == 8
    assert model.peak == peak


def test_one_deadline_for_all_summaries(hermes_home: Path) -> None:
    db = build(hermes_home, 4)
    write_config(hermes_home, "session_search:\n  summary_timeout: 0.6\n")

    def slow_for_s2(system: str, prompt: str) -> str:
        if "session 2:" in prompt:
            time.sleep(3.0)
        return "short summary"

    started = time.monotonic()
    out = call(db, query="login crashed", limit=4, summarize=True, summary_model=slow_for_s2)
    assert time.monotonic() - started < 2.5  # the 3 s call is not waited for
    by_id = {e["session_id"]: e for e in out["results"]}
    assert "summary" not in by_id["s2"] and by_id["s2"]["messages"]
    assert all(by_id[s]["summary"] == "short summary" for s in ("s0", "s1", "s3"))
    assert out["summaries"]["summarized"] == 3
    assert "did not finish within 0.6 s" in out["summaries"]["note"]


def test_a_failed_summary_leaves_the_raw_result_and_a_note(hermes_home: Path) -> None:
    db = build(hermes_home, 3)
    model = Recorder(delay=0, fail=lambda prompt: "session 1:" in prompt)
    out = call(db, query="login crashed", limit=3, summarize=True, summary_model=model)
    by_id = {e["session_id"]: e for e in out["results"]}
    assert "summary" not in by_id["s1"] and "summary" in by_id["s0"]
    assert "RuntimeError: model overloaded" in out["summaries"]["note"]


def test_blank_reply_counts_as_a_failure(hermes_home: Path) -> None:
    db = build(hermes_home, 1)
    out = call(db, query="login", summarize=True, summary_model=lambda s, p: "   ")
    assert "summary" not in out["results"][0]
    assert "no text" in out["summaries"]["note"]


def test_no_model_means_raw_results_and_a_note(hermes_home: Path) -> None:
    db = build(hermes_home, 2)
    out = call(db, query="login crashed", summarize=True)
    assert out["count"] == 2 and all("summary" not in e for e in out["results"])
    assert "no summary model" in out["summaries"]["note"]


def test_config_switches_summaries_on(hermes_home: Path) -> None:
    db = build(hermes_home, 2)
    write_config(hermes_home, "session_search:\n  summarize: true\n")
    out = call(db, query="login crashed", summary_model=Recorder(delay=0))
    assert out["summaries"]["summarized"] == 2
    off = call(db, query="login crashed", summarize=False, summary_model=Recorder(delay=0))
    assert "summaries" not in off  # the call's own value wins


def test_broken_config_does_not_break_the_search(hermes_home: Path) -> None:
    db = build(hermes_home, 1)
    write_config(hermes_home, "session_search: [unclosed\n")
    out = call(db, query="login")
    assert out["success"] and out["count"] == 1 and "config_note" in out


def test_runtime_hands_its_summary_model_to_the_tool(hermes_home: Path) -> None:
    db = build(hermes_home, 2)
    db.close()
    model = ScriptedModel(default="The auth library was rolled back.")
    with MemoryRuntime(hermes_home, summary_model=model, load_provider=False) as runtime:
        runtime.start_session()
        raw = runtime.handle_tool_call(
            "session_search", {"query": "login crashed", "summarize": True, "limit": 2}
        )
    out = json.loads(raw)
    assert [e["summary"] for e in out["results"]] == ["The auth library was rolled back."] * 2
    complete = model.calls_of("complete")
    assert len(complete) == 2 and complete[0].messages[0]["content"] == SUMMARY_SYSTEM
