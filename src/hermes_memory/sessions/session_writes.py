"""Writes to the ``sessions`` row and ``state_meta`` (spec §4, session half).

``create_session`` is an upsert that only fills columns still NULL; the first end reason
wins; token counters increment (or are set with ``absolute=True``). Message rows are
written by ``message_writes.py``.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hermes_memory.errors import SessionNotFoundError
from hermes_memory.sessions.core import StoreCore
from hermes_memory.sessions.encoding import coerce_timestamp, dumps, now
from hermes_memory.sessions.types import EndReason

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
"""Columns an upsert fills when NULL; ``source``, ``user_id``, ``started_at`` never change."""

_CREATE_EXTRAS = frozenset(
    {"session_key", "chat_id", "chat_type", "thread_id", "cwd", "git_branch", "git_repo_root"}
)


def _config_value(model_config: Any) -> str | None:
    if not model_config:
        return None
    if isinstance(model_config, str):
        return model_config
    return dumps(model_config)


def _is_fk_error(exc: sqlite3.IntegrityError) -> bool:
    return "foreign key" in str(exc).lower()


class SessionWritesMixin(StoreCore):
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
        """Insert the session, or fill the columns of an existing row that are still NULL.

        ``more`` takes ``session_key, chat_id, chat_type, thread_id, cwd, git_branch,
        git_repo_root`` and ``started_at`` (unix seconds or datetime; default now).
        A ``parent_session_id`` naming no session raises ``SessionNotFoundError``.
        """
        started = coerce_timestamp(more.pop("started_at", None))
        unknown = set(more) - _CREATE_EXTRAS
        if unknown:
            raise TypeError(f"create_session() got unexpected arguments: {sorted(unknown)}")
        values: dict[str, Any] = {
            "model": model,
            "model_config": _config_value(model_config),
            "system_prompt": system_prompt,
            "parent_session_id": parent_session_id,
            **{key: more.get(key) for key in _CREATE_EXTRAS},
        }
        columns = ["id", "source", "user_id", "started_at", *_FILLABLE]
        params = [session_id, str(source), user_id, started if started is not None else now()]
        params += [values[c] for c in _FILLABLE]
        fill = ", ".join(f"{c} = COALESCE({c}, excluded.{c})" for c in _FILLABLE)
        sql = (
            f"INSERT INTO sessions ({', '.join(columns)})"
            f" VALUES ({', '.join('?' * len(columns))})"
            f" ON CONFLICT(id) DO UPDATE SET {fill}"
        )

        def write(conn: sqlite3.Connection) -> str:
            try:
                conn.execute(sql, params)
            except sqlite3.IntegrityError as exc:
                if _is_fk_error(exc):
                    raise SessionNotFoundError(
                        f"parent session {parent_session_id!r} does not exist"
                    ) from exc
                raise
            return session_id

        return self._write(write)

    def ensure_session(self, session_id: str, source: str = "unknown", **kwargs: Any) -> str:
        """``create_session`` with ``source`` defaulting to ``"unknown"``."""
        return self.create_session(session_id, source, **kwargs)

    def end_session(self, session_id: str, end_reason: EndReason | str) -> bool:
        """End a live session; the first end reason wins. True iff this call ended it."""
        reason = str(end_reason)

        def write(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "UPDATE sessions SET ended_at = ?, end_reason = ?"
                " WHERE id = ? AND ended_at IS NULL",
                (now(), reason, session_id),
            )
            return cur.rowcount > 0

        return self._write(write)

    def reopen_session(self, session_id: str) -> bool:
        """Clear ``ended_at`` and ``end_reason``. True iff the session exists."""
        return self._update(
            "UPDATE sessions SET ended_at = NULL, end_reason = NULL WHERE id = ?", (session_id,)
        )

    def update_token_counts(
        self,
        session_id: str,
        input_tokens: int = 0,
        output_tokens: int = 0,
        model: str | None = None,
        cache_read_tokens: int = 0,
        cache_write_tokens: int = 0,
        reasoning_tokens: int = 0,
        estimated_cost_usd: float | None = None,
        actual_cost_usd: float | None = None,
        cost_status: str | None = None,
        cost_source: str | None = None,
        pricing_version: str | None = None,
        billing_provider: str | None = None,
        billing_base_url: str | None = None,
        billing_mode: str | None = None,
        api_call_count: int = 0,
        absolute: bool = False,
    ) -> None:
        """Add to the usage counters (or set them with ``absolute=True``).

        The row is created first if missing (source ``"unknown"``); model and billing
        columns are only back-filled when NULL; cost status/source/version take the
        latest value given.
        """
        counters = (
            "input_tokens",
            "output_tokens",
            "cache_read_tokens",
            "cache_write_tokens",
            "reasoning_tokens",
            "api_call_count",
        )
        if absolute:
            counter_sql = [f"{c} = ?" for c in counters]
            cost_sql = [
                "estimated_cost_usd = CASE WHEN ? IS NULL THEN estimated_cost_usd ELSE ? END",
                "actual_cost_usd = CASE WHEN ? IS NULL THEN actual_cost_usd ELSE ? END",
            ]
        else:
            counter_sql = [f"{c} = COALESCE({c}, 0) + ?" for c in counters]
            cost_sql = [
                "estimated_cost_usd = CASE WHEN ? IS NULL THEN estimated_cost_usd"
                " ELSE COALESCE(estimated_cost_usd, 0) + ? END",
                "actual_cost_usd = CASE WHEN ? IS NULL THEN actual_cost_usd"
                " ELSE COALESCE(actual_cost_usd, 0) + ? END",
            ]
        latest = [
            f"{c} = COALESCE(?, {c})" for c in ("cost_status", "cost_source", "pricing_version")
        ]
        backfill = [
            f"{c} = COALESCE({c}, ?)"
            for c in ("billing_provider", "billing_base_url", "billing_mode", "model")
        ]
        assignments = ", ".join(counter_sql + cost_sql + latest + backfill)
        sql = f"UPDATE sessions SET {assignments} WHERE id = ?"
        params = (
            input_tokens,
            output_tokens,
            cache_read_tokens,
            cache_write_tokens,
            reasoning_tokens,
            api_call_count,
            estimated_cost_usd,
            estimated_cost_usd,
            actual_cost_usd,
            actual_cost_usd,
            cost_status,
            cost_source,
            pricing_version,
            billing_provider,
            billing_base_url,
            billing_mode,
            model,
            session_id,
        )

        def write(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT OR IGNORE INTO sessions (id, source, started_at) VALUES (?, 'unknown', ?)",
                (session_id, now()),
            )
            conn.execute(sql, params)

        self._write(write)

    def update_system_prompt(self, session_id: str, system_prompt: str | None) -> bool:
        return self._update(
            "UPDATE sessions SET system_prompt = ? WHERE id = ?", (system_prompt, session_id)
        )

    def update_session_model(self, session_id: str, model: str | None) -> bool:
        return self._update("UPDATE sessions SET model = ? WHERE id = ?", (model, session_id))

    def update_session_billing_route(
        self,
        session_id: str,
        billing_provider: str | None,
        billing_base_url: str | None,
        billing_mode: str | None = None,
    ) -> bool:
        """A new provider route: provider and URL replaced, mode kept unless given, and the
        cached system prompt dropped (it was assembled for the old route)."""
        return self._update(
            "UPDATE sessions SET billing_provider = ?, billing_base_url = ?,"
            " billing_mode = COALESCE(?, billing_mode), system_prompt = NULL WHERE id = ?",
            (billing_provider, billing_base_url, billing_mode, session_id),
        )

    def update_session_cwd(
        self,
        session_id: str,
        cwd: str | None,
        git_branch: str | None = None,
        git_repo_root: str | None = None,
    ) -> bool:
        """Set the working directory; branch and repo root only when non-empty."""
        return self._update(
            "UPDATE sessions SET cwd = ?, git_branch = COALESCE(NULLIF(?, ''), git_branch),"
            " git_repo_root = COALESCE(NULLIF(?, ''), git_repo_root) WHERE id = ?",
            (cwd, git_branch, git_repo_root, session_id),
        )

    def set_compression_failure(
        self, session_id: str, until: float | None, error: str | None = None
    ) -> bool:
        """Persist a failed summary's cooldown (epoch seconds) and its error, so a resumed
        session or another process waits it out too; ``None`` clears both (spec §9.4)."""
        return self._update(
            "UPDATE sessions SET compression_failure_cooldown_until = ?,"
            " compression_failure_error = ? WHERE id = ?",
            (until, None if until is None else error, session_id),
        )

    def set_meta(self, key: str, value: str | None) -> None:
        self._update(
            "INSERT INTO state_meta (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def get_meta(self, key: str) -> str | None:
        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT value FROM state_meta WHERE key = ?", (key,)).fetchone()
            return None if row is None or row[0] is None else str(row[0])

        return self._read(read)

    def _update(self, sql: str, params: tuple[Any, ...]) -> bool:
        def write(conn: sqlite3.Connection) -> bool:
            return conn.execute(sql, params).rowcount > 0

        return self._write(write)
