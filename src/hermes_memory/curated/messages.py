"""Model-facing messages of the curated store, in our own words.

Each carries the key phrases Hermes's tests rely on ("already exists", "exceed", "retry",
"could not be read", "Refusing to empty" …) and tells the model what to do next. A full
store is never a dead end: every overflow message names the one-call way out (a batch).
"""

from __future__ import annotations

from hermes_memory.curated.entries import Target, usage_short
from hermes_memory.oddchars import OddChar, OddKind

CONTENT_EMPTY = "Content cannot be empty."
OLD_TEXT_EMPTY = "old_text cannot be empty."
NEW_CONTENT_EMPTY = "new_content cannot be empty. Use 'remove' to delete an entry."
ADDED = "Entry added."
REPLACED = "Entry replaced."
REMOVED = "Entry removed."
DUPLICATE = "Entry already exists, so no duplicate was added."
OPERATIONS_EMPTY = "operations list is empty."
BATCH_SUFFIX = " No operations were applied (batch is all-or-nothing)."
INDEPENDENT_SAVED = "Independent additions saved."
MAX_CONSOLIDATION_FAILURES_PER_TURN = 3


CONTENT_HAS_DELIMITER = (
    "Content contains a line that is only '§', the separator between memory entries: the "
    "file would read it back as several entries, so nothing was saved. Change that line (for "
    "example '§ 2' or 'Section 2') or save the parts as separate entries, then retry."
)


def odd_character(field: str, odd: OddChar) -> str:
    hint = (
        " (a lone surrogate is usually half of an emoji or a character that was split or "
        "escaped incorrectly)"
        if odd.kind is OddKind.LONE_SURROGATE
        else ""
    )
    return (
        f"The {field} contains {odd.describe()}. Memory entries are plain UTF-8 text, so "
        f"nothing was saved. Resend the text without it{hint}."
    )


def add_overflow(current: int, limit: int, new_len: int) -> str:
    if new_len > limit:
        return (
            f"Memory at {usage_short(current, limit)} chars. This entry ({new_len} chars) would "
            "exceed the limit on its own: it is longer than the whole store may be. Shorten it "
            "to its essential fact, then retry the add in this turn."
        )
    return (
        f"Memory at {usage_short(current, limit)} chars. Adding this entry ({new_len} chars) "
        "would exceed the limit. Consolidate now: in ONE memory call with `operations`, "
        "'remove' stale entries or 'replace' overlapping ones with a shorter merge (see "
        "current_entries below) and add the new entry in the same batch — the limit is checked "
        "only on the batch's final result. Then retry this add that way, in this turn."
    )


def replace_overflow(new_total: int, limit: int) -> str:
    return (
        f"Replacement would put memory at {usage_short(new_total, limit)} chars. Shorten the new "
        "content, or also remove stale entries (see current_entries below) in one call with "
        "`operations` — the limit is checked only on the batch's final result — and retry in "
        "this turn."
    )


def no_match(old_text: str, verb: str) -> str:
    return (
        f"No entry matched '{old_text}'. Look at current_entries below and retry with text "
        f"copied from the entry you want to {verb}."
    )


def ambiguous(old_text: str) -> str:
    return f"Multiple entries matched '{old_text}'. Be more specific."


def stale_entry(entry: str) -> str:
    return (
        f"The entry changed since this write was staged, so it was not applied: '{entry}' is "
        "no longer in memory as it was reviewed. Recreate the change against the current entry "
        "or reject it; the pending record was preserved."
    )


def batch_op_prefix(index: int, action: object) -> str:
    name = action if isinstance(action, str) and action else "unknown"
    return f"Operation {index} ({name}): "


BATCH_OP_NOT_OBJECT = "each operation must be an object with action, content and old_text."
BATCH_OP_BAD_FIELD = "action, content, new_text and old_text must be strings."
BATCH_ADD_NEEDS_CONTENT = "content is required."
BATCH_UNKNOWN_ACTION = "unknown action. Use add, replace, or remove."
BATCH_OLD_TEXT_REQUIRED = "old_text is required."
BATCH_REPLACE_NEEDS_CONTENT = "content is required (use action='remove' to delete)."


def batch_no_match(old_text: str) -> str:
    return f"no entry matched '{old_text}'."


def batch_ambiguous(old_text: str) -> str:
    return f"'{old_text}' matched multiple distinct entries -- be more specific."


def batch_scan_blocked(index: int, scan_message: str) -> str:
    return f"Operation {index}: {scan_message}"


def refuse_to_empty(target: Target) -> str:
    return (
        f"Refusing to empty {target.filename}: this batch would leave a store that had entries "
        "with none. Merge overlapping entries into a shorter one instead of deleting them all; "
        "deleting the very last entry is done deliberately with single remove calls."
    )


def batch_over_limit(op_count: int, total: int, limit: int) -> str:
    over = total - limit
    return (
        f"After applying all {op_count} operations, memory would be at "
        f"{usage_short(total, limit)} chars -- over the limit by {over:,}. Remove or shorten "
        "more entries in the same batch, then retry."
    )


PRESERVE_EXISTING_REFUSED = (
    "This batch does not keep every existing entry verbatim, which an unattended background "
    "review cannot verify; stage it for approval instead."
)


def applied(op_count: int) -> str:
    return f"Applied {op_count} operation(s)."


def consolidation_cap(failures: int) -> str:
    return (
        f"Memory consolidation failed {failures} times this turn. Stop retrying memory calls — "
        "leave memory unchanged for now and continue with your reply to the user. The fact "
        "can be saved in a later turn."
    )


def unreadable(filename: str) -> str:
    return (
        f"Refusing to write {filename}: the file exists but could not be read right now (another "
        "program may hold it, its permissions changed, its text encoding is invalid or corrupt, "
        "or the filesystem failed). Treating it as empty would wipe the memory it holds, so "
        "nothing was changed. Retry later."
    )


def drift(filename: str, backup: str) -> str:
    return (
        f"Refusing to write {filename}: its content on disk would not round-trip through the "
        "memory tool (probably edited by a patch tool, a shell append, a manual edit or another "
        f"session). A snapshot was saved to {backup}. Rewrite the file as a clean §-delimited "
        "list of entries, or move the extra content out, then retry. "
        "This guard prevents silent data loss (issue #26045)."
    )


DRIFT_REMEDIATION = (
    "Open the .bak snapshot, add each missing entry back one at a time with "
    "memory(action=add, content=...), then clean up or rewrite the original file."
)


def backup_failed(path: str) -> str:
    return f"{path} (BACKUP FAILED — file unchanged on disk)"


def write_failed(path: object, error: object) -> str:
    return f"Failed to write memory file {path}: {error}"


def lock_failed(path: object, error: object) -> str:
    return f"Could not lock memory file {path}: {error}. Nothing was changed."
