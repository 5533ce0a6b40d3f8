"""The effect of query expansion on LoCoMo recall, with a scripted model (no network).

Real expansions come from the summary model; to measure the mechanism offline (the parsing,
the cache, the fusion with the original query's hits) this script gives every question
fixed expansions made by a plain rule, the kind of keyword rewrite a small model writes:
the question's content words, and the same without capitalised names. It runs the built-in
evaluation (``hermes_memory.evaluation``) lexically with and without them and prints one
JSON line with both and the difference.

    python benchmarks/recall_expansion.py --data ../shared/bench/locomo10.json
        [--conversations N] [--write-expansions FILE]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

from hermes_memory.evaluation import Mode, Settings, load_locomo, run_evaluation
from hermes_memory.evaluation.expansions import scripted_expander
from hermes_memory.tools.session_search.excerpt import query_words

KEYS = ("R@1", "R@3", "R@5", "R@10", "MRR", "turn_R_any@5", "turn_R_any@10")


def fixed_expansions(question: str) -> list[str]:
    """Keywords, then keywords without names (capitalised words not opening the question)."""
    words = query_words(question)
    names = {w.lower() for w in re.findall(r"(?<!^)(?<![.?!]\s)\b[A-Z][a-z]+", question)}
    topic = [w for w in words if w not in names]
    out = [" ".join(words)]
    if topic and topic != words:
        out.append(" ".join(topic))
    return [q for q in out if q]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", required=True)
    parser.add_argument("--conversations", type=int, default=None)
    parser.add_argument("--write-expansions", default=None)
    args = parser.parse_args()
    dataset = load_locomo(args.data, conversations=args.conversations)
    table = {q.text.strip(): fixed_expansions(q.text) for c in dataset.corpora for q in c.questions}
    if args.write_expansions:
        Path(args.write_expansions).write_text(json.dumps(table, ensure_ascii=False), "utf-8")
    plain = run_evaluation(dataset, Settings([Mode.LEXICAL])).as_dict()["modes"]["lexical"]
    model = scripted_expander(table)
    wide = run_evaluation(dataset, Settings([Mode.LEXICAL], expansion_model=model))
    expanded = wide.as_dict()["modes"]["lexical"]
    before = {k: plain["metrics"].get(k) for k in KEYS}
    after = {k: expanded["metrics"].get(k) for k in KEYS}
    result: dict[str, Any] = {
        "benchmark": "recall_expansion",
        "data_sha256": dataset.sha256,
        "n_questions": dataset.question_count,
        "expansions": "scripted: keywords, keywords without names",
        "lexical": before,
        "lexical_expanded": after,
        "delta": {k: round((after[k] or 0) - (before[k] or 0), 4) for k in KEYS},
        "query_p50_ms": [plain["timing"]["query_p50_ms"], expanded["timing"]["query_p50_ms"]],
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
