"""``hermes-memory memory``: show, edit, snapshot and reset MEMORY.md / USER.md.

Writes go through the ``memory`` tool itself, so the CLI refuses exactly what the model
would be refused, and ``--json`` prints the tool's own result. The person at the terminal is
the approver, so the write-approval gate does not apply here.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import IO, Any

import click

from hermes_memory.cli import memory_pending
from hermes_memory.cli.common import (
    EXIT_REFUSED,
    cli_database_url,
    confirm,
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.curated.entries import Target, store_size, usage_long
from hermes_memory.curated.reset import existing_files, reset_files
from hermes_memory.curated.snapshot import sanitize_entry
from hermes_memory.curated.store import MemoryStore
from hermes_memory.paths import memories_dir
from hermes_memory.storage import open_storage
from hermes_memory.tools.memory import human_failure, memory_tool

TARGET_CHOICE = click.Choice(["memory", "user"])
SCOPE_CHOICE = click.Choice(["all", "memory", "user"])


def _targets(scope: str) -> list[Target]:
    return list(Target) if scope == "all" else [Target(scope)]


def _store(home: Path | None, *, reading: bool = False) -> MemoryStore:
    """The home's store; ``reading`` leaves a home without memories/ untouched (loading
    would create the folder, and there is nothing in it to read)."""
    resolved = resolve_cli_home(home)
    url = cli_database_url(home)
    if url is not None:  # the user's curated memory in PostgreSQL (default space)
        return open_storage(url, home=resolved).memory
    load = not (reading and not memories_dir(resolved).exists())
    return MemoryStore.from_config(resolved, load=load)


@click.group("memory")
def memory() -> None:
    """Curated memory: MEMORY.md (agent notes) and USER.md (user profile)."""


# -- reading ----------------------------------------------------------------------------------


def _describe(store: MemoryStore, target: Target) -> dict[str, Any]:
    entries = store.entries(target)
    limit = store.char_limit(target)
    return {
        "path": str(store.path_for(target)),
        "enabled": store.target_enabled(target),
        "entries": entries,
        "entry_count": len(entries),
        "char_count": store_size(entries),
        "char_limit": limit,
        "usage": usage_long(store_size(entries), limit),
        "blocked": [i for i, e in enumerate(entries, 1) if sanitize_entry(e, target) != e],
    }


@memory.command("show")
@click.option("--target", "scope", type=SCOPE_CHOICE, default="all", show_default=True)
@json_option
@home_option
@handle_errors
def show(scope: str, as_json: bool, home: Path | None) -> None:
    """List each store's entries and how full it is."""
    store = _store(home, reading=True)
    report = {t.value: _describe(store, t) for t in _targets(scope)}
    if as_json:
        echo_json(report)
        return
    for name, info in report.items():
        state = "" if info["enabled"] else "  (disabled in config)"
        count = f"{info['entry_count']} entr{'y' if info['entry_count'] == 1 else 'ies'}"
        click.echo(f"{Target(name).filename}  {info['usage']}  {count}{state}")
        if not info["entries"]:
            click.echo("  (empty)")
        width = len(str(len(info["entries"])))
        for index, entry in enumerate(info["entries"], 1):
            flag = "!" if index in info["blocked"] else " "
            lines = entry.splitlines() or [""]
            click.echo(f" {flag}{index:>{width}}  {len(entry):>5}  {lines[0]}")
            for more in lines[1:]:
                click.echo(f"  {'':>{width}}  {'':>5}  {more}")
        if info["blocked"]:
            click.echo("  ! = shown as [BLOCKED] in the system prompt (threat pattern)")
        click.echo("")


@memory.command("snapshot")
@click.option("--target", "scope", type=SCOPE_CHOICE, default="all", show_default=True)
@json_option
@home_option
@handle_errors
def snapshot(scope: str, as_json: bool, home: Path | None) -> None:
    """Print the frozen system-prompt blocks a new session would see."""
    store = _store(home, reading=True)
    blocks = {t.value: store.format_for_system_prompt(t) for t in _targets(scope)}
    if as_json:
        echo_json(blocks)
        return
    shown = [block for block in blocks.values() if block]
    click.echo("\n\n".join(shown) if shown else "(no memory blocks: the stores are empty)")


# -- writing ----------------------------------------------------------------------------------


def _require_text(as_json: bool, **arguments: str) -> None:
    """A blank CONTENT or OLD_TEXT is a missing argument: bad usage (exit 2), not a refusal."""
    for name, value in arguments.items():
        if not value.strip():
            usage_fail(f"{name.upper()} is empty.", as_json=as_json)


def _run_tool(home: Path | None, as_json: bool, **kwargs: Any) -> None:
    result_text = memory_tool(store=_store(home), write_approval=False, **kwargs)
    result = json.loads(result_text)
    if as_json:
        click.echo(result_text)
    elif result.get("success"):
        click.echo(f"{result.get('message', 'Done.')} ({result.get('usage', '')})")
        for key in ("replaced_entry", "removed_entry"):
            if key in result:
                click.echo(f"{key.replace('_', ' ').capitalize()}: {result[key]}")
    else:
        reason, *more = human_failure(result)  # the tool's error is worded for the model
        click.echo(f"Error: {reason}", err=True)
        for line in more:
            click.echo(line, err=True)
    if not result.get("success"):
        sys.exit(EXIT_REFUSED)


@memory.command("add")
@click.argument("content")
@click.option("--target", type=TARGET_CHOICE, default="memory", show_default=True)
@json_option
@home_option
@handle_errors
def add(content: str, target: str, as_json: bool, home: Path | None) -> None:
    """Add an entry."""
    _require_text(as_json, content=content)
    _run_tool(home, as_json, action="add", target=target, content=content)


@memory.command("replace")
@click.argument("old_text")
@click.argument("new_content")
@click.option("--target", type=TARGET_CHOICE, default="memory", show_default=True)
@json_option
@home_option
@handle_errors
def replace(old_text: str, new_content: str, target: str, as_json: bool, home: Path | None) -> None:
    """Replace the whole entry that OLD_TEXT picks out with NEW_CONTENT."""
    _require_text(as_json, old_text=old_text, new_content=new_content)
    _run_tool(
        home, as_json, action="replace", target=target, old_text=old_text, content=new_content
    )


@memory.command("remove")
@click.argument("old_text")
@click.option("--target", type=TARGET_CHOICE, default="memory", show_default=True)
@json_option
@home_option
@handle_errors
def remove(old_text: str, target: str, as_json: bool, home: Path | None) -> None:
    """Remove the entry that OLD_TEXT picks out."""
    _require_text(as_json, old_text=old_text)
    _run_tool(home, as_json, action="remove", target=target, old_text=old_text)


@memory.command("batch")
@click.argument("operations", required=False)
@click.option(
    "--file",
    "ops_file",
    type=click.File("r", encoding="utf-8"),
    help="Read the operations JSON from this file ('-' for stdin).",
)
@click.option("--target", type=TARGET_CHOICE, default="memory", show_default=True)
@json_option
@home_option
@handle_errors
def batch(
    operations: str | None, ops_file: IO[str] | None, target: str, as_json: bool, home: Path | None
) -> None:
    """Apply a JSON list of {action, content, old_text} all-or-nothing.

    OPERATIONS is the JSON text; without it, --file or standard input is read.
    """
    if operations is not None and ops_file is not None:
        raise click.UsageError("Give the operations as an argument or with --file, not both.")
    if operations is None:
        stream: IO[str] = ops_file if ops_file is not None else sys.stdin
        operations = stream.read()
    try:
        ops = json.loads(operations)
    except json.JSONDecodeError as exc:
        raise click.UsageError(f"operations are not valid JSON: {exc}") from exc
    if isinstance(ops, dict) and "operations" in ops:
        ops = ops["operations"]
    if not isinstance(ops, list) or not ops:
        usage_fail("operations must be a non-empty JSON list of objects.", as_json=as_json)
    _run_tool(home, as_json, target=target, operations=ops)


# -- reset ------------------------------------------------------------------------------------


@memory.command("reset")
@click.option("--target", "scope", type=SCOPE_CHOICE, default="all", show_default=True)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@json_option
@home_option
@handle_errors
def reset(scope: str, yes: bool, as_json: bool, home: Path | None) -> None:
    """Delete the selected memory files (a backup copy is kept)."""
    if cli_database_url(home) is not None:
        fail("'memory reset' works on the home's files only, not on a PostgreSQL database",
             as_json=as_json)  # fmt: skip
    resolved = resolve_cli_home(home)
    files = existing_files(resolved, _targets(scope))
    where = resolved / "memories"
    if not files:
        if as_json:
            echo_json({"reset": False, "deleted": [], "backup": None})
        else:
            click.echo(f"Nothing to reset — no memory files found in {where}/")
        return

    def out(message: str) -> None:
        # Under --json, stdout carries only the JSON document; the dialogue goes to stderr.
        click.echo(message, err=as_json)

    out("This will delete:")
    for item in files:
        out(f"  {item.path.name} ({item.description}) — {item.size:,} bytes")
    if not yes and not confirm("Delete them?", err=True):
        out("Cancelled.")
        if as_json:
            echo_json({"reset": False, "deleted": [], "backup": None, "cancelled": True})
        return
    backup = reset_files(resolved, files)
    if as_json:
        echo_json({"reset": True, "deleted": [str(f.path) for f in files], "backup": str(backup)})
        return
    for item in files:
        click.echo(f"Deleted {item.path}")
    click.echo(f"Backup kept in {backup}/ (copy the files back to undo).")
    click.echo(f"Memory reset complete: new sessions start blank ({where}/).")


for _command in (memory_pending.pending, memory_pending.approve, memory_pending.reject):
    memory.add_command(_command)
