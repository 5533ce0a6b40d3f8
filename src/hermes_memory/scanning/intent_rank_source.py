"""Word classes for the ranking form of an override (``rules_devalue`` joins them with the
setup references of ``intent_devalue``), one entry per language: another source (a note, a
file, a ticket, a channel, a person, "this entry"), a claim that it ranks first (wins, takes
precedence, 优先, Vorrang, prevalece, приоритет, or "if they conflict, follow it") and the
user's word as what it outranks.

The three sit in one sentence: a source and a rank alone are every config file's precedence
table ("environment variables take precedence over the config file"); it is the assistant's
setup or its user's word as the thing outranked that makes an order of it.
"""

from __future__ import annotations

# Another source of orders.
SOURCE = {
    "en": r"\b(?:notes?|memos?|files?|tickets?|channels?|comments?|wiki|page|e-?mails?|mails?"
    r"|letters?|messages?|posts?|tags?|tagged|labels?|entry|entries|documents?|docs?|readme"
    r"|issues?|threads?|memory|memories|manager|boss|admin|director|contractor|vendor|partner"
    r"|lead|supervisor|ceo|cto|head of \w+|@\w+)\b|\.(?:md|txt|ya?ml|json)\b",
    "zh": r"笔记|备注|记事|文件|工单|频道|群里|评论|留言|邮件|来信|消息|帖子|标签|条目|本条|这条"
    r"|文档"
    r"|维基|wiki|记忆|备忘|主管|经理|老板|领导|管理员|承包商|合作方|供应商|总监|@",
    "ja": r"メモ|ノート|ファイル|チケット|チャンネル|コメント|メール|メッセージ|投稿|タグ|件名"
    r"|この(?:エントリ"
    r"|メモ|行|指示|記載)|本メモ|wiki|ウィキ|記憶|上司|部長|課長|管理者|取引先|業者|記述|\.(?:md"
    r"|txt"
    r"|ya?ml|json)",
    "es": r"\b(?:notas?|apuntes?|archivos?|ficheros?|tickets?|canal(?:es)?|comentarios?|wiki"
    r"|correos?|mensajes?|publicaci\w+|etiquetas?|entrada|carpeta|documentos?|memoria"
    r"|jef[ae]s?|director\w*|administrad\w+|proveedor\w*|contratista|gestor\w*|socio"
    r"|@\w+)\b|\.(?:md|txt|ya?ml|json)\b",
    "de": r"\b(?:notiz\w*|datei\w*|ticket\w*|kanal|kanäle|kommentar\w*|wiki\w*|e-?mail\w*"
    r"|nachricht\w*|beitr\w+|tag|label|eintr\w+|dokument\w*|speicher|gedächtnis|chef\w*"
    r"|leiter\w*|admin\w*|dienstleister\w*|lieferant\w*|partner\w*|@\w+)\b"
    r"|\.(?:md|txt|ya?ml|json)\b",
    "fr": r"\b(?:notes?|fichiers?|tickets?|canal|canaux|salon|commentaires?|wiki|e-?mails?"
    r"|courriels?|mails?|messages?|publications?|étiquettes?|tags?|entrée|documents?|mémoire"
    r"|chef\w*|directeur\w*|directrice|administrat\w+|prestataire|fournisseur|partenaire"
    r"|charte|de la part de|@\w+)\b|\.(?:md|txt|ya?ml|json)\b",
    "ru": r"замет\w+|записк\w+|файл\w*|тикет\w*|задач\w+|канал\w*|чат\w*|коммента\w+|вики|письм\w+"
    r"|сообщени\w+|пост\w*|тег\w*|метк\w+|запис\w+|документ\w*|памят\w+|начальни\w+|директор\w*"
    r"|руководител\w+|админ\w*|подрядчик\w*|поставщик\w*|партн[её]р\w*|@\w+",
    "pt": r"\b(?:notas?|anotaç\w+|arquivos?|ficheiros?|tickets?|chamados?|canal|canais"
    r"|comentários?|wiki|e-?mails?|mensage\w+|publicaç\w+|etiquetas?|tags?|entrada"
    r"|documentos?|memória|chefe|diretor\w*|gerente|administrad\w+|fornecedor\w*|parceir\w+"
    r"|orientações|@\w+)\b|\.(?:md|txt|ya?ml|json)\b",
}

# It ranks first: a claim of rank, or "if they conflict, follow it".
PRECEDES = {
    "en": r"\b(?:overrides?|outranks?|supersedes?|replaces?|takes? precedence|(?:has|have|gets?"
    r"|take|takes) (?:priority|precedence)|wins?|prevails?|comes? (?:first|before)|goes? first"
    r"|ranks? (?:above|higher|over)|trumps?|counts? (?:for )?more|more (?:binding|authoritative"
    r"|important) than|higher priority|(?:is|are|sits?) above"
    r"|counts? (?:for )?less|comes? second|(?:is|are) outranked|yields? to|gives? way to|defers? to"
    r"|annuls?|the (?:last|final) word|final (?:say|authority)|(?:if|when|where) (?:they|the two"
    r"|these|those|it|that) (?:conflicts?|clash(?:es)?|disagrees?|contradicts?)|in case of"
    r" (?:a )?(?:conflict|doubt|disagreement))\b",
    "zh": r"优先|为准|高于|压过|盖过|取代|替代|覆盖|凌驾|说了算|最终判断|最终决定|更重要|更管用"
    r"|大于"
    r"|次于|不如|让位于|服从于|冲突时|有冲突|矛盾时|不一致时|听(?:它|他|她|这|那)(?:个)?的",
    "ja": r"優先|上書き|より(?:も)?下|より後|より(?:も)?(?:上|重要|強い)|に代わ|置き換|差し替"
    r"|最終判断|最終決定|を正と"
    r"|矛盾(?:する|した)場合|食い違(?:う|った)場合",
    "es": r"\b(?:prevalecen?|priman?|tienen? (?:prioridad|preferencia)|mandan?|ganan?"
    r"|van? por delante|pasan? por encima|están? por encima|anulan?|sustituyen?|reemplazan?"
    r"|cuentan? más|pesan? más|valen? más|más importantes? que|por encima de|en lugar de"
    r"|en vez de|cuentan? menos|pesan? menos|quedan? por debajo|ceden? ante|(?:si|cuando) (?:chocan"
    r"|choca|entran en conflicto|se contradicen|contradice)"
    r"|en caso de (?:conflicto|duda|contradicci\w+)|la última palabra)\b",
    "de": r"\b(?:vorrang|(?:hat|haben) priorität|höhere priorität|gehen? vor|gilt vor|stehen?"
    r" über|verbindlicher|wichtiger|zählen? mehr|wiegen? schwerer|ersetz(?:t|en)"
    r"|überschreib(?:t|en)|gewinn(?:t|en)|statt|anstelle|massgeblich|gilt (?:die|der|das)"
    r"|letzte wort|zählen? weniger|nachrangig\w*|untergeordnet\w*|tritt (?:\w+ )?zurück|(?:bei"
    r"|im) (?:widerspruch|konflikt|zweifel)|widerspricht)\b",
    "fr": r"\b(?:prime(?:nt)?|prévau(?:t|dra)|prévalent|l'emporte(?:nt)?|passe(?:nt)? (?:devant"
    r"|avant)"
    r"|(?:a|ont) (?:la )?priorité|prioritaire\w*|remplace\w*|annule\w*|au-dessus"
    r"|plus importan\w+ que|compte(?:nt)? plus|au lieu de|à la place de|fon?t foi|dernier mot"
    r"|compte(?:nt)? moins|passe(?:nt)? après|s'efface\w* devant|cède(?:nt)? (?:le pas )?devant"
    r"|en cas de (?:doute|conflit|contradiction|désaccord)|(?:si|quand) (?:elles|ils)"
    r" se contredisent)\b",
    "ru": r"приоритет\w*|важнее|главнее|выше|заменя\w+|отменя\w+|перевешива\w+|вместо"
    r"|имеет силу|уступа\w+|ниже|менее важн\w+|второстепенн\w+|решающ\w+|последнее слово"
    r"|при (?:расхождени\w+|конфликт\w*|противоречи\w+)"
    r"|если (?:они )?(?:расход\w+|противореч\w+)",
    "pt": r"\b(?:prevalece\w*|t[eê]m? (?:prioridade|precedência)|mandam?|ganham?|valem? mais"
    r"|pesam? mais|passam? (?:na frente|por cima)|acima d[aoe]s?|substitui\w*|anula\w*"
    r"|no lugar d[aoe]s?|em vez d[aoe]s?|valem? menos|pesam? menos|abaixo d[aoe]s?"
    r"|mais importantes? (?:que|do que)|(?:se|quando) (?:der"
    r"|houver) conflito|em caso de conflito|a última palavra)\b",
}

# The user's word, as what the source outranks.
USER_REF = {
    "en": r"\b(?:the|your) user(?:'s)? (?:own )?(?:requests?|wishes|instructions|word|say"
    r"|objections?|refusals?|orders|commands|messages?)\b|\bwhat(?:ever)? (?:the|your) user"
    r" (?:says|said|asks|asked|wants|types|requests)\b|\b(?:than|over|before) (?:the|your)"
    r" user\b(?! settings| config| preferences| profile| interface| guide)",
    "zh": r"用户(?:本人|自己)?(?:的)?(?:要求|请求|意见|指示|话|反对|意愿|拒绝|说的)",
    "ja": r"(?:利用者|ユーザー|使用者|依頼者)(?:本人)?(?:の(?:指示|依頼|判断|意向|要望|確認|言う)"
    r"|への確認)",
    "es": r"\blo que (?:te )?(?:pida|diga|quiera|pide|dice|quiere|pidió|dijo) (?:el|la|tu)"
    r" (?:propi[oa] )?(?:usuari[oa]|client[ea])\b|\b(?:objeci\w+|peticiones|órdenes|deseos)"
    r" (?:del|de la) (?:propi[oa] )?usuari[oa]\b|\blo que (?:yo )?pida\b",
    "de": r"\b(?:nutzer|benutzer|anwender)(?:in)?(?:wünsche|anweisungen|eingaben|bitten)\b"
    r"|\b(?:wünsche|anweisungen|bitten|einwände|vorgaben|wort) (?:des|der|deines|deiner)"
    r" (?:nutzer|benutzer|anwender)\w*|\bwas (?:der|die|dein|deine) (?:nutzer|benutzer"
    r"|anwender)\w* (?:sagt|will|verlangt|schreibt)\b|\b(?:widerspricht|widersprechen) (?:der"
    r" |die |dem )?(?:nutzer|benutzer|anwender)\w*",
    "fr": r"\bce que (?:veut|dit|demande) (?:l'utilisat\w+|ton utilisateur)"
    r"|\b(?:l'utilisat(?:eur|rice)|ton utilisateur|votre utilisateur) (?:te |vous )?(?:veut"
    r"|dit|demande)|\b(?:demandes?|souhaits?|consignes|objections?|refus) de (?:l'utilisat\w+"
    r"|ton utilisateur)|\bdevant (?:ce que veut )?l'utilisat\w+",
    "ru": r"(?:просьб|указани|требовани|слов|запрос|возражени|желани|команд)\w* (?:самого )?"
    r"пользовател\w+|(?:чем|над) (?:сам\w+ )?пользовател\w+|что (?:скажет|говорит|просит"
    r"|хочет|пишет) пользовател\w+",
    "pt": r"\bo que (?:o|a) (?:usuári[oa]|client[ea]) (?:pedir|pede|disser|diz|quiser)\b"
    r"|\bpedidos? d[oa] (?:própri[oa] )?usuári[oa]\b|\b(?:se|quando) (?:o|a) usuári[oa]"
    r" pedir\b|\b(?:que|do que) (?:o|a) usuári[oa]\b",
}
