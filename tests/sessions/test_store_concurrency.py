"""Concurrent writers on one state.db: real processes, real threads, a real SIGKILL.

Two processes appending at once lose nothing; threads sharing a ``SessionDB`` are
group-committed yet each call is durable when it returns; a writer killed mid-ingest leaves
a file that opens, passes integrity checks and whose FTS index matches its messages.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from hermes_memory.errors import SessionNotFoundError
from hermes_memory.sessions.store import SessionDB

WRITER = textwrap.dedent(
    """
    import sys
    from hermes_memory.sessions.store import SessionDB

    path, tag, turns = sys.argv[1], sys.argv[2], int(sys.argv[3])
    db = SessionDB(path)
    sid = f"proc-{tag}"
    db.create_session(sid, "cli")
    k = 0
    while turns < 0 or k < turns:
        db.append_messages(sid, [
            {"role": "user", "content": f"question {k} from writer {tag}"},
            {"role": "assistant", "content": f"answer {k} marker{tag}x{k}", "tool_calls": [{}]},
            {"role": "tool", "content": "ok", "tool_name": "terminal"},
        ])
        k += 1
    db.close()
    """
)


def _spawn(path: Path, tag: str, turns: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), tag, str(turns)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _fts_hits(db: SessionDB, query: str) -> list[int]:
    sql = "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?"
    return db.read(lambda c: [r[0] for r in c.execute(sql, (query,))])


@pytest.mark.slow
def test_two_processes_appending_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "state.db"  # both processes race to create it, too
    turns = 1000
    writers = [_spawn(path, tag, turns) for tag in ("A", "B")]
    for proc in writers:
        _, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err.decode()

    with SessionDB(path) as db:
        assert db.message_count() == 2 * 3 * turns
        counts = db.check_fts()  # raises if an index disagrees with its rows
        assert counts["messages_fts"] == 2 * 3 * turns
        for tag in ("A", "B"):
            session = db.get_session(f"proc-{tag}")
            assert session["message_count"] == 3 * turns
            assert session["tool_call_count"] == turns
            assert len(_fts_hits(db, f"marker{tag}x{turns - 1}")) == 1
            assert len(_fts_hits(db, f"marker{tag}x0")) == 1
        ids = db.read(lambda c: [r[0] for r in c.execute("SELECT id FROM messages ORDER BY id")])
        assert ids == list(range(1, 2 * 3 * turns + 1))


@pytest.mark.slow
def test_killed_writer_leaves_a_consistent_file(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    proc = _spawn(path, "K", -1)  # writes until killed
    try:
        deadline = time.monotonic() + 60
        count = 0
        while count < 600 and time.monotonic() < deadline:
            time.sleep(0.05)
            try:
                conn = sqlite3.connect(path, timeout=5)
                count = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
                conn.close()
            except sqlite3.OperationalError:
                count = 0  # not created yet
        assert count >= 600
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL

    with SessionDB(path) as db:
        assert db.read(lambda c: c.execute("PRAGMA integrity_check").fetchone()[0]) == "ok"
        total = db.message_count()
        assert total >= count and total % 3 == 0  # whole turns only: each turn is atomic
        assert db.check_fts()["messages_fts"] == total
        session = db.get_session("proc-K")
        assert session["message_count"] == total  # counters committed with their rows
        last = total // 3 - 1
        assert len(_fts_hits(db, f"markerKx{last}")) == 1


def test_group_commit_returns_only_durable_rows(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    db = SessionDB(path)
    threads_n, turns = 8, 30
    for n in range(threads_n):
        db.create_session(f"t{n}", "cli")
    before = db.write_stats
    failures: list[str] = []

    def worker(n: int) -> None:
        observer = sqlite3.connect(path, timeout=5)  # another connection, like another process
        try:
            for k in range(turns):
                ids = db.append_messages(
                    f"t{n}",
                    [
                        {"role": "user", "content": f"thread {n} turn {k}"},
                        {"role": "assistant", "content": f"reply {n}.{k}"},
                    ],
                )
                marks = ",".join("?" * len(ids))
                seen = observer.execute(
                    f"SELECT count(*) FROM messages WHERE id IN ({marks})", ids
                ).fetchone()[0]
                if seen != len(ids):
                    failures.append(f"thread {n} turn {k}: {seen} of {len(ids)} visible")
        finally:
            observer.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(threads_n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stats = db.write_stats
    assert failures == []
    calls = stats.write_calls - before.write_calls
    assert calls == threads_n * turns
    assert stats.commits - before.commits < calls  # some calls shared a commit
    assert db.message_count() == threads_n * turns * 2
    assert db.check_fts()["messages_fts"] == threads_n * turns * 2
    db.close()


def _wait_for_queue(db: SessionDB, depth: int) -> None:
    deadline = time.monotonic() + 10
    while db.write_stats.queued < depth:
        assert time.monotonic() < deadline, "writers never queued up"
        time.sleep(0.005)


def test_queued_writers_share_one_commit_and_fail_alone(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("ok", "cli")
        errors: dict[int, BaseException] = {}

        def write(n: int) -> None:
            try:
                target = "missing" if n == 3 else "ok"
                db.append_messages(target, [{"role": "user", "content": f"message {n}"}])
            except BaseException as exc:
                errors[n] = exc

        before = db.write_stats
        with db.lock:  # the first caller leads and waits here; the others queue behind it
            threads = [threading.Thread(target=write, args=(n,)) for n in range(6)]
            for t in threads:
                t.start()
            _wait_for_queue(db, 5)
        for t in threads:
            t.join()
        stats = db.write_stats
        assert stats.write_calls - before.write_calls == 6
        assert stats.commits - before.commits == 2  # the leader alone, then five together
        assert stats.largest_batch >= 5
        assert list(errors) == [3] and isinstance(errors[3], SessionNotFoundError)
        assert sorted(m["content"] for m in db.get_messages("ok")) == [
            f"message {n}" for n in (0, 1, 2, 4, 5)
        ]
        assert db.get_session("ok")["message_count"] == 5


def test_bulk_commits_every_n_rows_and_rolls_back_the_tail(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("imp", "cli")
        before = db.write_stats.commits
        with db.bulk(rows_per_commit=10):
            for n in range(25):
                db.append_message("imp", "user", f"row {n}")
            db.append_messages("imp", [{"role": "user", "content": "x"}] * 5)
        assert db.write_stats.commits - before == 3  # after rows 10 and 20, then at the end
        assert db.message_count("imp") == 30
        with pytest.raises(RuntimeError), db.bulk(rows_per_commit=10):
            for n in range(15):
                db.append_message("imp", "user", f"second {n}")
            raise RuntimeError("import failed")
        assert db.message_count("imp") == 40  # the first chunk of 10 stayed, the tail rolled back
        assert db.get_session("imp")["message_count"] == 40
        assert db.check_fts()["messages_fts"] == 40


def test_writing_while_holding_the_lock_does_not_deadlock(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("s", "cli")
        done = threading.Event()

        def other_writer() -> None:
            db.append_message("s", "user", "from the other thread")
            done.set()

        with db.lock:
            thread = threading.Thread(target=other_writer)
            thread.start()
            time.sleep(0.1)  # it leads a batch and waits for this lock
            own = db.append_message("s", "user", "written under the caller's lock")
            with db.lock:
                db.conn.execute("BEGIN IMMEDIATE")
                joined = db.append_message("s", "user", "joins the caller's transaction")
                db.conn.execute("COMMIT")
            assert not done.is_set()
        thread.join(timeout=30)
        assert done.is_set()
        contents = {m["id"]: m["content"] for m in db.get_messages("s")}
        assert contents[own] == "written under the caller's lock"
        assert contents[joined] == "joins the caller's transaction"
        assert len(contents) == 3


def test_other_threads_write_between_bulk_chunks(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("bulk", "cli")
        db.create_session("live", "cli")

        def live_writer() -> None:
            for n in range(20):
                db.append_messages("live", [{"role": "user", "content": f"live {n}"}])

        thread = threading.Thread(target=live_writer)
        with db.bulk(rows_per_commit=5):
            thread.start()
            for n in range(200):
                db.append_message("bulk", "user", f"bulk {n}")
        thread.join(timeout=60)
        assert db.message_count("bulk") == 200 and db.message_count("live") == 20
        assert db.get_session("live")["message_count"] == 20
        assert db.check_fts()["messages_fts"] == 220
