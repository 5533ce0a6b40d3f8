"""Who may talk to the local HTTP server: Host and Origin checks and the bearer token.

Every request, for every bind, must name this server in its ``Host`` header (the bound
address or name and port, loopback aliases, or a name given with ``--allowed-host``), so a
DNS-rebinding page cannot reach it; a browser ``Origin`` must be exactly one of the server's
own origins (never just "some localhost port"); and with a token, ``Authorization: Bearer``
must carry it. A plain ASGI middleware: no SDK or web framework is imported here.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import json
import logging
import socket
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

logger = logging.getLogger("hermes_memory.mcp_server")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
WILDCARD_ADDRESSES = frozenset({"0.0.0.0", "::", ""})
TOKEN_ENV = "HERMES_MEMORY_TOKEN"
USER_SCOPE_KEY = "hermes_memory.user"


def _bare(host: str) -> str:
    """``"[::1]"`` → ``"::1"``; lower case, no trailing dot."""
    return host.strip().strip("[]").lower().rstrip(".")


def is_loopback(host: str) -> bool:
    """True when ``host`` (an address or a name) reaches this machine only.

    A name counts when every address it resolves to is a loopback one; a name that does
    not resolve does not count.
    """
    name = _bare(host)
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(name, None)
    except OSError:
        return False
    addresses = {info[4][0] for info in infos}
    return bool(addresses) and all(
        ipaddress.ip_address(str(a).split("%")[0]).is_loopback for a in addresses
    )


def _machine_names() -> set[str]:
    """This machine's names and the addresses they resolve to (for a wildcard bind)."""
    names = {socket.gethostname(), socket.getfqdn()}
    for name in list(names):
        with contextlib.suppress(OSError):
            names.update(str(info[4][0]) for info in socket.getaddrinfo(name, None))
    return {_bare(n) for n in names if n}


@dataclass(frozen=True)
class HttpPolicy:
    """What a request must carry. ``names`` answer on ``port``; ``extra_names`` (from
    ``--allowed-host``, e.g. a reverse proxy's name) on any port and either scheme."""

    names: frozenset[str]
    port: int
    extra_names: frozenset[str] = frozenset()
    token: str | None = None
    authenticate: Callable[[str], str | None] | None = None
    """Team mode: who a bearer token belongs to (None: refused), asked on every request so
    a revoked token stops at once; the user rides along in the scope (``USER_SCOPE_KEY``)."""

    @classmethod
    def for_bind(
        cls,
        typed_host: str,
        bound_address: str,
        port: int,
        *,
        token: str | None = None,
        allowed_hosts: Iterable[str] = (),
    ) -> HttpPolicy:
        names = {_bare(typed_host), _bare(bound_address), *LOOPBACK_NAMES}
        if _bare(bound_address) in WILDCARD_ADDRESSES:
            names |= _machine_names()
        names -= WILDCARD_ADDRESSES  # "0.0.0.0" is where we listen, never a Host to accept
        extra = frozenset(_bare(h) for h in allowed_hosts if _bare(h))
        return cls(frozenset(names), port, extra, token or None)

    # -- the three checks ---------------------------------------------------------------------

    def host_ok(self, host: str | None) -> bool:
        if not host or any(c in host for c in "@/\\?# "):
            return False
        split = urlsplit(f"//{host}")
        try:
            port = split.port
        except ValueError:
            return False
        name = _bare(split.hostname or "")
        if name in self.extra_names:
            return True
        return name in self.names and (port or 80) == self.port

    def origin_ok(self, origin: str | None) -> bool:
        if origin is None:
            return True  # not a browser (or a same-origin GET): nothing to check
        split = urlsplit(origin.strip())
        try:
            port = split.port
        except ValueError:
            return False
        name = _bare(split.hostname or "")
        if split.path or split.query or split.fragment:
            return False
        if name in self.extra_names:
            return split.scheme in ("http", "https")
        default = 443 if split.scheme == "https" else 80
        return split.scheme == "http" and name in self.names and (port or default) == self.port

    def token_ok(self, authorization: str | None) -> bool:
        if self.token is None:
            return True
        scheme, _, given = (authorization or "").strip().partition(" ")
        if scheme.lower() != "bearer":
            return False
        return hmac.compare_digest(given.strip().encode(), self.token.encode())


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or None."""
    scheme, _, given = (authorization or "").strip().partition(" ")
    return given.strip() or None if scheme.lower() == "bearer" else None


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers") or []:
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None


async def _refuse(send: Send, status: int, message: str, *, challenge: bool = False) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    if challenge:
        headers.append((b"www-authenticate", b'Bearer realm="hermes-memory"'))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class HttpGuard:
    """ASGI middleware applying an :class:`HttpPolicy` to every HTTP request."""

    def __init__(self, app: ASGIApp, policy: HttpPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)  # lifespan events
            return
        policy = self.policy
        host = _header(scope, b"host")
        if not policy.host_ok(host):
            logger.warning("refused a request for Host %r", host)
            await _refuse(send, 421, "Host header does not name this server.")
            return
        origin = _header(scope, b"origin")
        if not policy.origin_ok(origin):
            logger.warning("refused a request from Origin %r", origin)
            await _refuse(send, 403, "Origin is not allowed: only this server's own origin.")
            return
        authorization = _header(scope, b"authorization")
        if policy.authenticate is not None:
            token = bearer_token(authorization)
            user = await asyncio.to_thread(policy.authenticate, token) if token else None
            if user is None:
                await _refuse(
                    send, 401, "Missing, unknown or revoked bearer token (Authorization: Bearer"
                    " <token>).", challenge=True,
                )  # fmt: skip
                return
            await self.app({**scope, USER_SCOPE_KEY: user}, receive, send)
            return
        if not policy.token_ok(authorization):
            await _refuse(
                send, 401, "Missing or wrong bearer token (Authorization: Bearer <token>).",
                challenge=True,
            )  # fmt: skip
            return
        await self.app(scope, receive, send)
