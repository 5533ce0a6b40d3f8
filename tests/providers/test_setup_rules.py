"""Config-schema rules used by setup: labels, when, default_from, coercion, planning, saving."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.config import load_raw_config, save_raw_config
from hermes_memory.errors import ProviderConfigError
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.plugins.envfile import read_env_file
from hermes_memory.providers.plugins.setup import (
    SetupLabel,
    apply_setup,
    as_text,
    coerce_value,
    field_applies,
    field_default,
    field_kind,
    plan_setup,
    set_active_provider,
    setup_label,
)

SCHEMA: list[dict[str, Any]] = [
    {"key": "api_key", "secret": True, "required": True, "env_var": "ACME_API_KEY",
     "url": "https://acme.example/keys"},
    {"key": "mode", "choices": ["cloud", "local"], "default": "cloud"},
    {"key": "base_url", "when": {"mode": "local"}, "required": True},
    {"key": "region", "default_from": {"field": "mode", "map": {"cloud": "us", "local": "lan"}}},
    {"key": "max_results", "type": "integer", "minimum": 1, "maximum": 20, "default": 5},
    {"key": "rerank", "type": "boolean", "default": False},
    {"key": "endpoint", "env_var": "ACME_ENDPOINT"},
]  # fmt: skip


def test_setup_labels() -> None:
    assert setup_label([]) is SetupLabel.NO_SETUP
    assert setup_label([{"key": "k", "secret": True}]) is SetupLabel.REQUIRES_API_KEY
    assert setup_label([{"key": "k"}]) is SetupLabel.LOCAL
    assert setup_label(SCHEMA) is SetupLabel.API_KEY_OR_LOCAL
    assert str(SetupLabel.API_KEY_OR_LOCAL) == "API key / local"


def test_when_and_default_from() -> None:
    base_url = SCHEMA[2]
    assert not field_applies(base_url, {"mode": "cloud"})
    assert field_applies(base_url, {"mode": "local"})
    assert field_applies({"key": "x", "when": {"flag": "true"}}, {"flag": True})
    region = SCHEMA[3]
    assert field_default(region, {"mode": "local"}, {}) == "lan"
    assert field_default(region, {"mode": "other"}, {}) is None
    assert field_default(region, {"mode": "local"}, {"region": "eu"}) == "eu"
    assert field_default(SCHEMA[4], {}, {}) == 5


def test_coercion() -> None:
    assert coerce_value(SCHEMA[4], "7") == 7
    assert coerce_value(SCHEMA[5], "Yes") is True
    assert coerce_value({"key": "f", "type": "number"}, "0.25") == 0.25
    assert coerce_value(SCHEMA[1], "local") == "local"
    for spec, raw in [
        (SCHEMA[4], "x"),
        (SCHEMA[4], "99"),
        (SCHEMA[5], "maybe"),
        (SCHEMA[1], "moon"),
    ]:
        with pytest.raises(ProviderConfigError):
            coerce_value(spec, raw)


def test_undeclared_types_are_read_from_the_field_and_the_answer() -> None:
    flag = {"key": "on", "choices": ["true", "false"], "default": "false"}
    assert field_kind(flag) == "boolean" and coerce_value(flag, "TRUE") is True
    assert field_kind({"key": "n", "default": 3}) == "integer"
    assert field_kind({"key": "x", "default": 0.5}) == "number"
    plain = {"key": "p"}
    assert [coerce_value(plain, raw) for raw in ("false", "12", "-3", "0.5")] == [
        False,
        12,
        -3,
        0.5,
    ]
    for text in ("007", "yes", "nan", "inf", "1e3", "1.2.3", "http://h:1"):
        assert coerce_value(plain, text) == text
    assert coerce_value({"key": "t", "type": "text"}, "42") == "42"
    assert coerce_value({"key": "c", "choices": [1, 2]}, "2") == 2
    assert coerce_value({"key": "c", "choices": ["1", "2"]}, "2") == "2"
    with pytest.raises(ProviderConfigError):
        coerce_value({"key": "f", "type": "number"}, "nan")
    assert as_text(True) == "true" and as_text(0.5) == "0.5"


def test_plan_setup_without_prompts() -> None:
    plan = plan_setup(
        SCHEMA,
        answers={"mode": "local", "base_url": "http://127.0.0.1:9", "endpoint": "http://e"},
        secrets={"ACME_API_KEY": "k-123"},
        current={"max_results": 9},
        env_file={},
    )
    assert plan.missing == []
    assert plan.settings == {
        "mode": "local",
        "base_url": "http://127.0.0.1:9",
        "region": "lan",
        "max_results": 9,
        "rerank": False,
        "endpoint": "http://e",
    }
    assert plan.env_writes == {"ACME_API_KEY": "k-123", "ACME_ENDPOINT": "http://e"}


def test_plan_setup_reports_missing_required_values(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ACME_API_KEY", raising=False)
    plan = plan_setup(SCHEMA, answers={"mode": "local"}, secrets={}, current={}, env_file={})
    assert plan.missing == ["ACME_API_KEY", "base_url"]
    # a key already in .env (or the environment) satisfies the requirement
    plan = plan_setup(SCHEMA, answers={}, secrets={}, current={}, env_file={"ACME_API_KEY": "x"})
    assert plan.missing == []
    monkeypatch.setenv("ACME_API_KEY", "from-env")
    assert plan_setup(SCHEMA, answers={}, secrets={}, current={}, env_file={}).missing == []


class NativeConfig(MemoryProvider):
    name = "native"  # type: ignore[assignment]

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        return None

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []

    def save_config(self, values: dict[str, Any], hermes_home: str) -> None:
        (Path(hermes_home) / "native.json").write_text(json.dumps(values))


class Plain(NativeConfig):
    name = "plain"  # type: ignore[assignment]
    save_config = MemoryProvider.save_config


class Failing(NativeConfig):
    def save_config(self, values: dict[str, Any], hermes_home: str) -> None:
        raise PermissionError("read-only")


def test_apply_setup_saves_where_the_provider_wants(hermes_home: Path) -> None:
    save_raw_config({"model": {"name": "x"}, "memory": {"memory_char_limit": 3000}}, hermes_home)
    plan = plan_setup(SCHEMA, answers={}, secrets={"api_key": "k-1"}, current={}, env_file={})
    outcome = apply_setup(NativeConfig(), "native", plan, hermes_home)
    assert outcome.settings_saved_to == "save_config"
    assert json.loads((hermes_home / "native.json").read_text())["region"] == "us"
    assert read_env_file(hermes_home) == {"ACME_API_KEY": "k-1"}
    raw = load_raw_config(hermes_home)
    assert raw["model"] == {"name": "x"}
    assert raw["memory"] == {"memory_char_limit": 3000, "provider": "native"}

    outcome = apply_setup(Plain(), "plain", plan, hermes_home)
    assert outcome.settings_saved_to == "config.yaml memory.plain"
    raw = load_raw_config(hermes_home)
    assert raw["memory"]["provider"] == "plain"
    assert raw["memory"]["plain"]["max_results"] == 5

    outcome = apply_setup(Failing(), "native", plan, hermes_home)
    assert outcome.save_config_error == "PermissionError: read-only"
    assert load_raw_config(hermes_home)["memory"]["provider"] == "native"

    set_active_provider("", hermes_home)
    assert load_raw_config(hermes_home)["memory"]["provider"] == ""
