"""The whole injection respects the ``memory_injection`` slot (episodes spec §5, issue item 4),
through real runtime turns with a scripted model: the curated blocks and the relevant past
episodes together stay within the slot; when over, the least relevant episode goes first,
then the whole block, while the curated memory is always kept."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from fakes import ScriptedModel
from hermes_memory import Episode, EpisodicMemoryStore, MemoryStore, SessionDB
from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.runtime import MemoryRuntime, run_turn
from hermes_memory.working import WorkingMemory

HEADING = "## Relevant Historical Experience"
TASK = "How do I upgrade postgres to version 16?"
NOTE = "The production database is postgres on db1.internal; upgrades need a maintenance window."
BEST = "- **Similar task** (successful, Mar 01): Postgres 16 running after pg_upgrade."
PITFALL = "  - **Pitfall**: postgis missing → install postgis for 16 first"


def _seed(home: Path) -> None:
    MemoryStore(home=home).add("memory", NOTE)
    with EpisodicMemoryStore(home / "state.db") as store:
        store.save_episode(
            Episode(
                "ok",
                datetime(2026, 3, 1, tzinfo=UTC),
                "Upgrade postgres to 16",
                key_result="Postgres 16 running after pg_upgrade.",
            )
        )
        store.save_episode(
            Episode(
                "resolved",
                datetime(2026, 3, 2, tzinfo=UTC),
                "Upgrade postgres to 16",
                key_result="resolved done.",
                success=False,
                error_encountered="postgis missing",
                error_resolution="install postgis for 16 first",
            )
        )


def _first_prompt(home: Path, budget: WorkingMemory | None) -> tuple[str, MemoryRuntime]:
    model = ScriptedModel(["First answer.", "Second answer."])
    rt = MemoryRuntime(
        home,
        model=model,
        load_provider=False,
        nudge_interval=0,
        episodes=True,
        working_memory=budget,
    )
    rt.start_session()
    run_turn(rt, TASK)
    run_turn(rt, "And the replicas?")
    first, second = (call.messages[0]["content"] for call in model.calls)
    assert first == second == rt.system_prompt  # whatever fits, it stays frozen
    return first, rt


def _memory_tokens(home: Path) -> int:
    """Tokens of the curated blocks as a session of ``home`` injects them (no turn is run,
    so no episode of this probe is recorded)."""
    rt = MemoryRuntime(home, load_provider=False, nudge_interval=0, episodes=False)
    rt.start_session()
    blocks = [b.strip() for b in rt.builder.memory_blocks() if b.strip()]
    rt.end_session()
    return rough_tokens("\n\n".join(blocks))


def _slot(tokens: int) -> WorkingMemory:
    """A window whose ``memory_injection`` slot is exactly ``tokens``."""
    return WorkingMemory(100_000, shares={"memory_injection": (tokens + 0.5) / 100_000})


def test_default_slot_fits_memory_and_both_episodes(hermes_home: Path) -> None:
    _seed(hermes_home)
    prompt, rt = _first_prompt(hermes_home, None)
    assert NOTE in prompt and prompt.count("**Similar task**") == 2 and PITFALL in prompt
    used = _memory_tokens(hermes_home) + rough_tokens(
        prompt[prompt.index(HEADING) :].split("\n\n")[0]
    )
    assert used <= rt.tool_window.budget.get_token_budget()["memory_injection"]
    rt.end_session()


def test_over_the_slot_the_least_relevant_episode_is_dropped_first(hermes_home: Path) -> None:
    _seed(hermes_home)
    one = rough_tokens(f"{HEADING}\n{BEST}")
    room = _memory_tokens(hermes_home) + one  # the memory plus the best episode, not the second
    prompt, rt = _first_prompt(hermes_home, _slot(room))
    assert NOTE in prompt  # the curated memory is never the one cut
    assert prompt.count(HEADING) == 1 and prompt.count("**Similar task**") == 1
    assert BEST in prompt and PITFALL not in prompt
    sid = rt.session_id
    rt.end_session()
    with SessionDB(hermes_home / "state.db") as db:
        assert db.get_session(sid or "")["system_prompt"] == prompt  # stored as sent


def test_no_room_left_drops_the_whole_block_and_keeps_memory(hermes_home: Path) -> None:
    _seed(hermes_home)
    one = rough_tokens(f"{HEADING}\n{BEST}")
    prompt, rt = _first_prompt(hermes_home, _slot(_memory_tokens(hermes_home) + one - 1))
    assert NOTE in prompt and HEADING not in prompt and "Similar task" not in prompt
    rt.end_session()


def test_slot_from_config_yaml_bounds_the_injection(hermes_home: Path) -> None:
    _seed(hermes_home)
    # 600 tokens × 0.12 = 72: the memory block (~60) leaves no room for an episode
    (hermes_home / "config.yaml").write_text("working_memory:\n  max_tokens: 600\n")
    prompt, rt = _first_prompt(hermes_home, None)
    assert rt.tool_window.budget.get_token_budget()["memory_injection"] == 72
    assert NOTE in prompt and HEADING not in prompt
    rt.end_session()
