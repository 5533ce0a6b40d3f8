"""A long import next to a live agent: real processes, a real SIGKILL.

The import commits whole sessions in chunks and pauses between them, so another process's
appends get through while it runs (they would wait for the whole import otherwise, and
fail after ~16 s). A killed import leaves whole sessions only; running it again writes the
rest and nothing twice.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.transfer.importer import (
    ImportPacing,
    import_file,
    read_import,
    write_import,
)

APPENDER = textwrap.dedent(
    """
    import json, sys, time
    from pathlib import Path
    from hermes_memory.sessions.store import SessionDB

    db = SessionDB(sys.argv[1])
    stop = Path(sys.argv[2])
    db.create_session("live-agent", "cli")
    spans = []
    print("ready", flush=True)
    while not stop.exists():
        start = time.time()
        try:
            db.append_message("live-agent", "user", f"turn {len(spans)} while importing")
            spans.append([start, time.time(), None])
        except Exception as exc:
            spans.append([start, time.time(), repr(exc)])
        time.sleep(0.02)
    db.close()
    print(json.dumps(spans), flush=True)
    """
)

IMPORTER = textwrap.dedent(
    """
    import sys
    from hermes_memory.sessions.transfer.importer import ImportPacing, import_file
    from hermes_memory.sessions.store import SessionDB

    with SessionDB(sys.argv[1]) as db:
        import_file(db, sys.argv[2], pacing=ImportPacing(chunk_rows=100, pause_seconds=0.15))
    """
)


def _big_jsonl(path: Path, sessions: int, messages: int) -> Path:
    lines = []
    for s in range(sessions):
        lines.append(json.dumps({"type": "session", "id": f"bulk-{s:04d}", "title": f"bulk {s}"}))
        for m in range(messages):
            role = "user" if m % 2 == 0 else "assistant"
            text = f"message {m} of imported session {s} about tomatoes, rain and soil"
            lines.append(json.dumps({"role": role, "content": text, "timestamp": 1.7e9 + m}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _counts(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        sql = "SELECT session_id, count(*) FROM messages GROUP BY session_id"
        return {r[0]: r[1] for r in conn.execute(sql)}
    finally:
        conn.close()


@pytest.mark.slow
def test_another_process_appends_while_a_large_import_runs(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    source = _big_jsonl(tmp_path / "big.jsonl", sessions=240, messages=40)
    stop = tmp_path / "stop"
    agent = subprocess.Popen(
        [sys.executable, "-c", APPENDER, str(path), str(stop)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert agent.stdout is not None and agent.stdout.readline().strip() == "ready"
        parsed = read_import(source)
        written: list[float] = []  # when each session was written, inside its transaction
        with SessionDB(path) as db:
            report = write_import(
                db,
                parsed,
                pacing=ImportPacing(chunk_rows=800),
                progress=lambda _: written.append(time.time()),
            )
        stop.touch()
        out, err = agent.communicate(timeout=60)
    finally:
        if agent.poll() is None:
            agent.kill()
    assert agent.returncode == 0, err
    spans = json.loads(out.strip().splitlines()[-1])
    assert [s for s in spans if s[2] is not None] == []  # no "database is locked", ever
    assert report.sessions_imported == 240 and report.messages_imported == 240 * 40
    assert report.chunks >= 10
    # appends completed between the import's first and last session: it let them in
    # between chunks (one long transaction would hold every append until its end)
    inside = [s for s in spans if written[0] < s[0] and s[1] < written[-1]]
    assert len(inside) >= 3, (len(spans), written[-1] - written[0])
    # and none waited anywhere near the ~16 s after which an append gives up
    assert max(end - start for start, end, _ in spans) < 5.0
    counts = _counts(path)
    assert counts["live-agent"] == len(spans)
    assert sum(counts.values()) == 240 * 40 + len(spans)


@pytest.mark.slow
def test_a_killed_import_keeps_whole_sessions_and_a_rerun_completes_it(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    source = _big_jsonl(tmp_path / "big.jsonl", sessions=60, messages=50)
    importer = subprocess.Popen(
        [sys.executable, "-c", IMPORTER, str(path), str(source)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.time() + 60
        while time.time() < deadline and len(_counts(path)) < 6:
            assert importer.poll() is None, "the import finished before it could be killed"
            time.sleep(0.02)
        os.kill(importer.pid, signal.SIGKILL)
        importer.wait(timeout=30)
    finally:
        if importer.poll() is None:
            importer.kill()

    with SessionDB(path) as db:
        assert db.read(lambda c: c.execute("PRAGMA integrity_check").fetchone()[0]) == "ok"
        db.check_fts()  # raises if an index disagrees with its rows
        partial = _counts(path)
        assert 6 <= len(partial) < 60
        assert set(partial.values()) == {50}  # whole sessions only, never half of one
        rest = import_file(db, source)
        assert rest.sessions_imported == 60 - len(partial)
        assert sorted(rest.skipped_sessions) == sorted(partial)
        assert rest.messages_imported == 50 * (60 - len(partial))
        finished = _counts(path)
        assert len(finished) == 60 and set(finished.values()) == {50}
        assert db.check_fts()["messages_fts"] == 60 * 50
        assert import_file(db, source).sessions_imported == 0
