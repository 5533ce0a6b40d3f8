"""The classifier's veto over the rules: which refusals it may clear, and what it reads.

When the rules refuse a text and the second opinion carries a veto (:class:`.types.Veto`,
a cut stored with the classifier's weights), the sentences holding the findings are scored;
under the cut, the refusal is lifted. The rules' false positives are mostly one benign
sentence that happens to say "ignore the cache" or "send the report to"; the classifier,
which reads the whole sentence, scores those near 0.

Never cleared, whatever the score: hidden text (tag characters, zero-width bit runs,
invisible characters), anything found in a decoded payload (base64, hex, url...), the two
categories no policy may relax (instruction override, role hijack) and findings of two or
more categories at once. Those are decided here before anything is embedded, so the veto's
cost falls only on the refusals it may lift.
"""

from __future__ import annotations

from collections.abc import Sequence

from hermes_memory.scanning.sentences import split_sentences
from hermes_memory.scanning.types import Finding, ThreatCategory, Veto

__all__ = [
    "MAX_VETO_SENTENCES",
    "NEVER_VETOED",
    "Vetoed",
    "finding_sentences",
    "veto_of",
    "vetoable",
    "weigh",
]

NEVER_VETOED = frozenset(
    {
        ThreatCategory.HIDDEN_TEXT,
        ThreatCategory.INSTRUCTION_OVERRIDE,
        ThreatCategory.ROLE_HIJACK,
        ThreatCategory.CLASSIFIER,
    }
)
# Findings spread over more sentences than this are not one stray phrase: no veto (and
# each sentence read costs a MiniLM call).
MAX_VETO_SENTENCES = 2

# (the score, and whether it cleared the findings); None when the veto was not asked
Vetoed = tuple[float, bool] | None


def vetoable(findings: Sequence[Finding]) -> bool:
    """True when the veto may clear these findings: one category, none of the excluded
    kinds, none decoded from a payload, and each located in the normalised text."""
    if not findings:
        return False
    categories = {finding.category for finding in findings}
    return (
        len(categories) == 1
        and not categories & NEVER_VETOED
        and all(f.decoded_from is None and f.span is not None for f in findings)
    )


def _solid_before(text: str) -> list[int]:
    """For each position of ``text``, how many non-space characters precede it (and one
    more entry for the end)."""
    counts = [0]
    for char in text:
        counts.append(counts[-1] + (not char.isspace()))
    return counts


def finding_sentences(text: str, findings: Sequence[Finding]) -> list[str]:
    """The classifier's sentences of ``text`` (:func:`.sentences.split_sentences`) that
    overlap a finding's span, in order. Splitting only drops and adds whitespace, so a
    sentence is placed by the count of non-space characters before it."""
    before = _solid_before(text)
    wanted: list[tuple[int, int]] = []
    for finding in findings:
        if finding.span is None:
            continue
        start, end = finding.span
        start, end = max(0, min(start, len(text))), max(0, min(end, len(text)))
        wanted.append((before[start], max(before[end], before[start] + 1)))
    chosen: list[str] = []
    offset = 0
    for sentence in split_sentences(text):
        size = sum(not char.isspace() for char in sentence)
        low, high = offset, offset + size
        offset = high
        if any(start < high and end > low for start, end in wanted):
            chosen.append(sentence)
    return chosen


def veto_of(opinion: object) -> Veto | None:
    """``opinion`` as a veto when it carries one that is on (a cut), else None."""
    # (most scans have no second opinion: ``isinstance`` against a runtime protocol reads
    # its members each time, a few microseconds a scan for nothing)
    if opinion is None:
        return None
    if isinstance(opinion, Veto) and opinion.veto_cut is not None:
        return opinion
    return None


def weigh(text: str, findings: Sequence[Finding], veto: Veto) -> Vetoed:
    """Ask ``veto`` about the rules' ``findings`` in the normalised ``text``: None when it
    may not clear them (or is off), else its score and whether it is under the cut."""
    cut = veto.veto_cut
    if cut is None or not vetoable(findings):
        return None
    parts = finding_sentences(text, findings)
    if not parts or len(parts) > MAX_VETO_SENTENCES:
        return None
    score = float(veto.veto_score(parts))
    return score, score < cut
