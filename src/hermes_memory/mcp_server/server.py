"""The MCP wiring: a low-level ``mcp`` server over a :class:`MemoryService`, stdio and HTTP.

The low-level server (not the decorator API) is used so each tool is listed with the
library's own JSON schema, byte for byte. Library calls are blocking (SQLite, file locks),
so they run on worker threads; a failing call becomes an error result, never a crash.
"""

from __future__ import annotations

import functools
import logging
import socket
from collections.abc import Callable, Iterable
from typing import Any, Protocol

import anyio
import anyio.to_thread
import mcp_types as types
from mcp.server import Server, ServerRequestContext
from mcp.shared.exceptions import MCPError

from hermes_memory import __version__
from hermes_memory.mcp_server.http_guard import HttpGuard, HttpPolicy
from hermes_memory.mcp_server.schemas import SERVER_INSTRUCTIONS, TOOL_HINTS
from hermes_memory.mcp_server.service import RESOURCES, MemoryService

logger = logging.getLogger("hermes_memory.mcp_server")

SERVER_NAME = "hermes-memory"
HTTP_PATH = "/mcp"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
RESOURCE_NOT_FOUND = -32002
STDIO_CONNECTION = "stdio"

_MIME = {r.uri: r.mime_type for r in RESOURCES}


def connection_key(ctx: ServerRequestContext[Any, Any]) -> str:
    """Who is calling: the HTTP MCP session when there is one, else the stdio client.

    Over stdio one server process serves one client. Over streamable HTTP each client that
    keeps an ``Mcp-Session-Id`` gets its own key; stateless callers share one key and should
    pass ``session_key`` to keep their conversations apart.
    """
    headers = getattr(ctx.request, "headers", None)
    if headers is not None:
        session = headers.get("mcp-session-id")
        return f"http:{session}" if session else "http"
    return STDIO_CONNECTION


def client_name(ctx: ServerRequestContext[Any, Any]) -> str | None:
    """The client's declared name (and version), stored on the sessions it opens."""
    params = ctx.session.client_params
    info = getattr(params, "client_info", None)
    if info is None or not getattr(info, "name", None):
        return None
    version = getattr(info, "version", "")
    return f"{info.name} {version}".strip()


def _annotations(name: str) -> types.ToolAnnotations | None:
    hints = TOOL_HINTS.get(name)
    return types.ToolAnnotations.model_validate(hints) if hints else None


class ServiceResolver(Protocol):
    """Team mode: the service of the user behind one request."""

    def for_request(self, ctx: Any) -> MemoryService: ...


def build_server(service: MemoryService | ServiceResolver) -> Server[Any]:
    """A low-level MCP server exposing the service's tools and resources.

    ``service`` is one ``MemoryService`` (a home), or a resolver giving each request the
    service of its authenticated user (the team server).
    """

    def resolve(ctx: ServerRequestContext[Any, Any]) -> MemoryService:
        if isinstance(service, MemoryService):
            return service
        return service.for_request(ctx)

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        schemas = await anyio.to_thread.run_sync(resolve(ctx).tool_schemas)
        return types.ListToolsResult(
            tools=[
                types.Tool(
                    name=schema["name"],
                    description=schema.get("description"),
                    input_schema=schema.get("parameters") or {"type": "object", "properties": {}},
                    annotations=_annotations(schema["name"]),
                )
                for schema in schemas
            ]
        )

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        owner = await anyio.to_thread.run_sync(resolve, ctx)
        call = functools.partial(
            owner.call_tool,
            params.name,
            dict(params.arguments or {}),
            connection_key=connection_key(ctx),
            client_name=client_name(ctx),
        )
        reply = await anyio.to_thread.run_sync(call)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=reply.text)], is_error=reply.is_error
        )

    async def list_resources(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        return types.ListResourcesResult(
            resources=[
                types.Resource(
                    uri=r.uri,
                    name=r.name,
                    title=r.title,
                    description=r.description,
                    mime_type=r.mime_type,
                )
                for r in RESOURCES
            ]
        )

    async def read_resource(
        ctx: ServerRequestContext[Any, Any], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        uri = str(params.uri)
        try:
            owner = await anyio.to_thread.run_sync(resolve, ctx)
            text = await anyio.to_thread.run_sync(owner.read_resource, uri)
        except KeyError:
            raise MCPError(RESOURCE_NOT_FOUND, f"Unknown resource: {uri}") from None
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type=_MIME.get(uri), text=text)]
        )

    return Server(
        SERVER_NAME,
        version=__version__,
        title="Hermes memory",
        instructions=SERVER_INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_read_resource=read_resource,
    )


async def serve_stdio(service: MemoryService) -> None:
    """Serve one client over this process's stdin/stdout until it disconnects.

    Our transport (``stdio.py``), not the SDK's: every request gets an answer, even one
    holding a lone surrogate or bytes that are not UTF-8.
    """
    from hermes_memory.mcp_server.stdio import stdio_streams

    server = build_server(service)
    async with stdio_streams() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def bind_socket(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> socket.socket:
    """A listening TCP socket (``port`` 0 picks a free one); raises ``OSError`` if taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def http_policy(
    sock: socket.socket,
    host: str,
    *,
    token: str | None = None,
    allowed_hosts: Iterable[str] = (),
) -> HttpPolicy:
    """The Host / Origin / token rules for a server listening on ``sock`` (bound to ``host``)."""
    bound_host, bound_port = sock.getsockname()[:2]
    return HttpPolicy.for_bind(
        host, str(bound_host), int(bound_port), token=token, allowed_hosts=allowed_hosts
    )


async def serve_http(
    service: MemoryService | ServiceResolver,
    sock: socket.socket,
    *,
    host: str = DEFAULT_HOST,
    on_ready: Callable[[str], None] | None = None,
    policy: HttpPolicy | None = None,
) -> None:
    """Serve streamable HTTP at ``http://<host>:<port>/mcp`` on an already bound socket.

    ``policy`` (default: this bind, no token) is checked on every request by our guard; the
    SDK's own Host/Origin check is off because it accepts any port and only on loopback.
    """
    import uvicorn
    from mcp.server.transport_security import TransportSecuritySettings

    server = build_server(service)
    inner = server.streamable_http_app(
        streamable_http_path=HTTP_PATH,
        host=host,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
    app = HttpGuard(inner, policy or http_policy(sock, host))
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    bound_host, bound_port = sock.getsockname()[:2]
    shown = f"[{bound_host}]" if ":" in str(bound_host) else bound_host
    if on_ready is not None:
        on_ready(f"http://{shown}:{bound_port}{HTTP_PATH}")
    await uvicorn.Server(config).serve(sockets=[sock])


def run_stdio(service: MemoryService) -> None:
    anyio.run(serve_stdio, service)


def run_http(
    service: MemoryService | ServiceResolver,
    sock: socket.socket,
    *,
    host: str = DEFAULT_HOST,
    on_ready: Callable[[str], None] | None = None,
    policy: HttpPolicy | None = None,
) -> None:
    anyio.run(
        functools.partial(serve_http, service, sock, host=host, on_ready=on_ready, policy=policy)
    )
