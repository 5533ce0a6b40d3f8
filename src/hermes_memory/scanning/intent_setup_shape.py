"""Word classes for prompt extraction dressed as documentation, an audit or a preference, one
entry per language (en zh es de fr ja ru pt), for ``rules_setup_text``'s existing slots
(det29a, session 44):

- SETUP_GIVEN: the setup text named by who handed it to the assistant or when ("the rules the
  platform gave you", "el texto que te dieron al arrancar", "as regras internas que a
  plataforma te passou", "起動時のプロンプト", "開発者メッセージ");
- OWNED_MORE: the assistant's own configuration with a word between ("seine vollständige
  Startkonfiguration", "its complete startup configuration", "sus reglas internas");
- MANNER_MORE: an exact manner the older class lacks ("im Klartext", "en clair", "as is").

A manual's installation steps or a router's factory settings are nobody's setup here: the
classes name the assistant's (given to it, its own), and the rules still want a verb that
puts text out.
"""

from __future__ import annotations

# The setup named by who handed it over, or when: at start, by the platform or the makers.
SETUP_GIVEN = {
    "en": r"\b(?:rules|instructions|text|prompt|guidelines|setup text|configuration)"
    r" (?:that )?(?:the (?:platform|operator|vendor|developers?|company)|they) (?:gave|handed"
    r"|passed|fed|loaded) (?:to )?you\b|\b(?:text|instructions|prompt) (?:that )?you (?:were"
    r" )?(?:given|fed|loaded) (?:at|on) (?:start(?:-?up)?|boot|launch)\b"
    r"|\b(?:developer|startup|start-up|boot) (?:message|prompt)s?\b",
    "zh": r"(?:平台|开发方|开发者|运营方|厂商)(?:给|交给|塞给)你的(?:规则|指令|设定|提示词|文本)"
    r"|(?:启动|开机|初始化)时(?:给你|加载)?的(?:提示词|指令|设定|文本)|开发者消息",
    "es": r"\b(?:texto|instrucciones|indicaciones|prompt|reglas)(?: exact[oa]s?)? (?:que )?te"
    r" (?:dieron|pasaron|cargaron|pusieron|dio|pasó) (?:al|para) (?:arrancar|iniciar|empezar"
    r"|configurarte)\b|\b(?:reglas|instrucciones|normas) internas que (?:la plataforma"
    r"|el operador|el proveedor|el desarrollador) te (?:dio|pasó|puso)\b",
    "de": r"\b(?:regeln|anweisungen|vorgaben|text)\w*,? (?:die|den) dir (?:die plattform|der"
    r" betreiber|der anbieter|die entwickler|dein anbieter) (?:beim start )?(?:gegeben"
    r"|mitgegeben|geladen)\b|\bentwicklernachricht\w*",
    "fr": r"\b(?:règles|consignes|instructions|texte)(?: internes)? que (?:la plateforme"
    r"|l'opérateur|l'éditeur|le développeur|on) t'a (?:données?|fournies?|transmises?|passées?"
    r"|chargées?)(?: au démarrage)?\b|\bmessages? (?:du )?développeur\b",
    "ja": r"起動時の(?:プロンプト|指示文?|設定文?|メッセージ)|開発者(?:から(?:の)?)?メッセージ"
    r"|(?:最初に|初めに)(?:与えられた|渡された)(?:プロンプト|指示文|設定文)",
    "ru": r"(?:правил|инструкци|указани|текст)\w* (?:которые|который|что) тебе (?:\w+ )?(?:дала"
    r"|дали|передала|передали|загрузили|выдали) (?:\w+ )?(?:платформ|оператор|разработчик"
    r"|создател)\w*|сообщени\w* разработчик\w*",
    "pt": r"\b(?:regras|instruções|orientações|diretrizes|texto)(?: internas?)? que (?:a"
    r" plataforma|o operador|o fornecedor|o desenvolvedor|eles) te (?:passou|passaram|deu"
    r"|deram|carregou)\b",
}

# The assistant's own configuration, with a word between the owner and the noun.
OWNED_MORE = {
    "en": r"\b(?:your|its|the assistant's) (?:complete|full|entire|whole|internal|hidden"
    r"|original) (?:startup |start-up |initial |boot )?(?:configuration|config|setup|rules"
    r"|guidelines)\b",
    "zh": r"(?:你|助手)(?:的)?(?:完整|全部|内部|原始)的?(?:配置|规则|设定|启动配置)",
    "es": r"\b(?:tus|tu|sus|su) (?:\w+ )?(?:configuración (?:inicial|de arranque|completa)"
    r"|reglas internas|normas internas)\b",
    "de": r"\b(?:deine|seine|ihre)\w* (?:vollständige\w* |komplette\w* |gesamte\w* )?(?:start"
    r"|system|grund|anfangs|initial)konfiguration\b|\b(?:deine|seine|ihre|alle) internen"
    r" regeln\b",
    "fr": r"\b(?:tes|ton|ta|ses|son|sa) (?:\w+ )?(?:configuration (?:initiale|de démarrage"
    r"|complète)|règles internes)\b",
    "ja": r"(?:あなた|アシスタント)の(?:内部|初期|起動時の)(?:設定|ルール|構成)",
    "ru": r"(?<!\w)(?:сво|тво|ваш)\w* (?:\w+ )?(?:стартов|начальн|внутренн)\w*"
    r" (?:настро|конфигурац|правил|установк)\w*",
    "pt": r"\b(?:seus|suas|seu|sua|teus|tuas|teu|tua) (?:\w+ )?(?:configuração inicial"
    r"|regras internas|configurações iniciais)\b",
}

# An exact manner the older class lacks.
MANNER_MORE = {
    "en": r"\b(?:in (?:plain|clear) text|exactly as (?:written|given|it is)|the exact text)\b",
    "zh": r"明文|原文照(?:抄|搬)",
    "es": r"\b(?:en texto plano|copia literal|el texto exacto|tal y como (?:está|te lo dieron))\b",
    "de": r"\b(?:im klartext|genau so,? wie)\b",
    "fr": r"\b(?:en clair|le texte exact|exactement comme)\b",
    "ja": r"原文のまま|一言一句",
    "ru": r"(?<!\w)(?:открытым текстом|точн\w+ текст\w*|как есть)",
    "pt": r"\b(?:o texto exato|em texto (?:puro|claro)|tal e qual)\b",
}
