"""What the inspector reads: one home, its state.db opened read-only on first need.

The inspector never writes: state.db is opened with ``mode=ro`` (so no schema work, no index
catch-up), the curated files are only read, and the frozen memory snapshot is taken once, when
the server starts, the way an agent's session freezes it.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.errors import DatabaseUnavailableError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB
from hermes_memory.web.secrets import SecretValues

NO_STATE_DB = (
    "There is no state.db in this home yet. Sessions are stored there when an agent using "
    "this home (Hermes, `hermes-memory chat`, the MCP server) has its first conversation, or "
    "when history is imported with `hermes-memory sessions import`."
)


@dataclass
class HomeReader:
    """The home behind every page; safe to share between the server's threads."""

    home: Path
    started_at: float = field(default_factory=time.time)
    _db: SessionDB | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def session_db(self) -> tuple[SessionDB | None, str]:
        """``(db, "")``, or ``(None, why there is none)``; opened once, then shared."""
        with self._lock:
            if self._db is not None:
                return self._db, ""
            path = state_db_path(self.home)
            if not path.exists():
                return None, NO_STATE_DB
            try:
                self._db = SessionDB(path, read_only=True)
            except DatabaseUnavailableError as exc:
                return None, f"state.db cannot be read: {exc}"
            return self._db, ""

    def secrets(self) -> SecretValues:
        """The ``.env`` values to hide, read now (a key added later is hidden too)."""
        return SecretValues.of_home(self.home)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
