"""Use, outcome and health of each skill: the design's success rate over Hermes's counters.

Counts live in ``.usage.json`` beside Hermes's own keys (``success_count`` and
``failure_count`` are extra keys Hermes keeps untouched); an explicit ``deprecated`` lives in
the skill's ``metadata.hermes_memory.health``. Health is derived, never guessed: below a 0.5
success rate over at least five outcomes a skill needs review.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from hermes_memory.errors import SkillError
from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import parse_skill
from hermes_memory.skills.usage import now_iso

if TYPE_CHECKING:
    from hermes_memory.skills.store import SkillStore

REVIEW_BELOW = 0.5
MIN_OUTCOMES = 5


class Health(StrEnum):
    ACTIVE = "active"
    NEEDS_REVIEW = "needs_review"
    DEPRECATED = "deprecated"


class Outcome(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"


@dataclass(frozen=True)
class SkillStats:
    """One skill's counters and what they add up to."""

    name: str
    category: str | None
    use_count: int
    view_count: int
    patch_count: int
    success_count: int
    failure_count: int
    success_rate: float
    health: Health
    state: str
    pinned: bool
    created_by: str | None
    last_used_at: str | None
    last_viewed_at: str | None
    last_patched_at: str | None

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["health"] = self.health.value
        return data


def success_rate(successes: int, failures: int) -> float:
    """Successes over all outcomes; 1.0 before any outcome (a new skill is not penalised)."""
    total = successes + failures
    return 1.0 if total <= 0 else successes / total


def derive_health(successes: int, failures: int, declared: object = None) -> Health:
    """``deprecated`` only when declared; ``needs_review`` when the record says so."""
    if declared == Health.DEPRECATED.value:
        return Health.DEPRECATED
    total = successes + failures
    if total >= MIN_OUTCOMES and success_rate(successes, failures) < REVIEW_BELOW:
        return Health.NEEDS_REVIEW
    return Health.ACTIVE


def parse_outcome(value: object) -> Outcome | None:
    """``None`` (a use without a known outcome), an :class:`Outcome`, or a clear refusal."""
    if value is None or isinstance(value, Outcome):
        return value
    if isinstance(value, str):
        try:
            return Outcome(value.strip().lower())
        except ValueError:
            pass
    valid = ", ".join(o.value for o in Outcome)
    raise SkillError(f"Unknown outcome {value!r}: use one of {valid} (or none for a bare use).")


def _count(record: dict[str, Any], key: str) -> int:
    value = record.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _text(record: dict[str, Any], key: str) -> str | None:
    value = record.get(key)
    return value if isinstance(value, str) else None


def _declared_health(location: SkillLocation) -> object:
    try:
        document = parse_skill(location.skill_md.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, SkillError):
        return None
    return document.our_metadata().get("health")


def build_stats(
    location: SkillLocation, record: dict[str, Any], declared: object = None
) -> SkillStats:
    successes, failures = _count(record, "success_count"), _count(record, "failure_count")
    return SkillStats(
        name=location.name,
        category=location.category,
        use_count=_count(record, "use_count"),
        view_count=_count(record, "view_count"),
        patch_count=_count(record, "patch_count"),
        success_count=successes,
        failure_count=failures,
        success_rate=round(success_rate(successes, failures), 4),
        health=derive_health(successes, failures, declared),
        state=_text(record, "state") or "active",
        pinned=record.get("pinned") is True,
        created_by=_text(record, "created_by"),
        last_used_at=_text(record, "last_used_at"),
        last_viewed_at=_text(record, "last_viewed_at"),
        last_patched_at=_text(record, "last_patched_at"),
    )


def skill_stats(store: SkillStore, name: str) -> SkillStats:
    """One installed skill's statistics (:class:`SkillNotFoundError` names close matches)."""
    location = store.find(name)
    record = store.usage.record(location.name)
    return build_stats(location, record, _declared_health(location))


def all_stats(store: SkillStore) -> list[SkillStats]:
    """Every installed skill's statistics, sorted by category then name."""
    records = store.usage.load()
    found = [
        build_stats(loc, records.get(loc.name, {}), _declared_health(loc))
        for loc in store.locations()
    ]
    return sorted(found, key=lambda s: (s.category or "", s.name))


def record_use(store: SkillStore, name: str, outcome: Outcome | str | None = None) -> SkillStats:
    """Count one use of a skill and, when known, its outcome; returns the new statistics.

    The derived ``success_rate`` and ``health`` are written into the record too, so a reader
    of ``.usage.json`` alone (the curator, a dashboard) sees them without recomputing.
    """
    chosen = parse_outcome(outcome)
    location = store.find(name)
    changes: dict[str, Any] = {"use_count": ("inc", 1), "last_used_at": now_iso()}
    if chosen is Outcome.SUCCESS:
        changes["success_count"] = ("inc", 1)
    elif chosen is Outcome.FAILURE:
        changes["failure_count"] = ("inc", 1)
    store.usage.update(location.name, **changes)
    stats = skill_stats(store, location.name)
    store.usage.update(location.name, success_rate=stats.success_rate, health=stats.health.value)
    return stats


def set_pinned(store: SkillStore, name: str, pinned: bool) -> SkillStats:
    """Pin (the curator and ``delete`` leave it alone) or unpin an installed skill."""
    location = store.find(name)
    store.usage.update(location.name, pinned=pinned)
    return skill_stats(store, location.name)
