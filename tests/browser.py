"""Headless Chromium (Debian's ``chromium``) driven from the command line for the web tests:
the DOM after the page ran, and screenshots, with a throwaway profile per call."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"]
HIDDEN = frozenset({"head", "title", "style", "script", "template"})


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    assert found, "headless Chromium is needed: apt-get install -y chromium (.ci/run does)"
    return found


def _run(args: list[str]) -> str:
    with tempfile.TemporaryDirectory(prefix="chromium-") as profile:
        done = subprocess.run(
            [chromium(), *FLAGS, f"--user-data-dir={profile}", *args],
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]


@dataclass
class Dom(HTMLParser):
    """The elements of a dumped DOM and the text a person sees (``head`` left out)."""

    elements: list[Element] = field(default_factory=list)
    title: str = ""
    _text: list[str] = field(default_factory=list)
    _stack: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        HTMLParser.__init__(self)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append(Element(tag, {k: v or "" for k, v in attrs}))
        if tag not in {"meta", "link", "br", "img", "input", "hr"}:
            self._stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self._stack:
            while self._stack and self._stack.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        if "title" in self._stack:
            self.title += data
        elif not HIDDEN.intersection(self._stack):
            self._text.append(data)

    @property
    def text(self) -> str:
        return " ".join("".join(self._text).split())

    def all(self, tag: str) -> list[Element]:
        return [e for e in self.elements if e.tag == tag]


def dom(url: str) -> Dom:
    parsed = Dom()
    parsed.feed(_run(["--dump-dom", url]))
    return parsed


def screenshot(url: str, path: Path, width: int, height: int, *, dark: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    extra = ["--force-dark-mode"] if dark else []
    _run([*extra, f"--window-size={width},{height}", f"--screenshot={path}", url])
    assert path.exists() and path.stat().st_size > 1000, path
    return path
