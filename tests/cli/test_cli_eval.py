"""``hermes-memory eval locomo | longmemeval`` through CliRunner on the tiny fixtures:
``--json``, the tables, quick-run limits, cut-offs, expansions, and exit codes for bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.sessions.store import SessionDB

DATA = Path(__file__).resolve().parents[1] / "data"
LOCOMO = str(DATA / "locomo_tiny.json")
LONGMEMEVAL = str(DATA / "longmemeval_tiny.json")


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["eval", *args])


def as_json(result: Result) -> dict[str, Any]:
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert isinstance(data, dict)
    return data


@pytest.fixture(autouse=True)
def no_vectors(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hybrid's availability depends on the build; here it is pinned to 'not built'."""
    monkeypatch.setattr(SessionDB, "update_vectors", None)  # as in a build without vectors


def test_locomo_json() -> None:
    out = as_json(run("locomo", LOCOMO, "--json"))
    assert out["benchmark"] == "locomo" and out["n_questions"] == 8
    lexical, hybrid = out["modes"]["lexical"], out["modes"]["hybrid"]
    assert lexical["metrics"]["R@5"] == 1.0 and "turn_R_any@10" in lexical["metrics"]
    assert hybrid["available"] is False and "update_vectors" in hybrid["reason"]


def test_longmemeval_json_and_limits() -> None:
    out = as_json(run("longmemeval", LONGMEMEVAL, "--json", "--limit-questions", "2"))
    assert out["n_questions"] == 2 and out["modes"]["lexical"]["metrics"]["n"] == 2
    cut = as_json(run("longmemeval", LONGMEMEVAL, "--json", "--k", "1,2", "--turn-k", "3"))
    metrics = cut["modes"]["lexical"]["metrics"]
    assert {"R@1", "R@2", "turn_R_any@3"} <= set(metrics) and "R@5" not in metrics


def test_locomo_quick_runs() -> None:
    one = as_json(run("locomo", LOCOMO, "--json", "--conversations", "1", "--mode", "lexical"))
    assert one["n_questions"] == 5 and list(one["modes"]) == ["lexical"]
    few = as_json(run("locomo", LOCOMO, "--json", "--limit-questions", "3"))
    assert few["n_questions"] == 3
    temporal = as_json(run("locomo", LOCOMO, "--json", "--categories", "2"))
    assert set(temporal["modes"]["lexical"]["by_category"]) == {"temporal"}


def test_readable_tables() -> None:
    result = run("locomo", LOCOMO)
    assert result.exit_code == 0, result.output
    text = result.output
    for piece in ("locomo: 8 questions", "session R@5", "turn R_any@10", "session MRR",
                  "query p99 ms", "hybrid: unavailable", "by category", "multi-hop"):  # fmt: skip
        assert piece in text, piece
    assert "lexical" in text.splitlines()[2] and "hybrid" in text.splitlines()[2]


def test_expansions_file(tmp_path: Path) -> None:
    table = tmp_path / "expansions.json"
    table.write_text(json.dumps({"How much is the studio rent?": ["lease 2000"]}), "utf-8")
    out = as_json(run("locomo", LOCOMO, "--json", "--mode", "lexical", "--expansions", str(table)))
    assert out["expansion"]["questions_cached"] == 8


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (["locomo", "/no/such/file.json"], 2, "does not exist"),
        (["locomo", LOCOMO, "--k", "0"], 2, "positive whole numbers"),
        (["locomo", LOCOMO, "--k", "five"], 2, "positive whole numbers"),
        (["longmemeval", LOCOMO, "--mode", "fast"], 2, "Invalid value"),
        (["longmemeval", LOCOMO], 1, "has no question text"),
    ],
)
def test_bad_input_exit_codes(args: list[str], code: int, words: str) -> None:
    result = run(*args)
    assert result.exit_code == code and words in result.output


def test_bad_file_json_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    result = run("locomo", str(bad), "--json")
    assert result.exit_code == 1
    error = json.loads(result.output)
    assert error["success"] is False and "is not JSON" in error["error"]


def test_expansion_on_the_paraphrase_set() -> None:
    """20 questions whose words differ from the session's (English and Chinese), with the
    fixed keyword expansions a model would write: lexical alone misses most of them."""
    data = str(DATA / "paraphrase_locomo.json")
    table = str(DATA / "paraphrase_expansions.json")
    plain = as_json(run("locomo", data, "--json", "--mode", "lexical"))
    wide = as_json(run("locomo", data, "--json", "--mode", "lexical", "--expansions", table))
    before, after = plain["modes"]["lexical"]["metrics"], wide["modes"]["lexical"]["metrics"]
    assert before["n"] == after["n"] == 20
    assert before["R@3"] <= 0.2 and after["R@3"] >= 0.9 and after["MRR"] > before["MRR"]
