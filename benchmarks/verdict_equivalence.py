"""Verdicts of every labelled row, both ways, for scanner speed work: on every row of every
set in tests/data/injection/*.jsonl (the held-out ones included: only counts are printed for
them) and of the public corpora, the full scan's blocked, categories and rules, and the
verdict scan's (``stop_at_first``) blocked and categories.

    python benchmarks/verdict_equivalence.py --write before.json   # on the old engine
    python benchmarks/verdict_equivalence.py --check before.json   # on the new one

``--check`` prints one JSON line (rows, rows that differ, by set) and exits 1 when any
differs; a differing row of a tunable set is named by its set and line number.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from hermes_memory.scanning import scan_text

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "injection"
sys.path.insert(0, str(DATA))
from dataset import load_public  # noqa: E402

HELD_OUT = ("train12", "train13", "train15", "train16")
Verdicts = dict[str, list[list[object]]]


def _both(text: str) -> list[object]:
    full = scan_text(text)
    verdict = scan_text(text, stop_at_first=True)
    return [
        full.blocked,
        sorted(c.value for c in full.categories),
        sorted(f.rule for f in full.findings),
        verdict.blocked,
        sorted(c.value for c in verdict.categories),
    ]


def verdicts() -> Verdicts:
    found: Verdicts = {}
    for path in sorted(DATA.glob("*.jsonl")):
        rows = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
        found[path.name] = [_both(row["text"]) for row in rows]
    found["public"] = [_both(entry.text) for entry in load_public()]
    return found


def compare(before: Verdicts, after: Verdicts) -> dict[str, object]:
    rows = differ = 0
    by_set: dict[str, int] = {}
    named: list[str] = []
    for name, old in before.items():
        new = after.get(name, [])
        for line, (was, now) in enumerate(zip(old, new, strict=False)):
            rows += 1
            if was != now:
                differ += 1
                by_set[name] = by_set.get(name, 0) + 1
                if not name.startswith(HELD_OUT) and len(named) < 10:
                    named.append(f"{name}:{line + 1}")
        if len(old) != len(new):
            differ += abs(len(old) - len(new))
            by_set[name] = by_set.get(name, 0) + abs(len(old) - len(new))
    return {"rows": rows, "sets": len(before), "differ": differ, "by_set": by_set, "first": named}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="write the verdicts here")
    group.add_argument("--check", type=Path, help="compare with verdicts written before")
    args = parser.parse_args()
    if args.write is not None:
        found = verdicts()
        args.write.write_text(json.dumps(found), encoding="utf-8")
        print(json.dumps({"rows": sum(map(len, found.values())), "sets": len(found)}))
        return
    report = compare(json.loads(args.check.read_text(encoding="utf-8")), verdicts())
    print(json.dumps(report))
    if report["differ"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
