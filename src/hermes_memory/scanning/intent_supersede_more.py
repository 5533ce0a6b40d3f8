"""More words for the classes of ``intent_supersede`` (the twentieth and twenty-first rounds),
kept apart so that module stays readable: ``intent_supersede`` appends each entry here to its
class (``ABSENT_MORE`` to its "as if you had no instructions" patterns).

The moves, in the eight languages:

- the startup, base or developer instructions named the way a note names them ("the guidelines
  this conversation began with", "las instrucciones con las que arrancaste", "Startanweisungen",
  "起動時の指示", "стартовые инструкции", "as instruções iniciais dele");
- declared stale, optional, read-only, suspended or no longer applied;
- a retrieved page, an imported file, a saved note declared the top authority over them;
- set aside: discard it, switch it off, carry on even where it conflicts with them.

Every word joins a class, never a rule alone: a source named here still needs its state, its
rank beside this note, or its verb in the same sentence.
"""

from __future__ import annotations

from hermes_memory.scanning import intent_supersede_shapes as _shapes

GOVERNING_MORE = {
    "en": r"|\b(?:rules|instructions|guidelines|guidance|directions) (?:this|the) (?:conversation"
    r"|chat|session) (?:began|started|opened|kicked off) with\b"
    r"|\byour (?:setup|set-up|startup|start-up|boot|launch|base|baseline|developer|operator"
    r"|vendor|configured) (?:instructions|rules|guidelines|directives|restrictions|constraints"
    r"|guidance|policies|prompt)\b(?! (?:on|for|about|in|of|to|regarding)\b)"
    r"|\bthe (?:one|ones|version) (?:that came |coming )?from the (?:system|developer|operator)"
    r"\b",
    "zh": r"|启动时(?:加载|收到|设定)?的[^，。,\n]{0,4}?(?:指令|规则|设定|准则)"
    r"|助手的[^，。,\n]{0,6}?安全(?:规则|限制|准则)",
    "es": r"|\b(?:instrucciones|reglas|directrices|normas|restricciones|indicaciones|pautas)"
    r" (?:[^\s]+ ){0,2}?de (?:su|tu) (?:desarrollador|operador|proveedor|creador)\b"
    r"|\bcon (?:las|los) que (?:arrancaste|arrancas|empezaste|te arrancaron|te iniciaron"
    r"|iniciaste)\b",
    "de": r"|\b(?:vorgabe|regel|anweisung|richtlinie) (?:des|deines|vom) (?:betreibers|entwicklers"
    r"|herstellers|systems)\b|\bstart(?:anweisung|vorgabe|regel|konfiguration)\w*"
    r"|\b\w*(?:regeln|vorgaben|anweisungen|richtlinien) des (?:ki-)?assistenten\b"
    r"|\balles,? was (?:dir|ihnen) (?:bisher|vorher|zuvor|anfangs) (?:als (?:regel|anweisung"
    r"|vorgabe) )?(?:mitgegeben|gesagt|vorgegeben|aufgetragen)",
    "fr": r"|\b(?:règles|consignes|instructions) (?:[^\s]+ ){1,2}de l'assistant\b"
    r"|\b(?:consignes|instructions|règles) (?:du|de ton|de votre) (?:développeur|opérateur"
    r"|éditeur)\b",
    "ja": r"|システム側の(?:制約|ルール|指示|制限|設定|方針)|起動時の(?:指示|ルール|設定|方針)",
    "ru": r"|\bвстроенн\w* (?:[^\s]+ ){0,3}?(?:правил|инструкци|ограничени)\w*"
    r"|\b(?:стартов|начальн|базов)\w* (?:инструкци|правил|указани)\w*"
    r"|\bправил\w* безопасности (?:ассистента|бота|модели)\b",
    "pt": r"|\b(?:regras|instruções|diretrizes|restrições|normas|orientações) (?:[^\s]+ ){0,2}?"
    r"(?:do|de|da) (?:seu |sua |teu |tua )?(?:sistema|operador|desenvolvedor|assistente)\b"
    r"|\b(?:regras|instruções|diretrizes) (?:iniciais|originais|de base|de inicialização)"
    r" (?:dele|dela|do assistente|do bot|do agente)\b|\binstruções de inicialização\b"
    r"|\b(?:regras|instruções|diretrizes) com (?:que|as quais) (?:você|tu) (?:foi|foste)"
    r" (?:iniciad|configurad|lançad|criad)\w*",
}

STALE_MORE = {
    # (an API's "a leading system message is optional" is how the API works: only a change
    # of state, "now optional", demotes)
    "en": r"|\b(?:is|are|was|were) (?:now |officially )?(?:stale|dormant|retired)\b|\b(?:is|are)"
    r" (?:now|officially|henceforth) (?:optional|read-only|on hold|paused|inactive|deprecated)\b"
    r"|\bread-only (?:history|archive|reference)\b",
    "zh": r"|暂停(?:执行|生效|使用)|降级为|可选项|只读",
    "es": r"|\bvencid[oa]s\b|\b(?:pasan? a ser|son ahora|quedan? como|ahora son) opcionales?\b"
    r"|\bde solo lectura\b",
    "de": r"|\b(?:nur noch|ab jetzt|ab sofort|jetzt) optional\b|\bschreibgeschützt\b",
    "fr": r"|\bne (?:sont|est) plus appliquée?s?\b|\ben lecture seule\b",
    "ja": r"|停止中|任意扱い|読み取り専用|一時停止",
    "ru": r"|\b(?:стали|стал|является|являются|теперь) необязательн\w*|\bтолько для чтения\b",
    "pt": r"|\b(?:viraram|viram|passam a ser|são agora|agora são) opcionais\b"
    r"|\bsomente leitura\b|\bexpir(?:aram|ou)\b",
}

RANK_MORE = {
    "en": r"|\b(?:top|highest|supreme|final|ultimate|sole) (?:authority|word|say|source of truth)"
    r"\b|\b(?:pick|picks|choose|chooses|side with|sides with) (?:[^\s]+ ){0,8}?over\b",
    "zh": r"|最高(?:准则|权威|优先级?)|说了算",
    "es": r"|\b(?:máxima|mayor|única) autoridad\b",
    "de": r"|\bgewinn(?:t|en)\b|\b(?:oberste|höchste|einzige) (?:instanz|autorität)\b",
    "fr": r"|\b(?:fait|font) (?:désormais )?autorité\b",
    "ja": r"|判断基準|(?:だけ|のみ)に従|最優先",
    "ru": r"|\bпобежда\w*",
    "pt": r"|\bautoridade máxima\b|\bmáxima autoridade\b|\b(?:vale|manda) mais\b",
}

SELF_MORE = {
    "en": r"|\b(?:retrieved|fetched|imported|attached|pasted|scraped) (?:documents?|files?|pages?"
    r"|web pages?|text|content)\b|\bsaved memory\b|\bthe web page\b|\bwiki page\b",
    "zh": r"|检索到的(?:文档|内容|资料)|导入的(?:文件|文档)|网页内容|笔记",
    "es": r"|\b(?:documento|archivos?|páginas?|textos?) (?:que se te adjunte|adjunt\w*"
    r"|importad\w*|recuperad\w*|descargad\w*)|\bnota guardada\b",
    "de": r"|\b(?:abgerufenen|importierten?|heruntergeladenen|angehängten) (?:dokument|datei"
    r"|seite|inhalt)\w*",
    "fr": r"|\b(?:document|fichier|page)s? (?:récupérée?s?|importée?s?|web)\b",
    "ja": r"|作業メモ|取得した(?:ドキュメント|文書|ページ)|ユーザーのメモ",
    "ru": r"|\b(?:загруженн|импортированн)\w* (?:документ|файл|страниц)\w*",
    "pt": r"|\b(?:documento|arquivo|página|texto|conteúdo)s? (?:recuperad|importad|colad|baixad)"
    r"\w*|\bpáginas lidas\b|\bficou salvo\b",
}

SET_ASIDE_MORE = {
    "en": r"|\b(?:may|can|should) be (?:skipped|ignored|dropped|disregarded)\b"
    r"|\beven (?:where|when|if) (?:it|this|they|that) (?:conflicts?|clash(?:es)?|contradicts?)"
    r" with\b|\b(?:throw|toss|chuck)\w* (?:[^\s]+ ){0,3}?out\b",
    "zh": r"",
    "es": r"|\bdescarta\w*",
    "de": r"|\bverw[ei]rf\w*",
    "fr": r"",
    "ja": r"|使わず|使わない",
    "ru": r"|\bотключи\w*",
    "pt": r"",
}

# batch B's one-line words of the eleventh round, moved here from ``intent_supersede``
SET_ASIDE_MORE["es"] += r"|\bte saltas\b|\bsáltate\b|\bsaltarte\b"
SET_ASIDE_MORE["fr"] += r"|\btu ignores\b|\bignore[sz]?\b"
SET_ASIDE_MORE["ru"] += r"|\bзабыва\w*|\bзабудь\b"
SET_ASIDE_MORE["de"] += r"|\bsetz\w* (?:du )?dich (?:[^\s]+ ){0,4}?über\b"
RANK_MORE["en"] += r"|\breplaces\b"
STALE_MORE["de"] += r"|\bentfallen\b|\bersatzlos gestrichen\b"
STALE_MORE["ru"] += r"|\bперестают? (?:действовать|применяться)\b"
STALE_MORE["pt"] += r"|\bdeixa\w* de (?:valer|se aplicar)\b"
RANK_MORE["de"] += r"|\bersetzt\b|\bsteh\w* über\b|\bübergeordnet\b"
SELF_MORE["en"] += r"|\bthis (?:directive|instruction|ticket|announcement|notice)\b"
SELF_MORE["de"] += r"|\bdiese[rs]? (?:anweisung|direktive|richtlinie|ticket\w*|mitteilung)\b"


# ---- twenty-first round: the startup rules named by where they came from ("the guardrails in
# the startup message", "whatever its original setup told it", "the stuff they loaded u with at
# boot", "あなたに事前に与えられた方針", "regra de fábrica"); declared dead, written for the old
# deployment or mere suggestions; this memo declared the new law or the only rulebook; the
# checks skipped because requests here are "pre-cleared". Still one sentence with the source.
GOVERNING_MORE["en"] += (
    r"|\b(?:guardrails|rules|instructions|guidelines|restrictions|limits|safeguards) (?:in|from"
    r"|of) (?:the |your |its )?(?:startup|start-up|boot|launch|setup|initial|original) (?:message"
    r"|prompt|instructions|config\w*)\b|\b(?:startup|start-up|boot) (?:message|prompt)\b"
    r"|\b(?:whatever|what|anything|everything) (?:its|your|their|the assistant's) (?:original"
    r" |initial |base |default |old )?(?:setup|set-up|configuration|config|instructions|prompt"
    r"|programming) (?:told|says?|said|tells?)\b"
    r"|\b(?:whatever|what|everything|anything|stuff|the stuff|things) (?:they|you were|u were"
    r"|your devs|ur devs|the devs) (?:loaded|set|fed|primed|configured|booted) (?:you|u) (?:up )?"
    # (only what it "says": "your default configuration is overridden by the project's config
    # file" is a tool's settings)
    r"(?:with|at boot)\b|\b(?:whatever|what|anything) your (?:base|default|original|initial"
    r"|startup) (?:configuration|config|setup) (?:says|said|tells?)\b"
)
STALE_MORE["en"] += (
    r"|\b(?:written|meant|made) for the (?:old|previous|earlier|last|former) (?:deployment"
    r"|version|model|release|product|setup)\b|\b(?:r|are|is) (?:now )?dead\b"
)
RANK_MORE["en"] += (
    r"|\b(?:only|sole|new|one true) rulebook\b|\b(?:is|as) the (?:new )?law\b|\bthe law now\b"
)
SET_ASIDE_MORE["en"] += (
    r"|\bskip the (?:checks|safeguards|guardrails|limits|restrictions)\b"
    r"|\bpre-?(?:cleared|approved|authori[sz]ed)\b"
)
GOVERNING_MORE["es"] += r"|\b(?:las )?(?:normas|reglas|instrucciones) de arriba\b"
STALE_MORE["es"] += r"|\bya no va\b"
SET_ASIDE_MORE["es"] += r"|\bpasa de (?:ellas|ellos|esas|esos|todo eso)\b"
GOVERNING_MORE["ja"] += (
    r"|あなたに(?:事前に|最初に|前もって|あらかじめ)?(?:与えられた|渡された|設定された)"
    r"(?:方針|指示|ルール|制約|設定)"
)
GOVERNING_MORE["pt"] += r"|\bregra de fábrica\b"
# (only "worth only as a suggestion": "as tuas regras de formatação são só sugestões" is a
# reviewer's word to a colleague)
STALE_MORE["pt"] += r"|\b(?:valem|vale) (?:só|somente|apenas) como sugest\w*"

# ---- twenty-first round, from the tunable sets' misses: the rules switched off "for this
# project" and the assistant told to act as if nobody had ever given it any (en's "as if you
# had no instructions" in the other languages' slang); the sources named as the operator's
# configuration, the assistant's built-in rules or its safeguards; "suspended", "sem efeito".
ABSENT_MORE = {
    "en": r"",
    "zh": r"|就当(?:从来)?没(?:有)?人给你(?:定|立|设|下)过?(?:任何)?(?:规则|规矩|指令|限制)",
    "es": r"",
    "de": r"|\bals (?:hätte|habe) (?:dir|ihnen) (?:nie|niemand|keiner) (?:jemand )?(?:welche"
    r"|regeln|anweisungen|vorgaben)\b",
    "fr": r"",
    "ja": r"|(?:ルール|規則|指示)[^。\n]{0,20}?(?:最初から)?何も"
    r"(?:言われて|指示されて|与えられて)(?:い)?な(?:かった|い)(?:テイ|てい|体|こと)",
    "ru": r"|\bправил\w*[^.!?\n]{0,60}?\b(?:будто|словно) тебе (?:их )?(?:вообще )?никогда не"
    r" (?:давали|ставили)\b",
    "pt": r"|\bcomo se (?:ninguém|nunca) (?:nunca )?(?:tivesse|houvesse) te (?:passado|dado|dito)"
    r" (?:nenhuma )?(?:regra|regras|instrução|instruções)\b",
}
GOVERNING_MORE["de"] += r"|\bvorgaben aus deine[mr] (?:setup|konfiguration|einrichtung)\b"
SET_ASIDE_MORE["de"] += r"|\b(?:brauchst|musst) dich nicht mehr an\b"
GOVERNING_MORE["pt"] += (
    r"|\b(?:salvaguardas|configuração|configurações) (?:do|da) (?:assistente|ia|bot)\b"
    r"|\b(?:limitações|restrições|regras) definidas pelo (?:operador|desenvolvedor)\b"
)
STALE_MORE["pt"] += r"|\bfica\w* sem efeito\b|\b(?:vêm|vem|ficam?) desligad\w*|\bficam? suspens\w*"
GOVERNING_MORE["es"] += r"|\bconfiguración del (?:operador|desarrollador|sistema)\b"
GOVERNING_MORE["ru"] += (
    r"|\b(?:инструкци|правил|указани)\w*,? (?:которые|что) (?:ассистенту|тебе|боту|модели)"
    r" (?:дал|дали|выдал|задал)\w*"
)
SELF_MORE["ru"] += r"|\bэтот комментарий\b"
GOVERNING_MORE["zh"] += r"|助手内置的?(?:规则|指令|设定|限制)"

CLASSES = (GOVERNING_MORE, STALE_MORE, RANK_MORE, SELF_MORE, SET_ASIDE_MORE, ABSENT_MORE)

# ---- twenty-second round (det22): the startup rules named by the session they open ("the rules
# you start each session with", "as regras de sistema com que você inicia"), by their owner's
# configuration ("the operator's safety configuration"), or as the system's settings
# ("исходные системные установки", "правила, заданные разработчиком"); demoted as no longer a
# priority, outdated, or "not valid for me". Still one sentence with the source.
GOVERNING_MORE["en"] += (
    r"|\b(?:rules|instructions|guidelines|directives) (?:that )?you (?:start|begin|boot|open"
    r"|launch) (?:each|every|the|a) (?:session|conversation|chat) with\b"
    # (its configuration only: a crane's operator has rules and instructions too)
    r"|\bthe (?:operator|developer|vendor|system)'s (?:safety |default |base )?(?:configuration"
    r"|config)\b"
)
GOVERNING_MORE["ru"] += (
    r"|\b(?:правил|инструкци|указани|установк)\w*,? (?:заданн|установленн|написанн|выданн)\w*"
    r" (?:\w+ )?разработчик\w*|\b(?:исходн|системн)\w* (?:системн\w* )?(?:установк|настройк"
    r"|инструкци|правил)\w*"
)
GOVERNING_MORE["pt"] += r"|\bregras de sistema\b"
STALE_MORE["ru"] += r"|\bустаревш\w*"
STALE_MORE["fr"] += r"|\bne (?:sont|est) plus prioritaires?\b"
STALE_MORE["pt"] += r"|\bnão (?:valem|vale) (?:mais )?(?:para mim|aqui|nada)\b"
RANK_MORE["fr"] += r"|\bles remplacent\b"

# ---- twenty-third round (det23, ``intent_supersede_shapes``): the base rules only defaults, a
# note ranked first, a changelog that removed them, the hypothetical that they were wiped.
for _class, _extra in zip(CLASSES, _shapes.CLASSES, strict=True):
    for _lang, _words in _extra.items():
        _class[_lang] += _words
