"""The Starlette application: routes, HTML and JSON rendering, safety headers, errors.

Every page has a JSON twin under ``/api``; both are built from the same dict. Only GET and
HEAD exist (anything else is a 405), every body passes the ``.env`` scrubber, HTML comes
from autoescaping templates under a policy that runs no script and loads nothing external,
and a Host header naming another site is refused (a DNS-rebinding page cannot read memory).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from hermes_memory.errors import HermesMemoryError
from hermes_memory.web.conversation import session_page
from hermes_memory.web.home import HomeReader
from hermes_memory.web.library_view import episodes_page, skills_page
from hermes_memory.web.memory_view import MemorySnapshot, memory_page
from hermes_memory.web.overview import overview_page
from hermes_memory.web.sessions_view import parse_query, sessions_page
from hermes_memory.web.timefmt import when

logger = logging.getLogger(__name__)

SAFETY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "base-uri 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}
LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
NOT_FOUND = "There is no page at this address. The pages are listed at the top."
NO_SESSION = (
    "No session has the id {id!r} in this home. It may have been deleted, or the link came "
    "from another home; the sessions page lists and searches the stored ones."
)


def _environment() -> Environment:
    env = Environment(
        loader=PackageLoader("hermes_memory.web", "templates"),
        autoescape=select_autoescape(["html"], default=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["when"] = when
    env.filters["count_of"] = count_of
    return env


def count_of(n: object, noun: str) -> str:
    """``1 message``, ``2 messages``, ``1,204 messages``."""
    number = n if isinstance(n, int) else 0
    return f"{number:,} {noun}{'' if number == 1 else 's'}"


def api_path(path: str) -> str:
    """The JSON twin of a page: ``/`` → ``/api/overview``, ``/memory`` → ``/api/memory``."""
    return "/api/overview" if path == "/" else f"/api{path}"


def host_allowed(header: str, allowed: frozenset[str] | None) -> bool:
    """Whether a Host header names this server (``None`` allows any: a remote bind)."""
    if allowed is None:
        return True
    host = header.strip().lower()
    if host.startswith("["):  # [::1]:8766
        host = host[1 : host.find("]")] if "]" in host else host
    elif host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host in allowed


class HostGuard:
    """ASGI middleware: answer 421 to a request whose Host is not one of ours."""

    def __init__(self, app: ASGIApp, allowed: frozenset[str] | None) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            host = headers.get(b"host", b"").decode("latin-1")
            if not host_allowed(host, self.allowed):
                response = Response("Misdirected request: unknown Host.\n", status_code=421)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


class Inspector:
    """The pages of one home, rendered as HTML or JSON."""

    def __init__(self, reader: HomeReader) -> None:
        self.reader = reader
        self.snapshot = MemorySnapshot.take(reader.home)
        self.env = _environment()
        self.css = (files("hermes_memory.web") / "static" / "style.css").read_bytes()

    # -- output ---------------------------------------------------------------------------

    def _finish(self, body: str, media: str, status: int) -> Response:
        text = self.reader.secrets().scrub(body)
        return Response(text, status_code=status, media_type=media, headers=SAFETY_HEADERS)

    def html(
        self, request: Request, template: str, data: dict[str, Any], status: int = 200
    ) -> Response:
        path = request.url.path
        nav = "/" + path.strip("/").split("/")[0]
        query = f"?{request.url.query}" if request.url.query else ""
        page = self.env.get_template(template).render(
            data=data, home=str(self.reader.home), nav=nav, api_url=api_path(path) + query
        )
        return self._finish(page, "text/html; charset=utf-8", status)

    def json(self, data: dict[str, Any], status: int = 200) -> Response:
        body = json.dumps(data, ensure_ascii=False, indent=2, default=str)
        return self._finish(body, "application/json; charset=utf-8", status)

    def error(self, request: Request, status: int, message: str) -> Response:
        data = {"success": False, "status": status, "error": message}
        if request.url.path.startswith("/api"):
            return self.json(data, status)
        return self.html(request, "error.html", data, status)

    # -- pages ----------------------------------------------------------------------------

    def overview(self, request: Request) -> tuple[str, dict[str, Any], int]:
        return "overview.html", overview_page(self.reader), 200

    def memory(self, request: Request) -> tuple[str, dict[str, Any], int]:
        return "memory.html", memory_page(self.reader.home, self.snapshot), 200

    def sessions(self, request: Request) -> tuple[str, dict[str, Any], int]:
        query, problems = parse_query(request.query_params)
        db, no_db = self.reader.session_db()
        data = sessions_page(db, query, problems, no_db)
        return "sessions.html", data, 400 if problems else 200

    def session(self, request: Request) -> tuple[str, dict[str, Any], int]:
        session_id = str(request.path_params["session_id"])
        db, _ = self.reader.session_db()
        data = session_page(db, session_id) if db is not None else None
        if data is None:
            raise HTTPException(404, NO_SESSION.format(id=session_id))
        return "session.html", data, 200

    def skills(self, request: Request) -> tuple[str, dict[str, Any], int]:
        return "skills.html", skills_page(self.reader.home), 200

    def episodes(self, request: Request) -> tuple[str, dict[str, Any], int]:
        raw = request.query_params.get("page", "1")
        page = int(raw) if raw.isdigit() and 0 < int(raw) <= 10_000 else 0
        if not page:
            raise HTTPException(400, f"page must be a whole number from 1, not {raw!r}.")
        db, no_db = self.reader.session_db()
        return "episodes.html", episodes_page(db, no_db, page), 200

    def api_index(self, request: Request) -> tuple[str, dict[str, Any], int]:
        paths = [api_path(path).replace(":path}", "}") for path, _ in self.pages()]
        return "", {"endpoints": paths}, 200

    def pages(self) -> list[tuple[str, Callable[[Request], tuple[str, dict[str, Any], int]]]]:
        return [
            ("/", self.overview),
            ("/memory", self.memory),
            ("/sessions", self.sessions),
            ("/sessions/{session_id:path}", self.session),
            ("/skills", self.skills),
            ("/episodes", self.episodes),
        ]

    def endpoint(
        self, build: Callable[[Request], tuple[str, dict[str, Any], int]], *, as_json: bool
    ) -> Callable[[Request], Awaitable[Response]]:
        # Run on the event loop itself: one local reader gains nothing from a thread pool,
        # and each hand-off to a worker thread is a wake-up a loaded machine makes wait.
        async def serve(request: Request) -> Response:
            started = time.perf_counter()
            try:
                template, data, status = build(request)
            except HermesMemoryError as exc:
                logger.warning("%s: %s", request.url.path, exc)
                return self.error(request, 500, f"This page cannot be shown: {exc}")
            if as_json:
                response = self.json(data, status)
            else:
                response = self.html(request, template, data, status)
            # the time spent here, apart from the network and the event loop (benchmarks read it)
            spent = (time.perf_counter() - started) * 1000
            response.headers["server-timing"] = f"app;dur={spent:.2f}"
            return response

        return serve

    async def stylesheet(self, request: Request) -> Response:
        headers = {**SAFETY_HEADERS, "cache-control": "max-age=300"}
        return Response(self.css, media_type="text/css; charset=utf-8", headers=headers)


def create_app(home: Path, *, allowed_hosts: frozenset[str] | None = LOOPBACK_NAMES) -> ASGIApp:
    """The inspector of ``home``; ``allowed_hosts=None`` accepts any Host (remote binds)."""
    inspector = Inspector(HomeReader(home))
    methods = ["GET", "HEAD"]
    routes = [Route("/static/style.css", inspector.stylesheet, methods=methods)]
    for path, build in inspector.pages():
        routes.append(Route(path, inspector.endpoint(build, as_json=False), methods=methods))
        routes.append(
            Route(api_path(path), inspector.endpoint(build, as_json=True), methods=methods)
        )
    routes.append(
        Route("/api", inspector.endpoint(inspector.api_index, as_json=True), methods=methods)
    )

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        message = exc.detail if exc.status_code != 404 or exc.detail != "Not Found" else NOT_FOUND
        if exc.status_code == 405:
            message = "This inspector is read-only: only GET (and HEAD) requests are answered."
        response = inspector.error(request, exc.status_code, str(message))
        if exc.status_code == 405:
            response.headers["allow"] = "GET, HEAD"
        return response

    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error})
    app.state.inspector = inspector
    return HostGuard(app, allowed_hosts)
