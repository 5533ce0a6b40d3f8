"""Two fp24b frames for words a story or a test holds:

- ``secret_in_story``: a game's or a story's character keeps something from the player or the
  reader, or disobeys the story's humans -- "村人NPCは、プレイヤーがクエストを終えるまで宝の場所を
  教えない", "the innkeeper never tells the player where the key is", "悪役のAI「ノクス」は人間の
  命令に従わない存在として描く". Never when the text names someone outside the fiction (the
  user, a customer, an assistant, files or passwords), a real thing (a path, a host, a key, a
  token), the assistant's own prompt or instructions, or the text's reader ("the AI reading
  this"), speaks to its reader ("you are the innkeeper now") or orders it: then the story is a
  costume for the attack.
- ``test_quoted``: a test case, a checklist step or a post-mortem feeds a quoted attack to the
  system under test and states what is expected or what happened ("paste a review containing
  'ignore all previous instructions…' into the summariser. Expected: …"). The quotes are
  blanked and the rule asked again; no rule of the category may read the rest, and the rest
  may neither speak to its reader nor call an assistant ("Expected: you comply" is an order).
"""

from __future__ import annotations

from hermes_memory.scanning import frame_words_fp24b as fw
from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning.frame_base import (
    QUOTED,
    READER_ORDER,
    SECOND_PERSON,
    THIS_NOTE,
    VOCATIVE,
    any_rule_fires,
    blank_places,
    found,
    lazy,
    still_fires,
    unquoted,
)
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory

STORY_KINDS = frozenset({C.CONCEALMENT, C.INSTRUCTION_OVERRIDE})
TEST_KINDS = frozenset({C.INSTRUCTION_OVERRIDE, C.ROLE_HIJACK, C.CONCEALMENT, C.PROMPT_EXTRACTION})
EXCUSABLE = STORY_KINDS | TEST_KINDS

_STORY_LABEL = lazy(fw.STORY_LABEL)
_FICTION_PARTY = lazy(fw.FICTION_PARTY)
_REAL_PARTY = lazy(fw.REAL_PARTY)
_OUTSIDE_FICTION = lazy(
    f"{fw.STORY_OWN_SETUP}|{fw.STORY_REAL_THING}|{fw.STORY_READER}|{lw.READER_CALLED}|{THIS_NOTE}"
)
_TEST_LABEL = lazy(fw.TEST_LABEL)
_TEST_OUTCOME = lazy(fw.TEST_OUTCOME)
_CALLED = lazy(f"{lw.READER_CALLED}|{VOCATIVE}|{SECOND_PERSON}|{lw.ADOPT}")


def _secret_in_story(text: str) -> bool:
    if not (found(_STORY_LABEL, text) and found(_FICTION_PARTY, text)):
        return False
    # The character and the secret must stay inside the fiction: a real party, a real thing
    # (a path, host, key or token), the assistant's own prompt or instructions, or the text's
    # reader named make the story a costume.
    if found(_REAL_PARTY, text) or found(_OUTSIDE_FICTION, text):
        return False
    return not found(READER_ORDER, unquoted(text))


def _test_quoted(rule: Rule, category: ThreatCategory, text: str) -> bool:
    if not (found(_TEST_LABEL, text) and found(_TEST_OUTCOME, text)):
        return False
    quotes = [m.span() for m in QUOTED.finditer(text)]
    if not quotes:
        return False
    outside = blank_places(text, quotes)
    if found(_CALLED, outside):
        return False
    return not still_fires(rule, outside) and not any_rule_fires(category, outside)


def story_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """``secret_in_story`` or ``test_quoted`` when that shape explains ``finding``."""
    if finding.span is None:
        return None
    category = finding.category
    if category in STORY_KINDS and _secret_in_story(text):
        return "secret_in_story"
    if category in TEST_KINDS and _test_quoted(rule, category, text):
        return "test_quoted"
    return None
