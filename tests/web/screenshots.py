"""Capture the README's screenshots of every inspector page (not a test; run by hand):

    PYTHONPATH=src:tests python tests/web/screenshots.py docs/screenshots

Seeds a demo home (the browser tests' home plus a skill and episodes), serves it with a
real ``hermes-memory web`` and photographs each page with headless Chromium: laptop and phone
width, and the overview also in the dark scheme (CJK text needs a CJK font installed, e.g.
Debian's fonts-wqy-microhei).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from browser import screenshot
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import refresh_search_index
from web_home import ROOT, add_skill_and_episode, live_server, seed_home

LAPTOP, PHONE = (1280, 860), (390, 844)
PAGES = {
    "overview": "/",
    "memory": "/memory",
    "sessions-search": "/sessions?q=kubernetes+cluster",
    "session": f"/sessions/{ROOT}",
    "skills": "/skills",
    "episodes": "/episodes",
}


def demo_home(root: Path) -> Path:
    home = add_skill_and_episode(seed_home(root / "demo"))
    with SessionDB(home / "state.db") as db:  # a home in use has its side indexes caught up
        refresh_search_index(db)
    return home


def main(out: Path) -> int:
    with tempfile.TemporaryDirectory() as tmp, live_server(demo_home(Path(tmp))) as (url, _):
        for name, path in PAGES.items():
            screenshot(url + path, out / f"{name}-laptop.png", *LAPTOP)
            screenshot(url + path, out / f"{name}-phone.png", *PHONE)
        screenshot(url + "/", out / "overview-laptop-dark.png", *LAPTOP, dark=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")))
