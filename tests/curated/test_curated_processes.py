"""Real processes on one home: concurrent writers lose nothing, a reader never sees a torn
file, a Hermes-style writer shares our locks, and SIGKILL mid-write leaves old or new."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hermes_memory.curated.entries import parse_bytes
from hermes_memory.curated.store import MemoryStore

WORKER = textwrap.dedent(
    """
    import json, random, sys
    from hermes_memory.curated.store import MemoryStore
    from hermes_memory.errors import HermesMemoryError

    home, wid, n_ops = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(wid)
    store = MemoryStore(200_000, 200_000, home=home)
    mine = []  # this worker's entries, as every successful write left them
    failures = []
    for i in range(n_ops):
        roll = rng.random()
        try:
            if not mine or roll < 0.45:
                text = f"w{wid} fact {i} " + "x" * rng.randint(1, 40)
                store.add("memory", text)
                mine.append(text)
            elif roll < 0.65:
                old = rng.choice(mine)
                new = f"w{wid} fact {i} replaced"
                out = store.replace("memory", old, new)
                assert out.replaced_entry == old
                mine[mine.index(old)] = new
            elif roll < 0.85:
                old = rng.choice(mine)
                out = store.remove("memory", old)
                assert out.removed_entry == old
                mine.remove(old)
            else:
                a, b = f"w{wid} batch {i} a", f"w{wid} batch {i} b"
                ops = [{"action": "add", "content": a}, {"action": "add", "content": b}]
                victim = rng.choice(mine)
                ops.append({"action": "remove", "old_text": victim})
                store.apply_batch("memory", ops)
                mine.remove(victim)
                mine += [a, b]
        except HermesMemoryError as exc:
            failures.append(f"{type(exc).__name__}: {exc}")
    print(json.dumps({"entries": mine, "failures": failures}))
    """
)

HERMES_STYLE_WRITER = textwrap.dedent(
    """
    # An independent writer following Hermes's protocol: flock the sidecar lock file,
    # re-read, append, write a temp file in the same directory, rename over the target.
    import fcntl, json, os, sys, tempfile
    home, n = sys.argv[1], int(sys.argv[2])
    mem = os.path.join(home, "memories")
    os.makedirs(mem, exist_ok=True)
    path = os.path.join(mem, "MEMORY.md")
    written = []
    for i in range(n):
        fd = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            try:
                with open(path, encoding="utf-8-sig") as f:
                    raw = f.read()
            except FileNotFoundError:
                raw = ""
            entries = [e.strip() for e in raw.split("\\n§\\n") if e.strip()]
            text = f"hermes fact {i}"
            entries.append(text)
            tfd, tmp = tempfile.mkstemp(prefix=".mem_", suffix=".tmp", dir=mem)
            with os.fdopen(tfd, "w", encoding="utf-8") as f:
                f.write("\\n§\\n".join(entries))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
            written.append(text)
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
    print(json.dumps({"entries": written, "failures": []}))
    """
)

READER = textwrap.dedent(
    """
    import os, sys, time
    from hermes_memory.curated.entries import parse_bytes
    path, stop = sys.argv[1], sys.argv[2]
    reads = 0
    while not os.path.exists(stop):
        try:
            data = open(path, "rb").read()
        except FileNotFoundError:
            continue
        entries = parse_bytes(data)  # raises on a torn or half-written file
        for e in entries:
            if not (e.startswith("w") or e.startswith("hermes fact")):
                raise SystemExit(f"unexpected entry {e!r}")
        reads += 1
    print(reads)
    """
)


def _python(code: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.heavy
@pytest.mark.slow
def test_eight_processes_and_a_hermes_writer_lose_no_successful_write(hermes_home: Path) -> None:
    home = str(hermes_home)
    memory = hermes_home / "memories" / "MEMORY.md"
    stop = hermes_home / "stop-reader"
    (hermes_home / "memories").mkdir()
    reader = _python(READER, str(memory), str(stop))
    workers = [_python(WORKER, home, str(w), "50") for w in range(8)]
    workers.append(_python(HERMES_STYLE_WRITER, home, "50"))  # a ninth, foreign writer
    expected: list[str] = []
    for proc in workers:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
        report = json.loads(out)
        assert report["failures"] == []
        expected += report["entries"]
    stop.touch()
    reads, reader_err = reader.communicate(timeout=60)
    assert reader.returncode == 0, reader_err
    assert int(reads) > 0
    on_disk = parse_bytes(memory.read_bytes())
    assert sorted(on_disk) == sorted(expected)
    assert len(expected) > 100
    assert not list((hermes_home / "memories").glob(".mem_*"))


CRASH_WRITER = textwrap.dedent(
    """
    import sys
    from hermes_memory.curated.store import MemoryStore
    from hermes_memory.scanning import scan_text
    store = MemoryStore(10_000_000, home=sys.argv[1])
    store.load_from_disk()
    i = len(store.memory_entries)
    scan_text("warm up")  # the rules compile on the first scan: the kill must land mid-write
    print("ready", flush=True)
    while True:
        store.add("memory", f"entry {i:05d} " + str(i % 10) * 3000)
        i += 1
    """
)


@pytest.mark.heavy
def test_sigkill_mid_write_leaves_the_old_or_the_new_file(hermes_home: Path) -> None:
    memory = hermes_home / "memories" / "MEMORY.md"
    last = 0
    for round_ in range(4):
        proc = subprocess.Popen(
            [sys.executable, "-c", CRASH_WRITER, str(hermes_home)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(0.15 + 0.1 * round_)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        entries = parse_bytes(memory.read_bytes())  # strict decode: a torn file would fail
        numbers = []
        for entry in entries:
            match = re.fullmatch(r"entry (\d{5}) (\d)\2{2999}", entry)
            assert match, entry[:40]
            assert int(match.group(1)) % 10 == int(match.group(2))
            numbers.append(int(match.group(1)))
        assert numbers == list(range(len(numbers)))  # a prefix: every write whole, in order
        assert len(numbers) >= last
        last = len(numbers)
    assert last > 0
    # the kernel released the dead writer's lock: a new writer proceeds at once
    store = MemoryStore(10_000_000, home=hermes_home)
    store.add("memory", "after the crashes")
    assert parse_bytes(memory.read_bytes())[-1] == "after the crashes"
