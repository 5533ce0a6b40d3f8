"""Reads of the PostgreSQL session store: session rows, messages, the windows the
``session_search`` tool scrolls with, listings, lineage and titles, in state.db's shapes
(``sessions/message_reads.py``, ``listing.py``, ``lineage.py``, ``titles.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from hermes_memory.sessions.encoding import listing_preview
from hermes_memory.sessions.lineage import MAX_ANCESTOR_HOPS
from hermes_memory.sessions.listing import TIP_FIELDS
from hermes_memory.sessions.message_reads import conversation_from_rows, decode_row
from hermes_memory.sessions.search import escape_like
from hermes_memory.storage.postgres.core import (
    MAX_HOPS,
    MESSAGE_COLUMNS,
    SESSION_COLUMNS,
    PgStoreCore,
)
from hermes_memory.storage.postgres.rows import to_state_row

DEFAULT_KEEP_ROLES = ("user", "assistant")
_NUMBERED = re.compile(r"^(?P<base>.*) #(?P<n>\d+)$", re.DOTALL)


def _decoded(row: dict[str, Any]) -> dict[str, Any]:
    return decode_row(to_state_row(row))  # type: ignore[arg-type]  # a dict reads as a Row


_RICH_SELECT = (
    f"SELECT {', '.join('s.' + c.strip() for c in SESSION_COLUMNS.split(','))},"
    " COALESCE((SELECT max(m.timestamp) FROM hm_messages m WHERE m.owner = s.owner"
    " AND m.session_id = s.id), s.started_at) AS last_active,"
    " (SELECT m.content FROM hm_messages m WHERE m.owner = s.owner AND"
    " m.session_id = s.id AND m.role = 'user' AND m.content_kind = 0 ORDER BY m.id"
    " LIMIT 1) AS preview_raw FROM hm_sessions s"
)


def _rich(row: dict[str, Any]) -> dict[str, Any]:
    data = dict(row)
    data["preview"] = listing_preview(data.pop("preview_raw", None))
    return data


class PgSessionReads(PgStoreCore):
    def get_session(self, session_id: str) -> dict[str, Any] | None:
        with self.db.transaction() as cur:
            cur.execute(
                f"SELECT {SESSION_COLUMNS} FROM hm_sessions WHERE owner = %s AND id = %s",
                (self.owner, session_id),
            )
            row = cur.fetchone()
        return None if row is None else dict(row)

    def get_messages(self, session_id: str, include_inactive: bool = False) -> list[dict[str, Any]]:
        """Rows in id order (active ones unless ``include_inactive``), decoded."""
        where = "" if include_inactive else " AND active = 1"
        with self.db.transaction() as cur:
            cur.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM hm_messages"
                f" WHERE owner = %s AND session_id = %s{where} ORDER BY id",
                (self.owner, session_id),
            )
            rows = cur.fetchall()
        return [_decoded(r) for r in rows]

    def get_messages_as_conversation(
        self, session_id: str, include_ancestors: bool = False, include_inactive: bool = False
    ) -> list[dict[str, Any]]:
        """OpenAI-style dicts to resume from, as state.db gives them: fences scrubbed, the
        parent chain (root first) prepended with ``include_ancestors``, repeated resume
        prompts and background-review turns dropped."""
        where = "" if include_inactive else " AND active = 1"
        with self.db.transaction() as cur:
            chain = self._ancestor_chain(cur, session_id) if include_ancestors else [session_id]
            cur.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM hm_messages"
                f" WHERE owner = %s AND session_id = ANY(%s){where}",
                (self.owner, chain),
            )
            rows = cur.fetchall()
        place = {sid: k for k, sid in enumerate(chain)}
        rows.sort(key=lambda r: (place[r["session_id"]], r["id"]))
        return conversation_from_rows(
            [to_state_row(r) for r in rows], include_ancestors=include_ancestors
        )

    def _ancestor_chain(self, cur: Any, session_id: str) -> list[str]:
        """``[root, …, session_id]`` along parent links that exist (cycle-safe, bounded)."""
        chain, seen, current = [session_id], {session_id}, session_id
        for _ in range(MAX_ANCESTOR_HOPS):
            cur.execute(
                "SELECT p.id FROM hm_sessions c JOIN hm_sessions p ON p.owner = c.owner"
                " AND p.id = c.parent_session_id WHERE c.owner = %s AND c.id = %s",
                (self.owner, current),
            )
            row = cur.fetchone()
            if row is None or row["id"] in seen:
                break
            current = row["id"]
            chain.append(current)
            seen.add(current)
        chain.reverse()
        return chain

    def message_count(self, session_id: str | None = None) -> int:
        with self.db.transaction() as cur:
            if session_id is None:
                cur.execute("SELECT count(*) AS n FROM hm_messages WHERE owner = %s", (self.owner,))
            else:
                cur.execute(
                    "SELECT count(*) AS n FROM hm_messages WHERE owner = %s AND session_id = %s",
                    (self.owner, session_id),
                )
            return int(cur.fetchone()["n"])

    def message_session(self, message_id: int) -> str | None:
        """The session holding a message id (of this owner), or None."""
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT session_id FROM hm_messages WHERE owner = %s AND id = %s",
                (self.owner, int(message_id)),
            )
            row = cur.fetchone()
        return None if row is None else str(row["session_id"])

    def get_messages_around(
        self, session_id: str, around_message_id: int, window: int = 5
    ) -> dict[str, Any]:
        """Up to ``window`` rows either side of the anchor, same session, any active state."""
        window, anchor = max(0, int(window)), int(around_message_id)
        base = f"SELECT {MESSAGE_COLUMNS} FROM hm_messages WHERE owner = %s AND session_id = %s"
        with self.db.transaction() as cur:
            cur.execute(f"{base} AND id = %s", (self.owner, session_id, anchor))
            found = cur.fetchone()
            if found is None:
                return {"window": [], "messages_before": 0, "messages_after": 0}
            cur.execute(
                f"{base} AND id < %s ORDER BY id DESC LIMIT %s",
                (self.owner, session_id, anchor, window),
            )
            before = cur.fetchall()
            cur.execute(
                f"{base} AND id > %s ORDER BY id LIMIT %s", (self.owner, session_id, anchor, window)
            )
            after = cur.fetchall()
        rows = [*reversed(before), found, *after]
        return {
            "window": [_decoded(r) for r in rows],
            "messages_before": len(before),
            "messages_after": len(after),
        }

    def get_anchored_view(
        self,
        session_id: str,
        around_message_id: int,
        window: int = 5,
        bookend: int = 3,
        keep_roles: Sequence[str] | None = DEFAULT_KEEP_ROLES,
    ) -> dict[str, Any]:
        """The window around an anchor plus the session's first and last few turns."""
        around = self.get_messages_around(session_id, around_message_id, window)
        rows = around["window"]
        empty: dict[str, Any] = {"bookend_start": [], "window": [], "bookend_end": []}
        if not rows:
            return {**empty, "messages_before": 0, "messages_after": 0}
        anchor = int(around_message_id)
        roles = None if keep_roles is None else list(keep_roles)
        kept = [r for r in rows if roles is None or r["role"] in roles or r["id"] == anchor]
        count = max(0, int(bookend))
        role_sql = "" if roles is None else " AND role = ANY(%s)"
        role_params: list[Any] = [] if roles is None else [roles]
        base = (
            f"SELECT {MESSAGE_COLUMNS} FROM hm_messages WHERE owner = %s AND session_id = %s"
            f" AND length(coalesce(content, '')) > 0{role_sql}"
        )
        start: list[dict[str, Any]] = []
        end: list[dict[str, Any]] = []
        if count:
            with self.db.transaction() as cur:
                cur.execute(
                    f"{base} AND id < %s ORDER BY id LIMIT %s",
                    (self.owner, session_id, *role_params, rows[0]["id"], count),
                )
                start = cur.fetchall()
                cur.execute(
                    f"{base} AND id > %s ORDER BY id DESC LIMIT %s",
                    (self.owner, session_id, *role_params, rows[-1]["id"], count),
                )
                end = cur.fetchall()
        return {
            "bookend_start": [_decoded(r) for r in start],
            "window": kept,
            "bookend_end": [_decoded(r) for r in reversed(end)],
            "messages_before": around["messages_before"],
            "messages_after": around["messages_after"],
        }

    def list_sessions_rich(
        self,
        source: str | None = None,
        exclude_sources: Sequence[str] | None = None,
        limit: int = 20,
        offset: int = 0,
        include_children: bool = False,
        order_by_last_active: bool = False,
        project_compression_tips: bool = True,
        **_ignored: Any,
    ) -> list[dict[str, Any]]:
        """Sessions with ``preview`` and ``last_active``; continuations hidden unless
        ``include_children``; newest start first, or most recently active first; a
        compressed session is shown as its live tip (``_lineage_root_id`` names it)."""
        where = ["s.owner = %s"]
        params: list[Any] = [self.owner]
        if source is not None:
            where.append("s.source = %s")
            params.append(source)
        if exclude_sources:
            where.append("s.source <> ALL(%s)")
            params.append(list(exclude_sources))
        if not include_children:
            where.append("s.parent_session_id IS NULL")
        order = (
            "last_active DESC, s.started_at DESC" if order_by_last_active else "s.started_at DESC"
        )
        sql = (
            f"{_RICH_SELECT} WHERE {' AND '.join(where)}"
            f" ORDER BY {order}, s.id DESC LIMIT %s OFFSET %s"
        )
        with self.db.transaction() as cur:
            cur.execute(sql, [*params, int(limit), int(offset)])
            out = [_rich(row) for row in cur.fetchall()]
            if project_compression_tips and not include_children:
                out = [self._project_tip(cur, row) for row in out]
        return out

    def _project_tip(self, cur: Any, row: dict[str, Any]) -> dict[str, Any]:
        """A compressed session's listing row with its live tip's fields (state.db's rule)."""
        if row.get("end_reason") != "compression":
            return row
        tip_id = self.get_compression_tip(row["id"])
        if tip_id == row["id"]:
            return row
        cur.execute(f"{_RICH_SELECT} WHERE s.owner = %s AND s.id = %s", (self.owner, tip_id))
        found = cur.fetchone()
        if found is None:
            return row
        tip = _rich(found)
        projected = dict(row)
        for key in TIP_FIELDS:
            projected[key] = tip.get(key)
        projected["_lineage_root_id"] = row["id"]
        return projected

    def lineage_root(self, session_id: str) -> str:
        """Follow parents of any kind to the top; stops at a missing parent or a cycle."""
        current, visited = session_id, {session_id}
        with self.db.transaction() as cur:
            for _ in range(MAX_HOPS):
                cur.execute(
                    "SELECT p.id FROM hm_sessions c JOIN hm_sessions p ON p.owner = c.owner"
                    " AND p.id = c.parent_session_id WHERE c.owner = %s AND c.id = %s",
                    (self.owner, current),
                )
                row = cur.fetchone()
                if row is None or row["id"] in visited:
                    break
                current = row["id"]
                visited.add(current)
        return current

    def get_compression_tip(self, session_id: str) -> str:
        """The live end of a compression chain (compression-ended child first, then live)."""
        current, visited = session_id, {session_id}
        with self.db.transaction() as cur:
            for _ in range(MAX_HOPS):
                cur.execute(
                    "SELECT end_reason FROM hm_sessions WHERE owner = %s AND id = %s",
                    (self.owner, current),
                )
                row = cur.fetchone()
                if row is None or row["end_reason"] != "compression":
                    break
                cur.execute(
                    "SELECT c.id FROM hm_sessions c WHERE c.owner = %s AND"
                    " c.parent_session_id = %s ORDER BY CASE WHEN c.end_reason = 'compression'"
                    " THEN 0 WHEN c.ended_at IS NULL THEN 1 ELSE 2 END, c.started_at DESC,"
                    " c.id DESC LIMIT 1",
                    (self.owner, current),
                )
                child = cur.fetchone()
                if child is None or child["id"] in visited:
                    break
                current = child["id"]
                visited.add(current)
        return current

    def resolve_session_id(self, session_id_or_prefix: str) -> str | None:
        """An exact id, else the one session whose id starts with the prefix, else None."""
        text = session_id_or_prefix
        if not text:
            return None
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT id FROM hm_sessions WHERE owner = %s AND (id = %s OR id LIKE %s"
                " ESCAPE '\\') ORDER BY id = %s DESC, started_at DESC LIMIT 2",
                (self.owner, text, escape_like(text) + "%", text),
            )
            rows = [r["id"] for r in cur.fetchall()]
        if rows and rows[0] == text:
            return text
        return rows[0] if len(rows) == 1 else None

    def get_session_title(self, session_id: str) -> str | None:
        row = self.get_session(session_id)
        return None if row is None else row.get("title")

    def get_next_title_in_lineage(self, base_title: str) -> str:
        """The next free title of a lineage: ``"proj"`` → ``"proj #2"`` → ``"proj #3"``."""
        match = _NUMBERED.match(base_title)
        base = (match.group("base") if match else base_title).strip()
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT title FROM hm_sessions WHERE owner = %s AND (title = %s"
                " OR title LIKE %s ESCAPE '\\')",
                (self.owner, base, escape_like(base) + " #%"),
            )
            rows = cur.fetchall()
        if not rows:
            return base
        highest = 1
        for row in rows:
            numbered = _NUMBERED.match(row["title"])
            if numbered and numbered.group("base") == base:
                highest = max(highest, int(numbered.group("n")))
        return f"{base} #{highest + 1}"

    def resolve_session_by_title(self, title: str) -> str | None:
        """The newest numbered variant ``"<title> #…"`` if any, else the exact title."""
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT id FROM hm_sessions WHERE owner = %s AND title LIKE %s ESCAPE '\\'"
                " ORDER BY started_at DESC LIMIT 1",
                (self.owner, escape_like(title) + " #%"),
            )
            row = cur.fetchone()
            if row is None:
                cur.execute(
                    "SELECT id FROM hm_sessions WHERE owner = %s AND title = %s",
                    (self.owner, title),
                )
                row = cur.fetchone()
        return None if row is None else str(row["id"])
