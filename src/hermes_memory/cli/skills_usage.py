"""``hermes-memory skills stats | pin | unpin | archive | restore``: the usage side of skills.

``stats`` shows each skill's uses, success rate and health (a table, or ``--json``); pinning
protects a skill from deletion and the curator; archive and restore move a skill to and
from ``skills/.archive/``. Unknown skills are refusals (exit 1); a malformed command line is
a usage error (exit 2, from click).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    echo_json,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.skills import Health, SkillStats, SkillStore, all_stats, set_pinned, skill_stats

_HEALTH_CHOICES = [h.value for h in Health]


def render_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned columns two spaces apart, trailing blanks trimmed."""
    widths = [max([len(h), *(len(row[i]) for row in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(headers), *(line(row) for row in rows)])


def percent(rate: float) -> str:
    return f"{round(rate * 100)}%"


def day(stamp: str | None) -> str:
    """The date part of an ISO timestamp, ``never`` when there is none."""
    return stamp[:10] if stamp else "never"


def _stats_table(found: list[SkillStats]) -> str:
    headers = ("NAME", "CATEGORY", "USES", "VIEWS", "SUCCESS", "OUTCOMES", "HEALTH", "PINNED")
    rows = [
        (
            s.name,
            s.category or "-",
            str(s.use_count),
            str(s.view_count),
            percent(s.success_rate),
            f"{s.success_count}/{s.success_count + s.failure_count}",
            s.health.value,
            "yes" if s.pinned else "no",
            day(s.last_used_at),
        )
        for s in found
    ]
    return render_table((*headers, "LAST USED"), rows)


def _one(stats: SkillStats) -> str:
    data = stats.as_dict()
    data["success_rate"] = percent(stats.success_rate)
    data["category"] = stats.category or "-"
    width = max(len(k) for k in data)
    return "\n".join(f"{k.ljust(width)}  {'-' if v is None else v}" for k, v in data.items())


@click.command("stats")
@click.argument("name", required=False)
@click.option(
    "--health",
    type=click.Choice(_HEALTH_CHOICES),
    default=None,
    help="Only skills in this health state.",
)
@home_option
@json_option
@handle_errors
def stats_command(name: str | None, health: str | None, home: Path | None, as_json: bool) -> None:
    """Uses, views, success rate and health of every skill (or of NAME)."""
    store = SkillStore(resolve_cli_home(home))
    if name:
        one = skill_stats(store, name)
        if as_json:
            echo_json({"success": True, "skill": one.as_dict()})
        else:
            click.echo(_one(one))
        return
    found = [s for s in all_stats(store) if health is None or s.health.value == health]
    if as_json:
        echo_json({"success": True, "skills": [s.as_dict() for s in found], "count": len(found)})
        return
    if not found:
        click.echo("No skills" + (f" with health {health}." if health else " yet."))
        return
    click.echo(_stats_table(found))
    review = sum(1 for s in found if s.health is Health.NEEDS_REVIEW)
    note = f", {review} need review" if review else ""
    click.echo(f"\n{len(found)} skill(s){note}.")


def _report(as_json: bool, message: str, **extra: Any) -> None:
    if as_json:
        echo_json({"success": True, "message": message, **extra})
    else:
        click.echo(message)


def _pin(name: str, home: Path | None, as_json: bool, pinned: bool) -> None:
    store = SkillStore(resolve_cli_home(home))
    was = skill_stats(store, name).pinned
    stats = set_pinned(store, name, pinned)
    verb = "pinned" if pinned else "unpinned"
    already = "already " if was == pinned else ""
    why = " The curator and delete leave it alone; patches and edits still work." if pinned else ""
    _report(as_json, f"Skill '{stats.name}' {already}{verb}.{why}", name=stats.name, pinned=pinned)


@click.command("pin")
@click.argument("name")
@home_option
@json_option
@handle_errors
def pin_command(name: str, home: Path | None, as_json: bool) -> None:
    """Pin a skill: never archived by the curator, never deleted."""
    _pin(name, home, as_json, True)


@click.command("unpin")
@click.argument("name")
@home_option
@json_option
@handle_errors
def unpin_command(name: str, home: Path | None, as_json: bool) -> None:
    """Unpin a skill."""
    _pin(name, home, as_json, False)


@click.command("archive")
@click.argument("name")
@home_option
@json_option
@handle_errors
def archive_command(name: str, home: Path | None, as_json: bool) -> None:
    """Move a skill to skills/.archive/ (out of the list; `restore` brings it back)."""
    outcome = SkillStore(resolve_cli_home(home)).delete(name)
    skill = outcome.location.name
    _report(
        as_json,
        f"Skill '{skill}' archived (`hermes-memory skills restore {skill}` brings it back).",
        name=skill,
        category=outcome.location.category,
    )


@click.command("restore")
@click.argument("name")
@home_option
@json_option
@handle_errors
def restore_command(name: str, home: Path | None, as_json: bool) -> None:
    """Bring an archived skill back to its old place."""
    outcome = SkillStore(resolve_cli_home(home)).restore(name)
    _report(
        as_json,
        f"Skill '{outcome.location.name}' restored to skills/{outcome.location.relative}/.",
        name=outcome.location.name,
        path=outcome.location.relative,
    )


COMMANDS = (stats_command, pin_command, unpin_command, archive_command, restore_command)
