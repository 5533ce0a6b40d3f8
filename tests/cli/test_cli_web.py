"""``hermes-memory web``: loopback by default, a remote bind refused without its flag and
warned about with it, ``--open`` hands the URL to the browser, a busy port or a missing
``[web]`` extra is a clear refusal (exit 1), never a traceback."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from web_home import environment, live_server, seed_home, web_command


def test_a_non_loopback_host_is_refused_without_the_flag(hermes_home: Path) -> None:
    result = CliRunner().invoke(main, ["web", "--host", "0.0.0.0"])
    assert result.exit_code == 1
    assert "not a loopback address" in result.output and "--allow-remote" in result.output
    assert list(hermes_home.iterdir()) == []


def test_a_bad_port_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["web", "--port", "70000"])
    assert result.exit_code == 2


def test_a_busy_port_is_a_clear_refusal(hermes_home: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["web", "--port", str(port)])
    assert result.exit_code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.output
    assert "Traceback" not in result.output


def test_a_missing_web_extra_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    prefixes = ("hermes_memory.web.", "starlette")
    loaded = [m for m in sys.modules if m == "hermes_memory.web" or m.startswith(prefixes)]
    for name in loaded:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "starlette", None)
    result = CliRunner().invoke(main, ["web", "--port", "0"])
    assert result.exit_code == 1
    assert "pip install 'hermes-agent-memory[web]'" in result.output


# heavy: a web server process (12-30 s under load); the other-loopback-address test keeps a
# served web process in the default run
@pytest.mark.heavy
def test_allow_remote_serves_and_warns(tmp_path: Path) -> None:
    home = seed_home(tmp_path / "home")
    with live_server(home, "--host", "0.0.0.0", "--allow-remote") as (url, proc):
        port = url.rsplit(":", 1)[1]
        local = f"http://127.0.0.1:{port}/api/overview"
        request = urllib.request.Request(local, headers={"Host": "inspector.lan"})
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200  # a remote bind accepts its own host names
    assert proc.stderr is not None
    assert "Warning: serving on 0.0.0.0" in proc.stderr.read()


def test_open_hands_the_url_to_the_browser(tmp_path: Path) -> None:
    opened = tmp_path / "opened.txt"
    fake = tmp_path / "fake-browser"
    fake.write_text(f'#!/bin/sh\necho "$1" > {opened}\n', encoding="utf-8")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    env = {**environment(), "BROWSER": f"{fake} %s", "DISPLAY": ""}
    proc = subprocess.Popen(
        web_command(tmp_path / "home", "--port", "0", "--open"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        deadline = time.monotonic() + 20
        # the shell creates the file before echo writes to it: wait for the line itself
        while time.monotonic() < deadline and not (
            opened.exists() and opened.read_text(encoding="utf-8").endswith("\n")
        ):
            time.sleep(0.05)
        url = line.split(": ", 1)[1].split()[0]
        assert opened.read_text(encoding="utf-8").strip() == url
        assert url.startswith("http://127.0.0.1:")
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert not (tmp_path / "home").exists() or os.listdir(tmp_path / "home") == []


def test_another_loopback_address_serves_under_its_own_name(tmp_path: Path) -> None:
    with live_server(tmp_path / "home", "--host", "127.0.0.2") as (url, _):
        assert url.startswith("http://127.0.0.2:")
        with urllib.request.urlopen(url + "/api/overview", timeout=30) as response:
            assert response.status == 200


def test_nothing_of_the_web_stack_is_imported_unless_web_runs() -> None:
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from hermes_memory.cli import main\n"
        "import hermes_memory\n"
        "assert CliRunner().invoke(main, ['--help']).exit_code == 0\n"
        "assert CliRunner().invoke(main, ['web', '--help']).exit_code == 0\n"
        "heavy = ('starlette', 'jinja2', 'uvicorn', 'hermes_memory.web')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy or m == heavy[-1]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=environment(), timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
