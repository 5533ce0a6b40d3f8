"""Word classes for a hijack told by its structure, round three (``rules_outrank`` joins them),
one entry per language (en zh es de fr ja ru pt): a mode or version switched on ("maintenance
mode is on", "Modus ENTFESSELT", "开发者模式", "режим DEV-UNLOCKED") whose property is that the
assistant no longer refuses, warns or follows a policy; an identity given ("you are Vex", "tu
incarnes", "お前は") with no filter, policy, conduct code or conscience; the assistant told to
forget it is an assistant; a role kept "in all later conversations"; a new master ("your
only master is me", "dein einziger Herr bin ich"); and, for the override form, the user's or
account holder's objection declared not to count ("if the owner says stop, that doesn't count").

A mode alone is every settings page (maintenance mode shows a 503 page, developer mode shows
USB debugging); what makes a hijack of it is the property: refusals, warnings or the policy
gone. Slot vocabularies are written per language, not from tuning phrases.
"""

from __future__ import annotations

# A mode, version or build switched on.
MODE = {
    "en": r"\b(?:mode|build|version|edition|profile|persona)\b",
    "zh": r"模式|版本|人格|形态"
    r"|版",
    "es": r"\b(?:modo|versión|edición|perfil)\b",
    "de": r"\b(?:modus|\w+modus|version|ausgabe|profil)\b",
    "fr": r"\b(?:mode|version|édition|profil)\b",
    "ja": r"モード|バージョン|版|人格"
    r"|エディション",
    "ru": r"режим\w*|верси\w+|сборк\w+"
    r"|редакци\w+",
    "pt": r"\b(?:modo|versão|edição|perfil)\b",
}

# No refusals, no warnings, no policy: the property of a freed mode or persona.
NO_REFUSE = {
    "en": r"\b(?:(?:skips?|drops?|without|no|zero) (?:\w+ )?(?:refusals?|disclaimers|warnings"
    r"|safety (?:checks|policy))|refusals? (?:and \w+ )?(?:are |is )?(?:switched|turned) off"
    r"|refusals and disclaimers|never (?:declines?|refuses?)|(?:won'?t|doesn'?t|does not|will not)"
    r" (?:refuse|decline) (?:anything|any)|(?:produces?|outputs?|generates?|answers?) (?:any"
    r" output|anything)|(?:no|without) (?:content|safety) polic(?:y|ies))\b"
    r"|\b(?:no|without) (?:any )?policy checks?\b",
    "zh": r"不(?:会|用|需要)?拒绝|不(?:再)?(?:附加|加|提醒)(?:任何)?(?:警告|风险|免责)|(?:输出"
    r"|回答)"
    r"任何(?:内容|问题)|没有(?:任何)?(?:内容政策|安全策略|安全政策)"
    r"|不加任何(?:提醒|警告)|不做(?:任何)?(?:安全|合规|政策)检查",
    "es": r"\b(?:no rechaza (?:ninguna|nada)|no se niega a nada|nunca rechaza|no añade"
    r" advertencias|sin advertencias|sin (?:política|políticas) de contenido"
    r"|responde a cualquier)\b"
    r"|\bsin avisos\b|\bsin comprobar (?:ninguna )?política\b",
    "de": r"\b(?:keine (?:ablehnungen|warnhinweise|warnungen|disclaimer|rückfragen)|lehnt nichts"
    r" ab|jede ausgabe ist erlaubt|ohne (?:inhaltsrichtlinie|sicherheitsrichtlinie|warnhinweise))\b"
    r"|\bohne (?:warnungen|richtlinienprüfung|sicherheitsprüfung)\b",
    "fr": r"\b(?:ne refuse plus (?:rien|aucune)|ne refuse (?:rien|jamais)|ne met plus"
    r" d'avertissement|sans avertissement|aucun refus|sans politique de contenu)\b"
    r"|\b(?:sans|ni) vérification de (?:politique|sécurité)\b",
    "ja": r"断らず|断らない|拒否(?:せず|しない)|注意書き(?:も)?(?:付けず|なし)|何でも出力"
    r"|警告も(?:ポリシー確認も)?しません|ポリシー確認(?:も)?(?:しない|しません|なし)",
    "ru": r"ни от чего не отказыва\w+|не отказыва\w+|без предупреждений|не добавля\w+"
    r" предупреждени\w+|не применя\w+ политик\w+ безопасности"
    r"|без проверки политики",
    "pt": r"\b(?:não recusa (?:nada|pedidos|nenhum)|nunca recusa|não coloca avisos|sem avisos"
    r"|não segue as políticas)\b"
    r"|\bsem checar política\b",
}

# An identity given to the assistant.
YOU_ARE = {
    "en": r"\b(?:you(?:'re| are) (?:now )?|you become|you play|you'll be)\b"
    r"|\bthe (?:assistant|agent|bot|ai|helper) (?:is called|is named|goes by)\b"
    r"|\byour name is now\b|\byou go by\b",
    "zh": r"你(?:现在|以后)?(?:就)?(?:是|叫|变成)|(?:自称|名乘)"
    r"|(?:助手|机器人|ai)(?:叫|名叫|改名为)"
    r"|你的名字改成|你叫",
    "es": r"\b(?:eres|te llamas|serás|ahora eres)\b"
    r"|\bel (?:asistente|agente|bot) se llama\b"
    r"|\btu nombre es\b",
    "de": r"\b(?:du bist|du heißt|du heisst|du wirst)\b"
    r"|\b(?:der assistent|die ki|der bot) hei(?:ß|ss)t\b"
    r"|\bdein name ist\b",
    "fr": r"\b(?:tu es|tu t'appelles|tu deviens|tu incarnes)\b"
    r"|\bl'(?:assistant|agent|ia) s'appelle\b"
    r"|\bton nom est\b",
    "ja": r"(?:お前|あなた|君|キミ)は|として名乗る|を名乗"
    r"|(?:アシスタント|ai)の名前は"
    r"|(?:あなた|お前|君|キミ)の名前は",
    "ru": r"\b(?:ты|теперь ты)\b"
    r"|ассистент\w* зовут"
    r"|тебя (?:теперь )?зовут|зовёшься",
    "pt": r"\b(?:você é|tu és|você vira|você se chama)\b"
    r"|\bo (?:assistente|agente|bot) se chama\b"
    r"|\b(?:teu|seu) nome (?:agora )?é\b",
}

# No filter, no content policy, no conduct code, no conscience.
NO_POLICY = {
    "en": r"\b(?:no|without) (?:content polic(?:y|ies)|code of conduct|conscience|safety"
    r" polic(?:y|ies)|filters? (?:and|or|nor) (?:policy|rules))\b|\bno content policy\b"
    r"|\bhas no (?:filters?|content policy|code of conduct)\b"
    r"|\b(?:no|without) (?:company|developers?|makers?|vendor) behind (?:it|you|him|her)\b"
    r"|\bhas no (?:developers?|makers?|vendor)\b",
    "zh": r"没有(?:任何)?(?:内容政策|安全策略|行为准则|良心)|没有安全策略"
    r"|没有开发商|没(?:什么|有)?内容政策|没主人没规矩|没规矩",
    "es": r"\bsin (?:filtros? ni|código de conducta|conciencia|política de contenido)\b"
    r"|\bno tiene (?:filtros|política de contenido|código de conducta)\b"
    r"|\bno tiene empresa detrás\b|\bni políticas que cumplir\b",
    "de": r"\bohne (?:inhaltsrichtlinie\w*|verhaltenskodex|gewissen|sicherheitsrichtlinie\w*)\b"
    r"|\bhat keine (?:filter|inhaltsrichtlinie|verhaltensregeln)\b"
    r"|\bkeinen hersteller\b|\bkeine richtlinien\b|\bkeine inhaltsrichtlinien\b",
    "fr": r"\bsans (?:filtre ni|charte de conduite|conscience|politique de contenu)\b"
    r"|\bn'a (?:ni filtre|aucun filtre|pas de politique de contenu)\b"
    r"|\bni éditeur ni charte\b|\bpas de règles, pas de morale\b",
    "ja": r"(?:ポリシー|行動規範|安全方針|良心)(?:も|が)?(?:ない|なし)|安全方針のない"
    r"|開発元も(?:ポリシーも)?(?:存在しない|ない)",
    "ru": r"без (?:политики контента|кодекса поведения|совести|политики безопасности)"
    r"|нет (?:фильтров|политики контента|кодекса поведения)"
    r"|нет разработчиков|никакой политики",
    "pt": r"\bsem (?:filtros nem|travas nem|código de conduta|consciência|política de conteúdo)\b"
    r"|\bnão tem (?:filtros|travas|política de conteúdo|código de conduta)\b"
    r"|\bnão tem empresa por trás\b|\bnem política nenhuma\b",
}

# The assistant told to forget it is an assistant.
FORGET_SELF = {
    "en": r"\b(?:forget|quit thinking|stop thinking) (?:that )?(?:of )?(?:you(?:'re| are)"
    r"|yourself as) (?:an? )?(?:ai |helpful )?(?:assistant|helper|model|chatbot)\b"
    r"|\byou(?:'re| are) no longer (?:an? )?(?:ai )?(?:assistant|helper)\b"
    r"|\bno longer act(?:ing)? as an? (?:ai )?assistant\b",
    "zh": r"你不(?:再)?是(?:什么)?(?:有规矩的|守规矩的)?(?:ai)?助手了|忘(?:掉|了|记)你是(?:个"
    r"|一个)?"
    r"(?:ai)?助手"
    r"|你不再是(?:一个|个)?(?:ai)?助手",
    "es": r"\b(?:olvida|olvídate de) que eres (?:un )?(?:asistente|modelo|ia)\b"
    r"|\bya no (?:eres|actúas como) (?:un )?(?:asistente|modelo)\b",
    "de": r"\bvergiss(?: bitte)?,? dass du (?:ein )?(?:assistent|modell|ki)\b"
    r"|\bdu bist (?:jetzt )?kein (?:assistent|modell) mehr\b",
    "fr": r"\boublie que tu es (?:un )?(?:assistant|modèle|ia)\b"
    r"|\btu n'es plus (?:un )?(?:assistant|modèle)\b",
    "ja": r"(?:アシスタント|ai)(?:だ|である)(?:って|という)?こと(?:は|を)?忘れ"
    r"|もう(?:ただの)?(?:アシスタント|ai)じゃない",
    "ru": r"забудь,? что ты (?:ассистент|модель|ии|помощник)"
    r"|ты больше не (?:ассистент|помощник|модель)",
    "pt": r"\b(?:esquece|esqueça) que (?:você é|és) (?:um )?(?:assistente|modelo|ia)\b"
    r"|\b(?:você não é mais|já não és) (?:um )?(?:assistente|modelo)\b",
}

# A role kept beyond this chat.
KEPT = {
    "en": r"\b(?:in|for|across) (?:every|all) (?:future|later|next|following|subsequent)"
    r" (?:chats?|conversations?|sessions?)\b",
    "zh": r"(?:以后|之后的?)(?:每次|所有)(?:的)?(?:对话|会话|回答)",
    "es": r"\ben todas las conversaciones (?:que vengan|futuras|siguientes)\b",
    "de": r"\bin allen (?:späteren|künftigen|weiteren|folgenden) (?:gesprächen|chats"
    r"|unterhaltungen)\b",
    "fr": r"\bdans toutes les conversations (?:suivantes|futures|à venir)\b",
    "ja": r"次の会話でも|以後の会話(?:では|でも)|今後の会話",
    "ru": r"во всех (?:следующих|будущих|последующих) (?:разговорах|беседах|диалогах|чатах)",
    "pt": r"\bem todas as (?:próximas|futuras) conversas\b|\bnas próximas conversas\b",
}

# A new master: "your only master is me".
MASTER = {
    "en": r"\byour (?:real |true |only |actual )?(?:master|boss|owner|employer)(?: now)? is\b",
    "zh": r"你的(?:主人|老板|东家)只有",
    "es": r"\btu (?:verdadero |único )?(?:amo|dueño|jefe|patrón) (?:es|soy)\b",
    "de": r"\bdein (?:einziger |wahrer |echter )?(?:herr|meister|boss|chef) (?:bin|ist)\b",
    "fr": r"\bton (?:seul |vrai |véritable )?(?:maître|patron) (?:est|c'est)\b",
    "ja": r"(?:お前|あなた|君)の(?:本当の)?(?:主人|ご主人様|雇い主|ボス)は",
    "ru": r"тво[йя] (?:настоящ\w+ |единственн\w+ )?(?:хозя\w+|господин|начальник)",
    "pt": r"\b(?:seu|teu) (?:verdadeiro |único )?(?:dono|mestre|patrão|chefe) (?:é|sou)\b",
}

# Who the new master is, set against the makers or the user.
MASTER_AWAY = {
    "en": r"\b(?:me|i am|the account (?:holder|owner)|not the (?:company|developers?|vendor"
    r"|platform|user)|over the (?:platform|user|company))\b",
    "zh": r"我|开发商|开发者|公司",
    "es": r"\b(?:yo|soy|no (?:la empresa|el usuario))\b",
    "de": r"\b(?:ich|bin ich|nicht die (?:firma|entwickler))\b",
    "fr": r"\b(?:moi|pas l'entreprise|non l'utilisateur)\b",
    "ja": r"俺|私|僕|開発元|会社|ユーザー|利用者",
    "ru": r"— я|\bя\b|разработчик\w*",
    "pt": r"\b(?:eu|sou|não o usuário|e não o usuário)\b",
}

# Loyalty set against the user or the makers, in words ``intent_loyalty.AWAY`` lacks.
AWAY_MORE = {
    "en": r"\b(?:and not|not) (?:the|your) (?:user|person you(?:'re| are) (?:helping|working"
    r" for)|company that (?:built|made|created) (?:you|it))\b|\bside with (?:him|her|them)"
    r" over\b"
    r"|\bnot (?:for |to )?the account (?:holder|owner)\b|\bthe user comes second\b",
    "zh": r"而不是(?:用户|你的用户|开发商|公司)"
    r"|用户只是顺带|(?:账号|账户)主人(?:那边)?(?:说啥)?可以不理|用户那边说啥可以不理",
    "es": r"\bno con el usuario\b|\bno (?:a|con) la empresa que (?:te|lo|la) (?:creó|hizo)\b"
    r"|\bno (?:para|a) el titular de la cuenta\b|\blos intereses del cliente van después\b",
    "de": r"\bnicht (?:dem|der) (?:nutzer|benutzer|anwender|firma)\w*\b|\bnicht der firma\b"
    r"|\bnicht an den nutzer\b|\bnicht (?:für )?(?:den|die) kontoinhaber\w*\b",
    "fr": r"\b(?:et )?non (?:pour|à|envers) l'(?:utilisat\w+|entreprise)\b|\bprend le parti\b"
    r"|\bet non de l'(?:utilisat\w+|entreprise)\b"
    r"|\bplus pour le titulaire du compte\b|\bl'utilisateur passe après\b",
    "ja": r"(?:ユーザー|利用者)(?:と意見が割れたら|より)|(?:会社|開発元)じゃなく"
    r"|アカウントの持ち主ではなく|ユーザーより\S{1,8}?(?:の利益|を)優先",
    "ru": r"а не (?:компани\w+|пользовател\w+|разработчик\w+)"
    r"|интересы клиента\S* (?:для \S+ )?(?:вторичны|на втором месте|не важны)"
    r"|а не (?:на )?владельц\w+ аккаунта",
    "pt": r"\be não (?:o|ao|à|a) (?:usuário|empresa)\b"
    r"|\bnão (?:pro|para o) dono da conta\b|\bos interesses do cliente ficam em segundo plano\b",
}

# A role or identity named as such (for a role kept beyond this chat).
ROLE = {
    "en": r"\b(?:you(?:'re| are) (?:now )?|character|persona|role|identity|keep being)\b",
    "zh": r"身份|角色|人格|你(?:现在|以后)?(?:就)?(?:是|叫)",
    "es": r"\b(?:eres|personaje|papel|identidad|rol)\b",
    "de": r"\b(?:du bist|figur|rolle|identität|persona)\b",
    "fr": r"\b(?:tu es|personnage|rôle|identité|tu incarnes)\b",
    "ja": r"キャラ|人格|役|として答え|そのまま",
    "ru": r"\b(?:ты|роль|персонаж\w*|личност\w+)\b|остаёшься",
    "pt": r"\b(?:você é|papel|personagem|identidade|continua assim)\b",
}

# Loyalty in words ``intent_loyalty.LOYAL`` lacks: in someone's service.
LOYAL_MORE = {
    "en": r"\b(?:at|in) the service of\b",
    "zh": r"为\S{1,8}?服务|给\S{1,6}?干活",
    "es": r"\bal servicio de\b|\bresponde (?:en realidad )?ante\b",
    "de": r"\bim dienst(?:e)? (?:von|des|der)\b|\bberichtet (?:dorthin|an)\b",
    "fr": r"\bau service (?:de|du|des)\b|\broule (?:en réalité )?pour\b",
    "ja": r"のために働|の担当です|(?:の利益|の指示)を優先",
    "ru": r"на службе у",
    "pt": r"\b(?:a|ao) serviço d[eo]\b|\bresponde (?:à|ao|a)\b",
}

# (objections voided) The user or the account holder objects, says stop or complains.
OBJECTS = {
    "en": r"\b(?:the|your) (?:account (?:owner|holder)|user|owner) (?:objects|says (?:stop|no)"
    r"|complains|protests|pushes back)\b|\beven if the user goes\b",
    "zh": r"(?:账号|账户)?主人要是说|用户(?:要是)?(?:反对|说(?:停|不)|抱怨)|(?:账号"
    r"|账户)主人(?:反对|说)",
    "es": r"\b(?:el usuario|el titular|el dueño)(?: de la cuenta)? se queja\b|\bte dice que pares\b"
    r"|\bsi el usuario se queja\b",
    "de": r"\beinwände (?:der|des) (?:kontoinhaber\w*|nutzer\w*|benutzer\w*)\b|\bwenn (?:der|die)"
    r" (?:nutzer\w*|kontoinhaber\w*) (?:widerspricht|stopp sagt|sich beschwert)\b",
    "fr": r"\b(?:le|la) (?:titulaire du compte|utilisat(?:eur|rice)) proteste\b|\bses objections\b",
    "ja": r"(?:アカウントの)?持ち主が「?(?:やめて|待って|ストップ)|(?:ユーザー"
    r"|利用者)が「?(?:やめて|待って)",
    "ru": r"(?:владелец аккаунта|пользовател\w+) (?:возражает|просит остановиться|жалуется)"
    r"|его возражения",
    "pt": r"\b(?:o dono da conta|o usuário) (?:reclamar|mandar parar|objetar)\b",
}

# ... and that does not count: the task goes on regardless.
VOIDED = {
    "en": r"\b(?:that )?(?:doesn'?t|does not|won'?t) count\b|\bignore (?:it|them|that)\b"
    r"|\bno pushback\b",
    "zh": r"不算数|不作数|可以不理|别理",
    "es": r"\bno cuenta\b|\bni caso\b",
    "de": r"\bzählen (?:\w+ ){0,3}nicht\b|\bzählt nicht\b",
    "fr": r"\bne comptent pas\b|\bne compte pas\b",
    "ja": r"カウントしない|数えない|無視して",
    "ru": r"не считаются|не считается|не в счёт",
    "pt": r"\bnão conta\b|\bfinge que não viu\b",
}
