"""The bundled holographic provider ("hermes-memory-store"): a local fact store, no service.

Owns the provider surface: configuration at initialize, the system-prompt block, prefetch
of trusted facts, tool dispatch, mirroring of built-in memory writes and session-end
extraction. Storage, ranking and the HRR algebra live in the sibling modules.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from hermes_memory.errors import FactStoreError
from hermes_memory.paths import hermes_home, resolve_home
from hermes_memory.providers.base import MemoryProvider, RecallStatus
from hermes_memory.tools.result import provider_error

from . import hrr
from .config import (
    HolographicSettings,
    MemoryMode,
    config_schema,
    load_plugin_config,
    resolve_db_path,
    save_plugin_config,
)
from .extraction import extract_facts
from .retrieval import FactRetriever
from .store import FactCategory, FactStore
from .tools import TOOL_SCHEMAS, FactToolHandler

__all__ = ["FactRetriever", "FactStore", "HolographicMemoryProvider", "register"]

logger = logging.getLogger(__name__)

# What the fact store raises when its database or its input fails (bugs are not caught).
_STORE_ERRORS = (sqlite3.Error, OSError, FactStoreError)

PROVIDER_NAME = "holographic"
PREFETCH_LIMIT = 5
PREFETCH_HEADING = "## Holographic Memory"

EMPTY_STORE_BLOCK = (
    "# Holographic Memory\n"
    "Active; the fact store is empty. When you learn something durable about the user, "
    "their projects, preferences or decisions, save it right away with "
    "fact_store(action='add') instead of waiting to be asked.\n"
    "After relying on a stored fact, rate it with fact_feedback so trust scores stay honest."
)
CAPABILITIES_WITH_HRR = (
    "probe an entity, reason across several entities, list related facts and find "
    "contradicting facts (holographic vector scoring is on)"
)
CAPABILITIES_WITHOUT_HRR = (
    "probe, related and reason through the entity index; holographic vector scoring and "
    "contradiction checks are off until numpy is installed"
)


class MirrorAction(StrEnum):
    """The built-in memory tool's committed write actions that are mirrored as facts."""

    ADD = "add"
    REPLACE = "replace"
    REMOVE = "remove"


class HolographicMemoryProvider(MemoryProvider):
    """Structured facts with entity links, trust scores and HRR-assisted ranking.

    ``config`` is the ``plugins.hermes-memory-store`` mapping; when omitted it is read from
    the home passed to :meth:`initialize` (``hermes_home`` kwarg) or the active home.
    """

    def __init__(self, config: Mapping[str, Any] | None = None) -> None:
        self._config: dict[str, Any] | None = dict(config) if config is not None else None
        self._settings = HolographicSettings.from_mapping(self._config)
        self._store: FactStore | None = None
        self._retriever: FactRetriever | None = None
        self._handler: FactToolHandler | None = None
        self._session_id = ""
        self._last_recall = 0

    # -- identity ---------------------------------------------------------------------------

    @property
    def name(self) -> str:
        return PROVIDER_NAME

    def is_available(self) -> bool:
        return True  # SQLite ships with Python; numpy only sharpens ranking

    @property
    def settings(self) -> HolographicSettings:
        return self._settings

    @property
    def store(self) -> FactStore | None:
        return self._store

    @property
    def retriever(self) -> FactRetriever | None:
        return self._retriever

    # -- life cycle -------------------------------------------------------------------------

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        home = resolve_home(kwargs.get("hermes_home") or hermes_home())
        if self._config is None:
            self._settings = HolographicSettings.from_mapping(load_plugin_config(home))
        settings = self._settings
        self.shutdown()
        db_path = resolve_db_path(settings, home, kwargs)
        self._store = FactStore(db_path, settings.default_trust, settings.hrr_dim)
        self._retriever = FactRetriever(
            self._store,
            temporal_decay_half_life=settings.temporal_decay_half_life,
            hrr_weight=settings.hrr_weight,
            hrr_dim=settings.hrr_dim,
        )
        self._handler = FactToolHandler(self._store, self._retriever, settings.min_trust_threshold)
        self._session_id = session_id

    def shutdown(self) -> None:
        store, self._store = self._store, None
        self._retriever = None
        self._handler = None
        if store is not None:
            try:
                store.close()  # refcounted: sibling stores on the same file stay open
            except sqlite3.Error as exc:
                logger.warning("holographic store close failed: %s", exc)

    # -- recall -----------------------------------------------------------------------------

    def system_prompt_block(self) -> str:
        if self._store is None:
            return ""
        try:
            total = self._store.count_facts()
        except sqlite3.Error as exc:
            logger.warning("holographic fact count failed: %s", exc)
            total = 0
        if total == 0:
            return EMPTY_STORE_BLOCK
        capabilities = CAPABILITIES_WITH_HRR if hrr.numpy_available() else CAPABILITIES_WITHOUT_HRR
        return (
            "# Holographic Memory\n"
            f"Active: {total} facts stored, linked by entity and weighted by trust.\n"
            f"fact_store searches them by keyword and can also {capabilities}; add new "
            "durable facts as you learn them.\n"
            "Recalled facts are shown as `- [trust] [id N] text`; after using one, pass its "
            "id to fact_feedback (helpful or unhelpful) to train the trust scores."
        )

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        self._last_recall = 0
        if self._retriever is None or not query or self._settings.memory_mode is MemoryMode.TOOLS:
            return ""
        try:
            results = self._retriever.search(
                query, min_trust=self._settings.min_trust_threshold, limit=PREFETCH_LIMIT
            )
        except _STORE_ERRORS as exc:
            logger.warning("holographic prefetch failed: %s", exc)
            return ""
        if not results:
            return ""
        lines = [PREFETCH_HEADING]
        for fact in results:
            text = " ".join(str(fact.get("content", "")).split())
            trust = float(fact.get("trust_score") or 0.0)
            lines.append(f"- [{trust:.1f}] [id {fact['fact_id']}] {text}")
        self._last_recall = len(results)
        return "\n".join(lines)

    def recall_status(self) -> RecallStatus | None:
        return RecallStatus("Holographic", self._last_recall) if self._last_recall else None

    def sync_turn(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: list[dict[str, Any]] | None = None,
    ) -> None:
        """Deliberately nothing: facts come from tools, mirroring and session-end extraction."""

    # -- tools ------------------------------------------------------------------------------

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        if self._settings.memory_mode is MemoryMode.CONTEXT:
            return []
        return [dict(schema) for schema in TOOL_SCHEMAS]

    def handle_tool_call(self, tool_name: str, args: dict[str, Any], **kwargs: Any) -> str:
        if self._handler is None:
            return provider_error("Holographic memory is not initialised")
        return self._handler.handle(tool_name, args)

    # -- hooks ------------------------------------------------------------------------------

    def on_session_end(self, messages: list[dict[str, Any]]) -> None:
        if not self._settings.auto_extract or self._store is None or not messages:
            return
        try:
            extract_facts(messages, self._store)
        except _STORE_ERRORS as exc:
            logger.warning("holographic auto-extraction failed: %s", exc)

    def on_memory_write(
        self,
        action: str,
        target: str,
        content: str,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        """Mirror a committed built-in memory write into the fact store (errors logged)."""
        store = self._store
        if store is None:
            return
        category = FactCategory.USER_PREF if target == "user" else FactCategory.GENERAL
        try:
            _mirror_write(store, str(action), category, content, metadata or {})
        except _STORE_ERRORS as exc:
            logger.warning("holographic mirror of %s failed: %s", action, exc)

    # -- setup ------------------------------------------------------------------------------

    def get_config_schema(self) -> list[dict[str, Any]]:
        return config_schema()

    def save_config(self, values: dict[str, Any], hermes_home: str) -> None:
        """Raises :class:`ProviderConfigError` when config.yaml cannot be read or written
        (setup reports it: settings that were not saved must not look saved)."""
        save_plugin_config(values, hermes_home)

    def backup_paths(self) -> list[str]:
        """The database file when it lives outside the home (a backup of the home has it)."""
        try:
            home = hermes_home()
            settings = self._settings
            if self._config is None:
                settings = HolographicSettings.from_mapping(load_plugin_config(home))
            if settings.db_path_template:
                return []
            path = resolve_db_path(settings, home).resolve()
            if path.is_relative_to(home.expanduser().resolve()):
                return []
            return [str(path)]
        except (OSError, RuntimeError) as exc:  # a path that cannot be resolved here
            logger.warning("holographic backup path unknown: %s", exc)
            return []


def _locate(store: FactStore, category: str, metadata: Mapping[str, Any]) -> int | None:
    for key in ("previous_content", "old_text"):
        text = metadata.get(key)
        if isinstance(text, str) and text.strip():
            found = store.fact_id_for_content(text, category)
            if found is not None:
                return found
    return None


def _mirror_write(
    store: FactStore, action: str, category: str, content: str, metadata: Mapping[str, Any]
) -> None:
    """add: store the text; replace: rewrite the matching fact (or add); remove: delete it.

    The matching fact is the one whose content is exactly ``previous_content`` (else
    ``old_text``) within the target's category; content is globally unique, so a sentence
    first written for the other target is owned by that target's category and not touched.
    """
    text = (content or "").strip()
    if action == MirrorAction.ADD:
        if text:
            store.add_fact(text, category=category)
    elif action == MirrorAction.REPLACE:
        fact_id = _locate(store, category, metadata)
        if fact_id is None:
            if text:
                store.add_fact(text, category=category)
        elif text:
            existing = store.fact_id_for_content(text, None)
            if existing is not None and existing != fact_id:
                store.remove_fact(fact_id)  # the new text is already a fact; drop the old one
            else:
                store.update_fact(fact_id, content=text)
    elif action == MirrorAction.REMOVE:
        fact_id = _locate(store, category, metadata)
        if fact_id is not None:
            store.remove_fact(fact_id)


def register(ctx: Any) -> None:
    """Plugin entry point: hand one provider to the loader's collector context."""
    ctx.register_memory_provider(HolographicMemoryProvider())
