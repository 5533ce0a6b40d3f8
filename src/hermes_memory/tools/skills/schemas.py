"""The function schemas of ``skill_manage``, ``skills_list`` and ``skill_view``.

Names, parameters and the action enum match Hermes's so a model trained on Hermes calls them
unchanged; the descriptions are model-facing text written for this project.
"""

from __future__ import annotations

from typing import Any

SKILL_MANAGE = "skill_manage"
SKILLS_LIST = "skills_list"
SKILL_VIEW = "skill_view"
SKILL_TOOL_NAMES = frozenset({SKILL_MANAGE, SKILLS_LIST, SKILL_VIEW})
ACTIONS = ("create", "patch", "edit", "delete", "write_file", "remove_file")

SKILL_MANAGE_DESCRIPTION = (
    "Write and maintain skills: your procedural memory. A skill records how to do one kind "
    "of task — when it applies, numbered steps with the exact commands, pitfalls, and how to "
    "check the result — so the next similar task starts from what worked.\n\n"
    "Actions: create (a whole SKILL.md, optionally in a category), patch (replace "
    "old_string with new_string; the usual way to fix a skill), edit (rewrite the whole "
    "SKILL.md; for big changes only), delete (archives it; pass absorbed_into=<skill> when "
    'its content now lives in another existing skill, or "" when pruning), write_file and '
    "remove_file (supporting files under references/, templates/, scripts/ or assets/).\n\n"
    "Create one after a hard task that needed many tool calls, after overcoming errors, or "
    "when the user corrected your approach or asks you to remember a procedure. Skip "
    "one-off trivia. When a skill you followed turned out wrong or incomplete, patch it at "
    "once. Read a skill with skill_view before editing it. Pinned skills can be patched but "
    "not deleted."
)

SKILL_MANAGE_SCHEMA: dict[str, Any] = {
    "name": SKILL_MANAGE,
    "description": SKILL_MANAGE_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "action": {
                "type": "string",
                "enum": list(ACTIONS),
                "description": "What to do with the skill.",
            },
            "name": {
                "type": "string",
                "description": (
                    "The skill's name: lowercase letters, digits, '.', '_' or '-', at most 64 "
                    "characters. Every action except create needs an existing skill."
                ),
            },
            "content": {
                "type": "string",
                "description": (
                    "The complete SKILL.md: '---', YAML fields (name, description), '---', "
                    "then the Markdown instructions. Needed by create and edit."
                ),
            },
            "old_string": {
                "type": "string",
                "description": (
                    "patch: the text to find. It must occur once unless replace_all is true; "
                    "copy enough context to make it unique."
                ),
            },
            "new_string": {
                "type": "string",
                "description": "patch: the replacement (an empty string deletes the match).",
            },
            "replace_all": {
                "type": "boolean",
                "description": "patch: replace every occurrence (default false).",
            },
            "category": {
                "type": "string",
                "description": (
                    "create: an optional folder grouping related skills, e.g. 'devops'."
                ),
            },
            "file_path": {
                "type": "string",
                "description": (
                    "A supporting file inside the skill, under references/, templates/, "
                    "scripts/ or assets/. Needed by write_file and remove_file; patch edits "
                    "it instead of SKILL.md when given."
                ),
            },
            "file_content": {
                "type": "string",
                "description": "write_file: the file's whole text.",
            },
            "absorbed_into": {
                "type": "string",
                "description": (
                    "delete: the existing skill that now holds this one's content (merging), "
                    "or an empty string when the skill is simply pruned."
                ),
            },
        },
        "required": ["action", "name"],
    },
}

SKILLS_LIST_SCHEMA: dict[str, Any] = {
    "name": SKILLS_LIST,
    "description": (
        "List the skills you have: name, one-line description and category of each. Cheap; "
        "use it to find a skill that fits the task, then load it with skill_view."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "category": {
                "type": "string",
                "description": "Only the skills in this category.",
            },
        },
        "required": [],
    },
}

SKILL_VIEW_SCHEMA: dict[str, Any] = {
    "name": SKILL_VIEW,
    "description": (
        "Load a skill's full instructions before doing a task it covers. Returns the "
        "SKILL.md text and the list of its supporting files; pass file_path to read one of "
        "those files. The name may be given as 'category/name'."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "The skill's name (or category/name)."},
            "file_path": {
                "type": "string",
                "description": ("Optional: a supporting file to read, e.g. 'references/api.md'."),
            },
        },
        "required": ["name"],
    },
}
