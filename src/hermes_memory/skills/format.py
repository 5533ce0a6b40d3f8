"""The SKILL.md format and the naming and size rules, as Hermes reads and writes them.

A SKILL.md is YAML frontmatter between a first ``---`` line and a closing ``---`` line, then
a non-empty Markdown body. This module parses and validates that text and the names used for
skills, categories and supporting files; it does no I/O (the store does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

import yaml

from hermes_memory.errors import SkillError

SKILL_FILE = "SKILL.md"
MAX_NAME_LENGTH = 64
MAX_DESCRIPTION_LENGTH = 1024
MAX_SKILL_CHARS = 100_000
MAX_FILE_BYTES = 1024 * 1024
SUPPORT_DIRS = ("references", "templates", "scripts", "assets")
OUR_METADATA_KEY = "hermes_memory"

# libyaml's safe loader builds the same objects ~10x faster; the index parses every
# SKILL.md, so it decides how fast skills_list is with a thousand skills.
_SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
_NAME_RULE = (
    "lowercase letters, digits, '.', '_' and '-', starting with a letter or digit, "
    f"at most {MAX_NAME_LENGTH} characters"
)


def validate_name(name: object, *, kind: str = "skill name") -> str:
    """``name`` when it follows the rule; else :class:`SkillError` stating the rule."""
    if not isinstance(name, str) or not name:
        raise SkillError(f"A {kind} is required ({_NAME_RULE}).")
    if len(name) > MAX_NAME_LENGTH:
        raise SkillError(
            f"Invalid {kind} '{name[:80]}': {len(name)} characters; the rule is {_NAME_RULE}."
        )
    if not _NAME.match(name):
        raise SkillError(f"Invalid {kind} '{name}': use {_NAME_RULE}.")
    return name


def validate_category(category: object) -> str | None:
    """``None`` for no category; otherwise one folder segment under the name rule."""
    if category is None or category == "":
        return None
    return validate_name(category, kind="category")


@dataclass(frozen=True)
class SkillDocument:
    """A parsed SKILL.md: its frontmatter mapping and its body, plus the raw text."""

    text: str
    frontmatter: dict[str, Any]
    body: str
    name: str
    description: str
    tags: list[str] = field(default_factory=list)
    related_skills: list[str] = field(default_factory=list)

    def hermes_metadata(self) -> dict[str, Any]:
        meta = self.frontmatter.get("metadata")
        inner = meta.get("hermes") if isinstance(meta, dict) else None
        return inner if isinstance(inner, dict) else {}

    def our_metadata(self) -> dict[str, Any]:
        """Our design fields (``metadata.hermes_memory``), which Hermes ignores."""
        meta = self.frontmatter.get("metadata")
        inner = meta.get(OUR_METADATA_KEY) if isinstance(meta, dict) else None
        return inner if isinstance(inner, dict) else {}

    def platforms(self) -> list[str]:
        return _string_list(self.frontmatter.get("platforms"))

    def required_environment_variables(self) -> list[str]:
        found: list[str] = []
        for key in ("required_environment_variables", "required_env", "env"):
            for item in _as_list(self.frontmatter.get(key)):
                if isinstance(item, str):
                    found.append(item)
                elif isinstance(item, dict) and isinstance(item.get("name"), str):
                    found.append(item["name"])
        return list(dict.fromkeys(found))


def _as_list(value: object) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list | tuple) else [value]


def _string_list(value: object) -> list[str]:
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return [str(item) for item in _as_list(value) if item is not None]


def split_frontmatter(text: str) -> tuple[str, str]:
    """The YAML between the fences and the body after them, or :class:`SkillError`."""
    if not text.startswith("---"):
        raise SkillError(
            "SKILL.md must start with YAML frontmatter: a first line '---', the fields "
            "(name, description), then a closing '---' line."
        )
    lines = text.split("\n")
    if lines[0].rstrip("\r").strip() != "---":
        raise SkillError("SKILL.md's first line must be exactly '---'.")
    for index in range(1, len(lines)):
        if lines[index].rstrip("\r").strip() == "---":
            return "\n".join(lines[1:index]), "\n".join(lines[index + 1 :])
    raise SkillError("SKILL.md frontmatter is not closed: add a '---' line after the fields.")


def parse_skill(text: str) -> SkillDocument:
    """Parse and validate a whole SKILL.md; every rule failure names what to fix."""
    if not isinstance(text, str):
        raise SkillError("SKILL.md content must be text.")
    if len(text) > MAX_SKILL_CHARS:
        raise SkillError(
            f"SKILL.md is {len(text):,} characters; the limit is {MAX_SKILL_CHARS:,}. Keep "
            "SKILL.md to the essential steps and move long material into supporting files "
            "(references/, templates/, scripts/, assets/) with write_file."
        )
    head, body = split_frontmatter(text)
    try:
        data = yaml.load(head, Loader=_SAFE_LOADER) if head.strip() else None
    except yaml.YAMLError as exc:
        raise SkillError(f"SKILL.md frontmatter is not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise SkillError(
            "SKILL.md frontmatter must be a YAML mapping of fields (name: ..., description: ...)."
        )
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise SkillError("SKILL.md frontmatter is missing the required field 'name'.")
    description = data.get("description")
    if not isinstance(description, str) or not description.strip():
        raise SkillError("SKILL.md frontmatter is missing the required field 'description'.")
    if len(description) > MAX_DESCRIPTION_LENGTH:
        raise SkillError(
            f"The description is {len(description):,} characters; the limit is "
            f"{MAX_DESCRIPTION_LENGTH:,}. Keep it to one or two sentences."
        )
    if not body.strip():
        raise SkillError(
            "SKILL.md has no body after the frontmatter: add the instructions (steps, "
            "pitfalls, verification)."
        )
    hermes = (
        data.get("metadata", {}).get("hermes") if isinstance(data.get("metadata"), dict) else None
    )
    tags = _string_list(data.get("tags"))
    if not tags and isinstance(hermes, dict):
        tags = _string_list(hermes.get("tags"))
    related = _string_list(data.get("related_skills"))
    if not related and isinstance(hermes, dict):
        related = _string_list(hermes.get("related_skills"))
    return SkillDocument(
        text=text,
        frontmatter=data,
        body=body,
        name=name.strip(),
        description=description.strip(),
        tags=tags,
        related_skills=related,
    )


def validate_support_path(file_path: object) -> PurePosixPath:
    """A supporting-file path relative to the skill folder, under one of the four folders."""
    if not isinstance(file_path, str) or not file_path.strip():
        raise SkillError("file_path is required (e.g. 'references/api-notes.md').")
    if "\x00" in file_path or "\\" in file_path:
        raise SkillError(f"file_path '{file_path}' holds a character that is not allowed.")
    path = PurePosixPath(file_path)
    if path.is_absolute():
        raise SkillError(
            f"file_path '{file_path}' is absolute; give a path inside the skill folder."
        )
    if any(part in ("..", ".") for part in path.parts) or ".." in file_path.split("/"):
        raise SkillError(f"file_path '{file_path}' may not contain '..' or '.' parts.")
    if len(path.parts) < 2 or path.parts[0] not in SUPPORT_DIRS:
        raise SkillError(
            f"file_path '{file_path}' is not allowed: supporting files go under "
            + ", ".join(f"{d}/" for d in SUPPORT_DIRS)
            + " (e.g. 'references/notes.md')."
        )
    return path
