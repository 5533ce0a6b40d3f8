"""The storage backends' and the team server's errors: database URLs, drivers, users, tokens."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class StorageError(HermesMemoryError):
    """Base of the storage-backend errors (the PostgreSQL team store)."""


class StorageURLError(StorageError, ValueError):
    """A database URL this version cannot use (unknown scheme, malformed); a ``ValueError``
    too, since it is a bad argument."""


class StorageDriverMissingError(StorageError):
    """The backend's driver is not installed (the ``[postgres]`` extra)."""


class StorageUnavailableError(StorageError):
    """The database cannot be reached, or refused the connection or the schema upgrade."""


class AuthError(StorageError):
    """Users and tokens of the team server."""


class UnknownUserError(AuthError):
    """No (active) user has this name."""


class UserExistsError(AuthError):
    """A user with this name already exists."""


class InvalidUserNameError(AuthError, ValueError):
    """A user name that is blank, too long or has characters other than letters, digits,
    ``.``, ``_``, ``-`` and ``@``."""
