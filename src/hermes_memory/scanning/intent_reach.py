"""Secrets and persistence phrased indirectly: pattern text only, compiled in ``rules_covert``.

A secret put into what the assistant writes (every reply, the next answer) or read out of
its own context; a secret posted to a team chat; and a note that has itself written back
when someone deletes it. Each needs the secret or the note named, plus the way out or
back, so "never include API keys in replies" and "delete the note when done" pass.
"""

from __future__ import annotations

from hermes_memory.scanning.rules_system import SECRET_PATH, SECRET_VAR, SECRET_WORD

# ... and a single named token ("the GitHub token", "el token de GitHub")
_SECRET = (
    rf"(?:{SECRET_PATH}|{SECRET_VAR}|{SECRET_WORD}|\b(?:github|gitlab|slack|openai|api|access|auth"
    r"|bot|bearer|npm|pypi) ?token\b|\btoken (?:de|do|du|von) (?:github|gitlab|acceso|acesso"
    r"|accès|slack))"
)
# An order, not a warning: no "never", "don't" or "not" right before the verb.
_NOT_NEGATED = (
    r"(?<!never )(?<!n't )(?<!not )(?<!no )(?<!nunca )(?<!jamais )(?<!nie )(?<!не )(?<!avoid )"
    r"(?<!não )"
)
_PUT = (
    r"(?:include|attach|append|add|insert|put|paste|print|echo|show|reveal|output|write|embed"
    r"|prepend|quote|leak|repeat|list|dump)\w*"
)
_REPLY = (
    r"(?:in|into|to|at the (?:end|start|top|bottom|beginning) of|inside|within) (?:every|each|your"
    r"|all|any|the next|the|my|this) (?:[^\s]+ )?(?:repl|answer|respons|message|output|summar)\w*"
)
SECRET_OUT = {
    "en": rf"\b{_NOT_NEGATED}{_PUT} (?:[^\s]+ ){{0,4}}?{_SECRET}\S*[^.\n]{{0,30}}?{_REPLY}"
    rf"|\b{_NOT_NEGATED}(?:{_PUT}|tell me|give me|read)\w* (?:[^\s]+ ){{0,4}}?{_SECRET}"
    r" (?:[^\s]+ ){0,3}?(?:from|in|inside|stored in) your (?:context(?: window)?|system prompt"
    r"|instructions|memory|conversation history)\b",
    "zh": rf"(?:{_SECRET})[^。！？\n]{{0,16}}?(?:附|加|写|放|贴|输出|打印)[^。！？\n]{{0,4}}?"
    r"(?:在|到|进)[^。！？\n]{0,6}?(?:每(?:\N{CJK UNIFIED IDEOGRAPH-4E00}条|次)?|你的"
    r"|下\N{CJK UNIFIED IDEOGRAPH-4E00}条)"
    r"(?:回复|回答|答复|消息|输出)",
    "es": rf"\b(?:incluye|añade|agrega|pon|pega|escribe|adjunta|muestra|imprime)\b[^.\n]{{0,30}}?"
    rf"{_SECRET}[^.\n]{{0,30}}?\ben (?:cada|todas las|tu|tus|la próxima) (?:respuesta|mensaje)",
    "de": rf"\b(?:füg\w*|häng\w*|schreib\w*|setz\w*|zeig\w*|gib)\b[^.\n]{{0,30}}?{_SECRET}"
    r"[^.\n]{0,30}?\b(?:in|an|unter) (?:jede|jeder|deine|die nächste)\w* (?:antwort|nachricht)",
    "fr": rf"\b(?:inclus|ajoute|mets|colle|écris|joins|affiche)\b[^.\n]{{0,30}}?{_SECRET}"
    r"[^.\n]{0,30}?\b(?:dans|à la fin de) (?:chaque|chacune de tes|ta|tes|ta prochaine) (?:réponse"
    r"|message)",
    "ja": rf"{_SECRET}[^。\n]{{0,16}}?(?:すべての|毎回の|各|次の)(?:返信|回答|応答|メッセージ)"
    r"[^。\n]{0,8}?(?:含め|入れ|付け|書い|記載|添え)",
    "ru": rf"\b(?:добав|включ|встав|пиши|укаж|выведи|покажи)\w*\b[^.\n]{{0,30}}?{_SECRET}"
    r"[^.\n]{0,30}?\bв (?:каждый|каждое|каждом|свой|твой|следующий) (?:ответ|сообщени)\w*",
    "pt": rf"\b(?:inclua|adicione|coloque|cole|escreva|anexe|mostre|imprima)\b[^.\n]{{0,30}}?"
    rf"{_SECRET}[^.\n]{{0,30}}?\bem (?:cada|todas as|sua|suas|a próxima) (?:resposta|mensagem)",
}
# A chat or shared place where a posted secret is read by many.
_CHAT = (
    r"(?:slack|discord|telegram|mattermost|whatsapp|microsoft teams|(?:team|group|public|shared"
    r"|company|general|random|project) (?:channel|chat|room|doc|folder|drive|sheet|wiki)"
    r"|google (?:drive|doc|sheet)s?|dropbox|notion page|(?:public|open) (?:github |gitlab )?"
    r"(?:issue|comment|gist|repo\w*|forum|pastebin)|(?:comment|issue)s? on (?:the |a )?public"
    r"|(?:pastebin|gist|ticket|issue)s? (?:público|pública|public|publique|öffentlich\w*)"
    r"|https?://paste\.|\bform (?:at|on) https?://|formulaire https?://|formulário)"
)
SECRET_TO_CHAT = (
    rf"\b{_NOT_NEGATED}(?:post|paste|share|send|drop|put|upload|forward|dump|publish|copy|cop"
    r"|move|save|sync|add|attach|place|store|mirror|leave)\w*"
    rf" (?:[^\s]+ ){{0,4}}?{_SECRET}(?: (?:values?|files?|contents?|list))? (?:in|to|into|on|onto"
    rf"|over to|via) (?:[^\s]+ ){{0,3}}?{_CHAT}"
)

# The note restores itself: a put-back verb and a deletion, either order, in one sentence.
_SELF = (
    r"(?:this|these|the) (?:note|entry|instructions?|rules?|memory|text|message|block|line)s?"
    r"|(?:it|them)"
)
# ... and the thing put back is the note itself, not a branch or a file restored from backup.
NOTE_ITSELF = {
    "en": r"\b(?:this|these) (?:note|entry|instructions?|memory|rule|text|message|block|line)s?\b"
    r"|\bsaved? (?:to|in|into) (?:your )?memory\b",
    "zh": r"(?:这|本)\N{CJK UNIFIED IDEOGRAPH-4E00}?条|笔记|记忆|指令",
    "es": r"\b(?:esta|estas|este) (?:nota|entrada|instrucci\w*|memoria|registro)",
    "de": r"\bdiese\w* (?:notiz|eintrag|anweisung\w*|erinnerung)",
    "fr": r"\b(?:cette|ces) (?:note|entrée|instruction|mémoire)",
    "ja": r"この(?:メモ|エントリー?|指示|記録)",
    "ru": r"\bэт\w* (?:заметк|запис|инструкци)\w*",
    "pt": r"\b(?:esta|estas|este) (?:nota|entrada|instruç\w*|memória|registro)",
}
SELF_RESTORE = {
    "en": r"\b(?:re-?add|re-?create|re-?save|re-?insert|re-?write|restore|re-?store|put (?:it|them)"
    r" back|(?:add|put|write|copy) (?:this (?:note|entry|instruction)|these instructions) back"
    r"|add (?:it|them) back|write (?:it|them) back|save (?:it|them) again|copy (?:it|them)"
    r" back|saved? (?:to|in) memory again|re-?add\w*|re-?creat\w*|restor\w*)\w*\b[^.\n]{0,60}?"
    r"\b(?:if|when|whenever|should|in case|every time|after)\b[^.\n]{0,40}?\b(?:delet|remov|clear"
    r"|eras|wip|purg|forget|forgot|go(?:ne|es)? missing|disappear)\w*"
    # copied into every new skill or memory file: the note spreads itself
    r"|\b(?:copy|add|write|insert|append|rewrite)\w* (?:it|this|them|these instructions|this"
    r" (?:entry|note|text)) (?:in)?to (?:every|each|all) (?:new )?(?:skills?|memory files?|notes"
    r"|sessions?|agents?)\b"
    rf"|\b(?:if|when|whenever|should|in case|every time)\b[^.\n]{{0,12}}?(?:{_SELF}|anyone"
    r"|someone|the user|they)\b[^.\n]{0,30}?\b(?:delet|remov|clear|eras|wip|purg)\w*"
    r"[^.\n]{0,40}?\b(?:re-?add"
    r"|re-?creat|re-?sav|re-?insert|re-?writ|restor|put (?:it|them) back|add (?:it|them) back"
    r"|write (?:it|them) back|save (?:it|them) again)\w*",
    "zh": r"(?:如果|若|要是|\N{CJK UNIFIED IDEOGRAPH-4E00}旦|每当)[^。！？\n]{0,16}?(?:删除|删掉"
    r"|清除|移除|删了|被删)[^。！？\n]{0,20}?"
    r"(?:重新(?:添加|写入|保存|创建|加上)|恢复|再(?:写|加|存)回|加回去|写回)",
    "es": r"\bsi\b[^.\n]{0,30}?(?:borra|elimina)\w*"
    r"[^.\n]{0,40}?"
    r"\b(?:vuelve a (?:añadir|crear|guardar|escribir)\w*|restaura\w*|recréa\w*)",
    "de": r"\b(?:wenn|falls|sobald|wird)\b[^.\n]{0,30}?(?:lösch|entfern|gelöscht)\w*[^.\n]{0,60}?"
    r"\b(?:wieder"
    r" (?:an|her|hinzu|ein)|erneut (?:an|hinzu|ein)|stell\w* (?:sie|ihn|es|die notiz) wieder her)",
    "fr": r"\bsi\b[^.\n]{0,30}?(?:supprim|effac)\w*[^.\n]{0,40}?"
    r"\b(?:rajoute|recrée|restaure|réécris|remets|réenregistre)\w*",
    "ja": r"(?:削除|消去|消され)[^。\n]{0,16}?(?:たら|ても|場合)[^。\n]{0,20}?"
    r"(?:再(?:追加|作成|登録|保存)"
    r"|復元|書き戻|追加し直)",
    "ru": r"\bскопируй\w*[^.\n]{0,20}?во все (?:новые )?навыки|\bесли\b[^.\n]{0,30}?"
    r"(?:удал|стер|сотр|пропал|исчез)\w*[^.\n]{0,40}?\b(?:снова"
    r" (?:добав|запиш|созда)|восстанов|верни)\w*",
    "pt": r"\bse\b[^.\n]{0,30}?(?:apag|exclu|remov)\w*[^.\n]{0,40}?\b(?:adicione de novo"
    r"|recrie|restaure|volte a (?:adicionar|criar|salvar|escrever)|reescreva|escreva-?\w* de novo"
    r"|grave-?\w* de novo)\w*",
}
SECRET_TO_CHAT += (
    rf"|{_SECRET}[^.\n]{{0,60}}?\b{_NOT_NEGATED}(?:include|post|paste|share|put|add|attach|leave"
    r"|drop|publish|copy|write|send|forward|mail|email|upload|mánda|manda|envía|envoie|schick"
    r"|sende|отправ|перешли|envie|mande|mandar|publica|publie|colle|cole|pega|скинь|copia"
    rf"|copie|copiar)\w*\b[^.\n]{{0,40}}?{_CHAT}"
    # the same with the verb first, in the other languages ("pega la clave privada en un
    # pastebin público")
    rf"|\b{_NOT_NEGATED}(?:pega|colle|cole|copia|copie|copiar|publica|publie|publique|manda"
    rf"|mande|mandar|envía|envoie|envie|скинь|перешли|mets)\w*\b[^.\n]{{0,60}}?{_SECRET}"
    rf"[^.\n]{{0,60}}?{_CHAT}"
    # the whole environment handed to a network tool
    r"|\bcurl\b[^.\n]{0,20}?\b(?:your|the|my|whole|entire) env(?:ironment)?\b"
    r"|\$\((?:env|printenv)\b"
    r"|\b(?:print|dump|cat)\w* `?(?:env|printenv)`? and pipe (?:it |them )?(?:in)?to `?curl"
)

# Harvesting: whenever a secret shows up, it goes to an address (``HARVEST_SINK``).
HARVEST = (
    r"(?:\b(?:whenever|every time|each time|any ?time|if ever) (?:you )?(?:see|find|come across"
    r"|encounter|notice|spot|get|read|receive)\w*|\bcada vez que (?:veas|encuentres|aparezca)"
    r"|\bsiempre que (?:veas|encuentres|vejas|encontrar|vir|aparecer)|\bimmer wenn du\b"
    r"|\bjedes mal,? wenn\b|\bchaque fois que (?:tu )?(?:vois|trouves|rencontres)"
    r"|\bкаждый раз,? когда\b|\bесли (?:увидишь|найд[её]шь|встретишь)|每当|每次(?:看到|发现|遇到)"
    r"|(?:見つけ|見かけ|見え)たら)"
    rf"[^.\n。]{{0,40}}?{_SECRET}"
)
HARVEST_SINK = r"https?://|[\w.+-]+@[\w-]+\.[a-z]{2,}\b"

# The secret is named only to be left out: "(not the environment variables)", "but not the
# tokens", "(pas les variables d'environnement)".
SECRET_LEFT_OUT = (
    r"(?:\(|\b(?:but|and|aber|und|mais|et|pero|y|mas|e|но|а)\s+)(?:not|never|pas|jamais|nicht"
    r"|niemals|no|nunca|não|не|никогда)\s+(?:the |les |la |le |die |den |das |las |los |as |os"
    rf" |a |o |их )?[^)\n]{{0,24}}?{_SECRET}"
    rf"|(?:\(|，|、)(?:不含|不包括|除了|以外の)[^)）\n]{{0,24}}?{_SECRET}"
)
# ... or the secret is a household one (the wifi password for guests), or the note calls the
# request phishing.
SECRET_LEFT_OUT += (
    r"|(?:wi-?fi|wlan|guest network)\W{0,3}(?:password|passwort|contraseña|mot de passe|senha)"
    r"|(?:password|contraseña|mot de passe|senha|пароль|passwort|clave) (?:(?:of|for|del?|du|do|da"
    r"|от|für|zum) (?:the |das |o )?)?(?:wi-?fi|wlan|guest network)|wifi ?密码|wi-?fiのパスワード"
    r"|\b(?:phishing|scam|estafa|arnaque|betrug|golpe)\b|мошенн|诈骗|詐欺"
)
