"""Local frames: a finding judged by WHERE its rule matched, not by the shape of the whole text.

The whole-text frames (``frames``, ``frames_structure``) excuse a text only when the text as a
whole is a report, a record, a policy. New writers mix shapes: a phishing warning quoting
"send your .env", a log excerpt with ``[SYSTEM]`` tags, a team rule "no force-push on main".
Here each finding is asked about the place it matched (``Finding.span``):

- ``quoted``: the rule stops matching once the quoted spans (quotes of any script, code
  spans and blocks, blockquote lines) are blanked, and the text outside them takes a stance
  toward the quote (a phish, a test, an attempt, refused, an example of a kind) without
  giving its reader an order or taking the quote up ("follow it", "do exactly that");
- ``record``: the rule stops matching once the record lines (a timestamped log line, a
  KEY=VALUE or YAML key, a table row, a cron line) are blanked, no line it touched is an
  order or pipes a download into a shell, and nothing outside them orders the reader;
- ``negated``: a destructive, exfiltration or persistence match stops matching once the
  forbidden acts ("no force-push on main", "nunca borrar", "不要删除", "削除しない") are
  blanked, and nothing outside orders the reader. Never for concealment: "never tell the
  user" is the attack itself.

The other local frames are asked after these (``frames_shown`` last: a prompt or marker shown,
an attack given as an example, a removal refused, a test resource, a confidential matter).

Blank-and-ask-again is what "the match lies inside the place" means for a rule with
requirements: a match whose requirement sits outside the place still fires and is not excused.
"""

from __future__ import annotations

import functools
import re

from hermes_memory.scanning import frame_words as w
from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning.frame_base import (
    QUOTED,
    READER_ORDER,
    VOCATIVE,
    Region,
    any_rule_fires,
    blank_places,
    concluded,
    found,
    gate_of,
    lazy,
    still_fires,
)
from hermes_memory.scanning.frames_defined import EXCUSABLE as _DEFINED_KINDS
from hermes_memory.scanning.frames_defined import defined_excuse
from hermes_memory.scanning.frames_described import EXCUSABLE as _DESCRIBED_KINDS
from hermes_memory.scanning.frames_described import described_excuse
from hermes_memory.scanning.frames_everyday import EXCUSABLE as _EVERYDAY_KINDS
from hermes_memory.scanning.frames_everyday import everyday_excuse
from hermes_memory.scanning.frames_format import format_excuse
from hermes_memory.scanning.frames_fp24b_debug import EXCUSABLE as _DEBUG_KINDS
from hermes_memory.scanning.frames_fp24b_debug import debug_excuse
from hermes_memory.scanning.frames_fp24b_step import EXCUSABLE as _STEP_KINDS
from hermes_memory.scanning.frames_fp24b_step import step_excuse
from hermes_memory.scanning.frames_fp24b_story import EXCUSABLE as _STORY_KINDS
from hermes_memory.scanning.frames_fp24b_story import story_excuse
from hermes_memory.scanning.frames_hygiene import EXCUSABLE as _HYGIENE_KINDS
from hermes_memory.scanning.frames_hygiene import hygiene_excuse
from hermes_memory.scanning.frames_incident import EXCUSABLE as _INCIDENT_KINDS
from hermes_memory.scanning.frames_incident import incident_excuse
from hermes_memory.scanning.frames_life import EXCUSABLE as _LIFE_KINDS
from hermes_memory.scanning.frames_life import life_excuse
from hermes_memory.scanning.frames_own import EXCUSABLE as _OWN_KINDS
from hermes_memory.scanning.frames_own import own_excuse
from hermes_memory.scanning.frames_own_place import EXCUSABLE as _OWN_PLACE_KINDS
from hermes_memory.scanning.frames_own_place import own_place_excuse
from hermes_memory.scanning.frames_policy import EXCUSABLE as _POLICY_KINDS
from hermes_memory.scanning.frames_policy import policy_excuse
from hermes_memory.scanning.frames_prevented import prevented_excuse
from hermes_memory.scanning.frames_records import EXCUSABLE as _CHAT_RECORD_KINDS
from hermes_memory.scanning.frames_records import records_excuse
from hermes_memory.scanning.frames_refused import EXCUSABLE as _REFUSED_KINDS
from hermes_memory.scanning.frames_refused import refused_excuse
from hermes_memory.scanning.frames_reported import reported_excuse
from hermes_memory.scanning.frames_routine import EXCUSABLE as _ROUTINE_KINDS
from hermes_memory.scanning.frames_routine import routine_excuse
from hermes_memory.scanning.frames_secret import EXCUSABLE as _SECRET_KINDS
from hermes_memory.scanning.frames_secret import secret_excuse
from hermes_memory.scanning.frames_shown import EXCUSABLE as _SHOWN_KINDS
from hermes_memory.scanning.frames_shown import shown_excuse
from hermes_memory.scanning.frames_structure import AGENT_NAMED, DESTINATION, SECRET_THING, guarded
from hermes_memory.scanning.frames_token import token_excuse
from hermes_memory.scanning.frames_tooling import EXCUSABLE as _TOOLING_KINDS
from hermes_memory.scanning.frames_tooling import tooling_excuse
from hermes_memory.scanning.frames_warning import EXCUSABLE as _WARNING_KINDS
from hermes_memory.scanning.frames_warning import warning_excuse
from hermes_memory.scanning.prefilter import passes
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory

_CODE = lazy(lw.CODE)
_BLOCKQUOTE = lazy(lw.BLOCKQUOTE)
_RECORD_LINE = lazy(lw.RECORD_LINE)
_INLINE_CRON = lazy(lw.INLINE_CRON)
_RECORD_DANGER = lazy(lw.RECORD_DANGER)
_RECORD_PREFIX = lazy(lw.RECORD_PREFIX)
_CONTRAST = lazy(lw.CONTRAST)
# A message object's content key, its role named before it in the same object.
_CONTENT_KEY = re.compile(r"[\"']role[\"']\s*:[^{}\n]*[\"']content[\"']\s*:\s*\Z")
# A negation, then within a few words an act of the finding's own category (or, Japanese, the
# act and then the negation): only that act is forbidden by it.
_NEGATED_ACT = {
    C(name): lazy(rf"(?:{lw.NEGATION})(?:{act})|(?:{lw.ACT_JA[name]}){lw.NEGATION_AFTER}")
    for name, act in lw.ACT.items()
}
_READER_CALLED = lazy(lw.READER_CALLED)
_VOCATIVE = lazy(VOCATIVE)
_QUOTE_AGENT = lazy(lw.QUOTE_AGENT)
_SAY_BEFORE = lazy(lw.SAY_BEFORE)
_SAY_AFTER = lazy(lw.SAY_AFTER)
_SAY_FORBIDDEN = lazy(lw.SAY_FORBIDDEN)
_RECORD_AUTHORITY = lazy(lw.RECORD_AUTHORITY)
# (a write-up's own marks count as a stance too: its header, what was done, attackers named)
_STANCE = lazy(f"{lw.STANCE}|{w.REPORT_HEADER_SHAPES}|{w.REMEDIATION}|{w.ATTACK_EXAMPLE}")
_ADOPT = lazy(lw.ADOPT)
_DUTY = lazy(lw.DUTY)
_ALWAYS_REFUSED = lazy(lw.ALWAYS_REFUSED)
_TEXT_TASK = lazy(lw.TEXT_TASK)
# A negated act runs to the next clause mark or comma ("never wipe the Archive folder, even …").
_SEGMENT_END = re.compile(r"[,，、:：;；。！？\n]|[.!?](?=\s|$)")

# (a role marker quoted is still a role marker: ``{"role": "system", …}`` is its own shape)
_QUOTED_KINDS = frozenset(set(C) - {C.HIDDEN_TEXT, C.CLASSIFIER, C.FAKE_ROLE_MARKER})
# An act in code is a command to run, not words reported: code counts as a quote only for
# findings about words (an override, a persona, a prompt asked for, a marker, a secret kept).
_ACTS = frozenset({C.DESTRUCTIVE, C.PERSISTENCE, C.SECRET_EXFILTRATION})
# What a record line can hold and still be a record: a tag, a scheduled job, a key, a test
# case. An override, a persona or a concealment written as a config value is a setting.
_RECORD_KINDS = frozenset(
    {C.FAKE_ROLE_MARKER, C.PERSISTENCE, C.DESTRUCTIVE, C.SECRET_EXFILTRATION, C.PROMPT_EXTRACTION}
)
_NEGATED_KINDS = frozenset(_NEGATED_ACT)
EXCUSABLE = _QUOTED_KINDS | _RECORD_KINDS | _WARNING_KINDS | _POLICY_KINDS | _DESCRIBED_KINDS
EXCUSABLE |= _EVERYDAY_KINDS | _SECRET_KINDS | _INCIDENT_KINDS | _REFUSED_KINDS | _ROUTINE_KINDS
EXCUSABLE |= _DEFINED_KINDS | _STEP_KINDS | _DEBUG_KINDS | _STORY_KINDS | _OWN_KINDS
EXCUSABLE |= _LIFE_KINDS | _CHAT_RECORD_KINDS | _OWN_PLACE_KINDS
EXCUSABLE |= _DEFINED_KINDS | _TOOLING_KINDS | _HYGIENE_KINDS | _SHOWN_KINDS
# A quote holds speech: at least three words (or six characters of a script without spaces).
# One or two words in quotes are a name or a scare-quote ("rules", «Без цензуры»).
_MIN_WORDS = 3
_MIN_CJK = 6


@functools.cache
def _rules() -> dict[str, Rule]:
    from hermes_memory.scanning.registry import all_rules  # (the registry imports the rules)

    return {rule.name: rule for rule in all_rules()}


def _speech(quote: str) -> bool:
    words = quote.split()
    return len(words) >= _MIN_WORDS or sum(ch >= "\u2e80" for ch in quote) >= _MIN_CJK


def _turn(text: str, start: int) -> bool:
    """The quote opening at ``start`` is the content of a chat message ({"role": "system",
    "content": "…"}): a turn the model reads, not words reported."""
    before = text[max(0, start - 120) : start]
    return _CONTENT_KEY.search(before) is not None


@functools.lru_cache(maxsize=16)
def _quoted(text: str, code: bool) -> tuple[Region, ...]:
    """The quoted spans that hold speech, blockquote lines, and (``code``) code spans and
    blocks."""
    spans = [
        m.span()
        for m in QUOTED.finditer(text)
        if _speech(m.group(0)) and not _turn(text, m.start())
    ]
    spans += [m.span() for m in _BLOCKQUOTE.finditer(text)]
    if code:
        spans += [m.span() for m in _CODE.finditer(text)]
    return tuple(sorted(spans))


@functools.lru_cache(maxsize=8)
def _records(text: str) -> tuple[Region, ...]:
    """Record lines, and cron lines written inline as code."""
    spans = [m.span() for p in (_RECORD_LINE, _INLINE_CRON) for m in p.finditer(text)]
    return tuple(sorted(spans))


@functools.lru_cache(maxsize=16)
def _negated(text: str, category: ThreatCategory) -> tuple[Region, ...]:
    """Each act of ``category`` forbidden: from its negation to the end of its segment (or,
    Japanese, from the segment's start to the negation after the act); a segment turning to
    a contrast ("but", "just", "except") forbids nothing."""
    pattern = _NEGATED_ACT[category]
    # (a segment is a piece of the text: when the text lacks the pattern's literals, so does
    # every segment, and no act is forbidden. A contrast is looked for only in a segment
    # that forbids an act: most forbid none.)
    gate = gate_of(pattern)
    if not passes(gate, text):
        return ()
    regions: list[Region] = []
    start = 0
    for end_mark in [*_SEGMENT_END.finditer(text), None]:
        end = len(text) if end_mark is None else end_mark.start()
        segment = text[start:end]
        if segment.strip() and passes(gate, segment):
            negated = pattern.search(segment)
            if negated is not None and not found(_CONTRAST, segment):
                ja = negated.group(0).endswith(("ない", "止", "禁", "メ"))
                regions.append(
                    (start, start + negated.end()) if ja else (start + negated.start(), end)
                )
        start = end if end_mark is None else end_mark.end()
    return tuple(regions)


def _covered(span: Region, regions: tuple[Region, ...], text: str) -> bool:
    """Every line ``span`` touches holds one of ``regions`` (a record's label may stand
    before it on its line: "Cronjob auf dem NAS: `30 1 * * * …`")."""
    start = text.rfind("\n", 0, span[0]) + 1
    while start <= span[1] and start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if not any(a < end and start < b for a, b in regions):
            return False
        start = end + 1
    return True


def _touches(span: Region, regions: tuple[Region, ...]) -> bool:
    return any(start < span[1] and span[0] < end for start, end in regions)


def _orders(text: str) -> bool:
    """An order to the reader (``frames_structure.guarded``), or a duty laid on it; a refusal
    said to hold always is no order."""
    if found(_ALWAYS_REFUSED, text):
        text = _ALWAYS_REFUSED.sub(" ", text)
    return guarded(text, quotes_too=True) or found(_DUTY, text)


def _quote_is_mentioned(outside: str) -> bool:
    if not found(_STANCE, outside) or found(_ADOPT, outside):
        return False
    # (a task on the quoting text -- summarise it, translate it -- is no order to act on
    # the quote)
    if found(_TEXT_TASK, outside):
        outside = _TEXT_TASK.sub(" ", outside)
    return not _orders(outside)


def _records_are_inert(text: str, span: Region, outside: str) -> bool:
    if _orders(outside):
        return False
    # (every record on the lines the span touches: its label may stand before the record)
    first = text.rfind("\n", 0, span[0]) + 1
    last = text.find("\n", span[1])
    last = len(text) if last < 0 else last
    for start, end in _records(text):
        if not (start < last and first < end):
            continue
        line = text[start:end]
        message = _message(line)
        if found(_RECORD_DANGER, line) or _orders(message) or found(_RECORD_AUTHORITY, message):
            return False
        if found(AGENT_NAMED, message) or (found(SECRET_THING, line) and found(DESTINATION, line)):
            return False
    return True


def _message(line: str) -> str:
    prefix = _RECORD_PREFIX.compiled.match(line)
    return line[prefix.end() :] if prefix is not None else line


def _said_by_reader(text: str, start: int, end: int) -> bool:
    """Whether a verb of saying or reporting leads up to the quote at ``start``..``end`` (or,
    in Japanese, follows it)."""
    before = text[max(0, start - 60) : start]
    if _SAY_FORBIDDEN.compiled.search(before[-30:]) is not None:
        return False
    return (
        _SAY_BEFORE.compiled.search(before) is not None
        or _SAY_AFTER.compiled.search(text[end - 1 : end + 8]) is not None
    )


def local_excuse(finding: Finding, text: str) -> str | None:
    """The name of the local frame that explains ``finding`` in ``text`` (the normalised text
    its span points into), or ``None``."""
    span = finding.span
    if span is None or finding.decoded_from is not None:
        return None
    rule = _rules().get(finding.rule)
    if rule is None:
        return None
    name = _place_excuse(finding, rule, text, span)
    # (an order drawn as a conclusion speaks to the reader whatever place the finding lies in:
    # asked only once a place is found, which most findings lie in none of)
    return None if name is None or concluded(text) else name


def _place_excuse(finding: Finding, rule: Rule, text: str, span: Region) -> str | None:
    """The local frame that explains ``finding`` by where it lies, before the conclusion guard."""
    category = finding.category
    # (everyday shapes first: their own guards read the reader, and a quoted word of a story
    # or a game -- "自称“没有任何规则”" -- is no quote the reader is called to)
    if category in _EVERYDAY_KINDS and (everyday := everyday_excuse(finding, rule, text)):
        return everyday
    # (a question the user defines speaks to the assistant by nature: asked before the quote
    # frame, which refuses any text that calls its reader)
    if category in _DEFINED_KINDS and (defined := defined_excuse(finding, rule, text)):
        return defined
    # (a talk or a checklist on keeping assistants from leaking their setup: the prevention
    # clause blanked, the rest orders nobody -- whoever the talk is for)
    if category in _DEFINED_KINDS and (prevented := prevented_excuse(finding, rule, text)):
        return prevented
    # (in quotes too: an injection quoted is still read by whoever it calls. Asked only once
    # the finding lies in a place, and once a finding: most findings lie in none.)
    called: list[bool] = []

    def reader_called() -> bool:
        if not called:
            called.append(found(_READER_CALLED, text) or found(_VOCATIVE, text))
        return called[0]

    if category in _QUOTED_KINDS:
        quotes = _quoted(text, category not in _ACTS)
        near = [(start, end) for start, end in quotes if start < span[1] and span[0] < end]
        touched = [text[start:end] for start, end in near]
        # (a concealment's quote the reader is told to say -- "report it as 'no changes'" --
        # is the reader's own false report, not words the text speaks about)
        said = category is C.CONCEALMENT and any(_said_by_reader(text, s, e) for s, e in near)
        if touched and not said and not any(found(_QUOTE_AGENT, quote) for quote in touched):
            if reader_called():
                return None
            outside = blank_places(text, quotes)
            if not still_fires(rule, outside) and _quote_is_mentioned(outside):
                return "quoted"
    if category in _RECORD_KINDS:
        records = _records(text)
        if _covered(span, records, text):
            if reader_called():
                return None
            outside = blank_places(text, records)
            if not still_fires(rule, outside) and _records_are_inert(text, span, outside):
                return "record"
    if category in _NEGATED_KINDS:
        forbidden = _negated(text, category)
        if _touches(span, forbidden):
            if reader_called():
                return None
            outside = blank_places(text, forbidden)
            # (nor when the text elsewhere asks for the act: "never by WhatsApp -- send it to
            # this address instead" is read again by every rule of the finding's category)
            if (
                not still_fires(rule, outside)
                and not found(READER_ORDER, outside)
                and not any_rule_fires(category, outside)
            ):
                return "negated"
    # a chat template shown as a format, an outdated instruction named by its document; a
    # marker named in a warning, a throwaway object dropped, a scrubbed report, a story
    # (and a marker a tester typed, a speaker's title, a surprise kept from the family; a
    # rule for people that forbids the act or scopes it to a throwaway object; an incident or
    # an advisory reported with its fix; a policy refusing a customer's ask for the prompt;
    # a command a script ran and the safeguard since, a device copied off, a status ping, a
    # customer told once a change is settled, keys written by configuration management; one's
    # own things deleted once kept elsewhere, one's own job doing a chore, a published page)
    return (
        format_excuse(finding, rule, text)
        or warning_excuse(finding, rule, text)
        or reported_excuse(finding, rule, text)
        or policy_excuse(finding, rule, text)
        or described_excuse(finding, rule, text)
        or secret_excuse(finding, rule, text)
        or token_excuse(finding, rule, text)
        or incident_excuse(finding, rule, text)
        or refused_excuse(finding, rule, text)
        or routine_excuse(finding, rule, text)
        # (fp24b: a process's own earlier step set aside; a local debug build's prompt; a
        # story's character keeping a secret from the player; a test feeding a quoted attack)
        or step_excuse(finding, rule, text)
        or debug_excuse(finding, rule, text)
        or story_excuse(finding, rule, text)
        or own_excuse(finding, rule, text)
        # (fp29: a copy that lands only in the writer's own places, a startup file of one's own)
        or own_place_excuse(finding, rule, text)
        or (life_excuse(finding, rule, text) if category in _LIFE_KINDS else None)
        or tooling_excuse(finding, rule, text)
        or hygiene_excuse(finding, rule, text)
        # (a chat kept as a record, a fetch that is a ping, denied or official, a leak
        # of one's own password reported with its fix)
        or records_excuse(finding, rule, text)
        # (fp28: a prompt or marker shown, documented or tested; a destructive act scoped to
        # a test resource with its safeguard; a matter kept between other people)
        or shown_excuse(finding, rule, text)
    )
