"""``MemoryStore``: the two curated stores, their frozen snapshot and every mutation.

Each mutation takes the in-process lock, then the per-target file lock, re-reads the file,
checks it, applies the change to a copy and replaces the file atomically — so concurrent
writers (threads, processes, a Hermes on the same home) never lose a successful write.
Failures are raised as :mod:`hermes_memory.errors` exceptions; successes return data.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from hermes_memory.config import load_memory_config
from hermes_memory.curated import messages
from hermes_memory.curated.batch import normalize_operations, plan_batch, scan_operations
from hermes_memory.curated.content import prepare_entry, prepare_old_text
from hermes_memory.curated.entries import Target, parse_entries, store_size, usage_short
from hermes_memory.curated.files import memory_path
from hermes_memory.curated.matching import find_entry
from hermes_memory.curated.outcome import WriteOutcome
from hermes_memory.curated.pipeline import Change, load_text, locked_update
from hermes_memory.curated.scanning import ensure_clean
from hermes_memory.curated.snapshot import render_block, sanitize_entries
from hermes_memory.errors import (
    AmbiguousMatchError,
    BudgetExceededError,
    ConsolidationCapError,
    ConsolidationError,
    EmptyArgumentError,
    NoMatchError,
    StaleEntryError,
)
from hermes_memory.paths import resolve_home
from hermes_memory.scanning import ScanPolicy, SecondOpinion, load_scan_policy, write_second_opinion

logger = logging.getLogger("hermes_memory.curated")

TargetLike = Target | str


class MemoryStore:
    """Bounded, file-backed curated memory (``MEMORY.md`` and ``USER.md``).

    ``memory_entries`` / ``user_entries`` are live lists refreshed from disk at every
    mutation; :meth:`format_for_system_prompt` returns the blocks frozen by the last
    :meth:`load_from_disk`. Safe to share between threads (one agent and its review).
    """

    MAX_CONSOLIDATION_FAILURES_PER_TURN = messages.MAX_CONSOLIDATION_FAILURES_PER_TURN
    _MAX_CONSOLIDATION_FAILURES_PER_TURN = MAX_CONSOLIDATION_FAILURES_PER_TURN

    def __init__(
        self,
        memory_char_limit: int | str = 2200,
        user_char_limit: int | str = 1375,
        *,
        home: str | os.PathLike[str] | None = None,
        memory_enabled: bool = True,
        user_profile_enabled: bool = True,
    ) -> None:
        self.memory_char_limit = int(memory_char_limit)
        self.user_char_limit = int(user_char_limit)
        self.memory_enabled = memory_enabled
        self.user_profile_enabled = user_profile_enabled
        self._home = home
        self.memory_entries: list[str] = []
        self.user_entries: list[str] = []
        self._system_prompt_snapshot: dict[Target, str] = {Target.MEMORY: "", Target.USER: ""}
        self._consolidation_failures = 0
        self._lock = threading.RLock()
        self.scan_policy: ScanPolicy | None = None  # both set by from_config
        self.second_opinion: SecondOpinion | None = None

    @classmethod
    def from_config(
        cls, home: str | os.PathLike[str] | None = None, *, load: bool = True
    ) -> MemoryStore:
        """A store with config.yaml's limits, enable flags, scan relaxations and classifier
        (asked on writes; ``None`` when off), loaded unless ``load`` is false. A bad
        config.yaml raises ConfigError: guessed defaults could switch a store back on."""
        config = load_memory_config(home)
        store = cls(
            config.memory_char_limit,
            config.user_char_limit,
            home=home,
            memory_enabled=config.memory_enabled,
            user_profile_enabled=config.user_profile_enabled,
        )
        store.scan_policy = load_scan_policy(home)
        store.second_opinion = write_second_opinion(home)
        if load:
            store.load_from_disk()
        return store

    # -- simple accessors -----------------------------------------------------------------

    @property
    def home(self) -> Path:
        """The home this store works on, resolved now."""
        return resolve_home(self._home)

    def path_for(self, target: TargetLike) -> Path:
        return memory_path(self._home, Target.parse(target))

    def target_enabled(self, target: TargetLike) -> bool:
        if Target.parse(target) is Target.USER:
            return self.user_profile_enabled
        return self.memory_enabled

    def char_limit(self, target: TargetLike) -> int:
        if Target.parse(target) is Target.USER:
            return self.user_char_limit
        return self.memory_char_limit

    def entries(self, target: TargetLike) -> list[str]:
        """The live list of ``target``."""
        return self.user_entries if Target.parse(target) is Target.USER else self.memory_entries

    def char_count(self, target: TargetLike) -> int:
        return store_size(self.entries(target))

    def _set_entries(self, target: Target, entries: list[str]) -> None:
        if target is Target.USER:
            self.user_entries = entries
        else:
            self.memory_entries = entries

    @property
    def consolidation_failures(self) -> int:
        return self._consolidation_failures

    def reset_consolidation_failures(self) -> None:
        """Called by the host at the start of every user turn."""
        with self._lock:
            self._consolidation_failures = 0

    # -- load and snapshot ----------------------------------------------------------------

    def load_from_disk(self) -> None:
        """Read both files (unreadable → empty), dedupe, and freeze the prompt snapshot."""
        with self._lock:
            for target in Target:
                path = self.path_for(target)
                entries = parse_entries(self._load_text(target))
                self._set_entries(target, entries)
                limit = self.char_limit(target)
                if (size := store_size(entries)) > limit:
                    logger.warning(
                        "%s exceeds its char limit on load: %d/%d chars. Entries stay loaded; "
                        "further additions are blocked until it is back under the limit.",
                        path.name,
                        size,
                        limit,
                    )
                shown = sanitize_entries(entries, target, log=True, policy=self.scan_policy)
                self._system_prompt_snapshot[target] = render_block(target, shown, limit)

    def _load_text(self, target: Target) -> str:  # a database-backed subclass overrides
        return load_text(self.path_for(target))

    def _locked_change(
        self, target: Target, limit: int, decide: Callable[[list[str], int], Change], *,
        check_drift: bool, on_loaded: Callable[[list[str]], None],
    ) -> Change:  # fmt: skip
        return locked_update(self.path_for(target), limit, decide, check_drift=check_drift, on_loaded=on_loaded)  # noqa: E501  # fmt: skip

    def format_for_system_prompt(self, target: TargetLike) -> str | None:
        """The block frozen at the last :meth:`load_from_disk`; ``None`` when empty."""
        return self._system_prompt_snapshot[Target.parse(target)] or None

    # -- the mutation pipeline ------------------------------------------------------------

    @contextlib.contextmanager
    def _counted(self) -> Iterator[None]:
        """Count consolidation failures; past the cap, replace them with a terminal error."""
        try:
            yield
        except ConsolidationError as exc:
            if not getattr(exc, "counted", True):
                raise
            self._consolidation_failures += 1
            failures = self._consolidation_failures
            if failures > self.MAX_CONSOLIDATION_FAILURES_PER_TURN:
                raise ConsolidationCapError(messages.consolidation_cap(failures), failures) from exc
            raise

    def _mutate(
        self,
        target: Target,
        decide: Callable[[list[str], int], Change],
        *,
        check_drift: bool,
        success_resets: bool = True,
    ) -> WriteOutcome:
        limit = self.char_limit(target)
        with self._lock, self._counted():
            change = self._locked_change(
                target,
                limit,
                decide,
                check_drift=check_drift,
                on_loaded=lambda entries: self._set_entries(target, entries),
            )
            if change.entries is not None:
                self._set_entries(target, change.entries)
            if success_resets:
                self._consolidation_failures = 0
            live = self.entries(target)
            return WriteOutcome(
                target=target,
                message=change.message,
                entry_count=len(live),
                char_count=store_size(live),
                char_limit=limit,
                written=change.entries is not None,
                **change.extras,  # type: ignore[arg-type]
            )

    def _locate(
        self, entries: list[str], old_text: str, verb: str, target: Target, pinned: str | None
    ) -> int:
        if pinned is not None:
            if pinned not in entries:
                raise StaleEntryError(messages.stale_entry(pinned))
            return entries.index(pinned)
        match = find_entry(entries, old_text, target)
        if match.ambiguous:
            raise AmbiguousMatchError(
                messages.ambiguous(old_text), [entries[i] for i in match.candidates]
            )
        if match.index is None:
            raise NoMatchError(messages.no_match(old_text, verb), current_entries=entries)
        return match.index

    # -- single operations ----------------------------------------------------------------

    def add(self, target: TargetLike, content: str) -> WriteOutcome:
        """Append ``content`` (stripped). An identical entry is a no-op success."""
        tgt = Target.parse(target)
        content = prepare_entry(content)
        if not content:
            raise EmptyArgumentError(messages.CONTENT_EMPTY)
        ensure_clean(content, policy=self.scan_policy, second_opinion=self.second_opinion)

        def decide(entries: list[str], limit: int) -> Change:
            if content in entries:
                return Change(None, messages.DUPLICATE)
            current = store_size(entries)
            if store_size([*entries, content]) > limit:
                raise BudgetExceededError(
                    messages.add_overflow(current, limit, len(content)),
                    current_entries=entries,
                    usage=usage_short(current, limit),
                )
            return Change([*entries, content], messages.ADDED)

        # Appending cannot clobber foreign text, so drift is not checked (unreadable still is).
        return self._mutate(tgt, decide, check_drift=False)

    def replace(
        self,
        target: TargetLike,
        old_text: str,
        new_content: str,
        matched_entry: str | None = None,
    ) -> WriteOutcome:
        """Overwrite the whole entry ``old_text`` selects with ``new_content``."""
        tgt = Target.parse(target)
        old = prepare_old_text(old_text)
        new = prepare_entry(new_content)
        if not new:
            raise EmptyArgumentError(messages.NEW_CONTENT_EMPTY)
        ensure_clean(new, policy=self.scan_policy, second_opinion=self.second_opinion)

        def decide(entries: list[str], limit: int) -> Change:
            index = self._locate(entries, old, "replace", tgt, matched_entry)
            updated = [*entries[:index], new, *entries[index + 1 :]]
            total = store_size(updated)
            if total > limit:
                raise BudgetExceededError(
                    messages.replace_overflow(total, limit),
                    current_entries=entries,
                    usage=usage_short(store_size(entries), limit),
                )
            return Change(updated, messages.REPLACED, {"replaced_entry": entries[index]})

        return self._mutate(tgt, decide, check_drift=True)

    def remove(
        self, target: TargetLike, old_text: str, matched_entry: str | None = None
    ) -> WriteOutcome:
        """Delete the entry ``old_text`` selects (the last one too: the file becomes empty)."""
        tgt = Target.parse(target)
        old = prepare_old_text(old_text)

        def decide(entries: list[str], limit: int) -> Change:
            index = self._locate(entries, old, "remove", tgt, matched_entry)
            updated = [*entries[:index], *entries[index + 1 :]]
            return Change(updated, messages.REMOVED, {"removed_entry": entries[index]})

        return self._mutate(tgt, decide, check_drift=True)

    def resolve_entry(self, target: TargetLike, old_text: str, verb: str) -> str:
        """The full entry ``old_text`` selects now (read under the lock); nothing is written."""
        tgt = Target.parse(target)
        old = prepare_old_text(old_text)
        found: list[str] = []

        def decide(entries: list[str], limit: int) -> Change:
            found.append(entries[self._locate(entries, old, verb, tgt, None)])
            return Change(None)

        self._mutate(tgt, decide, check_drift=False, success_resets=False)
        return found[0]

    # -- batches --------------------------------------------------------------------------

    def _batch(
        self,
        target: TargetLike,
        operations: Sequence[object],
        *,
        commit: bool,
        preserve_existing: bool = False,
    ) -> tuple[WriteOutcome, list[str | None]]:
        tgt = Target.parse(target)
        if not operations:
            raise EmptyArgumentError(messages.OPERATIONS_EMPTY)
        ops = normalize_operations(operations)
        scan_operations(ops, self.scan_policy, self.second_opinion)
        previous: list[str | None] = []

        def decide(entries: list[str], limit: int) -> Change:
            plan = plan_batch(entries, ops, tgt, limit, preserve_existing=preserve_existing)
            previous.extend(plan.previous)
            if not commit:
                return Change(None)
            extras: dict[str, object] = {}
            if replaced := plan.replaced(ops):
                extras["replaced_entries"] = replaced
            if removed := plan.removed(ops):
                extras["removed_entries"] = removed
            return Change(plan.entries, messages.applied(len(ops)), extras)

        outcome = self._mutate(tgt, decide, check_drift=commit, success_resets=commit)
        return outcome, previous

    def apply_batch(
        self,
        target: TargetLike,
        operations: Sequence[object],
        *,
        preserve_existing: bool = False,
    ) -> WriteOutcome:
        """Apply ``operations`` all-or-nothing, checking the budget on the final state only."""
        outcome, _ = self._batch(
            target, operations, commit=True, preserve_existing=preserve_existing
        )
        return outcome

    def resolve_batch_entries(
        self, target: TargetLike, operations: Sequence[object]
    ) -> list[str | None]:
        """Dry run of :meth:`apply_batch`: per op, the full entry a replace/remove selects
        (``None`` for add). Fails exactly where the real batch would; writes nothing."""
        _, previous = self._batch(target, operations, commit=False)
        return previous

    def add_independent_entries(
        self, target: TargetLike, contents: Sequence[object]
    ) -> WriteOutcome:
        """Add each clean, new content that still fits, skipping the rest (approval tooling)."""
        tgt = Target.parse(target)
        prepared = (prepare_entry(c) for c in contents if isinstance(c, str))
        cleaned = [content for content in prepared if content]
        for content in cleaned:
            ensure_clean(content, policy=self.scan_policy, second_opinion=self.second_opinion)

        def decide(entries: list[str], limit: int) -> Change:
            working = list(entries)
            for content in cleaned:
                if content not in working and store_size([*working, content]) <= limit:
                    working.append(content)
            saved = len(working) - len(entries)
            if not saved:
                return Change(None, None, {"additions_saved": 0})
            return Change(working, messages.INDEPENDENT_SAVED, {"additions_saved": saved})

        return self._mutate(tgt, decide, check_drift=False, success_resets=bool(cleaned))


def load_on_disk_store(home: str | os.PathLike[str] | None = None) -> MemoryStore:
    """A loaded store configured from ``config.yaml`` for callers without an agent."""
    return MemoryStore.from_config(home)
