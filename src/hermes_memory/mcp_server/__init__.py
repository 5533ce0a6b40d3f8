"""The MCP server front-end: the package's memory served to any MCP client.

``service.py`` holds what is served (tools, resources, client sessions) as plain Python;
``server.py`` wires it to the ``mcp`` SDK, with our own stdio transport (``stdio.py``). Importing
this package imports none of them: ``hermes-memory mcp`` loads them when it runs.
"""

from __future__ import annotations
