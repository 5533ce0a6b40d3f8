"""``hermes-memory working-memory budget`` through click's runner: the slot table, --json,
--max-tokens, and config errors as exit codes (1 refused, 2 usage)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from hermes_memory.cli import main


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_budget_json_has_the_spec_defaults(hermes_home: Path) -> None:
    result = invoke("working-memory", "budget", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["max_tokens"] == 32768
    assert data["tool_result_max_tokens"] == 500
    assert data["budget"] == {
        "system_prompt": 2621,
        "memory_injection": 3932,
        "conversation": 9830,
        "tool_results": 11468,
        "response_reserve": 4915,
    }
    assert data["shares"]["tool_results"] == 0.35


def test_budget_table_is_readable(hermes_home: Path) -> None:
    result = invoke("working-memory", "budget")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["slot", "share", "tokens"]
    assert lines[4].split() == ["tool_results", "35%", "11,468"]
    assert "over 500 tokens is compressed" in result.stdout


def test_max_tokens_option_keeps_the_configured_shares(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "working_memory:\n  max_tokens: 8000\n  tool_results: 0.25\n", encoding="utf-8"
    )
    data = json.loads(invoke("working-memory", "budget", "--json").stdout)
    assert data["budget"]["tool_results"] == 2000
    data = json.loads(invoke("working-memory", "budget", "--max-tokens", "100000", "--json").stdout)
    assert data["max_tokens"] == 100_000
    assert data["budget"]["tool_results"] == 25_000


def test_home_option_reads_that_home(tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "config.yaml").write_text("working_memory:\n  max_tokens: 1000\n", encoding="utf-8")
    data = json.loads(invoke("working-memory", "budget", "--json", "--home", str(other)).stdout)
    assert data["budget"]["conversation"] == 300


def test_a_bad_max_tokens_option_is_a_usage_error(hermes_home: Path) -> None:
    for bad in ("0", "-4", "lots"):
        result = invoke("working-memory", "budget", "--max-tokens", bad)
        assert result.exit_code == 2, bad


def test_bad_config_is_refused_with_file_line_and_sum(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "working_memory:\n  conversation: 0.5\n  tool_results: 0.5\n", encoding="utf-8"
    )
    result = invoke("working-memory", "budget", "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["success"] is False
    assert "config.yaml, line 1" in data["error"] and "sum to 1.35" in data["error"]
    text = invoke("working-memory", "budget")
    assert text.exit_code == 1 and "sum to 1.35" in text.stderr
