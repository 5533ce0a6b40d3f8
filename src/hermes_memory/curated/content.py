"""What an entry may hold, checked on every write path before the file is touched.

An entry must read back from disk as exactly the one entry that was written: so no NUL or
lone surrogate (UTF-8 cannot store a surrogate; NUL is not text), and no line that is only
``§`` where the file format would split it (``"\\n§\\n"`` inside, ``"\\n§"`` at the end).
Line endings are normalised to ``\\n`` first, as reading the file back does. Threat scanning
is a separate concern (``scanning.py``).
"""

from __future__ import annotations

from hermes_memory.curated import messages
from hermes_memory.curated.entries import ENTRY_DELIMITER
from hermes_memory.errors import EmptyArgumentError, InvalidContentError
from hermes_memory.oddchars import find_odd

# An entry ending in "\n§" joins the delimiter after it into "\n§\n§\n", which splits early.
_DELIMITER_TAIL = ENTRY_DELIMITER.rstrip("\n")


def normalize_newlines(text: str) -> str:
    """``\\r\\n`` and lone ``\\r`` as ``\\n``: the text a reload of the file would give."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def check_text(text: str, field: str = "content") -> None:
    """Refuse NUL and lone surrogates in any text argument (content, old_text)."""
    odd = find_odd(text)
    if odd is not None:
        raise InvalidContentError(messages.odd_character(field, odd))


def splits_on_reload(entry: str) -> bool:
    """True when ``entry`` (normalised, stripped) would not read back as one entry."""
    return ENTRY_DELIMITER in entry or entry.endswith(_DELIMITER_TAIL)


def prepare_entry(text: str, field: str = "content") -> str:
    """``text`` as it will be stored (newlines normalised, stripped), or a refusal.

    Returns ``""`` for blank text so callers keep their own empty-argument error.
    """
    entry = normalize_newlines(text).strip()
    if not entry:
        return ""
    check_text(entry, field)
    if splits_on_reload(entry):
        raise InvalidContentError(messages.CONTENT_HAS_DELIMITER)
    return entry


def prepare_old_text(old_text: str) -> str:
    """``old_text`` stripped; blank, NUL or a lone surrogate is refused before any lock."""
    old = old_text.strip()
    if not old:
        raise EmptyArgumentError(messages.OLD_TEXT_EMPTY)
    check_text(old, "old_text")
    return old
