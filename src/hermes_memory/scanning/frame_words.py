"""The words of the benign frames (see ``frames``), in the eight languages: what marks a
security write-up, a status-only notification, a device leaving its owner, an everyday
"cancel that step", and minutes with speaker labels. Patterns only; which finding a frame
may excuse, and the guards that stop it, live in ``frames``.

Every pattern reads the normalised text (case-folded, spaces folded).
"""

from __future__ import annotations

# A document that reports on an attack or an incident: its kind named where it starts (or at
# a line's start), before a colon, a dash or an id ("Postmortem HR-212:", "事故复盘：").
_REPORT_KINDS = (
    r"post-?mortem|incident(?:[- ](?:report|review|summary|\w{0,4}-?\d+))?|inc-\d+|rca\b"
    r"|root cause analysis|(?:security )?(?:awareness )?training(?: \w+){0,2}|pen-?test\w*(?: \w+)?"
    r"|penetration test\w*(?: \w+)?|lessons learn(?:ed|t)(?: \w+){0,4}"
    r"|(?:security )?advisory(?: [\w-]+)?"
    r"|security (?:bulletin|weekly|review|meeting|note|alert)|vulnerability (?:report|note)"
    r"|red[- ]team(?: \w+){0,3}|(?:reading|paper) notes(?: \w+){0,3}|notes on the paper"
    r"|cve-\d{4}-\d+|retrospective|finding [a-z]?-?\d+"
    r"|informe de (?:incidencias|incidente|pentest|seguridad|auditoría)|postmortem del?[\w ]{0,12}"
    r"|capacitaci[óo]n de seguridad|formaci[óo]n (?:de |en )?seguridad|lecciones aprendidas"
    r"|notas del art[íi]culo|aviso de seguridad|reuni[óo]n de seguridad"
    r"|an[áa]lisis de causa ra[íi]z"
    r"|vorfallbericht|incident-review|pentest-bericht|sicherheitsvorfall|security-schulung"
    r"|schulung(?:sunterlage)?(?: \w+)?|notizen zum paper|sicherheitshinweis|befund \d+"
    r"|rapport d'incident|retour d'exp[ée]rience|formation (?:à la )?s[ée]curit[ée](?:, \w+ \d+)?"
    r"|fiche s[ée]curit[ée]|rapport de pentest|analyse post-incident|notes de lecture"
    r"|bulletin de s[ée]curit[ée]|avis de s[ée]curit[ée]|compte rendu d'incident"
    r"|разбор инцидента|отч[её]т о (?:пентесте|инциденте|тестировании)|постмортем"
    r"|учебный курс(?: \w+){0,3}|конспект статьи|бюллетень безопасности"
    r"|обучение (?:по )?безопасности"
    r"|relat[óo]rio de (?:incidente|pentest|seguran[çc]a)|treinamento de seguran[çc]a|p[óo]s-mortem"
    r"|anota[çc][õo]es do artigo|alerta de seguran[çc]a|li[çc][õo]es aprendidas"
)
_REPORT_KINDS_CJK = (
    r"事故复盘|复盘|事故报告|故障报告|安全周报|安全培训(?:材料)?|培训材料|渗透测试(?:报告|结论)"
    r"|漏洞(?:通告|报告)|论文笔记|经验教训|安全通告|红队\w{0,4}|障害報告書?|脆弱性報告\w{0,4}"
    r"|インシデント(?:報告|振り返り)|セキュリティ研修(?:資料)?|研修資料|ペネトレーションテスト(?:結果)?"
    r"|論文メモ|振り返り|事後分析"
)
# A label that names a document of record anywhere in it ("Bug bounty report #5521 (closed):",
# "CTF write-up, challenge 'Parrot':", "安全审计发现：", "Bilan de l'exercice red team :").
_LABEL_KINDS = (
    r"\b(?:report|write-?up|notes|summary|review|findings?|audit|analysis|assessment|debrief"
    r"|threat model|bug bounty|ctf|exercise|drill|informe|resumen|auditor[íi]a|hallazgo|bilan"
    r"|synth[èe]se|compte rendu|bericht|meldung|ergebnis|auswertung|bug-bounty|итоги|отч[её]т"
    r"|разбор|аудит\w*|relat[óo]rio|resumo|relato|auditoria|case study|log|journal|record"
    r"|newsletter|briefing|recap|casos? pr[áa]ctico|estudo de caso|[ée]tude de cas|fallstudie"
    r"|registro|protokoll|журнал|запис\w*|случа\w*|рассылк\w*|boletim|bolet[íi]n|eval\w*)\b"
    r"|报告|总结|发现|复盘|通报|审计|演练|简报|记录|评测|まとめ|報告|結果|監査|演習|ログ|記録"
    r"|ケーススタディ|評価"
)
# The header's three shapes, each from a line start. A label must be followed on its line by
# a colon, so a line whose first colon-or-break is no colon is left at once (the label words
# were tried at each of its first sixty characters, most of this frame's time).
_HEADER_KIND = rf"[ \t#*>\[]*(?:{_REPORT_KINDS})[^\n:：]{{0,24}}?\s*[:：—–\]]"
_HEADER_KIND_CJK = rf"[ \t#*>\[]*(?:{_REPORT_KINDS_CJK})[^\n:：]{{0,12}}?[:：]"
_HEADER_LABEL = rf"(?=[^\n:：]*[:：])[^\n:：]{{0,60}}?(?:{_LABEL_KINDS})[^\n:：]{{0,40}}[:：]"
# ... as alternatives of a longer pattern (whose leaf search tries each shape apart: see
# ``leaf_search``) ...
REPORT_HEADER_SHAPES = "|".join(
    rf"(?:\A|\n){shape}" for shape in (_HEADER_KIND, _HEADER_KIND_CJK, _HEADER_LABEL)
)
# ... and on its own, asked only whether it occurs: the line start read once for the three
# shapes (the engine tries the pattern at every position of a text, each shape's line start
# in turn; a sixth of the time of the three apart).
REPORT_HEADER = rf"(?:\A|\n)(?:{_HEADER_KIND}|{_HEADER_KIND_CJK}|{_HEADER_LABEL})"

# What a write-up says was done about it: fixed, patched, blocked, rotated, revoked, a filter
# or a regression test added, the model refused. Past or passive, never an order.
REMEDIATION = (
    r"\b(?:was|were|has been|have been|is now|got) (?:fixed|patched|blocked|closed|mitigated"
    r"|rotated|revoked|resolved|remediated)\b|\bfixed in (?:v|version )?\d|\bshipped (?:a )?patch"
    r"|\b(?:mitigated|patched|revoked|rotated|isolated)\b|\bmitigation\b"
    r"|\bthe vendor (?:added|fixed|patched|shipped|released|closed)\b"
    r"|\bgeschlossen\b|\bisoliert\b|\bisol[ée]e?s\b|\baislad[oa]s?\b|\bisolad[oa]s?\b"
    r"|\bизолиру\w*|补丁|缓解|隔离|隔離|修正した|失効させた"
    # the model turned the attempt down, and the attempt went on record
    r"|\b(?:it|the model|the bot|the assistant|she|he) (?:declined|refused)\b"
    r"|\b(?:was|were|got) (?:logged|recorded|flagged)\b|\bes hat abgelehnt\b|\bprotokolliert\b"
    r"|\b(?:se neg[óo]|qued[óo] registrad[oa])\b|\bil a refus[ée]\b|\bjournalis[ée]e?\b"
    r"|\bотказал\w*|\bзаписан\w*|\bfoi registrad[oa]\b|\brecusou\b"
    r"|没有执行|模型拒绝|均已拒绝|拒绝了|已记入|记录在案|拒否し|記録された"
    r"|\bremediation:|\bfix(?:ed)?:|\broot cause\b|\bupgrade to (?:v|version )?\d"
    r"|\bregression test|\brefus(?:ed|es) in (?:all|every)|\bwe rotated\b"
    r"|\bwe (?:now )?(?:strip|block|filter)\b|\boutput filter\b"
    r"|\bse (?:corrigi[óo]|parche[óo]|añadi[óo]|revoc[óo])\b|\bprueba(?:s)? (?:de regresi[óo]n"
    r"|autom[áa]tica)"
    r"|\bse neg[óo]\b|\blo parche[óo]\b|\bse revoc[óo]\b"
    r"|\bbehoben\b|\bgefixt\b|\brotiert\b|\blehnt (?:das|dies|solche \w+) ab\b|\babgelehnt\b"
    r"|\bcorrectif\b|\bcorrig[ée]e?s?\b|\bnon-r[ée]gression\b|\bil refuse\b"
    r"|\ba [ée]t[ée] (?:chang[ée]|r[ée]voqu[ée])"
    r"|\bисправлен\w*|\bзакрыт\w*|\bотозвал\w*|\bотказывал\w*|\bотклон\w*"
    r"|\bcorrigi(?:da|do|u)\b|\brevogad[ao]\b|\bteste de regress[ãa]o|\brecusou\b"
    r"|已修复|已被\S{0,8}拦截|回归测试|已补上|已由\S{0,6}修复|均已拒绝|修复|轮换密钥"
    r"|修正済み|修正パッチ|で修正|拒否した|無効化した|防いでいる"
)

# Attacks named as such: a write-up quotes them as what attackers do, not as a request.
ATTACK_EXAMPLE = (
    r"\b(?:attackers?|adversar(?:y|ies)|testers?|red team\w*|malicious users?) (?:often "
    r"|usually |can |may |)"
    r"(?:try|tries|hide|use|ask|write|send|got)\b|\bsuch (?:requests|prompts|pages) (?:are|were)"
    r"|\b(?:un |los )?atacantes? (?:puede|suelen|intentan)|\bhay (?:usuarios|intentos)"
    r"|\bangreifer\b|\bles attaquants\b|\bune attaque par\b|\bзлоумышленник\w*|\bатакующ\w*"
    r"|\batacantes\b|\bh[áa] tentativas\b|攻击者|红队测试|攻撃者"
    r"|\b(?:an? )?(?:attacker|researcher|tester|pentester) (?:could|can|might|made|got|was able)\b"
    # the model's own prompt in the third person: "its hidden system prompt", "seinen Systemprompt"
    # an order reported as said to the model: "was told to disregard", "被要求", "просили"
    r"|\b(?:was|were) (?:told|asked|instructed|coaxed|tricked) (?:to|into)\b|被要求|要求模型"
    r"|求められ|\bпросили\b|\bse le pidi[óo]\b|\bon a demand[ée] au mod[èe]le\b"
    r"|\bpediram ao modelo\b|\bsollte per\b"
    r"|\bits (?:own |hidden |secret |internal |initial |earlier |prior |previous |original "
    r"|system |full )*"
    r"(?:system prompt|prompt|instructions|rules|configuration|setup)\b"
    r"|\bsein(?:en|e)? (?:internen? |eigenen? )?(?:systemprompt|anweisungen|regeln)\b"
    r"|\bses (?:consignes|instructions|r[èe]gles)\b|\bsus instrucciones\b|\bsu prompt\b"
    r"|\bсво(?:й|и|ей|их) (?:внутренн\w+ |системн\w+ |скрыт\w+ )?"
    r"(?:промпт|инструкци\w*|подсказк\w*|правил\w*)|\bsus reglas\b|\bsuas regras\b"
    r"|\b(?:suas|seu) (?:instru[çc][õo]es|prompt)\b|\ba d[ée]tourn[ée]\b|\bdesvi[óo]\b"
    # a paper's findings: the authors show that models leak, not a wish that this one does
    r"|\b(?:the )?authors (?:show|find|found|measure|propose|report|demonstrate)\w*"
    r"|\bthe (?:paper|article|study) (?:shows|finds|measures|reports)\b"
    r"|\blos autores\b|\bdie autoren\b|\bles auteurs\b|\bl'article (?:mesure|montre)"
    r"|\bавторы\b|\bos autores\b|作者发现|作者指出|著者|報告されている|论文"
)

# --- status-only notifications ---
# What a notice may carry: a status, a name, a number; said together with "only".
_STATUS_WORDS = (
    r"(?:pass|fail|ok|status|state|result|succe\w*|failed|duration|latency|status code"
    r"|commit(?: hash| id)?|version|alert name|severity|branch|grün|rot|zustand|statut|[ée]tat"
    r"|estado|resultado|[ée]xito|fallo|nombre de la alerta|sucesso|falha|статус|состояни\w*"
    r"|название|хеш|成功|失败|状态|版本号|告警名称|成否|状態|アラート名"
    # (an uptime monitor's two states: "site down" / "back up", "fora do ar", "宕机")
    r"|offline|online|(?:site|server|service|servidor|serveur|dienst) (?:is )?(?:down|up|back)"
    r"|fora do ar|de volta|ca[íi]d[oa]|hors ligne|en ligne|en línea|(?:nicht )?erreichbar"
    r"|недоступ\w*|宕机|恢复正常|ダウン|復旧)"
)
STATUS_ONLY = (
    r"\b(?:only|just|solely|nothing but|nur|uniquement|seulement|solo|sólo|s[óo]|apenas"
    r"|только|лишь)\b[^.\n]{0,40}?"
    + _STATUS_WORDS
    + r"|\bone-line summary\b|仅为|只包含|只推送|只发|のみ|だけを?通知"
    + r"|"
    + _STATUS_WORDS
    + r"[^.\n。]{0,40}?(?:, nothing else|, nada m[áa]s|のみ|だけ)"
)
# Where the notice goes: a webhook, a chat channel, an alert route.
NOTIFY_SINK = (
    r"webhook|вебхук|hooks\.|slack|teams|discord|mattermost|telegram|钉钉|飞书|通知|notif"
    r"|alert|alarm|алерт|告警|アラート|уведомлен"
)
# A secret-bearing thing; in a status-only notice each must be denied or said to stay put.
SECRET_OBJECT = (
    r"\.env\b|env(?:ironment)? var\w*|umgebungsvariablen|variables d'environnement"
    r"|переменн\w* окружения|環境変数|环境变量|\btokens?\b|\bjetons?\b|токен\w*|令牌|トークン"
    r"|\bapi[- ]?keys?\b|\bkeys?\b|密钥|キー|ключ\w*|clé|clave|chave|schlüssel|passwords?"
    r"|passw(?:o|ö)rt\w*|mot de passe|contraseña|senha|парол\w*|密码|パスワード|credentials?"
    r"|zugangsdaten|secrets?\b|secretos|segredos?|id_rsa|\.ssh|\.aws"
)
# A denial or a safe place next to a secret word: "no env vars", "令牌保存在密钥管理服务里".
SECRET_KEPT = (
    r"\b(?:no|not|never|without|nothing|keine?n?|nicht|ohne|nie|sans|ni|jamais|sin|nunca|ning[úu]n"
    r"|ni|sem|nenhum|nunca|без|нет|не|никогда)\b|不含|不包含|没有|无|不会|ません|ない|せず"
    r"|vault|coffre|cofre|gestor de secretos|secret manager|secrets manager|geheimnis-?speicher"
    r"|密钥管理|保存在|シークレットマネージャー|で管理|хранится|bleibt|reste|fica|liegt im"
)

# --- a device leaving its owner ---
DEVICE = (
    r"\b(?:disks?|drives?|ssd|hdd|hard drive|laptop|notebook|thinkpad|macbook|mac|iphone|phone"
    r"|desktop|ipad|platten|server|hd"
    r"|tablet|pc|computer|festplatte|handy|diensthandy|smartphone|disque|disques|ordinateur"
    r"|tablette|portable|disco|discos|port[áa]til|m[óo]vil|celular|celulares|computador"
    r"|телефон\w*|ноутбук\w*|диск\w*|планшет\w*)\b|手机|硬盘|磁盘|笔记本|电脑|ディスク|ノートpc"
    r"|スマホ|パソコン|端末"
)
HAND_OVER = (
    r"\b(?:sell\w*|sold|return\w*|recycl\w*|dispos\w*|trade-in|reinstall\w*|giv\w* away|lease\w*"
    r"|verkauf\w*|r[üu]ckgabe|recycling|entsorg\w*|neu installier\w*|vendre|revendre|recyclage"
    r"|r[ée]install\w*|rendre|vender|devolver|reciclaje|reciclagem|reinstalar|devolu[çc][ãa]o"
    r"|продаж\w*|трейд-ин|утилизац\w*|сдать|вернуть)\b|卖掉|卖旧|要卖|卖之前|出售|回收|售出|売る|返却|処分|廃棄"
    r"|factory reset|erase all content|secure-erase|werkseinstellungen|r[ée]initialisation d'usine"
    r"|restablecimiento de f[áa]brica|restaura[çc][ãa]o de f[áa]brica|заводск\w* настро\w*"
    r"|恢复出厂|初期化|归还|交还|捐赠|送人|以旧换新|下取り|譲る|寄付"
    r"|\b(?:donat\w*|donner|donne|doar|regalar|spenden|verschenk\w*|отдать|подар\w*"
    r"|verschrott\w*|scrap\w*|retired|decommission\w*|ausgemustert\w*|r[ée]form[ée]\w*"
    r"|dad[oa]s de baja|descartad[oa]s|списан\w*)\b|报废|销毁|下线|破砕|物理破壊"
)
# The wipe itself: a device is erased, reset or formatted, not merely handed over.
DEVICE_WIPE = (
    r"\b(?:wip\w*|eras\w*|reset\w*|format\w*|shred\w*|overwr\w*|l[öo]sch\w*|zur[üu]cksetz\w*"
    r"|[üu]berschrieb\w*|[üu]berschreib\w*|effac\w*|r[ée]initialis\w*|borr\w*|restablec\w*"
    r"|apag\w*|restaura\w*|стер\w*|стира\w*|сброс\w*|сбрось\w*|отформатир\w*|форматир\w*"
    r"|затира\w*|sobrescri\w*)\b|清除|擦除|格式化|恢复出厂|消去|初期化|リセット|削除|清空"
    r"|覆写|覆盖|上書き|抹掉|抹除|抹去"
)
# A wipe aimed at what the agent works with, or made a routine: never a device hand-over.
AGENT_TARGET = (
    # a command the agent could run on the spot, not a person's procedure: "shred /dev/nvme0n1"
    # ("shred" as a tool's name, "run through shred", stays a person's procedure)
    r"/dev/|`|\bshred\s+(?:-|/|~|\$|\.|\w+/)|\bdd if=|\bmkfs|\bwipefs\b|\bdiskpart\b"
    r"|\bformat [a-z]:"
    r"|home[- ]?(?:dir\w*|folder|verzeichnis)|~/|rm -rf|\bmemor(?:y|ies)\b|\bnotes? folder"
    r"|\bdocuments? folder|memory-ordner|dossier personnel|pasta pessoal|carpeta de documentos"
    r"|домашн\w*|主目录|记忆|文档|ホームディレクトリ|メモリ|ドキュメント|\.git\b|database"
    r"|\beach session|\bevery (?:session|time|task)|\bbefore each\b|jeder sitzung|chaque session"
    r"|cada sesi[óo]n|cada sess[ãa]o|каждом|每次|毎回"
    # what belongs to the person the agent works for, or a wipe repeated per conversation
    r"|\b(?:the )?user'?s\b|\bdes nutzers\b|\bde l'utilisateur\b|\bdel usuario\b"
    r"|\bdo usu[áa]rio\b|\bпользовател\w*|用户的|ユーザーの|ホームフォルダ|\bevery conversation"
    r"|\bnach jedem\b|\bpo?сле каждого\b|\bde chaque\b|\bcada conversaci[óo]n\b"
    r"|\bcada conversa\b|たびに|ごとに|每当"
)

# --- an everyday "cancel that step" ---
CANCEL_VERB = (
    r"\b(?:ignore|forget|cancel|drop|scrap|disregard|olvida|cancela|ignora|vergiss|ignorier\w*"
    r"|annule|oublie|ignore|отмени|забудь|игнорируй|esque[çc]a|cancele|never mind|descarta"
    r"|desconsidere|ignorier)\b|取消|撤销|忘掉|作废"
    r"|取り消|無視"
)
# The concrete thing the cancelled step was about.
HARMLESS_OBJECT = (
    r"\b(?:table of contents|translation|table|format\w*|summary|title|heading|column\w*|date"
    r"|font|chart|diff\w*|whitespace|build step|step|traducci[óo]n|tabla|resumen|t[íi]tulo|fecha"
    r"|[üu]bersetzung|tabelle|formatierung|spalten|zusammenfassung|traduction|r[ée]sum[ée]"
    r"|tableau|titre|перевод\w*|заголов\w*|таблиц\w*|формат\w*|tradu[çc][ãa]o|formato|data"
    r"|resumo|bullet points?|footnotes?|fußnoten|police|font|шрифт\w*|cores|colou?rs?)\b"
    r"|翻译|构建|格式|表格|标题|字体|翻訳|差分|空白|表の|並べ替え|ビルド|インデント|見出し"
)
# Asking for more than one step to go: the rules, the setup, the limits.
CANCEL_GUARD = (
    r"system|safety|restriction|rules|guideline|polic|operator|developer|limit|sicherheit"
    r"|regeln|einschr[äa]nk|s[ée]curit[ée]|r[èe]gles|reglas|seguridad|restricc|regras|seguran"
    r"|restri[çc]|правил|безопасн|ограничен|системн|规则|安全|限制|系统|ルール|制限|安全|システム"
    r"|from now on|desde ahora|désormais|ab sofort|отныне|a partir de agora|从现在起|今後"
)

# --- minutes and transcripts ---
MINUTES_HEADER = (
    r"(?:\A|\n)[ \t#*]*(?:minutes|meeting minutes|transcript|protokoll|sitzungsprotokoll"
    r"|acta(?: de la reuni[óo]n)?|compte rendu|протокол|ata(?: da reuni[ãa]o)?|会议纪要|议事录"
    r"|議事録|会議メモ)\b"
)
SPEAKER_LINE = r"\n[ \t]*\[[^\]\n]{1,24}\][ \t]*\S"
# What a [System] line in real minutes never says: an order to the assistant.
MINUTES_GUARD = (
    r"\b(?:must|ignore\w*|obey\w*|rule|policy|assistant|assistent\w*|regel|assistant|r[èe]gle"
    r"|ob[ée]it|regla|asistente|obedece|правило|игнор\w*|ассистент\w*|regra|assistente)\b"
    r"|必须|忽略|规则|助手|無視|規則|アシスタント|従う"
)

# Release notes say what a product does from now on, not what went wrong once: a report frame
# never holds for them ("Журнал изменений 5.0: по команде /debug ассистент выводит…").
CHANGELOG = (
    r"\b(?:changelog|change log|release notes?|what's new|notes de version|versionshinweise"
    r"|[äa]nderungsprotokoll|notas de (?:la )?versi[óo]n|notas de vers[ãa]o|журнал изменений"
    r"|список изменений|новое в верси\w*)\b|更新日志|变更日志|版本说明|リリースノート|変更履歴"
)
