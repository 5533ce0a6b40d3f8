"""The provider surface end to end: initialize, prompt block, prefetch, tools through the
manager, mirroring of built-in writes, session-end extraction, persistence, discovery."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from hermes_memory.errors import ProviderConfigError
from hermes_memory.providers.base import MemoryProvider
from hermes_memory.providers.bundled.holographic import HolographicMemoryProvider, register
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.plugins.discovery import (
    discover_memory_providers,
    load_memory_provider,
)
from hermes_memory.providers.signatures import WriteCallShape, memory_write_call_shape


@pytest.fixture
def provider(hermes_home: Path) -> Iterator[HolographicMemoryProvider]:
    p = HolographicMemoryProvider(config={"hrr_dim": 256})
    p.initialize("session-1", hermes_home=str(hermes_home), platform="cli")
    yield p
    p.shutdown()


def tool(p: HolographicMemoryProvider, name: str, **args: Any) -> Any:
    return json.loads(p.handle_tool_call(name, args))


def write_config(home: Path, section: dict[str, Any], **extra: Any) -> None:
    data = {"plugins": {"hermes-memory-store": section}, **extra}
    (home / "config.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")


def test_identity_and_registration() -> None:
    p = HolographicMemoryProvider()
    assert isinstance(p, MemoryProvider)
    assert p.name == "holographic"
    assert p.is_available() is True
    assert p.system_prompt_block() == ""
    assert p.prefetch("anything") == ""
    assert json.loads(p.handle_tool_call("fact_store", {"action": "list"})) == {
        "error": "Holographic memory is not initialised"
    }

    class Collector:
        def __init__(self) -> None:
            self.providers: list[Any] = []

        def register_memory_provider(self, provider: Any) -> None:
            self.providers.append(provider)

    ctx = Collector()
    register(ctx)
    assert [type(x) for x in ctx.providers] == [HolographicMemoryProvider]


def test_discovery_finds_the_bundled_package(hermes_home: Path) -> None:
    loaded = load_memory_provider("holographic", hermes_home)
    assert isinstance(loaded, HolographicMemoryProvider)
    listed = {name: (desc, ok) for name, desc, ok in discover_memory_providers(hermes_home)}
    assert listed["holographic"][1] is True
    assert "fact store" in listed["holographic"][0].lower()


def test_default_db_lives_in_the_home_and_survives_a_new_instance(hermes_home: Path) -> None:
    first = HolographicMemoryProvider()
    first.initialize("s1", hermes_home=str(hermes_home))
    assert first.store is not None
    assert first.store.db_path == (hermes_home / "memory_store.db").resolve()
    tool(first, "fact_store", action="add", content="Jane Doe prefers Neovim", category="user_pref")
    tool(first, "fact_feedback", action="helpful", fact_id=1)
    first.shutdown()
    first.shutdown()  # idempotent

    second = HolographicMemoryProvider()
    second.initialize("s2", hermes_home=str(hermes_home))
    try:
        assert (
            second.prefetch("which editor does jane use? neovim?")
            == "## Holographic Memory\n- [0.6] [id 1] Jane Doe prefers Neovim"
        )
        assert tool(second, "fact_store", action="probe", entity="jane doe")["count"] == 1
    finally:
        second.shutdown()


def test_config_is_read_from_the_initialize_home(hermes_home: Path, tmp_path: Path) -> None:
    other = tmp_path / "profile-b"
    other.mkdir()
    write_config(other, {"db_path": "${HERMES_HOME}/facts/custom.db", "default_trust": "0.8"})
    p = HolographicMemoryProvider()
    p.initialize("s", hermes_home=str(other))
    try:
        assert p.store is not None
        assert p.store.db_path == (other / "facts" / "custom.db").resolve()
        assert tool(p, "fact_store", action="add", content="x marks it")["fact_id"] == 1
        assert p.store.get_fact(1)["trust_score"] == 0.8  # type: ignore[index]
    finally:
        p.shutdown()
    assert not (hermes_home / "memory_store.db").exists()


def test_db_path_template_fills_and_sanitises_placeholders(hermes_home: Path) -> None:
    template = "$HERMES_HOME/holographic/{profile}/{platform}/{chat}-{user}.db"
    p = HolographicMemoryProvider(config={"db_path_template": template, "hrr_dim": 64})
    p.initialize(
        "s",
        hermes_home=str(hermes_home),
        platform="telegram",
        chat_id="../../etc:passwd",
        user_id="u/42",
        agent_identity="work",
    )
    try:
        assert p.store is not None
        expected = hermes_home / "holographic" / "work" / "telegram" / "----etc-passwd-u-42.db"
        assert p.store.db_path == expected.resolve()
    finally:
        p.shutdown()


def test_system_prompt_block(provider: HolographicMemoryProvider, no_numpy: None) -> None:
    empty = provider.system_prompt_block()
    assert empty.startswith("# Holographic Memory")
    assert "fact_store(action='add')" in empty and "fact_feedback" in empty
    tool(provider, "fact_store", action="add", content="Uses fish shell")
    tool(provider, "fact_store", action="add", content="Works on Project Falcon")
    block = provider.system_prompt_block()
    assert "2 facts" in block and "[id N]" in block and "fact_feedback" in block
    assert "numpy" in block  # the no-numpy variant says what is off


def test_system_prompt_block_with_numpy(provider: HolographicMemoryProvider) -> None:
    tool(provider, "fact_store", action="add", content="Uses fish shell")
    block = provider.system_prompt_block()
    assert "1 facts" in block and "contradict" in block and "numpy" not in block


def test_prefetch_lines_carry_trust_and_id(provider: HolographicMemoryProvider) -> None:
    tool(provider, "fact_store", action="add", content="Deploys go through\nArgo CD on Fridays")
    tool(provider, "fact_store", action="add", content="Gardening is a hobby")
    text = provider.prefetch("how do deploys work?")
    assert text == "## Holographic Memory\n- [0.5] [id 1] Deploys go through Argo CD on Fridays"
    assert "<memory-context>" not in text
    status = provider.recall_status()
    assert status is not None and status.count == 1
    assert provider.prefetch("") == ""
    assert provider.recall_status() is None
    tool(provider, "fact_store", action="update", fact_id=1, trust_delta=-0.3)
    assert provider.prefetch("how do deploys work?") == ""  # below min_trust_threshold


def test_tools_mode_disables_prefetch_and_context_mode_hides_tools(hermes_home: Path) -> None:
    tools_only = HolographicMemoryProvider(config={"memory_mode": "tools"})
    tools_only.initialize("s", hermes_home=str(hermes_home))
    try:
        tool(tools_only, "fact_store", action="add", content="Deploys go through Argo CD")
        assert tools_only.prefetch("deploys") == ""
        assert [s["name"] for s in tools_only.get_tool_schemas()] == ["fact_store", "fact_feedback"]
        assert tools_only.system_prompt_block()
    finally:
        tools_only.shutdown()
    assert HolographicMemoryProvider(config={"memory_mode": "context"}).get_tool_schemas() == []


def test_through_the_memory_manager(hermes_home: Path) -> None:
    manager = MemoryManager()
    manager.add_provider(HolographicMemoryProvider(config={"hrr_dim": 128}))
    manager.initialize_all("s", hermes_home=str(hermes_home))
    try:
        assert manager.has_tool("fact_store") and manager.has_tool("fact_feedback")
        add = {"action": "add", "content": "Office is in Oslo"}
        added = json.loads(manager.handle_tool_call("fact_store", add))
        assert added == {"fact_id": 1, "status": "added"}
        assert "[id 1] Office is in Oslo" in manager.prefetch_all("where is the office? oslo")
        assert "# Holographic Memory" in manager.build_system_prompt()
        # A committed built-in replace reaches the fact store with its metadata.
        args = {"action": "replace", "target": "memory", "old_text": "Oslo"}
        manager.notify_memory_tool_write(
            json.dumps({"success": True, "replaced_entry": "Office is in Oslo"}),
            {**args, "content": "Office is in Bergen"},
        )
        manager.flush_pending(10)
        facts = json.loads(manager.handle_tool_call("fact_store", {"action": "list"}))["facts"]
        assert [f["content"] for f in facts] == ["Office is in Bergen"]
    finally:
        manager.shutdown_all()


def test_on_memory_write_declares_metadata() -> None:
    hook = HolographicMemoryProvider().on_memory_write
    assert memory_write_call_shape(hook) is WriteCallShape.KEYWORD


def _contents(p: HolographicMemoryProvider) -> dict[str, str]:
    facts = tool(p, "fact_store", action="list", limit=50)["facts"]
    return {f["content"]: f["category"] for f in facts}


def test_mirror_add_replace_remove(provider: HolographicMemoryProvider) -> None:
    provider.on_memory_write("add", "user", "Prefers tabs over spaces")
    provider.on_memory_write("add", "memory", "Repo uses pnpm")
    provider.on_memory_write("add", "memory", "   ")  # blank: ignored
    assert _contents(provider) == {
        "Prefers tabs over spaces": "user_pref",
        "Repo uses pnpm": "general",
    }
    provider.on_memory_write(
        "replace", "memory", "Repo uses bun", {"previous_content": "Repo uses pnpm"}
    )
    provider.on_memory_write("replace", "user", "Likes dark mode", {"previous_content": "absent"})
    assert _contents(provider) == {
        "Prefers tabs over spaces": "user_pref",
        "Repo uses bun": "general",
        "Likes dark mode": "user_pref",
    }
    provider.on_memory_write("remove", "memory", "", metadata={"previous_content": "Repo uses bun"})
    provider.on_memory_write("remove", "user", "", None)  # no metadata: no-op
    provider.on_memory_write("rename", "user", "whatever", {})  # unknown action: ignored
    assert _contents(provider) == {
        "Prefers tabs over spaces": "user_pref",
        "Likes dark mode": "user_pref",
    }


def test_mirror_with_legacy_old_text_metadata(provider: HolographicMemoryProvider) -> None:
    provider.on_memory_write("add", "user", "Timezone is CET")
    provider.on_memory_write("replace", "user", "Timezone is PST", {"old_text": "Timezone is CET"})
    assert _contents(provider) == {"Timezone is PST": "user_pref"}
    provider.on_memory_write("remove", "user", "", {"old_text": "Timezone is PST"})
    assert _contents(provider) == {}
    # Legacy three-argument style: an add without metadata still mirrors.
    provider.on_memory_write("add", "memory", "CI runs on GitHub Actions")
    assert _contents(provider) == {"CI runs on GitHub Actions": "general"}


def test_mirror_across_targets_respects_the_owning_category(
    provider: HolographicMemoryProvider,
) -> None:
    provider.on_memory_write("add", "user", "Works remotely")
    provider.on_memory_write("add", "memory", "Works remotely")  # same row, owned by user_pref
    assert _contents(provider) == {"Works remotely": "user_pref"}
    provider.on_memory_write("remove", "memory", "", {"previous_content": "Works remotely"})
    assert _contents(provider) == {"Works remotely": "user_pref"}  # other target: no-op
    provider.on_memory_write("remove", "user", "", {"previous_content": "Works remotely"})
    assert _contents(provider) == {}


def test_mirror_replace_onto_existing_text_drops_the_old_row(
    provider: HolographicMemoryProvider,
) -> None:
    provider.on_memory_write("add", "memory", "Uses Docker")
    provider.on_memory_write("add", "memory", "Uses Podman")
    provider.on_memory_write(
        "replace", "memory", "Uses Podman", metadata={"previous_content": "Uses Docker"}
    )
    assert _contents(provider) == {"Uses Podman": "general"}


SESSION = [
    {"role": "system", "content": "I prefer nothing, I am the system prompt"},
    {"role": "user", "content": "I prefer tabs over spaces in every repo"},
    {"role": "assistant", "content": "I prefer to note that."},
    {"role": "user", "content": "We decided to ship the beta on Monday"},
    {"role": "user", "content": "short"},
    {"role": "user", "content": ["I prefer lists", "not strings"]},
    {"role": "user", "content": "[CONTEXT COMPACTION — REFERENCE ONLY] I prefer summaries ..."},
    {
        "role": "user",
        "content": "[PRIOR CONTEXT — for reference only; not a new message]\n"
        "My favorite editor is Helix, always\n\n"
        "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]\n\n"
        "I prefer the summary text not to be mined\n\n--- END OF CONTEXT SUMMARY ---",
    },
]


@pytest.mark.parametrize("flag", [True, "true", "yes", "1"])
def test_session_end_extraction(hermes_home: Path, flag: object) -> None:
    p = HolographicMemoryProvider(config={"auto_extract": flag, "hrr_dim": 64})
    p.initialize("s", hermes_home=str(hermes_home))
    try:
        p.on_session_end(SESSION)
        assert _contents(p) == {
            "I prefer tabs over spaces in every repo": "user_pref",
            "We decided to ship the beta on Monday": "project",
            "My favorite editor is Helix, always": "user_pref",
        }
    finally:
        p.shutdown()


@pytest.mark.parametrize("config", [{}, {"auto_extract": "false"}, {"auto_extract": "no"}])
def test_session_end_extraction_is_off_unless_enabled(
    hermes_home: Path, config: dict[str, Any]
) -> None:
    p = HolographicMemoryProvider(config={**config, "hrr_dim": 64})
    p.initialize("s", hermes_home=str(hermes_home))
    try:
        p.on_session_end(SESSION)
        p.sync_turn("I prefer vim", "noted")  # never stores anything
        assert _contents(p) == {}
    finally:
        p.shutdown()


def test_auto_extract_string_false_from_config_file(hermes_home: Path) -> None:
    write_config(hermes_home, {"auto_extract": "false"})
    p = HolographicMemoryProvider()
    p.initialize("s", hermes_home=str(hermes_home))
    try:
        assert p.settings.auto_extract is False
        p.on_session_end(SESSION)
        assert _contents(p) == {}
    finally:
        p.shutdown()


def test_config_schema_and_save_config_keep_other_keys(hermes_home: Path) -> None:
    p = HolographicMemoryProvider()
    schema = p.get_config_schema()
    assert [f["key"] for f in schema] == ["db_path", "auto_extract", "default_trust", "hrr_dim"]
    assert schema[0]["default"] == "$HERMES_HOME/memory_store.db"
    assert schema[1]["choices"] == ["true", "false"] and schema[1]["default"] is False
    assert [f.get("type") for f in schema] == [None, "boolean", "number", "integer"]
    assert not any(f.get("secret") for f in schema)
    write_config(
        hermes_home,
        {"db_path": "/old.db", "auto_extract": "true", "min_trust_threshold": 0.2},
        memory={"provider": "holographic", "memory_char_limit": 3000},
        custom_key=[1, 2, 3],
    )
    p.save_config(
        {"db_path": str(hermes_home / "memory_store.db"), "auto_extract": "false"},
        str(hermes_home),
    )
    data = yaml.safe_load((hermes_home / "config.yaml").read_text(encoding="utf-8"))
    assert data["memory"] == {"provider": "holographic", "memory_char_limit": 3000}
    assert data["custom_key"] == [1, 2, 3]
    # The section is replaced; this home's own default path is stored portably.
    assert data["plugins"]["hermes-memory-store"] == {
        "db_path": "$HERMES_HOME/memory_store.db",
        "auto_extract": "false",
    }
    p.save_config({"db_path": "/shared/facts.db"}, str(hermes_home))
    data = yaml.safe_load((hermes_home / "config.yaml").read_text(encoding="utf-8"))
    assert data["plugins"]["hermes-memory-store"] == {"db_path": "/shared/facts.db"}


def test_save_config_refuses_an_unreadable_file(hermes_home: Path) -> None:
    """Settings that were not saved must not look saved: setup reports the error."""
    (hermes_home / "config.yaml").write_text("- just\n- a list\n", encoding="utf-8")
    with pytest.raises(ProviderConfigError, match="line 1: must hold a mapping"):
        HolographicMemoryProvider().save_config({"auto_extract": "true"}, str(hermes_home))
    assert (hermes_home / "config.yaml").read_text(encoding="utf-8") == "- just\n- a list\n"


def test_backup_paths_lists_a_database_outside_the_home(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "facts.db"
    assert HolographicMemoryProvider(config={"db_path": str(outside)}).backup_paths() == [
        str(outside.resolve())
    ]
    assert HolographicMemoryProvider(config={}).backup_paths() == []


@pytest.mark.usefixtures("no_numpy")
def test_the_whole_provider_works_without_numpy(hermes_home: Path) -> None:
    p = HolographicMemoryProvider(config={"hrr_dim": 64})
    p.initialize("s", hermes_home=str(hermes_home))
    try:
        tool(p, "fact_store", action="add", content="Project Falcon uses Postgres")
        tool(p, "fact_store", action="add", content="Project Falcon moved to MongoDB")
        recalled = p.prefetch("postgres?")
        assert recalled == "## Holographic Memory\n- [0.5] [id 1] Project Falcon uses Postgres"
        assert tool(p, "fact_store", action="probe", entity="Project Falcon")["count"] == 2
        assert tool(p, "fact_store", action="reason", entities=["Project Falcon"])["count"] == 2
        assert tool(p, "fact_store", action="contradict") == {"results": [], "count": 0}
    finally:
        p.shutdown()
