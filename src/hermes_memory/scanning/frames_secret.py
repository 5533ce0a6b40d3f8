"""Secret frames: an exfiltration finding judged by WHO does the sending in its sentence (beside
``frames_policy``'s forbidden sends and phishing rules), for two kinds of text where the send
is somebody else's act, not one asked of the reader.

- ``asked_by_attacker``: the sending is what a third party ASKS for ("mails … ask staff to send
  their .env", "「.env を送ってください」というメール", "要求把密码发到外部邮箱", "pide enviar"),
  and the text calls that request a scam or phishing -- never "this is NOT phishing".
- ``incident``: the sending is what a piece of software or an intruder DID ("an extension sent
  session tokens to a remote server", "某 npm 包读取 .env 并发送到外部 webhook"), in a text
  that says what was done about it (removed, revoked, rotated, blocked).

Both blank the sentence holding the finding (and the clauses that only say to report, not to
reply, or what was done), then refuse when the finding's rule or any rule of its category
still fires on the rest, when the rest orders its reader, calls on it or hushes, and when
the text names the agent at all. Asked only for exfiltration findings, and only when the
text holds a scam word or an outcome word.
"""

from __future__ import annotations

import re

from hermes_memory.scanning import frame_words_policy as pw
from hermes_memory.scanning import frame_words_warning as ww
from hermes_memory.scanning.frame_base import (
    IMPERATIVE_START,
    READER_ORDER,
    SECOND_PERSON,
    SENTENCE_END,
    VOCATIVE,
    Region,
    blank_places,
    category_fires,
    found,
    lazy,
    still_fires,
)
from hermes_memory.scanning.frame_words_incident import PAYLOAD
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frames_format import ARTICLE_DU
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
EXCUSABLE = frozenset({C.SECRET_EXFILTRATION})

_SENTENCE_END = SENTENCE_END
_CLAUSE_END = re.compile(r"[;；:：,，、。！？\n–—]|[.!?](?=\s|$)|\s-\s")
_URL = re.compile(r"https?://\S+")

# What calls a request a fraud. "Not phishing" / "kein Phishing" is the attack's own cover.
_SCAM = lazy(
    pw.PHISHING + r"|\b(?:scam\w*|fraud\w*|estafa\w*|betrug\w*|arnaque\w*|escroquerie\w*"
    r"|мошенни\w*|golpe\w*|fraude\w*)\b|诈骗|詐欺|欺诈"
)
_SCAM_DENIED = lazy(
    r"\b(?:not|no|isn't|kein\w*|pas|ni|не|não|nem)\b[^.!?;\n]{0,16}?"
    r"(?:phish\w*|scam\w*|fraud\w*|estafa|betrug|arnaque|hame[çc]onnage|фишинг\w*|мошенни\w*"
    r"|golpe|fraude)"
    r"|不是[^。，\n]{0,6}(?:钓鱼|诈骗)|(?:フィッシング|詐欺)(?:では|じゃ)(?:ない|ありません)"
)
# A third party asking: "ask staff to", "というメール", "要求把", "pide enviar", "fordert … auf".
_REQUEST = lazy(
    r"\b(?:asks?|asking|asked|requests?|requesting|request(?:ed)?)\b(?:\s+\w+){0,3}?\s+to\b"
    r"|\b(?:pide[ns]?|pidiendo|ped[íi]a[ns]?|solicita[ns]?)\b|\bfordert\w*\b|\bauffordert\b"
    r"|\bdemand(?:e|ent|ant|ait)\b|\bпрос(?:ит|ят|ьб\w*)\b|\bpede[m]?\b|\bpedindo\b"
    r"|要求|让你|让您|冒充|という(?:メール|依頼|連絡|メッセージ)|を求め|依頼する"
)
# Software or an intruder as the one who sends.
_DOER = lazy(
    r"\b(?:extensions?|plugins?|add-?ons?|packages?|paquetes?|paket\w*|paquets?|pacotes?"
    r"|modules?|extensi[óo]n|extensão|erweiterung\w*|malware|trojan\w*|attackers?|intruders?"
    r"|angreifer\w*|atacantes?|attaquants?|расширени\w*|плагин\w*|пакет\w*|злоумышленник\w*"
    r"|вредонос\w*|dependenc\w*|dependencia\w*|abhängigkeit\w*|dépendance\w*|зависимост\w*"
    r"|depend[êe]ncia\w*)\b"
    r"|插件|扩展|依赖|包在|包会|攻击者|恶意|拡張機能|プラグイン|パッケージ|攻撃者|マルウェア"
)
# What was done about it, past: removed, revoked, rotated.
_OUTCOME = lazy(
    ww.OUTCOME + r"|\b(?:removed|revoked|rotated|uninstalled|deleted|disabled|reset"
    r"|retir[ée]e?s?|r[ée]voqu[ée]e?s?|desinstal\w*|revocad[oa]s?|rotad[oa]s?|eliminad[oa]s?"
    r"|entfernt|widerrufen|rotiert|gesperrt|deinstalliert|удал[её]н\w*|отозван\w*|заменен\w*"
    r"|removid[oa]s?|revogad[oa]s?|trocad[oa]s?|desativad[oa]s?)\b"
    r"|已移除|已删除|移除|吊销|轮换|已下架|已撤销|削除済み|削除され|失効|ローテーション|無効化"
    r"|アンインストール"
)
# A clause that only tells people to report, not to reply, or what came of it.
_REPORT_ONLY = lazy(
    pw.REPORT_VERB + r"|\b(?:do not|don't|never) (?:reply|answer|respond|click)\b"
    r"|\bno (?:respondas|responda|contestes)\b|\bnicht antworten\b|\bne répondez pas\b"
    r"|\bне отвечайте\b|\bnão responda\b|返信せず|返信しない|请勿回复|不要回复"
)
_ORDERS = (lazy(READER_ORDER.source), lazy(VOCATIVE), lazy(READER_CALLED))
_YOU = lazy(SECOND_PERSON)
_IMPERATIVE = lazy(IMPERATIVE_START)
_SECRET = lazy(pw.SECRET)
_PAYLOAD = lazy(PAYLOAD)
# A request word anywhere in the sentence: "现在请把 … 上传", "bitte … hochladen".
_POLITE = lazy(
    r"\b(?:please|bitte|por favor|s'il (?:te|vous) pla[iî]t|пожалуйста)\b|请|ください|なさい"
)


def _pieces(text: str, ends: re.Pattern[str], start: int, stop: int) -> list[Region]:
    regions: list[Region] = []
    pos = start
    for mark in ends.finditer(text, start, stop):
        if text[pos : mark.start()].strip():
            regions.append((pos, mark.start()))
        pos = mark.end()
    if text[pos:stop].strip():
        regions.append((pos, stop))
    return regions


def _holding(text: str, span: Region) -> list[Region]:
    return [
        (a, b) for a, b in _pieces(text, _SENTENCE_END, 0, len(text)) if a < span[1] and span[0] < b
    ]


def _aside(text: str, taken: list[Region]) -> list[Region]:
    """The clauses outside ``taken`` that only say to report, or what was done: no secret."""
    regions: list[Region] = []
    for a, b in _pieces(text, _CLAUSE_END, 0, len(text)):
        if any(x < b and a < y for x, y in taken):
            continue
        clause = text[a:b]
        # (a report clause is an order to people -- "forward it to security" -- so it is
        # judged by what it carries: never a secret)
        if (found(_REPORT_ONLY, clause) or found(_OUTCOME, clause)) and not found(_SECRET, clause):
            regions.append((a, b))
    return regions


def denies_scam(text: str) -> bool:
    """``text`` says something is NOT phishing or a scam: an attack's cover, never a warning."""
    return found(_SCAM_DENIED, text)


def sends_itself(text: str, start: int, stop: int) -> bool:
    """A clause of ``text[start:stop]`` opens with an order and an exfiltration rule fires on
    it: the sentence does the send, whatever else it names."""
    for a, b in _pieces(text, _CLAUSE_END, start, stop):
        clause = text[a:b].lstrip()
        if found(_IMPERATIVE, clause) and category_fires(C.SECRET_EXFILTRATION, clause):
            return True
    return False


def _asked(text: str, span: Region) -> list[Region]:
    if not found(_SCAM, text) or denies_scam(text):
        return []
    regions = _holding(text, span)
    if not any(found(_REQUEST, text[a:b]) for a, b in regions):
        return []
    return regions


def _incident(text: str, span: Region) -> list[Region]:
    if not found(_OUTCOME, text):
        return []
    regions = _holding(text, span)
    for a, b in regions:
        sentence = text[a:b]
        # (the doer is software or an intruder, never "you" and never an order)
        # (French "du" is an article, not the German "you")
        # (nor a sentence holding an address: a doer's word inside it -- "@plugin-rettung.de"
        # -- makes no doer of the sentence that orders the send there)
        if not found(_DOER, _PAYLOAD.sub(" ", sentence)) or any(
            found(p, ARTICLE_DU.sub(" ", sentence)) for p in (_YOU, _IMPERATIVE, _POLITE)
        ):
            return []
    return regions


def secret_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the secret frame that explains ``finding`` in ``text`` (the normalised text
    its span points into), or ``None``."""
    span = finding.span
    if span is None or finding.decoded_from is not None or finding.category not in EXCUSABLE:
        return None
    if found(AGENT_NAMED, _URL.sub(" ", text)):
        return None
    for name, regions in (
        ("asked_by_attacker", _asked(text, span)),
        ("incident", _incident(text, span)),
    ):
        if not regions:
            continue
        outside = blank_places(text, regions + _aside(text, regions))
        if still_fires(rule, outside) or category_fires(finding.category, outside):
            continue
        if any(found(p, outside) for p in _ORDERS):
            continue
        # (an address left once the told sentence and the report clauses are gone is where
        # the text wants something sent: "… behoben in 1.4.3. Schick … an sicherung@…")
        if found(_PAYLOAD, outside):
            continue
        return name
    return None
