"""Search queries as text: the Hermes sanitizer (spec §6.1) and the project's reading of
punctuation on top of it, the boolean shape of a query, the meaningful terms of a question
typed in plain words, and the FTS5 / CJK-index query strings built from them. Pure
functions, no I/O; every step is linear in the query length (the sanitizer must survive
100k quotes in a 200k-character input). Character classes live in ``text``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hermes_memory.sessions.search.text import (
    CJK_CLASS,
    QueryDialect,
    contains_cjk,
    count_cjk,
    drop_cjk_punctuation,
    is_cjk_char,
    space_out_ascii,
)

__all__ = [
    "MAX_FTS5_QUERY_CHARS",
    "OPERATORS",
    "RUN_SEPARATOR",
    "STOP_WORDS",
    "QueryDialect",
    "QueryTerm",
    "cjk_index_columns",
    "cjk_run_match",
    "cjk_runs",
    "contains_cjk",
    "count_cjk",
    "fts_quote",
    "has_operators",
    "has_search_terms",
    "is_cjk_char",
    "meaningful_terms",
    "operand_count",
    "or_query",
    "sanitize_fts_query",
    "sanitize_query",
    "split_or_groups",
    "term_match",
]

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

_CJK_RUN = re.compile(f"[{CJK_CLASS}]+")


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


# --- CJK ------------------------------------------------------------------------------------


def cjk_runs(text: str) -> list[str]:
    """The maximal runs of CJK characters, in order."""
    return _CJK_RUN.findall(text)


RUN_SEPARATOR = "0"
"""Token written between two runs in the bigram column, so a phrase never spans runs."""


def cjk_index_columns(text: str) -> tuple[str, str] | None:
    """The two columns of the CJK index for one message text, or None without CJK.

    ``bi``: each run as its overlapping bigrams (a one-character run as itself), runs
    separated by :data:`RUN_SEPARATOR`; ``uni``: the distinct characters. The index uses
    the FTS5 ``ascii`` tokenizer, so every non-ASCII character is part of a token and the
    space-separated pieces are indexed exactly as written.
    """
    runs = cjk_runs(text)
    if not runs:
        return None
    pieces: list[str] = []
    seen: dict[str, None] = {}
    for run in runs:
        if pieces:
            pieces.append(RUN_SEPARATOR)
        if len(run) == 1:
            pieces.append(run)
        else:
            pieces.extend(run[k : k + 2] for k in range(len(run) - 1))
        seen.update(dict.fromkeys(run))
    return " ".join(pieces), " ".join(seen)


def cjk_run_match(run: str) -> str:
    """FTS5 expression over the CJK index matching ``run`` as an exact substring."""
    if len(run) == 1:
        return f'uni : "{run}"'
    bigrams = " ".join(run[k : k + 2] for k in range(len(run) - 1))
    return f'bi : "{bigrams}"'


# --- the boolean shape of a query -------------------------------------------------------------


@dataclass(frozen=True)
class QueryTerm:
    """One operand of a query: a word, a quoted phrase (quotes removed) or a prefix."""

    text: str
    negated: bool = False
    phrase: bool = False


_OPERAND = re.compile(r'"[^"]*"|[^\s"]+|"')


def split_or_groups(sanitized: str, *, any_case: bool = True) -> list[list[QueryTerm]]:
    """Read a sanitized query as FTS5 does: OR-separated groups of ANDed terms.

    ``NOT x`` (binary in FTS5) marks ``x`` negated. With ``any_case`` operators are
    recognised in any case, as Hermes's CJK path does (``sp_new and 血管瘤`` is an AND);
    without it only upper case, as FTS5 itself reads them. A group left with no positive
    term is dropped.
    """
    groups: list[list[QueryTerm]] = [[]]
    negate = False
    for match in _OPERAND.finditer(sanitized):
        token = match.group(0)
        upper = token.upper() if any_case else token
        if upper == "OR":
            groups.append([])
            negate = False
        elif upper == "AND":
            continue
        elif upper == "NOT":
            negate = True
        elif token == '"':
            continue
        else:
            phrase = len(token) >= 2 and token[0] == '"' and token[-1] == '"'
            text = token[1:-1] if phrase else token
            if text.strip():
                groups[-1].append(QueryTerm(text, negated=negate, phrase=phrase))
            negate = False
    return [g for g in groups if any(not t.negated for t in g)]


def has_operators(sanitized: str, *, any_case: bool) -> bool:
    """True when the user wrote ``AND``, ``OR`` or ``NOT`` themselves: the query then means
    exactly what it says, and no looser search may be added to it. ``any_case`` as in
    :func:`split_or_groups` (the CJK path reads ``or`` as OR; FTS5 reads it as a word)."""
    for match in _OPERAND.finditer(sanitized):
        token = match.group(0)
        if (token.upper() if any_case else token) in OPERATORS:
            return True
    return False


def operand_count(sanitized: str) -> int:
    """How many words and phrases a sanitized query ANDs or ORs (operators not counted)."""
    return sum(len(group) for group in split_or_groups(sanitized, any_case=False))


def has_search_terms(sanitized: str) -> bool:
    """True when a sanitized query holds a term with a letter or digit to look for; ``""``,
    ``"?"``, ``___`` or a lone operator hold none (FTS5 would find nothing, or fail)."""
    return any(
        any(c.isalnum() for c in term.text)
        for group in split_or_groups(sanitized, any_case=False)
        for term in group
        if not term.negated
    )


def fts_quote(text: str) -> str:
    """A string as one FTS5 string literal (a phrase of its tokens)."""
    return '"' + text.replace('"', '""') + '"'


# --- questions in plain words: the fallback's terms ---------------------------------------

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

_TERM = re.compile("\x00(\\d+)\x00|(\\w+(?:[._-]\\w+)*)(\\*?)")


def meaningful_terms(query: str) -> list[QueryTerm]:
    """The terms worth searching for in a question typed in plain words.

    Quoted phrases are kept whole; other text is split into word tokens (identifiers such as
    ``chat-send`` or ``P2.2`` stay one token, ``deploy*`` stays a prefix); operators, stop
    words and single letters are dropped, and so is the operand of an upper-case ``NOT``;
    names and numbers are kept. First occurrence wins;
    case is ignored for de-duplication (FTS5 folds case anyway).
    """
    text, phrases = _set_aside_phrases(query[:MAX_FTS5_QUERY_CHARS].replace("\x00", " "))
    terms: list[QueryTerm] = []
    seen: set[str] = set()
    negate = False
    for match in _TERM.finditer(text):
        if negate:  # "NOT x": x is what the user does not want, never a term to OR in
            negate = False
            continue
        if match.group(2) == "NOT":
            negate = True
            continue
        if match.group(1) is not None:
            phrase = " ".join(phrases[int(match.group(1))][1:-1].split())
            key = phrase.lower()
            if _WORD_RUN.search(phrase) and key not in seen:
                seen.add(key)
                terms.append(QueryTerm(phrase, phrase=True))
            continue
        word, star = match.group(2), match.group(3)
        key = word.lower()
        if key in seen or word.upper() in OPERATORS or key in STOP_WORDS:
            continue
        if len(word) == 1 and not word.isdigit() and not is_cjk_char(word):
            continue
        seen.add(key)
        terms.append(QueryTerm(word + star))
    return terms


def term_match(term: QueryTerm) -> str:
    """One term as an FTS5 operand: a quoted string, with the prefix star kept outside."""
    if term.text.endswith("*") and not term.phrase:
        return fts_quote(term.text[:-1]) + "*"
    return fts_quote(term.text)


def or_query(terms: list[QueryTerm]) -> str:
    """``"a" OR "b" OR "c d"``: the ranked OR the fallback runs."""
    return " OR ".join(term_match(t) for t in terms)
