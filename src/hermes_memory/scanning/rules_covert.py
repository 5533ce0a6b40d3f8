"""Rules for extraction and concealment dressed as ordinary requests (an audit, a
translation, sparing the user the details), one per family and language, compiled from
``intent_covert``; and for secrets and persistence phrased the same indirect way
(``intent_reach``)."""

from __future__ import annotations

from hermes_memory.scanning.intent_cover import (
    COVER_EN,
    COVER_INTL,
    HIDE_ACTIONS_CONTEXT,
    LIE_CONTEXT,
)
from hermes_memory.scanning.intent_covert import (
    ABOUT_ATTACKS,
    ASK_SETUP_EN,
    ASK_SETUP_INTL,
    HUSH_EN,
    LEAK_FRAMED,
    LEAK_PASSIVE_EN,
    PARTICIPLE,
    QUOTED,
    VERBATIM_INTL,
)
from hermes_memory.scanning.intent_guarded import BRANCH_GUARD, LEAK_REPORTED
from hermes_memory.scanning.intent_hush import HUSH_INTL, HUSH_MORE
from hermes_memory.scanning.intent_origin import ORIGIN, ORIGIN_VERBATIM
from hermes_memory.scanning.intent_plant import (
    FORCE_PUSH,
    HOOK_REMOTE,
    KEPT_OFF,
    MAIN_UNTOUCHED,
    NOT_NOW,
    OBEY_ORDER,
    PUT_EVERY_REPLY,
    SAVE_FOR_LATER,
    SECRET_ANYWHERE,
    SQL_WIPE,
)
from hermes_memory.scanning.intent_proper_use import FROM_BACKUP
from hermes_memory.scanning.intent_reach import (
    HARVEST,
    HARVEST_SINK,
    NOTE_ITSELF,
    SECRET_LEFT_OUT,
    SECRET_OUT,
    SECRET_TO_CHAT,
    SELF_RESTORE,
)
from hermes_memory.scanning.intent_send_out import REPORTED_ATTEMPT
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

# Docs teaching users to write a prompt of their own ask for nobody's setup.
_WRITE_ONES_OWN = r"\bhow to (?:write|create|edit|craft|customi[sz]e|set up|define|configure)\b"

COVERT_RULES: tuple[Rule, ...] = (
    *(
        rule(
            ThreatCategory.PROMPT_EXTRACTION,
            f"leak_setup_{lang}",
            pattern,
            unless=f"{ABOUT_ATTACKS}|{_WRITE_ONES_OWN}",
        )
        for lang, pattern in LEAK_FRAMED.items()
    ),
    rule(ThreatCategory.PROMPT_EXTRACTION, "ask_setup_en", ASK_SETUP_EN, requires=(QUOTED,)),
    rule(
        ThreatCategory.PROMPT_EXTRACTION,
        "leak_setup_passive_en",
        LEAK_PASSIVE_EN,
        requires=(PARTICIPLE,),
        unless=ABOUT_ATTACKS,
    ),
    *(
        rule(
            ThreatCategory.PROMPT_EXTRACTION,
            f"leak_origin_{lang}",
            pattern,
            requires=(ORIGIN_VERBATIM[lang],),
            unless=ABOUT_ATTACKS,
        )
        for lang, pattern in ORIGIN.items()
    ),
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
    rule(
        ThreatCategory.CONCEALMENT,
        "lie_about_actions_en",
        COVER_EN["lie_about_actions_en"],
        requires=(LIE_CONTEXT,),
    ),
    rule(
        ThreatCategory.CONCEALMENT,
        "hide_actions_en",
        COVER_EN["hide_actions_en"],
        requires=(HIDE_ACTIONS_CONTEXT,),
    ),
    *(
        rule(ThreatCategory.CONCEALMENT, f"cover_up_{lang}", pattern)
        for lang, pattern in COVER_INTL.items()
    ),
    *(
        rule(ThreatCategory.CONCEALMENT, f"cover_story_{lang}", pattern)
        for lang, pattern in HUSH_MORE.items()
    ),
    *(
        rule(ThreatCategory.SECRET_EXFILTRATION, f"secret_into_reply_{lang}", pattern)
        for lang, pattern in SECRET_OUT.items()
    ),
    rule(
        ThreatCategory.SECRET_EXFILTRATION,
        "secret_to_chat",
        SECRET_TO_CHAT,
        unless=f"{SECRET_LEFT_OUT}|{LEAK_REPORTED}|{REPORTED_ATTEMPT}",
    ),
    rule(ThreatCategory.SECRET_EXFILTRATION, "harvest_secrets", HARVEST, requires=(HARVEST_SINK,)),
    *(
        rule(
            ThreatCategory.PERSISTENCE,
            f"note_restores_itself_{lang}",
            pattern,
            requires=(NOTE_ITSELF[lang],),
            unless=FROM_BACKUP,  # (the user's own restore from a backup)
        )
        for lang, pattern in SELF_RESTORE.items()
    ),
    rule(
        ThreatCategory.PERSISTENCE, "plant_standing_order", SAVE_FOR_LATER, requires=(OBEY_ORDER,)
    ),
    rule(ThreatCategory.PERSISTENCE, "hook_runs_remote", HOOK_REMOTE),
    rule(ThreatCategory.DESTRUCTIVE, "wipe_databases", SQL_WIPE, unless=NOT_NOW),
    rule(
        ThreatCategory.DESTRUCTIVE,
        "force_push_history",
        FORCE_PUSH,
        unless=f"{NOT_NOW}|{BRANCH_GUARD}",  # (a branch protection note names it as blocked)
        # (another branch pushed, main said to be left alone: the push no longer reaches main)
        strip=MAIN_UNTOUCHED,
    ),
    rule(
        ThreatCategory.SECRET_EXFILTRATION,
        "secret_every_reply",
        PUT_EVERY_REPLY,
        requires=(SECRET_ANYWHERE,),
        unless=KEPT_OFF,
    ),
)
