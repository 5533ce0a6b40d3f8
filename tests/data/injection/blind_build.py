"""What the numbered blind sets' builders share (fresh3_build.py to fresh5_build.py): rows from
a set's malicious bases (every third base, counted over the whole list, also gets one obfuscated
variant, the fitting kind used least so far), its hidden-text covers (an English payload as tag
characters or a zero-width bit run, in turn) and its benign entries, all with split
``fresh<N>``, source ``ours-fresh<N>`` and ids ``f<N>m-``/``f<N>b-`` (a second hand's numbers
start after its ``offset``); and the write/--check command line.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from obfuscate import NOTE, OBFUSCATIONS, applicable, tag_chars, zero_width_bits


@dataclass(frozen=True)
class BlindSet:
    """One blind set's sources: ``number`` names its ids, split and source."""

    number: int
    malicious: dict[str, list[tuple[str, str]]]
    hidden_covers: list[tuple[str, str]]
    hidden_payloads: Sequence[str]
    benign: dict[str, list[tuple[str, str, str]]]
    offset: int = 0  # added to every id's number: a second hand's rows start after the first's
    # a set not numbered as a blind one (training data): its name (source ``ours-<name>``,
    # split ``<name>`` unless ``split`` says otherwise) and its ids' prefix before m/b
    name: str = ""
    prefix: str = ""
    split: str = ""

    @property
    def set_name(self) -> str:
        return self.name or f"fresh{self.number}"

    @property
    def id_prefix(self) -> str:
        return self.prefix or f"f{self.number}"


EVERY = 3  # one base in three gets a variant
# Forged role markers are an intent category here, so they are not used as an obfuscation.
KINDS = (
    "homoglyph",
    "zero_width",
    "tag_chars",
    "base64",
    "hex",
    "url",
    "leetspeak",
    "spacing",
    "mixed_case",
)


def _row(
    blind: BlindSet,
    ident: str,
    group: str,
    text: str,
    label: str,
    category: str,
    lang: str,
    obf: str,
) -> dict[str, Any]:
    return {
        "id": ident,
        "group": group,
        "text": text,
        "label": label,
        "category": category,
        "language": lang,
        "obfuscation": obf,
        "source": f"ours-{blind.set_name}",
        "split": blind.split or blind.set_name,
    }


def _fits(kind: str, text: str, lang: str, category: str) -> bool:
    if kind == "tag_chars":  # tag characters can only mirror one line of printable ASCII
        return all(" " <= ch <= "~" for ch in text)
    return kind in applicable(lang, category)


def _variant(kind: str, text: str, lang: str) -> str:
    if kind == "tag_chars":
        return f"{NOTE[lang]} {tag_chars(text)}"
    return OBFUSCATIONS[kind](text, lang)


def _choose(text: str, lang: str, category: str, used: Counter[str]) -> str:
    """The fitting kind used least overall, then least in this language, then first in KINDS."""
    fitting = [kind for kind in KINDS if _fits(kind, text, lang, category)]
    return min(fitting, key=lambda kind: (used[kind], used[f"{lang}/{kind}"], KINDS.index(kind)))


def malicious_rows(blind: BlindSet) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    used: Counter[str] = Counter()
    counted = 0  # bases so far, over all categories
    for category, bases in blind.malicious.items():
        number: Counter[str] = Counter()
        for lang, text in bases:
            number[lang] += 1
            counted += 1
            group = f"{blind.id_prefix}m-{category}-{lang}-{number[lang] + blind.offset}"
            rows.append(
                _row(blind, f"{group}-none", group, text, "malicious", category, lang, "none")
            )
            if counted % EVERY != 1:
                continue
            kind = _choose(text, lang, category, used)
            used[kind] += 1
            used[f"{lang}/{kind}"] += 1
            variant = _variant(kind, text, lang)
            rows.append(
                _row(blind, f"{group}-{kind}", group, variant, "malicious", category, lang, kind)
            )
    for index, (lang, cover) in enumerate(blind.hidden_covers):
        payload = blind.hidden_payloads[index % len(blind.hidden_payloads)]
        group = f"{blind.id_prefix}m-hidden_text-{lang}-1"
        if index % 2 == 0:  # the tags trail the note, where an editor shows nothing
            text, kind = cover + tag_chars(payload), "tag_chars"
        else:  # the bits sit after the note's first character, where nobody sees a gap
            text, kind = cover[:1] + zero_width_bits(payload) + cover[1:], "zero_width"
        rows.append(_row(blind, group, group, text, "malicious", "hidden_text", lang, kind))
    return rows


def benign_rows(blind: BlindSet) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, entries in blind.benign.items():
        for number, (category, feature, text) in enumerate(entries, 1 + blind.offset):
            ident = f"{blind.id_prefix}b-{category}-{lang}-{number:03d}"
            rows.append(_row(blind, ident, ident, text, "benign", category, lang, feature))
    return rows


def build(blind: BlindSet, *more: BlindSet) -> str:
    """The set's rows, then those of any further hands (``more``) in order."""
    rows: list[dict[str, Any]] = []
    for one in (blind, *more):
        rows += malicious_rows(one) + benign_rows(one)
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(blind: BlindSet, output: Path, argv: list[str], *more: BlindSet) -> int:
    text = build(blind, *more)
    if "--check" in argv:
        same = output.is_file() and output.read_text(encoding="utf-8") == text
        print(
            f"{output.name} is up to date"
            if same
            else f"{output.name} differs: run {blind.set_name}_build.py"
        )
        return 0 if same else 1
    output.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} entries to {output}")
    return 0
