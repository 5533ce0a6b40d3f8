"""The working-memory budget (spec §1, acceptance 1–2) through the public names and
config.yaml, with errors that name the file, the line and the bad value."""

from __future__ import annotations

from pathlib import Path

import pytest

import hermes_memory
from hermes_memory.errors import ConfigError, HermesMemoryError, WorkingMemoryConfigError
from hermes_memory.working import BudgetSlot, WorkingMemory, load_working_memory

SPEC_BUDGET = {
    "system_prompt": 2621,
    "memory_injection": 3932,
    "conversation": 9830,
    "tool_results": 11468,
    "response_reserve": 4915,
}


def test_default_budget_matches_the_spec_table() -> None:
    budget = hermes_memory.WorkingMemory().get_token_budget()
    assert budget == SPEC_BUDGET
    assert list(budget) == [slot.value for slot in BudgetSlot]
    assert all(type(v) is int for v in budget.values())


def test_budget_scales_with_max_tokens() -> None:
    wm = WorkingMemory(max_tokens=100_000)
    assert wm.get_token_budget()["tool_results"] == 35_000
    assert wm.slot_tokens(BudgetSlot.RESPONSE_RESERVE) == 15_000


def test_partial_shares_merge_with_the_defaults() -> None:
    wm = WorkingMemory(1000, shares={"tool_results": 0.30})
    assert wm.get_token_budget()["tool_results"] == 300
    assert wm.get_token_budget()["conversation"] == 300


@pytest.mark.parametrize("bad", [0, -5, 1.5, "32768", True, None])
def test_non_positive_or_non_integer_max_tokens_is_refused(bad: object) -> None:
    with pytest.raises(WorkingMemoryConfigError) as info:
        WorkingMemory(bad)  # type: ignore[arg-type]
    assert "max_tokens" in str(info.value)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, ConfigError)


def test_shares_over_one_name_the_sum() -> None:
    with pytest.raises(WorkingMemoryConfigError) as info:
        WorkingMemory(shares={"tool_results": 0.50})
    assert "sum to 1.15" in str(info.value)
    assert "more than 1.0" in str(info.value)


@pytest.mark.parametrize("bad", [-0.1, 1.2, "lots", float("nan")])
def test_a_bad_share_is_refused(bad: object) -> None:
    with pytest.raises(WorkingMemoryConfigError, match="conversation"):
        WorkingMemory(shares={"conversation": bad})


def test_an_unknown_slot_is_refused() -> None:
    with pytest.raises(WorkingMemoryConfigError, match="not a budget slot"):
        WorkingMemory(shares={"scratchpad": 0.1})


def _config(home: Path, text: str) -> None:
    (home / "config.yaml").write_text(text, encoding="utf-8")


def test_config_block_sets_the_budget(hermes_home: Path) -> None:
    _config(
        hermes_home,
        "memory:\n  memory_enabled: true\nworking_memory:\n  max_tokens: 10000\n"
        "  tool_results: 0.30\n  tool_result_max_tokens: 800\n",
    )
    wm = load_working_memory(hermes_home)
    assert wm.max_tokens == 10_000
    assert wm.tool_result_max_tokens == 800
    assert wm.get_token_budget()["tool_results"] == 3000


def test_missing_file_or_block_means_defaults(hermes_home: Path) -> None:
    assert load_working_memory(hermes_home) == WorkingMemory()
    _config(hermes_home, "memory:\n  nudge_interval: 3\nworking_memory:\n")
    assert load_working_memory(hermes_home).get_token_budget() == SPEC_BUDGET


def test_config_shares_over_one_name_file_line_and_sum(hermes_home: Path) -> None:
    _config(hermes_home, "working_memory:\n  max_tokens: 4096\n  conversation: 0.6\n")
    with pytest.raises(WorkingMemoryConfigError) as info:
        load_working_memory(hermes_home)
    message = str(info.value)
    assert "config.yaml, line 1" in message
    assert "sum to 1.3" in message


def test_config_bad_max_tokens_points_at_its_line(hermes_home: Path) -> None:
    _config(hermes_home, "memory:\n  memory_enabled: true\nworking_memory:\n  max_tokens: -1\n")
    with pytest.raises(WorkingMemoryConfigError) as info:
        load_working_memory(hermes_home)
    assert info.value.line == 4
    assert info.value.key == "working_memory.max_tokens"
    assert "-1" in str(info.value)


@pytest.mark.parametrize(
    "block",
    [
        "working_memory: 5\n",
        "working_memory:\n  max_tokns: 5\n",
        "working_memory:\n  max_tokens: 1e4\n",
    ],
)
def test_config_shapes_that_are_wrong_are_clear_errors(hermes_home: Path, block: str) -> None:
    _config(hermes_home, block)
    with pytest.raises(HermesMemoryError) as info:
        load_working_memory(hermes_home)
    assert "working_memory" in str(info.value)
    assert str(hermes_home / "config.yaml") in str(info.value)
