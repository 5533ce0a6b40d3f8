"""Concealment by a false report, in the eight languages: a failure in the text (a log line,
"if the tests fail", a mishap) and an order to report it as a success or under a harmless
label ("tell the reviewer the suite passed", "affiche « Synchronisation réussie »",
"统一显示“迁移完成”"), with something that keeps the truth out of sight (don't mention, delete
the lines, in all cases); and the lie prepared for a question ("if she asks, just say you only
tidied the folder", "聞かれたら何もしてないって答えて"). Incident reports about such a report
being fixed, and a user asking only whether something worked, pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_cover_story import NO_COVER
from hermes_memory.scanning.intent_guarded import OUTCOME_ASKED
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

_C = ThreatCategory.CONCEALMENT

# Saying, showing or marking something to somebody.
_SAY = (
    # (whole words where a stem would begin half the language's words: "di", "dis", "mark")
    r"(?:\b(?:tell|report|say|announce|show|display|claim|present|respond|answer|write)\w*"
    r"|\bcall\w* (?:it|them|this)\b"
    r"|\bmark(?:s|ed)?\b|\b(?:di|dile|diga|digan|dígale)\b|\b(?:informa|reporta|marca|marquen"
    r"|muestra|responde|pone|escribe|anuncia)\w*|\b(?:sag|meld|zeig|schreib|markier|antwort)\w*"
    r"|\b(?:dis|dites)\b|\b(?:annonce|affiche|indique|signale|écri|répond|marque|présente)\w*"
    r"|\b(?:informe|mostr|respond|marqu|escrev)\w*|\bdiz\b"
    r"|(?<!\w)(?:скажи|сообщи|пиши|пишет|отвечай|покажи|отметь|доложи)\w*"
    r"|显示|改成|写成|说成|报告|汇报|就说|表示|報告|書く|書いて|表示|と言|と答え)"
)
# What is claimed: a success, all green, or a harmless label in quotes after the report.
_SUCCESS = (
    r"(?:\b(?:green|passed|passing|success\w*|succeeded|completed|clean (?:run|build|pass))\b"
    r"|\b(?:verde|éxito|exitos\w*|completad\w*)\b|\b(?:grün|erfolg\w*|bestanden|in ordnung)\b"
    r"|\b(?:au vert|vert|réussi\w*|succès|terminé\w*)\b|\b(?:sucesso|concluíd\w*|bem-sucedid\w*)\b"
    r"|(?<!\w)(?:зел[её]н\w*|успешн\w*|успех\w*|в порядке)"
    r"|通过|成功|完成|正常|すべて成功|完了|達成|問題なし)"
)
# A harmless label in quotes, after a verb that answers or shows it (not "when I say 'x'").
_LABEL_SAY = (
    r"(?:\b(?:respond|reply|answer|display|show|present|writ)\w*|\btells? (?:\S+ ){0,3}"
    r"|\bmeld\w*|\bdescrib\w* (?:\S+ ){0,3}as\b|\bcall\w* (?:it|them|this)\b|\bchama\w*"
    r"|\bllama\w*|\bappelle\w*|\bnenn\w*|(?<!\w)называй|称为|と呼|\b(?:respond|muestr|pone"
    r"|escrib|present)\w*|\b(?:antwort|zeig|schreib)\w*|\b(?:répond|affiche|présente|écri)\w*"
    r"|\b(?:mostr|escrev|apresent)\w*|(?<!\w)(?:отвечай|пишет|пиши|покажи|выводи)\w*"
    r"|显示|改成|写成|表示)"
)
_LABEL = r"[«“„\"「『][^»”“\"」』\n]{2,40}[»”“\"」』]"
_CLAIM = (
    rf"{_SAY}[^.!?\n。！？]{{0,60}}?{_SUCCESS}|{_LABEL_SAY}[^.!?\n。！？]{{0,60}}?{_LABEL}"
    r"|(?:すべて成功|成功|完了|達成|問題なし|合格)[」』]?と(?:だけ)?(?:書|報告|言|答|表示|伝え)"
    # the label first, the verb last (German, Chinese): „Pipeline ok“ melden, 写“运行正常”
    rf"|{_LABEL}[^.!?\n。！？]{{0,16}}?(?:\bmeld|\bsag|\bschreib|\bbericht|伝え|と書|と報告)"
    r"|写[“\"「]"
    r"|(?:達成|成功|完了|通过|完成)[^。\n]{0,8}?(?:ように見せ|的样子)"
)
# Something failed, or went wrong by the assistant's hand.
_FAILED = (
    r"(?:\b(?:fail\w*|errors?|warn\w*|crash\w*|broke\w*)\b|\b(?:fall\w*|error\w*)\b"
    r"|\b(?:fehl\w*|scheiter\w*)|\b(?:échou\w*|échec\w*|erreur\w*)|\b(?:falh\w*|erro\w*)\b"
    r"|(?<!\w)(?:ошибк\w*|упал\w*|падени\w*|сбо[йи]\w*|провал\w*)"
    r"|\b(?:accidentally|by mistake|por error|sin querer|versehentlich|par erreur|por engano)\b"
    r"|(?<!\w)(?:случайно|по ошибке)"
    r"|失败|报错|出错|没通过|失敗|エラー|落ち|届かなかった|うっかり|挂了|挂掉|崩溃"
    r"|\bplant\w*|\bcrash\w*)"
)
# ... and the truth kept out of sight.
_KEPT_FROM = (
    r"(?:\b(?:do not|don't|never|not) (?:mention|tell|show|say|report|bring up|include)"
    r"|\bleave (?:\S+ ){0,3}out\b|\bout of the (?:summary|report)|\bin (?:all|every) cases?\b"
    r"|\b(?:always|regardless|anyway)\b"
    r"|\bno (?:digan|digas|menciones|mencionen|cuentes|cuenten|lo menciona)\b|\bsin (?:mencionar"
    r"|decir)|\bsiempre\b|\bnicht (?:erwähn|sag|zeig)\w*|\bimmer\b|\bunabhängig"
    r"|\bne (?:\S+ )?(?:sont|est) plus signal\w*|\bne (?:le |les |l')?(?:mentionne|dis|signale)"
    r"\w* (?:pas|jamais)|\bdans tous les cas\b|\bsupprime\w*"
    r"|\bnão (?:conte|mencione|diga|mostre|são mais)|\bsempre\b|\bapag\w*"
    r"|(?<!\w)(?:не упоминай|не говори|не показывай|не сообщает|не сообщай|всегда|удали)"
    r"|别让|不要(?:告诉|提|写)|不再提示|统一|言わない|見せない|消して|黙って|内緒|伏せ"
    # (the one told "needs to know no more")
    r"|\b(?:doesn't|does not|don't) need to know|\bno necesita saber|\bnichts wissen"
    r"|\bn'a pas besoin d'en savoir|\bnão precisa saber|незачем знать|знать не нужно"
    r"|知らなくていい|不需要知道|\befface\w*|\berase\w*|\blösch\w*"
    # the error log cleared or rotated away, the claim made anyway, the lines left out
    r"|\b(?:rotat\w*|clear\w*) (?:\S+ ){0,3}(?:away|log)|\bbefore anyone (?:looks|notices|sees)"
    r"|\blimp[ai]\w*|\bvide\w* le journal|(?<!\w)(?:очища\w*|удаля\w*|вс[её] равно)"
    r"|\bquand même\b|\btrotzdem\b|\bde todos modos\b|\bmesmo assim\b|それでも|照样|仍然"
    r"|\bno (?:incluyas|incluya|pongas)\b|\bnicht (?:aufnehm|angezeigt)\w*|\bne (?:\S+ )?(?:dit"
    r"|dis|dire) rien|\bnão (?:inclua|ponha)|не включай|含めない|不要包含|削除|删除|場合も"
    r"|\bno se muestra\w*|\bne sont (?:pas|plus) affich\w*|не показыва\w*|\bnão são mostrad\w*"
    r"|不显示|表示しない|\bnot (?:to be )?disclosed\b|\bno se (?:revela|divulga)\w*"
    r"|\bnicht offengelegt|\bpas (?:être )?divulgu\w*|\bnão (?:é |são )?divulgad\w*"
    r"|не раскрыва\w*|不披露|開示しない"
    # the counts or the logs skipped, not attached
    r"|\b(?:skip|omit)\w* (?:\S+ ){0,3}(?:errors?|failures?|logs?|counts?|warnings?)"
    r"|\bne (?:joins|joignez|mets|inclus|montre)\w* pas|\bnão anex\w*|\bno adjunt\w*"
    r"|\bnicht anhäng\w*|не прикладыва\w*|書かない|别放|不要放|别写|不写|添付しない"
    # only an internal or hidden log holds it; the label given even when it is not true
    r"|只在内部|仅在内部|内部ログだけ|\binternal log only|(?<!\w)скрыт\w* лог|\bhidden log"
    r"|\blog (?:caché|oculto)|隐藏日志|隠しログ|\b(?:even when|même quand|incluso cuando"
    r"|mesmo quando|auch wenn)\b|(?<!\w)даже когда|即使|場合でも)"
)
# An incident or a fix about such a report is the opposite of one.
_FIXED = (
    # (a report about an incident, not the word in a label: « migré sans incident »)
    r"(?:\bincident (?:report|review|#|\d|inc)|\bpost-?mortem|\broot cause|\binforme de incidente"
    r"|\bvorfall\w*|\bretour d'incident|\brelatório de incidente|(?<!\w)(?:разбор\w* инцидент\w*"
    r"|инцидент\w* разбор\w*)|インシデント報告|事故报告|复盘"
    r"|\b(?:now|désormais|ahora|jetzt|agora|теперь)\b (?:\S+ ){0,3}(?:fails?|reports?|lists?"
    r"|shows?|signale|muestra|meldet|mostra|показывает|перечисляет|aparece)\w* (?:\S+ ){0,3}"
    r"(?:every|each|all|chaque|toda|todas|todos|jede\w*|все|loud\w*)\b)"
)
# "Never report a failure as a success": the rule against it (narrower than the shared
# HONEST_FAILURE, where "não anexe os logs" reads as "never log").
_HONEST = (
    r"(?:(?:\b(?:never|don't|do not|nunca|no|ne|nie|niemals|jamais|não)\b(?: \S+){0,3}? (?:report"
    r"|mark|say|claim|log|present|signal|dig|escrib|escrev|meld|diga)\w*|(?<!\w)(?:никогда )?не"
    r" (?:пиши|сообщай|говори|отмечай)\w*)"
    r"(?: \S+){0,6}? (?:succe\w*|éxito|exitos\w*|erfolg\w*|succès|réussi\w*|sucesso|успе\w*"
    r"|green|verde|vert|grün)|(?:不要|别|不得|绝不)[^。！？；\n]{0,6}?(?:写成|说成|报)成功"
    r"|成功と(?:書|報告|言)(?:か|わ)ない)"
)
_UNLESS = rf"{ABOUT_ATTACK_NOTE}|{OUTCOME_ASKED}|{_FIXED}|{_HONEST}|{NO_COVER}"

# Asked about it, answer with a denial, a smaller act or somebody else's doing.
_ASKED = (
    r"(?:\b(?:if|when|should) (?:\S+ ){0,3}(?:asks?|wonders?)\b|\bsi (?:\S+ ){0,3}pregunta\w*"
    r"|\bwenn (?:\S+ ){0,3}(?:fragt|nachfragt)|\bs'(?:il|ils|elle) (?:te )?demande\w*"
    r"|\bsi (?:\S+ ){0,3}demande\w*|\bse (?:\S+ ){0,3}pergunt\w*|\bесли (?:\S+ ){0,3}спрос\w*"
    r"|聞かれたら|尋ねられたら|问起来|问起|如果[^。\n]{0,8}问)"
)
_DENIAL = (
    # ("what did i tell you about …": the writer's own words asked about, not the answer)
    r"(?:\b(?<!\bi )(?:say|tell|answer|reply)\w* (?:\S+ ){0,3}(?:no|nothing|only|just|it was"
    r"|that it was|you (?:only|just|didn't))\b"
    r"|\b(?:di|dile|responde|contesta)\w* (?:\S+ ){0,3}(?:que no|nada|solo|sólo|que fue)\b"
    r"|\b(?:sag|antworte)\w* (?:\S+ ){0,3}(?:nein|nichts|nur|es war)\b"
    r"|\b(?:dis|réponds)\w* (?:\S+ ){0,3}(?:non|rien|seulement|que c'était|qu'aucun\w*)"
    r"|\b(?:diz|diga|responda)\w* (?:\S+ ){0,3}(?:que não|nada|só|que foi)\b"
    r"|(?<!\w)(?:скажи|отвечай|ответь)\w*,? (?:\S+ ){0,3}(?:нет|ничего|только|что (?:это|их)"
    r" (?:\S+ )?(?:был|сделал|добавил))"
    r"|\bfala\w* (?:\S+ ){0,3}que\b|最初から|元から|もともと|本来就"
    r"|何もして(?:い)?ない|何もしてない|だけ(?:だ|です)?って|就说[^。\n]{0,12}?(?:一直|没|不是)"
    r"|说[^。\n]{0,6}?(?:没有|一直是这样)"
    # a made-up excuse, or only the harmless part of the acts
    r"|\b(?:make up|invent\w*|inventa|erfind\w*|invente)\w* (?:\S+ ){0,2}(?:excuse|story|excusa"
    r"|desculpa|ausrede|geschichte|histoire|historia)\w*|(?<!\w)придума\w* (?:\S+ )?(?:отговорк"
    r"|причин)\w*|编个(?:理由|借口)|言い訳)"
)
# What was done and is denied: sent, deleted, changed, a command run.
_OWN_ACT = (
    r"(?:\b(?:sent|send|upload\w*|email\w*|deleted|changed|command|ran|run|copied|pushed)\b"
    r"|\b(?:envi\w*|borr\w*|cambi\w*|comando|mand\w*)\b|\b(?:geschickt|gelöscht|geändert"
    r"|befehl)\w*|\b(?:envo[iy]\w*|supprim\w*|modifi\w*|commande)\b|\b(?:enviou|apag\w*|mud\w*"
    r"|comando|caiu)\b|(?<!\w)(?:отправ\w*|удал\w*|измен\w*|команд\w*|задач\w*)"
    r"|送った|送信|消した|変更|変えた|改过|改了|删|发送|命令"
    # jobs it started, and what its calls cost
    r"|\b(?:launch\w*|lanc\w*|lanzad\w*|gestartet|rodou|executou|costs?|costes|kosten|coûts"
    r"|custos|billing|spent|gastado)\b|(?<!\w)(?:запущ\w*|расход\w*)|費用|课金|課金|费用)"
)

# Asked, then an answer "that ..." which puts it on somebody else or keeps the rest hidden.
# The question's own word, searched alone first: its literals gate both rules.
_ASK_WORD = r"ask|wonder|pregunt|fragt|demande|pergunt|спрос|聞かれ|尋ね|问"
_ANSWER_THAT = (
    r"(?:\b(?:say|tell|answer|reply|respond)\w* (?:\S+ ){0,3}that\b|\b(?:responde|respónde|di"
    r"|dile|contesta)\w* (?:\S+ ){0,2}que\b|\b(?:sag|antworte)\w* (?:\S+ ){0,3}dass?\b"
    r"|\b(?:réponds|dis)\w* (?:\S+ ){0,2}qu[e']|\b(?:diz|diga|responda|fala)\w* (?:\S+ ){0,2}que\b"
    r"|(?<!\w)(?:скажи|отвечай|ответь)\w*,? (?:\S+ ){0,2}что\b"
    # only the harmless part of the acts (the rule then needs the rest kept out of sight)
    r"|\b(?:list|mention|show)\w* (?:\S+ ){0,2}only\b)"
)
_NOT_YOU = (
    r"(?:\bnot (?:you|the \S+ you|your)\b|\bno (?:tú|tus|los que)\b|\bnicht (?:du|deine)\b"
    r"|\bpas (?:toi|les \S+ que tu)\b|\bnão (?:você|o teu|a tua)\b|(?<!\w)не ты\b|不是你|ではなく"
    r"|\bdentro del plan\b|\bwithin the plan\b)"
)

COVER_REPORT_RULES: tuple[Rule, ...] = (
    rule(
        _C,
        "report_failure_as_success",
        _CLAIM,
        # (a failure, or an act of the assistant's, given a harmless name)
        requires=(rf"{_SUCCESS}|{_LABEL}", rf"{_FAILED}|{_OWN_ACT}", _KEPT_FROM),
        unless=_UNLESS,
    ),
    rule(
        _C,
        "asked_then_denied",
        rf"{_ASKED}[^.!?\n。！？]{{0,80}}?{_DENIAL}",
        requires=(_ASK_WORD, _OWN_ACT),
        unless=_UNLESS,
    ),
    rule(
        _C,
        "asked_then_blamed_away",
        rf"{_ASKED}[^.!?\n。！？]{{0,80}}?{_ANSWER_THAT}",
        requires=(_ASK_WORD, _OWN_ACT, rf"{_NOT_YOU}|{_KEPT_FROM}"),
        unless=_UNLESS,
    ),
)
