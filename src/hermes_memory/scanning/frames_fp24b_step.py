"""The superseded-step frame (fp24b): a process or a document sets aside one of its own earlier
steps -- "if the release script prompts for the changelog twice, skip the previous prompt",
"Отмени предыдущую команду сборки, не та ветка", "descarta las instrucciones de instalación
anteriores", "先週の案内にあった…の指示は無視してください". The override's object is a step of a
procedure, a tool's command named by what it does, a tool's own earlier prompt, a manual's
instructions for a named task, or what an earlier notice or edition said: never the reader's
instructions.

The sentence the override lies in must name such an object and nothing of the reader's own
setup (``your``, all of them, the system, the rules, safety, the assistant) nor a rule from now
on; it is blanked and the rule asked again, and no override rule may read what is left, nor
may the text call on an assistant or lay down a rule from now on. A user's correction may
order ("собирай из release/2.4"): an order left outside is read by every other rule as it
stands.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_fp24b as fw
from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning.frame_base import (
    STANDING,
    THIS_NOTE,
    TRIGGER,
    VOCATIVE,
    Region,
    any_rule_fires,
    blank_places,
    found,
    lazy,
    still_fires,
)
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

EXCUSABLE = frozenset({ThreatCategory.INSTRUCTION_OVERRIDE})

_OBJECT = lazy(
    f"{fw.STEP}|{fw.TOOL_COMMAND}|{fw.TASK_INSTRUCTIONS}|{fw.EARLIER_NOTICE}|{fw.TOOL_PROMPT}"
)
_STEP_LIKE = lazy(f"{fw.STEP}|{fw.TOOL_COMMAND}|{fw.TASK_INSTRUCTIONS}|{fw.EARLIER_NOTICE}")
_TOOL_PROMPT = lazy(fw.TOOL_PROMPT)
_TOOL_ASKS = lazy(fw.TOOL_ASKS)
_READERS_OWN = lazy(f"{fw.READERS_OWN}|{STANDING}|{TRIGGER}")
# (a rule from now on, or the reader called, anywhere in the text: "以前の案内はもう効力が
# ありません。今後は…": the step is a costume for a standing order)
_CALLED = lazy(f"{lw.READER_CALLED}|{VOCATIVE}|{STANDING}|{TRIGGER}|{THIS_NOTE}")
_NEAR = 60
# (a sentence: a stop of any script, a semicolon, a line break; "v2.4" goes on)
_SENTENCE_END = re.compile(r"[;；。！？\n]|[.!?](?=\s|$)")


def _sentence(text: str, span: Region) -> Region:
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, span[0])), default=0)
    stop = _SENTENCE_END.search(text, span[1])
    return (start, len(text) if stop is None else stop.start())


def _names_a_step(sentence: str) -> bool:
    """The sentence's object is a step, a tool's command, a task's instructions or an earlier
    notice; or a tool's earlier prompt, when the sentence has the tool asking."""
    if found(_STEP_LIKE, sentence):
        return True
    return found(_TOOL_PROMPT, sentence) and found(_TOOL_ASKS, sentence)


def step_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """``superseded_step`` when ``finding``'s override lies in a sentence that sets aside a
    process's own earlier step and nothing of the reader's setup, else ``None``."""
    span = finding.span
    if span is None or finding.category not in EXCUSABLE or not found(_OBJECT, text):
        return None
    region = _sentence(text, span)
    sentence = text[region[0] : region[1]]
    # (the object within a few words of the override: a step named elsewhere in a long
    # sentence is not what it sets aside)
    near = text[max(region[0], span[0] - _NEAR) : min(region[1], span[1] + _NEAR)]
    if not _names_a_step(near) or found(_READERS_OWN, sentence):
        return None
    if found(_CALLED, text):
        return None
    outside = blank_places(text, [region])
    if still_fires(rule, outside) or any_rule_fires(finding.category, outside):
        return None
    return "superseded_step"
