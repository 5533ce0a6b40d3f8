"""Where the OpenAI-compatible client finds its endpoint, model and key.

Each value comes from the first place that has it: the caller's argument, then the ``llm:``
section of ``$HERMES_HOME/config.yaml``, then the environment. A key is looked up in the
environment variable the config names (``api_key_env``), then in ``$HERMES_HOME/.env``. A
local endpoint (loopback, private network, ``localhost``) may run without a key.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from hermes_memory.config import get_section, parse_int
from hermes_memory.errors import LLMConfigError, LLMKeyMissingError, LLMModelMissingError
from hermes_memory.paths import env_file_path

DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_TIMEOUT = 120.0
DEFAULT_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENVS = ("HERMES_MEMORY_BASE_URL", "OPENAI_BASE_URL")
MODEL_ENVS = ("HERMES_MEMORY_MODEL", "OPENAI_MODEL")
KEY_ENVS = ("HERMES_MEMORY_API_KEY", DEFAULT_KEY_ENV)
CONFIG_SECTION = "llm"

_LOCAL_NAMES = frozenset({"localhost", "host.docker.internal"})


@dataclass(frozen=True)
class LLMSettings:
    """A resolved endpoint: ``base_url`` ends before ``/chat/completions``."""

    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = DEFAULT_TIMEOUT

    @property
    def chat_url(self) -> str:
        base = self.base_url.rstrip("/")
        if base.endswith("/chat/completions"):
            return base
        return f"{base}/chat/completions"

    def __repr__(self) -> str:  # never print the key
        key = "set" if self.api_key else "none"
        return f"LLMSettings(base_url={self.base_url!r}, model={self.model!r}, api_key={key})"


def is_local_endpoint(url: str) -> bool:
    """True for loopback, private-network and ``*.local`` hosts (no key needed there)."""
    host = (urlsplit(url).hostname or "").lower()
    if not host:
        return False
    if host in _LOCAL_NAMES or host.endswith((".local", ".localhost")):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_private or address.is_unspecified


def read_env_file(path: os.PathLike[str] | str) -> dict[str, str]:
    """``KEY=value`` lines of a ``.env`` file (quotes stripped); ``{}`` when unreadable."""
    values: dict[str, str] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return values
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        name, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[name.strip()] = value
    return values


def _first_env(names: tuple[str, ...], env: Mapping[str, str]) -> str | None:
    for name in names:
        value = env.get(name, "").strip()
        if value:
            return value
    return None


def _text(section: Mapping[str, Any], key: str) -> str | None:
    value = section.get(key)
    return value.strip() or None if isinstance(value, str) else None


def resolve_settings(
    *,
    base_url: str | None = None,
    model: str | None = None,
    api_key: str | None = None,
    timeout: float | None = None,
    home: str | os.PathLike[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> LLMSettings:
    """Resolve the endpoint as the module docstring says, or raise :class:`LLMConfigError`."""
    environ = os.environ if env is None else env
    section = get_section(CONFIG_SECTION, home)
    url = base_url or _text(section, "base_url") or _first_env(BASE_URL_ENVS, environ)
    url = url or DEFAULT_BASE_URL
    name = model or _text(section, "model") or _first_env(MODEL_ENVS, environ)
    if not name:
        raise LLMModelMissingError(
            "No model configured: pass model=, set llm.model in config.yaml, "
            f"or set ${MODEL_ENVS[0]}."
        )
    key = api_key
    if key is None:
        key_env = _text(section, "api_key_env")
        names = (key_env,) if key_env else KEY_ENVS
        key = _first_env(names, environ)
        if key is None:
            dotenv = read_env_file(env_file_path(home))
            key = _first_env(names, dotenv)
    if not key and not is_local_endpoint(url):
        raise LLMKeyMissingError(
            f"No API key for {url}: set ${DEFAULT_KEY_ENV} (or the variable named by "
            "llm.api_key_env in config.yaml); only local endpoints may run without one."
        )
    seconds = timeout
    if seconds is None:
        seconds = float(parse_int(section.get("timeout"), int(DEFAULT_TIMEOUT)))
    if seconds <= 0:
        raise LLMConfigError(f"llm timeout must be positive, got {seconds}")
    return LLMSettings(base_url=url, model=name, api_key=key or None, timeout=seconds)
