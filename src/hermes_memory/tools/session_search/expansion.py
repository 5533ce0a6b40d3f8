"""Query expansion (optional, off by default): more keyword queries for one question.

The summary model rewrites the question into up to three short keyword queries (synonyms,
related terms, the other language when Chinese and English mix); their ranked results are
fused with the original's, the original weighing most. Answers are cached per question. No
model, a failure or a miss of the 2 s deadline: the original query alone, and a note.
"""

from __future__ import annotations

import json
import logging
import re
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from threading import Lock
from typing import TypeVar

from hermes_memory.tools.session_search.options import SummaryModel

logger = logging.getLogger(__name__)

K = TypeVar("K", bound=Hashable)

MAX_EXPANSIONS = 3
MAX_QUERY_CHARS = 200
ORIGINAL_WEIGHT = 1.0
EXPANSION_WEIGHT = 0.5
RANK_OFFSET = 5
"""Reciprocal-rank damping: 1 / (RANK_OFFSET + rank). Small, so the top of each list counts."""

PROMPT_HEAD = "Question: "
"""The expansion prompt is this and the question, nothing else."""
EXPAND_SYSTEM = (
    "You turn a question about past conversations into keyword searches over those "
    "conversations. Reply with at most three search queries, one per line, nothing else. "
    "Each is a few keywords, not a sentence: use words the conversation itself may have used "
    "instead of the question's (synonyms, the concrete thing behind a vague word, related "
    "terms), and when the question mixes Chinese and English, give a query in the other "
    "language too. Do not repeat the question."
)


@dataclass(frozen=True)
class Expansion:
    """The extra queries for a question (possibly none) and why there are none."""

    queries: tuple[str, ...]
    note: str | None = None
    cached: bool = False


class ExpansionCache:
    """Expansions per question, least recently used dropped past ``size``; thread-safe."""

    def __init__(self, size: int = 256) -> None:
        self._size = size
        self._items: OrderedDict[str, tuple[str, ...]] = OrderedDict()
        self._lock = Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def get(self, question: str) -> tuple[str, ...] | None:
        with self._lock:
            found = self._items.get(question)
            if found is not None:
                self._items.move_to_end(question)
            return found

    def put(self, question: str, queries: tuple[str, ...]) -> None:
        with self._lock:
            self._items[question] = queries
            self._items.move_to_end(question)
            while len(self._items) > self._size:
                self._items.popitem(last=False)


SHARED_CACHE = ExpansionCache()
"""The cache calls share unless the caller brings its own."""


def parse_expansions(reply: str, question: str) -> tuple[str, ...]:
    """Up to three queries from the model's reply: a JSON list of strings, or one per line
    (bullets, numbers and quotes stripped); the question itself and repeats dropped."""
    lines: list[str]
    try:
        value = json.loads(reply)
        lines = [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
    except ValueError:
        lines = reply.splitlines()
    seen = {" ".join(question.lower().split())}
    found: list[str] = []
    for line in lines:
        text = re.sub(r"^\s*(?:[-*•]|\d+[.)])\s*", "", line).strip().strip("\"'`").strip()
        key = " ".join(text.lower().split())
        if not text or key in seen or len(text) > MAX_QUERY_CHARS:
            continue
        seen.add(key)
        found.append(text)
        if len(found) == MAX_EXPANSIONS:
            break
    return tuple(found)


def expand_question(
    question: str,
    model: SummaryModel | None,
    *,
    timeout: float = 2.0,
    cache: ExpansionCache | None = None,
) -> Expansion:
    """The question's expansions; never raises (a failure is an empty expansion + note)."""
    store = SHARED_CACHE if cache is None else cache
    key = question.strip()
    known = store.get(key)
    if known is not None:
        return Expansion(known, cached=True)
    if model is None:
        return Expansion((), "expand is on, but no summary model is configured")
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hm-expand")
    future = pool.submit(model, EXPAND_SYSTEM, f"{PROMPT_HEAD}{key}")
    try:
        reply = future.result(timeout=timeout)
    except FutureTimeout:
        return Expansion((), f"query expansion took longer than {timeout:g} s; not used")
    except Exception as exc:  # boundary: any model failure means "search the original only"
        logger.warning("query expansion failed: %s", exc)
        return Expansion((), f"query expansion failed ({type(exc).__name__}); not used")
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    queries = parse_expansions(reply if isinstance(reply, str) else "", key)
    store.put(key, queries)
    return Expansion(queries)


def fuse_ranked(original: Sequence[K], expansions: Sequence[Sequence[K]]) -> list[K]:
    """One ranking from the original's and the expansions' (weighted reciprocal ranks).

    The original's list weighs twice an expansion's, so its top hit stays on top unless
    several expansions agree on another; ties keep the original's order first.
    """
    score: dict[K, float] = {}
    first_seen: dict[K, int] = {}
    lists = [(ORIGINAL_WEIGHT, original), *((EXPANSION_WEIGHT, e) for e in expansions)]
    for weight, ranking in lists:
        for rank, key in enumerate(dict.fromkeys(ranking), start=1):
            score[key] = score.get(key, 0.0) + weight / (RANK_OFFSET + rank)
            first_seen.setdefault(key, len(first_seen))
    return sorted(score, key=lambda k: (-score[k], first_seen[k]))
