"""Readable text for the ``episodes`` commands: the list table, one episode in full, the
search hits, and the build and prune reports. JSON output is not shaped here."""

from __future__ import annotations

import click

from hermes_memory.episodes import BackfillReport, Episode, PrunedEpisode

_TASK_WIDTH = 56


def _short(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def outcome(episode: Episode) -> str:
    if episode.success:
        return "ok"
    return "resolved" if episode.error_resolution else "failed"


def render_table(episodes: list[Episode], *, empty: str) -> None:
    if not episodes:
        click.echo(empty)
        return
    header = f"{'WHEN':<16}  {'SESSION':<24}  {'CATEGORY':<12}  {'RESULT':<8}  TASK"
    click.echo(header)
    click.echo("-" * len(header.expandtabs()) + "-" * (_TASK_WIDTH - 4))
    for e in episodes:
        when = e.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
        click.echo(
            f"{when:<16}  {_short(e.session_id, 24):<24}  {_short(e.task_category, 12):<12}  "
            f"{outcome(e):<8}  {_short(e.task_description, _TASK_WIDTH)}"
        )


def render_episode(episode: Episode) -> None:
    rows = [
        ("Session", episode.session_id),
        ("Recorded", episode.created_at.astimezone().strftime("%Y-%m-%d %H:%M:%S %Z")),
        ("Task", episode.task_description),
        ("Category", episode.task_category),
        ("Outcome", outcome(episode)),
        ("Result", episode.key_result or "-"),
        ("Steps", str(episode.steps_taken)),
        ("Tools", ", ".join(episode.tools_used) or "-"),
        ("Duration", f"{episode.execution_time_seconds:.1f} s"),
        ("Error", episode.error_encountered or "-"),
        ("Resolution", episode.error_resolution or "-"),
        ("Skills used", ", ".join(episode.skills_applied) or "-"),
        ("Skill created", episode.new_skill_created or "-"),
        ("Embedding", f"{len(episode.embedding)} dims" if episode.embedding else "-"),
    ]
    for label, value in rows:
        click.echo(f"{label + ':':<15} {value}")


def render_backfill(report: BackfillReport) -> None:
    click.echo(
        f"Built {len(report.built)} episode(s); {len(report.already)} already recorded; "
        f"{len(report.skipped)} session(s) without a user message skipped; "
        f"{len(report.failed)} failed."
    )
    for sid, why in report.failed.items():
        click.echo(f"  failed {sid}: {why}")


def render_prune(removed: list[PrunedEpisode], remaining: int, limit: int) -> None:
    if not removed:
        click.echo(f"Nothing to forget: {remaining} episode(s), limit {limit}.")
        return
    click.echo(f"Forgot {len(removed)} episode(s); {remaining} left (limit {limit}):")
    for gone in removed:
        click.echo(f"  {gone.session_id}  ({gone.reason.value.replace('_', ' ')})")
