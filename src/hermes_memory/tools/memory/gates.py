"""Gates that turn a memory write into a proposal: write approval and the review delete gate.

A staged write is a JSON record under ``<home>/pending/memory/<8 hex>.json`` holding the
replayable arguments. Replace and remove are pinned to the full entry that was reviewed
(``matched_entry``), so replaying later can never hit a different entry.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from hermes_memory.atomic import atomic_write_text
from hermes_memory.curated.content import prepare_entry
from hermes_memory.curated.entries import Target
from hermes_memory.curated.scanning import ensure_clean
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import ApprovalFailedError
from hermes_memory.permissions import ensure_private_dir

logger = logging.getLogger(__name__)

PENDING_SUBDIR = ("pending", "memory")
BACKGROUND_REVIEW = "background_review"
FOREGROUND = "foreground"
DETAIL_LIMIT = 120

STAGED_FOR_APPROVAL = (
    "Staged for approval because memory.write_approval is on: this write is not saved yet. "
    "The user can review it with /memory pending."
)
STAGED_PROPOSAL = (
    "An unattended background review may not replace or remove memory entries, so this "
    "change was staged as a proposal and is not saved yet. Review it with /memory pending."
)
STAGING_FAILED = (
    "An unattended background review may not replace or remove memory entries, and the "
    "change could not be staged for review. Adding new entries is still allowed."
)
DENIED = "The user denied this memory write; nothing was saved."
APPROVAL_FAILED = (
    "The approval prompt for this memory write failed ({cause}), so the write was refused: "
    "nothing was saved or staged."
)


@dataclass(frozen=True)
class WriteRequest:
    """A validated write, ready to apply, show to an approver, or stage."""

    action: str  # add / replace / remove / batch
    target: Target
    payload: dict[str, Any]

    @property
    def deletes(self) -> bool:
        """True when it would replace or remove an existing entry."""
        if self.action == "batch":
            ops = self.payload.get("operations") or []
            return any(
                isinstance(op, dict) and op.get("action") in ("replace", "remove") for op in ops
            )
        return self.action in ("replace", "remove")

    @property
    def summary(self) -> str:
        label = self.target.label
        payload = self.payload
        if self.action == "batch":
            ops = payload.get("operations") or []
            head = f"apply {len(ops)} op(s) to {label}"
            detail = "\n".join(_op_line(op) for op in ops)
        elif self.action == "add":
            head, detail = f"add to {label}", str(payload.get("content") or "")
        elif self.action == "replace":
            head = f"replace in {label}"
            detail = f"old: {payload.get('old_text') or ''}\nnew: {payload.get('content') or ''}"
        else:
            head, detail = f"remove from {label}", str(payload.get("old_text") or "")
        return f"{head}: {detail[:DETAIL_LIMIT]}"


def _op_line(op: object) -> str:
    if not isinstance(op, dict):
        return "- ?"
    act = op.get("action")
    content = op.get("content") or op.get("new_text") or ""
    if act == "replace":
        return f"- replace: {op.get('old_text') or ''} -> {content}"
    if act == "remove":
        return f"- remove: {op.get('old_text') or ''}"
    return f"- {act}: {content}"


def make_request(
    action: str,
    target: Target,
    *,
    content: str | None = None,
    old_text: str | None = None,
    operations: list[Any] | None = None,
) -> WriteRequest:
    if action == "batch":
        payload: dict[str, Any] = {"action": "batch", "target": target.value}
        payload["operations"] = [
            dict(op) if isinstance(op, dict) else op for op in operations or []
        ]
        return WriteRequest("batch", target, payload)
    payload = {"action": action, "target": target.value}
    if content is not None:
        payload["content"] = content
    if old_text is not None:
        payload["old_text"] = old_text
    return WriteRequest(action, target, payload)


def pin(request: WriteRequest, store: MemoryStore) -> WriteRequest:
    """Validate against the current file and pin replace/remove to the full entries they hit.

    Raises the curated error the real write would raise (so an invalid write is never staged).
    """
    payload = dict(request.payload)
    if request.action == "batch":
        ops = payload["operations"]
        matched = store.resolve_batch_entries(request.target, ops)
        payload["operations"] = [
            {**op, "matched_entry": entry} if entry is not None and isinstance(op, dict) else op
            for op, entry in zip(ops, matched, strict=True)
        ]
    elif request.action in ("replace", "remove"):
        if request.action == "replace":
            ensure_clean(
                prepare_entry(str(payload.get("content") or "")),
                policy=store.scan_policy,
                second_opinion=store.second_opinion,
            )
        payload["matched_entry"] = store.resolve_entry(
            request.target, str(payload.get("old_text") or ""), request.action
        )
    else:
        ensure_clean(
            prepare_entry(str(payload.get("content") or "")),
            policy=store.scan_policy,
            second_opinion=store.second_opinion,
        )
    return replace(request, payload=payload)


def pending_dir(home: str | os.PathLike[str]) -> Path:
    return Path(home).joinpath(*PENDING_SUBDIR)


def stage(request: WriteRequest, home: str | os.PathLike[str], origin: str) -> str:
    """Write the pending record (mode 0600: it holds private facts); returns its id."""
    directory = ensure_private_dir(pending_dir(home))  # pending/ and pending/memory/: 0700
    while True:
        pending_id = secrets.token_hex(4)
        path = directory / f"{pending_id}.json"
        if not path.exists():
            break
    record = {
        "id": pending_id,
        "subsystem": "memory",
        "action": request.action,
        "summary": request.summary,
        "origin": origin,
        "created_at": time.time(),
        "payload": request.payload,
    }
    atomic_write_text(
        path, json.dumps(record, ensure_ascii=False, indent=2), tmp_prefix=".pending_", private=True
    )
    return pending_id


def staged_result(pending_id: str, *, proposal: bool) -> dict[str, Any]:
    result: dict[str, Any] = {
        "success": True,
        "staged": True,
        "pending_id": pending_id,
        "message": STAGED_PROPOSAL if proposal else STAGED_FOR_APPROVAL,
    }
    if proposal:
        result["proposal_staged"] = True
    return result


# Approval callbacks answer "once", "session" or "deny" (True / False mean once / deny);
# anything else stages the write instead. A callback that raises refuses the write: the
# user was never asked, so neither saving nor queueing it would be their decision.
ApprovalCallback = Callable[[WriteRequest], object]
_APPROVED_FOR_SESSION: weakref.WeakSet[MemoryStore] = weakref.WeakSet()


def ask_approval(store: MemoryStore, request: WriteRequest, callback: ApprovalCallback) -> str:
    """``"approve"``, ``"deny"`` or ``"stage"`` for a foreground write.

    Raises :class:`ApprovalFailedError` when the callback itself fails.
    """
    if store in _APPROVED_FOR_SESSION:
        return "approve"
    try:
        answer = callback(request)
    except Exception as exc:  # boundary: the host's approval prompt; its crash refuses
        logger.warning("memory write approval failed: %s", exc, exc_info=True)
        cause = f"{type(exc).__name__}: {exc}"
        raise ApprovalFailedError(APPROVAL_FAILED.format(cause=cause)) from exc
    if answer is True or answer == "once":
        return "approve"
    if answer == "session":
        _APPROVED_FOR_SESSION.add(store)
        return "approve"
    if answer is False or answer == "deny":
        return "deny"
    return "stage"
