"""``session_search`` across Hermes profiles, and with no database handed in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search


def call(**kwargs: Any) -> dict[str, Any]:
    return json.loads(session_search(**kwargs))


@pytest.fixture
def homes(hermes_home: Path) -> tuple[Path, Path]:
    """The default home (one session) and profile ``work`` (another), both on disk."""
    with SessionDB(hermes_home / "state.db") as main:
        main.create_session("home_s1", "cli", started_at=1.0)
        main.append_message("home_s1", "user", "default profile talk", timestamp=2.0)
    work = hermes_home / "profiles" / "work"
    with SessionDB(work / "state.db") as other:
        other.create_session("work_s1", "cli", started_at=10.0)
        other.append_message("work_s1", "user", "work profile talk", timestamp=11.0)
        other.append_message("work_s1", "assistant", "noted", timestamp=12.0)
    (hermes_home / "profiles" / "empty").mkdir()
    return hermes_home, work


def test_no_db_opens_the_default_home(homes: tuple[Path, Path]) -> None:
    out = call(session_id="home_s1")
    assert out["success"] is True and out["messages"][0]["content"] == "default profile talk"


def test_profile_argument_reads_that_profile_read_only(homes: tuple[Path, Path]) -> None:
    home, work = homes
    before = (work / "state.db").stat().st_mtime_ns
    with SessionDB(home / "state.db") as db:
        out = call(db=db, session_id="work_s1", profile="Work", current_session_id="work_s1")
        # current_session_id is dropped for another profile, so nothing is "current" there
        assert out["mode"] == "read" and out["message_count"] == 2
        scrolled = call(
            db=db,
            session_id="work/work_s1",
            around_message_id=1,
            window=1,
            current_session_id="work_s1",
        )
        assert scrolled["mode"] == "scroll" and scrolled["session_id"] == "work_s1"
        browsed = call(db=db, profile="work")
        assert [r["session_id"] for r in browsed["results"]] == ["work_s1"]
    assert (work / "state.db").stat().st_mtime_ns == before


def test_embedded_profile_loses_to_an_explicit_one(homes: tuple[Path, Path]) -> None:
    home, _ = homes
    with SessionDB(home / "state.db") as db:
        out = call(db=db, session_id="work/home_s1", profile="default")
    assert out["success"] is True and out["session_id"] == "home_s1"


def test_read_finds_a_session_in_another_profile(homes: tuple[Path, Path]) -> None:
    home, _ = homes
    with SessionDB(home / "state.db") as db:
        out = call(db=db, session_id="work_s1")
    assert out["success"] is True and out["profile"] == "work"
    assert out["messages"][0]["content"] == "work profile talk"


@pytest.mark.parametrize(
    ("profile", "error"),
    [
        ("ghost", "profile 'ghost': profile 'ghost' does not exist"),
        ("../etc", "profile '../etc': invalid profile name '../etc'"),
        ("empty", "profile 'empty': profile 'empty' has no session database"),
    ],
)
def test_profile_errors(homes: tuple[Path, Path], profile: str, error: str) -> None:
    home, _ = homes
    with SessionDB(home / "state.db") as db:
        out = call(db=db, query="talk", profile=profile)
    assert out["success"] is False and out["error"].startswith(error)


def test_a_profile_home_sees_its_siblings(homes: tuple[Path, Path]) -> None:
    _, work = homes
    with SessionDB(work / "state.db") as db:
        out = call(db=db, session_id="home_s1", profile="default")
    assert out["success"] is True


def test_unavailable_database_is_an_error_envelope(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    out = call(home=blocker / "home")
    assert out["success"] is False
    assert out["error"].startswith("Session database not available")
