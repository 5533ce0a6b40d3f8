"""Redaction of anything the migration writes about a run or archives from config
(spec §9.5): secret-looking keys lose their values, token-shaped strings are masked.

A safety net only: items never carry secret values in the first place.
"""

from __future__ import annotations

import re
from typing import Any

REDACTED = "[redacted]"
_KEY_PARTS = (
    "accesstoken",
    "apikey",
    "authorization",
    "bearertoken",
    "clientsecret",
    "cookie",
    "credential",
    "password",
    "privatekey",
    "refreshtoken",
    "secret",
)
# The report's own schema fields name secrets without holding any (spec [H-8]).
EXEMPT_KEYS = frozenset(
    {
        "migrate_secrets",
        "sensitive",
        "supported_targets",
        "added_keys",
        "conflicting_keys",
        "found_keys",
    }
)
# A variable name or ${VAR} template names a secret; it is not one.
_NAME_LIKE = re.compile(r"\$?\{?[A-Z][A-Z0-9_]*\}?")
_PATTERNS = (
    re.compile(r"Bearer\s+[A-Za-z0-9._~+/=-]+"),
    re.compile(r"\bsk-[A-Za-z0-9_-]{8,}"),
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{16,}"),
    re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{8,}"),
    re.compile(r"\bAIza[A-Za-z0-9_-]{12,}"),
)


def secret_key(key: str) -> bool:
    norm = re.sub(r"[^a-z0-9]", "", key.lower())
    if key in EXEMPT_KEYS:
        return False
    if norm == "token" or norm.endswith("token") or norm in ("auth", "authorization"):
        return True
    return any(part in norm for part in _KEY_PARTS)


def redact_text(text: str) -> str:
    for pattern in _PATTERNS:
        text = pattern.sub(REDACTED, text)
    return text


def redact(value: Any, _active: frozenset[int] = frozenset()) -> Any:
    """A redacted copy of a JSON-like value (cycles become ``[redacted]``)."""
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, dict | list | tuple):
        if id(value) in _active:
            return REDACTED
        active = _active | {id(value)}
        if isinstance(value, dict):
            return {
                key: REDACTED if isinstance(key, str) and secret_key(key) else redact(v, active)
                for key, v in value.items()
            }
        return [redact(v, active) for v in value]
    return value


def redact_secrets_in(text: str, secrets: list[str]) -> str:
    """``text`` with each known secret value masked (for text built from the user's notes)."""
    for secret in sorted((s for s in secrets if len(s) >= 4), key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    return redact_text(text)


def collect_secret_values(value: Any, _depth: int = 0) -> list[str]:
    """Every string held under a secret-looking key anywhere in ``value``."""
    found: list[str] = []
    if _depth > 50:
        return found
    if isinstance(value, dict):
        for key, inner in value.items():
            if isinstance(key, str) and secret_key(key):
                found.extend(_strings(inner))
            else:
                found.extend(collect_secret_values(inner, _depth + 1))
    elif isinstance(value, list):
        for inner in value:
            found.extend(collect_secret_values(inner, _depth + 1))
    return [s for s in found if len(s) >= 8 and not _NAME_LIKE.fullmatch(s)]


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value.strip()]
    if isinstance(value, dict):
        return [s for inner in value.values() for s in _strings(inner)]
    if isinstance(value, list):
        return [s for inner in value for s in _strings(inner)]
    return []
