"""``MemoryRuntime``: the per-session memory lifecycle any agent loop can drive.

Order of calls (providers.md §10): :meth:`start_session` (or resume), then per user turn
:meth:`before_turn` → model calls with :meth:`tool_schemas` / :meth:`handle_tool_call` →
:meth:`after_turn`, with :meth:`maybe_compress` between turns, and :meth:`end_session`.
The system prompt is built once and frozen; recall goes only into the API copy of the
user message; reviews run on their own thread. One runtime serves one session (and its
continuations) until :meth:`end_session`; compression, branching and hand-off are collaborators.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from hermes_memory.compression import CompressionSettings, ContextCompressor
from hermes_memory.compression.messages import strip_private_keys
from hermes_memory.compression.session import SessionCompression, new_session_id
from hermes_memory.context.fencing import sanitize_context
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import CompressionError, RuntimeStateError
from hermes_memory.llm import ChatModel
from hermes_memory.paths import resolve_home, state_db_path
from hermes_memory.prompt import PromptBuilder, SessionPrompt
from hermes_memory.providers.base import is_trivial_prompt
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.review import ReviewReport
from hermes_memory.runtime import assembly, records
from hermes_memory.runtime.branching import SessionBrancher
from hermes_memory.runtime.compacting import SessionCompaction
from hermes_memory.runtime.episode_recording import EpisodeRecorder
from hermes_memory.runtime.handoff import TurnHandoff
from hermes_memory.runtime.skill_injection import inject_first_turn
from hermes_memory.runtime.tool_window import ToolResultWindow, WorkingMemory
from hermes_memory.runtime.tooling import ToolHandler, ToolRouter
from hermes_memory.runtime.turn import TurnRecord, TurnState
from hermes_memory.sessions import EndReason, SessionDB, sanitize_title

logger = logging.getLogger(__name__)


class MemoryRuntime:
    """Memory for one agent session: prompt, recall, tools, persistence, review, compression.

    Everything is optional except the home: ``model`` is needed for compression and the
    review (``summary_model`` / ``review_model`` override it for those jobs; ``summary_model``
    also writes the episode recorded at session end, ``episodes=False`` skips it); ``store``,
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
        working_memory: WorkingMemory | None = None,
        episodes: bool | None = None,
    ) -> None:
        self.home = resolve_home(home)
        self.model = model
        self.platform = platform
        self.clock = clock or assembly.local_now
        self.store = store or MemoryStore.from_config(self.home, load=False)
        self._owns_db = db is None
        self.db: SessionDB | None = db if db is not None else SessionDB(state_db_path(self.home))
        self.manager = assembly.make_manager(
            self.home, self.store, manager, external_provider, load_provider=load_provider
        )
        self.counter = assembly.make_counter(self.home, nudge_interval)
        self.reviewer = assembly.make_reviewer(
            self.home, self.store, model, review_model, enabled=review_enabled, on_review=on_review
        )
        settings = self.compression_settings = compression or CompressionSettings.load(self.home)
        self.builder = PromptBuilder(
            self.home,
            store=self.store,
            manager=self.manager,
            clock=self.clock,
            context_dir=context_dir,
            system_message=system_message,
            platform=platform,
            session_search=self.db is not None,
            skills=True,  # the router below always offers the skill tools
        )
        writer = assembly.make_compressor(model, settings, self.clock, summary_model)
        self._compaction = SessionCompaction(
            writer, self.builder, self.manager, platform=platform, clock=self.clock
        )
        self._branching = SessionBrancher(self.manager, platform=platform, clock=self.clock)
        self._handoff = TurnHandoff(self.manager, self.reviewer, skills_home=self.home)
        self.episodes = EpisodeRecorder(self.home, summary_model, enabled=episodes)
        self.tools = ToolRouter(
            self.manager,
            db=lambda: self.db,
            current_session=lambda: self.session_id,
            on_memory_call=self.counter.memory_tool_used,
            platform=platform,
            skills_home=self.home,
            summary_model=summary_model or model,
        )
        self.tool_window = ToolResultWindow.load(self.home, working_memory)
        self.session_id: str | None = None
        self.history: list[dict[str, Any]] = []
        self.last_prompt_tokens: int | None = None
        self.last_compression: SessionCompression | None = None
        self.last_compression_error: str | None = None
        self._prompt: SessionPrompt | None = None
        self._turn: TurnState | None = None
        self._closed = False

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
            session_id, history, stored_prompt = records.resume_point(self.db, session_id)
        sid = session_id or new_session_id(self.clock())
        self.store.load_from_disk()
        self.manager.initialize_all(sid, platform=self.platform, hermes_home=str(self.home))
        self.session_id = sid
        self.history = history
        self.counter.hydrate(history)
        self._handoff.session_started(self.db, sid)  # the skills curator, off-thread
        self._prompt = SessionPrompt(self.builder, sid, model=self.model_name)
        if stored_prompt:
            self._prompt.freeze(stored_prompt)  # same bytes as before: the prefix cache holds
        if self.db is not None:
            records.start_row(self.db, self._prompt, source or self.platform, model_config, title)
            self._compaction.restore(self.db, sid)
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

    def tool_schemas(self) -> list[dict[str, Any]]:
        """Bare function schemas of the tools available now (memory, search, providers, yours)."""
        return self.tools.schemas()

    def register_tool(self, schema: Mapping[str, Any], handler: ToolHandler) -> str:
        """Offer the model your own tool: ``handler(arguments)`` gives its result."""
        return self.tools.register(schema, handler)

    def before_turn(self, user_message: str) -> list[dict[str, Any]]:
        """Start a user turn; returns the messages to send (system prompt first).

        The user's text is cleaned of leaked memory fences; recall is fetched once (not for
        trivial prompts) and fenced into the API copy of this message only.
        """
        sid = self._require_session()
        if self._turn is not None:
            raise RuntimeStateError("The previous turn has not been finished with after_turn.")
        self._handoff.next_user_message(user_message)  # stops a review racing this turn
        self.maybe_compress(preflight_text=user_message)
        sid = self._require_session()  # compression may have moved us to a child session
        clean = sanitize_context(user_message).strip()
        if not self.history and self.db is not None and self._prompt is not None:
            budget = self.tool_window.budget
            inject_first_turn(self.episodes, self.db, self._prompt, clean, budget)
        self.store.reset_consolidation_failures()
        review_due = self.counter.start_turn(memory_available=self.tools.memory_available())
        number = self.counter.user_turn_count
        self.manager.on_turn_start(number, clean)
        recall = ""
        if not is_trivial_prompt(clean):
            try:
                recall = self.manager.prefetch_all(clean, session_id=sid)
            except Exception as exc:  # boundary: recall is best effort; the turn goes on
                logger.warning("memory prefetch failed: %s", exc, exc_info=True)
        user = {"role": "user", "content": clean}
        self._turn = TurnState(number, clean, user, recall=recall, review_due=review_due)
        self._turn.recall_status = self.manager.describe_recall() if recall.strip() else ""
        api = self._turn.api_copy(self.system_prompt, self.history)
        self._turn.api_messages = self.tool_window.fit(api)  # the stored history stays whole
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

    def handle_tool_call(
        self, name: str, arguments: Mapping[str, Any] | str | None, *, tool_call_id: str = ""
    ) -> str:
        """Run one tool call; returns what the model sees (:meth:`after_turn` stores it whole)."""
        self._require_session()
        result = self.tools.handle(name, arguments, tool_call_id=tool_call_id)
        return self.tool_window.for_model(name, result, self._turn)

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
        final = sanitize_context(final_response or "").strip()
        rows = turn.stored_rows(messages or [], final)
        ids = self.db.append_messages(sid, rows) if self.db is not None else []
        self.history.extend(rows)
        self._turn = None
        self.last_prompt_tokens = prompt_tokens or self.last_prompt_tokens
        synced, started = self._handoff.hand_off(
            turn, rows, final, sid, self.history, self.system_prompt, interrupted=interrupted
        )
        return TurnRecord(sid, ids, synced, started, interrupted)

    def record_usage(self, prompt_tokens: int, completion_tokens: int, api_calls: int) -> None:
        """Add a turn's token usage to the session row (best effort)."""
        if self.db is not None and self.session_id is not None:
            usage = (prompt_tokens, completion_tokens, api_calls)
            records.record_usage(self.db, self.session_id, self.model_name, *usage)

    def abandon_turn(self) -> bool:
        """Forget the turn begun by ``before_turn`` without storing it; True if one was open.

        Use it only when the model produced nothing for the turn (no text, no tool call):
        whatever a tool call did must be stored with ``after_turn(..., interrupted=True)``.
        The nudge counter keeps the tick, so a review may come one turn early.
        """
        if self._turn is None:
            return False
        self._turn = None  # nothing stored, nothing in the history: as if never sent
        return True

    @property
    def compressor(self) -> ContextCompressor | None:
        """The summary writer, ``None`` when there is no model (compression is then off)."""
        return self._compaction.compressor

    def estimate_prompt_tokens(self, extra_text: str = "") -> int:
        return self._compaction.estimate_tokens(
            self.system_prompt, self.history, self.tool_schemas(), extra_text
        )

    def maybe_compress(
        self, prompt_tokens: int | None = None, *, preflight_text: str = ""
    ) -> SessionCompression | None:
        """Compress when the context passed the threshold; failures are logged, not raised."""
        if self.compressor is None or self._turn is not None or not self.history:
            return None
        tokens = prompt_tokens or self.last_prompt_tokens
        if tokens is None:
            tokens = self.estimate_prompt_tokens(preflight_text)
        if not self._compaction.due(tokens):
            return None
        try:
            return self.compress()
        except CompressionError as exc:  # the session goes on uncompressed
            self.last_compression_error = str(exc)
            logger.warning("%s", exc)
            return None

    def compress(
        self, *, focus_topic: str | None = None, force: bool = False
    ) -> SessionCompression:
        """Compress now and continue in a child session (or in place, with
        ``compression.in_place``); raises ``CompressionError``."""
        sid = self._require_session()
        db = self._compaction.ready(self.db)
        if self._turn is not None:
            raise RuntimeStateError("Compress between turns, not during one.")
        outcome, prompt = self._compaction.run(
            db, sid, self.history, model=self.model_name, focus_topic=focus_topic, force=force
        )
        self.last_compression, self.last_compression_error = outcome, None
        if prompt is not None:  # continue in the child session (or the one rewritten in place)
            self.session_id, self._prompt = outcome.session_id, prompt
            self.history = [
                strip_private_keys(m) for m in outcome.messages if m.get("role") != "system"
            ]
            self.last_prompt_tokens = None  # wait for the provider's next real count
        return outcome

    def branch(self, name: str | None = None) -> str:
        """Continue in a new session holding a copy of this one; returns its id.

        Its title is ``name``, else the next of this session's title (``"proj"`` →
        ``"proj #2"``), else of ``"branch"``. Raises ``RuntimeStateError`` during a turn,
        without a session database or before any message, and ``TitleError`` when
        ``name`` is taken; nothing has changed then.
        """
        old = self._require_session()
        if self._turn is not None:
            raise RuntimeStateError("Branch between turns, not during one.")
        self.session_id = self._branching.branch(
            self.db, old, self.history, self.system_prompt, self.model_name, name
        )
        return self.session_id

    def end_session(
        self, reason: EndReason | str = EndReason.USER_EXIT, *, review_timeout: float = 0.0
    ) -> None:
        """End the session: a running review gets ``review_timeout`` seconds, providers see
        the end and shut down, the runtime is closed; the session's episode is then recorded
        on a background thread (``self.episodes.thread``)."""
        if self._closed:
            return
        self._handoff.settle_review(review_timeout)
        if self.session_id is not None:
            self.manager.on_session_end(list(self.history))
        self.manager.shutdown_all()
        if self.db is not None and self.session_id is not None:
            self.db.end_session(self.session_id, reason)
            if reason != EndReason.COMPRESSION:  # a split continues: the chain is one episode
                self.episodes.record(self.db.db_path, self.session_id)
        self._closed = True
        if self._owns_db and self.db is not None:
            self.db.close()

    close = end_session

    def __enter__(self) -> MemoryRuntime:
        return self

    def __exit__(self, *exc: object) -> None:
        self.end_session()

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeStateError("This runtime's session has ended; create a new runtime.")

    def _require_session(self) -> str:
        self._check_open()
        if self.session_id is None:
            raise RuntimeStateError("No session has been started: call start_session() first.")
        return self.session_id
