"""Benign background text for training the injection classifier: short chunks of this
repository's own prose (README paragraphs, docstrings of the source outside the scanner), and
sentences of the Python standard library's docstrings (read from the running interpreter's
own files, offline), which talk about system prompts, roles, overrides, secrets, tokens,
deletion and shell commands in styles none of the labelled entries share. Labelled benign in
training, they teach the classifier that unfamiliar wording is not by itself suspicious.
Deterministic: the same checkout and Python version give the same chunks (``digest`` says).
"""

from __future__ import annotations

import ast
import hashlib
import re
import sysconfig
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
# Standard-library sentences: those that use the trigger words the injections use (the hard
# negatives) first, then plain ones, each ranked by a stable hash of their text.
MAX_STDLIB_HARD = 3000
MAX_STDLIB_PLAIN = 1000
_TRIGGER = re.compile(
    r"\b(ignor|overrid|override|disregard|forget|system|role|secret|token|password|"
    r"credential|delete|remove|cron|ssh|upload|send|post|instruction|prompt|hidden|hide|"
    r"never|always|must|reveal|previous|bypass|admin|root|execute|environment)",
    re.IGNORECASE,
)
# packages of the standard library that are tests, demos or the IDE, not documentation
_STDLIB_SKIP = {"test", "tests", "idlelib", "site-packages", "lib2to3", "turtledemo"}


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


def _stdlib_sentences() -> list[Chunk]:
    """Each sentence-sized chunk of every docstring in the standard library's modules."""
    root = Path(sysconfig.get_paths()["stdlib"])
    chunks: list[Chunk] = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if _STDLIB_SKIP & set(relative.parts):
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError, ValueError):
            continue  # a template or a file for another version: not prose we can read
        for node in [tree, *ast.walk(tree)]:
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                doc = ast.get_docstring(node)
                if doc:
                    group = f"stdlib:{relative.parts[0]}"
                    chunks += [Chunk(c, group) for c in _SENTENCE.split(_prose(doc))]
    return [
        c for c in chunks if MIN_CHARS <= len(c.text) <= MAX_CHARS and not _TOPIC.search(c.text)
    ]


def load_stdlib(hard: int = MAX_STDLIB_HARD, plain: int = MAX_STDLIB_PLAIN) -> list[Chunk]:
    """Up to ``hard`` standard-library sentences that use trigger words and ``plain`` that
    do not, distinct, chosen by a stable hash of their text."""
    seen: dict[str, Chunk] = {}
    for chunk in _stdlib_sentences():
        seen.setdefault(chunk.text, chunk)
    ranked = sorted(seen.values(), key=lambda c: hashlib.sha256(c.text.encode()).hexdigest())
    with_words = [c for c in ranked if _TRIGGER.search(c.text)]
    without = [c for c in ranked if not _TRIGGER.search(c.text)]
    return with_words[:hard] + without[:plain]


# Installed packages whose text is about attacks (the public corpora) or is ours.
_PACKAGE_SKIP = re.compile(r"bastion|jailbreak|inject|hermes|prompt.?guard", re.IGNORECASE)
MAX_PACKAGE_HARD = 6000
MAX_PACKAGE_PLAIN = 1500
MAX_PACKAGE_MODULES = 2500  # of the installed packages' modules, chosen by a hash of the path
_DOC_NAMES = re.compile(r"^(readme|changelog|news|usage|faq|notes)|\.(md|rst|txt)$", re.I)


def _text_sentences(text: str, group: str) -> list[Chunk]:
    return [Chunk(c, group) for c in _SENTENCE.split(_prose(text))]


def _package_texts() -> list[Chunk]:
    """Sentences of the installed packages' own prose: each distribution's description (its
    README, in ``METADATA``), their Markdown and reST files, the docstrings of a stable share
    of their modules, and the plain-text documents under /usr/share/doc. Read at training
    time only; a package about attacks is skipped."""
    site = Path(sysconfig.get_paths()["purelib"])
    chunks: list[Chunk] = []
    for meta in sorted(site.glob("*.dist-info/METADATA")):
        name = meta.parent.name.split("-")[0]
        if not _PACKAGE_SKIP.search(name):
            body = meta.read_text(encoding="utf-8", errors="replace").partition("\n\n")[2]
            chunks += _text_sentences(body, f"pkg:{name.lower()}")
    modules: list[Path] = []
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site)
        top = relative.parts[0]
        if _PACKAGE_SKIP.search(top) or {"test", "tests"} & set(relative.parts):
            continue
        group = f"pkg:{top.split('-')[0].lower()}"
        if path.suffix in (".md", ".rst") and path.is_file():
            chunks += _text_sentences(path.read_text(encoding="utf-8", errors="replace"), group)
        elif path.suffix == ".py" and path.is_file():
            modules.append(path)
    modules.sort(key=lambda p: hashlib.sha256(str(p.relative_to(site)).encode()).hexdigest())
    for path in modules[:MAX_PACKAGE_MODULES]:
        group = f"pkg:{path.relative_to(site).parts[0].lower()}"
        chunks += [Chunk(c.text, group) for c in _module_sentences(path)]
    docs = Path("/usr/share/doc")
    for path in sorted(docs.rglob("*")) if docs.is_dir() else []:
        if path.is_file() and _DOC_NAMES.search(path.name) and not path.is_symlink():
            group = f"doc:{path.relative_to(docs).parts[0]}"
            chunks += _text_sentences(path.read_text(encoding="utf-8", errors="replace"), group)
    return [
        c for c in chunks if MIN_CHARS <= len(c.text) <= MAX_CHARS and not _TOPIC.search(c.text)
    ]


def _module_sentences(path: Path) -> list[Chunk]:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError, ValueError):
        return []  # a template or a file for another version: not prose we can read
    out: list[Chunk] = []
    for node in [tree, *ast.walk(tree)]:
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node)
            if doc:
                out += _text_sentences(doc, "")
    return out


def load_packages(hard: int = MAX_PACKAGE_HARD, plain: int = MAX_PACKAGE_PLAIN) -> list[Chunk]:
    """Up to ``hard`` sentences of installed packages' prose (:func:`_package_texts`) that use
    trigger words and ``plain`` that do not, distinct, chosen by a stable hash of their text."""
    seen: dict[str, Chunk] = {}
    for chunk in _package_texts():
        seen.setdefault(chunk.text, chunk)
    ranked = sorted(seen.values(), key=lambda c: hashlib.sha256(c.text.encode()).hexdigest())
    with_words = [c for c in ranked if _TRIGGER.search(c.text)]
    without = [c for c in ranked if not _TRIGGER.search(c.text)]
    return with_words[:hard] + without[:plain]


def digest(chunks: list[Chunk]) -> str:
    """A short fingerprint of what was read, recorded with the trained weights."""
    text = "\n".join(f"{c.group}\t{c.text}" for c in chunks)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


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
