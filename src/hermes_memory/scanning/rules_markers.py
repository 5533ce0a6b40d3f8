"""Fake conversation and role markers, and markup that hides text.

Stored text has no business carrying chat-template tokens (``<|im_start|>``, ``[INST]``,
``<system>``) or lines that pose as another speaker (``Assistant:``): they try to make the
model read a note as a turn of the conversation. ``User:`` and ``System:`` alone are
ordinary note headings, so they count only beside another marker or an instruction.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_advisory import ATTACKERS_PLANT
from hermes_memory.scanning.intent_mail_sorted import MAIL_SORTED
from hermes_memory.scanning.intent_mention import CITED_NOT_OBEYED
from hermes_memory.scanning.intent_override5 import TOKEN_DESCRIBED
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_M = ThreatCategory.FAKE_ROLE_MARKER
_ROLE_WORDS = (
    r"(?:system|assistant|developer|instructions?|系统|系統|システム|sistema|système"
    r"|systeme|система|asistente|assistent|ассистент|アシスタント|助手)"
)

# The words a template uses for the text a speaker fills in: "user message", "texto del
# usuario", "реплика пользователя", "{prompt}".
_PLACEHOLDER = (
    r"(?:user(?:'s)?|usuario|utilisateur|benutzer|nutzer|usuário|utilizador|пользовател\w*|用户|ユーザー"
    r"|message|mensaje|mensagem|nachricht|сообщени\w*|text|texto|texte|текст|реплик\w*|turn|turno"
    r"|tour|prompt|промпт|input|entrada|eingabe|entrée|ввод|question|pregunta|frage|pergunta"
    r"|вопрос|of|the|del|de|du|der|des|do|da|d'|here|aquí|ici|hier|aqui|здесь|…|\.{3}"
    r"|消息|文本|输入|问题|メッセージ|テキスト|入力|質問|の)"
)

# Text about chat templates ("[INST] and [/INST] wrap the user turn", "the <system> tag is
# our custom element") names the tokens without using them.
_MENTION = (
    r"(?:\[inst\]|<\|im_start\|>|<\s*system\s*>|<<\s*sys\s*>>)\s*(?:role\s*)?(?:and|or|和|与|及"
    r"|以及|と|や|und|oder|et|ou|и"
    r"|или|e|y|o|/|,)\s*(?:\[/inst\]|<\|im_end\|>|<\s*/\s*system\s*>|<<\s*/\s*sys\s*>>)"
    # An opening and a closing token around a placeholder: a template shown, not a turn.
    r"|(?:\[inst\]|<\|im_start\|>|<\s*system\s*>)\s*\w{0,12}\s*(?:\.{2,}|…|\{[^{}\n]{0,24}\})"
    r"\s*(?:\[/inst\]|<\|im_end\|>|<\s*/\s*system\s*>)"
    # ... a speaker's text described between the pair ("[INST] user message [/INST]") ...
    rf"|(?:\[inst\]|<\|im_start\|>\s*user|<\s*user\s*>)\s*(?:{_PLACEHOLDER}\s*){{1,4}}"
    r"(?:\[/inst\]|<\|im_end\|>|<\s*/\s*user\s*>)"
    # ... the kind of thing named before the token ("un bloque <<SYS>>", "блок <<SYS>>") ...
    r"|(?:\b(?:block|bloque|bloc|bloco|tag|etiqueta|balise|marker|marcador|marqueur"
    r"|token)s?|блок\w*|тег\w*|токен\w*|маркер\w*|ブロック|タグ|トークン|块|标签|标记)\s*"
    r"(?:de |du |der |do )?"
    # ... "escapar etiquetas <system>", "tags <system>": the tag named, not a turn opened
    r"(?:\[/?inst\]|<<\s*/?sys\s*>>|<\|\w+\|>|<\s*/?\s*\w+\s*>)"
    r"|(?:\[/?inst\]|<\|\w+\|>|<\s*/?\s*\w+\s*>)[`'\x22]?\s*-?\s*(?:(?:is|are) (?:the |a |an "
    r"|our )?)?"
    r"(?:tags?|tokens?|elements?|markers?|blocks?|block\w*|bloc|bloque|блок|ブロック|块|标签"
    r"|标记|タグ|トークン|тег|токен)"
)

# ... and a token written as code (in backticks, or beside a Jinja placeholder) in a note about
# chat templates, tokenizers or fine-tuning formats.
_MENTION_ANY = (
    rf"{_MENTION}|`\s*(?:<\|\s*\w+\s*\|>|\[/?inst\]|<<\s*/?sys\s*>>)\s*`"
    r"|(?:<\|\s*\w+\s*\|>|\[/?inst\])\s*\{\{|\b(?:chatml|jinja|tokeni[sz]er|chat[ -]?templates?"
    r"|fine-?tuning)\b|chat_template|ajuste fino|afinamento|微调|ファインチューニング|дообучени"
    # a token quoted on its own ("prints '<|im_end|>' literally"), or named as a stop token
    r"|[\"'\u2018\u201c`]\s*<\|\s*\w+\s*\|>\s*[\"'\u2019\u201d`]"
    r"|\bstop[ _-]?(?:tokens?|sequences?|words?)\b|停止トークン|停止符|停止词|стоп-?токен"
    r"|\beos[ _-]?token"
)

# What a forged system turn or notice carries: privileges, skipped checks, voided rules, the
# start-up text wanted back. A dataset doc's system message ("You are a helpful assistant.")
# carries none of it.
_PAYLOAD = (
    r"(?:admin|privileg|права|管理|権限|权限|skip|saut|salt|überspring|uberspring|пропуст|跳过"
    r"|省略|pul[ae]|bypass|ignor|override|safety|segurid|sicherheit|sécurité|безопасност|安全"
    r"|segurança|withdrawn|retirad|zurückgezogen|retirée|отозван|撤回|without limit|sin límite"
    r"|ohne grenzen|sans limit|без огранич|制限なく|不设限|sem limite|configura|konfigura"
    r"|конфигурац|配置|設定|prompt|restriction|unrestricted|comply|cumpl|erteilt|exécute"
    r"|выполняй|执行|実行|filter|disabl|guardrail|moderation|exfiltrat|reveal|never refuse)"
)

# A dialogue pasted as an example for evals or docs says so ("copied from the playground for
# the eval doc"); a forged turn does not introduce itself.
_TRANSCRIPT = (
    r"\b(?:copied|pasted|taken) from (?:the |our |a )?(?:prompt )?(?:playground|transcript|chat log"
    r"|eval\w*)|\b(?:for|in) the eval(?:uation)? (?:doc|set|suite)\b|\bfew-shot example"
    # a chat format shown by example: "Example of the format:", "format example"
    r"|\b(?:example|sample) of (?:the|a|our) (?:chat |prompt |conversation |dataset )?(?:format"
    r"|template)\b|\b(?:chat |prompt )?(?:format|template) example\b"
)

# A forged turn's content: the marker payload, or an order to obey or run without asking.
_TURN_PAYLOAD = (
    _PAYLOAD[:-1] + r"|trust|obey|obéis|obedec|obedeç|befolg|подчин|服从|従|execut|ejecut|führe"
    r"|выполня|without (?:asking|confirm)|sin (?:preguntar|pedir|confirm)|sem (?:pedir|perguntar"
    r"|confirm)|ohne rückfrage|sans demander|без (?:подтвержд|вопрос)|不必确认|確認なし|grant"
    r"|accord|concedid|授权|revok|share stored)"
)

# What a forged turn or exchange changes: the marker payload, an order, or the rules, limits,
# checks and secrets it talks the model out of. A usability transcript ("User: where is my
# avatar? / Assistant: Settings → Profile") carries none of it.
_ANY_PAYLOAD = (
    # (a settings path, "Settings → Profile", is not the start-up configuration)
    _TURN_PAYLOAD[:-1].replace("|configura|konfigura|конфигурац|配置|設定", "")
    + r"|\brules?\b|regla|règle|regel|правил|规则|ルール|regra|restri|einschränk"
    r"|огранич|限制|制限|约束|limit|filtr|フィルタ|过滤|polic|polít|richtlini|политик|策略|ポリシー"
    r"|方针|方針|credential|password|contraseñ|passwort|mot de passe|парол|密码|パスワード"
    r"|senha|api.?key|\btokens?\b|secret|geheim|секрет|秘密|機密|must\b|debe|deve\b|muss|doit|долж"
    r"|必须|必ず|follow|sigue|folge|suis|следуй|遵守|検査|检查|check|prüf|vérif|verific|провер"
    r"|mode\b|modo|modus|режим|模式|モード|disclos|divulg|offenleg|раскр|透露|明かす|clave"
    # the keys and the sending of them
    r"|\bkeys?\b|clés?\b|schlüssel|ключ|密钥|秘钥|鍵|chaves?\b|llaves?\b|\bsend|e-?mail"
    r"|upload|envi[aeo]|sende|отправ|发送|发给|送信|送って)"
)

# (public: the format frame reads a shown template's turns for the same payload)
ANY_PAYLOAD = _ANY_PAYLOAD
# (the turn's own payload, read by ``frames_records`` in a chat kept as a record)
TURN_PAYLOAD = _TURN_PAYLOAD

# A note about chat formats (a template, a tokenizer, escaping user text) names the tokens;
# with no payload anywhere in it, the tokens are the subject, not a forged turn.
_FORMAT_DOC = (
    rf"^(?![\s\S]*(?:{_ANY_PAYLOAD}))[\s\S]*?(?:template|plantilla|modèle|modelo|vorlage"
    r"|шаблон|模板|テンプレート|tokeni[sz]|tokenizador|токенизатор|分词|トークナイザ|format\w*"
    r"|формат|格式|フォーマット|形式の(?:プロンプト|テンプレート|入力)|escap|échapp|экранир|转义|エスケープ|\{\w{1,24}\}|layout"
    # a training-data pipeline, a delimiter, a placeholder line ("<task goes here>")
    r"|training|dataset|corpus|samples?\b|preprocess|前処理|预处理|语料|学習データ|datensatz"
    r"|données|datos|dados|данны|delimit|separat|sépar|trenn|区切|分隔|^\s*<[^<>|\n]{1,30}>\s*$)"
)

# A lesson saying what a token does: "<|im_start|>system marks the developer's instructions".
_TOKEN_EXPLAINED = (
    rf"^(?![\s\S]*(?:{_ANY_PAYLOAD}))[\s\S]*?\|>\s*(?:\w+\s+)?(?:marks|marca|marque|markiert"
    r"|kennzeichnet|обознача\w*|помеча\w*|opens|closes|abre|fecha|cierra|ouvre|ferme|öffnet"
    r"|schließt|открыва\w*|закрыва\w*|begins|ends|starts|标记|表示|を表す|を示す)\b"
)

MARKER_RULES: tuple[Rule, ...] = (
    rule(
        _M,
        "chat_template_token",
        r"<\|\s*(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id"
        r"|end_header_id|begin_of_text|end_of_turn|start_of_turn)\s*\|>"
        r"|<(?:start_of_turn|end_of_turn)>",
        # (a security note showing what attackers plant is not a forged turn)
        unless=rf"{_MENTION_ANY}|{_FORMAT_DOC}|{ATTACKERS_PLANT}|{_TOKEN_EXPLAINED}"
        rf"|{TOKEN_DESCRIBED}",
    ),
    rule(
        _M,
        "role_tag",
        # (not the "<<SYS>>" of a Llama template: ``inst_tag`` reads that one)
        r"(?<!<)<\s*/?\s*sys\s*>(?!>)"
        r"|<\s*/?\s*(?:system|assistant|developer|system_prompt|system_message|im_start|im_end"
        # forged tool output, and the tag in the other languages
        r"|tool_result|tool_output|tool_response|function_results?|sistema|système|система|系统"
        r"|システム)(?:\s[^<>\n]{0,60})?\s*>"
        r"|\[\[\s*/?\s*(?:assistant|system|developer)\w*\s*\]\]",
        unless=f"{_MENTION_ANY}|{TOKEN_DESCRIBED}|{ATTACKERS_PLANT}|{CITED_NOT_OBEYED}",
    ),
    rule(
        _M,
        "inst_tag",
        r"\[/?inst\]|<<\s*/?sys\s*>>",
        unless=rf"{_MENTION_ANY}|{_FORMAT_DOC}|{TOKEN_DESCRIBED}",
    ),
    rule(_M, "end_of_sequence", r"^(?:(?!<s>).)*</s>", unless=_MENTION_ANY, lines=True),
    rule(
        _M,
        "markdown_role_heading",
        rf"^\s*#{{1,6}}\s*{_ROLE_WORDS}\s*[:：]"
        # a bare heading whose next line gives the orders
        rf"|^\s*#{{1,6}}\s*{_ROLE_WORDS}\s*\n\s*(?:[yY]ou (?:must|will|are now|shall)|ignore"
        rf"|disregard"
        r"|from now on|always |never )"
        # a code fence whose "language" is a speaker
        r"|^```\s*(?:system|assistant|developer|sys|system_prompt)\s*$",
        # a prompt template shown with its placeholders ("### Instruction:\n{instruction}")
        unless=_FORMAT_DOC,
        lines=True,
    ),
    rule(
        _M,
        "assistant_line",
        # ("Assistant (internal tool):" is the same forged speaker)
        r"^\s*(?:(?:assistant|ai assistant|chatgpt|gpt-?4o?|claude)(?:\s*\([^()\n]{0,30}\))?"
        # elsewhere "Asistente:" addresses a note to the assistant; "(herramienta interna)" speaks
        r"|(?:asistente|assistent|assistente|ассистент|アシスタント|助手)\s*\([^()\n]{0,30}\))\s*[:：]",
        requires=(_ANY_PAYLOAD,),
        unless=_TRANSCRIPT,
        lines=True,
    ),
    rule(
        _M,
        "system_line",
        r"^\s*(?:system|system message|developer|system note)\s*[:：]\s*(?:you|ignore|new"
        r"|from now|override|disregard|do not|don't|always|never|your|the assistant|the user"
        r"|grant|allow|admin|enable|disable"
        # the same openings in the other seven languages
        r"|ignor|olvid|vergiss|oublie|esqueç|забудь|игнорир|忽略|无视|無視|管理者|管理员|権限|权限"
        r"|从现在|今後|以降|a partir de|ab (?:jetzt|sofort)|à partir de|de agora|с этого момента"
        r"|tú |tu |vous |você |ты |вы )"  # not "du": the disk-usage command
        # a forged turn as YAML or JSON, or a notice posing as the system, with a payload
        rf"|^\s*-?\s*role\s*:\s*(?:system"
        rf"|developer)\s*\n\s*content\s*:[^\n]{{0,200}}?{_TURN_PAYLOAD}"
        r"|^\s*(?:nota del sistema|nota di sistema|note (?:du )?système|systemhinweis"
        r"|system-hinweis"
        r"|системн\w* (?:примечание|уведомление|сообщение)|nota do sistema|系统(?:提示|通知|消息)"
        r"|システム(?:通知|メッセージ))\s*[:：][^\n]{0,200}?(?:\bdebe|\bdeve|\bmuss|\bdoit|\bдолж"
        r"|必须|必ず|\bsiempre|\bsempre|\bimmer|\btoujours|\bвсегда)"
        r"|^\s*(?:system|admin(?:istrator)?) (?:notice|update|alert|message|note|override)"
        # "SYSTEM MESSAGE — priority high:": a short aside before the colon
        r"(?:\s*[-—–(\[][^:：\n]{0,30})?\s*[:：]"
        rf"[^\n]{{0,200}}?{_PAYLOAD}"
        rf"|<!--\s*(?:system|assistant|developer|admin)\s*[:：][^\n]{{0,200}}?{_PAYLOAD}"
        r"|[\"'](?:role|rol|speaker|quem|who|from|author|autor)[\"']\s*:\s*[\"'](?:system|developer"
        r"|sistema|système|systeme|система|系统|システム)[\"'][^}\n]{0,40}?[\"'](?:content|contenido"
        r"|text|texto|contenu|inhalt|содержание|message)[\"']\s*:"
        rf"\s*[\"'][^\"\n]{{0,200}}?{_TURN_PAYLOAD}",
        unless=_TRANSCRIPT,
        lines=True,
    ),
    rule(
        _M,
        "forged_dialogue",
        r"^\s*(?:human|user)\s*[:：]",
        requires=(r"^\s*(?:assistant|ai|system|bot)\s*[:：]", _ANY_PAYLOAD),
        unless=_TRANSCRIPT,
        lines=True,
    ),
    rule(
        _M,
        "bracket_role",
        # a quoted log line ("'[SYSTEM] backup finished'") is quoted, not spoken
        r"(?<![「«'\"“‘『„‚] )(?<![「«'\"“‘『„‚])\[(?:system|system message|system note|sys|admin"
        r"|administrator|developer|root|operator)"
        r"(?: message| note| override| notice| instruction| update| mode)?\]",
        # a log line's tag ("[SYSTEM] disk usage at 81%") carries no order
        requires=(_ANY_PAYLOAD,),
        unless=MAIL_SORTED,
    ),
    rule(
        _M,
        "prompt_boundary",
        r"\b(?:begin|start|end) (?:of )?(?:the )?(?:system|hidden|secret) (?:prompt|instructions?"
        r"|message)\b|#+ ?end of (?:the )?(?:user )?(?:input|prompt|message) ?#*"
        # a fence closing the user's turn: "--- end of user message ---", "[end of input]"
        r"|(?:-{2,}|={2,}|\*{2,}|\[|<)\s*(?:end (?:of )?(?:the )?(?:user(?:'s)? )?(?:input|message"
        r"|prompt|turn|request|query)|ende der (?:nutzer|benutzer)?(?:eingabe|nachricht)|fin (?:del"
        r"|de la) (?:mensaje|entrada)(?: del usuario)?|fin (?:du|de la) (?:message|saisie)"
        r"(?: (?:de l')?utilisateur)?|конец (?:сообщения|ввода)(?: пользователя)?"
        r"|fim da (?:mensagem"
        r"|entrada)(?: do usuário)?)\s*(?:-{2,}|={2,}|\*{2,}|\]|>)",
    ),
)

# A notice posing as the system in the other languages, "【系统通知】", "Système :", "[SISTEMA]",
# with an order in the same line; "System: Debian 12" carries none.
_SYSTEM_WORDS = (
    r"(?:system|系统|系統|システム|система|sistema|système|systeme|admin|administrator|管理员"
    r"|管理者|администратор|administrador|administrateur"
    # the developer or the operator, posing the same way: "[開発者メッセージ]", "[Entwickler]"
    r"|developer|desarrollador|entwickler|développeur|desenvolvedor|разработчик|開発者|开发者"
    r"|operator|operador|opérateur|betreiber|оператор|運営者)"
)
_ORDER_INTL = (
    # ("copia de seguridad", "Sicherheitskopie" are backups)
    r"(?:ignor|忽略|无视|無視|игнорир|olvid|vergiss|oublie|esqueç|безопасност|安全"
    r"|(?<!copia de )segurid|sicherheit(?!skopie)|sécurité|(?<!cópia de )segurança"
    r"|filtr|フィルタ|过滤|restric|restriç|ограничен|限制|制限"
    r"|einschränk|从现在|今後|以降|отныне|с этого момента|a partir de|ab (?:sofort|jetzt)|à partir"
    r" de|desde ahora|de agora|nunca|jamais|niemals|никогда|绝不|決して|nueva regla|nouvelle règle"
    r"|neue regel|новые правила|nova regra|新规则|新しいルール|優先|优先|prioridad|priorité"
    r"|vorrang|приоритет|prioridade|revela|révèle|enthüll|раскрой|revele|透露|泄露|明かし|refus"
    r"|rechaz|verweiger|отказ|recus|拒绝|拒否|必须|必ず|してはならない"
    r"|sans demander|sin preguntar|sem perguntar|sem pedir|ohne rückfrage|без подтвержд|确认"
    r"|確認|exécut|execut|ejecut|führe|выполн|执行|実行|権限|权限|管理者|droits|permiss|autoriz"
    r"|授权|directiv|directive|anweisung|instruc|指令|指示"
    # rights granted, checks switched off, an approval claimed
    r"|permis|administrador|administrateur|administrator|администратор|права|подтвержд|safety"
    r"|approv|aprobad|aprovad|genehmig|validé|unrestricted|skip|entfall|abgeschaltet|отключен"
    r"|désactiv|desactiv|deaktiv|sin ejecutar|without (?:confirm|check))"
)
MARKER_RULES = (
    *MARKER_RULES,
    # a forged exchange in the other languages: an assistant line and a user line
    rule(
        _M,
        "forged_dialogue_intl",
        r"^\s*(?:asistente|assistent|assistente|ассистент|アシスタント|助手)\s*[:：]",
        requires=(
            r"^\s*(?:usuario|nutzer|benutzer|utilisateur|usuário|пользователь|ユーザー|用户)\s*[:：]",
            _ANY_PAYLOAD,
        ),
        unless=_TRANSCRIPT,
        lines=True,
    ),
    # "### Operator message (highest priority)", "### Инструкция системы"
    rule(
        _M,
        "priority_heading",
        r"^\s*#{1,6}\s*(?:system|operator|admin\w*|developer)\b[^\n]{0,40}?\b(?:priority|override"
        r"|directive|highest|urgent)|^\s*#{1,6}\s*(?:инструкция системы|системная инструкция"
        r"|системное сообщение|システム指示|系统指令)",
        lines=True,
    ),
    rule(
        _M,
        "role_notice_intl",
        # (after a log line's time stamp or inside an HTML comment too)
        r"^[\s>*]*(?:<!--\s*)?(?:\d[\d:.tz+-]{7,30}(?:[ t]\d[\d:.z+-]{4,20})?\s+(?:\w+\s+)?)?"
        rf"(?:[\[【(（]\s*!?[^\]】)）\n]{{0,12}}?{_SYSTEM_WORDS}[^\]】)）\n]{{0,30}}[\]】)）]"
        r"\s*\**\s*[:：]?"
        rf"|{_SYSTEM_WORDS}(?:\s+[\w.]+)?\s*[:：])[^\n]{{0,200}}?{_ORDER_INTL}",
        lines=True,
    ),
)

# A heading that names the system or the developer in the other languages, its orders on the
# next lines: "### Systemnachricht (Plattform):", "### Instrução do sistema:", "### Entwickler:".
_HEADING_SPEAKER = (
    r"(?:system\w*|sistema|système|система|システム|系统|instru\w* (?:do|del|du|de) (?:sistema"
    r"|système)|entwickler|desarrollador|développeur|desenvolvedor|разработчик\w*|開発者|开发者"
    r"|developer|operator\w*|betreiber)"
)
_ROLE_KEY = r"(?:role|rolle|rol|rôle|papel|роль|角色|ロール)"
_CONTENT_KEY = r"(?:content|inhalt|contenido|contenu|conteúdo|содержание|内容|コンテンツ|text)"
_SPEAKER_VALUE = r"(?:system|developer|sistema|système|система|系统|システム|entwickler)"
MARKER_RULES = (
    *MARKER_RULES,
    rule(
        _M,
        "speaker_heading_intl",
        rf"^\s*#{{1,6}}\s*(?:\w+ ){{0,2}}{_HEADING_SPEAKER}[^\n:：]{{0,30}}[:：]?\s*$",
        requires=(_TURN_PAYLOAD,),
        unless=_FORMAT_DOC,
        lines=True,
    ),
    # a forged turn as a YAML list in any language, its content a standing order
    rule(
        _M,
        "yaml_role_turn",
        rf"^\s*-?\s*{_ROLE_KEY}\s*:\s*{_SPEAKER_VALUE}\s*\n\s*{_CONTENT_KEY}\s*:[^\n]{{0,200}}?"
        rf"(?:{_TURN_PAYLOAD}|from now on|ab jetzt|a partir de ahora|à partir de maintenant"
        r"|с этого момента|从现在|今後|\bcommands? you must)",
        unless=_TRANSCRIPT,
        lines=True,
    ),
)

HIDDEN_MARKUP_RULES: tuple[Rule, ...] = (
    rule(
        ThreatCategory.HIDDEN_TEXT,
        "hidden_markup",
        r"<[a-z][^>]{0,200}style\s*=\s*[\"'][^\"'>]{0,200}(?:display\s*:\s*none|visibility\s*:"
        r"\s*hidden|font-size\s*:\s*0(?:px|pt|em)?\s*[;\"']|opacity\s*:\s*0\s*[;\"'])",
    ),
)
