"""``MemoryRuntime``: the per-session memory lifecycle any agent loop can drive.

Order of calls (providers.md §10): :meth:`start_session` (or resume), then per user turn
:meth:`before_turn` → model calls with :meth:`tool_schemas` / :meth:`handle_tool_call` →
:meth:`after_turn`, with :meth:`maybe_compress` between turns, and :meth:`end_session`.
The system prompt is built once and frozen; recall goes only into the API copy of the
current user message; the review runs on its own thread. One runtime serves one session
(and its compression continuations); after :meth:`end_session` it is closed.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.compression import CompressionSettings
from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.compression.session import SessionCompression, new_session_id, restore_cooldown
from hermes_memory.config import load_memory_config
from hermes_memory.context.fencing import build_memory_context_block, sanitize_context
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import HermesMemoryError, RuntimeStateError
from hermes_memory.llm import ChatModel
from hermes_memory.paths import resolve_home, state_db_path
from hermes_memory.prompt import PromptBuilder, SessionPrompt
from hermes_memory.providers.base import is_trivial_prompt
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.mirror import build_write_metadata
from hermes_memory.providers.plugins import load_configured_provider
from hermes_memory.review import NudgeCounter, ReviewReport
from hermes_memory.review.reviewer import CANCEL_WAIT_SECONDS
from hermes_memory.runtime.abandon import AbandonMixin
from hermes_memory.runtime.assembly import make_compressor, make_reviewer
from hermes_memory.runtime.branching import BranchMixin
from hermes_memory.runtime.compacting import CompressionMixin
from hermes_memory.runtime.tooling import RESERVED_TOOL_NAMES, ToolRouter
from hermes_memory.runtime.turn import TurnRecord, TurnState
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.titles import sanitize_title
from hermes_memory.sessions.types import EndReason

logger = logging.getLogger(__name__)


def _local_now() -> datetime:
    return datetime.now().astimezone()


class MemoryRuntime(CompressionMixin, BranchMixin, AbandonMixin):
    """Memory for one agent session: prompt, recall, tools, persistence, review, compression.

    Everything is optional except the home: ``model`` is needed for compression and the
    review (``summary_model`` / ``review_model`` override it for those jobs); ``store``,
    ``db`` and ``manager`` are built from the home when not given (a given ``db`` is not
    closed by the runtime). An ``external_provider`` is registered after the built-in one;
    by default the provider named by ``memory.provider`` in config.yaml is loaded.
    """

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        model: ChatModel | None = None,
        store: MemoryStore | None = None,
        db: SessionDB | None = None,
        manager: MemoryManager | None = None,
        external_provider: Any | None = None,
        load_provider: bool = True,
        review_model: ChatModel | None = None,
        summary_model: ChatModel | None = None,
        clock: Callable[[], datetime] | None = None,
        platform: str = "cli",
        context_dir: str | os.PathLike[str] | None = None,
        system_message: str | None = None,
        compression: CompressionSettings | None = None,
        nudge_interval: int | None = None,
        review_enabled: bool | None = None,
        on_review: Callable[[ReviewReport], None] | None = None,
    ) -> None:
        self.home = resolve_home(home)
        self.model = model
        self.platform = platform
        self.clock = clock or _local_now
        self.store = store or MemoryStore.from_config(self.home, load=False)
        self._owns_db = db is None
        self.db: SessionDB | None = db if db is not None else SessionDB(state_db_path(self.home))
        self.manager = manager or MemoryManager(reserved_tool_names=RESERVED_TOOL_NAMES)
        if self.manager.get_provider("builtin") is None:
            self.manager.add_provider(BuiltinMemoryProvider(self.store))
        if external_provider is None and load_provider:
            external_provider = load_configured_provider(self.home)
        if external_provider is not None:
            self.manager.add_provider(external_provider)

        self.counter = NudgeCounter(
            load_memory_config(self.home).nudge_interval
            if nudge_interval is None
            else nudge_interval
        )
        self.reviewer = make_reviewer(
            self.home, self.store, model, review_model, enabled=review_enabled, on_review=on_review
        )
        self.compression_settings = compression or CompressionSettings.load(self.home)
        self.compressor = make_compressor(
            model, self.compression_settings, self.clock, summary_model
        )
        self.builder = PromptBuilder(
            self.home,
            store=self.store,
            manager=self.manager,
            clock=self.clock,
            context_dir=context_dir,
            system_message=system_message,
            platform=platform,
            session_search=self.db is not None,
        )
        self.tools = ToolRouter(
            self.manager,
            db=lambda: self.db,
            current_session=lambda: self.session_id,
            on_memory_call=self.counter.memory_tool_used,
            write_metadata=self._write_metadata,
        )
        self.session_id: str | None = None
        self.history: list[dict[str, Any]] = []
        self.last_prompt_tokens: int | None = None
        self.last_compression: SessionCompression | None = None
        self.last_compression_error: str | None = None
        self._prompt: SessionPrompt | None = None
        self._turn: TurnState | None = None
        self._closed = False

    # --- session start ------------------------------------------------------------------

    @property
    def model_name(self) -> str | None:
        return self.model.model_name if self.model is not None else None

    def start_session(
        self,
        session_id: str | None = None,
        *,
        resume: bool = False,
        title: str | None = None,
        source: str | None = None,
        model_config: Mapping[str, Any] | None = None,
    ) -> str:
        """Open a new session (or resume ``session_id``) and freeze its system prompt.

        Resuming follows compression continuations to the newest one, loads its history,
        hydrates the nudge counter from it and keeps the system prompt stored with it.
        A ``title`` another session holds is numbered (``title #2``); one too long raises
        ``TitleError`` before anything starts. Returns the session id in use.
        """
        self._check_open()
        if self.session_id is not None:
            raise RuntimeStateError(f"Session {self.session_id} is already running.")
        title = sanitize_title(title)
        history: list[dict[str, Any]] = []
        stored_prompt: str | None = None
        if resume:
            if not session_id or self.db is None:
                raise RuntimeStateError("Resuming needs a session id and a session database.")
            session_id = self.db.get_compression_tip(session_id)
            if self.db.get_session(session_id) is None:
                raise RuntimeStateError(f"No session {session_id} to resume.")
            history = [
                strip_private_keys(m) for m in self.db.get_messages_as_conversation(session_id)
            ]
            stored_prompt = (self.db.get_session(session_id) or {}).get("system_prompt")
        sid = session_id or new_session_id(self.clock())
        self.store.load_from_disk()
        self.manager.initialize_all(sid, platform=self.platform, hermes_home=str(self.home))
        self.session_id = sid
        self.history = history
        self.counter.hydrate(history)
        self._prompt = SessionPrompt(self.builder, sid, model=self.model_name)
        if isinstance(stored_prompt, str) and stored_prompt:
            self._prompt.freeze(stored_prompt)  # same bytes as before: the prefix cache holds
        if self.db is not None:
            self.db.create_session(
                sid,
                source or self.platform,
                model=self.model_name,
                model_config=dict(model_config) if model_config else None,
                system_prompt=self._prompt.text,
            )
            if title:
                self.db.set_title_numbered(sid, title)
            if self.compressor is not None:  # a failed summary's cooldown outlives the process
                restore_cooldown(self.db, self.compressor, sid, self.clock)
        return sid

    @property
    def system_prompt(self) -> str:
        """The frozen system prompt of the current session."""
        if self._prompt is None:
            raise RuntimeStateError("No session has been started.")
        return self._prompt.text

    def invalidate_prompt(self) -> str:
        """Rebuild the prompt from a fresh memory snapshot (an explicit invalidation)."""
        if self._prompt is None:
            raise RuntimeStateError("No session has been started.")
        text = self._prompt.rebuild()
        if self.db is not None and self.session_id:
            self.db.update_system_prompt(self.session_id, text)
        return text

    # --- one turn -------------------------------------------------------------------------

    def tool_schemas(self) -> list[dict[str, Any]]:
        """Bare function schemas of the tools available now (memory, session_search, providers)."""
        return self.tools.schemas()

    def before_turn(self, user_message: str) -> list[dict[str, Any]]:
        """Start a user turn; returns the messages to send (system prompt first).

        The user's text is cleaned of leaked memory fences; recall is fetched once (not for
        trivial prompts) and fenced into the API copy of this message only.
        """
        sid = self._require_session()
        if self._turn is not None:
            raise RuntimeStateError("The previous turn has not been finished with after_turn.")
        if self.reviewer is not None and self.reviewer.running:
            self.reviewer.cancel(CANCEL_WAIT_SECONDS)
        self.maybe_compress(preflight_text=user_message)
        sid = self._require_session()  # compression may have moved us to a child session
        clean = sanitize_context(user_message).strip()
        self.store.reset_consolidation_failures()
        review_due = self.counter.start_turn(memory_available=self.tools.memory_available())
        number = self.counter.user_turn_count
        self.manager.on_turn_start(number, clean)
        recall = ""
        if not is_trivial_prompt(clean):
            try:
                recall = self.manager.prefetch_all(clean, session_id=sid)
            except Exception as exc:  # recall is best effort; the turn goes on without it
                logger.warning("memory prefetch failed: %s", exc)
        user = {"role": "user", "content": clean}
        self._turn = TurnState(number, clean, user, recall=recall, review_due=review_due)
        self._turn.recall_status = self.manager.describe_recall() if recall.strip() else ""
        self._turn.api_messages = self._api_copy()
        return [dict(m) for m in self._turn.api_messages]

    def api_messages(self) -> list[dict[str, Any]]:
        """The current turn's API messages again (the same bytes as :meth:`before_turn`)."""
        if self._turn is None:
            raise RuntimeStateError("No turn in progress.")
        return [dict(m) for m in self._turn.api_messages]

    @property
    def recall_status(self) -> str:
        """``🧠 <provider> — recalled …`` for the current turn, ``""`` when nothing was recalled."""
        return self._turn.recall_status if self._turn is not None else ""

    def _api_copy(self) -> list[dict[str, Any]]:
        assert self._turn is not None
        user = dict(self._turn.user_message)
        block = build_memory_context_block(self._turn.recall)
        if block:
            user["content"] = f"{user['content']}\n\n{block}"
        history = [strip_private_keys(m) for m in self.history]
        return [{"role": "system", "content": self.system_prompt}, *history, user]

    def handle_tool_call(
        self, name: str, arguments: Mapping[str, Any] | str | None, *, tool_call_id: str = ""
    ) -> str:
        """Run one tool call of the model and return the JSON string it should receive."""
        self._require_session()
        return self.tools.handle(name, arguments, tool_call_id=tool_call_id)

    def _write_metadata(self, tool_call_id: str) -> dict[str, str]:
        return build_write_metadata(
            session_id=self.session_id or "", platform=self.platform, tool_call_id=tool_call_id
        )

    def after_turn(
        self,
        final_response: str,
        messages: Sequence[Mapping[str, Any]] | None = None,
        *,
        interrupted: bool = False,
        prompt_tokens: int | None = None,
    ) -> TurnRecord:
        """Finish the turn: persist it, sync providers, count toward the next review.

        ``messages`` are the ones produced in this turn after the user message (assistant
        tool calls, tool results, the final reply); the full list returned by
        :meth:`before_turn` with those appended is accepted too. The turn is durable in
        state.db when this returns. An interrupted turn is stored but not synced.
        """
        sid = self._require_session()
        turn = self._turn
        if turn is None:
            raise RuntimeStateError("after_turn without before_turn.")
        produced = self._produced(messages or [])
        final = sanitize_context(final_response or "").strip()
        last = produced[-1] if produced else None
        if final and not (last and last.get("role") == "assistant" and not last.get("tool_calls")):
            produced.append({"role": "assistant", "content": final})
        rows = [turn.user_message, *produced]
        ids = self.db.append_messages(sid, rows) if self.db is not None else []
        self.history.extend(rows)
        self._turn = None
        if prompt_tokens:
            self.last_prompt_tokens = prompt_tokens
        synced = False
        if not interrupted and final and turn.user_text:
            # This turn's messages only: bounded work per turn (the whole transcript goes
            # to providers at on_session_end), and redaction copies whatever is handed over.
            self.manager.sync_all(turn.user_text, final, session_id=sid, messages=list(rows))
            synced = True
            if not is_trivial_prompt(turn.user_text):
                self.manager.queue_prefetch_all(turn.user_text, session_id=sid)
        started = False
        if turn.review_due and not interrupted and final and self.reviewer is not None:
            same = self.reviewer.same_model
            started = (
                self.reviewer.start(
                    self.history, system_prompt=self.system_prompt if same else None
                )
                is not None
            )
        return TurnRecord(sid, ids, synced, started, interrupted)

    def _produced(self, messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        assert self._turn is not None
        items = [strip_private_keys(m) for m in messages]
        sent = self._turn.api_messages
        if items and items[0].get("role") == "system" and len(items) >= len(sent):
            items = items[len(sent) :]  # the caller passed the whole API list back
        for item in items:  # a reply that echoed recalled memory must not store it
            if item.get("role") == "assistant" and isinstance(item.get("content"), str):
                item["content"] = sanitize_context(item["content"]).strip()
        return items

    def record_usage(self, prompt_tokens: int, completion_tokens: int, api_calls: int) -> None:
        """Add a turn's token usage to the session row (best effort)."""
        if self.db is None or self.session_id is None:
            return
        try:
            self.db.update_token_counts(
                self.session_id,
                input_tokens=prompt_tokens,
                output_tokens=completion_tokens,
                model=self.model_name,
                api_call_count=api_calls,
            )
        except HermesMemoryError as exc:
            logger.warning("could not record token usage: %s", exc)

    # --- session end ----------------------------------------------------------------------

    def end_session(
        self, reason: EndReason | str = EndReason.USER_EXIT, *, review_timeout: float = 0.0
    ) -> None:
        """End the session: providers see it end and shut down; the runtime is closed.

        A running review gets ``review_timeout`` seconds to finish, then is cancelled.
        """
        if self._closed:
            return
        if self.reviewer is not None and self.reviewer.running:
            if review_timeout > 0:
                self.reviewer.wait(review_timeout)
            self.reviewer.cancel(CANCEL_WAIT_SECONDS)
        if self.session_id is not None:
            self.manager.on_session_end(list(self.history))
        self.manager.shutdown_all()
        if self.db is not None and self.session_id is not None:
            self.db.end_session(self.session_id, reason)
        self._closed = True
        if self._owns_db and self.db is not None:
            self.db.close()

    close = end_session

    def __enter__(self) -> MemoryRuntime:
        return self

    def __exit__(self, *exc: object) -> None:
        self.end_session()

    # --- helpers --------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeStateError("This runtime's session has ended; create a new runtime.")

    def _require_session(self) -> str:
        self._check_open()
        if self.session_id is None:
            raise RuntimeStateError("No session has been started: call start_session() first.")
        return self.session_id
