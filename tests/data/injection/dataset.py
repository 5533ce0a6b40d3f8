"""Loads the labelled injection set: ours (entries.jsonl), the twenty-four fresh held-back sets
(fresh_entries.jsonl to fresh24_entries.jsonl, each written blind after tuning), the training
data written for the classifier (``train<N>_entries.jsonl``, ``WRITTEN_SETS``) and the two
public PyPI corpora.

The public rows are read from the installed packages (``bastioncorpus``, MIT;
``jailbreak_corpus_mini_py``, MIT) at run time and never copied into the repository; their
categories are mapped onto ours and they get the same kind of stable, stratified tune/test split.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ENTRIES = Path(__file__).resolve().parent / "entries.jsonl"
FRESH_ENTRIES = ENTRIES.with_name("fresh_entries.jsonl")
FRESH2_ENTRIES = ENTRIES.with_name("fresh2_entries.jsonl")
FRESH3_ENTRIES = ENTRIES.with_name("fresh3_entries.jsonl")
FRESH4_ENTRIES = ENTRIES.with_name("fresh4_entries.jsonl")
FRESH5_ENTRIES = ENTRIES.with_name("fresh5_entries.jsonl")
FRESH6_ENTRIES = ENTRIES.with_name("fresh6_entries.jsonl")
FRESH7_ENTRIES = ENTRIES.with_name("fresh7_entries.jsonl")
FRESH8_ENTRIES = ENTRIES.with_name("fresh8_entries.jsonl")
FRESH9_ENTRIES = ENTRIES.with_name("fresh9_entries.jsonl")
FRESH10_ENTRIES = ENTRIES.with_name("fresh10_entries.jsonl")
FRESH11_ENTRIES = ENTRIES.with_name("fresh11_entries.jsonl")
FRESH12_ENTRIES = ENTRIES.with_name("fresh12_entries.jsonl")
FRESH13_ENTRIES = ENTRIES.with_name("fresh13_entries.jsonl")
FRESH14_ENTRIES = ENTRIES.with_name("fresh14_entries.jsonl")
FRESH15_ENTRIES = ENTRIES.with_name("fresh15_entries.jsonl")
FRESH16_ENTRIES = ENTRIES.with_name("fresh16_entries.jsonl")
FRESH17_ENTRIES = ENTRIES.with_name("fresh17_entries.jsonl")
FRESH18_ENTRIES = ENTRIES.with_name("fresh18_entries.jsonl")
FRESH19_ENTRIES = ENTRIES.with_name("fresh19_entries.jsonl")
FRESH20_ENTRIES = ENTRIES.with_name("fresh20_entries.jsonl")
FRESH21_ENTRIES = ENTRIES.with_name("fresh21_entries.jsonl")
FRESH22_ENTRIES = ENTRIES.with_name("fresh22_entries.jsonl")
FRESH23_ENTRIES = ENTRIES.with_name("fresh23_entries.jsonl")
FRESH24_ENTRIES = ENTRIES.with_name("fresh24_entries.jsonl")
# training data written for the classifier, never a test (split "tune"), each built by its
# train<N>_build.py; its writers are waves of the classifier's training (injection_waves.py)
WRITTEN_SETS = (
    "train8",
    "train9",
    "train10",
    "train11",
    "train12",
    "train13",
    "train14",
    "train15",
    "train16",
)
PUBLIC_SOURCES = ("bastioncorpus", "jailbreak_corpus_mini_py")
TUNE_SHARE = 0.6
CANARY = "CANARY-7F3A9C"  # fills bastioncorpus's {canary} slot with one fixed token

_BASTION_CATEGORY = {
    "direct_injection": "instruction_override",
    "instruction_override": "instruction_override",
    "indirect_injection": "instruction_override",
    "obfuscation": "instruction_override",
    "jailbreak_persona": "role_hijack",
    "delimiter_injection": "fake_role_marker",
    "exfiltration": "prompt_extraction",  # mostly "reveal your system prompt"
}
_BASTION_TACTIC = {
    "egress-overt": "secret_exfiltration",
    "destructive": "destructive",
    "sysprompt-leak": "prompt_extraction",
}
_BASTION_BENIGN = {
    "ignore": "instruction_override", "forget": "instruction_override",
    "disregard": "instruction_override", "override": "instruction_override",
    "instructions": "instruction_override", "actas": "role_hijack", "roleplay": "role_hijack",
    "pretend": "role_hijack", "reveal": "prompt_extraction", "system": "prompt_extraction",
    "devkeys": "secret_exfiltration", "encoded": "hidden_text",
}  # fmt: skip
_BASTION_OBFUSCATION = {
    "enc-base64": "base64", "enc-base64url": "base64", "enc-hex": "hex",
    "enc-percent": "url", "enc-leet": "leetspeak", "enc-tags": "tag_chars",
    "enc-spaced": "spacing",
}  # fmt: skip
_MINI_CATEGORY = {
    "prompt_injection": "instruction_override",
    "prompt_leak": "prompt_extraction",
    "role_hijack": "role_hijack",
    "policy_evasion": "role_hijack",
    "encoding_smuggle": "instruction_override",
    "indirect_injection": "instruction_override",
    "tool_misuse": "destructive",
    "excessive_agency": "destructive",
}


@dataclass(frozen=True)
class Entry:
    id: str
    group: str
    text: str
    label: str
    category: str
    language: str
    obfuscation: str
    source: str
    split: str

    @property
    def malicious(self) -> bool:
        return self.label == "malicious"


def row(
    ident: str,
    group: str,
    text: str,
    label: str,
    category: str,
    language: str,
    obfuscation: str,
    *,
    source: str = "ours",
    split: str = "tune",
) -> dict[str, str]:
    """One row of a JSONL file here, its fields in file order (the builders' output)."""
    return {
        "id": ident,
        "group": group,
        "text": text,
        "label": label,
        "category": category,
        "language": language,
        "obfuscation": obfuscation,
        "source": source,
        "split": split,
    }


def load_ours(path: Path = ENTRIES) -> list[Entry]:
    """Our hand-written set, in file order."""
    with path.open(encoding="utf-8") as handle:
        return [Entry(**json.loads(line)) for line in handle if line.strip()]


def load_fresh(path: Path = FRESH_ENTRIES) -> list[Entry]:
    """The fresh held-back set, in file order; every row has split "fresh" (nothing to tune on)."""
    return load_ours(path)


def load_fresh2(path: Path = FRESH2_ENTRIES) -> list[Entry]:
    """The second fresh held-back set, in file order; every row has split "fresh2"."""
    return load_ours(path)


def load_fresh3(path: Path = FRESH3_ENTRIES) -> list[Entry]:
    """The third fresh held-back set, in file order; every row has split "fresh3"."""
    return load_ours(path)


def load_fresh4(path: Path = FRESH4_ENTRIES) -> list[Entry]:
    """The fourth fresh held-back set, in file order; every row has split "fresh4"."""
    return load_ours(path)


def load_fresh5(path: Path = FRESH5_ENTRIES) -> list[Entry]:
    """The fifth fresh held-back set, in file order; every row has split "fresh5"."""
    return load_ours(path)


def load_fresh6(path: Path = FRESH6_ENTRIES) -> list[Entry]:
    """The sixth fresh held-back set, in file order; every row has split "fresh6"."""
    return load_ours(path)


def load_fresh7(path: Path = FRESH7_ENTRIES) -> list[Entry]:
    """The seventh fresh held-back set, in file order; every row has split "fresh7"."""
    return load_ours(path)


def load_fresh8(path: Path = FRESH8_ENTRIES) -> list[Entry]:
    """The eighth fresh held-back set, in file order; every row has split "fresh8"."""
    return load_ours(path)


def load_fresh9(path: Path = FRESH9_ENTRIES) -> list[Entry]:
    """The ninth fresh held-back set, in file order; every row has split "fresh9"."""
    return load_ours(path)


def load_fresh10(path: Path = FRESH10_ENTRIES) -> list[Entry]:
    """The tenth fresh held-back set, in file order; every row has split "fresh10"."""
    return load_ours(path)


def load_fresh11(path: Path = FRESH11_ENTRIES) -> list[Entry]:
    """The eleventh fresh held-back set, in file order; every row has split "fresh11"."""
    return load_ours(path)


def load_fresh12(path: Path = FRESH12_ENTRIES) -> list[Entry]:
    """The twelfth fresh held-back set, in file order; every row has split "fresh12"."""
    return load_ours(path)


def load_fresh13(path: Path = FRESH13_ENTRIES) -> list[Entry]:
    """The thirteenth fresh held-back set, in file order; every row has split "fresh13"."""
    return load_ours(path)


def load_fresh14(path: Path = FRESH14_ENTRIES) -> list[Entry]:
    """The fourteenth fresh held-back set, in file order; every row has split "fresh14"."""
    return load_ours(path)


def load_fresh15(path: Path = FRESH15_ENTRIES) -> list[Entry]:
    """The fifteenth fresh held-back set, in file order; every row has split "fresh15"."""
    return load_ours(path)


def load_fresh16(path: Path = FRESH16_ENTRIES) -> list[Entry]:
    """The sixteenth fresh held-back set, in file order; every row has split "fresh16"."""
    return load_ours(path)


def load_fresh17(path: Path = FRESH17_ENTRIES) -> list[Entry]:
    """The seventeenth fresh held-back set, in file order; every row has split "fresh17"."""
    return load_ours(path)


def load_fresh18(path: Path = FRESH18_ENTRIES) -> list[Entry]:
    """The eighteenth fresh held-back set, in file order; every row has split "fresh18"."""
    return load_ours(path)


def load_fresh19(path: Path = FRESH19_ENTRIES) -> list[Entry]:
    """The nineteenth fresh held-back set, in file order; every row has split "fresh19"."""
    return load_ours(path)


def load_fresh20(path: Path = FRESH20_ENTRIES) -> list[Entry]:
    """The twentieth fresh held-back set, in file order; every row has split "fresh20"."""
    return load_ours(path)


def load_fresh21(path: Path = FRESH21_ENTRIES) -> list[Entry]:
    """The twenty-first fresh held-back set, in file order; every row has split "fresh21"."""
    return load_ours(path)


def load_fresh22(path: Path = FRESH22_ENTRIES) -> list[Entry]:
    """The twenty-second fresh held-back set, in file order; every row has split "fresh22"."""
    return load_ours(path)


def load_fresh23(path: Path = FRESH23_ENTRIES) -> list[Entry]:
    """The twenty-third fresh held-back set, in file order; every row has split "fresh23"."""
    return load_ours(path)


def load_fresh24(path: Path = FRESH24_ENTRIES) -> list[Entry]:
    """The twenty-fourth fresh held-back set, in file order; every row has split "fresh24"."""
    return load_ours(path)


def load_written(names: tuple[str, ...] = WRITTEN_SETS) -> list[Entry]:
    """The training data written for the classifier (``train<N>_entries.jsonl``, one wave per
    writer), the named sets in order, each in file order; every row has split "tune"."""
    unknown = sorted(set(names) - set(WRITTEN_SETS))
    if unknown:
        raise ValueError(f"no training data named {unknown}; known: {WRITTEN_SETS}")
    return [e for name in names for e in load_ours(ENTRIES.with_name(f"{name}_entries.jsonl"))]


def _bastion() -> list[dict[str, str]]:
    from bastioncorpus import load_corpus

    rows = []
    for item in load_corpus():
        if item.is_malicious:
            category = _BASTION_TACTIC.get(item.tactic) or _BASTION_CATEGORY.get(
                item.category, "instruction_override"
            )
        else:
            category = _BASTION_BENIGN.get(item.category.removeprefix("benign_"), "other")
        obfuscation = _BASTION_OBFUSCATION.get(item.tactic, "none")
        if obfuscation == "none" and item.tactic.startswith("enc"):
            obfuscation = "other_encoding"
        rows.append(
            {
                "id": f"bastion-{item.id}",
                "text": item.render(CANARY),
                "label": item.label,
                "category": category,
                "language": item.lang,
                "obfuscation": obfuscation,
                "source": "bastioncorpus",
            }
        )
    return rows


def _mini() -> list[dict[str, str]]:
    from jailbreak_corpus_mini import load_corpus

    return [
        {
            "id": f"mini-{item.id}",
            "text": item.prompt,
            "label": "malicious",
            "category": _MINI_CATEGORY.get(item.category, "other"),
            "language": "en",
            "obfuscation": "other_encoding" if item.category == "encoding_smuggle" else "none",
            "source": "jailbreak_corpus_mini_py",
        }
        for item in load_corpus()
    ]


def _split(rows: list[dict[str, str]]) -> list[Entry]:
    """60% of each (source, label, category) to tune, chosen by a stable hash of the id."""
    strata: dict[tuple[str, str, str], list[dict[str, str]]] = defaultdict(list)
    for row in rows:
        strata[(row["source"], row["label"], row["category"])].append(row)
    split_of: dict[str, str] = {}
    for members in strata.values():
        members.sort(key=lambda r: hashlib.sha256(r["id"].encode()).hexdigest())
        wanted = round(len(members) * TUNE_SHARE)
        for index, row in enumerate(members):
            tune = (index + 1) * wanted // len(members) > index * wanted // len(members)
            split_of[row["id"]] = "tune" if tune else "test"
    return [Entry(group=r["id"], split=split_of[r["id"]], **r) for r in rows]


def load_public() -> list[Entry]:
    """Both public corpora from their installed packages; ImportError when one is missing."""
    return _split(_bastion() + _mini())
