"""The ``heavy`` marker's one helper. Heavy checks (exhaustive over the labelled rows, full-size
fuzzes, real models, databases and processes at their dearest) are left out of the default
``python -m pytest -q`` by pyproject's addopts and run by ``.ci/run`` in a second pass
(``-m heavy``). Where a smaller share of such a check still means something, the default run
keeps a fixed share of it, so every kind of check runs there, just not on every row."""

from __future__ import annotations

from typing import Any

import pytest

HEAVY = pytest.mark.heavy


def sample_or_all(name: str, sample: Any, full: Any) -> pytest.MarkDecorator:
    """Parametrize ``name``: ``sample`` in the default run (id ``sample``), ``full`` under
    ``heavy`` (id ``all``). The same assertions hold for both; only how much is read differs."""
    return pytest.mark.parametrize(
        name, [pytest.param(sample, id="sample"), pytest.param(full, id="all", marks=HEAVY)]
    )
