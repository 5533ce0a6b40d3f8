"""``hermes-memory scan TEXT | --file F``: the injection scanner's verdict, explained.

Prints the verdict, the categories, each finding's rule and the normalised text it matched,
for the context given (memory by default) under the home's ``scanning:`` relaxations. Exit
status 0 when clean, 1 when blocked, 2 for bad usage (no text, unreadable file).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    EXIT_OK,
    EXIT_REFUSED,
    echo_json,
    handle_errors,
    home_option,
    json_option,
    resolve_cli_home,
    usage_fail,
)
from hermes_memory.scanning import (
    MAX_SCAN_CHARS,
    ScanContext,
    ScanResult,
    load_scan_policy,
    scan_text,
)

CONTEXTS = [context.value for context in ScanContext]


def _read(text: str | None, file: str | None, as_json: bool) -> str:
    if (text is None) == (file is None):
        usage_fail(
            "Give the text to scan as an argument or with --file (one of them).", as_json=as_json
        )
    if file is None:
        return text or ""
    try:
        raw = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as exc:
        usage_fail(f"Cannot read {file}: {exc.strerror or exc}.", as_json=as_json)
        raise AssertionError("unreachable") from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        usage_fail(f"{file} is not UTF-8 text (bad byte at offset {exc.start}).", as_json=as_json)
        raise AssertionError("unreachable") from exc


def _report(
    result: ScanResult, context: ScanContext, relaxed: list[str], length: int
) -> dict[str, Any]:
    return {
        "success": True,
        "verdict": "blocked" if result.blocked else "clean",
        "blocked": result.blocked,
        "context": context.value,
        "categories": sorted(c.value for c in result.categories),
        "findings": [
            {
                "category": f.category.value,
                "rule": f.rule,
                "excerpt": f.excerpt,
                "decoded_from": f.decoded_from,
            }
            for f in result.findings
        ],
        "relaxed": relaxed,
        "normalized": result.normalized,
        "scanned_chars": min(length, MAX_SCAN_CHARS),
        "truncated": length > MAX_SCAN_CHARS,
    }


def _print(report: dict[str, Any]) -> None:
    context = report["context"]
    if report["blocked"]:
        click.echo(f"BLOCKED ({context}): {', '.join(report['categories'])}")
        for finding in report["findings"]:
            decoded = (
                f" (decoded from {finding['decoded_from']})" if finding["decoded_from"] else ""
            )
            click.echo(
                f"  {finding['category']:<20} {finding['rule']:<24} "
                f"matched: {finding['excerpt']!r}{decoded}"
            )
    else:
        click.echo(f"clean ({context}): no injection found")
    if report["relaxed"]:
        click.echo(f"relaxed by config.yaml for {context}: {', '.join(report['relaxed'])}")
    if report["truncated"]:
        click.echo(f"note: only the first {MAX_SCAN_CHARS:,} characters were scanned")
    click.echo(f"normalised: {report['normalized']}")


@click.command("scan")
@click.argument("text", required=False)
@click.option("--file", "file", default=None, help="Scan this file's text ('-' for stdin).")
@click.option(
    "--context",
    type=click.Choice(CONTEXTS),
    default=ScanContext.MEMORY.value,
    show_default=True,
    help="Where the text is headed; config.yaml may relax categories per context.",
)
@json_option
@home_option
@handle_errors
def scan_command(
    text: str | None, file: str | None, context: str, as_json: bool, home: Path | None
) -> None:
    """Scan TEXT (or --file) for prompt injection and explain the verdict."""
    content = _read(text, file, as_json)
    where = ScanContext(context)
    policy = load_scan_policy(resolve_cli_home(home))
    result = scan_text(content, context=where, policy=policy)
    relaxed = sorted(c.value for c in policy.relaxed_in(where))
    report = _report(result, where, relaxed, len(content))
    if as_json:
        echo_json(report)
    else:
        _print(report)
    sys.exit(EXIT_REFUSED if result.blocked else EXIT_OK)
