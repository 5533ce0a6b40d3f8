"""The name this package is published under, and the pip command that adds an extra.

The import package is ``hermes_memory`` and the command ``hermes-memory``, but the PyPI name
``hermes-memory`` belongs to an unrelated project: every install hint must name ours.
"""

from __future__ import annotations

DISTRIBUTION_NAME = "hermes-agent-memory"


def install_command(extra: str | None = None) -> str:
    """``pip install 'hermes-agent-memory[extra]'`` (quoted so shells leave the brackets)."""
    spec = f"{DISTRIBUTION_NAME}[{extra}]" if extra else DISTRIBUTION_NAME
    return f"pip install '{spec}'"
