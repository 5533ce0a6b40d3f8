"""Find-and-replace for ``skill_manage`` patch: exact first, then whitespace-tolerant.

A model often re-types a passage with different indentation or trailing spaces; when the
exact text is absent, lines are compared with surrounding whitespace ignored. Either way the
match must be unique unless every occurrence is to be replaced.
"""

from __future__ import annotations

from hermes_memory.errors import SkillError

PREVIEW_CHARS = 600


def preview(text: str) -> str:
    """The head of a file, for a failure message the model can correct itself from."""
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS] + "\n…"


def _line_spans(text: str, old: str) -> list[tuple[int, int]]:
    """Character spans of whole-line runs equal to ``old`` line by line, stripped."""
    wanted = [line.strip() for line in old.strip("\n").split("\n")]
    if not any(wanted):
        return []
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    spans: list[tuple[int, int]] = []
    index = 0
    while index + len(wanted) <= len(lines):
        if [line.strip() for line in lines[index : index + len(wanted)]] == wanted:
            end = offsets[index + len(wanted)] - 1
            spans.append((offsets[index], end))
            index += len(wanted)
        else:
            index += 1
    return spans


def apply_patch(text: str, old: str, new: str, *, replace_all: bool, label: str) -> tuple[str, int]:
    """``(patched text, replacements)``; :class:`SkillError` on no or an ambiguous
    match (with a preview of ``label``)."""
    count = text.count(old)
    if count == 1 or (count > 1 and replace_all):
        return text.replace(old, new) if replace_all else text.replace(old, new, 1), count
    if count > 1:
        raise SkillError(
            f"old_string matches {count} places in {label}; include more surrounding text "
            "to make it unique, or pass replace_all=true.",
            file_preview=preview(text),
        )
    spans = _line_spans(text, old)
    if not spans:
        raise SkillError(
            f"old_string was not found in {label} (even ignoring indentation). Call "
            "skill_view to read the current text and copy the passage exactly. File "
            f"preview:\n{preview(text)}",
            file_preview=preview(text),
        )
    if len(spans) > 1 and not replace_all:
        raise SkillError(
            f"old_string matches {len(spans)} places in {label} (ignoring indentation); "
            "include more surrounding text, or pass replace_all=true.",
            file_preview=preview(text),
        )
    for start, end in reversed(spans):
        text = text[:start] + new + text[end:]
    return text, len(spans)
