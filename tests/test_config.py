"""config.yaml: Hermes defaults, flag parsing, and edits that keep unknown keys."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hermes_memory import config
from hermes_memory.curated.store import MemoryStore
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


def test_an_empty_memory_section_means_defaults(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("model: x\nmemory:\n", encoding="utf-8")
    assert config.load_memory_config() == config.MemoryConfig()
    assert config.get_section("memory") == {}


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("model: x\nmemory: {unclosed\n", 3, "not valid YAML"),
        ("memory:\n\tmemory_enabled: false\n", 2, "not valid YAML"),
        ("memory:\n  note: \x00\n", 2, "not valid YAML"),
        ("model: x\nmemory: [1, 2]\n", 2, "memory must be a mapping of settings, not a list"),
        ("- a\n- b\n", 1, "must hold a mapping of settings, not a list"),
        (
            "model: x\nmemory:\n  provider: ''\n  memory_enabled: maybe\n",
            4,
            "memory.memory_enabled must be true or false, not 'maybe'",
        ),
        ("memory:\n  write_approval: 2\n", 2, "memory.write_approval must be true or false"),
        ("memory:\n  memory_char_limit: lots\n", 2, "memory.memory_char_limit must be a whole"),
        ("memory:\n  user_char_limit: -5\n", 2, "memory.user_char_limit must be a whole"),
        ("memory:\n  nudge_interval: 2.5\n", 2, "memory.nudge_interval must be a whole"),
        ("memory:\n  provider: [a, b]\n", 2, "memory.provider must be a provider name"),
    ],
)
def test_a_broken_file_is_an_error_naming_file_and_line(
    hermes_home: Path, text: str, line: int, words: str
) -> None:
    path = hermes_home / "config.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        config.load_memory_config()
    error = caught.value
    assert error.path == str(path)
    assert error.line == line
    assert str(error).startswith(f"{path}, line {line}: ")
    assert words in str(error)
    assert path.read_text(encoding="utf-8") == text  # nothing rewritten


def test_a_typo_never_switches_a_disabled_store_back_on(hermes_home: Path) -> None:
    """The case that motivated it: ``memory_enabled: flase`` must not read as the default."""
    (hermes_home / "config.yaml").write_text("memory:\n  memory_enabled: flase\n", "utf-8")
    with pytest.raises(ConfigError, match="memory_enabled must be true or false"):
        config.load_memory_config()
    with pytest.raises(ConfigError):
        MemoryStore.from_config()


def test_the_last_duplicate_key_is_the_one_named(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text(
        "memory:\n  memory_enabled: false\nmemory:\n  memory_enabled: nah\n", "utf-8"
    )
    with pytest.raises(ConfigError) as caught:
        config.load_memory_config()
    assert caught.value.line == 4
    assert caught.value.key == "memory.memory_enabled"


def test_every_reader_refuses_a_broken_file(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory: {unclosed\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="line 2"):
        config.get_section("compression")
    with pytest.raises(ConfigError, match="line 2"):
        config.get_value("auxiliary.background_review.enabled", True)
    with pytest.raises(ConfigError, match="line 2"):
        config.load_raw_config()
    with pytest.raises(ConfigError):  # an edit never overwrites a file it could not read
        config.set_value("memory.provider", "holographic")
    assert (hermes_home / "config.yaml").read_text(encoding="utf-8") == "memory: {unclosed\n"


def test_a_section_of_the_wrong_shape_is_named(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("model: x\nauxiliary: [1]\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="line 2: auxiliary must be a mapping") as caught:
        config.get_value("auxiliary.background_review.enabled", True)
    assert caught.value.key == "auxiliary"
    with pytest.raises(ConfigError, match="line 2: auxiliary must be a mapping"):
        config.get_section("auxiliary")
    assert config.get_value("display.memory_notifications", "on") == "on"


def test_an_unreadable_file_is_an_error_naming_it(hermes_home: Path) -> None:
    # a folder where the file should be: unreadable for root too (chmod is not)
    (hermes_home / "config.yaml").mkdir()
    with pytest.raises(ConfigError, match="cannot be read") as caught:
        config.load_memory_config()
    assert caught.value.path == str(hermes_home / "config.yaml")
    assert isinstance(caught.value.__cause__, OSError)


def test_a_file_that_is_not_utf8_names_the_line(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_bytes(b"model: x\nmemory:\n  a: \xff\n")
    with pytest.raises(ConfigError, match=r"line 3: not UTF-8 text \(byte 0xff\)"):
        config.load_memory_config()


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
