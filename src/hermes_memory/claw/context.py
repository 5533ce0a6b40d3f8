"""The state one run carries from option to option: settings, the source, plan or apply,
the output folder, item backups, warnings and — in a plan — the simulated results of
earlier options (so a plan's counts equal the apply's, spec [H-4]).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from hermes_memory.atomic import atomic_write_bytes, atomic_write_text
from hermes_memory.claw.backups import ItemBackups
from hermes_memory.claw.discovery import OpenClawSource
from hermes_memory.claw.options import MigrationSettings, Mode
from hermes_memory.claw.redaction import collect_secret_values, secret_key
from hermes_memory.permissions import ensure_private_dir
from hermes_memory.skills import SkillLocation


@dataclass
class RunContext:
    settings: MigrationSettings
    source: OpenClawSource
    mode: Mode
    out_dir: Path | None = None
    warnings: list[str] = field(default_factory=list)
    simulated_memory: dict[Path, list[str]] = field(default_factory=dict)
    planned_folders: set[Path] = field(default_factory=set)
    planned_trees: dict[Path, dict[str, bytes | str]] = field(default_factory=dict)
    announced_categories: set[str] = field(default_factory=set)
    backups: ItemBackups | None = None
    skill_index: dict[str, SkillLocation] | None = None
    _secrets: list[str] | None = None

    @property
    def writing(self) -> bool:
        return self.mode is Mode.EXECUTE and self.out_dir is not None

    @property
    def home(self) -> Path:
        return self.settings.home

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)

    def backup(self, path: Path) -> str:
        """Item-level backup of ``path`` before its first change this run ("" in plans)."""
        if not self.writing or self.backups is None:
            return ""
        return self.backups.backup(path)

    def known_secrets(self) -> list[str]:
        """Secret values of the source (its .env, secret-named config keys), so anything
        written about the run can be checked against them."""
        if self._secrets is None:
            values = [v for k, v in self.source.env.items() if secret_key(k) and len(v) >= 8]
            values += collect_secret_values(self.source.config)
            self._secrets = sorted(set(values), key=len, reverse=True)
        return self._secrets

    def output_path(self, *parts: str) -> Path:
        if self.out_dir is None:
            raise RuntimeError("output_path is for applies only")
        return self.out_dir.joinpath(*parts)

    def write_output(self, relative: str, data: str | bytes) -> Path:
        """Write one file of the output folder (private: it may quote the user's notes)."""
        path = self.output_path(*relative.split("/"))
        ensure_private_dir(path.parent)
        if isinstance(data, bytes):
            atomic_write_bytes(path, data, private=True)
        else:
            atomic_write_text(path, data, private=True)
        return path
