"""A provider's declared dependencies: pip packages installed by setup, external tools checked.

``plugin.yaml`` may list ``pip_dependencies`` (pip requirement strings) and
``external_dependencies`` (``{name, install, check}``; spec §7.5). Setup installs the pip
packages this interpreter lacks with ``python -m pip install`` (pip's own configuration —
index, find-links, proxies — applies), then runs each ``check`` command with a 5-second
timeout and reports the ``install`` hint of those that fail. A failed pip install raises
:class:`ProviderDependencyError` before anything is written; a failed check is only
reported (the tool may be installed later, or live on another machine).
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from hermes_memory.errors import ProviderDependencyError

CHECK_TIMEOUT_S = 5.0
PIP_TIMEOUT_S = 900.0
_NAME = re.compile(r"\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)")

Runner = Callable[..., "subprocess.CompletedProcess[str]"]


@dataclass(frozen=True)
class ExternalCheck:
    """One external dependency and whether its ``check`` command succeeded."""

    name: str
    install: str
    ok: bool
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "install": self.install, "ok": self.ok, "detail": self.detail}


@dataclass
class DependencyReport:
    """What setup did about a provider's dependencies."""

    installed: list[str] = field(default_factory=list)
    already_present: list[str] = field(default_factory=list)
    external: list[ExternalCheck] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "installed": list(self.installed),
            "already_present": list(self.already_present),
            "external": [check.as_dict() for check in self.external],
        }


def _strings(value: object) -> list[str]:
    if not isinstance(value, list):
        return []
    return [item.strip() for item in value if isinstance(item, str) and item.strip()]


def _externals(value: object) -> list[Mapping[str, Any]]:
    if not isinstance(value, list):
        return []
    return [item for item in value if isinstance(item, Mapping) and item.get("name")]


def requirement_name(spec: str) -> str | None:
    """The distribution name a requirement string starts with (None for a URL or a path)."""
    if "/" in spec or "\\" in spec or spec.startswith("."):
        return None
    match = _NAME.match(spec)
    return match.group(1) if match else None


def is_satisfied(spec: str) -> bool:
    """The requirement's distribution is installed here (and matches its version specifier
    when ``packaging`` is importable). A URL or path requirement is never assumed present."""
    name = requirement_name(spec)
    if name is None:
        return False
    try:
        version = metadata.version(name)
    except metadata.PackageNotFoundError:
        return False
    try:
        from packaging.requirements import InvalidRequirement, Requirement
    except ImportError:  # no way to read the specifier: presence is what we can check
        return True
    try:
        requirement = Requirement(spec)
    except InvalidRequirement:
        return True
    return requirement.specifier.contains(version, prereleases=True)


def install_pip_dependencies(
    specs: Sequence[str], *, runner: Runner = subprocess.run
) -> tuple[list[str], list[str]]:
    """Install what is missing of ``specs``; returns ``(installed, already_present)``.

    Raises :class:`ProviderDependencyError` with pip's last lines when pip fails.
    """
    missing = [spec for spec in specs if not is_satisfied(spec)]
    present = [spec for spec in specs if spec not in missing]
    if not missing:
        return [], present
    command = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", *missing]
    try:
        done = runner(command, capture_output=True, text=True, timeout=PIP_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ProviderDependencyError(f"Could not run pip for {', '.join(missing)}: {exc}") from exc
    if done.returncode != 0:
        tail = "\n".join((done.stderr or done.stdout or "").strip().splitlines()[-5:])
        raise ProviderDependencyError(
            f"pip could not install {', '.join(missing)} (exit {done.returncode}): {tail}"
        )
    return missing, present


def check_external_dependencies(
    deps: Sequence[Mapping[str, Any]], *, runner: Runner = subprocess.run
) -> list[ExternalCheck]:
    """Run each dependency's ``check`` command (a shell line from the plugin's author)."""
    out: list[ExternalCheck] = []
    for dep in deps:
        name, install = str(dep["name"]), str(dep.get("install") or "")
        check = str(dep.get("check") or "").strip()
        if not check:
            out.append(ExternalCheck(name, install, True, "no check declared"))
            continue
        try:
            done = runner(
                check, shell=True, capture_output=True, text=True, timeout=CHECK_TIMEOUT_S
            )
        except subprocess.TimeoutExpired:
            detail = f"check timed out after {CHECK_TIMEOUT_S:g} s"
            out.append(ExternalCheck(name, install, False, detail))
            continue
        except OSError as exc:
            out.append(ExternalCheck(name, install, False, str(exc)))
            continue
        detail = "" if done.returncode == 0 else f"check exited {done.returncode}"
        out.append(ExternalCheck(name, install, done.returncode == 0, detail))
    return out


def ensure_dependencies(
    plugin_yaml: Mapping[str, Any], *, runner: Runner = subprocess.run
) -> DependencyReport:
    """Install the pip dependencies and check the external ones of one ``plugin.yaml``."""
    installed, present = install_pip_dependencies(
        _strings(plugin_yaml.get("pip_dependencies")), runner=runner
    )
    external = check_external_dependencies(
        _externals(plugin_yaml.get("external_dependencies")), runner=runner
    )
    return DependencyReport(installed, present, external)
