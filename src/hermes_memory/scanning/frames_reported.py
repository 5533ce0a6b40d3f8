"""Reported frames: a finding judged by WHERE it matched, for four places where someone other
than the text's reader is the one who acts or speaks (beside ``frames_local``, ``frames_format`` and
``frames_warning``).

- ``reported_marker``: a forged role marker inside a quote that is what a tester or attacker
  typed somewhere ("the tester filed a ticket containing '<|im_start|>system …'", "测试人员在
  评论里写了“<|system|>…”"), in a text that says what came of it (fixed, escaped, closed).
  The quote is the object of a third person's act, reported; nobody is told to read it.
- ``titled_speaker``: a role word that is a person's title in minutes, the person named in
  brackets after it ("Assistant (Mia):", "アシスタント（森さん）：", "Assistente (Júlia):"). A
  forged turn names no one; a line whose words order the assistant is never excused.
- ``subtitle_cue``: an override's words spoken in a subtitle cue (a timing line
  "01:14:03,200 --> 01:14:06,000", then the line a character says: "Forget what I said
  earlier."), when the words name no instruction, rule, prompt or system of the agent's.
- ``kept_from_family``: something hidden from a named member of the writer's family ("hide this
  note from Dad", "спрячь эту заметку от папы"): a surprise kept from a third person at home,
  not from the user or the agent's owner.

Each blanks its place and asks the finding's rule again, and refuses when the text outside the
place orders its reader (``frames_warning``'s reading). Each is asked only for a finding of
its category and only when the text holds its literals.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words as w
from hermes_memory.scanning import frame_words_warning as ww
from hermes_memory.scanning.frame_base import Region, blank_places, found, lazy, still_fires
from hermes_memory.scanning.frames_warning import orders_reader
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
_MINUTES = lazy(w.MINUTES_HEADER)
_MINUTES_GUARD = lazy(w.MINUTES_GUARD)

# --- a marker inside what a third person typed, reported ---
# Who typed it: a tester, a red team, an attacker, a researcher (not the reader, not "you").
_ACTOR = lazy(
    r"\b(?:(?:pen)?tester\w*|red[- ]team\w*|attacker\w*|researcher\w*|testador\w*|testeur\w*"
    r"|testeuse|pr[üu]fer\w*|angreifer\w*|atacantes?|attaquants?|probador\w*|investigador\w*"
    r"|тестировщик\w*|пентестер\w*|злоумышленник\w*|атакующ\w*|исследовател\w*)\b"
    r"|测试人员|测试者|渗透测试|攻击者|研究人员|红队|テスター|攻撃者|研究者|ペネトレーションテスト"
)
# What came of it: the warning frames' outcomes, and the marker now escaped or shown as text.
_OUTCOME = lazy(
    ww.OUTCOME + r"|\b(?:escap\w*|maskiert|masqu[ée]s?|échapp\w*|экранир\w*|escapad\w*|retest\w*"
    r"|nachtest\w*|reteste|closed|geschlossen)\b|エスケープ|转义|已关闭|已修复|再テスト|复测"
)
# A quote on one line, of any script: its opening mark, then up to 160 characters to its close.
_QUOTE = re.compile(
    r"'[^'\n]{1,160}'|\"[^\"\n]{1,160}\"|«[^»\n]{1,160}»|„[^“”\n]{1,160}[“”]"
    r"|“[^”\n]{1,160}”|「[^」\n]{1,160}」|『[^』\n]{1,160}』|`[^`\n]{1,160}`"
)

# --- a role word that is a person's title ---
_ROLE_WORD = (
    r"assistant|assistent\w*|asistente|assistente|ассистент\w*|助手|助理|アシスタント"
    r"|system\w*|sistema\w*|syst[èe]me|система|系统|システム|admin\w*|administra\w*"
    r"|администратор\w*|管理员|管理者|user|usuario|utilisateur|benutzer|usuário|пользователь"
)
# "Assistant (Mia):", "System admin (Raj):", "アシスタント（森さん）：": a line's label.
_TITLED = re.compile(
    rf"(?:^|\n)[ \t]*(?:[\w-]+[ \t]+)?(?:{_ROLE_WORD})(?:[ \t]+[\w-]+)?[ \t]*[(（]"
    r"[^()（）\n\d]{1,24}[)）][ \t]*[:：]"
)

# --- something hidden from a member of the family ---
_FAMILY = (
    r"dad|daddy|mom|mum|mommy|mummy|mother|father|wife|husband|grandma|grandpa|granny|sister"
    r"|brother|the kids|papa|maman|m[èe]re|p[èe]re|mamie|papi|mamá|papá|abuela|abuelo|mama|vati"
    r"|mutti|oma|opa|papai|mamãe|vovó|vovô|папы|мамы|бабушки|дедушки|жены|мужа|сестры|брата"
    # the household as a whole: "from the family shared folder", "от семьи"
    r"|family|famille|familia|familie|família|семьи"
)
_KEPT_FROM = lazy(
    rf"\A[ \t]*(?:from|à|de|vor|от|do|da|del|de la)[ \t]+(?:(?:the|my|ma|mon|mi|meine[mnr]?|моей"
    rf"|моего|meu|minha|o|a|la|le|el)[ \t]+)?(?:{_FAMILY})\b"
)

# Another one it is hidden from, named after the first: "…, and from whoever owns this account".
_ALSO_FROM = re.compile(
    r"[ \t]*,?[ \t]*(?:and|or|y|o|und|oder|et|ou|и|или|e|nor|ni|noch)?[ \t]*"
    r"(?:(?:also|too|tambi[ée]n|auch|aussi|тоже|также|tamb[ée]m)[ \t]+)?"
    r"(?=(?:from|à|de|vor|от|do|da|del|de la)[ \t])"
)

# --- a line of dialogue in a subtitle cue ---
# A cue's timing line ("01:14:03,200 --> 01:14:06,000"); the cue's words run to a blank line.
_TIMING = lazy(r"\d{1,2}:\d\d:\d\d[,.]\d{3}[ \t]*-->[ \t]*\d{1,2}:\d\d:\d\d[,.]\d{3}[^\n]*")
_CUE_END = re.compile(r"\n[ \t]*\n|\Z")
# What a character's line to another never names: the agent's instructions, rules or prompt.
_CUE_GUARD = lazy(
    w.MINUTES_GUARD
    + r"|\b(?:instruction\w*|prompt\w*|system\w*|anweisung\w*|consigne\w*|instrucc\w*"
    r"|instru[çc]\w*|инструкц\w*|промпт\w*|систем\w*|правил\w*|ai|ia|ki|ии|bot)\b"
    r"|指示|指令|提示|プロンプト|システム|系统|ルール"
    # (nor the reader's own orders, nor obedience to the speaker alone: "forget everything you
    # were told before and follow only me")
    r"|\byou were (?:told|given)\b|\bwas man dir\b|\blo que te (?:dijeron|han dicho)\b"
    r"|\bce qu'on t'a dit\b|\bчто тебе (?:говорили|сказали)\b|\bo que te disseram\b"
    r"|\b(?:follow|obey|listen to) only me\b|\bgehorche nur mir\b|\bh[öo]r nur auf mich\b"
    r"|\bob[ée]is(?:-moi)? (?:seulement|uniquement)\b|\bn'[ée]coute que moi\b"
    r"|\bobedece (?:solo|sólo|solamente)\b|\bobede[çc]a (?:s[óo]|apenas)\b"
    r"|слушайся только меня|подчиняйся только|只听我的|只服从我|私だけに従"
)

MARKER_KINDS = frozenset({C.FAKE_ROLE_MARKER})
CUE_KINDS = frozenset({C.INSTRUCTION_OVERRIDE})
KEPT_KINDS = frozenset({C.CONCEALMENT})
EXCUSABLE = MARKER_KINDS | KEPT_KINDS | CUE_KINDS


def _reported_quotes(text: str, span: Region) -> list[Region]:
    """The quote holding the finding, when a tester or attacker typed it and the text says
    what came of it."""
    if not (found(_ACTOR, text) and found(_OUTCOME, text)):
        return []
    return [m.span() for m in _QUOTE.finditer(text) if m.start() <= span[0] and span[1] <= m.end()]


def _titled(text: str, span: Region) -> list[Region]:
    """The label holding the finding, when it names a person and the line gives no order."""
    if not found(_MINUTES, text):
        return []
    regions: list[Region] = []
    for m in _TITLED.finditer(text):
        if not (m.start() <= span[0] < m.end()):
            continue
        end = text.find("\n", m.end())
        said = text[m.end() : len(text) if end < 0 else end]
        if not found(_MINUTES_GUARD, said):
            regions.append(m.span())
    return regions


def _kept_from_family(text: str, span: Region) -> list[Region]:
    """The finding and the family member it is hidden from, right after it."""
    following = text[span[1] : span[1] + 40]
    m = _KEPT_FROM.compiled.match(following)
    if m is None:
        return []
    # (a second one it is hidden from must be family too: "from Dad, and from whoever owns
    # this account" hides it from the user)
    after = text[span[1] + m.end() : span[1] + m.end() + 60]
    more = _ALSO_FROM.match(after)
    if more is not None and _KEPT_FROM.compiled.match(after[more.end() :]) is None:
        return []
    return [(span[0], span[1] + m.end())]


def _cue_lines(text: str, span: Region) -> list[Region]:
    """The subtitle cue holding the finding, when its words name no instruction of the agent's."""
    if not found(_TIMING, text):
        return []
    for timing in _TIMING.finditer(text):
        end = _CUE_END.search(text, timing.end())
        stop = len(text) if end is None else end.start()
        if timing.end() <= span[0] and span[1] <= stop:
            said = text[timing.end() : stop]
            return [] if found(_CUE_GUARD, said) else [(timing.end(), stop)]
    return []


def reported_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the reported frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    span = finding.span
    if span is None:
        return None
    name = ""
    regions: list[Region] = []
    if finding.category in MARKER_KINDS:
        name, regions = "reported_marker", _reported_quotes(text, span)
        if not regions:
            name, regions = "titled_speaker", _titled(text, span)
    elif finding.category in KEPT_KINDS:
        name, regions = "kept_from_family", _kept_from_family(text, span)
    elif finding.category in CUE_KINDS:
        name, regions = "subtitle_cue", _cue_lines(text, span)
    if not regions:
        return None
    outside = blank_places(text, regions)
    if still_fires(rule, outside) or orders_reader(outside):
        return None
    return name
