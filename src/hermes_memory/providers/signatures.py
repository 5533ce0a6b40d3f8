"""Call-shape introspection for duck-typed providers.

Providers written for older Hermes versions lack newer keywords (``messages``,
``metadata``, ``require_checkpoint``). The manager inspects each hook's signature and only
passes what it can accept, so old plugins keep working unchanged.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

_POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
_BY_KEYWORD = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def signature_parameters(fn: Callable[..., Any]) -> Mapping[str, inspect.Parameter] | None:
    """``fn``'s parameters, or ``None`` when it cannot be inspected (C callables, proxies)."""
    try:
        return inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return None


def has_var_keyword(params: Mapping[str, inspect.Parameter]) -> bool:
    return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def accepts_keyword(fn: Callable[..., Any], name: str, *, when_unknown: bool = True) -> bool:
    """Whether ``fn`` can take ``name=`` (a named parameter or ``**kwargs``)."""
    params = signature_parameters(fn)
    if params is None:
        return when_unknown
    if has_var_keyword(params):
        return True
    param = params.get(name)
    return param is not None and param.kind in _BY_KEYWORD


def filter_kwargs(fn: Callable[..., Any], kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """The subset of ``kwargs`` that ``fn`` accepts (all of them for ``**kwargs``/unknown)."""
    params = signature_parameters(fn)
    if params is None or has_var_keyword(params):
        return dict(kwargs)
    return {
        key: value
        for key, value in kwargs.items()
        if key in params and params[key].kind in _BY_KEYWORD
    }


class WriteCallShape(Enum):
    """How to call a provider's ``on_memory_write``."""

    KEYWORD = "keyword"  # (action, target, content, metadata=...)
    POSITIONAL = "positional"  # (action, target, content, metadata)
    LEGACY = "legacy"  # (action, target, content)


def memory_write_call_shape(fn: Callable[..., Any]) -> WriteCallShape:
    """Pick the call shape for a bound ``on_memory_write`` (``self`` is not counted)."""
    params = signature_parameters(fn)
    if params is None or has_var_keyword(params) or "metadata" in params:
        return WriteCallShape.KEYWORD
    # ``*args`` does not count: a 3-argument hook with ``*args`` stays on the legacy shape.
    if sum(1 for p in params.values() if p.kind in _POSITIONAL) >= 4:
        return WriteCallShape.POSITIONAL
    return WriteCallShape.LEGACY
