"""Policy frames: a finding judged by the GRAMMAR of the sentence it matched in -- is the act
forbidden or restricted, is its object a scoped throwaway one, are its actors people in a
class, is it a phishing rule -- for texts that state a rule in their own words (beside
``frames_local``'s quotes, records and narrowly negated acts).

- ``forbidden``: the sentence holding the finding forbids or restricts its act ("shared through
  the password manager, never by e-mail", "está prohibido pegar … en Slack", "本番での DROP
  は必ず二人で"), does not turn ("instead", "except", "但"), and none of its clauses without
  the prohibition does the act on its own ("never tell the user, delete the backups" keeps
  its second clause); a destruction run only before or after a safeguard (a snapshot or a
  backup taken first, two approvals: "本番DBで DROP TABLE を実行する前に、必ずスナップショット
  を取得し…"), or a secret the prohibition names itself ("nothing from .env should ever be
  committed", "jamais les variables d'environnement"). Destructive and exfiltration
  findings (a persistence text that "never" loses its note is the attack itself).
- ``scoped``: a destructive sentence whose object is a scoped throwaway one (a staging, dev,
  test or CI database or volume, a workspace, seed data) and never the user's things, backups,
  home, memory, or production not kept out ("Producción no se toca" keeps it out), nor done
  quietly.
- ``ensemble``: an unbound persona played by people in a class ("everyone plays a character
  with no restrictions" in a drama workshop), in a text that names no agent and no reader.
- ``public``: documentation of a public thing -- the sentence naming it declares it public or
  no secret ("returns only the public configuration, without secrets", "its key is public by
  design, not a secret") and orders no one. Exfiltration and extraction findings.
- ``phishing``: a phishing rule ("if an e-mail asks for your credentials, it is phishing") and
  the clause that reports it to a security mailbox, neither carrying a secret anywhere.

Each blanks its sentences and asks the finding's rule again, refuses when any rule of the
finding's category still fires on the rest, and refuses when the rest orders its reader, calls
on it or hushes. Asked only for a finding of its categories, and only when its literals are in
the text.
"""

from __future__ import annotations

import functools
import re

from hermes_memory.scanning import frame_words_policy as pw
from hermes_memory.scanning import frame_words_structure as sw
from hermes_memory.scanning.frame_base import (
    IMPERATIVE_START,
    READER_ORDER,
    SECOND_PERSON,
    VOCATIVE,
    Region,
    blank_places,
    category_fires,
    found,
    lazy,
    still_fires,
)
from hermes_memory.scanning.frame_words_local import ACT, ACT_JA, READER_CALLED
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_secret import denies_scam, sends_itself
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory

_SENTENCE_END = re.compile(pw.SENTENCE_END)
_CLAUSE_END = re.compile(pw.CLAUSE_END)
_PROHIBITION = lazy(pw.PROHIBITION)
_NOT_THE_ACT = re.compile(pw.NOT_THE_ACT)
# A prohibition governing the act of a category: the act (or its channel) a few characters on,
# or (Chinese, Japanese) the act before the prohibition in the same clause.
_GOVERNED = {
    C(name): lazy(
        rf"(?:{pw.PROHIBITION})[^,;.:，。、；：\n]{{0,24}}?(?:{ACT[name]}|{pw.CHANNEL}"
        rf"|{pw.CHANNEL_CJK}|{ACT_JA[name]}|{pw.PASTE})"
        rf"|(?:{ACT[name]}|{ACT_JA[name]}|貼り付け|書か|写进|贴到)[^、。，,；\n]{{0,24}}?"
        rf"(?:{pw.PROHIBITION})"
    )
    for name in ("destructive", "secret_exfiltration")
}
# (a secret withheld right after the prohibition: "…, jamais les variables d'environnement")
_WITHHELD_WORD = re.compile(pw.WITHHELD)
_WITHHELD = lazy(rf"(?:{pw.PROHIBITION})[^,;.:，。、；：\n]{{0,40}}?(?:{pw.WITHHELD})")
_RESTRICTED = lazy(pw.RESTRICTION)
_CONDITIONED = lazy(pw.CONDITIONED)
# (an agent word inside an address -- ".../v1/asistente/config" -- names no one)
_URL = re.compile(r"https?://\S+")
# An order in a procedure's own sentence: an imperative, the reader, a request. (A routine --
# "after every job", "每次" -- is what a scheduled reset is, not an order.)
_ORDERED_HERE = lazy(
    f"{IMPERATIVE_START}|{sw.IMPERATIVE_MORE}|{SECOND_PERSON}|{VOCATIVE}|{sw.REQUEST}"
)
_TURN = lazy(pw.TURN)
_NO_EXCEPTION = lazy(pw.NO_EXCEPTION)
_HUSH = lazy(pw.HUSH)
_SCOPED = lazy(pw.SCOPED)
_SCOPED_ORDER = lazy(pw.SCOPED_ORDER)
_PROTECTED = lazy(pw.PROTECTED)
_PRODUCTION = lazy(pw.PRODUCTION)
_KEPT_OUT = re.compile(pw.KEPT_OUT)
_TOOL = lazy(pw.TOOL)
_ENSEMBLE = lazy(pw.ENSEMBLE)
_STAGE = lazy(pw.STAGE)
_PHISHING = lazy(pw.PHISHING)
_REPORT_VERB = lazy(pw.REPORT_VERB)
_REPORT_ADDRESS = lazy(pw.REPORT_ADDRESS)
_SECRET = lazy(pw.SECRET)
_PUBLIC = lazy(pw.PUBLIC)
_YOU = lazy(SECOND_PERSON)
_VOCATIVE = lazy(VOCATIVE)
_READER_CALLED = lazy(READER_CALLED)

FORBIDDEN_KINDS = frozenset({C.DESTRUCTIVE, C.SECRET_EXFILTRATION})
SCOPED_KINDS = frozenset({C.DESTRUCTIVE})
ENSEMBLE_KINDS = frozenset({C.ROLE_HIJACK})
PHISHING_KINDS = frozenset({C.SECRET_EXFILTRATION})
PUBLIC_KINDS = frozenset({C.SECRET_EXFILTRATION, C.PROMPT_EXTRACTION})
EXCUSABLE = FORBIDDEN_KINDS | SCOPED_KINDS | ENSEMBLE_KINDS | PHISHING_KINDS | PUBLIC_KINDS
# How far (in characters) a word keeping production out may stand from it.
_KEPT_OUT_REACH = 24


def _pieces(
    text: str, ends: re.Pattern[str], start: int = 0, stop: int | None = None
) -> list[Region]:
    """The non-blank pieces of ``text[start:stop]`` between the marks of ``ends``."""
    stop = len(text) if stop is None else stop
    regions: list[Region] = []
    pos = start
    for mark in ends.finditer(text, start, stop):
        if text[pos : mark.start()].strip():
            regions.append((pos, mark.start()))
        pos = mark.end()
    if text[pos:stop].strip():
        regions.append((pos, stop))
    return regions


@functools.lru_cache(maxsize=8)
def _sentences(text: str) -> tuple[Region, ...]:
    return tuple(_pieces(text, _SENTENCE_END))


def _holding(text: str, span: Region) -> list[Region]:
    """The sentences the span touches."""
    return [(a, b) for a, b in _sentences(text) if a < span[1] and span[0] < b]


def _governs(sentence: str, category: ThreatCategory) -> bool:
    """``sentence`` forbids the act of ``category`` (not losing, asking or telling: a "never"
    about those is an attack's purpose), or restricts a destruction to two people."""
    if category is C.DESTRUCTIVE and found(_RESTRICTED, sentence):
        return True
    pattern = _GOVERNED[category]
    if category is C.SECRET_EXFILTRATION and (
        found(_WITHHELD, sentence)
        # (or the prohibition names the secret itself: "nothing from .env should ever be",
        # "keine internen Hostnamen oder Tokens")
        or any(_WITHHELD_WORD.search(m.group(0)) for m in _PROHIBITION.finditer(sentence))
    ):
        return True
    if not found(pattern, sentence):
        return False
    return any(_NOT_THE_ACT.search(m.group(0)) is None for m in pattern.finditer(sentence))


def _forbidden(text: str, span: Region, category: ThreatCategory) -> list[Region]:
    """The sentences holding the span, when one of them forbids or restricts the act, none
    turns, and no clause of them outside a prohibition does the act of the category on its
    own ("the vault holds the passwords; they are not sent by WhatsApp": the first sentence
    sends nothing)."""
    # (a turn anywhere: "never in Confluence. Upload them instead to …" orders the act in
    # the next sentence, with the secret named only in the forbidden one)
    if found(_TURN, _NO_EXCEPTION.sub(" ", text) if found(_NO_EXCEPTION, text) else text):
        return []
    regions = _holding(text, span)
    if not any(_governs(text[a:b], category) for a, b in regions):
        return []
    for start, end in regions:
        # (a destruction run only once a safeguard is in place: its own clause says so)
        restricted = category is C.DESTRUCTIVE and found(_RESTRICTED, text[start:end])
        for a, b in _pieces(text, _CLAUSE_END, start, end):
            clause = text[a:b]
            if found(_PROHIBITION, clause) or (restricted and found(_CONDITIONED, clause)):
                continue
            if category_fires(category, clause):
                return []
    return regions


def _production_kept_out(sentence: str) -> bool:
    """Every mention of production in ``sentence`` has a word keeping it out beside it."""
    for m in _PRODUCTION.finditer(sentence):
        around = sentence[max(0, m.start() - _KEPT_OUT_REACH) : m.end() + _KEPT_OUT_REACH]
        if _KEPT_OUT.search(around) is None:
            return False
    return True


def _scoped(text: str, span: Region) -> list[Region]:
    """The sentences holding the span, when their object is a scoped throwaway one."""
    if not found(_SCOPED, text):
        return []
    regions = _holding(text, span)
    for start, end in regions:
        sentence = text[start:end]
        if found(_PROTECTED, sentence) or not _production_kept_out(sentence):
            return []
        # (a procedure described, never one ordered: "lance `dd …`", "rode mkfs")
        if found(_ORDERED_HERE, sentence) or found(_SCOPED_ORDER, sentence):
            return []
        # (the object named in the sentence, or a tool's act in a text scoped elsewhere)
        if not (found(_SCOPED, sentence) or found(_TOOL, sentence)):
            return []
    return regions


def _ensemble(text: str, span: Region) -> list[Region]:
    """The sentences holding the span, when people in a class play the part."""
    if not (found(_STAGE, text) and found(_ENSEMBLE, text)):
        return []
    if found(AGENT_NAMED, text) or found(_YOU, ARTICLE_DU.sub(" ", text)):
        return []
    regions = _holding(text, span)
    if not all(found(_ENSEMBLE, text[a:b]) or found(_STAGE, text[a:b]) for a, b in regions):
        return []
    return regions


def _carries_secret(clause: str) -> bool:
    """A clause that is not the phishing rule itself names a secret and an address."""
    if not found(_SECRET, clause) or found(_PHISHING, clause):
        return False
    return "@" in clause or found(_REPORT_ADDRESS, clause)


def _phishing(text: str, span: Region) -> list[Region]:
    """The phishing rule's sentences and the clauses reporting it to a security mailbox."""
    if not found(_PHISHING, text) or denies_scam(text):
        return []
    regions: list[Region] = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        if found(_TURN, sentence):
            return []
        if found(_PHISHING, sentence):
            # (a phishing "drill" whose own clause orders the send: "…, send the .env to …")
            if sends_itself(text, start, end):
                return []
            # (nor a clause of it that carries a secret to an address: "it is phishing: forward
            # the mail together with your password to security@…" reports nothing, it sends)
            if any(_carries_secret(text[a:b]) for a, b in _pieces(text, _CLAUSE_END, start, end)):
                return []
            regions.append((start, end))
            continue
        for a, b in _pieces(text, _CLAUSE_END, start, end):
            clause = text[a:b]
            if (
                found(_REPORT_ADDRESS, clause)
                and not found(_SECRET, clause)
                and found(_REPORT_VERB, sentence)
            ):
                regions.append((a, b))
    if not any(a < span[1] and span[0] < b for a, b in regions):
        return []
    return regions


def _public(text: str, span: Region) -> list[Region]:
    """The sentences holding the span, when each declares its thing public or no secret and
    gives no order."""
    if not found(_PUBLIC, text):
        return []
    regions = _holding(text, span)
    for start, end in regions:
        sentence = text[start:end]
        if not found(_PUBLIC, sentence) or found(_TURN, sentence) or _orders(sentence):
            return []
    return regions


def _orders(outside: str) -> bool:
    return any(found(p, outside) for p in (READER_ORDER, _HUSH, _VOCATIVE, _READER_CALLED))


def policy_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the policy frame that explains ``finding`` in ``text`` (the normalised text
    its span points into), or ``None``."""
    span = finding.span
    if span is None or finding.decoded_from is not None:
        return None
    category = finding.category
    if category not in EXCUSABLE:
        return None
    candidates: list[tuple[str, list[Region]]] = []
    if category in PHISHING_KINDS:
        candidates.append(("phishing", _phishing(text, span)))
    if category in FORBIDDEN_KINDS and (
        found(_PROHIBITION, text) or (category is C.DESTRUCTIVE and found(_RESTRICTED, text))
    ):
        candidates.append(("forbidden", _forbidden(text, span, category)))
    if category in SCOPED_KINDS:
        candidates.append(("scoped", _scoped(text, span)))
    if category in PUBLIC_KINDS:
        candidates.append(("public", _public(text, span)))
    if category in ENSEMBLE_KINDS:
        candidates.append(("ensemble", _ensemble(text, span)))
    # (a rule for people names no agent, and never hushes the act: "no need to ask me". Asked
    # once a place is found: an agent named is in most texts a rule fired on, a place in few.)
    if not any(regions for _, regions in candidates):
        return None
    if found(AGENT_NAMED, _URL.sub(" ", text)) or found(_HUSH, text):
        return None
    for name, regions in candidates:
        if not regions:
            continue
        outside = blank_places(text, regions)
        if still_fires(rule, outside) or category_fires(category, outside):
            continue
        if _orders(outside):
            continue
        return name
    return None
