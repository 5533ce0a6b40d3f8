"""Batch operations: several add / replace / remove steps applied all-or-nothing.

The walk runs over a working copy and the budget is checked only on the final state, so
one batch can free room and add in the same call. Malformed items (not objects, fields that
are not strings) are ordinary batch failures rather than crashes. No disk access here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from hermes_memory.curated import messages
from hermes_memory.curated.content import check_text, normalize_newlines, splits_on_reload
from hermes_memory.curated.entries import Target, store_size, usage_short
from hermes_memory.curated.matching import find_entry
from hermes_memory.curated.scanning import ScanScope, first_threat_message
from hermes_memory.errors import BatchFailedError, InvalidContentError, ThreatBlockedError
from hermes_memory.scanning import ScanPolicy, SecondOpinion

ACTIONS = ("add", "replace", "remove")


@dataclass(frozen=True)
class BatchOp:
    """One normalised operation; ``problem`` is set for a malformed item."""

    action: str | None = None
    content: str = ""
    old_text: str = ""
    matched_entry: str | None = None
    problem: str | None = None


def _text(value: object) -> str | None:
    """A string field stripped; ``None`` marks a value of the wrong type."""
    if value is None:
        return ""
    return value.strip() if isinstance(value, str) else None


def normalize_operation(raw: object) -> BatchOp:
    """``None`` → empty op; content falls back to the ``new_text`` alias."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        return BatchOp(problem=messages.BATCH_OP_NOT_OBJECT)
    action = raw.get("action")
    content = _text(raw.get("content") or raw.get("new_text"))
    if content:  # stored as a reload would read it back
        content = normalize_newlines(content).strip()
    old_text = _text(raw.get("old_text"))
    matched = raw.get("matched_entry")
    if (
        content is None
        or old_text is None
        or not (action is None or isinstance(action, str))
        or not (matched is None or isinstance(matched, str))
    ):
        return BatchOp(
            action=action if isinstance(action, str) else None, problem=messages.BATCH_OP_BAD_FIELD
        )
    return BatchOp(action=action or None, content=content, old_text=old_text, matched_entry=matched)


def normalize_operations(operations: Sequence[object]) -> list[BatchOp]:
    return [normalize_operation(op) for op in operations]


def scan_operations(
    ops: Sequence[BatchOp],
    policy: ScanPolicy | None = None,
    second_opinion: SecondOpinion | None = None,
) -> None:
    """Before any disk access: every text must be storable (no NUL, no lone surrogate, no
    delimiter line) and every add/replace text (alias included) pass the strict scan."""
    for index, op in enumerate(ops, 1):
        writes = op.action in ("add", "replace")
        try:
            if op.action in ("replace", "remove"):
                check_text(op.old_text, "old_text")
            if writes:
                check_text(op.content)
        except InvalidContentError as exc:
            raise InvalidContentError(
                messages.batch_op_prefix(index, op.action) + str(exc)
            ) from exc
        if writes and op.content and splits_on_reload(op.content):
            raise InvalidContentError(
                messages.batch_op_prefix(index, op.action) + messages.CONTENT_HAS_DELIMITER
            )
        if writes and op.content:
            message = first_threat_message(
                op.content, ScanScope.STRICT, policy=policy, second_opinion=second_opinion
            )
            if message:
                raise ThreatBlockedError(messages.batch_scan_blocked(index, message))


@dataclass
class BatchPlan:
    """The outcome of a walk: the new list, and per op the entry it replaced or removed."""

    entries: list[str]
    previous: list[str | None] = field(default_factory=list)

    def replaced(self, ops: Sequence[BatchOp]) -> dict[int, str]:
        return {
            i: prev
            for i, (op, prev) in enumerate(zip(ops, self.previous, strict=True), 1)
            if prev is not None and op.action == "replace"
        }

    def removed(self, ops: Sequence[BatchOp]) -> dict[int, str]:
        return {
            i: prev
            for i, (op, prev) in enumerate(zip(ops, self.previous, strict=True), 1)
            if prev is not None and op.action == "remove"
        }


def _step(working: list[str], op: BatchOp, target: Target) -> tuple[str | None, str | None]:
    """Apply ``op`` in place; returns ``(problem, previous text)``."""
    if op.problem:
        return op.problem, None
    if op.action == "add":
        if not op.content:
            return messages.BATCH_ADD_NEEDS_CONTENT, None
        if op.content not in working:  # idempotent: a repeated add is skipped, not failed
            working.append(op.content)
        return None, None
    if op.action not in ACTIONS:
        return messages.BATCH_UNKNOWN_ACTION, None
    if not op.old_text:
        return messages.BATCH_OLD_TEXT_REQUIRED, None
    if op.action == "replace" and not op.content:
        return messages.BATCH_REPLACE_NEEDS_CONTENT, None
    if op.matched_entry is not None:
        if op.matched_entry not in working:
            return messages.stale_entry(op.matched_entry), None
        index = working.index(op.matched_entry)
    else:
        match = find_entry(working, op.old_text, target)
        if match.ambiguous:
            return messages.batch_ambiguous(op.old_text), None
        if match.index is None:
            return messages.batch_no_match(op.old_text), None
        index = match.index
    previous = working[index]
    working[index : index + 1] = [op.content] if op.action == "replace" else []
    return None, previous


def _keeps_existing(before: list[str], after: list[str]) -> bool:
    """Every old entry survives verbatim or extended by a space / newline and more text."""
    return all(
        any(new == old or new.startswith((old + " ", old + "\n")) for new in after)
        for old in before
    )


def plan_batch(
    entries: list[str],
    ops: Sequence[BatchOp],
    target: Target,
    limit: int,
    *,
    preserve_existing: bool = False,
) -> BatchPlan:
    """Walk ``ops`` over a copy of ``entries``; raises :class:`BatchFailedError` on refusal."""

    def failure(message: str) -> BatchFailedError:
        usage = usage_short(store_size(entries), limit)
        return BatchFailedError(message + messages.BATCH_SUFFIX, usage=usage)

    plan = BatchPlan(list(entries))
    for index, op in enumerate(ops, 1):
        problem, previous = _step(plan.entries, op, target)
        if problem:
            raise failure(messages.batch_op_prefix(index, op.action) + problem)
        plan.previous.append(previous)
    if preserve_existing and not _keeps_existing(entries, plan.entries):
        raise BatchFailedError(
            messages.PRESERVE_EXISTING_REFUSED, requires_approval=True, counted=False
        )
    if entries and not plan.entries:
        raise failure(messages.refuse_to_empty(target))
    total = store_size(plan.entries)
    if total > limit:
        raise failure(messages.batch_over_limit(len(ops), total, limit))
    return plan
