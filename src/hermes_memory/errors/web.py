"""The web inspector's errors: a bind address refused, or the ``[web]`` extra missing."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class WebError(HermesMemoryError):
    """Base of the web inspector's errors."""


class RemoteBindRefusedError(WebError):
    """A non-loopback host was asked for without the flag that allows it."""


class WebExtraMissingError(WebError):
    """Starlette, Jinja2 or uvicorn is not installed (the ``[web]`` extra)."""
