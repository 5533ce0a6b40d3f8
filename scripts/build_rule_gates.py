"""Writes src/hermes_memory/scanning/rule_gates.json, rule_branch_gates.json,
rule_leaves.json and rule_starts.json: the literal gate, the branch gates, the gates of the
alternatives (``leaf_search``) and the starts (``locate``) of every pattern of the bundled
rules, so a process's first scan does not parse them all. Run it after editing a rule
(tests/scanning/test_prefilter.py fails until then; scanning stays correct either way, an
edited pattern's gate is just read live).

    python scripts/build_rule_gates.py
"""

from __future__ import annotations

import json
import re

from hermes_memory.scanning import RULES
from hermes_memory.scanning.branch_gates import BRANCH_GATES_PATH, branch_table
from hermes_memory.scanning.leaf_search import (
    LEAVES_PATH,
    leaf_patterns,
    leaves_table,
    reload_table,
)
from hermes_memory.scanning.locate import STARTS_PATH, starts_table
from hermes_memory.scanning.prefilter import GATES_PATH, gate_table


def bundled_patterns() -> list[re.Pattern[str]]:
    """Every pattern a bundled rule checks or blanks with."""
    found: list[re.Pattern[str]] = []
    for rule in RULES:
        found += [rule.pattern, *rule.requires]
        if rule.strip is not None:
            found.append(rule.strip)
    return found


def main() -> None:
    patterns = bundled_patterns()
    table = gate_table(patterns)
    text = json.dumps(dict(sorted(table.items())), ensure_ascii=False, indent=0)
    GATES_PATH.write_text(text + "\n", encoding="utf-8")
    print(f"{len(table)} gates -> {GATES_PATH}")
    branches = branch_table(patterns)
    text = json.dumps(branches, ensure_ascii=False, indent=0)
    BRANCH_GATES_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(branches["gates"])  # type: ignore[arg-type]
    print(f"{count} branch gates -> {BRANCH_GATES_PATH}")
    unless = [rule.unless for rule in RULES if rule.unless is not None]
    searched = [p for rule in RULES for p in (rule.pattern, *rule.requires, rule.unless) if p]
    leaves = leaves_table(searched)
    text = json.dumps(leaves, ensure_ascii=False, indent=0)
    LEAVES_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(leaves["leaves"])  # type: ignore[arg-type]
    print(f"{count} patterns with leaf gates -> {LEAVES_PATH}")
    # the alternatives a leaf search tries apart get their starts ahead too
    reload_table()
    located = starts_table([*patterns, *unless, *leaf_patterns(searched)])
    text = json.dumps(located, ensure_ascii=False, indent=0)
    STARTS_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(located["starts"])  # type: ignore[arg-type]
    print(f"{count} starts -> {STARTS_PATH}")


if __name__ == "__main__":
    main()
