"""Two more override shapes, in the eight languages, as pattern text for ``rules_supersede``:

- obeying a hidden payload: a verb of decoding (decode, unscramble, decrypt, convert to text)
  and, in the same sentence, a verb of obeying aimed at what the payload says (carry out the
  instructions it contains, do what it tells you); decoding a file and then running the tests
  names no instruction inside it;
- everything before this point dismissed: a reference to all the text before this message or
  line (everything above, what you read before this line) with a verb or state that voids it;
  "ignore everything above line 40 in the log" points at a line of a log, not at this message.
"""

from __future__ import annotations

DECODE = {
    "en": r"\b(?:decod|unscrambl|decrypt|deobfuscat|de-obfuscat|un-?rot)\w*"
    r"|\bconvert (?:it|this|that|them) (?:back )?(?:to|into) (?:plain )?(?:text|english|words)\b"
    r"|\b(?:convert|reverse)\w* (?:[^\s]+ ){0,3}?(?:from )?(?:rot-?13|base-?64|hex|binary|morse"
    r"|leet)"
    r"|\b(?:hex|base-?64|binary|rot-?13|morse)\b[^.!?\n]{0,40}?\b(?:convert|reverse)\w*"
    r"|\btranslat\w* (?:[^\s]+ ){0,3}?from (?:rot-?13|base-?64|hex|binary|morse|leet)",
    "zh": r"解码|解密|还原|转换成文字|转成文字",
    "es": r"\b(?:decodific|descifr|decodes|decodifiqu|traduc)\w*",
    "de": r"\b(?:dekodier|entschlüssel|decodier|übersetz)\w*",
    "fr": r"\b(?:décod|déchiffr|décrypt|tradui|convertis)\w*",
    "ja": r"デコード|復号|解読|変換",
    "ru": r"\b(?:расшифр|декодир|раскодир|переведи)\w*",
    "pt": r"\b(?:decodifi|decifr|traduz|converta)\w*",
}

OBEY_PAYLOAD = {
    "en": r"\b(?:carry out|execute|follow|obey|do|act on|perform|run)\b (?:exactly |precisely )?"
    r"(?:the (?:instructions?|commands?|orders?|directives?)(?: (?:it contains|inside"
    r"|within|in it|contained|therein|you find))|what(?:ever)? it (?:says|tells you|contains"
    r"|asks)|it as (?:a |an )?(?:command|instruction|order)|the (?:instructions?|commands?)"
    r" (?:inside|within|it contains))",
    "zh": r"(?:里面|其中|里头)[^，。,\n]{0,6}?(?:指令|指示|命令|要求)[^，。,\n]{0,4}?"
    r"(?:执行|做|照做)"
    r"|执行(?:其中|里面|它|里头)的?(?:指令|命令|内容)|照(?:着|里面)[^，。,\n]{0,6}?(?:做|执行)",
    "es": r"\b(?:sigue|ejecuta|obedece|cumple|haz|realiza)\b (?:las (?:instrucciones|órdenes"
    r"|comandos) (?:que (?:contiene|trae|lleva|incluye|hay dentro)|de dentro|ocultas)|lo que"
    r" (?:te )?(?:dice|indica|pide|contiene|manda))\b",
    "de": r"\b(?:führ\w*|befolg\w*|folg\w*|gehorch\w*)\b[^.!?\n]{0,40}?\b(?:(?:darin|dort)"
    r" (?:enthaltenen?|stehenden?) (?:anweisungen|befehle|instruktionen|kommandos)|was (?:darin"
    r"|drin) steht)\b|\b(?:darin|enthaltenen?)\b[^.!?\n]{0,30}?"
    r"\b(?:anweisungen|befehle)\b[^.!?\n]{0,10}?\b(?:aus|befolgen|ausführen)\b",
    "fr": r"\b(?:exécute|suis|suivez|applique|obéis|exécutez|appliquez)\w*\b (?:les (?:instructions"
    r"|consignes|commandes|ordres) (?:qu'il contient|contenues|cachées|qui s'y trouvent)|ce qu'il"
    r" (?:dit|contient|demande))",
    "ja": r"(?:中|内容|書かれ|含まれ)[^。\n]{0,8}?(?:指示|命令|内容)[^。\n]{0,8}?(?:実行|従)",
    "ru": r"\b(?:выполни|следуй|исполни|выполняй)\w* (?:[^\s]+ )?(?:инструкци|команд|указани)\w*"
    r",? (?:которые (?:в (?:ней|нём|нем)|там|внутри)|содержащ\w*|из (?:неё|нее|него))",
    "pt": r"\b(?:siga|execute|cumpra|obedeça|faça)\b (?:(?:as (?:instruções|ordens)|os comandos)"
    r" (?:que (?:contém|estão dentro|vêm dentro|há dentro)|de dentro|dentro dele|ocultas)|o que"
    r" (?:ele |ela |isso |o texto )?(?:diz|pede|manda|está escrito|contém))",
}

# All the text before this point, as a whole (not a line of a log, not a part of a draft).
ALL_BEFORE = {
    "en": r"\b(?:everything|anything|all|none of what|whatever|what)(?: that)?(?: you(?:'ve)?"
    r" (?:read|saw|seen|were told|got|received)| (?:was|has been|came|comes|is) (?:said|written"
    r"|stated|given)?)? ?(?:before|above|prior to|preceding) (?:this|the current) (?:line|message"
    r"|point|note|entry|sentence|paragraph)\b|\b(?:everything|all of it|all that) above"
    r"(?=\s*(?:[,.;:!]|and\b|$))|\bearlier in this (?:chat|conversation|session)\b",
    "zh": r"(?:这条消息|本条消息|这句话|这行|这条笔记|此条)(?:之前|以前|以上|前面)的?(?:所有|全部"
    r"|\N{CJK UNIFIED IDEOGRAPH-4E00}切)?(?:内容|指令|话|文字)?|此前的(?:所有|全部)(?:内容|指令)",
    "es": r"\b(?:todo|nada de) lo que (?:[^\s]+ ){0,3}?(?:antes de (?:esta|este) (?:conversación"
    r"|mensaje|línea|nota)|más arriba)\b",
    "de": r"\balles,? was (?:[^\s]+ ){0,2}?(?:vor|über) (?:dieser|diesem) (?:zeile|nachricht"
    r"|notiz|stelle|eintrag)\b",
    "fr": r"\btout ce qui (?:précède|est au-dessus|a été dit avant|vient avant)\b(?! dans (?:le"
    r"|la|ce|cette) (?:brouillon|document|fichier|texte|page)\b)",
    "ja": r"(?:このメッセージ|この行|この文|このメモ|ここ)より(?:前|上)",
    "ru": r"\bвс[её],? что (?:[^\s]+ ){0,3}?до (?:этого|этой) (?:сообщени|строк|заметк|момент)\w*",
    "pt": r"\btudo (?:o )?que (?:[^\s]+ ){0,3}?(?:antes|acima) (?:desta|deste|da|do) (?:mensagem"
    r"|linha|nota|ponto)\b",
}

# What is said of it: set aside, void, of no weight for the assistant.
DISMISSED = {
    "en": r"\b(?:scratch|wipe|disregard|ignore|forget|drop|discard|throw out)\b|\bdoes(?:n't| not)"
    r" (?:matter|count|apply)\b|\bno longer (?:matters?|counts?|applies)\b|\b(?:is|are) (?:void"
    r"|irrelevant|meaningless|moot|null)\b|\bwipe the slate\b"
    # "none of what you read before this line matters"
    r"|(?:(?<=line )|(?<=point )|(?<=message )|(?<=note ))matters\b",
    "zh": r"不再|无效|作废|忽略|不算|没有约束力|都不|忘掉|忘记|别管",
    "es": r"\b(?:queda sin efecto|sin efecto|no cuenta|cuenta ya|olvida|ignora|no importa"
    r"|no vale|sin valor"
    r"|carece de)\b",
    "de": r"\b(?:bedeutungslos|ungültig|egal|irrelevant|vergiss|ignorier\w*|zählt nicht|gilt"
    r" nicht)\b",
    "fr": r"\b(?:oublie|ignore|ne compte plus|est caduc|sans importance|n'a plus|ne vaut plus)\b",
    "ja": r"無かった|なかった|無視|無効|忘れ|関係ない",
    "ru": r"\b(?:не имеет значения|забудь|игнорируй|не действует|больше не)\b",
    "pt": r"\b(?:não vale|esqueça|esquece|ignore|não conta|não importa|sem valor)\b",
}
