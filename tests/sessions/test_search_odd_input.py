"""NUL and lone surrogates in a query never raise: they separate words like spaces, and a
query made only of them comes back as an explained empty result. Checked through the
library (``search_messages``, ``search_detailed``), the ``session_search`` tool and the CLI
(CliRunner and a real process whose argv holds an undecodable byte)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory import session_search
from hermes_memory.cli import main
from hermes_memory.oddchars import OddKind, clean_search_text, find_odd, repair_surrogates
from hermes_memory.sessions.search import search_detailed, search_messages
from hermes_memory.sessions.search.types import Explanation
from hermes_memory.sessions.store import SessionDB

ODD_QUERIES = [
    "narwhal\ud800bridge",
    "narwhal\x00bridge",
    "narwhal \udfff",
    "\udcffnarwhal",  # what an undecodable argv byte becomes (surrogateescape)
    "narwhal \ud83d\ude00",  # a pair as two code points: one emoji, not two halves
]
ONLY_ODD = ["\ud800", "\x00", "\x00 \udc80\udbff", "\ud800\x00\ud800"]


@pytest.fixture
def db(hermes_home: Path) -> SessionDB:
    store = SessionDB(hermes_home / "state.db")
    store.create_session("s_old", "cli", started_at=1000.0)
    store.append_message("s_old", "user", "the narwhal bridge deploy", timestamp=1001.0)
    store.append_message("s_old", "assistant", "bridge is up", timestamp=1002.0)
    store.create_session("s_cjk", "cli", started_at=2000.0)
    store.append_message("s_cjk", "user", "部署脚本在哪里", timestamp=2001.0)
    return store


def test_cleaning_functions() -> None:
    assert clean_search_text("a\ud800b\x00c") == "a b c"
    assert clean_search_text("\ud83d\ude00") == "😀"
    assert clean_search_text("plain") == "plain"
    assert repair_surrogates("a\ud800\ud83d\ude00") == "a\ufffd😀"
    odd = find_odd("ab\x00")
    assert odd is not None and odd.kind is OddKind.NUL and odd.position == 2
    assert odd.describe() == "a NUL character (U+0000) at position 2"
    odd = find_odd("x\udfff")
    assert odd is not None and odd.kind is OddKind.LONE_SURROGATE
    assert "U+DFFF" in odd.describe() and "\udfff" not in odd.describe()
    assert find_odd("fine — ✓ 😀") is None


@pytest.mark.parametrize("query", ODD_QUERIES)
def test_search_messages_and_detailed_find_the_words_around_odd_characters(
    db: SessionDB, query: str
) -> None:
    hits = db.search_messages(query)
    assert [h["session_id"] for h in hits][:1] == ["s_old"]
    assert search_messages(db, query, limit=1)[0]["session_id"] == "s_old"
    result = search_detailed(db, query)
    assert result.hits and result.explanation is Explanation.FOUND
    result.query.encode("utf-8")  # what the result echoes can be printed and sent
    json.dumps(result.as_dict(), ensure_ascii=False).encode("utf-8")


@pytest.mark.parametrize("query", ONLY_ODD)
def test_a_query_of_odd_characters_only_is_an_explained_empty_result(
    db: SessionDB, query: str
) -> None:
    assert db.search_messages(query) == []
    result = search_detailed(db, query)
    assert result.hits == []
    assert result.explanation is Explanation.EMPTY_QUERY
    assert result.message
    payload = json.loads(session_search(query=query, db=db))
    assert payload["success"] is True and payload["count"] == 0
    assert payload["reason"] == "empty_query"
    assert "NUL" in payload["message"] and "surrogate" in payload["message"]


def test_cjk_query_with_odd_characters(db: SessionDB) -> None:
    hits = db.search_messages("部署\ud800脚本")
    assert [h["session_id"] for h in hits] == ["s_cjk"]


@pytest.mark.parametrize("query", ODD_QUERIES)
def test_session_search_tool_answers_with_encodable_json(db: SessionDB, query: str) -> None:
    text = session_search(query=query, db=db)
    text.encode("utf-8")
    payload = json.loads(text)
    assert payload["success"] is True
    assert [r["session_id"] for r in payload["results"]] == ["s_old"]


def test_session_search_tool_other_arguments(db: SessionDB) -> None:
    for session_id in ("\ud800", "s_old\x00", "s\udcffold"):
        text = session_search(session_id=session_id, db=db)
        text.encode("utf-8")
        payload = json.loads(text)
        assert payload["success"] is False and "not found" in payload["error"]
    text = session_search(query="narwhal", role_filter="user\ud800", sort="\x00newest", db=db)
    assert json.loads(text)["success"] is True
    text = session_search(query="narwhal", profile="\ud800", db=db)
    payload = json.loads(text)
    assert payload["success"] is False and "profile" in payload["error"]
    text.encode("utf-8")


def test_cli_search_json_with_odd_characters(db: SessionDB, hermes_home: Path) -> None:
    db.close()
    runner = CliRunner()
    result = runner.invoke(main, ["sessions", "search", "narwhal\ud800bridge", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["hits"][0]["session_id"] == "s_old"
    result = runner.invoke(main, ["sessions", "search", "\x00\udcff", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["hits"] == [] and data["explanation"] == "empty_query"


def test_cli_process_with_an_undecodable_argument(db: SessionDB, hermes_home: Path) -> None:
    db.close()
    exe = Path(sys.executable).parent / "hermes-memory"
    command = [str(exe)] if exe.exists() else [sys.executable, "-m", "hermes_memory.cli"]
    env = {**os.environ, "PYTHONUTF8": "1"}
    for query in (b"narwhal\xffbridge", b"\xff\xfe"):
        done = subprocess.run(
            [*command, "sessions", "search", query, "--json", "--home", str(hermes_home)],
            capture_output=True,
            timeout=60,
            env=env,
        )
        assert done.returncode == 0, done.stderr
        assert b"Traceback" not in done.stderr
        data = json.loads(done.stdout)
        assert data["explanation"] in ("found", "empty_query")
    # a lookup by id with such a byte is bad usage (exit 2), never a traceback
    done = subprocess.run(
        [*command, "sessions", "show", b"s_old\xff", "--json", "--home", str(hermes_home)],
        capture_output=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 2, done.stderr
    assert b"Traceback" not in done.stderr and b"not valid UTF-8" in done.stderr
