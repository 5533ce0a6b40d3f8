"""Writes of the PostgreSQL session store: sessions (upsert, end, titles) and messages
(one message, a whole turn), each one committed transaction, scoped to the store's owner.

The semantics are state.db's (``sessions/session_writes.py``, ``message_writes.py``):
``create_session`` fills only NULL columns, the first end reason wins, an unknown session
raises ``SessionNotFoundError``, titles are unique per owner and move from a compression
ancestor.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hermes_memory.errors import SessionNotFoundError, TitleError
from hermes_memory.sessions import EndReason, sanitize_title
from hermes_memory.sessions.encoding import MESSAGE_EXTRA_FIELDS, coerce_timestamp, dumps, now
from hermes_memory.storage.postgres.core import PgStoreCore
from hermes_memory.storage.postgres.rows import (
    INSERT_MESSAGE,
    insert_turn_sql,
    message_params,
    prepare_messages,
)

_FILLABLE = (
    "model",
    "model_config",
    "system_prompt",
    "session_key",
    "chat_id",
    "chat_type",
    "thread_id",
    "parent_session_id",
    "cwd",
    "git_branch",
    "git_repo_root",
)
TURN_CHUNK = 1_000  # rows per insert statement: 21 parameters each stays under 65,535
_CREATE_EXTRAS = frozenset(
    {"session_key", "chat_id", "chat_type", "thread_id", "cwd", "git_branch", "git_repo_root"}
)


class PgSessionWrites(PgStoreCore):
    def create_session(
        self,
        session_id: str,
        source: str,
        model: str | None = None,
        model_config: dict[str, Any] | str | None = None,
        system_prompt: str | None = None,
        user_id: str | None = None,
        parent_session_id: str | None = None,
        **more: Any,
    ) -> str:
        """Insert the session, or fill the columns of an existing row that are still NULL."""
        started = coerce_timestamp(more.pop("started_at", None))
        unknown = set(more) - _CREATE_EXTRAS
        if unknown:
            raise TypeError(f"create_session() got unexpected arguments: {sorted(unknown)}")
        config = model_config if isinstance(model_config, str) or not model_config else None
        if model_config and not isinstance(model_config, str):
            config = dumps(model_config)
        values = {
            "model": model,
            "model_config": config or None,
            "system_prompt": system_prompt,
            "parent_session_id": parent_session_id,
            **{key: more.get(key) for key in _CREATE_EXTRAS},
        }
        columns = ["owner", "id", "source", "user_id", "started_at", *_FILLABLE]
        params: list[Any] = [self.owner, session_id, str(source), user_id, started or now()]
        params += [values[c] for c in _FILLABLE]
        fill = ", ".join(f"{c} = COALESCE(s.{c}, excluded.{c})" for c in _FILLABLE)
        sql = (
            f"INSERT INTO hm_sessions AS s ({', '.join(columns)})"
            f" VALUES ({', '.join(['%s'] * len(columns))})"
            f" ON CONFLICT (owner, id) DO UPDATE SET {fill}"
        )
        try:
            # one statement, its own transaction: no BEGIN and COMMIT round trips
            with self.db.statement() as cur:
                cur.execute(sql, params, prepare=True)
        except self.db.errors.ForeignKeyViolation as exc:
            raise SessionNotFoundError(
                f"parent session {parent_session_id!r} does not exist"
            ) from exc
        return session_id

    def ensure_session(self, session_id: str, source: str = "unknown", **kwargs: Any) -> str:
        return self.create_session(session_id, source, **kwargs)

    def end_session(self, session_id: str, end_reason: EndReason | str) -> bool:
        """End a live session; the first end reason wins. True iff this call ended it."""
        with self.db.transaction() as cur:
            cur.execute(
                "UPDATE hm_sessions SET ended_at = %s, end_reason = %s"
                " WHERE owner = %s AND id = %s AND ended_at IS NULL",
                (now(), str(end_reason), self.owner, session_id),
            )
            return bool(cur.rowcount > 0)

    def reopen_session(self, session_id: str) -> bool:
        with self.db.transaction() as cur:
            cur.execute(
                "UPDATE hm_sessions SET ended_at = NULL, end_reason = NULL"
                " WHERE owner = %s AND id = %s",
                (self.owner, session_id),
            )
            return bool(cur.rowcount > 0)

    def _bump(self, cur: Any, session_id: str, messages: int, calls: int) -> None:
        """Grow the counters, locking the session row; unknown session → the error."""
        cur.execute(
            "UPDATE hm_sessions SET message_count = COALESCE(message_count, 0) + %s,"
            " tool_call_count = COALESCE(tool_call_count, 0) + %s WHERE owner = %s AND id = %s",
            (messages, calls, self.owner, session_id),
        )
        if cur.rowcount == 0:
            raise SessionNotFoundError(f"no session with id {session_id!r}")

    def append_message(
        self,
        session_id: str,
        role: str,
        content: Any = None,
        tool_name: str | None = None,
        tool_calls: Any = None,
        tool_call_id: str | None = None,
        token_count: int | None = None,
        finish_reason: str | None = None,
        timestamp: Any = None,
        **more: Any,
    ) -> int:
        """Append one message and return its id (committed when this returns)."""
        unknown = set(more) - MESSAGE_EXTRA_FIELDS
        if unknown:
            raise TypeError(f"append_message() got unexpected arguments: {sorted(unknown)}")
        stamp = coerce_timestamp(timestamp)
        fields = {
            "role": role,
            "content": content,
            "tool_name": tool_name,
            "tool_calls": tool_calls,
            "tool_call_id": tool_call_id,
            "token_count": token_count,
            "finish_reason": finish_reason,
            **more,
        }
        row, calls = message_params(
            self.owner, session_id, fields, stamp if stamp is not None else now()
        )
        with self.db.transaction() as cur:
            self._bump(cur, session_id, 1, calls)
            cur.execute(INSERT_MESSAGE, row)
            return int(cur.fetchone()["id"])

    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        """Append a whole turn in one statement (its own transaction); returns the new
        ids, in order."""
        rows, calls = prepare_messages(self.owner, session_id, list(messages))
        if not rows:
            with self.db.transaction() as cur:
                self._bump(cur, session_id, 0, 0)  # an unknown session still raises
            return []
        ids: list[int] = []
        try:
            # one statement per turn; a huge turn (an import) in chunks of one transaction,
            # since a statement takes at most 65,535 parameters
            with self.db.statement() if len(rows) <= TURN_CHUNK else self.db.transaction() as cur:
                for k in range(0, len(rows), TURN_CHUNK):
                    chunk = rows[k : k + TURN_CHUNK]
                    n_calls = calls if k == 0 else 0
                    params: list[Any] = [len(chunk), n_calls, self.owner, session_id]
                    for row in chunk:
                        params += row
                    cur.execute(insert_turn_sql(len(chunk)), params, prepare=True)
                    ids += (int(r["id"]) for r in cur.fetchall())
        except self.db.errors.ForeignKeyViolation as exc:
            raise SessionNotFoundError(f"no session with id {session_id!r}") from exc
        # ids come from one sequence in row order: sorted is insertion order
        return sorted(ids)

    def set_session_title(self, session_id: str, title: str | None) -> bool:
        """Set (or clear) the title; a title held by a compression ancestor moves here, one
        held by another session raises ``TitleError``. True iff the session exists."""
        clean = sanitize_title(title)
        with self.db.transaction() as cur:
            if clean is not None:
                cur.execute(
                    "SELECT id FROM hm_sessions WHERE owner = %s AND title = %s AND id != %s",
                    (self.owner, clean, session_id),
                )
                holder = cur.fetchone()
                if holder is not None:
                    if holder["id"] not in self.compression_ancestors(session_id):
                        raise TitleError(
                            f"Title '{clean}' is already in use by session {holder['id']}"
                        )
                    cur.execute(
                        "UPDATE hm_sessions SET title = NULL WHERE owner = %s AND id = %s",
                        (self.owner, holder["id"]),
                    )
            try:
                cur.execute(
                    "UPDATE hm_sessions SET title = %s WHERE owner = %s AND id = %s",
                    (clean, self.owner, session_id),
                )
            except self.db.errors.UniqueViolation as exc:  # a concurrent writer took it
                raise TitleError(f"Title '{clean}' is already in use") from exc
            return bool(cur.rowcount > 0)
