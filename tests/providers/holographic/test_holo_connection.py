"""One shared connection per resolved file, refcounted; WAL with fallback; persistence
across a close and reopen; concurrent writers in separate processes."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from holo_testkit import DIM

from hermes_memory.providers.bundled.holographic import connection
from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever
from hermes_memory.providers.bundled.holographic.store import FactStore


def test_two_stores_on_one_path_share_one_connection(db_path: Path) -> None:
    a = FactStore(db_path, hrr_dim=DIM)
    b = FactStore(db_path, hrr_dim=DIM)
    try:
        assert a._shared is b._shared
        assert connection.open_connections() == {str(db_path.resolve()): 2}
        fact_id = a.add_fact("written through a")
        assert b.get_fact(fact_id) is not None
    finally:
        a.close()
        a.close()  # a double close must not steal b's reference
    assert a.closed
    assert connection.open_connections() == {str(db_path.resolve()): 1}
    assert b.count_facts() == 1  # b still works
    b.close()
    assert connection.open_connections() == {}


def test_a_symlinked_path_resolves_to_the_same_connection(db_path: Path, tmp_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    link = tmp_path / "link-dir"
    link.symlink_to(db_path.parent, target_is_directory=True)
    with FactStore(db_path, hrr_dim=DIM) as a, FactStore(link / db_path.name) as b:
        assert a._shared is b._shared
        assert a.db_path == b.db_path


def test_different_paths_get_different_connections(tmp_path: Path) -> None:
    with FactStore(tmp_path / "one.db") as a, FactStore(tmp_path / "two.db") as b:
        assert a._shared is not b._shared
        a.add_fact("only in one")
        assert b.count_facts() == 0


def test_a_closed_store_refuses_work(db_path: Path) -> None:
    with FactStore(db_path, hrr_dim=DIM) as store:
        pass
    assert store.closed
    with pytest.raises(sqlite3.ProgrammingError):
        store.add_fact("too late")


def test_wal_on_a_normal_file(store: FactStore, db_path: Path) -> None:
    assert store.journal_mode == "wal"
    assert db_path.parent.is_dir()


def test_wal_refusal_falls_back_to_a_rollback_journal(tmp_path: Path) -> None:
    real = sqlite3.connect(tmp_path / "nowal.db", isolation_level=None)

    class RefusesWal:
        """A filesystem that refuses WAL, as some network mounts do."""

        def execute(self, sql: str) -> sqlite3.Cursor:
            if "WAL" in sql.upper():
                raise sqlite3.OperationalError("disk I/O error")
            return real.execute(sql)

    try:
        assert connection.enable_wal(RefusesWal()) == "delete"  # type: ignore[arg-type]
        assert real.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    finally:
        real.close()


def test_everything_survives_a_close_and_reopen(db_path: Path) -> None:
    with FactStore(db_path, hrr_dim=DIM) as first:
        fact_id = first.add_fact("Jane Doe moved to Lisbon", "user_pref", "travel")
        first.record_feedback(fact_id, helpful=True)
        first.add_entity_aliases("Jane Doe", ["JD"])
    assert connection.open_connections() == {}
    with FactStore(db_path, hrr_dim=DIM) as second:
        fact = second.get_fact(fact_id)
        assert fact is not None
        assert (fact["content"], fact["trust_score"], fact["tags"]) == (
            "Jane Doe moved to Lisbon",
            0.55,
            "travel",
        )
        retriever = FactRetriever(second, hrr_dim=DIM)
        assert [f["fact_id"] for f in retriever.search("Lisbon")] == [fact_id]
        assert [f["fact_id"] for f in retriever.probe("jd")] == [fact_id]
        assert second.entities_for_fact(fact_id) == ["Jane Doe"]


_WRITER = textwrap.dedent(
    """
    import sys
    from hermes_memory.providers.bundled.holographic.store import FactStore
    path, tag = sys.argv[1], sys.argv[2]
    with FactStore(path, hrr_dim=64) as store:
        for n in range(25):
            fact_id = store.add_fact(f"Process {tag} wrote fact {n} about Project Falcon")
            store.record_feedback(fact_id, helpful=True)
    """
)


def test_writers_in_two_processes_lose_nothing(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    procs = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(db_path), tag], stderr=subprocess.PIPE)
        for tag in ("A", "B")
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()
    with FactStore(db_path, hrr_dim=64) as store:
        assert store.count_facts() == 50
        assert {f["trust_score"] for f in store.list_facts(limit=100)} == {0.55}
        with store.locked() as conn:
            # Resolution runs inside the write transaction: one entity, not one per process.
            assert len(store.entity_index.lookup("Project Falcon")) == 1
            links = conn.execute("SELECT COUNT(*) FROM fact_entities").fetchone()[0]
        assert links == 50
