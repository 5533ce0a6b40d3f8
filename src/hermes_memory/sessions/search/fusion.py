"""The hybrid ranking rule: a linear score over what the words, the vectors and the dates
say about each candidate message, with weights fitted on LoCoMo (``benchmarks/recall_fit.py``,
README).

Candidates are the lexical pool (up to 100) and the vector index's nearest (up to 100). Each
gets the features below; its score is their weighted sum. The session features let a
message borrow evidence from its conversation (the answer is often the turn after the one
that names the subject), which is also what orders sessions. Nothing here reads the store.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from hermes_memory.sessions.search.candidate_text import TextFacts
from hermes_memory.sessions.search.types import MatchKind

LEXICAL_TAU = 10.0
"""A lexical hit's rank r counts as ``1 / (1 + r / 10)``; a cosine rank alike."""
SCALE_RANK = 50
"""The cosine of the query's 51st-nearest message is the zero of the scaled cosine."""
ABSOLUTE_FROM = 0.3
VECTOR_POOL = 100
"""Nearest messages taken as candidates (and as the session features' evidence)."""
MIN_COSINE = 0.2
"""Below this a vector-only hit is not shown (MiniLM: unrelated short texts sit at 0-0.2)."""
SESSION_HITS_CAP = 5
SESSION_TAU = 10.0
"""A session whose best lexical hit is the r-th best session counts ``1 / (1 + r / 10)``."""

WEIGHTS: dict[str, float] = {
    "lexical_rank": 2.482,
    "lexical": -1.049,
    "strict": -1.078,
    "share": 1.558,
    "cosine": 0.647,
    "cosine_scaled": 0.000,
    "cosine_rank": 0.873,
    "neighbour_cosine": 0.000,
    "session_best_cosine": 3.625,
    "session_second_cosine": -1.082,
    "session_lexical_hits": -0.615,
    "session_best_lexical": 0.000,
    "rank_times_share": 0.000,
    "cosine_excess": 0.000,
    "neighbour_lexical": 0.390,
    "session_lexical_rank": 0.810,
    "name_share": 2.294,
    "session_word_union": 3.827,
    "length": 4.145,
    "date_match": 4.304,
    "window_cosine": 4.048,
}
"""A listwise fit on all 10 LoCoMo conversations (per question, a softmax over the
candidates should favour the evidence turns, and one over sessions the evidence sessions),
cross-validated by conversation first (``benchmarks/recall_fit.py``, README). The fit keeps
every word, cosine and date weight at or above zero (more evidence never lowers a message);
only the indicators, the session counts and ``length`` may be negative (``lexical``
offsets ``lexical_rank``; a session with many middling neighbours is less specific).
Features that came out 0 are kept so that a refit can use them."""


@dataclass
class Evidence:
    """What the search knows about the candidates of one query."""

    lexical: list[int]
    """Lexical hits, best first (the pool asked for)."""
    strict: int
    """How many of ``lexical`` matched the query as typed."""
    cosines: dict[int, float]
    """Cosine of the vector query with the nearest messages (before the filters)."""
    allowed: set[int] = field(default_factory=set)
    """Messages the search's filters keep: only they are shown, and only their cosine is
    evidence for a neighbour or a session (a filtered-out tool output lifts nothing)."""
    depth: int = VECTOR_POOL
    """Nearest messages taken as candidates (at least :data:`VECTOR_POOL`)."""
    shares: dict[int, float] = field(default_factory=dict)
    """Part of the query's words each candidate holds."""
    sessions: dict[int, str] = field(default_factory=dict)
    """Session of each candidate."""
    neighbours: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)
    """Previous and next message of each candidate in its session."""
    name_shares: dict[int, float] = field(default_factory=dict)
    """Part of the query's names each candidate holds."""
    lengths: dict[int, float] = field(default_factory=dict)
    """Each candidate's length feature (``candidate_text.TextFacts.length``)."""
    words: dict[int, frozenset[str]] = field(default_factory=dict)
    """The query's words each candidate holds (a session's union counts them once)."""
    query_words: int = 0
    """How many (stemmed) words the query asks for: the denominator of the shares."""
    window: tuple[float, float] | None = None
    """``[after, before)`` (epoch seconds) of the date the query names (``query_dates``)."""
    times: dict[int, float] = field(default_factory=dict)
    """When each candidate was written (looked up only when the query names a date)."""
    nearest_order: list[int] | None = field(default=None, init=False, repr=False, compare=False)
    """:meth:`nearest`, worked out once."""

    def candidates(self) -> list[int]:
        """The lexical pool, then the nearest messages it lacks."""
        nearest = self.nearest()[: max(self.depth, VECTOR_POOL)]
        return list(dict.fromkeys(self.lexical + [m for m in nearest if m in self.allowed]))

    def read(self, mid: int, session: str, facts: TextFacts | None) -> None:
        """Record what ``mid``'s text says (``facts`` None: the query has no words)."""
        self.sessions[mid] = session
        if facts is not None:
            self.shares[mid] = facts.share
            self.name_shares[mid] = facts.names
            self.lengths[mid] = facts.length
            self.words[mid] = facts.words

    def nearest(self) -> list[int]:
        """Every scored message, nearest first (sorted once: the cosines never change)."""
        if self.nearest_order is None or len(self.nearest_order) != len(self.cosines):
            self.nearest_order = sorted(self.cosines, key=lambda mid: (-self.cosines[mid], mid))
        return self.nearest_order


def features(evidence: Evidence) -> dict[int, dict[str, float]]:
    """Each candidate's features by name (the keys of :data:`WEIGHTS`)."""
    cosines = evidence.cosines
    nearest = evidence.nearest()
    cosine_rank = {mid: rank for rank, mid in enumerate(nearest)}
    top = cosines[nearest[0]] if nearest else 0.0
    zero = cosines[nearest[min(len(nearest) - 1, SCALE_RANK)]] if nearest else 0.0
    span = (top - zero) or 1.0
    lexical_rank = {mid: rank for rank, mid in enumerate(evidence.lexical)}
    sessions = _Sessions(evidence, lexical_rank)
    wanted = evidence.query_words
    out: dict[int, dict[str, float]] = {}
    for mid in evidence.candidates():
        rank = lexical_rank.get(mid)
        lex = _rank_weight(rank) if rank is not None else 0.0
        cosine = cosines.get(mid, 0.0)
        share = evidence.shares.get(mid, 0.0)
        around = [m for m in evidence.neighbours.get(mid, (None, None)) if m is not None]
        session = evidence.sessions.get(mid, "")
        cos_in_session = sessions.cosines.get(session, [])
        lex_in_session = sessions.lexical.get(session, [])
        session_rank = sessions.lexical_rank.get(session)
        window = [cosine] + [_cosine_of(evidence, m) for m in around]
        out[mid] = {
            "lexical_rank": lex,
            "lexical": float(rank is not None),
            "strict": float(rank is not None and rank < evidence.strict),
            "share": share,
            "cosine": cosine,
            "cosine_scaled": max(0.0, (cosine - zero) / span) if mid in cosines else 0.0,
            "cosine_rank": _rank_weight(cosine_rank[mid]) if mid in cosine_rank else 0.0,
            "neighbour_cosine": max((_cosine_of(evidence, m) for m in around), default=0.0),
            "session_best_cosine": cos_in_session[0] if cos_in_session else 0.0,
            "session_second_cosine": cos_in_session[1] if len(cos_in_session) > 1 else 0.0,
            "session_lexical_hits": min(len(lex_in_session), SESSION_HITS_CAP) / SESSION_HITS_CAP,
            "session_best_lexical": max(lex_in_session, default=0.0),
            "rank_times_share": lex * share,
            "cosine_excess": max(0.0, cosine - ABSOLUTE_FROM),
            "neighbour_lexical": max(
                (_rank_weight(lexical_rank[m]) for m in around if m in lexical_rank),
                default=0.0,
            ),
            "session_lexical_rank": (
                _rank_weight(session_rank, SESSION_TAU) if session_rank is not None else 0.0
            ),
            "name_share": evidence.name_shares.get(mid, 0.0),
            "session_word_union": (
                len(sessions.words.get(session, ())) / wanted if wanted else 0.0
            ),
            "length": evidence.lengths.get(mid, 0.0),
            "date_match": _in_window(evidence, mid),
            "window_cosine": sum(window) / len(window),
        }
    return out


class _Sessions:
    """What each session's candidates say together (evidence for every message in it)."""

    def __init__(self, evidence: Evidence, lexical_rank: dict[int, int]) -> None:
        session_of = evidence.sessions
        self.cosines: dict[str, list[float]] = defaultdict(list)
        # nearest first, so each session's list is already best first
        for mid in (m for m in evidence.nearest()[:VECTOR_POOL] if m in evidence.allowed):
            self.cosines[session_of.get(mid, "")].append(evidence.cosines[mid])
        self.lexical: dict[str, list[float]] = defaultdict(list)
        for mid in evidence.lexical:
            self.lexical[session_of.get(mid, "")].append(_rank_weight(lexical_rank[mid]))
        # sessions in the order of their best lexical hit
        self.lexical_rank = {session: rank for rank, session in enumerate(self.lexical)}
        self.words: dict[str, set[str]] = defaultdict(set)
        for mid, found in evidence.words.items():
            if mid in evidence.allowed:
                self.words[session_of.get(mid, "")] |= found


def fuse(
    evidence: Evidence, weights: dict[str, float] | None = None
) -> list[tuple[int, float, MatchKind]]:
    """Candidates with their scores and how each matched, best first. A vector-only
    candidate below :data:`MIN_COSINE` is left out. ``weights``: :data:`WEIGHTS` unless
    given (the fitting script tries its own)."""
    weights = WEIGHTS if weights is None else weights
    strict = set(evidence.lexical[: evidence.strict])
    lexical = set(evidence.lexical)
    scored: list[tuple[int, float, MatchKind]] = []
    for mid, values in features(evidence).items():
        if mid in strict:
            kind = MatchKind.EXACT
        elif mid in lexical:
            kind = MatchKind.ANY_WORDS
        elif evidence.cosines.get(mid, 0.0) >= MIN_COSINE:
            kind = MatchKind.SEMANTIC
        else:
            continue
        score = sum(weights.get(name, 0.0) * value for name, value in values.items())
        scored.append((mid, score, kind))
    scored.sort(key=lambda item: (-item[1], item[0]))
    return scored


def _rank_weight(rank: int, tau: float = LEXICAL_TAU) -> float:
    return 1.0 / (1.0 + rank / tau)


def _in_window(evidence: Evidence, mid: int) -> float:
    if evidence.window is None or mid not in evidence.times:
        return 0.0
    after, before = evidence.window
    return float(after <= evidence.times[mid] < before)


def _cosine_of(evidence: Evidence, mid: int | None) -> float:
    if mid is None or mid not in evidence.allowed:
        return 0.0
    return evidence.cosines.get(mid, 0.0)
