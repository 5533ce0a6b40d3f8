"""Plan and apply time of ``claw migrate`` on a large generated OpenClaw tree, one JSON line.

Builds a temporary installation with ``--daily`` daily notes (default 2,000; headings,
bullets, paragraphs, a code fence and a table each), a MEMORY.md, a USER.md, a SOUL.md and
``--skills`` skills (each with root files, a script and a binary), then times the preview
(``dry_run``) and the confirmed apply through the library's flow — the same code the CLI
runs, including the pre-migration zip, the threat scan of every entry and the locked writes.
Target: apply ≤ 10 s for 2,000 files. ``skills_apply_s`` times an apply of the skills alone
(a fresh home, no zip): 400 skills should take a few seconds.

    python benchmarks/claw_migrate.py [--daily N] [--skills N]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from hermes_memory.claw import Confirmation, MigrationSettings, Outcome, memory_import, migrate
from hermes_memory.curated.entries import parse_entries

APPLY_TARGET_S = 10.0

DAILY = """\
# {date}

## Work
- Shipped change {n} to the billing service
- Reviewed pull request {n} with the platform team

## Notes
Spent the afternoon on incident {n}; the root cause
was a stale cache entry.

```bash
make deploy ENV=staging
```

| metric | value |
|--------|-------|
| p99    | {n} ms |
"""

SKILL = "---\nname: {name}\ndescription: Skill {name} for the benchmark.\n---\n\n# {name}\n\nGo.\n"


def build(root: Path, daily: int, skills: int) -> None:
    workspace = root / "workspace"
    (workspace / "memory").mkdir(parents=True)
    (workspace / "MEMORY.md").write_text(
        "# MEMORY.md\n\n## Environment\n- Debian 12\n- Python 3.11\n", encoding="utf-8"
    )
    (workspace / "USER.md").write_text("# USER.md\n\n- Name: Dana\n", encoding="utf-8")
    (workspace / "SOUL.md").write_text("You are OpenClaw.\n", encoding="utf-8")
    for n in range(daily):
        year, day = 2020 + n // 365, n % 365
        date = f"{year}-{1 + day // 31:02d}-{1 + day % 31:02d}-{n:05d}"
        (workspace / "memory" / f"{date}.md").write_text(
            DAILY.format(date=date, n=n), encoding="utf-8"
        )
    for n in range(skills):
        folder = workspace / "skills" / f"skill-{n:03d}"
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_text(SKILL.format(name=f"skill-{n:03d}"), encoding="utf-8")
        # an OpenClaw skill is a whole package: root files, a script, a binary asset
        (folder / "package.json").write_text('{"name": "skill"}\n', encoding="utf-8")
        (folder / "scripts").mkdir()
        (folder / "scripts" / "run.sh").write_text("echo run\n", encoding="utf-8")
        (folder / "icon.png").write_bytes(b"\x89PNG\r\n\x00" * 64)
    (root / "openclaw.json").write_text('{"memory": {"backend": "qmd"}}', encoding="utf-8")


def time_skills(base: Path, skills: int) -> float:
    """Apply time of a source holding only ``skills`` skills, into a fresh home."""
    source, home = base / "skills-only" / ".openclaw", base / "skills-home"
    home.mkdir(parents=True)
    build(source, 0, skills)
    settings = MigrationSettings(source=source, home=home, user_home=base, backup=False)
    memory_import.clear_scan_cache()
    started = time.perf_counter()
    migrate(settings, confirm=lambda _plan: Confirmation.YES)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--daily", type=int, default=2000)
    parser.add_argument("--skills", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        source, home = base / ".openclaw", base / "hermes"
        home.mkdir()
        build(source, args.daily, args.skills)
        settings = MigrationSettings(source=source, home=home, user_home=base)

        started = time.perf_counter()
        plan = migrate(settings, dry_run=True)
        plan_s = time.perf_counter() - started

        # A fresh `claw migrate --yes` process: no verdict remembered from the preview.
        memory_import.clear_scan_cache()
        started = time.perf_counter()
        applied = migrate(settings, confirm=lambda _plan: Confirmation.YES)
        apply_s = time.perf_counter() - started

        memory_import.clear_scan_cache()
        started = time.perf_counter()
        again = migrate(settings, confirm=lambda _plan: Confirmation.YES)
        rerun_s = time.perf_counter() - started

        skills_apply_s = time_skills(base, args.skills)

        daily = next(i for i in applied.report["items"] if i["kind"] == "daily-memory")
        memory = parse_entries((home / "memories" / "MEMORY.md").read_text(encoding="utf-8"))
        print(
            json.dumps(
                {
                    "benchmark": "claw_migrate",
                    "daily_files": args.daily,
                    "skills": args.skills,
                    "plan_s": round(plan_s, 3),
                    "apply_s": round(apply_s, 3),
                    "rerun_s": round(rerun_s, 3),
                    "skills_apply_s": round(skills_apply_s, 3),
                    "apply_target_s": APPLY_TARGET_S,
                    "within_target": apply_s <= APPLY_TARGET_S,
                    "plan_outcome": plan.outcome.value,
                    "apply_outcome": applied.outcome.value,
                    "rerun_outcome": again.outcome.value,
                    "plan_summary": plan.report["summary"],
                    "apply_summary": applied.report["summary"],
                    "daily_source_files": daily["details"]["source_files"],
                    "daily_added": daily["details"]["added_entries"],
                    "daily_overflowed": daily["details"]["overflowed_entries"],
                    "memory_entries": len(memory),
                    "rerun_nothing_to_migrate": again.outcome is Outcome.NOTHING_TO_MIGRATE,
                }
            )
        )


if __name__ == "__main__":
    main()
