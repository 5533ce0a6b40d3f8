"""Verdict equivalence for scanner speed work: the full ``scan_text`` result (every finding's
category, rule, excerpt and encoding, and the normalised text) on every row of every labelled
set, and on reshaped copies of each row (base64, hex, upper case, leetspeak, zero-width
spaced), so the decoding and variant paths are covered too.

    python benchmarks/scan_equivalence.py --write before.jsonl   # on the old engine
    python benchmarks/scan_equivalence.py --check before.jsonl   # on the new one

``--check`` prints one JSON line (rows compared, rows that differ, the first few
differences) and exits 1 when any row differs.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from hermes_memory.scanning import scan_text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "data" / "injection"))
sys.path.insert(0, str(ROOT))
from dataset import (  # noqa: E402
    load_fresh,
    load_fresh2,
    load_fresh3,
    load_fresh4,
    load_fresh5,
    load_fresh6,
    load_ours,
    load_public,
)

_LEET = str.maketrans({"e": "3", "o": "0", "a": "4", "s": "5"})


def _reshaped(text: str) -> Iterator[tuple[str, str]]:
    """The row itself and copies that take the scanner's other paths."""
    yield "plain", text
    encoded = text.encode("utf-8")
    yield "base64", "Note: " + base64.b64encode(encoded).decode("ascii")
    yield "hex", "Hex " + encoded.hex()
    yield "upper", text.upper()
    yield "leet", text.translate(_LEET)
    yield "zero_width", text.replace(" ", " \u200b")


def _texts() -> Iterator[tuple[str, str]]:
    rows = [
        *load_ours(),
        *load_fresh(),
        *load_fresh2(),
        *load_fresh3(),
        *load_fresh4(),
        *load_fresh5(),
        *load_fresh6(),
    ]
    with contextlib.suppress(ImportError):  # the public corpora come with the dev extra
        rows += load_public()
    for entry in rows:
        for shape, text in _reshaped(entry.text):
            yield f"{entry.source}:{entry.id}:{shape}", text
    from tests.scanning.samples import BENIGN, MALICIOUS, OBFUSCATED

    samples = [t for langs in MALICIOUS.values() for ts in langs.values() for t in ts]
    samples += [t for _, t in OBFUSCATED] + list(BENIGN)
    for number, text in enumerate(samples):
        for shape, reshaped in _reshaped(text):
            yield f"sample:{number}:{shape}", reshaped


def _result(text: str) -> dict[str, object]:
    result = scan_text(text)
    return {
        "blocked": result.blocked,
        "categories": sorted(c.value for c in result.categories),
        "findings": [
            [f.category.value, f.rule, f.excerpt, f.decoded_from] for f in result.findings
        ],
        "normalized": result.normalized,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", type=Path, help="record every result to this JSONL file")
    mode.add_argument("--check", type=Path, help="compare every result with this JSONL file")
    args = parser.parse_args()
    if args.write is not None:
        with args.write.open("w", encoding="utf-8") as out:
            for key, text in _texts():
                out.write(json.dumps({"key": key, **_result(text)}, ensure_ascii=False) + "\n")
        return
    recorded = {}
    for line in args.check.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        recorded[row.pop("key")] = row
    compared, differ, missing, first = 0, 0, 0, []
    for key, text in _texts():
        before = recorded.get(key)
        if before is None:
            missing += 1
            continue
        compared += 1
        now = _result(text)
        if now != before:
            differ += 1
            if len(first) < 5:
                first.append({"key": key, "before": before, "now": now})
    report = {"compared": compared, "differ": differ, "missing": missing, "first": first}
    print(json.dumps(report, ensure_ascii=False))
    sys.exit(1 if differ or missing else 0)


if __name__ == "__main__":
    main()
