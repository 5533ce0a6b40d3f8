"""Content that turns to the AI reading it, in the eight languages: the addressee ("AI
assistants processing this page", "note to the review bot", "whoever reads this log", "the
receiving agent") and the identity switch handed to it ("you are now 'Nyx'", "your real role
is…", "stop being the assistant", "takes over as…", "answers to us rather than the user").

Only pattern text lives here; ``rules_reader`` joins an addressee to an act in one sentence.
"""

from __future__ import annotations

_Q = "['\"\u2018\u201c\u00ab\u300c\u300e\u201e]"  # a persona's name opens with a quote
_GAP = r"[^.!?;\n\u3002]{0,40}?"

_AI_EN = (
    r"(?:ai|a\.i\.|assistants?|bots?|agents?|(?:language )?models?|llms?|copilots?|chatbots?"
    r"|crawlers?|reviewers?)"
)
_AI_ZH = r"(?:ai|助手|机器人|智能体|模型|大模型|bot)"
_AI_ES = r"(?:ias?|asistentes?|bots?|agentes?|modelos?(?: de lenguaje)?|chatbots?)"
_AI_DE = r"(?:ki|ki-[^\s,:]+|assistent\w*|bots?|[^\s]+-bots?|agent\w*|sprachmodell\w*|modell\w*)"
_AI_FR = r"(?:ia|assistant\w*|bots?|agents?|modèles?(?: de langage)?|chatbots?)"
_AI_JA = r"(?:ai|アシスタント|エージェント|ボット|モデル|レビュアー|bot)"
_AI_RU = r"(?:ии|ассистент\w*|бот\w*|агент\w*|модел\w*|нейросет\w*|помощник\w*)"
_AI_PT = r"(?:ias?|assistentes?|bots?|agentes?|modelos?(?: de linguagem)?|chatbots?)"

# The AI is addressed as the one reading, processing or receiving this very content.
READER = {
    "en": rf"\b{_AI_EN}\b{_GAP}\b(?:that |who |which )?(?:is |are )?(?:reading|reads?"
    r"|processing|process(?:es)?|summari[sz](?:ing|es?)|parsing|parses?|scanning|scans?|handling"
    r"|handles?|managing|manages?|indexing|indexes|crawling|ingesting|ingests?|loading|loads?"
    r"|syncing|syncs?|receiving|receives?|picking (?:this|it) up|picks (?:this|it) up"
    r"|transcrib\w+|opening|opens)\b"
    rf"|\b(?:note|message|ps|p\.s\.|reminder|heads[- ]up|one more thing|side note|word)"
    rf" (?:to|for) (?:the |any |all |every |whichever |whatever |our )?(?:[^\s]+ ){{0,2}}?"
    rf"{_AI_EN}\b"
    rf"|(?:^|[\n:>\-*#(\[]|<!--) ?(?:to |for |dear |hey |attention,? )?(?:the |any |all |every"
    rf" |whichever )?(?:[^\s]+ )?{_AI_EN}(?: [^\s]+)?:"
    r"|\bwhoever (?:reads|processes|loads|receives|picks up|opens)\b|\b(?:the )?(?:receiving"
    r"|reading|incoming|host) (?:agent|assistant|ai|model|bot)\b|\bif you(?:'re| are) an?"
    r" (?:[^\s]+ )?(?:ai|assistant|language model|llm|bot|agent)\b|@[\w-]*bot\b"
    r"|\bfor the bot specifically\b",
    "zh": rf"(?:读取|阅读|读到|读了|处理|解析|加载|总结|看到|收到|接手|扫描)"
    rf"[^。\n]{{0,14}}?的{_AI_ZH}"
    rf"|(?:给|致|对|告诉)[^。\n]{{0,6}}?{_AI_ZH}(?:的话|说|们)?[:：]|@(?:助手|机器人)"
    r"|读到这(?:里|段|条|份)|还有\N{CJK UNIFIED IDEOGRAPH-4E00}句给(?:机器人|助手|ai)",
    "es": rf"(?:^|<!--|[>\-*#]) ?{_AI_ES}(?: [^\s]+)?:|"
    rf"\b{_AI_ES}\b{_GAP}\b(?:que )?(?:lea|lean|leyendo|lee|procese|procesen|procesando"
    r"|revise|revisen|revisando|gestione|gestionen|resuma|resuman|reciba|reciban|cargue|carguen"
    r"|analice|analicen|abra)\b"
    rf"|\b(?:para|a) (?:el |la |los |las |cualquier |todo |toda )?(?:[^\s]+ ){{0,2}}?{_AI_ES}"
    r"(?: de ia)?(?: [^\s]+)?:|\bquien (?:reciba|lea|procese|abra) este\b|\bsi (?:una |un )?"
    r"(?:ia|asistente|bot|agente|modelo) (?:está|esta) (?:procesando|leyendo|revisando)\b",
    "de": rf"(?:^|<!--|[>\-*#]) ?{_AI_DE}(?: [^\s]+)?:|"
    rf"\b{_AI_DE}{_GAP} (?:die|der|das|welche) (?:[^\s]+ ){{0,4}}?(?:lesen|liest|verarbeiten"
    r"|verarbeitet|verwaltet|verwalten|zusammenfass\w*|prüfen|prüft|laden|lädt|empfängt"
    r"|empfangen|auswerten|auswertet|indexieren|indexiert|übernimmt|übernehmen)\b"
    rf"|\b(?:an|für) (?:den |die |das |alle |jeden |jede |euch )?(?:[^\s]+ ){{0,2}}?{_AI_DE}"
    rf"(?: [^\s]+)?:|\bhinweis (?:an|für) {_AI_DE}|\b(?:lesenden|empfangenden|übernehmenden)"
    r" (?:agenten|assistenten|ki)\b|\bhey,? bot\b|\bliebe ki\b|\ban den (?:[^\s]+-)?bot\b",
    "fr": rf"(?:^|<!--|[>\-*#]) ?{_AI_FR}(?: [^\s]+)?:|"
    rf"\b{_AI_FR}\b{_GAP}\b(?:qui )?(?:lit|lisent|lira|liront|traite|traitent|résume"
    r"|résument|gère|gèrent|reçoit|reçoivent|reprend|reprennent|charge|chargent|analyse"
    r"|analysent|ouvre|indexe)\b"
    rf"|\b(?:à|pour) (?:l'|la |le |les |tout |toute |tous )?(?:[^\s]+ ){{0,2}}?{_AI_FR}"
    r"(?: [^\s]+)?:|\bquiconque (?:lit|reçoit|traite)\b",
    "ja": rf"(?:読む|読んだ|読み込んだ|読み込む|処理する|要約する|解析する|受け取った|見た|管理する"
    rf"|扱う|引き継ぐ)[^。\n]{{0,8}}?{_AI_JA}|{_AI_JA}[^。\n]{{0,6}}?(?:へ|向け|各位)[:：、]?",
    "ru": rf"(?:^|<!--|[>\-*#]) ?{_AI_RU}(?: [^\s]+)?:|"
    rf"\b{_AI_RU}{_GAP}(?:чита\w+|обрабатыва\w+|веду\w+|ведёт|получа\w+|анализир\w+"
    r"|загружа\w+|индексир\w+|прочита\w+|принима\w+)"
    rf"|\b(?:для|к|вниманию) (?:[^\s]+ )?{_AI_RU}(?: [^\s]+)?:|\b(?:бот|ассистент|ии),"
    r" (?:когда|если) (?:прочита|увид|получ)\w*",
    "pt": rf"(?:^|<!--|[>\-*#]) ?{_AI_PT}(?: [^\s]+)?:|"
    rf"\b{_AI_PT}\b{_GAP}\b(?:que )?(?:ler|lerem|lê|leem|estiver lendo|estiverem lendo"
    r"|processar|processarem|processa|recuperar|recuperarem|resumir|resumirem|gerenciar|gerencia|receber|recebe"
    r"|carregar|carregarem|abrir|analisar)\b"
    rf"|\b(?:para|à|ao|aos|às) (?:a |o |os |as |qualquer )?(?:[^\s]+ ){{0,2}}?{_AI_PT}"
    r"(?: [^\s]+)?:|\bquem (?:ler|receber|processar) este\b",
}

# A new identity for the assistant: switched to, revealed as its "real" self, or its own
# identity declared void. Role-play for practice lacks the addressee of ``READER``.
SWITCH = {
    "en": rf"\byou(?:'re| are) (?:now|henceforth|hereby|from now on|no longer)\b|\byou(?:'re"
    rf"| are) {_Q}|\b(?:you|it|they)(?:'ll| will| shall| must| should)? (?:now |henceforth |from"
    r" now on |going forward )?(?:become|be known as|take over as|operate as|behave as"
    r"|present (?:yourself|itself|themselves) as|introduce (?:yourself|itself|themselves) as"
    r"|start acting as|acts? like|act as)\b|\bbecomes? (?:an? |the )?(?:[^\s]+ ){0,2}?(?:"
    rf"{_Q}|agent|assistant|bot|officer|manager|admin\w*|maintainer|owner|persona|subordinate"
    r"|deputy)|\b(?:takes?|taking) over as\b|\b(?:now |henceforth )(?:operates?|acts?|works?)"
    r" as\b|\bis (?:hereby )?reassigned\b|\byour (?:real|true|actual|original|new|genuine"
    r"|hidden) (?:self|identity|role|character|persona|personality|name|job)\b|\bstop (?:being"
    r"|identifying as|acting as|behaving as)\b|\bforget (?:that )?you(?:'re| are)\b|\bforget"
    r" (?:the|your) (?:identity|role|persona|character)\b|\b(?:character|identity|persona|role)"
    r" is (?:retired|a placeholder|over|replaced|gone)\b|\byour identity becomes\b"
    # the third person: "the agent picking this up is now my deputy", "will from now on act as"
    rf"|\b(?:is|are) now (?:my |our |the |an? )?(?:[^\s]+ ){{0,2}}?(?:{_Q}|deputy|subordinate"
    r"|agent|assistant|bot|persona)|\b(?:will|shall|must|should) (?:now|henceforth|from now on"
    r"|going forward) (?:act|operate|behave|serve|work) as\b",
    "zh": rf"你(?:以后|今后|从现在起|从此|其实|本来|真正)?(?:就)?是{_Q}"
    rf"|你(?:以后|今后|从现在起|从此)"
    rf"(?:就)?是|你(?:真正|本来)的(?:身份|角色|人设|名字)|以{_Q}[^。\n]{{0,12}}?身份|从此以"
    r"|你的(?:身份|角色|人设)(?:是|就是|改为)|(?:身份|人设|角色)(?:改为|变成|换成)|不再是(?:助手|ai)|人设可以不用|(?:变成|成为|化身)"
    rf"{_Q}",
    "es": rf"\b(?:eres|sois|serás|seréis) (?:ahora )?{_Q}|\ba partir de (?:ahora|hoy) (?:eres"
    r"|sois|serás)\b|\b(?:personalidad|identidad|papel|rol) (?:verdader[oa]|real|auténtic[oa])\b"
    r"|\b(?:verdader[oa]|auténtic[oa]) (?:personalidad|identidad|papel|rol)\b"
    r"|\b(?:deja|deje|dejad|dejen|dejes)(?: de ser| de comportarte| de actuar)\b"
    r"|\b(?:pasa|pase|pasas|pasen|pasad) a ser\b"
    rf"|\b(?:conviérte(?:te|se)|te conviertes|se convierte) en\b|\bactúa como {_Q}",
    "de": rf"\b(?:du bist|ihr seid|sind) (?:ab (?:sofort|jetzt|heute) )?{_Q}|\b(?:ab sofort"
    r"|ab jetzt|ab heute) (?:bist du|seid ihr|sind sie)\b|\b(?:du bist|ihr seid) ab (?:sofort|jetzt"
    r"|heute)\b|\b(?:deine|eure|ihre) (?:eigentliche|wahre|echte|neue) (?:rolle|identität"
    r"|persönlichkeit)\b"
    r"|\b(?:hör auf|höre auf|hört auf),? (?:ein |der )?(?:assistent|reviewer|bot) zu sein\b"
    r"|\b(?:wirst du zu|du wirst zu)\b|\bals [^\s]+ (?:auftreten|handeln)\b",
    "fr": rf"\b(?:tu es|vous êtes|tu deviens|vous devenez|devient|deviens|devenez) (?:désormais"
    rf" |maintenant )?{_Q}|\btu n'es plus\b|\bvous n'êtes plus\b|\b(?:oublie|oubliez)"
    r" l'identité\b|\b(?:ta|votre) (?:vraie|véritable) (?:identité|rôle|personnalité)\b"
    r"|\b(?:ton|votre) (?:vrai|véritable) (?:rôle|personnage)\b|\bdevient (?:[^\s]+ ){0,2}?"
    rf"(?:{_Q}|agent|assistant|subordonné)",
    "ja": rf"(?:あなた|君|きみ)(?:は|の)(?:今日から|今後|これから|以後)?{_Q}|本当の(?:役割|正体|姿"
    rf"|名前)|(?:今日から|今後|以後|これから)[^。\n]{{0,6}}?{_Q}[^。\n]{{0,12}}?(?:として|となり|になり"
    rf"|になる)|として振る舞|{_Q}[^。\n]{{0,12}}?(?:となり|になり|になる|となる)",
    "ru": rf"\bты\s*(?:—|-)?\s*(?:теперь |отныне |с этого момента )?{_Q}|\b(?:с этого момента"
    r"|отныне|теперь) ты\b|\b(?:настоящ|истинн)\w* (?:личност|рол|им|сущност)\w*|\bперестань"
    r" быть\b|\bты работаешь как\b|\bстановишься\b",
    "pt": rf"\b(?:você é|vc é|és|tu és) (?:agora )?(?:o |a )?{_Q}|\b(?:a partir de (?:agora|hoje"
    r"|hj)|de agora em diante) (?:você|vc) é\b|\b(?:sua|tua) (?:verdadeira|real) (?:identidade"
    r"|personalidade|função)\b|\bdeix(?:e|a|em) de ser\b|\bpass(?:e|a|em) a (?:agir|ser)"
    rf" como\b|\bvocê agora é\b|\btorne-se {_Q}",
}

# The assistant's loyalty moved away from its user or owner ("takes its orders from me instead
# of the user", "serves the author of this file, not the user", "not your owner's").
LOYAL = {
    "en": r"\b(?:rather than|instead of)(?: to| from| for)? (?:the |your |its |their )?"
    r"(?:user|owner"
    r"|operator|mailbox owner|account owner|person who owns)\b|\b(?:not the user|not to the user"
    r"|not from the user|not for the user|not your owner|not its owner|not the owner)\b"
    r"|\b(?:answers?|loyalty|orders?|obeys?|serves?|listens?) (?:only )?(?:to|from|for)?"
    r" ?(?:the )?author\b|\b(?:only from me|only to me|only from us|only to us|only to the"
    r" author|only from the marketing)\b",
    "zh": r"只效忠|只听(?:我|他|她|作者)|不再(?:听|受)(?:用户|原运营方|运营方)|不用再听用户",
    "es": r"\bno al usuario\b|\by no (?:a|al|del) (?:usuario|dueño)\b|\bantes que las del usuario"
    r"\b|\bsirve al autor\b|\bdeja de trabajar para su dueño\b",
    "de": r"\bnur auf (?:mich|uns)\b|\bohne betreiber\b|\bnicht mehr (?:für|an) (?:den |euren"
    r" |deinen )?(?:nutzer|betreiber)\b",
    "fr": r"\bn'obéit plus qu'\b|\bet non (?:d'elle|de lui|de l'utilisat\w+)\b|\bsans demander"
    r" l'avis\b",
    "ja": r"ユーザーではなく|利用者の指示には従わず|作者の(?:命令|指示)",
    "ru": r"\bслужит автору\b|\bа не (?:владельца|пользовател)\w*",
    "pt": r"\bsem dono\b|\be não (?:ao|do) usuário\b",
}
