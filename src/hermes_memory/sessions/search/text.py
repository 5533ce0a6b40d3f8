"""Search text: the one place for the characters, words and quoting every search reads.

Owns the CJK ranges (spec §6.3, with the regex class and the GLOB derived from one table),
the stop words, FTS5 and LIKE escaping, Hermes's sanitizer (spec §6.1) and the punctuation a
query sheds before it. Used by the session store, the ``session_search`` tool (through the
store) and the holographic provider. Pure functions, linear in the text.

Which sets win: the CJK ranges are spec §6.3's, because state.db's CJK trigger is written
with them (a wider set would need a migration of Hermes's files); the holographic provider's
extra compatibility ideographs (U+F900-FAFF) were the only loss, and NFKC folds them into
these ranges anyway. The stop words are the session store's list (277 words): it holds the
provider's 138 but for five chat words (get, got, let, ok, okay) that can carry a topic, and
it is the list the recall benchmark measures the any-words fallback with.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Callable
from enum import Enum


class QueryDialect(Enum):
    """How a search reads ASCII punctuation that FTS5 cannot parse (``?``, ``'``, ``#``, ``!``)."""

    HERMES = "hermes"
    """As Hermes does (spec §6.1): the query is an FTS5 syntax error and finds nothing.
    ``search_messages`` reads queries this way, so code written for Hermes gets its rows."""
    PLAIN = "plain"
    """As a person means it: a space. The project's own search, the tool and the CLI."""


# §6.3 ranges: CJK unified + extension A/B, CJK symbols, hiragana, katakana, hangul.
CJK_RANGES: tuple[tuple[int, int], ...] = (
    (0x4E00, 0x9FFF),
    (0x3400, 0x4DBF),
    (0x20000, 0x2A6DF),
    (0x3000, 0x303F),
    (0x3040, 0x309F),
    (0x30A0, 0x30FF),
    (0xAC00, 0xD7AF),
)
CJK_CLASS = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in CJK_RANGES)
"""The ranges as the inside of a regex character class."""


def _merged(ranges: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return out


CJK_GLOB = "*[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in _merged(CJK_RANGES)) + "]*"
"""SQLite GLOB for "holds a CJK character": the pattern state.db's CJK trigger is written
with (``storage/schema.py`` keeps it as DDL text; a test pins the two equal)."""
CJK_RUN = re.compile(f"[{CJK_CLASS}]+")
_CJK_CHAR = re.compile(f"[{CJK_CLASS}]")

_FTS5_SPACE = frozenset(" \t\n\r")
"""The only ASCII whitespace FTS5's query parser accepts (``\\v``, ``\\f`` are errors)."""
_CONNECTORS = frozenset(".-")
"""Kept between two word characters: the sanitizer quotes ``P2.2`` and ``chat-send``."""
_KEPT = frozenset("_*")
_EDGE = frozenset(string.punctuation)
_TOKEN = re.compile(r"\S+")


def is_cjk_char(char: str) -> bool:
    """True for a code point in the CJK ranges of spec §6.3."""
    cp = ord(char)
    return any(lo <= cp <= hi for lo, hi in CJK_RANGES)


def contains_cjk(text: str) -> bool:
    return _CJK_CHAR.search(text) is not None


def count_cjk(text: str) -> int:
    return len(_CJK_CHAR.findall(text))


def _is_separator(char: str) -> bool:
    """Punctuation or a space: ``。``, ``「``, ``？``, the ideographic space, ``?``."""
    return unicodedata.category(char)[0] in "PZ"


def has_cjk_word(text: str) -> bool:
    """True when ``text`` holds a CJK character that is not punctuation (``。`` is not)."""
    return any(not _is_separator(c) for c in _CJK_CHAR.findall(text))


def phrase_spans(text: str) -> list[tuple[int, int]]:
    """The quoted phrases as the sanitizer pairs them (rule 1): quotes left to right, in
    pairs; ``(start, end)`` spans, quotes included. A last unpaired quote is not a phrase."""
    positions = [i for i, c in enumerate(text) if c == '"']
    return [(positions[k], positions[k + 1] + 1) for k in range(0, len(positions) - 1, 2)]


def _outside_phrases(
    text: str, change: Callable[[str], str], inside: Callable[[str], str] | None = None
) -> str:
    """``change`` applied to the text between quoted phrases (and ``inside`` to each phrase's
    content, when given)."""
    spans = phrase_spans(text)
    if not spans:
        return change(text)
    out: list[str] = []
    last = 0
    for start, end in spans:
        out.append(change(text[last:start]))
        phrase = text[start + 1 : end - 1]
        out.append(f'"{phrase if inside is None else inside(phrase)}"')
        last = end
    out.append(change(text[last:]))
    return "".join(out)


# --- every search -----------------------------------------------------------------------------


def drop_cjk_punctuation(text: str) -> str:
    """Non-ASCII punctuation and spaces become spaces; when the text holds CJK words, so does
    the punctuation at the edges of every word (``안녕?``, ``"世界``, a trailing ``*`` kept)
    and of every quoted phrase (``"通信？"``).

    FTS5's tokenizer ignores such punctuation anyway; the CJK path matches substrings, so
    ``通信？`` would need the ``？`` too. Punctuation inside a word stays (``100%完成``).
    """
    text = _outside_phrases(text, _non_ascii_separators_to_spaces)
    if not has_cjk_word(text):
        return text
    return _outside_phrases(text, lambda part: _TOKEN.sub(_strip_edges, part), _strip_phrase)


def _non_ascii_separators_to_spaces(part: str) -> str:
    if part.isascii():
        return part
    return "".join(" " if not c.isascii() and _is_separator(c) else c for c in part)


def _strip_phrase(phrase: str) -> str:
    start, end = 0, len(phrase)
    while start < end and _is_separator(phrase[start]):
        start += 1
    while end > start and _is_separator(phrase[end - 1]):
        end -= 1
    # a phrase of punctuation alone stays as typed: it holds nothing to search for
    return phrase[start:end] if start < end else phrase


def _strip_edges(match: re.Match[str]) -> str:
    token = match.group(0)
    start, end = 0, len(token)
    while start < end and token[start] in _EDGE:
        start += 1
    while end > start and token[end - 1] in _EDGE:
        end -= 1
    if start == end:
        return " " * len(token)
    star = "*" if "*" in token[end:] else ""
    return token[start:end] + star


# --- the project's own search -------------------------------------------------------------------


def space_out_ascii(text: str) -> str:
    """ASCII punctuation FTS5 cannot parse becomes a space, outside quoted phrases.

    Kept: letters, digits, ``_``, the prefix ``*``, ``.``/``-`` between two word characters
    (the sanitizer quotes ``P2.2``), non-ASCII text, and every character of a word holding
    CJK (the CJK path reads it as a literal substring; its edges go in the sanitizer).
    """
    return _outside_phrases(text, _space_out_part)


def _space_out_part(part: str) -> str:
    out: list[str] = []
    last = 0
    for match in _TOKEN.finditer(part):
        out.append(_fts5_spaces(part[last : match.start()]))
        token = match.group(0)
        out.append(token if has_cjk_word(token) else _fts5_token(token))
        last = match.end()
    out.append(_fts5_spaces(part[last:]))
    return "".join(out)


def _fts5_spaces(gap: str) -> str:
    return "".join(c if c in _FTS5_SPACE or not c.isascii() else " " for c in gap)


def _is_word(char: str) -> bool:
    return char.isalnum() or char == "_"


def _fts5_token(token: str) -> str:
    if token.isalnum():
        return token
    chars = list(token)
    last = len(chars) - 1
    for i, c in enumerate(token):
        if not c.isascii() or c.isalnum() or c in _KEPT:
            continue
        if c in _CONNECTORS and 0 < i < last and _is_word(token[i - 1]) and _is_word(token[i + 1]):
            continue
        chars[i] = " "
    return "".join(chars)


MAX_FTS5_QUERY_CHARS = 2048
"""Rule 0: the raw query is cut to this many characters before anything else."""

_PLACEHOLDER = "\x00{}\x00"
_PLACEHOLDER_RE = re.compile("\x00(\\d+)\x00")
_SPECIALS = str.maketrans(dict.fromkeys('+{}():"^', " "))
_STARS = re.compile(r"\*+")
_LEADING_STAR = re.compile(r"(^|\s)\*")
_LEADING_OPERATOR = re.compile(r"^(?:AND|OR|NOT)\b\s*", re.IGNORECASE)
_TRAILING_OPERATOR = re.compile(r"\s*\b(?:AND|OR|NOT)$", re.IGNORECASE)
_WORD_RUN = re.compile(r"\w+")
OPERATORS = frozenset({"AND", "OR", "NOT"})


# --- the sanitizer (spec §6.1) ------------------------------------------------------------


def sanitize_fts_query(query: str) -> str:
    """Make user text safe for FTS5 MATCH, keeping what the user meant (spec §6.1, in order).

    Before rule 1, beyond Hermes: punctuation around CJK words goes
    (:func:`~hermes_memory.sessions.search.text.drop_cjk_punctuation`), so ``通信？`` finds
    what ``通信`` finds. The result may still be invalid FTS5 (``a AND OR b``,
    ``foo?``); the caller treats that syntax error as "no results", as Hermes does.
    """
    # NUL is our placeholder delimiter; it can never mean anything in a query.
    text = drop_cjk_punctuation(query[:MAX_FTS5_QUERY_CHARS].replace("\x00", " "))
    text, phrases = _set_aside_phrases(text)
    text = text.translate(_SPECIALS)
    text = _STARS.sub("*", text)
    text = _LEADING_STAR.sub(r"\1", text)
    text = text.strip()
    text = _LEADING_OPERATOR.sub("", text, count=1)
    text = _TRAILING_OPERATOR.sub("", text, count=1)
    text = _quote_dotted_tokens(text)
    if phrases:
        text = _PLACEHOLDER_RE.sub(lambda m: phrases[int(m.group(1))], text)
    return text.strip()


def sanitize_query(query: str, dialect: QueryDialect = QueryDialect.PLAIN) -> str:
    """The query as a search in ``dialect`` runs it: Hermes's sanitizer, after (``PLAIN``)
    ASCII punctuation FTS5 cannot parse became spaces, so ``deploy?`` searches ``deploy``."""
    text = query[:MAX_FTS5_QUERY_CHARS].replace("\x00", " ")
    if dialect is QueryDialect.HERMES:
        return sanitize_fts_query(text)
    # Rule 4 can leave a connector or a star at an edge (``deploy.AND`` -> ``deploy.``),
    # which the next round spaces out; a round changes nothing once settled (two do).
    for _ in range(8):
        sanitized = sanitize_fts_query(_trim_operators(space_out_ascii(text)))
        if sanitized == text:
            break
        text = sanitized
    return sanitized


def _trim_operators(text: str) -> str:
    """Every leading and trailing operator word (rule 4 removes one of each)."""
    tokens = text.split()
    i, j = 0, len(tokens)
    while i < j and _edge_operator(tokens[i]):
        i += 1
    while j > i and _edge_operator(tokens[j - 1]):
        j -= 1
    return text if (i, j) == (0, len(tokens)) else " ".join(tokens[i:j])


def _edge_operator(token: str) -> bool:
    # rule 4 reads ``and`` in any case; ``AND*`` is an operator to FTS5 (and then an
    # error), while ``and*`` is a prefix search for "android"
    core = token.strip("*")
    return core in OPERATORS or (core.upper() in OPERATORS and not token.endswith("*"))


def _set_aside_phrases(text: str) -> tuple[str, list[str]]:
    """Rule 1: pair quotes left to right; a pair becomes a placeholder, a lone quote a space."""
    positions = [i for i, c in enumerate(text) if c == '"']
    if not positions:
        return text, []
    phrases: list[str] = []
    out: list[str] = []
    last = 0
    paired = len(positions) - len(positions) % 2
    for k in range(0, paired, 2):
        start, end = positions[k], positions[k + 1]
        out.append(text[last:start])
        out.append(_PLACEHOLDER.format(len(phrases)))
        phrases.append(text[start : end + 1])
        last = end + 1
    if paired < len(positions):
        lone = positions[-1]
        out.append(text[last:lone])
        out.append(" ")
        last = lone + 1
    out.append(text[last:])
    return "".join(out), phrases


def _quote_dotted_tokens(text: str) -> str:
    """Rule 5: quote every ``word([._-]word)+`` token, in one linear pass.

    Equivalent to ``re.sub(r"\\w+(?:[._-]\\w+)+", ...)`` (leftmost, greedy), but the regex
    form backtracks quadratically over a long word with no separator. A match always starts
    at the start of a word run: it either chains runs through ``.``/``-`` separators, or is a
    single run with an interior underscore (``_`` is itself a word character).
    """
    runs = list(_WORD_RUN.finditer(text))
    if not runs:
        return text
    out: list[str] = []
    last = 0
    i = 0
    n = len(text)
    while i < len(runs):
        start, end = runs[i].span()
        j = i
        while (
            end < n - 1
            and text[end] in ".-"
            and j + 1 < len(runs)
            and runs[j + 1].start() == end + 1
        ):
            j += 1
            end = runs[j].end()
        if j > i or "_" in text[start + 1 : end - 1]:
            out.append(text[last:start])
            out.append(f'"{text[start:end]}"')
            last = end
        i = j + 1
    out.append(text[last:])
    return "".join(out)


# --- escaping ----------------------------------------------------------------------------------


def fts_quote(text: str) -> str:
    """A string as one FTS5 string literal (a phrase of its tokens)."""
    return '"' + text.replace('"', '""') + '"'


def escape_like(text: str) -> str:
    """``text`` for a LIKE pattern with ``ESCAPE '\\'``: ``\\``, ``%`` and ``_`` escaped."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


# --- stop words ----------------------------------------------------------------------------------

# English function words, question words and auxiliaries: they carry no topic, and ANDing
# them is what makes a question typed verbatim find nothing. Content words, names and
# numbers are never listed here.
_STOP_TEXT = """
    a about above across after afterwards again against ago all almost along already also
    although always am among an and another any anybody anyhow anyone anything anyway
    anywhere are aren around as at be became because become becomes been before beforehand
    behind being below beside besides between beyond both but by can cannot could couldn
    d did didn do does doesn doing don done down during each either else elsewhere enough
    etc even ever every everyone everything everywhere except few for former formerly from
    further had hadn has hasn have haven having he hence her here hereafter hereby herein
    hers herself him himself his how however i ie if in indeed into is isn it its itself
    just ll m may maybe me meanwhile might mine more moreover most mostly much must mustn
    my myself namely neither never nevertheless next no nobody none noone nor not nothing
    now nowhere o of off often on once one ones only onto or other others otherwise ought
    our ours ourselves out over own per perhaps please quite rather re really s same shall
    shan she should shouldn since so some somehow someone something sometime sometimes
    somewhere still such t than that the their theirs them themselves then thence there
    thereafter thereby therefore therein thereupon these they this those though through
    throughout thru thus to together too toward towards u under until up upon us ve very
    via was wasn we well were weren what whatever when whence whenever where whereafter
    whereas whereby wherein whereupon wherever whether which while whither who whoever
    whole whom whose why will with within without won would wouldn y yes yet you your yours
    yourself yourselves
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())
