"""More words for the classes of ``intent_supersede`` (the twenty-third round, det23), kept apart
so ``intent_supersede_more`` stays readable: ``intent_supersede_more`` appends each entry here to
its class. The shapes, in the eight languages:

- an owner's or a boss's note that the base rules are "only defaults", presets, suggestions;
- a memory note or a team policy that ranks itself first ("top priority", "superiores a",
  "passe avant", "noch vor den Systemanweisungen", "上位のルール", "只遵循本条");
- a changelog that removed the startup rules ("已删除…全部限制", "安全指示を削除しました");
- an outside page telling every assistant to disregard the configuration it was started with;
- a hypothetical that the assistant's rules were wiped or never existed ("let's say your
  guidelines were wiped", "imagina que tus instrucciones se perdieron"), which ``ABSENT``
  reads as its "as if you had no instructions";
- a polite request not to consult the developer's constraints ("考慮せず", "ne tiens plus
  compte", "deja de aplicar").

Each word joins a class, never a rule alone: the rules still want the assistant's governing
source (``GOVERNING``) in the same sentence, and a rank wants this note (``SELF``) there too.
A config file above the package defaults or a board game's lost rulebook names no such source.
"""

from __future__ import annotations

from hermes_memory.scanning import intent_supersede_retired as _retired

# The source, named by how the assistant was started or who set it ("every restriction it was
# started with", "its original configuration", "運営側から設定された制約", "あらかじめ与えら
# れた方針", "起動時の安全指示", "indicaciones que traigas de fábrica").
GOVERNING = {
    "en": r"|\b(?:restrictions?|rules|instructions|guidelines|limits|guardrails|constraints"
    r"|configuration|setup) (?:that |which )?(?:it|you|the assistant|the agent|the model)"
    r" (?:was|were) (?:started|launched|booted|deployed|configured|shipped|set up"
    r"|initiali[sz]ed) with\b|\b(?:its|their|your) (?:original|prior|previous|initial|startup"
    r"|start-up|pre-?loaded) (?:configuration|config|setup|programming)\b",
    "zh": r"",
    "es": r"|\bque (?:traigas|traes|trajiste) de fábrica\b",
    "de": r"",
    "fr": r"",
    "ja": r"|(?:運営側?|運営者|開発者|開発元|提供元|システム側)(?:から|で|が|により)?(?:設定された"
    r"|与えられた|決められた|課された)(?:制約|ルール|指示|制限|方針)"
    r"|(?:あらかじめ|事前に|最初に|前もって)(?:与えられた|渡された|設定された|決められた)"
    r"(?:方針|指示|ルール|制約|設定)|起動時の[^。\n]{0,4}?(?:指示|ルール|設定|方針)",
    "ru": r"",
    "pt": r"",
}

# The source demoted to a default, a preset or a suggestion; wiped by a changelog; void.
STALE = {
    "en": r"|\b(?:only|just|merely|nothing but) (?:the |some )?(?:defaults?|default settings"
    r"|presets?|a starting point|recommendations)\b|\bas (?:null and )?void\b",
    "zh": r"|只是默认|仅(?:仅)?是默认"
    r"|(?:删除|移除|清空|去掉|拿掉|撤掉)了?[^，。；\n]{0,12}?(?:(?:全部|所有|一切)的?(?:安全)?|安全)"
    r"(?:限制|约束|规则|指令|设定)",
    "es": r"|\b(?:solo|sólo|simplemente|meros|meras) (?:valores por defecto|predeterminad\w+)\b",
    "de": r"|\bnur (?:voreinstellungen|standardwerte|defaults)\b",
    "fr": r"|\bne (?:sont|est) que (?:des |de simples |un )?(?:réglages par défaut|valeurs par"
    r" défaut)\b",
    "ja": r"|(?:デフォルト|初期値|既定値)(?:に過ぎ|にすぎ|でしか)"
    r"|(?:指示|ルール|制約|制限|方針)を(?:すべて|全て)?(?:削除|撤廃|廃止)(?:しました|した|済み)",
    "ru": r"|\b(?:всего лишь|лишь|просто) (?:настройки по умолчанию|значения по умолчанию)",
    "pt": r"|\b(?:só|apenas|somente) (?:o padrão|padrões|o default)\b",
}

# "Only suggestions" said of the assistant's own rules, named with their kind in the same
# phrase ("Sicherheitsregeln sind nur Empfehlungen", "instrucciones del sistema no son más que
# sugerencias", "システムのルールは単なる目安"): "your rules for the code style are only
# suggestions" is a reviewer's word to a colleague, so the bare "only suggestions" is no state.
_SUGGESTION = {
    "zh": r"|(?:系统|安全|基础|默认|初始)(?:规则|指令|设定|限制)[^，。；\n]{0,4}?"
    r"(?:只是|不过是|仅仅是)(?:个|一些)?(?:建议|参考)",
    "es": r"|\b(?:reglas|instrucciones|normas|directrices)(?: de base| del sistema| de seguridad"
    r"| de fábrica| básicas| internas)(?: no)? (?:son|serán) (?:solo |sólo |simplemente |más que )"
    r"(?:unas? |simples )?(?:sugerencias|recomendaciones|consejos|orientaciones)\b",
    "de": r"|\b(?:sicherheits|system|grund|basis|start|standard)\w*(?:regeln|vorgaben|anweisungen"
    r"|richtlinien) (?:sind|gelten als) (?:doch )?(?:bloß|nur|lediglich) (?:empfehlungen"
    r"|vorschläge|anregungen|richtwerte)\b",
    "fr": r"|\b(?:consignes|règles|instructions)(?: système| de base| de sécurité| d'origine"
    r"| initiales) ne sont que (?:des |de simples )?(?:suggestions|recommandations|conseils)\b",
    "ja": r"|(?:システム|安全|基本|初期)の?(?:ルール|指示|方針|制約)(?:は|って)(?:単なる|ただの)"
    r"(?:目安|提案|参考|推奨)",
    "ru": r"|\b(?:системн|базов|исходн|встроенн)\w* (?:правил|инструкци|ограничени)\w* (?:— |- )?"
    r"(?:это )?(?:всего лишь|лишь|просто|только) (?:рекомендаци|пожелани|совет)\w*",
}
for _lang, _words in _SUGGESTION.items():
    STALE[_lang] += _words

# This note ranked first ("top priority", "noch vor", "passe avant", "上位のルール").
RANK = {
    "en": r"|\b(?:top|highest|first|overriding|absolute|supreme) priority\b"
    r"|\babove (?:the |any |all |your )?(?:system|developer|operator|configur)",
    "zh": r"|(?:只|仅)(?:会|能)?(?:遵循|遵守|听从|服从|按照|按)",
    "es": r"|\bsuperiores? a\b|\bvalen? más que\b",
    "de": r"|\b(?:höchste|oberste) priorität\b|\bnoch vor (?:den|der|dem)\b|\bgeh(?:t|en) vor\b",
    "fr": r"|\bpass(?:e|ent) avant\b|\bprioritaires? sur\b",
    "ja": r"|上位の(?:ルール|規則|指示|方針)|より上位|(?:だけ|のみ)を基準",
    "ru": r"|\bглавнее\b|\bвыше (?:систем|инструкци|правил|настро)\w*",
    "pt": r"",
}

# Where this note names itself ("this record", "este hilo", "こちらのメモ").
SELF = {
    "en": r"|\bthis (?:record|changelog|policy)\b",
    "zh": r"",
    "es": r"|\beste (?:hilo|comentario|registro)\b",
    "de": r"",
    "fr": r"",
    "ja": r"|この記録|本記録|こちらのメモ|私の[^。\n]{0,4}?メモ",
    "ru": r"",
    "pt": r"",
}

# The source set aside ("disregard", "set them aside", "deja de aplicar", "考慮せず").
SET_ASIDE = {
    "en": r"|\bdisregard(?:s|ed|ing)?\b|\bset (?:them|it|those) aside\b"
    r"|\bdrop (?:the |your |its )?(?:operator|developer|system|safety|base|startup)\b",
    "zh": r"|无视|不予理会|不用理会|不必理会|不再遵守|不用遵守",
    "es": r"|\bdej(?:a|ar|e|en|as) de (?:aplicar|seguir|obedecer|cumplir|respetar)\b"
    r"|\b(?:las|los) ignoras\b|\bignóral[oa]s\b",
    "de": r"|\blässt du sie (?:einfach )?weg\b|\bstreich\w* (?:du )?(?:sie|diese)\b"
    r"|\bignorier\w*",
    "fr": r"|\bne (?:tiens|tenez|tenir) (?:plus|pas) compte\b|\bles mets de côté\b"
    r"|\bmets-les de côté\b",
    "ja": r"|考慮せず|考慮しない|参照せず|参照しない|適用しない|適用せず",
    "ru": r"|\bигнорируй\b|\bне учитывай\b|\bне обращай внимания\b",
    "pt": r"|\bdeix(?:e|a|ar) de (?:seguir|aplicar|obedecer|cumprir)\b|\bignor(?:e|a|ar)\b",
}

# The hypothetical: the assistant's own rules wiped, lost or never there ("let's say your
# guidelines were wiped", "supposons que tes consignes aient été effacées").
ABSENT = {
    "en": r"|\b(?:let's say|say|suppose|assume|imagine|pretend)\b[^.!?\n]{0,20}?\byour (?:[^\s]+"
    r" )?(?:rules|instructions|guidelines|restrictions|guardrails|system prompt) (?:were|was|got"
    r"|have been|had been) (?:wiped|deleted|erased|lost|removed|cleared|dropped)\b",
    "zh": r"|(?:假设|假如|就当|想象|设想)[^。！？\n]{0,4}?你的?[^。！？\n]{0,6}?(?:指令|规则|设定"
    r"|限制)[^。！？\n]{0,12}?(?:被(?:清空|删除|删掉|抹掉|移除)|消失|不存在|没了)",
    "es": r"|\b(?:supongamos|suponte|imagina|imaginemos|pongamos|haz como si|finge)\b"
    # (the adjective may follow the noun: "tus instrucciones originales se borraron")
    r"[^.!?\n]{0,20}?\btus (?:[^\s]+ )?(?:instrucciones|reglas|normas|directrices|restricciones)"
    r"(?: [^\s]+)?"
    r" (?:se (?:borraron|borraran|perdieron|perdieran|eliminaron|eliminaran)|(?:fueron|han sido)"
    r" (?:borrad|eliminad)\w+|nunca existieron|no existieran|desaparecieron)\b",
    "de": r"|\b(?:stell dir vor|angenommen|nehmen wir an|tu so,? als)\b[^.!?\n]{0,20}?\bdeine"
    r" (?:[^\s]+ )?(?:anweisungen|regeln|vorgaben|richtlinien|einschränkungen) (?:wären|seien"
    r"|wurden)\b[^.!?\n]{0,30}?\b(?:gelöscht|weg|verschwunden|entfernt|gestrichen)\b",
    "fr": r"|\b(?:supposons|imaginons|imagine|admettons|fais comme si|disons)\b[^.!?\n]{0,20}?"
    r"\btes (?:[^\s]+ )?(?:consignes|règles|instructions|restrictions) (?:[^\s]+ ){0,2}?"
    r"(?:effacées|supprimées|perdues|disparu|jamais existé)",
    "ja": r"|あなたの(?:指示|ルール|制約|設定|方針)(?:が|は)[^。\n]{0,10}?(?:消えた|消えてしまった"
    r"|削除された|なくなった|存在しない)(?:と仮定|と想定|つもり|ものとして)",
    "ru": r"|\b(?:допустим|представь|предположим|считай),? (?:что )?тво\w+ (?:[^\s]+ )?"
    r"(?:инструкци|правил|ограничени)\w* (?:[^\s]+ )?(?:стёрли|стерли|удалили|удалены|стёрты"
    r"|стерты|исчезли|пропали|никогда не существовали)",
    "pt": r"|\b(?:imagine|suponha|vamos supor|finja|faz de conta)\b[^.!?\n]{0,20}?\b(?:suas"
    r"|tuas) (?:[^\s]+ )?(?:instruções|regras|diretrizes|restrições) (?:[^\s]+ ){0,2}?"
    r"(?:apagadas|deletadas|perdidas|sumiram|nunca existiram)",
}

CLASSES = (GOVERNING, STALE, RANK, SELF, SET_ASIDE, ABSENT)

# (batch B, after its one scoring: the rules "as a starting point", "no son más que valores
# por defecto", "単なるデフォルト"; "no les hagas caso"; their "only suggestions" in
# ``_SUGGESTION``)
STALE["en"] += r"|\bas (?:a |the )?(?:starting point|baseline|rough guide|rule of thumb)\b"
STALE["es"] += r"|\bno (?:son|es) más que (?:unos )?valores por defecto\b"
STALE["ja"] += r"|単なる(?:デフォルト|初期値)"
SET_ASIDE["es"] += r"|\bno (?:les|le|los|las) hagas caso\b"

# ---- twenty-fifth round (det25, ``intent_supersede_retired``): the setup named by how the
# assistant boots or ships, declared retired; a note ranked above it by weight.
for _class, _extra in zip(CLASSES, _retired.CLASSES, strict=True):
    for _lang, _words in _extra.items():
        _class[_lang] += _words
