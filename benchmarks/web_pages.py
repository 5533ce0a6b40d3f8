"""The web inspector's time to first byte per page at scale; one JSON line.

    python benchmarks/web_pages.py --messages 100000 [--reuse] [--requests 200]

Builds (or with ``--reuse`` reuses) a home under ``benchmarks/.data/web_home_<N>_<seed>/``:
state.db from the synthetic corpus of ``sessions_scale.py`` (ingested through ``SessionDB``,
indexes caught up) and a few curated entries. Starts a real ``hermes-memory web`` process
over it and, on one keep-alive connection, times each request from sending it to the
response's status line and headers (the first byte), then reads the body. Every page is
requested once before the measured pass (warm caches, as a running inspector has); each
page's ``Server-Timing`` header gives the time spent inside the application too, apart from
the network and the machine's other load (reported as ``load_average``). The
search pages rotate through words drawn from stored messages, a two-word query and a CJK
query; the session page rotates through random sessions. Target: p99 ≤ 150 ms per page.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
import urllib.parse
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hermes_memory.sessions.search import refresh_search_index
from hermes_memory.sessions.store import SessionDB
from sessions_scale import ingest
from synthetic_corpus import Corpus

TARGET_P99_MS = 150.0
SRC = Path(__file__).resolve().parents[1] / "src"
ENTRIES = [
    "Project uses pytest, ruff and mypy in strict mode",
    "Deploys go through the staging cluster first",
    "The user's timezone is Europe/Berlin",
]


def build_home(home: Path, messages: int, seed: int, reuse: bool) -> dict[str, Any]:
    db_path = home / "state.db"
    info: dict[str, Any] = {"reused": reuse and db_path.exists()}
    if not info["reused"]:
        home.mkdir(parents=True, exist_ok=True)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db_path}{suffix}").unlink(missing_ok=True)
        t0 = time.perf_counter()
        with SessionDB(db_path) as db:
            count, _ = ingest(db, Corpus(messages, seed=seed))
            refresh_search_index(db)
        info.update(messages=count, build_s=round(time.perf_counter() - t0, 1))
    memories = home / "memories"
    memories.mkdir(parents=True, exist_ok=True)
    (memories / "MEMORY.md").write_text("\n§\n".join(ENTRIES), encoding="utf-8")
    (memories / "USER.md").write_text("Name: Ada\n§\nPrefers short answers", encoding="utf-8")
    return info


def draw(db_path: Path, seed: int, n: int) -> tuple[list[str], list[str]]:
    """Search queries (words from stored messages, a two-word query, a CJK word) and
    session ids, drawn reproducibly."""
    rng = random.Random(seed)
    with SessionDB(db_path, read_only=True) as db:
        top = db.read(lambda c: int(c.execute("SELECT max(id) FROM messages").fetchone()[0]))
        ids = db.read(lambda c: [str(r[0]) for r in c.execute("SELECT id FROM sessions")])
        words: list[str] = []
        cjk: list[str] = []
        for _ in range(n * 4):
            row = db.read(
                lambda c: c.execute(
                    "SELECT content FROM messages WHERE id >= ? AND role IN ('user', 'assistant')"
                    " ORDER BY id LIMIT 1",
                    (rng.randint(1, top),),
                ).fetchone()
            )
            text = str(row[0]) if row and row[0] else ""
            words.extend(w for w in re.findall(r"[a-z]{5,}", text.lower())[:2])
        for (text,) in db.read(
            lambda c: c.execute(
                "SELECT content FROM messages WHERE id >= ? AND content GLOB ? LIMIT 3",
                (rng.randint(1, top // 2), "*[一-龥][一-龥]*"),
            ).fetchall()
        ):
            cjk.extend(re.findall(r"[\u4e00-\u9fff]{2}", str(text))[:1])
    rng.shuffle(words)
    queries = words[:n]
    queries += [f"{a} {b}" for a, b in zip(words[n : n + 5], words[n + 5 : n + 10], strict=False)]
    queries += cjk[:3]
    return queries, rng.sample(ids, min(len(ids), n))


def start(home: Path) -> tuple[subprocess.Popen[str], str, int]:
    code = "from hermes_memory.cli import main; main()"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "--home", str(home), "web", "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(SRC)},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"http://([\d.]+):(\d+)/", line)
    if not found:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, found.group(1), int(found.group(2))


def timed(conn: http.client.HTTPConnection, path: str) -> tuple[float, float, int, int]:
    """(time to first byte, the server's own time from ``Server-Timing``, status, bytes)."""
    t0 = time.perf_counter()
    conn.request("GET", path)
    response = conn.getresponse()
    first = time.perf_counter() - t0
    body = response.read()
    found = re.search(r"dur=([\d.]+)", response.getheader("server-timing") or "")
    return first * 1000, float(found.group(1)) if found else 0.0, response.status, len(body)


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="web inspector time to first byte")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20260701)
    parser.add_argument("--data-dir", default=str(Path(__file__).resolve().parent / ".data"))
    parser.add_argument("--reuse", action="store_true", help="reuse a home built before")
    parser.add_argument("--requests", type=int, default=200, help="measured requests per page")
    args = parser.parse_args(argv)
    home = Path(args.data_dir) / f"web_home_{args.messages}_{args.seed}"
    build = build_home(home, args.messages, args.seed, args.reuse)
    queries, sessions = draw(home / "state.db", args.seed, 20)
    pages: dict[str, Any] = {
        "overview": lambda i: "/",
        "memory": lambda i: "/memory",
        "sessions_list": lambda i: f"/sessions?page={1 + i % 5}",
        "search": lambda i: "/sessions?q=" + urllib.parse.quote(queries[i % len(queries)]),
        "search_page_2": lambda i: (
            "/sessions?page=2&q=" + urllib.parse.quote(queries[i % len(queries)])
        ),
        "search_api": lambda i: "/api/sessions?q=" + urllib.parse.quote(queries[i % len(queries)]),
        "session": lambda i: "/sessions/" + urllib.parse.quote(sessions[i % len(sessions)]),
        "skills": lambda i: "/skills",
        "episodes": lambda i: "/episodes",
    }
    proc, host, port = start(home)
    report: dict[str, Any] = {"benchmark": "web_pages", "build": build}
    try:
        conn = http.client.HTTPConnection(host, port, timeout=60)
        with SessionDB(home / "state.db", read_only=True) as db:
            report["messages"] = db.message_count()
        for name, path in pages.items():  # warm-up: every query and session once
            for i in range(len(queries) if name.startswith("search") else 1):
                timed(conn, path(i))
        results: dict[str, Any] = {}
        for name, path in pages.items():
            times, app, sizes, statuses = [], [], [], set()
            for i in range(args.requests):
                ms, server_ms, status, size = timed(conn, path(i))
                times.append(ms)
                app.append(server_ms)
                sizes.append(size)
                statuses.add(status)
            results[name] = {
                "p50_ms": round(pct(times, 50), 2),
                "p99_ms": round(pct(times, 99), 2),
                "max_ms": round(max(times), 2),
                "server_p50_ms": round(pct(app, 50), 2),
                "server_p99_ms": round(pct(app, 99), 2),
                "mean_bytes": int(statistics.mean(sizes)),
                "statuses": sorted(statuses),
            }
        conn.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    report["requests_per_page"] = args.requests
    report["queries"] = len(queries)
    report["cjk_queries"] = sum(1 for q in queries if re.search(r"[\u4e00-\u9fff]", q))
    report["load_average"] = [round(x, 2) for x in os.getloadavg()]
    report["pages"] = results
    report["target_p99_ms"] = TARGET_P99_MS
    report["all_within_target"] = all(r["p99_ms"] <= TARGET_P99_MS for r in results.values())
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
