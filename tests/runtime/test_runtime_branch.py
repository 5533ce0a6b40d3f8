"""Branching (sessions-and-search §9.6): a copy in a child session, the parent ended."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from recall_provider import RecallProvider

from fakes import ScriptedModel
from hermes_memory.errors import RuntimeStateError, TitleError
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search


def runtime(home: Path, provider: RecallProvider | None = None) -> MemoryRuntime:
    return MemoryRuntime(
        home,
        model=ScriptedModel(default="noted"),
        load_provider=False,
        nudge_interval=0,
        external_provider=provider,
    )


def test_branch_copies_the_conversation_into_a_child(hermes_home: Path) -> None:
    provider = RecallProvider()
    rt = runtime(hermes_home, provider)
    old = rt.start_session(title="proj")
    run_turn(rt, "the zebra launch is on friday")
    run_turn(rt, "and the owner is kim")
    prompt = rt.system_prompt
    new = rt.branch()
    assert new != old and rt.session_id == new
    assert rt.system_prompt == prompt  # the frozen prompt survives the branch
    run_turn(rt, "only in the branch: the yak budget")
    with SessionDB(hermes_home / "state.db") as db:
        parent, child = db.get_session(old), db.get_session(new)
        assert parent["end_reason"] == "branched" and parent["ended_at"] is not None
        assert child["parent_session_id"] == old and child["ended_at"] is None
        assert json.loads(child["model_config"])["_branched_from"] == old
        assert child["title"] == "proj #2" and child["system_prompt"] == prompt
        copied = [m["content"] for m in db.get_messages(new)]
        original = [m["content"] for m in db.get_messages(old)]
        assert copied[: len(original)] == original and "yak" in copied[-2]
        assert "yak" not in " ".join(str(c) for c in original)
    assert provider.switches[-1]["new"] == new and provider.switches[-1]["parent"] == old
    assert provider.switches[-1]["reason"] == "branch" and provider.switches[-1]["reset"] is False
    # the parent is the current lineage: discovery does not offer it back
    found = json.loads(session_search(query="zebra", db=rt.db, current_session_id=new))
    assert found["results"] == [] and found["reason"] == "current_lineage"
    rt.end_session()


def test_branch_titles_and_refusals(hermes_home: Path) -> None:
    rt = runtime(hermes_home)
    sid = rt.start_session()
    with pytest.raises(RuntimeStateError, match="no messages"):
        rt.branch()
    run_turn(rt, "hello there")
    assert rt.db is not None
    rt.db.create_session("other", "cli")
    rt.db.set_session_title("other", "taken")
    with pytest.raises(TitleError):
        rt.branch("taken")
    assert rt.session_id == sid and rt.db.get_session(sid)["ended_at"] is None  # unchanged
    first = rt.branch()
    assert rt.db.get_session_title(first) == "branch"
    second = rt.branch("experiment")
    assert rt.db.get_session_title(second) == "experiment"
    assert rt.db.get_session(first)["end_reason"] == "branched"
    rt.end_session()
