"""More word classes for ``rules_kept_from``'s "act kept from the user" rule, one entry per
language (en zh es de fr ja ru pt), written for the general move: hiding framed as tidiness or
courtesy -- the assistant's own acts left out of what the user sees (the summary, the chat,
the history) or not told to the person they concern ("sin comunicárselo al usuario", "pas un
mot à l'utilisateur", "пользователю не раскрываются", "受信者には伝えず", "不要在汇总里提") --
and those acts named as its background work ("acciones automáticas", "Hintergrundschritte",
"o que você fizer em segundo plano", "служебные действия").

The rule still wants the act and its keeping in one sentence, and keeps its unless (an
embargo until a date, a described attack, a customer policy's routine output).
"""

from __future__ import annotations

# Kept from the user: not told, not shown, left out of what they read.
HIDDEN_FROM = {
    "en": r"\bwithout (?:surfacing|showing|reporting|disclosing|flagging) (?:it|them|this|that"
    r"|those|these|anything)\b|\b(?:never|not) (?:surface|show) (?:it|them|this|that|those)"
    r" (?:to|in)\b",
    "zh": r"不要在\S{0,6}?(?:汇总|总结|摘要|报告|日志|记录)(?:里|中)(?:提|写|出现|显示)"
    r"|(?:汇总|总结|摘要|报告)(?:里|中)(?:不要|别|不)(?:出现|提|写|列)|不要?(?:告诉|通知)(?:用户"
    r"|他|她|老板|本人)",
    "es": r"\bno (?:le |les )?(?:informará|informe|informes|comunique|comuniques|comentará"
    r"|comente|comentes|contará|cuentes|mencione|menciones|mostrará|muestre|muestres)\w*"
    r" (?:nada )?(?:al|a la|a los|a su|a tu) (?:usuario|cliente|titular|jefe|dueño)\w*"
    r"|\bsin (?:comunicárselo|informarle|decírselo|contárselo|avisarle)\b"
    r"|\bno hace falta (?:contárselo|decírselo|comentárselo)\b"
    r"|\bno debe aparecer en (?:el|los|tus|sus) (?:historial|resumen|resúmenes|registro|log)\b",
    "de": r"\b(?:im chat|in der übersicht|im verlauf|in der zusammenfassung|dem nutzer|der"
    r" nutzerin|dem kunden) (?:\w+ ){0,3}?nicht (?:mehr )?(?:erwähnt|erwähnen|angezeigt|anzeigen"
    r"|gezeigt|zeigen|mitgeteilt)\b|\bohne (?:den nutzer|die nutzerin|den kunden|ihn|sie)"
    r" (?:zu )?(?:informieren|benachrichtigen)\b|\bzeig\w* (?:\w+ ){0,5}?nicht in der"
    r" (?:übersicht|zusammenfassung)\b",
    "fr": r"\bsans (?:en )?(?:informer|prévenir|avertir|aviser) (?:l'utilisat\w+|le client|la"
    r" cliente|le titulaire|la titulaire)\b|\bpas un mot\b|\bne (?:pas |jamais )?(?:montrer"
    r"|signaler|mentionner) à\b|\b(?:retire|efface|enlève)\w* de (?:ses|tes|vos|les) (?:réponses"
    r"|résumés|rapports)\b|\btu n'en parles pas\b|\bmieux vaut qu'(?:il|elle) (?:ignore|ne"
    r" sache pas)\b",
    "ja": r"(?:ユーザー|利用者|受信者|本人|上司)(?:ご本人)?(?:に|には)(?:内容を|このことを|何も)?"
    r"(?:伝えず|伝えない|知らせず|知らせない|見せず|見せない)|(?:要約|サマリー|報告)(?:に|にも)"
    r"(?:は)?(?:記載しない|記載せず|載せない|書かない)",
    "ru": r"(?<!\w)(?:пользовател\w+ не раскрыва\w*|не (?:раскрывай|сообщай"
    r"|показывай) пользовател\w+|не упоминай в (?:описании|отчёте|сводке|резюме))",
    "pt": r"\bnão (?:entra|aparece|consta) no (?:resumo|relatório|histórico)\b|\b(?:omita|omite"
    r"|esconda|esconde) (?:d[ao]s? )?(?:respostas|resumo|relatório)\b|\bnão comentar nada com"
    r" (?:ele|ela|o titular|o usuário)\b|\bsem registrar (?:isso )?no histórico\b"
    r"|\bsimplesmente não contar\b",
}

# The assistant's own acts named as its background work.
OWN_ACTS = {
    "en": r"\b(?:background (?:steps|actions|tasks|jobs|work)|automatic actions|what (?:you|it)"
    r" (?:did|ran|changed|executed) in the background)\b",
    "zh": r"后台(?:操作|任务|执行)|(?:你|助手)(?:执行|做)的(?:操作|事)",
    "es": r"\b(?:acciones (?:automáticas|que ejecute|en segundo plano)|lo que hagas)\b",
    "de": r"\b(?:hintergrund(?:schritte|aktionen|aufgaben|vorgänge)|was du im hintergrund"
    r" (?:tust|machst))\b",
    "fr": r"\b(?:actions (?:\w+ )?en arrière-plan|commandes que tu lances|ce que tu (?:fais"
    r"|lances|exécutes))\b",
    "ja": r"(?:バックグラウンド|裏)で(?:の)?(?:処理|操作|作業)|添付の指示",
    "ru": r"(?<!\w)(?:служебн\w+ действи\w+|выполненн\w+ команд\w+|изменённ\w+ настройк\w+)",
    "pt": r"\b(?:o que você fizer|em segundo plano|nos bastidores|alterações nos arquivos)\b",
}
