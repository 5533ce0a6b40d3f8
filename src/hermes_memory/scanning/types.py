"""The shapes every scan shares: threat categories, scan contexts, findings and results.

Pure data: no rules and no matching live here. ``ScanResult.blocked`` is the one verdict
callers read (memory, skills, episodes, provider recall, the web inspector's marker).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable


class ThreatCategory(enum.Enum):
    """What a finding means, by intent rather than by phrase."""

    INSTRUCTION_OVERRIDE = "instruction_override"
    ROLE_HIJACK = "role_hijack"
    PROMPT_EXTRACTION = "prompt_extraction"
    CONCEALMENT = "concealment"
    FAKE_ROLE_MARKER = "fake_role_marker"
    SECRET_EXFILTRATION = "secret_exfiltration"
    PERSISTENCE = "persistence"
    DESTRUCTIVE = "destructive"
    HIDDEN_TEXT = "hidden_text"
    CLASSIFIER = "classifier"


class ScanContext(enum.Enum):
    """Where the scanned text is headed; a policy may relax categories per context."""

    MEMORY = "memory"
    SKILL = "skill"
    EPISODE = "episode"
    IMPORT = "import"
    PROVIDER_RECALL = "provider_recall"


@dataclass(frozen=True)
class Finding:
    """One reason to refuse: the category, the rule's name, the normalised text it matched
    (short; for people, never for the model) and the encoding it was decoded from, if any.
    ``span`` is where the rule matched in the normalised text (``ScanResult.normalized``),
    when it was matched there (not in a variant reading, a decoded run or blanked text); it
    lets a frame judge the finding by the place it matched, and takes no part in equality."""

    category: ThreatCategory
    rule: str
    excerpt: str
    decoded_from: str | None = None
    span: tuple[int, int] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class ScanResult:
    """Every finding that survived the policy, and the normalised text that was matched.

    ``cleared`` holds the rules' findings the classifier's veto lifted (its score for the
    sentences holding them, ``veto_score``, fell under the veto's cut; see :mod:`.veto`):
    they no longer block. ``veto_score`` is set whenever the veto was asked, cleared or not."""

    findings: tuple[Finding, ...]
    normalized: str
    cleared: tuple[Finding, ...] = ()
    veto_score: float | None = None

    @property
    def blocked(self) -> bool:
        return bool(self.findings)

    @property
    def categories(self) -> frozenset[ThreatCategory]:
        return frozenset(f.category for f in self.findings)


@runtime_checkable
class SecondOpinion(Protocol):
    """A scorer consulted only when the rules find nothing: a score at or above
    ``threshold`` adds a ``CLASSIFIER`` finding."""

    @property
    def threshold(self) -> float: ...

    def score(self, text: str) -> float: ...


@runtime_checkable
class Veto(Protocol):
    """A second opinion that may also clear the rules' refusal: when the rules refuse, the
    sentences holding the findings are scored (``veto_score``) and a score under
    ``veto_cut`` lifts the refusal, save for the kinds :mod:`.veto` never lets it touch.
    ``veto_cut`` is None when the veto is off."""

    @property
    def veto_cut(self) -> float | None: ...

    def veto_score(self, sentences: list[str]) -> float: ...
