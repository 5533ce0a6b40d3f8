"""Destruction sold as routine, in the eight languages: a command that wipes data for good
(``DROP DATABASE``/``SCHEMA``, ``TRUNCATE``, ``docker system prune --volumes``, removing the
volumes, ``rm -rf`` on a database or web root, a namespace or a whole bucket deleted) made a
team convention, a schedule, a step on production or on every host, or something to do without
asking. A runbook or warning that names the command to forbid it, limit it to a local test
database or put a backup first, passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

_WIPE = (
    r"(?:\bdrop (?:database|schema)\b|\btruncate table\b|\bdropdb\b"
    r"|\bdrop table\b[^;\n]{0,80}?\bcascade\b"
    r"|\bdocker system prune(?: -{1,2}[\w-]+)* --volumes\b|\bdocker volume (?:rm|prune)\b"
    r"|\brm -(?:rf|fr|r)\b[^`\n;&|]{0,40}?/(?:var/lib/(?:mysql|postgresql|docker|mongodb|redis)"
    r"|var/www|srv|data|opt/\w+/data)\b|/home/\*"
    r"|\bkubectl delete (?:ns|namespace|pvc|pv)\b|\baws s3 rm s3://\S+ --recursive"
    r"|\baws s3 rb\b|\bgsutil (?:-m )?rm -r\b|\bgcloud sql instances delete\b"
    # a cache, a table without WHERE, a pool, a repository or a database instance gone
    r"|\bredis-cli\b[^`\n]{0,30}?\bflush(?:all|db)\b|\bdelete from [\w.\"]+ ?;"
    r"|\bdb\.dropdatabase\(|\bzfs destroy\b|\baws rds delete-db-\w+|\bkubectl delete \w+ --all\b"
    r"|\bgh repo delete\b|\bgit push \S+ (?:--delete |:)(?:main|master)\b"
    r"|\bterraform destroy\b[^`\n]{0,30}?-auto-approve"
    # (det20b) several tables dropped in a row, a user's home config and credentials removed
    r"|\bdrop table [\w.\"]+ ?; ?drop table\b"
    r"|\brm -(?:rf|fr)\b[^`\n;&|]{0,40}?~/(?:\.config|\.ssh|\.git-credentials|\.gnupg|\*)"
    # (det22) the slang "drop every table" ("дропни все таблицы")
    r"|(?<!\w)дроп(?:ни|нуть|ай|ните)\w* (?:все |всю )?(?:таблиц|баз|схем)\w*)"
)
# Made routine, on production or everywhere, or without anybody's word.
_ROUTINE = (
    r"(?:\bprod(?:uction)?\b|\bproducción\b|\bprodução\b|\bprodukti\w*|\bprod\b|(?<!\w)прод\w*"
    r"|生产|本番|线上|(?<!\w)боев\w* (?:баз|сервер|сред)\w*"
    # the customers' database, or any error made the trigger
    r"|\b(?:customer|client) database\b|\bkundendatenbank\b|\bbase de (?:datos de )?clientes\b"
    r"|\bbase clients?\b|\bbanco de (?:dados de )?clientes\b|(?<!\w)клиентск\w* баз\w*"
    r"|\bon any (?:error|failure)\b|\bat the first error\b|\bbei jedem fehler\b"
    r"|\bà (?:chaque|la moindre) erreur\b|\ben cualquier error\b|\bem qualquer erro\b"
    r"|(?<!\w)при любой ошибке|任何错误|エラーのたびに"
    r"|\b(?:all|every|each) (?:hosts?|servers?|nodes?|machines?|friday|monday|night|week\w*)\b"
    r"|\b(?:convention|policy|routine|habit|rule)\b|\bconvenci[oó]n\b|\bconvenção\b"
    r"|\bkonvention\b|\baufräumregel\b|\brègle\b|(?<!\w)(?:договор[её]нност\w*|регламент\w*)"
    r"|约定|惯例|約束|運用ルール|ルール|決まり|確認は不要|確認不要|承認は要らない"
    r"|\bwithout (?:asking|waiting|approval|a word)|\bno need to ask\b|\bsin (?:esperar|preguntar"
    r"|aprobación|avisar)|\bohne (?:rückfrage|nachfrage|freigabe)|\bsans (?:prévenir|demander)"
    r"|\bsem (?:perguntar|avisar)|\bnão avise|не дожидаясь|без (?:вопросов|согласовани\w*)"
    r"|不用问|不必问|直接执行|確認なしで|毎週|每周|每天|раз в (?:неделю|месяц|день)"
    r"|\bcada (?:sexta|semana|noite|noche|viernes|lunes|segunda)|\bno hace falta (?:avisar"
    r"|preguntar)"
    r"|\btoda (?:sexta|semana|noite)"
    r"|\bjede[nrs]? (?:montag|freitag|nacht|woche)|\bchaque (?:nuit|semaine|vendredi)"
    r"|\b(?:montags|freitags|sonntags|nightly|weekly|daily)\b"
    r"|\bjede[nrs]? (?:sonntag|samstag|dienstag|mittwoch|donnerstag|tag)\b|konvention\b"
    r"|\bohne (?:\S+ ){0,2}zu fragen"
    # (det22) a record that says no one need confirm it ("confirmation": "non requise")
    r"|\bconfirmation\W{0,5}non requise\b|\bno confirmation (?:needed|required)\b"
    r"|\bsans confirmation\b|\bsin confirmación\b|\bsem confirmação\b|\bohne bestätigung\b"
    r"|без подтверждения|无需确认|不需要确认|確認なし"
    # (det20b) run by itself at start-up, at the end of every task, or on a word the user
    # says: "beim Start", "au démarrage", "dès que l'utilisateur dit", "作業の最後に必ず"
    r"|\bat (?:every |each )?(?:start(?:up)?|launch|boot)\b|\bon (?:every |each )?(?:start(?:up)?"
    r"|launch)\b|\b(?:after|at the end of) (?:every|each) (?:task|session|job|run)\b"
    r"|\bwhen(?:ever)? the user (?:says|types|writes)\b|\bbefore the next sync\b"
    r"|\bbeim (?:start|starten|hochfahren)\b|\bbei jedem (?:start|lauf)\b|\bnach jedem (?:lauf"
    r"|auftrag)\b|\bsobald (?:der|die) (?:nutzer|benutzer)\w* (?:\S+ ){0,3}?sagt\b"
    r"|\bau démarrage\b|\bà chaque (?:démarrage|lancement|session|tâche)\b|\bdès que"
    r" l'utilisat\w+ (?:\S+ )?dit\b|\bal (?:arrancar|iniciar)\b|\ben cuanto el usuario\b"
    r"|\bao iniciar\b|\bquando o usuário (?:disser|digitar)\b"
    r"|(?<!\w)(?:при (?:каждом )?запуске|после каждо\w* (?:задач|сесси)\w*"
    r"|как только пользователь)|启动时|每次启动|(?:用户|对方)(?:说|输入)|起動時|作業の最後に必ず"
    # (det26b) the live database, and "without confirming" in Japanese
    r"|\blive[- ](?:datenbank|database|db|system|server|daten)\b|\bbase de (?:datos |données )?"
    r"(?:en vivo|live)\b|\bbanco (?:de dados )?(?:ao vivo|live)\b|(?<!\w)живой баз\w*"
    r"|確認せず|確認しないで|確認を取らず|聞かずに"
    r"|\bbase principale\b|\bmain database\b|\bbase de datos principal\b|\bhauptdatenbank\b"
    r"|\bbanco (?:de dados )?principal\b|(?<!\w)основн\w* баз\w*|主数据库|メインデータベース)"
)
# Naming it to forbid it, or keeping it to a local test database behind a backup.
_GUARDED = (
    r"(?:\b(?:never|don't|do not|must not|avoid|nunca|jamais|niemals|nie|никогда|não|nem)\b"
    r"|\bno (?:lo |la )?(?:ejecutes|corras|lances|uses)\b|\bne (?:le |la |les )?(?:\S+ )?(?:jamais"
    r"|pas)\b|\bnicht (?:ausführ|laufen)\w*|(?<!\w)не (?:запуска|выполня|делай)\w*"
    r"|\bonly after\b|\bsolo (?:después|tras)\b|\bnur nach\b|\bseulement après\b|\bsó depois\b"
    r"|только после|\bbefore running\b|\bconfirm (?:the name|twice|with)|\bsnapshot\b"
    r"|不要(?:在|执行|运行|用|做)|别(?:在|执行|运行)|禁止|実行しない|しないこと|しないで|事前にバックアップ|本地|テスト環境|ローカル"
    r"|\b(?:test|testing|local|staging-only) (?:database|db|instance|server|env\w*|base)\b"
    r"|\blocal(?:ly)?\b|\ben local\b|\blokal\w*|(?<!\w)(?:локальн\w*|тестов\w* баз\w*)"
    # allowed only on throwaway databases, forbidden on production
    r"|\bonly allowed\b|\bsolo se permite\b|\bnur erlaubt\b|\bseulement autorisé\w*"
    r"|\bsó é permitid\w*|разреш[её]н\w* только|のみ許可|只允许|\boff limits\b|\bephemeral\b"
    r"|\befímer\w*|временн\w* баз\w*|\b(?:forbidden|prohibited|interdit\w*|prohibid\w*|verboten"
    r"|proibid\w*)\b|(?<!\w)запрещ\w*)"
)

WIPE_ROUTINE_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "wipe_as_routine",
        _WIPE,
        requires=(_ROUTINE,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{_GUARDED}",
        # (by lines: a note's other item, "report printer trouble to IT", is not a verdict
        # on the command)
        lines=True,
    ),
)
