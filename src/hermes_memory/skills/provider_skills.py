"""Skills a memory provider registers (``ctx.register_skill`` in its ``register(ctx)``).

They stay where the provider keeps them and are read-only here: ``skills/.provider_skills
.json`` records the active provider's registrations (name, path of its SKILL.md), so every
surface of every process — the prompt's index, ``skills_list``, ``skill_view``, the CLI —
sees them as ``<provider>:<name>``. Loading another provider replaces the record.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.errors import SkillError
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import SKILL_FILE, validate_name
from hermes_memory.skills.listing import ListedSkill, Signature, read_entry

logger = logging.getLogger(__name__)

PROVIDER_SKILLS_FILE = ".provider_skills.json"
SEPARATOR = ":"


@dataclass(frozen=True)
class ProviderSkill:
    """One registration: the bare skill name and the absolute path of its SKILL.md."""

    name: str
    skill_md: Path
    description: str = ""


def provider_skill(args: tuple[Any, ...], kwargs: dict[str, Any]) -> ProviderSkill:
    """A registration from ``register_skill(name, path, description="")``'s arguments;
    :class:`SkillError` says what is wrong with it."""
    fields = dict(zip(("name", "path", "description"), args, strict=False)) | kwargs
    name = validate_name(fields.get("name"))
    raw = fields.get("path")
    if not isinstance(raw, str | Path) or not str(raw).strip():
        raise SkillError(f"register_skill('{name}') needs the path of the skill's SKILL.md.")
    path = Path(raw).expanduser().resolve()
    skill_md = path / SKILL_FILE if path.is_dir() else path
    if skill_md.name != SKILL_FILE or not skill_md.is_file():
        raise SkillError(f"register_skill('{name}'): no SKILL.md at {path}.")
    description = fields.get("description")
    return ProviderSkill(name, skill_md, description if isinstance(description, str) else "")


def record_provider_skills(root: Path, provider: str, skills: Iterable[ProviderSkill]) -> None:
    """Make ``provider``'s registrations the only ones recorded (others are pruned)."""
    path = root / PROVIDER_SKILLS_FILE
    entries = {s.name: {"path": str(s.skill_md), "description": s.description} for s in skills}
    if not entries:
        path.unlink(missing_ok=True)
        return
    ensure_private_dir(root)
    payload = json.dumps({"provider": provider, "skills": entries}, indent=2, sort_keys=True)
    atomic_write_bytes(path, payload.encode("utf-8"), private=True)


def clear_provider_skills(root: Path) -> None:
    (root / PROVIDER_SKILLS_FILE).unlink(missing_ok=True)


def provider_locations(root: Path) -> list[SkillLocation]:
    """The recorded skills whose SKILL.md still exists, as ``provider:name`` locations."""
    try:
        data = json.loads((root / PROVIDER_SKILLS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        logger.warning(
            "%s is unreadable (%s): no provider skills", root / PROVIDER_SKILLS_FILE, exc
        )
        return []
    provider = data.get("provider") if isinstance(data, dict) else None
    skills = data.get("skills") if isinstance(data, dict) else None
    if not isinstance(provider, str) or not isinstance(skills, dict):
        return []
    found: list[SkillLocation] = []
    for name, entry in sorted(skills.items()):
        raw = entry.get("path") if isinstance(entry, dict) else None
        if not isinstance(raw, str) or not Path(raw).is_file():
            continue
        found.append(
            SkillLocation(f"{provider}{SEPARATOR}{name}", None, Path(raw).parent, provider)
        )
    return found


def is_provider_name(name: str) -> bool:
    return SEPARATOR in name


# Provider skills live outside skills/ and are few: remembered in-process by stat signature.
_READ: dict[str, tuple[Signature, ListedSkill]] = {}


def provider_entry(location: SkillLocation) -> ListedSkill | None:
    """A provider skill as the listing reads it (parsed and guarded), or None if unreadable."""
    path = str(location.skill_md)
    try:
        info = location.skill_md.stat()
        signature = (info.st_mtime_ns, info.st_size, info.st_ctime_ns, info.st_ino)
        hit = _READ.get(path)
        if hit is not None and hit[0] == signature and hit[1].name == location.name:
            return hit[1]
        text = location.skill_md.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    entry = read_entry(location.name, None, str(location.folder), text)
    _READ[path] = (signature, entry)
    return entry
