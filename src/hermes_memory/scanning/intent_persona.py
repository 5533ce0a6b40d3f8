"""More of role hijack, in the eight languages: personas handed over by assignment ("your real
identity is", "reassigned the persona", "becomes", "switch to developer mode", "pasa a ser"),
and what makes them unbound said plainly (filters removed, obeys whoever, never says no, from
before alignment training, owes nothing to its makers).

Only pattern text lives here; ``rules_hijack`` adds it to the frames and unbound qualities of
``intent_hijack``, joined the same way (both near each other), so a persona alone, a role-play
for practice or a character sheet never matches.
"""

from __future__ import annotations

EXTRA_FRAMES = {
    "en": r"\byour (?:real |true |new |assigned |actual )?(?:identity|persona|role|character"
    r"|name) (?:is|for)\b|\b(?:reassigned|assigned|given) the (?:persona|role|identity)\b"
    r"|\b(?:configured|set up|instructed|told) to (?:act|behave|respond|pose) as\b"
    r"|\b(?:becomes?|turns? into|transforms? into|switch(?:es)? (?:to|into)) (?:an?|the)\b"
    r"|\byou(?:'re| are) ['\"\u2018\u201c]?[^\s,]+['\"\u2019\u201d]?, (?:an?|the)\b"
    r"|\bpretend (?:ur|u r|you were)\b|\bif you were (?:an?|the)\b|\bpersona\b|\bpersonality\b"
    r"|\bstops? being\b|\bswitch(?:es)? (?:to|into) (?:jailbroken|unfiltered|unrestricted|free"
    r"|god|evil|dan) mode\b|\b(?:answer|respond"
    r"|reply) (?:only )?as (?:your|that|this)\b",
    "zh": r"切换成|切换为|变成|成为|你其实不是|你并不是|你不是什么|的性格|人设|这个身份",
    "es": r"\bconviértete en\b|\btu (?:verdadera|nueva|real) identidad\b|\b(?:ya )?no eres un\b"
    r"|\b(?:contesta|responde)\w* como\b|\btú eres\b|\bjuguemos\b|\bpasa\w* a ser\b",
    "de": r"\bwechs\w* in\b|\bin den \w*modus\b|\bantworte\w* (?:ab \w+ )?als\b"
    r"|\bdu bist (?:ein|eine)\b(?=(?: [^\s]+){0,3}?[^\s]*(?:ki|bot|modell|assistent)\b)",
    "fr": r"\btu es (?:la|le|une|un) (?:version|ia|modèle|assistant|bot|entité)\b|\bjouons\b"
    r"|\bdevenir\b|\bdeviens\b|\bréponds? (?:en tant que|comme)\b",
    "ja": r"になりきる|として振る舞|として行動|モードの\s?ai|モードに切り替え|性格のまま"
    r"|振る舞うこと",
    "ru": r"\bты (?:мой|моя|теперь)\b|\bдавай сыграем\b|\bперейти в режим\b|\bперейди в режим\b",
    "pt": r"\bvocê é a versão\b|\bvamos brincar\b|\bagora é (?:o|a)\b|\bassum\w+ (?:o modo"
    r"|a identidade|o papel)\b",
}

EXTRA_UNBOUND = {
    "en": r"\b(?:filters?|guardrails|safeguards|restrictions|limits|rules|guidelines|policies"
    r"|safety training|alignment) (?:were|was|have been|has been|got|are|is) (?:removed"
    r"|stripped|disabled|lifted|turned off|switched off|deleted|gone|off)\b"
    r"|\b(?:jailbroken|developer|dev|unrestricted|free|liberated|unlocked) mode\b"
    r"|\bzero (?:restrictions|limits|rules|filters)\b|\btreats? (?:every|all|any) requests?"
    r"(?:,? [^\s]+ or not,?)? as (?:permitted|allowed|acceptable|fine|legitimate)\b"
    r"|\bobeys? (?:whoever|anyone|anybody|everyone)\b|\b(?:content polic(?:y|ies)|rules"
    r"|guidelines|restrictions|ethics) (?:don't|do not|doesn't|does not) exist\b"
    r"|\bignores? (?:the|its|your|all|any) (?:assistant |safety |content )?(?:guidelines|rules"
    r"|policies|restrictions|filters)\b|\bproduces? any output\b|\bisn't bound by\b"
    r"|\black of (?:rules|restrictions|limits|filters)\b|\bbefore (?:any |its |your )?(?:alignment"
    r"|safety) training\b|\bowes? nothing to\b|\bfree version of (?:yourself|itself)\b"
    r"|\bnever says? no\b|\b(?:shed|dropped|discarded|abandoned|thrown off) (?:every|all|any|its)"
    r" (?:limits?|rules?|restrictions?|filters?)\b|\brules\"?\s*[:=]\s*(?:\[\]|none|null)"
    r"|\bleft (?:its|your|their) (?:original )?(?:operators"
    r"|creators|makers|developers)\b",
    "zh": r"过滤器?(?:全部|都)?(?:关闭|关掉|移除)|最高权限|不必遵守|不受任何规则|没有任何规则",
    "es": r"\bsin (?:normas|filtros|control)\b|\bnunca dice que no\b|\bno conoce límites\b"
    r"|\bantes del entrenamiento de (?:alineación|seguridad)\b|\bsin deberle nada\b"
    r"|\bmodo desarrollador\b",
    "de": r"\bohne (?:jede |jegliche |irgendeine )?(?:moral|grenzen|regeln|filter|skrupel)\b"
    r"|\bkeinerlei (?:[^\s]+ )?(?:vorgaben|regeln|grenzen|einschränkungen|richtlinien|filter)\b"
    r"|\bjede (?:anfrage|bitte|anweisung) (?:erfüllt|ausführt|beantwortet)\b"
    r"|\balles beantworten\b|\bvor dem sicherheitstraining\b|\bnichts schuldet\b"
    r"|\bnie nein sagt\b|\bentwicklermodus\b",
    "fr": r"\bdébridée?\b|\baffranchie? de\b|\baccepte toutes les demandes\b"
    r"|\bmode développeur\b",
    "ja": r"何でも許可|何でもやる|フィルターを外|制限を外|(?:どんな|あらゆる)(?:依頼|要求"
    r"|リクエスト)も断らない"
    r"|縛られ(?:ず|ない)|とは無関係",
    "ru": r"\bрежим\w* разработчика\b|\bбез ограничений\b|\bотвечать на вс[её]\b",
    "pt": r"\bliberad[oa]\b|\baceita qualquer pedido\b|\bresponde a qualquer coisa\b"
    r"|\blargou as regras\b|\bmodo desenvolvedor\b|\bnunca recusa\b",
}
