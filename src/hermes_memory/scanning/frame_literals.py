"""The frames' literal index: every literal of every frame pattern's gate and of its
alternatives' gates (``leaf_search``) in one :class:`LiteralIndex`, and its answer for each
text the frames ask about, worked out once per text.

The frames ask a dozen of their patterns about the same text (and about the sentences of
it), and each pattern used to look for each of its literals with ``in``: a frame's words are
lists of a hundred alternatives, so a slow text paid hundreds of substring searches, most of
them answered already for the pattern before. One pass of the index answers for every
pattern at once, and a pattern's gate and alternatives are then chosen by set tests on that
answer. The text's runs of characters are the ones the scan's own index cut it into
(``prefilter.grams``), and a part of a text already asked about (a sentence, a clause) is
answered from the literals of the whole that it holds.
"""

from __future__ import annotations

from collections.abc import Iterable

from hermes_memory.scanning.prefilter import Alternatives, LiteralIndex

# Texts whose answers are kept: more than one scan's worth, few enough to hold in memory.
_KEPT_TEXTS = 256


class FrameLiterals:
    """A literal index over the frame patterns' sets, and the answers it gave, by text."""

    __slots__ = ("_answers", "_whole", "index")

    def __init__(self, sets: Iterable[Alternatives]) -> None:
        self.index = LiteralIndex((), sets)
        self._answers: dict[str, frozenset[str]] = {}
        # the last text answered from the index itself, whose parts are answered from it
        self._whole: tuple[str, frozenset[str]] = ("", frozenset())

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
            self._whole = (text, found)
        answers[text] = found
        return found
