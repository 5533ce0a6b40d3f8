"""The exception tree drawn in ``errors.py``'s docstring is the tree the classes form.

The drawing is what a reader (and a front end deciding what to catch) goes by, so every
class deriving from ``HermesMemoryError`` must appear under its real parent, with its other
bases as ``(+ Name)``, and nothing may be drawn that does not exist.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass

import pytest

from hermes_memory import errors

ROOT = "HermesMemoryError"
_BRANCH = re.compile(r"^(?P<indent>(?:│   |    )*)(?:├── |└── )(?P<rest>.*)$")
_EXTRA = re.compile(r"\(\+ (?P<names>[A-Za-z_, ]+)\)")


@dataclass(frozen=True)
class Drawn:
    name: str
    parent: str
    extra_bases: tuple[str, ...]


def _drawing() -> list[str]:
    doc = errors.__doc__ or ""
    lines = doc.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == ROOT)
    indent = len(lines[start]) - len(lines[start].lstrip())
    drawing = [lines[start][indent:]]
    for line in lines[start + 1 :]:
        if not line.strip():
            break
        drawing.append(line[indent:])
    return drawing


def parse_tree() -> dict[str, Drawn]:
    """Each drawn class with the class drawn above it at one level less."""
    drawing = _drawing()
    assert drawing[0] == ROOT
    stack = [ROOT]  # stack[depth] is the latest class drawn at that depth
    drawn: dict[str, Drawn] = {}
    for line in drawing[1:]:
        match = _BRANCH.match(line)
        assert match is not None, f"not a branch of the tree: {line!r}"
        depth = len(match["indent"]) // 4 + 1
        assert depth <= len(stack), f"drawn below nothing: {line!r}"
        rest = match["rest"]
        name = rest.split()[0]
        extra = _EXTRA.match(rest[len(name) :].strip())
        extra_bases = tuple(n.strip() for n in extra["names"].split(",")) if extra else ()
        assert name not in drawn, f"{name} is drawn twice"
        drawn[name] = Drawn(name, stack[depth - 1], extra_bases)
        del stack[depth:]
        stack.append(name)
    return drawn


def real_tree() -> dict[str, Drawn]:
    """Every class of the ``errors`` package below the root, with its parent inside the tree."""
    found: dict[str, Drawn] = {}
    for name, cls in inspect.getmembers(errors, inspect.isclass):
        if not cls.__module__.startswith(errors.__name__) or cls is errors.HermesMemoryError:
            continue
        assert issubclass(cls, errors.HermesMemoryError), f"{name} is outside the one tree"
        inside = [b for b in cls.__bases__ if issubclass(b, errors.HermesMemoryError)]
        assert len(inside) == 1, f"{name} has {len(inside)} parents inside the tree"
        others = tuple(b.__name__ for b in cls.__bases__ if b is not inside[0])
        found[name] = Drawn(name, inside[0].__name__, others)
    return found


def test_the_drawing_parses() -> None:
    drawn = parse_tree()
    assert drawn["ConfigError"].parent == ROOT
    assert drawn["BudgetExceededError"].parent == "ConsolidationError"
    assert drawn["TitleError"].extra_bases == ("ValueError",)


def test_every_class_is_drawn_under_its_real_parent() -> None:
    drawn, real = parse_tree(), real_tree()
    missing = sorted(set(real) - set(drawn))
    assert not missing, f"classes missing from the errors.py drawing: {missing}"
    for name, truth in real.items():
        assert drawn[name].parent == truth.parent, f"{name} is drawn under the wrong parent"
        assert drawn[name].extra_bases == truth.extra_bases, f"{name}: other bases differ"


def test_nothing_drawn_is_missing_from_the_module() -> None:
    phantom = sorted(set(parse_tree()) - set(real_tree()))
    assert not phantom, f"drawn in errors.py but not defined there: {phantom}"


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("    ├── Orphan", "below nothing"),
        ("├─ Broken", "not a branch"),
    ],
)
def test_the_parser_rejects_a_malformed_drawing(
    monkeypatch: pytest.MonkeyPatch, line: str, problem: str
) -> None:
    doc = f"Tree::\n\n    {ROOT}\n    {line}\n"
    monkeypatch.setattr(errors, "__doc__", doc)
    with pytest.raises(AssertionError, match=problem):
        parse_tree()


def test_a_wrong_parent_in_the_drawing_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    drawing = "\n".join(f"    {line}" for line in _drawing())
    moved = drawing.replace("│       ├── NoMatchError", "│   ├── NoMatchError")
    assert moved != drawing
    # NoMatchError drawn one level up, beside ConsolidationError instead of under it
    monkeypatch.setattr(errors, "__doc__", f"Tree::\n\n{moved}\n")
    assert parse_tree()["NoMatchError"].parent == "CuratedMemoryError"
    assert real_tree()["NoMatchError"].parent == "ConsolidationError"
