"""``hermes-memory episodes list | show | search | build | prune``: the episode store.

Reading a home without state.db creates nothing and answers empty. ``build`` records one
session's episode (or, with ``--all``, every conversation's: a backfill with a progress
bar); ``--llm`` asks the configured model to write the summary fields.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli import episodes_render as render
from hermes_memory.cli.common import (
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.episodes import EpisodicMemoryStore, SummaryModel, backfill
from hermes_memory.episodes.ranking import query_terms
from hermes_memory.episodes.transcript import root_session_ids
from hermes_memory.paths import state_db_path

NO_EPISODES = (
    "No episodes yet. They are recorded from stored sessions: "
    "`hermes-memory episodes build --all` builds them for the history you have."
)
NO_TERMS = "The query has no searchable words (only punctuation or very common words)."


@contextmanager
def _store(home: Path) -> Iterator[EpisodicMemoryStore]:
    store = EpisodicMemoryStore(state_db_path(home))
    try:
        yield store
    finally:
        store.close()


def _exists(home: Path) -> bool:
    return state_db_path(home).exists()


def _summary_model(home: Path, model: str | None, base_url: str | None) -> SummaryModel:
    from hermes_memory.llm import OpenAICompatibleModel, resolve_settings  # only when asked

    settings = resolve_settings(model=model, base_url=base_url, home=home)
    return OpenAICompatibleModel(settings=settings)


@click.group("episodes")
def episodes() -> None:
    """Episodic memory: what past sessions were about and how they went."""


@episodes.command("list")
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True)
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True)
@json_option
@home_option
@handle_errors
def list_command(limit: int, offset: int, as_json: bool, home: Path | None) -> None:
    """List episodes, newest first."""
    path = resolve_cli_home(home)
    found, total = [], 0
    if _exists(path):
        with _store(path) as store:
            found, total = store.list_episodes(limit=limit, offset=offset), store.count()
    if as_json:
        echo_json(
            {
                "success": True,
                "total": total,
                "count": len(found),
                "episodes": [e.to_dict() for e in found],
            }
        )
        return
    render.render_table(found, empty=NO_EPISODES)


@episodes.command("show")
@click.argument("session_id")
@json_option
@home_option
@handle_errors
def show(session_id: str, as_json: bool, home: Path | None) -> None:
    """Show one session's episode in full."""
    path = resolve_cli_home(home)
    episode = None
    if _exists(path):
        with _store(path) as store:
            full = store.db.resolve_session_id(session_id) or session_id
            episode = store.get_episode(full)
    if episode is None:
        fail(
            f"no episode for session {session_id} (`hermes-memory episodes list` shows "
            "them; `episodes build SESSION_ID` records one)",
            as_json=as_json,
        )
        return
    if as_json:
        echo_json({"success": True, "episode": episode.to_dict()})
        return
    render.render_episode(episode)


@episodes.command("search")
@click.argument("query")
@click.option("--top-k", type=click.IntRange(min=1, max=100), default=5, show_default=True)
@json_option
@home_option
@handle_errors
def search(query: str, top_k: int, as_json: bool, home: Path | None) -> None:
    """Find past episodes similar to QUERY (BM25 over their index)."""
    path = resolve_cli_home(home)
    found = []
    if query_terms(query) and _exists(path):
        with _store(path) as store:
            found = store.search_similar(query, top_k=top_k)
    note = None if query_terms(query) else NO_TERMS
    if as_json:
        data: dict[str, Any] = {
            "success": True,
            "query": query,
            "count": len(found),
            "episodes": [e.to_dict() for e in found],
        }
        if note:
            data["message"] = note
        echo_json(data)
        return
    render.render_table(found, empty=note or f"No episode matches {query!r}.")


@episodes.command("build")
@click.argument("session_id", required=False)
@click.option("--all", "build_all", is_flag=True, help="Backfill every stored conversation.")
@click.option("--rebuild", is_flag=True, help="With --all: rebuild episodes that exist.")
@click.option("--llm", "use_llm", is_flag=True, help="Let the configured model summarise.")
@click.option("--model", default=None, help="Model name for --llm (else config/env).")
@click.option("--base-url", default=None, help="Endpoint for --llm (else config/env).")
@json_option
@home_option
@handle_errors
def build(
    session_id: str | None,
    build_all: bool,
    rebuild: bool,
    use_llm: bool,
    model: str | None,
    base_url: str | None,
    as_json: bool,
    home: Path | None,
) -> None:
    """Record the episode of SESSION_ID, or of every conversation with --all."""
    if bool(session_id) == build_all:
        usage_fail("give either a SESSION_ID or --all (not both)", as_json=as_json)
    path = resolve_cli_home(home)
    if not _exists(path):
        fail(f"No sessions yet: {state_db_path(path)} does not exist.", as_json=as_json)
    summary = _summary_model(path, model, base_url) if use_llm or model or base_url else None
    with _store(path) as store:
        if build_all:
            if as_json:
                report = backfill(store, model=summary, rebuild=rebuild)
            else:
                total = len(root_session_ids(store.db))
                err = sys.stderr
                with click.progressbar(length=total, label="Building episodes", file=err) as bar:
                    report = backfill(
                        store, model=summary, rebuild=rebuild, progress=lambda _s: bar.update(1)
                    )
            if as_json:
                echo_json(
                    {
                        "success": not report.failed,
                        "built": report.built,
                        "already": report.already,
                        "skipped": report.skipped,
                        "failed": report.failed,
                    }
                )
                return
            render.render_backfill(report)
            return
        assert session_id is not None
        full = store.db.resolve_session_id(session_id) or session_id
        episode = store.build_episode(full, model=summary)
        store.save_episode(episode)
    if as_json:
        echo_json({"success": True, "saved": True, "episode": episode.to_dict()})
        return
    click.echo(f"Recorded the episode of {episode.session_id}:")
    render.render_episode(episode)


@episodes.command("prune")
@click.option(
    "--max",
    "max_episodes",
    type=click.IntRange(min=1),
    default=None,
    help="Limit to prune to (default: episodes.max_episodes).",
)
@json_option
@home_option
@handle_errors
def prune(max_episodes: int | None, as_json: bool, home: Path | None) -> None:
    """Forget the least useful episodes until the store is within its limit."""
    path = resolve_cli_home(home)
    removed, remaining, limit = [], 0, max_episodes
    if _exists(path):
        with _store(path) as store:
            limit = max_episodes or store.max_episodes
            removed = store.prune(limit)
            remaining = store.count()
    if limit is None:
        from hermes_memory.episodes import load_episode_settings

        limit = load_episode_settings(path).max_episodes
    if as_json:
        echo_json(
            {
                "success": True,
                "removed": [
                    {"session_id": p.session_id, "reason": p.reason.value} for p in removed
                ],
                "remaining": remaining,
                "max_episodes": limit,
            }
        )
        return
    render.render_prune(removed, remaining, limit)
