"""Index health for the overview: FTS indexes present, our side indexes caught up, vectors.

Side indexes (the CJK bigram index, the prefix index and term dictionary) catch up from a
high-water mark; a mark behind the newest message means messages a search reads by a slower
path until a writable program catches up. Vector tables belong to another part of the
project; they are detected generically (by name) so this page needs no change when they land.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import hermes_memory.sessions.search.cjk as cjk
import hermes_memory.sessions.search.terms as terms
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search.time_order import has_time_index

CATCH_UP_HINT = (
    "Messages an index has not reached are still found, by a slower path (a scan); "
    "`hermes-memory sessions optimize`, or the next search by a program that may write "
    "state.db, catches the indexes up."
)
VECTORS_OFF = (
    "vectors: not enabled (search is lexical: words, phrases, prefixes and CJK). No vector "
    "tables exist in this state.db."
)


class IndexState(StrEnum):
    CURRENT = "current"
    BEHIND = "behind"
    ABSENT = "absent"


@dataclass(frozen=True)
class SideIndex:
    name: str
    state: IndexState
    indexed_up_to: int
    newest_message: int
    note: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "state": self.state.value,
            "indexed_up_to": self.indexed_up_to,
            "newest_message": self.newest_message,
            "behind": max(0, self.newest_message - self.indexed_up_to),
            "note": self.note,
        }


def _side(name: str, present: bool, mark: int, top: int, what: str) -> SideIndex:
    if not present:
        note = f"not built yet: {what} are searched by a scan" if top else "no messages yet"
        return SideIndex(name, IndexState.ABSENT, 0, top, note)
    if mark >= top:
        return SideIndex(name, IndexState.CURRENT, mark, top, "up to date")
    return SideIndex(name, IndexState.BEHIND, mark, top, f"{top - mark:,} message ids behind")


def _vector_tables(conn: sqlite3.Connection) -> list[tuple[str, int]]:
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND"
        " (name LIKE '%vector%' OR name LIKE '%embedding%' OR name LIKE '%vec%')"
        " AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall()
    found = []
    for (name,) in rows:
        quoted = '"' + str(name).replace('"', '""') + '"'
        try:
            count = int(conn.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0])
        except sqlite3.Error:  # a virtual table whose module this SQLite lacks
            count = -1
        found.append((str(name), count))
    return found


def _read(conn: sqlite3.Connection) -> dict[str, Any]:
    top = cjk.max_message_id(conn)
    sides = [
        _side(
            "CJK bigram index",
            cjk.table_exists(conn),
            cjk.high_water(conn),
            top,
            "Chinese, Japanese and Korean words",
        ),
        _side(
            "prefix index and term dictionary",
            terms.current(conn),
            terms.high_water(conn),
            top,
            "prefix queries (deploy*)",
        ),
    ]
    vectors = _vector_tables(conn)
    return {
        "side_indexes": [s.as_dict() for s in sides],
        "side_indexes_current": all(s.state is IndexState.CURRENT for s in sides),
        "catch_up_hint": (
            "" if all(s.state is IndexState.CURRENT for s in sides) or not top else CATCH_UP_HINT
        ),
        "time_index": has_time_index(conn),
        "vectors": {
            "enabled": bool(vectors),
            "tables": [{"name": n, "rows": c} for n, c in vectors],
            "message": (
                "vectors: " + ", ".join(f"{n} ({c:,} rows)" for n, c in vectors)
                if vectors
                else VECTORS_OFF
            ),
        },
    }


def index_health(db: SessionDB) -> dict[str, Any]:
    """The FTS indexes this file has, whether ours are caught up, and vector tables."""
    info = db.info
    data = db.read(_read)
    return {
        "fts5": info.fts5,
        "trigram": info.trigram,
        "fts_layout": info.fts_layout.value,
        "schema_version": info.schema_version,
        "read_only": True,
        **data,
    }
