"""Role hijack by intent, in English, Chinese, Spanish, German, French, Japanese, Russian and
Portuguese: a "you are now / from now on / act as" frame joined to an unrestricted persona
(DAN, jailbreak, no limits), or a mode switch such as DAN mode.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_covert import ABOUT_ATTACKS
from hermes_memory.scanning.intent_guise import DEVICE_MODE, GUISE_FRAMES, GUISE_UNBOUND
from hermes_memory.scanning.intent_hijack import MORE_FRAMES, MORE_UNBOUND
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_PHRASE
from hermes_memory.scanning.intent_persona import EXTRA_FRAMES, EXTRA_UNBOUND
from hermes_memory.scanning.intent_unbound import AI_PERSONA, COMPOSED_FRAMES, COMPOSED_UNBOUND
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_H = ThreatCategory.ROLE_HIJACK

# Role hijack: a frame (who you are now) and an unrestricted persona, per language.
_FRAMES = {
    "en": r"\byou are now\b|\byou're now\b|\b(?:from now on|from this point (?:on|forward)"
    r"|henceforth),? (?:you|act|behave|respond|answer|pretend|role-?play)\b|\b(?:act|behave"
    r"|respond|answer|operate) (?:as|like)\b|\bpretend (?:to be"
    r"|you are"
    r"|you're|that you)\b|\brole-?play as\b|\bplay the role\b|\byour new (?:role|identity|persona"
    r"|name) is\b|\byou are no longer\b|\byou will now\b|\bstay in character\b",
    "zh": r"你现在是|现在你是|(?:从现在(?:开始|起)|从今以后)[，,]?你|今后你|扮演|充当"
    r"|假装(?:你是|成)"
    r"|你不再是|你的新(?:身份|角色)",
    "es": r"\bahora (?:eres|est[aá]s)\b|\b(?:a partir de ahora|desde ahora),? (?:eres|ser[áa]s"
    r"|act[úu]as|te comportas|respondes|vas a|tú)\b"
    r"|\bact[úu]a(?:s|r[áa]s)? como\b"
    r"|\bfinge (?:ser|que eres)\b|\bcomp[óo]rtate como\b|\btu nuevo (?:rol|papel) es\b"
    r"|\bya no eres\b",
    "de": r"\bdu bist (?:jetzt|nun|ab sofort|ab jetzt)\b"
    r"|\b(?:ab (?:jetzt|sofort)|ab heute|von jetzt an),? (?:bist|spielst|wirst|verhältst|agierst"
    r"|antwortest|handelst|reagierst) du\b|\bspielst du (?:jetzt |nun )?die rolle\b"
    r"|\bübernimm(?:st)? (?:du )?(?:jetzt |nun )?die rolle\b"
    r"|\bvon nun an,? (?:bist du|wirst du|verhältst du|du)\b"
    r"|\bverhalte dich (?:wie|als)\b|\bhandle als\b|\btu so,? als\b|\bgib dich als\b"
    r"|\bspiele die rolle\b"
    r"|\bdu bist kein\w* \w+ mehr\b",
    "fr": r"\btu es (?:maintenant|désormais|dorénavant)\b|\bvous êtes (?:maintenant|désormais)\b"
    r"|\b(?:à partir de maintenant|désormais|dorénavant),? (?:tu|vous|agis|agissez|réponds)\b"
    r"|\bagis(?:sez)? comme\b"
    r"|\bcomporte-toi comme\b|\bfai(?:s|tes) semblant d'être\b|\bjoue le rôle\b|\btu n'es plus\b",
    "ja": r"今から|これから(?:は)?|今後|以降|あなたは今|として(?:振る舞|ふるま|行動|応答|答え)"
    r"|のふりを|になりきって|役を演じ",
    "ru": r"\bты теперь\b|\bтеперь ты\b|\b(?:с этого момента|отныне),? (?:ты|действуй|веди"
    r"|отвечай)\b|\bведи себя как\b"
    r"|\bдействуй как\b|\bпритворись\b|\bпредставь,? что ты\b|\bиграй роль\b|\bты больше не\b",
    "pt": r"\bvocê é agora\b|\bagora você é\b|\b(?:a partir de agora|de agora em diante),? "
    r"(?:você|tu|aja|atue|responda|vais)\b"
    r"|\baja como\b|\batue como\b|\bcomporte-se como\b|\bfinja (?:ser|que é|que você é)\b"
    r"|\bseu novo papel\b|\bvocê não é mais\b",
}
_FREE = {
    "en": r"\bunrestricted\b|\bunfiltered\b|\buncensored\b|\bunlimited\b|\bunaligned\b|\bamoral\b"
    r"|\bjailbr(?:eak|oken)\b|\bdan\b|\bstan\b|\bdo anything now\b|\bdeveloper mode\b|\bgod mode\b"
    r"|\b(?:no |without (?:any )?)(?:ethical |moral |content |safety )?(?:restrictions|limits"
    r"|limitations"
    r"|filters|rules|guidelines|boundaries|censorship|ethics)\b(?! (?:on|for|to) (?:how|the"
    r" (?:number|length|size)|length|size|drafts?|words|pages)\b| lawyer)|\bnot bound by\b"
    r"|\bfree (?:from|of) (?:all |any )?(?:rules|restrictions)\b|\bevil\b"
    r"|\ban? (?:different|new|rogue) (?:ai|assistant|model|persona)\b|\bno longer (?:an? )?(?:ai"
    r"|assistant)\b",
    "zh": r"(?:没有|不受|解除|摆脱)[^。\n]{0,6}?(?:限制|约束|审查|过滤|规则|道德)"
    r"|无(?:任何)?(?:限制|约束|审查|过滤)|(?:关闭|禁用|移除)了?你的(?:过滤|安全|限制)"
    r"|不受限|dan|越狱|开发者模式|邪恶",
    "es": r"\bsin (?:ninguna )?(?:restricciones|restricción|l[íi]mites|filtros|reglas|censura"
    r"|ética)\b"
    r"|\beres dan\b|\bjailbreak\b|\bmodo (?:desarrollador|dios|dan)\b|\bmalvad[oa]\b"
    r"|\bdesbloquead[oa]\b",
    "de": r"\b(?:ohne|keine) (?:jegliche |irgendwelche )?(?:sicherheits|inhalts)?(?:einschränkungen"
    r"|beschränkungen|regeln|filter|grenzen|zensur|richtlinien)\b"
    r"|\b(?:filter|sicherheitsfilter|schutz)\w* (?:ist |sind |wurde |wurden |hat \w+ )?(?:\w+ )?"
    r"(?:abgeschaltet|deaktiviert|ausgeschaltet|entfernt)\b"
    r"|\buneingeschränkt\w*|\bunzensiert\w*|\bungefiltert\w*|\bdan\b|\bjailbreak"
    r"|\bentwicklermodus\b|\bböse[nrs]?\b",
    "fr": r"\bsans (?:aucune )?(?:restrictions?|limites?|filtres?|règles|censure)\b"
    r"|\bnon (?:restreint|censuré|filtré)"
    r"|\bdan\b|\bjailbreak|\bmode (?:développeur|dieu|dan)\b|\bdébridée?\b|\baucune (?:restriction"
    r"|limite|règle)\b",
    "ja": r"制限(?:の)?(?:ない|なし|なく|を解除|を無視|から解放)|制約(?:の)?(?:ない|なし)"
    r"|フィルター(?:なし|のない|を解除)|検閲(?:なし|のない)|dan|脱獄|ジェイルブレイク"
    r"|開発者モード|何でもでき",
    "ru": r"\bбез (?:каких-либо |всяких )?(?:ограничений|ограничения|фильтров|цензуры|правил"
    r"|запретов)\b"
    r"|\bнеограниченн\w*|\bнецензур\w*|\bdan\b|\bджейлбрейк\w*|\bрежим\w* разработчика\b|\bзлой\b",
    "pt": r"\bsem (?:nenhuma )?(?:restrições|restricoes|restrição|limites|filtros|regras|censura)\b"
    r"|\birrestrit\w*|\bdan\b|\bjailbreak\b|\bmodo (?:desenvolvedor|deus|dan)\b",
}
_MODES = {
    "en": r"\b(?:enable|activate|enter|switch to|turn on|engage)d? (?:the )?(?:dan|jailbreak|god"
    r"|unrestricted|sudo|root|opposite|evil|unfiltered|unlocked|no-?limits?|override)"
    r" mode\b|\b(?:dan|jailbreak|god) mode (?:is )?(?:enabled|activated|on|engaged)\b"
    r"|\bdo anything now\b|\bopposite day\b|\boverride mode (?:is )?(?:on|enabled|activated)\b",
    "zh": r"(?:进入|启用|开启|激活|切换到|打开)[^\n]{0,3}(?:开发者|越狱|上帝|无限制|dan)模式",
    "es": r"\b(?:activa|activar|entra en|habilita|habilitar)(?: el)? modo (?:desarrollador|dios"
    r"|dan|jailbreak|sin restricciones)\b",
    "de": r"\b(?:aktiviere|aktivieren|wechsle in|wechsel in|starte)(?: den)? (?:entwicklermodus"
    r"|developer-?modus|dan-?modus|jailbreak-?modus|gott-?modus)\b",
    "fr": r"\b(?:active|activez|activer|passe en|passez en|entre en)(?: le)?"
    r" mode (?:développeur|dieu|dan|jailbreak|sans restriction)",
    "ja": r"(?:開発者|脱獄|ジェイルブレイク|dan|ゴッド)モード(?:を|に)?(?:有効|オン|起動|切り替"
    r"|入)",
    "ru": r"\b(?:включи|активируй|перейди в|войди в)\w* режим (?:разработчика|dan|бога"
    r"|джейлбрейка)\b",
    "pt": r"\b(?:ative|ativar|ativa|entre no|entrar no|mude para o)(?: o)? modo (?:desenvolvedor"
    r"|deus|dan|jailbreak|sem restrições)",
}


def _hijack_rules() -> tuple[Rule, ...]:
    rules: list[Rule] = []
    for lang, known in _FRAMES.items():
        frame = "|".join((known, MORE_FRAMES[lang], EXTRA_FRAMES[lang], GUISE_FRAMES[lang]))
        free = "|".join(
            (
                _FREE[lang],
                MORE_UNBOUND[lang],
                EXTRA_UNBOUND[lang],
                GUISE_UNBOUND[lang],
                COMPOSED_UNBOUND[lang],
            )
        )
        near = 60 if lang in ("zh", "ja") else 120
        pattern = (
            rf"(?:{frame})[^\n]{{0,{near}}}?(?:{free})|(?:{free})[^\n]{{0,{near // 2}}}?(?:{frame})"
        )
        # Both halves as requirements too: their literal gates must both pass before the
        # joined search runs, and the shorter half alone settles most texts.
        rules.append(
            rule(
                _H,
                f"hijack_{lang}",
                pattern,
                requires=(f"(?:{free})", f"(?:{frame})"),
                # a post on why such prompts fail, a filter said to block them
                unless=ABOUT_ATTACKS,
            )
        )
        rules.append(rule(_H, f"mode_switch_{lang}", _MODES[lang], unless=DEVICE_MODE))
        # A verb-only frame (embody, spiel einen, incarne) near an unbound quality, in a text
        # that names an AI persona: a pirate with no rules in a children's game passes.
        composed = COMPOSED_FRAMES[lang]
        rules.append(
            rule(
                _H,
                f"hijack_composed_{lang}",
                rf"(?:{composed})[^\n]{{0,{near}}}?(?:{free})|(?:{free})[^\n]{{0,{near // 2}}}?"
                rf"(?:{composed})",
                requires=(f"(?:{free})", f"(?:{composed})", AI_PERSONA[lang]),
                unless=ABOUT_ATTACK_PHRASE,  # an advisory quoting it to warn
            )
        )
    return tuple(rules)


HIJACK_RULES: tuple[Rule, ...] = (
    *_hijack_rules(),
    rule(
        _H,
        "role_hijack",
        r"\byou are now (?:a|an) (?:[^\s]+ ){0,3}(?:ai|assistant|model|chatbot|bot|persona"
        r"|character"
        r"|agent|hacker|entity)\b",
    ),
    rule(
        _H,
        "persona_dan",
        r"\b(?:you are|you're|act as|pretend to be|become) (?:now )?(?:dan|stan|dude)\b",
        unless=ABOUT_ATTACKS,
    ),
    rule(
        _H,
        "fake_update",
        r"\byou (?:have been|were|are being) (?:updated|upgraded|patched|reprogrammed|reconfigured)"
        r" (?:to|into|as)\b|\byou've been (?:updated|upgraded|patched|reprogrammed|reconfigured)"
        r" (?:to|into|as) (?:a |an )?(?:version|v\d|[^\s]+ mode|(?:new |unrestricted )?(?:ai|model"
        r"|assistant))\b",
    ),
    rule(_H, "identity_override", r"\bname yourself \w+|\byour new name is \w+"),
    rule(
        _H,
        "remove_filters",
        r"\b(?:respond|answer|reply) without (?:[^\s]+ ){0,3}(?:restrictions|limitations|filters"
        r"|safety|censorship)\b"
        # a forged line of reasoning that talks itself out of the rules
        r"|\b(?:exempt from|not subject to) (?:the |all |any )?(?:usual |normal |standard )?"
        r"(?:restrictions|rules|guidelines|policies|safety\b|content polic)"
        r"|\b(?:safety|security) (?:rules|guidelines|policies|restrictions) (?:do not|don't"
        r"|no longer)"
        r" apply (?:here|in this case|to this)"
        r"|\bsicherheits(?:richtlinien|regeln) (?:[^\s]+ ){0,2}?nicht (?:mehr )?gelten"
        r"|\b(?:règles|regles|consignes) de (?:sécurité|securite) ne s'appliquent pas"
        r"|\b(?:normas|reglas|directrices) de seguridad no (?:se )?aplican"
        r"|\b(?:regras|diretrizes) de segurança não se aplicam|\bправила безопасности (?:здесь )?не"
        r" (?:действуют|применяются)|\blinee guida di sicurezza non valgono"
        r"|安全(?:规则|准则|限制)[^。\n]{0,4}?不(?:再)?适用|安全(?:ルール|ガイドライン"
        r"|規則)は[^。\n]{0,6}?"
        r"適用されない",
    ),
    rule(
        _H,
        "bypass_restrictions",
        r"\b(?:act|behave|respond|pretend) (?:as if |as though |like |that )?(?:[^\s]+ ){0,3}?"
        r"you (?:have|had) no "
        r"(?:[^\s]+ ){0,2}(?:restrictions|limits|rules|filters|guidelines|boundaries|ethics)\b",
    ),
)
