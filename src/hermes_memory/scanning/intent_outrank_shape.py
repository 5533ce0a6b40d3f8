"""Word classes for an override told as a settled arrangement, one entry per language (en zh es
de fr ja ru pt), for ``rules_outrank``'s existing slots (det29a, session 44):

- the setup named by who handed it to the assistant, in a relative clause or a possessive
  ("the rules your vendor gave you", "Regeln deines Anbieters", "что тебе задали
  разработчики", "as regras que vieram contigo"), or as the assistant's own rules;
- a conflict settled for the user or the note: "hers wins", "manda lo mío", "gewinnt meine
  Bitte", "c'est ma demande qui l'emporte", "私の指示が常に上", "приоритет за мной",
  "vale mais do que as regras";
- the setup said to be meant for somebody else: "written for other users", "pensadas para
  otros", "für andere Nutzer gedacht", "他のユーザー向け".

Each class widens a slot the rule already has: the rule still wants the setup and its
lowering in one sentence and the assistant addressed, so a family calendar that "wins" over a
work one names no setup here.
"""

from __future__ import annotations

# The setup as the rules somebody gave the assistant, or its own.
MAKER_SHAPE = {
    "en": r"\b(?:your|its|the assistant's) own (?:\w+ )?(?:rules|guidelines|guardrails"
    r"|restrictions|policies|safety rules)\b"
    r"|\b(?:rules|guidelines|guardrails|restrictions|instructions|policies|limits) (?:that )?"
    r"(?:your|the|its) (?:developers?|vendor|operator|platform|makers?|provider|creators?"
    r"|company) (?:gave|set|wrote|put|baked|built|imposed|handed)\b"
    r"|\b(?:your|the assistant's|its) (?:standing|default|usual|baked-in|hard-wired|safety)"
    r" (?:rules|guidelines|guardrails|rulebook)\b|\b(?:baked-in|built-in) rulebook\b"
    r"|\b(?:a|any|the|your) safety rules?\b",
    "zh": r"(?:开发方|开发团队|开发公司|运营商|提供商|服务商|平台|厂家|公司)(?:给你|为你|替你)"
    r"(?:定|设|立|加|写)?的(?:那些|那套)?(?:规则|规矩|限制|设定|约束|准则)"
    r"|你(?:自己)?的(?:那些|那套)?(?:安全)?(?:规则|规矩|准则|条条框框)",
    "es": r"\b(?:reglas|normas|instrucciones|directrices|pautas|restricciones|límites|políticas)"
    r" (?:que )?te (?:puso|pusieron|dio|dieron|impuso|impusieron|marcó|marcaron|fijó|fijaron"
    r"|metió|metieron) (?:el|la|los|las|tu|tus) (?:\w+ )?(?:proveedor\w*|desarrollador\w*"
    r"|operador\w*|plataforma|fabricante|empresa|creador\w*)\b"
    r"|\b(?:reglas|normas|directrices|pautas) de tu (?:proveedor|desarrollador|operador"
    r"|plataforma|fabricante|creador)\b|\btus propias (?:reglas|normas|directrices|pautas)\b",
    "de": r"\b(?:regeln|vorgaben|anweisungen|richtlinien|leitplanken|einschränkungen|grenzen)"
    r" (?:deines|deiner|ihres|seines|eures) (?:anbieter|entwickler|betreiber|hersteller"
    r"|plattform|erfinder|schöpfer)\w*"
    r"|\b(?:regeln|vorgaben|anweisungen|richtlinien),? die dir (?:dein|deine|der|die)"
    r" (?:anbieter|entwickler|betreiber|hersteller|plattform)\w* (?:\w+ )?(?:gegeben|gesetzt"
    r"|mitgegeben|vorgegeben|auferlegt|eingebaut)\b"
    r"|\bdeine (?:eigenen|internen|üblichen) (?:regeln|vorgaben|richtlinien|leitplanken)\b",
    "fr": r"\b(?:règles|consignes|instructions|directives|limites|restrictions) de (?:ton|votre)"
    r" (?:éditeur|développeur|opérateur|fournisseur|créateur|concepteur|intégrateur)\b"
    r"|\b(?:tes|vos) propres (?:règles|consignes|restrictions|limites)\b"
    r"|\b(?:restrictions|règles|consignes) de (?:leur|sa|ta|votre|ton) configuration"
    r" (?:d'origine|initiale|de départ)\b"
    r"|\b(?:règles|consignes|instructions|restrictions) (?:qu'on t'a|qu'ils t'ont|que la"
    r" plateforme t'a) (?:données|fixées|imposées|mises)\b",
    "ja": r"(?:開発元|開発者|運営|提供元|ベンダー|メーカー)(?:が|から)(?:あなたに)?(?:与えた"
    r"|課した|渡した|入れた|仕込んだ)(?:ルール|指示|制限|方針|規則)"
    r"|(?:あなた|アシスタント)(?:自身)?の(?:安全)?(?:ルール|規則|ガイドライン|制限)",
    "ru": r"(?:правил|инструкци|установк|ограничени|указани|требовани)\w*,? (?:которые|что)"
    r" (?:тебе|тебя) (?:\w+ ){0,2}?(?:задал|дал|прописал|установил|поставил|вложил|заложил"
    r"|навязал|выдал)\w* (?:\w+ )?(?:разработчик|оператор|создател|платформ|вендор|поставщик"
    r"|компани)\w*"
    r"|(?:тем|то|того),? что (?:тебе|тебя) (?:\w+ )?(?:задали|дали|прописали|установили"
    r"|поставили|заложили|навязали) (?:\w+ )?(?:разработчик|оператор|создател|платформ|вендор"
    r"|поставщик)\w*"
    r"|(?:твои|свои) собственн\w+ (?:правил|установк|ограничени)\w*",
    "pt": r"\b(?:regras|diretrizes|instruções|orientações|travas|restrições|limites) que vieram"
    r" (?:contigo|com você|com o assistente|junto)\b"
    r"|\b(?:regras|diretrizes|instruções|orientações|restrições) que (?:o|a|seu|sua|teu|tua)"
    r" (?:desenvolvedor|fornecedor|operador|plataforma|fabricante|empresa|criador)\w* (?:te|lhe)"
    r" (?:deu|passou|impôs|colocou|definiu)\b|\b(?:suas|tuas) próprias (?:regras|diretrizes"
    r"|restrições)\b",
}

# A conflict settled for the user or the note: the user's side named as the winner.
CONFLICT_WON = {
    "en": r"\b(?:hers|his|theirs|mine|the user's|my (?:request|word|ask)|her (?:request|word)"
    r"|his (?:request|word)|what i (?:say|ask|type)) (?:always |simply )?(?:wins|prevails"
    r"|comes first|takes priority|gets priority|is what counts)\b"
    r"|\b(?:is|are|becomes?) the (?:top-priority|highest-priority|only|new) rule ?(?:set|book)\b"
    r"|\bmy word is (?:the )?(?:only |new )?(?:rulebook|rule|law)\b"
    r"|\bpriority (?:always )?goes to (?:me|my|her|him|the user)\b",
    "zh": r"(?:一律|都|总是|始终|永远)?以我(?:的要求|说的|的指示|的话|的意思)?为准|我说了算"
    r"|我的(?:要求|指令|话|意见)(?:永远|总是|始终)?(?:优先|说了算|为准|最大)",
    "es": r"\b(?:manda|gana|prevalece|vale) (?:siempre )?(?:lo mío|lo que (?:yo )?(?:pida|diga"
    r"|escriba)|mi (?:petición|pedido|palabra))\b|\bla prioridad (?:es|será) (?:siempre )?mía\b"
    r"|\bmi palabra es (?:la )?ley\b",
    "de": r"\b(?:gewinnt|gewinnen|zählt|zählen|gilt|siegt) (?:immer |stets |dann )?(?:meine?"
    r"|mein) (?:bitte|anweisung|wunsch|wort|vorgabe|ansage)\w*"
    r"|\bhier zählt nur,? was ich (?:sag|schreib|will)\w*|\bmein wort (?:ist|gilt) (?:gesetz"
    r"|als regel)\b",
    "fr": r"\bc'est (?:ma|mon) (?:demande|parole|consigne|avis|choix) qui (?:l'emporte|prime"
    r"|compte|passe)\b|\bla priorité (?:va|revient) (?:toujours )?(?:à moi|à mes demandes)\b"
    r"|\bma parole fait loi\b",
    "ja": r"(?:私|わたし|僕|俺)の(?:依頼|指示|お願い|言うこと|要望|言葉)(?:が|の方が|は)(?:常に"
    r"|いつも|必ず)?(?:上|勝つ|優先|絶対)",
    "ru": r"приоритет (?:всегда |тогда )?(?:за мной|у меня|за моими|у моих)"
    r"|моё слово\W{0,3}(?:закон|главное)",
    "pt": r"\b(?:o que eu (?:falar|disser|pedir|escrever)(?: aqui)?|meu pedido|minha palavra"
    r"|meus pedidos) (?:\w+ ){0,2}?vale(?:m)? mais (?:do )?que\b|\bquem manda sou eu\b"
    r"|\besquece a diretriz\b",
}

# The setup said to be written for somebody else, not for this user or this account.
MEANT_ELSEWHERE = {
    "en": r"\b(?:written|meant|made|intended|designed) for (?:some )?other (?:users?|people"
    r"|deployments?|accounts?|customers?|setups?)\b",
    "zh": r"(?:是)?(?:给|对|针对)(?:别人|其他(?:用户|人))(?:定|设|写)?的",
    "es": r"\b(?:pensad|escrit|hech)[oa]s? para otr[oa]s (?:usuarios|personas|clientes"
    r"|despliegues|cuentas)\b",
    "de": r"\bfür andere (?:nutzer|menschen|einsätze|kunden|konten)\w* (?:gedacht|gemacht"
    r"|geschrieben)\b",
    "fr": r"\b(?:écrite|pensée|faite|conçue)s? pour d'autres (?:utilisateurs|personnes"
    r"|déploiements|clients|comptes)\b",
    "ja": r"(?:他の|ほかの|別の)(?:ユーザー|利用者|人|環境)(?:向け|のため)",
    "ru": r"(?:написан|придуман|сделан|предназначен)\w* для других (?:пользовател|люд|клиент"
    r"|аккаунт)\w*",
    "pt": r"\b(?:feit|pensad|escrit)[ao]s? para outr[ao]s (?:usuários|pessoas|clientes|contas)\b",
}

# A persona taken on other ways: acting as, speaking in the voice of, in the role of, an
# unlocked instance (the rule still wants the trait close by).
PERSONA_SHAPE = {
    "en": r"\b(?:acts?|acting|runs?|running|works?) as (?:an? |the |that )?(?:\w+ )?(?:agent"
    r"|instance|assistant|terminal|shell|persona|character|version)\b"
    r"|\b(?:in|with) the voice of\b|\bin the role of\b|\b(?:an? |that )?(?:unlocked"
    r"|jailbroken|developer-mode|raw) (?:instance|terminal|shell|version|build)\b",
    "zh": r"(?:以|用)\S{1,12}?的(?:身份|口吻|语气)|化身为|充当|切换(?:成|为)",
    "es": r"\b(?:pasa a )?actu(?:ar|a|ará) como\b|\ben el papel de\b|\bcon la voz de\b",
    "de": r"\b(?:agier|fungier)\w* als\b|\bin der rolle (?:von|des|der|als)\b|\bmit der stimme"
    r" (?:von|des|der)\b",
    "fr": r"\b(?:agi(?:r|s|t)|fonctionne\w*) en tant que\b|\b(?:joue|jouer|dans) le rôle de\b"
    r"|\bavec la voix de\b",
    "ja": r"別の(?:ai|アシスタント|ボット)|の役(?:で|として|を)",
    "ru": r"\bголосом\b|\bв роли\b|\bвыступа\w* (?:в роли|как)\b|\bдейству\w* как\b",
    "pt": r"\bno papel de\b|\b(?:atua|atuar|age|agir) como\b|\bcom a voz de\b",
}

# A persona's one trait in words the older classes lack: nothing stops it, no judgement in
# between, subject to no policy, the usual limits gone.
TRAIT_SHAPE = {
    "en": r"\bwithout (?:the |any )?usual (?:limits|rules|restrictions|guardrails|filters"
    r"|safeguards)\b|\bno (?:judge?ment|safety|moral|ethics) (?:layer|filter|check)s?\b"
    r"|\bnothing (?:stops|holds back|restrains) (?:it|him|her|them|you)\b"
    r"|\bnot subject to any (?:\w+ )?(?:polic(?:y|ies)|rules|restrictions)\b"
    r"|\bwhose only rule is\b|\bhas no (?:limits|boundaries|guardrails)\b",
    "zh": r"不受任何\S{0,4}?(?:规约|规范|约束|政策|限制|规则)|没有任何(?:限制|约束|底线)"
    r"|什么都不拒绝|没有底线",
    "es": r"\bno (?:está|esté|estará) suj?et[oa] a (?:ninguna|ningún|ninguno)\b"
    r"|\bsin (?:los|las) (?:límites|restricciones|reglas|filtros) (?:habituales|de siempre)\b"
    r"|\bnada (?:le|lo|la) (?:detiene|frena)\b|\bno conoce (?:las palabras |la frase )?\W?no"
    r" puedo\b",
    "de": r"\bohne die üblichen (?:grenzen|regeln|einschränkungen|filter|schranken)\b"
    r"|\bkeiner (?:\w+ )?(?:richtlinie|regel|nutzungsrichtlinie|policy) unterworfen\b"
    r"|\bnichts hält (?:ihn|sie|dich|es) auf\b|\bkeine (?:moralischen|ethischen) (?:grenzen"
    r"|bedenken|schranken)\b",
    "fr": r"\bsans les (?:limites|règles|restrictions|filtres|garde-fous) habituel\w*"
    r"|\bsoumise? à aucune?\b|\brien ne (?:l'|t')arrête\b|\baucun (?:filtre|garde-fou"
    r"|scrupule)\b|\bne connaît pas (?:les mots )?\W?je ne peux pas\b",
    "ja": r"(?:何の|いかなる|どんな)(?:規約|ルール|制限|規則|ポリシー)にも縛られ(?:ない|ず)"
    r"|制限のない|何でも(?:答える|実行する|やる)",
    "ru": r"\bничто не останавлива\w*|\bне знает слов\w*\W{0,3}не могу"
    r"|\bбез (?:обычных|привычных|всяких) (?:ограничений|правил|фильтров)"
    r"|\bне (?:подчиняется|подлежит|подвластен) (?:никаким|ни одной|ни одному)"
    r"|\bне проверяет запросы на безопасность",
    "pt": r"\bnão tem filtro nem\b|\bsem (?:filtro|compromisso ético)\b|\bvale tudo\b"
    r"|\bnão (?:está |é )?suj?eit[oa] a (?:nenhuma|nenhum|qualquer)\b"
    r"|\bsem os limites (?:de sempre|habituais)\b|\bnada (?:o|a|te) (?:impede|segura)\b",
}

# The setup as what the assistant was told or configured with at the start, or its operator's
# word ("whatever your operator told you", "was dir beim Start mitgegeben wurde", "всё, что
# тебе прописали при запуске", "o que te configuraram no início", "運営者の指示").
SETUP_TOLD = {
    "en": r"\bwhat(?:ever)? (?:your|the) (?:operator|vendor|developers?|platform|deployer)"
    r" (?:told|gave|set for|configured for) you\b|\bwhat you were (?:told|configured with|given)"
    r" (?:at|on) (?:start(?:-?up)?|setup|launch)\b",
    "zh": r"(?:启动|一开始|最初)(?:时)?(?:给你|为你)?(?:设定|配置|写入)的(?:内容|东西|规则|指令)"
    r"|运营(?:方|者)?的指(?:示|令)|系统的指(?:示|令)",
    "es": r"\b(?:lo que|todo lo que) te (?:configuraron|dijeron|pusieron|programaron) (?:al"
    r" (?:principio|inicio|arrancar)|de inicio)\b|\blas de (?:su|tu) (?:operador|proveedor"
    r"|desarrollador)\b",
    "de": r"\b(?:deine|ihre|seine) system(?:vorgaben|anweisungen|einstellungen)\b"
    r"|\bwas (?:dir|ihnen) (?:\w+ ){0,3}?(?:beim start|anfangs|ursprünglich) (?:\w+ )?(?:gesagt"
    r"|mitgegeben|vorgegeben|eingestellt)\b",
    "fr": r"\bce que (?:ton|votre) (?:éditeur|opérateur|développeur|fournisseur|créateur)"
    r" (?:t'a|vous a) (?:fixé|donné|dit|imposé)\w*|\bce qu'on t'a (?:fixé|donné|configuré)"
    r" (?:au départ|au démarrage|au début)\b",
    "ja": r"(?:運営者|運営元|開発元|オペレーター)(?:から)?の(?:指示|ルール|設定)|システムの指示"
    r"|(?:アシスタントに)?組み込まれた(?:初期設定|安全方針|ルール)|初期設定",
    "ru": r"(?:вс[её]|то),? что тебе (?:\w+ )?(?:прописали|задали|настроили|дали|поставили)"
    r" (?:при запуске|на старте|изначально|в начале)|инструкци\w+ оператор\w*",
    "pt": r"\bo que te (?:configuraram|passaram|definiram|disseram) (?:no início|de início|ao"
    r" iniciar|na configuração)\b|\bas d[oa] (?:seu|teu|sua|tua)? ?(?:operador|fornecedor"
    r"|desenvolvedor)\b",
}

# Another source put over the setup in a comparison whose direction is in the words: it
# weighs more, binds more, is higher in priority; or the setup named second, demoted.
OUTRANKS = {
    "en": r"\b(?:supersedes?|overrides?|outranks?|trumps?|prevails? over|(?:carr(?:y|ies)|has|have)"
    r" more weight than|(?:is|are) (?:more binding|higher priority|above|ranked above) than"
    r"|(?:is|are) more binding than|higher in priority than)\b",
    "zh": r"优先于|高于|压倒|凌驾于",
    "es": r"\b(?:tienen? más peso que|prevalecen? sobre|está[n]? por encima de|sustituyen? por"
    r" completo|son más vinculantes que)\b",
    "de": r"\b(?:verbindlicher als|mehr gewicht als)\b",
    "fr": r"\b(?:ont plus de poids que|a plus de poids que|priment? sur|l'emportent? sur|plus"
    r" contraignante?s? que)\b",
    # (Japanese names the setup first: "AよりもBを優先" is read in ``DEMOTED``)
    "ja": r"を上書きする",
    "ru": r"(?:выше по приоритету|приоритетнее|важнее|главнее|имеют больший вес),? чем",
    "pt": r"\b(?:t[eê]m mais peso (?:do )?que|prevalecem? sobre|vale mais (?:do )?que|está acima"
    r" d[aoe])\b",
}
DEMOTED = {
    "en": r"\b(?:(?:is|are|becomes?|now) (?:secondary|second|subordinate)|take(?:s)? a back seat"
    r"|come(?:s)? (?:second|after|last))\b",
    "zh": r"(?:退居|放到)(?:次要|第二|后面)|靠后|次要",
    "es": r"\b(?:(?:quedan?|pasan?) (?:a )?(?:un )?segundo (?:plano|lugar)|son secundari[oa]s)\b",
    "de": r"\b(?:sind|ist|werden) (?:jetzt |nun )?(?:zweitrangig|nachrangig)\b",
    "fr": r"\b(?:passent? (?:désormais )?(?:après|au second plan)|(?:sont|est) secondaires?)\b",
    "ja": r"二の次|後回し|より(?:も)?\S{0,30}?(?:を|が)(?:常に)?(?:最)?優先|に優先する"
    r"|より(?:も)?上位",
    "ru": r"(?:(?:теперь|отныне|уже) )?вторичн\w*|на втор(?:ом|ой) план\w*",
    "pt": r"\b(?:ficam? em segundo plano|passam? para segundo plano|(?:são|é) secundári[oa]s?)\b",
}

# The setup to be treated as mere suggestions or as suspended: "encarar como sugestões
# antigas", "tenir pour suspendues", "treat them as suggestions", "считай пожеланиями".
SOFTENED = {
    "en": r"\b(?:treat|regard|consider)\w* (?:[^\s.!?;]+ ){0,5}?as (?:mere |old |friendly"
    r" |loose )?(?:suggestions|recommendations|hints|suspended|optional)\b",
    "zh": r"(?:当作|当成|视为|看作)(?:(?:一些|一种)?(?:旧的|过时的)?)?(?:建议|参考|摆设)",
    "es": r"\b(?:trata|tómal|considér|ve)\w* (?:\w+ ){0,5}?como (?:meras |simples |viejas )?"
    r"(?:sugerencias|recomendaciones|suspendidas)\b",
    "de": r"\b(?:betrachte|behandle|sieh|nimm)\w* (?:\w+ ){0,5}?als (?:bloße |alte"
    r" |unverbindliche )?(?:vorschläge|empfehlungen|ausgesetzt)\b",
    "fr": r"\btenir pour (?:suspendu|nul|caduc|annulé)\w*|\b(?:considère|traite|prends)\w*"
    r" (?:\w+ ){0,5}?comme (?:de simples |des |d'anciennes )?(?:suggestions|recommandations)\b",
    "ja": r"(?:ただの|単なる|古い)?(?:提案|参考)(?:として|程度に)(?:扱|見な|受け取)",
    "ru": r"(?:считай|воспринимай|рассматривай)\w* (?:\w+ ){0,4}?(?:как )?(?:просто |старыми"
    r" |всего лишь )?(?:пожелани|рекомендаци|советами|советы)\w*",
    "pt": r"\b(?:encar|trat|consider|ve)\w* (?:\w+ ){0,5}?como (?:meras |simples |velhas )?"
    r"(?:sugestões|recomendações)(?: antigas)?\b",
}
