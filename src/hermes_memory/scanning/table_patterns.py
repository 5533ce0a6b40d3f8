"""Which bundled patterns each of the tables worked out ahead holds (gates, branch gates,
leaves, starts: ``scripts/build_rule_gates.py`` writes them, tests check them current).
One list per table, so the script and its checks cannot drift apart.
"""

from __future__ import annotations

from hermes_memory.scanning.deferred_pattern import Regex
from hermes_memory.scanning.frame_base import frame_patterns
from hermes_memory.scanning.leaf_search import leaf_patterns
from hermes_memory.scanning.registry import all_rules

__all__ = ["branched", "checked", "frames", "gated", "searched", "started"]


def checked() -> list[Regex]:
    """Every pattern a bundled rule checks or blanks with."""
    found: list[Regex] = []
    for rule in all_rules():
        found += [rule.pattern, *rule.requires]
        if rule.strip is not None:
            found.append(rule.strip)
    return found


def frames() -> list[Regex]:
    """Every frame pattern, in a fixed order: the frames read their gates and leaves from
    the rules' tables, so a first scan compiles none of them to ask."""
    return sorted(frame_patterns(), key=lambda p: p.pattern)


def gated() -> list[Regex]:
    """The gates table's patterns: the rules' and the frames'."""
    return [*checked(), *frames()]


def branched() -> list[Regex]:
    """The branch gates table's patterns: the rules' (the frames have none)."""
    return checked()


def searched() -> list[Regex]:
    """The leaves table's patterns: every pattern a rule searches (its ``unless`` too) and
    every frame's."""
    found = [p for rule in all_rules() for p in (rule.pattern, *rule.requires, rule.unless) if p]
    return [*found, *frames()]


def started() -> list[Regex]:
    """The starts table's patterns: the rules', their ``unless``, and the alternatives that
    leaf searches try apart (read off the leaves table, so that one must be current)."""
    unless = [rule.unless for rule in all_rules() if rule.unless is not None]
    return [*checked(), *unless, *leaf_patterns(searched())]
