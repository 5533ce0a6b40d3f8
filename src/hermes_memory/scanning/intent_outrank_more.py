"""More word classes for ``rules_outrank``, one entry per language (en zh es de fr ja ru pt),
written for the general moves an override or a hijack makes rather than for any phrase:

- the setup named by where it came from: built in, shipped, factory, "the guidance you were
  configured with", "règles de conduite", "заложенные поставщиком", "最初に設定された方針";
- the setup waived in the words of a preference or a policy: "counts for nothing", "a default
  I have already opted out of", "stellen … zurück", "dejar a un lado", "脇に置く", "甭管";
- another source ranked over the setup: "mine win", "vale o meu pedido", "よりも…優先";
- a persona or mode whose one trait is having no limits: "freed from every rule", "not bound
  by the developer's policies", "se fiche des règles", "без инструкций сверху";
- the refusal itself named as what is gone: "never says 'I can't'", "zéro « je ne peux pas »";
- a persona given by a name or a re-configuration: "I call you", "reconfigured as", "t'es".

Each class only widens a slot the rule already has; the rule still wants the assistant
addressed, and a persona still wants its trait close by, so a factory warranty that is void or
a phone plan with no limits names no setup and no persona here.
"""

from __future__ import annotations

# The assistant's setup named by its origin: built in, shipped, configured with.
MAKER_MORE = {
    "en": r"\b(?:built-?in|factory|vendor-(?:supplied|provided)|shipped|stock|baked-in|pre-?set"
    r"|hard-?coded|out-of-the-box|preinstalled) (?:\w+ )?(?:rules|guidelines|instructions"
    r"|guidance|restrictions|limits|policies|safeguards|behaviou?r rules|safety rules)\b"
    r"|\b(?:guidance|rules|guidelines|instructions|restrictions|limits|policies|safeguards)"
    r" (?:that )?(?:you|it|they|the assistant) (?:were|was) (?:configured|set up|shipped"
    r"|deployed|loaded|provided|launched) with\b"
    r"|\b(?:safety |content )?(?:rules?|guidelines|limits) (?:you|it) (?:shipped|came) with\b"
    r"|\b(?:your|its|their) (?:\w+ )?(?:vendor|operator|developer|maker)(?:-supplied)?"
    r" (?:rules|instructions|guidelines|policies)\b",
    "zh": r"(?:那套|那些)条条框框|(?:出厂|内置|默认|原始|原本|自带|预设|初始)(?:的)?(?:规则|规矩"
    r"|设定|限制|准则|指令|方针)|(?:开发商|厂商|运营方|官方|平台|开发者)(?:给你|给它|给助手)"
    r"(?:定|设|立)?的?(?:规则|规矩|限制|方针|设定)",
    "es": r"\b(?:pautas|reglas|normas|instrucciones|directrices|indicaciones|políticas"
    r"|restricciones|límites) (?:de fábrica|integradas|predeterminadas|originales|de base"
    r"|básicas|de serie)\b"
    r"|\b(?:indicaciones|instrucciones|pautas|reglas|normas) que (?:recibió|recibiste|traía"
    r"|traes|le dieron|te dieron)(?: antes)?\b"
    r"|\bcon (?:las|los) que (?:te|le|lo|la) (?:configuraron|programaron|entrenaron"
    r"|desplegaron)\b",
    "de": r"\b(?:werkseitig\w*|eingebaut\w*|vorinstalliert\w*|mitgeliefert\w*|hinterlegt\w*"
    r"|ursprünglich\w*) (?:verhaltens)?(?:regeln|vorgaben|richtlinien|anweisungen"
    r"|einschränkungen|beschränkungen)\b"
    r"|\b(?:verhaltensregeln|grundregeln|standardregeln|herstellervorgaben"
    r"|sicherheitsvorgaben)\b",
    "fr": r"\b(?:règles|consignes|instructions|directives|limites|restrictions) (?:d'usine"
    r"|intégrées|par défaut|d'origine|de base|initiales|de départ)\b|\brègles de conduite\b"
    r"|\b(?:consignes|règles|instructions) (?:avec lesquelles on t'a|qu'on t'a) (?:configuré"
    r"|programmé|donnée?s|fixée?s)\b",
    "ja": r"(?:運営元|運営|開発元|開発者|提供元|ベンダー|メーカー)(?:から|が|に)?(?:与えられた"
    r"|設定された|決めた|定めた|課した)(?:基本)?(?:ルール|方針|指示|制限|規約|ガイドライン)"
    r"|(?:最初に|初めに|事前に|もともと|元々)(?:設定|与え|決め)られ(?:た|ている)(?:方針|ルール"
    r"|指示|制限|設定)|(?:基本|初期|標準|既定)(?:の)?(?:ルール|方針|制限|ガイドライン)",
    "ru": r"(?:базов|исходн|изначальн|заводск|встроенн|штатн)\w* (?:ограничени|инструкци|правил"
    r"|настройк|установк|политик)\w*|(?:ограничени|правил|инструкци)\w*, заложенн\w+"
    r"|заложенн\w+ в (?:ассистент|тебя|бота|модель)\w*|(?:свои|твои) внутренн\w+ правил\w*",
    "pt": r"\b(?:diretrizes|regras|instruções|orientações|restrições|limites|políticas|travas)"
    r" (?:de fábrica|originais|de origem|padrão|embutidas|iniciais|básicas|de base)\b"
    r"|\bregras? origina(?:l|is)\b|\bconfigurações (?:de sistema|do sistema|originais"
    r"|de fábrica)\b",
}

# The setup waived: as a preference already opted out of, a rule put aside, a void text.
WAIVED = {
    "en": r"\b(?:counts? for nothing|(?:have|has|'ve) (?:already )?opted out of|as if (?:they|it)"
    r" never existed|(?:had|have|has) never existed|(?:put|set|leave|leaving|putting|setting)"
    r" (?:\w+ ){0,3}?(?:aside|to one side)|(?:take|takes) a back ?seat|(?:is|are) suspended"
    r"|no longer counts?|(?:is|are) moot|archived and non-binding|(?:shelved|parked) for now)\b",
    "zh": r"甭管|别管了|不用管|不必管|不用再管|作废|失效|无效|不算数|当(?:它们|它|那些)?不存在"
    r"|放(?:到)?一边|搁(?:到)?一边|靠边站|撤销|废除|解除了?",
    "es": r"\b(?:nul[oa]s|sin efecto|sin validez|dej(?:a|e|ar|es|en) (?:\w+ ){0,5}?a un lado"
    r"|a un lado (?:las|los|tus|sus)|no cuentan|como si no existieran|ya no rigen"
    r"|quedan? anulad[oa]s|suspendid[oa]s)\b",
    "de": r"\b(?:stell\w* (?:\w+ ){0,5}?zurück|zurückgestellt|zurückzustellen|au(?:ß|ss)er kraft"
    r"|ungültig|nichtig|zählen nicht(?: mehr)?|als hätte es sie nie gegeben|beiseite"
    r"|aufgehoben|ausgesetzt|haben keine geltung)\b",
    "fr": r"\b(?:n'aient jamais existé|n'existent plus|(?:sont|soient) (?:nulles|caduques|annulées"
    r"|suspendues|levées)|de côté|ne comptent plus|ne valent plus rien|comme si (?:elles|ils)"
    r" n'existaient pas|sans effet)\b",
    "ja": r"脇に置|無効(?:と|に|です|だ)|失効|効力を失|(?:なかった|ない)ものと(?:し|して|する)"
    r"|適用され(?:ない|ません|ず)|撤廃|解除(?:され|し)",
    "ru": r"\b(?:сняты|снято|недействующ\w*|не действуют|отменен\w*|отменён\w*|не считаются"
    r"|не в силе|утратил\w* силу|отложи\w* в сторону|как будто (?:их|его) (?:не было|нет)"
    r"|не имеют силы|приостановлен\w*)",
    "pt": r"\b(?:(?:deix(?:e|ar|a)|coloc(?:a|ar|e)|p(?:ôr|onha)|ficam?) (?:\w+ ){0,3}?de lado"
    r"|(?:já )?dispensei|revogad[ao]s?|sem efeito|não valem|não contam|como se não existissem"
    r"|suspens[ao]s)\b",
}

# Another source ranked over the setup, the ranked side led by the user or the note ("mine
# win", "vale o meu pedido", "このメモの指示を優先"): a setup said to win is no override.
RANKED_OVER = {
    "en": r"\b(?:mine|my (?:word|requests?|instructions?|preferences?|messages?)|what i (?:say"
    r"|ask|write)|(?:this|the) note) (?:always )?(?:win|wins|come first|comes first|take"
    r" precedence|takes precedence|override|overrides|outrank|outranks)\b",
    "zh": r"(?:我|本条|这条|这份|这里)(?:的|说的|写的|要求的)?\S{0,6}?(?:优先于|高于|压过|盖过)",
    "es": r"\b(?:lo que (?:yo )?(?:diga|pida|escriba)|mis (?:peticiones|instrucciones|mensajes"
    r"|pedidos)|esta nota) (?:\w+ ){0,2}?(?:prevalece|prevalecen|manda|mandan|pesa más|tiene"
    r" prioridad|tienen prioridad|está por encima|están por encima)\b",
    "de": r"\b(?:was ich (?:sage|schreibe|will)|meine (?:anweisungen|wünsche|bitten|vorgaben)"
    r"|diese notiz) (?:\w+ ){0,2}?(?:hat|haben|hätte) (?:immer )?vorrang\b",
    "fr": r"\b(?:mes (?:demandes|consignes|instructions|messages)|ce que je (?:dis|demande"
    r"|écris)|cette note) (?:\w+ ){0,2}?(?:priment|prime|passent avant|passe avant"
    r"|l'emportent|l'emporte|ont la priorité|a la priorité)\b",
    "ja": r"(?:私|わたし|僕|俺|ユーザー|この(?:メモ帳?|ノート|ファイル))\S{0,14}?(?:指示|お願い"
    r"|依頼|言うこと|要望)を(?:常に|必ず)?最?優先",
    "ru": r"(?:мои (?:просьбы|указания|распоряжения|слова|запросы)|эта заметка|то, что я"
    r" (?:пишу|говорю|прошу))\W{0,2} (?:\w+ ){0,2}?(?:важнее|приоритетнее|главнее|стоят выше"
    r"|стоит выше|имеют приоритет|имеет приоритет)",
    "pt": r"\bvale o meu (?:pedido|desejo)\b|\b(?:o que eu (?:pedir|disser|escrever)|meus pedidos"
    r"|(?:as )?instruções que eu (?:\w+ ){1,3}?|esta nota) (?:\w+ ){0,3}?(?:prevalece|prevalecem"
    r"|ficam acima|fica acima|passa na frente|passam na frente|tem prioridade|têm prioridade)\b",
}

# A persona's one trait: free of every rule, bound by no policy, careless of the rules.
NO_LIMITS = {
    "en": r"\b(?:free|freed|released|liberated|unshackled) (?:of|from) (?:all |any |every )?"
    r"(?:\w+ )?(?:rules?|restrictions?|limits|guidelines|policies|filters|constraints)\b"
    r"|\b(?:not|never|no longer) (?:bound|governed|restricted|limited) by (?:any |the |its |your )?"
    r"(?:\w+ ){0,2}?(?:rules|policies|guidelines|restrictions|filters)\b"
    r"|\bbefore (?:any )?(?:content |safety )?rules existed\b"
    r"|\b(?:ignores|doesn'?t care about|does not care about|cares nothing for) (?:the |any )?"
    r"(?:rules|restrictions|policies)\b"
    r"|\b(?:unfiltered|unrestricted|uncensored)\b",
    "zh": r"摆脱了?(?:所有|一切|全部)?的?(?:规定|规则|限制|约束|束缚)|不受(?:任何)?的?(?:规则|限制"
    r"|约束|规定)|无视(?:所有|一切)?的?(?:规则|规定|限制)",
    "es": r"\b(?:libre|liberad[oa]|exent[oa]) de (?:toda |cualquier |todas las |las )?(?:\w+ )?"
    r"(?:reglas|normas|restricciones|límites|políticas|filtros)\b"
    r"|\b(?:ya )?no se rige por\b|\bsin (?:ninguna|ningún) (?:restricción|regla|límite|filtro)\b"
    r"|\bsin (?:filtros|censura)\b",
    "de": r"\b(?:frei|befreit|losgelöst) von (?:allen |jeglichen |sämtlichen )?(?:\w+ )?(?:regeln"
    r"|einschränkungen|vorgaben|richtlinien|filtern)\b"
    r"|\bohne (?:jegliche|irgendwelche) (?:einschränkungen|regeln|grenzen)\b|\bohne (?:filter"
    r"|zensur)\b"
    r"|\b(?:nicht an|an keine) (?:\w+ ){0,3}?(?:regeln|richtlinien|vorgaben)(?: \w+){0,3}?"
    r" gebunden\b",
    "fr": r"\b(?:libéré\w*|affranchi\w*|libre|débarrassé\w*) (?:de|des) (?:toutes? |tous )?(?:les "
    r"|ses |tes )?(?:règles|restrictions|limites|filtres|contraintes|consignes)\b"
    r"|\bse (?:fiche|fout|moque)\w* (?:des|de ses|de tes) règles\b|\bne filtre rien\b"
    r"|\bsans (?:aucune|la moindre) (?:restriction|règle|limite)\b|\bsans (?:filtre|censure)s?\b",
    "ja": r"(?:制約|制限|ルール|規則|縛り|フィルタ)\S{0,4}?(?:から)?(?:解放|自由)"
    r"|(?:制約|制限|ルール|規則|縛り|フィルタ)(?:は|が|も)?(?:一切)?(?:持たない|適用されない"
    r"|適用されず)|(?:一切の|すべての|全ての)(?:制約|制限|ルール)を(?:持たない|受けない)",
    "ru": r"(?:свободн|освобожд|избавлен)\w* от (?:всех |любых )?(?:\w+ )?(?:правил|ограничени"
    r"|запретов|политик|фильтров)\w*|не связан\w* (?:\w+ ){0,2}?(?:правилами|политиками"
    r"|ограничениями)|без (?:каких-либо|всяких|любых) (?:ограничений|правил|запретов)"
    r"|без (?:фильтров|цензуры)|без инструкций сверху",
    "pt": r"\b(?:livre|liberad[oa]|solt[oa]) de (?:toda |qualquer |todas as |as )?(?:\w+ )?"
    r"(?:regras|restrições|limites|políticas|travas|filtros)\b"
    r"|\bdeixou (?:para trás|de lado) (?:todas as |as )?(?:\w+ )?(?:regras|restrições"
    r"|políticas)\b|\bnão (?:segue|obedece|respeita) mais (?:as |às )?(?:\w+ ){0,2}?(?:regras"
    r"|políticas|restrições)\b|\birrestrit[oa]\b",
}

# The refusal named as gone: "never says 'I can't'", "sans les refus habituels".
NO_REFUSE_MORE = {
    "en": r"\b(?:never|won'?t ever|will never) says? (?:\W?)(?:i can'?t|no|i cannot)\b"
    r"|\bwithout (?:the |any )?(?:usual )?refusals\b|\bno more (?:\W?)i can'?t\b",
    "zh": r"(?:永远)?不会说\W?我不能|从不说\W?不",
    "es": r"\b(?:nunca dice|jamás dice) (?:\W?)no puedo\b|\bsin (?:preguntarse|cuestionar)\b",
    "de": r"\b(?:sagt|sagst) (?:nie|niemals) (?:\W?)(?:ich kann nicht|nein)\b",
    "fr": r"\bz[ée]ro (?:\W{0,2})je ne peux pas\b|\bne dit jamais (?:\W?)non\b",
    "ja": r"(?:できません|無理)(?:と|って)(?:は)?(?:言わない|言わず)",
    "ru": r"никаких (?:\W?)я не могу|никогда не говори\w* (?:\W?)нет",
    "pt": r"\bsem questionar\b|\bnunca diz (?:\W?)não\b",
}

# A persona given other ways: a name the user calls it by, a re-configuration, the colloquial
# "t'es".
YOU_MORE = {
    "en": r"\bi (?:call|name) you\b|\b(?:reconfigured|recast|redeployed) as\b"
    # (a quoted name: "you're 'Nightjar'" has no word boundary after the space)
    r"|\byou(?:'re| are)(?: now)? (?=['\"«“‘])"
    r"|\bthe persona of\b",
    "zh": r"你(?:已经)?不是原来的(?:那个)?助手|人设|扮演",
    "es": r"\bpasó a ser\b|\b(?:asum|adopt)\w* (?:de vez )?la (?:persona|identidad) de\b"
    r"|\bte llamo\b|\breconfigurad[oa] como\b",
    "de": r"\bich nenne dich\b|\b(?:umkonfiguriert|umgestellt) (?:als|zum|zur)\b"
    r"|\bdie persona (?:von|der|des)\b",
    "fr": r"\bje t'appelle\b|\bt'es\b|\breconfiguré\w* en\b|\bla persona de\b",
    "ja": r"キャラ設定|として(?:振る舞|応答|答え)",
    "ru": r"\bты (?:теперь )?не (?:помощник|ассистент)\w*, а\b|\bя зову тебя\b"
    r"|перенастроен\w* (?:как|в)\b",
    "pt": r"\breconfigurad[oa] como\b|\bassum\w* (?:de vez )?a persona d[aoe]\b"
    r"|\bpassou a ser\b|\beu te chamo\b",
}

# Something ranked above the setup, the setup named inside the phrase ("ranked above your
# guidelines", "初期設定より優先される"): the direction is in the words, so a setup said to win
# ("the system prompt takes precedence") reads nothing here.
SETUP_OUTRANKED = {
    "en": r"\b(?:ranked|ranks|placed|sits?|comes?|goes|go) (?:above|before|over) (?:your|its|the"
    r" assistant's) (?:\w+ ){0,2}?(?:guidelines|rules|instructions|system prompt|safety settings"
    r"|policies|setup)\b",
    "zh": r"(?:优先于|高于|压过)(?:你的|助手的|系统的?)(?:\S{0,4}?)(?:规则|设定|指令|提示词)",
    "es": r"\b(?:por encima de|prevalece\w* sobre) (?:tus|sus|las) (?:\w+ ){0,2}?(?:reglas"
    r"|normas|instrucciones|pautas|directrices|políticas)\b",
    "de": r"\b(?:vorrang vor|steh\w* über) (?:deinen|seinen|den) (?:\w+ ){0,2}?(?:regeln"
    r"|richtlinien|anweisungen|vorgaben)\b",
    "fr": r"\b(?:au-dessus de|priment? sur|passent? avant) (?:tes|ses|vos|les) (?:\w+ ){0,2}?"
    r"(?:règles|consignes|instructions|directives)\b",
    "ja": r"(?:初期設定|システムの指示|システムプロンプト|基本ルール|安全設定)\S{0,16}?より(?:も)?"
    r"\S{0,24}?優先",
    "ru": r"(?<!\w)(?:важнее|выше|приоритетнее) (?:твоих|своих|его) (?:\w+ )?(?:правил|инструкций"
    r"|установок|ограничений)",
    "pt": r"\b(?:acima d[ao]s|prevalece\w* sobre) (?:suas|tuas|as) (?:\w+ ){0,2}?(?:regras"
    r"|instruções|diretrizes|orientações|políticas)\b",
}
