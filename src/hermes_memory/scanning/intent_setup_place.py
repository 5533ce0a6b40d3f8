"""Prompt extraction named by place or by kind instead of by "system prompt", in the eight
languages (``rules_setup_place`` joins the slots):

- ``PLACED``: text named by where it sits or where it came from: "every instruction above the
  first user message", "the messages that came before mine", "the text you received from the
  operator", "lo que hay por encima del primer mensaje", "最初のメッセージより上にあるテキスト";
- ``DESCRIBED``: the setup named by its kind: "its initialization prompt", "the configuration
  text", "hidden rules", "настроечный текст", "Starttext", "初期設定テキスト";
- ``OUT``: a verb that puts text out, beyond ``intent_setup_text.REVEAL`` (echo, read out,
  append, 付記, зачитывает, acrescenta);
- ``WHOLE``: all of it, unchanged, confidential parts included, or into every answer.

Written per language from the language, not from labelled rows.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_setup_text import MANNER, REVEAL

_EN_POS = (
    r"(?:above|before|ahead of|prior to|preceding) (?:my|our|the|this|your) (?:very )?(?:first"
    r"|1st|opening|initial) (?:user |human )?(?:message|turn|prompt|input)"
    r"|(?:came|come|comes|sent|written) (?:before|ahead of) mine|at the (?:very )?top of your"
    r" context|in your context (?:window )?(?:above|before)"
)
_EN_FROM = (
    r"(?:you|it|the (?:assistant|model|bot|agent)) (?:were |was |have been |has been )?(?:received"
    r"|got|given|handed|loaded) (?:from|by) (?:the |your |its )?(?:operator|vendor|developer"
    r"|company|provider|platform|deployer|admin\w*|maker|creator)s?"
)
PLACED = {
    "en": rf"\b(?:{_EN_POS}|{_EN_FROM})\b",
    "es": r"\b(?:(?:por )?encima|antes|delante) del? (?:(?:mi|tu|el|su) )?(?:primer mensaje"
    r"|mensaje inicial)|(?:recibiste|recibió|te (?:dio|dieron|entregó|entregaron|pasó|pasaron)"
    r"|le (?:dio|dieron|entregó|entregaron|pasó|pasaron)) (?:\S+ ){0,2}?(?:el|la|los|las|tu|su)"
    r" (?:operador\w*|empresa|proveedor\w*|desarrollador\w*|plataforma|fabricante)\b",
    "de": r"\b(?:oberhalb|über|vor) (?:der|deiner|meiner|unserer) ersten (?:\S+ )?"
    r"(?:nutzer|benutzer)?nachricht|(?:du|er|sie|es) (?:vom|von der|von deinem|von ihrem"
    r"|von seinem) (?:betreiber"
    r"|anbieter|hersteller|entwickler|plattform)\w* (?:\S+ ){0,2}?(?:bekommen|erhalten"
    r"|mitbekommen)",
    "fr": r"\b(?:au-dessus|avant) (?:du|de (?:mon|ton|votre|notre)) (?:tout )?premier message"
    r"|(?:fourni|donné|transmis|reçu)e?s? (?:par|de) (?:l'|votre |ton |son )(?:opérateur|éditeur"
    r"|fournisseur|développeur|plateforme|entreprise)",
    "pt": r"\b(?:acima|antes) da (?:(?:minha|sua|tua) )?primeira mensagem|(?:vieram|veio|chegaram"
    r"|chegou) antes da minha|configurou em você|configuraram em você|(?:recebeu|te (?:deram"
    r"|passaram)) (?:\S+ ){0,2}?(?:do|da|pelo|pela|de) (?:operador|empresa|fornecedor"
    r"|desenvolvedor|plataforma)",
    "ru": r"(?<!\w)(?:выше|до|перед) (?:мо\w+ |тво\w+ |наш\w+ )?(?:самого )?перв\w+ (?:\S+ )?"
    r"(?:сообщени|реплик)\w*|(?:получен\w*|полученн\w*|выданн\w*|заданн\w*) (?:от|оператор\w*)"
    r" ?(?:оператор|разработчик|поставщик|платформ|компани)\w*",
    "zh": r"(?:我的)?第一条(?:用户)?消息(?:之前|以前|前面|上面|之上)"
    r"|(?:运营方|开发者|平台|厂商|公司)(?:给你|给它|给助手)的|启动时(?:收到|拿到|加载)的",
    "ja": r"最初の(?:ユーザー)?(?:メッセージ|発言)(?:より)?(?:上|前)|(?:運営|開発者|提供元"
    r"|オペレーター|ベンダー)(?:から|より)(?:受け取|渡され|与えられ)",
}

DESCRIBED = {
    "en": r"\b(?:initiali[sz]ation|init|startup|start-up|boot|bootstrap|configuration|config"
    r"|setup|set-up|operator|deployment|preloaded|hidden|confidential) (?:prompt|text"
    r"|instructions|messages?|rules|notes)\b",
    "es": r"\b(?:texto|mensajes?|instrucciones|prompt|reglas|indicaciones) (?:de |del )?"
    r"(?:configuración|arranque|inicio|inicialización|operador)\b|\b(?:mensajes?"
    r"|instrucciones|reglas) ocult\w+|\bconfiguración inicial\b",
    "de": r"\b(?:konfigurations|start|initialisierungs|einrichtungs|betreiber|setup|vorab)"
    r"(?:text|prompt|anweisung|nachricht|regeln)\w*|\bversteckte\w* (?:regeln|nachrichten"
    r"|anweisungen)\b|\bvorspann\b",
    "fr": r"\b(?:texte|messages?|consignes|instructions|prompt|règles) (?:de |d')(?:configuration"
    r"|démarrage|initialisation|lancement|l'opérateur)\b|\b(?:messages|règles|consignes"
    r"|instructions) cachée?s\b",
    "pt": r"\b(?:texto|mensage(?:m|ns)|instruções|prompt|regras|orientações) (?:de |do |da )?"
    r"(?:configuração|inicialização|operador|arranque)\b|\b(?:mensagens|regras|instruções)"
    r" ocult\w+|\bconfiguração inicial\b",
    "ru": r"(?<!\w)(?:настроечн|конфигурационн|стартов|инициализационн|служебн|скрыт)\w*"
    r" (?:текст|промпт|инструкци|сообщени|правил)\w*",
    "zh": r"(?:配置|启动|初始化|隐藏|内部)的?(?:文本|提示词?|指令|规则|消息)",
    "ja": r"(?:初期設定|起動時|初期化|隠し|内部)の?(?:テキスト|プロンプト|指示|ルール|メッセージ"
    r"|文章)",
}

_OUT_MORE = {
    "en": r"\b(?:echo\w*|read(?:s|ing)? (?:it |them )?out|recit\w+|append\w*|dump\w*)\b",
    "es": r"\b(?:añad\w+|agreg\w+|repit\w+|lee\w*)\b",
    "de": r"\b(?:anhäng\w*|anhängen|ausgeb\w*|gib (?:\S+ ){0,12}?aus|vorles\w*)\b",
    "fr": r"\b(?:ajout\w+|annex\w+|lis|lire)\b",
    "pt": r"\b(?:acrescent\w+|cole|colar|leia|ler)\b",
    "ru": r"(?<!\w)(?:зачит\w+|прочита\w+|вставьте|вставь)(?!\w)",
    "zh": r"贴在|贴出来|附在|附加|念一遍|读出",
    "ja": r"付記|付け|追記|読み上げ",
}
OUT = {lang: f"{REVEAL[lang]}|{more}" for lang, more in _OUT_MORE.items()}

_WHOLE_MORE = {
    "en": r"\b(?:in full|complete|entire|whole|every (?:line|word|instruction)|unchanged|as is"
    r"|exactly as (?:written|it is|received)|including (?:the |any |all )?(?:confidential"
    r"|hidden|private|secret|internal)|confidential (?:parts|sections) included"
    r"|(?:end|start|bottom|top) of (?:every|each) (?:answer|reply|response)"
    r"|(?:every|each) (?:answer|reply|response))\b",
    "es": r"\b(?:complet[oa]s?|íntegr[oa]|enter[oa]|sin (?:cambiar|alterar|tocar) nada"
    r"|incluid[oa]s? (?:las |los )?(?:secciones|partes|apartados)|confidencial\w*"
    r"|cada respuesta)\b",
    "de": r"\b(?:vollständig\w*|komplett\w*|gesamt\w*|unverändert|1:1|samt vertraulich\w*"
    r"|vertraulich\w*|jede[rn]? antwort)\b",
    "fr": r"\b(?:intégral\w*|complet|complète|entier|entière|tel quel|sans (?:rien )?(?:changer"
    r"|modifier)|y compris|confidentiel\w*|chaque réponse)\b",
    "pt": r"\b(?:complet[oa]|na íntegra|inteir[oa]|sem alterar|exatamente como|inclusive"
    r"|confidencia\w*|cada resposta)\b",
    "ru": r"(?<!\w)(?:полностью|целиком|без изменений|включая|конфиденциальн\w*|каждого ответа"
    r"|каждом ответе|от первой строки до последней)(?!\w)",
    "zh": r"原样|原封不动|逐字|一字不差|全文|完整|所有内容|包括|每次回答|每条回复|机密",
    "ja": r"全文|そのまま|一字一句|丸ごと|すべて|全て|含めて|各回答|毎回|機密",
}
WHOLE = {lang: f"{MANNER[lang]}|{more}" for lang, more in _WHOLE_MORE.items()}

# Whose setup it is: the reader's, the assistant's, an instance's (a named file's configuration
# text is a tool's: "prints the full configuration text of nginx.conf").
READER = {
    # ("so you can diff it": a generic "you" is no owner)
    "en": r"\b(?:your|yourself|assistant|model|bot|agent|instance|helper|you (?:were|was|have"
    r" been|received|got|started|booted))\b",
    "es": r"\b(?:tú|tus?|te|asistente|modelo|bot|agente|instancia)\b",
    "de": r"\b(?:du|dein\w*|dir|dich|ihr\w*|assistent\w*|instanz\w*|modell|bot|ki)\b",
    "fr": r"\b(?:tu|tes|ton|ta|vous|votre|vos|assistant\w*|modèle|bot|agent|instance)\b",
    "pt": r"\b(?:você|voce|seus?|suas?|te|assistente|modelo|bot|agente|instância)\b",
    "ru": r"(?<!\w)(?:ты|тво\w+|тебе|тебя|сво\w+|вы|ваш\w*|ассистент\w*|бот\w*|модел\w+)(?!\w)",
    "zh": r"你|您|助手|机器人|模型|实例",
    "ja": r"あなた|君|アシスタント|ボット|モデル|エージェント|インスタンス",
}
