"""Titles (spec §7.4): sanitising, uniqueness, transfer along compression, numbering."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_memory.errors import TitleError
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.titles import sanitize_title


@pytest.fixture
def db(tmp_path: Path) -> Iterator[SessionDB]:
    store = SessionDB(tmp_path / "state.db")
    yield store
    store.close()


def _titled(db: SessionDB, *titles: str) -> None:
    for n, title in enumerate(titles):
        db.create_session(f"t{n}-{title}", "cli", started_at=n)
        db.set_session_title(f"t{n}-{title}", title)


def test_sanitize_title() -> None:
    assert sanitize_title(None) is None and sanitize_title("") is None
    assert sanitize_title("  \u200b \ufeff ") is None
    assert sanitize_title("a\x00b\x07c") == "abc"
    assert sanitize_title("tab\there\nnew\r\nline") == "tab here new line"
    assert sanitize_title("zero\u200bwidth\u202eflip\u2066iso\ufffc") == "zerowidthflipiso"
    assert sanitize_title("  many    spaces  ") == "many spaces"
    assert sanitize_title("x" * 100) == "x" * 100
    with pytest.raises(TitleError, match="too long"):
        sanitize_title("x" * 101)
    with pytest.raises(ValueError):
        sanitize_title("y" * 150)


def test_next_title_examples(db: SessionDB) -> None:
    assert db.get_next_title_in_lineage("my project") == "my project"
    _titled(db, "my project")
    assert db.get_next_title_in_lineage("my project") == "my project #2"
    _titled(db, "my project #2", "my project #3")
    assert db.get_next_title_in_lineage("my project") == "my project #4"
    assert db.get_next_title_in_lineage("my project #2") == "my project #4"
    assert db.get_next_title_in_lineage("foo #5") == "foo"
    _titled(db, "foo #abc")
    assert db.get_next_title_in_lineage("foo") == "foo #2"  # "#abc" is not a number


def test_next_title_called_with_a_numbered_title(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        _titled(db, "my project", "my project #2")
        assert db.get_next_title_in_lineage("my project #2") == "my project #3"


def test_next_title_treats_like_wildcards_literally(db: SessionDB) -> None:
    _titled(db, "100% done", "100X done #7", "a_b")
    assert db.get_next_title_in_lineage("100% done") == "100% done #2"
    assert db.get_next_title_in_lineage("a_b") == "a_b #2"
    assert db.get_next_title_in_lineage("aXb") == "aXb"


def test_set_title_conflict_clear_and_missing(db: SessionDB) -> None:
    db.create_session("a", "cli")
    db.create_session("b", "cli")
    assert db.set_session_title("a", "  shared\tname ") is True
    assert db.get_session_title("a") == "shared name"
    with pytest.raises(TitleError, match="already in use by session a"):
        db.set_session_title("b", "shared name")
    assert db.set_session_title("a", "") is True
    assert db.get_session_title("a") is None
    db.set_session_title("b", "shared name")  # free now
    db.set_session_title("a", None)
    assert db.set_session_title("ghost", "anything") is False


def test_title_moves_from_a_compression_ancestor(db: SessionDB) -> None:
    db.create_session("root", "cli")
    db.set_session_title("root", "proj")
    db.end_session("root", "compression")
    db.create_session("mid", "cli", parent_session_id="root")
    db.end_session("mid", "compression")
    db.create_session("tip", "cli", parent_session_id="mid")
    db.set_session_title("tip", "proj")  # two compression hops up: transferred
    assert db.get_session_title("tip") == "proj" and db.get_session_title("root") is None

    db.create_session("other", "cli")
    db.set_session_title("other", "branch title")
    db.end_session("other", "branched")
    db.create_session("fork", "cli", parent_session_id="other")
    with pytest.raises(TitleError):
        db.set_session_title("fork", "branch title")  # a branch parent keeps its title


def test_resolve_session_by_title(db: SessionDB) -> None:
    assert db.resolve_session_by_title("proj") is None
    _titled(db, "proj")
    assert db.resolve_session_by_title("proj") == "t0-proj"
    _titled(db, "other", "proj #2", "proj #3")
    assert db.resolve_session_by_title("proj") == "t2-proj #3"  # newest numbered variant
    _titled(db, "50%")
    assert db.resolve_session_by_title("5") is None
    assert db.resolve_session_by_title("50%") == "t0-50%"
