"""The import graph of a source tree, read with ast: which module imports what, on which line,
and when (at import time, only under TYPE_CHECKING, or deferred inside a function); and the two
checks built on it, import cycles and private names taken across packages. It owns no policy
on levels and no allowlist: test_architecture.py applies those, here or to a small fake tree."""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path


class ImportKind(Enum):
    """When an import runs. Every kind counts as a dependency for the checks."""

    RUNTIME = "runtime"  # at module level (or in a class body): runs on import
    TYPE_CHECKING = "type-checking"  # under `if TYPE_CHECKING:`: only the type checker follows it
    DEFERRED = "deferred"  # inside a function: runs on first call


@dataclass(frozen=True)
class Import:
    """One imported module or name, as written in ``importer`` at ``line``."""

    importer: str
    module: str  # absolute dotted name of the module the statement names
    name: str | None  # the name after `import` in `from module import name`; None for `import m`
    line: int
    kind: ImportKind

    @property
    def dotted(self) -> str:
        return self.module if self.name is None else f"{self.module}.{self.name}"


@dataclass(frozen=True)
class Edge:
    """An import between two modules of the tree: ``target`` is the module it loads."""

    target: str
    via: Import

    @property
    def importer(self) -> str:
        return self.via.importer


@dataclass(frozen=True)
class Tree:
    """Every module of one source root: dotted name -> source text, and which are packages."""

    sources: Mapping[str, str]
    packages: frozenset[str]

    def path_of(self, module: str) -> str:
        """The module's file, relative to the source root."""
        base = module.replace(".", "/")
        return f"{base}/__init__.py" if module in self.packages else f"{base}.py"

    def package_of(self, module: str) -> str:
        """The directory a module lives in, as a dotted name: itself for a package."""
        return module if module in self.packages else module.rpartition(".")[0]


@dataclass(frozen=True)
class Cycle:
    """A strongly connected set of modules and one concrete loop through them."""

    members: frozenset[str]
    loop: tuple[Edge, ...]  # each edge's target is the next one's importer; the last closes it


def read_tree(root: Path) -> Tree:
    """Read every ``*.py`` below ``root`` (the folder holding the top-level packages)."""
    sources: dict[str, str] = {}
    packages: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
            packages.add(".".join(parts))
        sources[".".join(parts)] = path.read_text(encoding="utf-8")
    return Tree(sources, frozenset(packages))


def imports_of(tree: Tree, module: str) -> list[Import]:
    """Every import statement of ``module``, relative ones made absolute, in source order."""
    package = tree.package_of(module)
    return [
        Import(module, _absolute(package, level, named), name, line, kind)
        for level, named, name, line, kind in _statements(tree.sources[module])
    ]


@functools.cache
def _statements(source: str) -> tuple[tuple[int, str | None, str | None, int, ImportKind], ...]:
    """(level, module, name, line, kind) of each import; cached because every check and every
    copied tree reads the same sources again."""
    found: list[tuple[int, str | None, str | None, int, ImportKind]] = []
    for node, kind in _walk(ast.parse(source), ImportKind.RUNTIME):
        if isinstance(node, ast.Import):
            found += [(0, a.name, None, node.lineno, kind) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            found += [(node.level, node.module, a.name, node.lineno, kind) for a in node.names]
    return tuple(found)


def module_edges(tree: Tree) -> dict[str, list[Edge]]:
    """Imports between modules of the tree, keyed by importer.

    `from pkg import name` leads to the submodule `pkg.name` when there is one, else to `pkg`
    itself. The parent packages Python initialises on the way (`a` for `import a.b`) are not
    edges: counting them would make every re-exporting `__init__` a cycle with its children.
    """
    edges: dict[str, list[Edge]] = {module: [] for module in tree.sources}
    for module in tree.sources:
        for imp in imports_of(tree, module):
            target = resolve(tree, imp)
            if target is not None and target != module:
                edges[module].append(Edge(target, imp))
    return edges


def resolve(tree: Tree, imp: Import) -> str | None:
    """The module of the tree that an import loads, or None when it is outside the tree."""
    if imp.name is not None and imp.dotted in tree.sources:
        return imp.dotted
    return imp.module if imp.module in tree.sources else None


def cycles(tree: Tree) -> list[Cycle]:
    """Every import cycle, one per strongly connected component (Tarjan), sorted by members."""
    edges = module_edges(tree)
    graph = {module: sorted({e.target for e in out}) for module, out in edges.items()}
    found = [
        Cycle(frozenset(component), _loop(edges, component))
        for component in _components(graph)
        if len(component) > 1
    ]
    return sorted(found, key=lambda c: sorted(c.members))


def private_imports(tree: Tree) -> list[Import]:
    """Imports of a private name (`_x`, not `__x__`) owned by another package's directory.

    A name is owned by the directory its defining module sits in: modules side by side in one
    folder share private helpers, while a subpackage and its parent are different packages
    (either way). A private module (`pkg._impl`) is owned by `pkg` the same way.
    """
    found: list[Import] = []
    for module in tree.sources:
        here = tree.package_of(module)
        for imp in imports_of(tree, module):
            owner = _private_owner(tree, imp.dotted.split("."))
            if owner is not None and owner != here:
                found.append(imp)
    return found


def where(tree: Tree, imp: Import) -> str:
    """`file:line imports name (kind)`, for a failure message."""
    return f"{tree.path_of(imp.importer)}:{imp.line} imports {imp.dotted} ({imp.kind.value})"


def describe(tree: Tree, cycle: Cycle) -> str:
    """The loop as `a -> b -> a`, then the import that makes each step."""
    modules = [cycle.loop[0].importer, *(edge.target for edge in cycle.loop)]
    lines = [f"import cycle {' -> '.join(modules)}"]
    lines += [f"    {where(tree, edge.via)}" for edge in cycle.loop]
    if len(cycle.members) > len(cycle.loop):
        lines.append(f"    (all of: {', '.join(sorted(cycle.members))})")
    return "\n".join(lines)


def cycle_problems(tree: Tree, known: Mapping[frozenset[str], str]) -> list[str]:
    """Each import cycle not in ``known``, and each entry of ``known`` that is no longer one.

    Imports of every kind count: a TYPE_CHECKING import is a dependency the type checker
    follows and one refactor away from running, and an import deferred into a function only
    hides from the interpreter that the two modules need each other.
    """
    found = {cycle.members: cycle for cycle in cycles(tree)}
    problems = [describe(tree, cycle) for members, cycle in found.items() if members not in known]
    problems += [
        f"no longer a cycle, remove it from the allowlist: {', '.join(sorted(members))}"
        for members in known
        if members not in found
    ]
    return problems


def private_problems(tree: Tree) -> list[str]:
    """Each private name (or private module) imported from another package's folder."""
    return [f"private name across packages: {where(tree, imp)}" for imp in private_imports(tree)]


def _private_owner(tree: Tree, parts: list[str]) -> str | None:
    """The package owning the first private component of a dotted name, if any is private."""
    for i, part in enumerate(parts):
        if part.startswith("_") and not (part.startswith("__") and part.endswith("__")):
            before = ".".join(parts[:i])
            # someone else's library has its own rules; this one only keeps ours honest
            return tree.package_of(before) if before in tree.sources else None
    return None


def _absolute(package: str, level: int, module: str | None) -> str:
    if not level:
        return module or ""
    base = package.split(".")
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, module] if module else base)


def _walk(node: ast.AST, kind: ImportKind) -> Iterator[tuple[ast.AST, ImportKind]]:
    for child in ast.iter_child_nodes(node):
        yield from _visit(child, kind)


def _visit(node: ast.AST, kind: ImportKind) -> Iterator[tuple[ast.AST, ImportKind]]:
    """A node and everything in it, each with the kind an import there would be."""
    yield node, kind
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        yield from _walk(node, ImportKind.DEFERRED)
    elif isinstance(node, ast.If) and _is_type_checking(node.test):
        # a function's body stays deferred; the `else:` branch runs like the code around it
        inner = kind if kind is ImportKind.DEFERRED else ImportKind.TYPE_CHECKING
        for statement in node.body:
            yield from _visit(statement, inner)
        for statement in node.orelse:
            yield from _visit(statement, kind)
    else:
        yield from _walk(node, kind)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _components(graph: Mapping[str, list[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components, iteratively (no recursion limit to meet)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(graph[nxt])))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component: list[str] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    found.append(sorted(component))
    return found


def _loop(edges: Mapping[str, list[Edge]], component: list[str]) -> tuple[Edge, ...]:
    """The shortest loop from the component's first module back to it (breadth first)."""
    inside = set(component)
    start = component[0]
    came_by: dict[str, Edge] = {}
    frontier = [start]
    while frontier:
        following: list[str] = []
        for node in frontier:
            for edge in edges[node]:
                if edge.target == start:
                    path = [edge]
                    while path[0].importer != start:
                        path.insert(0, came_by[path[0].importer])
                    return tuple(path)
                if edge.target in inside and edge.target not in came_by:
                    came_by[edge.target] = edge
                    following.append(edge.target)
        frontier = following
    raise AssertionError(f"no loop through {start}: not a strongly connected component")
