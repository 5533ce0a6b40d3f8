"""The background review: the delete gate, one review at a time, cancellation, the summary."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from fakes import Block, ScriptedModel, tool_call, tool_calls
from hermes_memory.curated.store import MemoryStore
from hermes_memory.review import (
    SUMMARY_PREFIX,
    BackgroundReviewer,
    NotificationMode,
    ReviewAction,
    ReviewReport,
    ReviewStatus,
    digest,
    summarize,
)

CONVERSATION = [
    {"role": "user", "content": "I'm Ada, I maintain the parser. I like terse answers."},
    {"role": "assistant", "content": "Noted, Ada."},
]


@pytest.fixture
def store(hermes_home: Path) -> MemoryStore:
    mem = hermes_home / "memories"
    mem.mkdir()
    (mem / "MEMORY.md").write_text("Project uses tabs.\n§\nCI runs on Fridays.")
    store = MemoryStore(home=hermes_home)
    store.load_from_disk()
    return store


def test_unattended_review_adds_but_stages_replace(store: MemoryStore, hermes_home: Path) -> None:
    model = ScriptedModel(
        [
            tool_call(
                "memory",
                {
                    "action": "add",
                    "target": "user",
                    "content": "User is Ada, maintains the parser.",
                },
            ),
            tool_call(
                "memory",
                {
                    "action": "replace",
                    "target": "memory",
                    "old_text": "tabs",
                    "content": "Project uses spaces.",
                },
            ),
            "Saved what mattered.",
        ]
    )
    reports: list[ReviewReport] = []
    reviewer = BackgroundReviewer(model, store, on_report=reports.append)
    assert reviewer.start(CONVERSATION, system_prompt="SYSTEM") is not None
    report = reviewer.wait(10)
    assert report is not None and reports == [report]

    assert report.status is ReviewStatus.CHANGED
    assert (
        hermes_home / "memories" / "USER.md"
    ).read_text() == "User is Ada, maintains the parser."
    # the replace was staged as a proposal, not applied
    assert "Project uses tabs." in (hermes_home / "memories" / "MEMORY.md").read_text()
    pending = list((hermes_home / "pending" / "memory").glob("*.json"))
    assert len(pending) == 1
    replace_result = json.loads(model.calls[2].messages[-1]["content"])
    assert replace_result["staged"] is True and replace_result["proposal_staged"] is True
    assert [a.action for a in report.staged] == ["replace"]
    assert report.message == f"{SUMMARY_PREFIX}User profile updated"

    first = model.calls[0]
    assert first.tool_names == ["memory"]  # the only tool the reviewer gets
    assert first.messages[0] == {"role": "system", "content": "SYSTEM"}  # same model: same prefix
    assert first.messages[1:3] == CONVERSATION
    assert first.messages[-1]["content"].startswith("Review the conversation above")


def test_other_tools_are_refused_and_nothing_to_save(store: MemoryStore) -> None:
    model = ScriptedModel([tool_call("terminal", {"cmd": "rm -rf /"}), "Nothing to save."])
    reviewer = BackgroundReviewer(model, store)
    reviewer.start(CONVERSATION)
    report = reviewer.wait(10)
    assert report is not None
    assert report.status is ReviewStatus.UNCHANGED
    assert report.message is None and report.summary == "No memory or skill changes."
    refusal = json.loads(model.calls[1].messages[-1]["content"])
    assert refusal["success"] is False and "only memory" in refusal["error"]


def test_one_review_at_a_time_and_cancel_discards_late_writes(
    store: MemoryStore, hermes_home: Path
) -> None:
    gate = threading.Event()
    block = Block(
        gate, tool_call("memory", {"action": "add", "target": "user", "content": "late fact"})
    )
    model = ScriptedModel([block])
    reviewer = BackgroundReviewer(model, store)
    assert reviewer.start(CONVERSATION) is not None
    assert block.started.wait(10)
    assert reviewer.running
    assert reviewer.start(CONVERSATION) is None  # one at a time
    assert reviewer.cancel(wait=0.05) is False  # still blocked in the model call
    gate.set()
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CANCELLED
    assert not (hermes_home / "memories" / "USER.md").exists()  # the late add was discarded
    assert model.remaining == 0 and len(model.calls) == 1
    assert reviewer.cancel() is True  # nothing running


def test_batch_with_a_delete_is_staged_whole(store: MemoryStore, hermes_home: Path) -> None:
    ops = [
        {"action": "remove", "old_text": "Fridays"},
        {"action": "add", "content": "CI runs nightly."},
    ]
    model = ScriptedModel([tool_call("memory", {"target": "memory", "operations": ops}), "done"])
    reviewer = BackgroundReviewer(model, store)
    reviewer.start(CONVERSATION)
    report = reviewer.wait(10)
    assert report is not None
    assert "CI runs on Fridays." in (hermes_home / "memories" / "MEMORY.md").read_text()
    assert report.message is None  # staged writes are not announced as saved
    assert {a.action for a in report.staged} == {"remove", "add"}


def test_separate_model_gets_a_digest(store: MemoryStore) -> None:
    long = []
    for i in range(40):
        long += [
            {"role": "user", "content": f"question {i} " + "q" * 400},
            {"role": "assistant", "content": f"answer {i}"},
        ]
    model = ScriptedModel(["Nothing to save."])
    reviewer = BackgroundReviewer(model, store, same_model=False)
    reviewer.start(long, system_prompt="SYSTEM")
    reviewer.wait(10)
    sent = model.calls[0].messages
    assert sent[0]["role"] == "system"
    assert sent[1]["content"].startswith("Earlier in this conversation (condensed):")
    assert "USER: question 0 " in sent[1]["content"]
    assert len(sent[1]["content"].splitlines()[1]) <= len("USER: ") + 300
    assert sent[2:-1] == long[-24:]


def test_digest_keeps_short_conversations_whole() -> None:
    assert digest(CONVERSATION) == CONVERSATION


def test_summary_modes() -> None:
    actions = [
        ReviewAction("add", "user", "User is Ada"),
        ReviewAction("add", "user", "User likes terse answers"),
        ReviewAction("replace", "memory", "Project uses spaces", "tabs"),
        ReviewAction("remove", "memory", "", "Fridays"),
        ReviewAction("remove", "memory", "", "staged", staged=True),
    ]
    assert summarize(actions, NotificationMode.ON) == (
        "💾 Self-improvement review: User profile updated · Memory updated"
    )
    verbose = summarize(actions, NotificationMode.VERBOSE)
    assert verbose == (
        "💾 Self-improvement review: User profile updated ➕ User is Ada · "
        "User profile updated ➕ User likes terse answers · Memory updated ✏️ Project uses spaces · "
        "Memory updated ➖ Fridays"
    )
    assert summarize(actions, NotificationMode.OFF) is None
    assert summarize([ReviewAction("add", "user", "x", staged=True)], NotificationMode.ON) is None
    assert NotificationMode.parse(False) is NotificationMode.OFF
    assert NotificationMode.parse("Verbose") is NotificationMode.VERBOSE
    assert NotificationMode.parse(None) is NotificationMode.ON


def test_duplicate_add_is_not_announced(store: MemoryStore) -> None:
    model = ScriptedModel(
        [
            tool_calls(
                ("memory", {"action": "add", "target": "memory", "content": "Project uses tabs."})
            ),
            "ok",
        ]
    )
    reviewer = BackgroundReviewer(model, store)
    reviewer.start(CONVERSATION)
    report = reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.UNCHANGED
