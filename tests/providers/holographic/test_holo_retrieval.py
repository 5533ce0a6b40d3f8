"""The retriever: hybrid search, the entity bridge, CJK, decay, the entity-index queries,
contradiction detection, and every fallback taken without numpy."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest
from holo_testkit import DIM

from hermes_memory.providers.bundled.holographic.entity_index import EntityIndex
from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever, temporal_decay
from hermes_memory.providers.bundled.holographic.store import FactStore


def _ids(results: list[dict[str, object]]) -> list[object]:
    return [r["fact_id"] for r in results]


def _age(store: FactStore, fact_id: int, days: float) -> None:
    when = (datetime.now(UTC) - timedelta(days=days)).strftime("%Y-%m-%d %H:%M:%S")
    with store.locked() as conn:
        conn.execute("UPDATE facts SET updated_at = ? WHERE fact_id = ?", (when, fact_id))


def test_search_ranks_the_best_match_first(store: FactStore, retriever: FactRetriever) -> None:
    best = store.add_fact("The deployment rollback procedure uses blue green switching")
    other = store.add_fact("A deployment checklist for Fridays")
    store.add_fact("Gardening tips for tomatoes")
    results = retriever.search("what happened with the deployment rollback")
    assert _ids(results) == [best, other]
    top = results[0]
    assert top["fts_rank"] == 1.0
    assert 0 < top["score"] <= 1
    assert "hrr_vector" not in top
    assert set(top) >= {"content", "category", "tags", "trust_score", "created_at", "score"}
    json.dumps(results)  # JSON-serialisable


@pytest.mark.parametrize(
    "query",
    ["hermes-agent", "context: length-probe", 'foo "bar', "(unbalanced", "AND OR NOT hermes", "*^"],
)
def test_awkward_queries_never_raise_and_still_find_the_fact(
    store: FactStore, retriever: FactRetriever, query: str
) -> None:
    fact_id = store.add_fact("The context: length-probe test uses hermes-agent")
    results = retriever.search(query)
    if query in {'foo "bar', "(unbalanced", "*^"}:
        assert results == []
    else:
        assert _ids(results) == [fact_id]


@pytest.mark.parametrize("query", ["", "   ", "the and of", "zebra unicorn"])
def test_empty_stopword_and_unmatched_queries_return_nothing(
    store: FactStore, retriever: FactRetriever, query: str
) -> None:
    store.add_fact("The and of these are stopwords in a real fact")
    assert retriever.search(query) == []


def test_filters_limit_and_retrieval_counts(store: FactStore, retriever: FactRetriever) -> None:
    a = store.add_fact("python packaging with uv", "tool")
    b = store.add_fact("python packaging with poetry", "project")
    c = store.add_fact("python packaging with pip", "project")
    store.update_fact(c, trust_delta=-0.4)
    assert set(_ids(retriever.search("python packaging"))) == {a, b}
    assert set(_ids(retriever.search("python packaging", min_trust=0.0))) == {a, b, c}
    assert _ids(retriever.search("python packaging", category="tool")) == [a]
    top = retriever.search("python packaging uv", limit=1)
    assert _ids(top) == [a]
    counts = {f["fact_id"]: f["retrieval_count"] for f in store.list_facts()}
    assert counts == {a: 4, b: 2, c: 1}  # exactly the returned facts were counted


def test_trust_weights_the_score(store: FactStore, retriever: FactRetriever) -> None:
    trusted = store.add_fact("release notes live in docs/releases")
    doubted = store.add_fact("release notes live in the wiki")
    store.update_fact(trusted, trust_delta=0.4)
    store.update_fact(doubted, trust_delta=-0.15)
    results = retriever.search("release notes")
    assert _ids(results) == [trusted, doubted]
    assert results[0]["score"] > results[1]["score"]


def test_entity_bridge_finds_a_fact_through_an_alias(
    store: FactStore, retriever: FactRetriever
) -> None:
    briefing = store.add_fact("Morning Briefing runs at 7am with weather and calendar", "project")
    store.add_fact("The daily standup is at 10", "general")
    store.add_entity_aliases("Morning Briefing", ["daily digest"])
    results = retriever.search("what is in my daily digest?")
    assert briefing in _ids(results)
    assert next(r for r in results if r["fact_id"] == briefing)["fts_rank"] == 1.0
    # Filters apply to bridged facts too.
    assert briefing not in _ids(retriever.search("daily digest", category="general"))
    store.update_fact(briefing, trust_delta=-0.4)
    assert briefing not in _ids(retriever.search("daily digest"))


def test_entity_bridge_failure_degrades_to_lexical_results(
    store: FactStore, retriever: FactRetriever, monkeypatch: pytest.MonkeyPatch
) -> None:
    fact_id = store.add_fact("Morning Briefing covers the weather")

    def broken(self: EntityIndex, text: str) -> list[int]:
        raise sqlite3.OperationalError("no such table: entities")

    monkeypatch.setattr(EntityIndex, "mentioned_in", broken)
    assert _ids(retriever.search("weather briefing")) == [fact_id]


def test_zero_weights_score_everything_zero(store: FactStore) -> None:
    store.add_fact("Morning Briefing covers the weather")
    zero = FactRetriever(store, fts_weight=0, jaccard_weight=0, hrr_weight=0, hrr_dim=DIM)
    results = zero.search("morning briefing weather")
    assert results
    assert {r["score"] for r in results} == {0.0}


def test_cjk_queries_find_facts_inside_unsplit_runs(
    store: FactStore, retriever: FactRetriever
) -> None:
    coffee = store.add_fact("我喜欢喝咖啡", "user_pref")
    store.add_fact("我喜欢喝茶", "user_pref")
    assert _ids(retriever.search("咖啡")) == [coffee]
    assert _ids(retriever.search("喜欢喝咖啡吗"))[0] == coffee


def test_temporal_decay_halves_per_half_life(store: FactStore) -> None:
    fresh = store.add_fact("backup runs nightly to the NAS")
    old = store.add_fact("backup runs weekly to the cloud")
    _age(store, old, 30)
    decaying = FactRetriever(store, temporal_decay_half_life=30, hrr_dim=DIM)
    flat = FactRetriever(store, hrr_dim=DIM)
    scores = {r["fact_id"]: r["score"] for r in decaying.search("backup runs")}
    plain = {r["fact_id"]: r["score"] for r in flat.search("backup runs")}
    assert scores[fresh] == pytest.approx(plain[fresh], rel=1e-3)
    assert scores[old] == pytest.approx(plain[old] * 0.5, rel=1e-2)


def test_temporal_decay_edge_cases() -> None:
    now = datetime(2025, 1, 31, tzinfo=UTC)
    assert temporal_decay("2025-01-01 00:00:00", 30, now) == pytest.approx(0.5)
    assert temporal_decay("2025-01-01T00:00:00+00:00", 30, now) == pytest.approx(0.5)
    assert temporal_decay("2026-01-01 00:00:00", 30, now) == 1.0  # future
    assert temporal_decay("not a date", 30, now) == 1.0
    assert temporal_decay(None, 30, now) == 1.0
    assert temporal_decay("2025-01-01", 0, now) == 1.0


def test_probe_uses_the_entity_index(store: FactStore, retriever: FactRetriever) -> None:
    named = store.add_fact("Jane Doe leads the platform team", "project")
    unnamed = store.add_fact("She prefers async standups", "user_pref")
    store.link_entities(unnamed, ["Jane Doe"])  # the text never says her name
    store.add_fact("John Roe leads the data team", "project")
    store.update_fact(unnamed, trust_delta=0.2)
    assert _ids(retriever.probe("jane doe")) == [unnamed, named]
    assert _ids(retriever.probe("JANE-DOE", category="project")) == [named]
    assert _ids(retriever.probe("Jane Doe", limit=1)) == [unnamed]
    store.add_entity_aliases("Jane Doe", ["JD"])
    assert set(_ids(retriever.probe("jd"))) == {named, unnamed}
    assert retriever.probe("Nobody Known") == []
    assert store.get_fact(unnamed)["retrieval_count"] == 3  # type: ignore[index]


def test_related_and_reason(store: FactStore, retriever: FactRetriever) -> None:
    both = store.add_fact("Jane Doe and John Roe pair on Project Falcon")
    jane = store.add_fact("Jane Doe owns the billing service")
    john = store.add_fact("John Roe maintains the CI runners")
    falcon = store.add_fact("Project Falcon ships in March")
    store.add_fact("Unrelated Person likes chess")
    assert set(_ids(retriever.related("Jane Doe"))) == {john, falcon}
    assert retriever.related("Unrelated Person") == []
    assert _ids(retriever.reason(["Jane Doe", "John Roe"])) == [both]
    assert _ids(retriever.reason(["jane doe", "project falcon", "john roe"])) == [both]
    assert retriever.reason(["Jane Doe", "Nobody Known"]) == []
    assert retriever.reason([]) == []
    assert set(_ids(retriever.probe("Jane Doe"))) == {both, jane}


def test_contradiction_is_flagged_for_dissimilar_claims_about_one_subject(
    store: FactStore, retriever: FactRetriever
) -> None:
    a = store.add_fact("Project Falcon uses Postgres for storage")
    b = store.add_fact("Project Falcon migrated everything to MongoDB last week")
    store.add_fact("Jane Doe likes tea")  # no shared entity: never paired
    found = retriever.contradict()
    assert len(found) == 1
    pair = found[0]
    assert {pair["fact_a"]["fact_id"], pair["fact_b"]["fact_id"]} == {a, b}
    assert pair["shared_entities"] == ["project falcon"]
    assert pair["entity_overlap"] == 1.0
    assert pair["contradiction_score"] >= 0.3
    assert pair["contradiction_score"] == round(pair["contradiction_score"], 3)
    assert "hrr_vector" not in pair["fact_a"]
    json.dumps(found)


def test_near_duplicates_and_other_categories_are_not_flagged(
    store: FactStore, retriever: FactRetriever
) -> None:
    store.add_fact("Jane Doe prefers green tea in the morning", "user_pref")
    store.add_fact("Jane Doe prefers green tea in the afternoon", "user_pref")
    store.add_fact("Jane Doe sold her bicycle", "general")
    assert retriever.contradict(category="user_pref") == []
    assert retriever.contradict(category="general") == []
    assert len(retriever.contradict(limit=1)) == 1


@pytest.mark.usefixtures("no_numpy")
def test_without_numpy_search_and_entity_queries_still_work(store: FactStore) -> None:
    retriever = FactRetriever(store, hrr_dim=DIM)
    assert (retriever.fts_weight, retriever.jaccard_weight, retriever.hrr_weight) == (0.6, 0.4, 0)
    a = store.add_fact("Project Falcon uses Postgres for storage")
    b = store.add_fact("Project Falcon migrated everything to MongoDB last week")
    assert _ids(retriever.search("postgres storage")) == [a]
    assert set(_ids(retriever.probe("project falcon"))) == {a, b}
    assert _ids(retriever.reason(["Project Falcon"])) == _ids(retriever.probe("Project Falcon"))
    assert retriever.contradict() == []


def test_unreadable_vectors_score_neutral(store: FactStore, retriever: FactRetriever) -> None:
    fact_id = store.add_fact("vectorless fact about caching")
    with store.locked() as conn:  # a vector of another dim or a corrupt blob reads as none
        conn.execute("UPDATE facts SET hrr_vector = x'00' WHERE fact_id = ?", (fact_id,))
    [result] = retriever.search("caching")
    # fts 1.0, Jaccard 1/4 ({caching} vs four words), HRR neutral 0.5; trust 0.5
    assert result["score"] == pytest.approx((0.4 * 1.0 + 0.3 * 0.25 + 0.3 * 0.5) * 0.5)
