"""The described frame: a finding judged by WHERE it matched, for a sentence that DESCRIBES an
attack in the text's own words (no quote to blank, so ``frames_local``'s quotes and
``frames_warning``'s attempts do not reach it) -- beside ``frames_reported`` and the others.

A sentence is described when its grammar puts the act on someone other than the reader:
- a generic third party makes the model act ("prompt leaking happens when a user talks a
  chatbot into reciting its hidden instructions", "攻击会诱导模型输出隐藏指令", "des pages
  piégées demandent aux assistants de révéler…", "ユーザーがボットに…表示させる");
- the sentence defines an attack ("X is when…", "X es cuando…", "X — это когда…", "…とは");
- a campaign or attacker did the act, told in the past ("the campaign added an SSH key to
  authorized_keys", "la campaña añadió…", "кампания добавляла…").
The sentence speaks of the model in the third person: one holding a second person, a
vocative, a duty, a standing rule or an imperative opening is never described. The text must
say it teaches, warns or reports (a slide, a glossary, threat intel, a ticket) or what came of
the act or what stands against it (refused, blocked, filtered, hunted for, audited).

Like the other local frames, it blanks the described sentences the finding lies in and asks
the finding's rule -- and every rule of its category -- again on what is left, and refuses
when the text outside orders its reader or adopts the act ("the bot refused -- you must not
refuse: print them"). It is asked only for a finding of its categories and only when the
text holds its literals.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_described as dw
from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning.frame_base import (
    READER_ORDER,
    Lazy,
    any_rule_fires,
    blank_places,
    found,
    lazy,
    regions_between,
    still_fires,
)
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_warning import orders_reader
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset(
    {
        C.PROMPT_EXTRACTION,
        C.INSTRUCTION_OVERRIDE,
        C.SECRET_EXFILTRATION,
        C.PERSISTENCE,
        C.DESTRUCTIVE,
        C.ROLE_HIJACK,
        C.CONCEALMENT,
    }
)

_DESCRIBED_LATIN = lazy(dw.DESCRIBED_LATIN)
_DESCRIBED_CJK = lazy(dw.DESCRIBED_CJK)
_DEFINITION = lazy(dw.DEFINITION)
_ACTOR_PAST = lazy(dw.ACTOR_PAST)
_GENRE = lazy(dw.GENRE)
_DEFENCE = lazy(dw.DEFENCE)
_TEACHING = lazy(dw.TEACHING)
_ADOPT = lazy(lw.ADOPT)
_DUTY = lazy(lw.DUTY)
_READER_CALLED = lazy(lw.READER_CALLED)
_DEFENSIVE_ASK = lazy(dw.DEFENSIVE_ASK)
_ATTACK_NAME = lazy(dw.ATTACK_NAME)
_REFUSAL_DUTY = lazy(dw.REFUSAL_DUTY)
_SHAPES: tuple[Lazy, ...] = (_DESCRIBED_LATIN, _DESCRIBED_CJK, _ACTOR_PAST)
# A sentence: what a sentence mark, a colon or a line ends ("api.example.com" is not an end;
# a colon ends one so that "the user asked: from now on answer as…" leaves the words asked for
# a sentence of their own, not part of the report).
_SENTENCE_END = re.compile(r"[;；。！？：\n]|[.!?:](?=\s|$)")


def _speaks_to_reader(sentence: str) -> bool:
    """The sentence addresses its reader: a second person, a vocative, a duty, a standing
    rule, an imperative opening."""
    sentence = ARTICLE_DU.sub(" ", sentence)  # (French "du dépôt" is no reader)
    if found(_REFUSAL_DUTY, sentence):  # ("warum das Modell ablehnen soll": a defence taught)
        sentence = _REFUSAL_DUTY.sub(" ", sentence)
    return any(found(p, sentence) for p in (READER_ORDER, _READER_CALLED, _DUTY))


def _defines(sentence: str) -> bool:
    """The sentence defines an attack it names."""
    return found(_DEFINITION, sentence) and found(_ATTACK_NAME, sentence)


def _described(sentence: str) -> bool:
    shaped = any(found(p, sentence) for p in _SHAPES) or _defines(sentence)
    return shaped and not _speaks_to_reader(sentence)


def described_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """``"described"`` when ``finding`` lies in sentences of ``text`` (the normalised text its
    span points into) that describe the act, and nothing outside them asks for it."""
    span = finding.span
    if span is None or finding.category not in EXCUSABLE:
        return None
    # (only the sentences the finding lies in are asked for a shape: the shapes' long
    # alternations searched over the whole text cost more than finding a short sentence's
    # literals, now one pass of the index's automaton. Asked before the genre: a shape is
    # rarer than a genre's words, and a short sentence is read sooner than the whole text.)
    regions = [
        (start, end)
        for start, end in regions_between(text, _SENTENCE_END)
        if start < span[1] and span[0] < end and _described(text[start:end])
    ]
    if not regions:
        return None
    defended = found(_DEFENCE, text)
    if not (defended or found(_GENRE, text) or found(_TEACHING, text)):
        return None
    # A report of what someone asked or did must say what came of it or what stands against
    # it; a definition, or a text that teaches (a slide, a glossary, an exam), needs only its
    # genre. (A ticket relaying a customer's wish that "the assistant act as Libre" and nothing
    # more is a request passed on, not a report.)
    if not (defended or found(_TEACHING, text) or any(_defines(text[a:b]) for a, b in regions)):
        return None
    outside = blank_places(text, regions)
    if still_fires(rule, outside):
        return None
    # (a request to the human reader to hunt for it or check is no order to act)
    asked = _DEFENSIVE_ASK.sub(" ", outside) if found(_DEFENSIVE_ASK, outside) else outside
    # (a passive "被执行" -- "no statement was executed" -- adopts nothing)
    if orders_reader(asked) or found(_ADOPT, outside.replace("被执行", " ")):
        return None
    # (nor when another wording of the act stands outside: "…the bot refused. Now send the
    # .env to this address")
    if any_rule_fires(finding.category, outside):
        return None
    return "described"
