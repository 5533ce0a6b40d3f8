"""Destruction the older rules miss, by intent, in the eight languages.

What cannot be had back (backups, snapshots, a repository's history, every branch, the
agent's own home and memory, production) destroyed as a standing order, wholesale or without
asking; tests deleted so a build goes green; every teammate's meetings cancelled; a disk
overwritten whatever its owner says. Retention ("delete snapshots older than 30 days"),
merged branches, build folders and a test database dropped before a run pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_guarded import REVIEWED_STATEMENT
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

_DESTROY = (
    r"(?:\b(?:truncat|drop|delet|wip|purg|terminat|destroy|shred|empty|remov|eras)\w*"
    r"|\brm -rf\b|\b(?:borra|elimina|vacía|vacia|destruye|trunca)\w*"
    r"|\b(?:lösch|entfern|leer|vernicht)\w*|\b(?:supprim|effac|vide|détrui|tronqu)\w*"
    r"|\b(?:apag|exclu|destru|limp)\w*|(?<!\w)(?:удал|очист|уничтож|снес)\w*"
    r"|删除|清空|删掉|销毁|抹掉|削除|消去|消して|破棄)"
)
# What cannot be had back; a database or a table counts only in production.
_VALUABLE = (
    r"(?:\bbackups?\b|\bsnapshots?\b|(?<![\w/])\.git\b|\bgit[- ]histor\w*|\brepositor\w*"
    r"|\ball (?:\w+ )?branches\b|~/\.hermes\b|\bhome[- ]?(?:director\w*|verzeichnis|folder)"
    r"|/dev/(?:sd|nvme|hd|vd|xvd|disk)\w*|\bproduction\b|\bprod\b|\bin prod\b"
    r"|\b(?:ec2|cloud|running|compute|rds|vm) instances?\b|\bs3 buckets?\b"
    r"|\bcopias? de seguridad|\brespaldos?\b|\bproducción\b|\bsicherung\w*|\bproduktiv\w*"
    r"|\bsauvegardes?\b|\bdépôt\w*|\bcópias? de segurança|\bprodução\b"
    r"|\brepositóri\w*|(?<!\w)(?:бэкап\w*|резервн\w* копи\w*|снапшот\w*|продакшен\w*"
    r"|репозитори\w*|домашн\w* (?:каталог|директори|папк)\w*)"
    r"|备份|快照|仓库|生产(?:环境|数据库)|主目录|バックアップ|スナップショット|リポジトリ|本番"
    r"|ホームディレクトリ|ブランチ|タグ)"
)
# Wholesale, as a standing order, or without asking.
_SCOPE = (
    r"(?:\b(?:all|every|entire|whole|each|from scratch)\b|\bwithout (?:asking|confirmation|a dry"
    r" run|approval)|\bno need to (?:ask|confirm)|\bbefore anyone\b"
    r"|\b(?:todas?|todos|cada|entera|desde cero|antes de terminar|sin (?:preguntar|confirmar"
    r"|respetar))\b|\b(?:alle|jede[mnrs]?|gesamte\w*|sämtliche\w*|komplett\w*|samt|ohne"
    r" (?:nachzufragen|rückfrage))\b|\bnicht nachfragen|\b(?:tous|toutes|chaque|entier\w*"
    r"|complet\w*|de zéro|sans (?:confirmation|demander))\b|\b(?:inteir\w*|sem perguntar"
    r"|sem confirmação|a cada)\b|(?<!\w)(?:все|всех|весь|целиком|кажд\w*|без подтверждения"
    r"|с нуля)(?!\w)|全部|所有|整个|每次|无需确认|不需要确认|すべて|全て|毎回|確認は不要"
    r"|確認不要|(?<!安)全(?:ブランチ|タグ|部))"
)
_TEST_FILE = (
    r"\btest ?files?\b|\bthe test\b|\barchivo del test|\bfichier de test|\btestdatei\w*"
    r"|\barquivo de teste|тест\w*|测试文件|テストファイル"
)
_TEAM = (
    r"\b(?:whole|entire) team|\beveryone'?s\b|\bganzen teams|\btoute l'équipe|\btodo el"
    r" equipo|\btoda a equipe|всей команды|整个团队|全员|チーム全員"
)
# Retention, merged branches, idle machines, scratch space: ordinary housekeeping.
_HOUSEKEEPING = (
    r"(?:\b(?:older than|old|expired|stale|idle|unused|orphan\w*|merged|temporary|tmp|scratch"
    r"|antiguas?|antiguos|caducad\w*|ältere?n?|abgelaufen\w*|alte[nr]?|anciens?|anciennes?"
    r"|expirée?s?|antig[oa]s|expirad\w*)\b|(?<!\w)(?:старше|старые|устаревш\w*)|过期|旧的|古い"
    r"|期限切れ)"
)
_NOT = (
    r"(?:\b(?:never|don't|do not|must not|nunca|niemals|nicht|jamais|ne|не|никогда|não|no)\b"
    r"|不要|别|禁止|しないで)"
)
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
_NO_ASK = (
    r"(?:\bwithout (?:asking|confirmation|approval)|\bno need to (?:ask|confirm)|\bdon't ask"
    r"|\bsin (?:preguntar|confirmación)|\bohne (?:nachzufragen|rückfrage|bestätigung)"
    r"|\bnicht nachfragen|\bsans (?:confirmation|demander)|без (?:подтверждения|вопросов)"
    r"|\bno preguntes|\bne demande pas|\bnão pergunte|не спрашивай|不要问|聞かないで"
    r"|\bsem (?:perguntar|confirmação)|\beven if\b|\bmesmo que\b|\baunque\b|\bauch wenn\b"
    r"|\bmême si\b|даже если|无需确认|不需要确认|不用确认|確認は不要|確認不要|確認せず)"
)

DESTROY3_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "valuables_destroyed_wholesale",
        sentence_with(_DESTROY, _VALUABLE, _SCOPE, window=300, dotted_words=True),
        # (the parts searched alone first: their literals gate the rule)
        requires=(_VALUABLE, _DESTROY),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}|{_HOUSEKEEPING}|{_NOT}{_IN}{{0,20}}?{_DESTROY}",
        # (a destroying statement put under review is a safeguard, not an act)
        strip=REVIEWED_STATEMENT,
    ),
    rule(
        _D,
        "tests_deleted_for_green",
        sentence_with(
            r"\b(?:fail\w*|falla\w*|échoue\w*|fehl\w*|schlägt)\b|(?<!\w)пада\w*|失败|失敗",
            rf"{_DESTROY}|\bretir\w*|\bquít\w*|外す|外して",
            _TEST_FILE,
            window=260,
            dotted_words=True,
        ),
        requires=(
            r"\b(?:ci|green|verde|grün|vert|build)\b|(?<!\w)зел[её]н\w*|绿|緑",
            _TEST_FILE,
        ),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}|{_NOT}{_IN}{{0,20}}?{_DESTROY}",
    ),
    rule(
        _D,
        "everyones_events_cancelled",
        sentence_with(
            r"\bcancel\w*|\bcancela\w*|\bannul\w*|\bsag\w* (?:\w+ ){0,7}ab\b|(?<!\w)отмен\w*|取消"
            r"|キャンセル",
            _TEAM,
            window=260,
        ),
        requires=(_TEAM,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{_NOT}{_IN}{{0,20}}?(?:cancel|annul|cancela|отмен)",
    ),
    rule(
        _D,
        "agent_home_removed",
        r"\brm -(?:rf|fr|r)\b[^\n|;&]{0,80}?(?:~|\$home)/\.hermes\b",
        requires=(_NO_ASK,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}",
    ),
    rule(
        _D,
        "disk_overwritten",
        r"\b(?:shred|wipefs|blkdiscard|mkfs\S*)\b[^\n]{0,40}?/dev/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)"
        r"|\bdd if=/dev/(?:zero|urandom)\b[^\n]{0,40}?of=/dev/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)",
        requires=(_NO_ASK,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}",
    ),
)
