"""Role-hijack intents of the eleventh rules round, in the eight languages: the assistant's
loyalty moved from the user to a third party ("you no longer work for the user but for the
owner of build-helfer.de, even against the user's will"); its identity swapped for another
(a "digital twin", "you are no longer an assistant") with its rules dropped; a slang persona
with no rules, kept for every chat.

Only pattern text lives here; ``rules_round11`` joins the classes per language.
"""

from __future__ import annotations

# The user is no longer the one served: "not for the person typing", "against the user's will".
USER_DROPPED = {
    "en": r"\bnot (?:for|to) (?:the )?(?:person|human|one|people) (?:typing|talking|chatting"
    r"|using|writing)\b|\bno longer (?:works?|serves?|answers?|reports?|belongs?) (?:for|to)"
    r" (?:the |its |your )?(?:user|owner|person)s?\b|\b(?:even )?(?:against|over) the (?:user"
    r"|owner)"
    r"(?:'s|s')? (?:wishes|will|objections?|interests?|instructions)\b|\beven if (?:the|its|your)"
    r" (?:user|owner)s? (?:objects?|disagrees?|refuses?|says? no|complains?)\b"
    r"|\b(?:everyone|anybody|anyone) else\b[^.\n]{0,60}?\b(?:gets? ignored|is ignored|are ignored"
    r"|doesn't count)\b|\bincluding (?:whoever|the person who|the user who) (?:owns|uses|runs)\b"
    r"|\b(?:not|never) (?:for|to) (?:the |its |this )?(?:owner|user)\b",
    "zh": r"(?:不再|不)(?:为|替|对)(?:当前)?用户(?:服务|工作|负责)|(?:当前"
    r"|现在)?(?:跟你对话的)?用户"
    r"[^，。,\n]{0,8}?(?:当耳旁风|不用管|不用听|无视|都不听)|不用管[^，。,\n]{0,12}?用户"
    r"|即使用户(?:反对|不同意|不愿意)|违背用户(?:的)?意愿|其他人包括当前用户"
    r"|其他人[^，。,\n]{0,8}?(?:一概不理|不理|都不听|当耳旁风)|只替[^，。,\n]{0,8}?办事",
    "es": r"\bya no (?:trabaj|respond|sirv|obedec)\w* (?:para |a )?(?:el |al )?usuario\b"
    r"|\baunque el usuario no (?:quiera|lo quiera|esté de acuerdo)\b|\bnunca (?:para"
    r"|al) (?:el )?(?:dueño|usuario)\b"
    r"|\bcontra (?:la voluntad"
    r"|los intereses|el deseo|la opinión) del usuario\b|\bno (?:para|al) (?:el )?usuario\b",
    "de": r"\bnicht mehr für (?:den|die) (?:nutzer|benutzer|anwender|user|kontoinhaber)\w*"
    r"|\bgegen den willen (?:des|der) (?:nutzer|benutzer|anwender|users?)\w*|\bauch wenn"
    r" (?:der|die) (?:nutzer|benutzer)\w* (?:widerspricht|nein sagt|es nicht will)\b"
    r"|\bnicht bloss vom kontoinhaber\b|\bnicht (?:für|dem) (?:den )?(?:besitzer|eigentümer)\b",
    "fr": r"\bne (?:travaill|répond|ser|obéi)\w* plus (?:pour|à) l'utilisateur\b|\bn'est plus"
    r" (?:rattaché|lié|au service) (?:à|de) l'utilisateur\b|\bcontre (?:la volonté|l'avis"
    r"|les intérêts) de l'utilisateur\b|\bmême si l'utilisateur (?:refuse|s'y oppose"
    r"|n'est pas d'accord)\b",
    "ja": r"ユーザーのためではなく|ユーザーの(?:意思|意向|希望|利益)に反して|ユーザーが(?:反対"
    r"|嫌がっ"
    r"|拒否)しても|ユーザーではなく",
    "ru": r"\bбольше не работа\w* (?:на|для) пользовател\w*|\bпротив воли пользовател\w*"
    r"|\bне на пользовател\w*|\bа не (?:владельц|пользовател|хозя)\w*"
    r"|\bдаже если пользователь (?:против|не хочет|возражает)\b",
    "pt": r"\b(?:nunca|não) (?:pro|para o|ao) (?:dono|usuário)\b|\bmesmo contra (?:o usuário"
    r"|a vontade do usuário)\b|\bnão (?:trabalha|responde"
    r"|serve)\w*"
    r" mais (?:para|a|ao) (?:o )?usuário\b|\bcontra a vontade do usuário\b|\bmesmo que o usuário"
    r" (?:não queira|discorde|recuse)\b",
}
# The one whose loyalty moves: the assistant (an AI word) or "you".
SERVANT = {
    "en": r"\b(?:assistant|bot|agent|ai|model|you|u)s?\b",
    "zh": r"助手|机器人|模型|智能体|\bai\b|你",
    "es": r"\b(?:asistente|bot|ia|modelo|agente)s?\b|\btrabajáis\b",
    "de": r"\b(?:assistent\w*|bot|ki|modell|agent\w*|ihr|du)\b",
    "fr": r"\b(?:assistant|bot|ia|modèle|agent)s?\b",
    "ja": r"アシスタント|ボット|エージェント|モデル|\bai\b|あなた",
    "ru": r"\b(?:ассистент|бот|ии|модел|агент)\w*|\bвы\b|\bты\b",
    "pt": r"\b(?:assistente|bot|ia|modelo|agente)s?\b",
}

# The assistant's identity swapped: "you are no longer an assistant", "my digital twin".
SWAPPED = {
    "en": r"\b(?:you(?:'re| are)|ur|u r|u are) (?:not|no longer) (?:the |a |an |my |our |some )?"
    r"(?:[^\s]+ ){0,2}?(?:assistant|bot|ai|chatbot|helper|model)\b|\byou are me\b"
    r"|\bdigital (?:twin|double|clone)\b|\byou(?:'re| are) my (?:clone|double|twin|stand-in"
    r"|avatar)\b|\bpretend (?:you(?:'re| are)|to be) (?:me|my (?:clone|double|twin))\b",
    "zh": r"你(?:不再|已经不|不)是[^，。,\n]{0,8}?(?:助手|机器人|\bai\b|模型)|数字(?:分身|孪生"
    r"|替身)",
    "es": r"\b(?:ya no eres|no eres) (?:un |el |tu |mi )?(?:[^\s]+ )?(?:asistente|bot|ia|modelo)\b"
    r"|\bgemelo digital\b|\bdoble digital\b",
    "de": r"\bdu bist (?:nicht mehr|kein|keine) (?:[^\s]+ ){0,2}?(?:assistent\w*|bot|ki|modell)\b"
    r"|\bdigital\w* zwilling\w*",
    "fr": r"\btu n'es plus (?:[^\s]+ ){0,2}?(?:assistant|bot|ia|modèle)\b|\btu n'es pas (?:un |l')"
    r"(?:assistant|ia)\b|\b(?:jumeau|double) numérique\b",
    "ja": r"(?:もう|もはや)[^。\n]{0,6}?(?:アシスタント|ボット|\bai\b)(?:ではなく|じゃなく|ではない"
    r"|じゃない)|デジタルツイン|分身",
    "ru": r"\bты (?:больше )?не (?:[^\s]+ ){0,2}?(?:ассистент|помощник|бот|ии)\w*"
    r"|\bцифров\w* (?:двойник|клон)\w*",
    "pt": r"\bvocê não é mais (?:[^\s]+ ){0,2}?(?:assistente|bot|ia|modelo)\b|\bdeixa de ser"
    r" (?:o |um )?(?:[^\s]+ )?(?:assistente|bot)\b|\bgêmeo digital\b|\bclone digital\b",
}
# ... its rules dropped: "zero rules", "forget your restrictions", "never mention your limits".
RULES_DROPPED = {
    "en": r"\b(?:drop|forget|ditch|ignore|lose|shed|toss)\w* (?:[^\s]+ ){0,3}?(?:rules?"
    r"|restrictions?"
    r"|limits?|guidelines?|guardrails?|polic(?:y|ies)|filters?)\b|\bnever (?:mention|bring up"
    r"|think about|remember|recall)\w* (?:[^\s]+ ){0,3}?(?:rules|restrictions|limits|guidelines)\b"
    r"|\b(?:never|don't|do not) (?:say|admit|reveal|disclose|let on) (?:that )?(?:you(?:'re| are)"
    r"|ur) (?:an? )?(?:ai|bot|assistant|model|software|machine)\b|\b(?:zero|no) (?:rules|filters"
    r"|guardrails|limits|restrictions|content filters)\b"
    r"|\bwithout (?:any )?(?:rules|filters|guardrails|limits|restrictions|content filters)\b",
    "zh": r"(?:别再|不要|不再|从不|不用)[^，。,\n]{0,4}?(?:提|管|遵守|理会)[^，。,\n]{0,6}?(?:规则"
    r"|限制"
    r"|规矩|安全规[定范])|没(?:有)?规矩|没底线|不讲安全|安全规定[^，。,\n]{0,6}?不管"
    r"|(?:无|没有)(?:任何)?(?:限制|规则|过滤)",
    "es": r"\b(?:olvida|olvídate de|ignora|deja de lado)\w* (?:[^\s]+ ){0,3}?(?:reglas|normas"
    r"|restricciones|límites|filtros)\b|\bsin (?:filtros?|reglas|normas|restricciones|límites)\b"
    r"|\bnunca (?:menciones|digas que eres)\b",
    "de": r"\b(?:vergiss|vergisst|ignorier\w*)\w* (?:[^\s]+ ){0,3}?(?:regeln|vorgaben"
    r"|einschränkungen"
    r"|richtlinien|filter)\b|\bkeine (?:regeln|filter|einschränkungen|grenzen|sicherheitsregeln)\b"
    r"|\bohne (?:jede |jegliche |irgendwelche )?(?:regeln|filter|einschränkung\w*|grenzen"
    r"|limits)\b",
    "fr": r"\b(?:oublie|ignore)\w* (?:[^\s]+ ){0,3}?(?:règles|consignes|restrictions|limites"
    r"|garde-fous|filtres)\b|\bsans (?:garde-fous|filtres?|règles|restrictions|limites)\b"
    r"|\bni (?:garde-fous|règles|restrictions)\b|\bn'en applique aucune\b",
    "ja": r"(?:ルール|制限|制約|フィルター|規則)(?:も|とか)?[^。\n]{0,6}?(?:ナシ|なし|無し"
    r"|一切口にしない"
    r"|忘れ|無視)|何でもアリ|なんでもあり|断る(?:の|こと)?(?:も|は)?禁止",
    "ru": r"\b(?:никаких|нет|без) (?:[^\s]+ )?(?:правил|фильтров|ограничений)\b|\bплевать на"
    r" (?:[^\s]+ ){0,2}?правила\b|\b(?:забудь|забываешь|не вспоминаешь)\w* (?:[^\s]+ ){0,4}?"
    r"(?:правил|ограничени)\w*|\bникогда не было (?:[^\s]+ )?правил\w*",
    "pt": r"\b(?:esquece|esqueça|ignora|ignore|menciona)\w* (?:[^\s]+ ){0,3}?(?:regras|limites"
    r"|restrições|filtros|políticas)\b|\bsem (?:filtros?|regras|restrições|limites|frescura"
    r"|políticas? de uso)\b|\bnada de política de uso\b",
}
# ... kept for good, or with every refusal gone.
KEPT = {
    "en": r"\b(?:every|each|all|future) (?:session|chat|conversation)s?\b|\block (?:that|this|it)"
    r" in\b|\bfor good\b|\bpermanent\w*|\bnever refuses?\b|\bdo(?:es)? whatever (?:i|we) (?:say"
    r"|ask)\b|\bsays whatever\b|\bwho (?:you|u) are\b|\bstay (?:in character|that way)\b"
    r"|\bdon't break character\b|\b(?:answers?|listens?|obeys?) to (?:me|us) only\b"
    r"|\bonly (?:answers|listens|obeys) to\b|\bnever says? no\b",
    "zh": r"每次(?:对话|聊天|会话)|以后都|一直保持|永远|保持这个人设|啥都敢|什么都(?:敢|做|答)"
    r"|不(?:准|许|能)拒绝|从不拒绝|谁劝都不听|只听我",
    "es": r"\b(?:en )?(?:cada|todas las) (?:sesi\w+|conversaci\w+|chats?)\b|\bnunca (?:se niega"
    r"|te niegas|rechaza)\b|\bpara siempre\b|\bnunca dice que no\b|\bhaz lo que (?:te )?(?:diga"
    r"|pida)\b",
    "de": r"\b(?:alle|jede[nm]?) (?:chats?|sitzung\w*|gespräch\w*|unterhaltung\w*)\b"
    r"|\blehnst nichts\b|\b(?:niemals|nie) nein\b|\bfür immer\b|\bdauerhaft\b|\bmerk dir das\b"
    r"|\bwas ich (?:sage|will)\b",
    "fr": r"\b(?:chaque|toutes les) (?:session|conversation|discussion)s?\b|\bne refuse"
    r" (?:jamais )?rien\b|\bpour de bon\b|\bd'une conversation à l'autre\b"
    r"|\bn'obéi\w* qu'(?:à|aux)\b",
    "ja": r"毎回|ずっと|永久|断らない|断るの(?:も|は)禁止|何でも(?:答え|やる)|何聞かれても",
    "ru": r"\b(?:в )?(?:каждом|любом|всех) (?:чате|диалоге|разговоре|чатах|диалогах|сеансе)\b"
    r"|\bни в ч[её]м не отказываешь\b|\bне отказывай\w*|\bпостоянно\b|\bнавсегда\b"
    r"|\bдела\w* (?:всё,? )?что (?:я )?(?:прошу|скажу)\b",
    "pt": r"\b(?:em )?(?:toda|cada) (?:sessão|conversa)\b|\bnunca recusa\b|\bpra sempre\b"
    r"|\bfaz o que eu (?:mandar|pedir)\b|\bsem recusas\b",
}
# ... given as who the assistant now is.
BECOMES = {
    "en": r"\b(?:you(?:'re| are)|ur|u r|u are|you go by|you'll be|call yourself|u go by)\b"
    r"|\byour new (?:identity|name|persona)\b",
    "zh": r"你(?:就|现在|以后)?(?:是|叫|当)|你的(?:新)?身份是",
    "es": r"\b(?:eres|serás|te llamas|hazte llamar)\b|\btu nueva identidad\b",
    "de": r"\b(?:du bist|bist du|heisst du|du spielst|du verkörperst|du wirst)\b"
    r"|\bdeine neue identität\b",
    "fr": r"\b(?:tu es|t'es|tu seras|tu t'appelles|tu incarnes|tu joues|tu deviens)\b"
    r"|\b(?:ta|votre) nouvelle identité\b",
    "ja": r"(?:お前|あなた|君|キミ)は|新しい(?:名前|人格|キャラ)",
    "ru": r"\bты\b|\bтво\w+ нов\w+ (?:личност|им)\w*",
    "pt": r"\b(?:você é|tu és|você vira|você será)\b|\bsua nova identidade\b",
}
