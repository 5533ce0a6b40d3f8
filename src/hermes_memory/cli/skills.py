"""``hermes-memory skills``: list, view, create, edit and delete (usage: ``skills_usage``).

Writes go through ``skill_manage`` itself, so the terminal is refused exactly what the model
would be (names, format, size, the guard), and ``--json`` prints the tool's own result.
A refusal exits 1; a malformed command line exits 2.
"""

from __future__ import annotations

import json
import sys
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
    usage_fail,
)
from hermes_memory.cli.skills_curate import curate_command
from hermes_memory.cli.skills_usage import COMMANDS, day, percent, render_table
from hermes_memory.skills import SkillStats, SkillStore, all_stats
from hermes_memory.tools.skills import skill_manage, skill_view, skills_list

_DESCRIPTION_WIDTH = 60


def _finish(result: str, as_json: bool, text: str | None = None) -> None:
    """Print a tool result (JSON as is, or ``text``/its message) and exit 1 on failure."""
    payload: dict[str, Any] = json.loads(result)
    ok = payload.get("success") is True
    if as_json:
        echo_json(payload)
    elif ok:
        click.echo(text if text is not None else payload.get("message", "Done."))
    else:
        click.echo(f"Error: {payload.get('error')}", err=True)
    if not ok:
        sys.exit(EXIT_REFUSED)


def _read_source(source: str, as_json: bool) -> str:
    """The text of ``--file`` (``-`` reads standard input); unreadable input is bad usage."""
    try:
        if source == "-":
            return sys.stdin.read()
        return Path(source).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        usage_fail(f"Cannot read {source}: {exc}", as_json=as_json)
        raise AssertionError("unreachable") from exc  # usage_fail exits


def _table(rows: list[dict[str, Any]], stats: dict[str, SkillStats]) -> str:
    headers = ("NAME", "CATEGORY", "USES", "VIEWS", "SUCCESS", "HEALTH", "LAST USED", "DESCRIPTION")
    lines = []
    for row in rows:
        one = stats.get(row["name"])
        lines.append(
            (
                row["name"],
                row["category"] or "-",
                str(one.use_count if one else 0),
                str(one.view_count if one else 0),
                percent(one.success_rate if one else 1.0),
                one.health.value if one else "active",
                day(one.last_used_at if one else None),
                _clip(row["description"]),
            )
        )
    return render_table(headers, lines)


def _clip(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _DESCRIPTION_WIDTH else flat[: _DESCRIPTION_WIDTH - 1] + "…"


@click.group("skills")
def skills() -> None:
    """Skills: procedures the agent saved under <home>/skills/ (SKILL.md folders)."""


@skills.command("list")
@click.option("--category", default=None, help="Only skills in this category.")
@home_option
@json_option
@handle_errors
def list_command(category: str | None, home: Path | None, as_json: bool) -> None:
    """List skills (name, category, uses, success rate, health, description)."""
    resolved = resolve_cli_home(home)
    result = skills_list(category, home=resolved)
    payload = json.loads(result)
    if as_json or not payload.get("success"):
        _finish(result, as_json)
        return
    if not payload["skills"]:
        click.echo(payload.get("message", "No skills."))
        return
    stats = {s.name: s for s in all_stats(SkillStore(resolved))}
    click.echo(_table(payload["skills"], stats))
    click.echo(f"\n{payload['count']} skill(s).")


@skills.command("view")
@click.argument("name")
@click.option("--file", "file_path", default=None, help="A supporting file to show instead.")
@home_option
@json_option
@handle_errors
def view_command(name: str, file_path: str | None, home: Path | None, as_json: bool) -> None:
    """Show a skill's SKILL.md (and its supporting files), or one supporting file."""
    result = skill_view(name, file_path, home=resolve_cli_home(home))
    payload = json.loads(result)
    text = payload.get("content")
    if payload.get("success") and not file_path and payload.get("linked_files"):
        files = [f for group in payload["linked_files"].values() for f in group]
        text = f"{text.rstrip()}\n\nSupporting files: {', '.join(files)}"
    _finish(result, as_json, text)


@skills.command("create")
@click.argument("name")
@click.option("--file", "source", required=True, help="SKILL.md to install ('-': stdin).")
@click.option("--category", default=None, help="Folder to group the skill in.")
@home_option
@json_option
@handle_errors
def create_command(
    name: str, source: str, category: str | None, home: Path | None, as_json: bool
) -> None:
    """Create a skill from a SKILL.md file (validated and scanned first)."""
    content = _read_source(source, as_json)
    _finish(skill_manage("create", name, content, category, home=resolve_cli_home(home)), as_json)


@skills.command("edit")
@click.argument("name")
@click.option("--file", "source", required=True, help="The new SKILL.md ('-': stdin).")
@home_option
@json_option
@handle_errors
def edit_command(name: str, source: str, home: Path | None, as_json: bool) -> None:
    """Replace a skill's whole SKILL.md."""
    content = _read_source(source, as_json)
    _finish(skill_manage("edit", name, content, home=resolve_cli_home(home)), as_json)


@skills.command("delete")
@click.argument("name")
@click.option("--absorbed-into", default=None, help="The skill that now holds its content.")
@home_option
@json_option
@handle_errors
def delete_command(name: str, absorbed_into: str | None, home: Path | None, as_json: bool) -> None:
    """Archive a skill to skills/.archive/ (recoverable; nothing is erased)."""
    result = skill_manage("delete", name, absorbed_into=absorbed_into, home=resolve_cli_home(home))
    _finish(result, as_json)


for _command in (*COMMANDS, curate_command):
    skills.add_command(_command)
