"""The model-facing schema of ``episodes_search``, written for this project."""

from __future__ import annotations

from typing import Any

EPISODES_SEARCH = "episodes_search"
DEFAULT_TOP_K = 5
MAX_TOP_K = 20

EPISODES_SEARCH_SCHEMA: dict[str, Any] = {
    "name": EPISODES_SEARCH,
    "description": (
        "Look up past sessions that handled a similar task, to learn from them before you "
        "start: what the task was, whether it succeeded, the outcome, and the main error met "
        "with how it was resolved. Describe the task in a few plain words (for example "
        "'upgrade postgres to 16'). Each hit names its session_id, which session_search can "
        "open for the full conversation. Returns an empty list when nothing similar exists."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": "The task to find earlier experience for, in plain words.",
            },
            "top_k": {
                "type": "integer",
                "description": f"How many episodes to return (1–{MAX_TOP_K}, default "
                f"{DEFAULT_TOP_K}).",
                "minimum": 1,
                "maximum": MAX_TOP_K,
            },
        },
        "required": ["query"],
    },
}
