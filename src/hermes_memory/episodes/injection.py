"""The ``## Relevant Historical Experience`` block (spec §3.5): the past episodes worth
showing for a session's first task, scanned like curated memory and rendered one line each.

Chooses from ``search_similar(task, top_k=3)`` only valuable episodes (successful, or failed
with a known resolution), at most two; an episode whose text trips the shared injection
scanner (as curated memory is scanned) is left out. Returns ``""`` when nothing
qualifies, so the prompt stays exactly as it was.
"""

from __future__ import annotations

from hermes_memory.curated.scanning import threat_findings
from hermes_memory.episodes.computed import collapse
from hermes_memory.episodes.record import Episode
from hermes_memory.episodes.store import EpisodicMemoryStore
from hermes_memory.scanning import ScanContext

EXPERIENCE_HEADING = "## Relevant Historical Experience"
CANDIDATES = 3
SHOWN = 2


def _clean(episode: Episode) -> bool:
    text = "\n".join(
        part
        for part in (
            episode.task_description,
            episode.key_result,
            episode.error_encountered or "",
            episode.error_resolution or "",
        )
        if part
    )
    return not threat_findings(text, context=ScanContext.EPISODE)


def select_experience(store: EpisodicMemoryStore, task: str) -> list[Episode]:
    """Up to two valuable, clean episodes similar to ``task`` (best first)."""
    found = store.search_similar(task, top_k=CANDIDATES) if task.strip() else []
    return [e for e in found if e.valuable and _clean(e)][:SHOWN]


def render_experience(episodes: list[Episode]) -> str:
    """The block's text; ``""`` for no episodes."""
    if not episodes:
        return ""
    lines = [EXPERIENCE_HEADING]
    for episode in episodes:
        how = "successful" if episode.success else "failed but resolved"
        when = episode.created_at.strftime("%b %d")
        result = collapse(episode.key_result or episode.task_description)
        lines.append(f"- **Similar task** ({how}, {when}): {result}")
        if episode.error_resolution:
            error = collapse(episode.error_encountered or "an error")
            lines.append(f"  - **Pitfall**: {error} → {collapse(episode.error_resolution)}")
    return "\n".join(lines)


def experience_block(store: EpisodicMemoryStore, task: str) -> str:
    """The rendered block for ``task`` (``""`` when no episode qualifies)."""
    return render_experience(select_experience(store, task))
