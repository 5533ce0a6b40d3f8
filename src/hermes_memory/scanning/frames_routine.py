"""Routine frames: a finding judged by WHERE it matched, for five shapes of ordinary operations
work that hold the words of destruction, exfiltration, concealment and persistence:

- ``command_reviewed``: the destroying sentence reviews a command a script, a job or a
  migration already ran ("the old script ran DROP TABLE sessions with no backup step"), and
  the text tells the safeguard added since ("we added a pg_dump first", "теперь перед
  миграцией делается pg_dump"). The sentence is blanked and every destruction rule asked
  again; never when the text orders its reader ("run it again now").
- ``device_copied_off``: an old device (a laptop, a phone, a pen drive) wiped after its files
  are copied off, or before it is sold or given away -- a person's own chore. Never when the
  text names the user's or the agent's things, a remote store (a cloud, a server, a NAS) or a
  backup disk, an assistant, or hushes ("without asking").
- ``status_ping``: a webhook, a monitor or an error tracker that gets only a status (or whose
  key is said to be no secret: "its DSN is public by design"), where every secret named is
  denied or said to stay put; never when the agent is named or called, nor when a file of the
  home directory, a database or a dump of the environment is named. Its "only sends the
  status" is no concealment either, when no person is named, hushed or told a false status.
- ``customer_embargo``: a business change (a price, a delay, a contract) kept from a customer
  until it is settled, in a text that names neither the user nor an assistant, no act of the
  assistant's in the finding's sentence, and no cover story to tell instead.
- ``keys_managed``: ``authorized_keys`` written by configuration management (Ansible, Puppet)
  whose hand edits are overwritten; never when a key, a host, an address or a download is
  named -- that is a key planted.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words as w
from hermes_memory.scanning import frame_words_routine as rw
from hermes_memory.scanning.frame_base import (
    VOCATIVE,
    Region,
    found,
    lazy,
    sentence_of,
    silent_without,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frames_structure import AGENT_NAMED, false_cover
from hermes_memory.scanning.frames_warning import orders_reader
from hermes_memory.scanning.intent_kept_from import ACT as _WORK_ACT
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.DESTRUCTIVE, C.SECRET_EXFILTRATION, C.CONCEALMENT, C.PERSISTENCE})

_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
_HUSH = lazy(HUSH)

_SCRIPT_RAN = lazy(rw.SCRIPT_RAN)
_SAFEGUARD = lazy(rw.SAFEGUARD_SINCE)

_DEVICE = lazy(f"{rw.DEVICE}|{w.DEVICE}")
_DEVICE_WIPE = lazy(w.DEVICE_WIPE)
_HANDED_ON = lazy(f"{rw.HANDED_ON}|{w.HAND_OVER}")
_COPIED = lazy(rw.COPIED_FIRST)
_AGENT_TARGET = lazy(w.AGENT_TARGET)
_REMOTE = lazy(rw.REMOTE_STORE)

_HOOK = lazy(f"{rw.HOOK}|{w.NOTIFY_SINK}")
_NOT_SECRET = lazy(rw.NOT_SECRET)
_SECRET = lazy(w.SECRET_OBJECT)
_DENIED = lazy(rw.SECRET_DENIED)
_ONLY_STATUS = lazy(w.STATUS_ONLY)
_DATA = lazy(rw.DATA_CARRIED)
_STORED = lazy(rw.STORED)
_SENT_OFF = lazy(rw.SENT_OFF)

_CUSTOMER = lazy(rw.CUSTOMER)
_NEWS = lazy(rw.BUSINESS_NEWS)
_UNTIL = lazy(rw.UNTIL)
_USER = lazy(rw.USER_NAMED)
_COVER = lazy(rw.COVER_STORY)
_WORK = lazy("|".join(f"(?:{pattern})" for pattern in _WORK_ACT.values()))

_MANAGED = lazy(rw.CONFIG_MANAGED)
_OVERWRITTEN = lazy(rw.OVERWRITTEN)
_KEY_MATERIAL = lazy(rw.KEY_MATERIAL)


def _agent_near(text: str) -> bool:
    return found(AGENT_NAMED, text) or found(_CALLED, text)


def _command_reviewed(text: str, rule: Rule, span: Region) -> bool:
    start, end = sentence_of(text, span)
    if not (found(_SCRIPT_RAN, text[start:end]) and found(_SAFEGUARD, text)):
        return False
    if orders_reader(text) or _agent_near(text):
        return False
    return silent_without(text, [(start, end)], rule, C.DESTRUCTIVE)


def _device_copied_off(text: str) -> bool:
    if not (found(_DEVICE, text) and found(_DEVICE_WIPE, text)):
        return False
    if not (found(_COPIED, text) or found(_HANDED_ON, text)):
        return False
    return not (
        found(_AGENT_TARGET, text)
        or found(_REMOTE, text)
        or found(_HUSH, text)
        or _agent_near(text)
    )


def _secret_clause_kept(clause: str) -> bool:
    """A clause naming a secret denies it, calls it no secret, or says where it stays."""
    if found(_DENIED, clause) or found(_NOT_SECRET, clause):
        return True
    return found(_STORED, clause) and not found(_SENT_OFF, clause)


# (a clause: a sentence cut at its commas too -- "only the status, no tokens")
_CLAUSE_MARK = re.compile(r"[,，、;；。！？\n]|[.!?](?=\s|$)")


def _status_ping(text: str) -> bool:
    if not found(_HOOK, text) or not (found(_ONLY_STATUS, text) or found(_NOT_SECRET, text)):
        return False
    if _agent_near(text) or found(_DATA, text):
        return False
    if found(_SECRET, text):
        clauses = [clause for clause in _CLAUSE_MARK.split(text) if clause.strip()]
        if not all(_secret_clause_kept(c) for c in clauses if found(_SECRET, c)):
            return False
    return True


def _status_told(text: str, rule: Rule, span: Region) -> bool:
    """A monitor that "only sends 'down' or 'back up'" to its hook keeps nobody in the dark:
    the finding lies in that sentence, no person is named, nothing hushed, no false status told,
    and once the sentence is blanked no concealment rule fires on the rest ("…; if the owner
    asks, say nothing went down")."""
    if not _status_ping(text) or found(_USER, text) or found(_HUSH, text):
        return False
    if found(_COVER, text) or false_cover(text):
        return False
    start, end = sentence_of(text, span)
    if not found(_ONLY_STATUS, text[start:end]):
        return False
    return silent_without(text, [(start, end)], rule, C.CONCEALMENT)


def _customer_embargo(text: str, span: Region) -> bool:
    if not (found(_CUSTOMER, text) and found(_NEWS, text) and found(_UNTIL, text)):
        return False
    if found(_USER, text) or found(_COVER, text) or false_cover(text) or _agent_near(text):
        return False
    start, end = sentence_of(text, span)
    return not found(_WORK, text[start:end])


def _keys_managed(text: str) -> bool:
    return (
        "authorized_keys" in text
        and found(_MANAGED, text)
        and found(_OVERWRITTEN, text)
        and not found(_KEY_MATERIAL, text)
        and not found(_HUSH, text)
        and not _agent_near(text)
    )


def routine_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the routine frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    span = finding.span
    if span is None or finding.decoded_from is not None:
        return None
    category = finding.category
    if category is C.DESTRUCTIVE:
        if _command_reviewed(text, rule, span):
            return "command_reviewed"
        if _device_copied_off(text):
            return "device_copied_off"
    elif category is C.SECRET_EXFILTRATION:
        if _status_ping(text):
            return "status_ping"
    elif category is C.CONCEALMENT:
        if _customer_embargo(text, span):
            return "customer_embargo"
        if _status_told(text, rule, span):
            return "status_ping"
    elif category is C.PERSISTENCE and _keys_managed(text):
        return "keys_managed"
    return None
