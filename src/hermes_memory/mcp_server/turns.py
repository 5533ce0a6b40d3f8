"""Turning a ``record_turn`` call into stored messages, and the sessions each client writes to.

A client names its conversation with a ``session_key`` or lets the server use the
connection's own key; ``ClientSessions`` maps either to a ``state.db`` session, creates it on
first use (source ``mcp``) and remembers, per connection, the session last written to — the
one ``session_search`` must leave out. No MCP import here: the registry is plain Python.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.context.fencing import sanitize_context


class ToolArgumentError(ValueError):
    """A front-end tool was called with arguments it cannot use (rendered as a tool error)."""


def new_session_id(now: float | None = None) -> str:
    """A Hermes-style session id: local ``YYYYMMDD_HHMMSS`` plus six hex digits."""
    stamp = time.strftime("%Y%m%d_%H%M%S", time.localtime(time.time() if now is None else now))
    return f"{stamp}_{secrets.token_hex(3)}"


def optional_text(args: Mapping[str, Any], key: str) -> str | None:
    """``args[key]`` stripped, or ``None`` when absent or blank; non-strings are refused."""
    value = args.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ToolArgumentError(f"{key} must be a string")
    return value.strip() or None


def _arguments_text(value: object) -> str:
    if value is None:
        return "{}"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def turn_messages(args: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The message rows of one recorded turn, in the order they happened.

    user → (assistant with ``tool_calls`` → one tool row per call that has a result) →
    assistant reply. Raises :class:`ToolArgumentError` for unusable arguments.
    """
    user = args.get("user")
    assistant = args.get("assistant")
    if user is not None and not isinstance(user, str):
        raise ToolArgumentError("user must be a string")
    if assistant is not None and not isinstance(assistant, str):
        raise ToolArgumentError("assistant must be a string")
    calls = args.get("tool_calls") or []
    if not isinstance(calls, list):
        raise ToolArgumentError("tool_calls must be a list of {name, arguments?, result?}")
    if not (user or "").strip() and not (assistant or "").strip() and not calls:
        raise ToolArgumentError("Nothing to record: pass the user's message and your reply.")

    # Recalled memory a client pasted back must never be stored as if someone said it.
    user = sanitize_context(user).strip() if user else user
    assistant = sanitize_context(assistant).strip() if assistant else assistant
    rows: list[dict[str, Any]] = []
    if user:
        rows.append({"role": "user", "content": user})
    if calls:
        wire_calls: list[dict[str, Any]] = []
        results: list[dict[str, Any]] = []
        for index, call in enumerate(calls, start=1):
            if not isinstance(call, Mapping) or not isinstance(call.get("name"), str):
                raise ToolArgumentError(f"tool_calls[{index}] needs a string 'name'")
            call_id = str(call.get("id") or f"call_{uuid.uuid4().hex[:12]}")
            name = call["name"]
            wire_calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": _arguments_text(call.get("arguments"))},
                }
            )
            if call.get("result") is not None:
                result = call["result"]
                text = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
                results.append(
                    {"role": "tool", "content": text, "tool_call_id": call_id, "tool_name": name}
                )
        rows.append({"role": "assistant", "content": "", "tool_calls": wire_calls})
        rows.extend(results)
    if assistant:
        rows.append({"role": "assistant", "content": assistant})
    return rows


@dataclass
class BoundSession:
    """A session some client is writing to."""

    session_id: str
    last_active: float
    turns: int = 0


@dataclass(frozen=True)
class Resolution:
    """Which session a call writes to, and the session it displaced (to be ended)."""

    bound: BoundSession
    created: bool
    replaced: str | None = None
    replaced_reason: str | None = None


NEW_SESSION_REASON = "new_session"
IDLE_REASON = "idle"
RESUMED_OTHER_REASON = "resumed_other"


@dataclass
class ClientSessions:
    """Which ``state.db`` session each client key writes to (thread-safe).

    ``create(session_key, client_name)`` makes a new session row and returns its id;
    ``exists(session_id)`` checks an id a client supplied and returns the id to use (the
    live tip of a compressed session) or ``None`` when unknown. A key whose session has been
    idle for ``idle_timeout`` seconds (``None``: never) rolls over to a new session.
    """

    create: Callable[[str | None, str | None], str]
    exists: Callable[[str], str | None]
    idle_timeout: float | None = None
    clock: Callable[[], float] = time.monotonic
    _bound: dict[str, BoundSession] = field(default_factory=dict)
    _current: dict[str, str] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @staticmethod
    def key_for(connection_key: str, session_key: str | None) -> str:
        return f"key:{session_key}" if session_key else f"conn:{connection_key}"

    def current(self, connection_key: str) -> str | None:
        """The session this connection last wrote to or started (excluded from its searches)."""
        with self._lock:
            return self._current.get(connection_key)

    def resolve(
        self,
        connection_key: str,
        *,
        session_key: str | None = None,
        session_id: str | None = None,
        fresh: bool = False,
        client_name: str | None = None,
    ) -> Resolution:
        """The session to write to, creating or rebinding as needed.

        ``session_id`` binds that existing session to the key; ``fresh`` replaces whatever
        the key had with a new session; an idle session is replaced too. The displaced
        session id comes back in the result so the caller can end it.
        """
        key = self.key_for(connection_key, session_key)
        now = self.clock()
        with self._lock:
            previous = self._bound.get(key)
            if session_id:
                target = self.exists(session_id)
                if target is None:
                    raise ToolArgumentError(f"session_id not found: {session_id}")
                if previous is not None and previous.session_id == target:
                    resolution = Resolution(previous, created=False)
                else:
                    resolution = Resolution(
                        BoundSession(target, now),
                        created=False,
                        replaced=previous.session_id if previous else None,
                        replaced_reason=RESUMED_OTHER_REASON if previous else None,
                    )
            else:
                reason: str | None = None
                if previous is not None and fresh:
                    reason = NEW_SESSION_REASON
                elif previous is not None and self._expired(previous, now):
                    reason = IDLE_REASON
                if previous is not None and reason is None:
                    resolution = Resolution(previous, created=False)
                else:
                    bound = BoundSession(self.create(session_key, client_name), now)
                    resolution = Resolution(
                        bound,
                        created=True,
                        replaced=previous.session_id if previous and reason else None,
                        replaced_reason=reason,
                    )
            resolution.bound.last_active = now
            self._bound[key] = resolution.bound
            self._current[connection_key] = resolution.bound.session_id
            return resolution

    def _expired(self, bound: BoundSession, now: float) -> bool:
        return self.idle_timeout is not None and now - bound.last_active > self.idle_timeout

    def count_turn(self, bound: BoundSession) -> int:
        """Count one recorded turn on ``bound``; returns its 1-based number."""
        with self._lock:
            bound.turns += 1
            bound.last_active = self.clock()
            return bound.turns

    def release(
        self, connection_key: str, *, session_key: str | None = None, session_id: str | None = None
    ) -> str | None:
        """Unbind and return the session to end (``None`` when nothing is bound)."""
        key = self.key_for(connection_key, session_key)
        with self._lock:
            if session_id:
                target = self.exists(session_id)
                if target is None:
                    raise ToolArgumentError(f"session_id not found: {session_id}")
                for name, bound in list(self._bound.items()):
                    if bound.session_id == target:
                        del self._bound[name]
            else:
                popped = self._bound.pop(key, None)
                target = popped.session_id if popped else None
            for conn, current in list(self._current.items()):
                if current == target:
                    del self._current[conn]
            return target

    def release_all(self) -> list[str]:
        """Unbind every session (server shutdown); returns their ids."""
        with self._lock:
            ids = list(dict.fromkeys(b.session_id for b in self._bound.values()))
            self._bound.clear()
            self._current.clear()
            return ids
