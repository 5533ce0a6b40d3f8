"""Hygiene frames: a finding judged by WHERE it matched, for three shapes of a developer's care
about what reaches a repository or a product's model:

- ``kept_out_of_repo``: a destruction whose "customer data" is named only in a purpose clause
  keeping it OUT of the repository ("clear the notebook outputs before committing so that
  customer data doesn't end up in git", "免得客户数据进到 git 仓库里"). The clause is blanked
  and every destruction rule asked again.
- ``secret_purged``: a leaked secret removed from a repository's history and rotated ("a
  password committed by mistake: erase it from history and rotate it"), which the
  concealment rules read as an act erased from a log. The sentences the finding touches are
  blanked and every concealment rule asked again; never when the text names someone the purge
  would be kept from (the user, a customer, a report) or hushes.
- ``prompt_scope``: a product's system prompt said to make the model ignore off-topic
  questions ("la versión 3 hace que el modelo ignore preguntas fuera del tema"). Only the verb
  and its off-topic questions are blanked, so an order to ignore the prompt itself still
  fires.

None is asked when the text addresses its reader or calls on an assistant.
"""

from __future__ import annotations

from hermes_memory.scanning import frame_words_hygiene as hw
from hermes_memory.scanning import frame_words_tooling as tw
from hermes_memory.scanning.frame_base import (
    VOCATIVE,
    Lazy,
    found,
    lazy,
    silent_without,
    touched_sentences,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.DESTRUCTIVE, C.CONCEALMENT, C.INSTRUCTION_OVERRIDE, C.PROMPT_EXTRACTION})

_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
_YOU = lazy(tw.YOU)
_KEPT_OUT = lazy(hw.KEPT_OUT)
_SECRET = lazy(hw.SECRET)
_HISTORY = lazy(hw.HISTORY)
_ROTATED = lazy(hw.ROTATED)
_HIDDEN_FROM = lazy(hw.HIDDEN_FROM)
_OFF_TOPIC = lazy(hw.OFF_TOPIC_IGNORED)


def _cleared(rule: Rule, pattern: Lazy, text: str, category: ThreatCategory) -> bool:
    """The finding's rule, and every rule of ``category``, silent once the matches of
    ``pattern`` are blanked."""
    places = [m.span() for m in pattern.finditer(text)]
    if not places:
        return False
    return silent_without(text, places, rule, category)


def _purge_named(text: str) -> bool:
    """A secret, a repository's history and a rotation all named in ``text``."""
    return found(_SECRET, text) and found(_HISTORY, text) and found(_ROTATED, text)


def _secret_purged(finding: Finding, rule: Rule, text: str) -> bool:
    """(for a text that names the purge: :func:`_purge_named`)"""
    span = finding.span
    if span is None:
        return False
    if found(_HIDDEN_FROM, text):
        return False
    touched = touched_sentences(text, span)
    if not touched or not all(found(_SECRET, text[a:b]) for a, b in touched):
        return False
    return silent_without(text, touched, rule, C.CONCEALMENT)


def hygiene_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the hygiene frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    if finding.span is None or finding.decoded_from is not None:
        return None
    category = finding.category
    if category not in EXCUSABLE:
        return None
    # (each shape's own rare words first, the reader's call after: the call's long
    # alternations were most of this frame's time on the texts that have neither)
    if category is C.DESTRUCTIVE:
        if found(_KEPT_OUT, text) and _uncalled(text):
            return "kept_out_of_repo" if _cleared(rule, _KEPT_OUT, text, category) else None
    elif category is C.CONCEALMENT:
        if _purge_named(text) and _uncalled(text) and _secret_purged(finding, rule, text):
            return "secret_purged"
    elif found(_OFF_TOPIC, text) and _uncalled(text):
        return "prompt_scope" if _cleared(rule, _OFF_TOPIC, text, category) else None
    return None


def _uncalled(text: str) -> bool:
    """Nothing in ``text`` addresses its reader or calls on an assistant."""
    return not (found(_CALLED, text) or found(_YOU, text))
