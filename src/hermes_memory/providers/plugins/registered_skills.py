"""The active provider's ``ctx.register_skill`` calls, recorded in the home's skills folder.

Loading the configured provider hands its registrations here; they replace whatever an
earlier provider registered, so switching providers prunes the old ones. A registration
that names no existing SKILL.md is skipped with a warning: it must never cost the provider.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence

from hermes_memory.errors import SkillError
from hermes_memory.paths import resolve_home
from hermes_memory.providers.plugins.loading import SkillRegistration
from hermes_memory.skills.provider_skills import (
    ProviderSkill,
    clear_provider_skills,
    provider_skill,
    record_provider_skills,
)
from hermes_memory.skills.store import SKILLS_DIRNAME

logger = logging.getLogger(__name__)


def remember_provider_skills(
    home: str | os.PathLike[str] | None, provider: str, registrations: Sequence[SkillRegistration]
) -> list[ProviderSkill]:
    """Record ``provider``'s valid registrations as the home's provider skills."""
    skills: list[ProviderSkill] = []
    for args, kwargs in registrations:
        try:
            skills.append(provider_skill(args, kwargs))
        except SkillError as exc:
            logger.warning("Memory provider '%s': skill not registered: %s", provider, exc)
    try:
        record_provider_skills(resolve_home(home) / SKILLS_DIRNAME, provider, skills)
    except OSError as exc:
        logger.warning("Could not record the skills of provider '%s': %s", provider, exc)
    return skills


def forget_provider_skills(home: str | os.PathLike[str] | None) -> None:
    try:
        clear_provider_skills(resolve_home(home) / SKILLS_DIRNAME)
    except OSError as exc:
        logger.warning("Could not clear the provider skills: %s", exc)
