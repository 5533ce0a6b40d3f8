"""``hermes-memory memory pending | approve | reject``: review staged memory writes.

Writes are staged instead of applied when ``memory.write_approval`` is on and no one could
be asked, or when an unattended background review wanted to replace or remove an entry.
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    EXIT_REFUSED,
    echo_json,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.curated.store import MemoryStore
from hermes_memory.tools.memory import (
    approve_pending,
    for_people,
    list_pending,
    load_pending,
    reject_pending,
)


def _ids(home: Path, pending_id: str) -> list[str]:
    """``all`` means every pending write; otherwise the one id (checked to exist)."""
    if pending_id.strip().lower() == "all":
        return [record.id for record in list_pending(home)]
    return [load_pending(home, pending_id).id]


@click.command("pending")
@json_option
@home_option
@handle_errors
def pending(as_json: bool, home: Path | None) -> None:
    """List memory writes staged for approval, oldest first."""
    records = list_pending(resolve_cli_home(home))
    if as_json:
        echo_json([record.as_dict() for record in records])
        return
    if not records:
        click.echo("No pending memory writes.")
        return
    for record in records:
        when = datetime.fromtimestamp(record.created_at).strftime("%Y-%m-%d %H:%M")
        click.echo(f"{record.id}  {when}  {record.origin or '-':<18} {record.summary}")


@click.command("approve")
@click.argument("pending_id")
@json_option
@home_option
@handle_errors
def approve(pending_id: str, as_json: bool, home: Path | None) -> None:
    """Apply PENDING_ID (or `all`); a write the store refuses stays pending."""
    resolved = resolve_cli_home(home)
    store = MemoryStore.from_config(resolved)
    results: list[dict[str, Any]] = [
        {"id": pid, **approve_pending(resolved, pid, store)} for pid in _ids(resolved, pending_id)
    ]
    if as_json:
        echo_json(results)
    elif not results:
        click.echo("No pending memory writes.")
    for result in [] if as_json else results:
        if result.get("success"):
            click.echo(f"{result['id']}: applied — {result.get('message', '')}")
        else:
            reason = for_people(str(result.get("error") or "refused"))
            click.echo(f"{result['id']}: not applied, still pending — {reason}")
    if any(not result.get("success") for result in results):
        sys.exit(EXIT_REFUSED)


@click.command("reject")
@click.argument("pending_id")
@json_option
@home_option
@handle_errors
def reject(pending_id: str, as_json: bool, home: Path | None) -> None:
    """Discard PENDING_ID (or `all`) without applying it."""
    resolved = resolve_cli_home(home)
    rejected = [reject_pending(resolved, pid) for pid in _ids(resolved, pending_id)]
    if as_json:
        echo_json([record.as_dict() for record in rejected])
        return
    if not rejected:
        click.echo("No pending memory writes.")
    for record in rejected:
        click.echo(f"{record.id}: rejected — {record.summary}")
