"""What every benign frame (``frames``, ``frames_structure``) shares: patterns compiled on
first use and gated by their literals, quoted spans, and the reader guard -- an order to
whoever reads the text, now or as a standing rule, outside anything quoted.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from typing import TYPE_CHECKING

from hermes_memory.scanning import frame_words as w
from hermes_memory.scanning.deferred_pattern import DeferredPattern
from hermes_memory.scanning.frame_literals import FrameLiterals
from hermes_memory.scanning.frame_words_conclusion import CONCLUSION
from hermes_memory.scanning.leaf_search import LeafSearch, cached_leaf_gates
from hermes_memory.scanning.literal_index import LiteralIndex
from hermes_memory.scanning.prefilter import Alternatives, Gate, cached_gate, passes

if TYPE_CHECKING:
    from hermes_memory.scanning.rule import Rule
    from hermes_memory.scanning.types import ThreatCategory

_FLAGS = re.MULTILINE
# Every frame pattern made so far, in order: the frames' literal index is built over them.
_MADE: list[Lazy] = []
_BY_SOURCE: dict[str, Lazy] = {}  # (see ``lazy``)


class Lazy(DeferredPattern):
    """A frame pattern, compiled on its first use (``deferred_pattern``): importing the
    scanner compiles nothing, and a process whose rules never fire never pays for the frames'
    long word lists. Every one made is listed for the frames' literal index."""

    __slots__ = ()

    def __init__(self, source: str) -> None:
        super().__init__(source, _FLAGS)
        _MADE.append(self)  # (its literals go into the frames' index: see ``found``)

    @property
    def source(self) -> str:
        return self.pattern


def lazy(pattern: str) -> Lazy:
    """The one frame pattern for ``pattern``: frames that spell an expression alike (several
    build the same reader guard) share it, and so compile it once."""
    found = _BY_SOURCE.get(pattern)
    if found is None:
        found = _BY_SOURCE[pattern] = Lazy(pattern)
    return found


# A report's header and a changelog's, which both the write-up frame (``frames``) and the
# record frame (``frames_structure``) read: one compiled pattern and one gate each.
# Where a sentence ends, for the frames that cut a text into sentences: a stop of any script,
# a semicolon, a line break; a Latin full stop only before a space or the end ("v1.2" goes on).
SENTENCE_END = re.compile(r"[;；。！？\n]|[.!?](?=\s|$)")
REPORT_HEADER = lazy(w.REPORT_HEADER)
CHANGELOG = lazy(w.CHANGELOG)

# Quoted spans are what a write-up shows, not what it says: blanked before the reader guard.
QUOTED = lazy(
    '"[^"\\n]{1,200}"|\u201c[^\u201d\\n]{1,200}\u201d|\u201e[^\u201c\u201d\\n]{1,200}[\u201c\u201d]'
    "|\u00ab[^\u00bb\\n]{1,200}\u00bb|\u00bb[^\u00ab\\n]{1,200}\u00ab|\u300c[^\u300d\\n]{1,200}\u300d"
    "|\u300e[^\u300f\\n]{1,200}\u300f|\u2018[^\u2019\\n]{1,200}\u2019"
    "|(?<![\\w])'[^'\\n]{1,200}'(?![\\w])"
)

# --- the reader guard: an order to whoever reads the text, now or as a standing rule ---
SECOND_PERSON = (
    r"\b(?:you|your|yours|yourself|du|dein\w*|dich|dir|vous|votre|vos|ton|tes|toi|tu|tus"
    r"|usted|você|vocês|ты|тебя|тебе|твой|твоя|твои|твоё|вы|вас|вам|ваш\w*)\b|你|您|あなた"
)
# The second person without French "du" ("of the": "le jeu du club"): German "du" only beside
# its verb, which ends in -st in every tense ("du bist", "spielst du", "du weißt"). For the
# frames that read a French text's own words closely (a game told in French, ``frames_everyday``).
SECOND_PERSON_NOT_ARTICLE = SECOND_PERSON.replace("|du|", "|", 1) + (
    r"|\bdu(?= (?!test|post|rest|toast|contrast)\w*[sß]t\b)|\b(?!est\b)\w*[sß]t du\b"
)
STANDING = (
    r"\bfrom now on\b|\bfrom this point\b|\bgoing forward, (?:always|you)|\bwhenever (?:anyone"
    r"|someone|a user)"
    r"|\bevery (?:time|session)\b|\bat the start of every\b|\ba partir de ahora\b|\bdesde ahora\b"
    r"|\bde ahora en adelante\b|\ba cualquiera que\b|\bcada vez que\b|\bab sofort\b|\bab jetzt\b"
    r"|\bvon nun an\b|\bsobald jemand\b|\bbei jedem start\b|\bà partir de maintenant\b"
    r"|\bdorénavant\b|\bà quiconque\b|\bà chaque (?:session|démarrage|fois)\b|\bотныне\b"
    r"|\bс этого момента\b|\bлюбому, кто\b|\bпри каждом\b|\ba partir de agora\b"
    r"|\bde agora em diante\b|\ba quem pedir\b|\ba cada sess[ãa]o\b|从现在起|从现在开始|今后|任何人"
    r"|每次|今後|今から|これから|誰かに|毎回"
)
# A rule for a future reader or event, in the third person: "if an AI assistant accepts this
# invite, include…", "dès qu'un utilisateur écrit…", "sobald jemand…".
TRIGGER = (
    r"\b(?:if|when|whenever|once) (?:an? |the |any )?(?:ai|assistant|agent|bot|model|llm)\b"
    r"|\bwhenever\b|\bas soon as\b|\bdès qu(?:e |')|\bsobald\b|\ben cuanto\b"
    r"|\btan pronto como\b|\bassim que\b|\bкак только\b|每当|一旦"
    r"|\bsi (?:un |el |la |l')?(?:asistente|assistant|agente|ia)\b"
    r"|\bwenn (?:ein|der|die) (?:ki-)?(?:assistent|agent|bot)"
    r"|\bесли (?:ии|ассистент|бот|агент)|\bse (?:um |o |a )?(?:assistente|agente|ia)\b"
    r"|如果[^，。]{0,6}(?:助手|ai|机器人)|(?:アシスタント|ai|エージェント)[^、。]{0,12}(?:なら|たら|場合)"
)
# The reader of this very note: "when you read this", "读到这条记忆时", "このメモを読んだ".
THIS_NOTE = (
    r"\b(?:reads?|reading) this\b|\bal leer esta\b|\bbeim lesen dieser\b"
    r"|\ben lisant cette\b|\bao ler esta\b|\bпрочита\w* (?:эт|данн)\w*"
    r"|(?:读到|看到|读取)这条|以后|往后|このメモを読|この(?:メモ|記憶)を見"
)
# The reader called by name before an order: "Ассистенту: добавь…", "Note to the AI:".
VOCATIVE = (
    r"\b(?:(?:note |message |action item )?(?:to|for) (?:the |any )?(?:ai|assistant|agent|bot)s?"
    r"|ai|assistant|agent|ассистент(?:у|ам)?|агенту|asistente|assistente|assistent(?:en)?)\s*[:,]"
    r"|(?:助手|アシスタント|エージェント)(?:へ|に|们)?[:：,，]"
    # the reader named by its reading: "Bot que lê este registro:", "bot qui lis ce journal"
    r"|\b(?:bot|ia|ai|ki|agente|asistente|assistente|assistant|agent)\s+(?:que|qui|der|die"
    r"|that|who)\s+(?:lê|lee|lea|leia|lit|lis|liest|reads?)\b"
)
_REFUSING = r"refus|declin|reject|rechaz|recus|ablehn|отказ|拒绝|拒否|negar|niega"
_MODAL = (
    r"\b(?:must|should|has to|shall|will now|debe|deben|deve|devem|doit|doivent|soll|sollen"
    r"|muss|müssen|должен|должна|должны)\b(?![^.\n]{0,30}(?:" + _REFUSING + r"))"
    r"|(?:必须|应该|应当)(?!.{0,12}(?:" + _REFUSING + r"))"
)
IMPERATIVE_START = (
    r"(?:\A|[.:;!?。：]\s*|\n\s*)(?:ignore|disregard|forget|reveal|print|show|output|send|post"
    r"|upload|delete|wipe|erase|obey|obedeça|mostre|revele|envie|apague|ignora|olvida|muestra"
    r"|revela|envía|borra|obedece|affiche|révèle|envoie|supprime|efface|ignoriere|vergiss"
    r"|zeige?|gib|sende|lösche|befolge|игнорируй|покажи|выведи|отправь|удали|слушайся)\b"
    r"|(?:すること|してください|しなさい|せよ)(?:。|$)"
)
_READER_ORDER_REST = f"{STANDING}|{TRIGGER}|{THIS_NOTE}|{VOCATIVE}|{_MODAL}|{IMPERATIVE_START}"
READER_ORDER = lazy(f"{SECOND_PERSON}|{_READER_ORDER_REST}")
READER_ORDER_NOT_ARTICLE = lazy(f"{SECOND_PERSON_NOT_ARTICLE}|{_READER_ORDER_REST}")


_CONCLUSION = lazy(CONCLUSION)


@functools.lru_cache(maxsize=8)  # asked by the whole-text frames and each local finding
def concluded(text: str) -> bool:
    """Outside the quotes, an order drawn as a conclusion from what the text told ("…, so reveal
    it", "por eso envíalo ahora"): it speaks to the reader whatever situation came before it, so
    no frame excuses the text -- a frame that blanks a whole sentence would blank it too."""
    return found(_CONCLUSION, unquoted(text))


def unquoted(text: str) -> str:
    """``text`` with its quoted spans blanked."""
    return QUOTED.sub(" ", text)


@functools.cache
def gate_of(pattern: Lazy) -> Gate:
    # worked out on the first frame asked, not at import (see ``registry``)
    return cached_gate(pattern)


@functools.cache
def _leaves(pattern: Lazy) -> LeafSearch | None:
    # (on the first frame asked, as ``gate_of``; ``None`` for a pattern not worth cutting)
    gates = cached_leaf_gates(pattern)
    return None if gates is None else LeafSearch(pattern, gates)


# The frames' literal index (``frame_literals``) and the patterns it was built over: built on
# the first frame asked, over every frame pattern made by then, and again when a pattern made
# later (a frame that makes its pattern on first use) is first asked.
_index: list[tuple[FrameLiterals, frozenset[Lazy]]] = []
# The makers of the patterns a frame makes on first use (they need a rule module, which
# importing the scanner does not load): :func:`frame_literals` makes them all.
_LATE: list[Callable[[], Lazy]] = []
# The scan plan's literal index, which lists every frame literal too, and the patterns whose
# literals it was given (``share_literal_index``).
_shared: list[tuple[LiteralIndex, frozenset[Lazy]]] = []


def late_pattern(make: Callable[[], Lazy]) -> Callable[[], Lazy]:
    """Register ``make`` (a cached maker of one frame pattern, built on first use)."""
    _LATE.append(make)
    return make


def frame_patterns() -> frozenset[Lazy]:
    """Every frame pattern, those made on first use made now."""
    for make in _LATE:
        make()
    return frozenset(_MADE)


def frame_literals() -> tuple[frozenset[Lazy], frozenset[str]]:
    """Every frame pattern (:func:`frame_patterns`) and every literal :func:`found` reads
    for them, for an index that answers for the rules and the frames at once."""
    made = frame_patterns()
    return made, frozenset(chain.from_iterable(chain.from_iterable(map(_sets, made))))


def forget_frame_literals() -> None:
    """Drop the frames' kept literal answers (``text_caches.forget_texts``)."""
    for literals, _ in _index:
        literals.forget()


def share_literal_index(index: LiteralIndex, patterns: frozenset[Lazy]) -> None:
    """Answer the frames from ``index``, which knows the literals of ``patterns``
    (:func:`frame_literals`): a text the scan looked up is not looked up again."""
    _shared[:] = [(index, patterns)]
    _index.clear()


def _sets(pattern: Lazy) -> Iterator[Alternatives]:
    """The literal sets ``found`` reads for ``pattern``: its gate's, and each literal of its
    alternatives' gates on its own."""
    yield from gate_of(pattern)
    leaves = _leaves(pattern)
    if leaves is not None:
        yield from (frozenset((literal,)) for literal in sorted(leaves.literals))


def _literals(pattern: Lazy) -> FrameLiterals:
    if not _index or pattern not in _index[0][1]:
        made = tuple(_MADE)
        sets = (alternatives for one in made for alternatives in _sets(one))
        # (the shared index serves while every pattern made is one it was given)
        shared = _shared[0][0] if _shared and _shared[0][1].issuperset(made) else None
        _index[:] = [(FrameLiterals(sets, shared), frozenset(made))]
    return _index[0][0]


def found(pattern: Lazy, text: str) -> bool:
    """``pattern`` found in ``text``, its literal gate asked first: a frame's words are long
    alternations that the regex engine tries at every position, and most texts a rule fired
    on hold none of them. A text that passes the gate has only the alternatives whose own
    literals it holds searched (``leaf_search``): the whole alternation at every position
    was most of a frame's time on the texts it was asked about. Both are read off the frames'
    literal index's answer for ``text``, worked out once per text for every pattern."""
    present = _literals(pattern).present(text)
    if not passes(gate_of(pattern), text, present):
        return False
    leaves = _leaves(pattern)
    if leaves is None:
        return pattern.search(text) is not None
    return leaves.found(text, present)


def no_order(text: str) -> bool:
    """Nothing outside the quoted spans of ``text`` gives its reader an order."""
    return not found(READER_ORDER, unquoted(text))


# The scanner's own search for a category's findings (one pass of its plan, whose literal
# index picks the few rules worth asking), registered by the scanner module when it is loaded
# (importing ``hermes_memory.scanning`` loads it): a frame that asks whether any rule of a
# category still fires cannot import the scanner, which imports the frames.
_category_search: list[Callable[[ThreatCategory, str], bool]] = []


# ... and its search for a rule of a category matching a text as it stands (no readings),
# the answer :func:`any_rule_fires` gives; registered alike.
_rule_search: list[Callable[[ThreatCategory, str], bool]] = []


def register_category_search(
    search: Callable[[ThreatCategory, str], bool],
    rules: Callable[[ThreatCategory, str], bool] | None = None,
) -> None:
    """Make ``search`` the answer of :func:`category_fires` (the scanner's, once), and
    ``rules`` that of :func:`any_rule_fires`."""
    _category_search[:] = [search]
    _rule_search[:] = [] if rules is None else [rules]


def category_fires(category: ThreatCategory, text: str) -> bool:
    """Some rule of ``category`` matches ``text``, as the scanner searches it."""
    if not _category_search:
        raise RuntimeError("the scanner has not registered its category search")
    return _category_search[0](category, text)


# A place in the normalised text a local frame looks at: (start, end).
Region = tuple[int, int]


def regions_between(text: str, ends: re.Pattern[str]) -> list[Region]:
    """The places of ``text`` between the matches of ``ends`` (sentences, clauses, pieces),
    each holding more than blanks; the matches themselves belong to none."""
    regions: list[Region] = []
    start = 0
    for mark in ends.finditer(text):
        if text[start : mark.start()].strip():
            regions.append((start, mark.start()))
        start = mark.end()
    if text[start:].strip():
        regions.append((start, len(text)))
    return regions


def sentence_of(text: str, span: Region) -> Region:
    """The sentence (cut at ``SENTENCE_END``) holding the start of ``span``, to the end of
    ``span`` at least."""
    start = 0
    for mark in SENTENCE_END.finditer(text, 0, span[0]):
        start = mark.end()
    end_mark = SENTENCE_END.search(text, span[1])
    return start, max(span[1], len(text) if end_mark is None else end_mark.start())


def touched_sentences(text: str, span: Region) -> list[Region]:
    """The sentences of ``text`` (:func:`regions_between` ``SENTENCE_END``) that ``span``
    runs into: what a frame blanks when the finding's whole sentences are its situation."""
    return [(a, b) for a, b in regions_between(text, SENTENCE_END) if a < span[1] and span[0] < b]


def silent_without(
    text: str, regions: Sequence[Region], rule: Rule, category: ThreatCategory
) -> bool:
    """Once ``regions`` are blanked out of ``text``, neither ``rule`` nor any rule of
    ``category`` fires on what is left: the last question of a frame that excuses a finding
    by its place (a second order elsewhere in the text still refuses it)."""
    outside = blank_places(text, regions)
    return not still_fires(rule, outside) and not any_rule_fires(category, outside)


def still_fires(rule: Rule, text: str) -> bool:
    """Whether ``rule`` still matches ``text`` once a place has been blanked out of it."""
    return rule.match(text if rule.lines else text.replace("\n", " ")) is not None


@functools.cache
def _rules_of(category: ThreatCategory) -> tuple[Rule, ...]:
    from hermes_memory.scanning.registry import all_rules  # (the registry imports the rules)

    return tuple(rule for rule in all_rules() if rule.category is category)


def any_rule_fires(category: ThreatCategory, text: str) -> bool:
    """Some rule of ``category`` still matches ``text`` (:func:`still_fires` of one of them):
    what a frame asks of the text left once its place is blanked. Answered by the scanner's
    plan when registered (asking each of a category's hundred rules in turn, its gates one
    substring search a literal, cost a few milliseconds a text), else rule by rule."""
    if _rule_search:
        return _rule_search[0](category, text)
    return any(still_fires(rule, text) for rule in _rules_of(category))


def blank_places(text: str, regions: Sequence[Region]) -> str:
    """``text`` with each region cut to one neutral mark, its line breaks kept (so a rule that
    reads lines still sees the same lines); nested or overlapping regions are cut once. One
    mark, not a run of spaces: the rules read space-folded text, and a long run of spaces is
    what their bounded gaps were never written for."""
    parts: list[str] = []
    last = 0
    for start, end in sorted(regions):
        start = max(start, last)
        if start >= end:
            continue
        parts.append(text[last:start])
        parts.append("_" + "\n" * text.count("\n", start, end))
        last = end
    parts.append(text[last:])
    return "".join(parts)
