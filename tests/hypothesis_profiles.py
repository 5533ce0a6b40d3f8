"""The suite's two Hypothesis profiles and the switch between them. "dev", the everyday default,
tries each property a few dozen times; "ci" tries each at its full size (the search fuzzes at
10,000 examples), and `.ci/run` selects it. A test gives its full size as
`max_examples=examples(n)`, so the profile, not the test, decides how many examples run."""

from __future__ import annotations

import os
from collections.abc import Mapping
from enum import StrEnum

import pytest
from hypothesis import settings

ENV = "HYPOTHESIS_PROFILE"
OPTION = "--hypothesis-profile"  # Hypothesis's own pytest option; it wins over the variable
DEV_EXAMPLES = 50


class Profile(StrEnum):
    DEV = "dev"
    CI = "ci"


_active = Profile.DEV


def register() -> None:
    # no deadline in either: two shared cores make timings noise, and slowness has benchmarks
    settings.register_profile(Profile.DEV, max_examples=DEV_EXAMPLES, deadline=None)
    # a fresh machine has no example database to replay, and a failure must be reproducible
    # from the log alone, hence the blob
    settings.register_profile(Profile.CI, deadline=None, database=None, print_blob=True)


def choose(option: str | None, environ: Mapping[str, str]) -> Profile:
    """The profile pytest's option names, else HYPOTHESIS_PROFILE, else dev."""
    name = option or environ.get(ENV) or Profile.DEV
    try:
        return Profile(name)
    except ValueError:
        names = ", ".join(profile.value for profile in Profile)
        source = OPTION if option else ENV
        message = f"{source}={name!r}: no such Hypothesis profile (use one of {names})"
        raise pytest.UsageError(message) from None


def load(profile: Profile) -> None:
    global _active
    register()
    settings.load_profile(profile)
    _active = profile


def active() -> Profile:
    return _active


def examples(full: int, profile: Profile | None = None) -> int:
    """How many examples a property whose full size is ``full`` runs under the profile."""
    return full if (profile or _active) is Profile.CI else min(full, DEV_EXAMPLES)


@pytest.hookimpl(tryfirst=True)  # before Hypothesis's plugin loads a profile by its option
def pytest_configure(config: pytest.Config) -> None:
    load(choose(config.getoption(OPTION, default=None), os.environ))
