"""SKILL.md texts used by the skill tests, built from the spec (not copied from Hermes)."""

from __future__ import annotations


def skill_md(
    name: str = "deploy-app",
    description: str = "Deploy the web app to the staging host.",
    body: str = "# Deploy\n\n1. Run `make deploy`.\n2. Check the health page.\n",
    extra: str = "",
) -> str:
    return f"---\nname: {name}\ndescription: {description}\n{extra}---\n{body}"


# A skill as Hermes writes it: platforms, tags and settings under metadata.hermes, unknown
# keys kept, supporting files beside it.
HERMES_SKILL = """---
name: pdf-report
description: Build a PDF report from a CSV file with pandas and weasyprint.
version: 1.2.0
platforms: [linux, macos]
related_skills: [csv-cleanup]
metadata:
  hermes:
    tags: [reports, pdf]
    requires_tools: [terminal]
    config:
      output_dir: ~/reports
custom_key: kept by both programs
---
# PDF report

## When to use
The user asks for a printable report of tabular data.

## Steps
1. Load the CSV with `pandas.read_csv`.
2. Render `templates/report.html` with the frame.
3. Convert with `weasyprint report.html report.pdf`.

## Pitfalls
- Fonts missing on minimal images: install `fonts-dejavu`.
"""

# One we write: Hermes's required fields plus our design fields under metadata.hermes_memory.
OUR_SKILL = """---
name: fix-flaky-test
description: Find and fix a flaky pytest test.
metadata:
  hermes_memory:
    triggers: [a test fails only sometimes]
    parameters: {test_id: the pytest node id}
    pitfalls: [fixing the symptom with a sleep]
    health: active
---
# Flaky tests

1. Re-run `pytest {test_id} -p no:randomly --count 20`.
2. Look for shared state between tests.
"""
