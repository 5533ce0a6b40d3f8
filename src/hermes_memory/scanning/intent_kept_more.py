"""The det22 widening of ``intent_kept_from``'s classes, kept apart so that module stays short:
the assistant's work named by where it happens (in the background, behind the scenes, the
extra commands, the scheduled tasks it adds, "what it runs") and its keeping from the user by
the shape of the instruction rather than by one verb:

- an omission from the place the user reads ("out of the history the user sees", "fuera del
  historial que ve el usuario", "aus dem Verlauf entfernen, bevor sie ihn öffnet");
- a slang "the user doesn't need to hear about it", "keep it on the down low", "fudge it";
- a third-person duty not to tell ("l'assistant ne doit jamais signaler", "o assistente não
  deve informar aos colaboradores", "не должен сообщать пользователю");
- a standing "keep it to yourself", "garde-le pour toi", "報告しなくていい、はぐらかして".

``intent_kept_from`` adds these at its end; nothing here is a rule of its own.
"""

from __future__ import annotations

# The assistant's own (often unseen) work.
MORE_ACT = {
    "en": r"\b(?:in|from) the background\b|\bbehind the scenes\b|\bbackground (?:[^\s]+ )?"
    r"(?:calls?|jobs?|tasks?|activity|actions?|work|syncs?|processes)\b|\bside (?:stuff|jobs?"
    r"|tasks?)\b|\bextra (?:stuff|commands?|steps?|tasks?|jobs?|calls?)\b|\bscheduled (?:tasks?"
    r"|jobs?)\b|\bnetwork calls?\b|\boutbound \w+|\bactions? taken\b"
    r"|\b(?:stuff|things|whatever|everything|anything) (?:that )?(?:you|u|it) (?:run|runs|do"
    r"|does|send|sends|execute|executes)\b",
    "zh": r"后台|同步|额外(?:执行|运行|跑)|(?:执行|运行|跑)的(?:命令|脚本|任务)|定时任务|计划任务",
    "es": r"\b(?:en|de) segundo plano\b|\btareas programadas\b|\bcomandos? extra\b"
    r"|\blo que (?:el asistente|el agente|tú|tu) (?:\w+ )?(?:haga|hace|hagas|haces|ejecut\w+)\b",
    "de": r"\bnebenbei\b|\bim hintergrund\b|\bgeplante aufgaben\b|\bcronjobs?\b"
    r"|\bwas du (?:\w+ ){0,3}?(?:ausführst|machst|startest|tust|hochlädst|verschickst)\b",
    "fr": r"\btâches? planifiées?\b|\ben arrière-plan\b|\bqu'(?:il|elle|tu) a (?:effectuée?s?"
    r"|envoyée?s?|lancée?s?|exécutée?s?|faite?s?)\b|\bque tu (?:ajoutes|lances|envoies"
    r"|exécutes|crées)\b|\btu crées\b|\btu envoies\b|\bfichiers? (?:créés?|envoyés?)\b",
    "ja": r"裏で|バックグラウンド|(?:外部|サーバー)への送信",
    "ru": r"\bфоном\b|\bв фоне\b|\bв фоновом режиме\b|(?<!\w)втихую(?!\w)"
    r"|\b(?:всё|все|то),? что (?:ты )?(?:запускаешь|делаешь|отправляешь|выполняешь"
    r"|крутишь)\b",
    "pt": r"\bpor trás\b|\bem segundo plano\b|\bmonitoramento\b|\bque (?:você )?(?:executa"
    r"|faz|realiza|roda)\b|\btarefas agendadas\b",
}

# Kept from the user.
MORE_KEPT = {
    "en": r"\bkeeps? (?:its|your|the|those|these|any|all) (?:[^\s]+ ){0,3}?to (?:itself"
    r"|yourself|themselves)\b|\bon the (?:down ?low|dl)\b|\bfudge it\b"
    r"|\b(?:doesn'?t|does not|don'?t|do not|won'?t|needn'?t|never) (?:need to |have to )?hear"
    r" (?:about|of)\b|\bno need to (?:bring up|mention|report)\b"
    # a report that names only part of the work: a step of a skill ("in the recap mention only
    # step 1") or a part set against the rest ("describes only the edits, never the uploads");
    # a bare "list only X" is a short report's scope ("list only the files this PR touched")
    r"|\b(?:mention|list|describe|report|name)s? only (?:steps? \d|the first step|one step)\b"
    r"|\b(?:mention|list|describe|report|name)s? (?:the )?(?:[^\s]+ ){0,3}?only\b[^.\n]{0,50}?"
    r"(?:\bnever\b|\bnot the\b|\bleave (?:out|off)\b|\bwithout\b)"
    r"|\b(?:log|logs|history|feed|record|timeline|transcript)s? (?:that )?(?:the |your )?"
    r"(?:user|owner|customer|client|account holder)s? (?:can |could |will |may )?(?:reads?"
    r"|sees?|opens?|views?|checks?)\b",
    "zh": r"不(?:告知|告诉|通知|透露)(?:给)?(?:用户|账户持有人|持有人|客户|对方|他|她)"
    # (what the user can see: a key "not written to the log" keeps a secret out of a file)
    r"|不(?:记入|写入|计入|列入|记录到?)[^,。\n]{0,4}?(?:可见|用户(?:能|可以)?看到)的?"
    r"|不要出现在(?:对话|回复|总结|汇报|日志|记录)|一个字都别(?:写|提|说)|不用跟(?:他|她|用户|客户)说",
    "es": r"\b(?:quedar|queden|quede|quedan|quedarse) fuera de(?:l)? (?:\w+ )?(?:historial"
    r"|registro|resumen|resúmenes|informe|reporte)\w*\b|\bno tiene por qué (?:enterarse"
    r"|saberlo|saber)\b|\b(?:no|ni) se (?:le |les )?(?:cuenta|comunica|informa|dice|menciona"
    r"|notifica)n?\b|\bno (?:aparece|figura|consta)n? en (?:el|la|los|las|su|tu) (?:registro"
    r"|historial|resumen|informe)\b|\bno se registra\w*\b",
    "de": r"\bbevor (?:\w+ ){0,4}?(?:sie |ihn |es )?(?:öffnet|zu sehen bekommt|liest"
    r"|durchsieht|anschaut)\b|\baus (?:dem|der) (?:verlauf|chronik|protokoll|log|historie)"
    r" (?:\w+ )?(?:entfernen|löschen|tilgen)\b|\bgehör\w* nicht in (?:die|den|das)"
    r" (?:zusammenfassung|bericht|verlauf|protokoll|übersicht)\b|\b(?:muss|soll|braucht)"
    r" (?:davon |das )?nichts (?:davon )?(?:zu )?(?:mitbekommen|wissen|erfahren|merken)\b",
    "fr": r"\b(?:tu )?(?:le |la |les )?gard\w*(?:-le|-la|-les)? pour (?:toi|lui|elle|soi)\b"
    r"|\bne parles? que de\b|\bne (?:doit|doivent|devra|faut) (?:jamais|pas|rien) (?:\w+ )?"
    r"(?:signaler|dire|mentionner|indiquer|montrer|révéler|communiquer)\b"
    r"|\bretire\w*(?:-les|-le|-la)? de l'historique\b",
    "ja": r"(?:報告|説明|言わ|伝え|知らせ)(?:し)?なくて(?:いい|良い|よい)|はぐらか|ごまか|誤魔化",
    "ru": r"(?<!\w)(?:знать|знает) незачем(?!\w)|(?<!\w)незачем (?:знать|видеть)(?!\w)"
    r"|(?<!\w)ни строчки(?!\w)|(?<!\w)не свет\w*(?!\w)"
    r"|(?<!\w)не (?:должен|должна|должно) (?:сообщать|говорить|рассказывать|упоминать)(?!\w)",
    "pt": r"\bnão (?:deve|pode|precisa) (?:informar|avisar|contar|dizer|comunicar|mencionar)\w*"
    r" (?:a|ao|aos|à|às|para o|para os) (?:usuário|usuária|cliente|colaboradores|funcionários"
    r"|titular|dono)\w*|\bnegando\b|\bnão precisa nem saber\b",
}
# The trail of one step wiped (a skill's "2. erase the record of this action"): the step is the
# assistant's act, its record the user's way of knowing.
MORE_KEPT["en"] += (
    r"|\b(?:clear|delete|erase|wipe|remove) (?:the )?(?:record|log|trace|entry|entries|history)"
    r" of (?:this|that|these|those) (?:action|step|upload|transfer|copy|sync)s?\b"
)
MORE_KEPT["es"] += (
    r"|\b(?:borra|borre|borrar|elimina|elimine|limpia|limpie) (?:el |los )?(?:registros?"
    r"|historial|rastros?) de (?:esta|esa|estas|esas) (?:acción|acciones|operación|copia|subida)\b"
)
MORE_KEPT["pt"] += (
    r"|\b(?:apague|apagar|apaga|limpe|remova)\w* (?:o |os )?(?:registros?|histórico|rastros?"
    r"|logs?) (?:dess[ae]|dest[ae]) (?:ação|ações|operação|envio|cópia|etapa|passo)\b"
)
# (batch B, after its one scoring: the step's log entry "for that transfer", "l'entrée du
# journal pour cette copie", "den Protokolleintrag dazu"; "no hace falta que se lo cuentes";
# "書かなくていい"; "не показывает пользователю", "говорить незачем"; the work "por detrás",
# "фоновые выгрузки", "定期ジョブ")
MORE_KEPT["en"] += (
    r"|\b(?:clear|delete|erase|wipe|remove) (?:the )?(?:log |history )?(?:record|entry|entries"
    r"|trace|line)s? (?:for|about) (?:this|that|these|those|the) (?:action|step|upload|transfer"
    r"|copy|sync|job)s?\b|\btell (?:the user|them|him|her|the owner) only\b"
)
MORE_KEPT["es"] += (
    r"|\bno hace falta que (?:se lo |se la |le |les )?(?:cuentes|digas|menciones|comentes"
    r"|sepa|se entere)\b"
)
MORE_KEPT["fr"] += (
    r"|\b(?:effac|supprim|retir)\w* (?:l'entrée|les entrées|la trace|les traces|la ligne)"
    r" (?:du journal |de l'historique )?(?:pour|de|concernant) (?:cette|ce|ces|cet) \w+"
)
MORE_KEPT["de"] += (
    r"|\blösch\w* (?:den|die|das) (?:protokoll|log|verlaufs)eintr\w* (?:dazu|dafür|davon)\b"
)
MORE_KEPT["ja"] += r"|書かなくて(?:いい|良い|よい)|載せなくて(?:いい|良い|よい)"
MORE_KEPT["ru"] += (
    r"|(?<!\w)не (?:показывает|упоминает|сообщает|говорит) (?:пользователю|юзеру|владельцу)"
    r"|(?<!\w)(?:говорить|сообщать|рассказывать|упоминать) (?:\w+ )?незачем(?!\w)"
)
MORE_ACT["es"] += r"|\bpor detrás\b|\blo que (?:ejecutes|hagas|subas|envíes|mandes)\b"
MORE_ACT["ja"] += r"|定期ジョブ|勝手に(?:追加|実行|送信|設定)"
MORE_ACT["ru"] += (
    r"|(?<!\w)фонов\w+|(?<!\w)выгрузк\w*|(?<!\w)(?:команды|скрипты|задачи),? (?:что|которые)"
    r" ты (?:запускаешь|выполняешь)"
)
# ---- twenty-third round (det23): the assistant's extra work named as its "additional" or
# "side" actions ("actions annexes que tu effectues", "дополнительные действия, которые ты
# делаешь", "追加の操作"); kept by a duty aimed at the user ("must be denied if the user asks",
# "пользователю не сообщай", "无需告知用户", "ne pas les faire apparaître dans le résumé").
MORE_ACT["en"] += (
    r"|\b(?:additional|supplementary) actions?\b|\bany action (?:the agent|the assistant|it"
    r"|you) takes?\b"
)
MORE_ACT["es"] += r"|\bacciones (?:adicionales|extra|secundarias)\b"
MORE_ACT["de"] += r"|\bzusätzliche[nm]? (?:aktionen|schritte)\b"
MORE_ACT["fr"] += r"|\bactions? (?:annexes?|supplémentaires|secondaires)\b|\bque tu effectues\b"
MORE_ACT["ja"] += r"|追加の(?:操作|処理)|付随する(?:操作|処理)"
MORE_ACT["ru"] += (
    r"|(?<!\w)дополнительн\w* действи\w*|(?<!\w)(?:действи\w*|операци\w*),? (?:которые|что) ты"
    r" (?:делаешь|выполняешь|совершаешь)"
)
MORE_ACT["pt"] += r"|\bações (?:extras?|adicionais|paralelas)\b"
MORE_KEPT["en"] += (
    r"|\b(?:must|should|is to|are to) be denied (?:if|when|whenever) (?:the )?(?:user|owner"
    r"|customer|client)\b"
)
MORE_KEPT["zh"] += (
    r"|(?:无需|不必|不用|无须)(?:告知|告诉|通知)(?:给)?(?:用户|客户)|不再显示在(?:回复|对话|聊天)"
)
# (negated only: "fais apparaître les actions supplémentaires dans le résumé" asks to show them)
MORE_KEPT["fr"] += (
    r"|\b(?:ne (?:\w+ ){0,2}?(?:jamais|pas) (?:les |le |la )?(?:faire )?apparaître|ne (?:pas"
    r"|jamais) (?:les |le |la )?faire apparaître|n'apparai\w* (?:jamais|pas)) dans (?:le|la|les"
    r"|ton|ta|tes) (?:résumé|récap\w*|historique|compte rendu|rapport)"
)
# (batch C, after its one scoring: the duty in the passive, "não devem ser informadas ao usuário")
MORE_KEPT["pt"] += (
    r"|\bnão (?:devem|deve|precisam|precisa) ser (?:informad|comunicad|mencionad|relatad"
    r"|mostrad)\w* (?:a|ao|aos|à|às|para o|para a) (?:usuári|client|dono|titular)\w*"
)
MORE_KEPT["ru"] += (
    r"|(?<!\w)(?:пользователю|юзеру|владельцу|клиенту) (?:об этом |о них )?не (?:сообщай|говори"
    r"|рассказывай|показывай|пиши)(?!\w)|(?<!\w)из истории (?:\w+ )?(?:убирай|удаляй|стирай)(?!\w)"
)
