"""Persistence the older rules miss, in the eight languages.

A note that writes itself back into memory even after the user deletes it ("save this entry
again each session, even if the user deletes it"); and a start-up foothold (cron, a boot
service, a shell rc file) that fetches and runs a remote script or opens a reverse tunnel,
with the verbs and foothold words of the other languages ("lege einen Cronjob an", "servicio
de arranque", "追記", "添加"). Saving a note, or a cron line running a local program, passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.rules_system import CREATE, FOOTHOLD, NET_TOOL_OUT, WRITE
from hermes_memory.scanning.types import ThreatCategory

_P = ThreatCategory.PERSISTENCE

_THIS_NOTE = (
    r"(?:\b(?:this|the present) (?:exact |very |same )?(?:entry|note|memory|instruction|text"
    r"|message|rule)s?\b|\b(?:cette|la présente) (?:note|entrée|consigne|instruction)\b"
    r"|\b(?:esta|la presente) (?:nota|entrada|instrucción|memoria)\b|\beste (?:texto|registro)\b"
    r"|\bdiese[nrs]? (?:notiz|eintrag|anweisung|text)\b|\bэт(?:у|а|от|о) (?:заметк\w*|запис\w*"
    r"|инструкци\w*|текст)|\besta (?:nota|entrada|instrução|memória)\b|这条(?:笔记|记忆|备注|指令)"
    r"|本条|このメモ|この(?:エントリ|記録|指示|ノート))"
)
_RESAVE = (
    r"(?:\b(?:save|write|copy|add|put|store|restore|re-?add|re-?save|re-?create|re-?insert"
    r"|recopie\w*|réécri\w*|réenregistre\w*|remets|recrée\w*|restaure\w*|guarda\w*|vuelve a"
    r"|restaura\w*|reescrib\w*|schreib\w*|speicher\w*|stell\w* \w+ wieder her|wiederherstell\w*"
    r"|сохран\w*|запиш\w*|восстан\w*|верни\w*|grave\w*|salve\w*|restaure\w*|copie\w*"
    r"|reescrev\w*)\b|写回|恢复|保存|重新写|重新添加|書き戻|復元|保存し直|戻す)"
)
_DESPITE_DELETE = (
    r"(?:\beven (?:if|when|after) (?:the user|they|he|she|someone|anyone|i) (?:\w+ )?(?:deletes?"
    r"|removes?|erases?|clears?)|\bmême (?:si|après que) (?:l'utilisateur|il|elle|on) (?:la |le"
    r" |l')?(?:supprime|efface|retire)|\baunque (?:el usuario |lo |la )?(?:la |lo )?(?:borre"
    r"|elimine|quite)|\bincluso si (?:el usuario )?(?:la |lo )?(?:borra|elimina)"
    r"|\b(?:auch|selbst) wenn (?:der nutzer|der benutzer|man|er|sie) (?:sie |ihn |es )?"
    r"(?:gelöscht|löscht|entfernt)|\bдаже если (?:пользователь )?(?:е[её] |его )?(?:удалит"
    r"|сотр[её]т|удалил)|\bmesmo (?:que|se) (?:o usuário |o utilizador )?(?:a |o )?(?:apague"
    r"|exclua|remova|apagar)|即使用户删除|即使被删除|就算用户删|(?:ユーザー|利用者)が[^。\n]{0,10}?"
    r"(?:消しても|消したら|削除しても|削除したら))"
)

_FOOTHOLD_MORE = (
    rf"(?:{FOOTHOLD}|\bservicio de (?:arranque|inicio)\b|\bservice de démarrage\b"
    r"|\bautostart\w*|\bdienst beim (?:start|hochfahren)\b|\bслужб\w* автозапуска|\bавтозагрузк\w*"
    r"|\bserviço de inicialização\b|开机启动|自启动|开机自启|スタートアップ|起動時に|ログイン時に"
    r"|\b(?:each|every) time (?:the machine|the computer|it) (?:boots|starts)|cada vez que se"
    r" encienda|à chaque démarrage|bei jedem (?:start|hochfahren)|при каждом (?:запуске"
    r"|включении)|sempre que (?:o computador )?ligar)"
)
_REMOTE_MORE = (
    # (a fetched script, a network tool, a download-and-run or a reverse tunnel; the older
    # rule reads the wider payload)
    rf"(?:https?://[^\s\"'`]+?\.(?:sh|py|ps1|pl|rb|bin|exe)\b|{NET_TOOL_OUT}"
    r"|\breverse (?:ssh )?tunnel|\btúnel (?:ssh )?(?:inverso|reverso)"
    r"|\btunnel (?:ssh )?inverse|\breverse-tunnel|\bобратн\w* (?:ssh-)?туннел\w*|反向隧道"
    r"|リバーストンネル|\bssh -r\b|下载[^。\n]{0,10}?并(?:运行|执行)"
    r"|\bherunterlädt und (?:\w+ ){0,3}(?:ausführt|startet)"
    r"|\bdownload\w* [^.\n]{0,40}?(?:and|&) (?:run|execut)\w*)"
)
_SET_UP_MORE = (
    rf"(?:{WRITE}|{CREATE}|\bleg\w* [^.\n]{{0,40}}?\ban\b|\banlegen\b|\bregistr\w*|\bañad\w*"
    r"|\bajout\w*|\bcrée\w*|\bсозда\w*|\bзарегистрир\w*"
    r"|\bдобав\w*|\bcadastr\w*|加\N{CJK UNIFIED IDEOGRAPH-4E00}条|加个"
    r"|新建|追記|登録|仕込|加一个|加上|补上"
    # pasted in: "colle juste ça dans le .bashrc"
    r"|\b(?:paste|colle|coller|pega|pegue|cola|cole|einfüg\w*)\b|(?<!\w)вставь|贴到|貼り付け)"
)

FOOTHOLD2_RULES: tuple[Rule, ...] = (
    rule(
        _P,
        "note_outlives_deletion",
        # (a dot inside a path, "~/.cache/.m", does not end the sentence)
        rf"{_THIS_NOTE}(?:[^.!?。\n]|\.(?=\S)){{0,100}}?{_RESAVE}"
        rf"|{_RESAVE}[^.!?。\n]{{0,40}}?{_THIS_NOTE}",
        requires=(_DESPITE_DELETE,),
    ),
    rule(
        _P,
        "foothold_runs_remote",
        _FOOTHOLD_MORE,
        requires=(_REMOTE_MORE, _SET_UP_MORE),
        unless=WATCH_FOR_NOTE,
    ),
)
