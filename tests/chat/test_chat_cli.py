"""``hermes-memory chat`` through CliRunner against a local OpenAI-compatible stub server.

The real HTTP client, SSE parsing, runtime and terminal loop run; only the model's replies
are scripted (by the stub on 127.0.0.1). A setup the chat cannot start with ends with exit
status 1 (2 for a malformed option) and a line naming the option to fix, never a traceback;
endpoint failures once it runs are in test_chat_failures.py.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from openai_stub import OpenAIStub, StubReply

from hermes_memory.cli import main

LEAKY = "Saved, Ada!\n<memory-context>\nsecret recall text\n</memory-context>\nAnything else?"


@pytest.fixture(autouse=True)
def _no_ambient_llm_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "HERMES_MEMORY_API_KEY", "OPENAI_BASE_URL",
                 "HERMES_MEMORY_BASE_URL", "HERMES_MEMORY_MODEL", "OPENAI_MODEL"):  # fmt: skip
        monkeypatch.delenv(name, raising=False)


def _run(home: Path, *args: str, input: str = "") -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["chat", "--home", str(home), *args], input=input)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_chat_streams_scrubbed_reply_and_saves_memory(hermes_home: Path) -> None:
    replies = [
        StubReply(
            tool_calls=[("memory", {"action": "add", "target": "user", "content": "Name: Ada"})]
        ),
        StubReply(LEAKY),
    ]
    with OpenAIStub(replies) as stub:
        code, out, err = _run(
            hermes_home,
            "--base-url", stub.base_url, "--model", "stub-model", "--title", "Intro",
            input="I'm Ada, please remember that.\n/memory\n/exit\n",
        )  # fmt: skip
    assert code == 0, out + err
    assert "Saved, Ada!" in out and "Anything else?" in out
    assert "secret recall" not in out and "memory-context" not in out
    assert "memory(add) → ok" in out
    assert "1. Name: Ada" in out  # /memory shows the live entry
    assert "Name: Ada" in (hermes_home / "memories" / "USER.md").read_text(encoding="utf-8")
    assert stub.requests[0]["stream"] is True
    assert stub.requests[0]["model"] == "stub-model"
    offered = {t["function"]["name"] for t in stub.requests[0]["tools"]}
    assert offered >= {"memory", "session_search"}
    with sqlite3.connect(hermes_home / "state.db") as conn:
        rows = conn.execute("SELECT title, end_reason, message_count FROM sessions").fetchall()
    assert rows == [("Intro", "user_exit", 4)]


def test_missing_key_is_a_clear_error(hermes_home: Path) -> None:
    code, out, err = _run(
        hermes_home,
        "--base-url", "https://api.example.com/v1", "--model", "gpt-x",
        "--api-key-env", "MY_TEST_KEY",
    )  # fmt: skip
    assert code == 1
    assert "$MY_TEST_KEY is not set" in err
    assert "Traceback" not in out + err
    default = _run(hermes_home, "--base-url", "https://api.example.com/v1", "--model", "gpt-x")
    assert default[0] == 1 and "OPENAI_API_KEY" in default[2]
    no_model = _run(hermes_home, "--base-url", "http://127.0.0.1:9/v1")
    assert no_model[0] == 1 and "pass --model NAME" in no_model[2]
    assert "model=" not in no_model[2]  # the library's wording is for Python callers
    no_key = _run(hermes_home, "--base-url", "https://api.example.com/v1", "--model", "m")
    assert "--api-key-env VAR" in no_key[2]
    bad_url = _run(hermes_home, "--base-url", "localhost:11434/v1", "--model", "m")
    assert bad_url[0] == 2 and "http:// or https://" in bad_url[2]
    bad_timeout = _run(hermes_home, "--base-url", "http://127.0.0.1:9/v1", "--timeout", "0")
    assert bad_timeout[0] == 2


def test_key_from_env_var_is_sent(hermes_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_TEST_KEY", "sk-test-123")
    with OpenAIStub([StubReply("Hello.")]) as stub:
        code, out, _ = _run(
            hermes_home,
            "--base-url", stub.base_url, "--model", "m", "--api-key-env", "MY_TEST_KEY",
            input="hi there model\n",
        )  # fmt: skip
    assert code == 0 and "hermes> Hello." in out


def test_unknown_session_to_resume(hermes_home: Path) -> None:
    code, _, err = _run(
        hermes_home, "--base-url", "http://127.0.0.1:9/v1", "--model", "m", "--resume", "nope"
    )
    assert code == 1 and "nope" in err
