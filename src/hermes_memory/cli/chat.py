"""``hermes-memory chat``: a terminal chat with memory over an OpenAI-compatible endpoint.

The endpoint, model and key come from the options, then ``llm:`` in config.yaml, then the
environment (see ``hermes_memory.llm.settings``). A setup the chat cannot start with — no
key, no model, an unknown session — ends with a message naming the option that fixes it
and exit status 1 (a malformed option: 2), never a traceback. Once started, a failing
endpoint does not end the chat (see ``hermes_memory.chat.repl``).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import click

from hermes_memory.chat.agent import ChatAgent
from hermes_memory.chat.console import ConsoleIO
from hermes_memory.chat.repl import ChatLoop
from hermes_memory.cli.common import fail, handle_errors, home_option, resolve_cli_home
from hermes_memory.distribution import install_command
from hermes_memory.errors import LLMConfigError, LLMKeyMissingError, LLMModelMissingError
from hermes_memory.llm import OpenAICompatibleModel, resolve_settings
from hermes_memory.llm.settings import read_env_file
from hermes_memory.paths import env_file_path
from hermes_memory.review import ReviewReport

MISSING_EXTRA = (
    "The chat needs the optional 'llm' dependency (httpx). Install it with:\n"
    f"    {install_command('llm')}"
)


def build_model(
    home: Path,
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    timeout: float | None = None,
) -> OpenAICompatibleModel:
    """The chat model; raises :class:`LLMConfigError` naming the option that is missing."""
    key: str | None = None
    if api_key_env:
        key = os.environ.get(api_key_env, "").strip() or None
        if key is None:
            key = read_env_file(env_file_path(home)).get(api_key_env, "").strip() or None
    try:
        settings = resolve_settings(
            base_url=base_url,
            model=model,
            api_key=(key or "") if api_key_env else None,
            timeout=timeout,
            home=home,
        )
    except LLMModelMissingError as exc:
        raise LLMConfigError(
            "No model given: pass --model NAME (e.g. --model llama3.1), or set llm.model in "
            "config.yaml or $HERMES_MEMORY_MODEL."
        ) from exc
    except LLMKeyMissingError as exc:
        if api_key_env:
            raise LLMConfigError(
                f"${api_key_env} is not set: export it with your API key (or add it to "
                f"{env_file_path(home)}); only local endpoints may run without a key."
            ) from exc
        raise LLMConfigError(
            f"{exc} Or name the variable that holds it with --api-key-env VAR, or point "
            "--base-url at a local server."
        ) from exc
    return OpenAICompatibleModel(settings=settings)


def _check_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and urlsplit(value).scheme not in ("http", "https"):
        raise click.BadParameter(
            f"{value!r} is not an http:// or https:// URL (e.g. http://localhost:11434/v1)"
        )
    return value


@click.command("chat")
@home_option
@click.option("--model", default=None, help="Model name (else llm.model or $HERMES_MEMORY_MODEL).")
@click.option(
    "--base-url",
    default=None,
    callback=_check_url,
    help="OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 (Ollama) or "
    "https://api.openai.com/v1 (else llm.base_url or $OPENAI_BASE_URL).",
)
@click.option(
    "--api-key-env",
    metavar="VAR",
    default=None,
    help="Environment variable holding the API key (default $OPENAI_API_KEY).",
)
@click.option("--session", "--resume", "resume", metavar="ID", default=None,
              help="Continue an earlier session.")  # fmt: skip
@click.option("--title", default=None, help="Title for the session.")
@click.option(
    "--timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=None,
    metavar="SECONDS",
    help="How long to wait for the model's answer (else llm.timeout, default 120).",
)
@handle_errors
def chat_command(
    home: Path | None,
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    resume: str | None,
    title: str | None,
    timeout: float | None,
) -> None:
    """Chat with a model that remembers: curated memory, session search, providers."""
    if importlib.util.find_spec("httpx") is None:
        fail(MISSING_EXTRA)
    home_path = resolve_cli_home(home)
    llm = build_model(home_path, model, base_url, api_key_env, timeout)
    io = ConsoleIO()
    loop: ChatLoop | None = None

    def on_review(report: ReviewReport) -> None:
        if report.message and loop is not None:
            loop.say(f"\n{report.message}")

    agent = ChatAgent(llm, home_path, title=title, resume=resume, on_review=on_review)
    try:
        agent.start()
        loop = ChatLoop(agent, io)
        status = loop.run()
    finally:
        agent.close()
        llm.close()
    sys.exit(status)
