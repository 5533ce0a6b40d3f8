"""Which skills fit a task: the design's retrieval score over the installed skills.

``score = similarity × success_rate + min(use_count / 100, 0.2) − (0.3 if deprecated)``
(skills.md §6, episodes-and-working-memory.md §4). Without an embedder the similarity is
BM25 over each skill's name, description and triggers, normalised so the best match is 1.0;
candidates are the top ``2 × top_k`` of that ranking. Broken or poisoned skills never rank.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from hermes_memory.errors import SkillError
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


# Parsing and guarding every SKILL.md per query is the cost; both depend only on the text,
# so they are remembered by its digest (an edit changes the digest, mtime is not trusted).
_PARSED: dict[bytes, _Indexed | None] = {}
_PARSED_CAP = 20_000


def _index_text(text: str) -> _Indexed | None:
    key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest()
    if key in _PARSED:
        return _PARSED[key]
    entry: _Indexed | None = None
    try:
        document = parse_skill(text)
    except SkillError:
        document = None
    if document is not None and scan_skill_text(text).ok:
        ours = document.our_metadata()
        triggers = ours.get("triggers")
        listed = triggers if isinstance(triggers, list) else [triggers or ""]
        trigger_text = " ".join(str(t) for t in listed)
        tokens = words(f"{document.name} {document.description} {trigger_text}")
        entry = _Indexed(document.description, Counter(tokens), len(tokens), ours.get("health"))
    if len(_PARSED) >= _PARSED_CAP:
        _PARSED.clear()
    _PARSED[key] = entry
    return entry


def _indexed(store: SkillStore) -> list[tuple[SkillLocation, _Indexed]]:
    found: list[tuple[SkillLocation, _Indexed]] = []
    for location in store.locations():
        try:
            text = location.skill_md.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        entry = _index_text(text)
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


def relevant_skills(store: SkillStore, task: str, top_k: int = 3) -> list[ScoredSkill]:
    """The ``top_k`` skills for ``task``, best first; ``[]`` when nothing matches.

    Only skills sharing a word with the task are candidates, so a blank or odd task (only
    punctuation, an unknown word) returns an empty list rather than the most used skills.
    A skill whose score ends at or below zero (e.g. deprecated and weakly similar) is left out.
    """
    if not isinstance(task, str) or top_k <= 0:
        return []
    query = words(task)
    if not query:
        return []
    indexed = _indexed(store)
    raw = bm25_scores(query, [entry for _, entry in indexed])
    best = max(raw, default=0.0)
    if best <= 0.0:
        return []
    ranked = sorted(
        (i for i, value in enumerate(raw) if value > 0.0),
        key=lambda i: (-raw[i], indexed[i][0].relative),
    )[: CANDIDATE_FACTOR * top_k]
    records = store.usage.load()
    scored: list[ScoredSkill] = []
    for i in ranked:
        location, entry = indexed[i]
        record = records.get(location.name, {})
        successes, failures = _count(record, "success_count"), _count(record, "failure_count")
        rate = success_rate(successes, failures)
        uses = _count(record, "use_count")
        health = derive_health(successes, failures, entry.declared_health)
        similarity = raw[i] / best
        score = retrieval_score(similarity, rate, uses, health)
        if score > 0.0:
            scored.append(
                ScoredSkill(
                    location.name,
                    location.category,
                    entry.description,
                    round(score, 6),
                    round(similarity, 6),
                    round(rate, 4),
                    uses,
                    health,
                )
            )
    scored.sort(key=lambda s: (-s.score, s.relative))
    return scored[:top_k]


def index_entries(store: SkillStore) -> list[ScoredSkill]:
    """Every valid, guard-clean skill as an unranked entry (for the whole-index listing),
    sorted by category then name; score and similarity are 0."""
    records = store.usage.load()
    entries: list[ScoredSkill] = []
    for location, entry in _indexed(store):
        record = records.get(location.name, {})
        successes, failures = _count(record, "success_count"), _count(record, "failure_count")
        entries.append(
            ScoredSkill(
                location.name,
                location.category,
                entry.description,
                0.0,
                0.0,
                round(success_rate(successes, failures), 4),
                _count(record, "use_count"),
                derive_health(successes, failures, entry.declared_health),
            )
        )
    return sorted(entries, key=lambda s: (s.category or "", s.name))
