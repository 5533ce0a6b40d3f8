"""The one exception tree of hermes-memory.

Library code raises these (each branch lives in its own module of this package,
re-exported here); ``tools/`` turns them into Hermes's JSON results and ``cli/``
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
    ├── StorageError                     L1 storage backends (PostgreSQL team store)
    │   ├── StorageURLError (+ ValueError)  a database URL this version cannot use
    │   ├── StorageDriverMissingError    the [postgres] extra is not installed
    │   ├── StorageUnavailableError      the database cannot be reached or upgraded
    │   └── AuthError                    users and tokens of the team server
    │       ├── UnknownUserError         no active user has this name
    │       ├── UserExistsError          the user name is taken
    │       └── InvalidUserNameError (+ ValueError)  a blank or malformed user name
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
    ├── EmbeddingError                   an embedding backend failed (model load, endpoint reply)
    │   └── EmbeddingUnavailableError    vectors are off or the [semantic] extra is missing
    │       └── VectorExtensionError     the database has no pgvector, or may not create it
    ├── EvaluationError                  hermes-memory eval cannot run on this file
    │   └── DatasetFormatError (+ ValueError)  not LoCoMo / LongMemEval JSON (names the record)
    ├── EpisodeError                     episodes: a session gives no episode, or a bad argument
    │   └── EpisodeArgumentError (+ ValueError)  top_k, limit or a query of the wrong kind
    ├── MigrationError                   the OpenClaw migration cannot start or finish
    │   ├── SourceNotFoundError          no OpenClaw directory where it was looked for
    │   └── MigrationBackupError         the pre-migration zip could not be written
    ├── RuntimeStateError                the runtime was used out of order (no session, ended)
    ├── WebError                         the web inspector
    │   ├── RemoteBindRefusedError       a non-loopback host without --allow-remote
    │   └── WebExtraMissingError         the [web] extra (starlette, jinja2, uvicorn) is missing
    └── ToolRegistrationError (+ ValueError)  a caller's tool cannot be registered (name, schema)

Every exception carries a human-readable message as ``str(exc)``. Exceptions that the
tool layer must render with extra JSON fields keep them as attributes (never as ad-hoc
dicts returned from library functions).
"""

from __future__ import annotations

from hermes_memory.errors.base import (
    ConfigError,
    HermesMemoryError,
    HomeError,
    HomeNotWritableError,
    RuntimeStateError,
    ToolRegistrationError,
    WorkingMemoryConfigError,
)
from hermes_memory.errors.embeddings import (
    EmbeddingError,
    EmbeddingUnavailableError,
)
from hermes_memory.errors.evaluation import DatasetFormatError, EvaluationError
from hermes_memory.errors.memory import (
    AmbiguousMatchError,
    ApprovalFailedError,
    BatchFailedError,
    BudgetExceededError,
    ConsolidationCapError,
    ConsolidationError,
    CuratedMemoryError,
    DriftDetectedError,
    EmptyArgumentError,
    InvalidContentError,
    InvalidTargetError,
    MemoryFileUnreadableError,
    MemoryLockError,
    MemoryWriteError,
    NoMatchError,
    PendingWriteNotFoundError,
    StaleEntryError,
    TargetDisabledError,
    ThreatBlockedError,
)
from hermes_memory.errors.migration import (
    MigrationBackupError,
    MigrationError,
    SourceNotFoundError,
)
from hermes_memory.errors.models import (
    CompressionBusyError,
    CompressionError,
    LLMConfigError,
    LLMConnectionError,
    LLMError,
    LLMKeyMissingError,
    LLMModelMissingError,
    LLMResponseError,
    LLMTimeoutError,
)
from hermes_memory.errors.providers import (
    FactNotFoundError,
    FactStoreError,
    HRRUnavailableError,
    InvalidFactError,
    ProviderConfigError,
    ProviderDependencyError,
    ProviderError,
    ProviderLoadError,
    ProviderNotFoundError,
)
from hermes_memory.errors.sessions import (
    DatabaseUnavailableError,
    ImportConflictError,
    ImportFormatError,
    MessageNotFoundError,
    RewindTargetError,
    SchemaError,
    SearchArgumentError,
    SessionNotFoundError,
    SessionStoreError,
    TitleError,
)
from hermes_memory.errors.skills import (
    EpisodeArgumentError,
    EpisodeError,
    SkillBlockedError,
    SkillError,
    SkillNotFoundError,
)
from hermes_memory.errors.storage import (
    AuthError,
    InvalidUserNameError,
    StorageDriverMissingError,
    StorageError,
    StorageUnavailableError,
    StorageURLError,
    UnknownUserError,
    UserExistsError,
)
from hermes_memory.errors.vectors import VectorExtensionError
from hermes_memory.errors.web import RemoteBindRefusedError, WebError, WebExtraMissingError

__all__ = [
    "AmbiguousMatchError",
    "ApprovalFailedError",
    "AuthError",
    "BatchFailedError",
    "BudgetExceededError",
    "CompressionBusyError",
    "CompressionError",
    "ConfigError",
    "ConsolidationCapError",
    "ConsolidationError",
    "CuratedMemoryError",
    "DatabaseUnavailableError",
    "DatasetFormatError",
    "DriftDetectedError",
    "EmbeddingError",
    "EmbeddingUnavailableError",
    "EmptyArgumentError",
    "EpisodeArgumentError",
    "EpisodeError",
    "EvaluationError",
    "FactNotFoundError",
    "FactStoreError",
    "HRRUnavailableError",
    "HermesMemoryError",
    "HomeError",
    "HomeNotWritableError",
    "ImportConflictError",
    "ImportFormatError",
    "InvalidContentError",
    "InvalidFactError",
    "InvalidTargetError",
    "InvalidUserNameError",
    "LLMConfigError",
    "LLMConnectionError",
    "LLMError",
    "LLMKeyMissingError",
    "LLMModelMissingError",
    "LLMResponseError",
    "LLMTimeoutError",
    "MemoryFileUnreadableError",
    "MemoryLockError",
    "MemoryWriteError",
    "MessageNotFoundError",
    "MigrationBackupError",
    "MigrationError",
    "NoMatchError",
    "PendingWriteNotFoundError",
    "ProviderConfigError",
    "ProviderDependencyError",
    "ProviderError",
    "ProviderLoadError",
    "ProviderNotFoundError",
    "RemoteBindRefusedError",
    "RewindTargetError",
    "RuntimeStateError",
    "SchemaError",
    "SearchArgumentError",
    "SessionNotFoundError",
    "SessionStoreError",
    "SkillBlockedError",
    "SkillError",
    "SkillNotFoundError",
    "SourceNotFoundError",
    "StaleEntryError",
    "StorageDriverMissingError",
    "StorageError",
    "StorageURLError",
    "StorageUnavailableError",
    "TargetDisabledError",
    "ThreatBlockedError",
    "TitleError",
    "ToolRegistrationError",
    "UnknownUserError",
    "UserExistsError",
    "VectorExtensionError",
    "WebError",
    "WebExtraMissingError",
    "WorkingMemoryConfigError",
]
