"""Trains the injection classifier's weights from the tune split and writes them as package data.

Data: our labelled set's tune split (tests/data/injection/entries.jsonl), the tune split of the
public corpora (bastioncorpus, jailbreak_corpus_mini_py, read from the installed packages), and
benign background text (``injection_background.py``): chunks of this repository's own prose and
sentences of the Python standard library's docstrings (read from this interpreter's files; the
count and a digest are recorded in the weights), so that wording unlike our benign entries is
not suspicious by itself.

The embedded model (``--features minilm``, the default; ``injection_sentences.py``): logistic
regression over each SENTENCE's hashed n-grams, the rules' gate features (``--no-gates`` leaves
them out) and its nearest-sentence margin (int8 MiniLM cosine to the nearest malicious minus
the nearest benign tune sentence, ``hermes_memory.scanning.nearest``), the highest sentence
scoring the entry, fitted as multiple instances (a malicious entry's positive is its most
suspicious sentence). The margin's scale is chosen on OUT-OF-WAVE scores: each wave of our
data (and the public corpora) is held out whole in turn, with a share of the background's
sources, and the bank a held-out sentence is compared with never holds its wave, since what
matters on a write path is text from a writer never seen. Threshold: the lowest at which the
classifier refuses at most ``--max-false-positive-rate`` (0.5%) of the labelled benign text
and of the background, each, among what the rules pass, out of wave, plus ``--margin``
logits, never under ``--floor``. With them, a ridge guess from each sentence's n-grams at the
logit its vector adds (``pull_guess``), by which the scanner's cascade picks the sentence to
embed. Writes the weights and the sentence bank beside them.

The n-gram fallback (``--features ngrams``): n-grams and gate features of the first window,
folds by topic (a benign entry's source and category; a malicious entry's group).
The twenty-three spent blind sets (``injection_spent``: the first to the twenty-third, measured
and then released for tuning) are twenty-three more waves, each held out whole like the others;
``--no-spent`` leaves them out. The training data written for the classifier
(``dataset.WRITTEN_SETS``, ``train8_entries.jsonl`` onwards) is one more wave per writer
(``t8t``, ``t8u``, ``t9v`` ...); ``--no-written NAME`` leaves a set out (``--no-written train9``).
Never read:
the held-back test split and the next blind set (``injection_spent`` refuses any path of that
name). Deterministic: no random numbers.

    python scripts/train_injection_classifier.py                    # sentences: MiniLM + n-grams
    python scripts/train_injection_classifier.py --features ngrams  # the fallback's weights
    python scripts/train_injection_classifier.py --dry-run          # prints the figures only
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "data" / "injection"))
sys.path.insert(0, str(ROOT / "scripts"))

from dataset import WRITTEN_SETS, Entry, load_ours, load_public, load_written  # noqa: E402
from injection_background import digest, load_background, load_packages, load_stdlib  # noqa: E402
from injection_fitting import (  # noqa: E402
    FLOOR,
    L2,
    MARGIN,
    MAX_FALSE_POSITIVE_RATE,
    TIE_BREAK_RATE,
    choose_threshold,
    combined,
    curve,
    fit,
    predict,
    rates,
    row_weights,
)
from injection_spent import load_spent  # noqa: E402

from hermes_memory.scanning import scan_text  # noqa: E402
from hermes_memory.scanning.classifier import (  # noqa: E402
    EMBEDDED_WEIGHTS_PATH,
    FEATURES,
    NGRAM_BUCKETS,
    WEIGHTS_PATH,
    ngram_features,
    prepare_text,
    rule_features,
    rule_names,
    windows,
)
from hermes_memory.scanning.nearest import BANK_PATH  # noqa: E402

__all__ = [
    "FLOOR", "FOLDS", "L2", "MARGIN", "MAX_FALSE_POSITIVE_RATE", "Entry", "choose_threshold",
    "combined", "curve", "fit", "fold_key", "fold_of", "predict", "rates", "row_weights",
]  # fmt: skip

FOLDS = 5
BACKGROUND_SHARE = 0.3  # of the benign half of the loss (the n-gram fallback)
L2_CHOICES = (1e-3, 3e-3)
SCALE_CHOICES = (0.25, 0.5)
# the embedded model's grid (see injection_sentences.train)
GATE_SCALE = 0.5  # with --gates
NEAREST_SCALES = (2.0, 5.0, 10.0)
SENTENCE_L2S = (3e-4,)
BACKGROUND_SHARES = (0.3,)


def features(entries: list[Entry]) -> tuple[np.ndarray, np.ndarray]:
    """The n-grams and the rule features of each entry's first window (tune entries fit
    in one), as two matrices so the rule part can be scaled."""
    grams = np.zeros((len(entries), NGRAM_BUCKETS))
    gates = np.zeros((len(entries), 2 * len(rule_names())))
    for row, entry in enumerate(entries):
        window = windows(prepare_text(entry.text))[0]
        for bucket, value in ngram_features(window).items():
            grams[row, bucket] = value
        gates[row] = rule_features(window)
    return grams, gates


def fold_of(group: str) -> int:
    return int(hashlib.sha256(group.encode()).hexdigest(), 16) % FOLDS


def fold_key(entry: Entry) -> str:
    """A benign entry's topic; a malicious entry's group (see the module's docstring)."""
    return entry.group if entry.malicious else f"{entry.source}:{entry.category}"


def as_background(chunks: list[Any]) -> list[Entry]:
    """Background chunks as benign tune entries of source ``background``."""
    return [
        Entry(
            f"bg-{i}", c.group, c.text, "benign", "background", "en", "none", "background", "tune"
        )
        for i, c in enumerate(chunks)
    ]


def train_ngrams(tune: list[Entry], args: argparse.Namespace) -> dict[str, Any]:
    """The fallback's weights: n-grams and gates of the first window, topic folds."""
    grams, gates = features(tune)
    y = np.asarray([1.0 if e.malicious else 0.0 for e in tune])
    background = np.asarray([e.source == "background" for e in tune])
    weight = row_weights(y, background, BACKGROUND_SHARE)
    folds = np.asarray([fold_of(fold_key(e)) for e in tune])
    rules = np.asarray([scan_text(e.text).blocked for e in tune])
    tried: dict[tuple[float, float], tuple[float, np.ndarray, float, float]] = {}
    for scale, l2 in itertools.product(SCALE_CHOICES, L2_CHOICES):
        x = np.hstack([grams, scale * gates])
        out_of_fold = np.zeros(len(tune))
        for fold in range(FOLDS):
            held = folds == fold
            w, b = fit(x[~held], y[~held], l2, weight[~held])
            out_of_fold[held] = predict(x[held], w, b)
        # the classifier's own budget, among what the rules pass (see injection_sentences)
        passed = ~rules
        threshold = choose_threshold(
            out_of_fold[passed],
            y[passed],
            args.max_false_positive_rate,
            None,
            args.margin,
            args.floor,
        )
        detected = combined(out_of_fold, y, rules, threshold)["detection"]
        loose = choose_threshold(out_of_fold[passed], y[passed], TIE_BREAK_RATE)
        at_budget = combined(out_of_fold, y, rules, loose)["detection"]
        tried[(scale, l2)] = (threshold, out_of_fold, detected, at_budget)
        print(f"gates {scale} l2 {l2}: {threshold:.4f} {detected} {at_budget}", file=sys.stderr)
    scale, l2 = max(tried, key=lambda k: (tried[k][2], tried[k][3], -k[0], k[1]))
    threshold, out_of_fold, _, _ = tried[(scale, l2)]
    x = np.hstack([grams, scale * gates])
    w, b = fit(x, y, l2, weight)
    report: dict[str, Any] = {
        "features": FEATURES,
        "tune_entries": len(tune),
        "tune_malicious": int(y.sum()),
        "rule_scale": scale,
        "l2": l2,
        "threshold": round(threshold, 4),
        "out_of_fold": rates(out_of_fold, y, threshold),
        "out_of_fold_with_rules": combined(out_of_fold, y, rules, threshold),
        "out_of_fold_background_refused": int((out_of_fold[background] >= threshold).sum()),
        "out_of_fold_curve": curve(out_of_fold, y, rules),
        "rules_alone": combined(np.zeros(len(y)), y, rules, 2.0),
    }
    return {
        "format": 3,
        "features": FEATURES,
        "threshold": round(threshold, 6),
        "bias": round(float(b), 6),
        "ngrams": [round(float(v), 6) for v in w[:NGRAM_BUCKETS]],
        # the scale is folded into the stored weights, so scoring needs none
        "rules": [round(float(v) * scale, 6) for v in w[NGRAM_BUCKETS:]],
        "rule_names": list(rule_names()),
        "report": report,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print figures, write nothing")
    parser.add_argument("--features", choices=("minilm", "ngrams"), default="minilm")
    parser.add_argument("--out", type=Path, help="where to write (default: beside the module)")
    parser.add_argument(
        "--max-false-positive-rate", type=float, default=MAX_FALSE_POSITIVE_RATE, metavar="R"
    )
    parser.add_argument("--margin", type=float, default=MARGIN, metavar="LOGITS")
    parser.add_argument("--floor", type=float, default=FLOOR, metavar="P")
    parser.add_argument("--no-stdlib", action="store_true", help="background: our prose only")
    parser.add_argument(
        "--no-spent",
        action="store_true",
        help="leave out the twenty-three spent blind sets (waves f1 to f23)",
    )
    parser.add_argument(
        "--no-written",
        action="append",
        default=[],
        choices=WRITTEN_SETS,
        metavar="NAME",
        help=f"leave out one set of written training data (one of {', '.join(WRITTEN_SETS)})",
    )
    parser.add_argument("--cache", type=Path, help="a JSON file to keep sentence vectors in")
    parser.add_argument(
        "--scores-out",
        type=Path,
        metavar="FILE",
        help="also write each labelled row's out-of-wave score (JSON lines; the embedded model)",
    )
    parser.add_argument(
        "--no-gates",
        action="store_true",
        help="leave the rules' gate features out of the embedded model (they are in by default)",
    )
    parser.add_argument(
        "--packages",
        action="store_true",
        help="background: also the installed packages' prose and /usr/share/doc",
    )
    parser.add_argument("--pieces", type=int, default=64, help=argparse.SUPPRESS)
    parser.add_argument("--nearest-k", type=int, default=1, metavar="K", help=argparse.SUPPRESS)
    parser.add_argument("--vector-scale", type=float, default=0.0, help=argparse.SUPPRESS)
    parser.add_argument("--nearest-scales", type=float, nargs="+", help=argparse.SUPPRESS)
    parser.add_argument("--l2s", type=float, nargs="+", help=argparse.SUPPRESS)
    parser.add_argument("--background-shares", type=float, nargs="+", help=argparse.SUPPRESS)
    parser.add_argument("--benign-weight", type=float, default=0.5, help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.gate_scales = (0.0,) if args.no_gates else (GATE_SCALE,)
    args.nearest_scales = tuple(args.nearest_scales or NEAREST_SCALES)
    args.l2s = tuple(args.l2s or SENTENCE_L2S)
    args.background_shares = tuple(args.background_shares or BACKGROUND_SHARES)

    tune = [e for e in load_ours() + load_public() if e.split == "tune"]
    spent = [] if args.no_spent else load_spent()
    tune += spent
    kept = tuple(name for name in WRITTEN_SETS if name not in args.no_written)
    written = load_written(kept)
    tune += written
    ours = load_background()
    stdlib = [] if args.no_stdlib or args.features == "ngrams" else load_stdlib()
    packages = load_packages() if args.packages and args.features == "minilm" else []
    tune += as_background(ours + stdlib + packages)
    bank = None
    if args.features == "ngrams":
        weights = train_ngrams(tune, args)
        out = args.out or WEIGHTS_PATH
    else:
        from injection_sentences import train

        trained = train(tune, args)
        weights, bank = trained["weights"], trained["bank"]
        out = args.out or EMBEDDED_WEIGHTS_PATH
        if args.scores_out is not None:
            lines = (json.dumps(row) + "\n" for row in trained["scores"])
            args.scores_out.write_text("".join(lines), encoding="utf-8")
    weights["trained_on"] = {
        "labelled": "tests/data/injection tune split"
        + ("" if args.no_spent else " + the spent blind sets (the first to the twenty-third)")
        + "".join(f" + the training data {name}" for name in kept)
        + " + bastioncorpus 0.6.0 and jailbreak_corpus_mini_py tune splits",
        "spent_blind_entries": len(spent),
        "written_entries": len(written),
        "background_repository_chunks": len(ours),
        "background_stdlib_sentences": len(stdlib),
        "background_package_sentences": len(packages),
        "background_digest": digest(ours + stdlib + packages),
        "python": sys.version.split()[0],
    }
    print(json.dumps(weights["report"] | {"trained_on": weights["trained_on"]}))
    if not args.dry_run:
        out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
        if bank is not None:  # beside the weights, under the name the classifier reads
            out.with_name(BANK_PATH.name).write_text(bank, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
