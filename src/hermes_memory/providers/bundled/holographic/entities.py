"""Entity extraction from fact text: quoted names, ``X aka Y`` pairs, capitalised phrases.

Pure text work, no SQL: candidates are found in text order, overlapping hits are resolved
(quotes beat aka, aka beats capitalisation), cleaned, filtered for low-signal phrases and
deduplicated by :func:`entity_key`. Resolution against the entity table lives in the store.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import IntEnum

MAX_ENTITY_CHARS = 80
MAX_ENTITY_WORDS = 8
MAX_AKA_TOKENS = 6
MAX_AKA_LOWER_TOKENS = 2


class Source(IntEnum):
    """Which extractor found a span; a higher value wins an overlap."""

    IMPLICIT = 1
    AKA = 2
    QUOTED = 3


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    text: str
    source: Source
    sentence_initial: bool = False


# A quote counts only when its outer side does not touch a word character, so the
# apostrophes of don't / user's / uv's never open a quoted span.
_QUOTED = re.compile(
    r"""(?<![\w'"‘’“”])(?:"([^"\n]+)"|'([^'\n]+)'|“([^”\n]+)”|‘([^’\n]+)’)(?![\w'"‘’“”])"""
)
_WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
_AKA = re.compile(r"\b(?:aka|a\.k\.a\.?|also\s+known\s+as)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?]['\")\]]*\s*$|\n\s*$|^\s*$")
_PARTICLES = frozenset({"van", "von", "de", "der", "den", "da", "di", "du", "del", "la", "le"})
_ARTICLES = frozenset({"the", "a", "an"})
_EDGE = " \t\r\n.,;:!?\"'`()[]{}<>«»“”‘’*_#|/\\-–—"

# Sentence-initial capitals that are grammar, not names: "So Apple…", "Using Python…".
_INITIAL_FUNCTION_WORDS_TEXT = """
    the a an this that these those so but and or if when while then also after before
    once since because although though however therefore thus still yet maybe perhaps
    please verify check use using used make run running add adding set setting let see
    ask tell try trying install installing update updating deploy deploying build building
    test testing move moving switch switching fix fixing create creating remember note
    i we you he she they it my our your his her their its there here what why how where
    who which just yes no not ok okay hey hi hello today yesterday tomorrow now in on at
    for from with by to of as is are was were be been do does did have has had will would
    should could can may might must every each all some any many most several both either
    neither per via about according don doesn didn isn aren wasn weren won wouldn shouldn
    couldn haven hasn hadn
    """
_INITIAL_FUNCTION_WORDS = frozenset(_INITIAL_FUNCTION_WORDS_TEXT.split())
# Headings and boilerplate that look like names when capitalised.
_GENERIC_WORDS_TEXT = """
    current status important note notes update updates summary next steps step todo action
    items item key points point background context overview details detail final result
    results conclusion conclusions general info information new old main quick reminder
    warning error issue issues question questions answer problem solution task tasks plan
    goal goals progress follow up done open closed pending known recent latest
    """
_GENERIC_WORDS = frozenset(_GENERIC_WORDS_TEXT.split())


def entity_key(name: str) -> str:
    """The dedupe / lookup key: casefolded, with ``-``, ``_`` and whitespace runs as one space."""
    return " ".join(re.sub(r"[-_\s]+", " ", unicodedata.normalize("NFKC", name)).casefold().split())


def clean_entity(raw: str) -> str | None:
    """NFKC, collapsed whitespace, edge punctuation trimmed, possessive dropped; None if junk."""
    text = " ".join(unicodedata.normalize("NFKC", raw).split()).strip(_EDGE)
    for suffix in ("'s", "’s"):
        if text.lower().endswith(suffix):
            text = text[: -len(suffix)].rstrip(_EDGE)
    if not text or len(text) > MAX_ENTITY_CHARS or len(text.split()) > MAX_ENTITY_WORDS:
        return None
    if not any(ch.isalnum() for ch in text):
        return None
    if len(text) == 1 and text.isascii() and text.islower():
        return None
    return text


def _is_capitalised(word: str) -> bool:
    # An initial capital plus a lowercase letter or digit somewhere: rules out "I", "OK", "CEO".
    return word[0].isupper() and any(ch.islower() or ch.isdigit() for ch in word[1:])


def _base_word(word: str) -> str:
    """``It's`` -> ``it``: the word a contraction or possessive is built on, lowercased."""
    return re.split(r"['’]", word, maxsplit=1)[0].lower()


def _starts_sentence(text: str, index: int) -> bool:
    return bool(_SENTENCE_END.search(text[:index]))


def _quoted_spans(text: str) -> list[_Span]:
    spans = []
    for match in _QUOTED.finditer(text):
        inner = next(group for group in match.groups() if group is not None)
        spans.append(_Span(match.start(), match.end(), inner, Source.QUOTED))
    return spans


def _words(text: str) -> list[re.Match[str]]:
    return list(_WORD.finditer(text))


def _joined_by_space(text: str, left: re.Match[str], right: re.Match[str]) -> bool:
    gap = text[left.end() : right.start()]
    return bool(gap) and gap.isspace() and "\n" not in gap


def _capitalised_runs(text: str) -> list[list[re.Match[str]]]:
    """Maximal runs of capitalised words (name particles allowed between two of them)."""
    words = _words(text)
    runs: list[list[re.Match[str]]] = []
    current: list[re.Match[str]] = []
    pending: list[re.Match[str]] = []  # particles waiting for a capitalised word
    for word in words:
        token = word.group()
        previous = (pending or current)[-1] if (pending or current) else None
        adjacent = previous is not None and _joined_by_space(text, previous, word)
        if _is_capitalised(token):
            if current and adjacent:
                current.extend(pending)
                current.append(word)
            else:
                if current:
                    runs.append(current)
                current = [word]
            pending = []
        elif current and adjacent and token.lower() in _PARTICLES and len(pending) < 2:
            pending.append(word)
        else:
            if current:
                runs.append(current)
            current, pending = [], []
    if current:
        runs.append(current)
    return runs


def _implicit_spans(text: str) -> list[_Span]:
    spans = []
    for run in _capitalised_runs(text):
        initial = _starts_sentence(text, run[0].start())
        if initial and _base_word(run[0].group()) in _INITIAL_FUNCTION_WORDS:
            run = run[1:]  # "The Robosmart Pilot" -> "Robosmart Pilot"; too short is dropped below
            while run and run[0].group().lower() in _PARTICLES:
                run = run[1:]
        if len(run) < 2:
            continue
        start, end = run[0].start(), run[-1].end()
        spans.append(_Span(start, end, text[start:end], Source.IMPLICIT, initial))
    return spans


def _aka_side(text: str, words: list[re.Match[str]], *, left: bool) -> list[re.Match[str]]:
    """The name on one side of an aka keyword: a capitalised term or a short lowercase one."""
    if not words:
        return []
    ordered = list(reversed(words)) if left else list(words)
    first = ordered[0]
    if left and first.group().lower() in _ARTICLES:
        return []
    if not left:
        while ordered and ordered[0].group().lower() in _ARTICLES:
            ordered = ordered[1:]
        if not ordered:
            return []
        first = ordered[0]
    taken = [first]
    capitalised = _is_capitalised(first.group()) or first.group().isupper()
    limit = MAX_AKA_TOKENS if capitalised else (1 if left else MAX_AKA_LOWER_TOKENS)
    for word in ordered[1:]:
        if len(taken) >= limit or not _joined_by_space(
            text, *((word, taken[-1]) if left else (taken[-1], word))
        ):
            break
        token = word.group()
        if capitalised:
            fits = _is_capitalised(token) or token.lower() in _PARTICLES
        else:
            fits = token.islower() and token not in _INITIAL_FUNCTION_WORDS
        if not fits:
            break
        taken.append(word)
    while taken and taken[-1].group().lower() in _PARTICLES:
        taken.pop()
    if left:
        taken.reverse()
        while taken and taken[0].group().lower() in _ARTICLES:
            taken.pop(0)
    return taken


def _aka_spans(text: str) -> list[_Span]:
    spans = []
    for match in _AKA.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line_end = len(text) if line_end < 0 else line_end
        before = [w for w in _words(text) if line_start <= w.start() and w.end() <= match.start()]
        after = [w for w in _words(text) if match.end() <= w.start() and w.end() <= line_end]
        if before and not _joined_by_space(text, before[-1], match):
            continue
        if after and not _joined_by_space(text, match, after[0]):
            continue
        left_words = _aka_side(text, before, left=True)
        right_words = _aka_side(text, after, left=False)
        if not left_words or not right_words:
            continue
        for side in (left_words, right_words):
            start, end = side[0].start(), side[-1].end()
            spans.append(_Span(start, end, text[start:end], Source.AKA))
    return spans


def _is_low_signal(phrase: str) -> bool:
    words = [w.lower() for w in phrase.split()]
    return bool(words) and (words[0] in {"no", "not"} or all(w in _GENERIC_WORDS for w in words))


def _resolve_overlaps(spans: list[_Span]) -> list[_Span]:
    kept: list[_Span] = []
    for span in sorted(spans, key=lambda s: (-s.source, s.start, -(s.end - s.start))):
        if any(span.start < other.end and other.start < span.end for other in kept):
            continue
        kept.append(span)
    return sorted(kept, key=lambda s: s.start)


def extract_entities(text: str) -> list[str]:
    """Entity names in ``text``, in text order, cleaned and deduplicated (first spelling wins)."""
    if not text:
        return []
    spans = _resolve_overlaps(_quoted_spans(text) + _aka_spans(text) + _implicit_spans(text))
    names: list[str] = []
    seen: set[str] = set()
    for span in spans:
        name = clean_entity(span.text)
        if name is None:
            continue
        if span.source is Source.IMPLICIT and span.sentence_initial and _is_low_signal(name):
            continue
        key = entity_key(name)
        if key and key not in seen:
            seen.add(key)
            names.append(name)
    return names
