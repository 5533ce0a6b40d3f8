"""LoCoMo recall harness (contract: shared/bench/README.md); prints one JSON line.

    benchmarks/recall.py --data ../shared/bench/locomo10.json
        [--system store|fts5-baseline] [--mode fts|semantic|hybrid]
        [--query-style verbatim|or-terms] [--k 1 3 5 10] [--turn-k 5 10]
        [--categories 1 2 3 4] [--out results.json] [--per-question results.jsonl]
        [--embed-cache benchmarks/.data/locomo-vectors.json]

``fts5-baseline`` is plain ``sqlite3`` (no project code) and must reproduce the README's
reference figures; ``store`` ingests each conversation into a fresh ``SessionDB`` in a temp
home and types the question into ``search_detailed``. The data file is read where it lies
(CC BY-NC: never copied into the repository).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from embed_cache import EmbedCache

CATEGORY_NAMES = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
DATE_FORMAT = "%I:%M %p on %d %B, %Y"
EVIDENCE = re.compile(r"D(\d+):(\d+)(?:\s*-\s*(?:D\d+:)?(\d+))?")

# English function words dropped by the baseline's OR query (the README's "function words").
_FUNCTION_WORDS = """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just me more most my myself no nor not now of off on once only or
    other our ours ourselves out over own same she should so some such than that the their
    theirs them themselves then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your
    yours yourself yourselves s t
"""
FUNCTION_WORDS = frozenset(_FUNCTION_WORDS.split())


@dataclass
class Turn:
    session: int
    dia_id: str
    speaker: str
    text: str


@dataclass
class Conversation:
    sample_id: str
    sessions: dict[int, float]  # session number -> start (unix seconds)
    turns: list[Turn]
    questions: list[dict[str, Any]]
    speaker_a: str = ""


def load(path: Path) -> tuple[list[Conversation], str]:
    raw = path.read_bytes()
    data = json.loads(raw)
    out = []
    for sample in data:
        conv = sample["conversation"]
        numbers = sorted(int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k))
        sessions: dict[int, float] = {}
        turns: list[Turn] = []
        for n in numbers:
            when = datetime.strptime(conv[f"session_{n}_date_time"], DATE_FORMAT)
            sessions[n] = when.timestamp()
            for t in conv[f"session_{n}"]:
                turns.append(Turn(n, t["dia_id"], t["speaker"], t["text"]))
        out.append(
            Conversation(
                str(sample.get("sample_id")),
                sessions,
                turns,
                sample["qa"],
                str(conv.get("speaker_a", "")),
            )
        )
    return out, hashlib.sha256(raw).hexdigest()


def gold_of(question: dict[str, Any], conv: Conversation) -> tuple[list[int], list[str]]:
    """Gold sessions (named in evidence and present) and gold turns (dia_ids that exist)."""
    known = {t.dia_id for t in conv.turns}
    sessions: list[int] = []
    turns: list[str] = []
    for item in question.get("evidence") or []:
        for s, t, end in EVIDENCE.findall(str(item)):
            last = int(end) if end else int(t)
            for k in range(int(t), last + 1):
                dia = f"D{s}:{k}"
                if dia in known and dia not in turns:
                    turns.append(dia)
            if int(s) in conv.sessions and int(s) not in sessions:
                sessions.append(int(s))
    return sessions, turns


def or_terms(question: str) -> str:
    """The baseline's query: lower-case word tokens, function words out, quoted, ORed."""
    words = [w for w in re.findall(r"\w+", question.lower()) if w not in FUNCTION_WORDS]
    return " OR ".join(f'"{w}"' for w in dict.fromkeys(words))


def and_terms(question: str) -> str:
    """What FTS5 does with a question typed as is: every word, ANDed."""
    return " ".join(f'"{w}"' for w in dict.fromkeys(re.findall(r"\w+", question.lower())))


# --- systems ----------------------------------------------------------------------------------


@dataclass
class Ranked:
    """One question's rankings: sessions per view, turns (dia ids) for the turn metrics."""

    views: dict[str, list[int]] = field(default_factory=dict)
    turns: list[str] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)


class Baseline:
    """Plain sqlite3 FTS5, per conversation: one table of turns, one of sessions."""

    TOKENIZE = "porter unicode61 remove_diacritics 2"
    views = ("session_as_document", "session_by_best_turn")

    def __init__(self, conv: Conversation) -> None:
        self.conn = sqlite3.connect(":memory:")
        self.conn.execute(
            "CREATE VIRTUAL TABLE turns USING fts5(body, session UNINDEXED, turn UNINDEXED,"
            f" tokenize='{self.TOKENIZE}')"
        )
        self.conn.execute(
            "CREATE VIRTUAL TABLE sess USING fts5(body, session UNINDEXED,"
            f" tokenize='{self.TOKENIZE}')"
        )
        bodies: dict[int, list[str]] = {}
        for t in conv.turns:
            body = f"{t.speaker}: {t.text}"
            self.conn.execute("INSERT INTO turns VALUES (?, ?, ?)", (body, t.session, t.dia_id))
            bodies.setdefault(t.session, []).append(body)
        for n, parts in bodies.items():
            self.conn.execute("INSERT INTO sess VALUES (?, ?)", ("\n".join(parts), n))

    def query(self, question: str, style: str, depth: int) -> Ranked:
        match = or_terms(question) if style == "or-terms" else and_terms(question)
        ranked = Ranked()
        if not match:
            ranked.views = {v: [] for v in self.views}
            return ranked
        rows = self.conn.execute(
            "SELECT session, turn FROM turns WHERE turns MATCH ? ORDER BY rank", (match,)
        ).fetchall()
        ranked.turns = [r[1] for r in rows]
        ranked.views["session_by_best_turn"] = list(dict.fromkeys(int(r[0]) for r in rows))
        rows = self.conn.execute(
            "SELECT session FROM sess WHERE sess MATCH ? ORDER BY rank", (match,)
        ).fetchall()
        ranked.views["session_as_document"] = [int(r[0]) for r in rows]
        return ranked

    def close(self) -> None:
        self.conn.close()


class Store:
    """Our ``SessionDB`` in a temp home; the question goes to ``search_detailed``."""

    views = ("session_by_best_message",)

    def __init__(self, conv: Conversation, mode: str, cache: EmbedCache | None = None) -> None:
        from hermes_memory.sessions.search import refresh_search_index
        from hermes_memory.sessions.store import SessionDB

        self.tmp = tempfile.TemporaryDirectory(prefix="hm-recall-")
        self.db = SessionDB(Path(self.tmp.name) / "state.db")
        self.dia: dict[int, tuple[int, str]] = {}
        by_session: dict[int, list[Turn]] = {}
        for t in conv.turns:
            by_session.setdefault(t.session, []).append(t)
        for n in sorted(conv.sessions):
            sid = f"locomo_{conv.sample_id}_s{n}"
            start = conv.sessions[n]
            self.db.create_session(sid, "cli", started_at=start)
            turns = by_session.get(n, [])
            messages = [
                {
                    "role": "user" if t.speaker == conv.speaker_a else "assistant",
                    "content": f"{t.speaker}: {t.text}",
                    "timestamp": start + i,
                }
                for i, t in enumerate(turns)
            ]
            ids = self.db.append_messages(sid, messages) if messages else []
            for mid, t in zip(ids, turns, strict=True):
                self.dia[mid] = (n, t.dia_id)
        refresh_search_index(self.db)
        self.mode = mode
        self.embed_s = 0.0
        if mode != "fts":
            # vectors need the [semantic] extra; update_vectors raises a clear error without it
            t0 = time.perf_counter()
            if cache is not None:
                # the turns' vectors come from the cache; queries still meet the real model
                real = self.db.embedder
                self.db.embedder = cache.wrap(real)
                self.db.update_vectors()
                self.db.embedder = real
            else:
                self.db.update_vectors()
            self.embed_s = time.perf_counter() - t0

    def query(self, question: str, style: str, depth: int) -> Ranked:
        from hermes_memory.sessions.search import search_detailed

        text = or_terms(question) if style == "or-terms" else question
        if self.mode == "semantic":
            return self._semantic(text)
        limit = max(50, depth * 10)
        while True:
            if self.mode == "hybrid":
                result = self.db.search(text, limit=limit, context=False, snippets=False)
            else:
                result = search_detailed(self.db, text, limit=limit, context=False)
            ids = [int(h["id"]) for h in result.hits if int(h["id"]) in self.dia]
            sessions = list(dict.fromkeys(self.dia[i][0] for i in ids))
            if len(sessions) >= depth or len(result.hits) < limit:
                break
            limit *= 4
        ranked = Ranked(turns=[self.dia[i][1] for i in ids])
        ranked.views["session_by_best_message"] = sessions
        ranked.info = {
            "ranking": result.ranking.value,
            "fallback": result.fallback_used,
            "terms": result.fallback_terms,
        }
        return ranked

    def _semantic(self, text: str) -> Ranked:
        """Vectors alone: every message by its cosine with the question."""
        found = self.db.vectors.scores(self.db, text)
        ids = [m for m, _ in sorted(found.scores.items(), key=lambda kv: -kv[1]) if m in self.dia]
        ranked = Ranked(turns=[self.dia[i][1] for i in ids])
        ranked.views["session_by_best_message"] = list(dict.fromkeys(self.dia[i][0] for i in ids))
        ranked.info = {"ranking": "semantic"}
        return ranked

    def close(self) -> None:
        self.db.close()
        self.tmp.cleanup()


# --- metrics ----------------------------------------------------------------------------------


def ndcg(ranked: list[int], gold: set[int], k: int) -> float:
    def weight(r: int) -> float:
        return 1.0 if r <= 2 else 1.0 / math.log2(r)

    dcg = sum(weight(r) for r, s in enumerate(ranked[:k], 1) if s in gold)
    ideal = sum(weight(r) for r in range(1, min(len(gold), k) + 1))
    return dcg / ideal if ideal else 0.0


def question_metrics(
    ranked: Ranked, gold_s: list[int], gold_t: list[str], ks: list[int], turn_ks: list[int]
) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    gs, gt = set(gold_s), set(gold_t)
    for view, sessions in ranked.views.items():
        m: dict[str, float] = {}
        for k in ks:
            top = set(sessions[:k])
            m[f"R@{k}"] = float(bool(top & gs))
            m[f"R_all@{k}"] = float(gs <= top)
            m[f"nDCG@{k}"] = ndcg(sessions, gs, k)
        m["empty"] = float(not sessions)
        if view != "session_as_document":
            for k in turn_ks:
                top_t = set(ranked.turns[:k])
                m[f"turn_R_frac@{k}"] = len(top_t & gt) / len(gt) if gt else 0.0
                m[f"turn_R_any@{k}"] = float(bool(top_t & gt))
        out[view] = m
    return out


def mean_table(rows: Iterable[dict[str, float]]) -> dict[str, float]:
    rows = list(rows)
    if not rows:
        return {}
    return {key: round(sum(r[key] for r in rows) / len(rows), 4) for key in rows[0]}


# --- main -------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> dict[str, Any]:
    convs, digest = load(Path(args.data))
    if args.conversations:
        convs = convs[: args.conversations]

    cache = EmbedCache(Path(args.embed_cache)) if args.embed_cache else None

    def make(conv: Conversation) -> Baseline | Store:
        if args.system == "fts5-baseline":
            return Baseline(conv)
        return Store(conv, args.mode, cache)

    depth = max(args.k)
    per_view: dict[str, dict[int, list[dict[str, float]]]] = {}
    skipped = 0
    ingest_s = 0.0
    embed_s = 0.0
    query_ms: list[float] = []
    lines: list[dict[str, Any]] = []
    for conv in convs:
        t0 = time.perf_counter()
        system = make(conv)
        ingest_s += time.perf_counter() - t0
        embed_s += getattr(system, "embed_s", 0.0)
        try:
            for qi, q in enumerate(conv.questions):
                if int(q.get("category", 0)) not in args.categories:
                    continue
                gold_s, gold_t = gold_of(q, conv)
                if not gold_s:
                    skipped += 1
                    continue
                t1 = time.perf_counter()
                ranked = system.query(str(q["question"]), args.query_style, depth)
                query_ms.append((time.perf_counter() - t1) * 1000)
                metrics = question_metrics(ranked, gold_s, gold_t, args.k, args.turn_k)
                cat = int(q["category"])
                for view, m in metrics.items():
                    per_view.setdefault(view, {}).setdefault(cat, []).append(m)
                if args.per_question:
                    lines.append(
                        {
                            "sample_id": conv.sample_id,
                            "index": qi,
                            "category": cat,
                            "question": q["question"],
                            "gold_sessions": gold_s,
                            "gold_turns": gold_t,
                            "sessions": {v: s[:depth] for v, s in ranked.views.items()},
                            "turns": ranked.turns[: max(args.turn_k)],
                            "metrics": metrics,
                            **ranked.info,
                        }
                    )
        finally:
            system.close()
            if cache is not None:
                cache.save()
    metrics_out: dict[str, Any] = {}
    n_questions = 0
    for view, cats in per_view.items():
        rows = [r for c in sorted(cats) for r in cats[c]]
        n_questions = len(rows)
        metrics_out[view] = {
            "overall": mean_table(rows),
            "by_category": {
                f"{c} {CATEGORY_NAMES.get(c, '?')}": {"n": len(cats[c]), **mean_table(cats[c])}
                for c in sorted(cats)
            },
        }
    if args.per_question:
        with open(args.per_question, "w", encoding="utf-8") as fh:
            for line in lines:
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    return {
        "benchmark": "locomo-recall",
        "data_sha256": digest,
        "system": args.system,
        "mode": args.mode,
        "query_style": args.query_style,
        "categories": args.categories,
        "n_questions": n_questions,
        "skipped": skipped,
        "timing": {
            "ingest_s": round(ingest_s, 3),
            "embed_s": round(embed_s, 3),
            "query_p50_ms": round(statistics.median(query_ms), 3) if query_ms else None,
            "query_p95_ms": round(_pct(query_ms, 95), 3) if query_ms else None,
        },
        "metrics": metrics_out,
    }


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(p / 100 * len(ordered)) - 1)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True)
    parser.add_argument("--system", choices=["store", "fts5-baseline"], default="store")
    parser.add_argument("--mode", choices=["fts", "semantic", "hybrid"], default="fts")
    parser.add_argument("--query-style", choices=["verbatim", "or-terms"], default="verbatim")
    parser.add_argument("--k", type=int, nargs="+", default=[1, 3, 5, 10])
    parser.add_argument("--turn-k", type=int, nargs="+", default=[5, 10])
    parser.add_argument("--categories", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--out")
    parser.add_argument("--per-question")
    parser.add_argument(
        "--conversations", type=int, default=0, help="only the first N (smoke runs; 0 = all)"
    )
    parser.add_argument(
        "--embed-cache",
        help="JSON file of turn vectors kept between runs (benchmarks/.data/...)",
    )
    args = parser.parse_args(argv)
    if args.mode != "fts" and args.system != "store":
        print(json.dumps({"error": f"mode {args.mode!r} needs --system store"}), file=sys.stderr)
        return 2
    result = run(args)
    text = json.dumps(result, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
