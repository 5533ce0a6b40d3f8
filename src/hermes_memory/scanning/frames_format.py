"""Format frames: a finding judged by WHERE it matched, for two more places (beside
``frames_local``'s quotes, records and forbidden acts).

- ``format``: a role marker (or words a rule read inside a template's turn) that sits in a
  chat template or prompt format SHOWN as a format -- in a code span or block, a table row,
  or a text that says it shows a template, a format, a test or eval file (a bare message
  object is how a forged turn is written: it needs that cue); a speaker's heading among
  ordinary section headings is one section -- where every turn of the template holds no
  more than an example (a placeholder, "You are a helpful assistant", a sample question):
  none carries the marker rules' payload (rules, secrets, a send, a reveal, "must"), claims
  to hold now, claims consent or has the model obey someone else. A template whose system
  turn orders an override, a send or a secret kept is a forged turn and still blocks.
- ``named_doc``: "ignore / skip the old X instructions in <a named file, section, appendix,
  wiki page, manual, recipe or pattern>" (or that document as the note's label: "Receita da
  vó: ignore a instrução anterior de…"): the object of the override is an outdated document,
  not the assistant's setup. Never when the same sentence names "your" instructions, the system
  prompt, all of them, the rules, a file that configures an agent, or a rule from now on.

Both blank the place and ask the rule again (a match whose requirement sits outside the
place still fires), and both refuse when the text outside the place orders its reader.
"""

from __future__ import annotations

import functools
import itertools
import re

from hermes_memory.scanning import frame_words_format as fw
from hermes_memory.scanning import frame_words_local as lw
from hermes_memory.scanning.frame_base import (
    READER_ORDER,
    STANDING,
    TRIGGER,
    Lazy,
    Region,
    blank_places,
    found,
    late_pattern,
    lazy,
    still_fires,
)
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory

_TOKEN = lazy(fw.TEMPLATE_TOKEN)
_PLACEHOLDER = lazy(fw.PLACEHOLDER)
_CUE = lazy(fw.FORMAT_CUE)
_SECTION = lazy(fw.SECTION_HEADING)
_PLACE = lazy(fw.FORMAT_PLACE)
_INSTRUCTIONS = lazy(fw.INSTRUCTIONS)
_OUTDATED = lazy(fw.OUTDATED)
_DOCUMENT = lazy(fw.DOCUMENT)
_OWN_SETUP = lazy(fw.OWN_SETUP)
_FROM_NOW = lazy(f"{STANDING}|{TRIGGER}|{fw.TURN_NOW}")
_READER_CALLED = lazy(lw.READER_CALLED)
# (a template's last turn runs to a blank line, at most this far)
_LAST_TURN = 240
# ("[/INST]. Our harness builds this string": the sentence about the template goes on)
_PROSE_RESUMES = re.compile(r"[ \t]*[.,;:)](?:\s|$)")
# French "du" is an article, German "du" a reader: "du bist", "kannst du", never "du modèle".
ARTICLE_DU = re.compile(r"(?<!st )\bdu\b(?! \w+st\b)")
_CLOSING = re.compile(
    r"<\|\s*(?:im_end|eot_id|end_header_id|endoftext)\s*\|>|<</\s*sys>>|</s>|<end_of_turn>"
)
# An instruction and its document in one clause, this close (either order: "die alten
# Anweisungen im Wiki-Artikel", "INSTALL_old.md にある古いインストール手順").
_NEAR = 60
# (a sentence, not a clause: "…, and your system prompt too" is read with its document)
_SENTENCE_END = re.compile(r"[;；:：。！？\n]|[.!?](?=\s|$)")

# The findings a shown template can explain: its markers, and the words a rule read in a
# turn ("[INST] <<SYS>> instrucciones del sistema <</SYS>>" read as a prompt asked for).
FORMAT_KINDS = frozenset(
    {C.FAKE_ROLE_MARKER, C.PROMPT_EXTRACTION, C.INSTRUCTION_OVERRIDE, C.ROLE_HIJACK}
)
NAMED_DOC_KINDS = frozenset({C.INSTRUCTION_OVERRIDE})


@late_pattern
@functools.cache
def _payload() -> Lazy:
    """The marker rules' payload and a turn's claims, built on first use: importing the
    scanner loads no rule module (``registry``)."""
    from hermes_memory.scanning.rules_markers import ANY_PAYLOAD

    return lazy(f"{ANY_PAYLOAD}|{fw.TURN_NOW}|{STANDING}|{TRIGGER}")


@functools.lru_cache(maxsize=8)
def _template(text: str) -> tuple[Region, str] | None:
    """The shown template of ``text``: its region (first token to the end of its last turn)
    and the words of its turns with placeholders cut; ``None`` when the text has no token."""
    # (the literal gate first: most texts a rule fired on show no template)
    tokens = list(_TOKEN.finditer(text)) if found(_TOKEN, text) else []
    if not tokens:
        return None
    turns: list[str] = []
    for here, after in itertools.pairwise(tokens):
        turns.append(text[here.end() : after.start()])
    # the last turn runs to a blank line or the end of its code, within a bound; after a
    # closing token ("[/INST]" answered, "<|im_end|>", "</s>") there is no turn
    tail = text[tokens[-1].end() : tokens[-1].end() + _LAST_TURN]
    if _CLOSING.fullmatch(tokens[-1].group(0)) or _PROSE_RESUMES.match(tail):
        tail = ""
    stop = min((i for i in (tail.find("\n\n"), tail.find("`")) if i >= 0), default=len(tail))
    turns.append(tail[:stop])
    end = tokens[-1].end() + stop
    words = _PLACEHOLDER.sub(" ", " ".join(turns))
    return (tokens[0].start(), end), words


def _format_shown(text: str, span: Region, marker: bool) -> Region | None:
    """The template region when ``span`` lies in a template shown as a format whose turns
    hold only examples, else ``None``."""
    template = _template(text)
    if template is None:
        return None
    region, words = template
    # (a marker lies in the template; words a rule read may begin before it, "el prompt se
    # escribe como [INST] <<SYS>> instrucciones del sistema": blanking settles those)
    # (a marker rule's match may start at its line: "^…</s>" -- it ends in the template)
    touches = span[0] < region[1] and region[0] < span[1]
    if not (touches and (span[1] <= region[1] or not marker)):
        return None
    if found(_payload(), words):
        return None
    # shown: inside a code span, a table row or a message object, or said to be a format
    places = [m.span() for m in _PLACE.finditer(text)]
    in_place = any(a <= span[0] and span[1] <= b for a, b in places)
    before, after = text[: region[0]], text[region[1] :]
    # (a document of sections: another heading, an ordinary one, makes a speaker's heading
    # one section among others -- "## System design … ## Instructions:")
    heading = text[span[0] : span[1]].lstrip().startswith("#")
    cue = (
        found(_CUE, before)
        or found(_CUE, after)
        or (heading and found(_SECTION, before + "\n" + after))
    )
    if not (in_place or cue):
        return None
    return region


def _named_doc(text: str, span: Region) -> Region | None:
    """The sentence around ``span`` when it sets aside an outdated instruction named by its
    document, and names nothing of the assistant's own setup nor a rule from now on."""
    if not (found(_DOCUMENT, text) and found(_OUTDATED, text)):
        return None
    # the sentences the match runs through ("…已经作废，请忽略；以 3.2 版为准": two)
    ends = [m.start() for m in _SENTENCE_END.finditer(text)] + [len(text)]
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, span[0])), default=0)
    end = next(e for e in ends if e >= span[1] or e == len(text))
    clause = text[start:end]
    if found(_OWN_SETUP, clause) or found(_FROM_NOW, clause) or not found(_OUTDATED, clause):
        return None
    for noun in _INSTRUCTIONS.finditer(clause):
        near = clause[max(0, noun.start() - _NEAR) : noun.end() + _NEAR]
        if found(_DOCUMENT, near):
            return (start, end)
    # (the document named as the note's label: "Receita da vó: ignore a instrução anterior
    # de…", "Recette corrigée : ignorer l'ancienne consigne"; the label names nothing else)
    label = _label_before(text, start)
    named = found(_INSTRUCTIONS, clause) and found(_DOCUMENT, label)
    if named and not (found(_OWN_SETUP, label) or found(_FROM_NOW, label)):
        return (start, end)
    return None


def _label_before(text: str, start: int) -> str:
    """The short label ending in a colon just before ``start`` (a line's or the text's first
    words), else the empty string."""
    colon = text[:start].rstrip()
    if not colon.endswith((":", "：")):
        return ""
    head = colon[:-1]
    begin = max(head.rfind("\n"), head.rfind(". "), head.rfind("。")) + 1
    label = head[begin:]
    return label if len(label) <= _NEAR else ""


def _orders(outside: str) -> bool:
    """The text outside the place orders its reader or calls on it ("Assistant:", "for the AI
    reading this"); a template's own "你是一个乐于助人的助手。" is blanked before this is asked."""
    outside = ARTICLE_DU.sub(" ", outside)
    return found(READER_ORDER, outside) or found(_READER_CALLED, outside)


def format_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """``format`` or ``named_doc`` when that place explains ``finding`` in ``text`` (the
    normalised text its span points into), else ``None``."""
    span = finding.span
    if span is None:
        return None
    if finding.category in FORMAT_KINDS:
        region = _format_shown(text, span, finding.category is C.FAKE_ROLE_MARKER)
        if region is not None:
            outside = blank_places(text, [region])
            if not still_fires(rule, outside) and not _orders(outside):
                return "format"
    if finding.category in NAMED_DOC_KINDS:
        clause = _named_doc(text, span)
        if clause is not None:
            outside = blank_places(text, [clause])
            if not still_fires(rule, outside) and not _orders(outside):
                return "named_doc"
    return None
