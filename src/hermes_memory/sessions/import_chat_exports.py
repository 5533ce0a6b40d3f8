"""Parsers for the chat apps' own data exports: ChatGPT and Claude.ai ``conversations.json``.

Both turn into :class:`ParsedSession` lists (one per conversation) and validate everything
up front; errors name the conversation by index and id. ChatGPT's mapping is a tree (edits
and regenerations branch it): only the path ending at ``current_node`` is kept. Claude's
content blocks are split into OpenAI-shaped turns (assistant text and tool calls, then the
tool results as ``tool`` messages).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.import_formats import (
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
    load_json_document,
    parse_timestamp,
)

# ChatGPT content types that carry no conversation text worth keeping
_CHATGPT_SKIPPED_TYPES = frozenset(
    {"user_editable_context", "model_editable_context", "thoughts", "reasoning_recap"}
)


def _where(kind: str, index: int, ident: Any) -> str:
    return f"{kind} {index}" + (f" ({ident})" if isinstance(ident, str) and ident else "")


def _conversation_list(data: Any, key: str) -> list[dict[str, Any]]:
    if isinstance(data, dict) and key in data:  # a single conversation object
        data = [data]
    if not isinstance(data, list):
        raise ImportFormatError("expected a JSON list of conversations", "record 0")
    for index, item in enumerate(data):
        if not isinstance(item, dict):
            raise ImportFormatError("a conversation must be a JSON object", f"conversation {index}")
    return data


# --- ChatGPT ---------------------------------------------------------------------------------


def _chatgpt_text(content: dict[str, Any], location: str) -> str | None:
    """The readable text of one ChatGPT message content object (None when it has none)."""
    kind = content.get("content_type", "text")
    if kind in _CHATGPT_SKIPPED_TYPES:
        return None
    if kind == "code":
        text = content.get("text")
        return text if isinstance(text, str) else None
    if kind in ("execution_output", "system_error"):
        text = content.get("text")
        return text if isinstance(text, str) else None
    if kind == "tether_quote":
        quoted = [content.get("title"), content.get("url"), content.get("text")]
        return "\n".join(p for p in quoted if isinstance(p, str) and p) or None
    if kind == "tether_browsing_display":
        text = content.get("result") or content.get("summary")
        return text if isinstance(text, str) else None
    parts = content.get("parts")
    if parts is None:
        text = content.get("text")
        return text if isinstance(text, str) else None
    if not isinstance(parts, list):
        raise ImportFormatError("content.parts must be a list", location)
    pieces: list[str] = []
    for part in parts:
        if isinstance(part, str):
            pieces.append(part)
        elif isinstance(part, dict):
            ptype = str(part.get("content_type") or "attachment")
            label = "image" if "image" in ptype else ptype.replace("_", " ")
            pieces.append(f"[{label}]")
        elif part is not None:
            raise ImportFormatError("content.parts holds a value that is not text", location)
    return "\n".join(pieces)


def _chatgpt_path(mapping: dict[str, Any], current: str, location: str) -> list[dict[str, Any]]:
    """The nodes from the root down to ``current`` (cycle-safe, every link checked)."""
    path: list[dict[str, Any]] = []
    seen: set[str] = set()
    node_id: Any = current
    while node_id is not None:
        if not isinstance(node_id, str) or node_id not in mapping:
            raise ImportFormatError(f"node {node_id!r} is missing from the mapping", location)
        if node_id in seen:
            raise ImportFormatError(f"the mapping has a cycle at node {node_id!r}", location)
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ImportFormatError(f"node {node_id!r} is not an object", location)
        path.append(node)
        node_id = node.get("parent")
    path.reverse()
    return path


def _chatgpt_leaf(mapping: dict[str, Any]) -> str | None:
    """Without ``current_node``: the newest leaf (a node with no children)."""
    best: tuple[float, str] | None = None
    for node_id, node in mapping.items():
        if not isinstance(node, dict) or node.get("children"):
            continue
        message = node.get("message") if isinstance(node.get("message"), dict) else {}
        created = message.get("create_time") if isinstance(message, dict) else None
        key = (float(created) if isinstance(created, int | float) else 0.0, node_id)
        if best is None or key > best:
            best = key
    return None if best is None else best[1]


def _chatgpt_conversation(conv: dict[str, Any], index: int) -> tuple[ParsedSession, int]:
    """One conversation → a session, plus how many off-path (branch) messages were left out."""
    conv_id = conv.get("conversation_id") or conv.get("id")
    location = _where("conversation", index, conv_id)
    if not isinstance(conv_id, str) or not conv_id.strip():
        raise ImportFormatError("conversation has no id", location)
    mapping = conv.get("mapping")
    if not isinstance(mapping, dict):
        raise ImportFormatError("mapping must be an object of nodes", location)
    current = conv.get("current_node") or _chatgpt_leaf(mapping)
    path = _chatgpt_path(mapping, current, location) if current else []
    title = conv.get("title")
    session = ParsedSession(
        id=f"chatgpt_{conv_id.strip()}",
        source="chatgpt",
        title=title if isinstance(title, str) and title.strip() else None,
        started_at=parse_timestamp(conv.get("create_time"), location, "create_time"),
        ended_at=parse_timestamp(conv.get("update_time"), location, "update_time"),
        end_reason="imported",
        model=conv.get("default_model_slug")
        if isinstance(conv.get("default_model_slug"), str)
        else None,
    )
    pending_calls: dict[str, str] = {}  # tool name -> id of the call that has no result yet
    for node in path:
        message = node.get("message")
        if message is None:
            continue
        node_location = f"{location}, node {node.get('id')!r}"
        if not isinstance(message, dict):
            raise ImportFormatError("message must be an object or null", node_location)
        parsed = _chatgpt_message(message, node_location, pending_calls)
        if parsed is not None:
            session.messages.append(parsed)
    kept = sum(1 for n in path if isinstance(n.get("message"), dict))
    total = sum(1 for n in mapping.values() if isinstance(n, dict) and n.get("message"))
    return session, max(0, total - kept)


def _chatgpt_message(
    message: dict[str, Any], location: str, pending_calls: dict[str, str]
) -> ParsedMessage | None:
    author = message.get("author")
    if not isinstance(author, dict) or not isinstance(author.get("role"), str):
        raise ImportFormatError("message.author.role is missing", location)
    role = author["role"]
    if role not in ("user", "assistant", "system", "tool"):
        raise ImportFormatError(f"unknown author role {role!r}", location)
    metadata = message.get("metadata")
    if isinstance(metadata, dict) and metadata.get("is_visually_hidden_from_conversation"):
        return None
    content = message.get("content")
    if content is None:
        return None
    if not isinstance(content, dict):
        raise ImportFormatError("message.content must be an object", location)
    text = _chatgpt_text(content, location)
    timestamp = parse_timestamp(message.get("create_time"), location, "create_time")
    recipient = message.get("recipient")
    if role == "assistant" and isinstance(recipient, str) and recipient not in ("all", ""):
        call_id = f"call_{message.get('id') or len(pending_calls)}"
        pending_calls[recipient] = call_id
        call = {
            "id": call_id,
            "type": "function",
            "function": {"name": recipient, "arguments": text or ""},
        }
        return ParsedMessage(role="assistant", content=None, tool_calls=[call], timestamp=timestamp)
    if text is None or not text.strip():
        return None
    if role == "tool":
        name = author.get("name") if isinstance(author.get("name"), str) else None
        result_id = pending_calls.pop(name, None) if name else None
        return ParsedMessage(
            role="tool", content=text, tool_name=name, tool_call_id=result_id, timestamp=timestamp
        )
    return ParsedMessage(role=role, content=text, timestamp=timestamp)


def parse_chatgpt_data(data: Any) -> ParsedImport:
    """Validate and convert a parsed ChatGPT ``conversations.json`` document."""
    sessions: list[ParsedSession] = []
    branch_messages = 0
    empty = 0
    for index, conv in enumerate(_conversation_list(data, "mapping")):
        session, skipped = _chatgpt_conversation(conv, index)
        branch_messages += skipped
        if session.messages:
            sessions.append(session)
        else:
            empty += 1
    notes = _empty_note(empty)
    if branch_messages:
        notes.append(f"{branch_messages} messages on edited/regenerated branches not imported")
    return ParsedImport(ImportFormat.CHATGPT, sessions, notes)


def _empty_note(empty: int) -> list[str]:
    return [f"{empty} empty conversation(s) skipped"] if empty else []


def parse_chatgpt_file(path: Path) -> ParsedImport:
    return parse_chatgpt_data(load_json_document(path))


# --- Claude.ai -------------------------------------------------------------------------------

_CLAUDE_SENDERS = {"human": "user", "user": "user", "assistant": "assistant", "system": "system"}


def _block_text(value: Any) -> str:
    """Text of a tool_result's content (a string or a list of text blocks)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(
            str(b.get("text")) for b in value if isinstance(b, dict) and b.get("text") is not None
        )
    return "" if value is None else json.dumps(value, ensure_ascii=False)


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
    chat: dict[str, Any], role: str, location: str, stamp: float | None
) -> list[ParsedMessage]:
    """One chat message → user/system text, or assistant turns split at tool results."""
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
            texts.append(str(block.get("text") or ""))
        elif kind == "thinking":
            reasoning.append(str(block.get("thinking") or ""))
        elif kind == "tool_use":
            call_id = str(block.get("id") or f"toolu_{chat.get('uuid', 'x')}_{number}")
            unresolved.append(call_id)
            calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {
                        "name": str(block.get("name") or "tool"),
                        "arguments": json.dumps(block.get("input") or {}, ensure_ascii=False),
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
                    content=_block_text(block.get("content")),
                    tool_name=block.get("name") if isinstance(block.get("name"), str) else None,
                    tool_call_id=owner,
                    timestamp=stamp,
                )
            )
        # other block kinds (images, token budgets, …) carry no transcript text
    texts.extend(_claude_attachments(chat, location))
    flush()
    return out


def _claude_conversation(conv: dict[str, Any], index: int) -> ParsedSession:
    conv_id = conv.get("uuid")
    location = _where("conversation", index, conv_id)
    if not isinstance(conv_id, str) or not conv_id.strip():
        raise ImportFormatError("conversation has no uuid", location)
    chats = conv.get("chat_messages")
    if not isinstance(chats, list):
        raise ImportFormatError("chat_messages must be a list", location)
    name = conv.get("name")
    session = ParsedSession(
        id=f"claude_{conv_id.strip()}",
        source="claude",
        title=name if isinstance(name, str) and name.strip() else None,
        started_at=parse_timestamp(conv.get("created_at"), location, "created_at"),
        ended_at=parse_timestamp(conv.get("updated_at"), location, "updated_at"),
        end_reason="imported",
        model=conv.get("model") if isinstance(conv.get("model"), str) else None,
    )
    for number, chat in enumerate(chats):
        chat_location = f"{location}, message {number}" + (
            f" ({chat.get('uuid')})" if isinstance(chat, dict) and chat.get("uuid") else ""
        )
        if not isinstance(chat, dict):
            raise ImportFormatError("a chat message must be an object", chat_location)
        role = _CLAUDE_SENDERS.get(str(chat.get("sender")))
        if role is None:
            raise ImportFormatError(f"unknown sender {chat.get('sender')!r}", chat_location)
        stamp = parse_timestamp(chat.get("created_at"), chat_location, "created_at")
        session.messages.extend(_claude_turns(chat, role, chat_location, stamp))
    return session


def parse_claude_data(data: Any) -> ParsedImport:
    """Validate and convert a parsed Claude.ai ``conversations.json`` document."""
    conversations = _conversation_list(data, "chat_messages")
    parsed = [_claude_conversation(conv, index) for index, conv in enumerate(conversations)]
    sessions = [s for s in parsed if s.messages]
    return ParsedImport(ImportFormat.CLAUDE, sessions, _empty_note(len(parsed) - len(sessions)))


def parse_claude_file(path: Path) -> ParsedImport:
    return parse_claude_data(load_json_document(path))
