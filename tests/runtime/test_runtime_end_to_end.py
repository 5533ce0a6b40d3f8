"""Three sessions through the real runtime: real home, real state.db, real files.

Only the language models are scripted. Covers the frozen prompt, memory writes reaching
the next session, recall kept out of the prompt and the database, interrupted turns,
background review off the reply path, and compression into a child session that
``session_search`` treats as one lineage.
"""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime
from pathlib import Path

from recall_provider import RecallProvider

from fakes import Block, ScriptedModel, tool_call
from hermes_memory.compression import CompressionSettings, is_summary
from hermes_memory.review import ReviewReport, ReviewStatus
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.sessions.store import SessionDB

CLOCK = lambda: datetime(2026, 11, 23, 9, 30, tzinfo=UTC)  # noqa: E731
PADDING = " Some context about the parser rewrite and its many edge cases." * 30


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


def all_db_text(db: SessionDB, session_id: str) -> str:
    return json.dumps(db.get_messages(session_id), ensure_ascii=False)


def test_three_sessions(hermes_home: Path) -> None:
    user_md = hermes_home / "memories" / "USER.md"

    # ---------------- session 1: a write, recall, an interrupted turn -------------------
    provider1 = RecallProvider()
    main1 = ScriptedModel(
        [
            tool_call(
                "memory",
                {"action": "add", "target": "user", "content": "User prefers tabs over spaces."},
            ),
            "Saved: you prefer tabs.",
            "That is a lovely name.",
        ]
    )
    seen_on_disk: list[str] = []
    rt1 = MemoryRuntime(
        hermes_home, model=main1, external_provider=provider1, clock=CLOCK, nudge_interval=0
    )
    s1 = rt1.start_session()
    prompt1 = rt1.system_prompt
    assert "User prefers tabs" not in prompt1
    assert [s["name"] for s in rt1.tool_schemas()] == [
        "memory",
        "session_search",
        "skills_list",
        "skill_view",
        "skill_manage",
        "recall_probe",
    ]

    turn = run_turn(
        rt1,
        "Please remember that I prefer tabs over spaces.",
        on_tool_call=lambda call, out: seen_on_disk.append(read(user_md)),
    )
    assert turn.text == "Saved: you prefer tabs."
    assert seen_on_disk == ["User prefers tabs over spaces."]  # on disk during the turn
    assert rt1.system_prompt == prompt1  # frozen despite the write
    run_turn(rt1, "What was my cat called again?")

    # every request of the session carried the byte-identical system prompt
    assert {c.messages[0]["content"] for c in main1.calls} == {prompt1}
    # recall only in the API copy of the current user message
    last = main1.calls[-1].messages
    assert "<memory-context>" in last[-1]["content"] and "Miso" in last[-1]["content"]
    assert all("memory-context" not in str(m["content"]) for m in last[:-1])
    assert "Miso" not in prompt1
    assert provider1.prefetched == [
        "Please remember that I prefer tabs over spaces.",
        "What was my cat called again?",
    ]
    # a leaked fence typed by the user is cleaned before anything sees it
    rt1.before_turn("ok <memory-context>stale recall</memory-context> thanks for that")
    record = rt1.after_turn("You're welcome.", interrupted=True)
    assert record.interrupted and not record.synced
    rt1.manager.flush_pending(5)
    assert len(provider1.synced) == 2  # the interrupted turn was not synced
    assert [w[:2] for w in provider1.writes] == [("add", "user")]  # mirrored write

    db = SessionDB(hermes_home / "state.db")
    stored = all_db_text(db, s1)
    assert "memory-context" not in stored and "Miso" not in stored and "stale recall" not in stored
    assert "ok  thanks for that" in stored or "ok thanks for that" in stored
    assert db.get_session(s1)["system_prompt"] == prompt1
    rt1.end_session()
    assert db.get_session(s1)["end_reason"] == "user_exit"
    assert provider1.shutdowns == 1

    # ---------------- session 2: the write is in the prompt; review; compression --------
    provider2 = RecallProvider(recall="")
    main2 = ScriptedModel(default="Noted." + PADDING)
    summariser = ScriptedModel(default="## Goal\nRewrite the zebrafish parser.")
    gate = threading.Event()
    block = Block(
        gate,
        tool_call(
            "memory", {"action": "add", "target": "user", "content": "User's cat is called Miso."}
        ),
    )
    reviewer_model = ScriptedModel([block, "Saved."])
    reports: list[ReviewReport] = []
    rt2 = MemoryRuntime(
        hermes_home,
        model=main2,
        review_model=reviewer_model,
        summary_model=summariser,
        external_provider=provider2,
        clock=CLOCK,
        nudge_interval=2,
        on_review=reports.append,
        compression=CompressionSettings(context_length=8_000, protect_last_n=4),
    )
    s2 = rt2.start_session(title="proj")
    prompt2 = rt2.system_prompt
    assert "User prefers tabs over spaces." in prompt2

    run_turn(rt2, "Let's work on the zebrafish parser." + PADDING)
    second = run_turn(rt2, "My cat Miso says hi." + PADDING)
    assert second.review_started
    assert block.started.wait(10)
    # the turn came back while the reviewer is still blocked inside its model call
    assert rt2.reviewer is not None and rt2.reviewer.running
    assert "Miso" not in read(user_md)
    gate.set()
    report = rt2.reviewer.wait(10)
    assert report is not None and report.status is ReviewStatus.CHANGED
    assert "User's cat is called Miso." in read(user_md)
    assert reports and reports[0].message == "💾 Self-improvement review: User profile updated"
    assert provider2.writes == []  # the review never touches external providers

    child = None
    for i in range(12):
        run_turn(rt2, f"Step {i} of the rewrite." + PADDING)
        if rt2.session_id != s2:
            child = rt2.session_id
            break
    assert child is not None, "the long session never compressed"
    before_split = [c for c in main2.calls if c.messages[0]["content"] == prompt2]
    assert len(before_split) >= 3 and all(c.messages[0]["content"] == prompt2 for c in before_split)

    parent_row, child_row = db.get_session(s2), db.get_session(child)
    assert parent_row["end_reason"] == "compression"
    assert child_row["parent_session_id"] == s2
    assert child_row["title"] == "proj #2"
    assert child_row["system_prompt"] == rt2.system_prompt != prompt2
    assert "User's cat is called Miso." in rt2.system_prompt  # rebuilt from disk
    assert provider2.pre_compress_calls == 1
    assert {
        "new": child,
        "parent": s2,
        "reset": False,
        "reason": "compression",
    } in provider2.switches
    child_rows = db.get_messages(child)
    assert any(is_summary(m) for m in child_rows)
    assert "zebrafish" in summariser.calls[0].messages[-1]["content"]

    run_turn(rt2, "Back to the zebrafish tokenizer now.")
    inside = json.loads(rt2.handle_tool_call("session_search", {"query": "zebrafish"}))
    assert inside["success"] is True and inside["count"] == 0  # the current lineage is excluded
    rt2.end_session()

    # ---------------- session 3: discovery sees the lineage once ------------------------
    main3 = ScriptedModel(["Found it."])
    rt3 = MemoryRuntime(
        hermes_home, model=main3, load_provider=False, clock=CLOCK, nudge_interval=0
    )
    s3 = rt3.start_session()
    assert "User's cat is called Miso." in rt3.system_prompt
    hits = db.search_messages("zebrafish", limit=50)
    assert {h["session_id"] for h in hits} == {s2, child}  # both halves of the lineage match
    found = json.loads(rt3.handle_tool_call("session_search", {"query": "zebrafish", "limit": 5}))
    assert found["success"] is True
    assert found["count"] == 1  # parent and child dedupe to one lineage
    [hit] = found["results"]
    assert hit["session_id"] in (s2, child)
    assert hit["title"] == "proj"
    rt3.end_session()
    assert s3 not in (s1, s2, child)
    db.close()
