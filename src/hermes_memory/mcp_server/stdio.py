"""The stdio transport: one JSON-RPC message per line each way, and an answer to every request.

The SDK's own transport drops a line its strict parser refuses — a lone surrogate from a
``"\\ud800"`` escape, or text that is not JSON — so the client waits until it times out, and
a reply that holds a lone surrogate kills its writer. Here such a request is parsed again
with Python's ``json`` (surrogates kept, so the tools can refuse them clearly) or answered
with a JSON-RPC error carrying its id; replies are always encodable. While serving, fd 0
reads the null device and fd 1 writes to stderr, so stray reads and prints from a provider
cannot corrupt the protocol; both are restored on exit.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from collections.abc import AsyncIterator, Iterator
from typing import Any, BinaryIO

import anyio
import mcp_types as types
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage
from pydantic import BaseModel

from hermes_memory.oddchars import repair_surrogates

logger = logging.getLogger("hermes_memory.mcp_server")

Incoming = SessionMessage | Exception
INVALID_REQUEST_MESSAGE = (
    'Invalid request: not a JSON-RPC 2.0 message (a request is an object with "jsonrpc": '
    '"2.0", an "id", a string "method" and, when given, "params" as an object).'
)


def _error(request_id: Any, code: int, message: str) -> types.JSONRPCError:
    valid = isinstance(request_id, str) or (
        isinstance(request_id, int) and not isinstance(request_id, bool)
    )
    return types.JSONRPCError(
        jsonrpc="2.0",
        id=request_id if valid else None,
        error=types.ErrorData(code=code, message=repair_surrogates(message)),
    )


def parse_line(line: str) -> SessionMessage | types.JSONRPCError | None:
    """A message to dispatch, an error reply to send at once, or ``None`` (nothing to do).

    Notifications that cannot be read get no reply (JSON-RPC never answers them).
    """
    text = line.strip()
    if not text:
        return None
    try:
        return SessionMessage(types.jsonrpc_message_adapter.validate_json(text, by_name=False))
    except ValueError:
        pass
    try:
        data = json.loads(text)  # unlike the SDK's parser, keeps a lone "\ud800" as a str
    except ValueError as exc:
        return _error(None, types.PARSE_ERROR, f"Parse error: not a JSON message ({exc})")
    try:
        return SessionMessage(types.jsonrpc_message_adapter.validate_python(data, by_name=False))
    except ValueError:
        pass
    if isinstance(data, dict) and "id" not in data and "method" in data:
        logger.warning("dropped a notification that is not valid JSON-RPC: %.200r", data)
        return None
    request_id = data.get("id") if isinstance(data, dict) else None
    return _error(request_id, types.INVALID_REQUEST, INVALID_REQUEST_MESSAGE)


def encode_message(message: BaseModel) -> bytes:
    """One line of UTF-8 JSON for ``message``; lone surrogates in it become U+FFFD."""
    try:
        text = message.model_dump_json(by_alias=True, exclude_unset=True)
    except ValueError:  # the SDK's serializer refuses lone surrogates
        data = message.model_dump(mode="json", by_alias=True, exclude_unset=True)
        text = repair_surrogates(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    return text.encode("utf-8") + b"\n"


@contextlib.contextmanager
def claimed_stdio() -> Iterator[tuple[BinaryIO, BinaryIO]]:
    """Private handles on the client's pipes; meanwhile fd 0 is the null device, fd 1 stderr.

    Where descriptors cannot be duplicated, the process's own streams are used in place.
    """
    sys.stdout.flush()
    try:
        wire_in = os.dup(0)
    except OSError:
        yield sys.stdin.buffer, sys.stdout.buffer
        return
    try:
        wire_out = os.dup(1)
    except OSError:
        os.close(wire_in)
        yield sys.stdin.buffer, sys.stdout.buffer
        return
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
        os.dup2(2, 1)
    finally:
        os.close(null)
    # closefd=False: a worker thread may still be blocked reading when serving ends
    reader = os.fdopen(wire_in, "rb", closefd=False)
    writer = os.fdopen(wire_out, "wb", closefd=False)
    try:
        yield reader, writer
    finally:
        sys.stdout.flush()
        with contextlib.suppress(OSError, ValueError):
            writer.flush()
        os.dup2(wire_out, 1)
        os.dup2(wire_in, 0)
        os.close(wire_out)


async def _pump_in(
    source: BinaryIO,
    messages: MemoryObjectSendStream[Incoming],
    replies: MemoryObjectSendStream[SessionMessage],
) -> None:
    async with messages, replies:
        async for raw in anyio.wrap_file(source):
            # bytes that are not UTF-8 become U+FFFD: the line stays JSON and gets its answer
            parsed = parse_line(raw.decode("utf-8", errors="replace"))
            if isinstance(parsed, SessionMessage):
                await messages.send(parsed)
            elif parsed is not None:
                await replies.send(SessionMessage(parsed))


async def _pump_out(sink: BinaryIO, replies: MemoryObjectReceiveStream[SessionMessage]) -> None:
    out = anyio.wrap_file(sink)
    async with replies:
        async for item in replies:
            await out.write(encode_message(item.message))
            await out.flush()


@contextlib.asynccontextmanager
async def stdio_streams() -> AsyncIterator[
    tuple[MemoryObjectReceiveStream[Incoming], MemoryObjectSendStream[SessionMessage]]
]:
    """The (read, write) streams ``Server.run`` serves over this process's stdin/stdout."""
    with claimed_stdio() as (source, sink):
        send_in, receive_in = anyio.create_memory_object_stream[Incoming](0)
        send_out, receive_out = anyio.create_memory_object_stream[SessionMessage](0)
        async with anyio.create_task_group() as group:
            group.start_soon(_pump_in, source, send_in, send_out.clone())
            group.start_soon(_pump_out, sink, receive_out)
            try:
                yield receive_in, send_out
            finally:
                await send_out.aclose()
