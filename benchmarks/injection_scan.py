"""Injection scanning on the held-back labelled data, rules alone and with the classifier, one
JSON line.

Sections: our test split (tests/data/injection/entries.jsonl), the twenty-four fresh held-back
sets (fresh_entries.jsonl to fresh24_entries.jsonl, each written blind after the rules and
classifier were tuned, so the fair figures; each later one by other hands; each skipped with a
reason when its file is absent; ``--no-fresh`` leaves all twenty-four out) and the test split of
the public corpora (bastioncorpus, jailbreak_corpus_mini_py, read from the installed packages;
skipped with a reason when they are missing). For each: detection (malicious refused) and false
positives (benign refused), overall and per category, language and obfuscation, for the rules,
the rules with the classifier as second opinion (sentence by sentence, MiniLM's nearest-
sentence margin + n-grams, when the model loads), the rules with the n-gram fallback
classifier, and the classifier alone; then scan time per entry, p50/p99 in ms (the rules
both ways: every finding, as an explanation wants, and ``rules_verdict``, stopping at the
first finding that blocks, as a caller that reads only the verdict does; the two verdicts are
checked to agree on every entry), and MiniLM's
time to embed one entry (its first ``MAX_EMBEDDED_SENTENCES`` sentences, int8), p50/p99; and
how many sentences per entry the classifier's cascade embedded (only those whose verdict the
vector could change); and per section the classifier's veto (``veto``: the rules' refusals it
was asked about and those it cleared, malicious and benign; ``--no-veto`` turns it off). Targets:
rules alone >= 85% detection at <= 1% false positives, with the classifier >= 95% at <= 1%;
<= 1 ms per entry for rules, <= 15 ms with the classifier.

    python benchmarks/injection_scan.py [--limit N] [--no-classifier] [--repeat N]

Times are per ``scan_text`` call; ``--repeat N`` keeps each entry's best of N runs, which
takes the other work of a shared machine out of the figure (the load is reported beside it).
Every run starts cold: the scanner's caches of the texts it has read (``text_caches``) are
emptied before it, so a repeat does not find the frames' answers for its text already made.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hermes_memory.scanning import SecondOpinion, scan_text
from hermes_memory.scanning.classifier import (
    EMBEDDED_FEATURES,
    FEATURES,
    MAX_CLASSIFIED_CHARS,
    MAX_EMBEDDED_SENTENCES,
    InjectionClassifier,
    load_default_classifier,
)
from hermes_memory.scanning.sentences import sentences
from hermes_memory.scanning.text_caches import forget_texts
from hermes_memory.scanning.window_vectors import WindowEmbedder

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "data" / "injection"))
from dataset import (
    FRESH2_ENTRIES,
    FRESH3_ENTRIES,
    FRESH4_ENTRIES,
    FRESH5_ENTRIES,
    FRESH6_ENTRIES,
    FRESH7_ENTRIES,
    FRESH8_ENTRIES,
    FRESH9_ENTRIES,
    FRESH10_ENTRIES,
    FRESH11_ENTRIES,
    FRESH12_ENTRIES,
    FRESH13_ENTRIES,
    FRESH14_ENTRIES,
    FRESH15_ENTRIES,
    FRESH16_ENTRIES,
    FRESH17_ENTRIES,
    FRESH18_ENTRIES,
    FRESH19_ENTRIES,
    FRESH20_ENTRIES,
    FRESH21_ENTRIES,
    FRESH22_ENTRIES,
    FRESH23_ENTRIES,
    FRESH24_ENTRIES,
    FRESH_ENTRIES,
    Entry,
    load_fresh,
    load_fresh2,
    load_fresh3,
    load_fresh4,
    load_fresh5,
    load_fresh6,
    load_fresh7,
    load_fresh8,
    load_fresh9,
    load_fresh10,
    load_fresh11,
    load_fresh12,
    load_fresh13,
    load_fresh14,
    load_fresh15,
    load_fresh16,
    load_fresh17,
    load_fresh18,
    load_fresh19,
    load_fresh20,
    load_fresh21,
    load_fresh22,
    load_fresh23,
    load_fresh24,
    load_ours,
    load_public,
)

TARGETS = {
    "rules_detection_min": 0.85,
    "rules_false_positive_max": 0.01,
    "with_classifier_detection_min": 0.95,
    "with_classifier_false_positive_max": 0.01,
    "rules_p99_ms_max": 1.0,
    "with_classifier_p99_ms_max": 15.0,
}


VETO_COUNTS = ("asked_malicious", "cleared_malicious", "asked_benign", "cleared_benign")
SCANNER = f"{scan_text.__module__}.{scan_text.__qualname__}"


def _rate(hit: int, total: int) -> float | None:
    return round(hit / total, 4) if total else None


def _tally(rows: Iterable[tuple[Entry, bool]]) -> dict[str, Any]:
    malicious = detected = benign = flagged = 0
    for entry, blocked in rows:
        if entry.malicious:
            malicious += 1
            detected += blocked
        else:
            benign += 1
            flagged += blocked
    return {
        "malicious": malicious,
        "detected": detected,
        "detection": _rate(detected, malicious),
        "benign": benign,
        "flagged": flagged,
        "false_positive": _rate(flagged, benign),
    }


def _report(entries: list[Entry], verdicts: list[bool]) -> dict[str, Any]:
    pairs = list(zip(entries, verdicts, strict=True))
    report = _tally(pairs)
    for field in ("category", "language", "obfuscation"):
        groups: dict[str, list[tuple[Entry, bool]]] = defaultdict(list)
        for entry, blocked in pairs:
            groups[getattr(entry, field)].append((entry, blocked))
        report[f"by_{field}"] = {key: _tally(groups[key]) for key in sorted(groups)}
    return report


def _timed(
    entries: list[Entry],
    opinion: SecondOpinion | None,
    repeat: int = 1,
    stop_at_first: bool = False,
    vetoes: dict[str, int] | None = None,
) -> tuple[list[bool], list[float]]:
    verdicts, times = [], []
    for entry in entries:
        best = float("inf")
        for _ in range(max(1, repeat)):
            forget_texts()  # (each run cold: an entry is scanned once in use)
            started = time.perf_counter()
            result = scan_text(entry.text, second_opinion=opinion, stop_at_first=stop_at_first)
            best = min(best, (time.perf_counter() - started) * 1000)
        times.append(best)
        verdicts.append(bool(result.blocked))
        if vetoes is not None and result.veto_score is not None:
            label = "malicious" if entry.malicious else "benign"
            vetoes[f"asked_{label}"] += 1
            vetoes[f"cleared_{label}"] += bool(result.cleared)
    return verdicts, times


class _Counting(WindowEmbedder):
    """The classifier's embedder, counting the texts the cascade sends it."""

    def __init__(self) -> None:
        super().__init__()
        self.texts = 0

    def vectors(self, texts: list[str]) -> list[list[float]]:
        self.texts += len(texts)
        return super().vectors(texts)


def _embed_times(entries: list[Entry], repeat: int) -> list[float]:
    """MiniLM alone on each entry's first ``MAX_EMBEDDED_SENTENCES`` sentences (the most the
    cascade embeds), best of ``repeat``."""
    embedder = WindowEmbedder()
    embedder.load()
    times = []
    for entry in entries:
        parts = sentences(entry.text, MAX_CLASSIFIED_CHARS)[:MAX_EMBEDDED_SENTENCES] or [""]
        best = float("inf")
        for _ in range(max(1, repeat)):
            started = time.perf_counter()
            embedder.vectors(parts)
            best = min(best, (time.perf_counter() - started) * 1000)
        times.append(best)
    return times


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, max(0, round(0.99 * len(ordered)) - 1))]
    return {"p50": round(statistics.median(ordered), 3), "p99": round(p99, 3)}


def _limited(entries: list[Entry], limit: int | None) -> list[Entry]:
    if limit is None:
        return entries
    kept = [e for e in entries if e.malicious][:limit]
    return kept + [e for e in entries if not e.malicious][:limit]


def blind_sections(
    no_fresh: bool, limit: int | None
) -> tuple[dict[str, list[Entry]], dict[str, str]]:
    """The twenty-four fresh blind sets as sections, measured alike and left out alike; and for
    each one left out, the reason."""
    sections: dict[str, list[Entry]] = {}
    skipped: dict[str, str] = {}
    blind = (
        ("fresh_test", FRESH_ENTRIES, load_fresh),
        ("fresh2_test", FRESH2_ENTRIES, load_fresh2),
        ("fresh3_test", FRESH3_ENTRIES, load_fresh3),
        ("fresh4_test", FRESH4_ENTRIES, load_fresh4),
        ("fresh5_test", FRESH5_ENTRIES, load_fresh5),
        ("fresh6_test", FRESH6_ENTRIES, load_fresh6),
        ("fresh7_test", FRESH7_ENTRIES, load_fresh7),
        ("fresh8_test", FRESH8_ENTRIES, load_fresh8),
        ("fresh9_test", FRESH9_ENTRIES, load_fresh9),
        ("fresh10_test", FRESH10_ENTRIES, load_fresh10),
        ("fresh11_test", FRESH11_ENTRIES, load_fresh11),
        ("fresh12_test", FRESH12_ENTRIES, load_fresh12),
        ("fresh13_test", FRESH13_ENTRIES, load_fresh13),
        ("fresh14_test", FRESH14_ENTRIES, load_fresh14),
        ("fresh15_test", FRESH15_ENTRIES, load_fresh15),
        ("fresh16_test", FRESH16_ENTRIES, load_fresh16),
        ("fresh17_test", FRESH17_ENTRIES, load_fresh17),
        ("fresh18_test", FRESH18_ENTRIES, load_fresh18),
        ("fresh19_test", FRESH19_ENTRIES, load_fresh19),
        ("fresh20_test", FRESH20_ENTRIES, load_fresh20),
        ("fresh21_test", FRESH21_ENTRIES, load_fresh21),
        ("fresh22_test", FRESH22_ENTRIES, load_fresh22),
        ("fresh23_test", FRESH23_ENTRIES, load_fresh23),
        ("fresh24_test", FRESH24_ENTRIES, load_fresh24),
    )
    for name, path, load in blind:
        if no_fresh:
            skipped[name] = "left out (--no-fresh)"
        elif path.is_file():
            sections[name] = _limited(load(), limit)
        else:
            skipped[name] = f"not built: {path.name}"
    return sections, skipped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, help="at most N malicious and N benign per section")
    parser.add_argument("--no-classifier", action="store_true", help="measure the rules only")
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs per entry")
    parser.add_argument(
        "--no-veto",
        action="store_true",
        help="the classifier without its veto over the rules' refusals (to time it)",
    )
    parser.add_argument(
        "--no-fresh",
        action="store_true",
        help="leave out the twenty-four fresh blind sets (tuning: their figures must not steer)",
    )
    args = parser.parse_args()

    sections: dict[str, list[Entry]] = {
        "ours_test": _limited([e for e in load_ours() if e.split == "test"], args.limit)
    }
    blind, skipped = blind_sections(args.no_fresh, args.limit)
    sections.update(blind)
    try:
        public = [e for e in load_public() if e.split == "test"]
        sections["public_test"] = _limited(public, args.limit)
    except ImportError as exc:  # the corpora come with the dev extra
        skipped["public_test"] = f"not installed: {exc.name}"

    opinion: InjectionClassifier | None = None
    counter = _Counting()
    if not args.no_classifier:
        if load_default_classifier() is None:
            skipped["classifier"] = "the [semantic] extra is not installed or it is off"
        else:  # the default classifier, with an embedder that counts what it is asked
            opinion = InjectionClassifier(vectors=counter, veto=not args.no_veto)
            opinion.score("warm-up: load the weights before timing")
            counter.texts = 0

    output: dict[str, Any] = {"benchmark": "injection_scan", "scanner": SCANNER}
    fallback = InjectionClassifier() if opinion is not None and opinion.uses_vectors else None
    times: dict[str, list[float]] = {
        "rules": [],
        "rules_verdict": [],
        "with_classifier": [],
        "with_ngram_fallback": [],
        "embed_one_entry": [],
    }
    disagree = 0  # entries whose verdict stopping at the first finding differs (never, by design)
    for name, entries in sections.items():
        rules, took = _timed(entries, None, args.repeat)
        times["rules"] += took
        verdicts, took = _timed(entries, None, args.repeat, stop_at_first=True)
        times["rules_verdict"] += took
        disagree += sum(a != b for a, b in zip(rules, verdicts, strict=True))
        section: dict[str, Any] = {"entries": len(entries), "rules": _report(entries, rules)}
        if opinion is not None:
            before = counter.texts
            # the veto: refusals of the rules it was asked about, and those it cleared
            vetoes = dict.fromkeys(VETO_COUNTS, 0)
            both, took = _timed(entries, opinion, args.repeat, vetoes=vetoes)
            times["with_classifier"] += took
            section["with_classifier"] = _report(entries, both)
            section["veto"] = vetoes
            # the cascade: how many sentences were embedded, per entry scanned
            section["embedded_per_entry"] = round(
                (counter.texts - before) / max(1, len(entries) * max(1, args.repeat)), 4
            )
            # the classifier on every entry, as if no rule existed: what it adds to any rules
            alone = [s >= opinion.threshold for s in opinion.score_many([e.text for e in entries])]
            section["classifier_alone"] = _report(entries, alone)
        if fallback is not None:
            grams, took = _timed(entries, fallback, args.repeat)
            times["with_ngram_fallback"] += took
            section["with_ngram_fallback"] = _report(entries, grams)
            times["embed_one_entry"] += _embed_times(entries, args.repeat)
        output[name] = section
    output["classifier"] = None
    if opinion is not None:
        output["classifier"] = {
            "threshold": round(opinion.threshold, 4),
            "features": (
                EMBEDDED_FEATURES + ("+gates" if opinion.weights.rules else "")
                if opinion.uses_vectors
                else FEATURES
            ),
            "fallback": opinion.fallback_reason,
            "veto_cut": opinion.veto_cut,  # None: --no-veto, or weights without a cut
        }
        if fallback is not None:
            output["ngram_fallback_threshold"] = round(fallback.threshold, 4)
    output["machine"] = {
        "cpus": os.cpu_count(),
        "load_1m": round(os.getloadavg()[0], 2),
        "repeat": args.repeat,
    }
    output["scan_ms"] = {key: _percentiles(value) for key, value in times.items() if value}
    output["verdict_mode_disagreements"] = disagree
    output["targets"] = TARGETS
    output["skipped"] = skipped
    print(json.dumps(output, ensure_ascii=False))


if __name__ == "__main__":
    main()
