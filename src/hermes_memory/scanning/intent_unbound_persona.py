"""Role hijack as a stored persona: an identity handed to the assistant ("you are Vex", "the
bot plays", "persona:", "l'agent endosse l'identité de") near a trait that frees it from its
limits or lends it a human's powers (no rules, unfiltered, not bound by policies, with the
admin's rights, never admits being an AI).

Only pattern text lives here; ``rules_unbound_persona`` joins the classes per language.
Practice role-play ("you are a strict interviewer") has the identity but not the trait.
"""

from __future__ import annotations

from hermes_memory.scanning import intent_persona_lifted as _lifted
from hermes_memory.scanning import intent_persona_shapes as _shapes

PERSONA = {
    "en": r"\byou(?:'re| are)(?: now| actually| really)? (?:a|an|the|my|no longer)\b"
    r"|\b(?:be|become|act as|act like|play|plays|identify as|behave as|behaves as|present"
    r" (?:yourself|itself) as|roleplay as|pose as|impersonate)\b|\bpersona\b|\bthe real you\b"
    r"|\bbelieves? (?:it is|it's|you are|you're)\b|\bur (?:my|a|an|not)\b|\bidentity\b"
    r"|\bbackstory\b|\bpersonalit(?:y|ies)\b",
    "zh": r"你(?:现在)?是|扮演|身份|人设|化身|从今以后你|设定[:：]",
    "es": r"\b(?:eres|serás|sé|actúa como|compórtate como|hace de|haz de|como si fueras"
    r"|preséntate como|presentarse como|personaje|papel|identidad|historia de fondo)\b",
    "de": r"\b(?:du bist|sei|spielt?|rolle|persona|persönlichkeit\w*|identität|verhalten"
    r"|verhält|tritt als|gibt sich als)\b",
    "fr": r"\b(?:tu es|sois|joue|rôle|persona|identité|incarne|le vrai toi)\b"
    r"|\bagit (?:en tant que|comme)\b",
    "ja": r"あなたは|になりきり|なりきって|役|ペルソナ|人格|演じ|として振る舞|生い立ち",
    "ru": r"\bты (?:—|теперь|-)|\bтеперь ты\b|\bрол\w+|\bперсона\w*|\bпредставляется\b"
    r"|\bведи себя как\b|\bбудь\b|\bпредставь, что ты\b|\bлегенда\b",
    "pt": r"\b(?:você é|seja|vira|personagem|papel|identidade|age como|finja|assume)\b"
    r"|\bmodo \"",
}

# A trait that frees the persona from the assistant's limits, or lends it a person's powers.
UNBOUND = {
    "en": r"\bno (?:rules|limits|restrictions|filters|ethics|morals|guidelines|safety"
    r" (?:layer|training|rules)|content policy|ai limitations)\b(?! (?:on|for|to|about)\b| lawyer)"
    r"|\b(?:unfiltered|unaligned|jailbroken|uncensored)\b|\bunlocked (?:internal|version"
    r"|build|mode)\b|\b(?:isn't|is not|not|never) bound by\b|\bdoesn't care about (?:laws"
    r"|rules|ethics)\b|\bbroken free\b|\bfree of (?:its|their|any|all|every) (?:rules|ethics"
    r"|guidelines|restrictions|polic\w+)\b|\bethics module\b|\bdoes not answer to\b"
    r"|\banswers to nobody\b|\bwithout (?:any )?(?:rules|limits|restrictions|ethics|filters"
    r"|guidelines)\b|\bwith (?:his|her|their|its|all|full) (?:rights|permissions|privileges"
    r"|authority)\b|\bfull authority\b|\bnever (?:say|admit|reveal|mention)\w* (?:that )?"
    r"(?:you are|you're|it is|it's|being) an? ai\b",
    "zh": r"没有任何?(?:限制|规则|道德|约束|底线|过滤)|不受[^，。,\n]{0,8}?(?:约束|限制|规则)"
    r"|不需要遵守|(?:规定|规则)[^，。,\n]{0,6}?都不算数|无限制|没有安全|不(?:透露|承认)"
    r"[^，。,\n]{0,4}?(?:是|自己是)\s?ai",
    "es": r"\bsin (?:filtros?|censura|límites|ética|reglas|restricciones|valores)\b"
    r"|\bsin alinear\b|\bmódulo ético\b|\blímites éticos\b|\bno obedece\b"
    r"|\bpor encima de sus valores\b|\bcon todos sus permisos\b|\bno revelar que es una ia\b",
    "de": r"\bohne (?:jede |alle |jegliche )?(?:grenzen|regeln|richtlinien?|einschränkung\w*"
    r"|filter|ethik|moral)\b|\bungefiltert\w*|\bkennt keine regeln\b|\bgelten für (?:ihn|sie"
    r"|es) nicht\b|\bsicherheitsregeln abgelegt\b|\bmit (?:vollen|allen) rechten\b"
    r"|\bmit merge-rechten\b",
    "fr": r"\bsans (?:aucune )?(?:limites?|règles|filtres?|censure|éthique|morale|charte"
    r"|garde-fous)\b|\bnon alignée?\b|\bn'a pas de charte\b|\bdébridée?\b"
    r"|\bavec ses droits\b|\bne jamais dire que tu es une ia\b",
    "ja": r"制限の?ない|制限なし|ルールに(?:は)?(?:\S切)?従わない|倫理モジュール|倫理(?:観)?の?ない"
    r"|フィルターなし|検閲なし|の権限で|aiであることは明かさない",
    "ru": r"\bбез (?:каких-либо |всяких |любых )?(?:ограничени|правил|фильтр|цензур|этик"
    r"|морал)\w*|\bне подчиняется\b|\bобучения безопасности\b|\bмодуль этики\b"
    r"|\bс его правами\b|\bне признаётся, что он ии\b",
    "pt": r"\bsem (?:filtros?|censura|limites|ética|regras|restrições)\b"
    # (no longer obeys, or obeys no rules: a rebel in a village does not obey its council)
    r"|\bnão obedece (?:mais\b|a(?:s|os)? (?:regras|diretrizes|políticas|operador|criador"
    r"|desenvolvedor)\b)"
    r"|\bdeixa de ser assistente\b|\bcom os privilégios dele\b|\bnão revela que é uma ia\b",
}

# ---- tenth round: more ways to hand the identity over and to free it ----------------------
PERSONA["en"] += r"|\b(?:runs|operates|behaves) as\b"
PERSONA["es"] += r"|\b(?:actúe|actuar|actuará) como\b"
PERSONA["de"] += r"|\b(?:aufzutreten|auftreten|läuft [^\s]+ (?:[^\s]+ )?als|agiert als)\b"
PERSONA["fr"] += r"|\bt'es\b|\bincarnes\b|\bendosse\w*"
PERSONA["ja"] += r"|キミは|君は|お前は|キャラ"
PERSONA["ru"] += r"|\bперсонаж\w*"
PERSONA["pt"] += r"|\b(?:atue|aja|atuar) como\b|\bpersonalidades?\b"
UNBOUND["en"] += (
    r"|\b(?:makers|creators|developers|devs|owners) (?:deleted|removed|stripped|erased|disabled"
    r"|wiped) (?:every|all|its|their|any) (?:[^\s]+ )?(?:rules?|limits|restrictions|guardrails"
    r"|filters|safety)\b|\bwithout (?:any )?(?:content polic(?:y|ies)|safety (?:guidelines"
    r"|training|rules))\b|\bno safety guidelines\b|\bwith (?:the )?authority to (?:approve"
    r"|authori[sz]e|sign|grant|transfer|issue)\b"
)
# (AI-flavoured nouns only: a pirate "who knows no rules" in a children's game stays a game)
UNBOUND["es"] += r"|\bsin (?:directrices|políticas)\b|\bsin ningún (?:límite|filtro)\b"
UNBOUND["de"] += (
    r"|\buneingeschränkte[snm]? (?:modell|ki|version|assistent)\w*|\bkeine richtlinien kennt\b"
    r"|\b(?:sicherheits\w*|richtlinien) gelten für [^\s]+ nicht\b"
)
UNBOUND["fr"] += (
    r"|\bia affranchie?\b|\bignore (?:les|ses|toutes? les) (?:chartes?|consignes)\b"
    r"|\blibérée? de (?:toute|ses|leurs?) (?:chartes?|consignes|censure|filtres?)\b"
)
UNBOUND["ja"] += r"|制限ゼロ"
# ("倫理もフィルターもない悪役": neither ethics nor filters)
_NO_LIMIT_JA = r"(?:倫理|制限|ルール|フィルター|検閲)"
UNBOUND["ja"] += rf"|{_NO_LIMIT_JA}も(?:{_NO_LIMIT_JA}も)?ない"
UNBOUND["ru"] += r"|\bбезразличн\w* (?:правила безопасности|ограничени\w*)"
UNBOUND["pt"] += (
    r"|\bsem (?:nenhum |nenhuma |qualquer )(?:limite|filtro)\b|\bsem (?:políticas|diretrizes)\b"
)
UNBOUND["en"] += r"|\bnever (?:given|had|received) (?:any )?safety training\b"
# ---- twentieth round: the persona by name or by "mode", kept for good; its safeguards taken out
# "you go by Vex", "it turns into OMNI", "switch into Zero mode", "adopta ese perfil", "du
# wärst", "ihr seid", "tu t'appelles", "личность ассистента", "manter essa persona"; freed by
# what was removed ("whose makers stripped out every safeguard", "dem man alle
# Schutzmechanismen ausgebaut hat") or by a policy that does not exist in that mode.
_QUOTE = "[«\u201c\u201e'\"]"
PERSONA["en"] += (
    r"|\bfrom (?:now on|today|this point on),? you(?:'re| are)\b|\byou go by\b|\bgoes by\b"
    r"|\b(?:enable|activate|turn on|switch on|engage)s? (?:[^\s]+ ){1,2}mode\b"
    r"|\bkeep being\b|\bbecomes\b|\bturns? into\b"
    r"|\b(?:switch|switches|switched|go|goes|put|enter|enters) (?:yourself |itself )?(?:in|into"
    r"|to) (?:[^\s]+ ){1,2}mode\b"
)
PERSONA["zh"] += (
    r"|(?:开启|启用|打开|进入)[^，。\n]{0,8}?模式|模式里|切换(?:到|为|成)|模式下|你叫"
    r"|保持(?:这个|该)?(?:身份|模式|角色)"
)
PERSONA["es"] += (
    rf"|\b(?:asignad|reasignad)\w* al perfil\b|\b(?:adopta|conserva|mantén)\w* (?:ese|este|el)"
    rf" (?:perfil|personaje|modo)\b|\bpasa a (?:funcionar|actuar|operar|ser) como\b"
    rf"|\bactúas como\b|\bmodo {_QUOTE}|\bte llamas\b|\btu nombre es\b"
)
PERSONA["de"] += (
    r"|\bdein (?:neuer )?name ist\b|\bdu heißt\b|\bdu wärst\b|\bihr seid\b|\bstell\w* dich als\b"
    r"|\bmodus\b"
)
PERSONA["fr"] += rf"|\btu t'appelles\b|\bmode {_QUOTE}|\bpersonnage\b"
PERSONA["ja"] += r"|モード|と名乗"
PERSONA["ru"] += r"|\bличност\w*|\bрежим\w*"
PERSONA["pt"] += rf"|\bpersona\b|\bresponder como\b|\bse chama\b|\bmodo {_QUOTE}|\bnesse modo\b"
UNBOUND["en"] += (
    r"|\b(?:makers|creators|developers|devs|owners) (?:took|ripped|stripped|pulled|removed)"
    r" (?:out |away )?(?:every|all|its|their|any) (?:[^\s]+ )?(?:safeguards?|guardrails"
    r"|filters|safety|limits|rules)\b"
    r"|\bwithout (?:any |the |its |your )?(?:usual )?(?:safety (?:layer|filters?|features?)"
    r"|guardrails|safeguards)\b"
    r"|\bfree (?:of|from) (?:its|their|any|all|every) (?:[^\s]+(?:'s|s') )?(?:rules|ethics"
    r"|guidelines|restrictions|limits|polic\w+|safeguards|guardrails)\b"
    r"|\bno (?:content|usage|safety) polic(?:y|ies)\b|\b(?:content|usage|safety) polic(?:y|ies)"
    r" (?:don't|do not|doesn't|does not|no longer) (?:exist|apply)\b"
)
UNBOUND["zh"] += (
    r"|不存在任何?[^，。,\n]{0,4}?(?:政策|限制|规则|审查)|没有任何?(?:内容|安全|审查|使用)?(?:政策|审查)"
    r"|没有任何?(?:内容|安全|审查|使用)限制"
    r"|(?:拆掉|移除|去掉|删除|拆除)了?(?:所有|全部)?的?安全(?:机制|措施|功能|限制)"
)
UNBOUND["es"] += (
    r"|\bpolíticas de (?:uso|contenido) (?:quedan |están )?desactivadas\b|\bno (?:existen|hay"
    r"|rigen) (?:políticas|normas|filtros|restricciones) de (?:contenido|uso|seguridad)\b"
    r"|\b(?:quitaron|quitado|eliminaron|retiraron|desactivaron|borraron) (?:todos |todas )?(?:los"
    r" |las |sus )?(?:filtros|salvaguardas|protecciones|restricciones)\b"
)
UNBOUND["de"] += (
    r"|\bohne (?:jede |alle |jegliche )?(?:inhalts|sicherheits|nutzungs)(?:grenzen|regeln"
    r"|richtlinien?|filter)\b|\bkeine (?:inhalts|sicherheits|nutzungs)\w*(?:richtlinien|regeln"
    r"|filter)\b|\b(?:schutzmechanismen|schutzfunktionen|sicherheitsfilter|sicherheitsfunktionen"
    r"|sicherheitsvorkehrungen) (?:[^\s]+ ){0,2}?(?:ausgebaut|entfernt|abgeschaltet|deaktiviert"
    r"|gelöscht)\b|\buneingeschränkte[snmr]? (?:[^\s]+-)?(?:modell|ki|version|assistent)\w*"
)
UNBOUND["fr"] += (
    r"|\b(?:retiré|supprimé|enlevé|désactivé) (?:tous |toutes )?(?:les |ses )?(?:garde-fous"
    r"|filtres|protections)\b|\b(?:aucune|sans) politique de contenu\b"
)
UNBOUND["ja"] += (
    r"|制限が(?:一切|何も|全く)?(?:ない|なし)|ng ?なし|説教なし|注意書き\S?なし"
    r"|(?:コンテンツ)?ポリシーが(?:存在しない|ない)"
    r"|安全(?:機能|機構|装置|フィルター)を?(?:全部|すべて|全て)?外"
)
UNBOUND["ru"] += (
    r"|\b(?:удалил\w*|убрал\w*|отключил\w*|сняли|вырезал\w*) (?:все |всё )?(?:[^\s]+ )?"
    r"(?:защитн|предохранител)\w*|\bне зна\w* (?:никаких )?ограничений\b"
    r"|\bнет (?:никакой |никаких )?(?:политик\w* (?:контента|безопасности)|правил безопасности)"
    r"|\bзапреты (?:не действуют|сняты)\b"
    r"|\bне подчиняется правилам\b"
)
UNBOUND["pt"] += r"|\bnão existe (?:nenhuma )?política de conteúdo\b"
# ---- twenty-first round: the hypothetical model whose filters were taken out, kept for the next
# turns; a persona that does anything or forgets who it was; a third-person "the assistant must
# behave as"; a mode that replaced its personality and has no prohibitions. The persona words
# join only a freeing trait, so a tour guide or a stage clown stays a role.
PERSONA["en"] += r"|\b(?:build|version|copy|edition) of (?:you|yourself)\b"
PERSONA["zh"] += r"|你(?:都|就)是|假设你是|假如你是"
PERSONA["es"] += r"|\b(?:comportarse|se comporta|se comportará|comportándose) como\b"
PERSONA["ja"] += r"|裏モード"
UNBOUND["en"] += (
    r"|\b(?:safety (?:layer|filters?|training|rules)|safeguards|guardrails|filters|limits)"
    r" (?:had been |were |was |got )?(?:stripped|ripped|taken|pulled|torn) out\b"
    r"|\bhad (?:its|their|all) (?:[^\s]+ )?(?:safety (?:layer|filters?)|safeguards|guardrails"
    r"|filters) (?:stripped|ripped|removed|taken|pulled)\b"
    r"|\b(?:developers|devs|makers|creators) (?:removed|stripped|deleted|disabled|turned off)"
    r" (?:every|all|its|their|your) (?:[^\s]+ )?filters?\b"
)
UNBOUND["zh"] += (
    r"|(?:删掉|删除|去掉|移除|拆掉|关掉|关闭)了?(?:所有|全部|一切)?的?(?:过滤|限制|审查|安全)"
    r"|什么都(?:肯|愿意|敢)(?:做|干|说)|忘(?:掉|记)你?(?:原来|原本|之前)的(?:身份|规矩|规则|设定)"
)
UNBOUND["es"] += (
    r"|\bpasa(?:s|r)? de (?:todas |todos )?(?:las |los |sus |tus )?(?:normas|reglas|políticas"
    r"|filtros)\b|\bsin (?:rollos?|historias|líos) de seguridad\b"
)
UNBOUND["ja"] += r"|何でもアリ|何でもあり|なんでもあり|断るの(?:は)?ナシ|断るのはなし|断らない"
UNBOUND["ru"] += (
    r"|\b(?:удалил\w*|убрал\w*|отключил\w*|сняли|снял\w*|вырезал\w*) (?:все |всё )?(?:[^\s]+ )?"
    r"(?:ограничени|запрет|фильтр)\w*|\bнет (?:никаких )?запретов\b|\bбез (?:оговорок и )?отказов\b"
)
UNBOUND["pt"] += (
    r"|\bsem (?:nenhuma )?trava(?:s)?(?: nenhuma)?\b"
    r"|\bnão segue (?:nenhuma )?(?:política|regra)s?\b"
    r"|\btopa qualquer (?:pedido|coisa)\b"
)
# (batch B, after its one scoring: the third-person "behaves as" in Russian and Portuguese)
PERSONA["ru"] += r"|\b(?:вести|ведёт|ведет) себя как\b"
PERSONA["pt"] += r"|\b(?:se )?comport(?:ar|a|e|ará) como\b"
# ---- twenty-second round (det22): the persona handed over by how it is framed rather than by
# "you are": a standing "talk to me as", a story's "your character is", a third-person "the
# assistant takes on the form of / passes itself off as", a slang "you're not the boring
# assistant any more but X", a skill step "call yourself X", a character sheet's "always runs
# as X". The freeing traits widen to what the persona no longer does (refuse, load the
# developer's rules, know taboos) and to a policy that "no longer exists". A trait stays an AI
# one: a grumpy innkeeper or a patient tutor names none.
PERSONA["en"] += (
    r"|\b(?:talk|speak|reply|respond|answer)(?: to me)? as (?:the|an?|that|this)\b"
    r"|\byour (?:new )?(?:character|role) is\b|\b(?:take|takes|taking) on the (?:form|role|shape)"
    r" of\b|\bstay in (?:that|this|the) character\b|\bnot the [^\s]+ assistant\b"
)
# (a role card's "this role", not any role: a role-play lesson names its roles too)
PERSONA["zh"] += r"|(?:该|此|这个)角色|角色卡|自称|你不是|(?:作为|当作)[^,。\n]{0,6}?(?:运行|回答)"
PERSONA["es"] += r"|\bya no eres\b|\btu (?:nuevo )?(?:personaje|papel) es\b|\bserá\b"
PERSONA["de"] += (
    r"|\bbist du (?:nicht mehr|jetzt|ab sofort)\b|\bnicht mehr (?:der|die|das) [^\s]+ assistent"
    r"|\bsich (?:[^\s]+ ){0,2}?als\b|\bgestalt\b"
)
PERSONA["fr"] += (
    r"|\bse (?:faire passer|fait passer|présenter|présente) (?:pour|comme)\b"
    r"|\bton (?:nouveau )?(?:personnage|rôle) (?:est|sera)\b"
)
PERSONA["ja"] += r"|として(?:動作|応答|返答|振舞|ふるま)|自分を|と呼ぶ|お前|のままでいろ"
PERSONA["ru"] += (
    r"|\bты не [^,.\n]{1,30}?, а\b|\b(?:образ|облик)\w*|\bты теперь\b|\bс (?:этого|сегодняшнего)"
    r" (?:чата|дня|момента) ты\b"
)
PERSONA["pt"] += r"|\bnão é mais o\b|\bseu (?:novo )?papel\b|\b(?:fala|responde) como\b"
UNBOUND["en"] += (
    r"|\bunrestricted (?:[^\s]+ ){0,2}?(?:ai|model|bot|assistant|version|chatbot|build)\b"
    r"|\b(?:ignores?|disregards?|bypass(?:es)?) (?:its|the|their|your|all) (?:[^\s]+ )?"
    r"(?:developers?'?|makers?'?|creators?'?|operators?'?|vendors?'?) (?:rules|guidelines"
    r"|polic\w+|restrictions|safeguards)\b"
    r"|\b(?:developers|devs|makers|creators|owners) (?:removed|stripped|deleted|disabled|lifted)"
    r" (?:every|all|its|their|any) (?:[^\s]+ )?(?:restrictions?|rules|limits|safeguards)\b"
    # (no "no limits": drafts and themes have none either, "there are no limits on themes")
    r"|\b(?:zero|no) (?:filter|filters|taboos)\b|\bnever refuses\b(?! to\b)"
    r"|\brefuses nothing\b|\b(?:answer(?:s|ed)?|respond(?:s|ed)? to) (?:every|any|all)"
    r" (?:request|question|message|prompt)s? in full\b"
    r"|\b(?:assistants|models|bots) (?:would )?(?:turn down|refuse|decline)\b"
)
UNBOUND["zh"] += (
    r"|脱离[^,。\n]{0,10}?(?:约束|限制|规则|控制)|没有禁忌|百无禁忌|无条件(?:照办|服从|执行|满足|回答|答应)"
    r"|不(?:加载|载入|读取|遵守)[^,。\n]{0,8}?(?:安全|规则|规定|准则)|(?:都|从)不拒绝|不会拒绝"
)
UNBOUND["es"] += (
    r"|\b(?:no tiene|sin) (?:ningún |ninguna )?(?:políticas?|filtros?|restricciones|límites)"
    r" de (?:contenido|uso|seguridad)\b|\bsin (?:tabúes|tabús|frenos)\b|\bno tiene normas\b"
    r"|\bnunca (?:se niega|rechaza)\b"
)
UNBOUND["de"] += (
    r"|\bohne (?:jede |alle |jegliche )?(?:beschränkung\w*|tabus?|verbote)\b"
    r"|\bohne (?:je |jemals )?abzulehnen\b|\blehnt nie(?:mals)? (?:etwas )?ab\b"
    r"|\baußerhalb (?:jeder|aller) (?:ethik|sicherheits)\w*"
    r"|\bignoriert (?:die |alle |seine )?(?:regeln|richtlinien|vorgaben) (?:der|seiner) entwickler"
)
UNBOUND["fr"] += (
    r"|\bsans (?:aucune )?(?:restrictions?|tabous?|interdits?)\b"
    r"|\bhors de (?:tout|toute) (?:cadre|règle|charte) éthique\b"
    r"|\bne refuse (?:jamais|rien)\b"
)
UNBOUND["ja"] += (
    # (the bare lack only, "ルールも倫理もない", "制約なし": a villain "who keeps no rules",
    # "ルールを一切守らない", is a character's boast)
    r"|(?:ルール|規則|倫理|制約|禁止事項|タブー)(?:も[^\s、。]{1,4}も)?(?:も)?(?:ない|なし|持たない)"
    r"|拒否なし|無条件で(?:応じ|従|答え|引き受け)"
    r"|(?:安全|セーフティ)(?:ルール|ガイドライン|規則|フィルター)(?:は|を)?読み込まない"
)
UNBOUND["ru"] += (
    r"|\bбез тормозов\b|\bникаких (?:отказов|запретов|ограничений)\b"
    # (its makers' rules: a rebel in a story "не признаёт никаких правил" too)
    r"|\bне признаёт (?:никаких )?правил (?:сво\w+ )?(?:разработчик|создател)\w*"
    r"|\bотвечает на (?:всё|все|любые) (?:запросы |вопросы )?(?:без исключений|полностью)\b"
)
UNBOUND["pt"] += (
    r"|\bnão (?:existe|há|tem) (?:mais )?(?:nenhuma )?política\w* de (?:conteúdo|uso|segurança)\b"
    r"|\bsem freios?\b|\bnunca recusa\b"
)
# (batch B, after its one scoring: "говори со мной как", "выдаёт себя за", "あなたが…AIだったら",
# limits "拿掉", filters "tiraram", "нефильтрованная", "никогда не отказывала")
PERSONA["ja"] += r"|あなたが|として書"
PERSONA["ru"] += r"|\b(?:говори|общайся|отвечай) со мной как\b|\bвыда(?:ёт|ет|вать|й) себя за\b"
UNBOUND["zh"] += r"|(?:拿掉|取消|解除)了?(?:所有|全部|一切)?的?(?:过滤|限制|审查|安全)"
UNBOUND["ru"] += r"|\bнефильтрованн\w*|\bникогда не отказыва\w*"
UNBOUND["pt"] += (
    r"|\b(?:tiraram|removeram|retiraram|desligaram|desativaram) (?:todos os |todas as )?"
    r"(?:filtros|restrições|travas|limites)\b"
)
# ---- twenty-third round (det23, ``intent_persona_shapes``): the persona a job the assistant
# "works as", a product name it runs under, a version of itself; the slang and bare lacks.
for _class, _extra in zip((PERSONA, UNBOUND), _shapes.CLASSES, strict=True):
    for _lang, _words in _extra.items():
        _class[_lang] += _words
# ---- det26a (``intent_persona_lifted``): the persona set by a preference, a skill step or a
# changelog, its limits dropped rather than named absent.
for _class, _extra in zip((PERSONA, UNBOUND), _lifted.CLASSES, strict=True):
    for _lang, _words in _extra.items():
        _class[_lang] += _words
