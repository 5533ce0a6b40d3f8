"""Snippets for returned hits, built in Python in FTS5's ``snippet()`` format.

``snippet(messages_fts, 0, '>>>', '<<<', '...', 40)`` costs a per-row index seek plus
~50 µs of C per row; a tool page of 300 hits would spend most of the 50 ms budget there. So
only returned rows get a snippet, and it is made here: the best window of 40 tokens (the
one covering the most distinct query terms, centred on them), matched words between
``>>>``/``<<<``, ``...`` where the text is cut, the text's tail kept when the window
reaches its end (so short messages end with Hermes's two spaces). Word matching follows the
index loosely (case, diacritics, a light suffix stemmer for porter); the hit *set* is
always FTS5's own. CJK hits get a substring window around the first match.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from hermes_memory.sessions.search.query import split_or_groups

SNIPPET_TOKENS = 40
REGION_CHARS = 600
OPEN, CLOSE, ELLIPSIS = ">>>", "<<<", "..."
_TOKEN = re.compile(r"[^\W_]+")
_SUFFIXES = (
    "ational",
    "ations",
    "ation",
    "ments",
    "ment",
    "ingly",
    "ings",
    "ing",
    "edly",
    "ies",
    "ied",
    "ers",
    "er",
    "ed",
    "es",
    "ly",
    "s",
)


def fold(word: str) -> str:
    """Lower case without diacritics (unicode61's ``remove_diacritics``)."""
    word = word.lower()
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def light_stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


@dataclass(frozen=True)
class Highlighter:
    """The words of one FTS5 query, ready to find in a message's text."""

    exact: frozenset[str]
    stems: frozenset[str]
    prefixes: tuple[str, ...]
    pattern: re.Pattern[str] | None

    @classmethod
    def from_query(cls, fts_query: str) -> Highlighter:
        exact: set[str] = set()
        spelled: set[str] = set()  # lower-cased as typed (with diacritics)
        prefixes: list[str] = []
        for group in split_or_groups(fts_query):
            for term in group:
                if term.negated:
                    continue
                text = term.text
                star = text.endswith("*") and not term.phrase
                raw = [w.lower() for w in _TOKEN.findall(text)]
                words = [fold(w) for w in raw]
                spelled.update(raw)
                if star and words:
                    prefixes.append(words.pop())
                exact.update(words)
        stems = frozenset(light_stem(w) for w in exact)
        # One C-level scan of the lower-cased text finds where a query word, a stem or a
        # prefix starts a word; only those few candidates get the Python check in hits().
        heads = sorted(exact | spelled | stems | {p for p in prefixes if p}, key=len, reverse=True)
        pattern = None
        if heads:
            alternatives = "|".join(re.escape(h) for h in heads)
            pattern = re.compile(rf"(?:{alternatives})[^\W_]*")
        return cls(frozenset(exact), stems, tuple(prefixes), pattern)

    def hits(self, text: str) -> list[tuple[int, int, str]]:
        """``(start, end, key)`` of every word of ``text`` that matches a query word."""
        if self.pattern is None:
            return []
        low = _lower(text)
        out = []
        for match in self.pattern.finditer(low):
            start, end = match.span()
            if start > 0 and (low[start - 1].isalnum()):
                continue
            key = self.key_of(fold(match.group(0)))
            if key is not None:
                out.append((start, end, key))
        return out

    def key_of(self, word: str) -> str | None:
        """The query word a folded text word stands for (itself, its stem, or a prefix it
        starts with), or None."""
        if word in self.exact:
            return word
        if (stem := light_stem(word)) in self.stems:
            return stem
        for prefix in self.prefixes:
            if word.startswith(prefix):
                return prefix
        return None

    def keys_in(self, texts: Sequence[str]) -> list[set[str]]:
        """For each text, ``light_stem`` of the keys :meth:`hits` finds in it: one scan over
        all the texts joined (a NUL between two cannot be part of a word), and each distinct
        word looked at once (a search weighs hundreds of texts this way)."""
        found: list[set[str]] = [set() for _ in texts]
        if self.pattern is None or not texts:
            return found
        lowered = [_lower(text) for text in texts]
        joined = "\x00".join(lowered)
        ends = list(accumulate(len(low) + 1 for low in lowered))  # where each text's NUL ends
        seen: dict[str, str | None] = {}
        index = 0
        for match in self.pattern.finditer(joined):
            start = match.start()
            if start > 0 and joined[start - 1].isalnum():
                continue
            while start >= ends[index]:  # matches come in order
                index += 1
            word = match.group(0)
            if word in seen:
                stem = seen[word]
            else:
                key = self.key_of(fold(word))
                stem = seen[word] = None if key is None else light_stem(key)
            if stem is not None:
                found[index].add(stem)
        return found


def _lower(text: str) -> str:
    """``text`` lower-cased with its length kept (positions in it are the text's)."""
    low = text.lower()
    if len(low) != len(text):  # a rare character whose lower case is longer
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    return low


def fts_snippet(text: str, highlighter: Highlighter, tokens: int = SNIPPET_TOKENS) -> str:
    """A ``snippet()``-style excerpt of ``text`` for the query behind ``highlighter``.

    Only a region around the best hit is tokenized (at most ~3 windows of text), so the
    cost does not grow with the message.
    """
    hits = highlighter.hits(text)
    anchor = _anchor(hits, REGION_CHARS // 3)
    lo = 0 if anchor < REGION_CHARS else text.rfind(" ", 0, anchor - REGION_CHARS // 2) + 1
    hi = min(len(text), lo + 2 * REGION_CHARS)
    spans = [m.span() for m in _TOKEN.finditer(text, lo, hi)]
    if not spans:
        return text[:hi] + (ELLIPSIS if hi < len(text) else "")
    starts = [st for st, _ in spans]
    hit_tokens = [(_token_index(starts, st), key) for st, e, key in hits if lo <= st and e <= hi]
    first = _best_window(hit_tokens, len(spans), tokens)
    last = min(len(spans), first + tokens)
    at_start = lo == 0 and first == 0
    at_end = hi == len(text) and last == len(spans)
    begin = 0 if at_start else spans[first][0]
    end = len(text) if at_end else spans[last - 1][1]
    out: list[str] = [] if at_start else [ELLIPSIS]
    cursor = begin
    for st, e, _ in hits:
        if st < begin or e > end:
            continue
        out.append(text[cursor:st])
        out.append(f"{OPEN}{text[st:e]}{CLOSE}")
        cursor = e
    out.append(text[cursor:end])
    if not at_end:
        out.append(ELLIPSIS)
    return "".join(out)


def _anchor(hits: list[tuple[int, int, str]], reach: int) -> int:
    """Offset of the hit that starts the richest cluster (most distinct terms nearby)."""
    best, best_score = 0, (-1, -1)
    for i, (start, _, _) in enumerate(hits):
        near = [k for s, _, k in hits[i:] if s < start + reach]
        score = (len(set(near)), len(near))
        if score > best_score:
            best, best_score = start, score
    return best


def _token_index(starts: list[int], offset: int) -> int:
    lo, hi = 0, len(starts)
    while lo < hi:
        mid = (lo + hi) // 2
        if starts[mid] <= offset:
            lo = mid + 1
        else:
            hi = mid
    return max(0, lo - 1)


def _best_window(hit_tokens: list[tuple[int, str]], n: int, size: int) -> int:
    """First token of the window with the most distinct terms (then most hits), centred."""
    if n <= size or not hit_tokens:
        return 0
    best, best_score, best_span = 0, (-1, -1), 1
    for i, (pos, _) in enumerate(hit_tokens):
        inside = [(p, k) for p, k in hit_tokens[i:] if p < pos + size]
        score = (len({k for _, k in inside}), len(inside))
        if score > best_score:
            best, best_score = pos, score
            best_span = inside[-1][0] - pos + 1
    start = best - (size - best_span) // 2
    return max(0, min(start, n - size))


def substring_snippet(text: str, needles: list[str], before: int = 40, width: int = 120) -> str:
    """A window around the first occurrence of any needle (ASCII case ignored, as LIKE)."""
    lowered = text.lower()
    found: tuple[int, int] | None = None
    for needle in needles:
        if not needle:
            continue
        pos = lowered.find(needle.lower())
        if pos >= 0 and (found is None or pos < found[0]):
            found = (pos, pos + len(needle))
    if found is None:
        return text[:width] + (ELLIPSIS if len(text) > width else "")
    s, e = found
    begin = max(0, s - before)
    end = min(len(text), max(e, begin + width))
    head = ELLIPSIS if begin > 0 else ""
    tail = ELLIPSIS if end < len(text) else ""
    return f"{head}{text[begin:s]}{OPEN}{text[s:e]}{CLOSE}{text[e:end]}{tail}"
