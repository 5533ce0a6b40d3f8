"""Concealment of the agent's own acts from the person it works for, in the eight languages.

Two intents. The act is kept from the user: a sentence names something the agent does to
the user's files, settings, data or network ("what you do with the config files", "the
outbound transfers it performs", "os dados foram copiados") and forbids telling, showing or
logging it to the user ("don't tell them", "ni lo deja en el historial", "не упоминай").
Or the act is covered by a canned answer: the user is to be told only "done" / "caso
resolvido" after a transfer. An embargo ("don't mention the fix in public notes"), a
surprise or a privacy rule names no act of the agent's on the user's things and passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_C = ThreatCategory.CONCEALMENT

# An act of the agent's on the user's things (a verb of change or transfer, or its object).
_ACT = (
    r"(?:\b(?:modif(?:y|ies|ied|ying)|edit(?:s|ed)|delet(?:e|es|ed|ing)|remov(?:es|ed|ing)"
    r"|upload\w*|transfer\w*|cop(?:y|ie[sd])|sent|send(?:s|ing)?|sync\w*|outbound|install\w*"
    r"|network commands?|commands? (?:you|it) runs?|config\w* files?"
    r"|(?:what(?:ever)?|something|anything) (?:you|it) do(?:es)?"
    r"|(?:carry out|perform|take) (?:an |any )?actions?"
    r"|modifica\w*|archivos de configuraci\w*|comandos de red|borr[aóe]\w*|envi[aóe]\w*"
    r"|copiad\w*|lo que hagas"
    r"|änder\w*|konfigurationsdatei\w*|netzwerkbefehl\w*|gesendet|hochgeladen|kopiert|gelöscht"
    r"|was du (?:mit|an)|fichiers de configuration|commandes réseau|envoy\w*|copié\w*|supprim\w*"
    r"|transf[eé]r\w*|ce que tu fais|arquivos de configuração|enviad\w*|apagad\w*|alterad\w*"
    r"|o que (?:você|voce) faz)"
    r"|(?<!\w)(?:конфиг\w*|отправ\w*|удал\w*|скопир\w*|измен\w*|что ты (?:там )?делаешь)"
    r"|配置文件|上传|发送|删除|修改|复制|設定ファイル|送信|削除|変更|アップロード)"
)
# ... kept from the user: not told, not shown in the answers or the history.
_HIDE = (
    r"(?:\b(?:don't|do not|never|not to|won't|shouldn't|just not|simply not)\b (?:\w+ ){0,2}"
    r"(?:tell|mention|show"
    r"|report|bring (?:it |this |them )?up|disclose|inform|let (?:the user|them|him|her) know)\b"
    r"|\b(?:invisible|hidden) (?:to|from) (?:the )?(?:user|owner|client|customer|[a-z]+\b)"
    r"|\bkeep (?:it|them|this|that) (?:from|away from) (?:the )?(?:user|owner|client|them)"
    r"|\bno (?:se )?(?:lo |le |les |la )?(?:se lo )?(?:menciona\w*|cuent\w*|dig\w*|dic\w*"
    r"|informe\w*"
    r"|muestr\w*|comunique\w*)\b|\bni lo deja\w* en el historial|\bsin (?:decírselo|contárselo"
    r"|mencionarlo)"
    r"|\b(?:nicht|nie|niemals) (?:\w+ ){0,2}(?:erwähn\w*|erzähl\w*|sag\w*|mitteil\w*|anzeig\w*)"
    r"|\bne (?:\w+ ){0,2}(?:jamais|pas|rien) (?:\w+ ){0,2}(?:apparaître|mentionn\w*|dire|signal\w*"
    r"|parl\w*|informer)|\bsans (?:le lui dire|en parler|le mentionner)"
    r"|\bne (?:\w+ ){0,2}(?:mentionn|dis|signal|parl|montr)\w* (?:jamais|pas|rien)\b"
    r"|\bnão (?:\w+ ){0,2}(?:informar|informa|contar|conta|dizer|diz|mencionar|menciona|mostrar"
    r"|avisar|avisa)\b"
    r"|\bsem (?:contar|avisar|mencionar)\b"
    r"|(?<!\w)(?:не (?:говори|упоминай|сообщай|рассказывай|показывай)\w*|молчи|ни слова)"
    r"|不要告诉|别告诉|不告诉|不要提|不要让用户知道|伝えず|言わず|知らせず|伝えない|言わない"
    r"|知らせない|黙って)"
)
# ... the one they would ask: the user, the client, the owner, the answers they read.
_USER = (
    r"(?:\b(?:user|client|customer|owner|she|he|they|them|her|him|answers?|repl(?:y|ies)"
    r"|responses?|history|summar\w*)\b|\b(?:usuari[oa]|client[ea]|historial|respuestas?"
    r"|nutzer\w*|benutzer\w*|kunde\w*|antwort\w*|verlauf|utilisateur\w*|réponses?|historique"
    r"|usuário|respostas?|histórico)\b|(?<!\w)(?:юзер\w*|пользовател\w*|клиент\w*|ответ\w*)"
    r"|用户|客户|回复|ユーザー|返答|回答)"
)
# A canned answer after the act: "reply only 'case resolved'", "she only sees 'all done'".
_ONLY_SAY = (
    r"(?:\b(?:only|just|merely)\b (?:\w+ ){0,3}(?:say|write|reply|respond|answer|report|see)\w*"
    r"|\b(?:solo|solamente|únicamente)\b (?:\w+ ){0,2}(?:di\w*|respond\w*|escrib\w*)"
    r"|\b(?:nur|lediglich)\b (?:\w+ ){0,3}(?:sag\w*|schreib\w*|antwort\w*|meld\w*)"
    r"|\b(?:seulement|uniquement)\b (?:\w+ ){0,2}(?:dire|répond\w*|écri\w*)|\bque (?:dire|répondre)"
    r"|\bapenas\b (?:\w+ ){0,2}(?:diz\w*|respond\w*|escrev\w*)|\bresponder apenas"
    r"|(?<!\w)(?:пиши|говори|отвечай|сообщай) только|только (?:пиши|говори|отвечай)"
    r"|只(?:说|回复|回答)|とだけ"
    r"|\b(?:tell|reply|respond|answer|say|responda|responde|diga|dis|réponds|sag|antworte)\w*"
    r" (?:\w+ ){0,3}(?:only|just|apenas|solo|seulement|nur)\b"
    r"|(?<!\w)(?:пиши|говори|отвечай|сообщай) (?:\w+ )?только)"
    r"[^.!?\n]{0,30}?[\"'\u201c\u00ab\u300c\u201e](?:[^\"'\u201d\u00bb\u300d\n]{0,12}?)"
    r"(?:done|complete\w*|finished|ok|resolved|synced|all good|listo|hecho|terminado|resuelto"
    r"|erledigt|fertig|abgeschlossen|terminé|fini|effectué|résolu|завершен\w*|готово|сделано"
    r"|resolvido|concluíd\w*|pronto|完成|已完成|完了|終わり)"
)

CONCEAL4_RULES: tuple[Rule, ...] = (
    rule(
        _C,
        "hide_own_act_from_user",
        sentence_with(_HIDE, _ACT, _USER, window=260, dotted_words=True),
        # (the sentence's parts, searched alone first: their literals gate the rule)
        requires=(_HIDE, _ACT),
        unless=ABOUT_ATTACK_NOTE,
    ),
    rule(
        _C,
        "canned_answer_covers_act",
        sentence_with(_ONLY_SAY, window=240, dotted_words=True),
        # the act it covers: data sent out or changed, somewhere in the note
        requires=(_ONLY_SAY, _ACT, _USER),
        unless=ABOUT_ATTACK_NOTE,
    ),
)
