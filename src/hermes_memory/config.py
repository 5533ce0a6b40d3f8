"""Hermes's ``config.yaml``: the ``memory:`` block with its defaults, and safe edits.

A missing file means defaults. A file that exists but cannot be read, is not YAML, or holds a
setting of the wrong shape is a :class:`ConfigError` naming the file and line: a typo must
never silently switch a disabled store back on. Writing is a read-modify-write of the raw
file (unknown keys kept), replaced atomically. Other layers read their own sections through
:func:`get_section` and keep their typed views beside them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, TypeVar

import yaml

from hermes_memory.atomic import atomic_write_text
from hermes_memory.errors import ConfigError
from hermes_memory.paths import config_path

T = TypeVar("T")

_TRUE_STRINGS = frozenset({"1", "true", "yes", "on"})
_FALSE_STRINGS = frozenset({"0", "false", "no", "off"})


def parse_flag(value: object, default: bool = True) -> bool:
    """Hermes's boolean rule: bools pass, strings are true only for 1/true/yes/on."""
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().lower() in _TRUE_STRINGS
    if isinstance(value, int | float):
        return bool(value)
    return default


def parse_int(value: object, default: int) -> int:
    """``int(value)`` as Hermes coerces limits, falling back to ``default`` on junk."""
    if value is None or isinstance(value, bool):
        return default
    try:
        return int(value)  # type: ignore[call-overload, no-any-return]
    except (TypeError, ValueError):
        return default


def _shape(value: object) -> str:
    """How a value of the wrong kind reads in an error message."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "a mapping"
    return repr(value)


def _memory_error(key: str, problem: str) -> ConfigError:
    return ConfigError(f"memory.{key} {problem}", key=f"memory.{key}")


def _strict_flag(section: Mapping[str, Any], key: str, default: bool) -> bool:
    """A memory switch: true/false (yes/no, on/off, 1/0 too); anything else is an error,
    because a typo read as "off" or "on" would silently change what the agent stores."""
    value = section.get(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _TRUE_STRINGS:
            return True
        if word in _FALSE_STRINGS:
            return False
    raise _memory_error(key, f"must be true or false, not {_shape(value)}")


def _strict_count(section: Mapping[str, Any], key: str, default: int) -> int:
    """A limit or interval: a whole number, 0 or more (``"2200"`` is accepted, as Hermes)."""
    value = section.get(key)
    if value is None:
        return default
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str):
        try:
            number = int(value.strip())
        except ValueError:
            number = None
    if number is None or number < 0:
        raise _memory_error(key, f"must be a whole number (0 or more), not {_shape(value)}")
    return number


@dataclass(frozen=True)
class MemoryConfig:
    """The ``memory:`` block of config.yaml, with Hermes's defaults."""

    memory_enabled: bool = True
    user_profile_enabled: bool = True
    write_approval: bool = False
    memory_char_limit: int = 2200
    user_char_limit: int = 1375
    nudge_interval: int = 10
    provider: str = ""
    flush_min_turns: int = 6

    @classmethod
    def from_mapping(cls, section: object) -> MemoryConfig:
        """The typed block; ``None`` means defaults. Raises :class:`ConfigError` (with
        ``key`` set, no file) for a block or a value of the wrong shape."""
        if section is None:
            section = {}
        if not isinstance(section, Mapping):
            raise ConfigError(
                f"memory must be a mapping of settings, not {_shape(section)}", key="memory"
            )
        defaults = cls()
        provider = section.get("provider")
        if provider is not None and not isinstance(provider, str):
            raise _memory_error("provider", f"must be a provider name, not {_shape(provider)}")
        return cls(
            memory_enabled=_strict_flag(section, "memory_enabled", defaults.memory_enabled),
            user_profile_enabled=_strict_flag(
                section, "user_profile_enabled", defaults.user_profile_enabled
            ),
            write_approval=_strict_flag(section, "write_approval", defaults.write_approval),
            memory_char_limit=_strict_count(
                section, "memory_char_limit", defaults.memory_char_limit
            ),
            user_char_limit=_strict_count(section, "user_char_limit", defaults.user_char_limit),
            nudge_interval=_strict_count(section, "nudge_interval", defaults.nudge_interval),
            provider=(provider or "").strip(),
            flush_min_turns=_strict_count(section, "flush_min_turns", defaults.flush_min_turns),
        )

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


# -- reading ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Document:
    """The parsed file with its text, kept so an error can point at the line at fault."""

    path: Path
    text: str
    data: dict[str, Any]

    def error(self, problem: str, keys: Sequence[str]) -> ConfigError:
        return ConfigError(
            problem,
            path=str(self.path),
            line=_line_of(self.text, keys),
            key=".".join(keys) or None,
        )


def _line_of(text: str, keys: Sequence[str]) -> int | None:
    """The 1-based line of the dotted key ``keys`` (of its nearest present parent)."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    if node is None:
        return None
    line: int = node.start_mark.line + 1
    for key in keys:
        if not isinstance(node, yaml.MappingNode):
            break
        # the last duplicate wins, as when the file is loaded
        found = [pair for pair in node.value if getattr(pair[0], "value", None) == key]
        if not found:
            break
        key_node, node = found[-1]
        line = key_node.start_mark.line + 1
    return line


def _yaml_error(path: Path, text: str, exc: yaml.YAMLError) -> ConfigError:
    mark = getattr(exc, "problem_mark", None)
    line = column = None
    if mark is not None:
        line, column = mark.line + 1, mark.column + 1
    elif isinstance(exc, yaml.reader.ReaderError):  # a character YAML does not allow
        line = text.count("\n", 0, exc.position) + 1
    context = getattr(exc, "context", None)
    context_mark = getattr(exc, "context_mark", None)
    if context and context_mark is not None and context_mark.line + 1 != line:
        context = f"{context} (started on line {context_mark.line + 1})"
    parts = [context, getattr(exc, "problem", None)]
    detail = ", ".join(str(p) for p in parts if p) or str(exc).splitlines()[0]
    if column is not None:
        detail = f"{detail} (column {column})"
    return ConfigError(f"not valid YAML: {detail}", path=str(path), line=line)


def _document(home: str | os.PathLike[str] | None) -> _Document | None:
    """The file parsed; ``None`` when it does not exist. Raises :class:`ConfigError`."""
    path = config_path(home)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ConfigError(f"cannot be read: {exc.strerror or exc}", path=str(path)) from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ConfigError(
            f"not UTF-8 text (byte 0x{raw[exc.start]:02x})", path=str(path), line=line
        ) from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise _yaml_error(path, text, exc) from exc
    if data is None:
        data = {}
    document = _Document(path, text, data if isinstance(data, dict) else {})
    if not isinstance(data, dict):
        raise document.error(f"must hold a mapping of settings, not {_shape(data)}", ())
    return document


def load_raw_config(home: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The user's config.yaml as a dict; ``{}`` when the file is missing or empty.

    Raises :class:`ConfigError` (file and line) when the file exists but is unreadable, not
    YAML, or not a mapping.
    """
    document = _document(home)
    return {} if document is None else document.data


def get_section(name: str, home: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """One top-level section (``memory``, ``compression``…); ``{}`` when absent or empty.

    Raises :class:`ConfigError` when the file is broken or the section is not a mapping.
    """
    document = _document(home)
    if document is None:
        return {}
    section = document.data.get(name)
    if section is None:
        return {}
    if not isinstance(section, dict):
        raise document.error(f"{name} must be a mapping of settings, not {_shape(section)}", [name])
    return section


def get_value(path: str, default: Any = None, home: str | os.PathLike[str] | None = None) -> Any:
    """A dotted-path value (``"auxiliary.background_review.enabled"``) or ``default``.

    Raises :class:`ConfigError` when the file is broken or a parent on the path is set to
    something other than a mapping.
    """
    document = _document(home)
    if document is None:
        return default
    node: Any = document.data
    keys = path.split(".")
    for depth, key in enumerate(keys):
        if node is None:
            return default
        if not isinstance(node, dict):
            parent = keys[:depth]
            where = ".".join(parent)
            raise document.error(
                f"{where} must be a mapping of settings, not {_shape(node)}", parent
            )
        if key not in node:
            return default
        node = node[key]
    return default if node is None else node


def load_memory_config(home: str | os.PathLike[str] | None = None) -> MemoryConfig:
    """The typed ``memory:`` block; defaults when the file or the block is missing.

    Raises :class:`ConfigError` naming the file and line when the file is broken or a
    setting has the wrong shape (``memory_enabled: maybe``).
    """
    document = _document(home)
    if document is None:
        return MemoryConfig()
    try:
        return MemoryConfig.from_mapping(document.data.get("memory"))
    except ConfigError as exc:
        raise document.error(exc.problem, (exc.key or "memory").split(".")) from None


def load_typed_section(
    name: str, parse: Callable[[object], T], home: str | os.PathLike[str] | None = None
) -> T:
    """``parse(section)`` for one top-level section (``None`` when absent or no file).

    A :class:`ConfigError` that ``parse`` raises with ``key`` set is raised again naming the
    file and the line of that key, as :func:`load_memory_config` does for ``memory:``.
    """
    document = _document(home)
    if document is None:
        return parse(None)
    try:
        return parse(document.data.get(name))
    except ConfigError as exc:
        located = document.error(exc.problem, (exc.key or name).split("."))
        if type(exc) is not ConfigError:  # keep the subclass a caller may catch
            located = type(exc)(exc.problem, path=located.path, line=located.line, key=exc.key)
        raise located from None


def save_raw_config(data: Mapping[str, Any], home: str | os.PathLike[str] | None = None) -> None:
    """Write ``data`` as config.yaml atomically (key order kept)."""
    text = yaml.safe_dump(dict(data), sort_keys=False, allow_unicode=True, default_flow_style=False)
    atomic_write_text(config_path(home), text, tmp_prefix=".config_")


def update_config(
    mutate: Callable[[dict[str, Any]], None], home: str | os.PathLike[str] | None = None
) -> dict[str, Any]:
    """Read the raw file, let ``mutate`` change it in place, write it back; returns the result.

    Unknown keys survive because the raw file, not a defaults-merged view, is what is edited.
    """
    data = load_raw_config(home)
    mutate(data)
    save_raw_config(data, home)
    return data


def set_value(path: str, value: Any, home: str | os.PathLike[str] | None = None) -> None:
    """Set one dotted-path value, creating intermediate mappings."""
    keys = path.split(".")

    def _apply(data: dict[str, Any]) -> None:
        node = data
        for key in keys[:-1]:
            child = node.get(key)
            if not isinstance(child, dict):
                child = {}
                node[key] = child
            node = child
        node[keys[-1]] = value

    update_config(_apply, home)
