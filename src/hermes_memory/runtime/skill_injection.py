"""Skills in the runtime: the first turn lists the skills that fit the task in the prompt.

Before any model call of a new session, the skills index for the first user message goes
into the system prompt (names and one line each), then the episodes get what is left of the
``memory_injection`` slot — so over budget the episodes are dropped before the skills. The
prompt is rebuilt once, stored with the session, and frozen as usual.
"""

from __future__ import annotations

import logging

from hermes_memory.prompt import SessionPrompt, fit_skills_index
from hermes_memory.runtime.episode_recording import EpisodeRecorder, injection_room
from hermes_memory.sessions import SessionDB
from hermes_memory.skills.store import SkillStore
from hermes_memory.working import BudgetSlot, WorkingMemory

logger = logging.getLogger(__name__)


def inject_skills(prompt: SessionPrompt, task: str, budget: WorkingMemory | None) -> bool:
    """Set ``prompt.skills_index`` for ``task`` when the prompt offers the skill tools;
    False when off, already done or nothing to list."""
    builder = prompt.builder
    if not builder.skills or prompt.skills_index:
        return False
    try:
        room = injection_room(prompt, budget)
        slot = budget.slot_tokens(BudgetSlot.MEMORY_INJECTION) if budget else None
        block = fit_skills_index(SkillStore(builder.home), task, room, slot)
    except Exception as exc:  # boundary: the skills list is a bonus; the turn goes on
        logger.warning("choosing skills for the prompt failed: %s", exc)
        return False
    prompt.skills_index = block
    return bool(block)


def inject_first_turn(
    episodes: EpisodeRecorder,
    db: SessionDB,
    prompt: SessionPrompt,
    task: str,
    budget: WorkingMemory | None,
) -> None:
    """Skills first, then the episodes in the room left (§5 order and drop order)."""
    listed = inject_skills(prompt, task, budget)
    if episodes.inject(db, prompt, task, budget) or not listed:
        return  # the episodes' rebuild already carried the skills block and stored it
    text = prompt.rebuild()
    if not db.read_only:
        db.update_system_prompt(prompt.session_id, text)
