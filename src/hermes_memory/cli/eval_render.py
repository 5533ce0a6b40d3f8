"""Readable tables for ``hermes-memory eval``: metrics by mode, then by category."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

ABSENT = "—"


def _value(mode: dict[str, Any], key: str) -> str:
    value = mode.get("metrics", {}).get(key) if mode.get("available") else None
    return f"{value:.4f}" if isinstance(value, float) else ABSENT


def _timing(mode: dict[str, Any], key: str) -> str:
    value = mode.get("timing", {}).get(key) if mode.get("available") else None
    return f"{value:g}" if isinstance(value, int | float) else ABSENT


def _rows(report: dict[str, Any], ks: Sequence[int], turn_ks: Sequence[int]) -> list[str]:
    keys = [(f"session R@{k}", f"R@{k}") for k in ks]
    keys += [(f"session R_all@{k}", f"R_all@{k}") for k in ks]
    keys += [(f"session nDCG@{k}", f"nDCG@{k}") for k in ks]
    keys.append(("session MRR", "MRR"))
    for k in turn_ks:
        keys += [
            (f"turn R_any@{k}", f"turn_R_any@{k}"),
            (f"turn R_all@{k}", f"turn_R_all@{k}"),
            (f"turn R_frac@{k}", f"turn_R_frac@{k}"),
        ]
    keys.append(("empty results", "empty"))
    modes = report["modes"]
    names = list(modes)
    lines = [f"{'metric':<22}" + "".join(f"{n:>12}" for n in names)]
    for label, key in keys:
        lines.append(f"{label:<22}" + "".join(f"{_value(modes[n], key):>12}" for n in names))
    for label, key in (
        ("query p50 ms", "query_p50_ms"),
        ("query p95 ms", "query_p95_ms"),
        ("query p99 ms", "query_p99_ms"),
        ("prepare s", "prepare_s"),
    ):
        lines.append(f"{label:<22}" + "".join(f"{_timing(modes[n], key):>12}" for n in names))
    return lines


def render_report(report: dict[str, Any], ks: Sequence[int], turn_ks: Sequence[int]) -> str:
    """The whole report as text."""
    head = (
        f"{report['benchmark']}: {report['n_questions']} questions "
        f"({report['skipped']} skipped: no gold session), ingest {report['ingest_s']} s, "
        f"data sha256 {report['data_sha256'][:12]}…"
    )
    lines = [head, "", *_rows(report, ks, turn_ks)]
    modes = report["modes"]
    for name, mode in modes.items():
        if not mode.get("available"):
            lines.append(f"{name}: unavailable — {mode.get('reason')}")
    k, turn_k = (5 if 5 in ks else max(ks)), max(turn_ks)
    shown = [n for n, m in modes.items() if m.get("available")]
    if shown:
        lines += ["", f"by category: session R@{k} / turn R_any@{turn_k}"]
        categories = modes[shown[0]]["by_category"]
        lines.append(f"{'category':<26}{'n':>6}" + "".join(f"{n:>20}" for n in shown))
        for category, values in categories.items():
            cells = []
            for name in shown:
                row = modes[name]["by_category"].get(category, {})
                turn = row.get(f"turn_R_any@{turn_k}")
                turn_text = f"{turn:.4f}" if isinstance(turn, float) else ABSENT
                cells.append(f"{row.get(f'R@{k}', 0.0):.4f} / {turn_text}")
            lines.append(
                f"{category:<26}{int(values['n']):>6}" + "".join(f"{c:>20}" for c in cells)
            )
    if report.get("expansion"):
        lines += ["", f"query expansion: {report['expansion']}"]
    return "\n".join(lines)
