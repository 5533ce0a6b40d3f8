"""The curator's optional consolidation pass (skills.md §8): a model merges overlapping
agent-created skills into an umbrella, all through ``skill_manage``.

The model sees the agent-created, unpinned skills (names and descriptions) and may view
them, patch or edit one into the umbrella, then delete the merged ones with
``absorbed_into`` naming that umbrella — which it must have changed first in the same run.
Skills of any other origin, and pinned ones, are refused; nothing is created or erased.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from hermes_memory.llm import ChatModel
from hermes_memory.review.skill_review import AGENT, SkillReviewTools, succeeded
from hermes_memory.skills import SkillStore
from hermes_memory.skills.curator import Consolidator
from hermes_memory.tools.result import tool_error

logger = logging.getLogger(__name__)

MAX_ITERATIONS = 16
_ALLOWED = ("patch", "edit", "delete")
CONSOLIDATION_PROMPT = (
    "You are tidying the skill library an agent wrote for itself. Below are the skills it "
    "created. Find groups that cover the same kind of task. For each group: read the skills "
    "with skill_view, fold what the others add into the best one (the umbrella) with "
    "skill_manage patch or edit, then retire each merged skill with skill_manage delete and "
    "absorbed_into set to the umbrella's name. Keep every step, pitfall and command that "
    "still matters. Do not merge skills that only look alike. When nothing overlaps, reply "
    "'Nothing to merge.' and stop."
)


class ConsolidationTools(SkillReviewTools):
    """The review's skill tools, narrowed to merging agent-created skills."""

    def __init__(self, store: SkillStore, eligible: set[str]) -> None:
        super().__init__(store.home)
        self.eligible = eligible
        self.umbrellas: set[str] = set()

    def call(self, name: str, args: dict[str, Any]) -> str:
        if name != "skill_manage":
            return super().call(name, args)
        action, target = args.get("action"), str(args.get("name") or "").rpartition("/")[2]
        if action not in _ALLOWED:
            return tool_error(f"Only {', '.join(_ALLOWED)} are allowed while consolidating.")
        if target not in self.eligible:
            return tool_error(
                f"Skill '{target}' was not created by the agent (or is pinned); the curator "
                "leaves it alone."
            )
        if action == "delete":
            umbrella = str(args.get("absorbed_into") or "").rpartition("/")[2]
            if umbrella not in self.umbrellas:
                return tool_error(
                    "Patch or edit the umbrella skill first, then delete the merged one with "
                    "absorbed_into naming that umbrella."
                )
        output = super().call(name, args)
        if action in ("patch", "edit") and succeeded(output) is not None:
            self.umbrellas.add(target)
        return output


def _eligible(store: SkillStore) -> list[tuple[str, str]]:
    records = store.usage.load()
    found = []
    for summary in store.summaries():
        record = records.get(summary.name, {})
        if record.get("created_by") == AGENT and not record.get("pinned"):
            found.append((summary.name, summary.description))
    return found


def consolidate(model: ChatModel, store: SkillStore) -> list[str]:
    """One consolidation run; returns a line per change (``"patch deploy"``…)."""
    eligible = _eligible(store)
    if len(eligible) < 2:
        return []
    tools = ConsolidationTools(store, {name for name, _ in eligible})
    listing = "\n".join(f"- {name}: {description}" for name, description in eligible)
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": CONSOLIDATION_PROMPT},
        {"role": "user", "content": f"Agent-created skills:\n{listing}"},
    ]
    schemas = tools.schemas()
    for _ in range(MAX_ITERATIONS):
        result = model.chat(messages, tools=schemas)
        messages.append(result.to_message())
        if not result.tool_calls:
            break
        for call in result.tool_calls:
            try:
                parsed = json.loads(call.arguments) if call.arguments.strip() else {}
            except ValueError as exc:
                parsed, output = None, tool_error(f"Invalid JSON arguments: {exc}")
            if isinstance(parsed, dict) and tools.handles(call.name):
                output = tools.call(call.name, parsed)
            elif parsed is not None:
                output = tool_error(f"Tool '{call.name}' is not available while consolidating.")
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
    return [f"{action} {name}" for action, name in tools.changed]


def consolidator_for(model: ChatModel) -> Consolidator:
    """The curator's hook for a consolidation run with ``model``."""
    return lambda store: consolidate(model, store)
