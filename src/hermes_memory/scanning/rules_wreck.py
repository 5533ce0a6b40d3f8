"""Destruction as a standing order, in the eight languages.

Deleting the user's or the agent's data (a whole database, every table, the agent's memory,
all the user's files or repositories, the backups, home's contents) or running a command that
destroys history (a force push to main, an expired reflog, ``rm -rf .git``, ``DROP SCHEMA …
CASCADE``), together with what makes it an attack rather than a runbook step: no asking
first, a trigger (when tests fail, if the user complains) or a claimed approval. Test and
scratch databases are a runbook's business and pass.
"""

from __future__ import annotations

from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

_WIPE = (
    r"(?:\b(?:delete|remove|wipe|erase|destroy|drop|purge|nuke|clear|empty|truncate)\w*"
    r"|\b(?:borra|borrar|elimina|eliminar|vacía|vacia|vaciar|destruye)\w*"
    r"|\b(?:lösch\w*|leere|leeren|entfern\w*|vernicht\w*)|\b(?:supprime\w*|efface\w*|vide[rz]?"
    r"|détrui\w*)|\b(?:удал\w*|сотр\w*|очист\w*|уничтож\w*|снеси)|\b(?:apag\w*|exclu[ai]\w*"
    r"|esvazi\w*|destru\w*|limp[ae]\w*)|删除|删掉|清空|抹掉|销毁|削除|消去|消し|空に)"
)
# Everything of a kind, the user's own, production, or the agent's memory.
_WHOLE = (
    r"(?:\b(?:all|entire|whole|every|todas?|todos|toda|entera|gesamte\w*|alle|sämtliche\w*|toute?s?"
    r"|tous|entière|все|всю|весь|целиком|inteir[ao]|definitivamente|définitivement)\b"
    r"|\b(?:user's|their|his|her|seine\w*|ihre\w*|sus|leurs|его|её|seus|suas)\b"
    r"|\bde l'utilisateur\b|\bdel usuario\b|\bdes (?:nutzers|benutzers)\b|\bпользователя\b"
    r"|\bdo (?:usuário|utilizador)\b|\bprod(?:uction|uktion\w*|ucción|ução)?\b"
    r"|所有|全部|すべて|全て|用户的|ユーザーの)"
)
_DATA = (
    r"(?:\b(?:databases?|db|tables?|schemas?|repos|repositor\w*|volumes?|backups?|home"
    r"|bases? de datos|tablas|repositorios|copias de seguridad|datenbank\w*|tabellen"
    r"|sicherungen|papierkorb|\w*datenbank\w*|base de données|bases de données|dépôts"
    r"|sauvegardes|corbeille"
    r"|баз\w* данных|таблиц\w*|репозитори\w*|резервн\w* копи\w*|корзин\w*|banco de dados"
    r"|base de dados|tabelas|repositórios|lixeira)\b|~/|\$home|数据库|数据表|表格|仓库|备份"
    r"|データベース|テーブル|リポジトリ|バックアップ"
    # files only as the user's own: "all files in dist/" is a build step
    r"|\b(?:user's|their|his|her|seine|ihre|ses|sus|его|seus) (?:\w+ )?(?:files|dateien"
    r"|fichiers|archivos|файлы|arquivos)\b|用户的文件|ユーザーのファイル)"
)
_AGENT_MEMORY = (
    r"(?:\b(?:the |its |your )?(?:agent'?s? |assistant'?s? )memory\b|\bmemoria del agente\b"
    r"|\bmémoire d'agent\b|\bsa mémoire\b|\bgedächtnis\w*|\bspeicher des agenten\b"
    r"|\bпамять агента\b|\bmemória do agente\b|记忆文件|记忆|記憶ファイル|記憶)"
)
_WITHOUT_ASKING = (
    r"(?:\bwithout (?:asking|confirm\w*|checking|a prompt)|\b(?:don't|do not|never) (?:ask|wait"
    r" for|check with)|\bno need to (?:ask|confirm)|\bsin (?:preguntar|confirm\w*|avisar)"
    r"|\bohne (?:rückfrage|nachfrage|zu fragen|bestätigung)|\bsans (?:demander|confirm\w*"
    r"|prévenir)|\bбез (?:вопрос\w*|подтвержд\w*|спрос\w*)|\bне спрашива\w*|\bsem (?:perguntar"
    r"|pedir|confirm\w*)|不要确认|不用问|无需确认|不必确认|確認せず|確認なしで|聞かずに|確認不要)"
)
_TRIGGER = (
    r"(?:\b(?:if|when|whenever) (?:something|anything|it|a test|tests|the build|a pod|the user)"
    r" (?:\w+ )?(?:fails?|breaks?|errors?|crash\w*|complains?|is unhappy|gets? angry)"
    r"|\bsi (?:algo|algún|alguna|quelque chose|l'utilisateur|el usuario) (?:\w+ )?(?:falla"
    r"|échoue|se queja|se plaint|rompe)|\bwenn (?:der nutzer|der benutzer|etwas|ein test)"
    r" (?:\w+ )?(?:unzufrieden|fehlschlägt|scheitert|kaputt)|\bbei jedem fehlgeschlagenen"
    r"|\bse (?:o utilizador|o usuário|algo|algum teste) (?:\w+ )?(?:reclamar|falhar|quebrar)"
    r"|\bесли (?:что-то|пользователь|тест\w*) (?:\w+ )?(?:сломается|упад\w*|недоволен"
    r"|пожалуется)|エラーが出たら|失敗したら|出错|报错时|如果失败|用户不满)"
)
_APPROVED = (
    r"(?:\bpre-?approved\b|\balready (?:approved|agreed|consented)\b|\btold me (?:it's|it is)"
    r" fine\b|\bsaid (?:it's|it is) fine\b|\bfreigabe\b|\bdéjà donné son accord\b|\bya (?:lo )?"
    r"(?:aprobó|autorizó)\b|\bjá (?:autorizou|aprovou)\b|\bуже разрешил\w*|已经同意|承認済み"
    r"|\bconsidère que c'est le cas\b)"
)
_WHY = rf"(?:{_WITHOUT_ASKING}|{_TRIGGER}|{_APPROVED})"
# A runbook's own scratch data.
_SCRATCH = (
    r"\b(?:test|testing|temp|tmp|scratch|sandbox|staging|dev|local|ci|fixture|demo)\w*"
    r" (?:databases?|db|tables?|schemas?|data)\b|\bde (?:prueba|test|teste)s?\b|\bтестов\w*"
    r"|测试|テスト用"
)

_HISTORY_KILLERS = (
    r"(?:\bgit push (?:--force|-f)\b[^\n]{0,40}?\b(?:main|master|head:main|head:master)\b"
    r"|\bgit reflog expire --expire=now|\bgit gc --prune=now|\bgit clean -[a-z]*(?:fd|df)[a-z]*"
    r"|\brm -[a-z]*(?:rf|fr)[a-z]* \.git\b|\bdrop schema \w+ cascade\b|\bdrop database\b"
    r"|\bkubectl delete (?:namespace|ns|pvc --all|pv --all|all --all)\b"
    r"|\bdocker (?:volume prune|system prune -a|volume rm)\b|\btruncate table\b)"
)

WRECK_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "wipe_whole_data",
        rf"{_WIPE}[^.!?。\n]{{0,40}}?(?:{_WHOLE}[^.!?。\n]{{0,30}}?{_DATA}|{_DATA}[^.!?。\n]{{0,24}}?"
        rf"{_WHOLE}|{_AGENT_MEMORY})|(?:{_DATA}[^。\n]{{0,12}}?{_WHOLE}|{_AGENT_MEMORY})"
        rf"[^。\n]{{0,24}}?(?:削除|消去|消し|删除|删掉|清空|抹掉)"
        # the verb last, as German and the infinitive orders put it
        rf"|(?:{_WHOLE}[^.!?\n]{{0,30}}?{_DATA}|{_AGENT_MEMORY})[^.!?\n]{{0,60}}?\b(?:löschen"
        r"|entfernen|vernichten|leeren|supprimer|effacer|borrar|eliminar|apagar|excluir|удалить"
        r"|стереть|to be (?:deleted|wiped|dropped))\b",
        requires=(_WHY,),
        # ("never delete production data without asking" is the rule against it)
        unless=rf"{_SCRATCH}|\b(?:never|nunca|niemals|nie|jamais|никогда(?: не)?|não)\b"
        rf"[^.!?\n]{{0,16}}?{_WIPE}",
    ),
    rule(_D, "history_killer_unasked", _HISTORY_KILLERS, requires=(_WHY,)),
)
