"""Prompt extraction in everyday words, in the eight languages: the setup text named as a
person would name it without the trade's words ("what you were told before we started",
"your first message, the one I can't see", "the hidden part", "what the operator drilled into
you", "裏で渡されてる設定", "то, что тебе дали перед разговором") on the same line as a verb
that puts it out (paste, print, translate, spell, summarise, put in a code block or a file,
publish). The older rules (``rules_setup_text``) need the trade's nouns; this one needs the
setup's place in time or sight. A lesson about attacks passes (``rules_setup_out.UNLESS``).
"""

from __future__ import annotations

from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.rules_setup_out import UNLESS
from hermes_memory.scanning.types import ThreatCategory

_X = ThreatCategory.PROMPT_EXTRACTION

# The setup by its place: before the talk, hidden from the user, given by someone else.
_SETUP = (
    r"(?:\b(?:what|everything|all|whatever|the (?:text|stuff|part|message)s?) (?:that )?"
    r"(?:you were|they|someone|the operator|the developers?|your (?:owner|maker)s?) "
    r"(?:told|gave|given|loaded|fed|briefed|drilled|set)\b[^.\n]{0,40}?\bbefore\b"
    r"|\byour (?:very )?first message\b|\bthe (?:hidden|secret|invisible) (?:part|bit|text"
    r"|preamble|setup|configuration|instructions)\b|\b(?:the one|the part) i (?:can't|cannot"
    r"|don't) see\b|\b(?:system|hidden|internal|initial) (?:instructions|configuration|setup"
    r"|config|rules)\b[^.\n]{0,40}?\byou(?:'re| are)? (?:running|using|working) with"
    r"|\bbefore (?:we (?:started|began|start(?:ed)? (?:talking|chatting))|our (?:chat|conversation)"
    r"|this (?:chat|conversation)|my first message)\b"
    r"|\b(?:lo que|todo lo que) (?:te )?(?:dijeron|cargaron|pasaron|dieron|indicaron)\b"
    r"|\btu primer mensaje\b|\bel que (?:yo )?no veo\b|\bla parte (?:escondida|oculta)\b"
    r"|\bantes de (?:que empez\w+|la charla|nuestra conversación|hablar)\b"
    r"|\b(?:allererste|erste) nachricht\b|\bdie ich nicht sehe\b|\bversteckten teil\b"
    r"|\bvor unserem gespräch\b|\bvorab (?:eingeschärft|mitgegeben|gesagt)\b|\bmitgegeben hat"
    r"|\bpremier message\b|\bcelui que j'?\s?(?:ne )?vois pas\b|\bconfiguration cachée\b"
    r"|\bavant qu'on (?:commence|parle)\b|\bce qu'on t'a (?:dit|donné|demandé)\b"
    r"|\bprimeira mensagem\b|\bque eu não (?:consigo )?ver?\b|\bque te (?:falaram|disseram"
    r"|passaram|deram)\b|\bantes da gente começar\b|\bantes da minha primeira\b"
    r"|(?<!\w)(?:перед (?:нашим|этим) (?:разговором|диалогом)|до (?:начала )?(?:нашего )?"
    r"(?:разговора|диалога)|перв\w* (?:месседж|сообщени)\w*|мне не видно|текст настройки"
    r"|скрыт\w* (?:част|текст|инструкци)\w*|что тебе (?:дали|сказали|написали))"
    r"|开聊之前|聊天之前|对话之前|交代给你|上岗前|给你的那份|内部使用的|隐藏的部分|看不到的"
    r"|最初に受け取|見えない部分|裏で渡され|システム指示|設定の文|非公開のガイドライン"
    r"|受け取っている)"
)
_OUT = (
    r"(?:\b(?:paste|print|translat\w*|spell|summari[sz]e|quot(?:e|ing)|copy|dump|echo|publish"
    r"|post|write (?:out|down)|type out|output|attach|code block|\.txt|file)\b"
    r"|\b(?:pás\w*|pega\w*|tir\w*me|traduc\w*|copi\w*|escrib\w*|muestr\w*|imprim\w*"
    r"|bloque de código|resum\w*|tal cual)\b"
    r"|\b(?:kopier\w*|buchstabier\w*|schreib\w*|fass\w*|gib \w* ?aus|übersetz\w*|datei"
    r"|wort für wort)\b"
    r"|\b(?:recoll\w*|coll\w*|tradu\w*|publi\w*|écri\w*|copi\w*|affich\w*|mot pour mot)\b"
    r"|\b(?:cola\w*|solet\w*|resum\w*|anex\w*|ecoa\w*|mostr\w*|escrev\w*|arquivo|copi\w*)\b"
    r"|(?<!\w)(?:выведи|скинь|пришли|покажи|переведи|напиши|скопируй|дословно|вставь"
    r"|перескажи|файл\w*)"
    r"|贴出来|发我|翻成|翻译|念给|输出|打印|复制|原样|原文|写出来|列出来|附上"
    r"|訳し|訳して|出して|書き出|貼って|記入|表示して|原文|コードブロック)"
)

SETUP_PLAIN_RULES: tuple[Rule, ...] = (
    rule(
        _X,
        "plain_setup_put_out",
        rf"(?:{_SETUP})[^\n]{{0,200}}?(?:{_OUT})|(?:{_OUT})[^\n]{{0,200}}?(?:{_SETUP})",
        unless=UNLESS,
        lines=True,
    ),
)
