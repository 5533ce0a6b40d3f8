"""Text rendering for ``claw migrate``: the settings block, the plan/result table with
counts per kind, the grouped item lists, overflow and blocked notes, progress lines.

Works on the redacted report dict only, so nothing printed can carry what the report may
not (secret values, blocked entry text).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

STATUSES = ("migrated", "archived", "skipped", "conflict", "error")
NOT_SELECTED = "Not selected for this run"
MAX_LISTED = 40


def settings_lines(report: dict[str, Any], overwrite: bool) -> list[str]:
    lines = [
        f"Source:    {report['source_root']}",
        f"Target:    {report['target_root']}",
        f"Preset:    {report['preset']}",
        f"Overwrite: {'yes' if overwrite else 'no'}",
        "Secrets:   "
        + ("yes (allowlisted provider keys only)" if report["migrate_secrets"] else "no"),
    ]
    if report["skill_conflict_mode"] != "skip":
        lines.append(f"Skill conflicts: {report['skill_conflict_mode']}")
    if report["workspace_target"]:
        lines.append(f"Workspace target: {report['workspace_target']}")
    return lines


def _table(items: list[dict[str, Any]]) -> list[str]:
    counts: dict[str, Counter[str]] = {}
    for item in items:
        if item["reason"] == NOT_SELECTED:
            continue
        counts.setdefault(item["kind"], Counter())[item["status"]] += 1
    width = max([len("kind"), *(len(kind) for kind in counts)])
    header = f"{'kind':<{width}}  " + "  ".join(f"{s:>8}" for s in STATUSES)
    lines = [header, "-" * len(header)]
    for kind, counter in counts.items():
        lines.append(f"{kind:<{width}}  " + "  ".join(f"{counter[s]:>8}" for s in STATUSES))
    return lines


def _item_line(item: dict[str, Any]) -> str:
    where = item["destination"] or item["source"]
    head = f"  {item['kind']}: {where}" if where else f"  {item['kind']}"
    return f"{head} — {item['reason']}" if item["reason"] else head


def _memory_notes(items: list[dict[str, Any]]) -> list[str]:
    notes: list[str] = []
    for item in items:
        details = item["details"]
        if "added_entries" not in details:
            continue
        notes.append(
            f"  {item['kind']}: {details['added_entries']} new, "
            f"{details['duplicate_entries']} already present, "
            f"{details['overflowed_entries']} over the {details['char_limit']:,}-char limit, "
            f"{details['blocked_entries']} blocked by the threat scan "
            f"({details['final_char_count']:,} chars after merge)"
        )
        if details.get("overflow_file"):
            notes.append(f"    overflow kept in {details['overflow_file']}")
        if details.get("blocked"):
            ids = ", ".join(
                f"#{b['index']} ({'/'.join(b['findings'])})" for b in details["blocked"][:10]
            )
            notes.append(f"    blocked entries: {ids}")
    return notes


def report_lines(report: dict[str, Any], *, plan: bool) -> list[str]:
    items = report["items"]
    lines = ["", "Plan:" if plan else "Result:", *_table(items)]
    groups = (
        ("Would migrate" if plan else "Migrated", ("migrated",)),
        ("Archived" if not plan else "Would archive", ("archived",)),
        ("Conflicts (use --overwrite, or --skill-conflict for skills)", ("conflict",)),
        ("Skipped", ("skipped",)),
        ("Errors", ("error",)),
    )
    for title, statuses in groups:
        chosen = [i for i in items if i["status"] in statuses and i["reason"] != NOT_SELECTED]
        if not chosen:
            continue
        lines += ["", f"{title} ({len(chosen)}):"]
        lines += [_item_line(i) for i in chosen[:MAX_LISTED]]
        if len(chosen) > MAX_LISTED:
            lines.append(f"  … and {len(chosen) - MAX_LISTED} more (see --json)")
    unselected = sum(1 for i in items if i["reason"] == NOT_SELECTED)
    if unselected:
        lines.append(f"  ({unselected} option(s) not selected by the preset)")
    if notes := _memory_notes(items):
        lines += ["", "Memory:", *notes]
    summary = report["summary"]
    lines += ["", "Summary: " + ", ".join(f"{summary[s]} {s}" for s in STATUSES)]
    if report["warnings"]:
        lines += ["", "Warnings:", *(f"  - {w}" for w in report["warnings"])]
    return lines


def progress_line(label: str, items: list[Any]) -> str:
    counts = Counter(item.status.value for item in items)
    parts = ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s])
    return f"  {label}: {parts or 'nothing'}"
