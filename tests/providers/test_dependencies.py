"""plugin.yaml dependencies: a real pip install (offline, from a wheel built here), real
external check commands, and `providers setup` stopping before any write when pip fails."""

from __future__ import annotations

import base64
import hashlib
import json
import subprocess
import sys
import textwrap
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.config import load_raw_config
from hermes_memory.errors import ProviderDependencyError
from hermes_memory.providers.plugins import dependencies
from hermes_memory.providers.plugins.dependencies import (
    check_external_dependencies,
    ensure_dependencies,
    install_pip_dependencies,
    is_satisfied,
    requirement_name,
)

DIST = "hm-tiny-dep"
MODULE = "hm_tiny_dep"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(folder: Path, version: str = "0.1") -> Path:
    """A minimal pure-Python wheel of ``hm-tiny-dep`` (no build backend needed)."""
    info = f"{MODULE}-{version}.dist-info"
    files = {
        f"{MODULE}/__init__.py": b"ANSWER = 42\n",
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {DIST}\nVersion: {version}\n".encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n",
    }
    record = [_record_line(name, data) for name, data in files.items()] + [f"{info}/RECORD,,"]
    path = folder / f"{MODULE}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        archive.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return path


def _uninstall() -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "uninstall", "-y", DIST], capture_output=True, check=False
    )


@pytest.fixture
def local_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """pip sees only a local folder holding our wheel; the wheel is uninstalled afterwards."""
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    build_wheel(wheels)
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(wheels))
    _uninstall()
    yield wheels
    _uninstall()


def test_requirement_names_and_presence() -> None:
    assert requirement_name("click>=8") == "click"
    assert requirement_name("numpy[extra] ; python_version>'3'") == "numpy"
    assert requirement_name("./local/pkg") is None
    assert is_satisfied("click") and is_satisfied("click>=1")
    assert not is_satisfied("click>=999")
    assert not is_satisfied("hm-surely-not-installed-anywhere")


def test_pip_installs_what_is_missing_and_skips_what_is_there(local_index: Path) -> None:
    assert not is_satisfied(DIST)
    installed, present = install_pip_dependencies([DIST, "click"])
    assert installed == [DIST] and present == ["click"]
    assert is_satisfied(f"{DIST}==0.1")
    again = ensure_dependencies({"pip_dependencies": [DIST]})
    assert again.installed == [] and again.already_present == [DIST]


def test_a_failed_pip_install_raises_with_pips_words(local_index: Path) -> None:
    with pytest.raises(ProviderDependencyError, match="hm-absent-dist"):
        install_pip_dependencies(["hm-absent-dist==1.0"])


def test_external_checks_run_with_a_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dependencies, "CHECK_TIMEOUT_S", 0.5)
    results = check_external_dependencies(
        [
            {"name": "ok-tool", "install": "apt install ok", "check": "true"},
            {"name": "bad-tool", "install": "brew install bad", "check": "exit 3"},
            {"name": "slow-tool", "install": "wait", "check": "sleep 5"},
            {"name": "no-check", "install": "whatever"},
        ]
    )
    by_name = {r.name: r for r in results}
    assert by_name["ok-tool"].ok
    assert not by_name["bad-tool"].ok and by_name["bad-tool"].detail == "check exited 3"
    assert not by_name["slow-tool"].ok and "timed out" in by_name["slow-tool"].detail
    assert by_name["no-check"].ok


PLUGIN = """
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class DepsProvider(MemoryProvider):
    name = "needsdeps"

    def is_available(self) -> bool:
        import hm_tiny_dep  # only importable once setup installed it

        return hm_tiny_dep.ANSWER == 42

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []


def register(ctx):
    ctx.register_memory_provider(DepsProvider())
"""


def _plugin(home: Path, pip: list[str]) -> None:
    folder = home / "plugins" / "needsdeps"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(textwrap.dedent(PLUGIN), encoding="utf-8")
    manifest = {
        "name": "needsdeps",
        "description": "needs a package and a tool",
        "pip_dependencies": pip,
        "external_dependencies": [{"name": "gizmo", "install": "get-gizmo", "check": "exit 1"}],
    }
    (folder / "plugin.yaml").write_text(json.dumps(manifest), encoding="utf-8")


def test_setup_installs_then_activates(hermes_home: Path, local_index: Path) -> None:
    _plugin(hermes_home, [DIST])
    result = CliRunner().invoke(
        main, ["providers", "setup", "needsdeps", "--yes", "--json", "--home", str(hermes_home)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["dependencies"]["installed"] == [DIST]
    assert data["dependencies"]["external"] == [
        {"name": "gizmo", "install": "get-gizmo", "ok": False, "detail": "check exited 1"}
    ]
    assert "install with: get-gizmo" in result.stderr
    assert load_raw_config(hermes_home)["memory"]["provider"] == "needsdeps"


def test_setup_stops_before_writing_when_pip_fails(hermes_home: Path, local_index: Path) -> None:
    _plugin(hermes_home, ["hm-absent-dist==1.0"])
    result = CliRunner().invoke(
        main, ["providers", "setup", "needsdeps", "--yes", "--home", str(hermes_home)]
    )
    assert result.exit_code == 1
    assert "hm-absent-dist" in result.stderr
    assert not (hermes_home / "config.yaml").exists()


def test_skip_dependencies(hermes_home: Path, local_index: Path) -> None:
    _plugin(hermes_home, ["hm-absent-dist==1.0"])
    result = CliRunner().invoke(
        main,
        [
            "providers",
            "setup",
            "needsdeps",
            "--yes",
            "--skip-dependencies",
            "--json",
            "--home",
            str(hermes_home),
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["dependencies"] is None
