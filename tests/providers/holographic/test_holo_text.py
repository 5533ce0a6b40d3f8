"""Query text: the OR sanitiser, the Jaccard tokeniser, CJK helpers, and a property check
that no query text can make the store's or the retriever's search raise."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever
from hermes_memory.providers.bundled.holographic.store import FactStore
from hermes_memory.providers.bundled.holographic.text import (
    cjk_like_terms,
    escape_like,
    fts_or_query,
    fts_terms,
    jaccard,
    tokenize,
)
from hypothesis_profiles import examples


def _terms(query: str) -> set[str]:
    return {term.strip('"') for term in fts_or_query(query).split(" OR ")}


def test_sanitiser_examples() -> None:
    assert _terms("what happened with the deployment rollback") == {
        "happened",
        "deployment",
        "rollback",
    }
    assert _terms("hello, world!") == {"hello", "world"}
    assert fts_or_query("the and of") == "the and of"
    assert fts_or_query("") == ""
    assert fts_or_query("   ") == ""


def test_specials_are_deleted_and_the_parts_kept_as_a_phrase() -> None:
    # The joined token is the spec's; the phrase is what unicode61 indexed for "length-probe".
    assert _terms("context: length-probe") == {"context", "lengthprobe", "length probe"}
    assert fts_or_query('a "quoted" (term)*^') == '"quoted" OR "term"'
    assert fts_terms("Deploy deploy DEPLOY") == ['"deploy"']


def test_tokenizer() -> None:
    assert tokenize("Use foo/bar=baz, (now)!") == {"use", "foo", "bar", "baz", "now"}
    assert tokenize("我喜欢咖啡") == {"我喜", "喜欢", "欢咖", "咖啡"}
    assert tokenize("猫") == {"猫"}
    assert tokenize("python编程") == {"python", "编程"}
    assert tokenize("") == set()


def test_jaccard_and_like_helpers() -> None:
    assert jaccard({"a", "b"}, {"b", "c"}) == 1 / 3
    assert jaccard(set(), {"a"}) == 0.0
    assert cjk_like_terms("咖啡 and 我喜欢喝茶") == ["咖啡", "我喜", "喜欢", "欢喝", "喝茶"]
    assert cjk_like_terms("plain") == []
    assert escape_like("50%_off\\") == "50\\%\\_off\\\\"


@settings(
    max_examples=examples(120),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(query=st.text(min_size=0, max_size=40))
def test_no_query_text_makes_search_raise(tmp_path: Path, query: str) -> None:
    with FactStore(tmp_path / "prop.db", hrr_dim=32) as store:
        store.add_fact("The context: length-probe test uses hermes-agent")
        retriever = FactRetriever(store, hrr_dim=32)
        assert isinstance(store.search_facts(query, min_trust=0.0), list)
        assert isinstance(retriever.search(query, min_trust=0.0), list)
