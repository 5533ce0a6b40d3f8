"""``hermes-memory eval locomo FILE | longmemeval FILE``: retrieval quality, offline.

Each corpus of the file is ingested into a temporary state.db and its questions asked
through ``SessionDB.search``; lexical and hybrid side by side (hybrid reported unavailable,
with the reason, when vectors are). ``--json`` prints the report; otherwise tables.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import ParamSpec, TypeVar

import click

from hermes_memory.cli.common import echo_json, handle_errors, json_option, usage_fail
from hermes_memory.cli.eval_render import render_report
from hermes_memory.evaluation import (
    DEFAULT_CATEGORIES,
    Dataset,
    Mode,
    Settings,
    load_locomo,
    load_longmemeval,
    run_evaluation,
)
from hermes_memory.evaluation.corpus import first_questions
from hermes_memory.evaluation.expansions import load_expansions, scripted_expander
from hermes_memory.evaluation.metrics import DEFAULT_KS, DEFAULT_TURN_KS

MODES = {"lexical": (Mode.LEXICAL,), "hybrid": (Mode.HYBRID,), "both": (Mode.LEXICAL, Mode.HYBRID)}
P = ParamSpec("P")
R = TypeVar("R")
_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


def _numbers(values: Sequence[str], name: str, default: Sequence[int], as_json: bool) -> list[int]:
    """``--k 1,3 --k 5`` as sorted unique positive integers."""
    if not values:
        return list(default)
    found: set[int] = set()
    for value in values:
        for part in value.split(","):
            if not part.strip():
                continue
            try:
                number = int(part)
            except ValueError:
                number = 0
            if number < 1:
                usage_fail(f"{name} takes positive whole numbers, not {part!r}", as_json=as_json)
            found.add(number)
    return sorted(found)


def _common(func: Callable[P, R]) -> Callable[P, R]:
    """The options both commands share."""
    options: list[Callable[[Callable[P, R]], Callable[P, R]]] = [
        click.option("--k", "ks", multiple=True, help="Session cut-offs (default 1,3,5,10)."),
        click.option("--turn-k", "turn_ks", multiple=True, help="Turn cut-offs (default 5,10)."),
        click.option(
            "--mode",
            type=click.Choice(sorted(MODES)),
            default="both",
            show_default=True,
            help="Lexical, hybrid, or both side by side.",
        ),
        click.option(
            "--limit-questions",
            type=click.IntRange(min=1),
            default=None,
            help="Only the first N questions (a quick run).",
        ),
        click.option(
            "--expansions",
            type=_FILE,
            default=None,
            help="JSON {question: [queries]}: measure query expansion with these fixed "
            "expansions (a scripted model).",
        ),
        json_option,
    ]
    for option in reversed(options):
        func = option(func)
    return func


def _run(
    dataset: Dataset,
    ks: Sequence[str],
    turn_ks: Sequence[str],
    mode: str,
    expansions: Path | None,
    as_json: bool,
) -> None:
    cut = _numbers(ks, "--k", DEFAULT_KS, as_json)
    turn_cut = _numbers(turn_ks, "--turn-k", DEFAULT_TURN_KS, as_json)
    model = scripted_expander(load_expansions(expansions)) if expansions else None
    settings = Settings(MODES[mode], cut, turn_cut, expansion_model=model)
    total = len(dataset.corpora)

    def progress(done: int, _: int) -> None:
        if not as_json and sys.stderr.isatty():
            click.echo(f"\r{done}/{total} corpora", err=True, nl=done == total)

    report = run_evaluation(dataset, settings, progress).as_dict()
    if as_json:
        echo_json(report)
    else:
        click.echo(render_report(report, cut, turn_cut))


@click.group("eval")
def eval_group() -> None:
    """Measure recall on LoCoMo or LongMemEval-S files (offline, temporary stores)."""


@eval_group.command("locomo")
@click.argument("file", type=_FILE)
@click.option("--conversations", type=click.IntRange(min=1), default=None, help="Only the first N.")
@click.option(
    "--categories",
    default=",".join(str(c) for c in DEFAULT_CATEGORIES),
    show_default=True,
    help="Question categories (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, "
    "5 adversarial).",
)
@_common
@handle_errors
def locomo_command(
    file: Path,
    conversations: int | None,
    categories: str,
    ks: tuple[str, ...],
    turn_ks: tuple[str, ...],
    mode: str,
    limit_questions: int | None,
    expansions: Path | None,
    as_json: bool,
) -> None:
    """Session and turn recall on a LoCoMo file (e.g. locomo10.json)."""
    wanted = _numbers([categories], "--categories", DEFAULT_CATEGORIES, as_json)
    dataset = load_locomo(str(file), categories=wanted, conversations=conversations)
    if limit_questions is not None:
        dataset = first_questions(dataset, limit_questions)
    _run(dataset, ks, turn_ks, mode, expansions, as_json)


@eval_group.command("longmemeval")
@click.argument("file", type=_FILE)
@_common
@handle_errors
def longmemeval_command(
    file: Path,
    ks: tuple[str, ...],
    turn_ks: tuple[str, ...],
    mode: str,
    limit_questions: int | None,
    expansions: Path | None,
    as_json: bool,
) -> None:
    """Session and turn recall on a LongMemEval-S file (one haystack per question)."""
    dataset = load_longmemeval(str(file), limit_questions=limit_questions)
    _run(dataset, ks, turn_ks, mode, expansions, as_json)
