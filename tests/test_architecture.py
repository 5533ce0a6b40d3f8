"""The layering rule of ARCHITECTURE.md, checked by walking every import with ast."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "hermes_memory"
MAX_MODULE_LINES = 400

# first component below hermes_memory -> level
LEVELS: dict[str, int] = {
    "errors": 0,
    "paths": 0,
    "config": 0,
    "atomic": 0,
    "distribution": 0,
    "permissions": 0,
    "home_audit": 0,
    "disk_faults": 0,
    "oddchars": 0,
    "curated": 1,
    "sessions": 1,
    "context": 1,
    "tools": 2,
    "providers": 3,
    "runtime": 4,
    "prompt": 4,
    "compression": 4,
    "review": 4,
    "llm": 4,
    "cli": 5,
    "mcp_server": 5,
    "chat": 5,
}
HEAVY = {"click", "mcp", "openai", "torch", "httpx"}


def _modules() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _level_of(module: str) -> int | None:
    parts = module.split(".")
    if len(parts) < 2:
        return None  # the package itself: its public API re-exports every level
    return LEVELS.get(parts[1])


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.add(module)
            # `from hermes_memory import curated` names a submodule
            for alias in node.names:
                found.add(f"{module}.{alias.name}")
    return found


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_module_has_a_level(path: Path) -> None:
    module = _module_name(path)
    if module == "hermes_memory":
        return
    assert _level_of(module) is not None, f"{module}: add its top-level name to LEVELS"


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_upward_imports(path: Path) -> None:
    module = _module_name(path)
    level = _level_of(module)
    if level is None:
        return
    for imported in _imports(path):
        if imported.startswith("hermes_memory."):
            other = _level_of(imported)
            if other is not None:
                assert other <= level, f"{module} (level {level}) imports {imported} ({other})"
        elif level <= 3:
            assert imported.split(".")[0] not in HEAVY, f"{module} imports {imported}"


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_module_size_and_docstring(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n") + 1
    assert lines <= MAX_MODULE_LINES, f"{path.name} has {lines} lines; split it by concept"
    if text.strip():
        assert ast.get_docstring(ast.parse(text)), f"{path} needs a module docstring"


def test_importing_everything_touches_no_disk(tmp_path: Path) -> None:
    home = tmp_path / "never-created"
    modules = [
        _module_name(p)
        for p in _modules()
        if not _module_name(p).startswith(("hermes_memory.cli", "hermes_memory.mcp_server"))
        and "chat" not in _module_name(p).split(".")
    ]
    code = f"import importlib\nfor m in {modules!r}:\n    importlib.import_module(m)\n"
    env = {"HERMES_HOME": str(home), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "h")}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert not home.exists()
    assert not (tmp_path / "h").exists()
