"""config.yaml: Hermes defaults, flag parsing, and edits that keep unknown keys."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hermes_memory import config
from hermes_memory.errors import ConfigError


def test_missing_file_gives_defaults(hermes_home: Path) -> None:
    cfg = config.load_memory_config()
    assert cfg == config.MemoryConfig()
    assert (cfg.memory_char_limit, cfg.user_char_limit, cfg.nudge_interval) == (2200, 1375, 10)
    assert cfg.provider == ""
    assert not (hermes_home / "config.yaml").exists()


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, True),
        (False, False),
        ("yes", True),
        ("ON", True),
        ("1", True),
        ("false", False),
        ("nope", False),
        (None, True),
        (0, False),
        (1, True),
    ],
)
def test_flag_parsing(value: object, expected: bool) -> None:
    assert config.parse_flag(value, True) is expected


def test_memory_block_is_read_and_coerced(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "memory:\n  memory_enabled: 'off'\n  memory_char_limit: '20000'\n  provider: holographic\n",
        encoding="utf-8",
    )
    cfg = config.load_memory_config()
    assert cfg.memory_enabled is False
    assert cfg.memory_char_limit == 20000
    assert cfg.provider == "holographic"


def test_malformed_memory_section_is_treated_as_empty(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory: [1, 2]\n", encoding="utf-8")
    assert config.load_memory_config() == config.MemoryConfig()


def test_broken_yaml_is_an_error_only_when_strict(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory: {unclosed\n", encoding="utf-8")
    assert config.load_memory_config() == config.MemoryConfig()
    with pytest.raises(ConfigError):
        config.get_section("memory", strict=True)


def test_set_value_keeps_unknown_keys(hermes_home: Path) -> None:
    original = {
        "model": {"default": "x", "extra": [1, 2]},
        "memory": {"provider": "", "mystery_key": {"nested": True}},
        "plugins": {"hermes-memory-store": {"db_path": "$HERMES_HOME/memory_store.db"}},
    }
    (hermes_home / "config.yaml").write_text(yaml.safe_dump(original), encoding="utf-8")
    config.set_value("memory.provider", "holographic")
    config.set_value("auxiliary.background_review.enabled", False)
    data = yaml.safe_load((hermes_home / "config.yaml").read_text(encoding="utf-8"))
    assert data["model"] == original["model"]
    assert data["plugins"] == original["plugins"]
    assert data["memory"] == {"provider": "holographic", "mystery_key": {"nested": True}}
    assert data["auxiliary"] == {"background_review": {"enabled": False}}
    assert config.get_value("auxiliary.background_review.enabled") is False
    assert config.get_value("no.such.key", "dflt") == "dflt"
