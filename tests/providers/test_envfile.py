"""Writing provider secrets to $HERMES_HOME/.env (spec §8.4)."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from hermes_memory.providers.plugins.envfile import (
    clean_env_value,
    is_valid_env_name,
    read_env_file,
    write_env_values,
)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_new_file_is_0600_and_ends_with_newline(hermes_home: Path) -> None:
    result = write_env_values({"MEM0_API_KEY": "m0-secret"}, hermes_home)
    path = hermes_home / ".env"
    assert result.path == path and result.written == ("MEM0_API_KEY",)
    assert mode(path) == 0o600
    assert path.read_text() == "MEM0_API_KEY=m0-secret\n"


def test_missing_home_directory_is_created(tmp_path: Path) -> None:
    home = tmp_path / "fresh" / "home"
    write_env_values({"A_KEY": "1"}, home)
    assert mode(home / ".env") == 0o600


def test_existing_lines_and_comments_kept_in_order_values_updated_in_place(
    hermes_home: Path,
) -> None:
    path = hermes_home / ".env"
    path.write_text(
        "# provider secrets\n"
        "HONCHO_API_KEY=old-honcho\n"
        "\n"
        "export OTHER=keep me\n"
        "# MEM0_API_KEY=commented-out\n"
        "MEM0_API_KEY = old-mem0\n"
        "TRAILING=x",
        encoding="utf-8",
    )
    path.chmod(0o644)
    write_env_values(
        {"MEM0_API_KEY": "new-mem0", "NEW_KEY": "added", "OTHER": "changed"}, hermes_home
    )
    assert path.read_text() == (
        "# provider secrets\n"
        "HONCHO_API_KEY=old-honcho\n"
        "\n"
        "export OTHER=changed\n"
        "# MEM0_API_KEY=commented-out\n"
        "MEM0_API_KEY=new-mem0\n"
        "TRAILING=x\n"
        "NEW_KEY=added\n"
    )
    assert mode(path) == 0o600  # an existing loose file is tightened
    assert read_env_file(hermes_home) == {
        "HONCHO_API_KEY": "old-honcho",
        "OTHER": "changed",
        "MEM0_API_KEY": "new-mem0",
        "TRAILING": "x",
        "NEW_KEY": "added",
    }


def test_values_cannot_inject_extra_variables(hermes_home: Path) -> None:
    write_env_values({"API_KEY": "abc\nLD_PRELOAD=/tmp/evil.so\r\0"}, hermes_home)
    text = (hermes_home / ".env").read_text()
    assert text == "API_KEY=abcLD_PRELOAD=/tmp/evil.so\n"
    assert list(read_env_file(hermes_home)) == ["API_KEY"]
    assert clean_env_value("a\r\nb\0") == "ab"


@pytest.mark.parametrize(
    "name", ["LD_PRELOAD", "PYTHONPATH", "HERMES_HOME", "PATH", "1ABC", "A-B", "A B", "", "ä"]
)
def test_invalid_names_are_reported_and_skipped(hermes_home: Path, name: str) -> None:
    assert not is_valid_env_name(name)
    result = write_env_values({name: "x", "GOOD_KEY": "y"}, hermes_home)
    assert result.rejected == (name,)
    assert result.written == ("GOOD_KEY",)
    assert (hermes_home / ".env").read_text() == "GOOD_KEY=y\n"


def test_bom_and_crlf_are_kept(hermes_home: Path) -> None:
    path = hermes_home / ".env"
    path.write_bytes(b"\xef\xbb\xbfFIRST_KEY=1\r\nSECOND_KEY=2\r\n")
    write_env_values({"FIRST_KEY": "one", "THIRD_KEY": "3"}, hermes_home)
    assert path.read_bytes() == b"\xef\xbb\xbfFIRST_KEY=one\r\nSECOND_KEY=2\r\nTHIRD_KEY=3\r\n"
    assert read_env_file(hermes_home)["FIRST_KEY"] == "one"


def test_remove_keys(hermes_home: Path) -> None:
    write_env_values({"A_KEY": "1", "B_KEY": "2"}, hermes_home)
    result = write_env_values({}, hermes_home, remove_keys=["A_KEY", "MISSING"])
    assert result.removed == ("A_KEY",)
    assert (hermes_home / ".env").read_text() == "B_KEY=2\n"


def test_symlinked_env_is_written_through(hermes_home: Path, tmp_path: Path) -> None:
    real = tmp_path / "secrets.env"
    real.write_text("KEEP=1\n")
    (hermes_home / ".env").symlink_to(real)
    write_env_values({"NEW_KEY": "2"}, hermes_home)
    assert (hermes_home / ".env").is_symlink()
    assert real.read_text() == "KEEP=1\nNEW_KEY=2\n"
    assert mode(real) == 0o600


def test_filesystem_errors_propagate(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / ".env").mkdir()  # a directory where the file should be
    with pytest.raises(OSError):
        write_env_values({"A_KEY": "1"}, home)
