"""Atomic writes: old or new content, never a torn file, no temp files left behind."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from hermes_memory.atomic import atomic_write_text


def test_new_file_gets_umask_default_mode(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "f.txt"
    old = os.umask(0o022)
    try:
        atomic_write_text(target, "hello")
    finally:
        os.umask(old)
    assert target.read_text(encoding="utf-8") == "hello"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert [p.name for p in target.parent.iterdir()] == ["f.txt"]


def test_symlink_target_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new"


def test_failure_leaves_old_content_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "dir" / "f.txt"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")

    def boom(src: object, dst: object) -> None:
        raise PermissionError("refused")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(PermissionError):
        atomic_write_text(target, "new", tmp_prefix=".mem_")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.txt"]


def test_explicit_mode(tmp_path: Path) -> None:
    target = tmp_path / ".env"
    atomic_write_text(target, "A=1\n", mode=0o600)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
