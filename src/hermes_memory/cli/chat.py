"""``hermes-memory chat``: a terminal chat with memory over an OpenAI-compatible endpoint.

The endpoint, model and key come from the options, then ``llm:`` in config.yaml, then the
environment (see ``hermes_memory.llm.settings``). Every failure a user can cause — no key,
no model, an endpoint that cannot be reached, an unknown session — ends with a one-line
message and exit status 1, never a traceback.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import click

from hermes_memory.chat.agent import ChatAgent
from hermes_memory.chat.console import ConsoleIO
from hermes_memory.chat.repl import ChatLoop
from hermes_memory.cli.common import fail, handle_errors, home_option, resolve_cli_home
from hermes_memory.distribution import install_command
from hermes_memory.errors import LLMConfigError
from hermes_memory.llm import OpenAICompatibleModel, resolve_settings
from hermes_memory.llm.settings import read_env_file
from hermes_memory.paths import env_file_path
from hermes_memory.review import ReviewReport

MISSING_EXTRA = (
    "The chat needs the optional 'llm' dependency (httpx). Install it with:\n"
    f"    {install_command('llm')}"
)


def build_model(
    home: Path, model: str | None, base_url: str | None, api_key_env: str | None
) -> OpenAICompatibleModel:
    """The chat model; raises :class:`LLMConfigError` with a message naming what is missing."""
    key: str | None = None
    if api_key_env:
        key = os.environ.get(api_key_env, "").strip() or None
        if key is None:
            key = read_env_file(env_file_path(home)).get(api_key_env, "").strip() or None
    try:
        settings = resolve_settings(
            base_url=base_url, model=model, api_key=(key or "") if api_key_env else None, home=home
        )
    except LLMConfigError as exc:
        if api_key_env and key is None and "API key" in str(exc):
            raise LLMConfigError(
                f"${api_key_env} is not set: export it with your API key (or add it to "
                f"{env_file_path(home)}); only local endpoints may run without a key."
            ) from exc
        raise
    return OpenAICompatibleModel(settings=settings)


@click.command("chat")
@home_option
@click.option("--model", default=None, help="Model name (else llm.model or $HERMES_MEMORY_MODEL).")
@click.option(
    "--base-url",
    default=None,
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
@handle_errors
def chat_command(
    home: Path | None,
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    resume: str | None,
    title: str | None,
) -> None:
    """Chat with a model that remembers: curated memory, session search, providers."""
    if importlib.util.find_spec("httpx") is None:
        fail(MISSING_EXTRA)
    home_path = resolve_cli_home(home)
    llm = build_model(home_path, model, base_url, api_key_env)
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
