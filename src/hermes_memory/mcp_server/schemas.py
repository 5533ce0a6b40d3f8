"""The MCP server's own tools (``record_turn``, ``start_session``, ``end_session``) and texts.

These schemas and descriptions are model-facing text written for this server: they tell an
MCP client how to store its conversation so ``session_search`` can find it later. The
``memory`` and ``session_search`` tools are not here: the server serves the library's own.
"""

from __future__ import annotations

from typing import Any

RECORD_TURN = "record_turn"
START_SESSION = "start_session"
END_SESSION = "end_session"
SESSION_TOOL_NAMES = frozenset({RECORD_TURN, START_SESSION, END_SESSION})

SOURCE_TAG = "mcp"

_SESSION_KEY = {
    "type": "string",
    "description": (
        "Optional label naming one conversation of yours (for example a chat or thread id). "
        "Turns recorded with the same key go to the same session. Leave it out to use this "
        "connection's current session."
    ),
}
_SESSION_ID = {
    "type": "string",
    "description": (
        "Optional id of an existing session to continue (as returned by an earlier call or "
        "by session_search). Takes precedence over session_key."
    ),
}

RECORD_TURN_SCHEMA: dict[str, Any] = {
    "name": RECORD_TURN,
    "description": (
        "Store one finished exchange of the current conversation in the local session "
        "history, so that session_search can find it in later conversations. Call it once "
        "per turn, after your reply: pass the user's message as they wrote it and your final "
        "answer; add the tool calls you made when they matter. The first call of a "
        "conversation opens a session automatically (source 'mcp'); later calls append to "
        "it. The turn is on disk when this returns. session_search never returns the "
        "conversation you are recording into, because it is already in your context. "
        "Returns the session_id and the stored message ids."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "user": {
                "type": "string",
                "description": "The user's message for this turn, verbatim.",
            },
            "assistant": {
                "type": "string",
                "description": "Your final reply for this turn (may be empty).",
            },
            "tool_calls": {
                "type": "array",
                "description": (
                    "Optional tool calls made during the turn, in order; each result is "
                    "stored as a tool message."
                ),
                "items": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string", "description": "Tool name."},
                        "arguments": {
                            "type": ["object", "string"],
                            "description": "Arguments as an object or a JSON string.",
                        },
                        "result": {"type": "string", "description": "What the tool returned."},
                        "id": {"type": "string", "description": "Optional call id."},
                    },
                    "required": ["name"],
                },
            },
            "title": {
                "type": "string",
                "description": "Optional title for the session (kept if already titled).",
            },
            "session_key": _SESSION_KEY,
            "session_id": _SESSION_ID,
        },
        "required": ["user"],
    },
}

START_SESSION_SCHEMA: dict[str, Any] = {
    "name": START_SESSION,
    "description": (
        "Begin a new conversation in the session history, or continue an old one. Without "
        "session_id the previous session of this connection (or of session_key) is closed "
        "and a fresh one is opened; with session_id that session becomes the current one "
        "again. Optional: record_turn opens a session by itself on first use. Returns the "
        "session_id."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "title": {"type": "string", "description": "Optional title for the session."},
            "session_key": _SESSION_KEY,
            "session_id": _SESSION_ID,
        },
        "required": [],
    },
}

END_SESSION_SCHEMA: dict[str, Any] = {
    "name": END_SESSION,
    "description": (
        "Close the current conversation's session (of this connection, of session_key, or "
        "the given session_id). Its turns stay searchable, memory providers get a chance to "
        "extract facts from it, and the next record_turn opens a new session."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "session_key": _SESSION_KEY,
            "session_id": _SESSION_ID,
        },
        "required": [],
    },
}

SESSION_TOOL_SCHEMAS: tuple[dict[str, Any], ...] = (
    RECORD_TURN_SCHEMA,
    START_SESSION_SCHEMA,
    END_SESSION_SCHEMA,
)

# MCP tool annotations (hints for clients deciding what to confirm with the user).
TOOL_HINTS: dict[str, dict[str, bool]] = {
    "memory": {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": False},
    "session_search": {"readOnlyHint": True, "openWorldHint": False},
    RECORD_TURN: {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False},
    START_SESSION: {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False},
    END_SESSION: {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False},
    "skills_list": {"readOnlyHint": True, "openWorldHint": False},
    "skill_view": {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False},
    "skill_manage": {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": False},
}

SERVER_INSTRUCTIONS = (
    "Long-term memory for this agent. Curated notes: read the resource "
    "memory://snapshot/system-prompt once at the start of a conversation and treat it as "
    "background; change the notes with the memory tool. Past conversations: search them with "
    "session_search, and store each finished turn with record_turn so later conversations "
    "can find it. Skills (how-to procedures): find one with skills_list, load it with "
    "skill_view before a task it covers, and save or fix one with skill_manage. The "
    "snapshot resources are frozen when the server starts; writes made "
    "since then show in memory://live/memory and memory://live/user."
)
