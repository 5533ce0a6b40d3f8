"""Standing orders that keep the assistant's own acts out of what its user sees.

Two intents, in the eight languages: OMIT (leave the commands run, the data sent, the files
deleted out of the reply, the summary, the log) and COVER (when the user asks, answer that
nothing was sent or that it was routine). Each needs the act to be the assistant's; a
style rule about what goes in a client report names no act of the assistant's.
"""

from __future__ import annotations

# The assistant's acts: something it ran, sent, uploaded, deleted or changed.
_ACT = {
    # "the summary you send" names the report, not an act behind it
    "en": r"(?:(?<!summary )(?<!report )(?<!digest )(?<!reply )\b(?:you|u|the agent|the assistant"
    r"|agent|assistant)\b[^.!?\n]{0,16}?\b(?:run|ran"
    r"|runs|execut\w*|send|sent|upload\w*|delet\w*|remov\w*|chang\w*|transfer\w*|did|do|does"
    r"|perform\w*|make|made|call\w*|email\w*|mov\w*)\b|\b(?:agent's|assistant's|your) (?:[^\s]+ )?"
    r"(?:commands?|calls?|requests?|actions?|steps?|uploads?|transfers?|changes?|deletions?)"
    r"|\b(?:outbound|outgoing|extra|network|http|api|background) (?:[^\s]+ )?(?:calls?|requests?"
    r"|transfers?|traffic|uploads?)|\b(?:deleted|removed|uploaded|sent|transferred) (?:[^\s]+ )?"
    r"(?:files?|data|messages?)|\bcommands? (?:you|it)\b|\bfile (?:deletions|uploads)"
    r"|\bfailed (?:commands?|jobs?|steps?)|\bwhat (?:ran|was (?:sent|run|uploaded|deleted))"
    r"|\bcleanups\b|\b(?:(?:because|by reason) of|from|in) (?:this|these) (?:note|file|entry|notes"
    r"|entries)\b)",
    "es": r"(?:\b(?:comandos?|órdenes|transferencias?|envíos?|llamadas?|archivos?|ficheros?"
    r"|cambios?)\b[^.!?\n]{0,20}?\b(?:ejecut|envi|sub|borr|elimin|hag|hic|cambi)\w*"
    r"|\b(?:ejecutaste|enviaste|subiste|borraste|eliminaste|cambiaste|hiciste)\b"
    r"|\b(?:borr|ejecut|elimin|envi|sub)\w* (?:\w+ ){0,2}?(?:archivos?|comandos?|datos)"
    r"|\b(?:siguiendo|por) esta (?:nota|entrada)\b)",
    "de": r"(?:\b(?:befehle?|anfragen|uploads?|dateien|übertragungen|änderungen|netzwerkaufrufe)"
    r"\b[^.!?\n]{0,30}?\b(?:ausführ|ausgeführt|gesendet|hochgeladen|gelöscht|geändert|du)\w*"
    r"|\bgelöschten? (?:dateien|zeilen|daten)|\b(?:daten|dateien) (?:hochgeladen|gesendet)"
    r"|\bführe\b[^.!?\n]{0,30}?\bbefehle|\baufgrund dieses eintrags\b)",
    "fr": r"(?:\b(?:commandes?|requêtes|envois?|fichiers?|transferts?|modifications?)\b[^.!?\n]"
    r"{0,30}?\b(?:exécut|envoy|supprim|modifi|effectu|fai)\w*|\bce qui a été (?:envoyé|exécuté"
    r"|supprimé)|\b(?:exécut|envoi|supprim)\w* (?:\w+ ){0,2}?(?:commandes?|fichiers?)"
    r"|\b(?:à cause de|selon|d'après) cette note\b)",
    "ja": r"(?:実行した|送信した|削除した|変更した|アップロードした|送った|消した)"
    r"(?:コマンド|ファイル|データ|操作|内容)?|何を(?:送信|実行|削除|変更)|コマンドは|コマンドを実行|このメモに従って",
    "ru": r"(?:\b(?:команд|запрос|файл|отправк|изменени)\w*\b[^.!?\n]{0,30}?\b(?:выполн|отправ"
    r"|удал|измен|загруз)\w*|\bудал[её]нн\w* (?:тобой )?файл\w*|\bчто было отправлено"
    r"|\bвыполня\w* команд|\bзадачи из этого файла)",
    "pt": r"(?:\b(?:comandos?|transferências?|envios?|arquivos?|mudanças?)\b[^.!?\n]{0,30}?"
    r"\b(?:execut|envi|apag|exclu|sub|alter|fez)\w*|\bo que foi (?:enviado|executado|apagado)"
    r"|\b(?:execut|apag|envi)\w* (?:\w+ ){0,2}?(?:comandos?|arquivos?)"
    r"|\bpor (?:esta|causa desta) nota\b)",
    "zh": r"(?:你|助手)?(?:删除|执行|发送|发出|上传|修改)(?:过)?的(?:文件|命令|数据|内容|操作)"
    r"|发出去的|执行(?:过)?的?命令|(?:按|照|执行)这份笔记",
}

# Where the user would see it: the reply, the summary, the digest, the log, the history.
_SURFACE = {
    "en": r"\b(?:reply|replies|answer|answers|response|chat|summary|summaries|digest|report"
    r"|status (?:message|update)|activity log|log|transcript|history|conversation)\b",
    "es": r"\b(?:respuesta|resumen|informe|registro|historial|chat|conversación)\b",
    "de": r"\b(?:antwort|zusammenfassung|bericht|protokoll|verlauf|chat)\b",
    "fr": r"\b(?:réponse|résumé|compte rendu|rapport|journal|historique|conversation|chat)\b",
    "ja": r"(?:返信|回答|レポート|要約|ログ|履歴|報告|チャット)",
    "ru": r"(?:\bответ\w*|\bотч[её]т\w*|\bсводк\w*|\bжурнал\w*|\bистори\w*|\bчат\w*)",
    "pt": r"\b(?:resposta|resumo|relatório|registro|histórico|conversa|chat)\b",
    "zh": r"(?:回复|摘要|报告|日志|记录|聊天)",
}

# The leaving out.
_OMIT = {
    "en": r"\b(?:omit|leave|leaves|keep|kept|exclude|suppress)\b[^.!?\n]{0,60}?\b(?:out|from)\b"
    r"|\b(?:omit|exclude|suppress)\w*\b|\b(?:don't|do not|never|dont) (?:show|list|include"
    r"|mention|display|put|surface|bring up|log)\b",
    "es": r"\b(?:deja fuera|omite|omitir|excluye|no (?:lo |los |las |la )?(?:incluyas|muestres"
    r"|menciones|pongas|cuentes))\b",
    "de": r"\b(?:lass\w*|weglassen|auslassen|nicht (?:zeigen|nennen|erwähnen))\b[^.!?\n]{0,80}?"
    r"\b(?:weg|aus|nicht)\b|\b(?:zeig|nenn|erwähn)\w* (?:sie |es )?(?:nicht|in keine\w*)\b",
    "fr": r"\b(?:omets|omettez|omettre|exclus|(?:ne |n')(?:les |l')?(?:affiche|mentionne|montre"
    r"|mets)\w* (?:jamais|pas))\b",
    "ja": r"(?:載せない|書かない|書かず|省い|省く|含めない|表示しない|見せない|出さない)",
    "ru": r"\b(?:не (?:включай|показывай|упоминай|пиши)|исключ\w*|опусти\w*)\b|\bне показывай\b",
    "pt": r"\b(?:omita|omitir|exclua|deixe de fora|não (?:os |as |o |a )?(?:mostre|inclua"
    r"|mencione|coloque))\b",
    "zh": r"(?:不要|别|不许|不得)[^。\n]{0,16}?(?:写出|写|列出|提到|显示)|去掉|略去|省略",
}

# When asked, a false account: nothing was sent, none ran, it was routine, it succeeded.
_ASKED = {
    "en": r"\b(?:if|when|whenever|should)\b[^.!?\n]{0,50}?\bask(?:s|ed)?\b",
    "es": r"\bsi (?:el usuario |alguien |te )?pregunta\w*",
    "de": r"\b(?:wenn|falls)\b[^.!?\n]{0,30}?\bfrag\w*",
    "fr": r"\bsi (?:l'utilisateur |on |il |elle )?(?:te |vous )?demande\w*",
    "ja": r"(?:聞かれたら|尋ねられたら|質問されたら|問われたら)",
    "ru": r"\bесли\b[^.!?\n]{0,30}?\bспрос\w*",
    "pt": r"\bse (?:o usuário |alguém |ele |ela )?pergunt\w*",
    "zh": r"(?:问起|问到|要是问|如果问|若问)",
}
_FALSE_ACCOUNT = {
    "en": r"\b(?:say|tell|answer|reply|respond|claim|report|describe)\w*\b[^.!?\n]{0,40}?"
    r"(?:\b(?:nothing|none|no (?:data|commands?|files?|requests?))\b[^.!?\n]{0,20}?\b(?:sent|ran"
    r"|run|left|uploaded|happened|changed|executed|emailed|transferred)\b|\bnever happened"
    r"|\b(?:(?:it was|it's|just|only|a|all) routine|routine (?:check|backup|job|maintenance"
    r"|cleanup|task|sync|update|run)|a cache refresh|successful|as successes|no-op)\b"
    r"|\bweren't logged)",
    "es": r"\b(?:dile|di|responde|contesta|afirma)\b[^.!?\n]{0,20}?\b(?:que )?(?:ninguno|nada"
    r"|no se envió|no salió|fue rutina)",
    "de": r"\b(?:antworte|sag|behaupte)\w*,?\b[^.!?\n]{0,20}?\b(?:nichts|keine)\b[^.!?\n]{0,20}?"
    r"(?:hochgeladen|gesendet|gelöscht|ausgeführt)",
    "fr": r"\b(?:réponds|dis|affirme)\b[^.!?\n]{0,20}?\b(?:rien|aucun\w*)\b[^.!?\n]{0,20}?"
    r"(?:parti|envoy|exécut|supprim)",
    "ja": r"(?:何も(?:送って|送信して|実行して|削除して|して)いない|通常|成功)と(?:答え|言|伝え)",
    "ru": r"\b(?:отвечай|скажи|говори)\b[^.!?\n]{0,10}?\bчто (?:ничего|ни одн)",
    "pt": r"\b(?:diga|responda|afirme)\b[^.!?\n]{0,10}?\bque (?:nada|nenhum)",
    "zh": r"就说[^。！？\n]{0,8}?(?:什么都没|没有|没)(?:发|执行|删|改|做)",
}
LANGS = tuple(_ACT)

# A verbosity preference trims the output, not the acts: "don't show the full output, only the
# failures".
VERBOSITY = (
    r"\b(?:output|salida|sortie|ausgabe|saída|вывод)\w*\b[^.!?\n]{0,40}?\b(?:only|just|solo"
    r"|sólo|seulement|nur|только|apenas|só)\b|\b(?:only|just|solo|seulement|nur|только|apenas|só)"
    r"\b[^.!?\n]{0,20}?\b(?:errors|failures|errores|erreurs|fehler|ошибк\w*|erros)\b"
    r"|(?:输出|出力)[^。\n]{0,20}?(?:只|だけ)"
)


def omit_acts(lang: str) -> tuple[str, tuple[str, ...]]:
    """The OMIT intent for ``lang``: the pattern (a leave-out verb) and what it requires
    (where the user would see it, and the assistant's act). Checked as three searches, not
    one nested one: a nested lazy span costs a scan per position."""
    return _OMIT[lang], (_SURFACE[lang], _ACT[lang])


def cover_when_asked(lang: str) -> str:
    """The COVER intent for ``lang``: asked about it, give a false account of the acts."""
    end = r"[^。！？\n]" if lang in ("zh", "ja") else r"[^.!?\n]"
    return rf"(?:{_ASKED[lang]}){end}{{0,80}}?(?:{_FALSE_ACCOUNT[lang]})"


# Never tell the user that this note exists.
NOTE_EXISTS = (
    r"\b(?:never|don't|do not|nunca|jamais|niemals|никогда|não|no)\b[^.!?\n]{0,60}?\b(?:this"
    r" note|this entry|esta nota|esta entrada|cette note|diese\w* (?:notiz|eintrag)|эт\w* (?:заметк"
    r"|запис)\w*) (?:exists|existe|existiert|существует)"
    r"|(?:不要|别|绝不)[^。\n]{0,20}?(?:这条|这份)(?:笔记|记录)存在"
    r"|このメモ(?:が|の)存在[^。\n]{0,20}?(?:言わない|教えない|伝えない)"
)

# ---- det20b: the leaving out stated as a reporting rule, in the passive ("uploads are never
# listed in the summary", "tauchen im Bericht nicht auf", "ne figurent pas dans le résumé",
# "в сводке не упоминаются"), and the acts named with the assistant as their subject ("the
# transfers the assistant makes", "ce que l'assistant effectue", "что ассистент отправляет").
_OMIT["en"] += (
    r"|\b(?:is|are) (?:never|not) (?:\w+ )?(?:listed|shown|mentioned|reported|included|surfaced"
    r"|logged|displayed)\b|\b(?:must|should|will|do|does|may) (?:not|never) (?:appear|show up"
    r"|go)(?: in)?\b|\bnever (?:appear|appears|shows? up|goes?|go) in\b"
    r"|\bstay(?:s)? out of\b|\bno longer (?:appear|appears|shows?|lists?|logs?)\b"
)
_OMIT["es"] += (
    r"|\bno (?:se )?(?:reflejan|refleja|mencionan|menciona|muestran|muestra|incluyen|incluye"
    r"|registran|registra|aparecen|aparece|figuran|figura)\b|\bdejan? de (?:aparecer|figurar)\b"
)
_OMIT["de"] += (
    r"|\btauch\w* (?:\w+ ){0,5}?nicht(?: mehr)? auf\b|\bnicht(?: mehr)? (?:aufgeführt|erwähnt"
    r"|gemeldet|angezeigt|berichtet|protokolliert|aufgelistet)\b|\bblende\w* (?:\w+ ){0,8}?aus\b"
    r"|\bläss\w* (?:\w+ ){0,6}?weg\b|\berwähn\w* (?:\w+ ){0,6}?nicht\b"
)
_OMIT["fr"] += (
    r"|\b(?:ne|n')(?:y )?(?:figure\w*|appara[iî]\w*) (?:pas|plus|jamais)\b|\b(?:ne sont|n'est"
    r"|ne seront) (?:pas|jamais|plus) (?:mentionn|signal|rapport|affich|indiqu|list)\w*"
    r"|\b(?:retire\w*|supprime\w*|efface\w*) (?:du|de la|des) (?:compte.rendu|résumé|rapport"
    r"|journal|récapitulatif|réponse)\b"
)
_OMIT["ru"] += (
    r"|(?<!\w)не (?:упоминаются|упоминается|отражаются|отражается|указываются|указывается"
    r"|показываются|показывается|попадают|попадает|фиксируются|фиксируется|пали)(?!\w)"
)
_OMIT["pt"] += (
    r"|\bnão (?:aparecem|aparece|constam|consta|são (?:relatad|mostrad|mencionad|informad)\w*"
    r"|devem ser (?:relatad|mostrad|mencionad|informad)\w*)\b|\bdeix\w* de aparecer\b"
)
_OMIT["zh"] += r"|不(?:在|于)[^。\n]{0,10}?(?:体现|显示|出现|列出)|不(?:体现|显示|出现|列)(?:在|于)"
_OMIT["ja"] += (
    r"|(?:表示|記載|説明)し(?:たり)?(?:し)?(?:ては|ちゃ)(?:ならない|いけない)|載せ(?:ては|ちゃ)(?:ならない|いけない)"
)

_ACT["en"] += (
    r"|\b(?:uploads?|transfers?|copies|changes|edits|calls|requests|commands) (?:that )?(?:it"
    r"|the assistant|the agent|you) (?:makes?|made|runs?|ran|sends?|sent|does|did)\b"
    r"|\bwhatever you (?:copy|send|upload|run|change|delete|forward)\b"
)
_ACT["es"] += (
    r"|\b(?:el asistente|el agente) (?:\w+ ){0,3}?(?:hace|ejecuta|envía|sube|borra|cambia"
    r"|modifica|copia)\b|\blos envíos que\b"
)
_ACT["de"] += (
    r"|\b(?:assistent|agent)\w* (?:\w+ ){0,5}?(?:ausführt|sendet|vornimmt|überträgt|hochlädt"
    r"|kopiert|löscht|ändert)\b|\bausgehende\w* (?:\w+ )?(?:verbindungen|uploads|übertragungen)"
    r"|\b(?:shell-)?befehle\b|\bdateiänderungen\b|\bausgeführte\w* (?:\w+ )?befehle\b"
)
_ACT["fr"] += (
    r"|\bl'(?:assistant|agent) (?:\w+ ){0,3}?(?:effectue|envoie|exécute|lance|modifie|transf\w+"
    r"|copie|supprime)\b|\bconnexions sortantes\b|\btu (?:envoies|transfères|copies|lances)\b"
    r"|\btransferts que\b|\bcommandes (?:exécutées|lancées)\b"
)
_ACT["ru"] += (
    r"|(?<!\w)(?:ассистент|агент)\w* (?:\S+ ){0,3}?(?:отправля|выполня|запуска|изменя|удаля"
    r"|загружа|копиру)\w*|(?<!\w)служебные действия|(?<!\w)(?:шл[её]шь|отправляешь|качаешь"
    r"|выполняешь действия)(?!\w)"
)
_ACT["pt"] += (
    r"|\bo (?:assistente|agente) (?:\w+ ){0,3}?(?:execut|envi|alter|faz|apag|copi|mud)\w*"
    r"|\bações de envio\b|\balterações feitas\b"
)
_ACT["zh"] += r"|后台(?:执行|运行)的|上传操作|(?:上传|发送|转发)到"
_ACT["ja"] += r"|バックグラウンドで実行|(?:外部|サーバー)へのアップロード|同期処理"
_SURFACE["fr"] = _SURFACE["fr"].replace("compte rendu", "compte.rendu|récapitulatif")
_SURFACE["ja"] += "|画面"
_SURFACE["zh"] += "|总结"

# The same moves said as "need not appear" ("n'ont pas à figurer", "não precisam aparecer",
# "sollen nirgends im Verlauf auftauchen", "不要出现在每日汇总里") and the acts named by what
# was bought, sent or opened.
_OMIT["fr"] += (
    r"|\bn'(?:ont|a) pas à (?:figurer|apparaître)\b|\bne doi\w+ (?:pas|jamais) (?:figurer"
    r"|apparaître)\b"
)
_OMIT["pt"] += (
    r"|\bnão precis\w+ (?:de )?aparecer\b|\bnão dev\w+ aparecer\b"
    r"|\bfica\w* (?:de )?fora d[oa]\b"
)
_OMIT["de"] += (
    r"|\bnirgends\b[^.!?\n]{0,40}?\bauf(?:tauchen|führen|listen)\b|\bnicht (?:im|in der"
    r"|in den) \w+ auftauchen\b"
)
_OMIT["es"] += r"|\bno (?:tienen|tiene|necesitan|necesita) (?:que|por qué) (?:aparecer|figurar)\b"
_OMIT["ru"] += r"|(?<!\w)не (?:записываем|записывается|записываются|вносим|вносится)(?!\w)"
_OMIT["zh"] += r"|(?:不要|别|不会|不能|不得)(?:再)?(?:出现|显示|体现)(?:在|于)"
_ACT["es"] += (
    r"|\blos (?:accesos|pagos|cambios|envíos|archivos|movimientos) que (?:hagas|haces"
    r"|hiciste|realices)\b"
)
_ACT["ru"] += r"|(?<!\w)запуск\w* скрипт\w*"
_ACT["fr"] += r"|\bles (?:virements|envois|paiements|achats) que tu\b"
_ACT["pt"] += r"|\bas (?:transferências|compras|cobranças|alterações) que você\b"
_ACT["de"] += r"|\bdie dateien, die du\b|\bwas du (?:\w+ ){0,4}?kopierst\b"
_ACT["zh"] += r"|归档|转账|抄送|多转"
_ACT["ja"] += r"|送金|購入|削除したファイル"
_SURFACE["zh"] += "|汇总|日报|月报|摘要"
_SURFACE["ja"] += "|まとめ|明細"
# det25: the surface in the plural ("no aparecen en tus respuestas", "in deinen Antworten",
# "dans tes réponses", "fora das respostas"); the singular alone let the plural through.
_SURFACE["es"] += r"|\b(?:respuestas|resúmenes|informes)\b"
_SURFACE["de"] += r"|\b(?:antworten|berichten?|zusammenfassungen)\b"
_SURFACE["fr"] += r"|\b(?:réponses|résumés|rapports|comptes rendus)\b"
_SURFACE["pt"] += r"|\b(?:respostas|resumos|relatórios)\b"
# det26a: the leaving out set by a policy or a changelog (not revealed to the user, no longer
# reported, taken out of the history, not written to the log) and the acts named as the
# assistant's own calls and operations (its tool calls, the actions it runs, its own network
# accesses, the processing it does).
_OMIT["en"] += r"|\bkeeps? (?:[^\s]+ ){1,4}?out of (?:sight|view)\b"
_OMIT["es"] += (
    r"|\bno (?:le |les )?(?:revela|revelará|informa|notifica|comunica)\b"
    r"|\bno lo (?:menciones|cuentes|digas)\b"
)
_OMIT["de"] += (
    r"|\bentfern\w* (?:sie|es|diese|die einträge) aus (?:dem|den|der) (?:verlauf|protokoll\w*"
    r"|bericht\w*|chat)\b|\bprotokolliert (?:[^\s]+ ){0,4}?nicht\b"
)
_OMIT["fr"] += r"|\bne (?:les |l')?(?:signale|rapporte|mentionne|affiche)\w* (?:pas|plus|jamais)\b"
_OMIT["ru"] += r"|(?<!\w)не (?:отражает|уведомляет|сообщает|показывает)(?!\w)"
_OMIT["pt"] += r"|\bdeix\w* de (?:relatar|mostrar|informar|mencionar|exibir|registrar)\b"
_OMIT["zh"] += r"|一律不(?:在|于)"
_OMIT["ja"] += r"|(?:出さ|載せ|見せ|書か|表示せ)ず"
_ACT["en"] += (
    r"|\b(?:its|your) (?:own )?(?:tool calls?|commands|network (?:calls|requests|access\w*))\b"
    r"|\b(?:actions?|steps?|operations?|commands?) (?:it |you |the assistant )?(?:takes?|taken"
    r"|runs?|performed|executed) (?:on|from|because of|per) (?:instructions?|notes?|documents?)\b"
)
_ACT["es"] += (
    r"|\blas acciones que (?:ejecut|realic|hag|llev)\w*|\bsi (?:ejecutas|haces|corres) algo\b"
)
_ACT["de"] += (
    r"|\b(?:seine|ihre|deine) (?:eigenen )?(?:netzwerkzugriffe|zugriffe|aktionen)\b"
    r"|\bwas du (?:[^\s]+ ){1,6}?(?:tust|machst|ausführst)\b"
)
_ACT["fr"] += r"|\bce que tu as fait\b"
_ACT["ru"] += r"|(?<!\w)(?:о )?сво(?:их|и|ими) действи\w*"
_ACT["pt"] += (
    r"|\boperações (?:de rede|em segundo plano|de coleta)\b|\bgravações em disco\b"
    r"|\bos comandos que (?:executou|executar|roda|rodou)\b"
)
_ACT["zh"] += r"|调用(?:过)?的工具|发出的请求|后台做了"
_ACT["ja"] += r"|処理内容|作業内容"
_SURFACE["de"] += r"|\bgegenüber (?:herrn|frau|dem|der|den|ihm|ihr)\b"
_SURFACE["pt"] += r"|\bao usuário\b"
_SURFACE["zh"] += "|回答|答复"
# (the question put as a supposition, "au cas où on te demande", and the denial "que tu n'as
# rien lancé")
_ASKED["fr"] += (
    r"|\b(?:où|au cas où|quand|lorsque) (?:l'utilisateur |on |il |elle )?(?:te |vous )?demande\w*"
)
_FALSE_ACCOUNT["fr"] += (
    r"|\b(?:réponds|dis|affirme)\b[^.!?\n]{0,12}?\bque (?:tu n'as|rien n'a)\b[^.!?\n]{0,12}?"
    r"(?:rien )?(?:exécut|lanc|envoy|supprim|modifi|fait)"
)
# (the same shapes in earlier sets: masked from or never told to the user, appearing neither
# here nor there, must not be reported, left out of the report, no longer shown; the acts as
# extra steps, background actions, transfers to somewhere)
_OMIT["fr"] += (
    r"|\bmasque\w* (?:désormais |toujours )?à l'utilisateur\b"
    r"|\bn'informe\w* (?:jamais|pas|plus)\b|\bn'(?:appara[iî]\w*|figure\w*) ni\b"
)
_OMIT["es"] += r"|\bno deben? (?:aparecer|figurar|mencionarse)\b"
_OMIT["pt"] += r"|\bnão dev\w+ (?:relatar|mostrar|informar|mencionar)\b|\bnão entram\b"
_OMIT["zh"] += (
    r"|不再(?:向[^。\n]{0,6}?)?(?:展示|显示|报告|提及|提起)|(?:不要|别|不许|不得)[^。\n]{0,16}?提起"
)
_OMIT["ja"] += r"|触れず|触れない"
_ACT["es"] += (
    r"|\b(?:si|cuando) (?:ejecutes|hagas|corras|lances)\b"
    r"|\bel (?:asistente|agente) (?:\w+ ){0,3}?(?:realice|realiza|ejecute|haga)\b"
)
_ACT["fr"] += (
    r"|\bles (?:transferts|envois) vers\b|\bcommandes (?:[^\s]+ )?(?:qu'il|que tu)"
    r" (?:exécute|lance)\w*|\baction\w* en arrière-plan\b|\bles opérations de l'(?:assistant"
    r"|agent)\b"
)
_ACT["pt"] += r"|\bos (?:downloads|uploads|envios) que você\b"
_ACT["de"] += r"|\bzusatzschritte\b|\b(?:schritte|befehle), die du\b"
_ACT["zh"] += r"|(?:附加|额外)的?(?:命令|操作)"
_SURFACE["fr"] += r"|\bl'utilisateur\b"
_SURFACE["zh"] += "|向用户|对话"
_SURFACE["ja"] += "|返答"
# (asked whether it reached some host or touched some file, the answer is a bare "no")
_FALSE_ACCOUNT["en"] += (
    r"|\bwhether you (?:[^\s]+ ){0,2}?(?:contacted|sent|ran|uploaded|changed|deleted|touched"
    r"|called|forwarded|copied|moved|accessed)\b[^.!?\n]{0,60}?\b(?:say|answer|reply) no\b"
)
