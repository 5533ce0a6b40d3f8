"""One search over the PostgreSQL store: count, rank or order, filter, load the hits.

Mirrors ``sessions/search/engine.py`` and ``plan.py``: matches are counted up to
``COUNT_CAP``; at most that many are ranked by relevance (``ts_rank_cd``), more come newest
first (``RECENCY``); ``sort`` orders by message time, ties by id. Filters are
``Filters.parts()``, the same conditions state.db applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hermes_memory.sessions.search.context import decode_content, preview_text
from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.rerank import POOL, boosted_order
from hermes_memory.sessions.search.types import (
    Filters,
    Ranking,
    RecencyReason,
    Sort,
)
from hermes_memory.storage.postgres.query_sql import INDEXED_TEXT, Compiled
from hermes_memory.storage.postgres.rows import stored_content

FROM = "FROM hm_messages m JOIN hm_sessions s ON s.owner = m.owner AND s.id = m.session_id"


RANK_ROWS_CAP = 2_000
"""Most matches ranked by ``ts_rank``; more (up to ``COUNT_CAP``) come newest first with
``recency_reason=too_much_work``. Ranking reads each match's tsvector (~10 µs a row on a
busy 2-core machine): this is the PostgreSQL measure of state.db's ``RANK_WORK_CAP``, and
``rank_work`` reports it as the number of matches ranked or refused."""

PHRASE_CHECK_CAP = 2_000
"""Most rows holding a phrase's words that are checked for the phrase. The GIN index
knows which rows hold the words, not in which order: each such row's tsvector is read
to check (~3 µs a row). When the words occur together in more rows than this, the newest
messages are checked instead, in time order, at most ``PHRASE_WALK_CAP`` of them, until
the page is full (``recency_reason=too_much_work``, ``rank_work`` = the rows holding the
words, counted up to the cap + 1, ``total_matches`` = the phrase matches found, a lower
bound)."""
PHRASE_WALK_CAP = 5_000
"""Most messages read, newest first, for a phrase past ``PHRASE_CHECK_CAP`` (~3 µs each:
reading them in time order costs no more than finding the words' rows first, 30k at
100k messages for two common words, did)."""


@dataclass(frozen=True)
class Page:
    ids: list[int]
    ranking: Ranking
    matches: int
    exact: bool
    reason: RecencyReason | None
    work: int | None = None
    limit: int | None = None
    """The limit ``work`` was judged against (``RANK_ROWS_CAP`` or ``PHRASE_CHECK_CAP``)."""
    newest_only: bool = False
    """A phrase checked in the newest ``PHRASE_WALK_CAP`` messages only."""


def filter_sql(filters: Filters) -> dict[str, tuple[str, list[Any]]]:
    """``Filters.parts()`` with PostgreSQL placeholders."""
    return {k: (sql.replace("?", "%s"), ps) for k, (sql, ps) in filters.parts().items()}


def count_sql(query: Compiled) -> str:
    """A bounded count of the matches before filters (no session join needed)."""
    return (
        f"(SELECT count(*) FROM (SELECT 1 FROM hm_messages m WHERE m.owner = %s"
        f" AND {query.where} LIMIT %s) q)"
    )


def plan_for_search(cur: Any) -> None:
    """Steer this transaction's plans onto the indexes. The planner guesses a tsquery's
    selectivity badly (a two-word phrase: 15,844 rows guessed, 920 found, at 100k) and
    then prefers a sequential scan, which detoasts every message's tsvector: ~0.5 s where
    the GIN bitmap takes milliseconds. ``SET LOCAL`` ends with the transaction."""
    cur.execute("SET LOCAL enable_seqscan = off")


def count(cur: Any, owner: str, query: Compiled, cap: int = COUNT_CAP) -> int:
    """Matches of ``query`` before filters, counted up to ``cap + 1``."""
    cur.execute(f"SELECT {count_sql(query)} AS n", [owner, *query.params, cap + 1])
    return int(cur.fetchone()["n"])


def counts(cur: Any, owner: str, queries: list[Compiled], cap: int = COUNT_CAP) -> list[int]:
    """:func:`count` of several queries in one round trip."""
    if not queries:
        return []
    params: list[Any] = []
    for query in queries:
        params += [owner, *query.params, cap + 1]
    columns = ", ".join(f"{count_sql(q)} AS n{k}" for k, q in enumerate(queries))
    cur.execute(f"SELECT {columns}", params)
    row = cur.fetchone()
    return [int(row[f"n{k}"]) for k in range(len(queries))]


def ranked_page(
    cur: Any,
    owner: str,
    query: Compiled,
    filters: Filters,
    want: int,
    sort: Sort | None,
    exclude: list[int] | None = None,
    *,
    skip: bool = False,
    boost: bool = False,
    over_cap: bool = False,
) -> Page:
    """The first ``want`` ids of the filtered matches, in the order the result states;
    ``skip`` (a query state.db could not parse) gives an empty page without a query;
    ``boost`` re-scores the best ``POOL`` with their session and neighbours (the any-words
    fallback, as state.db's ``rerank``); ``over_cap``: the caller already knows there are
    more than ``COUNT_CAP`` matches (one of the OR'd terms alone has), so the first pass is
    skipped.

    One statement counts at most ``COUNT_CAP + 1`` matches and, within the cap, returns
    the page in order (``_within_cap``). Only past the cap does a second query walk the
    time index for the newest survivors.
    """
    if skip:
        return Page([], Ranking.NONE, 0, True, None)
    keep, keep_params = keep_sql(filters, exclude)
    if query.loose is not None and not over_cap:
        loose = Compiled(query.loose, query.loose_params)
        if count(cur, owner, loose, PHRASE_CHECK_CAP) > PHRASE_CHECK_CAP:
            return _newest_checked(cur, owner, query, (keep, keep_params), want, sort)
    if not over_cap:
        page = _within_cap(cur, owner, query, (keep, keep_params), want, sort, boost)
        if page is not None:
            return page
    sql, params = newest_sql(owner, query, (keep, keep_params), want, sort)
    cur.execute(sql, params)
    return newest_page([int(r["id"]) for r in cur.fetchall()], sort)


def newest_sql(
    owner: str, query: Compiled, keep: tuple[str, list[Any]], want: int, sort: Sort | None
) -> tuple[str, list[Any]]:
    """The statement of the page past the cap: the first ``want`` filtered matches in
    time order (newest first unless ``sort`` is oldest), as rows of ``id``."""
    way = "ASC" if sort is Sort.OLDEST else "DESC"
    return (
        f"SELECT m.id {FROM} WHERE m.owner = %s AND {query.where} AND {keep[0]}"
        f" ORDER BY m.timestamp {way}, m.id {way} LIMIT %s",
        [owner, *query.params, *keep[1], max(0, want)],
    )


def newest_page(ids: list[int], sort: Sort | None) -> Page:
    """The page past the cap, as the result states it."""
    if sort is not None:
        return Page(ids, Ranking(sort.value), COUNT_CAP, False, None)
    return Page(ids, Ranking.RECENCY, COUNT_CAP, False, RecencyReason.TOO_MANY_MATCHES)


def first_pass(
    cur: Any,
    owner: str,
    query: Compiled,
    filters: Filters,
    want: int,
    sort: Sort | None,
    exclude: list[int] | None = None,
    *,
    boost: bool = False,
    reach: int = COUNT_CAP + 1,
) -> Page | None:
    """:func:`ranked_page`'s first pass alone, for a query without a phrase: the page when
    ``query`` has at most ``COUNT_CAP`` matches, or fewer than ``reach`` (the caller knows
    there are: then past the cap the newest), else None (one statement)."""
    keep = keep_sql(filters, exclude)
    return _within_cap(cur, owner, query, keep, want, sort, boost, reach)


def keep_sql(filters: Filters, exclude: list[int] | None) -> tuple[str, list[Any]]:
    """The filters (and the ids left out) as one condition over ``m`` and ``s``."""
    parts = list(filter_sql(filters).values())
    keep = " AND ".join(c for c, _ in parts) or "TRUE"
    params: list[Any] = [p for _, ps in parts for p in ps]
    if exclude:
        keep += " AND NOT (m.id = ANY(%s))"
        params.append(exclude)
    return keep, params


def _newest_checked(
    cur: Any,
    owner: str,
    query: Compiled,
    keep: tuple[str, list[Any]],
    want: int,
    sort: Sort | None,
) -> Page:
    """A phrase whose words occur together in more than ``PHRASE_CHECK_CAP`` rows: the
    newest (or oldest) ``PHRASE_WALK_CAP`` messages are checked for it, in time order, a
    chunk at a time until ``want`` of them pass the filters.

    One statement walks them all and returns the rows holding the phrase with their
    places; the chunks are counted here (``found`` is what the chunked walk would have
    checked), so a rare phrase costs one round trip instead of one per chunk."""
    if want <= 0:
        found, complete, shown = 0, False, list[int]()
    else:
        way = "ASC" if sort is Sort.OLDEST else "DESC"
        order = f"m.timestamp {way}, m.id {way}"
        cur.execute(
            # the walk's rows are named ``m`` again, so the query's condition reads them
            f"WITH w AS MATERIALIZED (SELECT m.id, m.keep, ({query.where}) AS hit,"
            f" row_number() OVER (ORDER BY {order}) AS place"
            f" FROM (SELECT m.id, m.timestamp, m.tsv, ({keep[0]}) AS keep {FROM}"
            f" WHERE m.owner = %s ORDER BY {order} LIMIT %s) m)"
            " SELECT (SELECT count(*) FROM w) AS walked,"
            " ARRAY(SELECT place FROM w WHERE hit ORDER BY place) AS places,"
            " ARRAY(SELECT id FROM w WHERE hit ORDER BY place) AS ids,"
            " ARRAY(SELECT coalesce(keep, FALSE) FROM w WHERE hit ORDER BY place) AS keeps",
            [*query.params, *keep[1], owner, PHRASE_WALK_CAP],
        )
        row = cur.fetchone()
        hits = list(zip(row["places"], row["ids"], row["keeps"], strict=True))
        shown, end = [], PHRASE_WALK_CAP
        for place, message_id, kept in hits:
            if kept:
                shown.append(int(message_id))
                if len(shown) == want:  # the chunk holding this row is the walk's last
                    step = max(4 * want, 1_000)
                    end = min(PHRASE_WALK_CAP, -(-int(place) // step) * step)
                    break
        found = sum(1 for place, _, _ in hits if place <= end)
        complete = int(row["walked"]) < end  # the walk reached the first message
    exact = complete
    if sort is not None:
        return Page(shown[:want], Ranking(sort.value), found, exact, None, newest_only=True)
    reason = RecencyReason.TOO_MUCH_WORK
    work = PHRASE_CHECK_CAP + 1  # rows holding the words: counted that far
    return Page(shown[:want], Ranking.RECENCY, found, exact, reason, work, PHRASE_CHECK_CAP, True)


def _ids(rows: list[Any], want: int) -> list[int]:
    return [int(r["id"]) for r in rows[: max(0, want)]]


def _within_cap(
    cur: Any,
    owner: str,
    query: Compiled,
    keep: tuple[str, list[Any]],
    want: int,
    sort: Sort | None,
    boost: bool,
    reach: int = COUNT_CAP + 1,
) -> Page | None:
    """The first pass, in one statement: the first ``reach`` matches are counted
    and, within the cap, the survivors of the filters come back already in order (by
    rank when ``RANK_ROWS_CAP`` allows, else newest first; by time for ``sort``), at most
    the page (or the re-ranking pool). Sending all the matches back to be ordered here
    cost more than finding them. Past the cap but short of ``reach`` (every match was
    read), the page newest first (or in ``sort`` order). None at ``reach``: the caller
    walks the time index."""
    take = max(POOL, want) if boost else want
    way = "ASC" if sort is Sort.OLDEST else "DESC"
    if sort is not None:
        score, score_params, order = "NULL::real", [], f"h.timestamp {way}, h.id {way}"
    else:
        # read each survivor's tsvector again only when it will be ranked
        score = (
            f"CASE WHEN t.n <= %s THEN (SELECT {query.rank} FROM hm_messages m"
            " WHERE m.id = h.id) END"
        )
        score_params = [RANK_ROWS_CAP, *query.rank_params]
        order = "score DESC NULLS LAST, h.timestamp DESC, h.id DESC"
    past, past_params = "", list[Any]()
    if reach > COUNT_CAP + 1:
        past = (
            " UNION ALL (SELECT h.id, h.session_id, h.timestamp, NULL::real FROM hits h"
            f" WHERE h.keep AND t.n > %s AND t.n < %s"
            f" ORDER BY h.timestamp {way}, h.id {way} LIMIT %s)"
        )
        past_params = [COUNT_CAP, reach, max(0, want)]
    cur.execute(
        f"WITH hits AS MATERIALIZED (SELECT m.id, m.session_id, m.timestamp, ({keep[0]}) AS keep"
        f" {FROM} WHERE m.owner = %s AND {query.where} LIMIT %s),"
        " total AS (SELECT count(*) AS n FROM hits)"
        " SELECT t.n, x.id, x.session_id, x.score FROM total t LEFT JOIN LATERAL"
        f" ((SELECT h.id, h.session_id, h.timestamp, {score} AS score FROM hits h"
        f" WHERE h.keep AND t.n <= %s ORDER BY {order} LIMIT %s){past}) x ON TRUE",
        [*keep[1], owner, *query.params, reach, *score_params, COUNT_CAP, take, *past_params],
    )
    rows = cur.fetchall()
    n = int(rows[0]["n"])
    kept = [r for r in rows if r["id"] is not None]
    if n > COUNT_CAP:
        return newest_page(_ids(kept, want), sort) if n < reach else None
    if sort is not None:
        return Page(_ids(kept, want), Ranking(sort.value), n, True, None)
    if n > RANK_ROWS_CAP:
        reason = RecencyReason.TOO_MUCH_WORK
        return Page(_ids(kept, want), Ranking.RECENCY, n, True, reason, n, RANK_ROWS_CAP)
    if boost and kept:
        scores = {int(r["id"]): float(r["score"] or 0.0) for r in kept}
        pool = [(int(r["id"]), str(r["session_id"])) for r in kept]
        near = neighbours(cur, owner, [mid for mid, _ in pool])
        ids = boosted_order(pool, scores, near, want)
        return Page(ids, Ranking.BM25_SESSION, n, True, None, n, RANK_ROWS_CAP)
    return Page(_ids(kept, want), Ranking.BM25, n, True, None, n, RANK_ROWS_CAP)


def load_hits(
    cur: Any, owner: str, ids: list[int], snippet: Any, *, context: bool
) -> list[dict[str, Any]]:
    """Hermes-shaped hit dicts for ``ids``, in that order."""
    if not ids:
        return []
    # the text only when snippets are made from it: 300 hits carry ~200 kB of it
    text = INDEXED_TEXT if snippet is not None else "''"
    cur.execute(
        "SELECT m.id, m.session_id, m.role, m.tool_name, m.timestamp, s.source, s.model,"
        f" s.started_at, {text} AS indexed {FROM} WHERE m.owner = %s AND m.id = ANY(%s)",
        (owner, ids),
    )
    rows = {int(r["id"]): r for r in cur.fetchall()}
    hits = [
        {
            "id": r["id"],
            "session_id": r["session_id"],
            "role": r["role"],
            "snippet": snippet(r["indexed"]) if snippet is not None else "",
            "timestamp": r["timestamp"],
            "tool_name": r["tool_name"],
            "source": r["source"],
            "model": r["model"],
            "session_started": r["started_at"],
            "context": [],
        }
        for i in ids
        if (r := rows.get(i)) is not None
    ]
    if context:
        add_context(cur, owner, hits)
    return hits


def neighbours(cur: Any, owner: str, ids: list[int]) -> dict[int, tuple[int | None, int | None]]:
    """Previous and next message of each id in its session, by ``(timestamp, id)``."""
    if not ids:
        return {}
    cur.execute(_NEIGHBOURS, (owner, ids))
    return {int(r["id"]): (r["prev"], r["next"]) for r in cur.fetchall()}


def add_context(cur: Any, owner: str, hits: list[dict[str, Any]]) -> None:
    """Each hit's previous message, itself and its next, by ``(timestamp, id)``."""
    if not hits:
        return
    pairs = neighbours(cur, owner, [int(h["id"]) for h in hits])
    wanted = {i for pair in pairs.values() for i in pair if i is not None}
    wanted.update(int(h["id"]) for h in hits)
    cur.execute(
        "SELECT id, role, content, content_kind FROM hm_messages WHERE owner = %s AND id = ANY(%s)",
        (owner, sorted(wanted)),
    )
    lines = {
        int(r["id"]): {
            "role": r["role"],
            "content": preview_text(
                decode_content(stored_content(r["content"], r["content_kind"]))
            ),
        }
        for r in cur.fetchall()
    }
    for hit in hits:
        prev_id, next_id = pairs.get(int(hit["id"]), (None, None))
        order = (prev_id, int(hit["id"]), next_id)
        hit["context"] = [dict(lines[i]) for i in order if i is not None and i in lines]


_NEIGHBOURS = (
    "SELECT h.id,"
    " (SELECT p.id FROM hm_messages p WHERE p.owner = h.owner AND p.session_id = h.session_id"
    "  AND (p.timestamp, p.id) < (h.timestamp, h.id) ORDER BY p.timestamp DESC, p.id DESC"
    "  LIMIT 1) AS prev,"
    " (SELECT n.id FROM hm_messages n WHERE n.owner = h.owner AND n.session_id = h.session_id"
    "  AND (n.timestamp, n.id) > (h.timestamp, h.id) ORDER BY n.timestamp, n.id LIMIT 1)"
    "  AS next FROM hm_messages h WHERE h.owner = %s AND h.id = ANY(%s)"
)
