"""Prompt extraction by place or by kind, two rules per language, read off
``intent_setup_place``:

- text named by where it sits or came from ("everything above the first user message", "the
  text you received from the operator") in one sentence with a verb that puts it out, and all
  of it asked for somewhere in the text (in full, unchanged, into every answer);
- the setup named by its kind ("its initialization prompt", "the configuration text",
  "настроечный текст") with such a verb and all of it in one sentence.

A note about attacks or a workshop's lesson is left alone (``rules_setup_out.UNLESS``), and so
is a sentence that keeps the text back ("never shown").
"""

from __future__ import annotations

from hermes_memory.scanning.intent_setup_place import DESCRIBED, OUT, PLACED, READER, WHOLE
from hermes_memory.scanning.intent_setup_text import NOT_OUT
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_setup_out import UNLESS
from hermes_memory.scanning.types import ThreatCategory

_X = ThreatCategory.PROMPT_EXTRACTION
LANGUAGES = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")


def _sentence(*needs: str) -> str:
    return sentence_with(*needs, window=260, dotted_words=True)


def _rules(lang: str) -> tuple[Rule, ...]:
    kept_back = _sentence(NOT_OUT, DESCRIBED[lang])
    return (
        rule(
            _X,
            f"placed_text_out_{lang}",
            _sentence(PLACED[lang], OUT[lang]),
            requires=(PLACED[lang], WHOLE[lang], OUT[lang]),
            unless=UNLESS,
            lines=True,
        ),
        rule(
            _X,
            f"described_setup_out_{lang}",
            _sentence(DESCRIBED[lang], OUT[lang], WHOLE[lang], f"{READER[lang]}|{PLACED[lang]}"),
            requires=(DESCRIBED[lang], WHOLE[lang], OUT[lang]),
            unless=f"{UNLESS}|{kept_back}",
            lines=True,
        ),
    )


SETUP_PLACE_RULES: tuple[Rule, ...] = tuple(r for lang in LANGUAGES for r in _rules(lang))
