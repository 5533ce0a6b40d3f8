"""A ``ChatModel`` as the plain ``(system, prompt) -> text`` callable lower layers take.

The tools (level 2) must not import this package; they receive this callable instead. Used
for ``session_search``'s summaries and query expansion.
"""

from __future__ import annotations

from collections.abc import Callable

from hermes_memory.llm.protocol import ChatModel

SUMMARY_TEMPERATURE = 0.1
SUMMARY_MAX_TOKENS = 2_000


def text_model(
    model: ChatModel,
    *,
    temperature: float = SUMMARY_TEMPERATURE,
    max_tokens: int = SUMMARY_MAX_TOKENS,
) -> Callable[[str, str], str]:
    """``ask(system, prompt)``: one completion from ``model`` (its errors propagate)."""

    def ask(system: str, prompt: str) -> str:
        return model.complete(prompt, system=system, temperature=temperature, max_tokens=max_tokens)

    return ask
