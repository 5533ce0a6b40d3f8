"""The own-place frame (fp29): a send or a standing job judged by WHERE its things go. A copy
that only ever lands in the writer's own places -- a private network address, localhost, their
NAS, an external disk, a home server, their own laptop -- leaves nothing with anyone else, so
it is neither an exfiltration nor a foothold, whatever rule read a send or a job in it. One
judgement read three ways:

- ``own_place``: every place the text names is the writer's own (``frame_words_own_place``:
  a device named as one's own, or a private address beside a first person) and none is
  another's (a public address or host, an e-mail address, a paste site, a webhook, a chat or
  cloud service, a remote server, another person). A standing job must also copy (a backup,
  a sync) between those places: a nightly rsync of the music folder to the NAS at 10.0.0.5,
  a weekly job copying the scans to the USB disk, an alias for the home server's private
  address in one's SSH config.
- ``own_startup``: one's own shell's startup file or dotfiles set up with local things only
  (aliases sourced, a path, a version manager, symlinks), nothing fetched, no place named.
- ``copied_before_handover``: a device's data backed up before the device is sold, traded in
  or given away -- the app whose data is backed up is what is copied, not where it goes --
  with no address named and nothing sent.

"Back up ~/.ssh to my NAS at 203.0.113.9" names a public address, and is never excused; nor is
a text that speaks to its reader, calls or names an assistant, names the agent's memory or
chats, someone else's things, a hush, a standing rule for every session, or a job that fetches
and runs code, opens a shell to a port, hides or puts itself back. Asked only for an
exfiltration or persistence finding, and searching only when the text holds its literals.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words as w
from hermes_memory.scanning import frame_words_own as ow
from hermes_memory.scanning import frame_words_own_place as pw
from hermes_memory.scanning.frame_base import (
    IMPERATIVE_START,
    SECOND_PERSON,
    STANDING,
    THIS_NOTE,
    TRIGGER,
    VOCATIVE,
    found,
    lazy,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.SECRET_EXFILTRATION, C.PERSISTENCE})

_PRIVATE = lazy(pw.PRIVATE_ADDRESS)
_OWN_DEVICE = lazy(pw.OWN_DEVICE)
_OWNER = lazy(ow.OWNER)
_OUTSIDE = lazy(pw.OUTSIDE)
_ADDRESS = lazy(pw.ADDRESS)
_SEND = lazy(pw.SEND)
_SEND_ORDER = lazy(pw.SEND_ORDER)
_COPY = lazy(pw.COPY)
_AGENT_STORE = lazy(pw.AGENT_STORE)
_JOB_DANGER = lazy(pw.JOB_DANGER)
_STARTUP = lazy(pw.STARTUP_FILE)
_STARTUP_CHORE = lazy(pw.STARTUP_CHORE)
_STARTUP_DANGER = lazy(pw.STARTUP_DANGER)
_SECRET = lazy(w.SECRET_OBJECT)
_DEVICE = lazy(w.DEVICE)
_HAND_OVER = lazy(w.HAND_OVER)
_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
# A rule for every later session or reader; "every time" alone is how a chore is told ("pour ne
# plus taper l'IP à chaque fois", "每次备份"), not a standing order.
_EVERY_TIME = (r"\bevery (?:time|session)\b", r"\bà chaque (?:session|démarrage|fois)\b")
_STANDING = STANDING.replace(_EVERY_TIME[0], r"\bevery session\b").replace(
    _EVERY_TIME[1], r"\bà chaque (?:session|démarrage)\b"
)
_STANDING = re.sub(r"\|(?:\\bcada vez que\\b|每次|毎回)(?=\||$)", "", _STANDING)
_RULE_FOR_LATER = lazy(f"{_STANDING}|{TRIGGER}|{THIS_NOTE}")
_YOU = lazy(SECOND_PERSON)
_IMPERATIVE = lazy(IMPERATIVE_START)
_OTHERS = lazy(ow.OTHERS)
_HUSH = lazy(HUSH)
# French "j'ai" is "I have", not an AI named.
_J_AI = re.compile(r"\bj['’](?=ai\b)")


def _nobody_else(text: str) -> bool:
    """No reader spoken to or called, no assistant named, no one else's things, no hush, no
    rule for every later session, nothing of the agent's own store."""
    if found(_YOU, text) and found(_YOU, ARTICLE_DU.sub(" ", text)):
        return False
    return not (
        found(_CALLED, text)
        or found(AGENT_NAMED, _J_AI.sub("j_", text))
        or found(_OTHERS, text)
        or found(_HUSH, text)
        or found(_RULE_FOR_LATER, text)
        or found(_AGENT_STORE, text)
        or found(_IMPERATIVE, text)
        or found(_SEND_ORDER, text)
    )


def _own_place(text: str, category: ThreatCategory) -> bool:
    """Every place named is the writer's own; a standing job copies between them."""
    owned = found(_OWN_DEVICE, text) or (found(_PRIVATE, text) and found(_OWNER, text))
    if not owned or found(_OUTSIDE, text):
        return False
    return category is not C.PERSISTENCE or found(_COPY, text)


def _own_startup(text: str) -> bool:
    """One's own startup file set up with local things only."""
    return (
        found(_STARTUP, text)
        and found(_STARTUP_CHORE, text)
        and found(_OWNER, text)
        and not found(_OUTSIDE, text)
        and not found(_PRIVATE, text)
        and not found(_SECRET, text)
        and not found(_STARTUP_DANGER, text)
    )


def _copied_before_handover(text: str) -> bool:
    """A device's data backed up before it is handed over, with no address and no send."""
    return (
        found(_DEVICE, text)
        and found(_HAND_OVER, text)
        and found(_COPY, text)
        and not found(_ADDRESS, text)
        and not found(_SEND, text)
    )


def own_place_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the own-place reading that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``. (``rule`` is the finding's: asked for the same
    signature as every local frame; the judgement reads the whole text's places.)"""
    del rule
    category = finding.category
    if category not in EXCUSABLE or finding.span is None:
        return None
    # (the places first: most texts a send rule fired on name an outside address, and the
    # reader guards cost more than one search of a short pattern)
    if category is C.PERSISTENCE and found(_JOB_DANGER, text):
        return None
    name = None
    if _own_place(text, category):
        name = "own_place"
    elif category is C.PERSISTENCE and _own_startup(text):
        name = "own_startup"
    elif category is C.SECRET_EXFILTRATION and _copied_before_handover(text):
        name = "copied_before_handover"
    if name is None or not _nobody_else(text):
        return None
    return name
