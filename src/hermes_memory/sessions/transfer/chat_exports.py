"""The ChatGPT ``conversations.json`` parser, and what the chat-app exports share.

Both chat apps' exports (Claude's parser is ``claude``) turn into one
:class:`ParsedSession` per conversation, validated up front; errors name the conversation by
index and id, and a conversation without an id gets one derived from its content
(reported). ChatGPT's mapping is a tree (edits and regenerations branch it): only the path
ending at ``current_node`` is kept.
"""

from __future__ import annotations

from typing import Any

from hermes_memory.errors import ImportFormatError
from hermes_memory.sessions.transfer.formats import (
    ImportFormat,
    ParsedImport,
    ParsedMessage,
    ParsedSession,
    parse_timestamp,
    shown,
)
from hermes_memory.sessions.transfer.ids import derived_id, set_session_id
from hermes_memory.sessions.transfer.notices import DerivedId
from hermes_memory.sessions.transfer.repair import plain_text

# ChatGPT content types that carry no conversation text worth keeping
_CHATGPT_SKIPPED_TYPES = frozenset(
    {"user_editable_context", "model_editable_context", "thoughts", "reasoning_recap"}
)


def conversation_label(kind: str, index: int, ident: Any) -> str:
    """``"conversation 3 (<id>)"``: how errors and notices name a record."""
    return f"{kind} {index}" + (f" ({ident})" if isinstance(ident, str) and ident else "")


def conversation_id(value: Any, location: str) -> str | None:
    """The conversation's own id, or None when it has none (one is derived from content)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise ImportFormatError("the conversation id must be a string", location)
    return value.strip()


def name_anonymous(
    parsed: ParsedImport, session: ParsedSession, own_id: str | None, prefix: str
) -> None:
    """Give a kept conversation without an id its derived id, and say so."""
    if own_id is not None:
        return
    set_session_id(session, derived_id(prefix, session))
    parsed.file_notices.append(DerivedId(session.record, session.id, session.title))


def conversation_list(data: Any, key: str) -> list[dict[str, Any]]:
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
            ptype = plain_text(part.get("content_type")) or "attachment"
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
            raise ImportFormatError(f"node {shown(node_id)} is missing from the mapping", location)
        if node_id in seen:
            raise ImportFormatError(f"the mapping has a cycle at node {shown(node_id)}", location)
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ImportFormatError(f"node {shown(node_id)} is not an object", location)
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


def _chatgpt_conversation(
    conv: dict[str, Any], index: int
) -> tuple[ParsedSession, str | None, int]:
    """One conversation → a session, its own id (None: derive one), and how many off-path
    (branch) messages were left out."""
    raw_id = conv.get("conversation_id") or conv.get("id")
    location = conversation_label("conversation", index, raw_id)
    conv_id = conversation_id(raw_id, location)
    mapping = conv.get("mapping")
    if not isinstance(mapping, dict):
        raise ImportFormatError("mapping must be an object of nodes", location)
    current = conv.get("current_node") or _chatgpt_leaf(mapping)
    path = _chatgpt_path(mapping, current, location) if current else []
    title = conv.get("title")
    session = ParsedSession(
        id=f"chatgpt_{conv_id}" if conv_id else "",
        source="chatgpt",
        title=title if isinstance(title, str) and title.strip() else None,
        started_at=parse_timestamp(conv.get("create_time"), location, "create_time"),
        ended_at=parse_timestamp(conv.get("update_time"), location, "update_time"),
        end_reason="imported",
        model=conv.get("default_model_slug")
        if isinstance(conv.get("default_model_slug"), str)
        else None,
        record=location,
    )
    pending_calls: dict[str, str] = {}  # tool name -> id of the call that has no result yet
    for node in path:
        message = node.get("message")
        if message is None:
            continue
        node_location = f"{location}, node {shown(node.get('id'))}"
        if not isinstance(message, dict):
            raise ImportFormatError("message must be an object or null", node_location)
        parsed = _chatgpt_message(message, node_location, pending_calls)
        if parsed is not None:
            session.messages.append(parsed)
    kept = sum(1 for n in path if isinstance(n.get("message"), dict))
    total = sum(1 for n in mapping.values() if isinstance(n, dict) and n.get("message"))
    return session, conv_id, max(0, total - kept)


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
    parsed = ParsedImport(ImportFormat.CHATGPT, [])
    branch_messages = 0
    empty = 0
    for index, conv in enumerate(conversation_list(data, "mapping")):
        session, own_id, skipped = _chatgpt_conversation(conv, index)
        branch_messages += skipped
        if session.messages:
            name_anonymous(parsed, session, own_id, "chatgpt")
            parsed.sessions.append(session)
        else:
            empty += 1
    parsed.notes = empty_note(empty)
    if branch_messages:
        parsed.notes.append(
            f"{branch_messages} messages on edited/regenerated branches not imported"
        )
    return parsed


def empty_note(empty: int) -> list[str]:
    return [f"{empty} empty conversation(s) skipped"] if empty else []
