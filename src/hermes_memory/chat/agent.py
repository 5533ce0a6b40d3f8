"""``ChatAgent``: the reference chat's turn logic over ``MemoryRuntime`` (no terminal I/O).

Everything memory-related is the runtime's: the frozen prompt, fenced recall, the tools,
persistence, provider sync, background review and compression. The agent adds what a chat
needs on top: streaming a turn, starting a fresh session, and the data behind ``/memory``
and ``/search``. The terminal loop in ``repl.py`` only reads lines and prints.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermes_memory.curated.entries import Target, store_size, usage_long
from hermes_memory.curated.snapshot import sanitize_entries
from hermes_memory.errors import TitleError
from hermes_memory.llm import ChatModel, ToolCall
from hermes_memory.paths import resolve_home
from hermes_memory.review import ReviewReport
from hermes_memory.runtime import DEFAULT_MAX_ITERATIONS, MemoryRuntime, TurnResult, run_turn
from hermes_memory.sessions import EndReason

logger = logging.getLogger("hermes_memory.chat")

PLATFORM = "cli"
EXIT_REVIEW_WAIT = 10.0  # seconds a running review may take to finish when the chat ends
NEW_SESSION_REVIEW_WAIT = 5.0  # the same on /new, kept short: the user is waiting

RuntimeFactory = Callable[[], MemoryRuntime]


class ChatAgent:
    """One chat with memory: a runtime per session, a model shared by all of them.

    ``on_review`` receives background-review reports (from the review thread).
    ``runtime_factory`` replaces how each session's runtime is built (tests use it).
    """

    def __init__(
        self,
        model: ChatModel,
        home: str | os.PathLike[str] | None = None,
        *,
        title: str | None = None,
        resume: str | None = None,
        on_review: Callable[[ReviewReport], None] | None = None,
        max_iterations: int = DEFAULT_MAX_ITERATIONS,
        runtime_factory: RuntimeFactory | None = None,
    ) -> None:
        self.model = model
        self.home: Path = resolve_home(home)
        self.title = title
        self.resume = resume
        self.on_review = on_review
        self.max_iterations = max_iterations
        self._factory = runtime_factory or self._default_runtime
        self.runtime: MemoryRuntime | None = None
        self.warnings: list[str] = []
        self.last_failure_kept = False

    def _default_runtime(self) -> MemoryRuntime:
        return MemoryRuntime(
            self.home, model=self.model, platform=PLATFORM, on_review=self._review_done
        )

    def _review_done(self, report: ReviewReport) -> None:
        if self.on_review is not None:
            self.on_review(report)

    # -- session life ---------------------------------------------------------------------

    def start(self) -> str:
        """Open the first session (resuming ``resume`` when given); returns its id."""
        return self._open(self.resume, self.title)

    def _open(self, resume: str | None, title: str | None) -> str:
        runtime = self._factory()
        try:
            sid = runtime.start_session(resume, resume=bool(resume))
        except BaseException:
            runtime.end_session(EndReason.AGENT_CLOSE)
            raise
        self.runtime = runtime
        if title:
            self.set_title(title)
        return sid

    def set_title(self, title: str) -> bool:
        """Title the current session; a refused title becomes a warning, not a failure."""
        runtime = self._require()
        if runtime.db is None:
            return False
        try:
            runtime.db.set_session_title(self.session_id, title)
        except TitleError as exc:
            self.warnings.append(f"Title not set: {exc}")
            return False
        return True

    @property
    def session_id(self) -> str:
        sid = self._require().session_id
        assert sid is not None
        return sid

    def branch(self, name: str | None = None) -> str:
        """Continue in a copy of this session (the current one ends ``branched``)."""
        return self._require().branch(name)

    def new_session(self) -> str:
        """End the current session (reason ``new_session``) and open a fresh one."""
        self.close(EndReason.NEW_SESSION, review_wait=NEW_SESSION_REVIEW_WAIT)
        return self._open(None, None)

    def close(
        self, reason: EndReason = EndReason.USER_EXIT, *, review_wait: float = EXIT_REVIEW_WAIT
    ) -> None:
        runtime, self.runtime = self.runtime, None
        if runtime is None:
            return
        if not runtime.history and runtime.db is not None and runtime.session_id:
            # Nothing was said (every message failed, or none was typed): leave no empty
            # session behind. A titled or resumed session is kept (the store's own rule).
            runtime.db.delete_session_if_empty(runtime.session_id)
        runtime.end_session(reason, review_timeout=review_wait)

    def _require(self) -> MemoryRuntime:
        if self.runtime is None:
            raise RuntimeError("The chat has no open session; call start() first.")
        return self.runtime

    # -- turns ----------------------------------------------------------------------------

    def send(
        self,
        text: str,
        *,
        on_delta: Callable[[str], None] | None = None,
        on_tool_call: Callable[[ToolCall, str], None] | None = None,
    ) -> TurnResult:
        """One user turn, streamed: visible text reaches ``on_delta`` with recalled-memory
        spans already removed by the runtime's scrubber.

        When it raises, :attr:`last_failure_kept` says whether part of the turn (tool calls
        that ran) was stored; otherwise nothing was, not even the user's message.
        """
        runtime = self._require()
        before = len(runtime.history)
        try:
            return run_turn(
                runtime,
                text,
                model=self.model,
                max_iterations=self.max_iterations,
                stream=True,
                on_delta=on_delta,
                on_tool_call=on_tool_call,
            )
        except BaseException:
            current = self.runtime
            self.last_failure_kept = current is not None and len(current.history) > before
            raise

    # -- what the slash commands show -----------------------------------------------------

    def memory_report(self) -> dict[str, dict[str, Any]]:
        """The live entries of both stores (what is on disk now, not the frozen prompt)."""
        store = self._require().store
        report: dict[str, dict[str, Any]] = {}
        for target in Target:
            entries = store.entries(target)
            limit = store.char_limit(target)
            report[target.value] = {
                "enabled": store.target_enabled(target),
                "entries": sanitize_entries(entries, target),
                "usage": usage_long(store_size(entries), limit),
            }
        return report

    def search(self, query: str, *, limit: int = 5) -> dict[str, Any]:
        """``session_search`` as the model would call it (the current session left out)."""
        args: dict[str, Any] = {"query": query, "limit": limit} if query else {"limit": limit}
        raw = self._require().handle_tool_call("session_search", args)
        data = json.loads(raw)
        return data if isinstance(data, dict) else {"success": False, "error": raw}
