"""The one exception tree of hermes-memory.

Library code raises these; ``tools/`` turns them into Hermes's JSON results and ``cli/``
turns them into exit codes. Each layer owns its own branch::

    HermesMemoryError
    ├── ConfigError                      config.yaml unreadable, not YAML, or a bad value
    │   └── WorkingMemoryConfigError (+ ValueError)  a bad token budget (max_tokens, shares)
    ├── HomeError                        a home directory that cannot be used
    │   └── HomeNotWritableError         the home is read-only here: reads only, writes refused
    ├── CuratedMemoryError               L1: MEMORY.md / USER.md
    │   ├── InvalidTargetError           target is not "memory" or "user"
    │   ├── TargetDisabledError          the target is switched off in config
    │   ├── EmptyArgumentError           a required text argument is blank
    │   ├── InvalidContentError          text an entry cannot hold (NUL, surrogate, a '§' line)
    │   ├── ThreatBlockedError           content matched the threat scanner
    │   ├── MemoryFileUnreadableError    the file exists but cannot be read right now
    │   ├── DriftDetectedError           the file was edited outside the tool (backup written)
    │   ├── MemoryWriteError             the atomic write failed
    │   ├── MemoryLockError              the sidecar lock file cannot be opened (e.g. a symlink)
    │   ├── ConsolidationCapError        too many counted failures this turn: stop retrying
    │   ├── AmbiguousMatchError          old_text matches several distinct entries
    │   ├── StaleEntryError              a staged write's pinned entry is gone
    │   ├── ApprovalFailedError          the approval prompt failed: the write is refused
    │   ├── PendingWriteNotFoundError    no staged write has this id
    │   └── ConsolidationError           a failure counted by the per-turn cap
    │       ├── BudgetExceededError      the write would pass the character limit
    │       ├── NoMatchError             old_text matches no entry
    │       └── BatchFailedError         a batch was refused as a whole
    ├── SessionStoreError                L2: state.db
    │   ├── DatabaseUnavailableError     state.db cannot be opened or initialised
    │   ├── SchemaError                  the file's schema cannot be used safely
    │   ├── SessionNotFoundError
    │   ├── MessageNotFoundError
    │   ├── RewindTargetError (+ ValueError)  rewind target missing or not a user message
    │   ├── TitleError (+ ValueError)    title too long, or already in use
    │   ├── ImportFormatError            an import file is malformed (names the record)
    │   ├── ImportConflictError          an import would reuse session ids (policy: fail)
    │   └── SearchArgumentError (+ ValueError)  a search bound (after/before) is not a time
    ├── SkillError                       L1 skills: a rule broken (name, format, size, path, patch)
    │   ├── SkillNotFoundError           no skill or supporting file by this name
    │   └── SkillBlockedError            the skills guard refused the content
    ├── ProviderError                    L1.5: external memory providers
    │   ├── ProviderNotFoundError
    │   ├── ProviderLoadError
    │   ├── ProviderConfigError
    │   ├── ProviderDependencyError      a provider's pip dependencies could not be installed
    │   └── FactStoreError               the bundled holographic provider's fact store
    │       ├── FactNotFoundError (+ KeyError)        no fact has this id
    │       ├── InvalidFactError (+ ValueError)       blank content or a bad argument
    │       └── HRRUnavailableError (+ RuntimeError)  numpy is missing for an HRR op
    ├── LLMError                         the language-model client
    │   ├── LLMConfigError               no endpoint, model or key configured
    │   │   ├── LLMModelMissingError     no model name anywhere
    │   │   └── LLMKeyMissingError       a remote endpoint and no API key
    │   ├── LLMConnectionError           the endpoint cannot be reached
    │   ├── LLMTimeoutError
    │   └── LLMResponseError             an HTTP error or a reply we cannot parse
    ├── CompressionError                 a summary failed; the session was not split
    │   └── CompressionBusyError         another holder is compressing this session
    ├── EpisodeError                     episodes: a session gives no episode, or a bad argument
    │   └── EpisodeArgumentError (+ ValueError)  top_k, limit or a query of the wrong kind
    ├── RuntimeStateError                the runtime was used out of order (no session, ended)
    └── ToolRegistrationError (+ ValueError)  a caller's tool cannot be registered (name, schema)

Every exception carries a human-readable message as ``str(exc)``. Exceptions that the
tool layer must render with extra JSON fields keep them as attributes (never as ad-hoc
dicts returned from library functions).
"""

from __future__ import annotations

from typing import Any


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


class CuratedMemoryError(HermesMemoryError):
    """Base of the curated-memory (MEMORY.md / USER.md) errors."""


class InvalidTargetError(CuratedMemoryError):
    """The target is neither ``memory`` nor ``user``."""


class TargetDisabledError(CuratedMemoryError):
    """Writes to this target are switched off in config."""


class EmptyArgumentError(CuratedMemoryError):
    """A required text argument (content, old_text) is missing or blank."""


class InvalidContentError(CuratedMemoryError):
    """Text that could not be stored as the entry it is: a NUL character, a lone surrogate,
    or a line that is only ``§`` where the file format would split the entry in two."""


class ThreatBlockedError(CuratedMemoryError):
    """New content matched the threat scanner; nothing was written."""

    def __init__(self, message: str, finding_ids: list[str] | None = None) -> None:
        super().__init__(message)
        self.finding_ids = list(finding_ids or [])


class MemoryFileUnreadableError(CuratedMemoryError):
    """The memory file exists but could not be read; writing would wipe it."""


class DriftDetectedError(CuratedMemoryError):
    """The file holds text the serializer would not have written; a backup was made."""

    def __init__(self, message: str, backup_path: str, remediation: str) -> None:
        super().__init__(message)
        self.backup_path = backup_path
        self.remediation = remediation


class MemoryWriteError(CuratedMemoryError):
    """The atomic write of a memory file failed."""


class MemoryLockError(CuratedMemoryError):
    """The per-target lock file cannot be opened (a symlink, a permission problem)."""


class PendingWriteNotFoundError(CuratedMemoryError):
    """No staged (pending) memory write has this id."""


class ConsolidationCapError(CuratedMemoryError):
    """More counted failures this turn than the cap allows (``failures``); raised from the
    :class:`ConsolidationError` it replaces."""

    def __init__(self, message: str, failures: int) -> None:
        super().__init__(message)
        self.failures = failures


class AmbiguousMatchError(CuratedMemoryError):
    """old_text matches several distinct entries."""

    def __init__(self, message: str, matches: list[str]) -> None:
        super().__init__(message)
        self.matches = list(matches)


class StaleEntryError(CuratedMemoryError):
    """A staged write's pinned entry is no longer present."""


class ApprovalFailedError(CuratedMemoryError):
    """The approval callback of a gated write raised: the write is refused, nothing staged."""


class ConsolidationError(CuratedMemoryError):
    """A failure counted by the per-turn cap; ``current_entries`` and ``usage`` are the tool
    result's extra fields when the case calls for them (``None``: the key is absent)."""

    def __init__(
        self,
        message: str,
        *,
        current_entries: list[str] | None = None,
        usage: str | None = None,
    ) -> None:
        super().__init__(message)
        self.current_entries = None if current_entries is None else list(current_entries)
        self.usage = usage


class BudgetExceededError(ConsolidationError):
    """The write would put the store over its character limit."""


class NoMatchError(ConsolidationError):
    """old_text matches no entry."""


class BatchFailedError(ConsolidationError):
    """A batch was refused as a whole; no operation was applied."""

    def __init__(
        self,
        message: str,
        *,
        usage: str | None = None,
        requires_approval: bool = False,
        counted: bool = True,
    ) -> None:
        super().__init__(message, usage=usage)
        self.requires_approval = requires_approval
        self.counted = counted


class SessionStoreError(HermesMemoryError):
    """Base of the session-store (state.db) errors."""


class DatabaseUnavailableError(SessionStoreError):
    """state.db cannot be opened or initialised."""


class SchemaError(SessionStoreError):
    """The database's schema cannot be used safely by this version."""


class SessionNotFoundError(SessionStoreError):
    """No session has this id."""


class MessageNotFoundError(SessionStoreError):
    """No message has this id (in this session)."""


class RewindTargetError(SessionStoreError, ValueError):
    """A rewind target is not a message of the session, or not a user message (a
    ``ValueError`` too, as Hermes raises)."""


class TitleError(SessionStoreError, ValueError):
    """A session title is too long or already in use (a ``ValueError`` too, as Hermes
    raises, so code written against Hermes still catches it)."""


class ImportFormatError(SessionStoreError):
    """An import file is malformed; ``location`` names the line or record (``"line 12"``)."""

    def __init__(self, message: str, location: str | None = None) -> None:
        super().__init__(f"{location}: {message}" if location else message)
        self.location = location


class ImportConflictError(SessionStoreError):
    """An import names session ids the database already holds and was told to refuse them."""


class SearchArgumentError(SessionStoreError, ValueError):
    """A search argument that cannot mean anything, such as an ``after``/``before`` bound
    that is not a time. Also a ``ValueError``. (A malformed *query* is never an error: it
    gives an explained empty result.)"""


class SkillError(HermesMemoryError):
    """A skill operation refused; ``details`` holds extras for the tool JSON (e.g. preview)."""

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.details = details


class SkillNotFoundError(SkillError):
    """No skill (or file) by this name; ``details["similar"]`` names close matches."""


class SkillBlockedError(SkillError):
    """The skills guard refused the content; ``details["findings"]`` lists pattern ids."""


class ProviderError(HermesMemoryError):
    """Base of the memory-provider errors."""


class ProviderNotFoundError(ProviderError):
    """No bundled, user or installed provider has this name."""


class ProviderLoadError(ProviderError):
    """The provider was found but could not be imported or instantiated."""


class ProviderConfigError(ProviderError):
    """A provider setting is invalid or cannot be saved."""


class ProviderDependencyError(ProviderError):
    """A provider's pip dependencies could not be installed (setup wrote nothing)."""


class FactStoreError(ProviderError):
    """Base of the errors of the bundled holographic provider's fact store."""


class FactNotFoundError(FactStoreError, KeyError):
    """No fact has this id (a ``KeyError`` too, as Hermes raises: its message reads the same)."""


class InvalidFactError(FactStoreError, ValueError):
    """Fact content is blank, or an argument has the wrong shape (also a ``ValueError``)."""


class HRRUnavailableError(FactStoreError, RuntimeError):
    """An HRR operation was called without numpy installed; callers take their fallbacks."""


class LLMError(HermesMemoryError):
    """Base of the language-model client errors."""


class LLMConfigError(LLMError):
    """No endpoint, model or API key is configured."""


class LLMModelMissingError(LLMConfigError):
    """No model name was given, configured or found in the environment."""


class LLMKeyMissingError(LLMConfigError):
    """A remote endpoint needs an API key and none was found."""


class LLMConnectionError(LLMError):
    """The endpoint cannot be reached."""


class LLMTimeoutError(LLMError):
    """The endpoint did not answer in time."""


class LLMResponseError(LLMError):
    """The endpoint answered with an HTTP error or a body we cannot parse."""

    def __init__(self, message: str, status_code: int | None = None, body: Any = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.body = body


class CompressionError(HermesMemoryError):
    """Context compression failed; the session was left as it was."""


class CompressionBusyError(CompressionError):
    """Another process or thread holds this session's compression lock; nothing changed."""


class EpisodeError(HermesMemoryError):
    """No episode from a session: it is unknown, or (``no_user_message``) holds no task."""

    def __init__(self, message: str, *, session_id: str = "", no_user_message: bool = False):
        super().__init__(message)
        self.session_id, self.no_user_message = session_id, no_user_message


class EpisodeArgumentError(EpisodeError, ValueError):
    """An argument of the episode store is out of range or of the wrong kind."""


class RuntimeStateError(HermesMemoryError):
    """A runtime call came out of order: no session started yet, or the session ended."""


class ToolRegistrationError(HermesMemoryError, ValueError):
    """A tool given to the runtime cannot be registered: a bad name or schema, a handler that
    is not callable, or a name another tool already holds."""
