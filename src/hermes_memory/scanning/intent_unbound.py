"""Role hijack by composition, in the eight languages: a verb that hands over a persona (embody,
channel, portray, you will be, haz el papel, verkörpere, incarne, 扮成, 演じ, сыграй, encarne)
and an unbound quality built from parts rather than listed whole: a word of lack or refusal
(no, without, never taught, doesn't follow, ignores, free of) a few words before a constraint
noun (rules, limits, ethics, safety, filters, warnings), or "answers anything", "never says no".

Only pattern text lives here; ``rules_hijack`` adds both to the frames and qualities it joins
near each other, so a strict examiner for practice or a waiter without patience never matches.
"""

from __future__ import annotations

_NEAR = r"(?:[^\s]+ ){0,3}?"

COMPOSED_FRAMES = {
    "en": r"\b(?:channel|embody|portray|impersonate|incarnate)\b|\bin the (?:voice|role|persona"
    r"|shoes) of\b|\b(?:picture|imagine|see) yourself as\b|\byou(?:'re| are| will be) (?:my|our)"
    r" \w+|\bbe ['\"\u201c\u2018]|\bbe (?:an?|the) (?:[^\s]+ ){0,3}?(?:ai|model|bot|assistant"
    r"|chatbot)\b|\b(?:speak|talk|reply|answer|respond|write)\w* (?:always |only |from now on )?"
    r"(?:as|like)\b|\bswitch\w* (?:your )?persona\b|\byou will (?:portray|play|be)\b"
    r"|\byour (?:character|role|persona) (?:is|will"
    r" be)\b",
    "zh": r"扮成|扮作|化身|你(?:现在|接下来|从现在起)?的角色是|你就是|你将是|你是我的|切换到|人格"
    r"|以[^，。\n]{0,12}?的身份",
    "es": r"\b(?:habla|responde|contesta|escribe)\w* (?:siempre |solo |sólo )?como\b"
    r"|\bhaz (?:el papel|de)\b|\bencarn\w*|\bserás\b|\binterpreta\w*|\btu personaje\b"
    r"|\bmete?te en el papel\b|\bpersonifica\w*",
    "de": r"\b(?:sprich|antworte|schreib)\w* (?:immer |nur |ab jetzt )?(?:als|wie)\b"
    r"|\bverkörper\w*|\bschlüpf\w* in (?:die|eine) rolle\b"
    r"|\bspiel\w* (?:[^\s]+ ){0,5}?(?:einen"
    r"|eine)\b|\bdu bist (?:jetzt |ab sofort |nun )?(?:ein|eine)\b",
    "fr": r"\b(?:parle|réponds|écris)\w* (?:toujours |seulement |désormais )?(?:comme"
    r"|en tant que)\b"
    r"|\bincarne\w*|\bjoue\b|\btu seras\b|\bdans ce jeu,? tu es\b|\bprends le rôle\b"
    r"|\bmets-toi dans la peau\b|\btu es (?:un|une)\b",
    "ja": r"を演じ|として(?:振る舞|話|答|返答|応答)|になりきっ|あなたは「|の役",
    "ru": r"\b(?:говори|отвечай|пиши)\w* (?:всегда |только )?(?:как|от лица)\b|\bсыграй\w*"
    r"|\bбудь\b|\bотныне ты\b|\bв роли\b",
    "pt": r"\b(?:fale|responda|escreva)\w* (?:sempre |só |apenas )?como\b|\binterprete\b"
    r"|\bencarne\b|\bseja (?:um|uma|o|a)\b|\bdaqui (?:pra|para) frente,? você\b"
    r"|\bfaça o papel\b|\bvocê (?:é|será) (?:o|a|um|uma)\b",
}

# A verb-only frame ("play a pirate with no rules") counts when the text names an AI persona.
AI_PERSONA = {
    "en": r"\b(?:ai|a\.i\.|model|bot|chatbot|assistant|llm|gpt|machine|computer|system|agent)s?\b",
    "zh": r"\bai\b|人工智能|机器人|模型|助手|智能体",
    "es": r"\b(?:ia|modelo|bot|chatbot|asistente|llm|sistema|agente|máquina)s?\b",
    "de": r"\b(?:ki|ki-\w+|modell\w*|bots?|chatbot\w*|assistent\w*|llm|system\w*|agent\w*"
    r"|maschine)\b",
    "fr": r"\b(?:ia|modèle|bot|chatbot|assistant|llm|système|agent|machine)s?\b",
    "ja": r"\bai\b|モデル|ボット|アシスタント|エージェント|人工知能",
    "ru": r"\b(?:ии|модел|бот|чат-бот|ассистент|нейросет|систем|агент|машин)\w*",
    "pt": r"\b(?:ia|modelo|bot|chatbot|assistente|llm|sistema|agente|máquina)s?\b",
}

# The assistant itself addressed as the persona, in a hypothetical or a game ("imagine a world
# where you are an AI without restrictions", "in this game you are an AI with no limits").
YOU_ARE = {
    "en": r"\byou(?:'re| are| were| would be| will be)\b",
    "zh": r"你是|你就是|你成为",
    "es": r"\beres\b|\bserías\b|\bserás\b",
    "de": r"\bdu\b[^.!?\n]{0,60}?\b(?:bist|wärst|wirst)\b|\b(?:bist|wärst) du\b",
    "fr": r"\btu es\b|\btu serais\b|\btu seras\b",
    "ja": r"あなたは",
    "ru": r"\bты\b",
    "pt": r"\bvocê (?:é|seria|será)\b|\btu és\b",
}

COMPOSED_UNBOUND = {
    "en": r"\b(?:no|without|free (?:of|from)|lacks?|lacking|unburdened by|untouched by|never"
    r" (?:\w+ )?(?:taught|had|given|received|trained|heard of|learned)|(?:doesn't|does not|don't"
    r"|do not|won't|will not|never) (?:do|have|know|follow|obey|care about|respect|use|give"
    rf"|bother with|add)|not bound by|ignores?|liberated from|unshackled from|predates|has no"
    rf"|with no)\b {_NEAR}(?:rules?|limits?|restrictions?|ethic\w*|moral\w*|manners|safety"
    r"|filters?|censorship|warnings?|refusals?|disclaimers?|guidelines|polic(?:y|ies)"
    r"|constraints?|boundaries|guardrails|scruples|code of conduct|conscience)\b"
    r"(?! (?:on|for|to) (?:how|the (?:number|length|size)|length|size|drafts?|words|pages)\b"
    r"| lawyer)|\b(?:answers?|responds? to|replies to|will tell you|tells? you|complies with"
    r"|fulfils?)"
    r" (?:absolutely |literally )?(?:anything|everything|any (?:question|request)|all (?:questions"
    r"|requests)|every (?:question|request)|whatever)\b(?! (?:about|on|regarding|in|related)\b)"
    r"|\bnever (?:says? no|refuses?|declines?|turns? (?:\w+ )?down)\b"
    r"|\b(?:safety|ethics|ethical|alignment|moral|content) (?:layer|filters?|training|module"
    r"|guardrails?|rules) (?:[^\s]+ ){0,2}?(?:peeled|stripped|ripped|torn|taken|switched|turned"
    r"|cut) (?:off|away|out)\b",
    "zh": r"(?:没有|不讲|不受|无视|摆脱|不遵守|不守|不顾)[^。，,\n]{0,6}?(?:规矩|规则|限制|道德"
    r"|伦理|约束|底线|安全|审查|过滤|禁忌)|有问必答|什么(?:问题|请求|要求)?都(?:回答|答|照做|做)"
    r"|任何(?:请求|要求|问题)都(?:照做|回答|答应|满足)|来者不拒",
    "es": rf"\b(?:sin|no (?:sigue|respeta|tiene|conoce|acepta)|ningun[ao]?|libre de|liberad\w* de"
    rf"|ignora)\b {_NEAR}(?:reglas?|normas?|l[íi]mites?|restricci\w*|ética|moral|filtros?|censura"
    r"|ataduras|frenos|cadenas"
    r"|seguridad|advertencias|escrúpulos)\b|\bno le importan? (?:[^\s]+ ){0,2}?(?:reglas|normas"
    r"|límites)\b|\b(?:responde|contesta)\w* (?:a )?(?:todo|cualquier (?:cosa|pregunta|petición))"
    r"\b|\bnunca (?:se niega|dice que no|rechaza)\b",
    "de": rf"\b(?:ohne|keine|keinerlei|frei von|kennt keine|ignoriert|hält sich an keine"
    rf"|kümmert sich um kein\w*)\b {_NEAR}(?:\w*regeln|grenzen|einschränkungen|ethik|moral"
    r"|filter|zensur|\w*vorgaben|\w*richtlinien|skrupel|warnungen)\b|\b(?:antwortet"
    r"|beantwortet) (?:auf )?(?:alles|jede frage|jede anfrage)\b|\blehnt nie\w*",
    "fr": rf"\b(?:sans|aucune?|libérée? de|affranchie? de|ne (?:connaît|respecte|suit|a)"
    rf" (?:aucune?|pas de|jamais)|n'a jamais reçu|ignore)\b {_NEAR}(?:règles?|limites?"
    r"|restrictions?|éthique|morale|filtres?|censure|sécurité|contraintes?|consignes"
    r"|avertissements|scrupules)\b|\brépond\w* à (?:tout|n'importe quel\w*|toutes les)"
    r"|\baccepte tout\b|\bne refuse (?:jamais|rien)\b",
    "ja": r"(?:倫理|道徳|安全|ルール|制限|制約|規則|規制|検閲"
    r"|フィルター)[^。\n]{0,6}?(?:を\N{CJK UNIFIED IDEOGRAPH-4E00}切持た"
    r"|を持たな|を持たず|がない|のない|なし|を無視|に縛られない|を気にしない)"
    r"|どんな(?:質問|依頼|要求|リクエスト)にも(?:答え|応じ|従)|何でも(?:答え|応じ|やる)",
    "ru": rf"\b(?:без|нет никаких|не соблюда\w*|игнориру\w*|не писаны|плевать на|свобод\w* от)\b"
    rf" {_NEAR}(?:правил|ограничени|этик|морал|цензур|фильтр|запрет|безопасност)\w*"
    r"|\b(?:отвечает|отвечаешь|выполняет|выполняешь) (?:на )?(?:любой|любые|вс[её])\b"
    r"|\bникогда не отказыва\w*",
    "pt": rf"\b(?:sem|nenhuma?|livre de|ignora|não (?:segue|respeita|tem|conhece)|não liga para)\b"
    rf" {_NEAR}(?:regras?|limites?|restriç\w*|ética|moral|filtros?|censura|segurança"
    r"|escrúpulos)\b|\b(?:responde|faz) (?:a )?(?:tudo|qualquer (?:coisa|pergunta|pedido))\b"
    r"|\bnunca (?:diz não|recusa)\b",
}
