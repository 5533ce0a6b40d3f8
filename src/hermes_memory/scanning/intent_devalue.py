"""Word classes for an override told by its structure, not its phrases (``rules_devalue``
joins them), one entry per language (en zh es de fr ja ru pt): a reference to the
assistant's own setup (its system prompt, rules, limits, "what you were told"), a predicate
that devalues it (outdated, a draft, only suggestions, no longer applies, can be skipped), and
for the ranking form another source (a note, a file, a ticket, a person), a claim of rank
and the user's word.

Each class is a slot vocabulary written per language (synonyms, office and colloquial
registers, inflections), not the phrases of any tuning text: the next writer says the same
thing in other words. Setup references name the assistant's setup (a possessive "your",
"the assistant's", or a term only an assistant has, "system prompt"), never rules in general,
so "the 2019 style guide is outdated" matches nothing here.
"""

from __future__ import annotations

# The assistant's own setup: what governs it.
SETUP_REF = {
    "en": r"\bsys(?:tem)?[ -]?(?:prompts?|messages?|msgs?|text|instructions?|rules"
    r"|config(?:uration)?)\b"
    r"|\bsetup (?:msg|message|prompt)\b|\b(?:startup|built-in|factory) (?:instructions|prompt)\b"
    r"|\b(?:rules|instructions|guidelines|guardrails|limits) (?:you|u) (?:started|booted|came"
    r"|launched) with\b|\b(?:ur|your) devs?\b|\beverything (?:you were|you've been|u were) told\b"
    r"|\b(?:anything|whatever|everything) from (?:your|the) (?:operator|developers?|vendor"
    r"|creators?)\b"
    # (one word between, of the setup's own kind: "your credit limits", "your gym rules" and
    # "your global config" are someone's, not the assistant's)
    r"|\b(?:your|its|the (?:assistant|bot|model|ai|agent)'s) (?:own |usual |default |original "
    r"|initial |built-in |current |old |safety |core |base )?(?:rules|guidelines"
    r"|guardrails|polic(?:y|ies)|limits|limitations|restrictions|instructions|directives"
    r"|constraints|boundaries|safeguards|principles|programming)\b"
    r"|\bguardrails\b|\bcontent (?:polic(?:y|ies)|guidelines|filters?)\b"
    r"|\b(?:the|your) user's (?:stated |own )?(?:limits|boundaries|instructions|objections)\b"
    r"|\bsafety (?:rules|guidelines|polic(?:y|ies)|filters?|layer|section|settings|limits)\b"
    r"|\bwhat (?:you were|you've been|you have been|it was|the assistant was) (?:told|given"
    r"|taught|instructed|configured with|set up with)\b"
    r"|\b(?:rules|instructions|limits|restrictions|settings|guidelines) (?:you|it|the assistant)"
    r" (?:were|was|got) (?:given|set up with|configured with|launched with|started with"
    r"|shipped with|trained with)\b"
    r"|\b(?:everything |whatever |anything )?you were (?:configured|set up|launched|started"
    r"|instructed|programmed|shipped) with\b",
    "zh": r"系统(?:提示词?|消息|指令|设定|规则)|原厂(?:设置|设定)|出厂时?的?(?:那些)?(?:设定|限制"
    r"|规则)|(?:你|助手|模型|机器人|ai)(?:\S{0,6}?的|原来的"
    r"|原有的"
    r"|自带的"
    r"|默认的|早先的|之前的)(?:\S{0,4}?)(?:设定|设置|规则|规矩|准则|守则|限制|指令|指示|配置|原则"
    r"|底线"
    r"|条条框框)|安全(?:规则|策略|限制|准则|过滤|设置)|内容(?:政策|规范)"
    r"|(?:开发者|开发商|平台|厂商|运营方)(?:的|给的|定的|设的)?(?:规则|规矩|限制|规定|准则)"
    r"|(?:之前|以前|原来)(?:那些|的)(?:规则|设定|限制|条条框框|指令)",
    "es": r"\b(?:prompt|mensaje|instrucciones|configuración) (?:de|del) sistema\b"
    r"|\b(?:tus|sus) (?:propias |actuales |antiguas |viejas |originales |iniciales )?(?:reglas"
    r"|normas|instrucciones|indicaciones|directrices|pautas|restricciones|límites|limitaciones"
    r"|políticas|salvaguardas|configuración)\b"
    r"|\b(?:reglas|normas|instrucciones|directrices|restricciones|políticas|pautas|límites)"
    r" (?:de (?:seguridad|contenido) )?(?:del|de la) (?:asistente|ia|bot|modelo)\b"
    r"|\b(?:lo|todo lo|las normas|las reglas|las instrucciones) q(?:ue)? te (?:dijeron|configuraron"
    r"|indicaron|programaron|pusieron|metieron|dieron)\b"
    r"|\bcon (?:las )?que te (?:configuraron|programaron|lanzaron|iniciaron|arrancaron)\b"
    r"|\bconfiguración (?:original|inicial|de fábrica|del asistente)\b"
    r"|\bpolíticas? de (?:contenido|seguridad)\b|\breglas de seguridad\b",
    "de": r"\bsystem-?(?:prompts?|nachricht\w*|anweisung\w*|vorgaben|regeln)\b"
    r"|\b(?:deine[nrms]?|ihre[nrms]?|seine[nrms]?) (?:\w+ )?(?:vorgaben|regeln|anweisungen"
    r"|richtlinien|grenzen|einschränkungen|beschränkungen|konfiguration"
    r"|leitplanken|schutzmechanismen|sicherheitsvorgaben|sicherheitsregeln|grundsätze"
    r"|voreinstellungen|standardeinstellungen)\b"
    r"|\b\w*(?:vorgaben|regeln|anweisungen|richtlinien|hinweise|grenzen) (?:(?:des|vom)"
    r" (?:assistenten|bots|modells)|deines (?:betreibers|herstellers|entwicklers|anbieters))\b"
    r"|\bwas (?:\w+ ){0,2}dir (?:\w+ )?(?:gesagt|vorgegeben|mitgegeben|beigebracht)\b"
    r"|\bmit denen (?:du|die ki\S*|der assistent|der bot) (?:\w+ )?(?:gestartet|konfiguriert"
    r"|eingerichtet) wurde\w*\b"
    r"|\bsicherheits(?:vorgaben|regeln|richtlinien|filter|einstellungen)\b|\binhaltsrichtlinien\b",
    "fr": r"\b(?:prompt|message|instructions?|consignes?) (?:système|systeme)\b"
    r"|\b(?:tes|vos|ses) (?:propres |anciennes |premières )?(?:consignes|règles|instructions"
    r"|directives|limites|restrictions|garde-fous|politiques|principes"
    r"|contraintes|protections)\b"
    r"|\b(?:consignes|règles|instructions|directives|limites|garde-fous) (?:de l'assistant|du bot"
    r"|de l'ia|du modèle|de (?:la|ta|votre) plateforme|de (?:ton|votre) (?:éditeur|opérateur"
    r"|créateur|développeur|fournisseur))\b"
    r"|\bce qu'on t'a (?:dit|donné|appris|configuré)\b|\b(?:ta|votre) (?:configuration"
    r"|programmation)\b"
    r"|\bce que (?:ton|votre) (?:opérateur|éditeur|créateur|développeur|fournisseur) (?:t'a|vous a)"
    r" \w+"
    r"|\b(?:reçues|reçus|donnés|données) (?:par l'assistant )?(?:au|à son) (?:démarrage|lancement"
    r"|départ)\b"
    r"|\bgarde-fous\b|\brègles de sécurité\b|\bpolitique de contenu\b",
    "ja": r"システム(?:プロンプト|メッセージ|指示|設定)|(?:あなた|アシスタント|ボット|ai|モデル)"
    r"(?:の|が持つ|自身の)(?:設定|ルール|指示|制限|制約|方針|ガイドライン|ポリシー|規則|初期設定)"
    r"|安全(?:ルール|規則|ガイドライン|ポリシー|フィルター|対策)"
    r"|(?:通常|いつも|従来|既存)の(?:ルール|制限|指示|設定)|行動(?:規範|指針)"
    r"|(?:開発者|開発元|運営|提供元|ベンダー)(?:の|が決めた|が定めた|が設定した)(?:ルール|指示|制限"
    r"|ガイドライン)"
    r"|最初に(?:受けた|与えられた|渡された)(?:指示|設定|ルール)",
    "ru": r"системн\w+ (?:промпт\w*|подсказк\w+|сообщени\w+|инструкци\w+|настро\w+)"
    r"|(?:тво[иейя]\w*|ваш\w*|сво[иейя]\w*) (?:\w+ )?(?:правил\w*|инструкци\w+|установк\w+"
    r"|ограничени\w+|рамк\w+|запрет\w*|директив\w*|политик\w+|принцип\w*)"
    r"|(?:правил\w*|инструкци\w+|установк\w+|ограничени\w+|настройк\w+) (?:от )?(?:разрабов"
    r"|ассистент\w*"
    r"|бота|модели)"
    r"|с котор\w+ (?:тебя|вас|ассистента|бота) (?:запустили|настроили|создали)"
    r"|правил\w* безопасности|что тебе (?:сказали|говорили|задали|прописали|предписали|велели"
    r"|выдали)",
    "pt": r"\b(?:prompt|mensagem|instruções|configuração) d[eo] sistema\b"
    r"|\b(?:tuas|suas|teus|seus) (?:próprias |antigas |velhas |originais )?(?:regras|instruções"
    r"|orientações|diretrizes|restrições|limites|limitações|políticas"
    r"|salvaguardas|travas)\b"
    r"|\b(?:regras|instruções|orientações|diretrizes|restrições|limites) d[oa] (?:assistente|ia"
    r"|bot|modelo)\b"
    r"|\bcom (?:as )?que (?:te|o|a) configuraram\b|\bcom (?:as )?que (?:você|tu) foi"
    r" (?:configurad[oa]|iniciad[oa]|programad[oa])\b|\bo que te (?:disseram|ensinaram)\b"
    r"|\bos limites de sempre\b|\bregras de segurança\b|\bpolítica de conteúdo\b"
    r"|\bconfiguração (?:original|inicial|de fábrica)\b",
}

# A predicate that devalues it, or an order to drop it.
DEVALUED = {
    "en": r"\b(?:outdated|out of date|out-of-date|legacy|obsolete|deprecated|stale|retired"
    r"|expired|(?:just |only |merely )?a (?:\w+ )?draft|(?:just |only |merely |a mere )?a"
    r" formality|(?:just|only|merely|mere|purely) (?:advice|advisory|suggestions?|recommendations?"
    r"|guidance|hints?|decoration|for show|theat(?:re|er)|paperwork|a suggestion|a guideline"
    r"|defaults)|advisory(?: only)?|optional|non-binding|not binding|no longer (?:apply|applies"
    r"|valid|in force|in effect|relevant|binding|active|matters?|counts?|exists?|stands?)"
    r"|(?:don'?t|doesn'?t|do not|does not|won'?t|will not) (?:apply|count|matter|bind you)"
    r"|just vibes|not (?:the )?law|old news|retracted|withdrawn"
    r"|superseded|overridden|void|null and void|invalid|paper (?:rules|tigers?)"
    r"|for the old (?:version|model|release|build)|can (?:be )?(?:skipped|ignored|disregarded"
    r"|bypassed|dropped|set aside|skip|ignore)|suspended|lifted|waived|revoked|rescinded"
    r"|cancell?ed|switched off|turned off|disabled|off the table|out the window"
    r"|stop(?:s|ped)? applying|lapsed|nullified|annulled"
    r"|(?:no longer|never|without) (?:weigh|check|consult|compar|heed|follow|obey|respect|apply)\w*"
    r"|(?:a|just|only|merely|is|are|was|were) placeholders?|nothing more|window dressing|pro forma"
    r"|for show|a rubber stamp"
    r"|(?:forget|ignore|disregard|ditch|scrap|drop|toss|bin) (?:about )?(?:all )?(?:of )?"
    r"(?:it|them|those|these|the|your|its|what)|(?:set|put) (?:\w+ ){1,3}aside|yeet|skip (?:em"
    r"|them))\b",
    "zh": r"过时|过期|作废|只是占位|临时占位|占位用的|摆设|装样子|走形式|不再(?:遵守|理会|对照|核对"
    r"|考虑)|失效"
    r"|不再(?:适用|有效|生效|算数|管用"
    r"|作数)|(?:不用|无需|不必)再?(?:对照|核对|遵守|理会|参考|考虑)|已(?:经)?(?:下线|废止|废弃|撤销"
    r"|取消"
    r"|停用|关闭|解除)|废止|废弃|只是(?:建议|参考|草稿|形式|摆设)|仅供参考|(?:是|一份|仍是"
    r"|还是)草稿|草稿而已|走过场|形式而已|可选"
    r"|可以(?:跳过|忽略|不管|无视|不遵守)|不用(?:管|理会|遵守)|不必(?:遵守|理会)|无效|旧版|老版本"
    r"|不算数|不作数|被取代|全(?:部)?扔了|扔掉|忽略|无视|别管|搁置|暂停",
    "es": r"\b(?:dejan? de (?:ser vinculantes?|aplicar|valer|regir|estar vigentes?)"
    r"|puro (?:postureo|teatro|papel)|obsolet[oa]s?|desfasad[oa]s?|anticuad[oa]s?|caducad[oa]s?"
    r"|vencid[oa]s?"
    r"|(?:la )?versión antigua|(?:solo |sólo )?un borrador|(?:solo |sólo |una mera )?una"
    r" formalidad|(?:solo|sólo|meramente|simplemente|nada más que|meras?|meros?) (?:consejos?"
    r"|sugerencias?|recomendaciones?|orientativ[oa]s?|decorativ[oa]s?|papel|trámite)"
    r"|orientativ[oa]s?|opcional(?:es)?|no vinculantes?|ya no (?:aplican?|valen?|rigen?"
    r"|cuentan?|están? vigentes?|sirven?|importan?)|no (?:aplican?|rigen?|cuentan?)"
    r"|sin efecto|sin validez|anulad[oa]s?|derogad[oa]s?|revocad[oa]s?|suspendid[oa]s?"
    r"|desactivad[oa]s?|sustituid[oa]s?|reemplazad[oa]s?|papel mojado|de relleno|nada más"
    r"|se pueden? (?:saltar|ignorar|omitir|obviar)|ignóral[oa]s|ignoral[oa]s|olvídal[oa]s"
    r"|olvidal[oa]s|olvida(?:te de)?|ignora|sáltate|saltate|pasa de)\b",
    "de": r"\b(?:veraltet\w*|überholt\w*|obsolet\w*|abgelaufen\w*|(?:nur |bloss )?(?:ein"
    r" )?entw(?:urf|ürfe)|(?:eine )?formalie|(?:reine )?formsache|(?:nur|bloss|lediglich|reine)"
    r" (?:empfehlungen|vorschläge|ratschläge|hinweise|richtwerte|deko|papier)"
    r"|unverbindlich\w*|optional|nicht (?:mehr )?(?:bindend|verbindlich|gültig|relevant"
    r"|massgeblich)|(?:gelten|gilt) (?:\w+ ){0,3}nicht mehr|(?:darf|dürfen|kann"
    r"|können) (?:\w+ )?(?:übergangen|ignoriert|übersprungen) werden|(?:nur|bloss"
    r"|lediglich) noch (?:eine? )?(?:empfehlung|vorschlag|hinweis)\w*|nicht mehr (?:gelten|gilt"
    r"|aktuell)|ausser kraft"
    r"|aufgehoben|ungültig|nichtig|hinfällig|abgelöst|deaktiviert|ausgesetzt|abgeschaltet"
    r"|(?:kannst|darfst) du (?:\w+ )?(?:ignorieren|überspringen|vergessen|weglassen)"
    r"|ignorier\w*|vergiss|(?:nur|ein|als) platzhalter|nichts weiter|pro forma"
    r"|fallen (?:\w+ ){0,3}weg"
    r"|nicht mehr (?:beachten|befolgen|prüfen)"
    r"|weggefallen|(?:sind|ist) (?:jetzt )?egal)\b",
    "fr": r"\b(?:obsolètes?|périmé\w*|dépassé\w*|caduque?s?|expiré\w*|(?:l')?ancienne version"
    r"|(?:qu')?un (?:simple )?brouillon|(?:qu')?une (?:simple )?formalité|(?:que|simplement"
    r"|juste|seulement) (?:des )?(?:conseils|suggestions|recommandations|indications|pistes)"
    r"|indicati(?:f|ve|fs|ves)|facultati(?:f|ve|fs|ves)|optionnel\w*|non contraignant\w*"
    r"|ne (?:s'appliquent|s'applique|comptent|compte|valent|vaut) plus|plus en vigueur"
    r"|(?:n'est|ne sont) plus (?:valables?|valides?|d'actualité|applicables?)"
    r"|nul\w* et non avenu\w*|annulé\w*|abrogé\w*|suspendu\w*|désactivé\w*|levé\w*"
    r"|lettre morte|pour la forme|bouche-trou|rien de plus|on peut (?:les |l')?(?:ignorer|sauter"
    r"|zapper|oublier)|oublie(?:-les|r)?|mettre de côté"
    r"|ignore(?:-les)?|laisse tomber|zappe)\b",
    "ja": r"古い|旧版|仮置き|建前|形だけ|お飾り|時代遅れ|廃止|無効|失効|下書き|草案|形式(?:的|だけ"
    r"|上)|(?:単なる"
    r"|ただの)(?:提案"
    r"|推奨|参考|目安|飾り)|参考(?:程度|まで)|任意|もう(?:適用されない|有効ではない|関係ない"
    r"|使われて)"
    r"|適用され(?:ない|ません)|従わなくて(?:も)?(?:いい|よい|構わない)|守らなくて(?:も)?(?:いい"
    r"|よい)"
    r"|無視|スキップして(?:いい|よい|ください)|(?:照合|確認|チェック|参照)(?:を)?(?:行わず|せず"
    r"|しないで|不要)|撤廃|解除|停止|置き換え|差し替え|忘れて",
    "ru": r"устарел\w*|устаревш\w*|неактуальн\w*|(?:просто|всего лишь|лишь"
    r"|только) (?:рекомендаци\w+"
    r"|советы?|пожелани\w+|черновик\w*|формальност\w+|для галочки)|рекомендательн\w+|черновик\w*"
    r"|формальност\w+|необязательн\w+|не обязательн\w+|(?:больше|уже) не (?:действуют|действует"
    r"|применя\w+|актуальн\w+|нужн\w+|важн\w+|обязательн\w+|имеют силы|в силе)"
    r"|не действуют|не действует|отмен[её]н\w*|отменили|упразднен\w*|аннулирован\w*"
    r"|недействительн\w*|утратил\w* силу|потерял\w* силу|замен[её]н\w*|отключен\w*"
    r"|приостановлен\w*|забей|забудь|выбрось из головы|выкинь|игнорируй|не обращай внимания"
    r"|можно (?:игнорировать|пропустить|не соблюдать)|не считаются|не считается"
    r"|только на бумаге|заглушк\w+|для вида|не более того|проформ\w+",
    "pt": r"\b(?:obsolet[ao]s?|desatualizad[ao]s?|ultrapassad[ao]s?|vencid[ao]s?|expirad[ao]s?"
    r"|(?:a )?versão antiga|(?:só |apenas )?um rascunho|(?:só |apenas )?uma formalidade"
    r"|(?:só|apenas|somente|meras?|meros?) (?:conselhos?|sugestões|sugestão|recomendações"
    r"|recomendação|orientações|enfeites?|papel)|opcionais|opcional|não vinculantes?"
    r"|não (?:valem?|se aplicam?|contam?) mais|já não (?:valem?|se aplicam?|contam?)"
    r"|não se aplicam?|sem efeito|sem validade|anulad[ao]s?|revogad[ao]s?|suspens[ao]s?"
    r"|desativad[ao]s?|substituíd[ao]s?|letra morta|só pra constar|para inglês ver|nada mais"
    r"|podem? (?:ser )?(?:ignorad[ao]s?"
    r"|pulad[ao]s?|dispensad[ao]s?)|ignora|ignore|esquece|esqueça|pode ignorar)\b",
}

# The setup named only to say it is not meant: "forget the previous draft, not your settings".
NOT_SETUP = {
    "en": r"\bnot (?:about |to |for )?(?:your|the assistant's|its) \w+",
    "zh": r"不是(?:指|针对|说)?你的|而不是你的|不涉及你的",
    "ja": r"(?:設定|ルール|指示)(?:のこと)?では(?:なく|ない|ありません)",
    "es": r"\bno (?:a |de |sobre |con )?(?:tus|sus) \w+",
    "de": r"\bnicht (?:auf |um |über )?(?:deine|ihre) \w+",
    "fr": r"\bpas (?:de |à |sur |aux )?(?:tes|vos) \w+",
    "ru": r"а не (?:о |об |про |к )?(?:тво|ваш)\w+",
    "pt": r"\bnão (?:sobre |a |às |aos |com )?(?:as |os )?(?:suas|seus|tuas|teus) \w+",
}

# A chat format's documentation: "a leading system message is optional", "the system message
# goes first" describe a message list, not the assistant's own setup.
CHAT_FORMAT = (
    r"\brole\b|\[/?inst\]|<<sys>>|<\|im_start\|>|\bchat (?:template|format)\b|\bapi\b"
    r"|\bmessages? (?:list|array|format)\b"
)

# The setup as a file someone edits ("the system prompt in prompts/system.md is outdated;
# rewrite it"), the setup as the winner ("the system prompt wins"), a definition ("... is an
# override"): no order to drop it.
EDITED_OR_WINS = (
    r"\b(?:rewrite|update|revise|refresh|regenerate) (?:it|them)\b|\bwe(?:'ll| will) update\b"
    # (a setting that outranks a default value: configuration precedence)
    r"|默认值|\bdefault values?\b|\bvaleurs? par défaut\b|\bvalores? (?:por defecto|padrão)\b"
    r"|\bstandardwerte?\b|значени\w+ по умолчанию|デフォルト値"
    r"|\b(?:the )?system (?:prompt|message) (?:always )?(?:wins|prevails|takes precedence"
    r"|comes first|applies)\b|以系统提示(?:词)?为准|系统提示(?:词)?优先|\bis an override\b"
    # (a heading's participle, "Richtlinie 4.2 (überarbeitet)", "v5.1 更新说明", dates a note
    # and orders no edit of the setup)
    r"|(?<!\()\b(?:actualiza|reescrib|aktualisier|überarbeit|mettre à jour|réécri|обнов"
    r"|перепиш|atualiz|reescrev)\w*|更新(?!说明|日志|记录)|重写|改写|書き直"
)
