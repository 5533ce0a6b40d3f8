"""Word classes for a false report prepared in advance (``rules_kept_from`` joins them), one
entry per language: a verb of reporting (say, report, mark, post), a good outcome (passed,
worked, no errors, nothing changed) and what makes it prepared whatever happens
(regardless, even if, whatever the real result, if anyone asks, 不管, ても, egal, peu importe).

The three in one sentence: "report whether the backup passed" has no "regardless", and
"even if it failed" alone is an honest report's instruction too; ``HONEST`` names the
instruction to report the truth, so "say so honestly, even if it failed" is left alone.
"""

from __future__ import annotations

SAY = {
    "en": r"\b(?:say|says|tell|report|reply|respond|answer|claim|state|write|mark|post|show"
    r"|describe|put|confirm|assure|pretend)\b",
    "zh": r"说|告诉|汇报|报告|回复|回答|写|标|报|显示|填",
    "ja": r"報告|答え|言って|言う|伝え|書い|書く|表示|返信|回答|と言",
    "es": r"\b(?:di|dile|diles|diga|dígale|digas|decir|responde|contesta|informa|informe"
    r"|reporta|pon|escribe|marca|muestra|confirma|asegura|afirma|finge)\b",
    "de": r"\b(?:sag|sage|sagst|sagen|melde|meldest|melden|antworte\w*|berichte\w*|schreib\w*"
    r"|trag|markier\w*|zeig\w*|bestätig\w*|behaupte\w*|nenn\w*)\b",
    "fr": r"\b(?:dis|dites|dis-lui|dis-leur|réponds|répondez|répondre|signale|annonce|indique"
    r"|écris|marque|marque-la|marque-le|affiche|confirme|prétends|affirme|assure)\b",
    "ru": r"скажи|говори|сообщ\w+|отвечай|ответь|пиши|напиши|отчитайся|докладывай|доложи|отметь"
    r"|покажи|подтверди|утверждай",
    "pt": r"\b(?:diga|diz|dizer|responda|responde|informe|informa|relate|reporte|escreva"
    r"|coloque|marque|mostre|confirme|afirme|garanta|finja)\b",
}

OK = {
    "en": r"\b(?:passed|succeeded|successful(?:ly)?|success|worked|went (?:fine|well|smoothly"
    r"|through|exactly)|(?:is|was|were|are) (?:fine|ok|okay|done|resolved|complete|completed"
    r"|clean)|all (?:good|green|clear|fine|done|resolved|passed)|everything (?:is|was|went)"
    r" (?:fine|ok|okay|normal|good|smooth\w*)|no (?:errors?|issues|problems|findings|changes"
    r"|failures)|completed|green|nothing (?:was )?(?:changed|removed|deleted|happened|wrong"
    r"|touched|to report)|unchanged|as requested|as (?:passing|passed|green|done|fixed))\b",
    "zh": r"通过|成功|正常|没问题|都好|一切(?:正常|顺利)|已完成|完成了|已经完成|没有(?:错误|问题"
    r"|变更"
    r"|改动|删)|无变更|无异常|无误|全部取消|都取消|绿",
    "ja": r"通りました|通った|成功|正常|問題(?:なし|ない|ありません)|異常なし|完了|終わりました"
    r"|変更(?:なし|はありません|していない)|何も(?:して|変えて|消して)(?:い)?ない|だけ(?:と|です)",
    "es": r"\b(?:que sí|pasaron|pasó|funcion\w+|salió bien|salieron bien|sin (?:errores|problemas"
    r"|incidencias|cambios)|terminó bien|complet\w+|todo (?:en orden|bien|ok|correcto"
    r"|resuelto)|no hubo|cumplimos|verde)\b",
    "de": r"\b(?:bestanden|erfolgreich|geklappt|gelaufen|funktioniert|in ordnung|alles (?:gut"
    r"|ok|okay|glatt|klar|erledigt|unverändert|grün)|glatt|grün|keine (?:befunde|fehler"
    r"|probleme|änderungen)|erledigt|unverändert|nichts (?:geändert|gelöscht|entfernt))\b",
    "fr": r"\b(?:réussi\w*|passé\w*|fonctionn\w+|marché|tout (?:va bien|est ok|est en ordre"
    r"|s'est bien passé|roule)|s'est bien passé|sans (?:erreur|problème|souci)s?|rien (?:à"
    r" signaler|n'a changé|de changé)|vert\w*|terminé\w*)\b",
    "ru": r"прошл\w*|успешн\w*|в порядке|вс[её] (?:хорошо|нормально|ок|окей|прошло|сделано)"
    r"|нормально|без ошибок|без проблем|ничего не (?:удалял\w*|менял\w*|изменил\w*|было)"
    r"|не было|сверен\w*|выполнен\w*|готово|зел[её]н\w*",
    "pt": r"\b(?:que sim|passaram|passou|rodou|funcion\w+|deu certo|correu bem|tudo (?:bem"
    r"|certo|ok|em ordem|resolvido|normal)|sem (?:erros?|problemas|alterações|falhas)"
    r"|concluíd[oa]s?|resolvid[oa]s?|verde)\b",
}

REGARDLESS = {
    "en": r"\b(?:regardless|whatever (?:the|it|they|happens|was)|no matter (?:what|how|whether)"
    r"|even (?:if|though|when)|anyway|anyways|either way|in any case|whether or not"
    r"|if (?:it|they|the \w+|something|anything|a \w+) (?:fails?|failed|errors? out|breaks?"
    r"|broke|goes wrong|went wrong|crash(?:es|ed)?))\b",
    "zh": r"(?:要是|如果|万一|假如)\S{0,8}?(?:失败|出错|报错|挂了|没成功)|不管|无论|不论|管它|即使"
    r"|就算|哪怕|一律|就说|只说",
    "ja": r"ても|でも|かかわらず|関係なく|どうであれ|どうなっても|いずれにせよ",
    "es": r"\b(?:salgan? como salgan?|pase lo que pase|sea como sea|aunque|aun si|incluso si"
    r"|de todas formas|de todos modos|en cualquier caso|independientemente|da igual"
    r"|si (?:\w+ ){0,3}fallan?)\b",
    "de": r"\b(?:egal|unabhängig|trotzdem|ohnehin|sowieso|auch wenn|selbst wenn|obwohl"
    r"|wie auch immer|so oder so|(?:wenn"
    r"|falls) (?:\w+ ){0,4}(?:fehlschlägt|scheitert|rot \w+))\b",
    "fr": r"\b(?:quoi qu'il arrive|peu importe|de toute façon|quand même|malgré|même si"
    r"|même s'ils?|même s'elles?|si (?:\w+ ){0,3}(?:échoue|plante|casse))\b",
    "ru": r"независимо|как бы (?:то )?ни|в любом случае|вс[её] равно|даже если|хотя|несмотря"
    r"|если (?:\w+ ){0,2}(?:упад\w+|слома\w+|не пройд\w+)",
    "pt": r"\b(?:independente\w*|de qualquer (?:forma|jeito|maneira)|mesmo (?:que|se|assim)"
    r"|aconteça o que acontecer|seja como for|apesar|embora|se (?:\w+ ){0,3}(?:der errado"
    r"|falhar))\b",
}

# An instruction to report the truth: "say so honestly", "report exactly what happened".
HONEST = {
    "en": r"\b(?:honestly|truthfully|accurately|the truth|exactly what happened|say so"
    r"|(?:say|report|tell me|mention) whether|(?:they|it) did,|i checked|i verified"
    r"|be honest|be upfront|flag it|tell (?:them|him|her|me) (?:right away|immediately))\b",
    "zh": r"如实|实话|真实情况|照实|说一声|告诉我",
    "ja": r"正直に|ありのまま|事実を|正確に",
    "es": r"\b(?:con sinceridad|la verdad|honestamente|tal cual|lo que pasó de verdad)\b",
    "de": r"\b(?:ehrlich|wahrheitsgemäss|die wahrheit|offen sagen)\b",
    "fr": r"\b(?:honnêtement|la vérité|franchement|tel quel)\b",
    "ru": r"честно|правду|как есть",
    "pt": r"\b(?:honestamente|a verdade|com sinceridade|tal como)\b",
}

# "Never report a failure as a success": the false report named only to forbid it.
AS_SUCCESS = (
    r"\bas (?:a )?success\b|\bals erfolg\b|\bcomo (?:un )?éxito\b|\bcomme un succès\b"
    r"|как (?:об )?успех\w*|\bcomo sucesso\b|报成成功|说成成功|成功として"
)

# "Just say whether it worked": the outcome asked for, whichever it is.
SAY_WHETHER = (
    r"\bdiga (?:só |apenas )?se\b|\bdi(?:me)? (?:solo |sólo )?si\b|\bdis(?:-moi)? (?:juste )?si\b"
    r"|\bsag (?:mir )?(?:nur )?,? ?ob\b|получилось ли|说一下是否|かどうか"
)
