"""``hermes-memory sessions embed``: fills the vector index with the real model, says how to
turn vectors on without it, and a SIGKILL in the middle loses nothing on the next run."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import hermes_memory.embeddings as embeddings
from hermes_memory.cli import main
from hermes_memory.sessions import SessionDB

TOPICS = ["deploy", "database", "holiday", "garden", "invoice", "guitar", "kernel", "recipe"]


def _home(home: Path, messages: int) -> None:
    db = SessionDB(home / "state.db")
    for s in range(max(1, messages // 50)):
        sid = f"s{s}"
        db.create_session(sid, "cli")
        rows = [
            {
                "role": "user" if i % 2 == 0 else "assistant",
                "content": f"note {s}-{i}: the {TOPICS[(s + i) % len(TOPICS)]} plan for week {i}",
            }
            for i in range(50)
        ]
        db.append_messages(sid, rows)
    db.close()


def test_without_the_model_embed_says_how_to_turn_vectors_on(
    hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _home(hermes_home, 50)
    (hermes_home / "config.yaml").write_text("embeddings:\n  batch_size: 7\n")
    monkeypatch.setattr(embeddings, "semantic_available", lambda: False)
    result = CliRunner().invoke(main, ["sessions", "embed", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["success"] is False
    assert "[semantic]" in data["error"] and "[semantic]" in data["hint"]
    text = CliRunner().invoke(main, ["sessions", "embed"])
    assert text.exit_code == 1 and "pip install" in text.output
    # search still works, lexically, and nothing was written
    found = CliRunner().invoke(main, ["sessions", "search", "garden", "--json"])
    assert found.exit_code == 0 and json.loads(found.output)["hits"]


def test_vectors_switched_off_in_config_are_refused_clearly(hermes_home: Path) -> None:
    _home(hermes_home, 50)
    (hermes_home / "config.yaml").write_text("embeddings:\n  enabled: false\n")
    result = CliRunner().invoke(main, ["sessions", "embed", "--json"])
    assert result.exit_code == 1
    assert "embeddings.enabled" in json.loads(result.output)["error"]


@pytest.mark.semantic
def test_embed_then_search_finds_by_meaning(hermes_home: Path) -> None:
    db = SessionDB(hermes_home / "state.db")
    db.create_session("fix", "cli")
    db.append_messages("fix", [{"role": "assistant", "content": "I solved the sign-in crash"}])
    db.create_session("food", "cli")
    db.append_messages("food", [{"role": "user", "content": "a recipe for lentil soup"}])
    db.close()
    result = CliRunner().invoke(main, ["sessions", "embed", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["embedded"] == 2 and data["model"] == "local:all-MiniLM-L6-v2"
    assert data["pending"] == 0 and data["dimension"] == 384
    again = json.loads(CliRunner().invoke(main, ["sessions", "embed", "--json"]).output)
    assert again["embedded"] == 0
    found = CliRunner().invoke(main, ["sessions", "search", "login bug was fixed", "--json"])
    hits = json.loads(found.output)["hits"]
    assert hits[0]["session_id"] == "fix" and hits[0]["match"] == "semantic"
    text = CliRunner().invoke(main, ["sessions", "search", "login bug was fixed"])
    assert text.exit_code == 0
    assert "[meaning]" in text.output and "words and meaning" in text.output


def _mark(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        row = conn.execute("SELECT value FROM hm_vector_state WHERE key = 'mark'").fetchone()
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()
    return int(row[0]) if row else 0


# three batches of 256 (the filler's BATCH_MESSAGES), the last one short: the run is killed
# once the first is stored, and the resume has the other two to do
KILLED_RUN_MESSAGES = 700


@pytest.mark.heavy
@pytest.mark.semantic
@pytest.mark.slow
def test_a_killed_embed_resumes_without_duplicates(hermes_home: Path) -> None:
    _home(hermes_home, KILLED_RUN_MESSAGES)
    env = dict(os.environ)
    source = str(Path(__file__).resolve().parents[2] / "src")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH")) if p)
    command = [
        sys.executable,
        "-c",
        "from hermes_memory.cli import main; main()",
        "sessions",
        "embed",
        "--json",
        "--home",
        str(hermes_home),
    ]
    proc = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    db_path = hermes_home / "state.db"
    deadline = time.monotonic() + 240
    while _mark(db_path) < 256 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=30)
    killed_at = _mark(db_path)
    assert 0 < killed_at < KILLED_RUN_MESSAGES, "the run must be killed part-way"
    resumed = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert resumed.returncode == 0, resumed.stderr
    data = json.loads(resumed.stdout)
    assert data["pending"] == 0
    conn = sqlite3.connect(db_path)
    total, distinct, messages = conn.execute(
        "SELECT COUNT(*), COUNT(DISTINCT message_id || ':' || chunk), COUNT(DISTINCT message_id)"
        " FROM hm_vector_codes"
    ).fetchone()
    orphans = conn.execute(
        "SELECT COUNT(*) FROM hm_vector_data d"
        " WHERE NOT EXISTS (SELECT 1 FROM hm_vector_codes c WHERE c.id = d.id)"
    ).fetchone()[0]
    conn.close()
    assert total == distinct == messages == KILLED_RUN_MESSAGES
    assert orphans == 0
    # the resume embedded only what was left
    assert data["embedded"] == KILLED_RUN_MESSAGES - killed_at
