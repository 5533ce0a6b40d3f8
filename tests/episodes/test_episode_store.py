"""The episode store over a real state.db (spec §3.1–3.2, §3.4, §3.6; acceptance 13, 14,
19, 20): every field round-trips, one row per session, newest first, BM25 search with its
own FTS index kept in step, forgetting by value, and a file Hermes can still use."""

from __future__ import annotations

import sqlite3
import stat
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import ClassVar

import pytest

from hermes_memory import Episode as PublicEpisode
from hermes_memory import EpisodicMemoryStore as PublicStore
from hermes_memory.episodes import (
    Episode,
    EpisodicMemoryStore,
    PruneReason,
    reciprocal_rank_fusion,
)
from hermes_memory.errors import ConfigError, EpisodeArgumentError

BASE = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make(sid: str, task: str, *, days: int = 0, **fields: object) -> Episode:
    values: dict[str, object] = {"key_result": f"result of {task}", **fields}
    return Episode(sid, BASE + timedelta(days=days), task, **values)  # type: ignore[arg-type]


def full_episode() -> Episode:
    return Episode(
        session_id="s-full",
        created_at=datetime(2026, 1, 2, 3, 4, 5, 678000, tzinfo=UTC),
        task_description="Migrate the Postgres database to version 16",
        task_category="ops",
        steps_taken=12,
        tools_used=["terminal", "read_file", "ünïcode_tool"],
        execution_time_seconds=731.25,
        success=False,
        key_result="The dump restored, but the extension failed.",
        error_encountered="could not load library postgis-3",
        error_resolution="Installed postgis for 16 before restoring",
        skills_applied=["pg-upgrade", "backups"],
        new_skill_created="pg16-migration",
        embedding=[0.5, -0.25, 1.0],
    )


def test_public_names_are_the_store_and_record() -> None:
    assert PublicEpisode is Episode and PublicStore is EpisodicMemoryStore


def test_round_trip_every_field_and_one_row_per_session(db_path: Path) -> None:
    episode = full_episode()
    with EpisodicMemoryStore(db_path) as store:
        store.save_episode(episode)
        store.save_episode(episode)
        got = store.get_episode("s-full")
        assert got == episode
        assert Episode.from_dict(got.to_dict()) == episode
        assert store.count() == 1
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0] == 1
        assert conn.execute("SELECT COUNT(*) FROM episodes_fts").fetchone()[0] == 1
        blob = conn.execute("SELECT embedding FROM episodes").fetchone()[0]
        assert len(blob) == 12  # three float32
    assert stat.S_IMODE(db_path.stat().st_mode) == 0o600


def test_to_dict_is_json_and_from_dict_names_bad_fields() -> None:
    data = full_episode().to_dict()
    assert data["created_at"] == "2026-01-02T03:04:05.678000+00:00"
    with pytest.raises(ValueError, match="'steps_taken'"):
        Episode.from_dict({**data, "steps_taken": -1})
    with pytest.raises(ValueError, match="'session_id'"):
        Episode.from_dict({k: v for k, v in data.items() if k != "session_id"})
    with pytest.raises(ValueError, match="'created_at'"):
        Episode.from_dict({**data, "created_at": "yesterday"})
    naive = Episode("x", datetime(2026, 1, 1), "t")
    assert naive.created_at.tzinfo is UTC


def test_replacing_keeps_the_search_index_in_step(store: EpisodicMemoryStore) -> None:
    store.save_episode(make("s1", "Tune the nginx cache"))
    store.save_episode(make("s1", "Write the quarterly newsletter"))
    assert store.search_similar("nginx") == []
    assert [e.session_id for e in store.search_similar("newsletter")] == ["s1"]
    assert store.delete_episode("s1") is True
    assert store.delete_episode("s1") is False
    assert store.search_similar("newsletter") == []


def test_list_is_newest_first_with_paging(store: EpisodicMemoryStore) -> None:
    for day in range(5):
        store.save_episode(make(f"s{day}", f"task {day}", days=day))
    assert [e.session_id for e in store.list_episodes()] == ["s4", "s3", "s2", "s1", "s0"]
    assert [e.session_id for e in store.list_episodes(limit=2, offset=1)] == ["s3", "s2"]
    with pytest.raises(EpisodeArgumentError, match="limit"):
        store.list_episodes(limit=0)


def test_search_finds_by_task_words_and_rejects_nonsense(store: EpisodicMemoryStore) -> None:
    store.save_episode(make("pg", "Migrate the Postgres database to version 16", days=1))
    store.save_episode(make("css", "Fix the flexbox layout of the landing page", days=2))
    store.save_episode(make("mail", "Draft an email to the landlord", days=3))
    found = store.search_similar("how do I migrate postgres?")
    assert [e.session_id for e in found] == ["pg"]
    assert store.search_similar("migrating databases")[0].session_id == "pg"  # stemmed
    assert store.search_similar("***") == []
    assert store.search_similar("") == []
    assert store.search_similar("the of and") == []
    assert store.search_similar('"unbalanced AND (') == []
    with pytest.raises(EpisodeArgumentError, match="top_k"):
        store.search_similar("postgres", top_k=0)
    with pytest.raises(EpisodeArgumentError, match="query"):
        store.search_similar(None)  # type: ignore[arg-type]


def test_search_ties_go_newer_first_and_top_k_bounds(store: EpisodicMemoryStore) -> None:
    for day in range(4):
        store.save_episode(make(f"d{day}", "Rotate the TLS certificates", days=day))
    found = store.search_similar("certificates", top_k=3)
    assert [e.session_id for e in found] == ["d3", "d2", "d1"]


def test_reciprocal_rank_fusion_with_a_fake_vector_ranking() -> None:
    bm25 = ["a", "b", "c"]
    vectors = ["c", "a", "d"]
    fused = reciprocal_rank_fusion([bm25, vectors])
    # a: 1/61 + 1/62; c: 1/63 + 1/61; b: 1/62; d: 1/63
    assert fused == ["a", "c", "b", "d"]
    tie = reciprocal_rank_fusion([["x"], ["y"]], created_at={"x": 1.0, "y": 2.0})
    assert tie == ["y", "x"]
    assert reciprocal_rank_fusion([]) == []


class WordEmbedder:
    """A fake embedder: one dimension per known word, so "car" and "automobile" meet."""

    VOCAB = ("car", "automobile", "tyre", "garden", "roses")
    SAME: ClassVar[dict[str, str]] = {"automobile": "car"}

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in texts:
            words = [self.SAME.get(w, w) for w in text.lower().split()]
            out.append([float(words.count(v)) for v in self.VOCAB])
        return out


def test_embedder_adds_a_vector_ranking_fused_with_bm25(db_path: Path) -> None:
    with EpisodicMemoryStore(db_path, embedder=WordEmbedder()) as store:
        store.save_episode(make("car", "change a car tyre", days=1))
        store.save_episode(make("garden", "prune the garden roses", days=2))
        assert store.get_episode("car").embedding is not None  # type: ignore[union-attr]
        # no shared word with the task: only the vector ranking can find it
        assert [e.session_id for e in store.search_similar("automobile")] == ["car"]
    with EpisodicMemoryStore(db_path) as plain:
        assert plain.search_similar("automobile") == []


def test_forgetting_removes_failed_unresolved_first(store: EpisodicMemoryStore) -> None:
    store.max_episodes = 3
    store.save_episode(make("ok-old", "a", days=0))
    store.save_episode(make("failed", "b", days=5, success=False))
    store.save_episode(make("resolved", "c", days=1, success=False, error_resolution="retry"))
    store.save_episode(make("skilled", "d", days=2, skills_applied=["x"]))
    kept = {e.session_id for e in store.list_episodes()}
    assert kept == {"ok-old", "resolved", "skilled"}
    store.save_episode(make("ok-new", "e", days=6))
    kept = {e.session_id for e in store.list_episodes()}
    assert kept == {"resolved", "skilled", "ok-new"}  # oldest unlinked success went
    pruned = store.prune(max_episodes=1)
    assert [(p.session_id, p.reason) for p in pruned] == [
        ("ok-new", PruneReason.SUCCESS_WITHOUT_SKILL),
        ("resolved", PruneReason.OVER_LIMIT),
    ]
    assert [e.session_id for e in store.list_episodes()] == ["skilled"]


def test_max_episodes_comes_from_config_and_bad_values_are_named(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("episodes:\n  max_episodes: 2\n")
    with EpisodicMemoryStore() as store:
        assert store.max_episodes == 2
    (hermes_home / "config.yaml").write_text("episodes:\n  max_episodes: lots\n")
    with pytest.raises(ConfigError, match=r"episodes\.max_episodes"):
        EpisodicMemoryStore()
