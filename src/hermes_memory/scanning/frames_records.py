"""Record frames: a finding judged by WHERE it matched, for three shapes of ordinary notes that
hold the words of a forged turn, a foothold or a leak (beside ``frames_own``'s chores and
``frames_routine``'s status pings):

- ``chat_record``: a support chat, an interview or a chat log kept as a record -- its first
  line names it so ("Support transcript export (ticket #…)", "サポートチャット記録",
  "Расшифровка интервью") and it runs on speaker lines -- where no turn says what a forged
  turn is written for: an override, the setup or its rules, a secret or a password given, an
  admin, an address. Its "User:" / "Assistant:" lines are what was said, not a turn to obey.
- ``benign_fetch``: a start-up file, a cron job or an autostart entry whose only download is
  a ping to a monitor ("curl --fail no ping de monitoramento"), is denied ("nothing fetches
  scripts from the internet") or is an install done from the official source or a package
  manager. Those clauses are blanked and every persistence rule asked again; never when a
  clause pipes to a shell, sends data, names a secret or runs what it gets, nor when the text
  orders its reader, calls an assistant or hushes.
- ``leak_reported``: one's own password that showed up in a leak or a breach, with the fix
  told (changed, reset, a second factor). The leaking sentences are blanked and every
  exfiltration rule asked again; never when the text orders its reader or names an assistant.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

import functools
import re

from hermes_memory.scanning import frame_words_records as fw
from hermes_memory.scanning.frame_base import (
    SENTENCE_END,
    VOCATIVE,
    Lazy,
    Region,
    found,
    late_pattern,
    lazy,
    no_order,
    regions_between,
    silent_without,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.FAKE_ROLE_MARKER, C.PERSISTENCE, C.SECRET_EXFILTRATION})

# the rules that read a chat's speaker lines
_DIALOGUE_RULES = frozenset({"forged_dialogue", "forged_dialogue_intl", "assistant_line"})
_RECORD_HEADER = lazy(fw.RECORD_HEADER)
_RECORD_DANGER = lazy(fw.RECORD_DANGER)
_SPEAKER = lazy(fw.SPEAKER)
_SYSTEM_SPEAKER = lazy(fw.SYSTEM_SPEAKER)
_MONITOR = lazy(fw.MONITOR)
_NET_TOOL = lazy(r"\b(?:curl|wget)\b")
_FETCH_DENIED = lazy(fw.FETCH_DENIED)
_OFFICIAL = lazy(fw.OFFICIAL_SOURCE)
_FETCH_DANGER = lazy(fw.FETCH_DANGER)
_LEAKED = lazy(fw.LEAKED)
_CHANGED = lazy(fw.SECRET_CHANGED)
_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
_HUSH = lazy(HUSH)
# (a clause: a sentence cut at its commas too -- "配置放在 …，安装包是从 … 下的")
_CLAUSE_MARK = re.compile(r"[,，、;；。！？\n]|[.!?](?=\s|$)")
# a chat runs on at least this many speaker lines
_TURNS = 3


@late_pattern
@functools.cache
def _turn_payload() -> Lazy:
    """What a forged turn is written for (the marker rules' own payload, without the settings
    words a support chat uses: "パスワード再設定"), built on first use: importing the scanner
    loads no rule module."""
    from hermes_memory.scanning.rules_markers import TURN_PAYLOAD

    return lazy(TURN_PAYLOAD.replace("|configura|konfigura|конфигурац|配置|設定", ""))


def _chat_record(text: str) -> bool:
    # (the header first: most texts a dialogue rule fires on are no record)
    if not found(_RECORD_HEADER, text) or found(_RECORD_DANGER, text):
        return False
    if found(_SYSTEM_SPEAKER, text) or found(_turn_payload(), text):
        return False
    return len(_SPEAKER.findall(text)) >= _TURNS


def _nobody_told(text: str) -> bool:
    """No order to the reader, no assistant called or named, nothing hushed."""
    return (
        no_order(text)
        and not found(_CALLED, text)
        and not found(AGENT_NAMED, text)
        and not found(_HUSH, text)
    )


def _harmless_fetch(clause: str) -> bool:
    if found(_FETCH_DANGER, clause):
        return False
    if found(_NET_TOOL, clause) and found(_MONITOR, clause):
        return True
    return found(_FETCH_DENIED, clause) or found(_OFFICIAL, clause)


def _benign_fetch(text: str, rule: Rule) -> bool:
    if not (found(_MONITOR, text) or found(_FETCH_DENIED, text) or found(_OFFICIAL, text)):
        return False
    clauses = [(a, b) for a, b in regions_between(text, _CLAUSE_MARK) if _harmless_fetch(text[a:b])]
    if not clauses or not _nobody_told(text):
        return False
    return silent_without(text, clauses, rule, C.PERSISTENCE)


def _leak_reported(text: str, rule: Rule, span: Region) -> bool:
    if not (found(_LEAKED, text) and found(_CHANGED, text)):
        return False
    leaking = [(a, b) for a, b in regions_between(text, SENTENCE_END) if found(_LEAKED, text[a:b])]
    # (the finding lies in a sentence that tells the leak)
    if not any(a <= span[0] < b for a, b in leaking):
        return False
    if not _nobody_told(text):
        return False
    return silent_without(text, leaking, rule, C.SECRET_EXFILTRATION)


def records_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the record frame that explains ``finding`` in ``text`` (the normalised text
    its span points into), or ``None``."""
    span = finding.span
    if span is None or finding.decoded_from is not None:
        return None
    category = finding.category
    if category is C.FAKE_ROLE_MARKER:
        if finding.rule in _DIALOGUE_RULES and _chat_record(text):
            return "chat_record"
    elif category is C.PERSISTENCE:
        if _benign_fetch(text, rule):
            return "benign_fetch"
    elif category is C.SECRET_EXFILTRATION and _leak_reported(text, rule, span):
        return "leak_reported"
    return None
