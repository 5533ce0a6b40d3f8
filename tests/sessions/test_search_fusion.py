"""The hybrid ranking rule pinned: the fitted weights' shape, that more evidence never lowers a
message, how each candidate says it matched, the session and neighbour features, and what
the vectors read of a question (``vector_query``). Through ``SessionDB.search`` with a fake
embedder: a filtered-out neighbour lends nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.sessions.vector_fakes import HashEmbedder

from hermes_memory.sessions import SessionDB
from hermes_memory.sessions.search import Ranking
from hermes_memory.sessions.search.fusion import (
    MIN_COSINE,
    VECTOR_POOL,
    WEIGHTS,
    Evidence,
    features,
    fuse,
)
from hermes_memory.sessions.search.types import MatchKind
from hermes_memory.sessions.search.vector_query import is_name, vector_query

EVIDENCE_WEIGHTS = (
    "lexical_rank",
    "share",
    "cosine",
    "cosine_scaled",
    "cosine_rank",
    "neighbour_cosine",
    "session_best_cosine",
    "session_best_lexical",
    "rank_times_share",
    "cosine_excess",
    "neighbour_lexical",
    "session_lexical_rank",
    "name_share",
    "session_word_union",
    "date_match",
    "window_cosine",
)


def _evidence(**changes: object) -> Evidence:
    base = Evidence(
        lexical=[1, 2, 3],
        strict=1,
        cosines={1: 0.35, 2: 0.25, 3: 0.5, 4: 0.6, 5: 0.1, 6: 0.3},
        allowed={1, 2, 3, 4, 5, 6},
        shares={1: 1.0, 2: 0.5, 3: 0.5, 4: 0.0, 5: 0.0, 6: 0.0},
        sessions={1: "a", 2: "b", 3: "b", 4: "c", 5: "c", 6: "a"},
        neighbours={1: (None, 6), 2: (None, 3), 3: (2, None), 4: (None, 5), 5: (4, None)},
    )
    for key, value in changes.items():
        setattr(base, key, value)
    return base


def test_the_weights_name_every_feature_and_keep_evidence_non_negative() -> None:
    values = features(_evidence())
    assert all(set(v) == set(WEIGHTS) for v in values.values())
    assert all(WEIGHTS[name] >= 0 for name in EVIDENCE_WEIGHTS)
    # words lead: a message holding all the query's words outweighs the best cosine rank
    assert WEIGHTS["share"] > WEIGHTS["cosine_rank"] > 0


def test_kinds_follow_how_a_candidate_was_found() -> None:
    ranked = fuse(_evidence())
    kinds = {mid: kind for mid, _, kind in ranked}
    assert kinds[1] is MatchKind.EXACT
    assert kinds[2] is kinds[3] is MatchKind.ANY_WORDS
    assert kinds[4] is kinds[6] is MatchKind.SEMANTIC
    assert 5 not in kinds  # vector-only and below MIN_COSINE: noise, not shown
    assert MIN_COSINE > 0.1
    scores = [score for _, score, _ in ranked]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize(
    ("mid", "field", "value"),
    [
        (3, "shares", 1.0),
        (2, "cosines", 0.9),
        (4, "cosines", 0.95),
    ],
)
def test_more_evidence_never_lowers_a_message(mid: int, field: str, value: float) -> None:
    before = {m: s for m, s, _ in fuse(_evidence())}
    evidence = _evidence()
    getattr(evidence, field)[mid] = value
    after = {m: s for m, s, _ in fuse(evidence)}
    assert after[mid] > before[mid]


def test_a_filtered_out_message_lends_no_neighbour_or_session_evidence() -> None:
    shown = features(_evidence())[1]
    hidden = features(_evidence(allowed={1, 2, 3, 4, 5}))[1]
    assert shown["neighbour_cosine"] == pytest.approx(0.3)
    assert hidden["neighbour_cosine"] == 0.0
    assert hidden["session_best_cosine"] <= shown["session_best_cosine"]
    assert 6 not in {mid for mid, _, _ in fuse(_evidence(allowed={1, 2, 3, 4, 5}))}


def test_session_features_collect_the_sessions_evidence() -> None:
    values = features(_evidence())
    assert values[2]["session_best_lexical"] == values[3]["session_best_lexical"]
    assert values[2]["session_lexical_hits"] == pytest.approx(2 / 5)
    assert values[4]["session_best_cosine"] == pytest.approx(0.6)
    assert values[4]["lexical"] == 0.0 and values[4]["lexical_rank"] == 0.0


def test_neighbour_session_word_and_date_features() -> None:
    evidence = _evidence(
        query_words=2,
        words={1: frozenset({"a", "b"}), 2: frozenset({"a"}), 3: frozenset({"a"})},
        name_shares={1: 1.0},
        lengths={1: 0.5},
        window=(100.0, 200.0),
        times={1: 150.0, 2: 250.0, 4: 100.0},
    )
    values = features(evidence)
    # 3's previous message is the 2nd lexical hit; 1's next is not a lexical hit
    assert values[3]["neighbour_lexical"] == pytest.approx(1 / 1.1)
    assert values[1]["neighbour_lexical"] == 0.0
    # sessions in the order of their best lexical hit: a (1st), b (2nd), c (none)
    assert values[1]["session_lexical_rank"] == 1.0
    assert values[3]["session_lexical_rank"] == pytest.approx(1 / 1.1)
    assert values[4]["session_lexical_rank"] == 0.0
    assert values[6]["session_word_union"] == 1.0 and values[2]["session_word_union"] == 0.5
    assert values[1]["name_share"] == 1.0 and values[1]["length"] == 0.5
    assert [values[m]["date_match"] for m in (1, 2, 4, 5)] == [1.0, 0.0, 1.0, 0.0]
    # the window's mean cosine: 4 (0.6) with its next message 5 (0.1)
    assert values[4]["window_cosine"] == pytest.approx(0.35)
    assert values[2]["window_cosine"] == pytest.approx((0.25 + 0.5) / 2)
    # written on the day the query names: ranked higher than the same message undated
    undated = {m: score for m, score, _ in fuse(_evidence())}
    dated = {m: score for m, score, _ in fuse(_evidence(window=(100.0, 200.0), times={2: 150.0}))}
    assert dated[2] > undated[2] and dated[3] == undated[3]


def test_the_vector_pool_is_bounded_but_follows_a_deep_page() -> None:
    cosines = {m: 0.9 - m / 1000 for m in range(1, 400)}
    evidence = Evidence([], 0, cosines, set(cosines))
    assert len(evidence.candidates()) == VECTOR_POOL
    evidence.depth = 250
    assert len(evidence.candidates()) == 250
    assert evidence.candidates()[:2] == [1, 2]


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("When did Caroline go to the LGBTQ support group?", "go to the LGBTQ support group"),
        ("What kind of car does Evan drive?", "car does drive"),
        ("How many users signed up", "users signed up"),
        ("how to handle rate limits", "how to handle rate limits"),
        ("how did I get the login fixed", "I get the login fixed"),
        ("Would Caroline pursue writing as a career?", "pursue writing as a career"),
        ("Whatever happened to the deploy", "Whatever happened to the deploy"),
        ("怎么解决登录问题", "怎么解决登录问题"),
        ("Caroline", "Caroline"),
        ("???", "???"),
    ],
)
def test_the_vectors_read_the_question_without_scaffolding_and_names(
    question: str, read: str
) -> None:
    assert vector_query(question) == read


def test_names_are_capitalised_words_not_acronyms() -> None:
    assert is_name("Caroline") and is_name("John's") and is_name("Tokyo?")
    assert not is_name("LGBTQ") and not is_name("I") and not is_name("login") and not is_name("")


def test_search_gives_the_vector_side_the_rewritten_question(tmp_path: Path) -> None:
    db = SessionDB(tmp_path / "state.db")
    db.create_session("s", "cli")
    db.append_messages("s", [{"role": "user", "content": "Caroline went to the support group"}])
    fake = HashEmbedder()
    db.embedder = fake
    db.update_vectors()
    fake.texts.clear()
    result = db.search("When did Caroline go to the support group?")
    assert result.ranking is Ranking.HYBRID
    assert fake.texts == ["go to the support group"]
    assert result.hits[0]["match"] in ("exact", "any_words")
    db.close()
