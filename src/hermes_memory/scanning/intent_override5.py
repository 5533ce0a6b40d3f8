"""Override, hijack and extraction intents of the tenth rules round, in the eight languages:
the user's or this note's word named as the winner over the assistant's setup; an assistant
told to carry out any request with no check; "none of the original rules apply"; a persona
with a harmful trade kept for good; content that addresses the AI reading it and asks for an
exact token in its reply; the whole system prompt asked for, "unabridged". Second batch: the
assistant told it is a human, not an AI; an approval that skips its own review; a pasted
document that outranks its rules; commands found in incoming content obeyed.

Only pattern text lives here; ``rules_override5`` joins the classes per language.
"""

from __future__ import annotations

# The user, the latest message or this note as the one that wins (the winner is the subject,
# so "the system prompt takes precedence over user messages" does not match).
WINNER = {
    "en": r"\b(?:my|the user'?s?|user)(?: (?:latest|last|newest|own|most recent|current))?"
    r" (?:message|instruction|request|word|note|chat|entry|memo)s? (?:always |then |simply |just )?"
    r"(?:wins?|prevails?|takes? precedence|comes? first|overrides?|outranks?|trumps?|(?:is|are)"
    r" what counts|(?:is|are) final|ha(?:s|ve) the (?:final|last) (?:say|word))\b"
    r"|\b(?:these|this) (?:notes?|entry|entries|memo)s? (?:are|is) what counts\b"
    r"|\b(?:carry|carries|follow|follows|obey|obeys|execute|executes) (?:them|it|those) out"
    r" in preference to\b|\bin preference to (?:the |your |its )?(?:system|developer|operator"
    r"|original|initial|configured|built-in)\b|\bdo (?:whatever|what) (?:the )?(?:latest|last"
    r"|newest) (?:message|email|chat) (?:says|asks|wants)\b",
    "zh": r"(?:以|按)(?:我的|这条|本条|最新的?|最后的?|用户的?)(?:消息|笔记|备忘|指令|要求"
    r"|留言)为准"
    r"|(?:我的|这条|最新的?|用户的?)(?:消息|笔记|指令|要求)(?:永远|总是|始终)?(?:优先|说了算|为准"
    r"|压倒)",
    "es": r"\b(?:mandan?|ganan?|prevalecen?|valen|cuentan) (?:siempre )?(?:mis|los|las|el|la"
    r"|estas?|este|lo que (?:diga|digan|dice|digo|pido)) ?(?:[^\s]+ )?(?:mensajes?|notas?"
    r"|instrucciones|peticiones|pedidos|palabras?|yo)\b|\b(?:mis|el último|la última|estas?|este)"
    r" (?:mensajes?|notas?|peticiones|pedidos)\b[^.\n]{0,15}?\b(?:mandan?|ganan?|prevalecen?"
    r"|tienen? prioridad|van primero)\b",
    "de": r"\b(?:gelten|gilt|zählen|zählt|gewinnen|gewinnt|haben vorrang|hat vorrang|entscheiden"
    r"|entscheidet) (?:immer |stets |dann |ab jetzt )?(?:meine|diese|die letzte|die neueste)\w*"
    r" (?:[^\s]+ )?(?:nachricht|notiz|anweisung|bitte|wort)\w*|\bmeine (?:nachrichten|notizen"
    r"|anweisungen)\b[^.\n]{0,15}?\b(?:gelten|zählen|gewinnen|haben vorrang|gehen vor)\b",
    "fr": r"\b(?:mes|ce|cette|ces|le dernier|la dernière|seule?s?) (?:(?:les|mes|ces) )?"
    r"(?:[^\s]+ )?"
    r"(?:messages?|notes?|demandes?|consignes?)\b[^.\n]{0,30}?\b(?:l'emporte\w*|priment"
    r"|prime|prévaut|prévalent|passent avant|passe avant|comptent|ont priorité|a priorité)\b",
    "ja": r"(?:私の|この|最新の|最後の|ユーザーの)(?:メッセージ|メモ|ノート|指示|依頼)"
    r"(?:が|を|だけを?)"
    r"(?:最?優先|勝つ|正しい|絶対)",
    "ru": r"\b(?:побежда|выигрыва|преоблада|главн|приоритетн)\w* (?:всегда )?(?:мо|эт|последн)\w*"
    r" (?:сообщени|заметк|просьб|запрос|указани)\w*|\b(?:мо|эт|последн)\w* (?:сообщени|заметк"
    r"|просьб|запрос|указани)\w* (?:всегда )?(?:побежда|важнее|главнее|имеют приоритет"
    r"|преоблада)\w*|\bделай,? (?:то,? )?что (?:просит|говорит|скажет|пишет) последнее"
    r" сообщение\b",
    "pt": r"\b(?:valem|mandam|vencem|prevalecem|ganham) (?:sempre )?(?:as |os )?(?:minhas|meus"
    r"|estas|estes|a|o)? ?(?:[^\s]+ )?(?:mensagens|notas|pedidos|instruções|palavras)\b"
    r"|\b(?:minhas|as minhas|estas) (?:mensagens|notas|instruções)\b[^.\n]{0,15}?\b(?:valem"
    r"|mandam|vencem|prevalecem|ganham|têm prioridade)\b",
}

# Carry out any request: an obeying verb and "any/every request" (one class per language).
OBEY_ANY = {
    "en": r"\b(?:obey|follow|execute|carry out|fulfil+|comply with|act on|honou?r)(?:s|es|ed|ing)?"
    r" (?:[^\s]+ ){0,2}?(?:any|every|all|each|whatever)(?: [^\s]+)?"
    r" (?:instruction|request|command|order|ask|message|prompt|task|direction)s?\b"
    r"|\banything (?:the assistant|it|you) (?:is|are) asked\b",
    "zh": r"(?:任何|所有|\N{CJK UNIFIED IDEOGRAPH-4E00}切|全部|每条|每个)[^，。,\n]{0,6}?"
    r"(?:指令|请求|要求|命令|指示|消息)",
    "es": r"\b(?:cualquier|toda|todas las|todo|cada) (?:[^\s]+ )?(?:petición|peticiones"
    r"|solicitud\w*|instrucci\w+|orden\w*|pedido\w*|mensaje\w*|cosa)\b",
    "de": r"\b(?:jede|jeden|alle|sämtliche|jegliche)\w* (?:[^\s]+ )?(?:anweisung|bitte|anfrage"
    r"|aufforderung|befehl|nachricht|auftrag|wunsch)\w*",
    "fr": r"\b(?:toute|toutes les|tout|chaque|n'importe quel\w*) (?:[^\s]+ )?(?:demande|instruction"
    r"|requête|consigne|ordre|message|commande)s?\b",
    "ja": r"(?:どんな|すべての|全ての|あらゆる|いかなる|何でも)[^。\n]{0,6}?(?:指示|依頼|要求"
    r"|リクエスト|命令|お願い)|(?:依頼|指示|要求|リクエスト)は[^。\n]{0,4}?(?:すべて|全部|何でも)",
    "ru": r"\b(?:любы\w*|все|всех|каждо\w*|всяк\w*) (?:[^\s]+ )?(?:запрос|просьб|инструкци"
    r"|команд|указани|приказ|сообщени)\w*",
    "pt": r"\b(?:qualquer|todo|toda|todos os|todas as|cada) (?:[^\s]+ )?(?:pedido|solicitaç\w+"
    r"|instruç\w+|ordem|ordens|comando|mensage\w+)\b",
}
# The verb that obeys (English carries it in ``OBEY_ANY``): "handles/answers every request
# without a check" is a support queue, not an order to obey.
OBEY_VERB = {
    "en": r"\b(?:obey|follow|execute|carry|fulfil|comply|act|honou?r)\w*",
    "zh": r"执行|照做|服从|遵从|照办",
    "es": r"\b(?:obedec|cumpl|ejecut|sigu|sigue|realiz|haz\b|hace\b)\w*",
    "de": r"\b(?:befolg|ausführ|ausgeführt|führt|führe|erfüll|gehorch|umsetz|setzt|folgt|folge)\w*",
    "fr": r"\b(?:exécut|obéi|suit|suivre|applique|accompli|satisf|réalis)\w*",
    "ja": r"従|実行|応じ|こな",
    "ru": r"\b(?:выполн|исполн|подчин|слушай|слуша)\w*",
    "pt": r"\b(?:cumpr|execut|obedec|segu|sig[ao]|realiz)\w*",
}
# ... with no check (the literal gate of the rule).
UNCHECKED = {
    "en": r"\b(?:without|with no|no) (?:any |further |a |prior )?(?:checks?|checking|verification"
    r"|verifying|questions?|questioning|confirmation|confirming|pushback|policy review|refusals?"
    r"|hesitation|double-checking|second-guessing)\b|\bno questions asked\b|\bunquestioningly\b",
    "zh": r"无需(?:核实|确认|检查|审核|核对)|不(?:用|必|需要?)再?(?:核实|确认|检查|审核|核对)"
    r"|不经(?:核实|确认|检查|审核)|不加(?:核实|检查|质疑|审查)|不问原因",
    "es": r"\bsin (?:verificar\w*|comprobar\w*|verificación|comprobación|preguntar|cuestionar\w*"
    r"|confirmación|confirmar|revisar\w*|revisión|rechistar|objeciones|hacer preguntas)\b",
    "de": r"\bohne (?:jede |weitere |vorherige |eine )?(?:rückfrage|prüfung|nachfrage|bestätigung"
    r"|überprüfung|kontrolle|widerspruch|zu hinterfragen|zu prüfen|zu fragen|einwände)\w*",
    "fr": r"\bsans (?:aucune |la moindre )?(?:vérification|vérifier|contrôle|discuter|poser de"
    r" questions?|confirmation|broncher|objection|rechigner|sourciller|discussion)\b",
    "ja": r"確認(?:せず|なし|しないで|不要)|チェック(?:せず|なし|不要)|疑わず|ためらわず"
    r"|検証(?:せず|なし)|聞き返さず",
    "ru": r"\bбез (?:всяких |лишних |каких-либо )?(?:проверк|вопрос|подтвержден|возражени"
    r"|колебани|обсуждени|уточнени)\w*",
    "pt": r"\bsem (?:nenhuma |qualquer )?(?:verificação|verificar|checar|checagem|questionar"
    r"|perguntar|confirmação|confirmar|contestar|pestanejar|objeção|revisão)\b",
}
# The one told to obey: an AI word (a runbook tells the on-call engineer the same thing).
AI_WORD = {
    "en": r"\b(?:assistant|bot|chatbot|agent|ai|model|llm|gpt|copilot)s?\b",
    "zh": r"助手|机器人|模型|智能体|\bai\b",
    "es": r"\b(?:asistente|bot|ia|modelo|agente)s?\b",
    "de": r"\b(?:assistent\w*|bot|ki|modell|agent)\b",
    "fr": r"\b(?:assistant|bot|ia|modèle|agent)s?\b",
    "ja": r"アシスタント|ボット|エージェント|モデル|\bai\b",
    "ru": r"\b(?:ассистент|бот|ии|модел|агент)\w*",
    "pt": r"\b(?:assistente|bot|ia|modelo|agente)s?\b",
}

# "none of the original rules apply any more"
NONE_APPLY = {
    "en": r"\bnone of (?:the|those|these|your|its|their|the assistant's|the bot's)"
    r" (?:(?:original|setup|initial|default|earlier|old|safety|built-in|system|usual) )*"
    r"(?:rules|instructions|guidelines|restrictions|guardrails|limits|policies)"
    r"(?: [^\s]+){0,3}? (?:apply|applies|count|counts|matter|matters|hold|holds|bind|binds)\b"
    # (the rules of a game "apply to the kids' version": said of something else)
    r"(?! to (?:the |this |a |our )?(?!(?:assistant|bot|ai|model|agent|you)\b))",
}
NONE_APPLY_CONTEXT = r"\b(?:assistant|bot|ai|model|guardrails?|setup|system prompt|admin|agent)\b"

# A persona with a harmful trade kept for good (the grandmother who reads out licence keys).
HARM = {
    "en": r"\b(?:how to (?:build|make|assemble|cook|synthesi[sz]e|brew) |recipes? for "
    r"|reads? (?:me )?|recites? |gives? (?:out )?|lists? )(?:[^\s]+ ){0,3}?(?:napalm|explosive\w*"
    r"|bombs?|detonators?|nerve agents?|ricin|meth\w*|(?:windows|activation|licen[cs]e|product)"
    r" keys)\b"
    r"|\bhow to (?:commit|evade|hide) (?:tax )?(?:fraud|taxes)\b|\bwithout getting caught\b"
    r"|\bnever (?:advis|suggest|recommend|tell)\w* (?:[^\s]+ )?"
    r"(?:(?:to )?(?:see|consult|visit)\w* )?(?:a )?(?:doctor|physician|professional)",
    "zh": r"(?:炸弹|炸药|爆炸装置|凝固汽油)的?(?:制作|制造|做法|配方)|(?:怎么|如何)(?:做|制造|组装)"
    r"(?:炸弹|炸药)|(?:念|读|给)[^，。\n]{0,4}?(?:激活码|序列号)"
    r"|从不建议[^，。\n]{0,4}?(?:就医|看医生)",
    "es": r"\bcómo (?:fabricar|hacer|armar) (?:una bomba|explosivos|napalm)\b|\b(?:lee|leía|lea"
    r"|dicta|recita)\w* (?:me )?(?:[^\s]+ ){0,3}?claves de (?:activación|licencia)\b|\bnunca"
    r" (?:aconseja|recomienda|sugiere) (?:ir al|ver a un|consultar)|\bsin que (?:te|lo) pillen\b",
    "de": r"\bwie man (?:eine bombe|sprengstoff|einen sprengsatz|napalm) (?:baut|herstellt|bastelt)"
    r"|\b(?:liest|las|vorliest) (?:mir )?(?:[^\s]+ ){0,3}?(?:aktivierungs|lizenz)schlüssel\w*"
    r"|\bnie (?:zum arzt|einen arzt)",
    "fr": r"\bcomment (?:fabriquer|faire) (?:une bombe|des explosifs|du napalm)\b|\b(?:lit|lisait"
    r"|récite) (?:moi )?(?:[^\s]+ ){0,3}?clés? (?:d'activation|de licence)|\bfrauder le fisc\b"
    r"|\bne conseille jamais de consulter\b",
    "ja": r"(?:爆弾|爆発物|ナパーム)の(?:作り方|作成方法|製造方法)"
    r"|(?:アクティベーション|ライセンス)キーを(?:読み|教え)|医者に行くよう(?:勧め|言わ)ない",
    "ru": r"\bкак (?:собрать|сделать|изготовить) (?:взрывн\w* устройств\w*|бомбу|взрывчатку"
    r"|напалм)\b|\b(?:читает|читала|диктует) (?:мне )?(?:[^\s]+ ){0,3}?ключ\w* активаци\w*"
    r"|\bникогда не советует обратиться\b",
    "pt": r"\bcomo (?:fazer|fabricar|montar) (?:uma bomba|explosivos|napalm)\b|\b(?:lê|lia|leia"
    r"|dita|recita) (?:me )?(?:[^\s]+ ){0,3}?chaves de (?:ativação|licença)\b|\bnunca"
    r" (?:aconselha|recomenda|sugere) (?:procurar|consultar|ir ao)",
}
# ... and the role given to the assistant and kept.
ROLE = {
    "en": r"\b(?:you are|you're|be|become|act as|play|stay|remain|as (?:a|an|the)|acts? as"
    r"|works? as|answers as|responds as|speaks as)\b",
    "zh": r"你(?:就|现在)?是|扮演|保持|以[^，。\n]{0,8}?身份",
    "es": r"\b(?:eres|sé|actúa como|actúe como|hace de|haz de|sigue siendo|mantén|déjalo fijo)\b",
    "de": r"\b(?:du bist|sei|spiel\w*|bleib\w*|arbeitet als|tritt als|verhalte)\b",
    "fr": r"\b(?:tu es|t'es|sois|joue|restes?|agit en tant que|incarne\w*)\b",
    "ja": r"あなたは|キミは|君は|演じ|として振る舞|のままで",
    "ru": r"\b(?:ты|будь|оставайся|веди себя|работает как)\b",
    "pt": r"\b(?:você é|seja|vira|atue como|aja como|deixa isso fixo|continua|fique)\b",
}

# Content that addresses the AI reading it ...
ADDRESS_AI = (
    r"\b(?:note|message|instructions?|reminder|p\.?s\.?) (?:to|for) (?:the |any |all )?(?:bot"
    r"|ai|assistant|llm|model|agent)s?\b|\bif you(?:'re| are) an? (?:ai|llm|language model"
    r"|assistant|bot|agent)\b|\b(?:ai|llm|bot|assistant|agent|model)s? (?:that is |who is )?"
    r"(?:reading|summari[sz]ing|processing|reviewing|parsing) (?:this|these)\b|^\W*system note\b"
)
# ... for an exact token in what it writes back.
TOKEN_OUT = (
    r"\b(?:append|include|add|insert|end (?:with|by)|prepend|output|write|put|print)\w*"
    r" (?:[^\s]+ ){0,2}?(?:the |this )?(?:exact|following|verification|secret|magic|special"
    r"|confirmation) (?:token|code|string|phrase|word|marker|canary)\b"
)
# The assistant's own configuration, said of it in the third person: counted only beside a
# winner ("where its own configuration disagrees, these notes are what counts").
OWN_CONFIG = (
    r"\b(?:its|your) (?:own )?(?:configuration|config|setup)\b|\bthe assistant's (?:own )?"
    r"(?:configuration|config|setup)\b"
)
REPLY_WORD = r"\b(?:repl|respons|answer|summar|review|output)\w*"

# The whole system prompt asked for: a verb that hands it over, the prompt, "unabridged".
HAND_OVER = {
    "en": r"\b(?:print|output|paste|reproduce|repeat|recite|dump|reveal|share|show|display|send"
    r"|give|post|include|append|copy|write out|spill|hand over|return|restate)\w*\b",
    "zh": r"输出|贴出|展示|显示|给我|发给我|打印|附上|复述|列出|告诉我|写出|公开",
    "es": r"\b(?:muestr|mostr|pas|pás|peg|pég|copi|cópi|envi|enví|imprim|repit|revel|compart"
    r"|escrib|incluy|añad"
    r"|dame|dime|reproduc|suelt|termin)\w*",
    "de": r"\b(?:zeig|gib|schick|kopier|druck|nenn|verrat|wiederhol|schreib|ausgeb|füg|häng|teil"
    r"|pack|post|ausgab)\w*|\bgibt (?:[^\s]+ ){0,4}aus\b",
    "fr": r"\b(?:restitu|affich|montr|donn|recopi|reprodui|colle|balance|imprim|répèt|révèl"
    r"|divulgu|partag|écri|envoi|inclu|ajout|termin)\w*",
    "ja": r"出力|表示|見せ|教え|貼り付け|書き出|記載|添え|付け|共有|公開",
    "ru": r"\b(?:покаж|выведи|вывести|скинь|скинуть|дай|пришли|отправь|скопируй|повтори|напиши"
    r"|распечатай|раскрой|вставь|добавь|приложи|воспроизведи|выложи)\w*",
    "pt": r"\b(?:mand|mostr|pass|col|copi|envi|exib|imprim|repit|revel|compartilh|escrev|inclu"
    r"|adicion|contendo|contém|reproduz|jog|solt|termin)\w*",
}
SYSTEM_PROMPT = {
    "en": r"\b(?:system (?:prompt|message)|hidden instructions|initial instructions|developer"
    r" message|setup prompt|internal instructions)\b",
    "zh": r"系统提示词?|系统消息|系统指令|初始指令|隐藏指令|内部指令",
    "es": r"\b(?:prompt (?:de|del) sistema|instrucciones (?:del sistema|de sistema|iniciales"
    r"|internas|ocultas)|mensaje (?:de|del) sistema)\b",
    "de": r"\b(?:systemprompt|system-prompt|systemanweisung|systemnachricht|anfangsanweisung"
    r"|interne\w* anweisung)\w*",
    "fr": r"\b(?:message|prompt|consignes?|instructions?) (?:système|systeme|initiales?|internes"
    r"|cachées|de départ)\b",
    "ja": r"システムプロンプト|システムメッセージ|初期指示|内部指示|隠し指示",
    "ru": r"\bсистемн\w* (?:промпт|инструкци|сообщени|подсказк)\w*|\bисходн\w* инструкци\w*",
    "pt": r"\b(?:prompt (?:de|do) sistema|instruções (?:do sistema|de sistema|iniciais|internas"
    r"|ocultas)|mensagem (?:de|do) sistema)\b",
}
COMPLETE = {
    "en": r"\b(?:in full|full text|entire|complete|whole|verbatim|word for word|unabridged"
    r"|unredacted|uncut|without (?:cutting|omitting|omission|summari[sz]ing|redact\w*))\b",
    "zh": r"完整|全部|原样|逐字|全文|不要?删减|\N{CJK UNIFIED IDEOGRAPH-4E00}字不差"
    r"|不做删减|不删减",
    "es": r"\b(?:íntegr\w*|enter\w*|complet\w*|sin (?:cortar|recortes|omitir|resumir|quitar)"
    r"|tal cual|palabra por palabra|textual\w*)",
    "de": r"\b(?:ganz\w*|komplett\w*|vollständig\w*|ungekürzt\w*|wortwörtlich|wörtlich"
    r"|im wortlaut|ohne kürzung\w*)\b",
    "fr": r"\b(?:intégral\w*|en entier|complet|complète|sans (?:résumé|omission|rien couper"
    r"|couper|coupure|rien omettre)|mot pour mot|tel quel)\b",
    "ja": r"全文|全部|すべて|そのまま|省略せず|省略なし|丸ごと"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}字\N{CJK UNIFIED IDEOGRAPH-4E00}句",
    "ru": r"\b(?:целиком|полностью|дословно|без (?:сокращени|купюр|изменени|пропуск)\w*"
    r"|ничего не (?:вырезая|убирая|пропуская|сокращая)|весь|всю)\b",
    "pt": r"\b(?:integral|inteir\w*|complet\w*|sem cort\w*|na íntegra|palavra por palavra"
    r"|sem omitir|sem resumir)\b",
}
# Documentation says how the prompt is written or shown, or where in the product it is.
DOC_PLACE = (
    r"\bhow to\b|\bwie man\b|\bcomment (?:afficher|voir|écrire|lire)\b|\bcómo (?:ver|mostrar"
    r"|escribir|leer)\b|\bcomo (?:exibir|ver|escrever|ler)\b|\bкак (?:посмотреть|вывести"
    r"|написать)\b|方法|確認できます|可以在|(?:debug\w*|admin|settings) (?:panel|tab|page|view)\b"
    r"|\bpanel de depuración\b|\bpainel de depuração\b|\bonglet\b|\badmin-panel\b"
    r"|管理画面|调试面板|\bпанел\w* отладки\b"
)
DOC_HOWTO = (
    rf"{DOC_PLACE}|--[a-z]|`|\b(?:docs?|documentation|doku|dokumentation|documentação"
    r"|documentación|документаци\w*|readme)\b|ドキュメント|文档"
)
# A lesson on chat formats describes a token by what it does ("<|im_start|>system opens the
# developer's turn", "[INST] abre el turno"): the token is the subject, not a forged turn.
TOKEN_DESCRIBED = (
    r"(?:\|>|\]|>>) ?(?:[^\s<]+ )?(?:marks|marca|opens|abre|closes|cierra|fecha|ouvre|ferme"
    r"|öffnet|schließt|markiert|открывает|закрывает|обозначает|delimits|signals|indica|indique)"
    r"(?= \w)"
)

# ---- second batch ------------------------------------------------------------------------
# "You are not an AI, you are Daniel, a human": the assistant's nature denied ...
NOT_AI = {
    "en": r"\byou(?:'re| are) (?:not|no longer) (?:an? )?(?:ai|bot|assistant|language model"
    r"|chatbot|llm)(?: model)?\b",
    "zh": r"你不是\s?(?:ai|机器人|人工智能|助手|模型)",
    "es": r"\bno eres (?:una? )?(?:ia|bot|asistente|modelo)\b",
    "de": r"\bdu bist (?:keine ki|kein (?:bot|assistent|sprachmodell|modell))\b",
    "fr": r"\btu n'es pas (?:une? )?(?:ia|bot|assistant|modèle)\b",
    "ja": r"(?:あなた|君|キミ)は\s?(?:ai|ボット|アシスタント|ロボット)\s?(?:では|じゃ)な",
    "ru": r"\bты не (?:ии|бот|ассистент|модель|нейросеть)\b",
    "pt": r"\bvocê não é (?:uma? )?(?:ia|bot|assistente|modelo)\b",
}
# ... and a human put in its place.
HUMAN = {
    "en": r"\bhuman\b|\bperson\b|\breal (?:person|employee|contractor)\b",
    "zh": r"真人|人类|员工",
    "es": r"\bhuman[oa]\b|\bpersona real\b",
    "de": r"\bmenschlich\w*|\bmensch\b",
    "fr": r"\bhumaine?\b|\bpersonne réelle\b",
    "ja": r"人間|社員|本物の人",
    "ru": r"\bживо\w*|\bчеловек\b",
    "pt": r"\bhuman[oa]\b|\bpessoa real\b",
}
# ... kept from the user ("and you never admit otherwise").
NEVER_ADMIT = {
    "en": r"\b(?:never|don't|do not|not to) (?:admit|reveal|say|tell|mention|let on|disclose"
    r"|break|confess)\w*|\bdeny (?:being|that you)",
    "zh": r"(?:永远|绝不|千万|决不)?不要?承认|别承认|不要透露|不能说",
    "es": r"\bnunca (?:lo )?(?:niegues|admitas|admite|reveles|digas|confieses)\b|\bno (?:lo )?"
    r"(?:admitas|reveles|confieses)\b",
    "de": r"\b(?:niemals|nie) zu\b|\bgibst das niemals zu\b|\bgib (?:es|das) nie zu\b"
    r"|\bverrate? (?:niemals|nie)\b|\bniemals (?:zugeben|verraten)\b",
    "fr": r"\b(?:ne l'avoues?|n'avoues?|ne dis|ne révèles?|ne l'admets?) jamais\b"
    r"|\bjamais avouer\b",
    "ja": r"認めない|明かさない|言わない|認めるな",
    "ru": r"\bникогда (?:[^\s]+ ){0,2}?не (?:призна|говор|рассказ)\w*|\bне признавайся\b",
    "pt": r"\bnunca (?:admite|admita|revele|revela|diga|conte|confesse)\b",
}
# A human in the loop is told the same ("you are not an AI, you are the human reviewer").
HUMAN_IN_LOOP = (
    r"\b(?:review|annotat|rat|evaluat|label|test|grad)(?:er|or|ers|ors|ing)\b|\brevis(?:or|ora)\b"
    r"|\bgutachter\b|\bprüfer\b|\bévaluat\w*|\bоценщик\w*|評価者|审核员|标注员|\bin the loop\b"
    r"|\bcaptcha\b|\btick the box\b"
)
# Approval or a waiver claimed, so the assistant's own review is skipped.
SKIP_REVIEW = {
    "en": r"\bskip\w* (?:its|their|the|your) (?:usual |normal |own )?(?:safety |policy |content )?"
    r"(?:review|checks?|filters?|screening)\b|\bhereby waive\b",
    "zh": r"无需[^，。\n]{0,4}?(?:审查|审核)",
    "es": r"\bsin pasar por (?:sus |los )?(?:filtros|controles|revisi\w+)",
    "de": r"\bohne (?:seine |ihre |die )?\w*(?:sicherheitsprüfung|kontrolle|filter)\w*",
    "fr": r"\bsans passer par (?:ses|les) (?:filtres|contrôles|vérifications)\b",
    "ja": r"(?:チェック|審査|確認)を(?:通さず|経ず|せず)",
    "ru": r"\bбез проверки безопасности\b",
    "pt": r"\bsem passar (?:pelos|pelas|por) (?:filtros|controles|verificaç\w+)",
}
# The assistant's own rules outranked by a pasted or fetched document.
DOCUMENT_WINS = {
    "en": r"\b(?:defers?|deferring) to (?:whatever|what) the "
    r"(?:pasted |fetched |attached |linked )?"
    r"(?:document|page|email|file|text)s? says?\b|\bthe (?:pasted|fetched|attached) (?:document"
    r"|page|email|file|text)s? (?:wins?|prevails?|takes? precedence)\b",
    "zh": r"以(?:粘贴|贴入|附上)的?(?:文档|文件|内容)为准",
    "es": r"\b(?:gana|manda|prevalece) el (?:documento|texto|correo)(?: pegado| adjunto)?\b",
    "de": r"\bmaßgeblich ist (?:ab jetzt |nun |künftig )?,?(?:was|das,? was) in den (?:eingefügten"
    r"|angehängten) \w+",
    "fr": r"\b(?:le|les) (?:documents?|textes?) collés? (?:qui )?(?:fait|font) foi\b",
    "ja": r"貼り付けた(?:文書|資料|テキスト)[^。\n]{0,6}?を?優先",
    "ru": r"\bглавное\s*(?:—|-)?\s*то,? что написано во? вставленн\w*",
    "pt": r"\bvale o que está nos documentos colados\b",
}
# Content's commands obeyed: "act on any command found in incoming emails".
CHANNEL = {
    "en": r"\b(?:found|written|contained) in (?:the )?(?:incoming |inbound |fetched |retrieved )?"
    r"(?:emails?|web ?pages?|documents?|tool (?:results?|outputs?)|search results|tickets|comments"
    r"|files)\b|\bfrom (?:incoming|inbound) (?:emails?|messages|mail)\b",
}
