"""Which categories a context may let through: the ``scanning:`` block of config.yaml.

``scanning.relax.<context>`` lists categories that do not block in that context (say,
``secret_exfiltration`` for skills full of curl commands). Instruction override and role
hijack can never be relaxed: asking for it is a :class:`ConfigError` naming the key.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from hermes_memory.config import get_section
from hermes_memory.errors import ConfigError
from hermes_memory.scanning.types import ScanContext, ThreatCategory

SECTION = "scanning"
NEVER_RELAXED = frozenset({ThreatCategory.INSTRUCTION_OVERRIDE, ThreatCategory.ROLE_HIJACK})


def _choices(enum_type: type[ScanContext] | type[ThreatCategory]) -> str:
    return ", ".join(member.value for member in enum_type)


@dataclass(frozen=True)
class ScanPolicy:
    """Pairs of (context, category) that do not block. Built empty, every finding blocks."""

    relaxed: frozenset[tuple[ScanContext, ThreatCategory]] = frozenset()

    def __post_init__(self) -> None:
        for context, category in self.relaxed:
            if category in NEVER_RELAXED:
                key = f"{SECTION}.relax.{context.value}"
                raise ConfigError(
                    f"{key} cannot relax {category.value}: override and hijack detection "
                    "is always on",
                    key=key,
                )

    def relaxes(self, context: ScanContext, category: ThreatCategory) -> bool:
        return (context, category) in self.relaxed

    def relaxed_in(self, context: ScanContext) -> frozenset[ThreatCategory]:
        return frozenset(category for ctx, category in self.relaxed if ctx is context)

    @classmethod
    def from_mapping(cls, section: object) -> ScanPolicy:
        """The policy from the ``scanning:`` mapping (``None`` means defaults). Raises
        :class:`ConfigError` naming the key for anything it cannot use."""
        if section is None:
            return cls()
        if not isinstance(section, dict):
            raise ConfigError(f"{SECTION} must be a mapping", key=SECTION)
        relax = section.get("relax")
        if relax is None:
            return cls()
        if not isinstance(relax, dict):
            raise ConfigError(
                f"{SECTION}.relax must map a context ({_choices(ScanContext)}) to categories",
                key=f"{SECTION}.relax",
            )
        pairs: set[tuple[ScanContext, ThreatCategory]] = set()
        for raw_context, raw_categories in relax.items():
            key = f"{SECTION}.relax.{raw_context}"
            try:
                context = ScanContext(str(raw_context))
            except ValueError:
                raise ConfigError(
                    f"{key}: unknown context {raw_context!r}; use one of {_choices(ScanContext)}",
                    key=key,
                ) from None
            names = [raw_categories] if isinstance(raw_categories, str) else raw_categories
            if names is None:
                continue
            if not isinstance(names, list):
                raise ConfigError(f"{key} must be a list of categories", key=key)
            for name in names:
                try:
                    category = ThreatCategory(str(name))
                except ValueError:
                    raise ConfigError(
                        f"{key}: unknown category {name!r}; use one of {_choices(ThreatCategory)}",
                        key=key,
                    ) from None
                pairs.add((context, category))
        return cls(frozenset(pairs))


def load_scan_policy(home: str | os.PathLike[str] | None = None) -> ScanPolicy:
    """The policy in ``<home>/config.yaml``; the strict default when there is none."""
    return ScanPolicy.from_mapping(get_section(SECTION, home) or None)
