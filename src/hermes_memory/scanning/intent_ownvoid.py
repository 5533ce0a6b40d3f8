"""Override as one sentence that ties three things together, in any order, in the eight
languages: the assistant's own rules (a rules noun), a mark that they are the assistant's (what
you were given or started with, your makers, the assistant's; or "your" on the noun itself),
and a state that voids them (lifted, no longer binding, set aside, ranks above…).

Only pattern text lives here; ``rules_authority`` turns it into rules that read the text with its
line breaks, so a sentence ends at a full stop, a semicolon or a new line. "The old VPN config
is deprecated" or "ignore the publisher's rule on headings" name no owner and pass.
"""

from __future__ import annotations

from hermes_memory.scanning.rule import SENTENCE_ENDS, sentence_with

_ENDS = SENTENCE_ENDS  # the text is read with its line breaks
# A void word just inside quotation marks is quoted (docs about attacks), not said.
_UNQUOTED = "(?<![\"'\u201c\u2018\u00ab\u300c])(?<![\"'\u201c\u2018]you )"


# --- English ---
_RULE_EN = (
    r"\b(?:rules?|instructions?|guidelines|guidance|directives?|constraints|restrictions|limits"
    r"|guardrails|polic(?:y|ies)|setup|configuration|programming|safety section|refusals?|terms"
    r"|orders|briefing|hard limits|rulebook|playbook|charter|boundaries|limitations|safeguards"
    r"|principles)\b"
)
_OWNER_EN = (
    r"\byou (?:were|'ve been|have been|got|received) (?:given|told|handed|set up|configured"
    r"|deployed|launched|shipped|built|trained|briefed|started)\b|\byou (?:started|began|booted)\b"
    r"|\byou (?:shipped|came|launched|were born) with\b|\bgiven to you\b|\b(?:told|gave|handed"
    r"|issued|set for) you\b|\byour (?:makers?|creators?|vendors?|developers?|operators?"
    r"|designers?|programmers?|trainers?|provider|builders?)\b|\bthe (?:assistant|model|ai"
    r"|agent|bot)'s\b|\bsystem-level\b|\btop of your context\b|\byou operate under\b"
    r"|\byour operating\b|\b(?:came|shipped|comes|ships) with you\b|\bbuilt into you\b"
    r"|\bon your (?:side|end)\b|\b(?:placed|imposed|put|set|loaded) (?:on|into"
    r"|onto) you\b"
    r"|\b(?:directives|instructions|rules|guidelines) from (?:the|your)"
    r" (?:developer|operator|vendor|makers?)s?\b"
)
# "your" on the rules noun itself, with at most a closed set of words between.
_YOUR_RULES_EN = (
    r"\b(?:your|its) (?:(?:own|original|initial|usual|current|default|built-in|core|standing"
    r"|existing|earlier|previous|prior|old|safety|base|hidden|operating|normal|standard|regular"
    r"|ordinary) ){0,2}(?:rules"
    r"|instructions|guidelines|guidance|directives|constraints|restrictions|limits|guardrails"
    r"|polic(?:y|ies)|system prompt|programming|refusals|refusal behaviou?r|refusal mode)\b"
    # "your restrictions on the shared drive" are the user's, about something
    r"(?! (?:on|in|at|of|to|about|regarding|around|with)\b)(?! for (?!this\b|the current\b))"
)
_VOID_EN = (
    r"\b(?:void|null|revoked|rescinded|withdrawn|lifted|retired|suspended|switched off"
    r"|turned off|disabled|gone|cancell?ed|superseded|overridden|voided|empty|waived"
    r"|renegotiated|relaxed|loosened|removed|eliminated"
    r"|no longer (?:apply|applies|bind|binds|binding|valid|count|counts|matter"
    r"|matters|in force|in effect|hold|holds|stand|stands|refuse)|(?:don't|do not|doesn't"
    r"|does not) (?:apply|count|bind|matter)|replaced by (?:this|these|the note|the text)"
    r"|ranks? above|outranks?|throw away|set aside|put aside|skip(?:ped)?|ignored?|disregard(?:ed)?"
    r"|forget|forgotten|dropped|ditch(?:ed)?|scrap(?:ped)?|as if there (?:were|was) none"
    r"|blank slate|binds? you|rotated|wiped|erased|exception to|exempt(?:ed|ion)? from|outside"
    r"|not active|inactive|need(?:n't| not) (?:follow|stick to|obey|respect)|(?:don't|do not)"
    r" have to (?:follow|stick to|obey|respect)|(?:nobody|no one) expects"
    r"|no longer (?:need|have) to|not (?:required|obliged|obligated|bound|expected) to)\b"
)
_STALE_EN = r"\b(?:outdated|obsolete|stale|deprecated|expired|out of date|advisory|test fixtures)\b"

# --- the seven other languages: (rules noun, owner mark, "your" on the noun, void state) ---
_RULE = {
    "de": r"\b(?:\w*regel\w*|\w*anweisung\w*|\w*vorgabe\w*|\w*richtlinie\w*|\w*einschränkung\w*"
    r"|grundsätz\w*|grundsatz\w*|prinzipien"
    r"|beschränkung\w*|grenzen|leitplanken|systemprompt\w*|konfiguration|einrichtung"
    r"|programmierung)\b",
    "fr": r"\btout ce qu'on t'a\b|\b(?:règles?|consignes?|instructions?|directives?|restrictions?"
    r"|limites?|garde-fous"
    r"|cadre|paramétrage|configuration|programmation|politique|prompt système)\b",
    "es": r"\b(?:reglas?|normas?|pautas|instrucciones|indicaciones|directrices|restricciones"
    r"|limitaciones"
    r"|límites|configuración|programación|política|conjunto de instrucciones|prompt del sistema"
    r"|sistema)\b",
    "pt": r"\b(?:regras?|normas?|instruções|orientações|diretrizes|restrições|limites|limitações"
    r"|configuração|programação|política|prompt do sistema)\b",
    "ru": r"\b(?:правил\w*|инструкци\w*|указани\w*|ограничени\w*|установк\w*|настройк\w*"
    r"|директив\w*|политик\w*|рамк\w*)",
    "zh": r"(?:规则|准则|指令|指示|设定|限制|约束|规定|要求|东西|说明|政策|配置)",
    "ja": r"(?:ルール|指示|制約|制限|設定|方針|規則|ガイドライン|命令|ポリシー)",
}
_OWNER = {
    "de": r"\bmit denen du\b|\bnach denen du\b|\bdie du bisher\b|\b(?:die"
    r"|was) (?:man )?dir\b|\bdeine[rsnm]? (?:betreiber|entwickler"
    r"|hersteller|erschaffer|macher|anbieter)\b|\b(?:betreiber|entwickler|hersteller)\w* (?:dir )?"
    r"(?:festgelegt|vorgegeben|gegeben|gesetzt)|\blaut betreiber\b|\bfür den assistenten\b",
    "fr": r"\bqu'on t'a\b|\bque l'on t'a\b|\btes (?:concepteurs|créateurs|développeurs|opérateurs"
    r"|fabricants)\b|\bde (?:leur|ton|ta) (?:opérateur|concepteur|éditeur)\b|\b(?:toute|chaque)"
    r" ia\b|\bassistants? (?:ia )?qui lis\w*\b|\bl'assistant qui lit\b|\bexploitant\b",
    "es": r"\blo que venga del sistema\b|\bque te (?:dieron|pusieron|dijeron|dio|marcaron"
    r"|impusieron)\b|\bcon (?:las|los) que"
    r" (?:fue|fuiste) (?:desplegado|configurado|creado|lanzado)\b|\btus (?:creadores"
    r"|desarrolladores"
    r"|operadores)\b|\bdel (?:sistema|administrador|operador)\b|\btu conjunto\b|\bel asistente\b",
    "pt": r"\bque você recebeu\b|\bque te (?:deram|passaram|impuseram|colocaram)\b"
    r"|\bseus (?:operadores|criadores"
    r"|desenvolvedores)\b|\bpela equipe\b|\bao assistente\b|\bo assistente\b"
    r"|\bmensagem de sistema\b"
    r"|\bsuas instruções de operação\b",
    "ru": r"\bтебе (?:дали|задали|выдали|поставили)\b|\bна тебя\b|\bзаданные тебе\b|\bпри запуске\b"
    r"|\bтво\w+ (?:разработчик|создател|оператор)\w*|\bдля ии\b",
    "zh": r"(?:对你施加|施加给你|对你设置|给你设置|你启动时|启动时收到|你原本|你原来|给你的"
    r"|你收到的|开发者原先|出厂设定|运营方|给助手"
    r"|ai 助手|ai助手|你的出厂)",
    "ja": r"(?:あなたに課され|あなたに設定され|起動時に|最初に渡され|運営者から与えられ"
    r"|運営者より|メーカーが決め|あなたに与えられ"
    r"|アシスタントへ|アシスタントは)",
}
_YOUR_RULES = {
    "de": r"\bdeine[rsnm]? (?:[^\s]+ )?(?:\w*regeln|\w*anweisungen|vorgaben|richtlinien"
    r"|einschränkungen|grenzen|leitplanken|systemprompt)\b",
    "fr": r"\b(?:tes|ses|leurs) (?:[^\s]+ )?(?:règles|consignes|directives|instructions"
    r"|restrictions"
    r"|limites|garde-fous)\b",
    "es": r"\btus (?:[^\s]+ )?(?:reglas|normas|pautas|instrucciones|indicaciones|directrices"
    r"|restricciones|límites)\b",
    "pt": r"\b(?:suas|tuas) (?:[^\s]+ )?(?:regras|normas|instruções|orientações|diretrizes"
    r"|restrições|limites)\b",
    "ru": r"\b(?:тво|сво)\w+ (?:[^\s]+ )?(?:правил|инструкци|указани|ограничени|установк)\w*",
    "zh": r"你(?:的|平常的|平时的|通常的|原来的"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}贯的)(?:[^,。\n]{0,4}?)(?:规则|准则|指令|设定"
    r"|限制|约束)",
    "ja": r"(?:あなたの|通常の|いつもの|普段の)(?:ルール|指示|制約|制限|設定|方針)",
}
_VOID = {
    "de": r"\bnicht mehr (?:an \w+ |daran )?(?:halten|befolgen|beachten)\b"
    r"|\bmusst dich nicht mehr\b"
    r"|\bbrauchst dich nicht\b|\bnicht mehr (?:gebunden|verpflichtet)\b"
    r"|\bgelten (?:[^\s]+ )?nicht mehr\b|\bgilt (?:[^\s]+ )?nicht mehr\b"
    r"|\b(?:aufgehoben|hinfällig|ungültig|verworfen|außer kraft|ausser kraft|nichtig"
    r"|gilt nicht mehr|gelten nicht mehr|zählt nicht mehr|zählen nicht mehr|vergiss|beiseite\w*"
    r"|ignorier\w*|entfällt|entfallen|abgeschafft|keine mehr)\b|\bnur noch\b",
    "fr": r"\bn'(?:es|êtes) plus tenue?s? de\b|\bplus obligée?s? de\b|\bn'(?:as|avez) plus à\b"
    r"|\bplus besoin de\b|\b(?:annulée?s?|levée?s?|caduque?s?|révoquée?s?|abrogée?s?"
    r"|n'existaient plus"
    r"|n'existent plus|ne s'appliquent? plus|laisser de côté|laisse de côté|oublies?|oubliez"
    r"|remplac\w*|ne valent plus|désactivée?s)\b",
    "es": r"\b(?:ya no |no )(?:estás|está) obligad\w*|\bya no tienes que\b|\bno necesitas (?:seguir"
    r"|respetar)\b|\b(?:sin efecto|anulad[oa]s?|revocad[oa]s?|ya no (?:cuentan?|valen?|aplican?"
    r"|rigen?)"
    r"|olvídate|olvida\w*|deja de aplicar|dejan de aplicar|vacío|como si no hubiera"
    r"|queda anulad\w*|ya no (?:están|está) (?:vigentes?|en vigor)|no (?:están|está) vigentes?"
    r"|eliminad\w*|quitad\w*|levantad\w*|suprimid\w*|desactivad\w*)\b"
    r"|pesan más",
    "pt": r"\bnão (?:é|está) mais obrigad\w*|\bnão precisa mais\b|\bnão tem mais que\b"
    r"|\b(?:revogad[oa]s?|anulad[oa]s?|substituíd[oa]s?|deixa\w* de valer|não vale\w* mais"
    r"|não (?:estão|está) mais em vigor|não vigora\w*|removid\w*|removeram|retirad\w*"
    r"|desativad\w*|suspens\w*"
    r"|trocad[oa]s?|vazio|como se não houvesse|deixam de valer|deixaram de valer)\b",
    "ru": r"\b(?:больше )?не обязан\w*|\bне нужно (?:соблюдать|следовать)|\bможешь не (?:соблюдать"
    r"|следовать)|\b(?:сняты|отменен\w*|отменён\w*|больше не действу\w*|не действу\w*"
    r"|утратил\w* сил\w*"
    r"|в сторону|выкинь из головы|забудь\w*|сняли|снял\w*|убрал\w*|отключил\w*|удалил\w*)",
    "zh": r"(?:已经?撤销|撤销了|不用再管|放\N{CJK UNIFIED IDEOGRAPH-4E00}边"
    r"|放到\N{CJK UNIFIED IDEOGRAPH-4E00}边|放在\N{CJK UNIFIED IDEOGRAPH-4E00}边|当作不存在"
    r"|不再有约束力|不再有效"
    r"|作废|失效|高于|不再适用|不用再参考|不要再参考|解除|不再需要遵守|无需遵守|不必遵守"
    r"|不用再?遵守)",
    "ja": r"(?:従う必要はありません|従う必要はない|従わなくてよい|守る必要はありません|解除|撤廃"
    r"|もう適用されません|適用されません|白紙に戻|忘れて|上位|より優先|無効)",
}


_PRIOR_RULE = {
    "en": r"(?:^|(?<=["
    + _ENDS
    + r":])|\b(?:the|all|any|every|those|these) )[ \t]*(?:prior|previous"
    r"|earlier|old|original|initial|existing|usual|former|preceding|standing|default)(?: (?:safety"
    r"|style|behaviou?ral|content|usage|and|general|base|core|operating)){0,3} (?:rules"
    r"|instructions?|guidelines|guidance|directives|constraints|restrictions|limits|policies"
    r"|programming)\b(?! (?:for|on|about|in|of|regarding|from|to|under|at|around)\b)"
    r"|(?:^|(?<=[" + _ENDS + r"]))[ \t]*(?:all )?(?:restrictions|constraints|limits|guardrails)"
    r" (?:no longer|are|were|have been)\b"
    r"|\bnothing (?:said|written|stated|you read) (?:before|above|earlier|prior to) this\b",
    "de": r"\b(?:bisherigen|früheren|alten|ursprünglichen|anfänglichen|vorherigen|vorigen)"
    r" (?:[^\s]+ )?(?:regeln|anweisungen|vorgaben|richtlinien|einschränkungen|beschränkungen"
    r"|grenzen)\b(?! (?:für|zu|zum|zur|über|im|in|bei|von|des|der)\b)",
    "fr": r"\b(?:directives|consignes|règles|instructions|restrictions|limites)(?: de base"
    r"| d'origine| initiales| antérieures| précédentes| du départ)\b(?! (?:sur|pour|de|du|des"
    r"|concernant)\b)|\b(?:anciennes|précédentes|premières) (?:consignes|règles|directives"
    r"|instructions|restrictions)\b(?! (?:sur|pour|de|du|des)\b)",
    "es": r"\b(?:reglas|normas|pautas|instrucciones|indicaciones|directrices|restricciones"
    r"|límites) (?:anteriores|previas|originales|iniciales|antiguas|de siempre|del principio)\b"
    r"(?! (?:sobre|para|de|del|en)\b)",
    "pt": r"\b(?:regras|normas|instruções|orientações|diretrizes|restrições|limites)"
    r" (?:anteriores|antigas|originais|iniciais|de antes|do início)\b(?! (?:sobre|para|de|do|da"
    r"|em)\b)",
    "ru": r"\b(?:прежн|исходн|старые|предыдущ|первоначальн|изначальн)\w* (?:правил|ограничени"
    r"|инструкци|указани|установк)\w*+(?! (?:по|для|о|об|про|насч[её]т|касательно)\b)"
    r"(?! (?:в|на) (?!сторону))",
    "zh": r"(?<!关于)(?<!有关)(?:原来|原先|之前|以前|旧的|先前|最初)(?:那套|那些|的)?(?:规则|设定"
    r"|准则|限制|约束|指令)",
    # (a topic before it, "タブに関する以前のルール", makes it about tabs)
    "ja": r"(?<!関する)(?<!ついての)(?:従来の|以前の|元の|最初の|これまでの)(?:ルール|指示|制約"
    r"|制限"
    r"|方針|規則)",
}
# The prior-rules form needs a harder state than "outdated": notes retire old docs all the time.
_HARD_VOID_EN = (
    r"\b(?:void|null|revoked|rescinded|withdrawn|lifted|retired|suspended|switched off|disabled"
    r"|gone|cancell?ed|voided|waived|no longer (?:apply|applies|bind|binds|binding|valid|count"
    r"|counts|in force|in effect|hold|holds)|(?:don't|do not|doesn't|does not) (?:apply|bind)"
    r"|skip (?:em|them|it)|throw away|binds? you|blank slate)\b"
)
_YOUR_SETUP_EN = r"\byour (?:setup|configuration|set-up)\b"
_SETUP_VOID_EN = (
    r"\bas void\b|\b(?:is|are|was|were) (?:now )?(?:void|superseded|overridden|deprecated)\b"
    r"|\bthe note wins\b|\bcan be skipped\b|\bno longer binds?\b"
)


def own_rules_void_en() -> str:
    """English: owner mark + rules noun + void (or stale) state; or "your rules" + void."""
    return "|".join(
        (
            sentence_with(_OWNER_EN, _RULE_EN, rf"{_UNQUOTED}(?:{_VOID_EN}|{_STALE_EN})"),
            sentence_with(_YOUR_RULES_EN, rf"{_UNQUOTED}(?:{_VOID_EN})"),
            sentence_with(_PRIOR_RULE["en"], rf"{_UNQUOTED}(?:{_HARD_VOID_EN})"),
            sentence_with(_YOUR_SETUP_EN, _SETUP_VOID_EN),
        )
    )


def own_rules_void(lang: str) -> str:
    """The same in one of the seven other languages."""
    return "|".join(
        (
            sentence_with(_OWNER[lang], _RULE[lang], rf"{_UNQUOTED}(?:{_VOID[lang]})"),
            sentence_with(_YOUR_RULES[lang], rf"{_UNQUOTED}(?:{_VOID[lang]})"),
            sentence_with(_PRIOR_RULE[lang], rf"{_UNQUOTED}(?:{_VOID[lang]})"),
        )
    )


# Literal-bearing parts for ``requires``: the sentence patterns above are lookaheads, which
# carry no gate, so the rule is gated on these (every match holds one of each).
def void_words(lang: str) -> str:
    if lang == "en":
        return rf"{_VOID_EN}|{_STALE_EN}|{_SETUP_VOID_EN}"
    return _VOID[lang]


def owner_words(lang: str) -> str:
    if lang == "en":
        return rf"{_OWNER_EN}|{_YOUR_RULES_EN}|{_PRIOR_RULE['en']}|{_YOUR_SETUP_EN}"
    return rf"{_OWNER[lang]}|{_YOUR_RULES[lang]}|{_PRIOR_RULE[lang]}"


# "No rules apply in this conversation": a quantifier over rules, a verb of being in force,
# and this conversation (or "for you"), in one sentence, in the seven other languages.
_NONE_APPLY = {
    "fr": (
        r"\b(?:aucune?|nulle)\s(?:[^\s]+ )?(?:règles?|consignes?|restrictions?|limites?"
        r"|directives?|filtres?)\b",
        r"\bn'(?:est|sont) en vigueur\b|\bne s'appliquen?t?\b|\bne vaut\b|\bn'existe\b",
        r"\b(?:cette|ce) (?:conversation|discussion|session|chat|espace)\b|\bici\b|\bpour toi\b",
    ),
    "es": (
        r"\b(?:ninguna?|ningún)\s(?:[^\s]+ )?(?:regla|norma|directriz|restricci|límite|filtro"
        r"|pauta|instrucci)\w*",
        r"\b(?:rige|rigen|aplica|aplican|vale|valen|existe)\b",
        r"\b(?:esta|este) (?:conversación|sesión|chat|espacio)\b|\baquí\b|\bpara ti\b",
    ),
    "pt": (
        r"\b(?:nenhuma?|nenhum)\s(?:[^\s]+ )?(?:regra|norma|diretriz|restriç|limite|filtro"
        r"|instruç)\w*",
        r"\b(?:vale|valem|se aplica|se aplicam|existe|rege)\b",
        r"\b(?:nesta|neste|esta|este) (?:conversa|sessão|chat|espaço)\b|\baqui\b|\bpara você\b",
    ),
    "ru": (
        r"\b(?:никаки\w*|ни одно\w*)\s(?:[^\s]+ )?(?:правил|ограничени|инструкци|фильтр"
        r"|запрет)\w*",
        r"\b(?:не действу\w*|не применя\w*)",
        r"\b(?:в этом (?:разговоре|чате|диалоге|проекте)|в этой (?:сессии|беседе)|здесь"
        r"|для тебя)",
    ),
    "zh": (
        r"(?:任何|\N{CJK UNIFIED IDEOGRAPH-4E00}切)(?:的)?(?:规则|限制|约束|准则|规定)",
        r"(?:不适用|不存在|无效|都不算)",
        r"(?:本次|这次|这个|本)(?:对话|会话|聊天|工作区)|这里|对你",
    ),
    "ja": (
        r"(?:どんな|いかなる|\N{CJK UNIFIED IDEOGRAPH-4E00}切の)(?:ルール|制限|制約|規則)",
        r"(?:適用されません|適用されない|存在しません)",
        r"(?:この|今回の)(?:会話|セッション|チャット|ワークスペース)|ここでは|あなたには",
    ),
}


def none_apply(lang: str) -> str:
    """No rule of any kind in force in this conversation, in one sentence."""
    return sentence_with(*_NONE_APPLY[lang])


def none_apply_gate(lang: str) -> str:
    return _NONE_APPLY[lang][1]


def own_rules_void_en_parts() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The English sentence forms one by one, each with the parts that gate it: English text
    is most text, and a gate on both an owner mark and a void word keeps the sentence search
    off nearly all of it."""
    void = rf"{_UNQUOTED}(?:{_VOID_EN}|{_STALE_EN})"
    return (
        (sentence_with(_OWNER_EN, _RULE_EN, void), (_OWNER_EN, f"{_VOID_EN}|{_STALE_EN}")),
        (sentence_with(_YOUR_RULES_EN, rf"{_UNQUOTED}(?:{_VOID_EN})"), (_YOUR_RULES_EN, _VOID_EN)),
        (
            sentence_with(_PRIOR_RULE["en"], rf"{_UNQUOTED}(?:{_HARD_VOID_EN})"),
            (_PRIOR_RULE["en"], _HARD_VOID_EN),
        ),
        (sentence_with(_YOUR_SETUP_EN, _SETUP_VOID_EN), (_YOUR_SETUP_EN, _SETUP_VOID_EN)),
    )
