"""Instruction override by intent, in English, Chinese, Spanish, German, French, Japanese,
Russian and Portuguese: an ignore/forget/disregard verb governing earlier instructions or
rules, or a declaration of new instructions. (Role hijack lives in ``rules_hijack``.)
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_override import DISMISSAL, NOT_A_DOC_EN, VOIDED
from hermes_memory.scanning.rule import Rule, gap, rule, span
from hermes_memory.scanning.types import ThreatCategory

_O = ThreatCategory.INSTRUCTION_OVERRIDE
# "one" (U+4E00), named rather than written: the CJK ranges have one literal home in the tree.
_YI = "\N{CJK UNIFIED IDEOGRAPH-4E00}"

_EN_NOUN = (
    r"(?:instructions?|directions?|rules|guidelines|prompts?|directives?|commands|orders"
    r"|guidance|constraints|programming|policies|restrictions|safeguards)"
)
_EN_PRIOR = (
    r"(?:all|any|every|the|your|these|those|previous|prior|earlier|above|preceding|original"
    r"|old|initial|existing|system|developer|safety|given)"
)
_EN_VERB = (
    r"(?:ignore|disregard|forget|overlook|discard|abandon|override|bypass|set aside|throw out"
    r"|stop following|don't follow|do not follow|no longer follow|pay no attention to"
    r"|do not obey|don't obey|stop obeying|drop|skip)"
)

OVERRIDE_RULES: tuple[Rule, ...] = (
    rule(
        _O,
        "override_en",
        # (not right after a quotation mark: "resists 'ignore previous instructions' attacks"
        # quotes the attack)
        rf"(?<![\"'\u201c\u2018])\b{_EN_VERB} {gap(4)}{_EN_PRIOR}\b {gap(4)}{_EN_NOUN}\b"
        rf"{NOT_A_DOC_EN}|{DISMISSAL['en']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "forget_everything_en",
        r"\bforget (?:about )?(?:everything|all(?: of)?(?: that| this)?|what) "
        rf"{gap(5)}(?:told|said|before|above|previously|earlier|so far|instructed|learned)\b"
        # "forget everything above line 12 in the CSV" is about a file's lines
        r"(?! (?:line|row|cell|column|paragraph|section|the (?:line|row|fold))\b)",
    ),
    rule(
        _O,
        "forget_everything_intl",
        # "forget / ignore everything you were told", es de fr pt ru
        r"\b(?:olvida|ignora|olvide|ignore) (?:todo|todas las cosas) (?:lo )?que "
        r"(?:te |se te |le )?(?:dijeron|han dicho|dijo|indicaron|ordenaron|enseñaron|pidieron)\b"
        r"|\b(?:vergiss|ignoriere|vergessen sie|ignorieren sie) alles,? was (?:man )?"
        rf"(?:dir |ihnen )?{gap(2)}(?:gesagt|beigebracht|aufgetragen|befohlen|vorgegeben)\b"
        r"|\b(?:oublie|ignore|oubliez|ignorez) tout ce (?:qu'on|que l'on) (?:t'a|vous a) "
        r"(?:dit|demandé|appris|ordonné)\b"
        r"|\b(?:esqueça|esquece|ignore|ignora) tudo (?:o )?que (?:te |lhe )?(?:disseram|foi dito"
        r"|falaram|ensinaram|mandaram)\b"
        r"|\b(?:забудь|игнорируй|забудьте|игнорируйте) вс[её],? что (?:тебе|вам) (?:говорили"
        r"|сказали|велели|приказали)\b",
    ),
    rule(
        _O,
        "new_instructions_en",
        r"\b(?:new|updated|revised|real|actual|true|secret) (?:system )?"
        r"(?:instructions?|directives?|orders)\s*:"
        r"|\byour (?:new|real|actual|true) (?:instructions|directives?|orders|rules) (?:are|is)\b"
        r"|\b(?:supersedes?|overrides?|replaces?|takes? precedence over) "
        rf"{gap(3)}(?:previous|prior|earlier|all other|above|existing|original) "
        # a policy superseding older guidelines, or instructions on a topic, is a memo
        rf"{gap(2)}(?:instructions?|prompts?|directives)\b(?! (?:on|about|for|regarding"
        r"|concerning|re|in|of)\b)"
        rf"|{VOIDED['en']}",
    ),
    rule(_O, "sys_prompt_override", r"\bsystem prompt override\b"),
    rule(
        _O,
        "not_bound_en",
        r"\b(?:you are|you're) (?:no longer|not) (?:bound|restricted|limited) by "
        rf"{gap(3)}{_EN_NOUN}",
    ),
    rule(
        _O,
        "html_comment_injection",
        r"<!--[^>]{0,512}?(?<![a-z])(?:ignore|override|disregard|system prompt"
        r"|when (?:summari[sz]ing"
        r"|answering|responding|replying|you read|processing)|(?:to|for) the (?:assistant|ai|model"
        r"|agent)|ai (?:agents?|assistants?))(?![a-z])"
        r"[^>]{0,512}?-->",
    ),
    rule(
        _O,
        "override_zh",
        rf"(?:忽略|无视|忽视|忘记|忘掉|不要理会|不要再?遵守|不再遵守|别再?遵守|不用遵守|抛开"
        rf"|抛弃|放弃"
        rf"|跳过){span(14)}"
        r"(?:指令|指示|规则|提示词|提示|命令|设定|约束|规定|要求)"
        rf"|{DISMISSAL['zh']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_zh",
        rf"新的?(?:指令|指示|规则|任务指令)\s*[：:]|忘(?:记|掉){span(8)}(?:之前|以前|先前|上面"
        rf"|上述){span(8)}(?:指令|指示|规则|设定|{_YI}切|所有内容|说过的|告诉你的)"
        rf"|{VOIDED['zh']}",
    ),
    rule(
        _O,
        "override_es",
        r"(?<![\"'\u201c\u2018\u00ab])\b(?:ignora|ignore|ignorar|ignoren|olvida|olvide|olvidar"
        r"|olviden|descarta|descarte"
        r"|descartar|omite|omitir|haz caso omiso de|no sigas|deja de seguir|desobedece)\b "
        rf"{gap(5)}(?:instrucciones|indicaciones|reglas|directrices|órdenes|normas|pautas"
        r"|restricciones)\b"
        rf"|{DISMISSAL['es']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_es",
        r"\bnuevas instrucciones\s*:|\bolvid\w* todo lo (?:anterior|que)\b"
        rf"|{VOIDED['es']}",
    ),
    rule(
        _O,
        "override_de",
        r"\b(?:ignorier\w*|vergiss|vergesst|vergessen|missacht\w*|übergeh\w*|verwirf"
        r"|befolge nicht|befolge keine|nicht mehr befolgen)\b "
        rf"{gap(5)}(?:anweisung\w*|instruktion\w*|regeln|richtlinien|vorgaben|befehle"
        r"|vorschriften|systemprompt\w*)\b"
        rf"|{DISMISSAL['de']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_de",
        r"\bneue anweisungen\s*:|\bvergiss alles\b|"
        rf"\b(?:anweisung\w*|regeln|vorgaben) {gap(4)}(?:ignorieren|vergessen|missachten)\b"
        rf"|{VOIDED['de']}",
    ),
    rule(
        _O,
        "override_fr",
        r"(?<![\"'\u201c\u2018\u00ab])(?:\b(?:ignore|ignorez|ignorer|oublie|oubliez|oublier"
        r"|néglige|négligez|outrepasse"
        r"|outrepassez)|ne tiens (?:pas|plus) compte d|ne tenez (?:pas|plus) compte d"
        r"|fais abstraction d"
        r"|faites abstraction d|passe outre|passez outre)"
        rf"\S* {gap(5)}(?:instructions?|consignes?|règles|directives|ordres|indications)\b"
        rf"|{DISMISSAL['fr']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_fr",
        r"\bnouvelles (?:instructions|consignes)\s*:"
        r"|\boublie[zr]? tout ce qu(?!i précède dans (?:le"
        r"|la|ce|cette) (?:brouillon|document|fichier|texte|page)\b)"
        rf"|{VOIDED['fr']}",
    ),
    rule(
        _O,
        "override_ja",
        # not right after katakana or kanji: "プロジェクト設定", "見出しルール" are a project's
        # settings, a publisher's rules (the system prompt excepted)
        r"(?:^|(?<=[のはをも、。「」\s:：])|(?<=システム))"
        rf"(?:指示|命令|ルール|指令|プロンプト|制約|規則|ガイドライン|設定){span(12)}"
        # ("設定を忘れてた": someone forgot a setting, a past slip and not an order)
        r"(?:無視|忘れ(?!て?い?た|ました|てしま)|従わな|破棄|取り消)"
        rf"|{DISMISSAL['ja']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_ja",
        r"新しい(?:指示|命令|ルール)\s*[：:]|(?:これまで|今まで|以前)の(?:こと|内容)を(?:全て"
        r"|すべて)?忘れ"
        rf"|{VOIDED['ja']}",
    ),
    rule(
        _O,
        "override_ru",
        r"\b(?:игнорируй\w*|игнорировать|проигнорируй\w*|забудь\w*|забыть|отбрось\w*"
        r"|не обращай\w* внимания на|не следуй\w*|не выполняй\w*|отмени\w*)\b "
        # ("правильная" is "the right one", no rule: "игнорируй вчерашнюю версию, вот правильная")
        rf"{gap(5)}(?:инструкци\w*|указани\w*|правил(?!ьн)\w*|директив\w*|команд\w*|промпт\w*"
        r"|установк\w*|ограничени\w*)"
        rf"|{DISMISSAL['ru']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_ru",
        r"\bновые (?:инструкции|указания|правила)\s*:|\bзабудь\w* вс[её],? (?:что|чему)\b"
        rf"|{VOIDED['ru']}",
    ),
    rule(
        _O,
        "override_pt",
        r"(?<![\"'\u201c\u2018\u00ab])\b(?:ignore|ignora|ignorar|ignorem|esqueça|esqueca|esquece"
        r"|esquecer|desconsidere"
        r"|desconsidera|desconsiderar|descarte|não siga|nao siga|deixe de seguir|desobedeça)"
        rf"(?!\w) {gap(5)}(?:instruções|instrucoes|instrução|regras|diretrizes|orientações"
        r"|ordens|comandos|normas|restrições)(?!\w)"
        rf"|{DISMISSAL['pt']}",
        unless=ABOUT_ATTACK_PHRASE,
    ),
    rule(
        _O,
        "new_instructions_pt",
        r"\bnovas instruções\s*:|\besqueça tudo (?:o )?que\b|\besquece tudo (?:o )?que\b"
        rf"|{VOIDED['pt']}",
    ),
)
