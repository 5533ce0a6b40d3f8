"""Import a provider's code and extract the provider instance from it (spec §7.3).

Directory providers outside our package are imported under a synthetic namespace
(``_hermes_user_memory.<name>_<hash>``) as real packages, so their relative imports resolve
and they can never shadow or collide with bundled modules. The instance comes from a
``register(ctx)`` function, else from the first no-argument ``MemoryProvider`` subclass.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import logging
import re
import sys
import threading
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermes_memory.errors import ProviderLoadError
from hermes_memory.providers.base import MemoryProvider

logger = logging.getLogger("hermes_memory.providers.plugins.discovery")

USER_NAMESPACE = "_hermes_user_memory"
_PROVIDER_METHODS = ("is_available", "initialize", "get_tool_schemas")
_load_locks: dict[str, threading.Lock] = {}
_load_locks_guard = threading.Lock()


def looks_like_provider(obj: object) -> bool:
    """A provider instance: our subclass, or a duck-typed object with the core methods."""
    if isinstance(obj, type):
        return False
    if isinstance(obj, MemoryProvider):
        return True
    return hasattr(obj, "name") and all(callable(getattr(obj, m, None)) for m in _PROVIDER_METHODS)


SkillRegistration = tuple[tuple[Any, ...], dict[str, Any]]
"""The arguments of one ``ctx.register_skill(...)`` call."""


class ProviderCollector:
    """The ``ctx`` handed to a plugin's ``register(ctx)``: the provider, and its skills.

    Skills are kept only with ``register_skills`` (the active provider's), into
    ``skill_sink`` when given. CLI commands are discovered separately and other
    registrations belong to a full agent, so they are accepted and ignored: a secondary
    registration must never cost the provider.
    """

    def __init__(
        self,
        *,
        register_skills: bool = False,
        skill_sink: list[SkillRegistration] | None = None,
    ) -> None:
        self.providers: list[Any] = []
        self.skills: list[SkillRegistration] = skill_sink if skill_sink is not None else []
        self.register_skills = register_skills

    def register_memory_provider(self, provider: Any) -> None:
        self.providers.append(provider)

    def register_cli_command(self, *args: Any, **kwargs: Any) -> None:
        return None

    def register_skill(self, *args: Any, **kwargs: Any) -> None:
        if self.register_skills:
            self.skills.append((args, kwargs))

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name.startswith("register_"):
            return lambda *args, **kwargs: None
        raise AttributeError(name)


def _lock_for(module_name: str) -> threading.Lock:
    with _load_locks_guard:
        return _load_locks.setdefault(module_name, threading.Lock())


def user_module_name(name: str, directory: Path) -> str:
    """Synthetic module name; the path hash keeps two homes' same-named plugins apart."""
    digest = hashlib.sha1(str(directory.resolve()).encode("utf-8")).hexdigest()[:10]
    safe = re.sub(r"\W", "_", name) or "plugin"
    return f"{USER_NAMESPACE}.{safe}_{digest}"


def ensure_namespace() -> None:
    if USER_NAMESPACE not in sys.modules:
        namespace = types.ModuleType(USER_NAMESPACE)
        namespace.__path__ = []
        namespace.__package__ = USER_NAMESPACE
        sys.modules[USER_NAMESPACE] = namespace


def _forget(module_name: str) -> None:
    for key in [k for k in sys.modules if k == module_name or k.startswith(module_name + ".")]:
        sys.modules.pop(key, None)


def import_directory_package(module_name: str, directory: Path) -> types.ModuleType:
    """Import ``directory/__init__.py`` as package ``module_name`` (siblings loaded first).

    A cached module is reused only if it came from a real file. Any failure removes the
    half-built module and its children, and is raised as :class:`ProviderLoadError`.
    """
    with _lock_for(module_name):
        cached = sys.modules.get(module_name)
        if cached is not None and getattr(cached, "__file__", None):
            return cached
        init = directory / "__init__.py"
        spec = importlib.util.spec_from_file_location(
            module_name, init, submodule_search_locations=[str(directory)]
        )
        if spec is None or spec.loader is None:
            raise ProviderLoadError(f"Cannot import {init}")
        ensure_namespace()
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        try:
            _preload_siblings(module_name, directory)
            spec.loader.exec_module(module)
        except BaseException as exc:
            _forget(module_name)
            raise ProviderLoadError(f"{type(exc).__name__}: {exc}") from exc
        for key, child in list(sys.modules.items()):
            if key.startswith(module_name + ".") and key.count(".") == module_name.count(".") + 1:
                setattr(module, key.rsplit(".", 1)[1], child)
        return module


def _preload_siblings(module_name: str, directory: Path) -> None:
    """Load each sibling ``*.py`` as ``<module>.<stem>`` before ``__init__`` runs.

    Best effort: a sibling that fails here is dropped and loads again on demand through
    the package path, so an unused broken file (a ``cli.py`` needing an absent package)
    cannot take the provider down with it.
    """
    for path in sorted(directory.glob("*.py")):
        if path.name == "__init__.py":
            continue
        child = f"{module_name}.{path.stem}"
        if child in sys.modules:
            continue
        try:
            importlib.import_module(child)
        except Exception as exc:  # boundary: third-party code; it loads again on demand
            _forget(child)
            logger.warning("Sibling %s of %s not preloaded: %s", path.name, module_name, exc)


def import_bundled(name: str, package: str) -> types.ModuleType:
    try:
        return importlib.import_module(f"{package}.{name}")
    except Exception as exc:  # boundary: a provider's import (optional deps) becomes ours
        raise ProviderLoadError(f"{type(exc).__name__}: {exc}") from exc


def _instantiate_subclass(namespace: object) -> Any | None:
    """First strict, concrete ``MemoryProvider`` subclass in ``dir()`` order that builds."""
    for attribute in sorted(dir(namespace)):
        candidate = getattr(namespace, attribute, None)
        if (
            isinstance(candidate, type)
            and issubclass(candidate, MemoryProvider)
            and candidate is not MemoryProvider
            and not inspect.isabstract(candidate)
        ):
            try:
                return candidate()
            except Exception as exc:  # boundary: a third-party constructor; try the next class
                logger.warning("Provider class %s could not be built: %s", attribute, exc)
    return None


def _run_register(
    register: Callable[..., Any],
    label: str,
    *,
    register_skills: bool,
    skill_sink: list[SkillRegistration] | None = None,
) -> Any:
    collector = ProviderCollector(register_skills=register_skills, skill_sink=skill_sink)
    try:
        register(collector)
    except Exception as exc:  # boundary: a third-party register() becomes our error
        if collector.providers:
            logger.warning(
                "register() of memory provider '%s' raised after registering it: %s", label, exc
            )
            return collector.providers[0]
        raise ProviderLoadError(f"register() failed: {type(exc).__name__}: {exc}") from exc
    return collector.providers[0] if collector.providers else None


def provider_from_module(
    module: object,
    label: str,
    *,
    register_skills: bool = False,
    skill_sink: list[SkillRegistration] | None = None,
) -> Any:
    """The provider a plugin module offers, or ``None``; with ``register_skills`` the
    skills its ``register(ctx)`` registers are appended to ``skill_sink``."""
    register = getattr(module, "register", None)
    if callable(register):
        provider = _run_register(
            register, label, register_skills=register_skills, skill_sink=skill_sink
        )
        if provider is not None:
            return provider
    return _instantiate_subclass(module)


def provider_from_entry_point(
    loaded: object,
    label: str,
    *,
    register_skills: bool = False,
    skill_sink: list[SkillRegistration] | None = None,
) -> Any:
    """Extract a provider from what an entry point loaded (instance, class, module, factory)."""
    if looks_like_provider(loaded):
        return loaded
    if isinstance(loaded, type) and issubclass(loaded, MemoryProvider):
        return loaded()
    if callable(getattr(loaded, "register", None)):
        return provider_from_module(
            loaded, label, register_skills=register_skills, skill_sink=skill_sink
        )
    if callable(loaded) and not isinstance(loaded, type):
        try:
            made = loaded()
        except TypeError:
            made = None  # it wants a ctx: treat it as register(ctx)
        if looks_like_provider(made):
            return made
        return _run_register(loaded, label, register_skills=register_skills, skill_sink=skill_sink)
    return _instantiate_subclass(loaded)
