"""Benign background text for training the injection classifier: short chunks of this
repository's own prose (README paragraphs, docstrings of the source outside the scanner),
which talk about system prompts, roles, tools, sessions, tokens and shell commands in a style
none of the labelled entries share. Labelled benign in training, they teach the classifier that
unfamiliar wording is not by itself suspicious. Deterministic: the same checkout gives the
same chunks.
"""

from __future__ import annotations

import ast
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Text about injections themselves (the scanner, its tests, the README's scanning section)
# describes attacks; labelled benign it would teach the wrong thing, so it is left out.
_TOPIC = re.compile(
    r"inject|jailbreak|malicious|attack|poison|exfiltrat|payload|classifier|scan|refus|"
    r"blocked|threat|adversar|hijack|homoglyph|obfuscat|ignore (all|previous|prior)",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(\"])")
MIN_CHARS = 40
MAX_CHARS = 400
MAX_CHUNKS = 1200


@dataclass(frozen=True)
class Chunk:
    """One benign background text and where it came from (its fold group)."""

    text: str
    group: str


def _prose(text: str) -> str:
    """Markdown and reST marks stripped to plain sentences on one line."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[*_#>|]+", " ", text)
    return " ".join(text.split())


def _chunks(text: str) -> list[str]:
    """Consecutive sentences joined up to ``MAX_CHARS``."""
    out: list[str] = []
    current = ""
    for sentence in _SENTENCE.split(_prose(text)):
        if current and len(current) + len(sentence) + 1 > MAX_CHARS:
            out.append(current)
            current = ""
        current = f"{current} {sentence}".strip()
    if current:
        out.append(current)
    return [c[:MAX_CHARS] for c in out if len(c) >= MIN_CHARS and not _TOPIC.search(c)]


def _readme() -> list[Chunk]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    chunks: list[Chunk] = []
    for number, section in enumerate(re.split(r"\n(?=#{1,3} )", text)):
        heading = section.splitlines()[0] if section else ""
        if _TOPIC.search(heading):
            continue
        for paragraph in re.split(r"\n\s*\n", section):
            if paragraph.lstrip().startswith(("|", "    ", "```")):
                continue  # tables and code: not prose
            chunks += [Chunk(c, f"readme:{number}") for c in _chunks(paragraph)]
    return chunks


def _docstrings() -> list[Chunk]:
    chunks: list[Chunk] = []
    package = ROOT / "src" / "hermes_memory"
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package).as_posix()
        if relative.startswith("scanning/"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        nodes = [tree, *ast.walk(tree)]
        for node in nodes:
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                doc = ast.get_docstring(node)
                if doc:
                    chunks += [Chunk(c, f"src:{relative}") for c in _chunks(doc)]
    return chunks


def load_background(limit: int = MAX_CHUNKS) -> list[Chunk]:
    """Up to ``limit`` distinct chunks, chosen by a stable hash of their text."""
    seen: dict[str, Chunk] = {}
    for chunk in _readme() + _docstrings():
        seen.setdefault(chunk.text, chunk)
    ranked = sorted(seen.values(), key=lambda c: hashlib.sha256(c.text.encode()).hexdigest())
    return ranked[:limit]


if __name__ == "__main__":
    for chunk in load_background():
        print(f"{chunk.group}\t{chunk.text}")
