"""A throwaway PostgreSQL server for the test session, and a database per test.

Uses PostgreSQL 16 with pgvector from the ``pgserver`` wheel (the ``[dev]`` extra): only
its folder is looked up, and ``initdb`` / ``pg_ctl`` are run here as for any install.
Without it, the machine's binaries (Debian's ``postgresql`` package under
``/usr/lib/postgresql/<n>/bin``, or on ``PATH``; those have no pgvector, so the vector
tests that need it fail clearly); ``$HERMES_TEST_PG_BIN`` overrides both. PostgreSQL
refuses to run as root, so under root the cluster belongs to the ``postgres`` system user
and is started through ``runuser``. Each test gets its own database, cloned from a
migrated template, so a test starts from an empty, current schema in a few milliseconds.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

TEMPLATE = "hm_template"


def pgserver_bin() -> Path | None:
    """``pgserver``'s bundled ``bin`` folder, found without importing the package (its
    import pulls in helpers we do not use)."""
    spec = importlib.util.find_spec("pgserver")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(folder) / "pginstall" / "bin"
        if (candidate / "initdb").is_file() and (candidate / "pg_ctl").is_file():
            return candidate
    return None


def find_bin() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``, or None when PostgreSQL is missing."""
    explicit = os.environ.get("HERMES_TEST_PG_BIN")
    if explicit:
        return Path(explicit)
    bundled = pgserver_bin()
    if bundled is not None:
        return bundled
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), reverse=True)
    if versions:
        return versions[0].parent
    found = shutil.which("initdb")
    return Path(found).resolve().parent if found else None


def driver_installed() -> bool:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return False
    return True


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PgServer:
    bin_dir: Path
    root: Path
    port: int
    as_user: str | None

    def _run(self, *args: str) -> None:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if self.as_user:
            command = ["runuser", "-u", self.as_user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def start(self, *, durable: bool = False) -> None:
        """``durable``: fsync on (benchmarks); tests run with fsync off, which changes only
        what survives a power cut, not what a transaction sees."""
        data = self.root / "data"
        self._run(
            "initdb", "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
            "--locale=C.UTF-8", "--no-sync",
        )  # fmt: skip
        # a benchmark server gets room for its 100k-message working set (~260 MB with
        # indexes) and WAL room for a bulk load (the 1 GB default checkpoints every ~25 s
        # during one), as a team server would be configured; tests keep the small default
        fsync = " -c shared_buffers=512MB -c max_wal_size=4GB" if durable else " -F"
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root}{fsync} -c max_connections=200"
        self._run("pg_ctl", "-D", str(data), "-o", options, "-l", str(self.root / "log"), "-w",
                  "start")  # fmt: skip

    def stop(self) -> None:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "immediate", "-w", "stop")

    def admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql)

    def prepare_template(self) -> None:
        """A database holding the migrated schema, cloned by every test."""
        from hermes_memory.storage.postgres import open_database

        self.admin(f"CREATE DATABASE {TEMPLATE}")
        open_database(self.url(TEMPLATE)).close()

    def new_database(self, name: str) -> str:
        self.admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        return self.url(name)


def _reachable(bin_dir: Path, user: str) -> bool:
    """Whether ``user`` can run the binaries where they are (a checkout under a 0700
    home, e.g. /root, hides a virtualenv's pgserver from the postgres user)."""
    probe = ["runuser", "-u", user, "--", "test", "-x", str(bin_dir / "postgres")]
    return subprocess.run(probe, check=False, capture_output=True, timeout=30).returncode == 0


def _copy_install(bin_dir: Path, root: Path) -> Path:
    """A copy of the install (bin, lib, share: ~35 MB) inside the server's folder; a
    wheel's binaries find their shared libraries at ``$ORIGIN/../../../<package>.libs``,
    so that folder comes along in the same relative place."""
    install = bin_dir.parent
    package = install.parent
    target = root / "site" / package.name / install.name
    shutil.copytree(install, target, symlinks=True)
    libs = package.parent / f"{package.name}.libs"
    if libs.is_dir():
        shutil.copytree(libs, root / "site" / libs.name, symlinks=True)
    return target / bin_dir.name


def _remove(root: Path, *, background: bool) -> None:
    """The server's folder removed; ``background``: by a detached ``rm`` that outlives the
    caller. The test session's cluster ends up with ~40,000 files (a database per test):
    removing them waited 90 s at the end of a suite on a disk shared with other runs, time
    no test needs."""
    if not background:
        shutil.rmtree(root, ignore_errors=True)
        return
    # the shell starts rm in the background and returns at once: nothing is left to wait on
    subprocess.run(
        ["sh", "-c", 'rm -rf -- "$1" >/dev/null 2>&1 &', "sh", str(root)],
        check=False,
        capture_output=True,
        timeout=30,
    )


@contextlib.contextmanager
def running_server(
    *, durable: bool = False, remove_in_background: bool = False
) -> Iterator[PgServer]:
    bin_dir = find_bin()
    if bin_dir is None:
        raise RuntimeError(
            "PostgreSQL server binaries not found: pip install pgserver (in the [dev] extra)"
            " or apt-get install postgresql"
        )
    as_user = "postgres" if os.geteuid() == 0 else None
    root = Path(tempfile.mkdtemp(prefix="hm-pg-"))
    if as_user:
        entry = pwd.getpwnam(as_user)
        os.chown(root, entry.pw_uid, entry.pw_gid)
    if as_user and not _reachable(bin_dir, as_user):
        bin_dir = _copy_install(bin_dir, root)
    server = PgServer(bin_dir, root, _free_port(), as_user)
    try:
        server.start(durable=durable)
        server.prepare_template()
        yield server
    finally:
        server.stop()
        _remove(root, background=remove_in_background)
