"""The Claude.ai ``conversations.json`` parser.

Each conversation becomes one :class:`ParsedSession`; its content blocks are split into
OpenAI-shaped turns (assistant text and tool calls, then the tool results as ``tool``
messages). A tool input or result nested too deeply keeps its text only (reported).
"""

from __future__ import annotations

from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.chat_exports import (
    conversation_id,
    conversation_label,
    conversation_list,
    empty_note,
    name_anonymous,
)
from hermes_memory.sessions.transfer.formats import (
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
    parse_timestamp,
    shown,
)
from hermes_memory.sessions.transfer.notices import RepairAction, RepairedValue
from hermes_memory.sessions.transfer.repair import (
    bounded_dumps,
    flatten_text,
    plain_text,
    too_deep_text,
)

_CLAUDE_SENDERS = {"human": "user", "user": "user", "assistant": "assistant", "system": "system"}


def _block_text(value: Any, deep: list[str], where: str) -> str:
    """Text of a tool_result's content (a string or a list of text blocks)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(
            plain_text(b.get("text"))
            for b in value
            if isinstance(b, dict) and b.get("text") is not None
        )
    if value is None:
        return ""
    encoded = bounded_dumps(value)
    if encoded is None:
        deep.append(where)
        return flatten_text(value)
    return encoded


def _arguments(value: Any, deep: list[str], where: str) -> str:
    """A tool_use input as the JSON text of a call's arguments (text only when too deep)."""
    encoded = bounded_dumps(value or {})
    if encoded is None:
        deep.append(where)
        return bounded_dumps(flatten_text(value)) or ""
    return encoded


def _claude_attachments(chat: dict[str, Any], location: str) -> list[str]:
    notes: list[str] = []
    for key in ("attachments", "files"):
        items = chat.get(key) or []
        if not isinstance(items, list):
            raise ImportFormatError(f"{key} must be a list", location)
        for item in items:
            if not isinstance(item, dict):
                raise ImportFormatError(f"{key} entries must be objects", location)
            name = item.get("file_name") or item.get("file_uuid") or "file"
            extracted = item.get("extracted_content")
            if isinstance(extracted, str) and extracted.strip():
                notes.append(f"[Attachment: {name}]\n{extracted}")
            else:
                notes.append(f"[Attachment: {name}]")
    return notes


def _claude_turns(
    chat: dict[str, Any], role: str, location: str, stamp: float | None, deep: list[str]
) -> list[ParsedMessage]:
    """One chat message → user/system text, or assistant turns split at tool results.

    Places whose value nested too deeply (its text kept) are added to ``deep``.
    """
    blocks = chat.get("content")
    if blocks is not None and not isinstance(blocks, list):
        raise ImportFormatError("content must be a list of blocks", location)
    if not blocks:
        blocks = [{"type": "text", "text": chat.get("text") or ""}]
    out: list[ParsedMessage] = []
    texts: list[str] = []
    reasoning: list[str] = []
    calls: list[dict[str, Any]] = []
    unresolved: list[str] = []  # ids of calls whose result has not been seen yet

    def flush() -> None:
        body = "\n\n".join(t for t in texts if t.strip())
        if body or calls:
            out.append(
                ParsedMessage(
                    role=role,
                    content=body or None,
                    tool_calls=list(calls) or None,
                    reasoning="\n\n".join(reasoning) or None,
                    timestamp=stamp,
                )
            )
        texts.clear()
        reasoning.clear()
        calls.clear()

    for number, block in enumerate(blocks):
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            raise ImportFormatError(f"content block {number} has no type", location)
        kind = block["type"]
        if kind == "text":
            texts.append(plain_text(block.get("text")))
        elif kind == "thinking":
            reasoning.append(plain_text(block.get("thinking")))
        elif kind == "tool_use":
            chat_id = chat.get("uuid") if isinstance(chat.get("uuid"), str) else "x"
            call_id = plain_text(block.get("id")) or f"toolu_{chat_id}_{number}"
            unresolved.append(call_id)
            calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {
                        "name": plain_text(block.get("name")) or "tool",
                        "arguments": _arguments(
                            block.get("input"), deep, f"{location}, block {number} input"
                        ),
                    },
                }
            )
        elif kind == "tool_result":
            flush()
            wanted = block.get("tool_use_id")
            if isinstance(wanted, str) and wanted in unresolved:
                unresolved.remove(wanted)
                owner: str | None = wanted
            else:  # results arrive in call order when they name no call
                owner = unresolved.pop(0) if unresolved else None
            out.append(
                ParsedMessage(
                    role="tool",
                    content=_block_text(
                        block.get("content"), deep, f"{location}, block {number} content"
                    ),
                    tool_name=block.get("name") if isinstance(block.get("name"), str) else None,
                    tool_call_id=owner,
                    timestamp=stamp,
                )
            )
        # other block kinds (images, token budgets, …) carry no transcript text
    texts.extend(_claude_attachments(chat, location))
    flush()
    return out


def _claude_conversation(conv: dict[str, Any], index: int) -> tuple[ParsedSession, str | None]:
    """One conversation → a session, and its own id (None: one is derived)."""
    raw_id = conv.get("uuid")
    location = conversation_label("conversation", index, raw_id)
    conv_id = conversation_id(raw_id, location)
    chats = conv.get("chat_messages")
    if not isinstance(chats, list):
        raise ImportFormatError("chat_messages must be a list", location)
    name = conv.get("name")
    session = ParsedSession(
        id=f"claude_{conv_id}" if conv_id else "",
        source="claude",
        title=name if isinstance(name, str) and name.strip() else None,
        started_at=parse_timestamp(conv.get("created_at"), location, "created_at"),
        ended_at=parse_timestamp(conv.get("updated_at"), location, "updated_at"),
        end_reason="imported",
        model=conv.get("model") if isinstance(conv.get("model"), str) else None,
        record=location,
    )
    deep: list[str] = []
    for number, chat in enumerate(chats):
        chat_location = f"{location}, message {number}" + (
            f" ({chat.get('uuid')})" if isinstance(chat, dict) and chat.get("uuid") else ""
        )
        if not isinstance(chat, dict):
            raise ImportFormatError("a chat message must be an object", chat_location)
        sender = chat.get("sender")
        role = _CLAUDE_SENDERS.get(sender) if isinstance(sender, str) else None
        if role is None:
            raise ImportFormatError(f"unknown sender {shown(sender)}", chat_location)
        stamp = parse_timestamp(chat.get("created_at"), chat_location, "created_at")
        session.messages.extend(_claude_turns(chat, role, chat_location, stamp, deep))
    for where in deep:
        session.notices.append(
            RepairedValue(
                record=location,
                session_id=session.id,
                title=session.title,
                field=where.removeprefix(f"{location}, "),
                value=too_deep_text(),
                action=RepairAction.FLATTENED,
            )
        )
    return session, conv_id


def parse_claude_data(data: Any) -> ParsedImport:
    """Validate and convert a parsed Claude.ai ``conversations.json`` document."""
    parsed = ParsedImport(ImportFormat.CLAUDE, [])
    empty = 0
    for index, conv in enumerate(conversation_list(data, "chat_messages")):
        session, own_id = _claude_conversation(conv, index)
        if session.messages:
            name_anonymous(parsed, session, own_id, "claude")
            parsed.sessions.append(session)
        else:
            empty += 1
    parsed.notes = empty_note(empty)
    return parsed
