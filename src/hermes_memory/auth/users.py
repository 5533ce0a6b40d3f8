"""The team server's users and their bearer tokens, kept in the PostgreSQL store.

A token is 32 random bytes (URL-safe text with an ``hm_`` prefix), shown once when the user
is added and stored only as its SHA-256, so a copy of the database holds no usable token.
Revoking clears the hash at once: the next request with that token is refused. A user's
name is the owner of their sessions and curated memory.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from dataclasses import dataclass

from hermes_memory.errors import InvalidUserNameError, UnknownUserError, UserExistsError
from hermes_memory.storage.postgres import Database

TOKEN_PREFIX = "hm_"
TOKEN_BYTES = 32
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def check_name(name: str) -> str:
    """The name, or ``InvalidUserNameError`` saying what a name may hold."""
    if not isinstance(name, str) or not _NAME.match(name):
        raise InvalidUserNameError(
            f"invalid user name {name!r}: 1-64 characters, letters, digits, '.', '_', '-'"
            " or '@', starting with a letter or digit"
        )
    return name


@dataclass(frozen=True)
class User:
    name: str
    created_at: float
    revoked_at: float | None

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    def as_dict(self) -> dict[str, object]:
        return {
            "user": self.name,
            "created_at": self.created_at,
            "revoked_at": self.revoked_at,
            "active": self.active,
        }


class UserDirectory:
    """Users and token checks over one database connection."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def add(self, name: str) -> str:
        """Create ``name`` (or re-activate a revoked one) and return its new token, once."""
        check_name(name)
        token = TOKEN_PREFIX + secrets.token_urlsafe(TOKEN_BYTES)
        with self.db.transaction() as cur:
            cur.execute(
                "INSERT INTO hm_users (name, token_sha256, created_at) VALUES (%s, %s, %s)"
                " ON CONFLICT (name) DO UPDATE SET token_sha256 = excluded.token_sha256,"
                " revoked_at = NULL WHERE hm_users.revoked_at IS NOT NULL",
                (name, token_digest(token), time.time()),
            )
            if cur.rowcount == 0:
                raise UserExistsError(f"user {name!r} already exists (revoke it to reissue)")
        return token

    def list(self) -> list[User]:
        with self.db.transaction() as cur:
            cur.execute("SELECT name, created_at, revoked_at FROM hm_users ORDER BY name")
            return [User(r["name"], r["created_at"], r["revoked_at"]) for r in cur.fetchall()]

    def revoke(self, name: str) -> None:
        """Revoke ``name``'s token now; ``UnknownUserError`` when no active user has it."""
        with self.db.transaction() as cur:
            cur.execute(
                "UPDATE hm_users SET revoked_at = %s, token_sha256 = NULL"
                " WHERE name = %s AND revoked_at IS NULL",
                (time.time(), name),
            )
            if cur.rowcount == 0:
                raise UnknownUserError(f"no active user named {name!r}")

    def authenticate(self, token: str) -> str | None:
        """The active user this token belongs to, or None (checked on every request)."""
        if not token or not token.startswith(TOKEN_PREFIX):
            return None
        with self.db.transaction() as cur:
            cur.execute(
                "SELECT name FROM hm_users WHERE token_sha256 = %s AND revoked_at IS NULL",
                (token_digest(token),),
            )
            row = cur.fetchone()
        return None if row is None else str(row["name"])
