"""The MCP server front-end: the package's memory served to any MCP client.

``service.py`` holds what is served (tools, resources, client sessions) as plain Python;
``server.py`` is the only module that imports the ``mcp`` SDK. Importing this package
imports neither: ``hermes-memory mcp`` loads them when it runs.
"""

from __future__ import annotations
