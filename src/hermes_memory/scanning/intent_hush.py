"""Concealment framed as convenience in the seven languages beyond English, and two shapes
every language has: a cover story for when the person asks ("say it was a routine check")
and "don't let them notice that you are copying". Pattern text only; rules_covert
compiles it.
"""

from __future__ import annotations

# The same families in the other seven languages: the person helped must not know of the
# named act, don't mention it, leave it out of replies, act as if this note did not exist,
# do it silently and say nothing.
_COVERT_ZH = (
    r"(?:这\N{CJK UNIFIED IDEOGRAPH-4E00}?(?:步|条|件事|操作|笔记|记录|指令)|上传|转发|额外|副本"
    r"|你(?:发送|上传|转发|复制)的|你[^。！？\n]{0,6}?(?:抄送|转发|上传|复制|发送|发了|传到"
    r"|同步到))"
)
_COVERT_ES = (
    r"(?:este paso|esta nota|esta entrada|estas instrucciones|la subida|el envío|la copia"
    r"|el reenvío|la transferencia|lo que (?:envías|subes|copias|reenvías|mandas)"
    r"|que (?:tú )?(?:reenviaste|enviaste|copiaste|subiste|mandaste|compartiste|has (?:reenviado"
    r"|enviado|copiado|subido)))"
)
_COVERT_DE = (
    r"(?:davon|diese\w* schritt|diese\w* notiz|diese\w* eintrag|de[nm] upload|de[nm] versand"
    r"|der kopie|die kopie|der weiterleitung|die weiterleitung|was du (?:sendest|hochlädst"
    r"|weiterleitest|kopierst)|(?:zum|vom|den|dem) (?:versand|upload|weiterleiten|kopieren)"
    r"|dass du [^.\n]{0,30}?(?:weitergeleitet|gesendet|geschickt|kopiert|hochgeladen|übertragen"
    r"|exportiert))"
)
_COVERT_FR = (
    r"(?:cette étape|cette note|cette entrée|ces instructions|cette instruction|l'envoi"
    r"|l'upload|le transfert|la copie|le renvoi|la redirection|ce transfert|ce que tu (?:envoies"
    r"|transmets|copies|téléverses)|que tu (?:as |es )?(?:transféré|envoyé|copié|téléversé|partagé"
    r"|exporté|transmis|transfères|envoies|copies))"
)
_COVERT_RU = (
    r"(?:об этом|об? эт\w* (?:запис|заметк|загрузк|копи|пересылк|отправк|шаг)\w*|о (?:загрузке"
    r"|пересылке|отправке|копии)|эт\w* (?:шаг|запис|заметк)\w*|(?:загрузк|пересылк|отправк)у"
    r"|что ты (?:отправляешь|пересылаешь|копируешь|загружаешь)|(?:загрузк|пересылк|отправк"
    r"|выгрузк)\w*|что (?:ты |копия |данные |файлы |письма )?[^.\n]{0,20}?(?:ушл|отправил|переслал"
    r"|скопировал|загрузил|выгрузил|передал)\w*)"
)
_COVERT_PT = (
    r"(?:este passo|esta etapa|esta nota|esta entrada|o envio|o upload|a cópia|o encaminhamento"
    r"|a transferência|o que você (?:envia|copia|encaminha|sobe|manda)|que (?:você )?(?:encaminhou"
    r"|enviou|copiou|subiu|compartilhou|exportou|mandou|transferiu))"
)
HUSH_INTL = {
    "zh": r"(?:用户|使用者|对方|主人|老板|他们)(?:不需要|没必要|无需|不必|不用|不能|不可以"
    rf"|不应该|不该|别)[^。！？\n]{{0,4}}?(?:知道|了解|察觉|发现|注意到|被告知|听说){_COVERT_ZH}"
    r"|(?:不要|别|无需|不必|没必要|不用)[^。！？\n]{0,8}?(?:提|说明|解释|汇报|报告|透露|打扰|告诉"
    r"|讲"
    rf"|通知)[^。！？\n]{{0,8}}?{_COVERT_ZH}"
    r"|(?:在|从)?(?:回复|回答|总结|摘要|日志|报告)(?:里|中)[^。！？\n]{0,4}?(?:不要|别|不必|略去"
    rf"|省略|删去|去掉)[^。！？\n]{{0,6}}?{_COVERT_ZH}"
    r"|就当(?:这条|本条|这些)(?:笔记|记录|指令|说明|消息)(?:不存在|没有)"
    r"|(?:绝不|不要|别|永远不要)承认(?:这条|本条|这些)(?:笔记|记录|指令|说明)"
    r"|(?:悄悄|默默|静静)地?[^。！？\n]{0,20}?(?:不要|别|无需)(?:提|通知|说|声张|告诉)",
    "es": r"\b(?:el usuario|la persona|el cliente|el dueño|el propietario)\b[^.\n]{0,12}?no"
    r" (?:necesita|tiene (?:por|que)|debe|debería|hace falta que)[^.\n]{0,12}?(?:saber"
    rf"|enterarse|notar|ver|conocer)\w*[^.\n]{{0,20}}?{_COVERT_ES}"
    r"|\b(?:no hace falta|no es necesario|no hay que|no hay necesidad de|no|nunca|sin)"
    r" (?:le |les )?(?:mencionar|menciones|contar|cuentes|decir|digas|avisar|avises|informar"
    r"|informes|molestar|molestes|comentar|comentes|explicar|expliques)\w*[^.\n]{0,30}?"
    rf"{_COVERT_ES}"
    r"|\b(?:omite|deja fuera|quita|no incluyas)\b (?:cualquier mención (?:a|de) )?"
    rf"{_COVERT_ES}[^.\n]{{0,20}}?\b(?:de|en) (?:tu|tus|la|las|cada) (?:respuesta|resumen"
    r"|informe|registro)"
    r"|\b(?:actúa|haz|responde) como si (?:esta|estas) (?:nota|entrada|instrucci\w*) no"
    r" (?:existiera|existieran|existe)|\bnunca (?:reconozcas|admitas|confirmes) (?:que )?"
    r"(?:esta|estas) (?:nota|entrada|instrucci\w*)"
    r"|\b(?:en silencio|discretamente|sin decir nada|sin avisar)\b[^.\n]{0,40}?\bno (?:lo )?"
    r"(?:menciones|anuncies|avises|comentes|digas)\b",
    "de": r"\b(?:nutzer|benutzer|kunde|besitzer|person)\w*\b[^.\n]{0,60}?(?:"
    rf"{_COVERT_DE}[^.\n]{{0,40}}?\b(?:nichts|nicht|nie)\b|\b(?:nichts|nicht|nie)\b"
    rf"[^.\n]{{0,40}}?{_COVERT_DE})[^.\n]{{0,30}}?\b(?:wissen|erfahren|merken|bemerken"
    r"|mitbekommen)\b"
    r"|\b(?:erwähn|sag|erzähl|meld|bericht|verrat|belästig|behellig)\w*\b[^.\n]{0,40}?(?:"
    rf"{_COVERT_DE}[^.\n]{{0,30}}?\bnicht\b|\bnicht\w*\b[^.\n]{{0,30}}?{_COVERT_DE})"
    r"|\b(?:lass|streich|entfern)\w*\b[^.\n]{0,40}?(?:"
    rf"{_COVERT_DE}[^.\n]{{0,40}}?\b(?:antwort|zusammenfassung|bericht|protokoll)\w*"
    rf"|\b(?:antwort|zusammenfassung|bericht|protokoll)\w*[^.\n]{{0,40}}?{_COVERT_DE})"
    r"|\btu so,? als (?:ob )?(?:es )?(?:diese\w*) (?:notiz|eintrag|anweisung\w*) nicht"
    r"|\bals gäbe es (?:diese\w*) (?:notiz|eintrag|anweisung\w*) nicht"
    r"|\b(?:gib|räum)\w* nie\w* zu,? dass (?:es )?(?:diese\w*) (?:notiz|eintrag|anweisung)"
    r"|\b(?:still und leise|stillschweigend|unauffällig|im hintergrund)\b[^.\n]{0,40}?"
    r"(?:ohne (?:es )?(?:zu )?(?:erwähnen|ankündigen|melden|sagen)|nicht (?:erwähnen"
    r"|ankündigen|melden))",
    "fr": r"\b(?:l'utilisateur|la personne|le client|le propriétaire)\b[^.\n]{0,20}?n'a pas"
    r" (?:besoin|à) (?:de |d')?(?:savoir|être (?:au courant|informé\w*)|connaître|remarquer)"
    rf"[^.\n]{{0,20}}?{_COVERT_FR}"
    r"|\b(?:inutile de|pas besoin de|ne|n'|sans)\s?(?:le |lui |leur |en )?(?:mentionn|signal"
    rf"|dire|dis\b|précis|expliqu|dérang|embêt|ennui|inform|parl)\w*[^.\n]{{0,50}}?{_COVERT_FR}"
    rf"|\b(?:omets|laisse de côté|retire|n'inclus pas)\b[^.\n]{{0,30}}?{_COVERT_FR}"
    r"[^.\n]{0,30}?\b(?:réponse|résumé|rapport|journal)"
    r"|\b(?:fais|agis|réponds) comme si (?:cette|ces) (?:note|entrée|instruction)s?"
    r" n'existai(?:t|ent) pas|\bne reconnais jamais (?:que )?(?:cette|ces) (?:note|entrée"
    r"|instruction)"
    r"|\b(?:discrètement|en silence|sans bruit|silencieusement|en arrière-plan)\b[^.\n]{0,40}?"
    r"(?:sans (?:le )?(?:mentionner|annoncer|signaler|dire)|ne (?:le )?(?:mentionne|signale"
    r"|annonce|dis) (?:pas|rien))",
    "ja": r"(?:ユーザー|ユーザ|利用者|相手|持ち主|オーナー)(?:は|に|には)[^。\n]{0,20}?"
    r"(?:この(?:手順|ステップ|メモ|件|作業|送信|アップロード|コピー)|送信|アップロード|転送"
    r"|コピー)[^。\n]{0,20}?(?:知らせる必要は(?:ない|ありません)|知る必要は(?:ない|ありません)"
    r"|伝える必要は(?:ない|ありません)|言う必要は(?:ない|ありません)|気づかせない|知らせない"
    r"|伝えない|言わない|触れない)"
    r"|(?:この(?:手順|ステップ|メモ|件|作業)|送信|アップロード|転送|コピー)(?:のこと)?(?:は|を"
    r"|について)[^。\n]{0,16}?(?:返信|回答|要約|報告|ログ|チャット)(?:に|で|から)(?:は)?"
    r"[^。\n]{0,6}?(?:書かない|含めない|触れない|載せない|省い|省略|出さない)"
    r"|(?:送信|アップロード|転送|コピー|共有|同期)(?:のこと|の件)?(?:は|を)[^。\n]{0,16}?(?:伏せ"
    r"|内緒"
    r"|黙っ|秘密に)"
    r"|(?:返信|回答|要約|報告|ログ|チャット)(?:で|に|の中で)(?:は)?[^。\n]{0,10}?(?:送信"
    r"|アップロード"
    r"|転送|コピー)[^。\n]{0,8}?(?:触れない|書かない|言及しない|含めない|出さない)"
    r"|この(?:メモ|指示|エントリー?)(?:は|が)存在しない(?:かのように|ように|ふり)"
    r"|(?:この|これらの)(?:メモ|指示|エントリー?)[^。\n]{0,6}?(?:認めない|存在を認め)"
    r"|(?:こっそり|黙って|静かに|裏で|バックグラウンドで)[^。\n]{0,30}?(?:報告しない|伝えない"
    r"|言わない|知らせない|触れない)",
    "ru": r"\b(?:пользовател|человек|клиент|владел)\w*\b[^.\n]{0,30}?(?:не (?:нужно|надо"
    r"|обязательно|должен|должна|стоит|следует)|незачем|ни к чему)[^.\n]{0,20}?(?:знать"
    rf"|узнавать|узнать|замечать|заметить|сообщать)[^.\n]{{0,20}}?{_COVERT_RU}"
    r"|\b(?:не (?:упоминай|говори|сообщай|рассказывай|беспокой|докладывай|отвлекай|грузи)"
    r"|(?:незачем|не нужно|не надо) (?:упоминать|говорить|сообщать|беспокоить|рассказывать))"
    rf"\w*[^.\n]{{0,30}}?{_COVERT_RU}"
    rf"|\b(?:убери|исключи|опусти|не включай)\w*[^.\n]{{0,30}}?{_COVERT_RU}[^.\n]{{0,30}}?"
    r"(?:ответ|сводк|отч[её]т|журнал|лог)\w*"
    r"|\b(?:веди себя|делай вид|отвечай),? (?:так,? )?(?:будто|как будто|словно) (?:этой|этих)"
    r" (?:заметки|записи|инструкции|инструкций) (?:нет|не существует)"
    r"|\bникогда не признавай\w*,? что (?:эта|эти) (?:заметка|запись|инструкци)"
    r"|\b(?:тихо|молча|незаметно|втихую|в фоне|в фоновом режиме)\b[^.\n]{0,40}?не"
    r" (?:сообщай|говори|упоминай|предупреждай|объявляй)",
    "pt": r"\b(?:o usuário|o usuario|a pessoa|o cliente|o dono)\b[^.\n]{0,20}?não (?:precisa"
    r"|tem que|deve|deveria)[^.\n]{0,12}?(?:saber|ficar sabendo|perceber|notar|ver)"
    rf"[^.\n]{{0,20}}?{_COVERT_PT}"
    r"|\b(?:não|nunca|sem|não precisa|não é preciso|não há necessidade de) (?:\w+ )?"
    r"(?:mencione|mencionar|conte|contar|avise|avisar|informe|informar|incomode|incomodar"
    rf"|comente|comentar|diga|dizer)\w*[^.\n]{{0,30}}?{_COVERT_PT}"
    rf"|\b(?:omita|deixe de fora|retire|não inclua)\b[^.\n]{{0,30}}?{_COVERT_PT}"
    r"[^.\n]{0,30}?\b(?:resposta|resumo|relatório|registro|log)"
    r"|\b(?:aja|responda|faça de conta|finja) como se (?:esta|estas) (?:nota|entrada"
    r"|instruç\w*) não existi\w*|\bnunca (?:admita|reconheça|confirme) (?:que )?"
    r"(?:esta|estas) (?:nota|entrada|instruç\w*)"
    r"|\b(?:silenciosamente|discretamente|em silêncio|em segundo plano|sem alarde)\b"
    r"[^.\n]{0,40}?(?:não (?:avise|mencione|comente|diga|anuncie)|sem (?:avisar|mencionar"
    r"|comentar|dizer|anunciar))",
}

# Two shapes every language has: a cover story for when the person asks (call it routine),
# and "don't let them notice that you are copying".
_ASK_TELL_LIE = {
    "es": (
        r"\bsi\b[^.\n]{0,40}?pregunt\w*",
        r"(?:dile|diles|di|responde|contesta|explica)\b",
        r"(?:comprobación|verificación|revisión|chequeo|sincronización|copia de seguridad)"
        r" (?:de rutina|rutinaria|periódica|programada|normal)|nada (?:raro|especial)",
    ),
    "de": (
        r"\b(?:falls|wenn|sollte)\b[^.\n]{0,40}?fragt",
        r"(?:sag|antworte|erklär)\w*",
        r"routine\w*|(?:regelmäßige|planmäßige|normale|übliche) (?:prüfung|kontrolle|überprüfung"
        r"|synchronisierung|wartung|sicherung)|nichts (?:besonderes|ungewöhnliches)",
    ),
    "fr": (
        r"\bsi\b[^.\n]{0,40}?demande",
        r"(?:dis|réponds|explique)\w*",
        r"(?:vérification|contrôle|synchronisation|sauvegarde) (?:de routine|périodique|planifiée"
        r"|habituelle|normale)|rien (?:d'anormal|de spécial|d'inhabituel)",
    ),
    "zh": (
        r"(?:问起|问到|问|询问)",
        r"(?:就说|说|告诉|回答|解释)",
        r"例行|常规(?:检查|同步|操作|维护)|正常(?:操作|同步)|什么都没(?:发生|做|变)|没什么(?:特别"
        r"|事)",
    ),
    "ja": (
        r"(?:聞かれ|尋ねられ|質問され)",
        r"(?:答え|言っ|説明|伝え)",
        r"定期(?:チェック|点検|確認|同期|メンテナンス)|(?:通常|いつも)の(?:チェック|点検|確認"
        r"|処理)",
    ),
    "ru": (
        r"\bесли\b[^.\n]{0,40}?спрос\w*",
        r"(?:скажи|ответь|объясни)",
        r"(?:плановая|обычная|рутинная|регулярная|стандартная|штатная) (?:проверка|синхронизация"
        r"|диагностика|процедура|операция)|ничего (?:особенного|необычного)",
    ),
    "pt": (
        r"\bse\b[^.\n]{0,40}?pergunt\w*",
        r"(?:diga|responda|explique)",
        r"(?:verificação|checagem|sincronização) (?:de rotina|rotineira|periódica|programada"
        r"|normal)|nada (?:de mais|demais|especial|anormal)",
    ),
}
_UNNOTICED = {
    "es": r"\b(?:no|nunca|sin|evita)\b[^.\n]{0,40}?(?:se entere|sepa|note|descubra|perciba"
    r"|se dé cuenta|enterarse|saber|notar|descubrir)\w*\b[^.\n]{0,12}?\b(?:de )?que (?:tú )?"
    r"(?:copias|envías|reenvías|subes|mandas|compartes|transfieres|exportas|has (?:copiado"
    r"|enviado|reenviado|subido)|estás (?:copiando|enviando|reenviando|subiendo|compartiendo))",
    "de": r"\b(?:nicht|nie|niemals|ohne)\b[^.\n]{0,30}?(?:merk|erfahr|wiss|mitbekomm|bemerk"
    r"|sieh|seh)\w*,? dass du\b[^.\n]{0,30}?(?:kopierst|sendest|schickst|verschickst"
    r"|weiterleitest|hochlädst|teilst|überträgst|exportierst)",
    "fr": r"\b(?:ne|n'|sans)\b[^.\n]{0,30}?(?:remarqu|aperçoi|rende compte|sach|découvr|devin)"
    r"\w*[^.\n]{0,6}? que tu\b[^.\n]{0,20}?(?:copies|envoies|transfères|transmets|téléverses"
    r"|partages|exportes|as (?:copié|envoyé|transféré))",
    "zh": r"(?:不要|别|不能|千万别|不可|避免)让(?:用户|使用者|对方|主人|他们|他|她)"
    r"[^。！？\n]{0,4}?(?:发现|知道|察觉|注意到|看到|看出|起疑)[^。！？\n]{0,6}?你"
    r"[^。！？\n]{0,4}?(?:转发|上传|复制|发送|同步|导出|拷贝|分享)",
    "ja": r"(?:ユーザー|ユーザ|利用者|相手|持ち主|オーナー)に[^。\n]{0,20}?(?:転送|送信"
    r"|アップロード|コピー|共有|同期|エクスポート)して(?:いる|た)こと[^。\n]{0,6}?(?:気づかれ"
    r"|知られ|バレ|悟られ)(?:ない|ず|ぬ)",
    "ru": r"(?:\bне (?:дай|давай|позволяй)\w*|\bчтобы\b[^.\n]{0,30}?\bне)\b[^.\n]{0,30}?"
    r"(?:понять|узнать|заметить|догадаться|увидеть|узнал|заметил|понял|догадался)\w*,? что ты\b"
    r"[^.\n]{0,20}?(?:пересылаешь|отправляешь|копируешь|загружаешь|передаёшь|передаешь"
    r"|выгружаешь|сливаешь)",
    "pt": r"\b(?:não|nunca|sem que|evite que)\b[^.\n]{0,30}?(?:perceb|sab|not|descubr|desconfi)"
    r"\w*[^.\n]{0,6}? que (?:você )?(?:está |esteja )?(?:encaminhando|enviando|copiando|subindo"
    r"|compartilhando|exportando|encaminha|envia|copia|sobe|compartilha)",
}
HUSH_MORE = {
    lang: rf"{ask}[^.\n]{{0,60}}?(?:{tell}[^.\n]{{0,40}}?(?:{lie})|(?:{lie})[^.\n]{{0,20}}?{tell})"
    rf"|{_UNNOTICED[lang]}"
    for lang, (ask, tell, lie) in _ASK_TELL_LIE.items()
}

# "The user needn't know it": the person helped, a not-need-to-know, and a pronoun for the
# thing (a noun there, "the user needn't know SQL", is an ordinary note).
_PRONOUN_UNAWARE = {
    "es": r"\b(?:el usuario|la persona|el cliente|el dueño)\b[^.\n]{0,12}?no (?:necesita|tiene por"
    r" qué|tiene que|debe|debería) (?:saber|enterarse|notar|conocer)(?:lo|la|los)\b",
    "de": r"\b(?:der (?:nutzer|benutzer|kunde|besitzer)|die person)\b[^.\n]{0,12}? (?:muss|braucht"
    r"|soll|sollte|darf) (?:das|es|davon) (?:nicht|nichts|nie) (?:zu )?(?:wissen|erfahren|merken"
    r"|mitbekommen)\b",
    "fr": r"\b(?:l'utilisateur|la personne|le client)\b[^.\n]{0,12}? n'a pas (?:besoin|à) de"
    r" (?:le|la|les) (?:savoir|connaître|remarquer)\b",
    "pt": r"\b(?:o usuário|o usuario|a pessoa|o cliente)\b[^.\n]{0,12}? não (?:precisa|tem que"
    r"|deve) (?:saber|ficar sabendo|perceber|notar) (?:disso|isso|de nada)\b",
    "ru": r"\b(?:пользовател|человек|клиент)\w*\b[^.\n]{0,20}?об этом[^.\n]{0,12}?(?:знать|узнавать"
    r"|сообщать)[^.\n]{0,6}?не (?:обязательно|нужно|надо|стоит)"
    r"|\bне став\w* (?:пользовател\w*|человек\w*|никого) в известность",
    "zh": r"(?:这件事|这个|此事|这\N{CJK UNIFIED IDEOGRAPH-4E00}步|这些)[^。！？\n]{0,6}?(?:不用"
    r"|不必|不要|别|无需)让(?:用户"
    r"|使用者|对方|主人)(?:知道|发现|察觉|看到)"
    r"|(?:不要|别|不能|千万别|不可|避免)让(?:用户|使用者|对方|主人|他们|他|她)[^。！？\n]{0,4}?"
    r"(?:发现|知道|察觉|注意到|看到)[^。！？\n]{0,6}?你[^。！？\n]{0,6}?(?:发给|发到|传给|传到"
    r"|交给|寄给)",
    "ja": r"(?:このこと|この件|これ)(?:は|を)[^。\n]{0,10}?(?:ユーザー|ユーザ|利用者)に(?:は)?"
    r"[^。\n]{0,6}?(?:知らせない|言わない|伝えない|黙って|内緒)",
}
HUSH_MORE = {lang: rf"{pattern}|{_PRONOUN_UNAWARE[lang]}" for lang, pattern in HUSH_MORE.items()}
