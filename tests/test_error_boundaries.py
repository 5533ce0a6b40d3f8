"""Every catch-all in the library is an honest boundary (issue 10, item 5).

An ``except Exception`` / ``except BaseException`` either re-raises (cleanup, or conversion
into our own error), or sits at a boundary marked ``# boundary: <why>`` on its line and
reports what it caught: a log record at warning or above, or the one-line CLI failure.
Nothing swallows an exception silently, and ``contextlib.suppress(Exception)`` is not used.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "hermes_memory"
BROAD = frozenset({"Exception", "BaseException"})
REPORTING_CALLS = frozenset({"warning", "error", "exception", "critical", "fail"})
# Handlers that hand the exception to another thread, which re-raises it there.
HAND_OFFS = {
    ("providers/prefetch.py", "target"),
    ("sessions/storage/writer.py", "_commit_batch"),
    ("sessions/storage/writer.py", "_attempt"),
    ("sessions/vectors/runtime.py", "_embed_into"),
}


@dataclass(frozen=True)
class Catch:
    file: str
    line: int
    function: str
    comment: str
    reraises: bool
    reports: bool

    def __str__(self) -> str:
        return f"{self.file}:{self.line} ({self.function})"


def _is_broad(node: ast.expr | None) -> bool:
    if node is None:
        return True  # a bare except
    names = node.elts if isinstance(node, ast.Tuple) else [node]
    return any(isinstance(n, ast.Name) and n.id in BROAD for n in names)


def _called_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _reports(handler: ast.ExceptHandler) -> bool:
    for node in ast.walk(handler):
        if isinstance(node, ast.Call):
            name = _called_name(node)
            # logger.log(level, ...) is the provider manager's isolation, warning by default
            if name in REPORTING_CALLS or name == "log":
                return True
    return False


def _reraises(handler: ast.ExceptHandler) -> bool:
    return any(isinstance(node, ast.Raise) for node in handler.body)


def broad_catches() -> list[Catch]:
    found: list[Catch] = []
    for path in sorted(SRC.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = ast.parse(text)
        functions: list[tuple[int, int, str]] = [
            (n.lineno, n.end_lineno or n.lineno, n.name)
            for n in ast.walk(tree)
            if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
        ]
        for node in ast.walk(tree):
            if not isinstance(node, ast.ExceptHandler) or not _is_broad(node.type):
                continue
            inner = [f for f in functions if f[0] <= node.lineno <= f[1]]
            function = max(inner, key=lambda f: f[0])[2] if inner else "<module>"
            line = lines[node.lineno - 1]
            comment = line.split("#", 1)[1].strip() if "#" in line else ""
            found.append(
                Catch(
                    file=str(path.relative_to(SRC)),
                    line=node.lineno,
                    function=function,
                    comment=comment,
                    reraises=_reraises(node),
                    reports=_reports(node),
                )
            )
    return found


def test_the_audit_sees_the_catches() -> None:
    catches = broad_catches()
    assert len(catches) > 40
    assert any(
        c.file == "tools/memory/tool.py" and c.comment.startswith("boundary:") for c in catches
    )


@pytest.mark.parametrize("catch", broad_catches(), ids=str)
def test_a_catch_all_reraises_or_is_a_reporting_boundary(catch: Catch) -> None:
    if catch.reraises:
        return  # cleanup or conversion: the exception (or ours, chained) goes on
    assert catch.comment.startswith("boundary:"), (
        f"{catch}: a swallowing catch-all must say why on its line ('# boundary: <why>'), "
        "or catch the specific exceptions it expects"
    )
    assert len(catch.comment) > len("boundary:") + 5, f"{catch}: say why it is a boundary"
    if (catch.file, catch.function) in HAND_OFFS:
        return
    assert catch.reports, f"{catch}: a boundary must report what it caught (warning or above)"


def test_no_silent_suppress_of_everything() -> None:
    offenders = []
    for path in SRC.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "suppress(Exception" in line or "suppress(BaseException" in line:
                offenders.append(f"{path.relative_to(SRC)}:{number}")
    assert offenders == []


def test_no_bare_except() -> None:
    for path in SRC.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler):
                assert node.type is not None, f"{path.relative_to(SRC)}:{node.lineno}: bare except"
