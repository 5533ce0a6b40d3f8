"""``hermes-memory working-memory budget``: how one context window is shared.

Prints the five slots of the ``working_memory:`` budget (config.yaml, or the defaults) with
their shares and token sizes, and the per-result limit above which a tool result is
compressed. ``--max-tokens`` sizes the table for another window without editing config.
"""

from __future__ import annotations

from pathlib import Path

import click

from hermes_memory.cli.common import (
    echo_json,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.working import BudgetSlot, WorkingMemory, load_working_memory


@click.group("working-memory")
def working_memory() -> None:
    """The token budget of the context window (working memory)."""


@working_memory.command("budget")
@click.option(
    "--max-tokens",
    type=click.IntRange(min=1),
    default=None,
    help="Size the budget for a window of N tokens (default: working_memory.max_tokens).",
)
@json_option
@home_option
@handle_errors
def budget(max_tokens: int | None, as_json: bool, home: Path | None) -> None:
    """Print each slot of the budget: its share and its size in tokens."""
    configured = load_working_memory(resolve_cli_home(home))
    wm = configured
    if max_tokens is not None:
        wm = WorkingMemory(
            max_tokens,
            shares=configured.shares,
            tool_result_max_tokens=configured.tool_result_max_tokens,
        )
    if as_json:
        echo_json(wm.as_dict())
        return
    sizes = wm.get_token_budget()
    shares = wm.shares
    width = max(len(slot.value) for slot in BudgetSlot)
    click.echo(f"{'slot':<{width}}  {'share':>6}  {'tokens':>8}")
    for slot in BudgetSlot:
        share = f"{shares[slot.value] * 100:.0f}%"
        click.echo(f"{slot.value:<{width}}  {share:>6}  {sizes[slot.value]:>8,}")
    total = sum(sizes.values())
    click.echo(f"{'total':<{width}}  {'':>6}  {total:>8,} of {wm.max_tokens:,}")
    click.echo(
        f"A tool result over {wm.tool_result_max_tokens:,} tokens is compressed before the "
        "model sees it."
    )
