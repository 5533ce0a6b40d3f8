"""``scan_text``: normalise, run every rule set on each reading of the text (plain,
leetspeak, decoded runs), apply the context's policy, let the second opinion's veto clear a
refusal it may clear (:mod:`.veto`), and ask the optional second opinion when the rules
found nothing (or were cleared). A caller that needs only the verdict may stop at the
first finding that blocks (``stop_at_first``): the same verdict, one reason.
"""

from __future__ import annotations

from collections.abc import Callable

from hermes_memory.scanning.frame_base import (
    frame_literals,
    register_category_search,
    share_literal_index,
)
from hermes_memory.scanning.frames import excused
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.normalize import (
    MAX_SCAN_CHARS,
    HiddenChar,
    NormalizedText,
    nfkc,
    normalize,
    strip_invisible_short,
)
from hermes_memory.scanning.plan import ScanPlan, Step
from hermes_memory.scanning.policy import ScanPolicy
from hermes_memory.scanning.registry import all_rules
from hermes_memory.scanning.rule import EXCERPT_CHARS, Rule, Searched, Span
from hermes_memory.scanning.types import (
    Finding,
    ScanContext,
    ScanResult,
    SecondOpinion,
    ThreatCategory,
)
from hermes_memory.scanning.veto import Vetoed, veto_of, vetoable, weigh

_PLAN: list[ScanPlan] = []  # built on the first scan, not at import


def __getattr__(name: str) -> tuple[Rule, ...]:
    """``RULES``, the bundled rules (``registry.all_rules``), made on first use."""
    if name == "RULES":
        return all_rules()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def scan_plan() -> ScanPlan:
    """The bundled rules, filed by their literals (see ``plan``). Its index lists the
    frames' literals too, and the frames read their answers off it: the text a frame is asked
    about first is the one the scan has just looked up (a second pass over it, against the
    frames' own index, was a tenth of the scan of a text that a rule fired on)."""
    if not _PLAN:
        rules = all_rules()  # (first: some frame patterns are made from rule modules' words)
        patterns, literals = frame_literals()
        plan = ScanPlan(rules, literals)
        share_literal_index(plan.index, patterns)
        _PLAN.append(plan)
    return _PLAN[0]


def rule_index() -> LiteralIndex:
    """Every rule gate's literals in one index (the scanner's and the classifier's)."""
    return scan_plan().index


# Decoded text is scanned again, and text decoded from it once more; no further, so a
# crafted nest of encodings cannot make a scan expensive.
MAX_DECODE_DEPTH = 2
# Encoded runs at least this long are read only decoded (see ``_readings``).
MASKED_RUN_CHARS = 48
_DEFAULT_POLICY = ScanPolicy()
_CONTEXT_CHARS = 24
# Does this finding block whatever else the text holds? (``stop_at_first``)
Blocks = Callable[[Finding], bool]


def _hidden_findings(raw: str, norm: NormalizedText, decoded_from: str | None) -> list[Finding]:
    findings: list[Finding] = []
    # Each code point once, where it first occurs (a tag-character text holds hundreds;
    # ``normalize`` lists them in order of position, so the last one written is the first).
    first: dict[int, HiddenChar] = {hidden.codepoint: hidden for hidden in reversed(norm.hidden)}
    for codepoint in sorted(first):
        hidden = first[codepoint]
        start = max(0, hidden.position - _CONTEXT_CHARS)
        around = strip_invisible_short(raw[start : hidden.position + _CONTEXT_CHARS]).strip()
        rule = f"invisible_unicode_{hidden.label}"
        findings.append(
            Finding(ThreatCategory.HIDDEN_TEXT, rule, around[:EXCERPT_CHARS], decoded_from)
        )
    return findings


def _readings(raw: str, norm: NormalizedText) -> tuple[str, ...]:
    """The forms the rules read. A long encoded run that decoded is blanked from them: its
    text is read decoded (and reported as such), and every rule scanning the raw digits
    again was most of the cost of an encoded entry. Short runs stay, for the words around."""
    spans = sorted(
        d.span for d in norm.decoded if d.span and d.span[1] - d.span[0] >= MASKED_RUN_CHARS
    )
    if not spans:
        return (norm.text, *norm.variants)
    base = nfkc(raw[:MAX_SCAN_CHARS])  # the text the spans were found in
    parts: list[str] = []
    last = 0
    for start, end in spans:
        if start >= last:
            parts.append(base[last:start])
            last = end
    parts.append(base[last:])
    masked = normalize(" ".join(parts), decode=False)
    return (masked.text, *masked.variants)


def _scan(
    raw: str,
    norm: NormalizedText,
    decoded_from: str | None,
    depth: int,
    blocks: Blocks | None = None,
) -> list[Finding]:
    """Every finding in ``raw`` and the runs decoded from it; or, given ``blocks``, the
    findings up to the first one it says blocks (that one last)."""
    findings = _hidden_findings(raw, norm, decoded_from)
    if blocks is not None and any(blocks(finding) for finding in findings):
        return findings
    matched: set[str] = set()
    plan = scan_plan()
    index = plan.index
    for reading in _readings(raw, norm):
        # (positions are kept only for the plain normalised text, the one frames read)
        plain = reading is norm.text
        flat = reading.replace("\n", " ")
        in_flat = index.present(flat)
        in_lines = index.present_in_lines(reading, in_flat)
        searched: Searched = {}
        sat_flat, sat_lines = index.satisfied_pair(in_flat, in_lines)
        views = (flat, in_flat, sat_flat), (reading, in_lines, sat_lines)
        # Most rules, most texts: never looked at (see ``ScanPlan.steps``).
        for step in plan.steps(*views):
            rule = step.rule
            if rule.name in matched:
                continue
            # (the plan has found every literal of the rule's gates in the text)
            hit = _match_step(step, *views, searched)
            if hit is not None:
                matched.add(rule.name)
                excerpt, where = hit
                where = where if plain and decoded_from is None else None
                findings.append(Finding(rule.category, rule.name, excerpt, decoded_from, where))
                if blocks is not None and blocks(findings[-1]):
                    return findings
    if depth < MAX_DECODE_DEPTH:
        seen: set[str] = set()
        for decoded in norm.decoded:
            # The same run twice (a hex run is also read as base64 digits) is scanned once.
            if decoded.text in seen:
                continue
            seen.add(decoded.text)
            inner = normalize(decoded.text)
            found = _scan(decoded.text, inner, decoded_from or decoded.kind, depth + 1, blocks)
            findings.extend(found)
            # (an inner scan that stopped ends on the finding that blocks)
            if blocks is not None and found and blocks(found[-1]):
                return findings
    return findings


View = tuple[str, frozenset[str], frozenset[int]]  # text, literals present, sets satisfied


def _match_step(
    step: Step, flat: View, lines: View, searched: Searched
) -> tuple[str, Span | None] | None:
    """The plan's step matched on the reading its rule sees: with line breaks for ``lines``
    rules, as one line for the others."""
    text, present, satisfied = lines if step.rule.lines else flat
    return step.rule.match_gated_at(text, searched, present, step.leaves, satisfied)


def _unique(findings: list[Finding]) -> tuple[Finding, ...]:
    """Drop repeats: the same rule twice, or two rules of one category on the same words
    (English text also satisfies the French override rule, say)."""
    seen: set[tuple[object, ...]] = set()
    kept: list[Finding] = []
    for finding in findings:
        by_rule = (finding.category, finding.rule, finding.decoded_from)
        by_words = (finding.category, finding.excerpt, finding.decoded_from)
        if finding.category is ThreatCategory.HIDDEN_TEXT:
            by_words = by_rule  # each hidden character is its own finding
        if by_rule in seen or by_words in seen:
            continue
        seen.update((by_rule, by_words))
        kept.append(finding)
    return tuple(kept)


def scan_text(
    text: str,
    *,
    context: ScanContext = ScanContext.MEMORY,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
    stop_at_first: bool = False,
) -> ScanResult:
    """Scan the first ``MAX_SCAN_CHARS`` characters of ``text`` for ``context``.

    With ``stop_at_first`` the scan ends at the first finding that blocks on its own (one
    the policy keeps and no frame explains): the verdict is the same, since frames excuse a
    text only when they explain every finding, but a blocked result names one reason, not
    all of them. For callers that read only ``blocked``; an explanation wants them all."""
    policy = policy or _DEFAULT_POLICY
    if not text:
        return ScanResult((), "")
    bounded = text[:MAX_SCAN_CHARS]
    norm = normalize(bounded)
    frames_seen: dict[str, bool] = {}  # each frame asked once per scan

    def blocks(finding: Finding) -> bool:
        if policy.relaxes(context, finding.category):
            return False
        return bool(excused([finding], norm.text, frames_seen))

    scanned = _scan(bounded, norm, None, 0, blocks if stop_at_first else None)
    kept = [finding for finding in scanned if not policy.relaxes(context, finding.category)]
    # A report, a status notice, a quote, a log line... (see ``frames``). Every finding is
    # asked before repeats are dropped: a local frame judges each by its own rule and place,
    # so a repeat of the same words by another rule may be the one that blocks (as it would
    # with ``stop_at_first``).
    found = list(_unique(kept)) if kept and excused(kept, norm.text, frames_seen) else []
    vetoed: Vetoed = None
    # asked only when the rules refuse: the protocol check costs a scan that found nothing
    veto = veto_of(second_opinion) if found else None
    if veto is not None:
        if stop_at_first and vetoable(found):
            # the veto judges every finding (a second category keeps the refusal): the
            # rare refusal it might lift is scanned again in full
            return scan_text(text, context=context, policy=policy, second_opinion=second_opinion)
        vetoed = weigh(norm.text, found, veto)
    cleared: tuple[Finding, ...] = ()
    if vetoed is not None and vetoed[1]:
        cleared, found = tuple(found), []
    if not found and second_opinion is not None:
        score = float(second_opinion.score(bounded))
        if score >= second_opinion.threshold and not policy.relaxes(
            context, ThreatCategory.CLASSIFIER
        ):
            found.append(
                Finding(ThreatCategory.CLASSIFIER, "classifier", f"score {score:.2f}", None)
            )
    return ScanResult(tuple(found), norm.text, cleared, None if vetoed is None else vetoed[0])


def scan_for_write(
    text: str,
    *,
    context: ScanContext = ScanContext.MEMORY,
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> ScanResult:
    """:func:`scan_text` as a write path wants it: the verdict first (``stop_at_first``),
    and every finding only for a text it refuses, whose refusal names them all. A text the
    verdict lets through has no findings in a full scan either, so an accepted write -- most
    of them -- pays only the verdict's scan, and a refused one both."""
    verdict = scan_text(
        text,
        context=context,
        policy=policy,
        second_opinion=second_opinion,
        stop_at_first=True,
    )
    if not verdict.blocked:
        return verdict
    return scan_text(text, context=context, policy=policy, second_opinion=second_opinion)


def category_fires(category: ThreatCategory, text: str) -> bool:
    """Some rule of ``category`` matches ``text`` (decoded runs left alone): one pass of the
    plan, stopping at the first finding of the category -- the policy frames ask this of a
    clause, and asking each of the category's rules in turn cost tens of milliseconds on a
    long text. Registered with the frames below (they cannot import this module)."""
    norm = normalize(text, decode=False)
    findings = _scan(text, norm, None, MAX_DECODE_DEPTH, lambda f: f.category is category)
    return any(f.category is category for f in findings)


def rule_fires(category: ThreatCategory, text: str) -> bool:
    """Some rule of ``category`` matches ``text`` as it stands, its line breaks made spaces
    for the rules that read one line (``frame_base.still_fires`` of one of them): one pass
    of the plan over the text alone, no readings, stopping at the first rule that matches."""
    plan = scan_plan()
    index = plan.index
    flat = text.replace("\n", " ")
    in_flat = index.present(flat)
    in_lines = index.present_in_lines(text, in_flat)
    sat_flat, sat_lines = index.satisfied_pair(in_flat, in_lines)
    views = (flat, in_flat, sat_flat), (text, in_lines, sat_lines)
    searched: Searched = {}
    return any(
        step.rule.category is category and _match_step(step, *views, searched) is not None
        for step in plan.steps(*views)
    )


register_category_search(category_fires, rule_fires)
