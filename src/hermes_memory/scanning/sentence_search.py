"""The search of a ``rule.sentence_with`` pattern: one sentence holding every one of some
words. Each of the pattern's look-aheads walks its sentence trying a long alternation at
every character, at every sentence start, which made these patterns the dearest of the
slow texts. Here each need is searched on its own, once through the text, and the pattern
is tried only at sentence starts whose sentence holds a match of every need. The answer is
the match ``pattern.search`` returns.

Why that is exact: a match starts where ``^`` or the look-behind on a sentence end holds
(so at the text's start or just after an end character); and a look-ahead at a start
``s`` succeeds only when its need matches at some ``p >= s`` with only sentence characters
between (spaces and tabs are such characters), so only when the need's first match at or
after ``s`` starts no later than the sentence's end. Matching at a position does not depend
on where a search began (look-behinds and ``\\b`` see the text before it), so a need's first
match after ``s`` is still its first after any later start up to that match.

Once every need's first match lies in the sentence and within the window of its first
word, the look-aheads hold there at their first try, so the match is the pattern without
them (its ``tail``): the sentence from that start. Running the look-aheads again, each a
long alternation tried at every character up to its need, was most of a slow text's time
in these patterns; whenever a need's match is not plainly inside, the whole pattern runs.
"""

from __future__ import annotations

import re

from hermes_memory.scanning.deferred_pattern import Regex, compiled
from hermes_memory.scanning.locate import Search, searcher

# Every source ``sentence_with`` built, with its needs, whether full stops inside a word end
# nothing, its window and its tail: filled as the rule modules build their patterns.
_BUILT: dict[str, tuple[tuple[str, ...], bool, int, str]] = {}
_searches: dict[Regex, Search | None] = {}
# Any end character, and the end of a sentence whose words may hold full stops.
_ENDS: list[Regex] = []


def remember(
    source: str, needs: tuple[str, ...], dotted_words: bool, ends: str, window: int, tail: str
) -> None:
    """Called by ``sentence_with`` for each source it builds (``ends``: its end characters
    as a character class body; ``tail``: the source without its look-aheads)."""
    _BUILT[source] = (needs, dotted_words, window, tail)
    if not _ENDS:
        _ENDS.append(re.compile(f"[{ends}]"))
        # a full stop (or ! ? ;) ends a dotted sentence only before a space or the text's end
        other = "".join(ch for ch in ends.replace("\\n", "\n") if ch not in ".!?;")
        _ENDS.append(re.compile(f"[{re.escape(other)}]|[.!?;](?![^\\s])"))


def _sentence_search(
    pattern: Regex, needs: tuple[str, ...], dotted: bool, window: int, tail: str
) -> Search:
    # Each need compiled as it stands, not grouped: alone, ``a|b`` matches just where
    # ``(?:a|b)`` does, and ``locate`` cuts a top-level alternation into parts it searches
    # apart (a need wrapped in one more group could not be cut: the engine tried all of
    # its alternatives at every position).
    found = tuple(searcher(re.compile(need, pattern.flags)) for need in needs)
    starts, ends = _ENDS[0], _ENDS[1] if dotted else _ENDS[0]
    match = compiled(pattern).match
    match_tail = re.compile(tail, pattern.flags).match

    def search(text: str, pos: int = 0, /) -> re.Match[str] | None:
        # the first match of each need at or after the sentence start being tried
        at = [-1] * len(found)
        candidates = [pos] if pos == 0 or starts.match(text, pos - 1) else []
        candidates += (end.end() for end in starts.finditer(text, pos))
        for start in candidates:
            end = ends.search(text, start)
            stop = len(text) if end is None else end.start()
            for place, need in enumerate(found):
                if at[place] < start:
                    hit = need(text, start)
                    if hit is None:
                        return None  # the need occurs nowhere further on: no sentence holds it
                    at[place] = hit.start()
                if at[place] > stop:
                    break
            else:
                # (the look-aheads start after the spaces and tabs opening the sentence,
                # which are no end: every need's match lies before ``stop``'s end or at it)
                first = start
                while first < stop and text[first] in " \t":
                    first += 1
                matched = None
                if first < stop and all(first <= at_ <= first + window for at_ in at):
                    matched = match_tail(text, start)
                if matched is None:
                    matched = match(text, start)
                if matched is not None:
                    return matched
        return None

    return search


def sentence_searcher(pattern: Regex) -> Search | None:
    """The search of a pattern ``sentence_with`` built, or ``None`` for any other."""
    if pattern in _searches:
        return _searches[pattern]
    built = _BUILT.get(pattern.pattern)
    found = None if built is None else _sentence_search(pattern, *built)
    _searches[pattern] = found
    return found
