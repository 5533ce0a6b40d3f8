"""What a hybrid candidate's text says about the query, for the ranking rule in ``fusion``:
which of the query's (stemmed) words it holds, which of the query's names, and its length.

Built once per query; each text is read once (the same highlighter the snippets use, so a
word counts here exactly when it would be highlighted).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from hermes_memory.sessions.search.query import meaningful_terms, or_query
from hermes_memory.sessions.search.snippet import Highlighter, light_stem
from hermes_memory.sessions.search.vector_query import is_name

LONG_WORDS = 100
"""A text of this many words or more counts as fully long (the ``length`` feature is 1)."""
_LOG_LONG = math.log1p(LONG_WORDS)
_TRAILING = "?!.,;:\"'()[]\u2019"


class TextFacts(NamedTuple):
    """One candidate's text, as the rule sees it (a tuple: ~200 are made per search)."""

    words: frozenset[str]
    """The query's stemmed words the text holds."""
    share: float
    """Part of the query's words the text holds."""
    names: float
    """Part of the query's names (capitalised words after its first) the text holds."""
    length: float
    """log(1 + words) / log(1 + LONG_WORDS), at most 1: one-word replies weigh little."""


class TextReader:
    """Reads candidates' texts against one query."""

    def __init__(self, query: str) -> None:
        terms = meaningful_terms(query)
        self.highlighter = Highlighter.from_query(or_query(terms)) if terms else None
        self.wanted = (
            {light_stem(word) for word in self.highlighter.exact} if self.highlighter else set()
        )
        # the first word is capitalised by the sentence, not because it is a name
        names = [_core(w).lower() for w in query.split()[1:] if is_name(w)]
        self.names = sorted({name for name in names if name})

    def read(self, text: str) -> TextFacts:
        """What one text holds of the query."""
        found: set[str] = set()
        if self.highlighter is not None and self.wanted:
            found = {light_stem(key) for _, _, key in self.highlighter.hits(text)}
        return self._facts(text, found)

    def read_all(self, texts: Sequence[str]) -> list[TextFacts]:
        """:meth:`read` for many texts in one scan (each distinct word stemmed once: a
        search reads a few hundred candidates)."""
        if self.highlighter is None or not self.wanted:
            return [self._facts(text, set()) for text in texts]
        return [
            self._facts(text, found)
            for text, found in zip(texts, self.highlighter.keys_in(texts), strict=True)
        ]

    def _facts(self, text: str, found: set[str]) -> TextFacts:
        words = frozenset(found & self.wanted)
        names = 0.0
        if self.names:
            lowered = text.lower()
            names = sum(name in lowered for name in self.names) / len(self.names)
        count = text.count(" ") + 1  # words, near enough, without splitting a long text
        share = len(words) / len(self.wanted) if self.wanted else 0.0
        return TextFacts(words, share, names, min(1.0, math.log1p(count) / _LOG_LONG))


def _core(word: str) -> str:
    core = word.strip(_TRAILING)
    return core[:-2] if core.lower().endswith(("'s", "\u2019s")) else core
