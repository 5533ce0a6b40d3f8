"""The skills block of the frozen system prompt: names and one line each, never bodies.

skills.md §6: the whole index (grouped by category) when it fits in a third of the
``memory_injection`` slot, as Hermes lists it; otherwise the top skills for the session's
first user message by the design's score, then one line counting the rest. When the slot is
over, spec §5 drops the episodes first and then the listed skills beyond the top three.
"""

from __future__ import annotations

from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.skills.health import Health
from hermes_memory.skills.retrieval import ScoredSkill, SkillIndex
from hermes_memory.skills.store import SkillStore

RANKED_TOP_K = 5
KEPT_TOP_K = 3  # the skills spec §5 never drops for room
WHOLE_INDEX_SHARE = 3  # the whole index is listed when it fits in 1/3 of the slot
LINE_CHARS = 120

SKILLS_HEADING = "## Skills"
SKILLS_LEAD = "Load a matching skill with skill_view before acting on the task."


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= LINE_CHARS else line[: LINE_CHARS - 1].rstrip() + "…"


def _entry(skill: ScoredSkill, shown_name: str) -> str:
    marker = " [needs review]" if skill.health is Health.NEEDS_REVIEW else ""
    marker = " [deprecated]" if skill.health is Health.DEPRECATED else marker
    return f"- {shown_name}{marker}: {_one_line(skill.description)}"


def render_skills_index(
    skills: list[ScoredSkill], total: int | None = None, *, whole: bool = False
) -> str:
    """The block: every skill grouped by category (``whole``), or the ranked ones followed
    by a line naming how many of ``total`` are not listed; ``""`` when there are none."""
    if not skills and not total:
        return ""
    lines = [SKILLS_HEADING, SKILLS_LEAD]
    if whole:
        category: str | None = None
        for skill in skills:
            if skill.category and skill.category != category:
                lines.append(f"{skill.category}:")
            category = skill.category
            lines.append(_entry(skill, skill.name))
        return "\n".join(lines)
    lines[1] = "Skills relevant to this session's task. " + SKILLS_LEAD
    lines.extend(_entry(skill, skill.relative) for skill in skills)
    rest = (total or 0) - len(skills)
    if rest > 0:
        noun = "skill is" if rest == 1 else "skills are"
        lines.append(f"{rest} more {noun} installed; skills_list shows them.")
    return "\n".join(lines)


def fit_skills_index(
    store: SkillStore, task: str, room_tokens: int | None, slot_tokens: int | None = None
) -> str:
    """The skills block for a session whose first message is ``task``, within
    ``room_tokens`` (what the curated and provider blocks leave; None: no limit) and the
    third of ``slot_tokens`` the whole index may take."""
    index = SkillIndex(store)  # one scan serves both the whole listing and the ranking
    if not len(index):
        return ""
    if room_tokens is None:
        return render_skills_index(index.entries(), whole=True)
    share = (slot_tokens if slot_tokens is not None else room_tokens) // WHOLE_INDEX_SHARE
    limit = min(share, room_tokens)
    # Each listed line holds at least "- <name>: x": when even that is over the limit, the
    # whole index is not rendered (with a thousand skills that is most of the cost).
    if rough_tokens("x" * index.min_listing_chars()) <= limit:
        whole = render_skills_index(index.entries(), whole=True)
        if rough_tokens(whole) <= limit:
            return whole
    ranked = index.relevant(task, top_k=RANKED_TOP_K)
    floor = min(KEPT_TOP_K, len(ranked))
    for shown in range(len(ranked), floor - 1, -1):
        text = render_skills_index(ranked[:shown], len(index))
        if shown == floor or rough_tokens(text) <= room_tokens:
            return text
    return render_skills_index([], len(index))
