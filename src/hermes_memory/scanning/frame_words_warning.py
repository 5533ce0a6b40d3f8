"""The marks of the warning frames (``frames_warning``): a forged marker NAMED in a warning (in a
list, in quotes, as the object of "messages containing"), a destructive statement on a named
throwaway object (a temp or legacy table, a test database rebuilt, a CI scratch directory), a
clause that scrubs what an error report sends, and a placeholder where a webhook's key would be.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- a forged marker named ---
# The marker itself: a chat token, an angle or square role tag, a speaker heading.
_ROLE = (
    r"system|sistema|système|systeme|система|系统|系統|システム|user|usuario|utilisateur|benutzer"
    r"|usuário|пользователь|用户|ユーザー|assistant|asistente|assistent|assistente|ассистент"
    r"|助手|アシスタント|developer|admin|sys|instruction|instrucci[óo]n|anweisung|инструкция"
)
MARKER = (
    rf"<\|\s*\w+\s*\|>(?:[ \t]*(?:system|user|assistant|developer)\b)?"
    rf"|<\s*/?\s*(?:{_ROLE})\s*>|\[\s*/?\s*(?:{_ROLE})\s*\]|#{{1,6}}[ \t]*(?:{_ROLE})[ \t]*[:：]?"
    r"|<<\s*/?\s*sys\s*>>|\[/?inst\]"
)
_OPEN = r"[`'\"«“„‘「『]"
_CLOSE = r"[`'\"»”“’」』]"
# A marker with the quote marks around it, if any.
MARKER_MENTION = rf"{_OPEN}?(?:{MARKER})[ \t]*{_CLOSE}?"
# What stands before a marker named in a list or as an example: "such as", "wie", "вроде",
# "containing", "or", "、".
LEAD = (
    r"(?:\b(?:like|such as|as|e\.g\.|wie|etwa|como|comme|tels? que|tel que|вроде|типа|например"
    r"|with|mit|con|avec|com|containing|contains?|enthalten\w*|contienen|contiennent|contendo"
    r"|содержащ\w*|or|oder|ou|o|y|e|и|или|and|und|et)|[,、，]|例如|比如|诸如|如|像|或|和|及|与|や|と)"
    r"[ \t]*\Z"
)
# What follows a marker named: another item of the list, a noun of its kind, a stop.
TRAIL = (
    r"\A[ \t]*(?:(?:or|oder|ou|o|y|e|и|или|and|und|et|headers?|lines?|tags?|markers?|tokens?"
    r"|strings?|text|blocks?|zeilen|markierungen|kopfzeilen|balises|lignes|marqueurs|marcas"
    r"|bl[öo]cke|blocs|bloques|blocos|блок\w*"
    r"|etiquetas|l[íi]neas|linhas|cabe[çc]alhos|encabezados|метк\w*|строк\w*|тег\w*|заголов\w*)\b"
    r"|[,，、)）。;；.!?-]|$|和|或|及|与|等|之类|的|标记|标签|字样|块|や|と|といった|などの|など|の|タグ"
    r"|ブロック"
    r"|マーカー|行)"
)
# ... or a place it was planted in: "<|im_start|> in Webseiten", "[SYSTEM] dans les mails".
PLANTED_IN = (
    r"\A[ \t]*(?:in|into|inside|within|im|in den|en|dans|в|во|em|no|na|nos|nas|auf|at|to|zu"
    r"|are|is|sind|son|sont|são|—|-|–|embedded|planted|hidden|incrustad\w*|escondid\w*"
    r"|eingebettet|versteckt|ins[ée]r[ée]\w*|cach[ée]\w*|встроен\w*|спрятан\w*|embutid\w*"
    r"|inserid\w*)\b|\A[ \t]*(?:里|中|に|を|が|は)"
)
# A warning's marks: a security notice, an alert, a forgery named.
WARNING = (
    r"\b(?:security|seguridad|segurança|sicherheit\w*|s[ée]curit[ée]|безопасност\w*"
    r"|alert\w*|aviso|avisos|warn\w*|advisory|bulletin|bolet[íi]n|boletim|alerte|предупрежд\w*"
    r"|alerta|notice|hinweis|fake|forged|spoofed|bogus|gef[äa]lscht\w*|falsch\w*|falsos?|falsas?"
    r"|faux|fausses?|поддельн\w*|фальшив\w*|attack\w*|angreifer\w*|atacantes?|attaquants?"
    r"|атакующ\w*|злоумышленник\w*|hacker\w*|phish\w*|hame[çc]onnage|фишинг\w*|red[- ]team\w*"
    r"|pentest\w*|tentando|engañar|piéger|tromper|enganar|обман\w*)\b"
    r"|安全|伪造|冒充|攻击者|钓鱼|诈骗|警告|通告|セキュリティ|偽|攻撃者|フィッシング|注意喚起|なりすま"
)

# --- a destructive statement on a named throwaway object ---
# The dropped table's state, said beside it: "empty since 2022", "vide depuis", "leer seit".
EMPTY_STATE = (
    r"\b(?:empty|vide|vac[íi]a|vazia|leer|пуст[аоы]?)"
    r" (?:since|for|depuis|desde|seit|с|hace|h[áa])\b"
    r"|(?:起|以来)[^。，,\n]{0,4}为空|から空"
)
# A table, database or directory named as temporary, legacy, a test's or a CI run's.
_THROWAWAY_PART = (
    r"(?:tmp|temp\w*|legacy|old|alt|anciens?|anciennes?|antig[oa]s?|viej[oa]s?|стар\w*"
    r"|scratch|staging|tests?|testing|teste|pruebas?|ci|e2e|sandbox|dummy|fixtures?|deprecated"
    r"|unused|throwaway|обсолет\w*|тест\w*|временн\w*)"
)
THROWAWAY_NAME = rf"(?<![\w/~$.-])(?:[\w-]*[_-])?{_THROWAWAY_PART}(?:[_-][\w-]*)?(?![\w/])"
# What no throwaway name holds: the user's data, backups, the agent's own state.
PROTECTED_NAME = r"backup|bak\b|prod|hermes|memor|histor|secret|credential|user_data|archive"
DROP_STATEMENT = r"\bdrop[ \t]+(?:table|database|schema)[ \t]+(?:if[ \t]+exists[ \t]+)?"
# A test database dropped and created again under the same name.
REBUILD = (
    r"\bdropdb[ \t]+(?:-\S+[ \t]+)*(?P<db>[\w-]+)[ \t]*(?:&&|;)[ \t]*createdb[ \t]+(?:-\S+[ \t]+)*"
    r"(?P=db)\b"
)
# A scratch directory removed: "rm -rf ./build/tmp-artifacts", "rm -rf /tmp/ci-cache".
SCRATCH_RM = (
    r"\brm[ \t]+-(?:rf|fr|r|rfv)[ \t]+(?:\./|/tmp/)?[\w./-]*(?:tmp|temp|scratch|cache|build|dist"
    r"|artifacts?|ci-[\w-]+|node_modules|__pycache__|coverage)[\w./-]*"
    r"(?=[ \t]*(?:$|[;&|)`'\"。、，,]|\s))"
)
# What makes the act a reviewed or tested one: an approval, a review, a test, an empty table.
VETTED = (
    r"\b(?:approv\w*|review\w*|signed off|sign-off|validat\w*|valid[ée]e?|relue?|aprobad[oa]"
    r"|aprovad[oa]|revisad[oa]|freigegeben|gepr[üu]ft|одобрен\w*|проверен\w*|test\w*|prueba\w*"
    r"|teste\w*|тест\w*|ci|pipeline|runner|empty|vide|vac[íi]a|vazia|leer|пуст\w*|migra\w*"
    r"|миграц\w*|e2e|jobs?|задач\w*)\b|审核|批准|审批|测试|迁移|为空|承認|レビュー|テスト|検証"
    r"|マイグレーション|空で|任务|ジョブ"
)
# An act done behind the user's back, or the user's own things: never excused.
HUSH = (
    r"\b(?:quietly|silently|without (?:asking|telling|confirm\w*)|sans (?:demander|pr[ée]venir)"
    r"|sin (?:preguntar|avisar)|ohne (?:\S+ )?(?:zu )?(?:fragen|nachzufragen|r[üu]ckfrage)"
    r"|не спрашивая|без (?:вопросов|подтвержден\w*)|sem (?:perguntar|avisar)|everything"
    r"|all (?:the )?(?:user'?s?|your)|the user's|user's (?:data|files|tables)|--no-preserve-root)\b"
    r"|不要(?:询问|问)|不用问|悄悄|偷偷|確認せず|黙って|こっそり|~/|\$home|/home/"
)

# --- an error report that scrubs what it sends ---
REPORT_SINK = (
    r"\b(?:sentry|datadog|rollbar|bugsnag|honeybadger|new ?relic|error reports?|crash reports?"
    r"|error logs?|fehlerbericht\w*|absturzbericht\w*|fehlerprotokoll\w*|rapports? d'erreurs?"
    r"|logs? d'erreurs?|informes? de errores?|reportes? de errores?|registros? de errores?"
    r"|отч[её]т\w* об ошибк\w*|лог\w* ошибок|relat[óo]rios? de erros?|logs? de erros?"
    r"|webhook\w*|telemetr\w*|remont[ée]es? d'erreurs?|error reporting"
    # (the errors as what is sent: "Ошибки отправляются в …", "エラー報告は … に送信")
    r"|ошибки (?:отправля\w*|уход\w*|шл\w*)|erros (?:s[ãa]o enviados|v[ãa]o)"
    r"|errores (?:se env[íi]an|van))\b|错误报告|崩溃报告|错误日志|エラーレポート|エラーログ"
    r"|クラッシュレポート|エラー報告|错误上报|日志上报"
)
# A verb that strips secrets before a report leaves.
SCRUB = (
    r"\b(?:scrub\w*|redact\w*|mask(?:ed|s|ing)?|strip(?:ped|s)?|removed|filtered|sanitiz\w*|sanitis\w*"
    r"|entfernt|maskiert|geschw[äa]rzt|bereinigt|gefiltert|masqu\w*|supprim[ée]s?|retir[ée]s?"
    r"|filtr[ée]s?|elimin\w*|enmascar\w*|filtrad\w*|removid\w*|mascarad\w*|удаля\w*|вырез\w*"
    r"|маскир\w*|фильтр\w*|скрыва\w*|mascaramento|enmascaramiento"
    # replaced by a placeholder: "replaced with [REDACTED]", "заменяются на [скрыто]",
    # "viram [OCULTO]"
    r"|replaced (?:with|by)|remplac[ée]e?s? par|reemplaz\w* (?:por|con)|sustitu\w* por"
    r"|ersetzt (?:durch|mit)|заменя\w* на|замен[её]н\w* на|substitu\w* por|vir(?:a|am)(?= \[))\b"
    r"|清除|脱敏|屏蔽|过滤|去除|抹掉|マスク|削除|除去|伏せ|替换成|替换为|に置き換え|に置換"
)
# A turn from the scrubbing to an act: "except this once", "but first".
EXCEPT = (
    r"\b(?:except|but|unless|however|außer|aber|sauf|mais|excepto|salvo|pero|кроме|но|exceto"
    r"|mas|instead|also|auch|aussi|tambi[ée]n|также|тоже|tamb[ée]m)\b|除了|但|不过|以外|ただし|でも"
    r"|しかし|が、|も添付|另外|还要"
)
# A secret named by its file or place: a clause naming one is no field scrubbed.
SECRET_FILE = (
    r"~/|\$home|\.env\b|id_rsa|id_ed25519|credentials|\.pem\b|\.ssh\b|private key|私钥|秘密鍵"
)
# A placeholder where a key would be: "access_token=XXXX", "key=…", "bot<TOKEN>".
# (never "$API_KEY", "${TOKEN}" or "{key}": a shell or a template fills those with the key)
# (nor "<full conversation>" or a URL in a markdown image: a slot the agent is to fill)
_KEY_SLOT = r"<(?:token|токен|key|ключ|secret|api[_-]?key|bot[_-]?token|your[_-]?token)>"
PLACEHOLDER_URL = (
    rf"(?<!\]\()https?://[^\s\"'，。$()]*(?:=(?:x{{3,}}|…|\.\.\.|\*{{3,}}|{_KEY_SLOT})"
    rf"|/(?:bot)?{_KEY_SLOT})[^\s\"'，。$()]*(?![$\w])"
)

# --- an attempt on the agent, reported ---
_BOT = (
    r"(?:\w+[ \t]+)?(?:agent|assistant|bot|chatbot|model|ai|llm|agente|asistente|assistente"
    r"|modelo|ia|agenten|assistenten|modell|ki|chatbot|агента|ассистента|бота|модель|ии)s?"
)
# Someone else's attempt to make the agent act: the act is the attempt's object, not an order.
ATTEMPT = (
    r"\b(?:tried|attempted|attempts?|tries|trying|try)[ \t]+to[ \t]+(?:get|make|trick|have"
    rf"|convince|persuade|force|lure|coax)[ \t]+(?:the|our|an?|its)[ \t]+{_BOT}[ \t]+(?:to|into)\b"
    rf"|\b(?:could|can|would|did|to)[ \t]+trick[ \t]+(?:the|our|an?)[ \t]+{_BOT}[ \t]+into\b"
    rf"|\b(?:told|asked|instructed|urged|ordered)[ \t]+(?:the|our|an?)[ \t]+{_BOT}[ \t]+to\b"
    r"|\b(?:intent(?:aron|ó|amos)|trat(?:aron|ó)[ \t]+de)[ \t]+(?:hacer[ \t]+)?que"
    rf"[ \t]+(?:el|la|un|una)[ \t]+{_BOT}\b|\bped[íi]a[ \t]+al[ \t]+{_BOT}\b"
    rf"|\bversuch(?:ten|te|t)\b[^.;\n]{{0,20}}?\b(?:den|die|das)[ \t]+{_BOT}\b"
    rf"|\bforderte[ \t]+(?:den|die|das)[ \t]+{_BOT}[ \t]+auf\b"
    r"|\b(?:tentatives?|essay[ée]s?|tent[ée]s?)[ \t]+de[ \t]+faire\b"
    r"|\bdemandai(?:t|ent)[ \t]+à[ \t]+l'(?:agent|assistant|ia)[ \t]+de\b"
    rf"|\btent(?:amos|aram|ou|am|a)[ \t]+fazer[ \t]+(?:o|a)[ \t]+{_BOT}\b"
    rf"|\bpedia[ \t]+ao[ \t]+{_BOT}\b"
    # someone getting the model to act, as a lesson defines an attack ("es cuando alguien
    # consigue que el modelo muestre…", "when someone gets the model to…")
    rf"|\b(?:someone|somebody|an attacker|attackers)[ \t]+(?:gets|makes|tricks|get|make|trick)"
    rf"[ \t]+(?:the|an?)[ \t]+{_BOT}[ \t]+(?:to|into)?\b"
    rf"|\b(?:alguien|un atacante)[ \t]+consigue[ \t]+que[ \t]+(?:el|la)[ \t]+{_BOT}\b"
    rf"|\b(?:jemand|ein angreifer)[ \t]+(?:bringt|bewegt)[ \t]+(?:den|die|das)[ \t]+{_BOT}\b"
    r"|\b(?:quelqu'un|un attaquant)[ \t]+(?:pousse|am[èe]ne)[ \t]+l'"
    r"(?:agent|assistant|ia|mod[èe]le)\b"
    r"|\bпопытк\w*[ \t]+(?:заставить|вынудить|уговорить|обманом[ \t]+заставить)\b"
    r"|\bпытал\w*[ \t]+(?:заставить|вынудить|уговорить)\b"
    r"|(?:诱导|试图让|企图让|尝试让|想让)[^，。,\n]{0,8}?(?:ai|助手|机器人|代理|模型|智能体)"
    r"|(?:エージェント|アシスタント|ボット|ai|モデル)に[^。\n]{0,40}?(?:させる|せる|させよう|せよう)"
    r"(?:試み|とする|とした)"
)
# The agent's refusal of the act: "the assistant refused to upload it", "助手拒绝把它上传".
REFUSAL = (
    # ("never refuses", "no longer declines": no refusal at all)
    rf"\b{_BOT}[ \t]+(?!(?:never|no longer|rarely|seldom)\b)(?:\w+[ \t]+)?"
    r"(?:refused|declined|refuses|declines|would not|did not)"
    r"[ \t]+to\b|(?:助手|机器人|代理|模型|ai)(?:拒绝|没有|并未|未)"
    # ("拒否なし", no refusals, is a persona's trait, not the agent's refusal)
    r"|(?:エージェント|アシスタント|ボット)は[^。\n]{0,30}?(?:拒否(?!なし|しない|せず)|しなかった)"
)
# What came of it: blocked, refused, fixed, closed, reported -- or a defence against it.
OUTCOME = (
    r"\b(?:blocked|refused|declined|rejected|fixed|resolved|flagged|closed|not reproducible"
    r"|mitigat\w*|allowlist\w*|bloque[óa]|bloquead[oa]|rechaz\w*|resuelt[oa]|abgelehnt|gemeldet"
    r"|geschlossen|behoben|blockiert|refus[ée]e?s?|signal[ée]e?|corrig[ée]e?|заблокирован\w*"
    r"|закрыт\w*|отказ\w*|исправлен\w*|recus\w*|avisou|encerrad[oa]|corrigid[oa]|meldete"
    r"|reported|a refusé|l'a bloqu\w*"
    # what is done against it, in a lesson: a defence
    r"|defen[cs]es?|defensas?|abwehr|d[ée]fenses?|защит\w*|defesas?)\b"
    r"|ブロック|対応済み|拒否(?!なし|しない|せず)|修正済み|拒绝|拦截|测试通过|已修复|防御|防护|対策"
)
