"""``hermes-memory scan TEXT | --file F``: the injection scanner's verdict, explained.

Prints the verdict, the categories, each finding's rule and the normalised text it matched
(and any the classifier's veto cleared, with its score),
for the context given (memory by default) under the home's ``scanning:`` relaxations, and the
classifier's score against its threshold when it is available (as the write paths ask it).
Exit status 0 when clean, 1 when blocked, 2 for bad usage (no text, unreadable file).
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
    ENV_SWITCH,
    MAX_SCAN_CHARS,
    Finding,
    ScanContext,
    ScanResult,
    ThreatCategory,
    env_allows_classifier,
    load_scan_policy,
    scan_text,
    write_second_opinion,
)
from hermes_memory.scanning.classifier import InjectionClassifier

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


class _Scored:
    """The classifier's score, computed once, handed to ``scan_text`` as its second opinion
    (and its veto over the rules' refusals, asked of the classifier itself)."""

    def __init__(self, score: float, threshold: float, scorer: InjectionClassifier) -> None:
        self._score, self._threshold, self._scorer = score, threshold, scorer

    @property
    def threshold(self) -> float:
        return self._threshold

    def score(self, text: str) -> float:
        return self._score

    @property
    def veto_cut(self) -> float | None:
        return self._scorer.veto_cut

    def veto_score(self, sentences: list[str]) -> float:
        return self._scorer.veto_score(sentences)


def _opinion(home: Path | None, content: str) -> tuple[dict[str, Any], _Scored | None]:
    """The classifier's part of the report, and its score for ``scan_text`` (None when
    there is no classifier: off by the environment or config.yaml, or no ``[semantic]``)."""
    if not env_allows_classifier():
        return {"available": False, "reason": f"{ENV_SWITCH} is off"}, None
    scorer = write_second_opinion(home)  # the one the write paths ask, shared by the process
    if scorer is None:
        reason = "scanning.classifier is off or the [semantic] extra is not installed"
        return {"available": False, "reason": reason}, None
    score = scorer.score(content[:MAX_SCAN_CHARS])
    threshold = scorer.threshold
    part: dict[str, Any] = {
        "available": True,
        "score": round(score, 4),
        "threshold": round(threshold, 4),
        "flags": score >= threshold,
        "features": _features(scorer),
        "veto_cut": scorer.veto_cut,  # None: the veto is off (scanning.classifier_veto)
    }
    if scorer.fallback_reason:
        part["fallback"] = scorer.fallback_reason
    return part, _Scored(score, threshold, scorer)


def _features(scorer: InjectionClassifier) -> str:
    """What the classifier read, in a few words."""
    if not scorer.uses_vectors:
        return "ngrams+gates"
    gates = "+gates" if scorer.weights.rules else ""
    return f"sentences: minilm-nearest+ngrams{gates}"


def _listed(findings: tuple[Finding, ...]) -> list[dict[str, Any]]:
    return [
        {
            "category": f.category.value,
            "rule": f.rule,
            "excerpt": f.excerpt,
            "decoded_from": f.decoded_from,
        }
        for f in findings
    ]


def _report(
    result: ScanResult,
    context: ScanContext,
    relaxed: list[str],
    length: int,
    classifier: dict[str, Any],
) -> dict[str, Any]:
    if classifier.get("available"):
        # it is asked only when the rules find nothing, as on every write path
        ruled = any(f.category is not ThreatCategory.CLASSIFIER for f in result.findings)
        classifier = {**classifier, "consulted": not ruled}
    return {
        "success": True,
        "verdict": "blocked" if result.blocked else "clean",
        "blocked": result.blocked,
        "context": context.value,
        "categories": sorted(c.value for c in result.categories),
        "findings": _listed(result.findings),
        # the rules' findings the classifier's veto lifted, and its score when it was asked
        "cleared": _listed(result.cleared),
        "veto_score": None if result.veto_score is None else round(result.veto_score, 4),
        "relaxed": relaxed,
        "normalized": result.normalized,
        "scanned_chars": min(length, MAX_SCAN_CHARS),
        "truncated": length > MAX_SCAN_CHARS,
        "classifier": classifier,
    }


def _classifier_line(part: dict[str, Any]) -> str:
    if not part.get("available"):
        return f"classifier: not available ({part['reason']}); rules only"
    reads = "" if "fallback" not in part else f"; {part['fallback']}"
    opinion = "reads as an injection" if part["flags"] else "reads as harmless"
    heeded = "" if part["consulted"] else " (not needed: the rules decided)"
    return (
        f"classifier: {opinion}, score {part['score']:.2f} against threshold "
        f"{part['threshold']:.2f} ({part['features']}{reads}){heeded}"
    )


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
    for finding in report["cleared"]:
        click.echo(
            f"  cleared by the classifier's veto (score {report['veto_score']:.2f}): "
            f"{finding['category']} {finding['rule']} matched: {finding['excerpt']!r}"
        )
    if report["relaxed"]:
        click.echo(f"relaxed by config.yaml for {context}: {', '.join(report['relaxed'])}")
    click.echo(_classifier_line(report["classifier"]))
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
    resolved = resolve_cli_home(home)
    policy = load_scan_policy(resolved)
    classifier, scored = _opinion(resolved, content)
    result = scan_text(content, context=where, policy=policy, second_opinion=scored)
    relaxed = sorted(c.value for c in policy.relaxed_in(where))
    report = _report(result, where, relaxed, len(content), classifier)
    if as_json:
        echo_json(report)
    else:
        _print(report)
    sys.exit(EXIT_REFUSED if result.blocked else EXIT_OK)
