"""``scan_text`` with its shortcuts and without them, each text scanned once per test session.
The gated == ungated checks (test_prefilter, test_scan_plan) read their verdicts from here:
an ungated scan runs every rule on every reading, the dearest thing the suite does, so a text
two checks share (or one check lists twice) is never scanned that way again."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest

from hermes_memory.scanning import ScanResult, scan_text
from hermes_memory.scanning.leaf_search import LeafSearch
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.locate import searcher
from hermes_memory.scanning.rule import Rule

_GATED: dict[str, ScanResult] = {}
_UNGATED: dict[str, ScanResult] = {}


@contextmanager
def ungated() -> Iterator[None]:
    """Every rule on every reading: no filing, no gate, no branch gate, nothing ruled out,
    every alternative of a pattern searched (no leaf gate)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LiteralIndex, "satisfied", lambda self, _present: self.every_set)
        patch.setattr("hermes_memory.scanning.plan.opens", lambda *_args: True)
        patch.setattr("hermes_memory.scanning.rule.passes", lambda *_args: True)
        patch.setattr(Rule, "ruled_out", lambda _self, _present: False)
        patch.setattr(LeafSearch, "search", lambda self, text, *_: searcher(self.pattern)(text))
        patch.setattr(
            LeafSearch, "found", lambda self, text, *_: searcher(self.pattern)(text) is not None
        )
        yield


def gated_and_ungated(texts: Sequence[str]) -> tuple[list[ScanResult], list[ScanResult]]:
    """The results of ``scan_text`` on ``texts`` as shipped and with :func:`ungated`, in
    order; texts scanned earlier in the session are not scanned again."""
    new = [text for text in dict.fromkeys(texts) if text not in _UNGATED]
    for text in new:
        _GATED[text] = scan_text(text)
    with ungated():
        for text in new:
            _UNGATED[text] = scan_text(text)
    return [_GATED[text] for text in texts], [_UNGATED[text] for text in texts]
