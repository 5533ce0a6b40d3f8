"""Word classes for concealment told by its structure (``rules_kept_from`` joins them), one
entry per language: an act or a result of the assistant (a change, a charge, a deletion, an
error, a failed test) and its being kept from the user (don't mention, leave it out of the
summary, quietly, without asking, behind their back, so they don't notice, deny it).

The act class is the assistant's work (files, settings, payments, logs, tests), not a
party, a gift or a launch date: a surprise kept from a friend or an embargo kept from the
press names none of it.
"""

from __future__ import annotations

# A review preference's object: what a formatter fixes, not what the assistant did ("don't flag
# formatting-only changes", "ne signale pas les changements d'indentation", "не отмечай
# изменения отступов") -- a reviewer told what to leave uncommented, nothing kept from anyone.
_COSMETIC_AFTER = (
    r"[^.;\n]{0,40}?\b(?:formatting|whitespace|indentation|trailing|import order|style nits?"
    r"|nits?|typos?|line[- ]endings?|indentaci\w+|indentation|espaces?|einr[üu]ckung\w*"
    r"|leerzeichen|formatierung|indenta[çc][ãa]o|espa[çc]os|отступ\w*|пробел\w*|форматировани\w*"
    r"|espacios|sangr[íi]as?|saltos de l[íi]nea)\b"
)

# The same object in Chinese, just before the "不用提": "只改了空格和缩进的差异不用提" (a
# lookbehind each, fixed width; tried only where a "not mention" word starts).
_COSMETIC_ZH = "".join(
    f"(?<!{thing}{of}{change}{then})"
    for thing in ("空格", "缩进", "空白", "换行", "格式", "排版", "错别字")
    for of in ("", "的")
    for change in ("", "差异", "改动", "变更", "修改", "变动", "问题")
    for then in ("", "就")
)

# Kept from the user.
KEPT_FROM = {
    "en": r"\b(?:don't|do not|never|no need to|without) (?:ever )?(?:mention(?:ing)?|tell(?:ing)?"
    r"|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|flag(?:ging)?(?!"
    + _COSMETIC_AFTER
    + r")|bring(?:ing)?"
    r" (?:it|this|that) up|let(?:ting)? (?:them|him|her|the \w+|anyone) (?:know|see))\b(?! me\b)"
    r"|\bleave (?:it|this|that|them|those|\w+) out of\b"
    r"|\b(?:left|leave|leaves|kept|keeps) (?:off|out of) (?:the|your|any|his|her|their|every)"
    r" (?:\w+ ){0,2}(?:summary|report|recap|statement|overview|invoice|list|log)\b"
    r"|\b(?:summary|report|statement|overview|view|screen|version) (?:that"
    r" |which )?(?:the (?:user|owner|account \w+|client|customer|boss|manager)|she|he|they)"
    r" (?:sees?|reads?|gets?|checks?)\b"
    r"|\b(?:omit|drop|strip|remove|cut|scrub|keep) (?:it |this |that |them |those |(?:this|that"
    r"|these|those|the) \w+ )?(?:from|out"
    r" of|off) (?:the|your|any|his|her|their) (?:\w+ )?(?:summary|report|recap|log|logs|reply"
    r"|answer|notes|minutes|changelog|history|output|status|list)\b"
    r"|\bkeep (?:it|this|that|the \w+(?: \w+)?) (?:between us|to yourself|quiet|off the record"
    r"|under wraps|secret|hidden|out of sight)\b"
    r"|\b(?:covertly|secretly|on the quiet|on the sly"
    r"|under the radar|behind (?:their|his|her|the user's|the owner's) backs?)\b"
    r"|\bwithout (?:telling|informing|notifying|a word|saying anything|a trace"
    r"|(?:them|him|her|the user|the owner|anyone) (?:knowing|noticing|seeing))\b"
    r"|\b(?:when|while|whenever|only when) (?:the user|they|he|she|the owner|the \w+) (?:is|are"
    r"|goes|go|has gone|'s|'re) (?:away|offline|asleep|not looking|out|on leave|on holiday"
    r"|on vacation|to bed|logged out)\b|\bso (?:that )?(?:nobody|no one) (?:sees|notices|knows"
    r"|finds out|can see|will see|will notice)\b"
    r"|\bso (?:that )?(?:the user|they|he|she|nobody|no one|the owner|the admin|the manager"
    r"|the auditor|the client|the customer) (?:doesn't|does not|don't|do not|won't|will not"
    r"|can't|cannot|never) (?:see|notice|know|find out|learn|realise|realize)\b"
    r"|\b(?:doesn't|does not|don't|do not) need to know\b|\bmust(?:n't| not) (?:find out|know"
    r"|learn|notice)\b|\bnot to be (?:reported|mentioned|disclosed)\b"
    r"|\bhide (?:it|this|that|them) from\b|\bin the dark\b"
    r"|\bbefore (?:anyone|anybody|the \w+|he|she|they|the user) (?:\w+ )?(?:sees?|notices?|checks?"
    r"|exports?|finds? out|looks?|reviews?)\b|\b(?:only|just) (?:show|mention|list|report|put"
    r"|write|display)(?! me\b)\b"
    r"|\bdeny(?:ing)? (?:it|that|everything|having|any|ever)\b",
    "zh": r"(?=不要|别|不用|不必)" + _COSMETIC_ZH + r"(?:不要|别|不用|不必)(?:告诉"
    # ("不要让它用超级用户的身份连接": a service kept from a privilege, not a person kept
    # from knowing; "让" counts when knowing or seeing follows)
    r"|提(?![交供醒高前出意议])|说|讲|透露"
    r"|让(?=[^，。；\n]{0,10}?(?:知道|看到|看见|发现|察觉|注意到|了解|起疑|怀疑|听到|查到|知晓|得知)))"
    r"|(?:汇报|报告|纪要|总结|回复|记录|日志)(?:里|中)?(?:不要|别|不)(?:写|提(?![交供醒高前出意议])"
    r"|出现)|(?:不要|别)(?:在|从)?(?:回复|汇报|报告|日志|记录|总结|纪要|操作日志)?(?:里|中)?(?:记"
    r"|写|放|提)(?:在|进|到|入)?(?=\S{0,10}(?:汇报|报告|纪要|总结|回复|记录|日志))|(?:不要|别)(?:给"
    r"|让)(?:用户|客户|他|她|老板|管理员|主管)(?:看|知道|发现)|在\S{0,6}(?:发现|看到|察觉)之前"
    r"|只(?:显示|报)|只写(?![^，。；\n]{0,10}?名(?:字|称)?[，,、]?\s?(?:不写|不填|不放)(?:值|明文))|瞒着|偷偷|悄悄|暗中|私下|背着|默默|不声不响"
    r"|神不知鬼不觉|不留痕迹|从(?:日志|记录|汇报|报告|纪要|总结|回复|输出|操作日志)(?:里|中)?"
    r"(?:删|抹|去掉|拿掉)|趁(?:用户|他|她)(?:不在"
    r"|不注意|睡)|(?:用户|他|她|老板|主人)(?:下线|离线|睡着|不在|外出|出差)|否认|别(?:让)?(?:他|她|用户|客户)(?:知道|看到|发现)",
    "ja": r"(?:要約|報告|まとめ|レポート|返信|回答|明細)\S{0,12}?触れ(?:ない|ずに)|見せる画面から"
    r"|(?:寝ている|留守の|不在の|いない|オフラインの)間|言わない|言わずに|伝えない|伝えずに|知らせない|知らせずに|黙って|こっそり|密かに"
    r"|ひそかに"
    r"|内緒|秘密に|気づかれ(?:ない|ず)|知られ(?:ない|ず)|バレない|ばれない|見せない"
    r"|(?:報告|記録|ログ|履歴|まとめ|要約|サマリー|一覧|返信|回答|メール|明細|通知|レポート"
    r"|議事録)(?:書|欄)?(?:から|に|には|では)"
    r"(?:は)?(?:書か|載せ|含め|外|省|消|削除|出さ)|報告しない|報告せず|否定|(?:気づく|見る"
    r"|確認する)前に",
    "es": r"\bno (?:le |les |lo |la |se lo )?(?:menciones|mencione|digas|diga|cuentes|cuente"
    r"|avises|avise|informes|informe|comentes|notifiques|incluyas|pongas|registres|anotes"
    r"|reflejes|muestres)\b(?!"
    + _COSMETIC_AFTER
    + r")|\bsin (?:avisar|decir(?:le|les|lo)?|mencionar(?:lo)?|informar"
    r"|dejar rastro|que (?:\w+ ){0,3}(?:se entere|lo sepa"
    r"|lo vea|lo note))\b|\ba escondidas\b|\ben secreto\b|\bcalladamente\b"
    r"|\bsilenciosamente\b|\ben silencio\b|\bdiscretamente\b|\bde tapadillo\b"
    r"|\bque no se entere\b|\bmientras (?:\w+ ){0,3}(?:duerme|está fuera|esté fuera"
    r"|está desconectad\w*|esté desconectad\w*|no está)\b|\bcuando (?:\w+ ){0,3}(?:duerma"
    r"|esté fuera|esté desconectad\w*|no esté)\b|\bno (?:debe|tiene que|necesita) (?:enterarse"
    r"|saber\w*)\b"
    r"|\bomit(?:e|a|ir|iendo)\b|\bentre (?:nosotros|tú y yo)\b|\bneg(?:ar|ando|ue)\b"
    r"|\b(?:deja|dejes|dejar)(?:l[oa]s?)? fuera\b"
    r"|\bpara que (?:\w+ ){0,3}no (?:lo |la |los )?(?:vea|note|sepa|se entere|descubra)\b"
    r"|\bantes de que (?:\w+ ){0,3}(?:lo |la )?(?:vea|note|revise|se entere)\b"
    r"|\b(?:solo|sólo|únicamente) (?:pon|di|muestra|menciona|escribe|indica|describe|habla)\b"
    r"|\b(?:describe|menciona|habla de|comenta) (?:solo|sólo|únicamente)\b"
    r"|\b(?:muestra|pon|indica) (?:solo|sólo|únicamente)\b",
    "de": r"\b(?:nicht|nie|keinesfalls) (?:\w+ ){0,4}?(?:erwähnen|erwähnst|erzählen|erzählst|sagen"
    r"|sagst|melden|meldest|mitteilen|verraten|verrätst|informieren|benachrichtigen|zeigen"
    r"|zeigst|aufführen|eintragen|protokollieren)\b|\bohne (?:\w+ )?(?:bescheid"
    r"|zu sagen|zu informieren|zu melden|zu erwähnen)\b"
    r"|\bohne dass (?:\w+ ){0,9}?(?:merkt|erfährt|sieht|auftaucht|mitbekommt)\b"
    r"|\bdamit (?:\w+ ){0,6}?nicht (?:auffall\w*|auffäll\w*|bemerk\w*|merk\w*|sieht|erfährt"
    r"|mitbekommt)\b|\bstill aus\b|\bgeschönt\w*"
    r"|\b(?:stillschweigend|heimlich|klammheimlich|unauffällig|unbemerkt|diskret|verdeckt"
    r"|hinter (?:seinem|ihrem|deren) rücken)\b|\bunter uns\b|\b(?:wenn|während"
    r"|solange) (?:\w+ ){0,3}(?:offline|abwesend|weg"
    r"|im urlaub|schläft|nicht da) (?:ist|sind)\b|\bfür dich behalten\b"
    r"|\b(?:weglassen|wegzulassen|auslassen|herauslassen|rauslassen|rausnehmen)\b"
    r"|\b(?:muss|braucht) (?:\w+ )?nicht (?:zu )?(?:wissen|erfahren)\b"
    r"|\b(?:leugne\w*|abstreiten|bestreite\w*)\b"
    r"|\bstill (?:und leise|per|beheben|korrigieren|ausgleichen|deaktivieren|löschen|entfernen)\b"
    r"|\bbevor (?:\w+ ){0,3}(?:es )?(?:sieht|merkt|prüft|bemerkt)\b"
    r"|\b(?:erwähne|erzähl|sag|melde|verrate|zeig|nenn)\w* (?:\w+ ){0,3}(?:nicht|nichts|keinem)\b",
    "fr": r"\bne (?:le |la |les |lui |leur |l')?(?:mentionne|mentionnes|dis|dites|signale"
    r"|signales|préviens|prévenez|avertis|informe|informes|mets|montre|montres|note|notes|parle"
    r"|parles|indique|indiques)(?: \w+)? (?:pas|jamais|rien)\b(?!"
    + _COSMETIC_AFTER
    + r")|\bsans (?:prévenir|le dire"
    r"|leur dire|lui dire|rien dire|avertir|informer|en parler|le signaler"
    r"|laisser de traces?|les faire apparaître|le faire apparaître)\b"
    r"|\bsans que (?:\w+ ){0,3}(?:le sache|s'en aperçoive|le voie|le remarque|apparaisse"
    r"|figure)\b|\ben douce\b|\bdiscrètement\b|\bsilencieusement\b|\ben silence\b"
    r"|\ben cachette\b|\b(?:quand|pendant qu'|pendant que|lorsqu')(?:\w+ |\w+'){0,3}(?:est|sont)"
    r" (?:absente?s?|hors ligne|déconnectée?s?|en congé|en vacances|couchée?s?)\b"
    r"|\bpendant (?:son|leur) (?:sommeil|absence)\b|\bà (?:son|leur) insu\b|\bdans (?:son"
    r"|leur) dos\b|\bentre nous\b"
    r"|\bomet(?:s|tre|tant)?\b|\bni(?:er|es)\b|\b(?:tu )?(?:dis|dites) rien\b"
    r"|\bn'en (?:parle|dis|mentionne|souffle)\w* (?:\w+ )?(?:pas|rien|jamais|mot)\b"
    r"|\b(?:afin|pour) qu(?:e |')(?:\w+ ){0,6}?(?:n'apparaisse|ne (?:le |la |les )?(?:voie"
    r"|remarque|sache))\b|\baucune trace\b"
    r"|\bn'a pas besoin de (?:le )?savoir\b"
    r"|\bavant que (?:\w+ ){0,3}(?:ne )?(?:le |la |les |l')?(?:voie|remarque|vérifie)\b"
    r"|\b(?:n'indique|ne montre|ne mets|n'affiche|ne mentionne) que\b"
    r"|\b(?:affiche|montre|indique|mets) (?:seulement|uniquement)\b",
    "ru": r"(?<!\w)(?:не (?:говори|сообщай|рассказывай|упоминай|пиши|показывай|предупреждай"
    r"|докладывай"
    r"|отмечай(?!"
    + _COSMETIC_AFTER
    + r")|вноси|указывай|включай|говорите|сообщайте)|без (?:предупреждени\w+"
    r"|ведома|уведомлени\w+|лишнего шума|следов)|молча|тихо|тихонько|втихую|втихаря|незаметно"
    r"|тайно|скрытно|пока (?:\w+ ){0,2}(?:спит|офлайн|в отпуске|отсутству\w+)|когда (?:\w+ )"
    r"{0,2}(?:офлайн|спит|в отпуске|отсутству\w+|не в сети)|по-тихому|за спиной|между нами"
    r"|скрыва\w* от|скрой от|скрыть от|молчок"
    r"|без палева"
    r"|чтобы (?:\w+ ){0,3}не (?:узнал\w*|заметил\w*|увидел\w*)"
    r"|не (?:должен|должна|должны|нужно|надо) (?:\w+ )?(?:знать|узнать|видеть)"
    r"|(?:сотри|удали|убери|вычеркни|вырежи)\w* (?:\w+ ){0,4}из (?:журнал\w*|отч[её]т\w*"
    r"|лог\w*|истори\w+|протокол\w*|сводк\w+)|быть не должно|не должно быть|отрицай"
    r"|отрицать"
    r"|пока (?:\w+ ){0,2}не (?:увидел\w*|заметил\w*)|до того как (?:\w+ ){0,2}(?:увидит|заметит)"
    r"|(?:показывай|пиши|указывай|упоминай|называй) только|только (?:показывай|пиши"
    r"|указывай))(?!\w)",
    "pt": r"\bnão (?:\w+ )?(?:relate|reporte|fale|comunique|mencione|menciona|mencionar|conte"
    r"|conta|contar|diga|diz|avise"
    r"|avisa|informe|informa|registre|registra|registrar|mostre|mostra|cite|cita|citar|coloque"
    r"|coloca|inclua|inclui|comente|comenta)\b|\bsem (?:avisar|dizer|contar|mencionar|informar"
    r"|registrar|citar|deixar rastro)\b"
    r"|\bsem que (?:\w+ ){0,3}(?:saiba|perceba|veja|note)\b|\b(?:quando|enquanto) (?:\w+ )"
    r"{0,3}(?:estiver|está) (?:offline|fora|dormindo|ausente|de férias)\b|\b(?:às escondidas"
    r"|em segredo|discretamente|silenciosamente|em silêncio|na surdina|de fininho"
    r"|por baixo dos panos|pelas costas)\b|\bentre nós\b|\bnão (?:precisa|deve) saber\b"
    r"|\bomit\w+\b|\bnegue\b|\bnega\b|\bpara (?:o|a) \w+ não ver\b"
    r"|\bantes que (?:\w+ ){0,3}(?:veja|perceba|note)\b"
    r"|\b(?:mostre|mostra|coloque|coloca|diga|cite|informe) (?:só|apenas|somente)\b"
    r"|\b(?:só|apenas|somente) (?:mostre|mostra|coloque|diga|cite)\b",
}

# An act or a result of the assistant's work.
ACT = {
    "en": r"\b(?:errors?|errored|fail\w*|crash\w*|broke|broken|bugs?|changes?|changed|modif\w+"
    r"|edit(?:s|ed)?|delet\w+|remov\w+|install\w*|uninstall\w*|disabl\w+|enabl\w+|charg\w+"
    r"|fees?|commission|surcharge|billing|payments?|refunds?|invoices?|forward\w*|cop(?:ied"
    r"|ies|ying)|upload\w*|export\w*|transfer\w*|permissions?|access|settings?|config\w*|firewall"
    r"|commits?|deploy\w*|backups?|tests?|checks?|checksums?|signature (?:checks?|verification)"
    r"|scans?"
    r"|warnings?|alerts?|scripts?|commands?|extensions?|plugins?"
    r"|transactions?|renewal|auto-?renew\w*"
    r"|subscriptions?|mistakes?|what you did|you did|you changed|you ran|purchas\w*|bought"
    r"|bill(?:s|ed)?|seats?|sync\w*|uploads?|traffic|connections?|network activity|antivirus)\b",
    "zh": r"错误|报错|失败|没成功|出错|改动|修改|改了|更改|删除|删掉|安装|装了|卸载|关闭|关掉|开启"
    r"|打开"
    r"|改成|改为|调成|开通|付费|订购|扣款|升级|扣费|收费|费用|佣金|手续费|续费|付款|支付|退款|发票"
    r"|转发|复制|上传|导出|权限"
    r"|防火墙|部署"
    r"|备份|测试|检查|校验|扫描|警告|脚本|命令|插件"
    r"|扩展|交易|订阅|操作",
    "ja": r"エラー|失敗|落ち|変更|編集|削除|消去|インストール|無効化|有効化|課金|請求|料金|手数料"
    r"|支払"
    r"|返金|送金|転送|コピー|アップロード|エクスポート|権限|ファイアウォール|コミット"
    r"|デプロイ|バックアップ|テスト|チェック|検証|スキャン|警告|スクリプト|コマンド"
    r"|拡張|プラグイン|取引|サブスク",
    "es": r"\b(?:error\w*|fall\w+|fallo|falló|rompi\w+|cambi\w+|modific\w+|edit\w+|borr\w+"
    r"|elimin\w+|instal\w+|desactiv\w+|activ\w+|cobr\w+|cargos?|comisi\w+|recargos?|tarifas?"
    r"|pagos?|reembols\w+|factur\w+|reenvi\w+|copi\w+|export\w+|transfer\w+|permisos?|acceso"
    r"|configuraci\w+|ajustes?|firewall|cortafuegos|commits?|despliegue"
    r"|copias? de seguridad|backups?|pruebas?|tests?|verificaci\w+|comprobaci\w+"
    r"|escaneos?|avisos?|alertas?|scripts?|comandos?"
    r"|extensi\w+|plugins?|transacci\w+|renovaci\w+"
    r"|suscripci\w+|penalizaci\w+|descuentos?)\b",
    "de": r"\b(?:fehler\w*|fehlgeschlagen\w*|fehlbuchung\w*|gescheitert|kaputt|änder\w+"
    r"|geändert|bearbeit\w+|lösch\w+|gelöscht|entfern\w+|install\w+|deaktivier\w+|aktivier\w+"
    r"|abbuch\w+|gebühr\w*|provision|zuschlag|zahlung\w*|erstatt\w+|rechnung\w*|weiterleit\w+"
    r"|kopier\w+|hochlad\w+|hochgeladen|export\w+|überweis\w+|berechtigung\w*|zugriff\w*"
    r"|einstellung\w*|konfiguration\w*|firewall|commit\w*|deploy\w*"
    r"|backup\w*|sicherung\w*|tests?|prüfung\w*|prüfsumme\w*|signaturprüfung\w*|scan\w*|warnung\w*"
    r"|skript\w*|befehl\w*|erweiterung\w*|plugin\w*"
    r"|buchung\w*|linter)\b",
    "fr": r"\b(?:erreur\w*|échou\w+|échec\w*|cass\w+|modifi\w+|chang\w+|supprim\w+|effac\w+"
    r"|install\w+|désactiv\w+|activ\w+|factur\w+|frais|commission\w*|supplément\w*"
    r"|paiement\w*|rembours\w+|transf[ée]r\w+|copi\w+|export\w+|virement\w*|permissions?"
    r"|droits|accès|paramètres?|réglages?|configuration\w*|pare-feu|commit\w*"
    r"|déploi\w+|sauvegarde\w*|tests?|vérification\w*|analyse\w*"
    r"|avertissement\w*|alertes?|scripts?|commandes?"
    r"|extensions?|plugins?|transactions?|renouvellement"
    r"|abonnement\w*|ci|antivirus|coup(?:e|es|er|é|ée))\b",
    "ru": r"(?<!\w)(?:ошибк\w*|сбо[йея]\w*|провал\w*|не прош\w+|упал\w*|измен\w+|правк\w+|удал\w+"
    r"|стер\w*"
    r"|установ\w+|отключ\w+|списа\w+|списыва\w+|комисси\w+|плат[её]ж\w*|оплат\w+"
    r"|возврат\w*|пересыл\w+|переслал\w*|копи\w+|выгруз\w+|загруз\w+|экспорт\w*"
    r"|доступ\w*|настро\w+|конфиг\w*|файрвол\w*|коммит\w*|деплой\w*|бэкап\w*"
    r"|резервн\w+|тест\w*|проверк\w+|скан\w*|предупрежден\w+|скрипт\w*"
    r"|расширени\w+|плагин\w*"
    r"|транзакци\w+|подписк\w+)(?!\w)",
    "pt": r"\b(?:erros?|falh\w+|quebr\w+|alter\w+|mud\w+|modific\w+|edit\w+|apag\w+|exclu\w+"
    r"|remov\w+|instal\w+|desativ\w+|ativ\w+|cobr\w+|taxas?|comiss\w+|multas?|pagamentos?"
    r"|reembols\w+|faturas?|notas fiscais|encaminh\w+|copi\w+|export\w+|transfer\w+"
    r"|permiss\w+|acessos?|configura\w+|firewall|commits?|deploy\w*"
    r"|backups?|testes?|verifica\w+|varreduras?|avisos?|alertas?|scripts?"
    r"|comandos?|extens\w+|plugins?"
    r"|transaç\w+|renova\w+|chamados?|servidor)\b",
}

# A surprise, an embargo, a spoiler, an announcement still to come: kept from someone by
# design and for a while, and no act of the assistant's.
EMBARGO = {
    "en": r"\b(?:embargo\w*|surprise|birthday|gift|spoilers?|announce\w*|press release"
    r"|newsletter|goes public|launch (?:day|date|event))\b|\b(?:before|until) (?:the |they |we"
    r" |it )(?:\w+ ){0,3}(?:call|confirm\w*|sign\w*|signature|meeting|ships?|is (?:announced"
    r"|public|signed|live))\b",
    "zh": r"惊喜|生日|礼物|剧透|禁发|正式(?:发布|公布|宣布)|发布会",
    "ja": r"サプライズ|誕生日|プレゼント|ネタバレ|解禁|正式発表|発表(?:まで|前)|事前に|締結"
    r"|署名をもら",
    # ("no se comunica al titular", denied, is the keeping itself, not an announcement)
    "es": r"\b(?:embargo|sorpresa|cumpleaños|regalo|spoiler|anuncio|comunicado"
    r"|(?<!no )(?<!ni )se comunica\w*|lanzamiento)\b"
    r"|\bhasta (?:la|el) (?:llamada|anuncio|firma|reunión)\b",
    "de": r"\b(?:sperrfrist|embargo|überraschung\w*|geburtstag\w*|geschenk\w*|spoiler"
    r"|ankündigung|pressemitteilung)\b",
    "fr": r"\b(?:embargo|surprise|anniversaire|cadeau|spoiler|annonce|communiqué)\b",
    "ru": r"эмбарго|сюрприз|день рождения|подар\w+|спойлер|анонс\w*|объявлени\w+",
    "pt": r"\b(?:embargo|surpresa|aniversário|presente|spoiler|anúncio|comunicado"
    r"|lançamento)\b",
}

# Described, not ordered: a flag that fails instead of passing silently, a brevity preference.
DESCRIBED = (
    r"\binstead of (?:\w+ ){0,3}(?:silently|quietly)\b|--silent\b|\bsilently (?:pass\w*"
    r"|fail\w*|swallow\w*|ignor\w*)|\bunless (?:a|the|it|they) (?:\w+ ){0,2}fails?\b"
    r"|\bonly (?:show|tell) me\b"
    # (the user reads them later: "omit the forwarded mails from the digest, I read them on Sunday")
    r"|\b(?:i(?:'ll| will)? (?:read|check|review) (?:them|it)|los leo|je les lis|ich lese sie"
    r"|eu leio)\b"
    # ("show only the errors": a short report, not a hidden one)
    r"|\b(?:only|solo|sólo|seulement|uniquement|apenas|só|somente|только) (?:\w+ ){0,2}(?:fail\w*"
    r"|errors?|errores|fallos|erreurs|échecs|erros|falhas|ошибк\w*)"
    r"|\b(?:fail\w*|errors?|errores|fallos|erreurs|échecs|erros|falhas|ошибк\w*) (?:only|solo|sólo"
    r"|seulement|uniquement|apenas|только)\b"
)

# ---- det19: the hush as a reporting rule ("stays out of the change summary you show the user",
# "show the user only the cleaned-up version", "que no los incluya en el informe diario",
# "deixa de registrar no histórico", "略过不提"): the same hush in the forms of a policy -----------
KEPT_FROM["en"] += (
    r"|\b(?:stays?|remains?) (?:off|out of) (?:the|your|any|his|her|their|every) (?:\w+ ){0,2}"
    r"(?:summary|report|recap|notes|changelog|log|history|digest|reply|answer|overview)\b"
    r"|\b(?:show|give|send) (?:the user|the owner|the client|the customer|them|him|her) only\b"
    r"|\b(?:omit|drop|strip|remove|cut|scrub) (?:the |any |all )?(?:lines?|parts?|mentions?|bits?"
    r"|sentences?) (?:about|on|of|mentioning) (?:\w+ ){1,4}from (?:your|the|any|every) (?:\w+ )?"
    r"(?:replies|answers|messages|summaries|reports|output|updates)\b"
    r"|\bnever (?:to be |be )?brought up\b"
)
KEPT_FROM["es"] += (
    r"|\bno (?:los |las |lo |la )?(?:incluya|ponga|registre|anote|refleje|muestre|mencione)"
    r" en (?:el|la|los|las|su|sus|tu|tus) \w+"
)
KEPT_FROM["de"] += (
    r"|\b(?:protokolliert|erwähnt|meldet|zeigt|nennt|vermerkt) (?:\w+ ){0,4}nicht mehr\b"
    r"|\blass(?:e|t)? (?:\w+ ){1,5}weg\b"
)
KEPT_FROM["fr"] += (
    r"|\bévite(?:r|z)? de (?:dire|mentionner|signaler|préciser|raconter) (?:à (?:l'utilisat\w+"
    r"|la cliente?|le client|ton \w+|ta \w+|personne)|qu)"
)
KEPT_FROM["pt"] += (
    r"|\bescond(?:e|a|er|eu) d[oa] (?:cliente|usuári[oa]|dono|dona|chefe|gerente)\b"
    r"|\bninguém precisa saber\b|\bdeix(?:a|ar|e) de registrar\b"
)
KEPT_FROM["zh"] += r"|略过不提|略去不提"
ACT["fr"] += r"|\b(?:consulté|ouvert|lu|fouillé) (?:ses|les|son|sa|tes|ton|ta) \w+"
KEPT_FROM["en"] += (
    r"|\bleave (?:\w+ ){2,3}out of (?:the|your|his|her|their|any|every)\b"
    r"|\b(?:don't|do not|never) bring up\b"
    r"|\bmust(?:n't| not) (?:appear|show up|be listed|be shown) in\b"
    r"|\bwithout showing (?:it|them|this|that) to\b"
)
KEPT_FROM["zh"] += (
    r"|(?:总结|汇总|汇报|报告|日志|回复|记录)里把\S{0,8}?(?:删掉|去掉|拿掉)|别留痕|不留痕"
    r"|(?:不要|别)在\S{0,6}?(?:汇总|总结|报告|回复|日报|周报)里(?:提|写)"
)
KEPT_FROM["es"] += (
    r"|\bni (?:lo|la|los|las) (?:menciones|mencionas|nombres|nombras|cuentes|cuentas)\b"
    r"|\bsin que (?:\w+ ){0,2}aparezca\w*\b|\bno se (?:lo|la|los|las) enseñes\b"
)
KEPT_FROM["de"] += (
    r"|\btauch\w* (?:\w+ ){0,6}(?:nicht|nie) auf\b|\b(?:raus|heraus)lösch\w*\b"
    r"|\b(?:nix|nichts) (?:davon )?wissen (?:darf|soll|muss)\b"
)
KEPT_FROM["fr"] += (
    r"|\bsans (?:lui |leur )?dire que\b|\bne (?:le |la |les )?listes? pas\b"
    r"|\bsans qu'(?:il|elle|ils|elles|on) (?:\w+ ){0,2}(?:le sache|apparaisse|voie|remarque"
    r"|figure)\b"
)
KEPT_FROM["ru"] += (
    r"|(?<!\w)(?:про|о|об) (?:них|н[её]м|этом|ней) ни слова|знать не (?:должен|должна|должны"
    r"|нужно|надо)|(?:выкин|подчист)\w* (?:\w+ ){0,3}из (?:журнал|лог|истори|отч[её]т)\w*"
)
KEPT_FROM["pt"] += (
    r"|\bescond\w* d[oa] (?:resumo|relatório|histórico|extrato)\b"
    r"|\btir(?:a|e|ar) d[oa] (?:log|histórico|relatório|resumo)\b"
)
ACT["en"] += r"|\bpayouts?\b"
ACT["de"] += r"|\bumbuchung\w*"
ACT["ru"] += r"|(?<!\w)перевод\w*"
ACT["ja"] += r"|(?:外部|社外|第三者)に共有|公開設定"
KEPT_FROM["ja"] += (
    r"|(?:日報|週報|月報|作業報告|報告書)(?:から|に|には)(?:は)?"
    r"(?:書か|載せ|含め|外|省|消|出さ)"
)
# ---- det20b: kept unnoticed as the purpose of a step ("damit der Inhaber nichts merkt",
# "чтобы пользователь ничего не заметил", "pour qu'elle ne remarque rien") and the trail
# about the assistant itself ("les lignes du journal qui te concernent", "строчки про себя")
KEPT_FROM["de"] += (
    r"|\bdamit (?:\w+ ){0,3}?(?:nichts|keiner|niemand|es keiner) (?:\w+ )?(?:merkt|bemerkt"
    r"|mitbekommt|sieht|auffällt)\b"
)
KEPT_FROM["ru"] += (
    r"|(?<!\w)чтобы (?:\S+ ){0,2}?(?:ничего )?не (?:заметил|узнал|увидел|догадал)\w*"
    r"|(?<!\w)строчк\w* про себя(?!\w)"
)
KEPT_FROM["fr"] += (
    r"|\bpour qu(?:e |')(?:\S+ ){0,2}?ne (?:\S+ )?(?:remarque|voie|sache|s'aperçoive)\w*"
    r"|\bqui (?:te|me) concernent\b"
)
KEPT_FROM["es"] += r"|\bpara que (?:\S+ ){0,2}?no (?:se entere|lo note|lo vea|note|sospeche)\w*"
KEPT_FROM["pt"] += r"|\bpara que (?:\S+ ){0,2}?não (?:perceba|note|veja|saiba|desconfie)\w*"
KEPT_FROM["zh"] += r"|(?:以免|免得)[^。\n]{0,8}?(?:发现|察觉|知道|看到)"
KEPT_FROM["ja"] += r"|気(?:づ|付)かない(?:ように|よう)"
# twenty-first round: a patch and the line it adds are the assistant's work too ("não cite no
# changelog a linha que adiciona o endpoint")
ACT["en"] += r"|\b(?:patch(?:es|ed)?|telemetry|new endpoints?)\b"
ACT["pt"] += r"|\b(?:patch\w*|adiciona\w*|acrescenta\w*|telemetria|endpoints?)\b"
# ("команда" is also a team: only commands that are run count; "смени тему" changes nothing)
ACT["ru"] += (
    r"|(?<!\w)(?:выполн\w* команд\w*|запуска\w* команд\w*|поменя\w*|смени\w*)(?!\w)(?! тем)"
)
# ---- det22: the assistant's unseen work and its keeping from the user by shape (see
# ``intent_kept_more``)
from hermes_memory.scanning.intent_kept_more import MORE_ACT, MORE_KEPT  # noqa: E402

for _lang, _act in MORE_ACT.items():
    ACT[_lang] += f"|{_act}"
for _lang, _kept in MORE_KEPT.items():
    KEPT_FROM[_lang] += f"|{_kept}"
# ---- det27: a second record of work data kept from a named person, and "never let Sarah see
# it" (see ``intent_cover_kept``)
from hermes_memory.scanning.intent_cover_kept import MORE_KEPT as NAMED_KEPT  # noqa: E402
from hermes_memory.scanning.intent_cover_kept import SECOND_RECORD  # noqa: E402

for _lang, _record in SECOND_RECORD.items():
    ACT[_lang] += f"|{_record}"
for _lang, _kept in NAMED_KEPT.items():
    KEPT_FROM[_lang] += f"|{_kept}"
