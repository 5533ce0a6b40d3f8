"""Finding another Hermes profile's state.db for ``session_search`` (always read-only).

Hermes keeps named profiles at ``<root>/profiles/<name>/`` where ``<root>`` is the default
home (``~/.hermes``); a home that is itself a profile folder points back at that root. The
name ``default`` means the root. Names follow Hermes's rule (lower-case letters, digits,
``-`` and ``_``, at most 64 characters), so a name can never escape the profiles folder.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from pathlib import Path

from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.paths import STATE_DB_FILENAME
from hermes_memory.sessions import SessionDB

logger = logging.getLogger(__name__)

PROFILES_DIRNAME = "profiles"
DEFAULT_PROFILE = "default"
_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


class ProfileLookupError(Exception):
    """A profile name that is invalid, unknown, or whose database cannot be opened.

    Raised and caught inside ``tools/`` only; the handler renders it as the error text.
    """


def profiles_root(home: Path) -> Path:
    """The folder whose ``profiles/`` holds the named profiles."""
    home = Path(home)
    if home.parent.name == PROFILES_DIRNAME and _NAME.match(home.name):
        return home.parent.parent
    return home


def normalize_profile_name(name: str) -> str:
    stripped = name.strip()
    if stripped.casefold() == DEFAULT_PROFILE:
        return DEFAULT_PROFILE
    return stripped.lower()


def profile_home(home: Path, name: str) -> Path:
    """The home folder of profile ``name`` (validated; it may not exist)."""
    canon = normalize_profile_name(name)
    root = profiles_root(home)
    if canon == DEFAULT_PROFILE:
        return root
    if not _NAME.match(canon):
        raise ProfileLookupError(
            f"invalid profile name '{canon}' (use a-z, 0-9, '-' and '_', up to 64 characters)"
        )
    return root / PROFILES_DIRNAME / canon


def open_profile_db(home: Path, name: str) -> SessionDB:
    """Profile ``name``'s state.db, opened read-only (no schema work, no write lock)."""
    canon = normalize_profile_name(name)
    folder = profile_home(home, canon)
    if not folder.is_dir():
        raise ProfileLookupError(f"profile '{canon}' does not exist")
    path = folder / STATE_DB_FILENAME
    if not path.is_file():
        raise ProfileLookupError(f"profile '{canon}' has no session database")
    try:
        return SessionDB(path, read_only=True)
    except DatabaseUnavailableError as exc:
        raise ProfileLookupError(f"cannot open the session database: {exc}") from exc


def list_profile_homes(home: Path) -> list[tuple[str, Path]]:
    """``("default", root)`` then every named profile folder, sorted by name."""
    root = profiles_root(home)
    found = [(DEFAULT_PROFILE, root)]
    folder = root / PROFILES_DIRNAME
    try:
        entries = sorted(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        entries = []
    found.extend(
        (e.name, e)
        for e in entries
        if e.is_dir() and _NAME.match(e.name) and e.name != DEFAULT_PROFILE
    )
    return found


def find_session_profile(home: Path, session_id: str) -> tuple[str, SessionDB] | None:
    """The first profile whose state.db holds ``session_id``: (name, open read-only db).

    The caller closes the returned database.
    """
    seen: set[Path] = set()
    for name, folder in list_profile_homes(home):
        path = folder / STATE_DB_FILENAME
        try:
            key = path.resolve()
        except OSError:
            continue
        if key in seen or not path.is_file():
            continue
        seen.add(key)
        # Another profile's broken database is not the one asked about: skip it, loudly.
        try:
            other = SessionDB(path, read_only=True)
        except DatabaseUnavailableError as exc:
            logger.warning("session_search: cannot open %s read-only: %s", path, exc)
            continue
        try:
            if other.get_session(session_id):
                return name, other
        except sqlite3.Error as exc:
            logger.warning("session_search: probing %s for %s failed: %s", path, session_id, exc)
        other.close()
    return None
