"""``hermes-memory sessions embed``: fill the vector index (``SessionDB.update_vectors``)
with a progress bar, and say how to turn vectors on when the model is not installed.

Stopping it (Ctrl-C, a kill) loses at most one batch; running it again carries on. On a
PostgreSQL database ``--user`` names whose vectors to fill (each user's are their own).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from hermes_memory.auth import check_name
from hermes_memory.cli.common import (
    cli_database_url,
    echo_json,
    fail,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.cli.sessions_fresh import open_store
from hermes_memory.errors import EmbeddingUnavailableError
from hermes_memory.storage import open_storage


@contextmanager
def _store_of(home: Path | None, as_json: bool, user: str | None) -> Iterator[Any]:
    """The session store to fill: the home's (or the database's default space), or on a
    PostgreSQL database the named user's."""
    if user is None:
        with open_store(home, as_json) as db:
            yield db
        return
    url = cli_database_url(home)
    if url is None:
        usage_fail("--user needs a PostgreSQL database (--database URL)", as_json=as_json)
    storage = open_storage(url, home=resolve_cli_home(home), user=check_name(user), load=False)
    try:
        yield storage.sessions
    finally:
        storage.close()


@click.command("embed")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option("--user", default=None, help="Whose vectors, on a PostgreSQL database.")
@json_option
@home_option
@handle_errors
def embed(quiet: bool, user: str | None, as_json: bool, home: Path | None) -> None:
    """Embed every message not yet in the vector index (turns hybrid search on)."""
    with _store_of(home, as_json, user) as db:
        started = time.perf_counter()
        bar: Any = None
        shown = 0

        def progress(done: int, total: int) -> None:
            nonlocal bar, shown
            if quiet or as_json or total == 0:
                return
            if bar is None:
                bar = click.progressbar(length=total, label="Embedding messages", file=None)
                bar.__enter__()
            bar.update(done - shown)
            shown = done

        try:
            embedded = db.update_vectors(progress)
        except EmbeddingUnavailableError as exc:
            fail(str(exc), as_json=as_json, hint=exc.hint)
            return
        finally:
            if bar is not None:
                bar.__exit__(None, None, None)
        status = db.vector_status()
    seconds = time.perf_counter() - started
    data = {
        "success": True,
        "embedded": embedded,
        "model": status.model,
        "dimension": status.dimension,
        "vectors": status.chunks,
        "messages_with_vectors": status.messages,
        "pending": status.pending,
        "seconds": round(seconds, 3),
    }
    if as_json:
        echo_json(data)
        return
    click.echo(
        f"Embedded {embedded:,} message(s) in {seconds:.1f} s with {status.model};"
        f" the index holds {status.chunks:,} vector(s) for {status.messages:,} message(s)."
    )
