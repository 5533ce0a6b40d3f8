"""Collection rules of the labelled-set checks: a check that compares a set with every earlier
set (or reads them all) runs by default for the newest set collected only, and for the older
sets under ``heavy``. The newest set's run already reads every earlier set, and the older sets
are frozen files (their builder checks still run by default), so the default run keeps every
kind of check while its cost stops growing with the square of the number of sets."""

from __future__ import annotations

import pytest
from tests.scanning.dataset_checks import FRESH_SPLITS, FreshSetChecks
from tests.scanning.written_checks import WrittenChecks

from heavy import HEAVY

# the checks whose cost grows with the number of earlier sets
FRESH_PAIRWISE = frozenset(
    {
        "test_nothing_repeats_the_tuned_set_the_earlier_blind_sets_or_itself",
        "test_its_loader_returns_the_rows_and_the_earlier_loaders_are_unchanged",
        "test_the_benchmark_measures_the_set_like_the_others_and_no_fresh_leaves_all_out",
    }
)
WRITTEN_PAIRWISE = frozenset({"test_nothing_repeats_itself_or_another_set"})


def _fresh_rank(cls: type[FreshSetChecks]) -> int:
    return FRESH_SPLITS.index(cls.SET.split)


# before the marker plugin's own hook deselects the heavy tests
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    fresh = [i for i in items if _of(i, FreshSetChecks) and _name(i) in FRESH_PAIRWISE]
    written = [i for i in items if _of(i, WrittenChecks) and _name(i) in WRITTEN_PAIRWISE]
    if fresh:
        newest = max(_fresh_rank(_cls(i)) for i in fresh)
        for item in fresh:
            if _fresh_rank(_cls(item)) != newest:
                item.add_marker(HEAVY)
    if written:
        newest = max(_cls(i).NUMBER for i in written)
        for item in written:
            if newest != _cls(item).NUMBER:
                item.add_marker(HEAVY)


def _cls(item: pytest.Item) -> type:
    cls = getattr(item, "cls", None)
    assert cls is not None
    return cls


def _of(item: pytest.Item, base: type) -> bool:
    cls = getattr(item, "cls", None)
    return isinstance(cls, type) and issubclass(cls, base)


def _name(item: pytest.Item) -> str:
    return str(getattr(item, "originalname", item.name))
