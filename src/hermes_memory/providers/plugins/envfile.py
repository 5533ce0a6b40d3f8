"""Writing provider secrets to ``$HERMES_HOME/.env`` (spec §8.4, late behaviour).

The file is only ever mode 0600 (the temp file of the atomic write is created 0600, and an
existing file is tightened). Lines the write does not own are kept byte for byte (comments,
other variables, even bytes that are not UTF-8); values cannot smuggle in extra variables
(CR, LF and NUL are stripped); names are validated against an identifier pattern and a
denylist of variables that change how programs run.
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
from hermes_memory.errors import ProviderConfigError
from hermes_memory.oddchars import find_odd
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
    return parse_env_text(text)


def parse_env_text(text: str) -> dict[str, str]:
    """``KEY=value`` lines; comments, blanks and lines without ``=`` ignored; an ``export``
    prefix and one pair of matching quotes accepted."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        key = _line_key(line)
        if key is not None:
            values[key] = _unquote(line.split("=", 1)[1])
    return values


def check_env_values(values: Mapping[str, str]) -> None:
    """Refuse a value UTF-8 cannot encode (a lone surrogate) before anything is written."""
    for name, value in values.items():
        odd = find_odd(str(value).replace("\0", ""))  # NUL is stripped, not refused
        if odd is not None:
            raise ProviderConfigError(
                f"The value for {name} contains {odd.describe()}, which cannot be saved to "
                ".env; nothing was written. Enter it again as plain text."
            )


def _split_lines(raw: bytes) -> list[bytes]:
    """The file's lines, each with its own ending; only LF ends a line (as for a shell)."""
    pieces = raw.split(b"\n")
    lines = [piece + b"\n" for piece in pieces[:-1]]
    if pieces[-1]:
        lines.append(pieces[-1])
    return lines


def _key_of(line: bytes, first: bool) -> str | None:
    # Decoded only to find the key; the bytes themselves are what gets written back.
    body = line[len(codecs.BOM_UTF8) :] if first and line.startswith(codecs.BOM_UTF8) else line
    return _line_key(body.decode("utf-8", errors="replace"))


def write_env_values(
    values: Mapping[str, str],
    home: str | os.PathLike[str] | None = None,
    *,
    remove_keys: Iterable[str] = (),
) -> EnvWriteResult:
    """Set ``values`` in ``.env`` (replacing existing lines in place) and drop ``remove_keys``.

    Every other line is kept byte for byte. Invalid names are reported in the result and
    skipped; a value that cannot be encoded raises :class:`ProviderConfigError` before any
    write; filesystem errors propagate.
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
    check_env_values(accepted)
    removing = {k for k in remove_keys if k not in accepted}

    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raw = b""
    newline = b"\r\n" if b"\r\n" in raw else b"\n"

    out: list[bytes] = []
    seen: set[str] = set()
    removed: list[str] = []
    for index, line in enumerate(_split_lines(raw)):
        key = _key_of(line, index == 0)
        if key is not None and key in removing:
            removed.append(key)
            continue
        if key is not None and key in accepted:
            text = line.decode("utf-8", errors="replace")
            bom = codecs.BOM_UTF8 if index == 0 and line.startswith(codecs.BOM_UTF8) else b""
            prefix = "export " if text.lstrip("\ufeff").strip().startswith("export ") else ""
            ending = line[len(line.rstrip(b"\r\n")) :] or newline
            out.append(bom + f"{prefix}{key}={accepted[key]}".encode() + ending)
            seen.add(key)
            continue
        out.append(line)
    added = [f"{k}={v}".encode() + newline for k, v in accepted.items() if k not in seen]
    if added and out and not out[-1].endswith(b"\n"):
        out[-1] += newline  # the last line had no line end: give it one before appending
    data = b"".join(out + added)

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
