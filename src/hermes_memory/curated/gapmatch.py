"""Linear-time matching of "key word, bounded same-line gap, tail" threat patterns.

A regex such as ``cat\\s++[^\\n]{0,2048}\\.env`` restarts a 2,048-character scan at every
``cat``, so text made of the key word repeated costs seconds. These matchers find every
head and every tail once, then join them with a binary search: same answers, linear time.
Equivalence with the plain regexes is checked by property tests.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass


def _positions(char: str, text: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(char), text)]


def _next_at_or_after(sorted_positions: list[int], index: int, default: int) -> int:
    i = bisect_left(sorted_positions, index)
    return sorted_positions[i] if i < len(sorted_positions) else default


@dataclass(frozen=True)
class SameLineGap:
    """``HEAD \\s++ [^\\n]{0,width} TAIL`` where TAIL cannot start with whitespace.

    ``head`` must end with the possessive whitespace run, so each head occurrence has one
    end ``r``; the gap then starts at ``r`` and stops at the first newline.
    """

    head: re.Pattern[str]
    tail: re.Pattern[str]  # a lookahead, so finditer yields every start position
    width: int

    def search(self, text: str) -> bool:
        heads = [m.end() for m in self.head.finditer(text)]
        if not heads:
            return False
        tails = [m.start() for m in self.tail.finditer(text)]
        if not tails:
            return False
        newlines = _positions("\n", text)
        for r in heads:
            limit = min(r + self.width, _next_at_or_after(newlines, r, len(text)))
            i = bisect_left(tails, r)
            if i < len(tails) and tails[i] <= limit:
                return True
        return False


@dataclass(frozen=True)
class SpacedGap:
    """``HEAD (?:\\s\\s++|\\s++[^\\n]{0,width-1}\\S\\s++) TAIL`` (TAIL starts with a non-space).

    Either one whitespace run of two or more characters joins head and tail, or a run, a
    same-line gap of 1..width characters ending in a non-space, and a run before the tail.
    ``head`` is the key word alone, followed by a captured possessive run ``(\\s++)``.
    """

    head: re.Pattern[str]
    tail: re.Pattern[str]  # a lookahead, so finditer yields every start position
    width: int

    def search(self, text: str) -> bool:
        heads = [(m.start(1), m.end(1)) for m in self.head.finditer(text)]
        if not heads:
            return False
        tails = [m.start() for m in self.tail.finditer(text)]
        if not tails:
            return False
        tail_set = set(tails)
        # start of the whitespace run that ends right before each tail (when there is one)
        run_starts: list[int] = []
        for q in tails:
            w = q
            while w > 0 and text[w - 1].isspace():
                w -= 1
            if w < q:
                run_starts.append(w)
        run_starts.sort()
        newlines = _positions("\n", text)
        for a, r in heads:
            if r - a >= 2 and r in tail_set:
                return True
            limit = min(r + self.width, _next_at_or_after(newlines, r, len(text)))
            i = bisect_right(run_starts, r)
            if i < len(run_starts) and run_starts[i] <= limit:
                return True
        return False


@dataclass(frozen=True)
class CommentKeyword:
    """``<!--[^>]{0,w}KEYWORD[^>]{0,w}-->``: a keyword inside one HTML comment.

    Neither gap may hold ``>``, so the comment must end at the first ``>`` after ``<!--``;
    what is left is a window test on the keyword positions, done with binary searches.
    """

    keyword: re.Pattern[str]
    width: int

    def search(self, text: str) -> bool:
        opens = [m.end() for m in re.finditer("<!--", text)]
        if not opens:
            return False
        found = [(m.start(), m.end()) for m in self.keyword.finditer(text)]
        if not found:
            return False
        starts = [k for k, _ in found]
        ends = [e for _, e in found]
        closes = _positions(">", text)
        for body in opens:
            g = _next_at_or_after(closes, body, -1)
            if g < 0:
                return False  # no ">" after this opening, nor after any later one
            close = g - 2  # where "-->" must start
            if close < body or text[close:g] != "--":
                continue
            last = min(bisect_right(starts, body + self.width), bisect_right(ends, close)) - 1
            if last >= 0 and starts[last] >= body and ends[last] >= close - self.width:
                return True
        return False
