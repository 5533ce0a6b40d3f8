"""The rules of ARCHITECTURE.md that keep the tree honest, checked by walking every import
with ast (tests/import_graph.py): levels only import downwards, no import cycle (TYPE_CHECKING
and function-local imports included), no private name taken from another package, modules
small and documented, and importing everything touches no disk."""

from __future__ import annotations

import ast
import functools
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from import_graph import (
    ImportKind,
    Tree,
    cycle_problems,
    imports_of,
    private_problems,
    read_tree,
    resolve,
    where,
)

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
    "scanning": 1,
    "curated": 1,
    "sessions": 1,
    "context": 1,
    "skills": 1,
    "episodes": 1,
    "embeddings": 1,
    "storage": 1,
    "auth": 1,
    "tools": 2,
    "providers": 3,
    "runtime": 4,
    "prompt": 4,
    "compression": 4,
    "review": 4,
    "llm": 4,
    "working": 4,
    "claw": 4,
    "evaluation": 4,
    "cli": 5,
    "mcp_server": 5,
    "chat": 5,
    "web": 5,
}
HEAVY = {
    "click",
    "mcp",
    "openai",
    "torch",
    "httpx",
    "sentence_transformers",
    "starlette",
    "jinja2",
    "uvicorn",
    "psycopg",
}


# Cycles tolerated for now (a frozenset of full module names -> why): none. The tree has no
# import cycle; a new one, or an entry that no longer occurs, fails test_no_import_cycles.
KNOWN_CYCLES: dict[frozenset[str], str] = {}


def _modules() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.cache
def _tree() -> Tree:
    return read_tree(SRC.parent)


def _level_of(module: str) -> int | None:
    parts = module.split(".")
    if len(parts) < 2:
        return None  # the package itself: its public API re-exports every level
    return LEVELS.get(parts[1])


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
    tree = _tree()
    for imp in imports_of(tree, module):
        target = resolve(tree, imp)
        if target is not None:
            other = _level_of(target)
            if other is not None:
                assert other <= level, f"level {level}: {where(tree, imp)}, which is level {other}"
        elif level <= 3 and imp.kind is not ImportKind.DEFERRED:
            # a heavy library may load on first use (an embedder's model), never at import
            assert imp.module.split(".")[0] not in HEAVY, where(tree, imp)


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
    env = {
        "HERMES_HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path / "h"),
        "PYTHONPATH": str(SRC.parent),  # this tree's modules, not whichever copy is installed
    }
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert not home.exists()
    assert not (tmp_path / "h").exists()


def check_cycles(tree: Tree) -> None:
    problems = cycle_problems(tree, KNOWN_CYCLES)
    assert not problems, "\n".join(problems)


def check_private_names(tree: Tree) -> None:
    problems = private_problems(tree)
    assert not problems, "\n".join(problems)


def test_no_import_cycles() -> None:
    check_cycles(_tree())


def test_no_private_names_across_packages() -> None:
    check_private_names(_tree())


def _copy_of_this_tree(tmp_path: Path) -> Path:
    copy = tmp_path / "src"
    shutil.copytree(SRC, copy / "hermes_memory")
    check_cycles(read_tree(copy))  # the copy passes as it is
    check_private_names(read_tree(copy))
    return copy


# Each way an import can close a cycle, appended to a copy of this very tree: errors is
# level 0 and curated/store.py imports it, so any import of the store from errors is a cycle.
INTRODUCED = {
    "runtime": "from hermes_memory.curated.store import MemoryStore\n",
    "type-checking": (
        "from typing import TYPE_CHECKING\n\n"
        "if TYPE_CHECKING:\n    from hermes_memory.curated.store import MemoryStore\n"
    ),
    "deferred": "def _store() -> None:\n    from hermes_memory.curated import store  # noqa\n",
}


@pytest.mark.parametrize("kind", INTRODUCED)
def test_a_cycle_introduced_on_purpose_fails_the_check(tmp_path: Path, kind: str) -> None:
    copy = _copy_of_this_tree(tmp_path)
    errors = copy / "hermes_memory" / "errors" / "__init__.py"
    lines = errors.read_text(encoding="utf-8").count("\n")
    errors.write_text(errors.read_text(encoding="utf-8") + INTRODUCED[kind], encoding="utf-8")

    with pytest.raises(AssertionError) as failed:
        check_cycles(read_tree(copy))

    # one new cycle; every loop in it runs through the import just added
    problems = cycle_problems(read_tree(copy), KNOWN_CYCLES)
    assert len(problems) == 1, problems
    assert all(line.strip() in str(failed.value) for line in problems[0].splitlines())
    first, *steps = problems[0].splitlines()
    assert "hermes_memory.errors -> hermes_memory.curated.store" in first, first
    added = next(i for i, text in enumerate(INTRODUCED[kind].splitlines(), 1) if "curated" in text)
    assert any(
        s.startswith(f"    hermes_memory/errors/__init__.py:{lines + added} imports ")
        for s in steps
    )
    closing = next(step for step in steps if "errors/__init__.py:" in step)
    assert closing.endswith(f"({kind})"), closing


def test_a_private_name_taken_on_purpose_fails_the_check(tmp_path: Path) -> None:
    copy = _copy_of_this_tree(tmp_path)
    taking = "from hermes_memory.paths import _ours\n"
    for module in ("config.py", "tools/result.py"):  # beside paths.py, then in another folder
        path = copy / "hermes_memory" / module
        path.write_text(path.read_text(encoding="utf-8") + taking, encoding="utf-8")
    line = (copy / "hermes_memory" / "tools" / "result.py").read_text("utf-8").count("\n")

    with pytest.raises(AssertionError) as failed:
        check_private_names(read_tree(copy))

    assert str(failed.value).splitlines()[0] == (
        "private name across packages: hermes_memory/tools/result.py:"
        f"{line} imports hermes_memory.paths._ours (runtime)"
    )
    assert private_problems(read_tree(copy)) == [str(failed.value).splitlines()[0]]


def test_a_cycle_that_is_gone_must_leave_the_allowlist(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    for name, text in {"__init__": "", "a": "from pkg import b\n", "b": "X = 1\n"}.items():
        (tmp_path / "pkg" / f"{name}.py").write_text(f'"""{name}."""\n{text}', encoding="utf-8")
    gone = frozenset({"pkg.a", "pkg.b"})
    problems = cycle_problems(read_tree(tmp_path), {gone: "b imported a once"})
    assert problems == ["no longer a cycle, remove it from the allowlist: pkg.a, pkg.b"]
    (tmp_path / "pkg" / "b.py").write_text("from pkg.a import *\n", encoding="utf-8")
    assert cycle_problems(read_tree(tmp_path), {gone: "b imports a"}) == []
