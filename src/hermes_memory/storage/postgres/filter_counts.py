"""Why a search that found matches shows none: how many matches each filter removed
(``FilteredCounts``, for a ``filtered`` explanation), counted as state.db counts them
(``plan.filtered_counts``): over at most ``COUNT_CAP`` matches, in one pass, a row
counting under every filter it fails.
"""

from __future__ import annotations

from typing import Any

import hermes_memory.storage.postgres.search_run as run  # its caps are read at call time
from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.sessions.search.types import FilteredCounts, Filters
from hermes_memory.storage.postgres.query_sql import Compiled
from hermes_memory.storage.postgres.search_run import count, filter_sql


def filtered_counts(
    cur: Any, owner: str, query: Compiled, filters: Filters, newest_only: bool | None = None
) -> FilteredCounts:
    """How many matches each filter removed.

    A phrase past ``PHRASE_CHECK_CAP`` is counted where it was searched: in the newest
    ``PHRASE_WALK_CAP`` messages (``newest_only``: whether it was, when the page knows;
    None: count its words again to find out)."""
    rows, scope = "hm_messages m", list[Any]()
    if query.loose is not None:
        if newest_only is None:
            loose = Compiled(query.loose, query.loose_params)
            newest_only = count(cur, owner, loose, run.PHRASE_CHECK_CAP) > run.PHRASE_CHECK_CAP
        if newest_only:
            rows = (
                "(SELECT * FROM hm_messages WHERE owner = %s"
                " ORDER BY timestamp DESC, id DESC LIMIT %s) m"
            )
            scope = [owner, run.PHRASE_WALK_CAP]
    joined = f"FROM {rows} JOIN hm_sessions s ON s.owner = m.owner AND s.id = m.session_id"
    parts = filter_sql(filters)
    fails = "".join(f", NOT ({sql}) AS f{k}" for k, (sql, _) in enumerate(parts.values()))
    tallies = "".join(f", count(*) FILTER (WHERE f{k}) AS r{k}" for k in range(len(parts)))
    cur.execute(
        f"SELECT count(*) AS n{tallies} FROM (SELECT TRUE{fails} {joined}"
        f" WHERE m.owner = %s AND {query.where} LIMIT %s) q",
        [*(p for _, ps in parts.values() for p in ps), *scope, owner, *query.params,
         COUNT_CAP],
    )  # fmt: skip
    row = cur.fetchone()
    removed = {name: int(row[f"r{k}"]) for k, name in enumerate(parts)}
    return FilteredCounts(matches=int(row["n"]), **removed)
