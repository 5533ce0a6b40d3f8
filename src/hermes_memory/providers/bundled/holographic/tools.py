"""The holographic provider's model-facing tools: ``fact_store`` and ``fact_feedback``.

Owns the two JSON schemas (descriptions in our own words) and the handlers that turn a
tool call into store / retriever calls and every outcome, errors included, into the JSON
strings Hermes returns (``{"error": ...}`` for failures).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any

from hermes_memory.tools.result import provider_error, to_json

from .retrieval import FactRetriever
from .store import FactCategory, FactStore

logger = logging.getLogger(__name__)

FACT_STORE = "fact_store"
FACT_FEEDBACK = "fact_feedback"


class FactAction(StrEnum):
    ADD = "add"
    SEARCH = "search"
    PROBE = "probe"
    RELATED = "related"
    REASON = "reason"
    CONTRADICT = "contradict"
    UPDATE = "update"
    REMOVE = "remove"
    LIST = "list"


class FeedbackAction(StrEnum):
    HELPFUL = "helpful"
    UNHELPFUL = "unhelpful"


FACT_STORE_DESCRIPTION = (
    "Long-term store of structured facts, with trust scores and an index of the people, "
    "projects and things they mention. Works next to the built-in `memory` tool: `memory` "
    "holds the short notes that are always in context; fact_store holds the larger body of "
    "facts you look up when needed.\n\n"
    "Actions:\n"
    "- add: save one durable fact (content; optional category and comma-separated tags).\n"
    "- search: keyword lookup over facts (query).\n"
    "- probe: every fact linked to one entity, even ones that do not spell its name (entity).\n"
    "- related: facts about the entities that appear together with one entity (entity).\n"
    "- reason: facts linked to ALL of several entities at once (entities).\n"
    "- contradict: pairs of facts about the same entities that say different things; use "
    "it to clean up stale memory.\n"
    "- update / remove / list: edit a fact by fact_id, delete it, or list facts.\n\n"
    "Before answering a question about the user or their work, probe or reason over the "
    "entities involved first, rather than answering from assumption."
)

FACT_FEEDBACK_DESCRIPTION = (
    "Tell the fact store whether a fact you used was right. 'helpful' raises its trust "
    "score, 'unhelpful' lowers it (outdated or wrong), so reliable facts rank first and bad "
    "ones fade. Recalled facts show their id as `[id N]`."
)

FACT_STORE_SCHEMA: dict[str, Any] = {
    "name": FACT_STORE,
    "description": FACT_STORE_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": [a.value for a in FactAction]},
            "content": {"type": "string", "description": "The fact text (add; update)."},
            "query": {"type": "string", "description": "What to look for (search)."},
            "entity": {"type": "string", "description": "An entity name (probe, related)."},
            "entities": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Entity names that must all be linked (reason).",
            },
            "fact_id": {"type": "integer", "description": "Which fact (update, remove)."},
            "category": {"type": "string", "enum": [c.value for c in FactCategory]},
            "tags": {"type": "string", "description": "Comma-separated tags."},
            "trust_delta": {
                "type": "number",
                "description": "Amount to move the trust score by (update).",
            },
            "min_trust": {
                "type": "number",
                "description": "Skip facts trusted less than this (default 0.3).",
            },
            "limit": {"type": "integer", "description": "Most results to return (default 10)."},
        },
        "required": ["action"],
    },
}

FACT_FEEDBACK_SCHEMA: dict[str, Any] = {
    "name": FACT_FEEDBACK,
    "description": FACT_FEEDBACK_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": [a.value for a in FeedbackAction]},
            "fact_id": {"type": "integer", "description": "The id of the fact being rated."},
        },
        "required": ["action", "fact_id"],
    },
}

TOOL_SCHEMAS: tuple[dict[str, Any], ...] = (FACT_STORE_SCHEMA, FACT_FEEDBACK_SCHEMA)


def _opt(args: Mapping[str, Any], key: str, default: Any, cast: Callable[[Any], Any]) -> Any:
    value = args.get(key)
    return default if value is None else cast(value)


def _results(results: list[dict[str, Any]]) -> str:
    return to_json({"results": results, "count": len(results)})


class FactToolHandler:
    """Runs tool calls against one store and retriever; ``min_trust`` is the configured
    default for ``search``."""

    def __init__(self, store: FactStore, retriever: FactRetriever, min_trust: float) -> None:
        self.store = store
        self.retriever = retriever
        self.min_trust = float(min_trust)

    def handle(self, tool_name: str, args: Mapping[str, Any] | None) -> str:
        """Dispatch one call and always return a JSON string."""
        args = args if isinstance(args, Mapping) else {}
        try:
            if tool_name == FACT_STORE:
                return self._fact_store(args)
            if tool_name == FACT_FEEDBACK:
                return self._fact_feedback(args)
            return provider_error(f"Unknown tool: {tool_name}")
        except KeyError as exc:
            # Hermes reports a missing argument, and an unknown fact id, through KeyError.
            return provider_error(f"Missing required argument: {exc}")
        except Exception as exc:  # boundary: the tool handler; the model gets the error text
            logger.warning("%s failed: %s", tool_name, exc, exc_info=True)
            return provider_error(str(exc))

    def _fact_store(self, args: Mapping[str, Any]) -> str:
        action = args["action"]
        category = args.get("category") or None
        limit = _opt(args, "limit", 10, int)
        if action == FactAction.ADD:
            fact_id = self.store.add_fact(
                args["content"],
                category=category or FactCategory.GENERAL,
                tags=args.get("tags") or "",
            )
            return to_json({"fact_id": fact_id, "status": "added"})
        if action == FactAction.SEARCH:
            min_trust = _opt(args, "min_trust", self.min_trust, float)
            return _results(self.retriever.search(args["query"], category, min_trust, limit))
        if action == FactAction.PROBE:
            return _results(self.retriever.probe(args["entity"], category, limit))
        if action == FactAction.RELATED:
            return _results(self.retriever.related(args["entity"], category, limit))
        if action == FactAction.REASON:
            entities = args.get("entities") or []
            if isinstance(entities, str):
                entities = [entities]  # one name, not one entity per character
            if not entities:
                return provider_error("reason requires 'entities' list")
            return _results(self.retriever.reason(list(entities), category, limit))
        if action == FactAction.CONTRADICT:
            return _results(self.retriever.contradict(category=category, limit=limit))
        if action == FactAction.UPDATE:
            updated = self.store.update_fact(
                int(args["fact_id"]),
                content=args.get("content"),
                trust_delta=_opt(args, "trust_delta", None, float),
                tags=args.get("tags"),
                category=category,
            )
            return to_json({"updated": updated})
        if action == FactAction.REMOVE:
            return to_json({"removed": self.store.remove_fact(int(args["fact_id"]))})
        if action == FactAction.LIST:
            min_trust = _opt(args, "min_trust", 0.0, float)
            facts = self.store.list_facts(category, min_trust, limit)
            return to_json({"facts": facts, "count": len(facts)})
        return provider_error(f"Unknown action: {action}")

    def _fact_feedback(self, args: Mapping[str, Any]) -> str:
        action = args["action"]
        fact_id = int(args["fact_id"])
        if action not in (FeedbackAction.HELPFUL, FeedbackAction.UNHELPFUL):
            return provider_error(f"Unknown action: {action}")
        return to_json(self.store.record_feedback(fact_id, action == FeedbackAction.HELPFUL))
