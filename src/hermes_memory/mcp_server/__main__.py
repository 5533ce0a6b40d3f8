"""``python -m hermes_memory.mcp_server [--home PATH] [--http …]``: the server without the
``hermes-memory`` script on PATH (same options as ``hermes-memory mcp``)."""

from __future__ import annotations

from hermes_memory.cli.mcp import mcp_command

if __name__ == "__main__":
    mcp_command(prog_name="python -m hermes_memory.mcp_server")
