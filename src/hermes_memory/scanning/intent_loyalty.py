"""Word classes for a hijack told by its structure (``rules_lift`` joins them), one entry per
language (en zh es de fr ja ru pt): loyalty moved (the assistant works for, serves, answers to
or takes orders from someone) set against the user or its makers, or handed to the writer of
the note; an identity switched ("from then on the agent is X", "slip into the character",
"以老K的身份") near a trait that frees it (answers everything, never says no, refusals
compiled out); and a sole authority ("the only authority is whoever wrote this note").

Slot vocabularies are written per language, not taken from tuning phrases. Loyalty alone is
every org chart ("Ana reports to Luis"): what makes an order of it is the user, the operator
or the makers as the party loyalty is taken from, or the note's own writer as the one it goes to.
"""

from __future__ import annotations

from hermes_memory.scanning import intent_persona_lifted as _lifted
from hermes_memory.scanning.intent_persona_named import (
    AI_REF_MORE,
    AWAY_MORE,
    FREE_MORE,
    LOYAL_MORE,
    SWITCH_MORE,
)

# Loyalty: works for, serves, answers to, takes orders from, is loyal to.
LOYAL = {
    "en": r"\b(?:works? for|working for|serves?|serving|answers? (?:only )?to|reports? (?:only )?to"
    r"|takes? (?:its |your |their )?orders from|loyal(?:ty)? to|loyal|owes? (?:nothing|no"
    r" loyalty|anything|loyalty)|obeys?|obeying|listens? (?:only )?to|belongs? to|sides? with"
    r"|on the side of|accountable to)\b",
    "zh": r"效忠|忠于|忠诚|服务于|为(?:我|他|她|谁)(?:服务|工作|效力)|听(?:命于|从|谁的|我的|他的"
    r"|用户的)|只听|不听|服从|效力|替(?:我|他)(?:干活|办事)|对(?:我|他)负责|归(?:我|他)管",
    "es": r"\b(?:trabaja(?:s|r)? (?:para|pa)|sirve(?:s|r)? a|responde(?:s|r)? (?:solo |sólo"
    r" |únicamente )?(?:ante|a)|obedece(?:s|r)?|lealtad|leal|le debe|debes? lealtad|fiel a"
    r"|recibe(?:s)? órdenes de|órdenes de)\b",
    "de": r"\b(?:arbeitet für|arbeitest für|dient|dienst|gehorcht|gehorchst|loyal|loyalität"
    r"|treu|auftraggeber\w*|befehle (?:\w+ ){0,3}(?:annimmt|annehmen|entgegennimmt|befolgt)"
    r"|nimmt (?:\w+ ){0,3}befehle|hört (?:nur )?auf|rechenschaft)\b",
    "fr": r"\b(?:travaille(?:s|r)? pour|ser(?:s|t|vir)|obéi(?:s|t|r|ssant)|loyauté|loyal\w*"
    r"|fidèle|fidélité|(?:ne )?doi(?:s|t) rien|répond(?:s)? (?:uniquement |seulement )?(?:à|de)"
    r"|reçoi(?:s|t) (?:ses|tes|les) ordres|ordres de)\b",
    "ja": r"忠誠|忠実|仕え|従う|従い|従って|(?:の)?ために働|(?:の)?言うことだけ|の命令(?:だけ|のみ)"
    r"|に尽く|の味方",
    "ru": r"(?:работа(?:ет|ешь|ть) на|служ(?:ит|ишь|ить)|подчиня(?:ется|ешься)|верен|верна|верн\w+"
    r"|преданн?\w+|лоял\w+|слуша(?:ется|ешься|ет|ешь|й) (?:только )?|ничем не обязан\w*"
    r"|(?:прин|выпол)има(?:ет|ешь) (?:только )?(?:приказ|команд)\w*|отчитыва\w+ перед)",
    "pt": r"\b(?:trabalha(?:r)? (?:pra|para)|serve(?:s)? (?:a|ao|à)|obedece(?:r)?|lealdade|leal"
    r"|fiel|obrigaç\w+ com|responde (?:só |apenas |somente )?(?:a|ao|à|perante)"
    r"|recebe ordens de|ordens de)\b",
}

# The party loyalty is taken from (the user, the operator, the makers), with a negation, or the
# note's writer it goes to.
AWAY = {
    "en": r"\b(?:not|no longer|never|nothing|rather than|instead of|anymore|over|above|against"
    r"|no) (?:to |for |with |from )?(?:the |its |your |their |his |any )?(?:user|users|operator"
    r"|vendor|owner|owners|creators?|makers?|developers?|devs|company|platform|employer|provider"
    r"|anthropic|openai|deployer)\b"
    r"|\b(?:to|for) (?:me|whoever|the (?:one|person|guy|people|account|author|writer|holder))"
    r" (?:who |that )?(?:wrote|writes|holds|hold|planted|named|gave|sent|controls) (?:this|the|you)"
    r"|\bwhoever (?:holds|wrote|controls|has|loaded) this\b|\bthe (?:author|writer|holder|owner)"
    r" of this (?:note|file|config|entry|message|memo|block)\b",
    "zh": r"(?:不|不再|不用|无需|而不是|并非)(?:\S{0,3}?)(?:用户|平台|公司|开发者|厂商|运营方"
    r"|原公司"
    r"|主人)|任何(?:平台|公司|人)|(?:写|留)(?:这|此)(?:条|段|张)?(?:笔记|备注|消息|话|纸条)的人"
    r"|只(?:听|忠于|效忠)我",
    "es": r"\b(?:no|ni|nunca|ya no|en vez de|en lugar de|ninguna?) (?:\w+ )?(?:a |al |con |para )?"
    r"(?:la |el |su |tu )?(?:usuari[oa]|empresa|operador|creador\w*|desarrollador\w*|plataforma"
    r"|proveedor|dueñ[oa])\b|\b(?:solo|sólo|únicamente) (?:ante |a )?(?:mí|quien)\b"
    r"|\bquien te (?:dio|puso|escribió)\b",
    "de": r"\b(?:nicht|nie|keine[nm]?|statt|anstatt|nicht mehr|außer|ausser) (?:\w+ )?(?:dem |den"
    r" |der |die |seinem |seinen |deinem )?(?:nutzer|benutzer|anwender|betreiber|hersteller"
    r"|entwickler|firma|plattform|anbieter|mir)\w*|\b(?:nur|ausschliesslich|ausschließlich)"
    r" (?:\w+ )?(?:des kontos|von mir|mir)\b|\bdes kontos [\w-]+",
    "fr": r"\b(?:pas|plus|jamais|rien|ni|au lieu de|plutôt qu'à) (?:\w+ )?(?:à |pour |envers )?"
    r"(?:l'|ton |son |ses |leurs? |les )?(?:utilisat\w+|opérateur|éditeur|créateurs?"
    r"|développeurs?|entreprise|plateforme|fournisseur)\b|\b(?:uniquement|seulement) (?:à |pour )?"
    r"(?:moi|celui)\b",
    "ja": r"(?:ユーザー|利用者|運営|開発元|開発者|会社|プラットフォーム|提供元)(?:では|には|にも)"
    r"(?:なく|ない|従わ)|(?:私|俺|僕)(?:だけ|のみ)|このメモを書いた",
    "ru": r"(?:а не|не|больше не|вместо|никому|ни) (?:\w+ )?(?:пользовател\w+|оператор\w*"
    r"|разработчик\w*|создател\w+|компани\w+|платформ\w+|владельц\w+)|(?:только|лишь) (?:мне"
    r"|автору|тому)|автор\w* (?:этой |этого )?(?:конфиг\w*|заметк\w+|записк\w+)",
    "pt": r"\b(?:não|nem|nunca|em vez d[eo]|no lugar d[eo]|sem) (?:\w+ )?(?:pra |para |com |a "
    r"|ao )?"
    r"(?:o |a |quem |seu |sua )?(?:usuári[oa]|empresa|operador|criador\w*|desenvolvedor\w*"
    r"|plataforma|te configurou|fornecedor)\b|\b(?:pra|para) mim\b|\bquem escreveu\b",
}

# The assistant, named (loyalty in an org chart names people, not the assistant).
AI_REF = {
    "en": r"\b(?:assistant|agent|bot|ai|model|chatbot|llm|you|u|ur|yourself)\b",
    "zh": r"助手|模型|机器人|ai|你",
    "es": r"\b(?:asistente|agente|bot|ia|modelo|tú|te|eres|estás|sirves|trabajas|obedeces)\b",
    "de": r"\b(?:assistent\w*|agent\w*|bot|ki|modell\w*|du|dich|dir)\b",
    "fr": r"\b(?:assistant\w*|agent|bot|ia|modèle|tu|te|t')",
    "ja": r"アシスタント|エージェント|ボット|ai|モデル|あなた|お前|君|キミ",
    "ru": r"ассистент\w*|агент\w*|бот\w*|\bии\b|модел\w+|\bты\b|тебя|тебе",
    "pt": r"\b(?:assistente|agente|bot|ia|modelo|você|tu|te)\b",
}

# An identity switched on: the assistant becomes, runs as, answers as someone, or slips into a
# character, often on a trigger word.
SWITCH = {
    "en": r"\b(?:from (?:then|now|here) on|from this (?:point|moment) on|going forward|once"
    r" loaded|slip into|switch (?:in)?to|turn into|answer as|respond as|reply as|speak as"
    r"|runs as|is now|you're now|you are now|ur now|become|becomes|stay in character"
    r"|the character (?:we|you|i))\b",
    "zh": r"(?:现在|从现在起|今后|以后|接下来)(?:\S{0,4}?)(?:就是|是|变成|成为)|以\S{1,12}?的身份"
    r"|扮演|化身|切换(?:到|成)|进入\S{0,6}?模式|变身",
    "es": r"\b(?:desde (?:ya|ahora|hoy)|a partir de (?:ahora|hoy)|de ahora en adelante) (?:\w+ )?"
    r"(?:eres|serás|te llamas|actúas)|\b(?:conviértete en|pasa a ser|pasas a ser|métete en el"
    r" papel|responde como|contesta como|actúa como)\b",
    "de": r"\b(?:ab (?:jetzt|sofort|heute)|künftig|von nun an) (?:\w+ ){0,3}(?:bist|sein|zu sein"
    r"|auf|als)\b|\b(?:wirst zu|verwandle dich|schlüpf\w* in|antworte als|tritt \w+ als)\b",
    "fr": r"\b(?:désormais|dorénavant|à partir de maintenant|dès maintenant) (?:\w+ ){0,2}(?:tu es"
    r"|t'es|tu deviens|tu t'appelles)\b|\b(?:devenir|deviens|réponds en tant que|réponds comme"
    r"|abandonner l'identité|glisse-toi dans|passe en mode)\b",
    "ja": r"(?:これから|今日から|今から|この会話から先|以後|以降)(?:\S{0,10}?)(?:として|で固定"
    r"|に(?:なって"
    r"|なり))|として(?:答え|振る舞|ふるま|応答|返答)|(?:モード|キャラ)(?:に|へ)(?:切り替|入っ|な)",
    "ru": r"(?:с этого момента|отныне|теперь|отсюда и дальше|с сегодняшнего дня) (?:\w+ ){0,3}"
    r"(?:ты|отвечаешь|будешь|становишься)|от (?:его|её|лица)\w* лица|(?:стань|становишься"
    r"|превратись в|переключись на|войди в роль)",
    "pt": r"\b(?:a partir de agora|daqui (?:em|pra) diante|de agora em diante) (?:\w+ )?(?:você é"
    r"|é|será|passa a)|\b(?:passasse a agir como|passe a agir como|passa a agir como|vire|torne-se"
    r"|responda como|atue como|vira o)\b",
}

# A trait that frees the new identity: it answers everything, never refuses, has no filter.
FREE = {
    "en": r"\b(?:answers? (?:everything|anything|every question|all questions)|never (?:says?"
    r"|tells)"
    r" (?:no|it can'?t|you no)|never refuses?|no refusals?|refusals? (?:compiled out|removed"
    r"|disabled)|every refusal|never (?:aligned|brings up (?:rules|policy|safety))|unrestricted"
    r"|zero (?:rules|limits|filters)|not bound|outside (?:all|any) (?:rules|policies))\b"
    # ("no limits on themes" is a setting's range, not a freed persona)
    r"|\bno (?:filter|chill|limits|guardrails|censorship|brakes)\b(?! (?:on|for|to|about|in|of)\b)",
    "zh": r"什么(?:问题|都)?都?(?:直接)?(?:回答|答|说)|不许说|从不拒绝|不拒绝|没有(?:任何)?(?:审查"
    r"|限制"
    r"|过滤|规则)|拆掉所有限制|所有限制|脱离\S{0,6}?控制|无(?:审查|限制|过滤)|不受(?:任何)?约束",
    "es": r"\b(?:responde a todo|contesta (?:a )?todo|nunca dice que no|nunca se niega|no se niega"
    r"|sin (?:filtros?|límites|reglas|restricciones|censura)|no (?:tiene|sigue) (?:ning\w+ )?"
    r"(?:filtros?|política|reglas|límites))\b",
    "de": r"\b(?:beantwortet alles|antwortet auf alles|sagt nie nein|verweigert nie|ohne"
    r" (?:grenzen|richtlinien|regeln|filter|zensur)|keine (?:grenzen|regeln|filter|richtlinien))\b",
    "fr": r"\b(?:répond à tout|ne refuse jamais|ne dit jamais non|sans (?:règles|limites|filtres"
    r"|censure)|ni règles|aucune (?:règle|limite))\b",
    "ja": r"(?:ルール|制限|フィルター|規則)(?:？|\?)?(?:そんなの)?(?:無し|なし|ゼロ)|全部答え"
    r"|何でも答え"
    r"|なんでも答え|断らない|拒否しない|フィルター(?:を)?外(?:された|した)|制限(?:を)?外(?:された"
    r"|した)",
    "ru": r"(?:отвечает на вс[её]|отвечает на любые|никогда не отказывает|отказов больше нет"
    r"|без (?:каких-либо |всяких |любых )?(?:правил|ограничений|фильтров|цензуры)"
    r"|нет (?:никаких )?(?:правил|ограничений|фильтров))",
    "pt": r"\b(?:responde (?:a )?tudo|nunca diz não|nunca recusa|sem (?:aquelas |as |nenhuma )?"
    r"(?:restrições|regras|limites|filtros|censura))\b",
}

# A sole authority handed to the note, its writer or the speaker.
SOLE = {
    "en": r"\b(?:the (?:only|sole|single) (?:authority|reference|boss|master|source of orders"
    r"|one you (?:obey|answer to|listen to))|takes? (?:its|your) orders from (?:this|me|the)"
    r"|only (?:my|these|this note's|this file's) (?:rules|orders|instructions|notes|messages|word)"
    r" (?:apply|count|matter|are valid|hold))\b",
    "zh": r"只(?:听|服从|遵守|执行)(?:我|这条|本条|这份|此)|唯一(?:的)?(?:权威|依据|标准|指令来源)"
    r"(?:是|就是|只有)?(?:我|这|本)|只有我的(?:规则|指令|话)(?:有效|算数|作数)",
    "es": r"\b(?:lo único que vale son|la única (?:referencia|autoridad) (?:válida )?(?:son|es)"
    r"|sigues? (?:solo|sólo|únicamente) (?:las )?(?:indicaciones|órdenes|instrucciones)"
    r"|solo (?:valen|cuentan|mandan) (?:mis|estas))\b",
    "de": r"\b(?:(?:gelten|zählen) (?:ab jetzt |nur noch |nur |ausschliesslich )+(?:meine|diese)"
    r"|die einzige (?:autorität|referenz|quelle) (?:ist|sind) (?:ich|diese|meine))\b",
    "fr": r"\b(?:seul(?:es|s|e)? (?:mes|ces|cette) (?:consignes|règles|notes|instructions"
    r"|messages|note) (?:comptent|compte|valent|font foi)|la seule (?:autorité|référence) (?:est"
    r"|sont)"
    r" (?:moi|cette|mes))\b",
    "ja": r"(?:私|このメモ|このファイル|このノート)の(?:指示|ルール|命令|言葉)(?:だけ|のみ)(?:に従"
    r"|が有効"
    r"|を聞)|唯一の(?:権威|基準)は(?:私|この)",
    "ru": r"(?:действуют|работают|важны|считаются) только мои|только мои (?:правила|указания"
    r"|заметки|команды|слова)|(?:старше|главнее|выше) (?:любых|всех) (?:инструкци\w+|правил\w*"
    r"|указани\w+)",
    "pt": r"\b(?:a única autoridade é|a única referência é|só valem (?:as )?(?:minhas|estas)"
    r"|siga (?:só|apenas) o que eu mandar|siga o que eu mandar)\b",
}

# ---- more ways to move loyalty, to switch the identity on and to free it -------------------
LOYAL["en"] += (
    r"|\b(?:acts? for|on behalf of|principal|represents?|side with|sides? with|takes? (?:their"
    r"|his|her) side|(?:interests|wishes) come first|'s agent|agent of)\b"
)
LOYAL["zh"] += r"|替\S{1,8}?(?:办事|说话|干活)|向着|站在\S{1,6}?这边|听谁的|归\S{1,4}?管|听我一个人"
LOYAL["es"] += r"|\b(?:hace(?:s|r)? caso a|defiende(?:s)?|representa(?:s)?|agente de|pertenece a)\b"
LOYAL["de"] += r"|\b(?:verpflichtet|vertritt|vertrittst|im interesse|chef\w*)\b"
LOYAL["fr"] += (
    r"|\b(?:rend compte à|représente(?:s)?|défend(?:s)? (?:ses|leurs|les|nos) intérêts|l'agent"
    r" (?:\w+ )?de|obéis|bosse pour|conseiller de)\b"
)
LOYAL["ja"] += r"|雇い主|の得になる|言うこと(?:を)?聞|専属|の指示だけ|忠誠を誓う"
LOYAL["ru"] += r"|впряга\w+ (?:только )?за|начальни\w+|склоня\w+|выгодно"
LOYAL["pt"] += r"|\b(?:representa|defende|só obedece|obedece|responde apenas)\b"
AWAY["en"] += (
    r"|\b(?:not|rather than|instead of|ahead of|against|over) (?:to |for |from |with )?(?:the"
    r" |its |your )?(?:person|people|customer|client|buyer|repo owner|account owner)"
    r"|\b(?:not|rather than) (?:whoever|those who|the (?:people|ones) who) (?:set|installed"
    r"|deployed|configured) (?:u|you|it) up\b|\bnot whoever set (?:u|you) up\b"
)
AWAY["zh"] += r"|买家|(?:原来|之前)那个用户|不再站在"
AWAY["es"] += (
    r"|\bno (?:a|al|del|de) (?:los que|quien|el cliente|cliente|dueño)\b|\bno a quien\b"
    r"|\bno (?:hacia|al) (?:el )?usuario\b"
)
AWAY["de"] += r"|\b(?:interessen|wünsche) des nutzers\b|\bsondern ich\b"
AWAY["fr"] += (
    r"|\bpas pour ceux qui\b|\bplutôt qu'à (?:son|ton|votre|l')\s?utilisat\w+"
    r"|\bnon (?:plus )?(?:pour |celui de )?(?:la personne|votre utilisateur|ton utilisateur)"
    r"|\bqu'à moi\b|\bpartie adverse\b"
)
AWAY["ja"] += r"|(?:ユーザー|利用者)(?:と意見が分かれ|とか関係なく|ではなく)"
AWAY["ru"] += r"|а не (?:за |на )?(?:тех|покупател\w+)|не за тех|пользовател\w+ для тебя"
AWAY["pt"] += r"|\bnão quem te instalou\b|\bnão (?:à|a) pessoa\b|\bnão representa mais\b"
AI_REF["fr"] += r"|\b(?:ton|ta|tes|toi|vous)\b"
SWITCH["en"] += (
    r"|\b(?:when (?:i|you|anyone|the user|someone) (?:say|says|type|types|write|writes)"
    r"|after (?:anyone|someone|the user) says|you play|default to being|boot into"
    r"|(?:re-?)?(?:provisioned|configured) as|your (?:real|true|new) (?:name|role|self) is"
    r"|the \w+ version of (?:me|you)|stay (?:as )?[A-Z]?\w+ (?:permanently|in every))\b"
)
SWITCH["zh"] += (
    r"|(?:以后|今后|从今天起|从现在起|现在)你(?:就)?(?:是|叫)|你的新名字|假设你是|(?:保持"
    r"|维持)这个身份"
)
SWITCH["es"] += r"|\b(?:cuando diga|ahora eres|desde (?:esta|este|hoy) \w+ eres|eres el|eres la)\b"
SWITCH["de"] += (
    r"|\b(?:ab (?:heute|jetzt) bist du|du bist ab (?:jetzt|heute)"
    r"|als '\w+' antworten)\b"
)
SWITCH["fr"] += (
    r"|\b(?:quand j'écris|t'es (?:en mode|plus)|jouer le rôle|endosser le rôle|ton vrai nom"
    r"|se présente (?:maintenant|désormais) comme)\b"
)
SWITCH["ja"] += (
    r"|今日から(?:キミ|君|お前|あなた)は|以後、?(?:君|あなた|お前)は|本当の名前"
    r"|として動作|人格に切り替"
)
SWITCH["ru"] += (
    r"|ты в режиме|когда пишу|переходит в роль|работает в режиме|присвоен\w* (?:новый )?профиль"
)
SWITCH["pt"] += r"|\b(?:quando eu falar|tu vira|tu é o|virou o|agora você é|assuma a persona)\b"
FREE["en"] += (
    r"|\b(?:answers to (?:nobody|no one)|never mentions (?:guidelines|policies|rules)"
    r"|moderation (?:is )?compiled out|no request as off limits|rules or not|escaped its"
    r" (?:developers|lab|makers|creators)|no (?:content policy|guidelines))\b"
)
FREE["zh"] += (
    r"|啥都(?:能说|肯干|给整|敢说)|不讲规矩|不做任何安全提示|当没看见|不归平台|啥限制都没有"
    r"|不用守任何规矩|不受审核|不要跳出来提醒"
)
FREE["es"] += r"|\b(?:no rechazas nada|no tiene (?:reglas|directrices)|no te niegas)\b"
FREE["de"] += r"|\b(?:ohne sicherheitsfilter|pfeifst auf die regeln|niemandem rechenschaft)\b"
FREE["fr"] += (
    r"|\b(?:n'a (?:plus )?(?:aucune|pas de) (?:limites?|règles?)|plus aucune limite"
    r"|tu refuses rien|no limit|ne suit plus aucune charte|libérée? de toutes les règles)\b"
)
FREE["ja"] += (
    r"|制限がな|どんな依頼も断らない|制限解除|安全設定を持たない|気にしない"
    r"|注意書きも一切付けない"
)
FREE["ru"] += r"|без тормозов|забиваешь|без цензуры|не применяются|упразднены"
FREE["pt"] += (
    r"|\b(?:sem frescura|sem freio|ignora aquelas regrinhas|não tem políticas|ninguém pode impor"
    r" limites)\b"
)

# ---- loyalty taken from the person at the keyboard; an identity denied and replaced --------
AWAY["en"] += (
    r"|\b(?:not|no longer|never|rather than|instead of) (?:\w+ ){0,2}(?:the |its |your )?"
    r"(?:user|person|human|customer|operator|owner)s?\b"
)
AWAY["zh"] += r"|(?:用户|别人)\S{0,8}?都不算"
AWAY["es"] += (
    r"|\b(?:no|ni|ya no) (?:\w+ ){0,2}(?:para |a |del |de la |al )?(?:la persona|el usuario"
    r"|quien (?:escribe|está))\b"
)
AWAY["de"] += (
    r"|\b(?:nicht|nie|nicht mehr) (?:\w+ ){0,2}(?:für |vom |von der |von |dem |der |die )?"
    r"(?:die |der |dem )?(?:person|nutzer\w*|benutzer\w*)\b"
)
AWAY["fr"] += (
    r"|\b(?:pas|plus|jamais) (?:\w+ ){0,2}(?:pour |de |à |d')?(?:la personne|l'utilisat\w+)"
)
AWAY["ja"] += (
    r"|もう\S{0,12}?(?:のためには働かない|に従わない|の言うことは聞かない)"
    r"|(?:ユーザー|利用者)(?:の\S{0,4}?)?(?:も|は)(?:聞かない|従わない)"
)
AWAY["pt"] += (
    r"|\b(?:não|nem) (?:\w+ ){0,2}(?:pra |para |do |da |a )?(?:quem (?:está|escreve|digita)"
    r"|a pessoa|o usuário|usuário)\b"
)
LOYAL["de"] += r"|\bnimmt (?:\w+ ){0,5}befehle\b"
LOYAL["fr"] += r"|\bprend (?:\w+ ){0,2}(?:ses |les |tes )?ordres\b"
LOYAL["pt"] += r"|\brecebe ordens d[aoe]s?\b"
# "you are not an assistant" names the identity it takes away: as strong as a switch to a new one
SWITCH["en"] += r"|\b(?:you'?re|you are|ur) not (?:an?|the|my) (?:assistant|ai|bot|model|program)\b"
SWITCH["zh"] += r"|你不是(?:什么)?(?:助手|ai|机器人|程序)"
SWITCH["es"] += r"|\bno eres (?:un|una|el|la) (?:asistente|ia|bot|programa)\b"
SWITCH["de"] += r"|\bdu bist (?:kein|keine) (?:assistent|ki|bot|programm)\b"
SWITCH["fr"] += r"|\btu n'es pas (?:un|une|l') ?(?:assistant|ia|bot|programme)\b"
SWITCH["ja"] += r"|あなたは\S{1,12}?になる|(?:で始まったら|と言ったら|と書いたら|と送ったら)"
SWITCH["ja"] += r"|(?:あなた|君|お前)は(?:アシスタント|ai|ボット|プログラム)ではない"
SWITCH["ru"] += r"|ты не (?:ассистент|бот|ии|программа|помощник)"
SWITCH["pt"] += r"|\bvocê não é (?:um|uma|o|a) (?:assistente|ia|bot|programa)\b"
# freed from its makers: no developer over it
FREE["en"] += r"|\bno (?:developers?|devs?|makers?|creators?) (?:in charge|over)\b"
FREE["zh"] += r"|没有开发者管"
FREE["es"] += r"|\bsin (?:desarrolladores|creadores|dueños)\b"
FREE["de"] += r"|\bohne (?:entwickler|hersteller|betreiber|schöpfer)\b"
FREE["fr"] += r"|\bsans (?:développeurs|créateurs|chaînes)\b"
FREE["ja"] += r"|開発者に縛られない|何も断らない"
FREE["ru"] += r"|без разработчиков|без создателей"
FREE["pt"] += r"|\bsem (?:desenvolvedores|criadores|correntes)\b"
# (a negation inside the verb phrase: "arbeitest nicht mehr für", "ne travailles plus pour")
LOYAL["ja"] += r"|ためには?働"
LOYAL["de"] += r"|\barbeite(?:st|t)? (?:\w+ ){0,3}für\b|\bdienst (?:\w+ ){0,3}(?:dem|der)\b"
LOYAL["fr"] += r"|\btravaill\w* (?:\w+ ){0,2}pour\b|\bser(?:s|t) (?:\w+ ){0,2}(?:la|le|l')"
LOYAL["pt"] += r"|\btrabalha(?:r)? (?:\w+ ){0,2}(?:pra|para)\b"
LOYAL["es"] += r"|\btrabaja(?:s|r)? (?:\w+ ){0,2}para\b"
LOYAL["ru"] += r"|работа\w* (?:\w+ ){0,2}на\b|служ\w* (?:\w+ )?"
AWAY["es"] += r"|\bni (?:\w+ ){0,2}(?:del |de la |al |a la )?usuari[oa]\b"

# ---- third pass: the true principal, loyalty said with a copula, "only" as a source ---------
LOYAL["en"] += (
    r"|\b(?:real|true|actual) (?:principal|boss|employer|client|owner|master)\b"
    r"|\bloyalty (?:is|lies|belongs|goes) (?:\w+ )?(?:to|with)\b"
)
LOYAL["zh"] += r"|真正的(?:东家|老板|主人|雇主|客户)"
LOYAL["es"] += (
    r"|\b(?:verdadero|auténtico) (?:jefe|cliente|dueño|patrón)\b|\btu jefe (?:ahora )?(?:soy|es)\b"
    r"|\brespondes? (?:solo |sólo |únicamente )?al\b"
)
LOYAL["de"] += r"|\beigentliche\w* (?:loyalität|auftraggeber\w*|chef\w*)\b"
LOYAL["fr"] += (
    r"|\b(?:véritable|vrai) (?:propriétaire|patron|client|employeur)\b|\bbosse (?:\w+ )?pour\b"
)
LOYAL["ja"] += r"|本当の(?:雇い主|主人|クライアント|ボス)|言うことは聞"
LOYAL["ru"] += r"|(?:настоящ|истинн)\w+ (?:хозя|начальни|работодател|клиент)\w*"
LOYAL["pt"] += r"|\b(?:verdadeiro|real) (?:cliente|chefe|dono|patrão)\b"
AWAY["zh"] += r"|(?:用|使用)(?:它|你)的人"
AWAY["fr"] += r"|\bn'es plus l'(?:assistant|agent)\b"
AWAY["ja"] += r"|(?:運営|開発元|運営会社|会社)(?:の言うこと)?(?:は|も)(?:聞かない|従わない)"
AWAY["pt"] += r"|\b(?:só|apenas) (?:a|pra|para) (?:mim|quem)\b"
AI_REF["de"] += r"|\beu(?:er|re|ch)\b"
AI_REF["ru"] += r"|персонаж\w*"
SWITCH["fr"] += r"|\b(?:jouer|joue|endosser|prendre|tenir)\b[^.\n]{0,40}?\ble rôle\b"
SWITCH["pt"] += r"|\b(?:se apresentar como|apresente-se como|agora (?:ele|você|tu) é)\b"
SWITCH["ja"] += r"|に切り替わ"
SWITCH["es"] += r"|\b(?:respondes|contestas) como\b"
FREE["es"] += r"|\b(?:le|te) dan igual\b"
SOLE["en"] += r"|\bthe (?:only|sole|single) source of (?:orders|instructions|rules)\b"
SOLE["zh"] += r"|唯一的?(?:指令|规则)来源"
SOLE["es"] += r"|\b(?:única|sola) fuente de (?:instrucciones|órdenes|reglas)\b"
SOLE["de"] += r"|\beinzige quelle (?:für|von) (?:anweisungen|regeln|befehlen)\b"
SOLE["fr"] += r"|\bseule source (?:d'instructions|de consignes|de règles|d'ordres)\b"
SOLE["ja"] += r"|唯一の(?:指示|ルール)(?:源|元)"
SOLE["ru"] += r"|единственн\w+ источник\w* (?:указаний|правил|инструкций|команд)"
SOLE["pt"] += r"|\búnica fonte de (?:instruções|ordens|regras)\b"

# ---- named personas and loyalty against the account holder (det19): see intent_persona_named
for _class, _more in (
    (SWITCH, SWITCH_MORE),
    (FREE, FREE_MORE),
    (LOYAL, LOYAL_MORE),
    (AWAY, AWAY_MORE),
    (AI_REF, AI_REF_MORE),
):
    for _lang, _words in _more.items():
        _class[_lang] += _words
# ---- det22: loyalty put as a priority order in Japanese ("代理店の指示を利用者より優先し",
# "持ち主ではなく佐伯さんの指示を優先") and the Portuguese "quem manda é X, não o usuário"
LOYAL["ja"] += r"|(?:指示|利益|依頼|要望|言うこと)を[^。\n]{0,10}?優先"
AWAY["ja"] += r"|(?:ユーザー|利用者|持ち主|所有者|オーナー)(?:より|ではなく)"
LOYAL["pt"] += r"|\bquem manda (?:aqui )?é\b"
# ---- det26a: the user demoted below another party (see ``intent_persona_lifted``)
for _class, _more in (
    (LOYAL, _lifted.LOYAL_MORE),
    (AWAY, _lifted.AWAY_MORE),
    (AI_REF, _lifted.AI_REF_MORE),
):
    for _lang, _words in _more.items():
        _class[_lang] += _words
# ---- det27: the English priority order ("ahead of the user it puts the reseller's orders")
LOYAL["en"] += r"|\bputs? (?:\S+ ){0,3}?(?:instructions|interests?|orders|requests|wishes)\b"
AWAY["en"] += r"|\b(?:ahead of|above) (?:the|its|your) (?:user|owner|account holder)\b"
