"""What a person sees, in a real browser: headless Chromium against a live ``hermes-memory
web`` over a seeded home. Every page renders its content, HTML and scripts from the data stay
inert text (no injected element exists, no script ran), no secret is on screen, an unknown
session is a 404 page, empty pages say why, and the layout holds at phone width."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from browser import Dom, dom, screenshot
from web_home import (
    BRANCH,
    CJK,
    CONTINUATION,
    INJECTION,
    OTHER_SECRET,
    ROOT,
    SECRET,
    SKILL_DESCRIPTION,
    add_skill_and_episode,
    live_server,
    seed_home,
)

pytestmark = pytest.mark.browser

# the only elements our templates make; an <img>, <script>, <iframe>… would be injected
OUR_TAGS = {
    "html", "head", "meta", "title", "link", "body", "header", "nav", "a", "main", "footer",
    "span", "code", "h1", "h2", "h3", "p", "div", "section", "strong", "progress", "form",
    "label", "input", "button", "ul", "ol", "li", "dl", "dt", "dd", "details", "summary",
    "pre", "select", "option", "mark", "time",
}  # fmt: skip


def visible(page: Dom) -> str:
    assert page.title != "pwned"
    assert {e.tag for e in page.elements} <= OUR_TAGS, {e.tag for e in page.elements} - OUR_TAGS
    assert not any(k.startswith("on") for e in page.elements for k in e.attrs)
    text = page.text
    assert SECRET not in text and OTHER_SECRET not in text and "SUPERSECRET" not in text
    return text


def test_overview_shows_usage_history_provider_and_health(server: str) -> None:
    page = dom(server + "/")
    text = visible(page)
    assert page.title.startswith("Overview")
    assert "MEMORY.md" in text and "USER.md" in text and "/ 2,200 chars" in text
    assert "1 blocked" in text and "4 sessions" in text and "7 messages" in text
    assert "holographic" in text and "active and available" in text and "••••••" in text
    assert "FTS5 word index" in text and "vectors: not enabled" in text
    assert "Deploying <kubernetes>" in text  # a title with angle brackets, shown as text
    bars = page.all("progress")
    assert [b.attrs["max"] for b in bars] == ["2200", "1375"]


def test_memory_page_shows_entries_inert_and_the_blocked_one_with_why(server: str) -> None:
    page = dom(server + "/memory")
    text = visible(page)
    assert '<script>document.title="pwned"</script>' in text  # the entry, as text
    assert "<img src=x" in text
    assert INJECTION in text and "Why blocked:" in text and "instruction_override" in text
    assert "Frozen snapshot" in text and "Prefers tea <b>strong</b>" in text
    blocked = [e for e in page.all("li") if "blocked" in e.attrs.get("class", "").split()]
    assert len(blocked) == 1
    assert not page.all("b")  # the <b> in USER.md did not become bold


def test_search_highlights_matches_and_says_how_each_hit_matched(server: str) -> None:
    page = dom(server + "/sessions?q=kubernetes+cluster")
    text = visible(page)
    marks = page.all("mark")
    assert len(marks) >= 3
    assert "matched the query as typed" in text and "matched some of its words" in text
    assert "best matches first" in text
    links = {e.attrs["href"] for e in page.all("a")}
    assert f"/sessions/{ROOT}#m1" in links


def test_search_filters_and_cjk(server: str) -> None:
    text = visible(dom(server + "/sessions?q=%E8%BF%81%E7%A7%BB&source=telegram"))
    assert "数据库迁移的计划是什么" in text
    empty = visible(dom(server + "/sessions?q=kubernetes&after=2026-06-01"))
    assert "No results" in empty and "Why is it empty?" in empty
    listed = visible(dom(server + "/sessions?source=telegram"))
    assert "1 session," in listed and "数据库迁移" in listed


def test_session_page_shows_roles_folded_tool_calls_times_and_lineage(server: str) -> None:
    page = dom(server + f"/sessions/{ROOT}")
    text = visible(page)
    assert "Deploying <kubernetes>" in text
    assert [e.attrs["data-role"] for e in page.all("li") if "data-role" in e.attrs] == [
        "user", "assistant", "tool", "assistant",
    ]  # fmt: skip
    folded = page.all("details")
    assert len(folded) == 2 and not any("open" in d.attrs for d in folded)
    assert "tool call: read_file" in text and "tool result: read_file" in text
    assert "2026-01-01" in text and page.all("time")
    assert "<script>document.title='pwned'</script>" in text
    assert "compression continuation" in text
    hrefs = {e.attrs["href"] for e in page.all("a")}
    assert f"/sessions/{CONTINUATION}" in hrefs
    branch = dom(server + f"/sessions/{BRANCH}")
    hrefs = {e.attrs["href"] for e in branch.all("a")}
    assert {f"/sessions/{ROOT}", f"/sessions/{CONTINUATION}"} <= hrefs
    assert "branch" in visible(dom(server + f"/sessions/{CONTINUATION}"))


def test_unknown_session_is_a_not_found_page(server: str) -> None:
    page = dom(server + "/sessions/does-not-exist")
    text = visible(page)
    assert "Not found" in text and "does-not-exist" in text
    assert [e.attrs["data-status"] for e in page.all("p") if "data-status" in e.attrs] == ["404"]


def test_skills_and_episodes_pages(tmp_path: Path) -> None:
    home = add_skill_and_episode(seed_home(tmp_path / "full"))
    with live_server(home) as (url, _):
        skills, episodes = dom(url + "/skills"), dom(url + "/episodes")
    text = visible(skills)
    assert "deploy-app" in text and "devops" in text and SKILL_DESCRIPTION in text
    assert not skills.all("b")
    text = visible(episodes)
    assert "1 episode," in text and "How do I deploy the kubernetes cluster?" in text
    assert "tools: read_file" in text
    assert f"/sessions/{ROOT}" in {e.attrs["href"] for e in episodes.all("a")}


def test_empty_pages_say_why(server: str) -> None:
    for path, words in [("/skills", "A skill is a procedure"), ("/episodes", "An episode is")]:
        text = visible(dom(server + path))
        assert "Why is it empty?" in text and words in text, path


def test_a_fresh_home_explains_every_empty_page(tmp_path: Path) -> None:
    home = tmp_path / "fresh"
    home.mkdir()
    with live_server(home) as (url, _):
        texts = {
            p: visible(dom(url + p)) for p in ["/", "/memory", "/sessions", "/skills", "/episodes"]
        }
    for path, text in texts.items():
        assert "Why is it empty?" in text, path
    assert "no state.db" in texts["/sessions"]


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def test_pages_render_at_laptop_and_phone_width_in_light_and_dark(
    server: str, tmp_path: Path
) -> None:
    light = screenshot(server + "/", tmp_path / "light.png", 1280, 800)
    dark = screenshot(server + "/", tmp_path / "dark.png", 1280, 800, dark=True)
    phone = screenshot(server + f"/sessions/{CJK}", tmp_path / "phone.png", 390, 844)
    assert _png_size(light) == (1280, 800) and _png_size(phone) == (390, 844)
    assert light.read_bytes() != dark.read_bytes()  # the dark scheme really applies
