"""Fixed query expansions for measuring expansion offline: a JSON file and a scripted model.

The file maps a question to the keyword queries a model would have written for it
(``{"question": ["query", ...]}``); the scripted model answers the expansion prompt from it,
so the measurement exercises the same parsing, cache and fusion as the live tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from hermes_memory.errors import DatasetFormatError
from hermes_memory.evaluation.reading import read_json
from hermes_memory.tools.session_search.expansion import PROMPT_HEAD
from hermes_memory.tools.session_search.options import SummaryModel


def load_expansions(path: str | Path) -> dict[str, list[str]]:
    """The file's table; raises ``DatasetFormatError`` for any other shape."""
    data, _ = read_json(path)
    if not isinstance(data, dict):
        raise DatasetFormatError(f"{path}: expansions must be a JSON object question -> list")
    table: dict[str, list[str]] = {}
    for question, queries in data.items():
        if not isinstance(queries, list) or not all(isinstance(q, str) for q in queries):
            raise DatasetFormatError(f"{path}: the expansions of {question!r} are not strings")
        table[str(question).strip()] = list(queries)
    return table


def scripted_expander(table: Mapping[str, list[str]]) -> SummaryModel:
    """A summary model that answers each expansion prompt from ``table`` (else nothing)."""

    def answer(system: str, prompt: str) -> str:
        question = prompt.removeprefix(PROMPT_HEAD).strip()
        return "\n".join(table.get(question, []))

    return answer
