"""Query-focused summaries of the sessions a discovery returns (optional, off by default).

For each result the session's transcript is cut around the query (``excerpt``) and the
summary model is asked what that session says about the query. Calls run concurrently (3 by
default, 5 at most) under one deadline for all of them (90 s by default); a call that fails
or misses the deadline leaves its result as it was, and the answer says why in a note.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from hermes_memory.tools.session_search.excerpt import cut_around, render_transcript
from hermes_memory.tools.session_search.options import MAX_CONCURRENCY, RecallOptions, SummaryModel

logger = logging.getLogger(__name__)

SUMMARY_SYSTEM = (
    "You read one past conversation between a user and an AI assistant and report what it "
    "says about a question the assistant is asking now. Write in the past tense, plainly: "
    "what the user wanted, what was tried and what came of it, decisions taken, concrete "
    "details (names, paths, commands, numbers, errors) that bear on the question, and "
    "anything left open. Leave out what does not bear on the question. If the conversation "
    "says nothing about it, say so in one sentence. Do not invent anything."
)
NO_MODEL = (
    "summarize was asked for, but no summary model is configured, so the raw results are "
    "returned (configure an llm: section and hand the model to the tool to enable it)."
)


@dataclass(frozen=True)
class SummaryOutcome:
    """Per result: the summary text or None, and notes on what failed."""

    summaries: list[str | None]
    notes: list[str]


def summary_prompt(query: str, excerpt: str) -> str:
    return (
        f"Question: {query}\n\n"
        "Conversation (possibly cut to the part around the question):\n\n"
        f"{excerpt}\n\n"
        "Summarise what this conversation says about the question."
    )


def _ask(model: SummaryModel, query: str, excerpt: str) -> str:
    reply = model(SUMMARY_SYSTEM, summary_prompt(query, excerpt))
    if not isinstance(reply, str) or not reply.strip():
        raise ValueError("the model returned no text")
    return reply.strip()


def summarize_transcripts(
    query: str, transcripts: Sequence[str], options: RecallOptions
) -> SummaryOutcome:
    """One summary per transcript, or None where it failed; never raises."""
    model = options.model
    if model is None:
        return SummaryOutcome([None] * len(transcripts), [NO_MODEL])
    excerpts = [cut_around(text, query) for text in transcripts]
    workers = max(1, min(options.concurrency, MAX_CONCURRENCY))
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="hm-summary")
    futures: list[Future[str]] = [pool.submit(_ask, model, query, e) for e in excerpts]
    try:
        wait(futures, timeout=options.summary_timeout)
    finally:
        # never block on a model that does not answer: the deadline is the whole budget
        pool.shutdown(wait=False, cancel_futures=True)
    summaries: list[str | None] = []
    failed: list[str] = []
    late = 0
    for index, future in enumerate(futures):
        if not future.done() or future.cancelled():
            summaries.append(None)
            late += 1
            continue
        error = future.exception()
        if error is not None:
            logger.warning("session summary %d failed: %s", index + 1, error)
            summaries.append(None)
            failed.append(f"result {index + 1}: {type(error).__name__}: {error}")
            continue
        summaries.append(future.result())
    notes: list[str] = []
    if late:
        notes.append(
            f"{late} summary(ies) did not finish within {options.summary_timeout:g} s; "
            "those results are returned without a summary."
        )
    if failed:
        notes.append("summary failed for " + "; ".join(failed) + " (raw result returned)")
    return SummaryOutcome(summaries, notes)


def add_summaries(
    db: Any, payload: dict[str, Any], query: str, options: RecallOptions
) -> dict[str, Any]:
    """Put ``summary`` beside the messages of each discovery result, or a note saying why
    not. Transcripts are read here, in the caller's thread (the connection stays in it)."""
    results = payload.get("results") or []
    if not results:
        return payload
    transcripts = [render_transcript(db.get_messages(r["session_id"])) for r in results]
    outcome = summarize_transcripts(query, transcripts, options)
    for entry, summary in zip(results, outcome.summaries, strict=True):
        if summary is not None:
            entry["summary"] = summary
    done = sum(1 for s in outcome.summaries if s is not None)
    info: dict[str, Any] = {"summarized": done, "of": len(results)}
    if outcome.notes:
        info["note"] = " ".join(outcome.notes)
    payload["summaries"] = info
    return payload
