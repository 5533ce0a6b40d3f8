"""The vocabulary of session search: how a result was ranked, which path answered it, why
it is empty, and the :class:`SearchResult` the tool and the CLI read to *say so*.

Declarations only; no I/O. The Hermes-shaped hit dicts live in ``SearchResult.hits``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any


class Sort(Enum):
    """The ``sort`` argument: ``None`` ranks by relevance; anything unknown counts as None."""

    NEWEST = "newest"
    OLDEST = "oldest"

    @classmethod
    def parse(cls, value: object) -> Sort | None:
        if isinstance(value, Sort):
            return value
        if not isinstance(value, str):
            return None
        try:
            return cls(value.strip().lower())
        except ValueError:
            return None


class Ranking(Enum):
    """The order the hits are in."""

    BM25 = "bm25"
    """Exact BM25 over every match (FTS5 ``bm25()``), best first."""
    BM25_SESSION = "bm25_session"
    """The question fallback's order: each message's BM25 plus its session's best scores
    and its neighbours' (``rerank``), over the top BM25 candidates."""
    RECENCY = "recency"
    """Too many matches for relevance to separate them: newest first (message time, ties
    by id), over every match."""
    NEWEST = "newest"
    """``sort="newest"``: message time, newest first; equal times by id, highest first."""
    OLDEST = "oldest"
    """``sort="oldest"``: message time, oldest first; equal times by id, lowest first."""
    HYBRID = "hybrid"
    """Words and vectors fused (``hybrid``): each message's lexical rank and its cosine
    with the query, the weights tuned on LoCoMo."""
    NONE = "none"
    """Nothing was searched (empty query, no sources, search unavailable)."""


class MatchKind(StrEnum):
    """How a hit of :meth:`SessionDB.search` matched; its ``match`` key holds the value."""

    EXACT = "exact"
    """The query as typed (phrases, operators and all)."""
    ANY_WORDS = "any_words"
    """Only some of the query's meaningful words (the fallback that fills a thin page)."""
    SEMANTIC = "semantic"
    """No word of the query matched; the message is near it in meaning (vectors)."""


class RecencyReason(Enum):
    """Why a query's matches came newest first instead of by relevance (``plan``)."""

    TOO_MANY_MATCHES = "too_many_matches"
    """More matches than ``COUNT_CAP``: no term separates them."""
    TOO_MUCH_WORK = "too_much_work"
    """Ranking would read more index entries than ``RANK_WORK_CAP`` (``walk``)."""
    NO_SCORE = "no_score"
    """The matches came from a substring scan (``CJK_SCAN``, or messages newer than the CJK
    index) or from two indexes at once (``docker OR 通信``): no relevance score exists."""


class SearchPath(Enum):
    """Which index answered the query."""

    FTS = "fts"
    """``messages_fts`` (word index, porter stemming on our layout)."""
    CJK_INDEX = "cjk_index"
    """Our CJK bigram index ``messages_cjk`` (exact substring semantics)."""
    CJK_SCAN = "cjk_scan"
    """A LIKE scan, Hermes's CJK path: used where the CJK index cannot be kept."""
    NONE = "none"


class Explanation(Enum):
    """Why the hit list looks the way it does; anything but ``FOUND`` means it is empty."""

    FOUND = "found"
    NO_MATCH = "no_match"
    """No message matches (strict query and, where it ran, the fallback)."""
    FILTERED = "filtered"
    """Messages match, but the role, source or inactive filters removed all of them."""
    PAST_END = "past_end"
    """Hits exist, but ``offset`` is past the last one."""
    EMPTY_QUERY = "empty_query"
    """The query is blank, or sanitizes to nothing (only operators or punctuation)."""
    SYNTAX_ERROR = "syntax_error"
    """FTS5 rejected the sanitized query and it held no term to fall back on."""
    NO_SOURCES = "no_sources"
    """``source_filter`` was an empty list: it matches nothing by definition."""
    UNAVAILABLE = "unavailable"
    """FTS5 is missing from this SQLite build or the database has no search index."""
    EMPTY_WINDOW = "empty_window"
    """``after`` is not earlier than ``before``: no time is inside the window."""


@dataclass(frozen=True)
class FilteredCounts:
    """Matches the filters removed, per filter (a row can count under several).

    Counted over at most :data:`~hermes_memory.sessions.search.plan.COUNT_CAP` matches;
    ``matches`` is how many matches were examined.
    """

    matches: int = 0
    role: int = 0
    source: int = 0
    inactive: int = 0
    time: int = 0
    """Matches outside the ``after``/``before`` window."""


@dataclass
class SearchResult:
    """Everything a caller needs to show the hits and explain them.

    ``hits`` are Hermes's ``search_messages`` dicts (``id, session_id, role, snippet,
    timestamp, tool_name, source, model, session_started, context``); from
    :meth:`SessionDB.search` each also says how it matched (``match``: ``"exact"`` or
    ``"any_words"``, see :class:`MatchKind`). The first ``strict_hits`` of them match the
    query as typed; the rest (when ``fallback_used``) match some of ``fallback_terms``.
    """

    query: str
    hits: list[dict[str, Any]] = field(default_factory=list)
    sanitized: str = ""
    path: SearchPath = SearchPath.NONE
    ranking: Ranking = Ranking.NONE
    total_matches: int = 0
    """Messages the (strict) query matched in the index, before filters."""
    total_exact: bool = True
    """False when ``total_matches`` is a lower bound (recency order past the cap)."""
    recency_reason: RecencyReason | None = None
    """Why ``ranking`` is ``RECENCY`` (None otherwise)."""
    rank_work: int | None = None
    """The ranking work the query was judged by, when it was computed (``walk``)."""
    strict_hits: int = 0
    fallback_used: bool = False
    fallback_terms: list[str] = field(default_factory=list)
    fallback_ranking: Ranking | None = None
    fallback_matches: int = 0
    fallback_exact: bool = True
    """False when ``fallback_matches`` is a lower bound (the fallback's OR passed the cap)."""
    fallback_recency_reason: RecencyReason | None = None
    """Why ``fallback_ranking`` is ``RECENCY`` (None otherwise)."""
    fallback_rank_work: int | None = None
    rank_work_limit: int | None = field(default=None, compare=False)
    """The limit ``rank_work`` was judged against when the backend counts work in its own
    unit (PostgreSQL: rows read); None means ``walk.RANK_WORK_CAP``. Shown in the
    message, not in :meth:`as_dict`."""
    fallback_rank_work_limit: int | None = field(default=None, compare=False)
    dropped_terms: list[str] = field(default_factory=list)
    """Fallback terms matching more than the cap alone: too common to rank, left out."""
    explanation: Explanation = Explanation.FOUND
    message: str = ""
    filtered: FilteredCounts | None = None
    syntax_error: str | None = None
    """Why FTS5 rejected the sanitized query, in plain words (never FTS5's raw message); the
    fallback may still run."""
    index_lag: int = 0
    """Messages newer than the CJK index that were searched by a scan instead."""
    semantic: bool = False
    """Vectors took part in the ranking (``ranking`` is ``HYBRID``)."""
    semantic_hits: int = 0
    """Hits found by vectors alone (``match: "semantic"``)."""
    semantic_note: str = ""
    """Why vectors did not take part when an index exists (model missing, another model)."""
    vectors_pending: int = 0
    """Messages not yet embedded when the search ran (a background fill is under way)."""
    snippet_maker: Callable[[str], str] | None = field(default=None, repr=False, compare=False)
    """Builds a hit's snippet from its indexed text (``search.fill_details`` uses it)."""

    @property
    def empty(self) -> bool:
        return not self.hits

    def mark_matches(self) -> None:
        """Say on each hit how it matched: the first ``strict_hits`` exactly, the rest by
        the any-words fallback."""
        for index, hit in enumerate(self.hits):
            kind = MatchKind.EXACT if index < self.strict_hits else MatchKind.ANY_WORDS
            hit["match"] = kind.value

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready view (enums as their values), for ``--json`` output and tools."""
        return {
            "query": self.query,
            "sanitized": self.sanitized,
            "path": self.path.value,
            "ranking": self.ranking.value,
            "total_matches": self.total_matches,
            "total_exact": self.total_exact,
            "recency_reason": self.recency_reason.value if self.recency_reason else None,
            "rank_work": self.rank_work,
            "strict_hits": self.strict_hits,
            "fallback_used": self.fallback_used,
            "fallback_terms": list(self.fallback_terms),
            "fallback_ranking": self.fallback_ranking.value if self.fallback_ranking else None,
            "fallback_matches": self.fallback_matches,
            "fallback_exact": self.fallback_exact,
            "fallback_recency_reason": (
                self.fallback_recency_reason.value if self.fallback_recency_reason else None
            ),
            "fallback_rank_work": self.fallback_rank_work,
            "dropped_terms": list(self.dropped_terms),
            "explanation": self.explanation.value,
            "message": self.message,
            "filtered": None if self.filtered is None else vars(self.filtered).copy(),
            "syntax_error": self.syntax_error,
            "index_lag": self.index_lag,
            "semantic": self.semantic,
            "semantic_hits": self.semantic_hits,
            "semantic_note": self.semantic_note,
            "vectors_pending": self.vectors_pending,
            "count": len(self.hits),
            "hits": self.hits,
        }


@dataclass(frozen=True)
class Filters:
    """The row filters of ``search_messages`` (spec §6.2)."""

    source_filter: tuple[str, ...] | None = None
    exclude_sources: tuple[str, ...] | None = None
    role_filter: tuple[str, ...] | None = None
    include_inactive: bool = False
    after: float | None = None
    """Epoch seconds: only messages at or after this time."""
    before: float | None = None
    """Epoch seconds: only messages strictly before this time."""

    @classmethod
    def of(
        cls,
        source_filter: Any = None,
        exclude_sources: Any = None,
        role_filter: Any = None,
        include_inactive: Any = False,
        after: float | None = None,
        before: float | None = None,
    ) -> Filters:
        """From a search's arguments: empty ``exclude_sources``/``role_filter`` mean no
        filter, an empty ``source_filter`` means no source (Hermes's rule)."""
        return cls(
            source_filter=_names(source_filter),
            exclude_sources=_names(exclude_sources) or None,
            role_filter=_names(role_filter) or None,
            include_inactive=bool(include_inactive),
            after=after,
            before=before,
        )

    def parts(self) -> dict[str, tuple[str, list[Any]]]:
        """Each active filter as a condition over ``m``/``s`` with its params, by name."""
        parts: dict[str, tuple[str, list[Any]]] = {}
        if self.after is not None or self.before is not None:
            window: list[str] = []
            bounds: list[Any] = []
            if self.after is not None:
                window.append("m.timestamp >= ?")
                bounds.append(self.after)
            if self.before is not None:
                window.append("m.timestamp < ?")
                bounds.append(self.before)
            parts["time"] = (" AND ".join(window), bounds)
        if not self.include_inactive:
            parts["inactive"] = ("(m.active = 1 OR m.compacted = 1)", [])
        source: list[str] = []
        params: list[Any] = []
        if self.source_filter is not None:
            source.append(f"s.source IN ({_marks(self.source_filter)})")
            params.extend(self.source_filter)
        if self.exclude_sources:
            source.append(f"s.source NOT IN ({_marks(self.exclude_sources)})")
            params.extend(self.exclude_sources)
        if source:
            parts["source"] = (" AND ".join(source), params)
        if self.role_filter:
            parts["role"] = (f"m.role IN ({_marks(self.role_filter)})", list(self.role_filter))
        return parts

    def sql(self) -> tuple[str, list[Any]]:
        """``AND``-joined conditions over ``m`` (messages) and ``s`` (sessions), and params."""
        parts = self.parts().values()
        params = [p for _, ps in parts for p in ps]
        return (" AND ".join(c for c, _ in parts) or "1"), params


def _marks(values: tuple[str, ...]) -> str:
    return ",".join("?" * len(values))


def _names(value: Any) -> tuple[str, ...] | None:
    """A filter's names; a bare string is one comma-separated list, not its characters."""
    if value is None:
        return None
    if isinstance(value, str):
        return tuple(p.strip() for p in value.split(",") if p.strip())
    return tuple(str(v) for v in value)
