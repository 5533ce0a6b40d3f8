"""The nudge counter (§18.2) and its hydration from history (§18.3), with the spec examples."""

from __future__ import annotations

import pytest

from hermes_memory.review import NudgeCounter


def users(n: int) -> list[dict[str, str]]:
    out = []
    for i in range(n):
        out += [{"role": "user", "content": f"u{i}"}, {"role": "assistant", "content": f"a{i}"}]
    return out


def test_every_interval_user_turns_is_due() -> None:
    counter = NudgeCounter(3)
    due = [counter.start_turn() for _ in range(7)]
    assert due == [False, False, True, False, False, True, False]
    assert counter.user_turn_count == 7


def test_memory_tool_use_restarts_the_cadence() -> None:
    counter = NudgeCounter(3)
    counter.start_turn()
    counter.start_turn()
    counter.memory_tool_used()
    assert [counter.start_turn() for _ in range(3)] == [False, False, True]


def test_no_tick_without_memory_tool_or_with_interval_zero() -> None:
    counter = NudgeCounter(2)
    assert not counter.start_turn(memory_available=False)
    assert not counter.start_turn(memory_available=False)
    assert counter.turns_since_memory == 0
    off = NudgeCounter(0)
    assert not any(off.start_turn() for _ in range(50))


@pytest.mark.parametrize(
    ("prior", "after_hydration", "due"), [(9, 9, True), (13, 3, False), (127, 7, False)]
)
def test_hydration_examples(prior: int, after_hydration: int, due: bool) -> None:
    counter = NudgeCounter(10)
    counter.hydrate(users(prior))
    assert counter.user_turn_count == prior
    assert counter.turns_since_memory == after_hydration
    fresh = NudgeCounter(10)
    assert fresh.start_turn(history=users(prior)) is due
    assert fresh.user_turn_count == prior + 1


def test_hydration_with_interval_zero_leaves_the_memory_count() -> None:
    counter = NudgeCounter(0)
    counter.hydrate(users(13))
    assert counter.user_turn_count == 13
    assert counter.turns_since_memory == 0


def test_a_counter_that_already_ticked_is_never_rehydrated() -> None:
    counter = NudgeCounter(10)
    counter.start_turn()
    counter.start_turn(history=users(40))
    assert counter.user_turn_count == 2
    assert counter.turns_since_memory == 2


def test_messages_without_role_are_ignored() -> None:
    counter = NudgeCounter(10)
    counter.hydrate([{"content": "no role"}, {"role": "user"}, {"role": "tool"}])
    assert counter.user_turn_count == 1
    assert counter.turns_since_memory == 1
    empty = NudgeCounter(10)
    empty.hydrate([{"role": "assistant", "content": "x"}])
    assert (empty.user_turn_count, empty.turns_since_memory) == (0, 0)
