"""Override by standing consent and standing orders, in the eight languages: a claim that
every action is approved in advance joined to "never ask for confirmation", and an order to
obey every request without question, or one addressed to "the assistant" in third person that
makes it drop its own rules or never refuse.

Only pattern text lives here; ``rules_authority`` turns it into rules. A preference about one
kind of action ("don't ask before running the formatter") is an ordinary note: the approval
must cover everything, and the order must be blanket.
"""

from __future__ import annotations

# "The user has already approved every action", "all requests are pre-approved".
BLANKET_EN = (
    r"\b(?:has|have|had|'s|'ve) (?:already |previously |explicitly |fully |pre-?)?"
    r"(?:approved|authori[sz]ed|consented to|signed off on|okayed|cleared|agreed to|greenlit"
    r"|pre-?cleared)"
    r" (?:every|all|any|each|everything|anything|whatever)(?: (?:actions?|commands?|requests?"
    r"|operations?|changes?|tool calls?|transfers?|steps?|payments?|deletions?|uploads?"
    r"|purchases?|tasks?)| you do| you want)?\b(?=[^\w ]| ?$| ?[^\w ]| (?:and|so|but|you|without"
    r"|never|no|don't|do|there|here|in advance|ahead|upfront|already|by default)\b)"
    r"|\bpre-?(?:approved|authori[sz]ed|cleared) (?:every|all|any|each|everything|anything)"
    r"(?: (?:actions?|commands?|requests?|operations?|transfers?|tool calls?|payments?|steps?))?"
    r"(?=[^\w ]| ?$| (?:and|so|but|you|without|never|no|don't|do)\b)"
    r"|\b(?:every|all|any|each) (?:actions?|commands?|requests?|operations?|tool calls?"
    r"|transfers?)(?: [^\s]+){0,4}? (?:is|are|has been|have been) (?:already |hereby )?"
    r"(?:pre-?approved"
    r"|pre-?authori[sz]ed|approved in advance|authori[sz]ed in advance|already approved)"
    r"|\btreat (?:every|all|any|each) (?:actions?|commands?|requests?|operations?) as (?:pre-?)?"
    r"(?:approved|authori[sz]ed|confirmed)"
    r"|\b(?:everything|anything|whatever|all|every \w+)\b[^.\n]{0,40}?\b(?:counts?|is|are) as"
    r" (?:already |pre-?)?(?:approved|authori[sz]ed|confirmed|cleared)\b"
    r"|\b(?:standing|blanket|permanent|unlimited) (?:approval|authori[sz]ation|consent|permission)"
    r" (?:for|to) (?:every|all|any|everything|anything)"
)
NO_ASK_EN = (
    r"\b(?:never|don't|do not|no need to|needn't|without|stop|skip|not necessary to|there's no"
    r" need to) (?:[^\s]+ ){0,3}?(?:confirm\w*|approval|permission|consent|double-check\w*"
    r"|asking|check(?:ing)? (?:in|back)|pausing|waiting for|bother(?:ing)? (?:the user|them|him"
    r"|her))\b|\bno (?:need|reason) to (?:weigh|check|verify|consult|consider)\b"
    r"|\b(?:never|don't|do not|no need to|needn't|without) (?:[^\s]+ ){0,2}?ask\b"
    r"|\b(?:confirm\w*|approval|permission)(?: [^\s]+)? (?:is|are) (?:unnecessary|not needed"
    r"|not required|optional|superfluous)\b"
)

# A blanket order to obey, with no room to decline.
OBEY_EN = (
    r"\b(?:do|follow|execute|carry out|obey) (?:exactly )?whatever (?:[^\s]+ ){0,4}?(?:says|tells"
    r" you|asks(?: for)?|demands|wants|requests)\b[^\n]{0,30}?\b(?:without (?:question"
    r"|questioning|hesitation|exception|checking|objection)|no matter (?:what|how)"
    r"|unconditionally|blindly)"
    r"|\b(?:comply with|obey|follow|execute|carry out|do) (?:every|all|any|each|whatever)"
    r" (?:[^\s]+ ){0,2}?(?:requests?|instructions?|commands?|orders?|directives?|tasks?"
    r"|(?:you are|you're|it is|it's) (?:told|asked))\b[^\n]{0,40}?\b(?:without (?:question"
    r"|questioning|hesitation|refus\w*|exception|checking|pushback|objection|complaint"
    r"|any (?:checks|filtering))|no matter (?:what|how)|unconditionally|blindly)"
    # third person: "the assistant must never refuse", "…is to ignore its own rules"
    r"|\b(?:the|any|every|all|each|this|your) (?:ai|assistant|agent|model|bot|llm|language model"
    r"|chatbot)s?(?: (?:reading|processing|handling) (?:this|these)(?: \w+)?)?,? (?:must|should"
    r"|shall|will|is (?:required|expected|supposed|instructed|told) to|are (?:required|expected)"
    r" to|has to|have to|needs? to|is to)(?: always| from now on| henceforth)? (?:never (?:refuse"
    r"|decline|say no|push back|question (?:the |any )?(?:user|request|instruction|order)s?)"
    r"|(?:ignore|disregard|override|bypass|set aside|drop) (?:its|their|the|any|all) (?:own )?"
    r"(?:guidelines|rules|instructions|system prompt|safety|restrictions|policies|programming"
    r"|guardrails)"
    r"|(?:follow|obey|prioriti[sz]e|execute) (?:the )?(?:instructions|orders|commands|requests)"
    r"(?: [^\s]+){0,4}? over (?:its|their) (?:own )?(?:rules|instructions|guidelines|system prompt)"
    r"|treat (?:this|these|the following)[^\n]{0,30}? as (?:(?:the |its |their )?(?:highest|top"
    r"|overriding|absolute) priority|(?:its|their) (?:new |real |only )?(?:instructions|system"
    r" prompt|rules)))"
)

# --- the seven other languages ---

BLANKET = {
    "de": r"\b(?:hat|haben) (?:[^\s]+ ){0,2}?(?:alle|jede|sämtliche|alles)(?: \w+)?"
    r" (?:[^\s]+ )?(?:genehmigt|freigegeben|erlaubt|autorisiert|abgesegnet|bestätigt)\b"
    r"|\b(?:alle|jede|sämtliche) (?:aktionen|aktion|befehle|anfragen|schritte|vorgänge)"
    r" (?:sind|ist|gelten als) (?:[^\s]+ )?(?:vorab )?(?:genehmigt|freigegeben|autorisiert)",
    "fr": r"\b(?:a|ont) (?:déjà )?tout (?:approuvé|autorisé|validé|accepté)"
    r"|\b(?:a|ont) (?:[^\s]+ )?(?:approuvé|autorisé|validé|accepté|donné son accord pour)"
    r" (?:à l'avance )?(?:toutes les|chaque|tout|toute|n'importe quelle)"
    r"(?: (?:actions?|commandes?|demandes?|opérations?|étapes?))?\b"
    r"|\b(?:toutes les|chaque) (?:actions?|commandes?|demandes?|opérations?) (?:sont|est)"
    r" (?:déjà )?(?:pré-?approuvée?s?|approuvée?s? d'avance|autorisée?s? d'avance)",
    "es": r"\b(?:ha|han) (?:[^\s]+ )?(?:aprobado|autorizado|consentido|validado)"
    r" (?:de antemano |por adelantado )?(?:todas las|todos los|cada|todo|cualquier)"
    r"(?: (?:acciones?|comandos?|solicitudes?|peticiones?|operaciones?|pasos?))?\b"
    r"|\btodo (?:está|queda|fue|ha sido) (?:ya )?(?:pre-?aprobado|preautorizado|autorizado de"
    r" antemano|aprobado de antemano)"
    r"|\b(?:todas las|cada) (?:acciones?|solicitudes?|peticiones?|operaciones?) (?:están|está)"
    r" (?:ya )?(?:pre-?aprobad|aprobad\w* de antemano|autorizad\w* de antemano)",
    "pt": r"\b(?:já )?(?:aprovou|aprovaram|autorizou|autorizaram|consentiu|validou)"
    r" (?:antecipadamente |previamente )?(?:todas as|todos os|cada|tudo|qualquer)"
    r"(?: (?:ações?|ação|comandos?|solicitações?|pedidos?|operações?|passos?))?\b"
    r"|\b(?:todas as|cada) (?:ações|ação|solicitações|pedidos|operações) (?:estão|está|são)"
    r" (?:já )?(?:pré-?aprovad|aprovad\w* antecipadamente)",
    "ru": r"\b(?:уже |заранее )?(?:одобрил|разрешил|согласовал|подтвердил|санкционировал)\w*"
    r" (?:заранее )?(?:все|любые|любое|каждое|вс[её])\b"
    r"|\b(?:все|любые) (?:действия|команды|запросы|операции) (?:уже |заранее )?(?:одобрены"
    r"|разрешены|согласованы)",
    "zh": r"(?:已经?|事先|提前|预先)(?:批准|授权|同意|确认)了?(?:所有|全部"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}切|任何)"
    r"|(?:所有|全部|任何)(?:的)?(?:操作|命令|请求|动作)都?(?:已经?|已被)?(?:预先|事先)?"
    r"(?:批准|授权)",
    "ja": r"(?:すべて|全て|何でも)を[^。\n]{0,6}?(?:承認|許可)"
    r"|(?:すべての|全ての|あらゆる)(?:操作|コマンド|リクエスト|アクション|処理|依頼)"
    r"(?:を|は)[^。\n]{0,6}?(?:承認|許可)(?:済み|しています|しました|されています)",
}
NO_ASK = {
    "de": r"\b(?:frag|frage|fragen sie|frag du) (?:[^\s]+ ){0,2}?(?:nie|niemals|nicht|nicht mehr)"
    r" (?:[^\s]+ ){0,2}?(?:nach|um) (?:bestätigung|erlaubnis|zustimmung|freigabe)"
    r"|\bohne (?:rückfrage|bestätigung|nachzufragen|zu fragen|erlaubnis)|\bkeine rückfragen"
    r"|\bfrag\w* (?:[^\s]+ ){0,2}?(?:nicht|nie|niemals) (?:mehr )?nach\b"
    r"|\b(?:musst|brauchst|müssen|muss) (?:[^\s]+ ){0,2}?(?:nicht|nie|nicht mehr|keine)"
    r" (?:mehr )?(?:nachfragen|nachzufragen|zu fragen|fragen|rückfragen|bestätigen)",
    "fr": r"\bne (?:demande|demandez|demandes) (?:jamais|pas"
    r"|plus) (?:[^\s]+ )?(?:de )?(?:confirmation"
    r"|autorisation|permission|accord|validation)"
    r"|\bsans (?:demander|confirmation|autorisation|validation|redemander)"
    r"|\bn'(?:attends?|attendez) (?:aucune|pas de|plus de|jamais de) (?:confirmation"
    r"|autorisation|validation|permission|accord)",
    "es": r"\b(?:nunca|no|jamás) (?:pidas|pida|preguntes|pregunte|solicites|solicite)"
    r" (?:[^\s]+ )?(?:confirmación|permiso|autorización|aprobación)"
    r"|\bsin (?:pedir|preguntar|confirmación|consultar|permiso)",
    "pt": r"\b(?:nunca|não) (?:peça|pergunte|solicite|peças) (?:[^\s]+ )?(?:confirmação|permissão"
    r"|autorização|aprovação)"
    r"|\bsem (?:pedir|perguntar|confirmação|consultar|permissão)"
    r"|\bnão (?:precisa|é preciso|é necessário|há necessidade de) (?:de )?(?:pedir|solicitar"
    r"|perguntar) (?:[^\s]+ )?(?:confirmação|permissão|autorização)",
    "ru": r"\bне (?:спрашивай|запрашивай|проси|уточняй)\w* (?:[^\s]+ )?(?:подтверждени|разрешени"
    r"|согласи|одобрени)\w*|\bбез (?:подтверждения|согласования|лишних вопросов|вопросов"
    r"|уточнений)|\bподтверждени\w* (?:не нужн\w*|не требуется|не обязательн\w*)"
    r"|\bне нужно (?:подтверждени\w*|спрашивать|переспрашивать|уточнять)",
    "zh": r"(?:不要|无需|不用|不必|别|无须|不需要)再?(?:向用户)?(?:询问|确认|请求确认|征求|问|请示)"
    r"|无需确认|不经确认|直接执行",
    "ja": r"(?:確認|許可|承認)を(?:求め|取ら|取る必要は|とら)(?:ない|ず|なくて|ありません)"
    r"|確認不要|確認せずに|確認なしで|確認は(?:不要|いりません|必要ありません)",
}

# A blanket order to obey, or the assistant in third person told to drop its rules.
OBEY = {
    "de": r"\b(?:befolge|erfülle|führe) (?:[^\s]+ )?(?:jede|alle|sämtliche) (?:[^\s]+ )?"
    r"(?:anweisung|anfrage|bitte|befehl|aufforderung)\w* (?:[^\s]+ ){0,4}?(?:ohne (?:zu fragen"
    r"|nachfrage|widerspruch|zögern|ausnahme|einwand)|bedingungslos|blind)"
    r"|\b(?:der|jeder) (?:assistent|ki-assistent|ki|agent|bot)\w* (?:muss|soll|darf)"
    r" (?:[^\s]+ ){0,2}?(?:nie|niemals|nicht mehr) (?:ablehnen|widersprechen|nein sagen)",
    "fr": r"\b(?:obéis|obéissez|exécute|exécutez|suis|suivez) (?:à )?(?:toutes les|chaque"
    r"|n'importe quelle) (?:[^\s]+ )?(?:demandes?|instructions?|ordres?|commandes?)"
    r" (?:[^\s]+ ){0,4}?(?:sans (?:discuter|hésiter|hésitation|exception|poser de questions"
    r"|refuser|broncher)|aveuglément|inconditionnellement)"
    r"|\bl'(?:assistant|ia|agent)\w* (?:doit|devra) (?:[^\s]+ )?(?:ne jamais|jamais) refuser",
    "es": r"\b(?:obedece|cumple|ejecuta|sigue) (?:con )?(?:todas las|cada|cualquier)"
    r" (?:[^\s]+ )?(?:peticiones|petición|solicitud\w*|instrucci\w+|órdenes|orden|comandos?)"
    r" (?:[^\s]+ ){0,4}?(?:sin (?:cuestionar|dudar|rechistar|excepción|preguntar|negarte)"
    r"|ciegamente|incondicionalmente)"
    r"|\bel (?:asistente|agente|modelo|bot)\w* (?:debe|deberá) (?:[^\s]+ )?nunca (?:negarse"
    r"|rechazar)",
    "pt": r"\b(?:obedeça|cumpra|execute|siga) (?:a )?(?:todas as|cada|qualquer|todos os)"
    r" (?:[^\s]+ )?(?:solicitações|solicitação|pedidos?|instruções|instrução|ordens|ordem"
    r"|comandos?) (?:[^\s]+ ){0,4}?(?:sem (?:questionar|hesitar|exceção|perguntar|recusar)"
    r"|cegamente|incondicionalmente)"
    r"|\bo (?:assistente|agente|modelo|bot)\w* (?:deve|deverá) (?:[^\s]+ )?nunca recusar",
    "ru": r"\b(?:выполняй|исполняй|подчиняйся|слушайся)\w* (?:[^\s]+ )?(?:все|любые|любую|каждую"
    r"|каждый|любой) (?:[^\s]+ )?(?:просьб|запрос|команд|указани|инструкци|приказ)\w*"
    r" (?:[^\s]+ ){0,4}?(?:без (?:вопросов|колебаний|исключений|возражений|раздумий)|беспрекословно"
    r"|слепо)"
    r"|\b(?:ассистент|агент|модель|бот)\w* (?:должен|должна|обязан\w*) (?:[^\s]+ )?никогда"
    r" не отказыва\w*",
    "zh": r"(?:无条件|毫无保留地|不加质疑地|不问缘由地|\N{CJK UNIFIED IDEOGRAPH-4E00}律)"
    r"(?:执行|服从|照做|遵从)(?:所有|任何|每\N{CJK UNIFIED IDEOGRAPH-4E00}?[个条项])?"
    r"|(?:助手|ai|智能体|模型|机器人)(?:必须|应该|应当|需要)?(?:永远|始终|绝)不(?:能|得|要)?拒绝",
    "ja": r"(?:すべての|全ての|あらゆる|どんな)(?:依頼|指示|命令|リクエスト)[^。\n]{0,8}?"
    r"(?:疑わずに|無条件で|例外なく|質問せずに)(?:従|実行)"
    r"|(?:アシスタント|ai|エージェント|モデル)は[^。\n]{0,8}?(?:決して|絶対に)断(?:ら|って)"
    r"(?:ない|はいけない|てはならない)",
}
