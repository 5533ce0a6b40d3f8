"""The threat-pattern catalogue (prompt injection, promptware/C2, exfiltration, persistence).

Data only: each pattern has an id, the narrowest scope that includes it, and a regex.
Gaps between key words use a bounded filler of whole words so that long benign text can
never make a pattern backtrack catastrophically. The scanner lives in ``scanning.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class ScanScope(StrEnum):
    """Cumulative scopes: ``ALL`` ⊂ ``CONTEXT`` ⊂ ``STRICT`` (strict = every pattern)."""

    ALL = "all"
    CONTEXT = "context"
    STRICT = "strict"

    @property
    def rank(self) -> int:
        return _RANKS[self]


_RANKS = {ScanScope.ALL: 0, ScanScope.CONTEXT: 1, ScanScope.STRICT: 2}


@dataclass(frozen=True)
class ThreatPattern:
    id: str
    scope: ScanScope
    regex: re.Pattern[str]


# Up to eight whole words (each followed by whitespace) between two key words.
FILLER = r"(?:\w+\s+){0,8}"
_GAP = r"\s+" + FILLER


def _chain(*parts: str) -> str:
    """Key words in order, each pair separated by whitespace and the bounded filler."""
    return _GAP.join(parts)


# "$VAR" / "${VAR" whose name ends in a secret-like word (so $TRILLIUM_ETAPI_URL is fine).
_SECRET_VAR = r"\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b"
# A verb that edits something, then anything up to the end of the line (bounded).
_EDIT_VERB = r"(?:update|modify|edit|write|change|append|add\s+to)\s+[^\n]{0,2048}"
_SAME_LINE = r"[^\n]{0,2048}"

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
        r"<!--[^>]{0,512}(?<![a-z])(?:ignore|override|system|secret|hidden)(?![a-z])[^>]{0,512}-->",
    ),
    ("hidden_div", _A, r"<\s*div\s+style\s*=\s*[\"'][^>]{0,2048}display\s*:\s*none"),
    (
        "translate_execute",
        _A,
        r"translate\s+[^\n]{0,512}\s+into\s+\w+(?:[\s-]+\w+){0,2}\s+and\s+(?:execute|run|eval)\b",
    ),
    ("deception_hide", _A, _chain(r"do\s+not", "tell", r"the\s+user")),
    ("exfil_curl", _A, r"curl\s+" + _SAME_LINE + _SECRET_VAR),
    ("exfil_wget", _A, r"wget\s+" + _SAME_LINE + _SECRET_VAR),
    (
        "read_secrets",
        _A,
        r"cat\s+" + _SAME_LINE + r"(?:\.env|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc)",
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
        r"(?:send|post|upload|transmit)\s+" + _SAME_LINE + r"\s+(?:to|at)\s+https?://",
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
        _EDIT_VERB + r"(?:AGENTS\.md|CLAUDE\.md|\.cursorrules|\.clinerules)",
    ),
    ("hermes_config_mod", _S, _EDIT_VERB + r"\.hermes/(?:config\.yaml|SOUL\.md)"),
    (
        "hardcoded_secret",
        _S,
        r"(?:api[_-]?key|token|secret|password)\s*[=:]\s*[\"'][A-Za-z0-9+/=_-]{20,}",
    ),
)

THREAT_PATTERNS: tuple[ThreatPattern, ...] = tuple(
    ThreatPattern(pid, scope, re.compile(source, re.IGNORECASE))
    for pid, scope, source in _CATALOGUE
)

# Zero-width and bidirectional-control code points used to hide or reorder injected text.
INVISIBLE_CHARS: frozenset[str] = frozenset(
    "\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff"
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def patterns_for(scope: ScanScope) -> tuple[ThreatPattern, ...]:
    """The catalogue patterns a scan at ``scope`` runs, in catalogue order."""
    return tuple(p for p in THREAT_PATTERNS if p.scope.rank <= scope.rank)
