"""Writes src/hermes_memory/scanning/rule_gates.json, rule_branch_gates.json,
rule_leaves.json and rule_starts.json: the literal gate, the branch gates, the gates of the
alternatives (``leaf_search``) and the starts (``locate``) of every pattern of the bundled
rules, and the gates and leaves of every frame pattern, so a process's first scan neither
parses nor compiles them all. Run it after editing a rule
(tests/scanning/test_prefilter.py fails until then; scanning stays correct either way, an
edited pattern's gate is just read live).

    python scripts/build_rule_gates.py
"""

from __future__ import annotations

import json

from hermes_memory.scanning import table_patterns
from hermes_memory.scanning.branch_gates import BRANCH_GATES_PATH, branch_table
from hermes_memory.scanning.leaf_search import (
    LEAVES_PATH,
    leaves_table,
    reload_table,
)
from hermes_memory.scanning.locate import STARTS_PATH, starts_table
from hermes_memory.scanning.prefilter import GATES_PATH, gate_table


def main() -> None:
    table = gate_table(table_patterns.gated())
    text = json.dumps(dict(sorted(table.items())), ensure_ascii=False, indent=0)
    GATES_PATH.write_text(text + "\n", encoding="utf-8")
    print(f"{len(table)} gates -> {GATES_PATH}")
    branches = branch_table(table_patterns.branched())
    text = json.dumps(branches, ensure_ascii=False, indent=0)
    BRANCH_GATES_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(branches["gates"])  # type: ignore[arg-type]
    print(f"{count} branch gates -> {BRANCH_GATES_PATH}")
    leaves = leaves_table(table_patterns.searched())
    text = json.dumps(leaves, ensure_ascii=False, indent=0)
    LEAVES_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(leaves["leaves"])  # type: ignore[arg-type]
    print(f"{count} patterns with leaf gates -> {LEAVES_PATH}")
    # the alternatives a leaf search tries apart get their starts ahead too
    reload_table()
    located = starts_table(table_patterns.started())
    text = json.dumps(located, ensure_ascii=False, indent=0)
    STARTS_PATH.write_text(text + "\n", encoding="utf-8")
    count = len(located["starts"])  # type: ignore[arg-type]
    print(f"{count} starts -> {STARTS_PATH}")


if __name__ == "__main__":
    main()
