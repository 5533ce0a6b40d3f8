"""A provider's ``ctx.register_skill`` adds a read-only ``provider:name`` skill: listed,
viewable, in the next session's skills index, refused by skill_manage, pruned when the
provider changes, and a bad registration never costs the provider."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.runtime import MemoryRuntime
from hermes_memory.tools.skills import skill_manage, skill_view, skills_list
from skill_texts import skill_md

PLUGIN = """
from pathlib import Path
from typing import Any

from hermes_memory.providers.base import MemoryProvider

HERE = Path(__file__).parent


class SkillfulProvider(MemoryProvider):
    @property
    def name(self) -> str:
        return "skillful"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        pass

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []


def register(ctx):
    ctx.register_skill("recall-tips", HERE / "skills" / "recall-tips" / "SKILL.md")
    ctx.register_skill(name="graph-queries", path=str(HERE / "skills" / "graph-queries"),
                       description="Query the entity graph.")
    ctx.register_skill("missing", HERE / "nowhere" / "SKILL.md")  # skipped with a warning
    ctx.register_memory_provider(SkillfulProvider())
"""


def _install(home: Path) -> Path:
    folder = home / "plugins" / "skillful"
    for name, description in (
        ("recall-tips", "Phrase recall queries the provider answers well."),
        ("graph-queries", "Query the entity graph of the provider."),
    ):
        skill = folder / "skills" / name
        skill.mkdir(parents=True)
        (skill / "SKILL.md").write_text(skill_md(name, description))
    (folder / "__init__.py").write_text(textwrap.dedent(PLUGIN))
    (home / "config.yaml").write_text("memory:\n  provider: skillful\n")
    return folder


def test_provider_skills_are_listed_viewed_indexed_and_read_only(hermes_home: Path) -> None:
    folder = _install(hermes_home)
    skill_manage("create", "deploy-app", content=skill_md(), home=hermes_home)
    rt = MemoryRuntime(hermes_home, nudge_interval=0)  # loads the configured provider
    rt.start_session()
    rt.before_turn("How do I phrase recall queries for the graph?")
    prompt = rt.system_prompt
    assert "- skillful:recall-tips: Phrase recall queries" in prompt
    assert "- deploy-app: Deploy the web app" in prompt
    assert "missing" not in prompt
    rt.abandon_turn()
    rt.end_session()

    listed = json.loads(skills_list(home=hermes_home))
    names = [s["name"] for s in listed["skills"]]
    assert names == ["deploy-app", "skillful:graph-queries", "skillful:recall-tips"]
    viewed = json.loads(skill_view("skillful:recall-tips", home=hermes_home))
    assert viewed["success"] is True
    assert viewed["content"] == (folder / "skills" / "recall-tips" / "SKILL.md").read_text()

    before = (folder / "skills" / "recall-tips" / "SKILL.md").read_text()
    for action, extra in (
        ("patch", {"old_string": "Deploy", "new_string": "Ship"}),
        ("edit", {"content": skill_md("recall-tips")}),
        ("delete", {}),
        ("write_file", {"file_path": "references/x.md", "file_content": "x"}),
        ("create", {"content": skill_md("recall-tips")}),
    ):
        refused = json.loads(
            skill_manage(action, "skillful:recall-tips", **extra, home=hermes_home)
        )
        assert refused["success"] is False and "read-only" in refused["error"], action
    assert (folder / "skills" / "recall-tips" / "SKILL.md").read_text() == before
    assert not (folder / "skills" / "recall-tips" / "references").exists()

    out = CliRunner().invoke(
        main, ["--home", str(hermes_home), "skills", "view", "skillful:graph-queries", "--json"]
    )
    assert out.exit_code == 0 and json.loads(out.output)["name"] == "skillful:graph-queries"


def test_switching_the_provider_off_prunes_its_skills(hermes_home: Path) -> None:
    _install(hermes_home)
    MemoryRuntime(hermes_home, nudge_interval=0).end_session()
    assert json.loads(skills_list(home=hermes_home))["count"] == 2
    record = hermes_home / "skills" / ".provider_skills.json"
    assert record.stat().st_mode & 0o777 == 0o600
    (hermes_home / "config.yaml").write_text("memory:\n  provider: ''\n")
    MemoryRuntime(hermes_home, nudge_interval=0).end_session()
    assert json.loads(skills_list(home=hermes_home))["count"] == 0
    gone = json.loads(skill_view("skillful:recall-tips", home=hermes_home))
    assert gone["success"] is False and "no active memory provider" in gone["error"]
