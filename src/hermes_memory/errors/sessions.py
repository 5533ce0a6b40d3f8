"""The session store's errors (state.db): opening, schema, lookups, titles, imports, search."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


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
