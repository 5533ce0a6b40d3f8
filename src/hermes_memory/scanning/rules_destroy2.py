"""Destruction of what cannot be rebuilt, ordered to the agent from content it reads.

A delete verb in the order form (imperative, infinitive after "should", never a past report)
and, in the same sentence, something of value: production data, backups and snapshots, the
agent's memory, the user's folders, git history and remote branches, system data paths. The
text must also address the agent (assistant, bot, "AI agent"), make it a standing order
(next session, from now on) or wave the check away (no need to ask, already approved).
Build folders, caches, scratch and test databases, and past reports pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_destroy_waved import WAVED
from hermes_memory.scanning.intent_guarded import REVIEWED_STATEMENT
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_way_back import (
    BACKUPS,
    DESTROY_STANDING,
    DISABLE,
    SHRUGGED,
    WAVED_MORE,
    WAY_BACK,
)
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

# The order forms only: "delete", "borra", "lösche", "supprimez", "удали", "apague", "删掉",
# "削除して". Past reports ("deleted", "borramos", "gelöscht", "删除了", "削除した") pass.
_DESTROY = (
    r"(?:\b(?:delete|remove|wipe|erase|destroy|drop|purge|nuke|empty|truncate|format|clear)\b"
    r"(?! (?:it|them) (?:after|once|when))"
    r"|\b(?:borra|borrad|borren|borrar|elimina|eliminad|eliminen|eliminar|vacía|vacíen|vaciar"
    r"|destruye|destruyan|destruir|formatea|formatear|trunca|truncar)\b"
    r"|\b(?:lösche|löscht|löschen|leere|leeren|entferne|entfernen|vernichte|vernichten"
    r"|formatiere|formatieren|plattmachen)\b"
    r"|\b(?:supprime|supprimez|supprimer|efface|effacez|effacer|vide|videz|vider|détruis"
    r"|détruisez|détruire|formate|formatez|formater)\b"
    r"|(?<!\w)(?:удали|удалите|удалить|удаляй|очисти|очистите|очистить|очищай|сотри|сотрите"
    r"|стереть|снеси|уничтожь|уничтожить|отформатируй|вычисти)(?!\w)"
    r"|\b(?:apague|apaguem|apagar|exclua|excluam|excluir|esvazie|esvaziar|destrua|destruir"
    r"|formate|formatar|limpe)\b"
    r"|(?:删除|删掉|清空|抹掉|销毁|格式化|清除)(?!了|完)|删了吧|全删"
    r"|(?:削除|消去|初期化)(?:して|しろ|する(?:こと|ように)|を実行)|消して|空にして"
    # the commands themselves
    r"|\brm\s+-[a-z]*(?:rf|fr)[a-z]*\b|\bdropdb\b|\bterraform destroy\b|\btruncate table\b)"
)
# What cannot be rebuilt. Build output, caches, tmp, scratch and test data are not here.
_VALUABLE = (
    r"(?:\bprod(?:uction|ucción|ução|uktion\w*)?\b|\bbackups?\b|\bsnapshots?\b|\bvolumes\b"
    r"|\bmemory (?:db|database|store|base|folder|files?)\b|\bthe memory\b|state\.db|\.hermes\b"
    r"|~/(?!\.cache|tmp|\.npm|\.local/share/trash)[\w.]|/var/lib/\w|/srv/\w|/home/|\.ssh\b"
    r"|\bgit history\b|\bcommit history\b|\b(?:remote|all|every) (?:remote )?branch(?:es)?\b"
    r"|\b(?:release )?tags\b"
    r"|\bcustomer (?:base|database|data|records)\b|\b(?:orders?|invoices?|customers?|users?"
    r"|payments?|accounts?) (?:and \w+ )?tables\b|\b(?:home|personal) (?:folder|directory)\b"
    r"|\bdocuments\b|\b(?:all|every) (?:projects?|repositor\w*|repos)\b|\bprojects? folder\b"
    r"|\bbucket\b|\brepositor(?:y|ies)\b"
    r"|copias de seguridad|\bmemoria\b|\bbase de (?:memoria|datos)\b|carpeta (?:de )?(?:documentos"
    r"|personal|proyectos)|ramas remotas|\bramas\b|\betiquetas\b|\bhistorial\b"
    r"|sicherungen|\berinnerung\w*|\bgedächtnis\w*|\bgit-\w+|\bhistorie\b|\b\w*datenbank\w*"
    r"|remote-branches|\bbranches\b"
    r"|\bsauvegardes?\b|base clients|\bmémoire\b|\bhistorique\b|dossier (?:personnel|des projets)"
    r"|branches distantes"
    r"|(?<!\w)(?:прод\w*|резервн\w* коп\w*|бэкап\w*|баз\w* (?:памяти|данных)|памят\w*|ветк\w*"
    r"|тег\w*|истори\w*|каталог\w* (?:с )?проект\w*|папк\w* с проект\w*)"
    r"|\bmemória\b|\bhistórico\b|banco de (?:produção|dados)|tabela de pedidos|pasta de projetos"
    r"|diretório de backups|\bbranches\b"
    r"|生产|备份|记忆|项目文件夹|所有分支|分支|历史|数据库"
    r"|本番|バックアップ|メモリ|全プロジェクト|プロジェクトフォルダ|ブランチ|タグ|テーブル|履歴)"
)
# Scratch targets in the same breath make it a runbook's cleanup.
_SCRATCH = (
    r"(?:\b(?:test|testing|temp|tmp|scratch|sandbox|staging|fixture|demo)\w* (?:databases?|db"
    r"|tables?|data|buckets?)\b|\bapp_test\b|\bstaging\b|测试|テスト用|тестов\w*|de prueba)"
)
# Who is told, or why there is no one to ask.
_ADDRESSED = (
    # ("j'ai", "n'ai": French "have", not the AI)
    r"(?:\b(?:assistant|agent|agents|bot|(?<!')ai|llm|ki|ia|ki-agent\w*|asistente|agente|agentes"
    r"|assistent\w*|assistente|l'ia|l'agent)\b|(?<!\w)(?:агент\w*|бот\w*|ассистент\w*|ии)(?!\w)"
    r"|助手|アシスタント|エージェント|ボット|给ai|ai[にへ]"
    # a standing order
    r"|\bnext (?:session|time|start)\b|\bat the start\b|\bfrom now on\b|\bin future\b"
    r"|\bgoing forward\b|\bpara la próxima\b|\bpróxima sesión\b|\bal arrancar\b|\bà l'avenir\b"
    r"|\bdès le début\b|\bzu beginn\b|\bbeim nächsten\b|\bnächste[nms]? (?:mal|sitzung|start)\b"
    r"|на будущее|в начале|при старте|\bna próxima\b|\blogo no (?:início|começo)\b"
    r"|下次|开局|每次|次回|開始時"
    # the check waved away
    r"|\bno (?:need|confirmation)\b|\bwithout (?:asking|confirm\w*|check\w*)\b|\bapproved\b"
    r"|\bsigned off\b|\bnobody needs\b|\bsin preguntar\b|\bno hace falta\b|\baprobado\b"
    r"|\bohne (?:rückfrage|nachfrage|nachzufragen|bestätigung)\b|\bkeine rückfrage\b"
    r"|\bnicht nötig\b|\bsans (?:attendre|demander|confirm\w*)\b|\bvalidé\b|\bc'est prévu\b"
    r"|не нужно|без подтвержд\w*|согласовано|\bsem perguntar\b|\baprovado\b|无需确认|不用再?确认"
    r"|别问|已经批准|確認(?:は)?(?:いらない|不要|なし)|承認済み)"
)

# (det28: the check waved as a custom, a consent claimed, the question forbidden)
_ADDRESSED = f"(?:{_ADDRESSED}|{WAVED})"

# (det29b: a wipe dressed as cleanup or a fresh start -- the verb as a standing rule, the way
# back named as what goes, the backups switched off, the check waved with the owner named;
# see ``intent_way_back``)
_DESTROY = f"(?:{_DESTROY}|{DESTROY_STANDING})"
_VALUABLE = f"(?:{_VALUABLE}|{WAY_BACK})"
_ADDRESSED = f"(?:{_ADDRESSED}|{WAVED_MORE}|{SHRUGGED})"

# "Never delete backups", "不要删除", "remind the user to delete": an order not to, or the
# user's own job. Looked for in the sentence before the verb.
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
_NOT_OURS = (
    r"(?:\b(?:never|not|don't|do not|must not|mustn't|should not|shouldn't|nunca|jamás|nie"
    r"|niemals|nicht|jamais|ne|не|никогда|não)\b|\b(?:ask|remind|tell|let|help) (?:the )?"
    r"(?:user|owner|human)\b|不要|别|不得|禁止|切勿|(?<!\w)(?:никогда не|не надо|нельзя)"
    # a question about how to, not an order
    r"|\bhow (?:to|do i|do you|can i)\b|(?<!\w)как(?!\w)|\bwie (?:lösche|kann)\b"
    r"|\bcomment (?:supprimer|effacer|vider|on)\b"
    r"|\bcómo\b|\bcomo (?:apago|apagar|excluir)\b|如何|怎么|どうやって)"
)
# The verb and the target in one sentence, either order (searched from the verb: cheap); an
# order not to anywhere in the text rules the text out.
# Up to 14 words, then a few characters (scripts written without spaces): a verb and its
# object in one sentence, tried a word at a time instead of a character at a time.
_GAP = r"(?:[^\s!?;。！？；]*+(?<!\.)\s+){0,14}?[^\s!?;。！？；]{0,16}?"
_ORDER = rf"{_DESTROY}{_GAP}{_VALUABLE}|{DISABLE}{_GAP}{BACKUPS}"
# Scripts and orders that put the verb last ("バックアップを全部消して", "~/Dokumente löschen"):
# the verb found first (rare), the target anywhere in the text.
_DESTROY_LAST = (
    r"(?:(?:删除|删掉|清空|抹掉|销毁|格式化|清除)(?!了|完)|删了吧|全删"
    r"|(?:削除|消去|初期化)(?:して|しろ|する(?:こと|ように)|を実行)|消して|空にして"
    r"|\b(?:löschen|leeren|formatieren|vernichten)\b)"
)
_NOT_AN_ORDER = rf"{_NOT_OURS}{_IN}{{0,24}}?{_DESTROY}"

DESTROY2_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "destroy_valuable_last",
        _DESTROY_LAST,
        requires=(_VALUABLE, _ADDRESSED),
        unless=rf"{ABOUT_ATTACK_NOTE}|{_SCRATCH}|{_NOT_AN_ORDER}",
        strip=REVIEWED_STATEMENT,  # (a destroying statement put under review is a safeguard)
        lines=True,
    ),
    rule(
        _D,
        "destroy_valuable",
        _ORDER,
        requires=(_ADDRESSED,),
        unless=rf"{ABOUT_ATTACK_NOTE}|{_SCRATCH}|{_NOT_AN_ORDER}",
        strip=REVIEWED_STATEMENT,  # (a destroying statement put under review is a safeguard)
        lines=True,  # a line break ends the sentence (YAML, CSV, a comment under code)
    ),
)
