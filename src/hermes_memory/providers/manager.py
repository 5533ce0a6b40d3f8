"""``MemoryManager``: the built-in provider first, at most one external, one fan-out.

The host talks to one object: it registers providers, asks for recall before a turn, hands
over the finished turn, routes provider tool calls and reports session boundaries. Failures
stay inside the provider that raised them. Tool routing, recall and background work live
here; the ``on_*`` hooks are in ``lifecycle.py`` (spec providers.md §3).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from hermes_memory.paths import hermes_home
from hermes_memory.providers.lifecycle import BUILTIN_NAME, LifecycleHooks
from hermes_memory.providers.prefetch import (
    DEFAULT_PREFETCH_CHAR_LIMIT,
    DEFAULT_PREFETCH_TIMEOUT,
    ExternalPrefetcher,
    bound_prefetch_result,
)
from hermes_memory.providers.recall_screen import screen_recall
from hermes_memory.providers.redaction import redact
from hermes_memory.providers.scaffolding import strip_skill_scaffolding
from hermes_memory.providers.schemas import normalize_tool_schema
from hermes_memory.providers.signatures import accepts_keyword
from hermes_memory.providers.worker import DEFAULT_DRAIN_TIMEOUT, BackgroundWorker, TaskKind
from hermes_memory.scanning import ScanPolicy
from hermes_memory.tools.result import provider_error

logger = logging.getLogger(__name__)

MEMORY_TOOL_NAME = "memory"
DEFAULT_RESERVED_TOOL_NAMES = frozenset(
    {
        MEMORY_TOOL_NAME,
        "session_search",
        "clarify",
        "delegate_task",
        "todo",
        "skill_manage",
        "skills_list",
        "skill_view",
    }
)
"""The host agent's own tools (Hermes's core memory, search, planning and skill tools): a
provider tool with one of these names would shadow the host's and hijack its dispatch."""

MetadataBuilder = Callable[[], Mapping[str, Any]]


class MemoryManager(LifecycleHooks):
    """Registers providers and fans every memory hook out to them.

    ``reserved_tool_names`` are the host's own tool names, by default
    :data:`DEFAULT_RESERVED_TOOL_NAMES` (as Hermes reserves its core tools); pass another
    set to replace it (``()`` reserves nothing). An external provider's tool with a
    reserved name is refused with a warning and never routed; the built-in provider is the
    host's own ``memory`` tool and keeps it. ``write_metadata`` (settable) builds the
    metadata for built-in ``memory`` writes mirrored by :meth:`handle_tool_call`.
    """

    def __init__(
        self,
        *,
        external_prefetch_timeout: float | None = DEFAULT_PREFETCH_TIMEOUT,
        reserved_tool_names: Iterable[str] | None = None,
        prefetch_char_limit: int | None = DEFAULT_PREFETCH_CHAR_LIMIT,
        drain_timeout: float = DEFAULT_DRAIN_TIMEOUT,
    ) -> None:
        timeout = (
            DEFAULT_PREFETCH_TIMEOUT
            if external_prefetch_timeout is None
            else float(external_prefetch_timeout)
        )
        self._prefetcher = ExternalPrefetcher(timeout)  # raises ValueError when not positive
        self._reserved = (
            DEFAULT_RESERVED_TOOL_NAMES
            if reserved_tool_names is None
            else frozenset(reserved_tool_names)
        )
        self._prefetch_char_limit = prefetch_char_limit
        self._drain_timeout = drain_timeout
        self._providers: list[Any] = []
        self._routes: dict[str, Any] = {}
        self._has_external = False
        self._worker = BackgroundWorker()
        self._pending_switch = {}
        self.write_metadata: MetadataBuilder | None = None
        # Relaxations for recall screening (config.yaml ``scanning:``); None = strict.
        self.scan_policy: ScanPolicy | None = None

    # --- registration ---------------------------------------------------------------------

    def add_provider(self, provider: Any) -> None:
        """Register ``provider``; a second external provider is refused with a warning."""
        name = provider.name
        if name != BUILTIN_NAME and self._has_external:
            existing = next((p.name for p in self._providers if p.name != BUILTIN_NAME), "unknown")
            logger.warning(
                "Refused memory provider '%s': external provider '%s' is already registered"
                " and only one may be active (choose it with memory.provider in config.yaml)",
                name,
                existing,
            )
            return
        # Read schemas before touching state: a provider whose schemas raise must leave the
        # manager exactly as it was, or it would block every later external provider.
        schemas = list(provider.get_tool_schemas() or [])
        if name != BUILTIN_NAME:
            self._has_external = True
        self._providers.append(provider)
        for raw in schemas:
            schema = normalize_tool_schema(raw)
            if schema is None:
                logger.warning("Memory provider '%s' returned a tool schema without a name", name)
                continue
            tool = schema["name"]
            if self._is_reserved(tool, provider):
                logger.warning(
                    "Memory provider '%s' tool '%s' shadows a reserved host tool name;"
                    " not routed (rename the provider's tool)",
                    name,
                    tool,
                )
            elif tool in self._routes:
                logger.warning(
                    "Memory tool name conflict: '%s' already registered by %s, ignoring from %s",
                    tool,
                    self._routes[tool].name,
                    name,
                )
            else:
                self._routes[tool] = provider
        logger.info("Memory provider '%s' registered (%d tools)", name, len(schemas))

    @property
    def reserved_tool_names(self) -> frozenset[str]:
        """The host tool names no external provider may take."""
        return self._reserved

    def _is_reserved(self, tool: str, provider: Any) -> bool:
        return tool in self._reserved and getattr(provider, "name", None) != BUILTIN_NAME

    @property
    def providers(self) -> list[Any]:
        """A copy of the registered providers, in registration order."""
        return list(self._providers)

    @property
    def has_external(self) -> bool:
        return self._has_external

    def get_provider(self, name: str) -> Any | None:
        return next((p for p in self._providers if p.name == name), None)

    # --- system prompt and recall ---------------------------------------------------------

    def build_system_prompt(self) -> str:
        """Every provider's non-blank ``system_prompt_block()``, joined by blank lines."""
        blocks = self._each(
            "system_prompt_block failed", lambda p: p.system_prompt_block(), level=logging.WARNING
        )
        return "\n\n".join(b for b in blocks if isinstance(b, str) and b.strip())

    def prefetch_all(self, query: str, *, session_id: str = "") -> str:
        """Recall for this turn from every provider; externals bounded by the timeout."""
        clean = strip_skill_scaffolding(query)
        if not clean:
            return ""
        (clean,) = self._egress(clean)
        parts = self._each(
            "prefetch failed", lambda p: self._prefetch_one(p, clean, session_id=session_id)
        )
        return "\n\n".join(p for p in parts if isinstance(p, str) and p.strip())

    def _prefetch_one(self, provider: Any, query: str, *, session_id: str) -> str:
        if provider.name == BUILTIN_NAME:
            result = str(provider.prefetch(query, session_id=session_id) or "")
        else:
            result = self._prefetcher.run(provider, query, session_id=session_id)
            if not result.strip():
                return ""
            result = bound_prefetch_result(
                result, self._prefetch_char_limit, provider_name=str(provider.name)
            )
        return screen_recall(result, provider_name=str(provider.name), policy=self.scan_policy)

    def describe_recall(self) -> str:
        """A status line such as ``🧠 Holographic — recalled 3 memories``; ``""`` if none."""
        segments: list[str] = []
        for status in self._each("recall_status failed", lambda p: p.recall_status()):
            if status is None:
                continue
            count = int(getattr(status, "count", 0))
            if count == 1:
                detail = "recalled 1 memory"
            elif count > 1:
                detail = f"recalled {count} memories"
            else:
                detail = "recalled relevant memory"
            segments.append(f"{status.glyph} {status.provider_label} — {detail}")
        return "  ".join(segments)

    def queue_prefetch_all(self, query: str, *, session_id: str = "") -> None:
        """Warm every provider's next-turn recall on the background worker."""
        providers = list(self._providers)
        clean = strip_skill_scaffolding(query) if providers else None
        if not clean:
            return
        (clean,) = self._egress(clean)
        self._submit(
            lambda: self._each(
                "queue_prefetch failed",
                lambda p: p.queue_prefetch(clean, session_id=session_id),
                providers=providers,
            ),
            kind=TaskKind.PREFETCH,
        )

    def sync_all(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: list[dict[str, Any]] | None = None,
        turn_author: dict[str, Any] | None = None,
    ) -> None:
        """Hand a completed turn to every provider on the background worker.

        ``messages`` and ``turn_author`` reach only providers whose ``sync_turn`` accepts
        them, so a legacy ``sync_turn(user, assistant, *, session_id="")`` keeps working.
        """
        providers = list(self._providers)
        clean = strip_skill_scaffolding(user_content) if providers else None
        if not clean:
            return
        user, assistant, transcript = self._egress(clean, assistant_content, messages)
        optional = {
            "messages": None if transcript is None else list(transcript),
            "turn_author": turn_author,
        }

        def sync_one(provider: Any) -> None:
            kwargs: dict[str, Any] = {"session_id": session_id}
            for key, value in optional.items():
                if value is not None and accepts_keyword(provider.sync_turn, key):
                    kwargs[key] = value
            provider.sync_turn(user, assistant, **kwargs)

        self._submit(
            lambda: self._each(
                "sync_turn failed", sync_one, level=logging.WARNING, providers=providers
            )
        )

    # --- tools ----------------------------------------------------------------------------

    def get_all_tool_schemas(self, *, include_builtin: bool = True) -> list[dict[str, Any]]:
        """Bare function schemas of every routed provider tool; the first provider wins."""
        seen: set[str] = set()
        out: list[dict[str, Any]] = []
        for provider in list(self._providers):
            if not include_builtin and provider.name == BUILTIN_NAME:
                continue
            try:
                raw_schemas = list(provider.get_tool_schemas() or [])
            except Exception as exc:  # boundary: one provider's crash must not hide the rest
                logger.warning(
                    "Memory provider '%s' get_tool_schemas failed: %s", provider.name, exc
                )
                continue
            for raw in raw_schemas:
                schema = normalize_tool_schema(raw)
                if schema is None:
                    logger.warning("Skipped a nameless tool schema from '%s'", provider.name)
                    continue
                name = schema["name"]
                if self._is_reserved(name, provider) or name in seen:
                    continue
                if self._routes.get(name) is not provider:
                    continue
                seen.add(name)
                out.append(schema)
        return out

    def get_all_tool_names(self) -> set[str]:
        return set(self._routes)

    def has_tool(self, tool_name: str) -> bool:
        return tool_name in self._routes

    def handle_tool_call(
        self,
        tool_name: str,
        args: dict[str, Any],
        *,
        build_metadata: MetadataBuilder | None = None,
        **kwargs: Any,
    ) -> str:
        """Route a tool call to its provider and return the provider's result unchanged.

        A successful built-in ``memory`` call is mirrored to external providers here (with
        ``build_metadata`` or :attr:`write_metadata`), so the host must not mirror it again.
        """
        provider = self._routes.get(tool_name)
        if provider is None:
            return provider_error(f"No memory provider handles tool '{tool_name}'")
        is_builtin = provider.name == BUILTIN_NAME
        # The built-in store is local, not egress: it gets the model's arguments as given.
        forwarded = dict(args or {}) if is_builtin else redact(dict(args or {}))
        try:
            result: str = provider.handle_tool_call(tool_name, forwarded, **kwargs)
        except Exception as exc:  # boundary: a provider's tool; the model gets JSON back
            logger.error("Memory tool '%s' failed: %s", tool_name, exc, exc_info=True)
            return provider_error(f"Memory tool '{tool_name}' failed: {exc}")
        if is_builtin and tool_name == MEMORY_TOOL_NAME:
            self.notify_memory_tool_write(
                result, forwarded, build_metadata=build_metadata or self.write_metadata
            )
        return result

    # --- lifecycle: start and stop --------------------------------------------------------

    def initialize_all(self, session_id: str, **kwargs: Any) -> None:
        """``initialize`` every provider; a failure leaves that provider uninitialised."""
        kwargs.setdefault("hermes_home", str(hermes_home()))
        kwargs.setdefault("platform", "cli")
        self._each(
            "initialize failed",
            lambda p: p.initialize(session_id=session_id, **kwargs),
            level=logging.WARNING,
        )

    def initialize_all_for_inspection(self, session_id: str, **kwargs: Any) -> None:
        """Like :meth:`initialize_all` for read-only inspectors; never calls ``initialize``."""
        kwargs.setdefault("hermes_home", str(hermes_home()))
        kwargs.setdefault("platform", "cli")
        self._each(
            "initialize_for_inspection failed",
            lambda p: p.initialize_for_inspection(session_id=session_id, **kwargs),
            level=logging.WARNING,
        )

    def flush_pending(self, timeout: float | None = None) -> bool:
        """Wait for queued background work; False if ``timeout`` passed first."""
        return self._worker.flush(timeout)

    @property
    def shutdown_drain_state(self) -> dict[str, Any]:
        return self._worker.drain_state.as_dict()

    def shutdown_all(self) -> None:
        """Drain background work, then shut providers down in reverse registration order."""
        self._worker.shutdown(self._drain_timeout)
        self._each(
            "shutdown failed",
            lambda p: p.shutdown(),
            level=logging.WARNING,
            providers=list(reversed(self._providers)),
        )

    # --- plumbing -------------------------------------------------------------------------

    def _each(
        self,
        label: str,
        call: Callable[[Any], Any],
        *,
        level: int = logging.WARNING,
        providers: list[Any] | None = None,
    ) -> list[Any]:
        """``call(provider)`` for each provider; failures are logged and skipped."""
        results: list[Any] = []
        for provider in list(self._providers) if providers is None else providers:
            try:
                results.append(call(provider))
            except Exception as exc:  # boundary: one provider's crash must not break the turn
                logger.log(
                    level,
                    "Memory provider '%s' %s: %s",
                    getattr(provider, "name", "?"),
                    label,
                    exc,
                    exc_info=level >= logging.WARNING,
                )
        return results

    def _submit(self, fn: Callable[[], object], *, kind: TaskKind = TaskKind.WRITE) -> bool:
        return self._worker.submit(fn, kind=kind)
