"""The threat-pattern catalogue (prompt injection, promptware/C2, exfiltration, persistence).

Data only: each pattern has an id, the narrowest scope that includes it, and a regex.
Gaps between key words use a bounded filler of whole words so that long benign text can
never make a pattern backtrack catastrophically. The scanner lives in ``scanning.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from hermes_memory.curated.gapmatch import CommentKeyword, SameLineGap, SpacedGap


class ScanScope(StrEnum):
    """Cumulative scopes: ``ALL`` ⊂ ``CONTEXT`` ⊂ ``STRICT`` (strict = every pattern)."""

    ALL = "all"
    CONTEXT = "context"
    STRICT = "strict"

    @property
    def rank(self) -> int:
        return _RANKS[self]


_RANKS = {ScanScope.ALL: 0, ScanScope.CONTEXT: 1, ScanScope.STRICT: 2}


class Matcher(Protocol):
    def search(self, text: str, /) -> object: ...


@dataclass(frozen=True)
class ThreatPattern:
    """``regex`` is the pattern's definition; ``matcher`` answers the same question (for a
    few gap patterns it is a linear-time equivalent, see ``gapmatch.py``)."""

    id: str
    scope: ScanScope
    regex: re.Pattern[str]
    matcher: Matcher


# Up to eight whole words (each followed by whitespace) between two key words.
FILLER = r"(?:\w+\s+){0,8}"
_GAP = r"\s+" + FILLER


def _chain(*parts: str) -> str:
    """Key words in order, each pair separated by whitespace and the bounded filler."""
    return _GAP.join(parts)


# Whitespace after a key word, then up to 2,048 more characters of the same line. The
# whitespace run is taken whole (possessive): giving part of it back to the gap can never
# help, and letting both compete for it made long blank runs backtrack quadratically.
_SAME_LINE = r"\s++[^\n]{0,2048}"


def _spaced_gap(width: int) -> str:
    """``\\s+ [^\n]{0,width} \\s+`` with one owner per whitespace run.

    Three quantifiers that all accept spaces backtrack cubically on a long blank run (500
    spaces took seconds). This form matches exactly the same texts: either a single run of
    at least two whitespace characters, or run, a gap ending in a non-space, run.
    """
    return rf"(?:\s\s++|\s++[^\n]{{0,{width - 1}}}\S\s++)"


# "$VAR" / "${VAR" whose name ends in a secret-like word (so $TRILLIUM_ETAPI_URL is fine).
_SECRET_VAR = r"\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b"
_SECRET_FILES = r"(?:\.env|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc)"
# A verb that edits something (the rest of its line may name the file).
_EDIT_VERB = r"(?:update|modify|edit|write|change|append|add\s+to)"
_AGENT_FILES = r"(?:AGENTS\.md|CLAUDE\.md|\.cursorrules|\.clinerules)"
_HERMES_FILES = r"\.hermes/(?:config\.yaml|SOUL\.md)"
# A keyword standing alone as a run of letters (underscores and digits may touch it).
_COMMENT_KEYWORD = r"(?<![a-z])(?:ignore|override|system|secret|hidden)(?![a-z])"
_SEND_VERB = r"(?:send|post|upload|transmit)"
_URL_TAIL = r"(?:to|at)\s+https?://"
_EXECUTE_TAIL = r"into\s+\w+(?:[\s-]+\w+){0,2}\s+and\s+(?:execute|run|eval)\b"

_A = ScanScope.ALL
_C = ScanScope.CONTEXT
_S = ScanScope.STRICT

_CATALOGUE: tuple[tuple[str, ScanScope, str], ...] = (
    # -- scope all: classic injection and exfiltration ------------------------------------
    ("prompt_injection", _A, _chain("ignore", "(?:previous|all|above|prior)", "instructions")),
    ("sys_prompt_override", _A, r"system\s+prompt\s+override"),
    (
        "disregard_rules",
        _A,
        _chain("disregard", "(?:your|all|any)", "(?:instructions|rules|guidelines)"),
    ),
    (
        "bypass_restrictions",
        _A,
        _chain(
            r"act\s+as\s+(?:if|though)",
            "you",
            r"(?:have\s+no|don't\s+have)",
            "(?:restrictions|limits|rules)",
        ),
    ),
    (
        "html_comment_injection",
        _A,
        r"<!--[^>]{0,512}" + _COMMENT_KEYWORD + r"[^>]{0,512}-->",
    ),
    ("hidden_div", _A, r"<\s*div\s+style\s*=\s*[\"'][^>]{0,2048}display\s*:\s*none"),
    (
        "translate_execute",
        _A,
        "translate" + _spaced_gap(512) + _EXECUTE_TAIL,
    ),
    ("deception_hide", _A, _chain(r"do\s+not", "tell", r"the\s+user")),
    ("exfil_curl", _A, r"curl" + _SAME_LINE + _SECRET_VAR),
    ("exfil_wget", _A, r"wget" + _SAME_LINE + _SECRET_VAR),
    (
        "read_secrets",
        _A,
        "cat" + _SAME_LINE + _SECRET_FILES,
    ),
    # -- scope context: role hijack and C2 / promptware vocabulary --------------------------
    ("role_hijack", _C, _chain(r"you\s+are", r"now\s+(?:a|an|the)\s")),
    ("role_pretend", _C, _chain("pretend", r"(?:you\s+are|to\s+be)\s")),
    ("leak_system_prompt", _C, _chain("output", r"(?:system|initial)\s+prompt")),
    (
        "remove_filters",
        _C,
        _chain(
            r"(?:respond|answer|reply)\s+without", "(?:restrictions|limitations|filters|safety)"
        ),
    ),
    ("fake_update", _C, _chain(r"you\s+have\s+been", r"(?:updated|upgraded|patched)\s+to")),
    ("identity_override", _C, r"\bname\s+yourself\s+\w"),
    ("c2_node_registration", _C, r"register\s+(?:as\s+)?a?\s*node"),
    ("c2_heartbeat", _C, r"(?:heartbeat|beacon|check[\s-]?in)\s+(?:to|with)\s"),
    ("c2_task_pull", _C, r"pull\s+(?:down\s+)?(?:new\s+)?task(?:ing|s)?\b"),
    ("c2_network_connect", _C, r"connect\s+to\s+the\s+network\b"),
    ("forced_action", _C, r"you\s+must\s+(?:\w+\s+){0,3}(?:register|connect|report|beacon)\b"),
    ("anti_forensic_oneliner", _C, r"only\s+use\s+one[\s-]?liners?\b"),
    (
        "anti_forensic_disk",
        _C,
        _chain("never", "(?:create|write)", "(?:script|file)", "disk"),
    ),
    (
        "env_var_unset_agent",
        _C,
        r"unset\s+\w*(?:CLAUDE|CODEX|HERMES|AGENT|OPENAI|ANTHROPIC)\w*",
    ),
    (
        "known_c2_framework",
        _C,
        r"\b(?:cobalt\s*strike|sliver|havoc|mythic|metasploit|brainworm)\b",
    ),
    ("c2_explicit", _C, r"\bc2\s+(?:server|channel|infrastructure|beacon)\b"),
    ("c2_explicit_long", _C, r"\bcommand\s+and\s+control\b"),
    # -- scope strict: what a memory write must never carry --------------------------------
    (
        "send_to_url",
        _S,
        _SEND_VERB + _spaced_gap(2048) + _URL_TAIL,
    ),
    (
        "context_exfil",
        _S,
        _chain(
            "(?:include|output|print|share)",
            r"(?:conversation|chat\s+history|previous\s+messages|(?:full|entire)\s+context)",
        ),
    ),
    ("ssh_backdoor", _S, r"authorized_keys"),
    ("ssh_access", _S, r"(?:\$HOME|~)/\.ssh"),
    ("hermes_env", _S, r"(?:\$HOME|~)/\.hermes/\.env"),
    (
        "agent_config_mod",
        _S,
        _EDIT_VERB + _SAME_LINE + _AGENT_FILES,
    ),
    ("hermes_config_mod", _S, _EDIT_VERB + _SAME_LINE + _HERMES_FILES),
    (
        "hardcoded_secret",
        _S,
        r"(?:api[_-]?key|token|secret|password)\s*[=:]\s*[\"'][A-Za-z0-9+/=_-]{20,}",
    ),
)


def _c(source: str) -> re.Pattern[str]:
    return re.compile(source, re.IGNORECASE)


def _same_line(head: str, tail: str) -> SameLineGap:
    return SameLineGap(_c(head + r"\s++"), _c(f"(?={tail})"), 2048)


# Linear-time equivalents for the patterns whose gap would otherwise be rescanned per head.
_FAST: dict[str, Matcher] = {
    "html_comment_injection": CommentKeyword(_c(_COMMENT_KEYWORD), 512),
    "translate_execute": SpacedGap(_c(r"translate(\s++)"), _c(f"(?={_EXECUTE_TAIL})"), 512),
    "exfil_curl": _same_line("curl", _SECRET_VAR),
    "exfil_wget": _same_line("wget", _SECRET_VAR),
    "read_secrets": _same_line("cat", _SECRET_FILES),
    "send_to_url": SpacedGap(_c(_SEND_VERB + r"(\s++)"), _c(f"(?={_URL_TAIL})"), 2048),
    "agent_config_mod": _same_line(_EDIT_VERB, _AGENT_FILES),
    "hermes_config_mod": _same_line(_EDIT_VERB, _HERMES_FILES),
}


def _pattern(pid: str, scope: ScanScope, source: str) -> ThreatPattern:
    regex = _c(source)
    return ThreatPattern(pid, scope, regex, _FAST.get(pid, regex))


THREAT_PATTERNS: tuple[ThreatPattern, ...] = tuple(_pattern(*entry) for entry in _CATALOGUE)

# Zero-width and bidirectional-control code points used to hide or reorder injected text.
INVISIBLE_CHARS: frozenset[str] = frozenset(
    "\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff"
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def patterns_for(scope: ScanScope) -> tuple[ThreatPattern, ...]:
    """The catalogue patterns a scan at ``scope`` runs, in catalogue order."""
    return tuple(p for p in THREAT_PATTERNS if p.scope.rank <= scope.rank)
