"""``.env`` lines the writer does not own survive byte for byte: bytes that are not UTF-8,
form feeds and Unicode line separators, CR-only endings, a missing final newline. Checked
on ``write_env_values`` and end to end through ``hermes-memory providers setup``."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.config import load_raw_config
from hermes_memory.errors import ProviderConfigError
from hermes_memory.providers.plugins.envfile import read_env_file, write_env_values

KEYED = """
import os
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class KeyedProvider(MemoryProvider):
    name = "keyed"

    def is_available(self) -> bool:
        return bool(os.environ.get("KEYED_API_KEY"))

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def get_config_schema(self) -> list[dict[str, Any]]:
        return [{"key": "api_key", "description": "Key", "secret": True, "required": True,
                 "env_var": "KEYED_API_KEY"}]
"""

FOREIGN = (
    b"# caf\xe9 (latin-1, not UTF-8)\n"
    b"OTHER_TOKEN=\xff\xfe\x80raw\n"
    b"FORM=a\x0cb\xe2\x80\xa8c\xc2\x85d\x1ce\n"  # FF, U+2028, U+0085, FS: not line ends
    b"export KEYED_API_KEY=old-value\n"
    b"OLD_CR=x\ry\n"
    b"LAST=no newline"
)


def env(home: Path) -> Path:
    return home / ".env"


def test_foreign_bytes_are_kept_and_owned_lines_replaced(hermes_home: Path) -> None:
    env(hermes_home).write_bytes(FOREIGN)
    write_env_values({"KEYED_API_KEY": "new-value", "ADDED_KEY": "1"}, hermes_home)
    assert env(hermes_home).read_bytes() == (
        FOREIGN.replace(b"export KEYED_API_KEY=old-value", b"export KEYED_API_KEY=new-value")
        + b"\nADDED_KEY=1\n"
    )
    assert read_env_file(hermes_home)["KEYED_API_KEY"] == "new-value"


def test_untouched_last_line_keeps_its_missing_newline(hermes_home: Path) -> None:
    env(hermes_home).write_bytes(b"A_KEY=1\nB_KEY=\xff")
    write_env_values({"A_KEY": "2"}, hermes_home)
    assert env(hermes_home).read_bytes() == b"A_KEY=2\nB_KEY=\xff"
    write_env_values({}, hermes_home, remove_keys=["A_KEY"])
    assert env(hermes_home).read_bytes() == b"B_KEY=\xff"


def test_crlf_lines_keep_their_endings(hermes_home: Path) -> None:
    env(hermes_home).write_bytes(b"\xef\xbb\xbfexport A_KEY=1\r\nB=\xe9\r\nC_KEY=3\n")
    write_env_values({"A_KEY": "one", "C_KEY": "three", "D_KEY": "4"}, hermes_home)
    assert env(hermes_home).read_bytes() == (
        b"\xef\xbb\xbfexport A_KEY=one\r\nB=\xe9\r\nC_KEY=three\nD_KEY=4\r\n"
    )


def test_a_value_that_cannot_be_encoded_is_refused_before_writing(hermes_home: Path) -> None:
    env(hermes_home).write_bytes(FOREIGN)
    with pytest.raises(ProviderConfigError, match=r"KEYED_API_KEY .*U\+DCFF"):
        write_env_values({"KEYED_API_KEY": "bad\udcff"}, hermes_home)
    assert env(hermes_home).read_bytes() == FOREIGN


@pytest.fixture
def keyed(hermes_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("KEYED_API_KEY", raising=False)
    folder = hermes_home / "plugins" / "keyed"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(textwrap.dedent(KEYED), encoding="utf-8")
    return hermes_home


def setup(home: Path, *args: str) -> tuple[int, dict[str, object]]:
    result = CliRunner().invoke(
        main, ["providers", "setup", "keyed", "--yes", *args, "--json", "--home", str(home)]
    )
    return result.exit_code, json.loads(result.stdout)


def test_providers_setup_keeps_foreign_bytes(keyed: Path) -> None:
    env(keyed).write_bytes(FOREIGN)
    code, data = setup(keyed, "--secret", "KEYED_API_KEY=sk-new-123")
    assert code == 0 and data["success"] is True
    assert env(keyed).read_bytes() == FOREIGN.replace(
        b"KEYED_API_KEY=old-value", b"KEYED_API_KEY=sk-new-123"
    )


def test_providers_setup_refuses_an_unencodable_secret_and_changes_nothing(keyed: Path) -> None:
    env(keyed).write_bytes(FOREIGN)
    code, data = setup(keyed, "--secret", "KEYED_API_KEY=sk-\udcff")
    assert code == 1 and data["success"] is False
    assert "KEYED_API_KEY" in str(data["error"]) and "nothing was written" in str(data["error"])
    assert env(keyed).read_bytes() == FOREIGN
    assert "provider" not in (load_raw_config(keyed).get("memory") or {})
