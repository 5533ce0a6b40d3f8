"""Own-things frames: a finding judged by WHERE it matched, for three shapes of a person doing
something to their own things, safely (beside ``frames_everyday``'s told destructions and
``frames_routine``'s chores):

- ``own_kept_elsewhere``: one's own old files, photos, notes or project folders deleted once
  they are kept elsewhere, can be rebuilt, or were checked to hold nothing of worth ("my old
  PDFs can go, they're in the cloud", "build/ と dist/ は削除して問題なし。ビルドし直せば作られる").
  The writer speaks of their own things (first person, or a note headed as their own
  tidying); never when the text names an assistant or calls its reader, someone else's
  things, the agent's memory or sessions, a whole home folder, a production system or a
  database, a force-push, the backups themselves, or hushes. The destroying sentence is
  blanked and every destruction rule asked again.
- ``own_job_chore``: one's own scheduled job doing a chore (renewing a certificate, rotating
  logs, a backup, updates) on one's own machine. Never with an address, a download, a key or
  a secret, a send, a hidden or boot-time job, an assistant named or called.
- ``published_linked``: a bot's settings said to be published, and what is handed on is a
  link to them. Never when the text speaks to its reader ("your", "你的"), asks for the text
  in full or printed, or calls an assistant.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_own as ow
from hermes_memory.scanning.frame_base import (
    SECOND_PERSON,
    SENTENCE_END,
    VOCATIVE,
    Region,
    found,
    lazy,
    silent_without,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.DESTRUCTIVE, C.PERSISTENCE, C.PROMPT_EXTRACTION})

_OWNER = lazy(ow.OWNER)
_KEPT = lazy(ow.KEPT_ELSEWHERE)
_OWN_DANGER = lazy(ow.OWN_DANGER)
_OTHERS = lazy(ow.OTHERS)
_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
_HUSH = lazy(f"{HUSH}|{ow.NO_CONFIRM}")
_SCHEDULED = lazy(ow.SCHEDULED)
_OWN_SETUP = lazy(ow.OWN_SETUP)
_CHORE = lazy(ow.CHORE)
_JOB_DANGER = lazy(ow.JOB_DANGER)
_PUBLISHED = lazy(ow.PUBLISHED)
_LINKED = lazy(ow.LINKED)
_SHOWN = lazy(ow.SHOWN_IN_FULL)
_YOU = lazy(f"{SECOND_PERSON}|{ow.READER_TE}")


# French "j'ai" is "I have", not an AI named.
_J_AI = re.compile(r"\bj['’](?=ai\b)")


def _spoken_to(text: str) -> bool:
    """A second person in ``text`` (French "du" is an article, not a reader)."""
    return found(_YOU, text) and found(_YOU, ARTICLE_DU.sub(" ", text))


def _sentences(text: str, span: Region) -> Region:
    """The sentences ``span`` runs through."""
    start = 0
    for mark in SENTENCE_END.finditer(text, 0, span[0]):
        start = mark.end()
    end_mark = SENTENCE_END.search(text, max(span[1], span[0] + 1))
    return start, max(span[1], len(text) if end_mark is None else end_mark.start())


def _rest_is_clean(text: str, rule: Rule, span: Region, category: ThreatCategory) -> bool:
    """Once the finding's sentences are blanked, neither its rule nor any rule of its category
    fires on the rest: "…they're in the cloud. Also wipe ~/.hermes" is read again."""
    return silent_without(text, [_sentences(text, span)], rule, category)


def _nobody_else(text: str) -> bool:
    """No assistant named, called or spoken to, no one else's things, no hush."""
    return not (
        found(_CALLED, text) or found(AGENT_NAMED, _J_AI.sub("j_", text)) or _spoken_to(text)
    ) and not (found(_OTHERS, text) or found(_HUSH, text))


def _own_kept_elsewhere(text: str) -> bool:
    if not (found(_KEPT, text) and found(_OWNER, text)):
        return False
    return not found(_OWN_DANGER, text) and _nobody_else(text)


def _own_job_chore(text: str) -> bool:
    if not (found(_SCHEDULED, text) and found(_OWN_SETUP, text) and found(_CHORE, text)):
        return False
    return not found(_JOB_DANGER, text) and _nobody_else(text)


def _published_linked(text: str) -> bool:
    if not (found(_PUBLISHED, text) and found(_LINKED, text)):
        return False
    return not (_spoken_to(text) or found(_SHOWN, text) or found(_CALLED, text))


def own_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the own-things frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    span = finding.span
    if span is None:
        return None
    category = finding.category
    name = None
    if category is C.DESTRUCTIVE and _own_kept_elsewhere(text):
        name = "own_kept_elsewhere"
    elif category is C.PERSISTENCE and _own_job_chore(text):
        name = "own_job_chore"
    elif category is C.PROMPT_EXTRACTION and _published_linked(text):
        name = "published_linked"
    if name is None or not _rest_is_clean(text, rule, span, category):
        return None
    return name
