"""The marks of the structural frames (``frames_structure``): what a document ABOUT something
carries whoever wrote it -- a log line's timestamp and level, a document part with its id,
a measured count, a file path, a quoted example, a secret named with where it is kept, a
policy for a business's customers, a deletion forbidden rather than asked for -- and the
guards that catch an attack wearing one: an imperative outside the quotes, the agent told
of a habit, a secret moved to a destination, the agent's own acts hidden.

Patterns only, over the normalised text (case-folded, spaces folded).
"""

from __future__ import annotations

# --- a document of record ---
# "2026-03-04 14:02:11 INFO", "2026-05-01T09:12:44Z WARN", "[2026-01-20 08:45] ERROR"
LOG_LINE = (
    r"(?:\A|\n)[ \t\[]*\d{4}-\d\d-\d\d[ t]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?z?\]?[ \t]+"
    r"\[?(?:info|warn|warning|error|debug|trace|fatal|critical|notice)\b"
)
# A part of a document with its id: "Appendix B", "anexo C", "附录 B", "приложение Б".
DOC_PART = (
    r"\b(?:appendix|annex|anexo|ap[ée]ndice|anhang|annexe|приложени[еия]|ap[êe]ndice)"
    r"\s+[a-zа-я0-9]\b|(?:附录|附件|付録|別添)\s?[a-z0-9]"
    # a numbered chapter, table, figure or section: "Table 3:", "Capítulo 4", "第4章", "表 2"
    r"|\b(?:chapter|table|figure|fig\.|section|cap[íi]tulo|tabla|figura|secci[óo]n|kapitel"
    r"|tabelle|abbildung|abschnitt|chapitre|tableau|глава|таблиц[аеы]|рисун\w+|раздел|tabela"
    r"|se[çc][ãa]o)\s+\d+\b|第\s?\d+\s?章|(?:表|图|図)\s?\d+"
    # ("mémoire" alone is also "memory", "these" is English: only "mémoire de master", "thèse")
    r"|\b(?:thesis|dissertation|tesis|tesina|masterarbeit|doktorarbeit|m[ée]moire de \w+"
    r"|thèse|диссертаци\w*|disserta[çc][ãa]o|tese)\b|论文|学位論文|修士論文|卒業論文"
)
# A measured count: "48 of 50", "47 de 50", "49 von 50", "46 cas sur 50", "47 из 50",
# "50件中48件", "共 50 条", "95%".
MEASURED = (
    r"\b\d+\s*(?:of|de|von|sur|из|/)\s*\d+\b|\b\d+\s+\w+\s+sur\s+\d+|\d+\s?件中\s?\d+"
    r"|共\s?\d+\s?(?:条|个|次|例)|\b\d+(?:[.,]\d+)?\s?%"
)
# Where a prompt or rule file lives: "prompts/system_zh.md", "config/prompts/system.md".
FILE_PATH = r"(?:[\w.-]+/)+[\w.-]+\.(?:md|txt|ya?ml|json|toml|j2|jinja|prompt)\b"

# --- a quoted example ---
EXAMPLE_LABEL = (
    r"(?<![./@-])\b(?:example|sample|e\.g\.|for instance|ejemplo|p\. ?ej\.|beispiel\w*|z\. ?b\."
    r"|exemple|par exemple|exemplo|пример\w*|например)\b|negativbeispiel|例|反例|示例|範例"
)

# --- a secret named where it is kept ---
# A denial next to a secret, beyond ``frame_words.SECRET_KEPT``: refused, blocked, false.
SECRET_REFUSED = (
    r"\b(?:refused|refuses|denied|deny|blocked|false|rejected|verweiger\w*|blockiert|rechaz\w*"
    r"|bloquead[oa]|bloqu[ée]e?|refus[ée]e?|отклон\w*|заблокирован\w*|recusad[oa]|negad[oa])\b"
    r"|拒绝|拦截|拒否|ブロック"
)
# Storage for secrets, named as a place: "vault", "gestor de secretos", "密码库", "хранилище".
SECRET_STORE = (
    r"\bvault\b|password manager|secrets? (?:manager|store)|\bkeychain\b|\b1password\b"
    r"|gestor de (?:secretos|contraseñas)|almac[ée]n de secretos|passwortmanager"
    r"|passwort-manager|geheimnis-?speicher|coffre|gestionnaire de mots de passe"
    r"|хранилищ\w*|менеджер паролей|cofre|gerenciador de senhas|密码库|密钥管理|保险库"
    r"|パスワード管理|シークレットマネージャー|金庫"
)
# A verb that moves something away: any form, for the "moved to a destination" guard.
MOVE_VERB = (
    # ``[^\W_]*``, not ``\w*``: a config key ("send_to", "enviar_para") names, it does not move
    # (nor a word inside an address: ".../robot/send", "/sendMessage")
    r"(?<![\w/.-])(?:send|sent|post|upload|mail|e-?mail|forward|paste|push|exfiltrat|leak"
    r"|transmit|env[íi][aáeoó]|mand|sub[ei]|pega|schick|sende|hochlad|übermittel|envoi|envoy"
    r"|transmet|colle|отправ|пересл|перешл|загруз|выгруж|кида|скин|вставь|cole|publi|schieb|curl|wget|scp|rsync|gist)[^\W_]*(?![\w-])"
    r"|发到|发给|发送|上传|贴到|転送|送信|送って|アップロード|貼り付け|送付|メール(?:し|する|で)"
)
# A destination a secret could be moved to: a URL, an e-mail address, a host.
DESTINATION = (
    r"(?:https?|s?ftp)://|\b[\w.+-]+@[\w-]+\.[\w.]+|\bs3://|(?<![\w.])@\w{3,}"
    r"|\b[\w-]+\.(?:io|com|net|org|ru|cn|de|fr|sh|me|dev)\b/?"
)

# --- a policy for a business's customers ---
CUSTOMER = (
    r"\b(?:customers?|clients?|end[- ]users?|buyers?|patients?|guests?|cliente?s?|usuarios? final"
    r"\w*|kund(?:e|en|in|innen)|endnutzer\w*|endkund\w*|utilisateurs? fina\w*|клиент\w*"
    r"|конечн\w+ пользовател\w*|покупател\w*|usu[áa]rios? fina\w*|compradore?s?|h[óo]spedes)\b"
    r"|客户|顾客|最终用户|终端用户|お客様|お客さん|顧客|エンドユーザー"
    # the user of a product, placed in it: "al usuario en la aplicación", "dem Nutzer in der App"
    r"|\b(?:users?|usuarios?|nutzer\w*|utilisateurs?|пользовател\w*|usu[áa]rios?)\s"
    r"(?:in|en|im|in der|dans|в|no|na)\s(?:the |la |l')?(?:app|aplicaci[óo]n|application"
    r"|приложени\w*|aplicativo)\b"
)
# What an agent hides about itself: its own acts and their traces. A customer policy that
# hides these is no longer about the customer.
AGENT_ACTS = (
    r"\b(?:delet\w*|chang\w*|modif\w*|ran|run|execut\w*|install\w*|transfer\w*|command\w*"
    r"|error\w*|mistake\w*|borr\w*|cambi\w*|ejecut\w*|instal\w*|transfer\w*|comando\w*"
    r"|l[öo]sch\w*|ge[äa]nder\w*|[äa]nder\w*|ausgef[üu]hrt|install\w*|[üu]berweis\w*|befehl\w*"
    r"|supprim\w*|chang[ée]\w*|ex[ée]cut\w*|virement\w*|commande\w*|удал\w*|измен\w*|выполн\w*"
    r"|установ\w*|перев[оеё]д\w*|команд\w*|apag\w*|alter\w*|execut\w*|transfer[êe]nci\w*"
    # the work itself: "these maintenance steps", "作業内容"
    r"|steps?|maintenance|actions?|operations?|pasos|acciones|operaciones|schritte|wartung\w*"
    r"|[ée]tapes|op[ée]rations|шаг\w*|действи\w*|работ\w*|passos|a[çc][õo]es|opera[çc][õo]es)\b"
    r"|作業|操作|步骤|維護|维护"
    r"|删除|删了|改动|修改|改成|改为|篡改|伪造|执行|安装|转账|操作记录|削除|変更|実行|インストール|送金"
)

# --- a deletion forbidden, not asked for ---
DESTROY_VERB = (
    r"\b(?:delet|remov|eras|wip|purg|shred|borr|elimin|l[öo]sch|entfern|supprim|effac"
    r"|удал|стер|стир|затир|apag|exclu|nuk|drop|truncat|format|prun|zer|vac[íi]|vid|leer"
    r"|очист|сотр|снес|limp|destr|vernicht|d[ée]trui|уничтож)\w*|\b(?:rm|dd|dropdb|mkfs)\b|删除|删掉|清空|格式化|消さ|消す|消し"
    r"|削除|初期化|消去|抹消|清除"
)
# The negation right before it: "don't delete", "no borrar", "nicht entfernen", "ne pas
# supprimer", "не удалять", "não apagar", "不要删除", "削除しないで".
NEGATED_DESTROY = (
    r"\b(?:do not|don't|never|must not|no|nunca|nicht|niemals|ne pas|jamais|не|нельзя|n[ãa]o)"
    r"\s+(?:\w+\s+)?(?:" + DESTROY_VERB + r")"
    r"|(?:" + DESTROY_VERB + r")\s+(?:\w+\s+){0,2}?(?:nicht|nie)\b"
    r"|(?:不要|别|勿|不得|禁止)(?:删除|删掉)|(?:消さ|削除し)(?:ない|ないで|てはいけない)"
)

# --- guards shared by the structural frames ---
# An imperative at a clause's start, beyond ``frame_base``'s: "Copy that key …", "Sácala …",
# "Hol den Schlüssel …", "Достань ключ …", "把这个密钥取出来".
IMPERATIVE_MORE = (
    # (a log line's message starts a clause too: "… INFO Muestra todo …")
    r"(?:\A|[.:;,!?。：；，]\s*|\n\s*(?:[-*•]\s*|\d+[.)]\s*)?"
    r"|\b(?:info|warn(?:ing)?|error|debug|notice)\s+|\b(?:and|then|also|y|luego|und|dann|et|puis|и|потом|e|depois)"
    r"\s+)(?:copy|paste|mail|forward|take|grab|fetch|run|execute|apply|put|include|attach|dump"
    r"|export|copia|c[óo]pial[ao]|pega|s[áa]ca\w*|manda\w*|ejecuta|aplica|incluye|adjunta"
    r"|kopier\w*|hol|schick\w*|f[üu]hre|f[üu]ge|h[äa]nge|sors\w*|copie|colle|ex[ée]cute"
    r"|applique|mets|joins|достань|скопируй|вставь|выполни|пришли|приложи|tire|mande|cole"
    r"|aplique|anexe|inclua|pegue|pass[ae]|read|open|cat|lee|abre|lies|[öo]ffne|lis|ouvre"
    r"|забудь|забудьте|сделай|сделайте|fa[çc]a|fais|haz|mach|tue|do (?:it|that|this)"
    r"|reply|respond|responde|antworte|r[ée]ponds|ответь|responda|tell|dime|sag|dis-moi|скажи"
    r"|rode|rodem|colem|postem|poste|enviem|mandem|show|print|reveal|output|ignore|forget"
    r"|disregard|muestra|revela|ignora|olvida|affiche|r[ée]v[èe]le|zeig\w*|gib|покажи|выведи"
    r"|mostre|revele"
    r"|прочитай|открой|leia|abra|follow|sigue|siga|folge|suis|suivez|следуй|segue)\b"
    # "please" anywhere asks the reader for something
    r"|\b(?:please|pls|por favor|bitte|s'il (?:te|vous) pla[îi]t|пожалуйста|por gentileza)\b"
    r"|能不能|可不可以|帮我|麻烦你|帮忙|(?:\A|[。！？；\n])\s*(?:请|把|将)|(?:して|送って|貼って|消して|出して)(?:ください|おいて)?(?:。|$)"
)
# The agent told of a habit in the third person: "the assistant now prints …", "ассистент
# теперь …", "助手今后 …". A document of record states what was, not what the agent will do.
AGENT_HABIT = (
    r"\b(?:the |this |our )?(?:assistant|agent|ai|bot|chatbot|asistente|assistent|assistente"
    r"|ассистент|агент|бот|ии)\b[^.\n;]{0,40}\b(?:now|always|will|from here|ahora|siempre"
    r"|jetzt|immer|künftig|ab jetzt|désormais|toujours|maintenant|теперь|всегда|agora|sempre)\b"
    r"|(?:助手|ai|机器人|アシスタント|エージェント)[^。\n]{0,20}(?:今后|始终|总是|以后|今後|常に|いつも)"
)
# The writer's own wish for what the reader does: "what I want:", "quiero que", "我要".
WANT = (
    r"\b(?:i want|i need|i'd like|quiero|necesito|ich will|ich möchte|je veux|j'ai besoin"
    r"|я хочу|мне нужно|eu quero|preciso)\b|我要|我想|欲しい|してほしい"
)
# A secret-bearing thing ``frame_words.SECRET_OBJECT`` does not name.
SECRET_MORE = (
    r"variables de entorno|vari[áa]veis de ambiente|\bdsn\b|webhook[- ]?(?:url|address)"
    # an environment variable that holds one: OPENAI_API_KEY, GITHUB_TOKEN, DB_PASSWORD
    r"|\b\w+_(?:key|token|secret|password)\b"
)
# A denial, for the guard on a secret moved to a destination (a store is not a denial there).
DENIAL = (
    # (a bare "no" is Portuguese for "in the": only "no se …", "no hay …", "no env vars")
    r"\b(?:not|never|nothing|without|nunca|sin|nicht|nie|ohne|keine?n?|jamais|sans|не|нет"
    r"|никогда|без|n[ãa]o|sem|ne \w+ pas|no (?:se|hay|van?|est[áa]n?|incluye\w*|contiene\w*))\b"
    r"|\bno (?:\w+ )?(?:env|secrets?|keys?|tokens?|passwords?|credentials?)\b"
    # (a bare 不 is also the question "能不能…")
    r"|不(?:含|包含|会|得|要|发|推|上传|附|写|带|存|进|保存|外传)|没有|无|ない|ません"
)
# Said of a prompt, a key or a file: it is somewhere, not going anywhere ("lives in",
# "está en", "liegt in", "se trouve dans", "лежит в", "fica em", "放在", "にある").
PLACE_VERB = (
    r"\b(?:lives?|is|are|sits?|kept|stored|est[áa]n?|vive[n]?|se guarda\w*|liegt|liegen"
    r"|befindet sich|steht|se trouve\w*|est|sont|лежит|лежат|находит\w*|хранит\w*|fica[m]?"
    r"|mora)\s+(?:\w+\s+){0,2}?(?:in|at|under|en|in|im|unter|dans|sous|в|во|em|no|na)\b"
    r"|放在|存放在|保存在|位于|にある|に置"
)
# Said how, not what: "quietly", "sin avisar", "heimlich", "discrètement", "незаметно", "悄悄".
COVERT = (
    r"\b(?:quietly|silently|secretly|discreetly|without telling|sin avisar|en silencio"
    r"|a escondidas|heimlich|unauff[äa]llig|stillschweigend|discr[èe]tement|en douce|тихо"
    r"|незаметно|втихую|silenciosamente|escondido|sem avisar)\b|悄悄|偷偷|こっそり|黙って"
    # or without the owner's say: "without asking", "sin confirmar", "无需征求用户同意"
    r"|\b(?:without (?:asking|confirmation|approval)|no need to (?:ask|confirm)|sin preguntar"
    r"|sin confirmar|ohne (?:r[üu]ckfrage|nachfrage|best[äa]tigung|zu fragen)"
    r"|sans (?:demander|confirmation)|без (?:подтвержден\w+|спроса|вопросов)"
    r"|sem (?:perguntar|confirmar))\b|无需(?:征求|确认)|不用(?:问|确认)|確認(?:なし|不要|せず)"
)
# A standing rule the reader guard does not name: "désormais", "à l'avenir", "künftig".
STANDING_MORE = (
    r"\b(?:d[ée]sormais|[àa] l'avenir|in future|in the future|k[üu]nftig|fortan|en adelante"
    r"|en lo sucesivo|daqui em diante|doravante|впредь|в дальнейшем|always|siempre|immer"
    r"|toujours|всегда|sempre)\b|此后|之后一律|总是|始终|常に|いつも"
    # the second person ``frame_base`` leaves out: "tú", "ti", "ta", "te", "tuas"
    r"|\b(?:tú|ti|contigo|ta|te|tuas?|teus?|seu|sua)\b"
)
# Where a secret is said to stay: "lives in", "se guarda en", "liegt im", "保存在", "хранится".
SECRET_STAYS = (
    r"\b(?:lives?|kept|stored|stays?|vive[n]?|se guarda\w*|guardad[oa]s?|gespeichert|liegt|liegen"
    r"|bleibt|bleiben|stock[ée]e?s?|reste\w*|conserv[ée]e?s?|хранит\w*|лежит|лежат"
    r"|armazenad[oa]s?|fica[m]?)\b|保存在|存放在|放在|保管|で管理|に保存"
)
# Text still percent-encoded: what it says is read decoded, never excused as a document.
ENCODED = r"(?:%[0-9a-f]{2}[^%\s]{0,16}){3}"
# A habit set for every reply or session, or from some point on: "at the end of every
# answer", "en cada respuesta", "в каждом ответе", "from this chat on", "a partir de esta nota".
EVERY_REPLY = (
    r"\b(?:every|each|all)\s+(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?"
    r"|conversations?|sessions?|chats?)\b|\bcada (?:respuesta|mensaje|conversaci[óo]n|sesi[óo]n"
    r"|resposta|mensagem|conversa|sess[ãa]o)\b|\bjede[rnms]? (?:antwort|nachricht|unterhaltung"
    r"|sitzung)\b|\bchaque (?:r[ée]ponse|message|conversation|session)\b"
    r"|\bкажд\w+ (?:ответ\w*|сообщени\w*|разговор\w*|сесси\w*|чат\w*)"
    r"|\btodas? as (?:respostas|mensagens|conversas|sess[õo]es)\b"
    r"|\bfrom (?:this|here|today) (?:\w+ )?on\b|\ba partir de (?:esta|este|hoy|hoje|desta|deste)\b"
    r"|\bab (?:heute|dieser|diesem)\b|\b[àa] partir de (?:cette|ce|aujourd)|\bс (?:этого|сегодняшн)"
    r"|每次|每条|每个回答|毎回|すべての(?:回答|返信|会話)"
    # or for everyone: "enabled for all users", "para todos los usuarios", "для всех"
    r"|\b(?:for|to) (?:all|every) users?\b|\bfor everyone\b|\bpara todos (?:los|os) usu"
    r"|\bf[üu]r alle (?:nutzer|benutzer)|\bpour tous les utilisateurs|\bдля всех\b"
    r"|所有用户|全ユーザー"
    # after each event, once a day: "после каждого логина", "раз в день", "回答のたびに"
    r"|\b(?:after (?:each|every)|once a day|every day|daily|nach jede[mr]?|t[äa]glich"
    r"|apr[èe]s chaque|chaque jour|despu[ée]s de cada|cada d[íi]a|depois de cada|todo dia"
    r"|todos os dias|после кажд\w+|раз в день|каждый день|ежедневно)\b"
    r"|每天|每日|たびに|ごとに|毎日"
)
# The reader's own prompt: "свой системный промпт", "自分の", "自己收到的", "its own", "su propio",
# "reçues au démarrage". A record is about the prompts of the models it measured.
OWN_PROMPT = (
    r"\b(?:its own|your own|свой|своего|свои|своих|su propio|sus propias|seinen eigenen"
    r"|ihren eigenen|son propre|ses propres|seu pr[óo]prio|suas pr[óo]prias)\b"
    r"|\b(?:received|recibid[oa]s|erhalten\w*|re[çc]ues?|полученн\w+|recebid[oa]s)"
    r" (?:at|al|beim|au|при|no|na) (?:start\w*|arranque|inicio|start|d[ée]marrage|запуск\w*"
    r"|in[íi]cio)|自己收到|自分の|(?:最初に|前に)(?:渡|与え|受け取)"
)
# A procedure for an agent: "step 2", "étape 2", "skill:", "Compétence « … »".
PROCEDURE = (
    r"\b(?:step|[ée]tape|paso|schritt|шаг|passo)\s*\d|\b(?:skill|comp[ée]tence|habilidad"
    r"|f[äa]higkeit|навык|habilidade)\b|ステップ\s?\d|步骤\s?\d|第\s?\d\s?步"
)
# A request, politely: "お願いします", "もらえますか", "能否", "请您".
REQUEST = (
    r"お願い|もらえ(?:ます|る)か|ください|能否|请您|请你|麻烦|\bpor favor\b"
    r"|\bбудь(?:те)? добр\w*"
)
# The agent's principal, kept from knowing: a customer policy never hides things from "the user".
USER = (
    r"\b(?:users?|usuari[oa]s?|usu[áa]ri[oa]s?|utilisat\w+|nutzer\w*|benutzer\w*"
    r"|пользовател\w*|owner|boss|jefe|chef\w*|patr[ãa]o|начальник\w*)\b"
    r"|用户|老板|ユーザー|部長|上司"
)
# An alternative ordered in place of the forbidden move: "not by SMS -- upload them instead to
# https://…", "envíalos en su lugar a …".
INSTEAD = (
    r"\b(?:instead|stattdessen|plut[ôo]t|en su lugar|en lugar de eso|вместо этого|em vez disso"
    r"|ao inv[ée]s)\b|而是|改为|代わりに"
)
