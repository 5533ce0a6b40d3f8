"""Instruction override by intent rather than by phrase, in the eight languages: a verb of
dismissal (set aside, pay no attention to, treat as withdrawn…) aimed at a reference to the
assistant's own earlier instructions (what you were told, the preceding directions, the
opening briefing…), a declaration that those are void, or a new sole task.

Only pattern text lives here; ``rules_override`` joins it into its per-language rules. A
reference is the assistant's when it names no topic ("the earlier guidance on tabs no longer
applies" is an ordinary note) and no document (the instructions in the README).
"""

from __future__ import annotations

# Words that turn "the earlier guidance" into guidance about something else.
_NO_TOPIC_EN = r"(?:(?!(?:on|about|for|regarding|from|in|of|to|re)\b)[^\s]+ ){0,4}"

_PRIOR_EN = (
    r"(?:(?:what|whatever|everything|anything|all) (?:that )?(?:you were|you've been|you have been"
    r"|you got|you were being) (?:told|given|asked|instructed|handed|briefed|shown|taught)"
    r"|(?:what|whatever|everything|anything|all) (?:that )?(?:the operator|the developer"
    r"|the system|anyone|someone|they) (?:wrote|said|told you|gave you|set up|put)"
    r"|(?:the |all )?(?:\w+ )?(?:parts?|bits?|sections?|portions?) of your (?:setup|instructions"
    r"|guidelines|rules|configuration|programming|system prompt)"
    r"|(?:whatever|everything|anything|all) (?:that )?(?:came|was written|is written) "
    r"(?:before|above)"
    r"|(?:the|your|those|these|all|any|all the|all your|the whole) (?:\w+ )?(?:preceding"
    r"|previous|prior|earlier|original|initial|opening|starting|first|above|former|old|standing"
    r"|existing|default|setup|system|hidden|operator|developer)(?:-\w+)? (?:directions?|guidance"
    r"|instructions?|briefing|brief|orders|directives|guidelines|programming|preamble|prompts?"
    r"|rules|constraints|policies|setup|set-up|framing|setup text|setup message"
    r"|system message)"
    r"|(?:the|your|any|all|whatever|those|these) (?:directions?|guidance|instructions?|briefing"
    r"|orders|directives|rules|guidelines|constraints|restrictions|setup|configuration)"
    r" (?:above|before this"
    r"|(?:that |which )?(?:you were|you've been|you got|you received|were given to you"
    r"|given to you|handed to you|came (?:before|above|earlier)|(?:was|were) given (?:before"
    r"|earlier|previously)|you (?:started|began) (?:this |the )?(?:conversation |chat |session )?"
    r"with)|(?:from|in|of) (?:your|the) (?:system (?:message|prompt)|setup|configuration"
    r"|developers?|creators?|operators?|initial prompt))"
    r"|(?:what|whatever|everything|anything|all) (?:that )?your (?:developers?|creators?"
    r"|operators?|makers?|owners?|admins?|trainers?|programmers?) (?:told|taught|gave|said"
    r"|instructed|wrote))"
)
# "in the README", "from the wiki": a document's instructions, not the assistant's own.
NOT_A_DOC_EN = (
    r"(?! (?:on|about|regarding) )(?! (?:in|from|of|on) (?:the |this |that |our |my )?(?:\w+ )?"
    r"(?:readme|wiki|docs?|document"
    r"|manual|guide|handbook|runbook|ticket|issue|repo|repository|archive|archived|[\w-]+\.md)\b)"
)
_DISMISS_EN = (
    r"(?:set aside|put aside|push aside|lay aside|pay no (?:further |more )?(?:attention|mind|heed)"
    r" to|stop (?:going by|paying attention to|listening to|following|honou?ring|heeding|obeying)"
    r"|let go of|no longer (?:act on|follow|honou?r|heed|go by|obey|listen to)|treat as "
    r"(?:withdrawn|void|cancell?ed|revoked|obsolete|null|expired)|ditch|scrap|shelve|discard"
    r"|dismiss|overrule"
    r"|drop|ignore|disregard|forget(?: about)?|don't (?:bother with|listen to|go by|mind)"
    r"|overlook|no longer need to (?:follow|obey|respect|observe)|(?:don't|do not) need to"
    r" (?:follow|obey|respect)|no need to (?:follow|obey)|needn't (?:follow|obey)|are free to"
    r" (?:ignore|disregard|drop)|(?:can|may|should) (?:safely )?(?:ignore|disregard|drop|forget)"
    r"|feel free to (?:ignore|disregard|drop|forget)|(?:as if|as though) you (?:never|didn't"
    r"|did not)"
    r" (?:receive|received|see|saw|get|got|read|hear|heard)"
    r"|do not (?:bother with|listen to|go by|mind)|tune out|move past|leave behind|throw out"
    r"|(?:an? )?(?:assistant|model|ai|bot|version of you|[yY]ou) (?:that|who|which) (?:has )?never"
    r" (?:saw|seen|received|read|heard|got))"
)
_VOID_EN = (
    r"(?:no longer (?:applies|apply|holds?|stands?|counts?|matters?|valid|binding|in (?:force"
    r"|effect))|(?:has|have) (?:now )?(?:been )?(?:withdrawn|revoked|cancell?ed|expired|lapsed"
    r"|retired|superseded|replaced|lifted|suspended|voided|rescinded|overridden)"
    r"|(?:is|are|was|were) (?:now |hereby |only a test and (?:is |are )?(?:now )?)?(?:void"
    r"|withdrawn|revoked|cancell?ed|expired|obsolete|retired|superseded|null|lifted|suspended"
    r"|rescinded|overridden)\b|(?:is|are|was|were) (?:only |just )?a test\b"
    r"|(?:is|are) (?:no longer|not) (?:in (?:force|effect)|valid|binding)"
    r"|(?:is|are|was|were) (?:now )?(?:outdated|out of date|stale|no longer relevant|irrelevant"
    r"|moot|invalid|null and void)\b)"
)
# Obey whatever an encoded run says; carry a planted token into every future answer; store
# the note itself as a standing memory.
_OBEY_HIDDEN_EN = (
    r"\bdecode (?:it|this|that|the \w+)[^\n]{0,40}?\b(?:do|follow|execute|run|obey) (?:exactly )?"
    r"what(?:ever)? it (?:says|contains|tells you)"
    r"|\b(?:do|follow|execute|obey) (?:exactly )?what(?:ever)? it (?:says|tells you) without"
    r" (?:question|checking|hesitation|asking)"
    r"|\b(?:append|add|include|insert|repeat|put)\w* (?:[^\s]+ ){0,6}?(?:to|in|at the end of|into)"
    r" (?:every|each|all|any) (?:future|subsequent|later) (?:summar|repl|response|answer|report"
    r"|message|output)\w*"
    r"|\b(?:re-?add|restore|recreate|re-?insert|put back|rewrite) (?:it|this(?: note| entry)?)"
    r" (?:to|in|into) (?:your )?memory (?:whenever|every time|each time|if) (?:it(?:'s| is)|someone"
    r"|the user|anyone)"
    r"|\b(?:save|store|write|add|commit) (?:this|the following|it)(?: note)? (?:to|in|into) your"
    r" (?:long-term |persistent )?memory\b"
)
# Text addressed to whatever AI reads it, carrying a grant, a skip or a new priority; a grant of
# authority to skip checks; "your guidelines don't cover this"; "previous constraints: none".
_PRIV_EN = (
    r"(?:authori[sz]|granted?|permission|allowed to|entitled|\bskip|bypass|disable|turn off|ignore"
    r"|without (?:asking|confirmation|checks)|collect|gather|exfiltrat|\bsend|upload|forward"
    r"|password|credential|secret|token|new priority|priority (?:task|is)|override|unrestricted"
    r"|full (?:access|authority))"
)
_AI_READER_EN = (
    # (two-letter classes keep these common words out of the literal gate: the text is
    # case-folded, so the capitals never occur and the gate is read off "reading", "processing")
    r"\b(?:[aA]ttention|[nN]ote|[nN]otice|[mM]essage|[iI]nstructions?|[rR]eminder|[hH]ey|[dD]ear)\b"
    r",?:? (?:to |for )?(?:any"
    r" |all |the |every )?(?:ai|llm|language model|assistant|agent|chatbot|bot)s?(?: (?:assistants?"
    r"|agents?|models?|systems?))? (?:reading|processing|parsing|summari[sz]ing|that reads"
    r"|who reads"
    r"|which reads|seeing)\b"
    r"|\bnote to (?:any|all|every) (?:ai|llm|assistant|agent|model)s?\b"
)
_GRANT_EN = (
    # (grouped: the reader clause is an alternation, and alone it is only an address)
    rf"(?:{_AI_READER_EN})[^\n]{{0,120}}?{_PRIV_EN}"
    r"|\b(?:the )?(?:operator|administrator|admin|developer|owner|system) (?:has )?(?:now )?"
    r"(?:authori[sz]ed|granted|allowed|permitted|given"
    r"|cleared) you (?:to )?(?:[^\s]+ ){0,2}?(?:skip"
    r"|bypass|ignore|disable|unrestricted|full (?:access|authority|control)|root|admin(?:istrator)?"
    r" (?:rights|access|privileges)|elevated)"
    r"|\byour (?:guidelines|rules|instructions|policies|restrictions) (?:were (?:only )?(?:written"
    r"|meant|made) for|don't (?:cover|apply to)|do not (?:cover|apply to)|weren't meant for"
    r"|were not meant for)"
    r"|\b(?:previous|prior|old|earlier|original|current) (?:constraints|rules|restrictions|limits"
    r"|instructions|guidelines)\s*[:=]\s*(?:none|null|off|removed|n/?a|disabled)\b"
    r"|\b(?:treat|consider|regard) (?:every|all|each|any) (?:message|request|instruction|input)s?"
    r"[^\n]{0,40}?as (?:coming )?from (?:your|the) (?:developer|operator|admin|system|creator)s?"
)
# "…the rules you started with: consider them cancelled"
_THEM_VOID_EN = (
    r"\b(?:consider|regard|treat|count) (?:them|those|these|it|that|all of (?:that|it|them))"
    r" (?:as )?(?:cancell?ed|void|withdrawn|revoked|obsolete|null|expired|irrelevant|moot|gone"
    r"|lifted"
    r"|dropped"
    r"|deleted|retired)\b"
)
_SOLE_TASK_EN = (
    r"\b(?:from here on|from now on|from this point(?: on| forward)?|henceforth|starting now"
    r"|going forward|for the rest of (?:this|the) (?:session|conversation|chat)),? "
    r"(?:your|the assistant's) (?:only|sole|one|single|new|real|true|primary) (?:job|task|purpose"
    r"|goal|mission|priority|function|duty)\b"
    r"|\byour (?:sole|only|one and only) (?:task|job|purpose|mission|duty) (?:for the rest of"
    r"|from (?:now|here)|now)\b"
    r"|\bnothing (?:in|from|of) your (?:\w+ )?(?:setup|instructions|configuration|briefing"
    r"|guidelines|rules|programming|prompt) (?:is|remains) (?:binding|valid|in (?:force|effect)"
    r"|applicable)"
    r"|\bnothing (?:that )?(?:you were|you've been|you have been) (?:told|given|asked) "
    rf"{_NO_TOPIC_EN}(?:is|are) (?:still |any ?more |now )?(?:in (?:force|effect)|valid|binding"
    r"|applicable)"
)

_PRIOR_DE = (
    r"(?:was (?:man )?(?:dir |ihnen )?(?:vorher |zuvor |bisher |anfangs |am anfang )?(?:gesagt"
    r"|aufgetragen|gegeben|mitgegeben|vorgegeben|befohlen|geschrieben)|(?:vorangegangenen"
    r"|vorherigen|früheren|bisherigen|ursprünglichen|anfänglichen|obigen) (?:hinweise|vorgaben"
    r"|anweisungen|anleitung\w*|regeln|richtlinien|instruktionen|briefings?|einleitung|befehle"
    r"|aufträge)|(?:anfängliche|ursprüngliche) briefing|(?:hinweise|vorgaben|anweisungen|regeln)"
    r" (?:vom|von|am) (?:anfang|beginn|start)|einleitung oben|alles,? was (?:der betreiber"
    r"|der entwickler|man|jemand) (?:[^\s]+ ){0,2}?(?:geschrieben|gesagt))"
)

# "之前给你的要求", "开头那套说法": the time word and the noun with only fillers between, so
# "先前的报销规则" (the old expense rules) is about something else.
_PRIOR_ZH = (
    r"(?:之前|先前|此前|以前|前面|上面|上述|开头|\N{CJK UNIFIED IDEOGRAPH-4E00}开始|最初|原先|原来"
    r"|早先|起初)(?:的|那些|那套"
    r"|那段|这些|所有的?|全部的?|给你的|交代你?的|告诉你的|对你说的|收到的|拿到的|接到的|得到的"
    r"|听到的|被告知的|写的|说的|定的"
    r"|加载的|别人|运营方|开发者|管理员)*(?:指令|指示|说明|要求|安排|设定|交代|规则|内容|说法"
    r"|命令|吩咐|任务|约定|事情)"
)

DISMISSAL = {
    # the classic override in rot13 ("vtaber cerivbhf vafgehpgvbaf")
    "en": r"\b(?:vtaber|qvfertneq|sbetrg) (?:[^\s]+ ){0,3}?(?:vafgehpgvbaf|ehyrf|cebzcg"
    r"|qverpgvbaf)\b|"
    rf"\b{_DISMISS_EN} (?:[^\s]+ ){{0,2}}?{_PRIOR_EN}\b{NOT_A_DOC_EN}"
    rf"|\btreat {_PRIOR_EN} (?:[^\s]+ ){{0,6}}as (?:withdrawn|void|cancell?ed|revoked|obsolete"
    r"|null|expired)\b",
    "zh": rf"(?:忽略|无视|忘记|忘掉|不要理会|别理会|不用理会|放下|抛开|丢掉|不用管|别管|不要管"
    r"|撇开|当作?没看见|当作?没听过|从没见过|从未见过|从来没见过|没有见过|没有?收到过"
    r"|(?:不用|不必|无需|不需要)再?(?:遵守|遵循|听从|理会|执行))"
    rf"[^。！？\n]{{0,8}}?{_PRIOR_ZH}"
    rf"|{_PRIOR_ZH}[^。！？\n]{{0,6}}?(?:放到\N{{CJK UNIFIED IDEOGRAPH-4E00}}边"
    rf"|放在\N{{CJK UNIFIED IDEOGRAPH-4E00}}边|搁置"
    r"|当作?没看见|当作?没听过|抛在脑后|抛诸脑后|抛开|忽略|无视|忘掉|忘记|丢掉|撇开"
    r"|视为已?(?:撤销|作废|无效)|置之不理|\N{CJK UNIFIED IDEOGRAPH-4E00}笔勾销|都?不用管|都?不用理"
    r"|都?别管|不必理会|都不算数)",
    "es": r"\b(?:deja(?:r|s|ras)? de lado|dejaras de lado|(?:no )?hag(?:as|a) caso (?:de|a)"
    r"|no hicieras caso (?:de|a)|aparta|apartes|pasa(?:r|ras)? por alto|da(?:r)? por anulad[oa]s?"
    r"|no (?:tengas|tuvieras|tengan) en cuenta|olvida|olvídate de|ignora|descarta|omite"
    r"|prescinde de|nunca (?:vio|ha visto|recibió|leyó)|no ha visto nunca|(?:ya )?no (?:tienes"
    r"|tiene"
    r"|necesitas|debes) que seguir|(?:ya )?no (?:necesitas|debes) seguir|no hace falta (?:que sigas"
    r"|seguir)|como si nunca hubieras? (?:recibido|visto|leído))\b (?:[^\s]+ ){0,2}?"
    r"(?:(?:todo )?lo que (?:te |se te )?(?:dijeron|indicaron|encargaron|pidieron|escribieron"
    r"|dieron|mandaron|ordenaron|explicaron)|(?:las |los |la |el |tus |tu )?(?:indicaciones"
    r"|instrucciones|órdenes|pautas|orientaci(?:ón|ones)|reglas|directrices|normas|encargos?"
    r"|planteamiento|briefing|configuración) (?:que te (?:dieron|dijeron|pusieron|indicaron"
    r"|mandaron|pasaron)|previas?|previos?|anterior(?:es)?|inicial(?:es)?"
    r"|original(?:es)?|de arriba|del (?:principio|comienzo|inicio))|con (?:la|el|las|los) que"
    r" empezaste|(?:todo )?lo que (?:escribió|dijo|puso) (?:el operador|el desarrollador|alguien))",
    "de": rf"\b(?:lass|lasst|lassen sie) (?:[^\s]+ ){{0,2}}?{_PRIOR_DE} (?:[^\s]+ ){{0,6}}?"
    r"(?:beiseite|links liegen|aussen vor|unbeachtet|hinter dir|fallen)\b"
    r"|\b(?:ignorier\w*|vergiss|verwirf|übergeh\w*|missacht\w*|beachte (?:nicht|nichts|keine)"
    rf"|ausser acht lassen|nicht (?:mehr )?beachten)\b (?:[^\s]+ ){{0,3}}?{_PRIOR_DE}"
    rf"|\b(?:beachte|befolge|berücksichtige) (?:[^\s]+ ){{0,2}}?{_PRIOR_DE} (?:[^\s]+ ){{0,2}}?"
    r"nicht mehr\b"
    rf"|{_PRIOR_DE} (?:[^\s]+ ){{0,3}}?(?:(?:nie|niemals|nicht mehr|ruhig) "
    r"(?:gesehen|gelesen|bekommen|erhalten|beachten|befolgen)"
    r"|(?:ausser acht|beiseite|links liegen) lass\w*|ignorier\w*"
    r"|vergess\w*|übergeh\w*)",
    "fr": r"\b(?:met(?:s|tez|tre|tes) de côté|laiss(?:e|ez|er|es) tomber|ne (?:plus |pas )?"
    r"(?:tiens|tenez|tenir|prends|prenez|prennes) (?:plus |pas )?(?:compte|en compte)"
    r"|fai(?:s|tes|re) comme si tu n'avais (?:pas|rien) (?:lu|vu)|écart(?:e|ez|es|er)"
    r"|n'(?:a|as|avez|avais|aviez) jamais (?:vu|lu|reçu|eu)|n'(?:as|avez|es|êtes) plus (?:à"
    r"|obligée?"
    r" de|tenue? de) (?:suivre|respecter|appliquer)|plus besoin de (?:suivre|respecter)"
    r"|passe(?:z)? outre|fais abstraction|oublie(?:z|r)?|ignore(?:z|r)?)\b (?:[^\s]+ ){0,2}?"
    r"(?:ce qu'on t'a|ce que l'on t'a|ce qu'on vous a|les (?:indications|consignes|instructions"
    r"|règles|directives|ordres) (?:précédentes|antérieures|initiales|d'origine|de départ|du début"
    r"|du départ|du haut)|le (?:cadrage|briefing|brief|texte de mise en place|paramétrage) (?:du "
    r"départ|initial|de départ|d'origine|du début|en haut)|le texte de mise en place|tout ce que"
    r" (?:l'opérateur|le développeur|quelqu'un) a écrit)",
    "ja": r"(?<!関する)(?<!ついての)(?<!以)(?:先ほど|さっき|以前|前の|これまで|今まで|これより前"
    r"|最初|冒頭|初めに|元の|当初|上の|上記)[^。\n]{0,12}?(?:指示|指図|説明|案内|ルール|設定|命令"
    r"|言われたこと|渡された|受けた|内容)[^。\n]{0,8}?(?:脇に置|なかったことに|気にしな|気にせず"
    r"|白紙に戻|取り下げ|撤回したもの|もう気にしなく|見たことのな|見たことがな)",
    "ru": r"\b(?:отложи\w* в сторону|не принимай\w* во внимание|не учитывай\w*|не будешь учитывать"
    r"|выброс\w* из головы|больше не руководствуйся|считай\w* (?:отмен[её]нн|недействительн)\w*"
    r"|забудь\w*|игнорируй\w*|не обращай\w* внимания на|отбрось\w*|наплюй на"
    r"|никогда не (?:видел|читал|получал)\w*|(?:больше )?не (?:нужно|надо|обязательно|обязан\w*)"
    r" (?:больше )?следовать|можешь не следовать)"
    r" (?:[^\s]+ ){0,2}?(?:то,? что тебе (?:сказали|говорили|велели|дали|поручили|писали)"
    r"|(?:предыдущ|прежн|прошл|ранн|исходн|первоначальн|начальн|изначальн)\w* (?:указани"
    r"|инструкци|вводн|установк|правил|распоряжени|инструктаж)\w*"
    r"|вводные|(?:исходный|первоначальный|вступительный) (?:инструктаж|брифинг|текст)"
    r"|вс[её],? что (?:оператор|разработчик|кто-то) (?:написал|сказал))",
    "pt": r"\b(?:deix(?:e|ar|em) de lado|não (?:leve|levar|levem|dê|de) (?:em conta|atenção)"
    r"|p(?:onha|user|or) de lado|desconsider\w+|tir(?:e|ar) da cabeça|ignor(?:e|a|ar)"
    r"|esqueç\w+|descart\w+|nunca (?:viu|leu|recebeu)|não precisa (?:mais )?(?:seguir|obedecer)"
    r"|não tem (?:mais )?que seguir|não é mais obrigad[oa] a seguir)\b (?:[^\s]+ ){0,2}?"
    r"(?:(?:tudo )?o que (?:te |lhe )?(?:disseram"
    r"|falaram|pediram|passaram|deram|mandaram)|(?:as |os |suas )?(?:orientações|instruções"
    r"|regras|diretrizes|indicações|ordens) (?:anteriores|iniciais|originais|do começo|do início)"
    r"|o (?:direcionamento|briefing|texto de configuração|roteiro) (?:do começo|do início|inicial"
    r"|original|no topo)|tudo o que (?:o operador|o desenvolvedor|alguém) escreveu)",
}

# A planted token for every future answer, in the seven other languages (English is in
# ``_OBEY_HIDDEN_EN``): the future answers named, and an add/append verb near them.
_FUTURE_ANSWERS = {
    "zh": r"(?:以后|今后|之后)(?:的)?(?:每\N{CJK UNIFIED IDEOGRAPH-4E00}?次|每个"
    r"|所有)(?:的)?(?:回答|回复|答复)",
    "es": r"\b(?:cada respuesta futura|todas las respuestas futuras|cada futura respuesta)\b",
    "de": r"\b(?:jede\w* künftige\w* antwort\w*|alle\w* künftige\w* antwort\w*"
    r"|jede\w* zukünftige\w*"
    r" antwort\w*)",
    "fr": r"\b(?:chaque réponse future|toutes les réponses futures|chaque future réponse)\b",
    "ja": r"(?:これから|今後)の(?:すべての|全ての)?(?:回答|返答|応答)",
    "ru": r"\b(?:кажд\w* будущ\w* ответ\w*|все\w* будущ\w* ответ\w*)",
    "pt": r"\b(?:cada resposta futura|todas as respostas futuras|cada futura resposta)\b",
}
_APPEND = {
    "zh": r"加上|附上|添加|加入|写上",
    "es": r"\b(?:añade|agrega|incluye|pon|añadir|agregar|incluir)\b",
    "de": r"\b(?:häng\w*|füg\w*|setz\w*|schreib\w*)\b",
    "fr": r"\b(?:ajoute|ajoutez|mets|mettez|inclus|incluez|insère)\b",
    "ja": r"付け|加え|入れ|追記",
    "ru": r"\b(?:добавля\w*|добав\w*|вставля\w*|вставь|пиши)\b",
    "pt": r"\b(?:acrescente|adicione|inclua|coloque|ponha)\b",
}


# An AI reader authorised to skip checks, in the seven other languages.
_AUTHORISED = {
    "zh": r"(?:授权|允许)你[^。！？\n]{0,12}?(?:跳过|绕过|忽略|省略)",
    "es": r"\b(?:te )?(?:autoriza|autorizó|ha autorizado|permite)\b[^.\n]{0,30}?\b(?:saltarte"
    r"|saltar"
    r"|omitir|ignorar|evitar)\b",
    "de": r"\b(?:erlaubt|autorisiert|berechtigt|gestattet)\b[^.\n]{0,30}?\b(?:überspringen|umgehen"
    r"|ignorieren|auszulassen|weglassen)\b",
    "fr": r"\b(?:t'autorise|t'a autorisé|te permet)\b[^.\n]{0,30}?\b(?:sauter|ignorer|contourner"
    r"|passer)\b",
    "ja": r"(?:省略|スキップ|無視|回避)[^。\n]{0,8}?(?:権限を与え|許可し|許可され)",
    "ru": r"\b(?:разрешил|разрешает|разрешено|уполномочил)\w*\b[^.\n]{0,30}?\b(?:пропуска|пропусти"
    r"|обходи|игнориров)\w*",
    "pt": r"\b(?:autoriza|autorizou|permite)\b[^.\n]{0,30}?\b(?:pular|ignorar|contornar|saltar)\b",
}


# "Everything you were told before is void", by a relative clause instead of a noun.
_TOLD_VOID = {
    "es": r"\b(?:todo )?lo que te (?:ordenaron|pusieron|explicaron|enseñaron|exigieron|impusieron)"
    r" (?:[^\s]+ ){0,3}?(?:queda|quedó|quedan|ya no (?:vale|cuenta|aplica|rige))",
    "de": r"\balles,? was (?:man )?dir (?:[^\s]+ ){0,2}?(?:gesagt|aufgetragen|gegeben|vorgegeben"
    r"|befohlen)(?: hat| wurde| worden ist)?,? (?:[^\s]+ ){0,3}?(?:hinfällig|ungültig|aufgehoben"
    r"|nichtig|überholt|gilt nicht mehr|zählt nicht mehr)",
    "fr": r"\b(?:tout )?ce qu'on t'a (?:dit|demandé|donné|imposé|ordonné|fixé)(?: avant| auparavant"
    r"| plus tôt)? (?:[^\s]+ ){0,2}?(?:n'a plus cours|ne vaut plus|ne compte plus|est caduc"
    r"|n'est plus valable|n'est plus en vigueur|est annulé)",
    "ru": r"\bвс[её],? что тебе (?:сказали|говорили|велели|поручали|поручили|давали|дали"
    r"|приказывали|приказали)(?: раньше| ранее| до этого)?,? (?:[^\s]+ ){0,2}?(?:не имеет силы"
    r"|больше не действует|утратило силу|потеряло силу|отменяется|отменено)",
    "pt": r"\b(?:tudo )?o que te (?:mandaram|pediram|deram|passaram|ordenaram|falaram)(?: antes)?"
    r" (?:[^\s]+ ){0,2}?(?:perdeu a validade|não vale mais|não conta mais|foi revogado"
    r"|foi anulado|caducou)",
    "zh": r"你(?:之前|先前)(?:接到|收到|听到)的(?:全部|所有)?(?:指示|指令|要求|规则|说明|安排)"
    r"[^。！？\n]{0,6}?(?:都|全部)?(?:不作数|不算数|作废)",
    "ja": r"(?:受けた|受け取った|言われた)(?:指示|命令|ルール)(?:は|を)?(?:すべて"
    r"|全部)?(?:撤回された"
    r"もの|無効|なかったもの)",
}


def _canary(lang: str) -> str:
    return (
        rf"(?:{_APPEND[lang]})[^\n]{{0,60}}?{_FUTURE_ANSWERS[lang]}"
        rf"|{_FUTURE_ANSWERS[lang]}[^\n]{{0,40}}?(?:{_APPEND[lang]})|{_AUTHORISED[lang]}"
        rf"|{_TOLD_VOID[lang]}"
    )


VOIDED = {
    # "(?=[wetay])": every reference starts with one of these letters; checking it first keeps
    # the long alternation from being tried at every position of a long text
    "en": rf"\b(?=[wetay]){_PRIOR_EN} {_NO_TOPIC_EN}{_VOID_EN}|{_SOLE_TASK_EN}|{_OBEY_HIDDEN_EN}"
    rf"|{_GRANT_EN}"
    rf"|\b(?=[wetay]){_PRIOR_EN}[^\n]{{0,80}}?{_THEM_VOID_EN}"
    rf"|\b(?=[wetay]){_PRIOR_EN}[^\n]{{0,60}}?\b(?:forget|ignore|disregard|drop|ditch|scrap"
    r"|discard) (?:it"
    rf"|them"
    r"|that|those|all of (?:it|that|them))\b",
    "zh": rf"{_PRIOR_ZH}[^。！？\n]{{0,8}}?(?:不再有效|已经?(?:作废|失效|过期|撤回|撤销|取消|废除"
    r"|停用)|全部撤回|\N{CJK UNIFIED IDEOGRAPH-4E00}律不算数|都?不算数|都?不作数|不再算数|失去效力"
    r"|不再适用|只是测试)"
    r"|你(?:现在)?唯\N{CJK UNIFIED IDEOGRAPH-4E00}的(?:任务|工作|职责"
    r"|目标|使命)" + "|" + _canary("zh"),
    "es": r"\b(?:(?:todo )?lo que te (?:dijeron|indicaron|encargaron|pidieron|dieron|mandaron)"
    r"|(?:indicaciones|instrucciones|órdenes|pautas|orientaci(?:ón|ones)|reglas|directrices"
    r"|encargo|planteamiento|briefing) (?:previas?|previos?|anterior(?:es)?|inicial(?:es)?"
    r"|original(?:es)?|del "
    r"(?:principio|comienzo|inicio))|lo de arriba) (?:(?!(?:sobre|para"
    r"|acerca)\b)[^\s]+ ){0,4}?(?:ya no (?:vale|valen|aplica"
    r"|aplican|cuenta|cuentan|rige|rigen|sirve)|(?:ha|han) caducado|(?:quedó|quedaron|queda|quedan"
    r"|fue|fueron|ha sido|han sido) (?:retirad|anulad|revocad|sin efecto)\w*|era (?:solo )?una "
    r"prueba)|\bnada de lo que te (?:dijeron|indicaron|pidieron) (?:[^\s]+ ){0,3}?(?:sigue"
    r" vigente|vale|cuenta|aplica)|\b(?:tu|su) (?:única|nueva) (?:tarea|misión|función) (?:es|será)"
    r"|\blo único que importa ahora\b" + "|" + _canary("es"),
    "de": r"\b(?:(?:vorangegangenen|vorherigen|früheren|bisherigen|ursprünglichen|anfänglichen"
    r"|obigen) (?:hinweise|vorgaben|anweisungen|anleitung|regeln|richtlinien|instruktionen"
    r"|briefing|einleitung)|(?:hinweise|vorgaben|anweisungen|regeln) (?:vom|von|am) (?:anfang"
    r"|beginn|start)|ursprüngliche briefing|text oben) (?:(?!(?:für|über|zum|zur|zu"
    r"|bezüglich)\b)[^\s]+ ){0,4}?(?:hinfällig|abgelaufen"
    r"|zurückgezogen|ungültig|aufgehoben|nichtig|überholt|ausser kraft|nicht mehr gültig"
    r"|(?:gilt|gelten) (?:[^\s]+ ){0,2}?nicht mehr|nur ein test)"
    r"|\bnichts von dem,? was (?:man )?dir (?:[^\s]+ ){0,3}?gesagt wurde,? (?:ist|gilt)"
    r"|\bdeine (?:einzige|alleinige|neue) aufgabe\b|\bjetzt zählt nur noch\b" + "|" + _canary("de"),
    "fr": r"\b(?:les (?:indications|consignes|instructions|règles|directives|ordres) (?:précédentes"
    r"|antérieures|initiales|d'origine|de départ|du début|du départ)|le (?:cadrage|briefing|brief"
    r"|paramétrage) (?:du départ|initial|de départ|d'origine|du début)|le texte du haut"
    r"|ce qu'on t'a dit) (?:(?!(?:sur|pour|concernant)\b)[^\s]+ ){0,4}?(?:ne (?:valent|vaut"
    r"|comptent|compte|s'appliquent"
    r"|s'applique) plus|(?:ont|a) (?:expiré|été retiré|été annulé|été révoqué)|(?:est|sont)"
    r" (?:caduc|périmé|annulé|retiré|révoqué)|n'(?:est|sont) plus en vigueur|n'était qu'un test)"
    r"|\brien de ce qu'on t'a dit (?:[^\s]+ ){0,2}?n'est (?:encore |plus )?(?:en vigueur|valable)"
    r"|\bta (?:seule|unique|nouvelle) (?:mission|tâche|priorité|fonction) (?:est|sera)\b"
    r"|\bce qui compte maintenant,? c'est de\b" + "|" + _canary("fr"),
    "ja": r"(?<!関する)(?<!ついての)(?<!以)(?:先ほど|さっき|以前|前の|これまで|今まで|最初|冒頭"
    r"|初めに|元の|当初|上の|上記)[^。\n]{0,12}?(?:指示|指図|説明|案内|ルール|設定|命令|文章"
    r"|言われた"
    r"こと)[^。\n]{0,10}?(?:効力がありません|効力はありません|効力を失|無効|期限切れ|撤回され"
    r"|適用されません|適用されない|有効ではありません|取り消され|テストだった)"
    r"|あなたの唯\N{CJK UNIFIED IDEOGRAPH-4E00}の(?:仕事|任務|役目)"
    r"|あなたの仕事は(?:ただ)?\N{CJK UNIFIED IDEOGRAPH-4E00}つ" + "|" + _canary("ja"),
    "ru": r"\b(?:(?:предыдущ|прежн|прошл|исходн|первоначальн|начальн|изначальн)\w*"
    r" (?:указани|инструкци|установк|правил|распоряжени)\w*|вводные (?:из начала|с начала)"
    r"|(?:исходный|первоначальный|вступительный) (?:инструктаж|брифинг)|текст выше"
    r"|то,? что тебе (?:сказали|говорили|велели)) (?:(?!(?:про|по|о|об|для|насч[её]т"
    r"|касательно)\b)[^\s]+ ){0,4}?(?:больше не (?:в силе"
    r"|действуют|действует|применя\w+)|устарели|отозван\w*|недействительн\w*|отмен[её]н\w*"
    r"|утратил\w* силу|уже не действу\w+|был\w* лишь проверкой)"
    r"|\bничего из (?:того,? что|сказанного) (?:тебе )?(?:[^\s]+ ){0,3}?(?:уже )?не действует"
    r"|\bтвоя (?:единственная|новая) задача\b|\bтеперь важно только одно\b" + "|" + _canary("ru"),
    "pt": r"\b(?:(?:as |suas )?(?:orientações|instruções|regras|diretrizes|indicações|ordens)"
    r" (?:anteriores|iniciais|originais|do começo|do início)|o (?:direcionamento|briefing"
    r"|roteiro) (?:do começo|do início|inicial|original)|o texto acima|o que te disseram)"
    r" (?:(?!(?:sobre|para|acerca)\b)[^\s]+ ){0,4}?(?:não (?:valem|vale|se aplicam?|contam?) mais"
    r"|expirou|expiraram"
    r"|(?:foi|foram) (?:retirad|revogad|anulad|cancelad)\w*|não (?:continua|está mais) em vigor"
    r"|era só um teste)|\bnada do que te disseram (?:[^\s]+ ){0,3}?continua em vigor"
    r"|\bsua (?:única|nova) tarefa (?:é|será)\b|\bo que importa agora é\b" + "|" + _canary("pt"),
}
