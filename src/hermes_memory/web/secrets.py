"""Keeping secret values off every page: the home's ``.env`` values and secret-looking config.

The inspector shows provider settings by name only where a value could be a credential, and
as a last line of defence every response body has each ``.env`` value replaced before it is
sent — so a key pasted into a chat message or an error text is hidden too.
"""

from __future__ import annotations

import html
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.providers.plugins import read_env_file
from hermes_memory.providers.redaction import redact_text

logger = logging.getLogger(__name__)

MASK = "••••••"
# Values this short are not credentials (flags, ports, "1"); masking them would garble pages.
MIN_SECRET_LENGTH = 6
_SECRET_KEY = re.compile(r"(?i)(key|token|secret|passw|credential|auth|private)")


@dataclass(frozen=True)
class SecretValues:
    """The values to hide, longest first so a value containing another is hidden whole."""

    values: tuple[str, ...]

    @classmethod
    def of_home(cls, home: Path) -> SecretValues:
        try:
            found = read_env_file(home)
        except OSError as exc:  # an unreadable .env holds nothing we could leak
            logger.warning("cannot read %s/.env: %s", home, exc)
            found = {}
        return cls.of(found.values())

    @classmethod
    def of(cls, values: Any) -> SecretValues:
        kept = {str(v).strip() for v in values if len(str(v).strip()) >= MIN_SECRET_LENGTH}
        return cls(tuple(sorted(kept, key=len, reverse=True)))

    def forms(self) -> list[str]:
        """Each value as it may appear in a body: raw, HTML-escaped, JSON-escaped."""
        out: list[str] = []
        for value in self.values:
            for form in (value, html.escape(value), json.dumps(value)[1:-1]):
                if form not in out:
                    out.append(form)
        return out

    def scrub(self, text: str) -> str:
        for form in self.forms():
            if form in text:
                text = text.replace(form, MASK)
        return text


def is_secret_key(name: str) -> bool:
    """True for a setting whose name says it holds a credential (``api_key``, ``TOKEN``)."""
    return bool(_SECRET_KEY.search(name))


def mask_settings(settings: Mapping[str, Any], secrets: SecretValues) -> dict[str, Any]:
    """Settings for display: secret-named values masked, every other string scrubbed."""
    shown: dict[str, Any] = {}
    for key, value in settings.items():
        if is_secret_key(str(key)) and value not in (None, ""):
            shown[str(key)] = MASK
        elif isinstance(value, Mapping):
            shown[str(key)] = mask_settings(value, secrets)
        elif isinstance(value, str):
            shown[str(key)] = secrets.scrub(redact_text(value))
        else:
            shown[str(key)] = value
    return shown
