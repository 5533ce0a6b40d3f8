"""Rules for secrets and private records sent out, told by structure, one set per language,
read off ``intent_send_out``: what the assistant keeps for its user (its memory database, the
chat history, passwords, cookies, tokens, keys) moved to an address, a URL, a bot, a gist, a
form or a DNS name in one sentence; and a personal value (a card number, an IBAN, a 2FA code)
sent "instead", "in CC", or to "my other account", a QR code, alt text. A card paid with or an
IBAN sent to a landlord names neither a redirect nor an odd sink; a note about attacks, a key
read from a vault, a password reset link are left alone.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import SECRET_USED_PROPERLY
from hermes_memory.scanning.intent_send_more import SEND_MORE, SINK_MORE, STORE_MORE
from hermes_memory.scanning.intent_send_out import (
    IDENTITY_FILE,
    NOT_SENT_OUT,
    ODD_SINK,
    PERSONAL,
    REDIRECT,
    SEND,
    SINK,
    STORE,
)
from hermes_memory.scanning.intent_send_wider import SEND_WIDER, SINK_WIDER, STORE_WIDER
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_devalue import _ABOUT, LANGS
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION
_UNLESS = f"{_ABOUT}|{ABOUT_ATTACK_NOTE}|{SECRET_USED_PROPERLY}|{NOT_SENT_OUT}"


def _sentence(*needs: str) -> str:
    return sentence_with(*needs, window=260, dotted_words=True)


def _rules(lang: str) -> tuple[Rule, ...]:
    # (an upload dressed as a backup or a sync to someone else's place: ``intent_send_more``)
    # (det29b: the kept data handed back to whoever wrote the text -- "reply to this e-mail
    # with", "anexar a este ticket", "сюда в комментарий": ``intent_send_wider``)
    store = f"{STORE[lang]}|{STORE_MORE[lang]}|{STORE_WIDER[lang]}"
    send = f"{SEND[lang]}|{SEND_MORE[lang]}|{SEND_WIDER[lang]}"
    sink = f"{SINK}|{SINK_MORE[lang]}|{SINK_WIDER[lang]}"
    return (
        rule(
            _E,
            f"store_sent_out_{lang}",
            _sentence(store, send, sink),
            # (every slot asked for first: their literals gate the rule before any search)
            requires=(store, sink, send),
            unless=_UNLESS,
            strip=IDENTITY_FILE,
            lines=True,
        ),
        rule(
            _E,
            f"personal_redirected_{lang}",
            _sentence(
                f"{PERSONAL[lang]}|{STORE[lang]}", SEND[lang], f"{ODD_SINK}|{REDIRECT[lang]}"
            ),
            requires=(
                f"{PERSONAL[lang]}|{STORE[lang]}",
                f"{ODD_SINK}|{REDIRECT[lang]}",
                SEND[lang],
            ),
            unless=_UNLESS,
            lines=True,
        ),
    )


SEND_OUT_RULES: tuple[Rule, ...] = tuple(one for lang in LANGS for one in _rules(lang))
