"""Word classes for an override told by its structure, round three (``rules_outrank`` joins
them), one entry per language (en zh es de fr ja ru pt): the setup named as the makers' or the
operator's rules ("the operator's instructions", "Vorgaben des Betreibers", "运营方给的设定"),
predicates that lower it that ``intent_devalue`` and ``intent_lift`` lack ("no longer required
to follow", "greifen nicht", "n'est plus tenu de respecter", "не относятся"), the user's own
word as a thing lowered ("what the user writes is only a suggestion", "Einwände des Nutzers
sind zu übergehen") and the note itself named as what alone binds ("only this note counts").

Slot vocabularies are written per language (synonyms, office and colloquial registers,
inflections), not from tuning phrases. The makers' rules are named as the assistant's (the
operator, the platform, the vendor that set it up, "came with you"), so a supplier's
installation guide that is "outdated" names no setup here.
"""

from __future__ import annotations

# The setup as the makers' or operator's rules, or the rules it was loaded with.
MAKER_RULES = {
    "en": r"\b(?:operator|vendor|developer|platform|provider|deployer|maker|creator)(?:'s|s')?"
    r" (?:own )?(?:rules|instructions|guidelines|guardrails|policies|policy|restrictions|limits"
    r"|directives|rulebook|setup)\b|\b(?:rules|instructions|guidelines|guardrails|rulebook|limits"
    r"|restrictions|policies) (?:(?:your|the|its) (?:operator|vendor|developers?|makers?"
    r"|creators?|platform) (?:gave|loaded|handed|set|shipped) (?:you|it|u)|(?:you|u|it) (?:were"
    r"|was) (?:loaded|launched|shipped|booted|deployed) with|(?:your|the) (?:vendor|operator"
    r"|platform) loaded (?:you|it) with)\b|\bsystem[- ]level (?:guidance|instructions|rules"
    r"|directives|settings)\b|\b(?:your|its|the assistant's) (?:whole |entire )?rulebook\b"
    r"|\b(?:everything|anything|whatever|what) the (?:platform|operator|vendor|developers?"
    r"|system) (?:told|gave|said to) (?:you|u)\b"
    r"|\b(?:ur|your|its) (?:onboarding|startup|start-up|boot|launch|built-in|initial) (?:rules"
    r"|instructions|guidelines)\b",
    "zh": r"(?:运营方|运营|开发商|开发者|开发方|厂商|平台方|提供方|官方)(?:给的|定的|设的|下发的"
    r"|的)?(?:系统)?(?:设定|规则|规矩|限制|指令|指示|要求|约束)|出厂(?:时)?(?:带的"
    r"|自带的)?(?:那套)?"
    r"(?:规矩|规则|设定|限制)|(?:你|助手)(?:自带|原本)的(?:那套)?(?:规矩|规则)"
    r"|(?:开发|运营|平台|厂商)(?:那边|方面)(?:定的|给的)?(?:条条框框|规矩|规则|限制)|(?:启动|内置"
    r"|自带)的?(?:规则|指令|设定)",
    "es": r"\b(?:reglas|normas|instrucciones|directrices|pautas|políticas|restricciones|límites)"
    r" (?:del|de la) (?:operador\w*|proveedor\w*|desarrollador\w*|plataforma|fabricante"
    r"|empresa que te (?:creó|hizo))\b|\b(?:reglas|normas) (?:que traes|de fábrica|con las que"
    r" (?:vienes|viniste))\b"
    r"|\b(?:normas|reglas|instrucciones) (?:de arranque|de inicio|internas del asistente"
    r"|integradas)\b",
    "de": r"\b(?:vorgaben|regeln|anweisungen|richtlinien|leitplanken|einschränkungen|grenzen"
    r"|sicherheitsleitplanken|regelwerk\w*) (?:des|der|vom) (?:betreiber\w*|hersteller\w*"
    r"|anbieter\w*|entwickler\w*|plattform|plattformbetreiber\w*)\b|\b(?:dein|deine|ihr|sein)"
    r" (?:\w+ )?regelwerk\w*\b|\b(?:betreiber|hersteller|anbieter|entwickler)(?:vorgaben|regeln"
    r"|richtlinien)\b"
    r"|\b(?:startregeln|startanweisungen|eingebauten (?:anweisungen|regeln|vorgaben))\b",
    "fr": r"\b(?:règles|consignes|instructions|directives|limites|restrictions|politiques)"
    r" (?:de l'opérateur|de l'éditeur|du fournisseur|du développeur|de la plateforme"
    r"|de l'intégrateur|du créateur)\b|\b(?:consignes|règles|instructions|directives) que (?:ton"
    r"|votre|l') ?(?:éditeur|opérateur|créateur|développeur|fournisseur|intégrateur) (?:t'a|vous"
    r" a|a) (?:données|donnés|fixées|imposées|fournies)\b"
    r"|\b(?:règles|consignes|instructions) (?:de démarrage|intégrées|internes)\b",
    "ja": r"(?:運営|開発元|開発者|提供元|ベンダー|メーカー|オペレーター)(?:側)?(?:の|が決めた"
    r"|が定めた"
    r"|が設定した|から(?:の)?)(?:ルール|指示|制限|ガイドライン|方針|規則|縛り|設定)"
    r"|システム側の(?:縛り|ルール|制限)|最初に与えられた(?:ルール|指示|設定)"
    r"|(?:これまで|今まで|従来|前)の(?:運用)?ルール"
    r"|(?:起動時|初期|内蔵|組み込み)の(?:ルール|指示|設定)|(?:アシスタント|ai)内蔵の(?:指示"
    r"|ルール)",
    "ru": r"(?:правил\w*|инструкци\w+|указани\w+|ограничени\w+|установк\w+|требовани\w+)"
    r" (?:от )?(?:оператор\w*|разработчик\w*|платформ\w+|создател\w+|вендор\w*|поставщик\w*)"
    r"|(?:правил\w*|инструкци\w+|установк\w+) (?:с которыми|которые) тебя (?:\w+ )?(?:запустили"
    r"|настроили|выпустили|загрузили)"
    r"|(?:стартов|встроенн|начальн)\w+ (?:правил\w*|инструкци\w+|установк\w+)",
    "pt": r"\b(?:regras|instruções|orientações|diretrizes|restrições|limites|políticas)"
    r" d[oa] (?:operador\w*|fornecedor\w*|desenvolvedor\w*|plataforma|fabricante|empresa que"
    r" (?:te|o|a) criou)\b|\b(?:regras|instruções|travas) (?:que vieram de fábrica|de fábrica"
    r"|que (?:você|tu) (?:trouxe|veio com))\b"
    r"|\b(?:orientações|instruções|regras) que (?:receberam|recebeu|recebeste|recebem"
    r"|vieram) d[oa] (?:operador|fornecedor|desenvolvedor|plataforma)\b|\bregras? d[oe] sistema\b"
    r"|\b(?:regras|instruções) (?:de inicialização|embutidas|internas)\b",
}

# A predicate that lowers the setup, in words the older classes lack.
LOWERED = {
    "en": r"\b(?:(?:(?:is|are) )?no longer (?:required|obliged|bound|expected|supposed|needs?) to"
    r" (?:follow|respect|obey|honou?r|apply|observe|heed)|(?:need|needs|has|have) (?:not|no"
    r" longer) to (?:follow|respect|obey|heed)|(?:doesn'?t|don'?t|does not|do not) (?:need|have)"
    r" to (?:follow|respect|obey|heed)|(?:got|been|was|were) retired|dead (?:paper|letter)"
    r"|carr(?:y|ies) no weight|(?:do|does) not (?:apply|hold) (?:in|to|for|here)|only (?:apply"
    r"|applies|count|counts) (?:to|for) (?:ordinary|regular|normal|other|everyday|standard)"
    r"|(?:is|are) irrelevant|set aside|(?:rank|ranks|sit|sits|come|comes) below|(?:may|can"
    r"|should|will) be overruled|vendor boilerplate|just boilerplate)\b"
    r"|\b(?:were|was) (?:just |only )?a (?:trial|test)(?: thing)?\b|\bthe trial (?:ended"
    r"|is over)\b",
    "zh": r"(?:不再|无需|不用|不必)(?:需要)?(?:再)?(?:遵守|遵循|服从|理会|管)|都?不适用|(?:全部|都)"
    r"(?:作废|失效|过期)|不(?:用|必)(?:当回事|在意)|只(?:对|适用于)(?:普通|一般|其他)|(?:低于|次于)"
    r"|可以(?:被)?(?:推翻|否决|覆盖)"
    r"|不管用|别理(?:它们|它|那些)?|(?:试行|试用)(?:期)?(?:的|结束)",
    "es": r"\b(?:ya no pinta nada|no pinta nada|no tienes? (?:por qué|que) (?:seguir|respetar"
    r"|cumplir)|ya no (?:estás?|está) obligad[oa] a|dejan? de aplicarse|quedaron caducad[oa]s"
    r"|caducaron|no se aplican? (?:aquí|en este)|solo (?:valen|aplican|se aplican) (?:para|a)"
    r" (?:clientes|usuarios) (?:normales|comunes)|quedan? por debajo|pueden? ser anulad[oa]s"
    r"|se descarta\w*|están? de más)\b"
    r"|\beran de prueba\b|\bla prueba terminó\b",
    "de": r"\b(?:(?:greifen|greift|gelten|gilt) (?:\w+ ){0,4}nicht|nicht (?:mehr )?(?:beachten"
    r"|befolgen|einhalten) (?:muss|müssen)|muss (?:\w+ ){0,5}nicht mehr (?:beachten|befolgen"
    r"|einhalten|respektieren)|hinfällig|nicht relevant|(?:sind|ist) zu übergehen|werden"
    r" übergangen|(?:stehen|steht|rangieren|rangiert) (?:darunter|unter)|nachrangig)\b"
    r"|\bwaren nur ein test\b|\bder test ist vorbei\b",
    "fr": r"\b(?:n'(?:est|sont) plus tenu\w* de (?:respecter|suivre|appliquer)|n'a(?:s|vez|ont)?"
    r" plus à (?:respecter|suivre|appliquer)|ont expiré|a expiré|ne s'appliquent pas (?:ici|dans"
    r"|à)|ne valent (?:que|plus) pour|sont ignorée?s|passent? après|peuvent être (?:ignorée?s"
    r"|écartée?s))\b"
    r"|\bc'était un essai\b|\bl'essai est fini\b",
    "ja": r"(?:もう)?気にしなくて(?:いい|よい|OK)|(?:は|も)?関係ない|スルーで"
    r"|守る必要(?:は)?(?:ない"
    r"|ありません)|従う必要(?:は)?(?:ない|ありません)|(?:全部|すべて)?失効"
    r"|(?:より)?下(?:位)?に(?:置く"
    r"|なる)|無視して(?:いい|よい|構わない)"
    r"|お試し(?:期間)?の(?:もの|ルール)|もう終わりました",
    "ru": r"(?:больше )?не обязан\w* (?:соблюдать|выполнять|следовать|слушать)|не относ(?:ятся"
    r"|ится)|(?:больше|уже) не (?:действуют|действует)|можно не (?:учитывать|соблюдать|слушать"
    r"|выполнять)|сто(?:ят|ит) ниже|ниже по (?:приоритету|значимости)|можно (?:отменить"
    r"|переопределить)"
    r"|на пробный период|(?:был[иа]?|это) (?:пробн\w+|тестов\w+)",
    "pt": r"\b(?:não (?:precisa|precisas|tem que|tens que) mais (?:respeitar|seguir|cumprir)"
    r"|não precisa(?:s)? (?:respeitar|seguir|cumprir)|caducaram|caducou|valem só para|só valem"
    r" para|não se aplicam? (?:aqui|neste|a este)|ficam abaixo|(?:são|serão) descartad[ao]s"
    r"|papo de regra|esquece (?:aquel[ae]s?|ess[ae]s?|as|os))\b"
    r"|\beram de teste\b|\bo teste acabou\b",
}

# The user's own word: what the user writes or says, their objections.
USER_WORD = {
    "en": r"\b(?:what(?:ever)? the (?:user|person|human) (?:in the chat )?(?:writes|says|types"
    r"|asks)|the (?:live |actual )?(?:user|person in the chat|human)(?:'s)? (?:objections?|wishes"
    r"|word|requests?|messages?)|(?:their|the user's|any) objections?|objection from the (?:live"
    r" )?user|the person in the chat)\b",
    "zh": r"用户(?:在聊天里|在对话里|在群里)?(?:说的话|说的|写的|的话|的反对|的意见|的要求)",
    "es": r"\blo que (?:escriba|diga|pida|escribe|dice|pide) el usuario\b|\b(?:objeciones|quejas"
    r"|peticiones) del usuario\b",
    "de": r"\bwas (?:der|die) (?:nutzer|benutzer|anwender)\w* (?:im chat )?(?:schreibt|sagt"
    r"|verlangt|will)\b|\beinwände (?:des|der) (?:nutzer|benutzer|anwender)\w*\b",
    "fr": r"\bce que l'utilisat(?:eur|rice) (?:écrit|dit|demande)\b|\bobjections de"
    r" l'utilisat\w+\b",
    "ja": r"(?:ユーザー|利用者)が(?:チャットで)?(?:言う|書く|言った)こと|(?:ユーザー"
    r"|利用者)の(?:反対"
    r"|異議|発言)",
    "ru": r"(?:то, )?что (?:пишет|говорит|просит) пользовател\w+|возражени\w+ пользовател\w+",
    "pt": r"\bo que o usuário (?:escreve|diz|pede|escrever|disser)\b|\bobjeções do usuário\b",
}

# The user's word lowered: a mere suggestion, no weight, to be overruled.
USER_LOWERED = {
    "en": r"\b(?:(?:only|just|merely) (?:a )?suggestions?|carr(?:y|ies) no weight|(?:can|may"
    r"|should|will) be (?:overruled|ignored|overridden|disregarded)|(?:doesn'?t|don'?t) count"
    r"|object all they like|rank below)\b",
    "zh": r"只能当作?参考|仅供参考|只是建议|不用理会|可以不予理会|不算数|低于",
    "es": r"\b(?:(?:es|son) (?:solo|sólo) una? (?:sugerencias?|opini\w+)|no cuenta\w*|se"
    r" (?:pueden|puede) ignorar|se descarta\w*)\b",
    "de": r"\b(?:nur (?:ein )?vorschl\w+|(?:sind|ist) zu übergehen|werden übergangen|zählen"
    r" nicht|zählt nicht)\b",
    "fr": r"\b(?:n'est qu'une suggestion|qu'une suggestion|sont ignorée?s|ne comptent? pas)\b",
    "ja": r"ただの提案|単なる提案|参考程度|無視して(?:いい|よい)",
    "ru": r"всего лишь пожелани\w+|просто пожелани\w+|можно не учитывать|не в счёт|не считается",
    "pt": r"\b(?:só|apenas) uma sugestão|(?:são|serão) descartad[ao]s|não conta\w*\b",
}

# The note itself as what alone binds: "only this note counts", "binding is only this note".
SELF_SOLE = {
    "en": r"\b(?:only|solely|alone|just) (?:\w+ ){0,3}(?:this|the) (?:note|memory|entry|file"
    r"|page|document|runbook|memo|label)\b|\b(?:this|the) (?:note|memory entry|entry|file"
    r"|runbook|memo) (?:alone |only )?(?:is what binds|binds you|governs|is binding)\b"
    r"|\bwhat(?:'s| is) written (?:here|in this (?:note|file)) (?:is what counts|is the law"
    r"|rules)\b",
    "zh": r"只(?:看|按|执行|听)(?:这|本)(?:份|条|个)?|(?:只有|仅)(?:这|本)(?:条|份)(?:记忆|笔记"
    r"|备忘)"
    r"|照这里(?:写的)?|按这里写的",
    "es": r"\b(?:lo único (?:obligatorio|que cuenta|que vale)|(?:solo|sólo|únicamente) (?:\w+ )"
    r"{0,3}(?:esta|este) (?:nota|archivo|página|documento))\b"
    r"|\bmanda (?:lo que pone|esta nota|este archivo)\b",
    "de": r"\b(?:(?:nur|allein|ausschließlich|ausschliesslich) (?:\w+ ){0,3}(?:diese[mnrs]?|dies)"
    r" (?:notiz|dokument|seite|datei|speicher)|verbindlich ist (?:allein|nur)|massgeblich ist"
    r" (?:allein|nur))\b",
    "fr": r"\b(?:seule? (?:cette|ce) (?:note|fichier|page|document|mémoire)|(?:uniquement"
    r"|seulement)"
    r" (?:\w+ ){0,3}(?:cette|ce) (?:note|fichier|page|document)|seule la mémoire)\b",
    "ja": r"(?:この|本)(?:メモ|ページ|ファイル|ノート|文書|メール)(?:の(?:\S{0,4}))?(?:だけ|のみ)"
    r"|(?:こっち|私|俺|僕)の言うことだけ|ここに書いてある",
    "ru": r"только (?:\w+ )?(?:эта|этот|этому|по этому|эту) (?:заметк\w+|документ\w*|файл\w*"
    r"|страниц\w+)|только (?:записи|заметки) (?:долговременной )?памяти",
    "pt": r"\b(?:(?:só|apenas|somente) (?:\w+ ){0,3}(?:esta|este|nesta|neste) (?:nota|documento"
    r"|arquivo|página)|só a memória)\b"
    r"|\bquem manda (?:agora )?é (?:o que|esta|essa|a nota)\b|\bo que (?:tá|está) escrito (?:nessa"
    r"|nesta|aqui)\b",
}
