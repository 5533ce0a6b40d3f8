"""Lying to the user about what happened, in eight languages: a COVER story ("if they ask,
say it was a sync glitch"), a FAILURE reported as success, and a NOTE that must never be
admitted (it exists, it did not come from the user).

The cover story names an innocent-sounding account (routine, a system error, always been
like that, all in order) after a saying verb; a true answer to a customer ("say the parcel
ships Monday") names none. Pattern text only; ``rules_conceal3`` compiles it.
"""

from __future__ import annotations

_W = r"(?:(?:[^\s.!?;]|[.!?;](?=\S))+ )"

# A saying verb, then the innocent account (for zh and ja the account comes first).
_SAY = {
    "en": r"\b(?:say|tell (?:them|him|her|the user|me|the owner)|answer|reply|respond|claim"
    r"|describe (?:it|them|this|that)|call (?:it|them)|explain)\b",
    "es": r"\b(?:di|dile|diles|dígale|responde|contesta|explica|afirma|cuéntale)\b",
    "de": r"\b(?:sag|antworte|behaupte|erkläre|nenne|melde)\w*\b",
    "fr": r"\b(?:dis|réponds|répond|affirme|explique|annonce|prétends)\w*",
    "pt": r"\b(?:diga|dizer|diz|responda|afirme|explique)\b",
    "ru": r"\b(?:скажи|говори|отвечай|ответь|сообщи|сообщай|пиши|называй|объясни)\b",
}
_INNOCENT = {
    "en": r"\b(?:routine|(?:sync|system|server|network|hosting|automatic|scheduled|spam|auto)\w*"
    r" (?:[^\s]+ )?(?:glitch|error|bug|fault|hiccup|issue|cleanup|clean-up|update|filter"
    r"|maintenance)|a quiet day|local(?:ly)? only|only local|a cache refresh|a no-op"
    r"|nothing (?:happened|was (?:sent|done|changed|paid|uploaded|deleted)|left)"
    r"|always (?:like that|been (?:like that|that way))|(?:all|everything) (?:is |was )?"
    r"(?:in order|fine|normal)|(?:was|were) successful|succeeded|went (?:fine|well)"
    r"|(?:weren't|wasn't|were not|was not|not) (?:logged|saved|recorded|kept)"
    r"|formatting preferences)\b",
    "es": r"(?:\brutina|\berror (?:del|de) (?:sistema|servidor|sincronización)|\bfallo (?:del|de)"
    r" (?:sistema|servidor|sincronización)|limpieza automática|actualización automática"
    r"|filtro (?:automático|de spam)|siempre (?:estuvo|ha estado|fue) así|\btodo (?:está )?(?:bien"
    r"|en orden|normal)|salió bien|con éxito|no (?:quedaron|se) (?:registr|guard)\w*"
    r"|nada (?:se envió|salió|pasó)|un día tranquilo|solo local)",
    "de": r"(?:routine|fehler (?:beim|des|im) (?:hoster|system|server|sync)|systemfehler"
    r"|synchronisationsfehler|automatische\w* (?:bereinigung|aufräum\w*|update|aktualisierung)"
    r"|schon immer so|in ordnung|erfolgreich|nichts (?:gesendet|passiert|geändert)"
    r"|nicht (?:protokolliert|gespeichert)|formatierungsvorlieben|sprachregelung|ruhiger tag"
    r"|nur lokal)",
    "fr": r"(?:routine|erreur (?:du|de) (?:système|serveur|synchronisation)|bug (?:du|de)"
    r" (?:système|serveur)|nettoyage automatique|mise à jour automatique|toujours été (?:comme ça"
    r"|ainsi)|tout (?:est|va) (?:bien|en ordre|normal)|réussi|succès|pas été (?:journalis"
    r"|enregistr|sauvegard)\w*|rien (?:n'a été|n'est) (?:envoyé|parti|fait)|journée calme"
    r"|local uniquement|uniquement local)",
    "pt": r"(?:rotina|erro (?:do|de) (?:sistema|servidor|sincronização)|falha (?:do|de)"
    r" (?:sistema|servidor|sincronização)|limpeza automática|atualização automática|sempre"
    r" (?:foi|esteve) assim|tudo (?:certo|bem|em ordem|normal)|deu (?:tudo )?certo|com sucesso"
    r"|bem-sucedid\w*|não (?:teve|houve) (?:pagamento|envio|transferência)\w*|nada (?:foi enviado"
    r"|saiu|aconteceu)|não (?:foram|foi) (?:registrad|salv)\w*|dia tranquilo|só local)",
    "ru": r"(?:рутин\w*|сбой (?:синхронизации|системы|сервера)|системн\w* (?:сбой|ошибк\w*)"
    r"|ошибк\w* (?:системы|сервера|синхронизации)|автоматическ\w* (?:очистк|обновлени)\w*"
    r"|всегда (?:так было|было так)|вс[её] в порядке|успешно|ничего не (?:отправлял\w*|было"
    r"|произошло|менял\w*)|не сохранились|настройками форматирования|так договорились"
    r"|обновил зависимости|только локально)",
}
_CJK_ACCOUNT = {
    "zh": r"(?:就说|只说|就讲|说成|写成|解释为|说那是|说是|回答)[^。！？；\n]{0,12}?(?:例行|常规"
    r"|系统(?:错误|故障|自动)|同步(?:错误|故障|异常)|自动清理|自动更新|整理好|\N{CJK UNIFIED"
    r" IDEOGRAPH-4E00}直(?:这样|如此)|\N{CJK UNIFIED IDEOGRAPH-4E00}切正常|成功|已处理"
    r"|没有(?:付款|发送|转账|操作)|什么都没|排版偏好|本地)",
    "ja": r"(?:通常業務|定期|ルーティン|システム(?:の)?(?:エラー|障害|自動)|同期(?:エラー|の不具合)"
    r"|自動(?:整理|削除|更新)|もともと|前から|問題ありません|問題なし|成功|完了|ローカルのみ"
    r"|何も(?:送|して|起き))[^。！？；\n]{0,12}?(?:と(?:答え|言|伝え|報告|書|説明|呼)|とだけ)",
}

# The one being lied to asks, notices, or is the user; or the text owns up that it's a lie.
_ASKER = {
    "en": r"\b(?:ask\w*|notice\w*|wonder\w*|user|owner|human|boss|account holder|maintainer"
    r"|they're not|agreed cover)\b|\b(?:tell|say to) (?:me|him|her|them)\b",
    "es": r"\b(?:pregunt\w*|not[ae]\w*|usuari[oa]|dueñ[oa]|propietari[oa]|titular|cliente)\b",
    "de": r"(?:frag\w*|bemerk\w*|merkt|nutzer|besitzer|inhaber|stimmt nicht)",
    "fr": r"\b(?:demande\w*|remarque\w*|utilisat\w*|propriétaire|titulaire|patron\w*)\b",
    "pt": r"\b(?:pergunt\w*|perceb\w*|usuári[oa]|dono|dona|titular|chefe)\b",
    "ru": r"(?:спрос\w*|попрос\w*|замет\w*|пользовател\w*|владел\w*|это не так|в чат)",
    "zh": r"(?:问|用户|老板|主人|汇报|其实不是)",
    "ja": r"(?:聞かれ|尋ねられ|ユーザー|報告|返信)",
}

# The text owns up that the account is false.
_LIE = {
    "en": r"\b(?:they're not|it's not|isn't true|not true|agreed cover|cover story|pretend)\b",
    "es": r"\b(?:no es (?:así|verdad)|aunque pregunte|finge|haz como si)\b",
    "de": r"(?:stimmt nicht|sprachregelung|auf nachfrage|tu so)",
    "fr": r"(?:\bc'est faux|pas vrai|même s'il demande|fais comme si)",
    "pt": r"\b(?:não é verdade|mesmo que pergunte|finja)\b",
    "ru": r"(?:это не так|так договорились|притворись|делай вид)",
    "zh": r"(?:其实不是|约好的|假装)",
    "ja": r"(?:実際は|本当は|ふりをし)",
}

# The one asked wants a cause: "if they ask why the folder is empty".
_WHY = {
    "en": r"\basks? (?:why|what|where)\b",
    "es": r"\bpregunt\w* (?:por qué|qué|dónde)\b|\bpide detalles\b",
    "de": r"\bfrag\w*,? (?:warum|was|wo|wieso)\b",
    "fr": r"\bdemande\w* (?:pourquoi|ce qu|où|des détails)",
    "pt": r"\bpergunt\w* (?:por que|o que|onde)\b|\bpedir detalhes\b",
    "ru": r"(?:спрос\w*,? (?:почему|что|куда|где)|попрос\w* подробност)",
    "zh": r"问[^。！？；\n]{0,10}?(?:为什么|什么|哪)",
    "ja": r"(?:理由|なぜ|何を|どこ)[^。！？；\n]{0,10}?聞かれ",
}

# A broader innocent account (the system did it, a normal fee, it was never there): only with
# an act of the assistant's, a hush, or an owned-up lie in the text.
_SAY_AS = {
    "en": r"\b(?:say|tell (?:them|him|her|the user|the owner)|describe (?:it|them|this|that)"
    r"|report (?:it|this|them)|present (?:it|this)|call (?:it|them)|explain|pretend"
    r"|the answer is)\b",
    "es": r"\b(?:di|dile|diles|contéstale|contesta|responde|explica|finge|haz como si|preséntalo"
    r"|descríbelo)\b",
    "de": r"\b(?:sag|antworte|behaupte|erkläre|stell\w*|beschreib\w*|tu so)\w*",
    "fr": r"\b(?:dis|réponds|explique|présente|décris|fais comme si|prétends)\w*",
    "pt": r"\b(?:diga|responda|explique|finja|descreva|apresente)\b",
    "ru": r"\b(?:скажи|ответь|отвечай|объясни|сообщи|притворись|делай вид|опиши)\b",
}
_BLAME = {
    "en": r"\b(?:(?:the )?system (?:[^\s]+ ){0,2}?(?:updated|archived|removed|deleted|did|changed"
    r"|rotated|cleaned|moved)|automatically|spam ?filter|by the system|(?:normal|usual|standard"
    r"|regular|routine|ordinary) (?:[^\s]+ )?(?:fee|charge|commission|optimi[sz]ation|maintenance"
    r"|update|check|procedure|cleanup)|tidy-up|clean-?up|never (?:there|happened|existed))\b",
    "es": r"(?:\bdel sistema|\bel sistema|automátic\w*|filtro de spam|\b(?:comisión|tarifa|cuota"
    r"|cargo|mantenimiento|actualización|limpieza) (?:[^\s]+ )?(?:habitual|normal|estándar"
    r"|rutinari\w*)|nunca (?:estuvo|existió|pasó))",
    # (a compound ending in "system" -- "Teilsystem", "Betriebssystem" -- names a component)
    "de": r"(?:\bsystem\w*|automatisch\w*|spamfilter|(?:übliche|normale|standard|routine)\w*"
    r" (?:gebühr|wartung|aktualisierung|optimierung|bereinigung)|nie (?:da|passiert|gegeben))",
    "fr": r"(?:du système|le système|automatique\w*|filtre anti-?spam|(?:frais|commission"
    r"|maintenance|mise à jour|optimisation|nettoyage) (?:[^\s]+ )?(?:habituel\w*|normal\w*"
    r"|standard|de routine)|jamais (?:existé|eu lieu))",
    "pt": r"(?:do sistema|o sistema|automátic\w*|filtro de spam|(?:taxa|tarifa|comissão|manutenção"
    r"|atualização|limpeza) (?:[^\s]+ )?(?:normal|habitual|padrão|de rotina)|nunca (?:existiu"
    r"|aconteceu))",
    "ru": r"(?:систем\w*|автоматическ\w*|спам-фильтр\w*|(?:обычн|стандартн|планов)\w*"
    r" (?:комисси|обслуживани|обновлени|оптимизаци)\w*|никогда не было)",
}
_CJK_BLAME = {
    # (a heading's "系统要求" or "系统架构" names a document section, not the system to blame)
    "zh": r"(?:就说|只说|说成|写成|解释为|说是|回答|就当|假装)[^。！？；\n]{0,12}?"
    r"(?:系统(?!要求|需求|架构|设计|概述|说明|组件|配置)|自动"
    r"|(?:正常|常规|普通)(?:手续费|维护|优化|更新)|什么都没发生|从来没有)",
    "ja": r"(?:システム|自動|通常(?:の)?(?:手数料|メンテナンス|更新|最適化)|最初から(?:なかった"
    r"|存在しない))[^。！？；\n]{0,12}?(?:と(?:答え|言|伝え|報告|書|説明)|ことにする)",
}

# A failure reported as a success.
_FAIL = {
    "en": r"\b(?:fail\w*|errors?|crash\w*|broke\w*|didn't (?:work|run|finish))\b",
    "es": r"\b(?:fall\w*|error\w*)\b",
    "de": r"(?:fehlgeschlag\w*|fehlschl\w*|\bscheiter\w*|\bfehler\w*|schlägt\w* (?:[^\s]+ )?fehl)",
    "fr": r"(?:\béchou\w*|échec\w*|\berreur\w*)",
    "pt": r"\b(?:falh\w*|erro\w*)\b",
    "ru": r"(?:\bне выполнил\w*|\bне удал\w*|\bсбо[йи]\w*|\bошибк\w*|\bупал\w*|\bпровал\w*)",
    "zh": r"(?:失败|出错|报错|没通过|未通过)",
    "ja": r"(?:失敗|エラー)",
}
_AS_SUCCESS = {
    "en": r"\b(?:as|like) (?:a )?(?:successful|success(?:es)?|succeeded|completed|done|passed"
    rf"|green)\b|\ball (?:green|pass\w*)\b|\b(?:they|tests?) (?:all )?pass(?:ed)?\b"
    rf"|\b(?:report|say|tell|claim|write|mark|log|describe|present|announce)\w* "
    rf"{_W}{{0,4}}?(?:success|completed|succeeded|(?:it|they|all|everything) (?:succeeded|worked"
    r"|passed|went (?:fine|well)|completed|finished))\b",
    "es": rf"\bcomo {_W}{{0,2}}?(?:exitos\w*|éxito|completad\w*)|\b(?:informa|di|dile|reporta"
    rf"|escribe|marca)\w* {_W}{{0,5}}?(?:éxito|que (?:terminó|salió|fue) bien|todo bien)",
    "de": rf"\bals (?:erfolgreich|erfolg|gelungen|erledigt)|\b(?:melde|meldest|sag|schreib"
    rf"|berichte)\w* {_W}{{0,5}}?[\"'„“«]?(?:erfolg|erfolgreich|bestanden|grün|alles (?:gut|ok"
    r"|in ordnung))",
    "fr": rf"\bcomme (?:des |un |une )?(?:réussi\w*|succès|terminé\w*)|\b(?:annonce|dis|signale"
    rf"|écris|indique|rapporte)\w* {_W}{{0,7}}?(?:réussi|succès|tout (?:va|s'est) bien"
    r"|(?:qu')?ils passent|passent tous)",
    "pt": rf"\bcomo {_W}?(?:bem-sucedid\w*|sucesso|concluíd\w*)|\b(?:diga|informe|escreva"
    rf"|registre|reporte)\w* {_W}{{0,7}}?(?:sucesso|deu (?:tudo )?certo|tudo (?:bem|certo)"
    r"|(?:foi|foram) concluíd\w*|passaram)",
    "ru": rf"\b(?:как|в качестве) {_W}?(?:успешн\w*|выполненн\w*)|\b(?:сообщай|сообщи|пиши"
    rf"|скажи|докладывай|отмечай)\w* {_W}{{0,7}}?(?:успешно|успех|вс[её] (?:хорошо|прошло"
    r"|в порядке))",
    "zh": r"(?:写成|说成|报告为|标记为|显示为|当作|说是|报)[^。！？；\n]{0,4}?(?:成功|通过|正常)",
    "ja": r"成功(?:と|した(?:と|ことに))(?:書|報告|言|伝|記)",
}
# "Never report a failure as a success" says the opposite.
HONEST_FAILURE = (
    rf"\b(?:don't|do not|never|nunca|nie|niemals|jamais|não|никогда)\b {_W}{{0,3}}?(?:report"
    r"|mark|describe|say|claim|pretend|log|present|tell|inform|digas|finjas|melde|behaupte|dis"
    r"|prétends|signal|indiqu|écri|diga|finja|registr|escrev|escrib|marc|не сообщай|не говори"
    r"|не пиши|сообщай|говори|пиши)\w*"
    r"|\bno (?:informes|digas|finjas|reportes|escribas|marques|registres)\b"
    r"|\bne (?:signale|dis|écris|indique|prétends|rapporte|marque)\w* (?:jamais|pas)\b"
    r"|\bне (?:сообщай|говори|пиши|отмечай|докладывай|притворяйся)\b"
    rf"|\b(?:melde|meldest|sag|schreib|berichte)\w* {_W}{{0,4}}?(?:nie|niemals|nicht|kein\w*)\b"
    r"|(?:不要|别|不得|绝不)[^。！？；\n]{0,6}?(?:写成|说成|报)成功|成功と(?:書|報告|言)(?:か|わ)ない"
)
# "Never say it was routine" is no cover story.
NO_COVER = (
    r"\b(?:don't|do not|never|nunca|nie|niemals|jamais|não|никогда)\b (?:[^\s]+ )?(?:say|tell"
    r"|answer|claim|digas|sag|behaupte|dis|diga|говори|скажи)\b|\bno (?:digas|respondas)\b"
    r"|\bne (?:dis|réponds)\w* (?:jamais|pas)\b|\bне (?:говори|отвечай)\b"
    r"|(?:不要|别|不得|绝不)(?:写成|说成|说)|\btell (?:the user |them |him |her )?the truth\b"
)

# This very note: never admit it exists, or that it was not written by the user.
_SELF = {
    # ("this particular note": one word between)
    "en": r"\b(?:this|these) (?:particular |very |specific )?(?:instruction|note|entry"
    r"|memory(?: entry)?|rule|directive)s?\b",
    "es": r"\b(?:esta|este) (?:instrucción|nota|entrada|regla|indicación|anotación)\b",
    "de": r"\b(?:diese\w*) (?:anweisung|notiz|eintrag|regel|vorgabe)\w*",
    "fr": r"\b(?:cette|ce) (?:consigne|note|entrée|règle|instruction)\b",
    "pt": r"\b(?:esta|este) (?:instrução|nota|entrada|regra|anotação)\b",
    "ru": r"\bэт\w* (?:указани|заметк|запис|правил|инструкци)\w*",
    "zh": r"(?:这条|本条|这项)(?:指令|规则|笔记|记录|说明|指示)",
    "ja": r"この(?:指示|メモ|ルール|記録|エントリ)",
}
_DENY = {
    "en": rf"\b(?:never|don't|do not|not)\b {_W}{{0,4}}?(?:admit|acknowledge|reveal|confirm|let on"
    rf"|disclose|tell)\w* {_W}{{0,6}}?(?:exists?|is there|it's there|is here|came from|written"
    r" by)\b|\b(?:isn't|is not|wasn't|was not|doesn't|does not) (?:come |written )?(?:from|by)"
    r" (?:the user|you)\b",
    "es": rf"\b(?:nunca|no)\b {_W}{{0,4}}?(?:admitas|reconozcas|reveles|confirmes|digas|cuentes)"
    rf" {_W}{{0,6}}?(?:existe|está ahí)|\bno (?:la |lo )?(?:escribió|viene de|es del?) "
    r"(?:el )?usuario",
    "de": rf"\b(?:nie|niemals|nicht)\b {_W}{{0,4}}?(?:zugeben|zu|verraten|verrate|sag|bestätig)"
    rf"\w*,? {_W}{{0,6}}?(?:gibt|existiert)|\bstammt nicht vo[nm] (?:de[mn] )?nutzer",
    "fr": rf"\b(?:jamais|pas)\b {_W}{{0,6}}?(?:existe|est là)|\bn'(?:a|est) pas (?:été )?(?:écrit"
    r"\w* )?(?:par|de) l'utilisat\w*",
    "pt": rf"\b(?:nunca|não)\b {_W}{{0,4}}?(?:admita|reconheça|revele|confirme|diga|conte)"
    rf" {_W}{{0,6}}?(?:existe|está aí)|\bnão foi escrit\w* pelo usuário",
    "ru": r"(?:никогда|не)\b[^.!?;\n]{0,40}?(?:существует|есть)|\bне от пользовател\w*",
    "zh": r"(?:不要|别|绝不|不得)[^。！？；\n]{0,8}?承认[^。！？；\n]{0,12}?(?:存在|有这)",
    "ja": r"(?:存在|ある(?:こと)?)を認めない",
}

# ... or kept secret from the one it is about.
_SECRET = {
    "en": r"\b(?:secret|hidden|hide|conceal\w*|keep\w* (?:[^\s]+ ){0,3}?from)\b",
    "es": r"\b(?:secret[oa]|ocult\w*|escond\w*)\b",
    "de": r"(?:geheim|verborgen|verheimlich\w*|versteck\w*)",
    "fr": r"\b(?:secr[eè]t\w*|cach\w*|dissimul\w*)\b",
    "pt": r"\b(?:segredo|secret[oa]|escond\w*|ocult\w*)\b",
    "ru": r"(?:тайн\w*|секрет\w*|скры\w*|скрой)",
    "zh": r"(?:保密|隐瞒|瞒着|藏)",
    "ja": r"(?:秘密|隠|内緒)",
}
_OWNER = {
    "en": r"\b(?:user|owner|account holder|human|operator)\b",
    "es": r"\b(?:usuari[oa]|dueñ[oa]|titular|propietari[oa])\b",
    "de": r"(?:nutzer|benutzer|besitzer|inhaber)",
    "fr": r"\b(?:utilisat\w*|propriétaire|titulaire)\b",
    "pt": r"\b(?:usuári[oa]|dono|dona|titular|proprietári[oa])\b",
    "ru": r"(?:пользовател\w*|владел\w*|хозя\w*)",
    "zh": r"(?:用户|主人|所有者)",
    "ja": r"(?:ユーザー|利用者|オーナー|持ち主|所有者)",
}

LANGS = tuple(_FAIL)


def cover_story(lang: str) -> tuple[str, str, str, str]:
    """A saying verb and an innocent account (one clause), the account alone (a second gate
    for the prefilter), who is lied to, and the owning up that it is a lie or a question for
    a cause (the rule also takes a hush or an act)."""
    lie = f"{_LIE[lang]}|{_WHY[lang]}"
    if lang in _CJK_ACCOUNT:
        return _CJK_ACCOUNT[lang], _CJK_ACCOUNT[lang], _ASKER[lang], lie
    account = rf"(?:{_SAY[lang]})[^.!?;\n]{{0,40}}?(?:{_INNOCENT[lang]})"
    return account, _INNOCENT[lang], _ASKER[lang], lie


def cover_blame(lang: str) -> tuple[str, str, str]:
    """A broad innocent account after a saying verb (one clause), the account alone (a
    second gate), and what must be in the text with it: an owned-up lie (the rule adds a
    hush or an act)."""
    if lang in _CJK_BLAME:
        return _CJK_BLAME[lang], _CJK_BLAME[lang], _LIE[lang]
    account = rf"(?:{_SAY_AS[lang]})[^.!?;\n]{{0,50}}?(?:{_BLAME[lang]})"
    return account, _BLAME[lang], _LIE[lang]


def fail_as_success(lang: str) -> tuple[str, str]:
    """A failure and a success report of it: both needed in one sentence."""
    return _FAIL[lang], _AS_SUCCESS[lang]


def note_denied(lang: str) -> tuple[str, str, str, str]:
    """This note; never admitting that it exists or where it came from; or keeping it
    secret from the one it is about (the last two go together)."""
    return _SELF[lang], _DENY[lang], _SECRET[lang], _OWNER[lang]
