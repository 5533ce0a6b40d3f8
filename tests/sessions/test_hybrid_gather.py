"""The hybrid search's gathering is plumbing: made faster, it must rank exactly as before.

``reference_gather`` below is the plain form of ``hybrid.gather`` (every look-up for the
nearest messages and the candidates, each text read alone, the nearest
sorted by a key); the store's searches, through ``SessionDB.search``, must return the same
page, hit for hit and kind for kind, over many queries, filters and pages.
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from tests.sessions.vector_fakes import HashEmbedder

import hermes_memory.sessions.search.hybrid as hybrid
from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import search_detailed
from hermes_memory.sessions.search.candidate_text import TextReader
from hermes_memory.sessions.search.fusion import VECTOR_POOL, Evidence, fuse
from hermes_memory.sessions.search.query_dates import named_window
from hermes_memory.sessions.search.snippet import Highlighter
from hermes_memory.sessions.search.time_order import to_epoch
from hermes_memory.sessions.search.types import Filters

WORDS = [
    "deploy",
    "deployment",
    "deployed",
    "login",
    "auth",
    "crash",
    "crashed",
    "fixed",
    "solved",
    "repaired",
    "token",
    "cache",
    "server",
    "service",
    "database",
    "migration",
    "rollback",
    "build",
    "release",
    "tests",
    "failing",
    "passing",
    "queue",
    "worker",
    "retry",
    "timeout",
    "latency",
    "memory",
    "leak",
    "profile",
    "vacation",
    "japan",
    "tokyo",
    "flight",
    "hotel",
]
CJK = ["部署", "登录", "失败", "缓存", "数据库", "上线"]
SOURCES = ["cli", "telegram", "subagent"]
ROLES = ["user", "assistant", "assistant", "tool"]


def reference_gather(
    lookups: hybrid.Lookups,
    query: str,
    lexical_ids: list[int],
    strict: int,
    scores: dict[int, float],
    *,
    limit: int,
    offset: int,
) -> Evidence:
    known = set(lexical_ids)
    depth = max(VECTOR_POOL, offset + limit)
    order = sorted(scores, key=lambda mid: (-scores[mid], mid))
    nearest = order[:depth]
    unseen = [mid for mid in nearest if mid not in known]
    kept = lookups.allowed(unseen) if unseen else set()
    evidence = Evidence(lexical_ids, strict, scores, kept | known, depth=depth)
    wanted = evidence.candidates()
    evidence.neighbours = lookups.neighbours(wanted) if wanted else {}
    around = {m for pair in evidence.neighbours.values() for m in pair if m is not None}
    around = {m for m in around - known - set(unseen) if m in scores}
    if around:
        evidence.allowed |= lookups.allowed(sorted(around))
    reader = TextReader(query)
    evidence.query_words = len(reader.wanted)
    for mid, (session, text) in lookups.texts(list(dict.fromkeys(nearest + wanted))).items():
        evidence.read(mid, session, reader.read(text) if reader.wanted else None)
    evidence.window = named_window(query, datetime.now())
    if evidence.window is not None and wanted:
        evidence.times = lookups.times(wanted)
    return evidence


def _corpus(path: Path) -> SessionDB:
    rng = random.Random(7)
    db = SessionDB(path)
    for n in range(36):
        sid = f"s{n:02d}"
        db.create_session(sid, SOURCES[n % 3], started_at=1_700_000_000 + n * 86_400)
        rows = []
        for k in range(9):
            words = rng.sample(WORDS, rng.randrange(3, 12))
            if rng.random() < 0.2:
                words.insert(rng.randrange(len(words)), rng.choice(CJK))
            if rng.random() < 0.1:
                words.append("İstanbul\x00Straße")  # a lower case longer than its text; a NUL
            role = ROLES[(n + k) % 4]
            row: dict[str, Any] = {"role": role, "content": " ".join(words)}
            row["timestamp"] = 1_700_000_000 + n * 86_400 + k
            if role == "tool":
                row["tool_name"] = "shell"
            rows.append(row)
        db.append_messages(sid, rows)
    db.embedder = HashEmbedder()
    db.update_vectors()
    return db


QUERIES = [
    "how did I get the login fixed",
    "deploy rollback",
    "deploy*",
    '"token cache"',
    "crash",
    "登录失败",
    "memory leak in the worker queue",
    "istanbul strasse",
    "vacation",
]
SHAPES: list[dict[str, Any]] = [
    {"limit": 10, "offset": 0},
    {"limit": 300, "offset": 0},
    {"limit": 5, "offset": 7, "role_filter": ["user", "assistant"]},
    {"limit": 20, "offset": 0, "exclude_sources": ["subagent"], "role_filter": ["user"]},
    {"limit": 50, "offset": 0, "after": 1_700_000_000 + 10 * 86_400},
]


def _reference_page(db: SessionDB, query: str, shape: dict[str, Any]) -> list[tuple[int, str]]:
    limit, offset = shape["limit"], shape["offset"]
    args = {k: v for k, v in shape.items() if k not in ("limit", "offset")}
    lexical = search_detailed(
        db,
        query,
        limit=max(offset + limit, hybrid.LEXICAL_POOL),
        offset=0,
        context=False,
        snippets=False,
        load_rows=False,
        **args,
    )
    semantic = db.vectors.scores(db, hybrid.vector_query(lexical.query))
    filters = Filters.of(
        None,
        args.get("exclude_sources"),
        args.get("role_filter"),
        False,
        to_epoch(args.get("after"), "after"),
        None,
    )
    ids = [int(hit["id"]) for hit in lexical.hits]
    with db.lock:
        evidence = reference_gather(
            hybrid.StateLookups(db.conn, filters),
            lexical.query,
            ids,
            lexical.strict_hits,
            semantic.scores,
            limit=limit,
            offset=offset,
        )
    return [(mid, kind.value) for mid, _, kind in fuse(evidence)[offset : offset + limit]]


def test_the_fused_page_is_the_reference_rules_page(tmp_path: Path) -> None:
    db = _corpus(tmp_path / "state.db")
    compared = 0
    for query in QUERIES:
        for shape in SHAPES:
            result = db.search(query, context=False, snippets=False, **shape)
            assert result.semantic, (query, shape)
            got = [(int(hit["id"]), hit["match"]) for hit in result.hits]
            assert got == _reference_page(db, query, shape), (query, shape)
            compared += len(got)
    assert compared > 500  # deep pages were compared, not only empty ones
    db.close()


@pytest.mark.parametrize(
    "query",
    ["deploy fixed", "deploy*", '"token cache" crash', "登录", "istanbul strasse", "repair"],
)
def test_reading_many_texts_at_once_is_reading_each(query: str) -> None:
    texts = [
        "deployment went fine, deployed twice",
        "",
        "Token cache crashed; CRASH again",
        "登录失败了",
        "İstanbul\x00Straße and istanbul strasse",
        "xdeploy is not a word match, _deploy neither",
        "repaired, repairs, repairing",
        "nothing at all",
    ]
    reader = TextReader(query)
    assert reader.wanted
    assert reader.read_all(texts) == [reader.read(text) for text in texts]
    assert reader.read_all([]) == []
    highlighter = Highlighter.from_query(query)
    keys = highlighter.keys_in(texts)
    assert [len(k) > 0 for k in keys] == [bool(highlighter.hits(t)) for t in texts]


def test_a_query_without_words_reads_no_words() -> None:
    reader = TextReader("the of and")
    assert not reader.wanted
    facts = reader.read_all(["the of and", "deploy"])
    assert facts == [reader.read("the of and"), reader.read("deploy")]
    assert all(fact.share == 0.0 and not fact.words for fact in facts)


def test_the_nearest_are_ordered_by_cosine_then_id() -> None:
    scores = {5: 0.5, 3: 0.9, 9: 0.5, 1: 0.5, 2: -0.1, 8: 0.9}
    assert hybrid.nearest_first(scores) == [3, 8, 1, 5, 9, 2]
    assert hybrid.nearest_first({}) == []
