"""The Hypothesis profiles: dev by default, ci from HYPOTHESIS_PROFILE or pytest's option, a clear
usage error for any other name, and a property's full size honoured only under ci, checked in
this run and in real pytest runs of a small suite wired the way tests/conftest.py is."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from hypothesis_profiles import (
    DEV_EXAMPLES,
    ENV,
    Profile,
    active,
    choose,
    examples,
)

TESTS = Path(__file__).resolve().parent
README_TEST_COMMAND = "pip install torch==2.13.0 && pip install -e '.[dev]' && python -m pytest -q"

PROBE = """
from hypothesis import given, settings, strategies as st
from hypothesis_profiles import examples

@settings(max_examples=examples(300))
@given(st.text())
def test_sized(text): pass

@given(st.text())
def test_unsized(text): pass

def test_no_deadline():
    assert settings.default.deadline is None
"""


def test_the_profile_comes_from_the_option_then_the_variable_then_dev() -> None:
    assert choose(None, {}) is Profile.DEV
    assert choose(None, {ENV: ""}) is Profile.DEV
    assert choose(None, {ENV: "ci"}) is Profile.CI
    assert choose("dev", {ENV: "ci"}) is Profile.DEV
    assert choose("ci", {}) is Profile.CI


def test_an_unknown_profile_is_a_usage_error_naming_the_choices() -> None:
    with pytest.raises(pytest.UsageError, match=r"HYPOTHESIS_PROFILE='full'.*dev, ci"):
        choose(None, {ENV: "full"})
    with pytest.raises(pytest.UsageError, match=r"--hypothesis-profile='CI'.*dev, ci"):
        choose("CI", {})


def test_only_ci_runs_a_property_at_its_full_size() -> None:
    assert examples(10_000, Profile.CI) == 10_000
    assert examples(10_000, Profile.DEV) == DEV_EXAMPLES
    assert examples(20, Profile.DEV) == 20
    assert examples(120) == examples(120, active())


def test_this_run_uses_the_profile_it_was_given() -> None:
    assert active() is choose(None, os.environ)
    current = settings()  # a settings object starts from the loaded profile
    assert current.deadline is None
    assert current.max_examples == (100 if active() is Profile.CI else DEV_EXAMPLES)


def run_probe(root: Path, profile: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    (root / "conftest.py").write_text(
        "from hypothesis_profiles import pytest_configure as pytest_configure\n", encoding="utf-8"
    )
    (root / "test_probe.py").write_text(PROBE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in (ENV, "PYTHONPATH")}
    env["PYTHONPATH"] = str(TESTS)
    if profile is not None:
        env[ENV] = profile
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]
    command += ["--hypothesis-show-statistics", "test_probe.py"]
    return subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=120)


def stopped_at(output: str) -> list[int]:
    return [int(n) for n in re.findall(r"Stopped because settings\.max_examples=(\d+)", output)]


@pytest.mark.parametrize(
    ("profile", "args", "sizes"),
    [
        (None, (), [DEV_EXAMPLES, DEV_EXAMPLES]),
        ("ci", (), [300, 100]),
        ("dev", ("--hypothesis-profile", "ci"), [300, 100]),
    ],
)
def test_a_suite_runs_each_property_at_the_profiles_size(
    tmp_path: Path, profile: str | None, args: tuple[str, ...], sizes: list[int]
) -> None:
    done = run_probe(tmp_path, profile, *args)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 passed" in done.stdout
    assert stopped_at(done.stdout) == sizes


def test_a_suite_refuses_an_unknown_profile(tmp_path: Path) -> None:
    done = run_probe(tmp_path, "thorough")
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout + done.stderr
    assert "HYPOTHESIS_PROFILE='thorough': no such Hypothesis profile" in done.stderr
    assert "Traceback" not in done.stderr


def test_ci_runs_the_readme_command_under_the_ci_profile() -> None:
    readme = (TESTS.parent / "README.md").read_text(encoding="utf-8")
    script = (TESTS.parent / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert README_TEST_COMMAND in readme
    assert script.index(f"export {ENV}={Profile.CI}") < script.index(README_TEST_COMMAND)
