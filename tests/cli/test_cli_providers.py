"""``hermes-memory providers list|status|setup|off`` through CliRunner, parsing --json."""

from __future__ import annotations

import json
import stat
import textwrap
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from hermes_memory.cli import main
from hermes_memory.config import load_raw_config, save_raw_config

ACME = '''
import json
import os
from pathlib import Path
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class AcmeProvider(MemoryProvider):
    """A remote-style provider: needs ACME_API_KEY."""

    @property
    def name(self) -> str:
        return "acme"

    def is_available(self) -> bool:
        return bool(os.environ.get("ACME_API_KEY"))

    def unavailable_reason(self) -> str:
        return "ACME_API_KEY is not set"

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def get_config_schema(self) -> list[dict[str, Any]]:
        return [
            {"key": "api_key", "description": "Acme API key", "secret": True, "required": True,
             "env_var": "ACME_API_KEY", "url": "https://acme.example/keys"},
            {"key": "mode", "description": "Mode", "choices": ["cloud", "local"],
             "default": "cloud"},
            {"key": "base_url", "description": "Server URL", "when": {"mode": "local"},
             "required": True},
            {"key": "region", "description": "Region",
             "default_from": {"field": "mode", "map": {"cloud": "us", "local": "lan"}}},
            {"key": "top_k", "description": "Results", "type": "integer", "minimum": 1,
             "maximum": 20, "default": 5},
        ]


def register(ctx):
    ctx.register_memory_provider(AcmeProvider())
'''

WIZARD = """
from pathlib import Path
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class WizardProvider(MemoryProvider):
    name = "wizard"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def post_setup(self, hermes_home: str, config: dict) -> None:
        (Path(hermes_home) / "wizard-ran").write_text(repr(sorted(config)))
"""


@pytest.fixture(autouse=True)
def no_acme_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ACME_API_KEY", raising=False)


@pytest.fixture
def plugins(hermes_home: Path) -> Path:
    for name, source in (("acme", ACME), ("wizard", WIZARD)):
        folder = hermes_home / "plugins" / name
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text(textwrap.dedent(source), encoding="utf-8")
    (hermes_home / "plugins" / "acme" / "plugin.yaml").write_text(
        "name: acme\ndescription: Acme hosted memory\n", encoding="utf-8"
    )
    return hermes_home


def run(home: Path, *args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, ["providers", *args, "--home", str(home)], input=input)


def run_json(home: Path, *args: str, input: str | None = None, code: int = 0) -> Any:
    result = run(home, *args, "--json", input=input)
    assert result.exit_code == code, result.output
    return json.loads(result.stdout)


def test_list_shows_every_provider_with_source_availability_and_label(plugins: Path) -> None:
    data = run_json(plugins, "list")
    rows = {p["name"]: p for p in data["providers"]}
    assert list(rows) == ["holographic", "acme", "wizard"]
    assert rows["holographic"]["source"] == "bundled" and rows["holographic"]["available"]
    assert rows["acme"] | {"path": None} == {
        "name": "acme",
        "source": "user",
        "description": "Acme hosted memory",
        "path": None,
        "loaded": True,
        "available": False,
        "setup": "API key / local",
        "active": False,
        "error": "",
        "unavailable_reason": "ACME_API_KEY is not set",
    }
    assert rows["wizard"]["setup"] == "no setup needed"
    text = run(plugins, "list").output
    assert "acme  [user]  (API key / local)  not available ✗" in text


def test_status_builtin_only_then_missing_then_active(plugins: Path) -> None:
    data = run_json(plugins, "status")
    assert data["state"] == "builtin_only" and data["provider"] == ""
    assert data["builtin"] == {"memory_enabled": True, "user_profile_enabled": True}

    save_raw_config({"memory": {"provider": "acme", "acme": {"mode": "cloud"}}}, plugins)
    data = run_json(plugins, "status")
    assert data["state"] == "unavailable"
    assert data["installed"] and not data["available"]
    assert data["missing_env"] == ["ACME_API_KEY"]
    assert data["env"][0]["url"] == "https://acme.example/keys"
    assert data["config"] == {"mode": "cloud"}
    text = run(plugins, "status").output
    assert "Status: not available ✗ (ACME_API_KEY is not set)" in text
    assert "ACME_API_KEY ✗  → https://acme.example/keys" in text

    # a key saved in .env counts (Hermes loads .env at start-up)
    (plugins / ".env").write_text("ACME_API_KEY=k-from-env-file\n")
    data = run_json(plugins, "status")
    assert data["state"] == "active" and data["missing_env"] == []
    assert "Status: available ✓" in run(plugins, "status").output


def test_status_not_installed(plugins: Path) -> None:
    save_raw_config({"memory": {"provider": "ghost"}}, plugins)
    data = run_json(plugins, "status")
    assert data["state"] == "not_installed" and not data["installed"]
    assert "Plugin: NOT installed ✗" in run(plugins, "status").output


def test_status_reports_a_plugin_that_fails_to_load(plugins: Path) -> None:
    broken = plugins / "plugins" / "broken"
    broken.mkdir()
    (broken / "__init__.py").write_text("# MemoryProvider\nraise RuntimeError('sdk missing')\n")
    save_raw_config({"memory": {"provider": "broken"}}, plugins)
    data = run_json(plugins, "status")
    assert data["state"] == "load_failed" and "sdk missing" in data["error"]
    listed = {p["name"]: p for p in run_json(plugins, "list")["providers"]}
    assert not listed["broken"]["loaded"] and "sdk missing" in listed["broken"]["error"]


def test_setup_by_flags_non_interactive(plugins: Path) -> None:
    save_raw_config({"model": {"default": "m"}, "memory": {"memory_char_limit": 3000}}, plugins)
    (plugins / ".env").write_text("# keys\nOTHER_KEY=1\n")
    data = run_json(
        plugins,
        "setup",
        "acme",
        "--yes",
        "--set",
        "mode=local",
        "--set",
        "base_url=http://127.0.0.1:8080",
        "--secret",
        "ACME_API_KEY=sk-acme-123456",
    )
    assert data["success"] and data["provider"] == "acme"
    assert data["secrets_saved"] == ["ACME_API_KEY"]
    assert data["settings"] == {
        "mode": "local",
        "base_url": "http://127.0.0.1:8080",
        "region": "lan",
        "top_k": 5,
    }
    assert "sk-acme" not in json.dumps(data)
    raw = load_raw_config(plugins)
    assert raw["model"] == {"default": "m"}
    assert raw["memory"]["provider"] == "acme"
    assert raw["memory"]["memory_char_limit"] == 3000
    assert raw["memory"]["acme"]["base_url"] == "http://127.0.0.1:8080"
    env = plugins / ".env"
    assert env.read_text() == "# keys\nOTHER_KEY=1\nACME_API_KEY=sk-acme-123456\n"
    assert stat.S_IMODE(env.stat().st_mode) == 0o600
    assert run_json(plugins, "status")["state"] == "active"


def test_setup_secret_read_from_the_environment(
    plugins: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACME_API_KEY", "sk-from-shell")
    data = run_json(plugins, "setup", "acme", "--yes", "--secret", "ACME_API_KEY")
    assert data["secrets_saved"] == ["ACME_API_KEY"]
    assert "ACME_API_KEY=sk-from-shell" in (plugins / ".env").read_text()


def test_setup_with_yes_refuses_when_required_values_are_missing(plugins: Path) -> None:
    data = run_json(plugins, "setup", "acme", "--yes", "--set", "mode=local", code=2)
    assert data["success"] is False
    assert data["missing"] == ["ACME_API_KEY", "base_url"]
    assert not (plugins / "config.yaml").exists() and not (plugins / ".env").exists()


def test_setup_rejects_bad_values_and_unknown_names(plugins: Path) -> None:
    # bad values and unknown names are bad usage (2); an unknown provider is refused (1)
    data = run_json(plugins, "setup", "acme", "--yes", "--set", "top_k=99", code=2)
    assert "top_k" in data["error"]
    data = run_json(plugins, "setup", "acme", "--set", "top_k=many", code=2)
    assert data["error"] == "--set top_k: expected integer, got 'many'"
    data = run_json(plugins, "setup", "acme", "--yes", "--set", "colour=red", code=2)
    assert "colour" in data["error"]
    assert run(plugins, "setup", "acme", "--set", "novalue").exit_code == 2
    assert run(plugins, "setup", "--yes").exit_code == 2
    data = run_json(plugins, "setup", "nope", "--yes", code=1)
    assert data["error"].startswith("Memory provider 'nope' not found.")
    assert not (plugins / "config.yaml").exists()


UNTYPED = """
from typing import Any

from hermes_memory.providers.base import MemoryProvider


class Untyped(MemoryProvider):
    name = "untyped"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def get_config_schema(self) -> list[dict[str, Any]]:
        # written the way many Hermes plugins are: no "type", strings everywhere
        return [
            {"key": "enabled", "choices": ["true", "false"], "default": "true"},
            {"key": "top_k", "default": "5"},
            {"key": "threshold", "default": "0.3"},
            {"key": "level", "choices": ["1", "2"], "default": "1"},
            {"key": "agent_id", "default": "007"},
            {"key": "url", "default": "http://127.0.0.1:9/v1"},
            {"key": "limit", "type": "integer", "default": 3},
            {"key": "label", "type": "text", "default": "true"},
        ]


def register(ctx):
    ctx.register_memory_provider(Untyped())
"""


def test_setup_writes_booleans_and_numbers_as_yaml_values(plugins: Path) -> None:
    folder = plugins / "plugins" / "untyped"
    folder.mkdir()
    (folder / "__init__.py").write_text(textwrap.dedent(UNTYPED), encoding="utf-8")
    flags = ("--set", "enabled=false", "--set", "threshold=0.75", "--set", "limit=7")
    assert run(plugins, "setup", "untyped", "--yes", *flags).exit_code == 0
    raw = (plugins / "config.yaml").read_text(encoding="utf-8")
    assert "enabled: false" in raw and "threshold: 0.75" in raw and "limit: 7" in raw
    assert load_raw_config(plugins)["memory"]["untyped"] == {
        "enabled": False,
        "top_k": 5,
        "threshold": 0.75,
        "level": "1",  # one of the plugin's own choices, kept as it declared it
        "agent_id": "007",  # not a plain number: stays text
        "url": "http://127.0.0.1:9/v1",
        "limit": 7,
        "label": "true",  # declared text
    }
    # typed at the prompts: the same values
    result = run(plugins, "setup", "untyped", input="true\n12\n\n2\n\n\n\n\n")
    assert result.exit_code == 0, result.output
    saved = load_raw_config(plugins)["memory"]["untyped"]
    assert saved["enabled"] is True and saved["top_k"] == 12 and saved["level"] == "2"


def test_holographic_setup_writes_typed_values(hermes_home: Path) -> None:
    flags = ("--set", "auto_extract=yes", "--set", "default_trust=0.7", "--set", "hrr_dim=512")
    result = run(hermes_home, "setup", "holographic", "--yes", "--skip-dependencies", *flags)
    assert result.exit_code == 0, result.output
    raw = (hermes_home / "config.yaml").read_text(encoding="utf-8")
    assert "auto_extract: true" in raw and "default_trust: 0.7" in raw and "hrr_dim: 512" in raw
    section = load_raw_config(hermes_home)["plugins"]["hermes-memory-store"]
    assert section["auto_extract"] is True and section["hrr_dim"] == 512
    answers = "\nfalse\n0.25\n2048\n"
    result = run(hermes_home, "setup", "holographic", "--skip-dependencies", input=answers)
    assert result.exit_code == 0, result.output
    section = load_raw_config(hermes_home)["plugins"]["hermes-memory-store"]
    assert section == {
        "db_path": "$HERMES_HOME/memory_store.db",
        "auto_extract": False,
        "default_trust": 0.25,
        "hrr_dim": 2048,
    }
    bad = run_json(hermes_home, "setup", "holographic", "--yes", "--set", "default_trust=2", code=2)
    assert "default_trust" in bad["error"]


def test_setup_interactive(plugins: Path) -> None:
    # api key (hidden), mode, base_url (shown because mode=local), region (default lan), top_k
    answers = "sk-typed-9876\nlocal\nhttp://10.0.0.2:9000\n\n7\n"
    result = run(plugins, "setup", "acme", input=answers)
    assert result.exit_code == 0, result.output
    assert "sk-typed-9876" not in result.output  # the secret prompt hides input
    assert "Activation saved to config.yaml" in result.output
    assert "API keys saved to .env: ACME_API_KEY" in result.output
    acme = load_raw_config(plugins)["memory"]["acme"]
    assert acme == {
        "mode": "local",
        "base_url": "http://10.0.0.2:9000",
        "region": "lan",
        "top_k": 7,
    }
    assert "ACME_API_KEY=sk-typed-9876" in (plugins / ".env").read_text()

    # again: the key is set, a blank answer keeps it; current values become the defaults;
    # an invalid number is asked again
    result = run(plugins, "setup", "acme", "--json", input="\ncloud\n\n50\n3\n")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["secrets_saved"] == []
    assert data["settings"] == {"mode": "cloud", "region": "lan", "top_k": 3}
    assert "current: …9876" in result.output
    assert "(cloud, local)" in result.output


def test_setup_interactive_flags_skip_their_prompts(plugins: Path) -> None:
    result = run(
        plugins, "setup", "acme", "--set", "mode=cloud", "--secret", "api_key=k-flag", input="\n\n"
    )
    assert result.exit_code == 0, result.output
    assert "Mode" not in result.output and "Acme API key" not in result.output
    assert load_raw_config(plugins)["memory"]["acme"] == {
        "mode": "cloud",
        "region": "us",
        "top_k": 5,
    }


def test_setup_cancelled_writes_nothing(plugins: Path) -> None:
    result = run(plugins, "setup", "acme", input="sk-partial\n")  # input ends mid-walk
    assert result.exit_code == 1
    assert "Cancelled. No changes saved." in result.output
    assert not (plugins / "config.yaml").exists() and not (plugins / ".env").exists()


def test_setup_menu_without_a_name(plugins: Path) -> None:
    result = run(plugins, "setup", input="\n")  # default: built-in only
    assert result.exit_code == 0, result.output
    assert "4. Built-in only — MEMORY.md / USER.md (default)" in result.output
    assert load_raw_config(plugins)["memory"]["provider"] == ""
    result = run(plugins, "setup", input="3\n")  # wizard: delegated to post_setup
    assert result.exit_code == 0, result.output
    assert (plugins / "wizard-ran").exists()


def test_setup_delegates_to_post_setup(plugins: Path) -> None:
    data = run_json(plugins, "setup", "wizard")
    assert data == {"success": True, "provider": "wizard", "delegated_to": "post_setup"}
    assert (plugins / "wizard-ran").exists()


def test_setup_provider_without_settings_just_activates(plugins: Path) -> None:
    data = run_json(plugins, "setup", "wizard", "--yes")
    assert data["settings"] == {} and data["settings_saved_to"] is None
    assert load_raw_config(plugins)["memory"]["provider"] == "wizard"


def test_off(plugins: Path) -> None:
    save_raw_config({"memory": {"provider": "acme", "nudge_interval": 4}, "x": 1}, plugins)
    assert run_json(plugins, "off") == {"success": True, "provider": ""}
    raw = load_raw_config(plugins)
    assert raw == {"memory": {"provider": "", "nudge_interval": 4}, "x": 1}
    assert "built-in memory only" in run(plugins, "off").output
