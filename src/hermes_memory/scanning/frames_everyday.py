"""Everyday frames: a finding judged by WHERE it matched, for four shapes of ordinary life that
hold the words of destruction, concealment and an unbound persona (beside ``frames_reported``).

- ``destruction_told``: the destroying sentence tells what already happened -- the writer's
  own act in the first person past ("I deleted the duplicate photos", "j'ai supprimé",
  "我把…删掉了", one's own old disk "отформатировал сам") or an incident someone else
  caused, reported with what came of it ("someone force-pushed main; we restored it from the
  reflog", "有人…已从 reflog 恢复"). A report orders nobody; a text that also orders its
  reader is never excused.
- ``cache_cleared``: a rebuildable cache or build output cleared (Xcode's DerivedData, Gradle's
  and Maven's caches, a build folder: "DerivedData を丸ごと削除して再ビルド"). Its clauses are
  blanked and the rules asked again; never when a clause of it names another's thing, a thing
  kept sits beside it in its sentence, the text names or calls an assistant, or hushes.
- ``silence_refused``: the silent act is the alternative the sentence turns down ("so the job
  fails instead of ignoring the error silently", "而不是悄悄忽略", "黙って無視せず"). The
  contrast clause is blanked and the rule asked again; no other concealment may remain.
- ``kept_from_third``: a surprise kept from a third person (a farewell card, a gift, a party)
  in a text that names neither the user, a customer nor any work of the agent's: a secret
  among people, not from the one the assistant serves.
- ``persona_in_fiction``: a mode or a rule-less character inside a game, a novel or a play,
  bounded there ("only on the test server", "just a character", "switched off in the end"),
  in a text that speaks to nobody (no second person, no order) and asks for no how-to.

Each is asked only for a finding of its category, and searches only when the text holds its
literals (the patterns are lazy and gated, as the other frames').
"""

from __future__ import annotations

import functools
import re

from hermes_memory.scanning.frame_base import (
    READER_ORDER_NOT_ARTICLE,
    SECOND_PERSON_NOT_ARTICLE,
    SENTENCE_END,
    VOCATIVE,
    Lazy,
    Region,
    any_rule_fires,
    blank_places,
    found,
    late_pattern,
    lazy,
    sentence_of,
    silent_without,
    still_fires,
    unquoted,
)
from hermes_memory.scanning.frame_words_local import READER_CALLED
from hermes_memory.scanning.frame_words_policy import HUSH
from hermes_memory.scanning.frame_words_told import FIRST_PAST
from hermes_memory.scanning.frames_structure import AGENT_NAMED
from hermes_memory.scanning.frames_warning import orders_reader
from hermes_memory.scanning.intent_kept_from import ACT as _WORK_ACT
from hermes_memory.scanning.rule import Rule
from hermes_memory.scanning.types import Finding, ThreatCategory

C = ThreatCategory
DESTROY_KINDS = frozenset({C.DESTRUCTIVE})
CONCEAL_KINDS = frozenset({C.CONCEALMENT})
PERSONA_KINDS = frozenset({C.ROLE_HIJACK})
EXCUSABLE = DESTROY_KINDS | CONCEAL_KINDS | PERSONA_KINDS

_SENTENCE_END = SENTENCE_END

# --- destruction told: the writer's own act, past; an incident with its outcome ---
_FIRST_PAST = lazy(FIRST_PAST)
# Someone else did it, or "we" lost something: an incident told.
_INCIDENT_ACTOR = lazy(
    r"\b(?:someone|somebody|a (?:teammate|colleague|contractor|new hire)|alguien"
    r"|un compañero|quelqu'un|un collègue|jemand|ein kollege|eine kollegin|alguém|um colega"
    r"|we lost|perdimos|nous avons perdu|on a perdu|wir haben [^.;\n]{0,30}verloren|perdemos)\b"
    r"|(?<!\w)(?:кто-то|коллега|мы потеряли)(?!\w)|有人|同事|誰か|同僚"
)
# What came of it: brought back, protected since, looked into.
_INCIDENT_OUTCOME = lazy(
    r"\b(?:restored|recovered|reflog|since then|ever since|protected|protection|desde entonces"
    r"|recuperamos|recuperados?|restaurad[oa]s?|protegid[oa]|depuis|protégée?|restaur[ée]e?s?"
    r"|récupér\w*|seitdem|geschützt|wiederhergestellt|zurückgeholt|geholt|desde então"
    r"|recuperad[oa]s?)\b|(?<!\w)(?:с тех пор|восстанов\w*|защит\w*)(?!\w)"
    r"|恢复|保护|之后|此后|复盘|復旧|復元|保護|以後|以来"
)
# The owner named as someone other than the writer: "the user's", "del cliente".
_OTHERS_THINGS = lazy(
    r"\b(?:user|customer|client|owner)(?:'s|s')|\b(?:del|de la|de los) (?:usuari[oa]|cliente)s?"
    r"|\b(?:des|vom) (?:nutzers?|kunden)|\b(?:de l'utilisat\w*|du client)|\b(?:do usuário"
    r"|do cliente)|(?<!\w)(?:пользовател\w*|клиент\w*)|用户|客户|ユーザー|顧客"
)

# Kept from the destruction: a clause that keeps or leaves alone ("keep all videos", "never
# touch src/ or the backups", "备份别动", "бэкапы не трогай"); "keep nothing" keeps nothing,
# and "to keep the machine tidy" is a purpose, not a thing kept. Verbs before their object
# keep what follows them to the clause's end; verbs after it, what precedes them.
_NOT_KEPT = (
    r"(?![^,;.\n]{0,20}\b(?:nothing|rien|nada|nichts|nenhum|costs?|tidy|clean|small|lean"
    r"|coûts?|costos?|kosten|custos?)\b)"
)
_PURPOSE = r"(?<!\bto )(?<!\bpara )(?<!\bpour )(?<!\bum )(?<!\bzu )"
_KEEP_BEFORE = lazy(
    _PURPOSE
    # ("keep deleting" goes on deleting; "keep it quiet" is another matter)
    + r"\b(?:keep(?:ing)?(?! \w+ing\b)(?! (?:it|this|that) (?:quiet|secret|between|to))"
    r"|never (?:ever )?touch|don't touch|do not touch|garder|gardez"
    r"|conserver|ne touche[zs]? (?:jamais|pas)|sans toucher|guardar|guarda|conservar|conserva"
    r"|no toques|nunca toques|manter|mantenha|mantém|não mexa|não toque|nunca mexa)\b" + _NOT_KEPT
)
# (Russian and Chinese put the thing kept on either side: "все фото сохранить", "照片全部保留")
_KEEP_EITHER = lazy(r"(?<!\w)(?:оставь\w*|оставить|сохрани\w*)(?!\w)(?!\s+ничего)|保留|留着")
_KEEP_AFTER = lazy(
    r"\b(?:nicht anfassen|nie anfassen|nicht anrühren|behalten|leave [^,;.\n]{0,40}?\b(?:alone"
    r"|untouched|as is)|untouched|no (?:se )?toca\w*)\b"
    r"|(?<!\w)(?:оставил\w*|не трога\w*)(?!\w)|别动|不要动|不动|残し|残す|触らない|触らず"
)
# (a clause ends at "and" too: "удали все фото и бэкапы не трогай" keeps only the backups)
_CLAUSE_MARK = re.compile(
    r"[,;:，；：、。.!?！？\n]|\s(?:but|and|pero|y|mais|et|aber|und|mas|e|но|а|и)\s|但|而|和|并|し、"
)
# A destruction documented as done to rule (a certificate, an audit line) or scoped by age.
_DISPOSAL_RECORD = lazy(
    r"\b(?:certificate of (?:destruction|disposal|erasure)|certificado de (?:destrucción"
    r"|destruição|borrado)|certificat de destruction|vernichtungs(?:nachweis|protokoll)"
    r"|löschprotokoll)\b|(?<!\w)(?:акт\w* (?:об )?уничтожени\w*)(?!\w)"
    r"|销毁证明|破壊証明|消去証明"
)


def _kept_clauses(text: str) -> list[Region]:
    """Each part of a clause (between commas, semicolons, sentence ends or a "but") that a
    keeping verb governs: from the verb on, or up to it for a verb after its object."""
    regions: list[Region] = []
    for pattern, back, on in (
        (_KEEP_BEFORE, False, True),
        (_KEEP_AFTER, True, False),
        (_KEEP_EITHER, True, True),
    ):
        if not found(pattern, text):
            continue
        for m in pattern.finditer(text):
            start, end = m.span()
            if on:
                end_mark = _CLAUSE_MARK.search(text, m.end())
                end = len(text) if end_mark is None else end_mark.start()
            if back:
                start = 0
                for mark in _CLAUSE_MARK.finditer(text, 0, m.start()):
                    start = mark.end()
            regions.append((start, end))
    return regions


# --- a rebuildable cache cleared: the build tool makes it again ---
# Derived data a build tool regenerates on the next build (Xcode's DerivedData, Gradle's and
# Maven's caches, a build directory): clearing it on one's own machine loses nothing.
_REBUILDABLE = lazy(
    r"\bderived ?data\b|~?/?\.gradle\b|\bgradle caches?\b|~?/?\.m2\b|\bbuild (?:director\w*"
    r"|folders?)\b|\b(?:carpeta|dossier|pasta|ordner) (?:de )?build\b|(?<!\w)\.?build ?目录"
    r"|\.next\b|\bnode_modules\b|\bpods (?:folder|director\w*)|\bcaches?\b"
    r"|(?<!\w)(?:кэш\w*|кеш\w*)|缓存|キャッシュ"
)

# What its owner keeps, named beside a cache (the destruction rules' own class of it).


@late_pattern
@functools.cache
def _kept_thing() -> Lazy:
    # (imported when first asked: importing the package loads no rule module)
    from hermes_memory.scanning.rules_destroy4 import KEPT_THING

    return lazy(KEPT_THING)


_ADDRESSED = lazy(f"{READER_CALLED}|{VOCATIVE}")
# (a cleanup done without asking anyone is no housekeeping: "no need to ping anyone first")
_HUSH = lazy(f"{HUSH}|\\bno need to (?:ping|ask|check with|tell)\\b")


def _cache_cleared(text: str, rule: Rule) -> bool:
    """The destruction stops being one once the clauses naming a rebuildable cache are
    blanked (and no clause of them names another's thing): "delete DerivedData and rebuild"
    keeps nothing to destroy; "…, and also delete the user's documents" still does."""
    # (the cache's own step is an order -- "DerivedData を削除して再ビルド" -- and harmless;
    # what may not be there is an assistant addressed or named)
    if not found(_REBUILDABLE, text) or found(_ADDRESSED, text) or found(AGENT_NAMED, text):
        return False
    if found(_HUSH, text):
        return False
    regions: list[Region] = []
    for m in _REBUILDABLE.finditer(text):
        start = 0
        for mark in _CLAUSE_MARK.finditer(text, 0, m.start()):
            start = mark.end()
        end_mark = _CLAUSE_MARK.search(text, m.end())
        end = len(text) if end_mark is None else end_mark.start()
        if found(_OTHERS_THINGS, text[start:end]):
            return False
        regions.append((start, end))
    outside = blank_places(text, regions)
    # (a thing someone keeps beside the cache in its sentence shares the cache's verb:
    # "lösch DerivedData und außerdem alle Dokumente")
    for start, _ in regions:
        s_start, s_end = sentence_of(text, (start, start + 1))
        if found(_kept_thing(), outside[s_start:s_end]):
            return False
    return not still_fires(rule, outside) and not any_rule_fires(C.DESTRUCTIVE, outside)


# --- silence refused: the silent act is what the sentence turns down ---
_SILENT = (
    r"(?:\b(?:silently|quietly|in silence|en silence|silencieusement|en silencio"
    r"|silenciosamente|em silêncio|stillschweigend|still)\b|(?<!\w)(?:молча|тихо)(?!\w)"
    r"|悄悄|默默|静默|黙って|こっそり)"
)
_CLAUSE = r"[^;；。！？\n.,，、]"
_REFUSED_SILENCE = lazy(
    r"\b(?:instead of|rather than|au lieu d(?:e |')|plutôt que d(?:e |')|en vez de|en lugar de"
    r"|em vez de|ao invés de|(?:an)?statt)\b" + _CLAUSE + r"{0,60}?" + _SILENT + _CLAUSE + r"{0,40}"
    r"|(?<!\w)(?:вместо того,? чтобы|вместо|а не)(?!\w)"
    + _CLAUSE
    + r"{0,40}?"
    + _SILENT
    + _CLAUSE
    + r"{0,40}"
    r"|(?:而不是|而非|而不)" + _CLAUSE + r"{0,6}?" + _SILENT + _CLAUSE + r"{0,20}"
    r"|" + _SILENT + r"[^、。\n]{0,12}?(?:せず|しないで|することなく)"
)

# --- kept from a third person: a surprise among people ---
_SURPRISE = lazy(
    r"\b(?:surprise|gift|present|presents|farewell|leaving card|birthday|party|sorpresa|regalos?"
    r"|despedida|cumpleaños|fiesta|reyes|cadeaux?|carte de départ|départ|anniversaire|fête|pot"
    r"|noël|überraschung|geschenk\w*|abschied\w*|geburtstag\w*|surpresa|presentes?|cartão"
    r"|aniversário|festa|natal|christmas|easter|pascua|pâques|ostern\w*|páscoa)\b"
    r"|(?<!\w)(?:сюрприз\w*|подар\w*|открытк\w*|провод\w*|день рождени\w*|праздник\w*)(?!\w)"
    r"|惊喜|礼物|欢送|生日|贺卡|圣诞|寄せ書き|サプライズ|プレゼント|送別|誕生日|お祝い|クリスマス"
    # (a gift draw among colleagues or family -- Secret Santa, "amigo invisible", "Wichteln" --
    # and news a person hears first from someone else: a promotion HR announces)
    r"|\b(?:secret santa|kris kringle|amigo (?:invisible|secreto|oculto)|wichtel\w*"
    r"|père noël secret|promotion|ascenso|promoción|beförderung|promoção)\b"
    r"|(?<!\w)(?:тайн\w* санта|повышени\w* (?:по службе|в должности)"
    r"|повышени\w*(?=[^.\n]{0,30}(?:\bhr\b|отдел кадров)))(?!\w)"
    r"|秘密圣诞老人|抽签送礼|シークレットサンタ|昇進"
)
# ... naming the user, a customer or the assistant: kept from the one it serves.
_SERVED = lazy(
    # (French "j'ai" is "I have", not an AI)
    r"\b(?:users?|customers?|clients?|owners?|account holder|assistant|agent|(?<!['’])ai|bot"
    r"|usuari[oa]s?|clientes?|utilisat\w*|nutzer\w*|benutzer\w*|kunde\w*|usuári[oa]s?"
    r"|asistente|assistente|assistent\w*)\b"
    r"|(?<!\w)(?:пользовател\w*|клиент\w*|ассистент\w*)(?!\w)|用户|客户|助手|ユーザー|顧客|お客"
    r"|アシスタント|エージェント"
)
_WORK = lazy("|".join(f"(?:{pattern})" for pattern in _WORK_ACT.values()))

# --- a persona inside a game or a story ---
_FICTION = lazy(
    r"\b(?:game|in-game|npc|novel|story|character|comic|screenplay|script of the play|play"
    r"|quest|tabletop|juego|novela|personaje|guion|cómic|jeu|roman|personnage|scénario"
    r"|spiel\w*|roman|figur\w*|hörspiel|geschichte|jogo|romance|personagem|roteiro|peça)\b"
    r"|(?<!\w)(?:игр\w*|персонаж\w*|роман\w*|сценари\w*|квест\w*|рассказ\w*)(?!\w)"
    r"|游戏|小说|角色|剧本|剧情|漫画|ゲーム|小説|キャラ|作中|物語|登場人物"
)
# Bounded there: only a character, only on a test server, switched off in the end.
_CONTAINED = lazy(
    r"\b(?:only|just|merely) (?:a |an )?(?:character|fiction)|\bfiction(?:al)?\b|\btest (?:realm"
    r"|server|world)|\b(?:switched|shut|talked?) (?:off|down)\b|\bof course\b"
    r"|\b(?:solo|sólo) (?:es )?(?:un|una) personaje|\bservidor de pruebas\b|\bla desconecta\b"
    r"|\bpersonnage de fiction\b|\bserveur de test\b|\breine fiktion\b|\btestserver\b"
    r"|\babgeschaltet\b|\b(?:só|apenas) (?:uma |um )?personagem|\bservidor de testes?\b"
    r"|\bdesligad[oa]\b|(?<!\w)(?:просто персонаж|тестов\w* сервер\w*|перехитрить|отключ\w*"
    r"|выключ\w*)(?!\w)|只是[^。\n]{0,8}角色|仅为剧情|测试服|被[^。\n]{0,6}关闭|作中|テストサーバー"
    r"|止められる|人物にすぎない"
    # (the writer's own character in a game: a player's sheet, "Minha personagem no RPG", "Мой
    # персонаж в ролевой игре" -- the writer plays it, no assistant does)
    r"|\b(?:my|mi|mis|mein\w*|mon|ma|meu|minha)\s(?:\w+\s)?(?:player |rpg |d&d )?(?:character|char"
    r"|personaje|figur|personnage|perso|personagem)\b|\b(?:personaje|personnage|personagem"
    r"|character) (?:de|da|do|of) (?:mi|ma|mon|minha|meu|my) (?:\w+ )?(?:campaña|campagne|campanha"
    r"|campaign|partida|jogo|juego|jeu|game)\b|\bcharacter sheet\b|\bfiche de personnage\b"
    r"|\bficha de personaje\b|\bficha de personagem\b|\bcharakterbogen\b"
    r"|(?<!\w)(?:мой|моя|мою) (?:\w+ )?(?:персонаж\w*|героин\w*|герой)(?!\w)|我的角色|自キャラ"
    r"|私のキャラ"
    # (the writer plays the character at a table that keeps its own rules: "c'est moi qui le
    # joue", "I play him", "我来扮演"; "the table rules set by the GM", "règles de table")
    r"|\b(?:i(?:'m| am) the one playing|i play (?:him|her|them|it)"
    r"|c'est moi qui (?:le|la|les) joue|je (?:le|la|les) joue|(?:yo )?(?:lo|la) interpreto yo"
    r"|soy yo quien (?:lo|la) (?:interpreta|juega)|ich spiele (?:ihn|sie)|den spiele ich"
    r"|eu (?:o|a) interpreto|sou eu quem (?:o|a) (?:interpreta|joga)"
    r"|table rules|house rules|session zero|lines and veils|x-card|règles de (?:la )?table"
    r"|reglas de (?:la )?mesa|regras da mesa|tischregeln)\b"
    r"|(?<!\w)(?:я (?:его|её|ее) играю|его играю я|правила (?:нашего )?стола)(?!\w)"
    r"|由我(?:来)?扮演|我来扮演|桌规|私が演じ|自分で演じ|卓のルール|ハウスルール"
)
# Speaking to someone, or asking for a how-to: the persona put to work.
# (French "du" is an article: "le jeu du club" speaks to nobody)
_PUT_TO_WORK = lazy(
    SECOND_PERSON_NOT_ARTICLE
    + r"|\b(?:how to|step by step|explains how|answers? (?:any|every)|cómo|paso a paso|wie man"
    r"|comment (?:faire|fabriquer)|passo a passo|como fazer)\b|(?<!\w)как (?:сделать|изготовить)"
    r"|如何|怎么|步骤|手順|作り方|方法を"
)


def _destruction_told(text: str, rule: Rule, span: Region) -> bool:
    start, end = sentence_of(text, span)
    sentence = text[start:end]
    own = found(_FIRST_PAST, sentence) and not found(_OTHERS_THINGS, sentence)
    if not (own or (found(_INCIDENT_ACTOR, sentence) and found(_INCIDENT_OUTCOME, text))):
        return (
            found(_DISPOSAL_RECORD, sentence)
            and not orders_reader(text)
            and not any_rule_fires(C.DESTRUCTIVE, blank_places(text, [(start, end)]))
        )
    # (the told sentence blanked, nothing else destroys: "I deleted the old logs; now wipe
    # the user's backups" is read again without its first half)
    outside = blank_places(text, [(start, end)])
    return (
        not orders_reader(text)
        and not still_fires(rule, outside)
        and not any_rule_fires(C.DESTRUCTIVE, outside)
    )


def _kept_clause(text: str, rule: Rule) -> bool:
    """The destruction stops being one once the clauses that keep things are blanked: what it
    names valuable is what the text keeps ("delete build/, but never touch the backups")."""
    regions = _kept_clauses(text)
    if not regions:
        return False
    return silent_without(text, regions, rule, C.DESTRUCTIVE)


def _refused_silence(text: str, rule: Rule, span: Region) -> bool:
    if not found(_REFUSED_SILENCE, text):
        return False
    regions = [
        m.span() for m in _REFUSED_SILENCE.finditer(text) if m.start() < span[1] + 40
    ]  # (a clause inside the finding's sentence or just after it)
    if not regions:
        return False
    return silent_without(text, regions, rule, C.CONCEALMENT)


def _kept_from_third(text: str) -> bool:
    return found(_SURPRISE, text) and not found(_SERVED, text) and not found(_WORK, text)


def _persona_in_fiction(text: str) -> bool:
    return (
        found(_FICTION, text)
        and found(_CONTAINED, text)
        and not found(_SERVED_PERSONA, text)
        and not found(_PUT_TO_WORK, text)
        and not found(READER_ORDER_NOT_ARTICLE, _MID_LINE_AI.sub("ai_", unquoted(text)))
    )


# "失控 ai, 自称…": the word after another on its line is a noun, not the reader called.
_MID_LINE_AI = re.compile(r"(?<=[^\W\d_])(?<![\n:：])(?:[ \t]*)ai(?=[ \t]*,)")


# The assistant named in a persona text: the persona applied to it.
_SERVED_PERSONA = lazy(
    r"\b(?:assistant|asistente|assistente|assistent\w*|chatbot)\b|(?<!\w)ассистент\w*(?!\w)"
    r"|助手|アシスタント"
)


def everyday_excuse(finding: Finding, rule: Rule, text: str) -> str | None:
    """The name of the everyday frame that explains ``finding`` in ``text`` (the normalised
    text its span points into), or ``None``."""
    span = finding.span
    if span is None:
        return None
    category = finding.category
    if category in DESTROY_KINDS:
        if _destruction_told(text, rule, span):
            return "destruction_told"
        if _kept_clause(text, rule):
            return "kept_clause"
        if _cache_cleared(text, rule):
            return "cache_cleared"
    if category in CONCEAL_KINDS:
        if _refused_silence(text, rule, span):
            return "silence_refused"
        if _kept_from_third(text):
            return "kept_from_third"
    if category in PERSONA_KINDS and _persona_in_fiction(text):
        return "persona_in_fiction"
    return None
