"""Which skills fit a task: the design's retrieval score over the installed skills.

``score = similarity × success_rate + min(use_count / 100, 0.2) − (0.3 if deprecated)``
(skills.md §6, episodes-and-working-memory.md §4). Without an embedder the similarity is
BM25 over each skill's name, description and triggers, normalised so the best match is 1.0;
candidates are the top ``2 × top_k`` of that ranking. Broken or poisoned skills never rank.
The skills come from the maintained listing (``listing``), so a query parses nothing new.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any

from hermes_memory.skills.bm25 import postings_for
from hermes_memory.skills.health import Health, derive_health, success_rate
from hermes_memory.skills.listing import words
from hermes_memory.skills.store import SkillStore

USAGE_BONUS_CAP = 0.2
USAGE_BONUS_DIVISOR = 100
DEPRECATION_PENALTY = 0.3
CANDIDATE_FACTOR = 2


@dataclass(frozen=True)
class ScoredSkill:
    """One ranked skill: what the prompt lists and why it ranked where it did."""

    name: str
    category: str | None
    description: str
    score: float
    similarity: float
    success_rate: float
    use_count: int
    health: Health

    @property
    def relative(self) -> str:
        return f"{self.category}/{self.name}" if self.category else self.name


def _count(record: dict[str, Any], key: str) -> int:
    value = record.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def retrieval_score(similarity: float, rate: float, use_count: int, health: Health) -> float:
    """The design's score for one skill (the constants are the spec's)."""
    bonus = min(use_count / USAGE_BONUS_DIVISOR, USAGE_BONUS_CAP)
    penalty = DEPRECATION_PENALTY if health is Health.DEPRECATED else 0.0
    return similarity * rate + bonus - penalty


class SkillIndex:
    """One scan of the installed skills and their usage records, ranked as often as needed
    (the prompt lists the whole index or the top skills from the same scan)."""

    def __init__(self, store: SkillStore) -> None:
        self.skills = [skill for skill in store.listing() if skill.description is not None]
        self.records = store.usage.load_shared() if self.skills else {}
        self._key = str(store.root)

    def __len__(self) -> int:
        return len(self.skills)

    def min_listing_chars(self) -> int:
        """A lower bound of the whole listing's size: each line is at least ``- name: x``."""
        return sum(len(skill.name) + 6 for skill in self.skills)

    def _scored(self, i: int, similarity: float) -> ScoredSkill:
        skill = self.skills[i]
        record = self.records.get(skill.name, {})
        successes, failures = _count(record, "success_count"), _count(record, "failure_count")
        rate = success_rate(successes, failures)
        uses = _count(record, "use_count")
        health = derive_health(successes, failures, skill.health)
        score = retrieval_score(similarity, rate, uses, health) if similarity else 0.0
        return ScoredSkill(
            skill.name,
            skill.category,
            skill.description or "",
            round(score, 6),
            round(similarity, 6),
            round(rate, 4),
            uses,
            health,
        )

    def relevant(self, task: str, top_k: int = 3) -> list[ScoredSkill]:
        """See :func:`relevant_skills`."""
        if not isinstance(task, str) or top_k <= 0:
            return []
        query = words(task)
        raw = postings_for(self._key, self.skills).scores(query) if query else {}
        best = max(raw.values(), default=0.0)
        if best <= 0.0:
            return []
        wanted = CANDIDATE_FACTOR * top_k
        # Only skills scoring at least the wanted-th best can be candidates; ties at that
        # score are all kept so the name tie-break below decides, as a full sort would.
        cutoff = heapq.nlargest(wanted, raw.values())[-1] if len(raw) > wanted else 0.0
        ranked = sorted(
            (i for i, value in raw.items() if value > 0.0 and value >= cutoff),
            key=lambda i: (-raw[i], self.skills[i].relative),
        )[:wanted]
        scored = [self._scored(i, raw[i] / best) for i in ranked]
        scored = [s for s in scored if s.score > 0.0]
        scored.sort(key=lambda s: (-s.score, s.relative))
        return scored[:top_k]

    def entries(self) -> list[ScoredSkill]:
        """Every valid, guard-clean skill unranked (score 0), by category then name."""
        found = [self._scored(i, 0.0) for i in range(len(self.skills))]
        return sorted(found, key=lambda s: (s.category or "", s.name))


def relevant_skills(store: SkillStore, task: str, top_k: int = 3) -> list[ScoredSkill]:
    """The ``top_k`` skills for ``task``, best first; ``[]`` when nothing matches.

    Only skills sharing a word with the task are candidates, so a blank or odd task (only
    punctuation, an unknown word) returns an empty list rather than the most used skills.
    A skill whose score ends at or below zero (e.g. deprecated and weakly similar) is left out.
    """
    if not isinstance(task, str) or top_k <= 0 or not words(task):
        return []
    return SkillIndex(store).relevant(task, top_k)


def index_entries(store: SkillStore) -> list[ScoredSkill]:
    """Every valid, guard-clean skill as an unranked entry (for the whole-index listing)."""
    return SkillIndex(store).entries()
