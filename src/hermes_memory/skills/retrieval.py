"""Which skills fit a task: the design's retrieval score over the installed skills.

``score = similarity × success_rate + min(use_count / 100, 0.2) − (0.3 if deprecated)``
(skills.md §6, episodes-and-working-memory.md §4). Without an embedder the similarity is
BM25 over each skill's name, description and triggers, normalised so the best match is 1.0;
candidates are the top ``2 × top_k`` of that ranking. Broken or poisoned skills never rank.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.errors import SkillError
from hermes_memory.scanning import ScanPolicy
from hermes_memory.skills.catalog import SkillLocation
from hermes_memory.skills.format import parse_skill
from hermes_memory.skills.guard import scan_skill_text
from hermes_memory.skills.health import Health, derive_health, success_rate
from hermes_memory.skills.store import SkillStore

USAGE_BONUS_CAP = 0.2
USAGE_BONUS_DIVISOR = 100
DEPRECATION_PENALTY = 0.3
CANDIDATE_FACTOR = 2
# Okapi BM25's usual constants: term-frequency saturation and length normalisation.
BM25_K1 = 1.2
BM25_B = 0.75

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def words(text: str) -> list[str]:
    """Lowercase word tokens; ``deploy-app`` and ``deploy_app`` both give deploy, app."""
    return _WORD.findall(text.casefold())


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


@dataclass(frozen=True)
class _Indexed:
    description: str
    terms: Counter[str]
    length: int
    declared_health: object


# Reading, parsing and guarding every SKILL.md per query is the cost; the result depends
# only on the file, so it is remembered by the file's stat signature. The change time is in
# it: unlike the modification time no ordinary tool can set it back, so an in-place edit
# (even one that restores mtime and size) always misses the cache and is guarded again.
_Signature = tuple[int, int, int, int, int]
_PARSED: dict[tuple[str, _Signature, ScanPolicy], _Indexed | None] = {}
_PARSED_CAP = 20_000


def _parse_entry(text: str, policy: ScanPolicy) -> _Indexed | None:
    try:
        document = parse_skill(text)
    except SkillError:
        return None
    if not scan_skill_text(text, policy=policy).ok:
        return None  # a poisoned skill never ranks
    ours = document.our_metadata()
    triggers = ours.get("triggers")
    listed = triggers if isinstance(triggers, list) else [triggers or ""]
    trigger_text = " ".join(str(t) for t in listed)
    tokens = words(f"{document.name} {document.description} {trigger_text}")
    return _Indexed(document.description, Counter(tokens), len(tokens), ours.get("health"))


def _index_file(path: Path, policy: ScanPolicy) -> _Indexed | None:
    try:
        info = path.stat()
        key = (
            str(path),
            (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns),
            policy,
        )
        if key in _PARSED:
            return _PARSED[key]
        with open(path, encoding="utf-8") as handle:
            entry = _parse_entry(handle.read(), policy)
    except (OSError, UnicodeDecodeError):
        return None
    if len(_PARSED) >= _PARSED_CAP:
        _PARSED.clear()
    _PARSED[key] = entry
    return entry


def _indexed(store: SkillStore) -> list[tuple[SkillLocation, _Indexed]]:
    found: list[tuple[SkillLocation, _Indexed]] = []
    policy = store.scan_policy()
    for location in store.locations():
        entry = _index_file(location.skill_md, policy)
        if entry is not None:
            found.append((location, entry))
    return found


def bm25_scores(query: list[str], docs: list[_Indexed]) -> list[float]:
    """Okapi BM25 of ``query`` against each document, in document order."""
    if not docs:
        return []
    average = sum(d.length for d in docs) / len(docs) or 1.0
    wanted = set(query)
    frequency = Counter(term for d in docs for term in wanted if term in d.terms)
    total = len(docs)
    idf = {term: math.log(1.0 + (total - n + 0.5) / (n + 0.5)) for term, n in frequency.items()}
    scores: list[float] = []
    for doc in docs:
        score = 0.0
        for term, weight in idf.items():
            tf = doc.terms.get(term, 0)
            if tf:
                norm = BM25_K1 * (1.0 - BM25_B + BM25_B * doc.length / average)
                score += weight * tf * (BM25_K1 + 1.0) / (tf + norm)
        scores.append(score)
    return scores


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
        self.skills = _indexed(store)
        self.records = store.usage.load() if self.skills else {}

    def __len__(self) -> int:
        return len(self.skills)

    def _scored(self, i: int, similarity: float) -> ScoredSkill:
        location, entry = self.skills[i]
        record = self.records.get(location.name, {})
        successes, failures = _count(record, "success_count"), _count(record, "failure_count")
        rate = success_rate(successes, failures)
        uses = _count(record, "use_count")
        health = derive_health(successes, failures, entry.declared_health)
        score = retrieval_score(similarity, rate, uses, health) if similarity else 0.0
        return ScoredSkill(
            location.name,
            location.category,
            entry.description,
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
        raw = bm25_scores(query, [entry for _, entry in self.skills]) if query else []
        best = max(raw, default=0.0)
        if best <= 0.0:
            return []
        ranked = sorted(
            (i for i, value in enumerate(raw) if value > 0.0),
            key=lambda i: (-raw[i], self.skills[i][0].relative),
        )[: CANDIDATE_FACTOR * top_k]
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
