"""``hermes-memory chat`` against endpoints that fail: refused connections, HTTP 401 / 404 /
429 / 500, and a server that answers too late. A real local HTTP server, the real client and
the real terminal loop: the chat says what failed and how to fix it, stays open, keeps no
unanswered message in state.db, and ``/retry`` sends the message again.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from click.testing import CliRunner
from openai_stub import OpenAIStub, StubReply

from hermes_memory.cli import main
from hermes_memory.sessions.store import SessionDB


@pytest.fixture(autouse=True)
def _no_ambient_llm_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "HERMES_MEMORY_API_KEY", "OPENAI_BASE_URL",
                 "HERMES_MEMORY_BASE_URL", "HERMES_MEMORY_MODEL", "OPENAI_MODEL"):  # fmt: skip
        monkeypatch.delenv(name, raising=False)


def chat(home: Path, base_url: str, lines: list[str], *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(
        main,
        ["chat", "--home", str(home), "--base-url", base_url, "--model", "stub-model", *args],
        input="".join(f"{line}\n" for line in lines),
    )
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert "Traceback" not in result.stdout + result.stderr
    return result.exit_code, result.stdout, result.stderr


def stored(home: Path) -> list[tuple[str, str]]:
    """Every stored message, as (role, content), over every session of the home."""
    with SessionDB(home / "state.db") as db:
        rows = db.list_sessions_rich(limit=50, include_children=True)
        return [(m["role"], m["content"]) for row in rows for m in db.get_messages(str(row["id"]))]


def free_port() -> int:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_connection_refused_keeps_the_chat_open(hermes_home: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"
    code, out, err = chat(hermes_home, url, ["hello?", "/memory", "/retry", "/exit"])
    assert code == 0
    assert err.count("Error: Cannot reach") == 2  # the message, then its /retry
    assert "Is the server running?" in err and "--base-url URL" in err
    assert "Your message was not saved; /retry sends it again." in err
    assert "MEMORY (agent notes)" in out  # a command after the failure still runs
    assert "(sending again: hello?)" in out
    assert stored(hermes_home) == []  # no unanswered message left behind
    listed = CliRunner().invoke(main, ["sessions", "list", "--home", str(hermes_home), "--json"])
    assert '"count": 0' in listed.stdout  # nor an empty session


def test_server_error_then_retry_answers_once(hermes_home: Path) -> None:
    replies = [StubReply("upstream exploded", status=500), StubReply("Hello back.")]
    with OpenAIStub(replies) as stub:
        code, out, err = chat(hermes_home, stub.base_url, ["hello there", "/retry", "/exit"])
    assert code == 0
    assert "HTTP 500: upstream exploded" in err and "failed on its side" in err
    assert "hermes> Hello back." in out
    assert stored(hermes_home) == [("user", "hello there"), ("assistant", "Hello back.")]
    assert len(stub.requests) == 2


def test_bad_key_says_where_the_key_goes(hermes_home: Path) -> None:
    replies = [StubReply("Incorrect API key provided", status=401), StubReply("ok")]
    with OpenAIStub(replies) as stub:
        code, out, err = chat(hermes_home, stub.base_url, ["hello", "second try", "/exit"])
    assert code == 0
    assert "HTTP 401: Incorrect API key provided" in err
    assert "refused the API key" in err and "--api-key-env" in err and "--resume" in err
    assert "hermes> ok" in out  # the conversation went on
    assert stored(hermes_home) == [("user", "second try"), ("assistant", "ok")]


@pytest.mark.parametrize(
    ("status", "hint"),
    [
        (404, "--model (now 'stub-model')"),
        (400, "check that --model ('stub-model')"),
        (429, "Rate limited"),
        (503, "/retry in a moment"),
    ],
)
def test_each_status_names_its_fix(hermes_home: Path, status: int, hint: str) -> None:
    with OpenAIStub([StubReply("nope", status=status)]) as stub:
        code, _, err = chat(hermes_home, stub.base_url, ["hello", "/exit"])
    assert code == 0 and f"HTTP {status}: nope" in err and hint in err
    assert "model=" not in err
    assert stored(hermes_home) == []


def test_a_server_that_answers_too_late(hermes_home: Path) -> None:
    replies = [StubReply("too late", delay=3.0), StubReply("Just in time.")]
    with OpenAIStub(replies) as stub:
        code, out, err = chat(
            hermes_home, stub.base_url, ["hello", "/retry", "/exit"], "--timeout", "0.5"
        )
    assert code == 0
    assert "did not answer within 0.5 s" in err and "--timeout SECONDS" in err
    assert "hermes> Just in time." in out
    assert stored(hermes_home) == [("user", "hello"), ("assistant", "Just in time.")]


def test_retry_with_nothing_to_retry(hermes_home: Path) -> None:
    with OpenAIStub([StubReply("Hi.")]) as stub:
        code, out, _ = chat(hermes_home, stub.base_url, ["/retry", "hello", "/retry", "/exit"])
    assert code == 0 and out.count("Nothing to retry") == 2 and "hermes> Hi." in out
