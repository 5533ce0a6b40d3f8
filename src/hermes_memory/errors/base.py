"""The root of the tree and the errors every layer shares: configuration, home, runtime order."""

from __future__ import annotations


class HermesMemoryError(Exception):
    """Base class of every error raised by hermes-memory."""


class ConfigError(HermesMemoryError):
    """config.yaml (or another settings file) cannot be read or holds a bad value.

    ``problem`` is what is wrong; ``path`` and ``line`` (1-based, when known) say where, and
    ``str(exc)`` reads ``"<path>, line <n>: <problem>"``. ``key`` is the dotted setting at
    fault (``"memory.memory_enabled"``), when one is.
    """

    def __init__(
        self,
        problem: str,
        *,
        path: str | None = None,
        line: int | None = None,
        key: str | None = None,
    ) -> None:
        where = f"{path}, line {line}" if path and line else path
        super().__init__(f"{where}: {problem}" if where else problem)
        self.problem = problem
        self.path = path
        self.line = line
        self.key = key


class WorkingMemoryConfigError(ConfigError, ValueError):
    """The working-memory budget cannot be built: ``max_tokens`` not a positive integer, a
    share not a number from 0 to 1, or shares summing over 1.0."""


class HomeError(HermesMemoryError):
    """The Hermes home directory cannot be used."""


class HomeNotWritableError(HomeError):
    """The home cannot be written (a read-only mount, no permission); reads still work."""


class RuntimeStateError(HermesMemoryError):
    """A runtime call came out of order: no session started yet, or the session ended."""


class ToolRegistrationError(HermesMemoryError, ValueError):
    """A tool given to the runtime cannot be registered: a bad name or schema, a handler that
    is not callable, or a name another tool already holds."""
