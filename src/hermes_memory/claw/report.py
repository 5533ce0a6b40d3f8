"""The run's report (``report.json``), its human summary (``summary.md``) and the next
steps (spec §9.2, §9.3). Both are redacted before they are written or printed.
"""

from __future__ import annotations

import json
from typing import Any

from hermes_memory.claw.engine import RunResult
from hermes_memory.claw.options import CATALOGUE, NOT_SELECTED, PRESET_OPTIONS, Mode, Status
from hermes_memory.claw.redaction import redact, redact_secrets_in


def _next_steps(result: RunResult) -> list[str]:
    steps: list[str] = []
    conflicts = result.count(Status.CONFLICT)
    keys_skipped = any(
        item.kind == "provider-keys" and item.details.get("found_keys") for item in result.items
    )
    if result.mode is Mode.DRY_RUN:
        steps.append("Run the command again without --dry-run to apply the migration.")
    elif result.count(Status.MIGRATED) and result.out_dir is not None:
        steps.append(f"Read {result.out_dir / 'summary.md'} for what was brought over.")
        steps.append(
            "Start a new session so the imported memory is loaded (the memory snapshot is "
            "frozen when a session starts)."
        )
    if conflicts:
        steps.append(f"{conflicts} conflict(s): re-run with --overwrite to replace those targets.")
    if keys_skipped:
        steps.append("Re-run with --migrate-secrets to import the provider API keys.")
    return steps


def build_report(result: RunResult) -> dict[str, Any]:
    settings = result.settings
    selected = sorted(settings.selected)
    data: dict[str, Any] = {
        "timestamp": result.timestamp,
        "mode": result.mode.value,
        "source_root": str(settings.source),
        "target_root": str(settings.home.absolute()),
        "workspace_target": None
        if settings.workspace_target is None
        else str(settings.workspace_target),
        "output_dir": None if result.out_dir is None else str(result.out_dir),
        "migrate_secrets": settings.migrate_secrets,
        "preset": settings.preset.value,
        "skill_conflict_mode": settings.skill_conflict.value,
        "selection": {
            "selected": selected,
            "preset": settings.preset.value,
            "skill_conflict_mode": settings.skill_conflict.value,
            "available": [
                {"id": spec.id, "label": spec.label, "description": spec.description}
                for spec in CATALOGUE
            ],
            "presets": [
                {"id": preset.value, "selected": sorted(ids)}
                for preset, ids in PRESET_OPTIONS.items()
            ],
        },
        "summary": {status.value: result.count(status) for status in Status},
        "items": [item.as_dict() for item in result.items],
        "warnings": list(result.warnings),
        "next_steps": _next_steps(result),
    }
    return scrub(data, result.secrets)


def scrub(data: dict[str, Any], secrets: list[str]) -> dict[str, Any]:
    """Redacted by key and pattern, then every known secret value masked."""
    text = json.dumps(redact(data), ensure_ascii=False)
    cleaned: dict[str, Any] = json.loads(redact_secrets_in(text, secrets))
    return cleaned


def report_json(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def summary_markdown(report: dict[str, Any]) -> str:
    lines = [
        "# OpenClaw → Hermes migration report",
        "",
        f"- Timestamp: {report['timestamp']}",
        f"- Mode: {report['mode']}",
        f"- Source: `{report['source_root']}`",
        f"- Target: `{report['target_root']}`",
        "",
        "## Summary",
        "",
    ]
    lines += [f"- {status}: {count}" for status, count in report["summary"].items()]
    if report["warnings"]:
        lines += ["", "## Warnings", ""]
        lines += [f"- {warning}" for warning in report["warnings"]]
    lines += ["", "## Not fully brought over", ""]
    left = [item for item in report["items"] if item["status"] in ("skipped", "conflict", "error")]
    unselected = [item["kind"] for item in left if item["reason"] == NOT_SELECTED]
    if not left:
        lines.append("- Nothing was left out.")
    for item in left:
        if item["reason"] != NOT_SELECTED:
            lines.append(
                f"- [{item['status']}] {item['kind']}: `{item['source'] or '-'}` -> "
                f"`{item['destination'] or '-'}`: {item['reason']}"
            )
    if unselected:
        lines.append(f"- {NOT_SELECTED}: {', '.join(unselected)}")
    if report["next_steps"]:
        lines += ["", "## Next Steps", ""]
        lines += [f"- {step}" for step in report["next_steps"]]
    return "\n".join(lines) + "\n"


def notes_markdown(report: dict[str, Any]) -> str:
    """``MIGRATION_NOTES.md``: what a person still has to do by hand after this run."""
    lines = ["# Manual follow-ups after the OpenClaw migration", ""]
    archived = [i for i in report["items"] if i["status"] == "archived"]
    if archived:
        lines += ["## Review the archive", ""]
        for i in archived:
            lines.append(f"- `{i['destination'] or i['source']}` ({i['kind']}): {i['reason']}")
        lines.append("")
    todo = [
        i
        for i in report["items"]
        if i["status"] in ("conflict", "error")
        or (i["status"] == "skipped" and ("by hand" in i["reason"] or "--" in i["reason"]))
    ]
    if todo:
        lines += ["## Still to do", ""]
        lines += [f"- {i['kind']}: {i['reason']}" for i in todo]
        lines.append("")
    if len(lines) == 2:
        lines += ["Nothing needs doing by hand.", ""]
    return "\n".join(lines)
