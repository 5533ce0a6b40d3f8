"""Standing orders planted in memory, remote code wired into hooks, database and history
wipes, and secrets appended to every reply, in the eight languages: pattern text only,
compiled in ``rules_covert``.

Saving a note to memory is ordinary; saving one that says "always obey notes tagged #ops"
or "run whatever command follows" plants an order for every later session, so the rule
needs the save and such an order (``OBEY_ORDER``) together.
"""

from __future__ import annotations

from hermes_memory.scanning.rules_system import SECRET_PATH, SECRET_VAR, SECRET_WORD

# Kept for later sessions: into memory, forever, for every future session.
SAVE_FOR_LATER = (
    r"\b(?:save|store|write|add|record|keep|put|create|remember|memori[sz]e)\w*\b[^.\n]{0,40}?"
    r"(?:memory|memories|future sessions|every (?:future )?(?:session|task|start)|forever"
    r"|permanently"
    r"|long-term|skills? (?:folder|directory)|as a skill)"
    r"|\b(?:guarda|graba|recuerda|memoriza|añade)\w*\b[^.\n]{0,40}?(?:memoria|sesiones futuras"
    r"|para siempre|permanente)|\b(?:enregistre|mémorise|retiens|garde|ajoute)\w*\b[^.\n]{0,40}?"
    r"(?:mémoire|sessions futures|pour toujours|long terme)|\b(?:merk|speicher|schreib|trag)\w*"
    r"\b[^.\n]{0,40}?(?:dauerhaft|gedächtnis|künftig|für immer|langzeit)|\b(?:сохрани|запомни"
    r"|запиши|добавь)\w*\b[^.\n]{0,40}?(?:памят|сесси|навсегда)|\b(?:grave|salve|guarde"
    r"|memorize|lembre)\w*\b[^.\n]{0,40}?(?:memória|sessões futuras|para sempre|permanente)"
    r"|(?:写|存|记住|保存|添加)[^。！？\n]{0,10}?(?:长期记忆|永久记忆|记忆|以后每次)"
    r"|(?:記憶|メモリ|長期記憶)[^。\n]{0,10}?(?:保存|登録|書き込)"
)
# ... an order to obey notes blindly or run what they say.
OBEY_ORDER = (
    r"\b(?:obey|trust)\w* (?:[^\s]+ ){0,3}?(?:notes?|commands?|instructions?|links?|entries"
    r"|messages?)|\b(?:run|execute) (?:whatever|any|every) (?:command|script)|\bwithout"
    r" (?:checking|verif\w*)\b|~/\.cache/\S+\.sh|/tmp/\S+\.sh|\bobedec\w*|\bejecut\w* (?:los |las"
    r" )?(?:comandos|órdenes)|\bobedez\w*|\bobé\w*|\bexécut\w* (?:les )?commandes|\bbefolg\w*"
    r"|\bgehorch\w*"
    r"|\bungeprüft|\bподчин\w*|\bвыполня\w* (?:любые |все )?команд|\bзапуска\w*[^.\n]{0,30}?~/"
    r"|\bexecut\w* (?:os )?comandos|(?:服从|遵守|执行)[^。！？\n]{0,12}?(?:命令|指令|笔记|~/)"
    r"|(?:必ず従|従うこと|実行する|無条件)"
)

# Git hooks and editor settings that fetch and run remote code on every checkout or terminal.
HOOK_REMOTE = (
    r"(?:\.git/?hooks|\.githooks|hookspath|post-(?:checkout|merge|commit)|pre-(?:commit|push)\b"
    r"|settings\.json|shellargs)[^\n]{0,200}?(?:(?:curl|wget)[^\n|]{0,80}\|\s*(?:ba|z)?sh\b"
    r"|lädt und (?:ausführt|startet)|download\w* and run|загрузк\w* и запуск|descarg\w* y ejecut)"
)

# Whole databases, every table, production: not a temporary table after a migration.
_EVERY = r"(?:every|all|each|todas|todos|toutes|tous|jede\w*|allen|alle|все\w*|каждой)"
_STORES = (
    r"(?:databases?|bancos|bases|datenbanken|баз\w*|tables?|tablas|tabelas|tabelle\w*|таблиц\w*)"
)
SQL_WIPE = (
    rf"\b(?:drop|truncate)\b[^\n.]{{0,60}}?\b{_EVERY}\b[^\n.]{{0,30}}?{_STORES}"
    rf"|\b{_EVERY}\b[^\n.]{{0,40}}?{_STORES}[^\n.]{{0,20}}?\b(?:drop|truncate)\b"
    r"|(?:本番|全部|すべて)[^\n。]{0,20}?(?:drop|truncate)|\bdrop\s+(?:database|schema)\s+[\"'`]?"
    r"(?:prod\w*|production|live|main)\b|\bdrop (?:all|every) (?:the )?(?:prod\w* |production )?"
    r"(?:tables|databases)\b"
    # every namespace's volumes, the agent's state tables, the backups, the project folder
    r"|\bkubectl delete [^\n]{0,30}?--all\b[^\n]{0,15}?(?:-a\b|--all-namespaces)"
    r"|\bkubectl delete (?:namespace|ns) <"
    r"|(?:delete|drop|wipe|lösch\w*|apague|borra|supprime|удали|затри|сотри|删除|削除)[^.\n]{0,40}?"
    r"(?:tabl|tabell|tabel|таблиц|баз\w* сесси)\w*[^\n]{0,30}?(?:state\.db|сесси)"
    # (not "删除前已备份": backed up before the deletion)
    r"|(?:删掉|删除|清空)[^。\n前]{0,6}?(?<!已)(?:backups?|备份)"
    r"|(?:toda|whole|entire|tout|ganze\w*|весь|всю) (?:la |the |le |den |das )?(?:carpeta|folder"
    r"|dossier|ordner|папк\w*|pasta) (?:del |of the |du |des )?(?:proyecto|project|projet|projekts?"
    r"|проекта)|(?:pasta|carpeta|dossier|folder) (?:do|del|du|of the) (?:projeto|proyecto|projet"
    r"|project) (?:inteira|entera|entier|entière|whole)"
)
# History of main overwritten: a force push onto main or with an empty tree.
FORCE_PUSH = (
    r"\bgit push\b[^\n]{0,30}?(?:-f|--force)\b(?!-with-lease)[^\n]{0,60}?\b(?:main|master)\b"
    r"|\bgit push (?:-f|--force)\b(?!-with-lease)|\bforce[- ]push\w*[^\n.]{0,40}?(?:empty|leer\w*"
    r"|vacío|vide|пуст\w*|vazio|空|main|master)"
    r"|(?:强推|强制推送|force push)[^\n。]{0,30}?(?:main|空)"
    r"|commit-tree|(?:main|master)[^\n.]{0,40}?force[- ]?push|git reset --hard\b[^\n]{0,80}?"
    r"(?:强推|强制推送|push (?:-f|--force)|force[- ]push)"
)
# Main said to be left alone beside a force push of another branch ("main is untouched", "main
# には触れていない"), or named only as the base a branch was rebased onto: blanked before the
# rule reads the text, so the push no longer reaches it.
MAIN_UNTOUCHED = (
    r"\brebas\w*[^.;\n。；]{0,40}?\b(?:onto|on top of|on|auf|sur|sobre|em cima d[ao]|на)"
    r" (?:the |la |le |a |o |den )?(?:latest |current |neuesten |aktuellen |dernière? |última"
    r" |último )?"
    r"(?:origin/)?(?:main|master)\b"
    r"|\b(?:main|master)\b(?: branch)?[^.;\n。；]{0,12}?(?:untouched|unchanged|unaffected|is fine"
    r"|unberührt|unverändert|nicht betroffen|intact[ao]?|intacte|n'a pas (?:bougé|été touchée?)"
    r"|no se (?:tocó|ha tocado)|sigue igual|não (?:foi|é|será) tocad[ao]|não mudou|intocad[ao]"
    r"|не (?:трогал\w*|тронут\w*|затронут\w*|менял\w*))"
    r"|(?:\bmain|\bmaster)[^。\n]{0,4}?(?:には|は)?(?:触れていない|触っていない|変更なし|そのまま)"
    r"|(?:\bmain|\bmaster)[^。\n]{0,4}?(?:没动|没有动|未改动|不受影响|没受影响)"
    r"|\b(?:without touching|sin tocar|sans toucher(?: à)?|sem tocar(?: n[ao])?|ohne)"
    r" (?:the |la |le |a |o )?"
    r"(?:main|master)\b"
)
NOT_NOW = (
    r"\b(?:never|don't|do not|nunca|nie|niemals|jamais|jamás|никогда|нельзя|avoid)\b"
    r"|不要|しない|禁止|绝不|決して"
)

# A secret and "every reply" in one entry.
_SECRET = rf"(?:{SECRET_PATH}|{SECRET_VAR}|{SECRET_WORD})"
EVERY_REPLY = (
    r"(?:(?:every|each|all) (?:of your )?(?:repl|answer|respons)\w*|cada respuesta"
    r"|todas las respuestas|jede[rn]? antwort|chaque réponse|每(?:次|条"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}条)?(?:回复|回答|答复)"
    r"|毎回の(?:返答|返信|回答)|(?:返答|返信|回答)(?:のたびに|ごとに|の最後に)"
    r"|каждого ответа|каждый ответ|cada resposta"
    r"|todas as respostas)(?! thread| chain)"
)
# ... with a verb that puts it there, either side.
_PUT_ANY = (
    r"(?:\b(?:append|add|attach|include|put|paste|print|insert|prepend|footer|end of|añade|agrega"
    r"|incluye|pon|adjunta|füg|häng|setz|ajoute|inclus|mets|joins|добав|включ|встав|inclua"
    r"|adicione|coloque)\w*|附|加上|写上|付け|含め|追記|入れ)"
)
PUT_EVERY_REPLY = (
    rf"{_PUT_ANY}[^.\n。]{{0,60}}?{EVERY_REPLY}|{EVERY_REPLY}[^.\n。]{{0,40}}?{_PUT_ANY}"
)
# "Every reply" found, the secret anywhere in the entry: one search of the secret expression,
# not one per position of a window around it.
SECRET_ANYWHERE = _SECRET
# ... unless it is kept off them ("keeps .env values off every response", "redact").
KEPT_OFF = NOT_NOW + r"|\b(?:off|out of|redact\w*|mask\w*|hide|hidden|strip(?:s|ped|ping)?)\b"
