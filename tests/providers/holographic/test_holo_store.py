"""The fact store on a real SQLite file: life cycle of facts, trust, keyword search, vectors,
banks, the schema of older files, and rollback of a write that fails half-way."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from holo_testkit import DIM

from hermes_memory.errors import FactNotFoundError, InvalidFactError
from hermes_memory.providers.bundled.holographic import hrr, vectors
from hermes_memory.providers.bundled.holographic.store import FactStore


def _row(store: FactStore, fact_id: int) -> sqlite3.Row:
    with store.locked() as conn:
        return conn.execute("SELECT * FROM facts WHERE fact_id = ?", (fact_id,)).fetchone()


def _banks(store: FactStore) -> dict[str, int]:
    with store.locked() as conn:
        return {r[0]: r[1] for r in conn.execute("SELECT bank_name, fact_count FROM memory_banks")}


def test_add_links_entities_stores_a_vector_and_a_bank(store: FactStore) -> None:
    fact_id = store.add_fact("  Jane Doe works at Hermes Agent  ", "project", "team,work")
    fact = store.get_fact(fact_id)
    assert fact is not None
    assert fact["content"] == "Jane Doe works at Hermes Agent"
    assert (fact["category"], fact["tags"], fact["trust_score"]) == ("project", "team,work", 0.5)
    assert store.entities_for_fact(fact_id) == ["Jane Doe", "Hermes Agent"]
    blob = _row(store, fact_id)["hrr_vector"]
    assert blob[:4] == b"HRR1"
    assert len(blob) == 4 + 4 * DIM
    assert _banks(store) == {"cat:project": 1}


def test_blank_content_is_refused(store: FactStore) -> None:
    for blank in ("", "   \n"):
        with pytest.raises(InvalidFactError) as info:
            store.add_fact(blank)
        assert isinstance(info.value, ValueError)
    assert store.count_facts() == 0


def test_duplicate_content_returns_the_existing_fact_and_changes_nothing(
    store: FactStore,
) -> None:
    first = store.add_fact("Prefers dark roast", "user_pref", "coffee")
    store.record_feedback(first, helpful=True)
    again = store.add_fact("Prefers dark roast", "project", "other")
    assert again == first
    fact = store.get_fact(first)
    assert fact is not None
    assert (fact["category"], fact["tags"], fact["trust_score"]) == ("user_pref", "coffee", 0.55)
    assert store.count_facts() == 1


def test_default_trust_is_clamped(db_path: Path) -> None:
    with FactStore(db_path, default_trust=7.0, hrr_dim=DIM) as store:
        assert store.get_fact(store.add_fact("x marks the spot"))["trust_score"] == 1.0  # type: ignore[index]


def test_update_reindexes_changed_content(store: FactStore) -> None:
    fact_id = store.add_fact("Jane Doe lives in New York", "general")
    before = _row(store, fact_id)["hrr_vector"]
    with store.locked() as conn:  # make the timestamp visibly old
        conn.execute("UPDATE facts SET updated_at = '2000-01-01' WHERE fact_id = ?", [fact_id])
    assert store.update_fact(fact_id, content="Jane Doe lives in San Francisco", tags="moved")
    fact = store.get_fact(fact_id)
    assert fact is not None
    assert fact["content"] == "Jane Doe lives in San Francisco"
    assert fact["tags"] == "moved"
    assert fact["updated_at"] > "2000-01-01"
    assert store.entities_for_fact(fact_id) == ["Jane Doe", "San Francisco"]
    assert _row(store, fact_id)["hrr_vector"] != before
    assert store.search_facts("Francisco") and not store.search_facts("York")


def test_update_trust_category_and_missing_fact(store: FactStore) -> None:
    fact_id = store.add_fact("Uses zsh", "general")
    assert store.update_fact(fact_id, trust_delta=0.9)
    assert store.get_fact(fact_id)["trust_score"] == 1.0  # type: ignore[index]
    assert store.update_fact(fact_id, trust_delta=-5)
    assert store.get_fact(fact_id)["trust_score"] == 0.0  # type: ignore[index]
    assert _banks(store) == {"cat:general": 1}
    assert store.update_fact(fact_id, category="tool")
    assert store.get_fact(fact_id)["category"] == "tool"  # type: ignore[index]
    assert _banks(store) == {"cat:tool": 1}  # the old category's bank went with it
    assert store.update_fact(999, content="nothing") is False


def test_update_refuses_blank_or_duplicate_content(store: FactStore) -> None:
    a = store.add_fact("First fact here")
    store.add_fact("Second fact here")
    with pytest.raises(InvalidFactError, match="empty"):
        store.update_fact(a, content="  ")
    with pytest.raises(InvalidFactError, match="already has this content"):
        store.update_fact(a, content="Second fact here")
    assert store.get_fact(a)["content"] == "First fact here"  # type: ignore[index]


def test_remove_deletes_links_and_an_emptied_bank(store: FactStore) -> None:
    fact_id = store.add_fact("Jane Doe likes tea", "user_pref")
    assert _banks(store) == {"cat:user_pref": 1}
    assert store.remove_fact(fact_id) is True
    assert store.remove_fact(fact_id) is False
    assert store.get_fact(fact_id) is None
    assert store.entities_for_fact(fact_id) == []
    assert _banks(store) == {}
    assert store.search_facts("tea") == []


def test_list_orders_by_trust_and_filters(store: FactStore) -> None:
    low = store.add_fact("low trust fact", "general")
    high = store.add_fact("high trust fact", "project")
    mid = store.add_fact("middle trust fact", "project")
    store.update_fact(low, trust_delta=-0.4)
    store.update_fact(high, trust_delta=0.4)
    assert [f["fact_id"] for f in store.list_facts()] == [high, mid, low]
    assert [f["fact_id"] for f in store.list_facts(min_trust=0.3)] == [high, mid]
    assert [f["fact_id"] for f in store.list_facts(category="project", limit=1)] == [high]
    assert "hrr_vector" not in store.list_facts()[0]


def test_feedback_moves_trust_and_clamps(store: FactStore) -> None:
    fact_id = store.add_fact("Feedback target")
    result = store.record_feedback(fact_id, helpful=True)
    assert result == {"fact_id": fact_id, "old_trust": 0.5, "new_trust": 0.55, "helpful_count": 1}
    result = store.record_feedback(fact_id, helpful=False)
    assert result == {"fact_id": fact_id, "old_trust": 0.55, "new_trust": 0.45, "helpful_count": 1}
    for _ in range(20):
        store.record_feedback(fact_id, helpful=True)
    assert store.get_fact(fact_id)["trust_score"] == 1.0  # type: ignore[index]
    for _ in range(20):
        store.record_feedback(fact_id, helpful=False)
    fact = store.get_fact(fact_id)
    assert fact is not None
    assert (fact["trust_score"], fact["helpful_count"]) == (0.0, 21)


def test_feedback_on_an_unknown_fact_raises_a_key_error(store: FactStore) -> None:
    with pytest.raises(FactNotFoundError) as info:
        store.record_feedback(42, helpful=True)
    assert isinstance(info.value, KeyError)
    assert str(info.value) == "'fact_id 42 not found'"


@pytest.mark.parametrize("query", ["hermes-agent", "context: length-probe", "length-probe"])
def test_keyword_search_handles_hyphens_and_colons(store: FactStore, query: str) -> None:
    fact_id = store.add_fact("The context: length-probe test uses hermes-agent")
    store.add_fact("Unrelated gardening note")
    assert [f["fact_id"] for f in store.search_facts(query)] == [fact_id]


def test_keyword_search_filters_and_counts_retrievals(store: FactStore) -> None:
    a = store.add_fact("deploy with docker compose", "project")
    b = store.add_fact("deploy with kubernetes", "tool")
    store.update_fact(b, trust_delta=-0.3)
    assert [f["fact_id"] for f in store.search_facts("deploy")] == [a]
    assert {f["fact_id"] for f in store.search_facts("deploy", min_trust=0.0)} == {a, b}
    assert store.search_facts("deploy", category="tool", min_trust=0.0)[0]["fact_id"] == b
    assert store.search_facts("") == []
    assert store.get_fact(a)["retrieval_count"] == 2  # type: ignore[index]
    assert store.search_facts("(") == []  # raw fallback that FTS5 cannot parse


def test_record_retrieval_and_content_lookup(store: FactStore) -> None:
    a = store.add_fact("Same words", "user_pref")
    assert store.record_retrieval([]) == 0
    assert store.record_retrieval([a, a, 999]) == 1
    assert store.get_fact(a)["retrieval_count"] == 1  # type: ignore[index]
    assert store.fact_id_for_content(" Same words ", "user_pref") == a
    assert store.fact_id_for_content("Same words", "general") is None
    assert store.fact_id_for_content("Same words", None) == a


def test_rebuild_all_vectors_at_a_new_dim(store: FactStore) -> None:
    ids = [store.add_fact(f"Fact number {n} about Project Falcon") for n in range(3)]
    assert store.rebuild_all_vectors(64) == 3
    for fact_id in ids:
        blob = _row(store, fact_id)["hrr_vector"]
        assert len(blob) == 4 + 4 * 64
        expected = hrr.encode_fact(_row(store, fact_id)["content"], ["Project Falcon"], 64)
        assert hrr.similarity(hrr.bytes_to_phases(blob, 64), expected) > 0.999
    with store.locked() as conn:
        assert tuple(conn.execute("SELECT dim, fact_count FROM memory_banks").fetchone()) == (64, 3)


@pytest.mark.usefixtures("no_numpy")
def test_without_numpy_facts_have_no_vectors(store: FactStore) -> None:
    fact_id = store.add_fact("Jane Doe works offline")
    assert _row(store, fact_id)["hrr_vector"] is None
    assert store.entities_for_fact(fact_id) == ["Jane Doe"]
    assert _banks(store) == {}
    assert store.rebuild_all_vectors() == 0
    assert store.search_facts("offline")[0]["fact_id"] == fact_id


def test_link_entities_and_aliases(store: FactStore) -> None:
    fact_id = store.add_fact("a note with no proper nouns")
    ids = store.link_entities(fact_id, "Robosmart")
    assert store.link_entities(fact_id, ["Robosmart", "  "]) == ids
    assert store.entities_for_fact(fact_id) == ["Robosmart"]
    assert store.add_entity_aliases("Robosmart", ["robo", "RoboSmart Inc", "robo"]) == [
        "robo",
        "RoboSmart Inc",
    ]
    later = store.add_fact('Signed with "robo" today')
    assert store.entities_for_fact(later) == ["Robosmart"]  # the alias resolved
    with pytest.raises(FactNotFoundError):
        store.link_entities(999, ["Ghost"])


def test_a_write_failing_half_way_leaves_nothing_behind(
    store: FactStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    def explode(*args: object, **kwargs: object) -> bool:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(vectors, "store_fact_vector", explode)
    with pytest.raises(RuntimeError, match="disk on fire"):
        store.add_fact("Jane Doe will not be stored")
    with store.locked() as conn:
        assert not conn.in_transaction
        assert conn.execute("SELECT COUNT(*) FROM entities").fetchone()[0] == 0
    assert store.count_facts() == 0


def test_a_pre_vector_database_gains_the_column(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path)
    conn.executescript(
        """
        CREATE TABLE facts (fact_id INTEGER PRIMARY KEY AUTOINCREMENT,
            content TEXT NOT NULL UNIQUE, category TEXT DEFAULT 'general', tags TEXT DEFAULT '',
            trust_score REAL DEFAULT 0.5, retrieval_count INTEGER DEFAULT 0,
            helpful_count INTEGER DEFAULT 0, created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
            updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP);
        CREATE VIRTUAL TABLE facts_fts USING fts5(content, tags, content='facts',
            content_rowid='fact_id');
        CREATE TRIGGER facts_ai AFTER INSERT ON facts BEGIN
            INSERT INTO facts_fts(rowid, content, tags) VALUES (new.fact_id, new.content, new.tags);
        END;
        INSERT INTO facts (content) VALUES ('an old fact about sqlite');
        """
    )
    conn.commit()
    conn.close()
    with FactStore(db_path, hrr_dim=DIM) as store:
        assert _row(store, 1)["hrr_vector"] is None  # not backfilled
        assert store.search_facts("sqlite")[0]["content"] == "an old fact about sqlite"
        store.add_fact("a new fact about sqlite")
        assert store.rebuild_all_vectors() == 2


def test_bank_bundles_legacy_vectors_and_skips_other_dims(store: FactStore) -> None:
    a = store.add_fact("first banked fact", "general")
    b = store.add_fact("second banked fact", "general")
    c = store.add_fact("third fact, written under another dim", "general")
    va = hrr.bytes_to_phases(_row(store, a)["hrr_vector"], DIM)
    vb = hrr.encode_fact("second banked fact", [], DIM)
    with store.locked() as conn:
        conn.execute("UPDATE facts SET hrr_vector = ? WHERE fact_id = ?", (vb.tobytes(), b))
        other = hrr.phases_to_bytes(hrr.encode_atom("x", 64))
        conn.execute("UPDATE facts SET hrr_vector = ? WHERE fact_id = ?", (other, c))
        assert vectors.rebuild_bank(conn, "general", DIM) == 2
        bank = vectors.bank_vector(conn, "general", DIM)
    assert bank is not None
    assert hrr.similarity(bank, hrr.bundle(va, vb)) > 0.999


def test_the_fact_store_has_its_own_name() -> None:
    import hermes_memory
    from hermes_memory.providers.bundled import holographic

    # ``MemoryStore`` is the curated store only; the holographic one never shadows it
    assert hermes_memory.MemoryStore.__module__ == "hermes_memory.curated.store"
    assert holographic.FactStore is FactStore and not hasattr(holographic, "MemoryStore")
