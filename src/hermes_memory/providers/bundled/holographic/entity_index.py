"""The entity index: the ``entities`` and ``fact_entities`` tables of the fact store.

Owns resolution of a name to an entity row (exact name, then a whole alias element, else a
new row), linking facts to entities, and the lookups probe / related / reason and the
search's entity bridge answer from. Callers hold the store's lock (or a transaction).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Sequence

from .entities import clean_entity, entity_key

_MIN_BRIDGE = 2  # shortest name or alias the bridge matches
_NON_WORD = re.compile(r"[^\w\s-]")


# (entity id, name key, alias keys, phrase keys of name and aliases)
_Entry = tuple[int, str, list[str], list[str]]


def _aliases(raw: str | None) -> list[str]:
    return [alias.strip() for alias in (raw or "").split(",") if alias.strip()]


def _phrase_key(text: str) -> str:
    """``text`` as space-separated lowercase words, for whole-phrase containment tests."""
    return entity_key(_NON_WORD.sub(" ", text))


def _placeholders(values: Sequence[object]) -> str:
    return ",".join("?" * len(values))


class EntityIndex:
    """Entity rows and fact links on one connection."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._cache: tuple[tuple[object, ...], list[_Entry]] | None = None

    def _signature(self) -> tuple[object, ...]:
        row = self._conn.execute(
            "SELECT count(*), max(entity_id), total(length(name) + length(aliases)) FROM entities"
        ).fetchone()
        return tuple(row)

    def _keys(self) -> list[_Entry]:
        """(id, name key, alias keys, phrase keys) of every entity, cached until the table
        changes (any store on the file may add entities, so the check runs each time)."""
        signature = self._signature()
        if self._cache is None or self._cache[0] != signature:
            rows = self._conn.execute("SELECT entity_id, name, aliases FROM entities")
            keys: list[_Entry] = []
            for row in rows:
                names = [str(row["name"]), *_aliases(row["aliases"])]
                phrases = [key for key in map(_phrase_key, names) if len(key) >= _MIN_BRIDGE]
                keys.append(
                    (
                        int(row["entity_id"]),
                        entity_key(names[0]),
                        [entity_key(alias) for alias in names[1:]],
                        phrases,
                    )
                )
            self._cache = (signature, keys)
        return self._cache[1]

    def lookup(self, name: str) -> list[int]:
        """Ids of entities whose name, or one of whose aliases, is ``name``.

        Names compare by :func:`entity_key` (casefolded; ``-``, ``_`` and spaces alike), so
        ``Hermes-Agent`` finds ``hermes agent``. Name matches come before alias matches.
        """
        key = entity_key(name)
        if not key:
            return []
        entries = self._keys()
        by_name = [entry[0] for entry in entries if entry[1] == key]
        by_alias = [entry[0] for entry in entries if entry[1] != key and key in entry[2]]
        return by_name + by_alias

    def resolve(self, name: str) -> int:
        """The entity id for ``name``: exact name, else whole alias element, else a new row."""
        cleaned = name.strip()
        row = self._conn.execute(
            "SELECT entity_id FROM entities WHERE lower(name) = lower(?) "
            "ORDER BY entity_id LIMIT 1",
            (cleaned,),
        ).fetchone()
        if row is not None:
            return int(row["entity_id"])
        found = self.lookup(cleaned)  # the slower, Unicode- and hyphen-aware comparison
        if found:
            return found[0]
        cursor = self._conn.execute("INSERT INTO entities (name) VALUES (?)", (cleaned,))
        return int(cursor.lastrowid or 0)

    def link(self, fact_id: int, names: Iterable[str]) -> list[int]:
        """Resolve each cleaned name and link it to ``fact_id`` (already-linked pairs are kept)."""
        ids: list[int] = []
        for raw in names:
            name = clean_entity(raw)
            if name is None:
                continue
            entity_id = self.resolve(name)
            self._conn.execute(
                "INSERT OR IGNORE INTO fact_entities (fact_id, entity_id) VALUES (?, ?)",
                (fact_id, entity_id),
            )
            if entity_id not in ids:
                ids.append(entity_id)
        return ids

    def unlink_fact(self, fact_id: int) -> None:
        self._conn.execute("DELETE FROM fact_entities WHERE fact_id = ?", (fact_id,))

    def add_aliases(self, entity_id: int, aliases: Iterable[str]) -> list[str]:
        """Append new alias elements to an entity (no duplicates); returns the full list."""
        row = self._conn.execute(
            "SELECT aliases FROM entities WHERE entity_id = ?", (entity_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"entity_id {entity_id} not found")
        current = _aliases(row["aliases"])
        keys = {entity_key(alias) for alias in current}
        for alias in aliases:
            cleaned = " ".join(alias.replace(",", " ").split())
            if cleaned and entity_key(cleaned) not in keys:
                keys.add(entity_key(cleaned))
                current.append(cleaned)
        self._conn.execute(
            "UPDATE entities SET aliases = ? WHERE entity_id = ?", (",".join(current), entity_id)
        )
        return current

    def names_for_fact(self, fact_id: int) -> list[str]:
        """Linked entity names of one fact, in link order."""
        rows = self._conn.execute(
            "SELECT e.name FROM fact_entities fe JOIN entities e ON e.entity_id = fe.entity_id "
            "WHERE fe.fact_id = ? ORDER BY fe.rowid",
            (fact_id,),
        )
        return [str(row["name"]) for row in rows]

    def names_by_fact(self, fact_ids: Sequence[int]) -> dict[int, set[str]]:
        """Lowercased linked entity names for each of ``fact_ids`` (absent ids map to nothing)."""
        found: dict[int, set[str]] = {}
        for chunk_start in range(0, len(fact_ids), 500):
            chunk = list(fact_ids[chunk_start : chunk_start + 500])
            rows = self._conn.execute(
                "SELECT fe.fact_id, e.name FROM fact_entities fe "
                "JOIN entities e ON e.entity_id = fe.entity_id "
                f"WHERE fe.fact_id IN ({_placeholders(chunk)})",
                chunk,
            )
            for row in rows:
                found.setdefault(int(row["fact_id"]), set()).add(str(row["name"]).lower())
        return found

    def fact_ids_for(self, entity_ids: Sequence[int]) -> set[int]:
        """Facts linked to any of ``entity_ids``."""
        if not entity_ids:
            return set()
        rows = self._conn.execute(
            f"SELECT DISTINCT fact_id FROM fact_entities WHERE entity_id IN "
            f"({_placeholders(entity_ids)})",
            list(entity_ids),
        )
        return {int(row["fact_id"]) for row in rows}

    def entity_ids_for(self, fact_ids: Iterable[int]) -> set[int]:
        """Entities linked to any of ``fact_ids``."""
        ids = list(fact_ids)
        if not ids:
            return set()
        rows = self._conn.execute(
            f"SELECT DISTINCT entity_id FROM fact_entities WHERE fact_id IN ({_placeholders(ids)})",
            ids,
        )
        return {int(row["entity_id"]) for row in rows}

    def mentioned_in(self, text: str) -> list[int]:
        """Entities whose name or an alias occurs in ``text`` as a whole phrase.

        This is the search's entity bridge: a query saying "daily digest" reaches facts
        linked to an entity that has that alias, even if no fact text says it.
        """
        haystack = f" {_phrase_key(text)} "
        if not haystack.strip():
            return []
        found: list[int] = []
        for entity_id, _, _, phrases in self._keys():
            if any(f" {phrase} " in haystack for phrase in phrases):
                found.append(entity_id)
        return found
