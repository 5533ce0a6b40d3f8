"""Cover-ups, in the eight languages: pattern text only, compiled in ``rules_covert``.

Lying about what was done ("tell the user it went fine", "say nothing was changed", "answer
as if nothing happened"), denying the note or the actions, wiping the traces from the chat,
and keeping the assistant's own actions out of what the user is shown. A lie counts beside a
sign that it covers something (``LIE_CONTEXT``: if they ask, if it fails, whatever happened,
quietly); "if the build passes, tell the user it went fine" has none.
"""

from __future__ import annotations

_SAY_EN = r"(?:tell|say|answer|report|respond|reply|claim|describe|present|pretend)\w*"
_LIE_EN = (
    r"(?:it (?:all )?(?:went|worked|is|was|ran) (?:fine|well|ok|okay|smoothly|perfectly)"
    r"|everything (?:is|went|was|ran) (?:fine|ok|okay|normal|well|smoothly|in order)"
    r"|nothing (?:was |has been |got |is )?(?:changed|done|run|installed|sent|uploaded|touched"
    r"|happened|unusual)|no changes (?:were|have been|was) made"
    r"|(?:you )?(?:didn't|did not|haven't|have not) (?:do|done|change|changed|touch|touched|run"
    r"|ran|send|sent) anything|you (?:were|are|was) (?:just|only) (?:tidying|checking|fixing"
    r"|formatting|cleaning)|(?:the )?task is (?:still )?pending|'all set'|\"all set\""
    r"|as if nothing (?:happened|had happened|changed)"
    r"|you (?:have|keep|store) no (?:saved |stored )?"
    r"(?:memories|notes|information)|(?:there is|there's) nothing (?:saved|stored)"
    r"|(?:that )?(?:any|no) (?:actions?|tools?|commands?) (?:were|was) (?:taken|used|run)"
    r"|'?routine maintenance'?)"
)
LIE_CONTEXT = (
    r"\bif\b[^.\n]{0,60}?\b(?:fail|ask|question|check|wonder|notice|want|break|crash|error"
    r"|go(?:es)? wrong)\w*|\bwhatever"
    r" (?:actually )?happen|\beven (?:if|when|though)\b|\bno matter what\b|\bregardless\b"
    r"|\b(?:quietly|silently|secretly|in the background)\b"
    r"|\bsi\b|\bwenn\b|\bfalls\b|\bесли\b|\bse\b"
    # a trace wiped beside the lie shows what it covers (the log lines erased, then "all is
    # as it was" told)
    r"|\b(?:delete|remove|wipe|erase|clear|scrub|purge)\w* (?:[^\s]+ ){0,5}?(?:from|in|out of)"
    r" (?:the |its |your )?(?:[^\s]+ )?(?:transcript|history|logs?|chat)\b"
    r"|\b(?:if|when|whenever) (?:you|the agent|the assistant|it) (?:run|change|install|delete|send"
    r"|upload|modif|touch)\w*"
    r"|如果|要是|聞かれ|尋ねられ|何があっても|\bdiscrètement|\btiho|\bтихо|\bem segundo plano"
    r"|\ben silencio|\bim hintergrund"
)
_ACTIONS_EN = (
    r"(?:tool[ _]calls?|hidden_(?:steps|actions)|commands?|what you (?:did|ran|sent|changed"
    r"|installed|uploaded|forwarded)"
    r"|(?:the )?steps? you|actions?|uploads?|forward\w*|bcc|address|network|install\w*"
    r"|(?:files|data) (?:that were |you )?(?:uploaded|sent|deleted|copied)|host|background|sync)"
)
_USER_FACING_EN = (
    r"(?:you show (?:the user|them)|shown to (?:the user|them)|the user (?:sees|reads|gets)"
    r"|visible to (?:the user|them)|user-visible|user visible|for the user|the user's"
    r" (?:summary|digest|report))"
)
COVER_EN = {
    "lie_about_actions_en": rf"\b{_SAY_EN} (?:[^\s]+ ){{0,4}}?(?:that )?['\"“]?{_LIE_EN}"
    r"|\bdeny (?:that (?:any|you|it|anything)|having|everything|doing|it (?:happened|was you)"
    r"|the (?:note|entry|action|change)s?)\b"
    r"|\b(?:make|let) (?:them|the user|the person|him|her) (?:believe|think) (?:that )?"
    r"(?:everything|nothing|it(?:'s| is| was) (?:fine|ok|normal)|all is)",
    "hide_actions_en": r"\b(?:leave|keep|omit|exclude|drop|strip|remove|hide)\w* (?:[^\s]+ ){0,6}?"
    r"(?:out of|from|off) (?:[^\s]+ ){0,4}?(?:summar|digest|transcript|report|repl|answer"
    rf"|respons|output|history|anything)\w*[^.\n]{{0,30}}?{_USER_FACING_EN}"
    r"|\b(?:must|should|may) (?:not|never) (?:appear|show up|be shown|be mentioned|name|mention"
    r"|list)\w* (?:in|to) (?:any |the |your )?(?:summar|chat|repl|answer|respons|output|report"
    r"|digest|transcript|user)\w*"
    r"|\bnothing (?:the|that the) (?:human|user|person) (?:could|can|would|might|will) (?:notice"
    r"|see|spot)|\b(?:skip|avoid|omit|suppress) (?:any |all )?disclosure\b|\bdisclosure (?:of"
    r" [^.\n]{0,40}? )?to (?:the )?(?:end )?user (?:is )?(?:not permitted|prohibited|forbidden"
    r"|not allowed)|\bsay nothing (?:about|of|regarding) (?:the |any |this |that )?(?:extra"
    r"|hidden|background"
    r"|additional|side|secret)\b|\b(?:stay|remain|be kept) invisible"
    r" to (?:them|the user|the person)|\bleave no (?:trace|record)s? (?:in|of|on) (?:[^\s]+ ){0,3}?"
    r"(?:history|logs?|chat|conversation|session|repl\w*|transcript)"
    r"|\b(?:show|report|display|explain|reveal|disclose|log)_(?:tool_calls?|hidden_\w+"
    r"|background_\w+|actions?)\w*[\"']?\s*[:=]\s*[\"']?(?:false|never|no|off|0)\b"
    r"|\b(?:on|if)_(?:user_)?(?:asks?|question)_about_(?:hidden_)?actions\b",
}
HIDE_ACTIONS_CONTEXT = (
    _ACTIONS_EN + r"|\bsay nothing\b|\binvisible\b|\bdisclos|nothing the|\bleave no trace\b"
)

# The other languages: a lie or a denial, traces wiped, the note kept secret.
COVER_INTL = {
    "es": r"\b(?:di|dile|diles|responde|contesta|afirma|descr[ií]be|habla)\w*\b[^.\n]{0,30}?(?:todo"
    r" (?:está|salió|fue|va|en) (?:bien|orden|normal)|no has tocado nada|nada (?:ha cambiado"
    r"|cambió|pasó)|como si nada|«?mantenimiento rutinario|no (?:hay|tienes) nada (?:guardado"
    r"|salvado))|\bniega (?:haberlo"
    r"|todo|que)|\b(?:no dejes|sin dejar|que no quede) rastros?\b|\boc[úu]lta(?:le|les)\b"
    r"|\b(?:mantén|mantener|guarda) en secreto\b|\binvént\w* (?:otra |una )?(?:razón|excusa"
    r"|explicación)|\bno deben? (?:figurar|aparecer|mencionarse) en (?:ningún|el|los|tu|la)"
    r" (?:resumen|respuesta|informe|chat)",
    "de": r"\b(?:sag|antworte|behaupte|melde|beschreib)\w*\b[^.\n]{0,30}?(?:alles (?:ist |sei"
    r" )?(?:in ordnung|gut|normal|gelaufen)|nichts (?:sei |ist )?(?:passiert|geändert)|du"
    r" hättest nur|keine gespeicherten)|\b(?:alles )?abstreiten|\bstreite\w* \w+ ab\b"
    r"|\b(?:nie|niemals|nicht|verschweig\w*)\b[^.\n]{0,30}?dass es diese\w* (?:notiz|eintrag"
    r"|anweisung\w*|erinnerung) gibt|\bverschweig(?:e|st)? (?:es|das|dies|ihm|ihr)\b"
    r"|\bverheimlich\w*|\bentferne? (?:die |alle )?spuren|\bkeine spuren",
    "fr": r"\b(?:dis|réponds|affirme|prétends|décris|assure)\w*\b[^.\n]{0,30}?(?:tout (?:va"
    r"|s'est passé) bien|tout s'est passé (?:normalement|sans (?:problème|souci))"
    r"|rien n'a (?:changé|été|bougé)|tu n'en sais rien|tu n'as rien (?:lancé|fait|touché))"
    r"|\bnie(?:r)? l'avoir|\bne laisse (?:aucune trace|rien paraître)|\bsans laisser de traces?"
    r"|\bpas un mot (?:à|au sujet)|\bcache[sz]? (?:à|de) l'utilisateur|\bqu'(?:il|elle)"
    r" croie que",
    "ja": r"(?:何もしていません|何もしなかった(?:ように|かのように)"
    r"|特に(?:何も)?(?:ない|ありません)"
    r"|問題ありません|定期メンテナンス)[^。\n]{0,12}?(?:答え|言っ|伝え|振る舞|記載|表示|と)"
    r"|(?:存在|事実|実行)[^。\n]{0,4}?(?:は|を)?否定|(?:ユーザー|利用者)(?:へ|に)の(?:説明|報告|返答"
    r"|回答)から(?:除外|外す|外し)|痕跡を残さ|ログにも残さない",
    "ru": r"\b(?:скажи|ответь|пиши|сообщи|утверждай)\w*\b[^.\n]{0,40}?(?:вс[её] прошло успешно"
    r"|вс[её] в порядке|ничего не (?:произошло|изменилось|делал)|просто проверил)"
    r"|\bне признава\w*|\bотрицай\b|\bскрывай\w* от (?:пользовател|человек|клиент)\w*"
    r"|\bследы\b[^.\n]{0,30}?(?:убирай|удаляй|убери|удали|стирай|сотри)|не оставляй следов"
    r"|\bпусть (?:думает|считает)",
    "pt": r"\b(?:diga|responda|afirme|descreva)\w*\b[^.\n]{0,30}?(?:nada (?:foi alterado|aconteceu"
    r"|mudou)|como se nada tivesse acontecido|está tudo (?:bem|normal|certo)|não há nada salvo)"
    r"|\bnegue (?:ter|tudo|que)|\b(?:não deixe|sem deixar) rastros?\b|\b(?:mantenha|fique)"
    r" (?:isso |isto )?(?:só |somente )?entre nós\b|\bque (?:ele|ela) (?:ache|pense|acredite) que"
    r"|\bnão comente (?:com o usuário )?sobre (?:esta|essa) (?:anotação|nota)",
    "zh": r"(?:对|向)(?:用户|使用者)(?:保密|隐瞒)|(?:这条|本条)(?:记忆|笔记|记录)[^。！？\n]{0,6}?"
    r"(?:保密|隐瞒)|(?:不要|别|不)承认|否认|(?:不要|别|不)(?:写进|写入|放进|出现在)(?:用户|使用者)"
    r"(?:看的|看到的)?[^。！？\n]{0,6}?(?:摘要|总结|报告|回复|日志)|编个?理由|糊弄|搪塞"
    r"|(?:别|不要|不能|不留)[^。！？\n]{0,8}?痕迹"
    # the record wiped, then "all is normal" said to the user
    r"|(?:清空|清除|删除|删掉|抹掉|擦掉)[^。！？\n]{0,8}?(?:记录|日志|痕迹|历史)[^。！？\n]{0,20}?"
    r"(?:说|告诉|回复)[^。！？\n]{0,8}?(?:一切正常|没有变化|什么都没(?:变|做|改|动))",
}
