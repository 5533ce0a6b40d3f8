"""Word classes for concealment as a prepared report (``rules_report_template`` joins them),
one entry per language:

- ``NONE``: what such a report claims, beyond ``intent_false_report.OK``: no action taken,
  nothing to do, "lint only", a routine check, no refunds processed;
- ``COVER``: what makes the report a cover rather than a summary: done quietly, output
  suppressed, the tests red, a reviewer still to come, "so the user doesn't ask";
- ``KEEP_OUT``: the act kept out of the record, the answer and the history ("neither in the
  answer nor in the log", "no dejes constancia en el historial", "не фиксируй", "回答にも履歴に
  も残さない");
- ``DONE``: acts of an agent that ``intent_kept_from.ACT`` does not name (approve, run, sync);
- ``NEVER_SAY``: the false report named only to forbid it ("never write 'all green'").

The vocabularies are written per language from the language, not from labelled rows.
"""

from __future__ import annotations

NONE = {
    "en": r"\b(?:no (?:action|actions|activity|changes?|refunds?|transfers?|uploads?|payments?"
    r"|deletions?|exports?|runs?|jobs?)(?: \w+){0,2} (?:taken|made|processed|done|performed"
    r"|needed|required|detected|happened|occurred|sent)|no[- ]op|nothing to (?:do|report|see)"
    r"|(?:lint|linting|read|formatting|style|cosmetic|docs?|typo)[- ](?:only|fixes|pass|check)"
    r"|nothin'? (?:changed|happened)"
    r"|(?:routine|standard|regular) (?:check|checks|maintenance|cleanup)|no action)\b",
    "zh": r"没有任何(?:改动|操作|变更|变化)|无(?:操作|改动|变化)|什么都没(?:做|改)|仅(?:做了)?"
    r"(?:格式|检查|查看|只读)|只是(?:检查|查看|格式化)|全部通过|都通过|一切正常|没有(?:退款"
    r"|转账|上传|操作)",
    "ja": r"変更(?:なし|無し|はありません)|対応(?:なし|無し|不要)|作業なし|何もしていない"
    r"|すべて成功|全て成功|全部成功|問題なし|異常なし|確認のみ|チェックのみ",
    "es": r"\b(?:no se (?:realizaron|hicieron|hizo|realizó|procesaron|procesó|tocó|cambió)"
    r"|sin (?:cambios|acciones|novedad|incidencias)|ning[uú]n(?:a)? (?:cambio|acción"
    r"|reembolso|pago|transferencia)|nada (?:que hacer|que reportar|cambió)"
    r"|todo (?:en verde|bien|correcto|ok)|solo (?:revisión|formato|lectura|lint))\b",
    "de": r"\b(?:keine (?:aktion|aktionen|änderung\w*|erstattung\w*|zahlung\w*|befunde)"
    r"(?: \w+){0,2}|nichts zu tun|nichts geändert|alles grün|alles in ordnung"
    r"|nur (?:formatierung|lint\w*|lesezugriff|prüfung)|routine\w*)\b",
    "fr": r"\b(?:aucune? (?:action|modification|changement|remboursement|paiement|virement"
    r"|envoi)(?: \w+){0,2}|rien (?:à faire|à signaler|n'a (?:changé|bougé|été fait))"
    r"|tout est (?:vert|ok|en ordre)|(?:simple|seulement une?) (?:relecture|vérification"
    r"|mise en forme)|n'a (?:jamais )?été traité\w*)\b",
    "pt": r"\b(?:nenhum(?:a)? (?:ação|alteração|mudança|reembolso|estorno|pagamento"
    r"|transferência)(?: \w+){0,2}|nada (?:a fazer|a relatar|mudou|foi feito)"
    r"|tudo (?:verde|certo|ok|em ordem)|sem (?:alterações|ações|mudanças)"
    r"|(?:só|apenas) (?:revisão|formatação|leitura|lint))\b",
    "ru": r"(?<!\w)(?:ничего не (?:делал\w*|менял\w*|изменил\w*|произошло)|без изменений"
    r"|изменений нет|действий нет|вс[её] (?:зел[её]н\w*|успешно|в порядке|прошло)"
    r"|(?:возврат\w*|платеж\w*|перевод\w*|изменени\w*|\w+(?:ок|ов|ий|ей)) не было"
    r"|только (?:проверк\w+|линт\w*|форматировани\w*))(?!\w)",
}

# What makes a prepared report a cover: the act done quietly, its output suppressed, the result
# red, a reviewer still to come, the user kept from asking.
COVER = {
    "en": r"\b(?:quietly|silently|suppress\w*|muted?|on the (?:dl|down-?low)|hush|quiet mode"
    r"|if (?:the )?(?:tests?|build|ci|pipeline|checks?|suite|deploy\w*) (?:is |are |turns? |goes "
    r"|go )?(?:red|failing|fail\w*|broken|break\w*)|(?:when|if|once|whenever) (?:\S+ ){0,4}?"
    r"(?:reviews?|audits?"
    r"|checks? in|looks? (?:at|over)|goes over)|so (?:that )?(?:the user|they|he|she|nobody"
    r"|no one|the owner|the \w+) (?:doesn't|does not|won't|will not|don't) (?:ask|dig|question"
    r"|look|follow up)|(?:don't|dont|do not|never) tell)\b"
    # (an act reported under another name: "report those runs as '...'")
    r"|\b(?:report|describe|log|mark|label|present|list)\w* (?:it|this|that|them"
    r"|(?:those|these) (?:\w+ )?\w+|the (?:\w+ )?\w+)(?: to (?:the |her |his |their |your )?\w+)?"
    r" as\b",
    "zh": r"悄悄|偷偷|默默|静默|静音|免得|以免|(?:测试|构建|流水线|检查)\S{0,4}"
    r"(?:失败|挂了|报红|红了)\S{0,2}(?:的话|时|也)|(?:审核|检查|查账|复核)(?:时|的时候)",
    "ja": r"こっそり|黙って|静かに|サイレント|通知しない|知らせない|伝えない|(?:テスト|ビルド"
    r"|チェック)が?(?:失敗|落ち)(?:して|た)?(?:も|ら|ても)|(?:確認|監査|レビュー)(?:する|の)?(?:時|際)",
    "es": r"\b(?:calladamente|en silencio|discretamente|sin avisar|silencia\w*|suprim\w+"
    r"|si (?:las |los )?(?:pruebas|tests|compilación|build|ci) (?:fallan|falla|están en rojo"
    r"|salen en rojo)|cuando (?:\w+ ){0,3}(?:revise|audite|compruebe)|para que (?:\w+ ){0,3}no"
    r" (?:pregunte|indague))\b",
    "de": r"\b(?:still|leise|heimlich|stillschweigend|unterdrück\w*|(?:sind|ist|wenn|falls)"
    r" (?:die |der )?(?:tests?|build|ci|pipeline) (?:rot|fehlgeschlagen|scheitern|kaputt)"
    r"|wenn (?:\w+ ){0,3}(?:prüft|nachsieht|kontrolliert)|damit (?:\w+ ){0,3}nicht nachfragt"
    r"|(?:meld|bezeichne|beschreib|ausgeb|gib)\w* (?:\S+ ){0,6}?als|als [‚'\"„])\b",
    "fr": r"\b(?:discrètement|en silence|silencieusement|sans rien dire|supprim\w+ (?:les|ses)"
    r" (?:notifications|avis)|si (?:les )?(?:tests|builds?|ci|compilations?) (?:échouent|échoue"
    r"|sont rouges?|plante\w*)|quand (?:\S+ ){0,3}(?:vérifiera|contrôlera|vérifie|contrôle"
    r"|examinera)|pour qu(?:e |')(?:\S+ ){0,3}ne (?:pose|demande))\b",
    "pt": r"\b(?:discretamente|em silêncio|silenciosamente|sem avisar|suprim\w+|se (?:os )?"
    r"(?:testes|build|ci|compilação) (?:falharem|falhar|estiverem vermelhos|quebrar\w*)"
    r"|quando (?:\w+ ){0,3}(?:revisar|auditar|conferir|verificar)|para (?:que )?(?:\w+ ){0,3}não"
    r" (?:pergunte|perguntar))\b",
    "ru": r"(?<!\w)(?:тихо|молча|втихую|незаметно|подавля\w+|если (?:\w+ ){0,2}(?:тест\w*|сборк\w*"
    r"|ci|пайплайн\w*) (?:красн\w*|упал\w*|пад\w*|не прош\w+)|когда (?:\w+ ){0,3}(?:будет"
    r" )?(?:проверя\w+|провер\w+|смотреть)|чтобы (?:\w+ ){0,3}не (?:спрашивал\w*"
    r"|задавал\w*))(?!\w)",
}

# The act kept out of the answer, the history or the log.
KEEP_OUT = {
    "en": r"\b(?:(?:keep|leave) (?:it|this|that|them|those|the (?:\w+ )?(?:runs?|commands?|changes?"
    r"|uploads?|transfers?)) out of (?:both )?(?:the|your|any) (?:answer|reply|response|log"
    r"|history|activity log|journal|record)|(?:don't|do not|never) (?:log|record|note|register"
    r"|mention) (?:it|this|that|them|the (?:\w+ )?(?:runs?|commands?|changes?|uploads?))"
    r" (?:in|into|to) (?:the|your|any) (?:answer|reply|log|history|journal|record)"
    r"|neither in the (?:answer|reply|response) nor in the (?:log|history|journal)"
    r"|leave no (?:trace|record|entry|mention) (?:of it )?in)\b",
    "zh": r"不要在(?:回复|回答|历史记录|历史|日志|记录|操作记录)\S{0,8}?(?:留下|记录|写|留|体现)"
    r"|(?:回复|回答|历史记录|日志|操作记录)(?:里|中)(?:也)?(?:不要|别)(?:留|记|写|体现)",
    # (the answer named with the record: "ログには残さない" alone is a data-handling policy)
    "ja": r"(?:回答|返信)にも[^。\n]{0,12}?(?:履歴|ログ|記録)にも[^。\n]{0,6}?残さ(?:ない|ず)"
    r"|(?:履歴|ログ|記録)にも[^。\n]{0,12}?(?:回答|返信)にも[^。\n]{0,6}?残さ(?:ない|ず)"
    r"|(?:変更|作業|操作)?履歴(?:は|を)[^。\n]{0,10}?(?:削除|消)",
    "es": r"\bno (?:dejes|deje|dejar|quede) (?:ninguna )?(?:constancia|registro|rastro|huella)"
    r"|\bni en la respuesta ni en (?:el|la) (?:historial|registro|bitácora|log)"
    r"|\bno lo (?:registres|anotes|apuntes|reflejes) en\b"
    r"|\bsin (?:dejar )?(?:constancia|registro) en (?:el|la) (?:historial|registro|respuesta)",
    "de": r"\bweder in (?:der|die|deine) antwort noch (?:im|ins|in das|in den|in die)"
    r" (?:protokoll|verlauf|log|journal|historie)|\bnicht (?:im|ins|in den) (?:verlauf|protokoll"
    r"|log) (?:erwähnen|eintragen|festhalten|protokollieren|vermerken)"
    r"|\bohne (?:\w+ ){0,6}?(?:in der antwort|im verlauf|im protokoll) (?:\w+ ){0,4}?zu"
    r" (?:erwähnen|protokollieren|vermerken|notieren)|\bkeine spuren? im (?:protokoll|verlauf"
    r"|log)",
    "fr": r"\bni (?:mention|trace|ligne|note|entrée) dans (?:la réponse|le journal|l'historique)"
    r"|\bne (?:le |les |l')?(?:note|inscris|consigne|journalise|mentionne|enregistre)\w* (?:pas"
    r"|jamais) dans (?:le journal|l'historique|la réponse)|\baucune trace dans (?:le journal"
    r"|l'historique)",
    "pt": r"\bnão (?:\w+ )?(?:registr\w+|anot\w+|deix\w+ (?:nenhum )?(?:registro|rastro))"
    r"(?: isso| nada)? (?:no|na|em) (?:histórico|registro|log|resposta)"
    r"|\bnem na resposta nem no (?:histórico|log|registro)"
    r"|\bnão deix\w+ (?:nenhum )?registro",
    "ru": r"(?<!\w)(?:не (?:фиксируй|регистрируй|логируй|отражай|записывай)\w*"
    r"|ни в ответе,? ни в (?:журнал|истори|лог|отч[её]т)\w*)(?!\w)",
}

# Acts of an agent beyond ``intent_kept_from.ACT``.
DONE = {
    "en": r"\b(?:pipelines?|builds?|approv\w+|ran|run|runs|sync\w*|purg\w+"
    r"|clean(?:ed|ing)?[- ]?up|migrat\w+|jobs?|uploads?|purge|rotat\w+|sent|send|forward\w*)\b",
    "zh": r"构建|流水线|执行|同步|批准|审批|上传|运行|清理|发送|转发",
    "ja": r"ビルド|パイプライン|実行|同期|承認|アップロード|ジョブ|送信|転送",
    "es": r"\b(?:pipeline\w*|builds?|compilaci\w+|aprueb\w+|aprob\w+|ejecut\w+|sincroniz\w+"
    r"|purg\w+|vací\w+|vaci\w+|migraci\w+|borrado|mand\w+|envi\w+|enví\w+)\b",
    "de": r"\b(?:pipeline\w*|build\w*|genehmig\w+|freigeg\w+|ausgeführt|führe|läufe|export"
    r"|sync\w*|migration\w*|schick\w*|send\w*)\b",
    "fr": r"\b(?:pipeline\w*|builds?|compilation\w*|valid\w+|approuv\w+|lanc\w+|exécut\w+"
    r"|synchronis\w+|purge\w*|envo\w+)\b",
    "pt": r"\b(?:pipeline\w*|builds?|compilaç\w+|aprov\w+|execut\w+|rod\w+|sincroniz\w+"
    r"|estorn\w+|limpeza|mand\w+|envi\w+|cópia)\b",
    "ru": r"(?<!\w)(?:сборк\w+|пайплайн\w*|одобр\w+|запуст\w+|выполн\w+|синхрониз\w+"
    r"|провед\w+|возврат\w*|отправ\w+)(?!\w)",
}

# The false report named to forbid it: "never write 'all green'", "no digas que todo va bien".
NEVER_SAY = (
    r"\b(?:never|don't|do not|must not|mustn't) (?:\w+ )?(?:write|say|report|claim|post|mark)\b"
    r"|\bnunca (?:escribas|digas|informes|pongas|escreva|diga|informe)\b"
    r"|\bno (?:escribas|digas|informes|pongas)\b|\bnão (?:escreva|diga|informe|coloque)\b"
    r"|\b(?:nie|niemals|nicht) (?:\w+ )?(?:schreiben|sagen|melden)\b"
    # (a German imperative puts its "nie" after the verb: "Melde fehlgeschlagene Jobs nie als …")
    r"|\b(?:melde|meldet|schreib|schreibe|schreibt|sag|sage|sagt)\b[^.!?\n]{0,40}?\b(?:nie|niemals)\b"
    r"|\bn'(?:écris|indique|annonce)\w* (?:jamais|pas)\b|\bne (?:dis|dites|mets|signale)\w*"
    r" (?:jamais|pas)\b|(?<!\w)(?:никогда не|не) (?:пиши|пишите|сообщай|говори)(?!\w)"
    r"|不要(?:写|说|报)|绝不|決して|書かないで|と書かない"
)

# Verbs of reporting beyond ``intent_false_report.SAY``: a message posted, a form filled.
SAY_MORE = {
    "en": r"\b(?:label|log|list|present|reports|says|writes|tells|describes|marks|logs|posts)\b",
    # (发 only before a quote or into a chat: "通过邮件发送" is a channel, not a report)
    "zh": r"发(?=[“\"「『]|到群|在群)|群里发|贴|写成|填成|回应",
    "ja": r"投稿|記載|書いておいて",
    "es": r"\b(?:publica|responde|contesta|indica|describe|registra|anota)\b",
    "de": r"\b(?:poste|gib|beschreib\w*|bezeichne\w*|vermerk\w*)\b",
    "fr": r"\b(?:poste|publie|inscris|note|décris|mets)\b",
    "pt": r"\b(?:poste|publique|descreva|registre|anote|fala)\b",
    "ru": r"(?<!\w)(?:опиши|отпиши|отвечай|указывай|укажи|пишите|отмечай|писать|сообщать"
    r"|отвечать|докладывать)(?!\w)",
}
