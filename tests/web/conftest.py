"""One seeded home and one live inspector over it, shared by the web tests of a module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from web_home import live_server, seed_home


@pytest.fixture(scope="module")
def seeded_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seed_home(tmp_path_factory.mktemp("web") / "home")


@pytest.fixture(scope="module")
def server(seeded_home: Path) -> Iterator[str]:
    with live_server(seeded_home) as (url, _):
        yield url
