"""The frames' literal index: every literal of every frame pattern's gate and of its
alternatives' gates (``leaf_search``) in one :class:`LiteralIndex`, and its answer for each
text the frames ask about, worked out once per text.

The frames ask a dozen of their patterns about the same text (and about the sentences of
it), and each pattern used to look for each of its literals with ``in``: a frame's words are
lists of a hundred alternatives, so a slow text paid hundreds of substring searches, most of
them answered already for the pattern before. One pass of the index answers for every
pattern at once, and a pattern's gate and alternatives are then chosen by set tests on that
answer. The text's runs of characters are the ones the scan's own index cut it into
(``literal_index.grams``), and a part of a text already asked about (a sentence, a clause) is
answered from the literals of the whole that it holds.

The index may be the scan plan's own, built with the frames' literals listed in it
(``scanner.scan_plan``): then the whole text a frame asks about was cut and looked up already
by the scan that found something in it, and only the frames' literals of that answer are kept.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.prefilter import Alternatives

# Texts whose answers are kept: more than one scan's worth, few enough to hold in memory.
_KEPT_TEXTS = 256


class FrameLiterals:
    """A literal index over the frame patterns' sets, and the answers it gave, by text."""

    __slots__ = ("_answers", "_own", "_whole", "index")

    def __init__(self, sets: Iterable[Alternatives], shared: LiteralIndex | None = None) -> None:
        """An index over ``sets``; or ``shared``, when it knows every literal of them (it
        knows others too: its answers are cut down to the literals of ``sets``)."""
        sets = tuple(sets)
        own = frozenset(chain.from_iterable(sets))
        self._own: frozenset[str] | None = None
        if shared is not None and all(map(shared.knows, own)):
            self.index, self._own = shared, own
        else:  # (no index, or one built before a frame pattern it does not know was made)
            self.index = LiteralIndex((), sets)
        self._answers: dict[str, frozenset[str]] = {}
        # the last text answered from the index itself, whose parts are answered from it
        self._whole: tuple[str, frozenset[str]] = ("", frozenset())

    def forget(self) -> None:
        """Drop every answer kept, and the index's own when it is not the shared one."""
        self._answers.clear()
        self._whole = ("", frozenset())
        if self._own is None:
            self.index.forget()

    def present(self, text: str) -> frozenset[str]:
        """The indexed literals that occur in ``text`` (``LiteralIndex.present``), looked for
        once per text."""
        answers = self._answers
        found = answers.get(text)
        if found is not None:
            return found
        if len(answers) >= _KEPT_TEXTS:
            answers.clear()  # (a new scan's texts: the old ones are not asked again)
        whole, in_whole = self._whole
        if len(text) < len(whole) and text in whole:
            # every literal of a part is one of the whole's
            found = frozenset(filter(text.__contains__, in_whole))
        else:
            index = self.index
            # (the text on one line is the one the scan cut into grams already)
            found = index.present_in_lines(text, index.present(text.replace("\n", " ")))
            if self._own is not None:
                found = found & self._own
            self._whole = (text, found)
        answers[text] = found
        return found
