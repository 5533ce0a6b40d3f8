"""What of a message gets a vector: its readable text, cut into pieces the model sees whole.

MiniLM reads at most 256 word pieces; a longer text would be silently truncated, so a long
message becomes several overlapping chunks (the message scores as its best chunk). Word
pieces are estimated without the tokenizer: a Latin word is ~1.3 pieces, a CJK character one.
Tool output is capped harder: it is long, repetitive, and searched only on request.
"""

from __future__ import annotations

import re
from typing import Any

from hermes_memory.sessions.encoding import decode_content, text_of
from hermes_memory.sessions.search.text import CJK_CLASS

EMBEDDED_ROLES = ("user", "assistant", "tool")
"""Roles that get vectors; search's role filter then applies to vector hits as to words."""
CHUNK_UNITS = 160
"""Words (or CJK characters) per chunk: ~210 word pieces, under MiniLM's 256."""
OVERLAP_UNITS = 24
MAX_CHUNKS = {"user": 8, "assistant": 8, "tool": 2}
"""Chunks kept per message by role; the rest of a huge paste adds cost, not recall."""

_UNIT = re.compile(f"[{CJK_CLASS}]|[^\\s]+")


def message_text(stored_content: Any) -> str:
    """The text a vector is made from (multimodal lists give their text parts)."""
    text = text_of(decode_content(stored_content))
    return text.replace("\x00", " ").strip()


def chunk_text(text: str, role: str) -> list[str]:
    """``text`` as the chunks to embed for a message of ``role`` (``[]``: no vector)."""
    if role not in MAX_CHUNKS or not text.strip():
        return []
    units = [(m.start(), m.end()) for m in _UNIT.finditer(text)]
    if not units:
        return []
    if len(units) <= CHUNK_UNITS:
        return [" ".join(text.split())]
    chunks: list[str] = []
    step = CHUNK_UNITS - OVERLAP_UNITS
    for first in range(0, len(units), step):
        if len(chunks) >= MAX_CHUNKS[role]:
            break
        last = min(first + CHUNK_UNITS, len(units)) - 1
        piece = text[units[first][0] : units[last][1]]
        chunks.append(" ".join(piece.split()))
        if last == len(units) - 1:
            break
    return chunks
