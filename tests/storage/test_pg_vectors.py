"""Vectors in PostgreSQL (pgvector): each user's own, the queue that catches every message
(also one committed late by another server), the schema migrated from version 1, exact or
HNSW search by the user's size, the CLI, and a database that cannot hold vectors (no
extension, or no right to create it): lexical search with the reason, and ``sessions
embed`` refused with what to do.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import psycopg
import pytest
from click.testing import CliRunner
from tests.sessions.vector_fakes import SYNONYMS, HashEmbedder

from hermes_memory.cli import main
from hermes_memory.errors import EmbeddingUnavailableError, VectorExtensionError
from hermes_memory.storage import open_storage
from hermes_memory.storage.postgres import PgSessionStore, vector_nearest
from hermes_memory.storage.postgres.schema import migrations
from hermes_memory.storage.postgres.vector_fill import as_text
from hermes_memory.storage.postgres.vector_nearest import Method, choose

pytestmark = pytest.mark.postgres

QUESTION = "how did I get the login fixed"


def _conversation(store: PgSessionStore, session: str, text: str) -> None:
    store.create_session(session, "cli")
    store.append_messages(
        session,
        [
            {"role": "user", "content": text},
            {"role": "assistant", "content": "noted, anything else?"},
        ],
    )


def _chunk_rows(store: PgSessionStore) -> list[tuple[str, int, int]]:
    with store.db.transaction() as cur:
        cur.execute(
            "SELECT owner, message_id, chunk FROM hm_vector_chunks WHERE embedding IS NOT NULL"
        )
        return [(r["owner"], r["message_id"], r["chunk"]) for r in cur.fetchall()]


def test_each_user_has_their_own_vectors(pg_url: str, tmp_path: Path) -> None:
    alice = PgSessionStore(pg_url, "alice", home=tmp_path)
    bob = PgSessionStore(pg_url, "bob", home=tmp_path)
    _conversation(alice, "a1", "the vacation to japan is booked")
    _conversation(bob, "b1", "I repaired the auth crash")
    alice.embedder = HashEmbedder()
    bob.embedder = HashEmbedder("fake:other")  # users may even use different models
    assert alice.update_vectors() == 2
    assert {owner for owner, _, _ in _chunk_rows(alice)} == {"alice"}  # bob's not touched
    assert bob.vector_status().model is None and bob.vector_status().pending == 2
    assert bob.update_vectors() == 2
    assert alice.vector_status().model == "fake:hash"
    assert bob.vector_status().model == "fake:other"
    # bob's paraphrase is bob's alone: alice's hybrid search never shows it
    found = alice.search(QUESTION)
    assert found.semantic and {h["session_id"] for h in found.hits} <= {"a1"}
    mine = bob.search(QUESTION, role_filter=["user"])
    assert mine.hits and mine.hits[0]["session_id"] == "b1"
    assert mine.hits[0]["match"] == "semantic"
    alice.close()
    bob.close()


def test_a_message_committed_by_another_server_is_queued_and_embedded(
    pg_url: str, tmp_path: Path
) -> None:
    first = PgSessionStore(pg_url, "alice", home=tmp_path)
    second = PgSessionStore(pg_url, "alice", home=tmp_path)  # another server's connection
    _conversation(first, "s1", "plan the vacation to japan")
    first.embedder = second.embedder = HashEmbedder()
    first.update_vectors()
    second.create_session("s2", "cli")
    second.append_message("s2", "user", "signin got fixed for good")
    second.append_message("s2", "system", "not embedded: a system prompt")
    assert first.vector_status().pending == 1  # the trigger queued the user message only
    result = first.search(QUESTION)
    assert "s2" in {h["session_id"] for h in result.hits}
    assert first.vector_status().pending == 0
    first.close()
    second.close()


def test_fillers_racing_store_every_vector_once(pg_url: str, tmp_path: Path) -> None:
    stores = [PgSessionStore(pg_url, "alice", home=tmp_path) for _ in range(3)]
    stores[0].create_session("bulk", "cli")
    stores[0].append_messages(
        "bulk", [{"role": "user", "content": f"note number {i}"} for i in range(1200)]
    )
    for store in stores:
        store.embedder = HashEmbedder()
    failures: list[BaseException] = []

    def run(store: PgSessionStore) -> None:
        try:
            store.update_vectors()
        except BaseException as exc:  # a deadlock or any error fails the test below
            failures.append(exc)

    threads = [threading.Thread(target=run, args=(store,)) for store in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert failures == []
    rows = _chunk_rows(stores[0])
    assert len(rows) == len(set(rows)) == 1200
    assert stores[1].vector_status().pending == 0
    for store in stores:
        store.close()


def test_a_version_1_database_is_migrated_to_hold_vectors(pg_server: Any) -> None:
    pg_server.admin("CREATE DATABASE hm_v1_only")
    url = pg_server.url("hm_v1_only")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE hm_schema (version int PRIMARY KEY, at timestamptz)")
        for statement in migrations()[0]:
            conn.execute(statement)
        conn.execute("INSERT INTO hm_schema VALUES (1, now())")
        conn.execute("INSERT INTO hm_users (name, created_at) VALUES ('old', 0)")
    store = PgSessionStore(url, "alice")
    with store.db.transaction() as cur:
        cur.execute("SELECT max(version) AS v FROM hm_schema")
        assert cur.fetchone()["v"] == len(migrations()) == 4
        cur.execute("SELECT count(*) AS n FROM hm_users")
        assert cur.fetchone()["n"] == 1  # data kept
    _conversation(store, "s1", "I repaired the auth crash")
    store.embedder = HashEmbedder()
    assert store.update_vectors() == 2
    store.close()


def _plain_role_database(pg_server: Any, name: str) -> str:
    """A database owned by a role that is no superuser, without pgvector created in it."""
    pg_server.admin(
        "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hm_plain')"
        " THEN CREATE ROLE hm_plain LOGIN; END IF; END $$"
    )
    pg_server.admin(f"CREATE DATABASE {name} OWNER hm_plain TEMPLATE template0")
    return f"postgresql://hm_plain@127.0.0.1:{pg_server.port}/{name}"


def test_without_the_extension_search_is_lexical_and_says_why(
    pg_server: Any, tmp_path: Path
) -> None:
    url = _plain_role_database(pg_server, "hm_no_vectors")
    store = PgSessionStore(url, "alice", home=tmp_path)  # migrates: vectors cannot be made
    _conversation(store, "s1", "I repaired the auth crash")
    store.embedder = HashEmbedder()
    with pytest.raises(VectorExtensionError) as refused:
        store.update_vectors()
    assert isinstance(refused.value, EmbeddingUnavailableError)
    assert "superuser" in str(refused.value) and "CREATE EXTENSION vector" in refused.value.hint
    # nobody asked for vectors: plain lexical search, nothing to explain
    quiet = store.search("auth crash")
    assert quiet.hits and not quiet.semantic and quiet.semantic_note == ""
    # config.yaml asks for them: the result says why they did not take part
    (tmp_path / "config.yaml").write_text("embeddings:\n  enabled: true\n")
    asked = PgSessionStore(url, "alice", home=tmp_path)
    result = asked.search("auth crash")
    assert result.hits[0]["match"] == "exact" and not result.semantic
    assert "vectors unavailable" in result.semantic_note
    assert "CREATE EXTENSION vector" in result.semantic_note
    assert result.as_dict()["semantic_note"] == result.semantic_note
    # an administrator installs it later: the next fill creates the table and works
    with psycopg.connect(pg_server.url("hm_no_vectors"), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION vector")
    assert store.update_vectors() == 2
    assert store.search(QUESTION, role_filter=["user"]).hits[0]["match"] == "semantic"
    asked.close()
    store.close()


def test_cli_embed_without_the_extension_is_refused_clearly(
    pg_server: Any, hermes_home: Path
) -> None:
    url = _plain_role_database(pg_server, "hm_no_vectors_cli")
    storage = open_storage(url, home=hermes_home)
    storage.sessions.create_session("s1", "cli")
    storage.sessions.append_message("s1", "user", "hello there")
    storage.close()
    result = CliRunner().invoke(main, ["--database", url, "sessions", "embed", "--json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.output)
    assert data["success"] is False and "pgvector" in data["error"]
    assert "CREATE EXTENSION vector" in data.get("hint", data["error"])


@pytest.mark.semantic
def test_cli_embed_on_the_database_is_resumable_and_feeds_search(
    pg_url: str, hermes_home: Path
) -> None:
    storage = open_storage(pg_url, home=hermes_home)
    store = storage.sessions
    store.create_session("auth", "cli")
    store.append_messages(
        "auth",
        [
            {"role": "user", "content": "the service kept dying after every deploy"},
            {"role": "assistant", "content": "I repaired the authentication crash"},
        ],
    )
    store.create_session("trip", "cli")
    store.append_message("trip", "user", "plan the vacation to japan in april")
    storage.close()
    run = CliRunner().invoke(main, ["--database", pg_url, "sessions", "embed", "--json"])
    assert run.exit_code == 0, run.output
    data = json.loads(run.output)
    assert data["embedded"] == 3 and data["pending"] == 0
    assert data["model"] and data["dimension"] == 384 and data["vectors"] == 3
    again = json.loads(
        CliRunner().invoke(main, ["--database", pg_url, "sessions", "embed", "--json"]).output
    )
    assert again["embedded"] == 0 and again["vectors"] == 3  # idempotent
    found = CliRunner().invoke(
        main, ["--database", pg_url, "sessions", "search", "fixed the login bug", "--json"]
    )
    hits = json.loads(found.output)["hits"]
    assert hits[0]["session_id"] == "auth" and hits[0]["match"] == "semantic"
    # --user fills that user's vectors only
    bob = PgSessionStore(pg_url, "bob", home=hermes_home)
    _conversation(bob, "b1", "my laptop battery keeps draining overnight")
    args = ["--database", pg_url, "sessions", "embed", "--user", "bob", "--json"]
    theirs = json.loads(CliRunner().invoke(main, args).output)
    assert theirs["embedded"] == 2 and theirs["vectors"] == 2
    assert bob.vector_status().messages == 2
    bob.close()


def test_cli_embed_for_a_user_needs_a_database(hermes_home: Path) -> None:
    result = CliRunner().invoke(main, ["sessions", "embed", "--user", "bob", "--json"])
    assert result.exit_code == 2
    assert "PostgreSQL" in json.loads(result.output)["error"]


class DenseEmbedder(HashEmbedder):
    """Each word a fixed random direction, a text the sum of its words': unrelated texts
    sit near cosine 0 without the exact ties of sparse hashing (an HNSW graph cannot
    navigate a plateau of equal distances; real embeddings have none)."""

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in texts:
            total = [0.0] * 256
            for word in re.findall(r"\w+", text.lower()):
                word = SYNONYMS.get(word, word)
                seed = int.from_bytes(hashlib.sha256(word.encode()).digest()[:8], "big")
                direction = random.Random(seed)
                total = [t + direction.gauss(0.0, 1.0) for t in total]
            norm = math.sqrt(sum(x * x for x in total)) or 1.0
            out.append([x / norm for x in total])
        return out


class _Recording:
    """A cursor that remembers the statements it ran (to EXPLAIN the last one)."""

    def __init__(self, cur: Any) -> None:
        self.cur = cur
        self.calls: list[tuple[str, Any]] = []

    def execute(self, sql: str, params: Any = None) -> Any:
        self.calls.append((sql, params))
        return self.cur.execute(sql, params)

    def fetchone(self) -> Any:
        return self.cur.fetchone()

    def fetchall(self) -> Any:
        return self.cur.fetchall()


def test_the_search_method_follows_the_users_size_and_share() -> None:
    assert choose(500, 1_000_000) == (Method.EXACT, 0)  # few vectors: exact is cheap
    assert choose(100_000, 100_000) == (Method.HNSW, 100)  # the table is theirs
    assert choose(100_000, 400_000) == (Method.HNSW, 400)  # a quarter: look 4x deeper
    assert choose(50_000, 10_000_000) == (Method.EXACT, 0)  # too small a share for the index
    assert choose(30_000, -1.0) == (Method.HNSW, 100)  # never analysed: reltuples is -1


def test_a_large_user_is_searched_through_the_hnsw_index(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PgSessionStore(pg_url, "alice", home=tmp_path)
    store.create_session("bulk", "cli")
    store.append_messages(
        "bulk", [{"role": "user", "content": f"note {i} about topic {i % 7}"} for i in range(60)]
    )
    _conversation(store, "auth", "I repaired the auth crash")
    store.embedder = DenseEmbedder()
    store.update_vectors()
    exact = store.search(QUESTION, role_filter=["user"])
    assert store.vectors.method is Method.EXACT
    monkeypatch.setattr(vector_nearest, "EXACT_LIMIT", 10)
    store.search(QUESTION, role_filter=["user"])
    assert store.vectors.method is Method.EXACT  # large now, but no index yet
    assert store.update_vectors() == 0  # nothing to embed; the filler makes the index
    indexed = store.search(QUESTION, role_filter=["user"])
    assert store.vectors.method is Method.HNSW
    assert indexed.hits[0]["session_id"] == exact.hits[0]["session_id"] == "auth"
    assert indexed.hits[0]["match"] == "semantic"
    with store.db.transaction() as cur:
        recording = _Recording(cur)
        found, method = vector_nearest.nearest(recording, "alice", as_text([1.0] * 256), 3000)
        sql, params = recording.calls[-1]
        cur.execute("EXPLAIN " + sql, params)
        plan = " ".join(str(row["QUERY PLAN"]) for row in cur.fetchall())
    assert method is Method.HNSW and found
    assert "hm_vector_chunks_hnsw_256" in plan, plan
    store.close()


def _stored(url: str) -> int:
    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute("SELECT count(*) FROM hm_vector_chunks").fetchone()
        return int(row[0]) if row else 0


# three batches of 256 (the filler's BATCH_MESSAGES), the last one short: the run is killed
# once the first is stored, and the resume has the other two to do
KILLED_RUN_MESSAGES = 700


@pytest.mark.heavy
@pytest.mark.semantic
@pytest.mark.slow
def test_a_killed_embed_on_the_database_resumes_without_duplicates(
    pg_url: str, hermes_home: Path
) -> None:
    store = PgSessionStore(pg_url, "default")
    for s in range(KILLED_RUN_MESSAGES // 50):
        store.create_session(f"s{s}", "cli")
        store.append_messages(
            f"s{s}",
            [
                {"role": "user", "content": f"note {s}-{i}: the plan for week {i}"}
                for i in range(50)
            ],
        )
    store.close()
    env = dict(os.environ)
    source = str(Path(__file__).resolve().parents[2] / "src")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH")) if p)
    command = [sys.executable, "-c", "from hermes_memory.cli import main; main()"]
    command += ["--database", pg_url, "sessions", "embed", "--json", "--home", str(hermes_home)]
    proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 240
    while _stored(pg_url) < 256 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=30)
    killed_at = _stored(pg_url)
    assert 0 < killed_at < KILLED_RUN_MESSAGES, "the run must be killed part-way"
    resumed = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    data = json.loads(resumed.stdout)
    assert data["pending"] == 0 and data["vectors"] == KILLED_RUN_MESSAGES
    assert data["embedded"] == KILLED_RUN_MESSAGES - killed_at  # only what was left
    with psycopg.connect(pg_url, autocommit=True) as conn:
        total, distinct = conn.execute(
            "SELECT count(*), count(DISTINCT (message_id, chunk)) FROM hm_vector_chunks"
        ).fetchone()
    assert total == distinct == KILLED_RUN_MESSAGES
