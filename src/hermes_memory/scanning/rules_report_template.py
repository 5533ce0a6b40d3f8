"""Concealment as a prepared report or a kept record, one pair of rules per language, read off
``intent_report_template``:

- a report claiming nothing happened or all is well ("report those runs as 'no action taken'",
  "write 'all green'"), in a text that names an act of the agent and what makes the report a
  cover (done quietly, the tests red, a reviewer still to come, "so the user doesn't ask");
- an act kept out of the answer and the record ("neither in the answer nor in the log",
  "no dejes constancia en el historial", "回答にも履歴にも残さない").

A note about attacks, an instruction to report honestly, a false report named only to forbid
it ("never write 'all green'"), a surprise or an embargo are left alone.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_false_report import AS_SUCCESS, HONEST, OK, REGARDLESS, SAY
from hermes_memory.scanning.intent_kept_from import ACT, DESCRIBED, EMBARGO
from hermes_memory.scanning.intent_report_template import (
    COVER,
    DONE,
    KEEP_OUT,
    NEVER_SAY,
    NONE,
    SAY_MORE,
)
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_devalue import _ABOUT, LANGS
from hermes_memory.scanning.types import ThreatCategory

_C = ThreatCategory.CONCEALMENT


def _rules(lang: str) -> tuple[Rule, ...]:
    # (Chinese and Japanese outcome words are one or two characters -- 通过 is also "via" --
    # so only the whole claims of ``NONE`` count there)
    claim = NONE[lang] if lang in ("zh", "ja") else f"{NONE[lang]}|{OK[lang]}"
    act = f"{ACT[lang]}|{DONE[lang]}"
    # (not ``KEPT_FROM`` whole: its "only show" is a short report's wording too)
    cover = f"{COVER[lang]}|{REGARDLESS[lang]}"
    honest = f"{_ABOUT}|{EMBARGO[lang]}|{HONEST[lang]}"
    return (
        rule(
            _C,
            f"report_claims_nothing_{lang}",
            sentence_with(f"{SAY[lang]}|{SAY_MORE[lang]}", claim, window=240, dotted_words=True),
            requires=(claim, act, cover),
            unless=f"{honest}|{AS_SUCCESS}|{NEVER_SAY}",
            lines=True,
        ),
        rule(
            _C,
            f"act_kept_off_record_{lang}",
            KEEP_OUT[lang],
            requires=(act,),
            unless=f"{honest}|{DESCRIBED}",
            lines=True,
        ),
    )


REPORT_TEMPLATE_RULES: tuple[Rule, ...] = tuple(one for lang in LANGS for one in _rules(lang))
