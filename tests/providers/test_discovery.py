"""Discovery and loading with real plugin folders and real installed entry points (spec §7)."""

from __future__ import annotations

import importlib
import logging
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

from hermes_memory.config import set_value
from hermes_memory.providers.plugins.discovery import (
    ProviderSource,
    discover_memory_providers,
    find_provider_dir,
    iter_provider_specs,
    list_memory_provider_names,
    load_configured_provider,
    load_memory_provider,
)

PROVIDER_CLASS = """
from typing import Any
from hermes_memory.providers.base import MemoryProvider


class {cls}(MemoryProvider):
    def __init__(self, label: str = "{name}") -> None:
        self.label = label

    @property
    def name(self) -> str:
        return "{name}"

    def is_available(self) -> bool:
        return {available}

    def unavailable_reason(self) -> str:
        return "set {name_upper}_API_KEY"

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []
"""


def provider_source(name: str, cls: str = "Plugin", available: bool = True) -> str:
    return PROVIDER_CLASS.format(name=name, cls=cls, available=available, name_upper=name.upper())


def write_plugin(root: Path, name: str, files: dict[str, str], description: str = "") -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    for filename, text in files.items():
        (folder / filename).write_text(textwrap.dedent(text), encoding="utf-8")
    if description:
        (folder / "plugin.yaml").write_text(
            f"name: {name}\nversion: 0.1.0\ndescription: {description}\n", encoding="utf-8-sig"
        )
    return folder


def register_plugin(home: Path, name: str, description: str = "", available: bool = True) -> Path:
    """A Hermes-style plugin: provider class in a sibling module, register(ctx) in __init__."""
    return write_plugin(
        home / "plugins",
        name,
        {
            "store.py": provider_source(name, "StoreProvider", available),
            "__init__.py": f"""
                from .store import StoreProvider


                def register(ctx):
                    ctx.register_skill("ignored unless active")
                    ctx.register_hook("on_session_end", print)  # secondary: a no-op here
                    ctx.register_memory_provider(StoreProvider(label="via-register-{name}"))
            """,
        },
        description,
    )


def install_entry_points(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    entries: dict[str, str],
    modules: dict[str, str],
) -> str:
    """Install a tiny distribution (dist-info + modules) on a temp sys.path entry.

    ``entries`` maps "group:name" to "module:attr" (module names get a unique suffix).
    """
    suffix = uuid.uuid4().hex[:8]
    site = tmp_path / f"site_{suffix}"
    site.mkdir()
    renamed: dict[str, str] = {}
    for module, text in modules.items():
        real = f"{module}_{suffix}"
        renamed[module] = real
        if module.endswith("_pkg"):
            (site / real).mkdir()
            (site / real / "__init__.py").write_text(textwrap.dedent(text), encoding="utf-8")
        else:
            (site / f"{real}.py").write_text(textwrap.dedent(text), encoding="utf-8")
    dist = site / f"tiny_providers_{suffix}-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: tiny-providers-{suffix}\nVersion: 0.1\n", encoding="utf-8"
    )
    groups: dict[str, list[str]] = {}
    for key, target in entries.items():
        group, name = key.split(":")
        module, _, attr = target.partition(":")
        value = f"{renamed[module]}:{attr}" if attr else renamed[module]
        groups.setdefault(group, []).append(f"{name} = {value}")
    (dist / "entry_points.txt").write_text(
        "".join(f"[{g}]\n" + "\n".join(lines) + "\n\n" for g, lines in groups.items()),
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    return suffix


# --- user plugins -------------------------------------------------------------------------


def test_user_plugin_with_register_and_relative_import(hermes_home: Path) -> None:
    register_plugin(hermes_home, "acme", description="Acme recall service")
    specs = {s.name: s for s in iter_provider_specs(hermes_home)}
    assert specs["acme"].source is ProviderSource.USER
    assert specs["acme"].description == "Acme recall service"
    provider = load_memory_provider("acme", hermes_home)
    assert provider is not None and provider.name == "acme"
    assert provider.label == "via-register-acme"
    assert type(provider).__module__.startswith("_hermes_user_memory.acme_")
    assert find_provider_dir("acme", hermes_home) == hermes_home / "plugins" / "acme"


def test_user_plugin_with_only_a_subclass(hermes_home: Path) -> None:
    source = provider_source("solo", "BProvider") + textwrap.dedent(
        """

        class AProvider(BProvider):
            def __init__(self) -> None:
                raise RuntimeError("needs arguments")
        """
    )
    write_plugin(hermes_home / "plugins", "solo", {"__init__.py": source})
    provider = load_memory_provider("solo", hermes_home)
    assert provider is not None and type(provider).__name__ == "BProvider"


def test_non_provider_and_hidden_folders_are_ignored(hermes_home: Path) -> None:
    plugins = hermes_home / "plugins"
    write_plugin(plugins, "generic", {"__init__.py": "def register(ctx):\n    pass\n"})
    write_plugin(plugins, "_private", {"__init__.py": provider_source("_private")})
    write_plugin(plugins, ".hidden", {"__init__.py": provider_source(".hidden")})
    write_plugin(plugins, "noinit", {"store.py": provider_source("noinit")})
    (plugins / "loose_file.py").write_text("MemoryProvider", encoding="utf-8")
    assert list_memory_provider_names(hermes_home) == ["holographic"]


def test_listing_imports_nothing(hermes_home: Path) -> None:
    register_plugin(hermes_home, "lazy")
    before = set(sys.modules)
    assert "lazy" in list_memory_provider_names(hermes_home)
    assert not {m for m in set(sys.modules) - before if m.startswith("_hermes_user_memory.")}


def test_broken_plugins_are_reported_not_fatal(
    hermes_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    plugins = hermes_home / "plugins"
    write_plugin(
        plugins,
        "broken",
        {"__init__.py": "from hermes_memory.providers.base import MemoryProvider\nimport nope_x\n"},
    )
    write_plugin(
        plugins,
        "failreg",
        {
            "__init__.py": (
                "MemoryProvider = None\ndef register(ctx):\n    raise ValueError('bad key')\n"
            )
        },
    )
    write_plugin(plugins, "empty", {"__init__.py": "# mentions MemoryProvider only\n"})
    register_plugin(hermes_home, "works")
    with caplog.at_level(logging.WARNING, logger="hermes_memory.providers.plugins.discovery"):
        assert load_memory_provider("broken", hermes_home) is None
        assert load_memory_provider("failreg", hermes_home) is None
        assert load_memory_provider("empty", hermes_home) is None
    text = caplog.text
    assert "Failed to load memory provider 'broken'" in text and "nope_x" in text
    assert "Failed to load memory provider 'failreg'" in text and "bad key" in text
    assert "Memory provider 'empty' loaded but no provider instance found" in text
    # a failed import leaves no half-built module behind
    assert not [m for m in sys.modules if m.startswith("_hermes_user_memory.broken_")]
    found = {name: available for name, _, available in discover_memory_providers(hermes_home)}
    assert found == {
        "holographic": True,
        "broken": False,
        "empty": False,
        "failreg": False,
        "works": True,
    }
    assert load_memory_provider("works", hermes_home) is not None
    assert load_memory_provider("does-not-exist", hermes_home) is None


def test_register_raising_after_registering_keeps_the_provider(
    hermes_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write_plugin(
        hermes_home / "plugins",
        "halfway",
        {
            "provider.py": provider_source("halfway"),
            "__init__.py": """
                from .provider import Plugin

                def register(ctx):
                    ctx.register_memory_provider(Plugin())
                    raise RuntimeError("secondary setup failed")
            """,
        },
    )
    with caplog.at_level(logging.WARNING):
        provider = load_memory_provider("halfway", hermes_home)
    assert provider is not None and provider.name == "halfway"
    assert "secondary setup failed" in caplog.text


def test_same_plugin_name_in_two_homes_loads_two_modules(tmp_path: Path) -> None:
    home_a, home_b = tmp_path / "a", tmp_path / "b"
    write_plugin(home_a / "plugins", "twin", {"__init__.py": provider_source("twin", "A")})
    write_plugin(home_b / "plugins", "twin", {"__init__.py": provider_source("twin", "B")})
    a = load_memory_provider("twin", home_a)
    b = load_memory_provider("twin", home_b)
    assert type(a).__name__ == "A" and type(b).__name__ == "B"
    assert type(a).__module__ != type(b).__module__


def test_project_plugins_need_the_opt_in(
    hermes_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    write_plugin(project / ".hermes" / "plugins", "proj", {"__init__.py": provider_source("proj")})
    monkeypatch.chdir(project)
    assert "proj" not in list_memory_provider_names(hermes_home)
    monkeypatch.setenv("HERMES_ENABLE_PROJECT_PLUGINS", "1")
    specs = {s.name: s for s in iter_provider_specs(hermes_home)}
    assert specs["proj"].source is ProviderSource.PROJECT
    assert load_memory_provider("proj", hermes_home) is not None


# --- entry points -------------------------------------------------------------------------

EP_MODULE = provider_source("{name}") + textwrap.dedent(
    """

    INSTANCE = Plugin(label="instance")


    def factory():
        return Plugin(label="factory")


    def register(ctx):
        ctx.register_memory_provider(Plugin(label="register-function"))
    """
)


def ep_module(name: str) -> str:
    return EP_MODULE.replace("{name}", name)


def test_installed_entry_points_all_shapes(
    hermes_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_entry_points(
        tmp_path,
        monkeypatch,
        {
            "hermes_memory.providers:ep-instance": "mod_a:INSTANCE",
            "hermes_memory.providers:ep-class": "mod_b:Plugin",
            "hermes_memory.providers:ep-factory": "mod_c:factory",
            "hermes_memory.providers:ep-register": "mod_d:register",
            "hermes_agent.memory_providers:ep-module": "mod_pkg",
        },
        {
            "mod_a": ep_module("ep-instance"),
            "mod_b": ep_module("ep-class"),
            "mod_c": ep_module("ep-factory"),
            "mod_d": ep_module("ep-register"),
            "mod_pkg": ep_module("ep-module"),
        },
    )
    specs = {s.name: s for s in iter_provider_specs(hermes_home)}
    for name in ("ep-instance", "ep-class", "ep-factory", "ep-register", "ep-module"):
        assert specs[name].source is ProviderSource.ENTRY_POINT
    labels = {
        name: getattr(load_memory_provider(name, hermes_home), "label", None)
        for name in ("ep-instance", "ep-class", "ep-factory", "ep-register", "ep-module")
    }
    assert labels == {
        "ep-instance": "instance",
        "ep-class": "ep-class",
        "ep-factory": "factory",
        "ep-register": "register-function",
        "ep-module": "register-function",
    }
    package_dir = find_provider_dir("ep-module", hermes_home)
    assert package_dir is not None and package_dir.name.startswith("mod_pkg_")
    assert find_provider_dir("ep-class", hermes_home) is None  # a bare module has no dir
    names = list_memory_provider_names(hermes_home)
    assert names == sorted(names) and "ep-module" in names


def test_precedence_bundled_beats_user_beats_entry_point(
    hermes_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_plugin(
        hermes_home / "plugins", "holographic", {"__init__.py": provider_source("holographic")}
    )
    register_plugin(hermes_home, "shared")
    install_entry_points(
        tmp_path,
        monkeypatch,
        {
            "hermes_memory.providers:shared": "mod_s:INSTANCE",
            "hermes_memory.providers:holographic": "mod_s:INSTANCE",
            "hermes_agent.memory_providers:only-ep": "mod_o:INSTANCE",
            "hermes_memory.providers:only-ep": "mod_s:INSTANCE",
        },
        {"mod_s": ep_module("shared"), "mod_o": ep_module("only-ep")},
    )
    specs = {s.name: s for s in iter_provider_specs(hermes_home)}
    assert specs["holographic"].source is ProviderSource.BUNDLED
    assert specs["shared"].source is ProviderSource.USER
    # our group is read before Hermes's
    assert specs["only-ep"].entry_point is not None
    assert specs["only-ep"].entry_point.group == "hermes_memory.providers"
    holo = load_memory_provider("holographic", hermes_home)
    assert type(holo).__module__ == "hermes_memory.providers.bundled.holographic"
    shared = load_memory_provider("shared", hermes_home)
    assert shared is not None and shared.label == "via-register-shared"
    names = [name for name, _, _ in discover_memory_providers(hermes_home)]
    assert len(names) == len(set(names))
    assert names.index("holographic") < names.index("shared") < names.index("only-ep")


def test_broken_entry_point_is_reported(
    hermes_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    install_entry_points(
        tmp_path,
        monkeypatch,
        {"hermes_memory.providers:ep-broken": "mod_x:INSTANCE"},
        {"mod_x": "raise ImportError('missing sdk')\n"},
    )
    with caplog.at_level(logging.WARNING):
        assert load_memory_provider("ep-broken", hermes_home) is None
    assert "missing sdk" in caplog.text
    assert ("ep-broken", "", False) in discover_memory_providers(hermes_home)


# --- the configured provider ----------------------------------------------------------------


def test_load_configured_provider(hermes_home: Path, caplog: pytest.LogCaptureFixture) -> None:
    assert load_configured_provider(hermes_home) is None  # no config: built-in only
    register_plugin(hermes_home, "ready")
    register_plugin(hermes_home, "needskey", available=False)
    set_value("memory.provider", "", hermes_home)
    assert load_configured_provider(hermes_home) is None
    set_value("memory.provider", "ready", hermes_home)
    provider = load_configured_provider(hermes_home)
    assert provider is not None and provider.name == "ready"
    set_value("memory.provider", "needskey", hermes_home)
    with caplog.at_level(logging.WARNING):
        assert load_configured_provider(hermes_home) is None
    assert "set NEEDSKEY_API_KEY" in caplog.text
    unavailable = load_configured_provider(hermes_home, require_available=False)
    assert unavailable is not None and not unavailable.is_available()
    set_value("memory.provider", "ghost", hermes_home)
    assert load_configured_provider(hermes_home) is None
