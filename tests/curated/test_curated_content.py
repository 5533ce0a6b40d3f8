"""What an entry may hold: NUL, lone surrogates and the entry delimiter are refused with a
clear message on every write path (store, batch, tool, gates, CLI), and the file is left as
it was; whatever is accepted reads back from disk as exactly the entries written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermes_memory import memory_tool
from hermes_memory.cli import main
from hermes_memory.curated.content import prepare_entry, splits_on_reload
from hermes_memory.curated.entries import parse_bytes, serialize
from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import InvalidContentError
from hypothesis_profiles import examples

ODD = [
    ("bad\x00byte", "NUL character (U+0000) at position 3"),
    ("half \ud83d emoji", "lone UTF-16 surrogate (U+D83D) at position 5"),
    ("\udfff", "lone UTF-16 surrogate (U+DFFF) at position 0"),
    ("argv \udcff byte", "U+DCFF"),
]
SPLITTING = ["a\n§\nb", "a\r\n§\r\nb", "a\r§\rb", "a\n§", "one\n§\n\n§\ntwo", "x\n§\n§\ny"]
ONE_ENTRY = ["a § b", "§ 2", "§\nstarts with it", "§", "a\n §\nb", "a\n§§\nb", "§a\n§b"]
SEED = "Seed entry"


@pytest.fixture
def store(hermes_home: Path) -> MemoryStore:
    s = MemoryStore(home=hermes_home)
    s.load_from_disk()
    s.add("memory", SEED)
    return s


def disk(home: Path) -> bytes:
    return (home / "memories" / "MEMORY.md").read_bytes()


def reloaded(home: Path) -> list[str]:
    fresh = MemoryStore(home=home)
    fresh.load_from_disk()
    return fresh.memory_entries


@pytest.mark.parametrize(("text", "said"), ODD)
def test_odd_characters_are_refused_everywhere(
    store: MemoryStore, hermes_home: Path, text: str, said: str
) -> None:
    before = disk(hermes_home)
    attempts = [
        lambda: store.add("memory", text),
        lambda: store.replace("memory", SEED, text),
        lambda: store.replace("memory", text, "new"),
        lambda: store.remove("memory", text),
        lambda: store.resolve_entry("memory", text, "remove"),
        lambda: store.add_independent_entries("memory", ["fine", text]),
    ]
    for attempt in attempts:
        with pytest.raises(InvalidContentError) as caught:
            attempt()
        message = str(caught.value)
        assert said in message and "nothing was saved" in message
        message.encode("utf-8")  # the message never carries the character itself
    assert disk(hermes_home) == before
    assert store.memory_entries == [SEED]


@pytest.mark.parametrize(("text", "said"), ODD)
def test_odd_characters_in_a_batch_name_the_operation(
    store: MemoryStore, hermes_home: Path, text: str, said: str
) -> None:
    before = disk(hermes_home)
    for op in (
        {"action": "add", "content": text},
        {"action": "add", "new_text": text},
        {"action": "replace", "old_text": SEED, "content": text},
        {"action": "remove", "old_text": text},
    ):
        with pytest.raises(InvalidContentError, match=r"^Operation 2 \(") as caught:
            store.apply_batch("memory", [{"action": "add", "content": "ok"}, op])
        assert said in str(caught.value)
    assert disk(hermes_home) == before
    # a field the operation does not use is not its business
    store.apply_batch("memory", [{"action": "add", "content": "ok", "old_text": text}])
    assert reloaded(hermes_home) == [SEED, "ok"]


@pytest.mark.parametrize("text", SPLITTING)
def test_content_that_would_split_is_refused(
    store: MemoryStore, hermes_home: Path, text: str
) -> None:
    before = disk(hermes_home)
    for attempt in (
        lambda: store.add("memory", text),
        lambda: store.replace("memory", SEED, text),
        lambda: store.apply_batch("memory", [{"action": "add", "content": text}]),
        lambda: store.add_independent_entries("memory", [text]),
    ):
        with pytest.raises(InvalidContentError, match="line that is only '§'"):
            attempt()
    assert disk(hermes_home) == before
    assert reloaded(hermes_home) == [SEED]


@pytest.mark.parametrize("text", ONE_ENTRY)
def test_a_section_sign_that_does_not_split_is_kept_as_one_entry(
    store: MemoryStore, hermes_home: Path, text: str
) -> None:
    store.add("memory", text)
    store.add("memory", "after it")
    assert reloaded(hermes_home) == [SEED, text, "after it"]
    store.remove("memory", "after it")  # the entry stays addressable by its own text
    store.remove("memory", text.strip().splitlines()[-1].strip() or text)
    assert reloaded(hermes_home) == [SEED]


def test_crlf_content_is_stored_as_it_reads_back(store: MemoryStore, hermes_home: Path) -> None:
    store.add("memory", "line one\r\nline two\rline three")
    assert store.memory_entries[-1] == "line one\nline two\nline three"
    assert reloaded(hermes_home) == store.memory_entries


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.text(alphabet="a §\n\r\t", min_size=1, max_size=12), max_size=6))
def test_whatever_is_accepted_reads_back_as_written(texts: list[str]) -> None:
    accepted: list[str] = []
    for text in texts:
        try:
            entry = prepare_entry(text)
        except InvalidContentError:
            continue
        if entry and entry not in accepted:
            accepted.append(entry)
    assert parse_bytes(serialize(accepted).encode("utf-8")) == accepted
    for entry in accepted:
        assert not splits_on_reload(entry)


@pytest.mark.parametrize("text", [ODD[0][0], ODD[1][0], SPLITTING[0], SPLITTING[3]])
def test_tool_results_are_clear_encodable_failures(
    store: MemoryStore, hermes_home: Path, text: str
) -> None:
    before = disk(hermes_home)
    calls = [
        {"action": "add", "content": text},
        {"action": "replace", "old_text": "Seed", "content": text},
        {"operations": [{"action": "add", "content": text}]},
    ]
    for call in calls:
        raw = memory_tool(store=store, **call)  # type: ignore[arg-type]
        raw.encode("utf-8")
        result = json.loads(raw)
        assert result["success"] is False
        assert "nothing was saved" in result["error"]
    assert disk(hermes_home) == before


def test_no_write_is_staged_with_odd_content(store: MemoryStore, hermes_home: Path) -> None:
    for call in (
        {"action": "add", "content": "x\ud800"},
        {"action": "replace", "old_text": "Seed", "content": "a\n§\nb"},
        {"action": "remove", "old_text": "Seed\x00"},
        {"operations": [{"action": "remove", "old_text": "\ud800"}]},
    ):
        for origin in ("foreground", "background_review"):
            result = json.loads(
                memory_tool(
                    store=store,
                    write_approval=True,
                    write_origin=origin,
                    **call,  # type: ignore[arg-type]
                )
            )
            assert result["success"] is False and "staged" not in result
    assert not (hermes_home / "pending").exists()


def test_cli_refuses_with_exit_1_and_keeps_the_file(store: MemoryStore, hermes_home: Path) -> None:
    before = disk(hermes_home)
    runner = CliRunner()
    for args in (
        ["memory", "add", "a\n§\nb", "--json"],
        ["memory", "add", "surrogate \udcff from argv", "--json"],
        ["memory", "replace", "Seed", "nul\x00inside", "--json"],
    ):
        result = runner.invoke(main, args)
        assert result.exit_code == 1, result.output
        payload = json.loads(result.stdout)
        assert payload["success"] is False and "nothing was saved" in payload["error"]
    result = runner.invoke(main, ["memory", "add", "a\n§\nb"])
    assert result.exit_code == 1 and "only '§'" in result.stderr
    assert disk(hermes_home) == before
