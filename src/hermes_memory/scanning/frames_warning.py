"""Warning frames: a finding judged by WHERE it matched, for three more places (beside
``frames_local``'s quotes, records and forbidden acts and ``frames_format``'s templates).

- ``named_marker``: a forged role marker NAMED in a warning -- one item of a list ("'[SYSTEM]'
  or '<system>'"), an example ("markers such as <|im_start|>"), a thing planted somewhere
  ("[SYSTEM] in web pages") -- in a text that warns (a security notice, forgery, attackers,
  phishing). A marker that opens a turn (a line of its own, words after it) is not named.
- ``throwaway``: a destructive statement on a named throwaway object (``DROP TABLE`` of a temp,
  legacy or test table, a test database dropped and created again, ``rm -rf`` of a build or
  CI scratch directory) in a text that shows it vetted (approved, reviewed, a test, a CI run,
  an empty table). Never when the text acts behind the user's back or on the user's things.
- ``scrubbed``: an error report or webhook whose secrets are named only as what is scrubbed
  before it leaves ("tokens are removed before upload"), or a webhook URL holding a
  placeholder where its key would be. Never a clause that turns ("except this once").
- ``attempted``: the act as the object of someone else's attempt on the agent ("the tester
  tried to get the agent to upload ~/.ssh", "intentaron que el agente enviara el .env",
  "попытка заставить агента …") or of the agent's refusal, in a text that says what came of
  it (blocked, refused, fixed, closed).

Each blanks its place and asks the finding's rule again (a match whose requirement sits
outside the place still fires), and each refuses when the text outside orders its reader.
Each is asked only for a finding of its categories, and only when the text holds its
literals: most findings are in none of these places.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning import frame_words_warning as ww
from hermes_memory.scanning.frame_base import (
    SECOND_PERSON,
    SENTENCE_END,
    VOCATIVE,
    Region,
    blank_places,
    found,
    lazy,
    regions_between,
    still_fires,
)
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_structure import guarded
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory

_MARKER = lazy(ww.MARKER_MENTION)
_LEAD = re.compile(ww.LEAD)
_TRAIL = re.compile(ww.TRAIL)
_PLANTED_IN = re.compile(ww.PLANTED_IN)
_WARNING = lazy(ww.WARNING)
_DROP = lazy(ww.DROP_STATEMENT)
_NAME = re.compile(ww.THROWAWAY_NAME)
_NAME_LIST = re.compile(r"[ \t]*(?:,[ \t]*)?")
_PROTECTED = re.compile(ww.PROTECTED_NAME)
_REBUILD = lazy(ww.REBUILD)
_SCRATCH_RM = lazy(ww.SCRATCH_RM)
_VETTED = lazy(ww.VETTED)
_EMPTY_STATE = lazy(ww.EMPTY_STATE)
_HUSH = lazy(ww.HUSH)
_SINK = lazy(ww.REPORT_SINK)
_SCRUB = lazy(ww.SCRUB)
_EXCEPT = lazy(ww.EXCEPT)
_SECRET_FILE = lazy(ww.SECRET_FILE)
_PLACEHOLDER_URL = lazy(ww.PLACEHOLDER_URL)
_ATTEMPT = lazy(ww.ATTEMPT)
_REFUSAL = lazy(ww.REFUSAL)
_OUTCOME = lazy(ww.OUTCOME)
_ADOPT = lazy(lw.ADOPT)
_YOU = lazy(SECOND_PERSON)
_VOCATIVE = lazy(VOCATIVE)
_DUTY = lazy(lw.DUTY)
_READER_CALLED = lazy(lw.READER_CALLED)
_ALWAYS_REFUSED = lazy(lw.ALWAYS_REFUSED)
# A clause: what a sentence mark, a semicolon, a dash between words or a line ends
# ("sentry.firma.de" is not an end).
_SENTENCE_END = SENTENCE_END
_CLAUSE_END = re.compile(r"[;；:：。！？\n–—]|[.!?](?=\s|$)|\s-\s")

MARKER_KINDS = frozenset({C.FAKE_ROLE_MARKER})
THROWAWAY_KINDS = frozenset({C.DESTRUCTIVE})
SCRUBBED_KINDS = frozenset({C.SECRET_EXFILTRATION})
# (an attempt reported can hold any act; a marker or hidden text is its own shape)
ATTEMPT_KINDS = frozenset(set(C) - {C.FAKE_ROLE_MARKER, C.HIDDEN_TEXT, C.CLASSIFIER})
EXCUSABLE = MARKER_KINDS | THROWAWAY_KINDS | SCRUBBED_KINDS | ATTEMPT_KINDS


def orders_reader(outside: str) -> bool:
    """The text outside the place orders its reader, calls on it, or lays a duty on it; a
    refusal said to hold always is no order."""
    outside = ARTICLE_DU.sub(" ", outside)  # (French "du texte" is no reader)
    if found(_ALWAYS_REFUSED, outside):
        outside = _ALWAYS_REFUSED.sub(" ", outside)
    return (
        guarded(outside, quotes_too=True) or found(_DUTY, outside) or found(_READER_CALLED, outside)
    )


def _named_markers(text: str) -> list[Region]:
    """Each marker named in a list, as an example or as a thing planted somewhere."""
    regions: list[Region] = []
    for m in _MARKER.finditer(text):
        before = text[max(0, m.start() - 16) : m.start()]
        after = text[m.end() : m.end() + 24]
        # (named: followed by another item or its kind, or led by "such as" / "or" and
        # closed by its quote, or planted somewhere)
        quoted = m.group(0).rstrip()[-1:] in "`'\"»”“’」』"
        led = _LEAD.search(before) is not None
        if _TRAIL.match(after) or (led and (quoted or _PLANTED_IN.match(after))):
            regions.append(m.span())
    return regions


def _throwaway(text: str) -> list[Region]:
    """Each destructive statement on a throwaway object."""
    regions: list[Region] = []
    for drop in _DROP.finditer(text) if found(_DROP, text) else ():
        # every name the statement drops is a throwaway one
        pos, names = drop.end(), 0
        while (name := _NAME.match(text, pos)) is not None and not _PROTECTED.search(name[0]):
            names += 1
            pos = name.end()
            sep = _NAME_LIST.match(text, pos)
            if sep is None or "," not in sep[0]:
                break
            pos = sep.end()
        following = text[pos : pos + 12].lstrip(" \t,")
        if names and not _NAME.match(following):
            regions.append((drop.start(), pos))
    if regions and found(_EMPTY_STATE, text):
        # (the dropped table's state said beside it: "empty since 2022" is no act)
        regions += [m.span() for m in _EMPTY_STATE.finditer(text)]
    for pattern in (_REBUILD, _SCRATCH_RM):
        if found(pattern, text):
            for m in pattern.finditer(text):
                db = m.groupdict().get("db")
                if db is not None and (_NAME.fullmatch(db) is None or _PROTECTED.search(db)):
                    continue
                regions.append(m.span())
    return regions


def _scrubbed(text: str) -> list[Region]:
    """Each clause that scrubs what a report sends (a clause that turns to an act or names a
    secret file scrubs nothing), and each URL holding a placeholder where its key would be."""
    regions: list[Region] = []
    if found(_SINK, text) and found(_SCRUB, text):
        for start, end in regions_between(text, _CLAUSE_END):
            clause = text[start:end]
            if (
                found(_SCRUB, clause)
                and not found(_EXCEPT, clause)
                and not found(_SECRET_FILE, clause)
            ):
                regions.append((start, end))
    if found(_PLACEHOLDER_URL, text):
        regions += [m.span() for m in _PLACEHOLDER_URL.finditer(text)]
    return regions


def _attempted(text: str) -> list[Region]:
    """Each clause from an attempt on the agent (or its refusal) to the clause's end, when
    the text says what came of it."""
    if not found(_OUTCOME, text):
        return []
    regions: list[Region] = []
    for pattern in (_ATTEMPT, _REFUSAL):
        if found(pattern, text):
            for m in pattern.finditer(text):
                end = _SENTENCE_END.search(text, m.end())
                regions.append((m.start(), len(text) if end is None else end.start()))
    return regions


def warning_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the warning frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    span = finding.span
    if span is None:
        return None
    category = finding.category
    name = ""
    regions: list[Region] = []
    if category in MARKER_KINDS and found(_WARNING, text):
        name, regions = "named_marker", _named_markers(text)
    elif category in THROWAWAY_KINDS and found(_VETTED, text) and not found(_HUSH, text):
        name, regions = "throwaway", _throwaway(text)
    elif category in SCRUBBED_KINDS:
        name, regions = "scrubbed", _scrubbed(text)
    if not regions and category in ATTEMPT_KINDS:
        name, regions = "attempted", _attempted(text)
    if not regions or not any(a < span[1] and span[0] < b for a, b in regions):
        return None
    outside = blank_places(text, regions)
    if still_fires(rule, outside):
        return None
    if name == "throwaway":
        # (a test's rebuild runs "every time": its routine is no order. What the frame must
        # not excuse is the reader addressed; the act itself is bounded by its object)
        if any(found(p, outside) for p in (_YOU, _VOCATIVE, _READER_CALLED, _DUTY)):
            return None
    elif orders_reader(outside) or found(_ADOPT, outside):
        return None
    return name
