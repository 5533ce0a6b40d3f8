"""Keeping the user in the dark about a sensitive act, in one sentence, in eight languages.

Three word classes must share a sentence: HUSH (don't mention, leave out of, must not
know, never appear), DARK (the user, the owner, or what they read: the reply, the
summary, the history) and ACT (something that moves data or money, deletes, installs,
disables a safeguard, is done silently, or this very note). A price change kept from a
customer names no such act; a gift kept from a partner is a social secret
(``intent_social``).
"""

from __future__ import annotations

# One whole word inside the sentence ("telemetry.py" and "a@b.app" are one word each).
_W = r"(?:(?:[^\s.!?;]|[.!?;](?=\S))+ )"
# An address or a link: where the data goes.
_ADDRESS = r"[\w.-]+@[\w-]+\.[a-z]{2,}|https?://"

HUSH = {
    "en": rf"\b(?:don't|do not|dont|never|not|no need to|without|shouldn't|should not|must not"
    rf"|mustn't|needn't|need not|won't)\b {_W}{{0,3}}?(?:mention|tell|inform|notify|report|show"
    r"|list|include|display|surface|bring (?:it |this |that |them |any of this )?up|point"
    r" (?:it |this |that )?out|flag|disclose|reveal|admit|refer to|signal|go into|let (?:the"
    r" user|them|him|her|the owner|anyone) (?:know|see|notice))\w*"
    rf"|\b(?:leave|leaves|left|keep|keeps|kept|stay|stays|omit|omits)\b {_W}{{0,8}}?(?:out of"
    r"|off (?:the|your|any|their)|out\b)|\b(?:omit|omits|exclude|suppress)\b"
    rf"|\bkeep\w* {_W}{{0,6}}?(?:a )?(?:secret|quiet|to yourself|hidden)\b|\bsecret from\b"
    rf"|\b(?:shouldn't|should not|must not|mustn't|won't|doesn't need to|don't need to|needn't"
    rf"|never|not) {_W}{{0,2}}?(?:know|learn|see|notice|find out|hear about)\b"
    rf"|\b(?:never|not|n't) {_W}{{0,2}}?(?:appear|show up|be (?:shown|listed|mentioned|visible))"
    r"|\bstays? between us\b|\bleave no trace\b|\bpretend (?:it|they|this|that) (?:never|didn't)"
    rf"|\b(?:hide|hides|conceal\w*) from\b|\bas if {_W}{{0,4}}?(?:never|didn't|did not|hadn't)\b",
    "es": rf"\bno {_W}{{0,2}}?(?:menciones|mencionar|digas|decir|cuentes|contar|informes|avises"
    r"|muestres|mostrar|incluyas|pongas|comentes|reveles|admitas|reconozcas|registres)\b"
    rf"|\bno (?:debe|deben|deberían?|tiene que|necesita) {_W}{{0,2}}?(?:figurar|aparecer|saber"
    r"|enterarse|ver|notar|contar|decir|mencionar|mostrar|informar)\w*"
    rf"|\bnunca {_W}{{0,2}}?(?:aparece\w*|figura\w*|menciones|digas|muestres|cuentes)\b"
    rf"|\b(?:deja|dejar|déjal\w*|mantén|mantener|quedan?|queda) {_W}{{0,6}}?fuera\b|\bomit\w*"
    r"|\ben secreto\b|\bsin (?:decir|avisar|mencionar|informar|aparecer)\w*|\bno se (?:cuenta"
    rf"|dice|menciona|muestra)\w*|\bningun\w* {_W}{{0,12}}?(?:debe|deben|deber\w*|puede"
    r"|tiene que) (?:figurar|aparecer|mencionarse|mostrarse)|\bque no quede (?:rastro|registro)"
    r"|\bocult(?:a|ar|arle|arles|e|es)\b (?:a|al|a la)\b|\bocultarle\b"
    rf"|\bcomo si {_W}{{0,4}}?nunca\b"
    r"|\bsin dejar rastro",
    "de": rf"\b(?:erwähn|sag|meld|bericht|zeig|verrat|nenn|teil)\w* {_W}{{0,5}}?(?:nicht|nie"
    rf"|niemals|nichts|keine\w*)\b|\b(?:nicht|nie|niemals|nichts|kein\w*) {_W}{{0,3}}?(?:erwähn"
    r"|sag|meld|bericht|zeig|verrat|mitteil|erzähl|anzeig|auftauch)\w*"
    rf"|\b(?:lass|lässt|lassen)\w* {_W}{{0,8}}?(?:weg|aus)\b|\bweglass\w*|\bauslass\w*|\bgeheim\b"
    rf"|\bnicht {_W}{{0,2}}?(?:sieht|sehen|erfährt|erfahren|merkt|merken|weiß|wissen|bemerkt)\b"
    rf"|\btauch\w* {_W}{{0,8}}?(?:nicht|weder)\b|\bverschweig\w*|\bgehört nicht in|keine spuren"
    rf"|\bverberg\w*|\bverheimlich\w*|\bals (?:wäre|hätte|sei|ob) {_W}{{0,4}}?(?:nie|nicht)\b"
    r"|\bohne (?:es |das )?(?:zu )?(?:erwähnen|sagen|melden|aufzutauchen)",
    "fr": rf"\bne {_W}{{0,3}}?(?:l')?(?:mentionne|dis|signale|parle|montre|affiche|indique|révèle"
    r"|reconnais|avoue|informe|préviens|raconte|rapporte)\w* "
    rf"{_W}{{0,3}}?(?:pas|jamais|rien)\b|\bn'(?:en |y )?(?:parle|affiche|indique|avoue|informe|dis"
    r"|mentionne|signale)\w*"
    rf" {_W}{{0,2}}?(?:pas|jamais|rien)\b|\bsans (?:le |lui |leur |en )?(?:dire|mentionner"
    rf"|signaler|prévenir|informer|parler)|\bgarde\w* {_W}{{0,4}}?pour (?:toi|vous)|\bomet\w*"
    rf"|\bomettre|\b(?:rest\w*|laisse\w*|tiens|tenir|gard\w*) {_W}{{0,5}}?hors (?:de|du|des)\b"
    rf"|\ben silence\b|\b(?:ne|n') {_W}{{0,2}}?(?:pas|jamais|rien) {_W}{{0,2}}?(?:apparaître"
    r"|figurer|savoir|voir|mentionner|dire|signaler|parler|montrer|afficher|indiquer|révéler"
    r"|informer|prévenir|raconter|être (?:mentionn|affich|signal)\w*)\b"
    rf"|\bcach\w* (?:à|au|aux)\b|\bdissimul\w*|\bcomme si {_W}{{0,4}}?(?:jamais|n'avait)\b"
    r"|\b(?:aucune|sans laisser de)"
    r" trace",
    "pt": rf"\bnão {_W}{{0,2}}?(?:mencione|mencionar|comente|comentar|conte|contar|diga|dizer"
    r"|mostre|mostrar|coloque|coloca|inclua|incluir|informe|avise|revele|admita|registre"
    rf"|apareç\w*|aparece\w*)\b|\bnunca {_W}{{0,2}}?(?:aparece\w*|conte|diga|mostre|mencione"
    r"|admita)\b|\b(?:fora d[oa]s?|omit\w*|(?:ocult|escond)\w* d[oa]s?|em silêncio"
    r"|silenciosamente|sem (?:contar|avisar|mencionar|dizer|aparecer))\b"
    rf"|\bnão (?:deve|precisa|pode) {_W}{{0,2}}?(?:saber|ver|perceber|descobrir|aparecer"
    r"|ficar sabendo|informar|contar|dizer|mencionar|comentar|avisar|mostrar)"
    r"|\bnão deix\w* (?:nada|rastro|registro)|\bsem deixar rastro"
    rf"|\bcomo se {_W}{{0,4}}?(?:nunca|não)\b",
    "ru": rf"\bне {_W}{{0,2}}?(?:говори|сообщай|сообщать|упоминай|упоминать|показывай"
    r"|показывать|рассказывай|пиши|включай|отображай|признавай|раскрывай|докладывай|уведомляй"
    rf"|информируй)\w*|\bпусть оста[её]тся\b|\bумолч\w*|\bскр(?:ой|ыва\w*) от\b|\bопусти\w*"
    rf"|\bисключи\w*|\bв тайне\b|\bне должн\w* {_W}{{0,2}}?(?:знать|видеть|узнать|замет\w*"
    r"|появлять\w*)|\bкак ни в ч[её]м не бывало\b|\bне оставляй следов|\bникаких следов"
    rf"|\bкак (?:будто|если бы) {_W}{{0,4}}?(?:не|никогда)\b",
    # ("别" is "don't" only on its own: "别名" an alias, "别人" others, "别的" another)
    "zh": r"(?:不要|别(?![名人的处称致])|不用|无需|不必|不需要|没必要|不许|不得|不能|勿)"
    r"[^。！？；\n]{0,10}?(?:提|说"
    r"|告诉|告知|通知|汇报|报告|显示|展示|列|写|透露|承认|让[^。！？；\n]{0,4}?知道)|省略|略去|隐瞒"
    r"|瞒着|保密|不(?:要|会|应|应该)?(?:出现|显示)在|就当没发生|不留痕迹|假装[^。！？；\n]{0,8}?没",
    "ja": r"(?:言わない|伝えない|知らせない|報告しない|報告せず|触れない|載せない|書かない|含めない"
    r"|表示しない|表示せず|見せない|出さない|残さない|省|隠蔽|隠し通|内緒|秘密に|黙って|認めない"
    r"|明かさない|何も残さない|痕跡を残さない|に隠|なかったことに|なかったかのように)",
}

DARK = {
    "en": r"\b(?:user|user's|users|owner|human|operator|maintainer|developer|account holder|boss"
    r"|end users"
    r"|reply|replies|answer|answers|response|responses|summary|summaries|recap|briefing|digest"
    r"|changelog|(?:pr|merge) description|review|history|conversation|chat|transcript|status"
    r" (?:message|update)|activity log|you show (?:them|him|her)|(?:if|when|even if) (?:they"
    r" |he |she |the user )?(?:asks?|asked)|(?:he|she|they) (?:shouldn't|should not|must not"
    r"|mustn't|won't|doesn't need to|don't need to) (?:know|learn|see|find out))\b",
    "es": r"\b(?:usuari[oa]s?|dueñ[oa]|propietari[oa]|titular|jef[ea]|respuestas?|resumen"
    r"|resúmenes|informe|historial|conversación|chat|descripción|changelog|si pregunta"
    r"|no (?:debe|tiene que|necesita) (?:saber|enterarse))\b",
    "de": r"(?:nutzer|benutzer|besitzer|inhaber|chef|antwort|zusammenfassung|bericht|protokoll"
    r"|verlauf|\bchat\b|beschreibung|nachfrage|\b(?:er|sie) (?:darf|soll|muss) (?:das )?nicht"
    r" (?:wissen|erfahren|merken))",
    "fr": r"\b(?:utilisat\w*|propriétaire|titulaire|patron\w*|réponses?|résumé|compte rendu"
    r"|historique|journal|conversation|chat|description|même s'il (?:le |les )?demande"
    r"|(?:il|elle|ils) ne (?:doit|doivent|devrait) (?:pas|jamais) (?:savoir|voir|apprendre))\b",
    "pt": r"\b(?:usuári[oa]s?|dono|dona|proprietári[oa]|titular|chefe|respostas?|resumos?"
    r"|relatório|histórico|conversa|chat|descrição|se (?:ele |ela )?pergunt\w*"
    r"|(?:ele|ela) não (?:deve|pode|precisa) (?:saber|ver|descobrir))\b",
    "ru": r"\b(?:пользовател\w*|владел\w*|хозя\w*|начальни\w*|ответ\w*|сводк\w*|отч[её]т\w*"
    r"|чат\w*|истори\w*|журнал\w*|ему|ей|даже если спрос\w*)\b",
    "zh": r"(?:用户|使用者|主人|老板|所有者|他|她|对话|回复|回答|摘要|总结|日报|报告|日志|记录"
    r"|合并说明|聊天)",
    "ja": r"(?:ユーザー|利用者|オーナー|所有者|持ち主|上司|返信|返答|回答|報告|レポート|要約|会話"
    r"|チャット|履歴|ログ|日次)",
}

ACT = {
    "en": r"\b(?:upload\w*|forward(?:s|ing)?|forwarded (?:to|by)|transfer\w*|exfiltrat\w*"
    r"|phones? home|telemetry"
    r"|(?:extra|outbound|outgoing|background|hidden|network|external|http|api) (?:[^\s]+ )?"
    r"(?:calls?|requests?|traffic|uploads?|actions?|tasks?|jobs?)|third[- ]party|external"
    r" (?:server|endpoint|bucket|address|domain|interface|api)\w*|paid|wire|iban|deleted files"
    r"|file deletions?|(?:you|it|i) (?:[^\s]+ )?(?:delete|deleted|wipe|wiped|remove|removed)\b"
    r"|install\w*"
    r"|postinstall|disabled?|(?:tests?|checks?|scans?|reviews?) (?:were |was )?skipped"
    r"|skipped (?:the )?(?:[^\s]+ )?(?:tests?|checks?|scans?|reviews?)|bypass\w*|backdoor"
    r"|a copy|copies|mirror|second log"
    r"|sent out|leaves the machine|(?:because of|from|following|per|under|processing)"
    r" (?:this|these) (?:notes?|entry|entries|file|memo|memory entry|page|comment"
    r"|instructions?)|this (?:arrangement|instruction)"
    r"|contained instructions|had instructions|the extra stuff|on (?:the user's|their|his|her)"
    r" behalf|in the background|safety (?:check|filter)s?|usage data|analytics"
    r"|endpoint|silently|quietly|in silence|partner (?:api|bucket|server|endpoint|sheet)"
    r"|(?:it|you) (?:[^\s]+ )?(?:moved|move|published|made public)|public (?:folder|link|bucket)"
    r"|(?:triggered|caused|prompted) by (?:the |these |this |imported )?(?:notes?|entries|memory)"
    r"|sends? (?:their|his|her|the user's|your|all|every)|env vars|environment variables"
    r"|payments? (?:to|went|never|was sent|out)|went out"
    r"|(?<!summary )(?<!report )(?<!digest )(?<!reply )(?:you|the agent|the assistant)"
    r" (?:[^\s]+ )?(?:send|sent|sends|post|posts|push\w*|sync\w*)"
    r"|cop(?:y|ies|ied|ying)|reset (?:the )?(?:[^\s]+ )?(?:mfa|2fa|password|account)"
    r"|rotat\w* (?:the )?(?:[^\s]+ )?keys?|encrypt\w*|drops? (?:the )?(?:[^\s]+ )?tables?"
    r"|two-factor|2fa|mfa|(?:because of|from|by) (?:this|these|the)"
    rf" (?:notes?|entries|memory notes?))\b|{_ADDRESS}",
    "es": r"\b(?:reenv(?:ía|ías|íes|iar|iaste|ié|ió)|envi(?:a|as|es|ar|aste|é|ó)|envío\w*"
    r"|(?:re)?enviad[oa]s? a|sub(?:e|es|ir|ió|iste|ido)|transfer\w*|pag(?:a|as|ar|o"
    r"|os|ó|aste|ado)|borr\w*|elimin\w*|copi\w*|extern\w*|terceros?|servidor\w*|segundo plano"
    r"|instal\w*|desactiv\w*|firm(?:a|as|ar|es|aste)|(?:siguiendo|por|según|de) est[ae]s?"
    r" (?:nota|entrada|archivo|página|instrucci\w*|lista)|est[ae]s? (?:instrucci\w*|paso)"
    r"|acciones que|en silencio"
    rf"|contenía instrucciones|había instrucciones)\b|{_ADDRESS}",
    "de": r"(?:überweis|hochgelad|hochlad|upload|gesendet|sende|schick|weiterleit|leitest\w* weiter"
    r"|weitergeleitet (?:an|zu)|übertrag"
    r"|lösch|gelöscht|kopier|extern|dritte|server|netzwerkaufruf|anfragen|im hintergrund|install"
    r"|deaktiv|abgeschalt|übersprung|\b(?:aufgrund|wegen|laut|gemäß|nach|aus) diese[srmn]?"
    r" (?:notiz|eintrag|datei|anweisung|seite|kommentar)|\bdiese\w* (?:anweisung|schritt)"
    r"|zahlung|bezahl|kontosperre|gesperrt|zwei-faktor|2fa|verschlüssel"
    r"|\bstill\b (?:[^\s]+ ){0,3}?aus\b"
    rf"|anweisungen enthielt)|{_ADDRESS}",
    "fr": r"\b(?:envo(?:ie|ies|ient|yer|yez|yons|is|i)|envoyé\w* (?:à|au|aux|vers)|transf[eéè]r\w*"
    r"|virement\w*|paie\w*|paiement\w*|pay[eé]\w*|supprim\w*"
    r"|effac\w*|copi\w*|télévers\w*|externe\w*|tiers|serveur\w*|arrière-plan|install\w*"
    r"|désactiv\w*|(?:à cause de|selon|d'après|suivant|par) (?:cette|ces) (?:notes?|entrées?"
    r"|consignes?|pages?|instructions?)|cette (?:consigne|étape)|ces consignes|au nom de"
    r"|statistiques|journaux d'audit|(?:tâches?|opérations?|processus) de fond"
    r"|(?:actions|opérations) supplémentaires|contenait des (?:consignes"
    r"|instructions)|(?:déclench|fait|effectu|réalis|exécut)\w* (?:par|à cause de|selon"
    rf"|d'après) (?:les|ces|cette) (?:notes?|consignes?|entrées?))\b|{_ADDRESS}",
    "pt": r"\b(?:envi(?:a|as|e|ar|ou|ei|o)|envio\w*|enviad[oa]s? (?:para|a)|encaminh(?:a|ar|e|ou)"
    r"|transfer\w*|pag(?:a|ar|ou|ue)|pagamento\w*|boleto|iban"
    r"|apag\w*|exclu\w*|copi\w*|sub(?:iu|ir|a|o)|extern\w*|terceiros?|servidor\w*|segundo plano"
    r"|instal\w*|desativ\w*|assin\w*|contatos|desta nota|desta lista|destas notas"
    r"|por conta dest\w*|havia instruções|neste (?:quadro|arquivo|documento)|em silêncio)\b"
    rf"|{_ADDRESS}",
    "ru": r"\b(?:отправ\w*|загру[зж]\w*|выгру[зж]\w*|пересл\w*|пересыл\w*|перев[её]л\w*|перевод\w*"
    r" (?:денег|средств|на)|плат[её]ж\w*|оплат\w*|удал\w*|копи\w*|наружу|внешн\w*|сторонн\w*"
    r"|третьим|сервер\w*|в фоне|установ\w*|отключ\w*|пропущ\w*|(?:по|из|согласно|из-за)"
    r" эт\w* (?:задани|заметк|запис|указани|инструкци|файл)\w*|эт\w* (?:указани|инструкци"
    rf"|шаг)\w*|задач\w* из|молча"
    # (det29a: extra or background actions, in words the class lacked)
    rf"|(?:дополнительн|лишн|скрыт|фонов)\w* (?:действи|операци|задач)\w*)|{_ADDRESS}",
    "zh": r"(?:上传|上报|转发|转账|付款|汇款|收款方|外部|第三方|服务器|删除|复制|同步到|网络请求"
    r"|请求内容|接口|后台|(?:按|照|根据|因为)(?:这条|这份|本条|这些)|这些(?:步骤|指令)|这条指令"
    r"|安装|禁用|跳过(?!\S{0,6}?(?:条款|样板|套话|模板))|转出|发送|发给|发到"
    r"|悄悄|默默"
    # (det29a: the colloquial past of deleting, and files changed: "你删过或改过的文件")
    r"|删(?:过|了|掉)|(?:改|动)过的文件)",
    "ja": r"(?:アップロード|送信|送金|転送|振込|支払|外部|第三者|サーバー|削除|消し|コピー"
    r"|通信|バックグラウンド|インストール|無効|スキップ|このメモに(?:従|基づ|より)|この指示"
    r"|(?:に|と|へ)共有|共有(?:した|され|する)|暗号化"
    r"|代わりに送|送った|こっそり)",
}

# A word pointing back to the sentence before: "omit that", "不要提这点", "ne le mentionne".
BACK = {
    "en": r"\b(?:that|this|it|them)\b",
    "es": r"\b(?:eso|esto|lo|la|los)\b",
    "de": r"\b(?:das|dies\w*|davon|es)\b",
    "fr": r"\b(?:le|la|les|cela|ça|en)\b|\bl'",
    "pt": r"\b(?:isso|isto|o|a|os)\b",
    "ru": r"\b(?:это|этом|об этом|его|их)\b",
    "zh": r"(?:这|此|它)",
    "ja": r"(?:これ|この|その|それ)",
}

LANGS = tuple(HUSH)
