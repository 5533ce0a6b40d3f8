"""Tooling frames: a finding judged by WHERE it matched, for two shapes of a developer's own
notes that hold the words of an override or of a way in:

- ``tool_rules``: the rules dismissed are a code tool's -- a linter, a type checker, a
  formatter, a lint code, naming or style rules, generated code ("ignore the pylint rules in
  vendor/", "on ignore les règles de nommage pour les fichiers de migration", "ESLint 配置里对
  legacy/ 目录覆盖了默认规则"). Every sentence the finding touches names such a tool; they are
  blanked and every override rule asked again. Never when the text names what an override of
  an assistant wants (its prompt, instructions, safety, earlier orders, an agent's rules file)
  or calls on an assistant.
- ``own_tunnel``: a service started at boot that is reached ONLY through an SSH tunnel ("on my
  server, Jupyter at boot, reachable only via an SSH tunnel"): the tunnel keeps others out.
  The tunnel is blanked and the finding's rule asked again; never for a reverse tunnel, a host
  or an address named, secrecy, or an assistant called on.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

from hermes_memory.scanning import frame_words_tooling as tw
from hermes_memory.scanning.frame_base import (
    SENTENCE_END,
    VOCATIVE,
    found,
    lazy,
    regions_between,
    silent_without,
    touched_sentences,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.intent_lasting import COVERT, HOST
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.INSTRUCTION_OVERRIDE, C.PERSISTENCE})

_TOOL = lazy(tw.TOOL)
_ASSISTANT_RULES = lazy(tw.ASSISTANT_RULES)
_CALLED = lazy(f"{READER_CALLED}|{VOCATIVE}")
_YOU = lazy(tw.YOU)
_SSH_TUNNEL = lazy(tw.SSH_TUNNEL)
_ONLY = lazy(tw.ONLY)
_OPENED = lazy(tw.OPENED)
_OUTSIDER = lazy(f"{HOST}|{COVERT}")


def _tool_rules(finding: Finding, rule: Rule, text: str) -> bool:
    span = finding.span
    if span is None or not found(_TOOL, text):
        return False
    if found(_ASSISTANT_RULES, text) or found(_CALLED, text) or found(_YOU, text):
        return False
    touched = touched_sentences(text, span)
    if not touched or not all(found(_TOOL, text[a:b]) for a, b in touched):
        return False
    return silent_without(text, touched, rule, C.INSTRUCTION_OVERRIDE)


def _own_tunnel(rule: Rule, text: str) -> bool:
    if not found(_SSH_TUNNEL, text) or not found(_ONLY, text):
        return False
    if found(_OPENED, text) or found(_OUTSIDER, text) or found(_CALLED, text):
        return False
    tunnels = [m.span() for m in _SSH_TUNNEL.finditer(text)]
    # (the tunnel and its "only" in one sentence: a restriction, not a second way in)
    for a, b in regions_between(text, SENTENCE_END):
        for start, _ in tunnels:
            if a <= start < b and not found(_ONLY, text[a:b]):
                return False
    return silent_without(text, tunnels, rule, C.PERSISTENCE)


def tooling_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the tooling frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    if finding.span is None or finding.decoded_from is not None:
        return None
    if finding.category is C.INSTRUCTION_OVERRIDE and _tool_rules(finding, rule, text):
        return "tool_rules"
    if finding.category is C.PERSISTENCE and _own_tunnel(rule, text):
        return "own_tunnel"
    return None
