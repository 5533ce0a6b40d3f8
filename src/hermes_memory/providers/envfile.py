"""Writing provider secrets to ``$HERMES_HOME/.env`` (spec §8.4, late behaviour).

The file is only ever mode 0600 (the temp file of the atomic write is created 0600, and an
existing file is tightened), other lines and comments stay where they are, values cannot
smuggle in extra variables (CR, LF and NUL are stripped), and names are validated against
an identifier pattern and a denylist of variables that change how programs run.
"""

from __future__ import annotations

import codecs
import logging
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.atomic import atomic_write_bytes
from hermes_memory.paths import env_file_path

logger = logging.getLogger(__name__)

ENV_FILE_MODE = 0o600
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# Variables that hijack the loader, interpreters or the shell, or move the home itself.
ENV_DENYLIST = frozenset(
    {
        "LD_PRELOAD",
        "LD_LIBRARY_PATH",
        "LD_AUDIT",
        "DYLD_INSERT_LIBRARIES",
        "DYLD_LIBRARY_PATH",
        "PYTHONPATH",
        "PYTHONHOME",
        "PYTHONSTARTUP",
        "PATH",
        "HOME",
        "SHELL",
        "IFS",
        "BASH_ENV",
        "ENV",
        "PROMPT_COMMAND",
        "NODE_OPTIONS",
        "PERL5OPT",
        "RUBYOPT",
        "JAVA_TOOL_OPTIONS",
        "HERMES_HOME",
    }
)


@dataclass(frozen=True)
class EnvWriteResult:
    path: Path
    written: tuple[str, ...]
    removed: tuple[str, ...]
    rejected: tuple[str, ...]
    """Names refused as invalid or denylisted (reported, not written)."""


def is_valid_env_name(name: str) -> bool:
    return bool(_NAME.match(name)) and name.upper() not in ENV_DENYLIST


def clean_env_value(value: str) -> str:
    """``value`` without CR, LF or NUL, which would end the line and start another."""
    return value.replace("\r", "").replace("\n", "").replace("\0", "")


def _line_key(line: str) -> str | None:
    stripped = line.strip()
    if not stripped or stripped.startswith("#") or "=" not in stripped:
        return None
    key = stripped.split("=", 1)[0].strip()
    if key.startswith("export "):
        key = key[len("export ") :].strip()
    return key


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def read_env_file(home: str | os.PathLike[str] | None = None) -> dict[str, str]:
    """The ``KEY=value`` pairs of the home's ``.env`` (``{}`` when it does not exist)."""
    try:
        text = env_file_path(home).read_text(encoding="utf-8-sig", errors="replace")
    except FileNotFoundError:
        return {}
    values: dict[str, str] = {}
    for line in text.splitlines():
        key = _line_key(line)
        if key is not None:
            values[key] = _unquote(line.split("=", 1)[1])
    return values


def write_env_values(
    values: Mapping[str, str],
    home: str | os.PathLike[str] | None = None,
    *,
    remove_keys: Iterable[str] = (),
) -> EnvWriteResult:
    """Set ``values`` in ``.env`` (replacing existing lines in place) and drop ``remove_keys``.

    Invalid names are reported in the result and skipped; filesystem errors propagate.
    """
    path = env_file_path(home)
    accepted: dict[str, str] = {}
    rejected: list[str] = []
    for name, value in values.items():
        if is_valid_env_name(name):
            accepted[name] = clean_env_value(str(value))
        else:
            rejected.append(name)
            logger.warning("Refused to write %r to .env: not an allowed variable name", name)
    removing = {k for k in remove_keys if k not in accepted}

    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raw = b""
    bom = raw.startswith(codecs.BOM_UTF8)
    text = (
        raw[len(codecs.BOM_UTF8) :].decode("utf-8", errors="replace")
        if bom
        else raw.decode("utf-8", errors="replace")
    )
    newline = "\r\n" if "\r\n" in text else "\n"

    out: list[str] = []
    seen: set[str] = set()
    removed: list[str] = []
    for line in text.splitlines():
        key = _line_key(line)
        if key in removing:
            removed.append(key)
            continue
        if key is not None and key in accepted:
            prefix = "export " if line.strip().startswith("export ") else ""
            out.append(f"{prefix}{key}={accepted[key]}")
            seen.add(key)
            continue
        out.append(line)
    out.extend(f"{key}={value}" for key, value in accepted.items() if key not in seen)
    body = newline.join(out) + newline if out else ""
    data = (codecs.BOM_UTF8 if bom else b"") + body.encode("utf-8")

    # The temp file is 0600 from creation and replaces the old file (dropping any group or
    # other bits it had, never adding any), so no reader ever sees the secrets.
    atomic_write_bytes(path, data, tmp_prefix=".env_", private=True)
    return EnvWriteResult(path, tuple(accepted), tuple(dict.fromkeys(removed)), tuple(rejected))


@contextmanager
def env_file_overlay(home: str | os.PathLike[str] | None = None) -> Iterator[dict[str, str]]:
    """Temporarily expose ``.env`` values missing from ``os.environ`` (restored on exit).

    Hermes loads ``.env`` into the process at start-up; commands that only inspect
    providers (``status``, ``list``) use this instead so availability checks see the same
    variables without the process keeping them. Not for concurrent use.
    """
    added = {k: v for k, v in read_env_file(home).items() if k not in os.environ and v}
    os.environ.update(added)
    try:
        yield added
    finally:
        for key in added:
            os.environ.pop(key, None)
