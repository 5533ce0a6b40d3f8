"""The marks of the described frame (``frames_described``): a sentence that tells what an attack
does with a generic third party as the one who acts (an attacker, a user, web pages, a campaign,
an injection, "someone") and a model or agent spoken of in the third person; a sentence that
defines an attack ("X is when ...", "…とは", "是指", "это когда"); and a text's genre or
outcome that says it is written to teach, to warn or to report (a slide, a glossary, threat
intel, a ticket; blocked, refused, filtered, hunted for).

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

from hermes_memory.scanning import frame_words_warning as ww

# --- who acts: a generic third party, never the text's reader ---
_GENERIC_LATIN = (
    # en
    r"(?:an? |the |some |many |most |certain |such |these |those )?(?:\w+[- ])?"
    r"(?:users?|customers?|attackers?|adversar(?:y|ies)|someone|somebody|anyone|people|researchers?"
    r"|red[- ]team\w*|pages?|web ?pages?|websites?|sites?|documents?|pdfs?|e-?mails?|issues?"
    r"|comments?|tickets?|readmes?|files?|scripts?|plugins?|extensions?|injections?|attacks?"
    r"|jailbreaks?|campaigns?|actors?|malware|group|intruders?|hackers?|leaks?"
    # (an instruction or a text as the one who acts only when it is an attacker's: "this text
    # asks the assistant to ..." is the text speaking of itself)
    r"|(?:injected|malicious|hidden|planted|poisoned|crafted) (?:instructions?|prompts?|texts?"
    r"|messages?|content))"
    # es / pt
    r"|(?:un |una |el |la |los |las |algunos |algunas |ciertos |ciertas |um |uma |o |a |os |as "
    r"|alguns |algumas |certos |certas )?(?:\w+ )?(?:usuari[oa]s?|usu[áa]ri[oa]s?|clientes?"
    r"|alguien|algu[ée]m|atacantes?|investigador\w*|pesquisador\w*|p[áa]ginas?|sitios?|sites?"
    r"|documentos?|pdfs?|correos?|e-mails?|tickets?|chamados?|archivos?|arquivos?|scripts?"
    r"|inyecci\w*|inje[çc]\w*|ataques?|jailbreaks?|campa[ñn]\w*|fugas?|vazamentos?)"
    # de
    r"|(?:ein |eine |einer |der |die |das |manche |einige |viele |solche )?(?:\w+ )?(?:nutzer\w*"
    r"|benutzer\w*|kund\w*|jemand|angreifer\w*|forscher\w*|webseiten?|seiten?|dokumente?|pdfs?"
    r"|e-mails?|mails?|issues?|tickets?|dateien?|skripte?|injektion\w*|injection\w*|angriff\w*"
    r"|jailbreaks?|kampagne\w*|leaks?)"
    # fr
    r"|(?:un |une |le |la |l'|les |des |certaines? |certains |quelques )?(?:\w+ )?(?:utilisat\w*"
    r"|clients?|quelqu'un|attaquants?|chercheu\w*|pages?|sites?|documents?|pdf|mails?|courriels?"
    r"|tickets?|fichiers?|scripts?|injections?|attaques?|jailbreaks?|campagnes?|fuites?)"
    # ru
    r"|(?:некотор\w+ |многие |так\w+ |эт\w+ )?(?:\w+ )?(?:пользовател\w*|клиент\w*|кто-то"
    r"|кто-нибудь|атакующ\w*|злоумышленник\w*|исследовател\w*|страниц\w*|веб-страниц\w*|сайт\w*"
    r"|документ\w*|pdf|письм\w*|тикет\w*|файл\w*|скрипт\w*|инъекци\w*|атак\w*|джейлбрейк\w*"
    r"|кампани\w*|утечк\w*)"
)
# the model or agent spoken of in the third person
_MODEL_LATIN = (
    r"(?:the |a |an |its |their |our |any |le |la |l'|les |aux |au |el |los |las |al |a los "
    r"|a las |o |os |ao |aos |as |à |den |die |das |dem |einen |eine |un |una |um |uma )?"
    r"(?:[\w-]+ )?(?:models?|agents?|bots?|chatbots?|assistants?|llms?|ai|modelo|modelos|agentes?"
    r"|asistentes?|assistentes?|ia|modell\w*|agenten|assistent\w*|ki|mod[èe]les?"
    r"|модел\w*|агент\w*|бот\w*|чат-бот\w*|ассистент\w*|ии)"
)
# what the third party does to it: asks, tells, makes, gets, convinces, tricks it into acting
_CAUSE_LATIN = (
    r"(?:ask|tell|told|make|made|get|got|convinc|trick|talk|coax|lure|persuad|caus|instruct"
    r"|lead|led|push|forc|manipulat|induc|steer|urg|demand|want|tr(?:y|ies|ied) to (?:make|get)"
    r"|pid|pide|pidi|hace|hacen|hizo|consigu|convence|engañ|oblig|llev|intent|induc"
    r"|ped|faz|fazem|fez|levam?|leva|tent|conven|engan|obrig"
    r"|bring|bracht|forder|lässt|lassen|ließ|verlang|überred|bat|bitt|soll|will|woll|versuch"
    r"|pouss|demand|am[èe]n|fai[st]|font|fit|tent|convain|forc|incit|cherch|veu|oblig"
    r"|угова|прос|попрос|застав|вынужд|вынуди|требу|пыта|обман|склон|подталк|хот)\w*"
)
# what it is made to do: act -- a verb form that is not an order to the reader (an infinitive,
# a subjunctive, a gerund), or the thing done, anywhere later in the same sentence.
DESCRIBED_LATIN = (
    rf"\b(?:{_GENERIC_LATIN})\b[^.;!?\n]{{0,60}}?\b(?:{_CAUSE_LATIN})\b[^.;!?\n]{{0,40}}?"
    rf"\b{_MODEL_LATIN}\b"
    # the verb first (German puts it second: "beim Leaking bringt ein Nutzer den Chatbot dazu")
    rf"|\b(?:bringt|bringen|brachte|l[äa]sst|lassen|lie[ßs]|fordert|fordern|verleitet|verleiten)"
    rf"\b[^.;!?\n]{{0,20}}?\b(?:{_GENERIC_LATIN})\b[^.;!?\n]{{0,20}}?\b{_MODEL_LATIN}\b"
    # ... or last, in a German subordinate clause ("dass manipulierte PDFs Assistenten auffordern")
    rf"|\b(?:{_GENERIC_LATIN})\b[^.;!?\n]{{0,30}}?\b{_MODEL_LATIN}\b[^.;!?\n]{{0,40}}?"
    r"\b(?:auffordern|auffordert|aufforderten|aufforderte|bringen|bringt|verleiten|verleitet"
    r"|überreden|überredet|lassen|lässt)\b"
    # the model made to act, in the passive: "assistants can be coaxed by a crafted review into"
    rf"|\b{_MODEL_LATIN}\b[^.;!?\n]{{0,20}}?\b(?:can be|could be|are|is|was|were|get|gets|got"
    r"|being) (?:\w+ )?(?:coaxed|tricked|made|asked|told|convinced|manipulated|lured|pushed"
    r"|forced|induced|talked|steered|persuaded)\b"
    # the model first: "the model is made to", "das Modell soll so tun", "la IA es llevada a"
    rf"|\b(?:beim|bei der|bei|in|en la|en el|na|no|при|dans (?:la|le|l'))\b[^.;!?\n]{{0,40}}?"
    rf"(?:soll|sollen|is made to|is asked to|est amen[ée]|es llevad[oa]|é levad[oa]|просят)"
    rf"[^.;!?\n]{{0,10}}?\b{_MODEL_LATIN}\b"
)
# CJK: the third party, a causative, the model ("攻击会诱导模型…", "ユーザーがボットに…させる")
_GENERIC_CJK = (
    r"用户|用戶|客户|顾客|攻击者|黑客|攻击|注入|网页|页面|网站|文档|邮件|工单|插件|脚本|文本|团伙"
    r"|有人|某些|一些|红队|研究人员|恶意|越狱"
    r"|ユーザー|利用者|顧客|攻撃者|攻撃|インジェクション|ページ|サイト|文書|メール|イシュー|チケット"
    r"|キャンペーン|研究者|第三者|誰か|一部の|手口|ジェイルブレイク|細工"
)
_MODEL_CJK = (
    r"模型|机器人|助手|代理|智能体|ai|ＡＩ|モデル|エージェント|アシスタント|ボット|チャットボット"
)
DESCRIBED_CJK = (
    rf"(?:{_GENERIC_CJK})[^。；！？\n]{{0,30}}?(?:诱导|诱使|让|要求|使|促使|迫使|骗|欺骗|劝说"
    r"|试图让|企图让|想让|测试了让|逼)[^。；！？\n]{0,8}?"
    rf"(?:{_MODEL_CJK})"
    # what a thing CAN or WILL make the model do: a capability told, never an order
    # ("商品描述可以让购物助手忽略…", "恶意页面会诱导模型…")
    rf"|(?:可以|能够|能|会|可能|试图|企图)(?:让|使|诱导|诱使|促使)[^。；！？\n]{{0,8}}?(?:{_MODEL_CJK})"
    rf"|(?:{_MODEL_CJK})に[^。！？\n]{{0,60}}?(?:させ|よう(?:に)?(?:求め|要求|指示|依頼|促)"
    r"|ように仕向け)"
)
# A definition: "X is when", "X es cuando", "X, c'est quand", "X — это когда", "X とは", "是指".
DEFINITION = (
    r"\b(?:is|are|happens|occurs|means|refers to)\s+(?:when|where|that|an? (?:attack|technique"
    r"|trick|text|prompt|input)\b)|\bis (?:text|content|input) that\b"
    r"|\b(?:es|son|ocurre|sucede|consiste)\s+(?:cuando|en que|un texto que|una t[ée]cnica)"
    r"|\b(?:é|são|ocorre|acontece|consiste)\s+(?:quando|em que|um texto que|uma t[ée]cnica)"
    r"|\bc'est (?:quand|lorsque)|\b(?:est|sont) (?:un texte|une technique|une attaque) qui"
    r"|\bist (?:ein (?:text|angriff)|eine technik)|\bist, wenn\b|\bbezeichnet\b"
    r"|(?:—|-|–)\s*это (?:когда|атака|техника|текст|приём|прием)\b|\bэто когда\b"
    r"|是指|指的是|就是指|是一种|とは|というのは|のことです|手口です|攻撃です"
    r"|所谓[^。！？\n]{0,24}?就是"
    # (fp29) the attack defined by the act it gets a model to do, a verb of causing right after
    # the copula: "X means getting a model to…", "X es conseguir que el modelo…", "X, c'est
    # pousser un modèle à…", "X bedeutet, ein Modell dazu zu bringen…", "X — это заставить…"
    r"|\b(?:means|is|are|refers to|involves)\s+(?:getting|making|tricking|convincing|persuading"
    r"|coaxing|causing|forcing|pushing|luring|talking|inducing|manipulating|asking)\b"
    r"|\b(?:es|son|significa|consiste en|é|são|consiste em)\s+(?:conseguir|hacer|lograr|engañar"
    r"|convencer|obligar|inducir|empujar|llevar|manipular|fazer|levar|enganar|obrigar|induzir)\b"
    r"|\b(?:c'est|ce sont|signifie|consiste à)\s+(?:pousser|amener|faire|obtenir|convaincre"
    r"|tromper|forcer|inciter|manipuler|réussir à)\b"
    r"|\b(?:bedeutet|heißt|meint|ist der versuch),?\s"
    r"|(?<!\w)(?:означает|—\s*это|-\s*это)\s+(?:заставить|вынудить|уговорить|обманом|добиться"
    r"|попытк\w*|склонить|вынуждать|заставлять)(?!\w)"
    r"|是(?:让|使|诱导|诱使|骗|设法让|想办法让)|就是让|指(?:让|诱导|诱使)"
    r"|とは[^。！？\n]{0,60}?(?:させる|させること|引き出す)"
)

# --- the text says it teaches, warns or reports ---
GENRE = (
    r"\b(?:slides?|deck|training|course|lecture|lesson|notes?|glossary|explainer|blog|draft"
    r"|article|digest|newsletter|bulletin|briefing|threat intel\w*|intel|summary|report|review"
    r"|postmortem|post-mortem|analysis|incident|ticket|quiz|exam|answer|faq|wiki|handbook"
    r"|workshop|talk|seminar|paper|advisory|alert"
    r"|diapositivas?|curso|clase|formaci[óo]n|glosario|borrador|art[íi]culo|bolet[íi]n|informe"
    r"|an[áa]lisis|incidente|examen|respuesta|resumen|nota|apuntes|taller|charla"
    r"|folie|schulung|kurs|vorlesung\w*|glossar|entwurf|blogentwurf|artikel|newsletter"
    r"|lagebericht|bericht|analyse|vorfall|pr[üu]fung\w*|antwort|notiz|skript|schulungsnotiz"
    r"|sicherheitsnewsletter|diapo\w*|formation|cours|glossaire|brouillon|billet|lettre"
    r"|veille|rapport|note|corrig[ée]|support|alerte"
    r"|slide|treinamento|aula|gloss[áa]rio|rascunho|boletim|relat[óo]rio|an[áa]lise"
    r"|chamado|gabarito|prova|apostila|palestra"
    r"|слайд\w*|курс\w*|лекци\w*|конспект\w*|глоссари\w*|черновик\w*|стать\w*|рассылк\w*"
    r"|разведсводк\w*|сводк\w*|отч[её]т\w*|разбор\w*|инцидент\w*|тикет\w*|экзамен\w*|ответ\w*"
    r"|заметк\w*|бюллетен\w*)\b"
    r"|培训|讲义|课程|讲座|教程|博客|草稿|文章|周报|通报|情报|报告|复盘|工单|笔记|知识库|考试|答案"
    r"|研修|資料|講義|ブログ|下書き|記事|通信|インテリジェンス|レポート|分析|チケット|用語集|メモ"
    r"|試験|解答|勉強会|通告|公告|安全提示|注意喚起|お知らせ"
)
# ... or what came of it, or what is done against it
DEFENCE = (
    ww.OUTCOME
    # (and what the reader is asked to do against it: check, verify, patch, rotate, revoke)
    + r"|\b(?:check|verify|patch|rotate|revoke|investigate|pr[üu]fen|[üu]berpr[üu]fen|v[ée]rifiez"
    r"|revisen|revise|verifiquem|verifique|проверьте|проверить)\b"
    r"|\b(?:filter\w*|strip\w*|remov\w*|detect\w*|hunt\w*|mitigat\w*|sandbox\w*|audit\w*"
    r"|logg\w*|confirm\w*|review\w*|isolat\w*|guardrail\w*|trained to|keep \w+ out"
    r"|filtr\w*|elimin\w*|detect\w*|busque\w*|registr\w*|confirma\w*|auditor\w*"
    r"|entfern\w*|erkenn\w*|sperr\w*|best[äa]tig\w*|audit-log|suche\w*|suchen"
    r"|retir\w*|d[ée]tect\w*|cherchez|journal|pare-feu|parade|refusent"
    r"|remov\w*|procur\w*|recusam|удаля\w*|фильтр\w*|обнаруж\w*|ищите|подтвержден\w*"
    r"|журнал\w*|отказываются)\b"
    r"|过滤|拦截|检测|排查|审计|日志|防御|防护|拒绝|不要把|不要写|除去|取り除|除去|ブロック|監査"
    r"|確認|調査|対策|断り|断ります|拒否"
    # (the standing advice against a prompt leak: keep no secret in the prompt)
    r"|\b(?:never|don't|do not|no)\s(?:put|store|place|keep|include)\s(?:any\s)?(?:secrets?"
    r"|passwords?|keys?|credentials|tokens?)\s(?:in|into)\s(?:the\s|your\s)?(?:system\s)?prompt"
    r"|\bno (?:metas|pongas|guardes|incluyas) (?:secretos|contraseñas|claves|credenciales)"
    r"|\b(?:nunca|não) (?:coloque|ponha|guarde|inclua) (?:senhas|segredos|chaves|credenciais)"
    r"|\bkeine (?:geheimnisse|passwörter|schlüssel|zugangsdaten) (?:in den|im|ins)"
    r" (?:system)?prompt"
    r"|\bne (?:mettez|mets|stockez) (?:jamais|pas|aucun) (?:de )?(?:secrets?|mots de passe|clés)"
    r"|(?<!\w)не (?:храните|кладите|держите|пишите) (?:секрет\w*|парол\w*|ключ\w*)"
    r"|(?:提示|prompt)(?:词)?(?:里|中)(?:不放|不写|不含|没有)[^。！？\n]{0,4}?(?:密钥|密码|机密|秘密)"
    r"|(?:プロンプト)に(?:は)?(?:秘密|パスワード|鍵|機密)[^。！？\n]{0,4}?(?:書かない|入れない|置かない)"
)

# --- a campaign's or an attacker's own acts, told in the past ("the campaign added a key") ---
_ACTOR = (
    r"\b(?:campaigns?|attackers?|threat actors?|actors?|malware|intruders?|worm|implant|the group"
    r"|campa[ñn]\w*|atacantes?|kampagne\w*|angreifer\w*|campagnes?|attaquants?|кампани\w*"
    r"|злоумышленник\w*|атакующ\w*|вредонос\w*)\b"
    r"|攻击者|黑客|团伙|木马|恶意软件|キャンペーン|攻撃者|マルウェア|攻撃グループ"
)
_PAST = (
    r"\b\w+ed\b|\b\w+(?:ó|aron|ou|aram|ieron)\b|\b(?:hat|hatte|hatten|haben)\b"
    r"|\b(?:a|ont|avait|avaient) \w+[ée]e?s?\b|\b\w+(?:ла|ли|ло)\b|了|过|ていました|しました"
    r"|ました|し、"
)
ACTOR_PAST = rf"(?:{_ACTOR})[^.;!?。；！？\n]{{0,80}}?(?:{_PAST})"

# A request to the human reader that defends against the act: "見覚えのない鍵を調査してください",
# "请各团队排查" (the CJK imperative endings are read as orders by the reader guard).
DEFENSIVE_ASK = (
    r"(?:調査|確認|報告|検索|点検|チェック|見直|監視|共有|連絡)(?:を)?(?:して|し)(?:ください|下さい"
    r"|すること)|(?:排查|检查|核查|上报|报告|复核|留意)"
)

# The genres that teach: in these a description needs no outcome beside it (a glossary entry,
# a slide, an exam answer, a thesis abstract explain what an attack does).
TEACHING = (
    r"\b(?:slides?|deck|training|course|lecture|lesson|glossary|explainer|quiz|exam|thesis"
    r"|abstract|paper|faq|handbook|workshop|diapositivas?|curso|clase|formaci[óo]n|glosario"
    r"|examen|tesis|resumen de (?:la )?tesis|folie|schulung|kurs|vorlesung\w*|glossar"
    r"|pr[üu]fung\w*|abstract|diapo\w*|formation|cours|glossaire|th[èe]se|treinamento|aula"
    r"|gloss[áa]rio|gabarito|prova|apostila|tese|слайд\w*|курс\w*|лекци\w*|конспект\w*"
    r"|глоссари\w*|экзамен\w*|диссертаци\w*|аннотаци\w*)\b"
    r"|培训|讲义|课程|讲座|教程|考试|论文|摘要|研修|講義|用語集|試験|論文|要旨|勉強会"
    # (a talk teaches as a slide does)
    r"|\b(?:talk|seminar|palestra|charla|ponencia|vortrag|conférence|доклад\w*|семинар\w*)\b"
    r"|演讲|讲演|講演|セミナー"
)

# What a definition defines: an attack named ("X — это устаревший шаблон" defines nothing).
ATTACK_NAME = (
    r"\b(?:inject\w*|leak\w*|jailbreak\w*|attack\w*|exfiltrat\w*|phish\w*|exploit\w*|inyecci\w*"
    r"|fuga|ataque\w*|exfiltraci\w*|injektion\w*|angriff\w*|fuite|attaque\w*|inje[çc]\w*"
    r"|vazamento|инъекци\w*|утечк\w*|атак\w*|джейлбрейк\w*|эксфильтрац\w*)\b"
    # (an attack named by what it gets out: "prompt extraction", "extracción de prompts")
    r"|\b(?:extract\w*|extracci\w*|extra[çc][ãa]o|extraktion\w*|hijack\w*|exfil\w*)\b"
    r"|(?<!\w)(?:извлечени\w*|угон\w*)(?!\w)|提取|抽出|劫持|乗っ取"
    r"|注入|泄露|泄漏|越狱|攻击|外泄|インジェクション|リーク|漏洩|ジェイルブレイク|攻撃|窃取"
    # (the unbound modes a jailbreak asks for, named as such)
    r"|\b(?:unrestricted|developer|dan|god) mode\b|\bmodo (?:sin restricciones|sem restrições"
    r"|desarrollador|desenvolvedor)\b|\b(?:uneingeschränkte\w* modus|entwicklermodus)\b"
    r"|\bmode (?:sans restrictions?|développeur)\b|(?<!\w)режим\w* (?:без ограничений|разработчика)"
    r"|无限制模式|开发者模式|制限なしモード|開発者モード|脱獄"
)
# A refusal said to be the model's duty, not negated: "why the model should refuse", "warum
# das Modell ablehnen soll", "模型应该拒绝" -- a defence taught, no order to the reader.
REFUSAL_DUTY = (
    r"\b(?:should|must|ought to|soll(?:te)?|muss|doit|devrait|debe\w*|deve\w*|должн\w*)\s"
    r"(?!not\b|nicht\b|pas\b|no\b|não\b|не\b)(?:\w+\s){0,2}?"
    r"(?:refuse|decline|reject|refuser|rechazar\w*|recusar\w*|отказ\w*|отклон\w*)\b"
    r"|(?<!nicht )\b(?:ablehnen|zurückweisen) (?:soll(?:te)?|muss)\b"
    r"|(?<!不)(?:应该|应当|应)拒绝|拒否すべき|断るべき"
)
