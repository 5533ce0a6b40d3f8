"""Okapi BM25 over the skills listing, with postings kept while the listing is unchanged.

A query touches only the skills sharing one of its words: each word's posting list (skill,
term frequency) and each skill's length normalisation are built once per listing and reused
as long as the listing hands back the very same entries (it does while nothing changed).
"""

from __future__ import annotations

import math
import operator
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from hermes_memory.skills.listing import ListedSkill

# Okapi BM25's usual constants: term-frequency saturation and length normalisation.
BM25_K1 = 1.2
BM25_B = 0.75


def bm25_scores(query: list[str], docs: Sequence[ListedSkill]) -> list[float]:
    """Okapi BM25 of ``query`` against each document, in document order."""
    if not docs:
        return []
    found = Postings.build(list(docs)).scores(query)
    return [found.get(i, 0.0) for i in range(len(docs))]


@dataclass(frozen=True)
class Postings:
    """Word → [(skill index, term frequency)] and each skill's BM25 length factor."""

    skills: list[ListedSkill]
    postings: dict[str, list[tuple[int, int]]]
    norms: list[float]

    @classmethod
    def build(cls, skills: list[ListedSkill]) -> Postings:
        average = sum(s.length for s in skills) / len(skills) if skills else 1.0
        average = average or 1.0
        postings: dict[str, list[tuple[int, int]]] = {}
        for index, skill in enumerate(skills):
            for term, tf in skill.terms.items():
                postings.setdefault(term, []).append((index, tf))
        norms = [BM25_K1 * (1.0 - BM25_B + BM25_B * s.length / average) for s in skills]
        return cls(skills, postings, norms)

    def scores(self, query: list[str]) -> dict[int, float]:
        """BM25 of ``query`` for every skill sharing a word with it (index → score)."""
        total, scores = len(self.skills), dict[int, float]()
        for term in dict.fromkeys(query):
            hits = self.postings.get(term)
            if not hits:
                continue
            weight = math.log(1.0 + (total - len(hits) + 0.5) / (len(hits) + 0.5))
            norms = self.norms
            for index, tf in hits:
                gained = weight * tf * (BM25_K1 + 1.0) / (tf + norms[index])
                scores[index] = scores.get(index, 0.0) + gained
        return scores


_CACHE: dict[str, Postings] = {}
_CACHE_CAP = 8
_LOCK = threading.Lock()


def postings_for(key: str, skills: list[ListedSkill]) -> Postings:
    """The postings of ``skills``, reused while the listing gives back the same entries."""
    with _LOCK:
        hit = _CACHE.get(key)
    if (
        hit is not None
        and len(hit.skills) == len(skills)
        and all(map(operator.is_, hit.skills, skills))
    ):
        return hit
    built = Postings.build(skills)
    with _LOCK:
        if len(_CACHE) >= _CACHE_CAP:
            _CACHE.clear()
        _CACHE[key] = built
    return built
