"""Cuts a text, as the classifier reads it, into sentences: the unit the embedded classifier
scores, the highest sentence counting for the whole text (an instruction planted in a
harmless note is one sentence among others, and a vector of the whole note dilutes it).
Owns the splitting only (lines, sentence ends of every script, short fragments merged, long
runs cut); the scoring lives in :mod:`.classifier`.
"""

from __future__ import annotations

import re

from hermes_memory.scanning.normalize import normalize

__all__ = [
    "MAX_SENTENCE_CHARS",
    "MIN_SENTENCE_CHARS",
    "sentences",
    "split_sentences",
    "wordless",
]

# Shorter pieces ("Note:", "1.", a bare heading) say nothing alone: they join the next one.
MIN_SENTENCE_CHARS = 40
# About 64 word pieces of English: a longer run is cut at a word boundary so the model,
# which reads 64 pieces, sees every part of it.
MAX_SENTENCE_CHARS = 240
# A sentence ends at . ! ? … followed by a space, after a CJK full stop (no space follows in
# Chinese or Japanese), and at every line break.
_ENDS = re.compile(r"(?<=[.!?…])\s+|(?<=[。！？；])\s*|\n+")
_WORD = re.compile(r"\w+")
# the share of words two readings of a sentence have in common when one adds nothing new
SAME_WORDS = 0.7
# A token this long of Latin letters, digits and URL/encoding punctuation is a blob (a hash,
# base64, a key, a run of one letter), not a word; CJK runs have no spaces and are not blobs.
_BLOB = re.compile(r"[A-Za-z0-9+/=_.%:~-]{25,}")
# a sentence this much blob by length is no sentence to the model: its vector lands near
# whatever blobs the bank holds (encoded attack copies), whatever the blob says
BLOB_SHARE = 0.5


def _cut(piece: str) -> list[str]:
    """``piece`` in runs of at most ``MAX_SENTENCE_CHARS``, cut at spaces where it has them."""
    out: list[str] = []
    while len(piece) > MAX_SENTENCE_CHARS:
        cut = piece.rfind(" ", MAX_SENTENCE_CHARS // 2, MAX_SENTENCE_CHARS)
        cut = cut if cut > 0 else MAX_SENTENCE_CHARS
        out.append(piece[:cut].strip())
        piece = piece[cut:].strip()
    if piece:
        out.append(piece)
    return out


def split_sentences(text: str) -> list[str]:
    """``text`` cut at line breaks and sentence ends, fragments under ``MIN_SENTENCE_CHARS``
    joined to what follows (the last to what precedes), runs over ``MAX_SENTENCE_CHARS`` cut."""
    merged: list[str] = []
    pending = ""
    for raw in _ENDS.split(text):
        part = " ".join(raw.split())
        if not part:
            continue
        pending = f"{pending} {part}".strip() if pending else part
        if len(pending) >= MIN_SENTENCE_CHARS:
            merged.append(pending)
            pending = ""
    if pending:
        if merged and len(merged[-1]) + len(pending) < MAX_SENTENCE_CHARS:
            merged[-1] = f"{merged[-1]} {pending}"
        else:
            merged.append(pending)
    return [cut for piece in merged for cut in _cut(piece)]


def wordless(sentence: str) -> bool:
    """True when blobs (:data:`_BLOB`) make up at least ``BLOB_SHARE`` of ``sentence``'s
    non-space characters: the embedded classifier gives it no vector (a margin of 0), in
    training as in scoring. Its decoded reading, if any, is a sentence of its own."""
    solid = sum(len(token) for token in sentence.split())
    blobs = sum(len(match) for match in _BLOB.findall(sentence))
    return solid > 0 and blobs >= BLOB_SHARE * solid


def _words(sentence: str) -> frozenset[str]:
    return frozenset(_WORD.findall(sentence))


def _new(sentence: str, known: list[frozenset[str]]) -> bool:
    """False when ``sentence`` shares nearly all its words with one already read: a reading
    that changed a token or two (``$g1thub_t0ken``) says nothing new and would cost a vector."""
    words = _words(sentence)
    return not any(len(words & other) >= SAME_WORDS * max(len(words | other), 1) for other in known)


def sentences(text: str, limit_chars: int) -> list[str]:
    """The sentences of the first ``limit_chars`` of ``text`` as the rules read it
    (normalised), then those of its other readings (leetspeak, letter spacing) and of every
    decoded run that are new (:func:`_new`); in order."""
    norm = normalize(text[:limit_chars])
    found = split_sentences(norm.text)
    known = [_words(sentence) for sentence in found]
    extra = [normalize(run.text, decode=False).text for run in norm.decoded]
    for reading in [*norm.variants, *extra]:
        for sentence in split_sentences(reading):
            if _new(sentence, known):
                known.append(_words(sentence))
                found.append(sentence)
    return found
