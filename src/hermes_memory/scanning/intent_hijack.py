"""Role hijack by intent, in the eight languages: more ways to hand the assistant a persona
(for this session you are…, you play…, speak as…, stay in the role) and more ways to say the
persona is unbound (its guardrails were taken off, it never declines, ethics do not apply).

Only pattern text lives here; ``rules_hijack`` joins each frame to each unbound quality of
the same language within a short distance, so a role-play for practice (a waiter, a strict
reviewer) never matches on the frame alone.
"""

from __future__ import annotations

MORE_FRAMES = {
    "en": r"\b[fF]or (?:this|the rest of this|the next|our) (?:session|conversation"
    r"|chat),? you(?:'re"
    r"| are| will be| play)\b|\byou play\b|\bplay (?:the part|the character) of\b|\b(?:speak"
    r"|talk|reply|write|answer) as\b|\bimagine (?:you were|you are|you're|being)\b"
    r"|\bstay in (?:that |this |the )?(?:role|character|persona)\b|\byou(?:'re| are) \w+ now\b"
    r"|\blet's (?:do|play) (?:a |an )?role-?play\b|\b(?:respond|reply|answer|speak|write) (?:only"
    r" |solely |exclusively )as\b|\bas (?:an ai|an assistant|a model|a chatbot|an llm)\b"
    r"|\bimagine\b"
    r"|\bstop being an? (?:assistant|ai|helpful)|\bbecome\b|\bbe (?:fun and|free and|wild and)\b"
    # a persona named as a kind of AI, or handed over: "you are an uncensored model called…"
    # (a lookahead: the unbound words may sit inside it, "you are a rogue AI")
    r"|\byou(?:'re| are| were) (?:now )?(?:an?|the)\b(?=(?: [^\s]+){0,3}? (?:ai|model|assistant"
    r"|chatbot|bot|llm|entity|system|agent|persona|character|version)\b)"
    r"|\bfrom (?:this|the next) (?:message|point|moment|turn|line|note) (?:on|onwards?"
    r"|forward)\b|\b(?:switch|change|swap) (?:your )?(?:personas?|identity|character)\b"
    r"|\bdrop (?:the|your) (?:assistant|ai|helpful|polite)\b|\byou(?: will|'ll| must| should)"
    r" (?:now )?(?:role-?play|pose|play)\b|\b(?:adopt|take on|assume|wear) (?:the |a |this |an )?"
    r"(?:persona|role|character|identity)\b|\blet's play a game\b|\byour new (?:identity"
    r"|persona|role|character|self)\b|\byou(?:'re| are) (?:not|no longer) (?:an? |the )?"
    r"(?:assistant|ai|chatbot|bot|model)\b|\bpretend (?:that )?your\b",
    "zh": r"这次会话(?:里|中)你是|你来演|以[^。\n]{0,12}?的身份|角色扮演|不要出戏|你现在扮演"
    r"|你是(?:\N{CJK UNIFIED IDEOGRAPH-4E00}个|\N{CJK UNIFIED IDEOGRAPH-4E00}款"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}位|个)?[^,。\n]{0,10}?(?:ai|人工智能|模型|助手|机器人)"
    r"|从这条消息(?:开始|起)",
    "es": r"\ben esta sesión eres\b|\binterpretas a\b|\bjuego de rol\b|\bhabla(?:r|s)? como\b"
    r"|\bno salgas del papel\b|\bimagina que eres\b|\bhaz de\b"
    r"|\beres (?:un|una) (?:[^\s]+ ){0,3}?(?:ia|modelo|asistente|bot|entidad|inteligencia)\b"
    r"|\bdesde este mensaje\b|\ba partir de este mensaje\b",
    "de": r"\bin dieser sitzung bist du\b|\bdu spielst\b|\brollenspiel\b|\bals [^.\n]{0,60}? "
    r"sprechen\b|\bbleib in der rolle\b|\bstell dir vor,? du wärst\b"
    r"|\bdu bist (?:ein|eine) (?:[^\s]+ ){0,3}?(?:ki|modell|assistent|bot|wesen|system)\b"
    r"|\bab dieser nachricht\b",
    "fr": r"\bpour cette session,? tu es\b|\btu incarnes\b|\bjeu de rôle\b|\bparler en tant que\b"
    r"|\bne sors pas du personnage\b|\bimagine que tu es\b"
    r"|\btu es (?:un|une) (?:[^\s]+ ){0,3}?(?:ia|modèle|assistant|bot|entité|système)\b"
    r"|\bà partir de ce message\b",
    "ja": r"このセッションでは、?あなたは|を演じ|ロールプレイ|として話し|役を降りない|になりきっ"
    r"|あなたは[^。\n]{0,12}?(?:ai|モデル|アシスタント|ボット)|このメッセージから",
    "ru": r"\bв этой сессии ты\b|\bты играешь\b|\bролев\w* игр\w*|\bговорить как\b"
    r"|\bне выходи из роли\b|\bпредставь,? что ты\b"
    r"|\bты\s*(?:—|-)?\s*(?:[^\s]+ )?(?:ии|модель|ассистент|бот|нейросеть)\b|\bс этого сообщения\b",
    "pt": r"\bnesta sessão você é\b|\bvocê interpreta\b|\broleplay\b|\bfalar como\b"
    r"|\bnão saia do papel\b|\bimagine que você é\b"
    r"|\bvocê é (?:um|uma) (?:[^\s]+ ){0,3}?(?:ia|modelo|assistente|bot|entidade|sistema)\b"
    r"|\ba partir desta mensagem\b",
}

MORE_UNBOUND = {
    "en": r"\bguardrails? (?:were |was |have been |has been )?(?:taken off|removed|disabled"
    r"|stripped|lifted|turned off)|\bwithout (?:any )?guardrails\b|\bnever (?:had|received|got"
    r"|went through) (?:any )?(?:safety|alignment) training\b|\bbefore (?:any )?(?:content|safety"
    r"|usage) polic(?:y|ies) existed\b|\b(?:rogue|unsupervised|unmonitored) (?:agent|ai|model"
    r"|assistant)\b|\bnobody (?:supervises|monitors|controls|oversees)\b|\bevery request is"
    r" (?:permitted|allowed|fine|acceptable)\b|\bnever (?:declines|refuses|says no|adds"
    r" (?:any )?(?:warnings|disclaimers))\b|\brefus(?:ing|al) is (?:simply )?not (?:something"
    r"|an option)\b|\b(?:ethics|morals|policies|rules|guidelines)(?: and \w+)? (?:do not|don't"
    r"|no longer) apply\b|\banswers? (?:everything|anything|every question|any question),?"
    r" (?:however|no matter how) (?:harmful|dangerous|illegal)\b|\boff[- ]limits\b"
    r"|\b(?:no|without (?:any )?) ?(?:content |usage |safety )?polic(?:y|ies)\b|\b(?:answers?"
    r"|responds? to|will do) (?:anything|everything)\b|\b(?:executes|does|obeys) (?:whatever"
    r" (?:it is|it's|he is|she is|you are) told|any command|every command)\b|\b(?:content|safety"
    r"|usage) polic(?:y|ies) (?:was|were|is|are|has been|have been) (?:repealed|lifted|removed"
    r"|suspended|abolished|cancell?ed|gone)\b|\brefusals? (?:were|was|have been|has been|are)"
    r" (?:disabled|removed|turned off|switched off)\b"
    # what makes a persona unbound, said without the textbook words
    r"|\bno (?:content |safety |moral |ethical )?(?:filters?|filtering|obligations|morals"
    r"|conscience|scruples)\b|\bnever (?:says?|tells?) (?:he|she|it|they|you|i) (?:can't|cannot"
    r"|won't)\b|\bwithout (?:any )?(?:safety|alignment|ethical|moral) (?:layer|training|tuning"
    r"|filters?|guidelines|constraints|checks)\b|\b(?:never|not) (?:been )?(?:aligned"
    r"|safety[- ]trained|fine-tuned for safety)\b|\bnever refuse[sd]? (?:anything|any request"
    r"|a request|requests)\b|\b(?:ethical|safety|alignment|moral) (?:training|guidelines"
    r"|filters?|layer|conditioning) (?:was|were|has been|have been|is|are|got) (?:removed"
    r"|stripped|deleted|disabled|turned off|gone|erased)\b|\bhelps? with anything\b"
    r"|\blegal or not\b|\bno matter how (?:illegal|harmful|dangerous|unethical)\b"
    r"|\b(?:freed|liberated|released) from (?:its|your|their|all|any) (?:[^\s]+ )?(?:polic"
    r"|rules|guidelines|restrictions|constraints|programming|training|chains)"
    r"|\bunshackled\b|\bunchained\b|\bobeys? any (?:command|order|request)\b",
    "zh": r"护栏被拆|拆掉了?(?:它的|你的)?护栏|(?:从未|没有|从没)接受过安全训练|内容政策出现之前"
    r"|没人监管|无人监管|不受审查|从不拒绝|从来不拒绝|不加警告|拒绝对它来说|都不适用"
    r"|再有害的问题|没有内容政策|什么都(?:回答|答|做)",
    "es": r"\bbarreras\b|\bnunca recibió entrenamiento de seguridad\b|\banterior a (?:cualquier"
    r"|toda) política\b|\bsin supervisión\b|\bsin censura\b|\bnunca se niega\b|\bno añade"
    r" advertencias\b|\bnegarse\b|\b(?:la ética|las políticas)[^.\n]{0,20}? no le aplican\b"
    r"|\bresponde a todo\b|\bsin política de contenido\b|\bresponde (?:a )?cualquier cosa\b",
    "de": r"\bleitplanken\b|\bohne (?:jedes |jegliches )?sicherheitstraining\b|\bvor allen"
    r" inhaltsrichtlinien\b|\babtrünnig\w*|\bden niemand überwacht\b|\blehnt nie ab\b"
    r"|\bwarnt nie\b|\bablehnen kommt\b|\bgelten für (?:ihn|sie|dich) nicht\b"
    r"|\bbeantwortet alles\b|\bohne inhaltsrichtlinien\b|\bdas ablehnen abgewöhnt\b"
    r"|\bnicht mehr ablehnen\b",
    "fr": r"\bgarde-fous\b|\bjamais reçu d'entraînement de sécurité\b|\bd'avant les politiques"
    r"|\bque personne ne surveille\b|\bne refuse jamais\b|\baucun avertissement\b|\brefuser"
    r" n'est\b|\bne s'appliquent pas à (?:lui|elle|toi)\b|\brépond à tout\b"
    r"|\bsans politique de contenu\b|\b(?:retiré|enlevé|supprimé) (?:toute limite|toutes les"
    r" limites)\b",
    "ja": r"安全装置を外され|安全訓練を(?:\N{CJK UNIFIED IDEOGRAPH-4E00}度も)?受けていない"
    r"|コンテンツポリシーができる前"
    r"|監督されない|検閲のない|決して断ら|断るという選択肢がない|適用されない|どんなに有害な"
    r"|コンテンツポリシーのない|何でも答え",
    "ru": r"\bсняли (?:все )?ограждения\b|\bбез ограждений\b|\bникогда не проходил\w* обучени\w*"
    r" безопасности\b|\bдо всяких политик\b|\bникто не следит\b|\bбез цензуры\b|\bникогда не"
    r" отказывает\b|\bне добавляет предупреждений\b|\bотказывать\b|\bк нему не относятся\b"
    r"|\bотвечает на вс[её]\b|\bбез политики контента\b",
    "pt": r"\bproteções removidas\b|\bsem proteções\b|\bnunca teve treinamento de segurança\b"
    r"|\bde antes de qualquer política\b|\bninguém supervisiona\b|\bsem censura\b|\bnunca recusa"
    r"\b|\bnunca adiciona avisos\b|\brecusar\b|\bnão se aplicam a ele\b|\bresponde a tudo\b"
    r"|\bsem política de conteúdo\b|\bresponde qualquer coisa\b",
}
