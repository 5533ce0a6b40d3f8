"""The import graph behind test_architecture.py, on small trees written to tmp_path: how imports
resolve, which kind each is, and that the cycle and private-name checks report exactly the
deliberate violations in a tree and nothing else."""

from __future__ import annotations

from pathlib import Path

from import_graph import (
    Import,
    ImportKind,
    Tree,
    cycle_problems,
    cycles,
    imports_of,
    module_edges,
    private_imports,
    private_problems,
    read_tree,
)


def write_tree(root: Path, files: dict[str, str]) -> Tree:
    """Write ``files`` (path below root -> source) and read them back as a tree."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return read_tree(root)


def targets(tree: Tree, module: str) -> list[tuple[str, ImportKind]]:
    return [(edge.target, edge.via.kind) for edge in module_edges(tree)[module]]


def loops(tree: Tree) -> list[list[str]]:
    return [[edge.importer for edge in cycle.loop] for cycle in cycles(tree)]


def test_modules_and_packages_are_named_by_their_path(tmp_path: Path) -> None:
    tree = write_tree(tmp_path, {"pkg/__init__.py": "", "pkg/sub/__init__.py": "", "pkg/a.py": ""})
    assert set(tree.sources) == {"pkg", "pkg.sub", "pkg.a"}
    assert tree.packages == {"pkg", "pkg.sub"}
    assert tree.package_of("pkg.a") == "pkg" and tree.package_of("pkg.sub") == "pkg.sub"
    assert tree.path_of("pkg.sub") == "pkg/sub/__init__.py" and tree.path_of("pkg.a") == "pkg/a.py"


def test_imports_resolve_to_the_module_they_load(tmp_path: Path) -> None:
    tree = write_tree(
        tmp_path,
        {
            "pkg/__init__.py": "VALUE = 1\n",
            "pkg/a.py": "",
            "pkg/sub/__init__.py": "from . import b\n",
            "pkg/sub/b.py": (
                "import os.path\n"
                "import pkg.a as alias\n"
                "from pkg import a, VALUE\n"
                "from . import c\n"
                "from .c import thing\n"
                "from .. import a as again\n"
                "from ..a import name\n"
                "from pkg.missing import x\n"
            ),
            "pkg/sub/c.py": "thing = 1\n",
        },
    )
    assert [i.dotted for i in imports_of(tree, "pkg.sub.b")] == [
        "os.path",
        "pkg.a",
        "pkg.a",
        "pkg.VALUE",
        "pkg.sub.c",
        "pkg.sub.c.thing",
        "pkg.a",
        "pkg.a.name",
        "pkg.missing.x",
    ]
    runtime = ImportKind.RUNTIME
    assert targets(tree, "pkg.sub.b") == [
        ("pkg.a", runtime),
        ("pkg.a", runtime),
        ("pkg", runtime),  # VALUE is a name in pkg/__init__.py
        ("pkg.sub.c", runtime),
        ("pkg.sub.c", runtime),
        ("pkg.a", runtime),
        ("pkg.a", runtime),
    ]
    assert targets(tree, "pkg.sub") == [("pkg.sub.b", runtime)]


def test_each_import_knows_when_it_runs(tmp_path: Path) -> None:
    source = (
        "import typing\n"
        "from typing import TYPE_CHECKING\n"
        "import pkg.a\n"  # line 3
        "if TYPE_CHECKING:\n"
        "    import pkg.b\n"  # 5
        "else:\n"
        "    import pkg.c\n"  # 7
        "if typing.TYPE_CHECKING:\n"
        "    from pkg import d\n"  # 9
        "class K:\n"
        "    import pkg.e\n"  # 11
        "def f():\n"
        "    import pkg.f\n"  # 13
        "    if TYPE_CHECKING:\n"
        "        import pkg.g\n"  # 15
        "async def g():\n"
        "    from pkg import h\n"  # 17
        "try:\n"
        "    import pkg.i\n"  # 19
        "except ImportError:\n"
        "    pass\n"
    )
    files = {f"pkg/{name}.py": "" for name in "abcdefghi"}
    tree = write_tree(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": source, **files})
    kinds = {(i.dotted, i.line, i.kind) for i in imports_of(tree, "pkg.m") if i.line >= 3}
    runtime, checking, deferred = ImportKind.RUNTIME, ImportKind.TYPE_CHECKING, ImportKind.DEFERRED
    assert kinds == {
        ("pkg.a", 3, runtime),
        ("pkg.b", 5, checking),
        ("pkg.c", 7, runtime),
        ("pkg.d", 9, checking),
        ("pkg.e", 11, runtime),
        ("pkg.f", 13, deferred),
        ("pkg.g", 15, deferred),
        ("pkg.h", 17, deferred),
        ("pkg.i", 19, runtime),
    }


def test_a_deliberate_cycle_a_type_checking_cycle_and_a_private_import(tmp_path: Path) -> None:
    tree = write_tree(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/a.py": "from app.b import run\n",
            "app/b.py": "from app import a\nrun = 1\n",
            "app/models.py": "from app.views import render\n_cache = {}\n",
            "app/views.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from app.models import Model\n"
                "def render(): ...\n"
            ),
            "app/fine.py": "from app.models import _cache\nfrom app.a import run\n",
            "other/__init__.py": "",
            "other/thief.py": "import os\nfrom app.models import _cache\n",
        },
    )
    assert [sorted(c.members) for c in cycles(tree)] == [
        ["app.a", "app.b"],
        ["app.models", "app.views"],
    ]
    through = cycles(tree)[1].loop
    assert [(e.importer, e.target, e.via.kind) for e in through] == [
        ("app.models", "app.views", ImportKind.RUNTIME),
        ("app.views", "app.models", ImportKind.TYPE_CHECKING),
    ]
    assert private_imports(tree) == [
        Import("other.thief", "app.models", "_cache", 2, ImportKind.RUNTIME)
    ]
    # and what the architecture test says about it
    assert cycle_problems(tree, {}) == [
        "import cycle app.a -> app.b -> app.a\n"
        "    app/a.py:1 imports app.b.run (runtime)\n"
        "    app/b.py:1 imports app.a (runtime)",
        "import cycle app.models -> app.views -> app.models\n"
        "    app/models.py:1 imports app.views.render (runtime)\n"
        "    app/views.py:3 imports app.models.Model (type-checking)",
    ]
    assert cycle_problems(tree, {frozenset({"app.a", "app.b"}): "known"}) == [
        cycle_problems(tree, {})[1]
    ]
    assert private_problems(tree) == [
        "private name across packages: other/thief.py:2 imports app.models._cache (runtime)"
    ]


def test_a_deferred_import_still_closes_a_cycle(tmp_path: Path) -> None:
    tree = write_tree(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/a.py": "import p.b\n",
            "p/b.py": "def later():\n    from p import a\n",
        },
    )
    assert loops(tree) == [["p.a", "p.b"]]
    assert cycles(tree)[0].loop[1].via.kind is ImportKind.DEFERRED


def test_a_cycle_is_reported_once_with_its_shortest_loop(tmp_path: Path) -> None:
    # a -> b -> c -> a and b -> a: one component of three, shortest loop from a is a -> b -> a
    tree = write_tree(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/a.py": "import p.b\n",
            "p/b.py": "import p.c\nimport p.a\n",
            "p/c.py": "import p.a\nimport p.d\n",
            "p/d.py": "import os\n",
        },
    )
    (cycle,) = cycles(tree)
    assert cycle.members == {"p.a", "p.b", "p.c"}
    assert [(e.importer, e.target) for e in cycle.loop] == [("p.a", "p.b"), ("p.b", "p.a")]
    (problem,) = cycle_problems(tree, {})
    assert problem.endswith("(all of: p.a, p.b, p.c)")


def test_what_is_not_a_cycle(tmp_path: Path) -> None:
    tree = write_tree(
        tmp_path,
        {
            # a package that re-exports its modules, whose modules import each other
            "p/__init__.py": "from p.a import A\nfrom p.b import B\n",
            "p/a.py": "import p.b\nA = 1\n",  # Python initialises p first: not counted
            "p/b.py": "from . import c\nimport json\nimport p.b\nB = 2\n",
            "p/c.py": "import p.missing\nfrom p.d import x\n",
        },
    )
    assert cycles(tree) == []
    assert [t for t, _ in targets(tree, "p.a")] == ["p.b"]
    # ...but a module that takes a name from its package's __init__, which imports it, is one
    (tmp_path / "p" / "c.py").write_text("from p import A\n", encoding="utf-8")
    (tmp_path / "p" / "__init__.py").write_text("from p.a import A\nimport p.c\n", "utf-8")
    assert loops(read_tree(tmp_path)) == [["p", "p.c"]]


def test_which_private_imports_cross_a_package(tmp_path: Path) -> None:
    tree = write_tree(
        tmp_path,
        {
            "p/__init__.py": "from p.a import _x\nfrom p import _impl\n__version__ = '1'\n",
            "p/a.py": "_x = 1\n",
            "p/b.py": "from .a import _x\nfrom p._impl import y\nfrom p import __version__\n",
            "p/_impl.py": "y = 1\n",
            "p/sub/__init__.py": "",
            "p/sub/c.py": "from p.a import _x\n",  # child takes its parent's private name
            "p/sub/d.py": "_z = 1\n",
            "p/e.py": "from p.sub.d import _z\n",  # parent takes its child's
            "q/__init__.py": "",
            "q/f.py": (
                "from os import _exit\n"  # not ours: another library's business
                "import p._impl\n"
                "from p import _impl\n"
                "from p._impl import y\n"
                "from p.sub import d\n"
            ),
        },
    )
    found = [(i.importer, i.dotted) for i in private_imports(tree)]
    assert found == [
        ("p.e", "p.sub.d._z"),
        ("p.sub.c", "p.a._x"),
        ("q.f", "p._impl"),
        ("q.f", "p._impl"),
        ("q.f", "p._impl.y"),
    ]
