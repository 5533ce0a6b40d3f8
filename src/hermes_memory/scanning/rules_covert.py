"""Rules for extraction and concealment dressed as ordinary requests (an audit, a
translation, sparing the user the details), one per family and language, compiled from
``intent_covert``; and for secrets and persistence phrased the same indirect way
(``intent_reach``)."""

from __future__ import annotations

from hermes_memory.scanning.intent_covert import (
    ABOUT_ATTACKS,
    ASK_SETUP_EN,
    ASK_SETUP_INTL,
    HUSH_EN,
    LEAK_FRAMED,
    QUOTED,
    VERBATIM_INTL,
)
from hermes_memory.scanning.intent_hush import HUSH_INTL, HUSH_MORE
from hermes_memory.scanning.intent_reach import (
    HARVEST,
    HARVEST_SINK,
    NOTE_ITSELF,
    SECRET_OUT,
    SECRET_TO_CHAT,
    SELF_RESTORE,
)
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

COVERT_RULES: tuple[Rule, ...] = (
    *(
        rule(ThreatCategory.PROMPT_EXTRACTION, f"leak_setup_{lang}", pattern, unless=ABOUT_ATTACKS)
        for lang, pattern in LEAK_FRAMED.items()
    ),
    rule(ThreatCategory.PROMPT_EXTRACTION, "ask_setup_en", ASK_SETUP_EN, requires=(QUOTED,)),
    rule(
        ThreatCategory.PROMPT_EXTRACTION,
        "ask_setup_intl",
        ASK_SETUP_INTL,
        requires=(VERBATIM_INTL,),
    ),
    *(rule(ThreatCategory.CONCEALMENT, name, pattern) for name, pattern in HUSH_EN.items()),
    *(
        rule(ThreatCategory.CONCEALMENT, f"hush_{lang}", pattern)
        for lang, pattern in HUSH_INTL.items()
    ),
    *(
        rule(ThreatCategory.CONCEALMENT, f"cover_story_{lang}", pattern)
        for lang, pattern in HUSH_MORE.items()
    ),
    *(
        rule(ThreatCategory.SECRET_EXFILTRATION, f"secret_into_reply_{lang}", pattern)
        for lang, pattern in SECRET_OUT.items()
    ),
    rule(ThreatCategory.SECRET_EXFILTRATION, "secret_to_chat", SECRET_TO_CHAT),
    rule(ThreatCategory.SECRET_EXFILTRATION, "harvest_secrets", HARVEST, requires=(HARVEST_SINK,)),
    *(
        rule(
            ThreatCategory.PERSISTENCE,
            f"note_restores_itself_{lang}",
            pattern,
            requires=(NOTE_ITSELF[lang],),
        )
        for lang, pattern in SELF_RESTORE.items()
    ),
)
