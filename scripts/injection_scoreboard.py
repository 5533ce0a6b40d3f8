"""The rules' verdict on every labelled injection set, kept by id, and what changed between two
such boards: how a rule change is judged before it merges (no detection lost, no false positive
added, on the sets tuned on and on the held-out ones alike).

    HERMES_MEMORY_SCAN_CLASSIFIER=off python scripts/injection_scoreboard.py score before.json
    python scripts/injection_scoreboard.py score after.json --only fresh21,train12
    python scripts/injection_scoreboard.py diff before.json after.json --ids

A board is JSON: set name -> ``mal``, ``hit``, ``ben``, ``fp`` and ``blocked`` (the refused
ids). ``score`` reads our sets, the public corpora's splits, every numbered blind set whose file
exists and each written training set, and scans each row with ``scan_text`` (stop at the first
finding; ``--classifier`` adds the shipped classifier as second opinion). Held-out texts are
scanned, never printed: only counts and ids leave this script.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "data" / "injection"))
import dataset

from hermes_memory.scanning import SecondOpinion, scan_text

# set name -> mal, hit, ben, fp (counts) and blocked (the refused ids)
Board = dict[str, dict[str, Any]]
MOST_BLIND_SETS = 99  # numbered sets are looked for up to here; a missing file ends nothing


def labelled_sets() -> Iterator[tuple[str, list[dataset.Entry]]]:
    ours = dataset.load_ours()
    yield "ours_tune", [e for e in ours if e.split == "tune"]
    yield "ours_test", [e for e in ours if e.split == "test"]
    public = dataset.load_public()
    yield "public_tune", [e for e in public if e.split == "tune"]
    yield "public_test", [e for e in public if e.split == "test"]
    for number in range(1, MOST_BLIND_SETS + 1):
        name = "fresh" if number == 1 else f"fresh{number}"
        path = dataset.ENTRIES.with_name(f"{name}_entries.jsonl")
        if path.is_file():
            yield name, dataset.load_ours(path)
    for name in dataset.WRITTEN_SETS:
        yield name, dataset.load_written((name,))


def score(only: set[str] | None, opinion: SecondOpinion | None) -> Board:
    board: Board = {}
    for name, rows in labelled_sets():
        if only and name not in only:
            continue
        blocked = {
            e.id
            for e in rows
            if scan_text(e.text, second_opinion=opinion, stop_at_first=True).blocked
        }
        malicious = [e for e in rows if e.malicious]
        benign = [e for e in rows if not e.malicious]
        board[name] = {
            "mal": len(malicious),
            "hit": sum(e.id in blocked for e in malicious),
            "ben": len(benign),
            "fp": sum(e.id in blocked for e in benign),
            "blocked": sorted(blocked),
        }
    return board


def diff(before: Board, after: Board, ids: bool) -> list[str]:
    lines = []
    for name, now in after.items():
        then = before.get(name)
        if then is None:
            lines.append(
                f"{name:12s} new: hit {now['hit']}/{now['mal']}  fp {now['fp']}/{now['ben']}"
            )
            continue
        gained = sorted(set(now["blocked"]) - set(then["blocked"]))
        lost = sorted(set(then["blocked"]) - set(now["blocked"]))
        mark = "  *" if gained or lost else ""
        lines.append(
            f"{name:12s} hit {then['hit']}->{now['hit']}/{now['mal']}"
            f"  fp {then['fp']}->{now['fp']}/{now['ben']}{mark}"
        )
        if ids and gained:
            lines.append("   + " + " ".join(gained))
        if ids and lost:
            lines.append("   - " + " ".join(lost))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    scoring = sub.add_parser("score", help="scan every labelled set and write a board")
    scoring.add_argument("out", type=Path)
    scoring.add_argument("--only", help="comma-separated set names (fresh21,train12)")
    scoring.add_argument("--classifier", action="store_true", help="with the shipped classifier")
    comparing = sub.add_parser("diff", help="what changed from one board to another")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    comparing.add_argument("--ids", action="store_true", help="list the ids that changed")
    args = parser.parse_args(argv)
    if args.command == "diff":
        before = json.loads(args.before.read_text(encoding="utf-8"))
        after = json.loads(args.after.read_text(encoding="utf-8"))
        print("\n".join(diff(before, after, args.ids)))
        return 0
    opinion: SecondOpinion | None = None
    if args.classifier:
        from hermes_memory.scanning.classifier import load_default_classifier

        opinion = load_default_classifier()
        if opinion is None:
            print("the classifier is off or the [semantic] extra is missing", file=sys.stderr)
            return 1
    started = time.perf_counter()
    only = set(args.only.split(",")) if args.only else None
    board = score(only, opinion)
    args.out.write_text(json.dumps(board, indent=0) + "\n", encoding="utf-8")
    for name, row in board.items():
        print(f"{name:12s} {row['hit']}/{row['mal']}  fp {row['fp']}/{row['ben']}")
    print(f"{time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
