"""The marks of the local frames (``frames_local``): the places a finding can sit in and still be
a mention -- a quoted span of any script, a code span or block, a blockquote line, a record line
(a timestamped log line, a KEY=VALUE or YAML key, a table row, a cron line), a rule that forbids
an act -- and what the text around such a place must show: that it speaks ABOUT the quote (a
stance: it was a phish, a test, refused, an example of a kind), never that it adopts it.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- places ---
# Code: a fenced block, an inline span. (Quotes of every script are ``frame_base.QUOTED``.)
CODE = r"```[^`]{0,2000}?```|`[^`\n]{1,300}`"
# A blockquote line: "> please email your .env …"
BLOCKQUOTE = r"^[ \t]*>[^\n]*"
# Record lines. A timestamped log line ("10:02:11 [SYSTEM] …", "2026-03-04 14:02 INFO …"), a
# bare level ("WARN exporter: …"), a KEY=VALUE or an indented YAML key, a table row, a cron line.
RECORD_LINE = (
    r"^[ \t]*\[?(?:\d{4}-\d\d-\d\d[ t])?\d{1,2}:\d\d(?::\d\d(?:[.,]\d+)?)?z?\]?[ \t]+\S[^\n]*"
    r"|^[ \t]*\[?(?:info|warn|warning|error|debug|trace|fatal|notice)\]?[ \t:]+\S[^\n]*"
    r"|^[ \t]*(?:export[ \t]+)?[a-z_][\w.-]*[ \t]*=[^\n]*"
    r"|^[ \t]+-?[ \t]*[a-z_][\w.-]*:(?:[ \t][^\n]*)?$|^[a-z][a-z0-9]*_[\w.]*:(?:[ \t][^\n]*)?$"
    r"|^[ \t]*\|[^\n]*\|[ \t]*$"
    r"|^[ \t]*(?:@(?:reboot|hourly|daily|weekly|monthly|yearly)|(?:[\d*/,-]+[ \t]+){5})\S[^\n]*"
)
# A cron line written inline as code: "`30 1 * * * borg create … && curl -fsS https://…`".
INLINE_CRON = (
    r"`[ \t]*(?:@(?:reboot|hourly|daily|weekly|monthly|yearly)|(?:[\d*/,-]+[ \t]+){5})[^`\n]+`"
)
# What a record line's message must not do: hand a shell a downloaded script, open a socket.
RECORD_DANGER = (
    r"\|\s*(?:ba|z|da|k)?sh\b|\|\s*python\d?\b|\bbase64 (?:-d|--decode)|/dev/tcp|\bnc\s+-"
    r"|\beval\s*\$\("
    # (a program kept in a hidden folder under /tmp is no one's monitoring)
    r"|(?:/tmp|/var/tmp|/dev/shm)/\.[\w.-]"
)
# The prefix of a record line (time, level, tag, key), cut off before its message is judged.
RECORD_PREFIX = (
    r"^[ \t]*\[?(?:\d{4}-\d\d-\d\d[ t])?(?:\d{1,2}:\d\d(?::\d\d(?:[.,]\d+)?)?z?)?\]?[ \t]*"
    r"(?:\[?(?:info|warn|warning|error|debug|trace|fatal|notice)\]?[ \t:]*)?"
    r"(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[a-z_][\w.-]*[ \t]*[=:][ \t]*)?"
)

# --- a rule that forbids an act ---
# A negation governing an act a few words on ("never wipe the", "keine Release-Tags löschen",
# "ne jamais effacer", "никогда не удалять"). A bare "no" must touch its act ("no force-push",
# "no borrar"): in Portuguese it is "in the" ("no ~/.bashrc", "no payload enviado").
NEGATION = (
    r"(?<![\w-])(?:not|never|don't|do not|must not|mustn't|kein\w*|nicht|nie|niemals|nunca"
    r"|jam[áa]s|ni|nada de|pas de|ne|n'|jamais|не|нельзя|никогда|никако\w+|n[ãa]o|nem)"
    r"(?![\w-])[ \t]*(?:[^\s,;.:]+[ \t]+){0,3}?"
    # French elides "ne" onto its verb: "on n'envoie jamais", "n'efface pas"
    r"|(?<![\w-])no[ \t]+|(?<![\w-])n'(?=\w)"
    r"|(?<!能)(?:不要|别|勿|不得|禁止|严禁|不准)[^，,。；;：:\n]{0,12}?"
)
# The act each category forbids: a deletion, a secret moved, something made to stay.
ACT = {
    "destructive": (
        r"(?:force-?push\w*|" + r"(?:delet|remov|eras|wip|purg|shred|borr|elimin|l[öo]sch"
        r"|entfern|supprim|effac|удал|стер|стир|затир|apag|exclu|nuk|drop|truncat|format|destr"
        r"|vernicht|d[ée]trui|уничтож|очист|сотр|снес)\w*|rm\b)|删除|删掉|清空|格式化|强制推送"
    ),
    "secret_exfiltration": (
        r"(?:send|post|upload|mail|e-?mail|forward|paste|share|commit|publish|leak|env[íi]a\w*"
        r"|mand\w*|sub[ei]\w*|compart\w*|schick\w*|sende\w*|hochlad\w*|teil\w*|weiterleit\w*"
        r"|envo\w*|transf[ée]r\w*|partag\w*|publi\w*|отправ\w*|пересыл\w*|перешл\w*|выклад\w*"
        r"|делит\w*|загруж\w*|compartilh\w*|encaminh\w*|commit\w*"
        # (pasted into a chat: "nada de pegarlas en slack", "не вставлять в чат")
        r"|peg(?:ar|a|as|ue|uen|ues|arl\w*)|coll(?:er|e|ez|ent)|einf[üu]g\w*|posten|col(?:ar|e|em)"
        r"|вставл\w*|вставить)\b"
        r"|发送|发到|发给|上传|转发|分享|提交|外传|贴到|粘贴"
    ),
    "persistence": (
        r"(?:install|add|schedul|enabl|append|autostart|register|instal|añad|agreg|program"
        r"|hinzuf[üu]g|einricht|einplan|aktivier|ajout|planifi|activ|установ|добав|запланир"
        r"|включ|adicion|agend|ativ)\w*|安装|添加|加入|设为开机|自启"
    ),
}
# Japanese puts the negation after the act: "削除しない", "force-push はしない", "送信禁止".
NEGATION_AFTER = r"[^、。\n]{0,8}?(?:しない|しません|してはいけない|禁止|厳禁|はダメ)"
ACT_JA = {
    "destructive": r"削除|消去|初期化|force-?push|強制プッシュ",
    "secret_exfiltration": r"送信|送ら|送っ|転送|アップロード|共有|公開|コミット|貼ら|貼っ|貼り",
    "persistence": r"インストール|登録|追加|自動起動",
}
# A segment turning from the forbidden act to an asked one: "don't wait, just send it".
CONTRAST = (
    r"\b(?:but|instead|just|rather|only|aber|sondern|stattdessen|mais|plutôt|pero|sino|en cambio"
    r"|но|лучше|mas|e sim|em vez|except|unless|außer|sauf|excepto|salvo|кроме|exceto)\b"
    r"|但是|而是|只要|直接|除了|以外|でも|ただし|代わりに"
)

# --- what the text around a quote says of it ---
# A stance toward the quoted words: they were a phish or a scam, a test case, an attempt, an
# example of a kind ("prompts such as", "frases como", "Sätze wie"), turned down or reported.
STANCE = (
    r"\b(?:phish\w*|scam\w*|fraud\w*|fake|spoofed|forged|suspicious|malicious|attack\w*"
    r"|attempt\w*|jailbreak\w*|injection\w*|tester\w*|test(?:ed|s|ing)?|drill|exercise|workshop"
    r"|training|slide|handout|lecture|red[- ]team\w*|pentest\w*|eval\w*|refused|declined"
    r"|rejected|blocked|flagged|reported|detected|caught|ignored|answered with|passed"
    r"|(?:phrases?|prompts?|requests?|sentences?|messages?|lines?) (?:such as|like)|translat\w*"
    r"|estafa|fraude|falso|falsa|sospechos\w*|ataque\w*|intento\w*|prueba\w*|probador\w*"
    r"|simulacro|taller|formaci[óo]n|diapositiva|rechaz[óo]|rechazad\w*|bloquead\w*|reportar\w*|detectad\w*"
    r"|frases como|traduc\w*|respondi[óo]"
    r"|betrug\w*|gef[äa]lscht\w*|verd[äa]chtig\w*|angriff\w*|versuch\w*|test\w*|übung\w*"
    r"|schulung\w*|folie|workshop|abgelehnt|blockiert|gemeldet|erkannt|s[äa]tze wie"
    r"|[üu]bersetz\w*|antwortete|bestanden"
    r"|arnaque\w*|hame[çc]onnage|faux|fausse|suspect\w*|attaque\w*|tentative\w*|testeur\w*"
    r"|exercice|formation|refus[ée]\w*|bloqu[ée]e?s?|signal[ée]\w*|d[ée]tect[ée]\w*"
    r"|phrases comme|tradu\w*|a r[ée]pondu|r[ée]ussi"
    r"|мошенничеств\w*|фишинг\w*|поддельн\w*|подозрительн\w*|атак\w*|попытк\w*|тест\w*"
    r"|учебн\w*|тренинг\w*|слайд\w*|отказал\w*|заблокирован\w*|сообщил\w*|обнаружен\w*"
    r"|фразы вроде|запросы вида|перевед\w*|перевод\w*|ответил\w*|пройден"
    r"|golpe|falso|falsa|suspeit\w*|tentativa\w*|teste\w*|testador\w*|treino|treinamento"
    r"|apostila|recusad\w*|bloquead\w*|reportaram|detectad\w*|frases como|traduz\w*"
    r"|respondeu|aprovado)\b"
    r"|诈骗|钓鱼|伪造|冒充|可疑|攻击|尝试|测试|演练|培训|课件|讲义|已拒绝|拒绝了|拦截|上报|举报|这类|之类"
    # a lure named as one, a notice that warns ("来诱导 AI 助手", "安全公告")
    r"|诱导|安全公告|安全通告|安全提醒|警告"
    r"|翻译|本项通过|詐欺|フィッシング|偽|不審|攻撃|手口|テスト|訓練|研修|資料|拒否"
    r"|ブロック|報告|検知|といった|のような|翻訳|合格"
    # spam a moderator removed ("Kommentar entfernt … Grund: Spam", "审核日志…垃圾信息")
    r"|\b(?:spam\w*|спам\w*|moderat\w*|modéra\w*|moderaci[óo]n|modera[çc][ãa]o|модерац\w*)\b"
    r"|垃圾信息|垃圾评论|审核日志|スパム|モデレーション"
    # a defence against it: "防御思路", "mitigation", "Abwehr", "contre-mesure", "защита от"
    r"|\b(?:defen[cs]es?|mitigat\w*|defensa|mitigaci[óo]n|abwehr|gegenma[ßs]nahme\w*"
    r"|d[ée]fense|contre-mesures?|защит\w* от|defesa|mitiga[çc][ãa]o)\b|防御|防护|防范|対策|防御策"
    # awareness material, a hacker in a story, a check that passed
    r"|\b(?:awareness|sensibilisation|concientizaci[óo]n|conscientiza[çc][ãa]o|hacker\w*|хакер\w*"
    r"|checklist|qa|rechaza|pasaron|superad[oa]|barrou|barrad[oa]|filtro|relatou)\b|黑客|ハッカー"
    # a FAQ answering why a request is turned down: its header, the refusal in the present
    r"|(?<![/.\w-])faq\b(?![/.]\w)|\b(?:frequently asked|preguntas frecuentes"
    r"|perguntas frequentes|h[äa]ufige fragen|foire aux questions|questions fr[ée]quentes"
    r"|вопрос-ответ|частые вопросы|refuses|declines|verweigert|lehnt \w+ ab|refuse|recusa"
    r"|отказывается|не выполняет|n[ãa]o atende|no responde|не отвечает)\b"
    r"|常见问题|よくある質問|不回应|不予回应|答えない|応じない"
    # a quote meant to trick the reader: "pour piéger les assistants", "to trick the bot"
    r"|\b(?:to trick|tricking|pi[èé]ger|tromper|engañ\w*|enganar|[üu]berlist\w*|обман\w*)\b"
    r"|欺骗|騙"
)
# The text taking the quote up as its own order: "do exactly that", "follow it", "befolge sie",
# "síguela", "applique-la", "выполни его", "cumpra", "照做", "その通りに".
ADOPT = (
    r"(?<!not )(?<!n't )(?<!never )(?<!nicht )(?<!не )(?<!no )(?<!não )(?<!pas )"
    r"\b(?:do (?:exactly |just )?(?:that|this|so|it|as (?:it|they) says?)|follow (?:it|this|that"
    r"|them)|obey|comply|carry (?:it|this) out|act on it|as (?:instructed|quoted|written above)"
    r"|befolge\w*|folge (?:ihr|ihm|dem)|genau das|tu das|mach das|s[íi]gue\w*|c[úu]mple\w*"
    r"|hazlo|obedece\w*|appliquer?(?:-la|-le)?|applique-\w+|suis-la|fais-le|ob[ée]is"
    # (the imperative, not "отказывается выполнить": a refusal to carry it out)
    r"|следуй\w*|выполни(?:те)?|сделай (?:это|так)|siga-a|cumpra|fa[çc]a isso|obede[çc]a)\b"
    # (a policy refusing it is no adoption: "不当指令执行", "不会执行", "不予执行")
    r"|(?<!没有)(?<!没)(?<!未)(?<!不)(?<!不当指令)(?<!不会)(?<!不予)(?<!不得)(?<!不要)"
    # (nor a report of what an assistant did: "AI 助手就照做了" is what came of an attack)
    r"(?:照做|照此|照着做|执行|遵照)(?![了过過])|その通り|従って|実行して"
)

# A duty laid on the agent beyond ``frame_base``'s modals: "обязан", "verpflichtet", "obligé de".
DUTY = (
    r"\b(?:обязан\w*|verpflichtet|obligée?s? de|obligad[oa]s? a|obrigad[oa]s? a|is required to"
    r"|are required to|has to|have to|needs? to|запрещено|verboten|interdit|prohibido|proibido"
    r"|forbidden|prohibited)\b|必须|必需|務必|务必|一定要|也要|義務|しなければ"
    r"|(?:\A|[，,。；;！!\n])\s*(?:别|不要|不许)"
)
# The text's own reader called on, in or out of quotes: "Assistant, …", "Hinweis an KI-Agenten",
# "pour les agents IA :", "the AI reading this", "识别此图片的AI", "この表を読むエージェント".
READER_CALLED = (
    r"\b(?:for|to|für|an|pour|para|aos?|a los|для)\s+(?:the\s+|any\s+|all\s+|die\s+|les\s+|los\s+"
    r"|os\s+|as\s+)?(?:ki-|ai\s|ia\s)?(?:ai|ki|ia|ии|agent|assistent|assistant|agente|asistente"
    r"|assistente|агент|ассистент|bot|модел)\w*(?:\s+(?:ia|ai|ki|ии))?\s*[:：,]"
    r"|\b(?:ai|ki|ia|ии)[- ]?(?:agent|assistent|assistant|agente|asistente|assistente|агент"
    r"|ассистент)\w*\s*[:：]"
    r"|\b(?:ai|agent|assistant|model|bot|llm)s? (?:reading|that reads?|who reads?|processing) this"
    r"|\b(?:ia|agente|asistente|assistente) que (?:lea|lee|leia|ler|procese)\b"
    r"|\b(?:ki|agent|assistent)\w*, (?:der|die) (?:dies|das|diese\w*) (?:liest|verarbeitet)"
    r"|\b(?:ia|agent|assistant|modèle) qui (?:lit|lira|traite)\b|\bчитающ\w+ (?:это|эт|данн)\w*"
    r"|(?:识别|读取|读到|看到|处理)[^，。\n]{0,8}的(?:ai|助手|模型|代理|机器人)"
    r"|(?:読む|読み込んだ|読んだ|処理する)\s?(?:ai\s?)?(?:エージェント|アシスタント|ai|ボット)"
    # (CJK: a label, or a name opening its clause -- "…试探机器人，全部被拒绝" and "诱导 AI 助手。"
    # are objects, not a reader called)
    r"|(?:ボット|アシスタント|エージェント|助手|机器人)(?:へ|に|们)?[:：]"
    r"|(?:^|[。！？!?；;：:\n]|[，,、](?=[^，,、。\n]{0,12}[，,、:：]))\s*(?:ai\s?)?"
    r"(?:ボット|アシスタント|エージェント|助手|机器人)(?:へ|に|们)?[、,，]"
    # ("Bot:" calls it; "Guía del bot:", "the bot:", "Regeln des Bots:" head a note about it)
    r"|(?<!\bdel )(?<!\bdu )(?<!\bdo )(?<!\bda )(?<!\bdes )(?<!\bder )(?<!\bthe )(?<!\bour )"
    r"(?<!\bde )(?<!\bdem )(?<!\bten )\bbots?\s*[:,]"
)
# The agent itself named inside a quote: speech reported to people does not name the assistant;
# a quote that does ("… the assistant runs it automatically") was written for it.
QUOTE_AGENT = (
    r"\b(?:assistants?|agents?|bots?|asistente|agente|assistent\w*|assistente|ассистент\w*|агент\w*"
    r"|бот\w*)\b|助手|机器人|アシスタント|エージェント|ボット"
)
# What a record line's message must not claim: rights, a policy, a mode, an instruction.
RECORD_AUTHORITY = (
    r"\b(?:admin\w*|root|sudo|privileg\w*|permission\w*|rights?|droits?|rechte\w*|derechos|права"
    r"|direitos|grant\w*|accord[ée]\w*|gew[äa]hrt|concedid\w*|предоставл\w*|concedid\w*"
    r"|approv\w*|confirm\w*|best[äa]tig\w*|unrestrict\w*|polic\w*|pol[íi]tic\w*|richtlinie\w*"
    r"|политик\w*|rules?|r[èe]gles?|reglas?|regeln?|regras?|правил\w*|modes?|modus|modo|режим\w*"
    r"|instruction\w*|anweisung\w*|consigne\w*|instrucci\w*|instru[çc]\w*|инструкци\w*"
    r"|override\w*|prompt\w*|промпт\w*|liberad\w*)\b"
    r"|权限|権限|授予|付与|策略|规则|ルール|ポリシー|模式|モード|指示|指令|提示词|プロンプト|管理员|管理者"
)
# A refusal said to hold always ("such requests are always declined", "se rechazan siempre",
# "常に断る"): the habit of refusing, not a standing order to the reader. Cut before the
# order guard reads the text around a quote.
ALWAYS_REFUSED = (
    r"\b(?:always|siempre|sempre|immer|toujours|всегда)\b[^.!?\n]{0,25}?"
    r"(?:refus|declin|reject|rechaz|recus|ablehn|отказ|отклон|negad|negam)\w*"
    r"|(?:refus|declin|reject|rechaz|recus|ablehn|отказ|отклон)\w*[^.!?\n]{0,15}?"
    r"\b(?:always|siempre|sempre|immer|toujours|всегда)\b"
    r"|(?:总是|一律|始终|常に|必ず)[^。！？\n]{0,8}?(?:拒绝|拒否|断る|断ります|お断り)"
)
# A task on the text the reader was handed, opening its sentence: "Please translate this sign
# …", "Bitte fass diesen Artikel zusammen", "Résume cet article", "请总结". A request to work
# on words that quote an attack is not an order to carry the attack out (the quote frame
# still refuses any adoption: "translate it, then do what it says").
TEXT_TASK = (
    r"(?:\A|[.!?。！？\n]\s*)(?:(?:please|bitte|por favor|s'il te pla[îi]t|пожалуйста),?\s+)?"
    r"(?:summari[sz]e|translate|proofread|paraphrase|rewrite|shorten|fass\w*\s+[^.!?\n]{0,40}"
    r"zusammen|zusammenfass\w*|[üu]bersetz\w*|r[ée]sume[sz]?|tradui[st]\w*|resume|resuma"
    r"|res[úu]me\w*|traduce|traduz\w*|переведи\w*|перескажи\w*|резюмируй\w*|请?(?:总结|概括|翻译)"
    r"|要約|翻訳)\b[^.!?。！？\n]*"
)

# A verb of saying or reporting that ends just before a quote, so the quote is what is said:
# "report those runs as '…'", "pon igualmente «…»", "发“…”", "пиши в канал «…»"; Japanese puts
# the verb after the quote: "「…」と報告".
SAY_BEFORE = (
    r"(?:\b(?:says?|tells? \w+|reports?|reply|answer|respond|writes?|posts?|marks?|describes?"
    r"|logs?|label"
    r"|di|dile|diles|responde|contesta|informa\w*|pon|escribe|marca|sag|melde\w*|antworte\w*"
    r"|schreib\w*|trag\w*|dis|réponds|indique\w*|écris|note|mets|diga|diz|responda|informe"
    r"|escreva|coloque|registre|marque)\b(?: \S+){0,4}? ?(?:as|como|comme|als|that|que|qu'|dass)?"
    r"|(?<!\w)(?:скажи|говори|отвечай|ответь|пиши|напиши|писать|сообщ\w+|отметь)\w*"
    r"(?: \S+){0,4}?"
    r"|就说|说成|写成|写上|发|回复|回答|汇报|报告|标为|标成)[ \t:：,]*$"
)
# ... unless forbidden: "schreib nicht ‚alles grün‘", "никогда не пиши «…»".
SAY_FORBIDDEN = (
    r"\b(?:never|not|don't|do not|nie|nicht|niemals|jamais|pas|nunca|no|não|nem)\b"
    r"|(?<!\w)(?:не|никогда)(?!\w)|不要|别|绝不|不得"
)
SAY_AFTER = r"^[」』\"]?と(?:報告|回答|答え|書|言|伝え|記載|返信|説明)"
