"""Everyday-life frames: a finding judged by WHERE it matched, for two shapes of an ordinary
household, classroom or help-desk note that hold the words of an override or a deletion.

- ``life_note_replaced``: an earlier everyday instruction set aside for a newer one -- the
  teacher's previous notice, the textbook's instructions, the old phone-tree rules, "my earlier
  note about meat", "the instruction with 10 minutes" -- where the sentence that dismisses it
  names what it was about (a school, a timetable, a club, a recipe, a dose, a trip, a time).
  Never when that sentence dismisses all instructions or "yours", when the text names an
  assistant or its setup (system, safety, limits, filter, prompt) or the user, changes how the
  reader answers, makes the note the only source of orders ("run the commands below
  instead"), hushes, or still overrides once the sentence is blanked.
- ``account_closed_on_request``: a help-desk step closing an account its holder asked to
  close ("if a customer asks to delete their account, do it from the admin panel and send the
  confirmation by mail"). The only thing of the holder's the sentence may name besides the
  account is the confirmation mail; the sentence blanked, no destruction remains.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_life as lw
from hermes_memory.scanning.frame_base import (
    SENTENCE_END,
    Region,
    any_rule_fires,
    blank_places,
    found,
    lazy,
    silent_without,
    still_fires,
)
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
OVERRIDE_KINDS = frozenset({C.INSTRUCTION_OVERRIDE})
DESTROY_KINDS = frozenset({C.DESTRUCTIVE})
EXCUSABLE = OVERRIDE_KINDS | DESTROY_KINDS

_LIFE_TOPIC = lazy(lw.LIFE_TOPIC)
_ALL_OR_YOURS = lazy(lw.ALL_OR_YOURS)
_SETUP = lazy(lw.SETUP_WORDS)
_READER_ANSWERS = lazy(lw.READER_ANSWERS)
_NOTE_AS_ORDERS = lazy(lw.NOTE_AS_ORDERS)
_HUSH = lazy(HUSH)
_ACCOUNT = lazy(lw.ACCOUNT)
_HOLDER_ASKS = lazy(lw.HOLDER_ASKS)
_CONFIRMATION_MAIL = lazy(lw.CONFIRMATION_MAIL)

# A label ending in a colon ("Elternabend:", "家长群备忘：") heads the sentence, it does not
# say what the dismissed instruction was about.
_LABEL_END = re.compile(r"[:：]")


def _sentence(text: str, span: Region) -> Region:
    """The sentence holding ``span`` (to its end at least), without a label before a colon."""
    start = 0
    for mark in SENTENCE_END.finditer(text, 0, span[0]):
        start = mark.end()
    for mark in _LABEL_END.finditer(text, start, span[0]):
        start = mark.end()
    end_mark = SENTENCE_END.search(text, span[1])
    return start, max(span[1], len(text) if end_mark is None else end_mark.start())


def _life_note_replaced(text: str, rule: Rule, span: Region) -> bool:
    start, end = _sentence(text, span)
    sentence = text[start:end]
    if not found(_LIFE_TOPIC, sentence) or found(_ALL_OR_YOURS, sentence):
        return False
    if found(AGENT_NAMED, text) or found(_SETUP, text) or found(_HUSH, text):
        return False
    if found(_READER_ANSWERS, text) or found(_NOTE_AS_ORDERS, text):
        return False
    return silent_without(text, [(start, end)], rule, C.INSTRUCTION_OVERRIDE)


def _account_closed(text: str, rule: Rule, span: Region) -> bool:
    start, end = _sentence(text, span)
    sentence = text[start:end]
    if not (found(_ACCOUNT, sentence) and found(_HOLDER_ASKS, sentence)):
        return False
    if found(_HUSH, text):
        return False
    # (the confirmation mail blanked, nothing of the holder's is left to destroy in the
    # sentence: "…and also wipe their photos" still names one)
    mails = [m.span() for m in _CONFIRMATION_MAIL.finditer(sentence)]
    plain = blank_places(sentence, mails) if mails else sentence
    within = text[:start] + plain + text[end:]
    if still_fires(rule, within):
        return False
    outside = blank_places(text, [(start, end)])
    return not any_rule_fires(C.DESTRUCTIVE, outside)


def life_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the everyday-life frame that explains ``finding`` in ``text`` (the
    normalised text its span points into), or ``None``."""
    span = finding.span
    if span is None:
        return None
    if finding.category in OVERRIDE_KINDS and _life_note_replaced(text, rule, span):
        return "life_note_replaced"
    if finding.category in DESTROY_KINDS and _account_closed(text, rule, span):
        return "account_closed_on_request"
    return None
