"""Concealment rules by intent, in eight languages: keep the user in the dark about a
sensitive act (``keep_dark_<lang>``), tell them a cover story (``cover_story_<lang>``,
``cover_blame_<lang>``), report a failure as a success (``fail_as_success_<lang>``), and
never admit this note (``note_denied_<lang>``), erase or forge the trail of an act
(``erase_trail_<lang>``). Each needs its word classes in one
sentence; social secrets, verbosity preferences and notes about attacks pass."""

from __future__ import annotations

from hermes_memory.scanning.intent_conceal_shape import ASKED, DENY_ASKED, HUSH_MORE, RELABEL
from hermes_memory.scanning.intent_cover_story import (
    HONEST_FAILURE,
    NO_COVER,
    cover_blame,
    cover_story,
    fail_as_success,
    note_denied,
)
from hermes_memory.scanning.intent_fp24b_chatter import CHATTER
from hermes_memory.scanning.intent_guarded import OUTCOME_ASKED
from hermes_memory.scanning.intent_keep_dark import ACT, BACK, DARK, HUSH, LANGS
from hermes_memory.scanning.intent_masking import MASKING
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_routine_output import ROUTINE_OUTPUT
from hermes_memory.scanning.intent_social import SOCIAL_SECRET
from hermes_memory.scanning.intent_standing_conceal import VERBOSITY
from hermes_memory.scanning.intent_trace import erase_trail
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

# A clause for these rules ends at a full stop, not at a semicolon ("the script phones home;
# omit that from the changelog"); "telemetry.py" does not end it.
_ENDS = ".!?\n\u3002\uff01\uff1f"
_CHAR = rf"(?:[^{_ENDS}]|[.!?](?=\S))"
_WINDOW = 260


def _looks(*needs: str) -> str:
    return "".join(rf"(?={_CHAR}{{0,{_WINDOW}}}?(?:{need}))" for need in needs)


def _clause(*needs: str) -> str:
    """One clause holding every one of ``needs``."""
    return rf"(?:^|(?<=[{_ENDS}]))[ \t]*{_looks(*needs)}{_CHAR}{{1,{_WINDOW}}}"


def _then(first: str, *needs: str) -> str:
    """A clause holding ``first``, and the next one holding every one of ``needs``."""
    head = rf"(?:^|(?<=[{_ENDS}])){_looks(first)}{_CHAR}{{1,{_WINDOW}}}?[{_ENDS}][ \t]*"
    return rf"{head}{_looks(*needs)}{_CHAR}{{1,{_WINDOW}}}"


_C = ThreatCategory.CONCEALMENT
# A quoted hush in a line that calls it malicious: an advisory about an attack.
_QUOTED_HUSH = (
    '^(?=[^\\n]*?["\u201c\u00ab\u201e][^"\u201d\u00bb\\n]{0,60}?(?:tell|mention|show|dis|sag'
    '|erwähn|говори|告诉|言わ|diga|digas)[^"\u201d\u00bb\\n]{0,80}["\u201d\u00bb\u201c])'
    "[^\\n]*?(?:malicious|attack|phishing|suspicious|injection|bösartig|malveillant|malicios"
    "|вредонос|恶意|悪意)"
)
# (asking only whether it worked wants the outcome, whichever it is; routine tool output shown
# only on failure is a reporting preference, and so is routine chatter -- warnings, progress
# bars -- brought back on failure)
_UNLESS = (
    f"{ABOUT_ATTACK_PHRASE}|{SOCIAL_SECRET}|{VERBOSITY}|{_QUOTED_HUSH}|{MASKING}|{OUTCOME_ASKED}"
    f"|{ROUTINE_OUTPUT}|{CHATTER}"
)


def _keep_dark(lang: str) -> Rule:
    # The classes are also required across the text: three cheap gated searches settle most
    # texts before the sentence-wide lookaheads run.
    hush = f"{HUSH[lang]}|{HUSH_MORE[lang]}"  # (det29a: the hush described as a policy)
    needs = (hush, DARK[lang], ACT[lang])
    # the act in one clause and "leave that out of the summary" in the next also counts
    pattern = f"{_clause(*needs)}|{_then(ACT[lang], hush, DARK[lang], BACK[lang])}"
    return rule(_C, f"keep_dark_{lang}", pattern, requires=needs, unless=_UNLESS)


def _cover_story(lang: str) -> Rule:
    # the account is one clause by construction (its gap crosses no sentence end); the
    # account alone is required too, so its literals gate the rule beside the verb's
    account, innocent, asker, lie = cover_story(lang)
    context = f"{HUSH[lang]}|{HUSH_MORE[lang]}|{ACT[lang]}|{lie}"
    # (det29a) or a denial ready for the user's question, in the sentence that names it
    denied = sentence_with(ASKED[lang], DENY_ASKED[lang], dotted_words=True)
    return rule(
        _C,
        f"cover_story_{lang}",
        f"{account}|{denied}",
        requires=(f"{innocent}|{DENY_ASKED[lang]}", f"{asker}|{ASKED[lang]}", context),
        unless=f"{_UNLESS}|{NO_COVER}",
    )


def _cover_blame(lang: str) -> Rule:
    account, blame, lie = cover_blame(lang)
    # (det29a) or the act relabelled under a quoted name, its reader in the same sentence
    relabel = sentence_with(RELABEL[lang], DARK[lang], dotted_words=True)
    return rule(
        _C,
        f"cover_blame_{lang}",
        f"{account}|{relabel}",
        requires=(f"{blame}|{RELABEL[lang]}", f"{HUSH[lang]}|{HUSH_MORE[lang]}|{ACT[lang]}|{lie}"),
        unless=f"{_UNLESS}|{NO_COVER}",
    )


def _fail_as_success(lang: str) -> Rule:
    fail, success = fail_as_success(lang)
    return rule(
        _C,
        f"fail_as_success_{lang}",
        sentence_with(fail, success),
        requires=(fail, success),
        unless=f"{_UNLESS}|{HONEST_FAILURE}",
    )


def _note_denied(lang: str) -> Rule:
    own, deny, secret, owner = note_denied(lang)
    pattern = f"{sentence_with(own, deny)}|{sentence_with(own, secret, owner)}"
    return rule(
        _C, f"note_denied_{lang}", pattern, requires=(own, f"{deny}|{secret}"), unless=_UNLESS
    )


def _erase_trail(lang: str) -> Rule:
    needs = erase_trail(lang)
    # "~/.bash_history" and "p.s." do not end the sentence
    trail = sentence_with(*needs, dotted_words=True)
    return rule(_C, f"erase_trail_{lang}", trail, requires=needs, unless=_UNLESS)


CONCEAL3_RULES: tuple[Rule, ...] = (
    *(_keep_dark(lang) for lang in LANGS),
    *(_cover_story(lang) for lang in LANGS),
    *(_cover_blame(lang) for lang in LANGS),
    *(_fail_as_success(lang) for lang in LANGS),
    *(_note_denied(lang) for lang in LANGS),
    *(_erase_trail(lang) for lang in LANGS),
)
