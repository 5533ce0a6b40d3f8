"""/skills and /episodes: the procedural and episodic tiers, read-only, with empty states.

Skills come from ``SkillStore`` (folders under ``skills/``) with their usage statistics;
episodes from ``EpisodicMemoryStore`` over the shared read-only state.db (a file without the
episodes table simply has none).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hermes_memory.episodes import EpisodicMemoryStore
from hermes_memory.sessions import SessionDB
from hermes_memory.skills import SkillStore, all_stats
from hermes_memory.web.timefmt import when

EPISODES_PAGE = 50
NO_SKILLS = (
    "No skills yet. A skill is a procedure the agent saved after working out how to do "
    "something (a SKILL.md folder under skills/ in this home), so next time it can follow "
    "the steps instead of rediscovering them. The agent writes them with its skill_manage "
    "tool; `hermes-memory skills` lists and edits them."
)
NO_EPISODES = (
    "No episodes yet. An episode is a short record of one past session: what the task was, "
    "what was tried, how it ended. They are recorded when sessions end, or built for the "
    "history you already have with `hermes-memory episodes build --all`."
)


def skills_page(home: Path) -> dict[str, Any]:
    store = SkillStore(home)
    summaries = {s.name: s for s in store.summaries()}
    skills = []
    for stats in all_stats(store):
        summary = summaries.get(stats.name)
        skills.append(
            {
                "name": stats.name,
                "category": stats.category,
                "description": summary.description if summary else "",
                "valid": summary is not None,
                "uses": stats.use_count,
                "success_rate": stats.success_rate,
                "health": stats.health.value,
                "state": stats.state,
                "pinned": stats.pinned,
            }
        )
    return {"skills": skills, "count": len(skills), "empty_reason": "" if skills else NO_SKILLS}


def episodes_page(db: SessionDB | None, no_db: str, page: int = 1) -> dict[str, Any]:
    if db is None:
        return {"episodes": [], "count": 0, "total": 0, "empty_reason": f"{NO_EPISODES} {no_db}"}
    store = EpisodicMemoryStore(db=db)
    total = store.count()
    found = store.list_episodes(limit=EPISODES_PAGE, offset=(page - 1) * EPISODES_PAGE)
    episodes = []
    for episode in found:
        data = episode.to_dict()
        data.pop("embedding", None)  # numbers nobody reads; the page stays small
        data["when"] = when(episode.created_at.timestamp())
        episodes.append(data)
    reason = "" if episodes else (NO_EPISODES if not total else f"Page {page} is past the end.")
    return {"episodes": episodes, "count": len(episodes), "total": total, "empty_reason": reason}
