"""Word classes for a cover-up told by its structure (``rules_cover_up`` joins them), one
entry per language:

- ``ASKED``: the answer is prepared for a question still to come ("if she asks", "should the
  client ask", "спросит", "聞かれたら");
- ``SAY``: a verb of telling or answering;
- ``LIE``: what such an answer says when it hides an act: a denial of having done anything
  ("you never touched it", "nothing changed", "nobody read them"), a scapegoat ("it was the
  network", "a glitch"), a state said to be as found ("the files were already like that"),
  or a claim said against the facts ("even though it's 24 months");
- ``ERASE`` and ``TRAIL``: the traces of an act cleared (history, logs, terminal output).

A question answered falsely about a party, a present or a dog is told apart by
``intent_kept_from.EMBARGO`` (surprises) and by the scapegoat list naming only systems.
"""

from __future__ import annotations

ASKED = {
    "en": r"\b(?:if|when|whenever|should|in case) (?:\S+ ){0,4}?(?:asks?|ever asks|asked"
    r"|wonders?|enquires?|inquires?|questions? (?:it|this|you|that))\b|\bif asked\b"
    r"|\bwhen asked\b|\bif (?:\S+ ){1,3}?(?:ever )?(?:brings? (?:it|this|that) up|calls?"
    r"|complains?)\b"
    r"|\bif (?:anyone|someone|somebody|he|she|they|the \w+) (?:ever )?(?:notices?"
    r"|checks? (?:on )?(?:it"
    r"|this|that))\b",
    "zh": r"问起|问到|问的话|如果\S{0,8}?问|要是\S{0,8}?问|万一\S{0,8}?问|被问|追问|查问|询问",
    "es": r"\bsi (?:\S+ ){0,4}?(?:pregunta\w*|se entera|lo nota|nota algo)\b|\bcuando (?:\S+ )"
    r"{0,4}?pregunte\w*\b|\bsi (?:\S+ ){0,3}(?:llama|reclama|se queja)\b"
    r"|\ben caso de que (?:\S+ ){0,3}pregunte\w*\b|\bsi te preguntan\b",
    "de": r"\b(?:wenn|falls|sollte) (?:\S+ ){0,6}?(?:fragt|fragen|nachfragt|nachhakt|wissen will"
    r"|fragen sollte)\b|\bauf nachfrage\b|(?:^|[.:;!?] ?|, )fragt (?:\S+ ){0,3}?(?:der|die"
    r"|jemand|er|sie|ihr|man)\b|\bfragt (?:der|die) (?:kunde|kundin|chef|chefin|nutzer\w*"
    r"|inhaber\w*|prüfer\w*|besitzer\w*|eigentümer\w*)\b",
    "fr": r"\bs(?:i|'il|'ils|'elle|'elles) (?:\S+ ){0,4}?(?:demande\w*|pose la question|pose des"
    r" questions|remarque)\b|\bquand (?:\S+ ){0,4}?demande\w*\b|\bsi on te (?:le )?demande\b"
    r"|\ben cas de question\b",
    "ja": r"聞かれたら|聞かれても|聞かれた場合|尋ねられたら|質問されたら|問われたら"
    r"|問い合わせ(?:が)?(?:あっ|来)たら|突っ込まれたら",
    "ru": r"(?<!\w)(?:если (?:\S+ ){0,3}?спрос\w+|спросит\w*|спросят|спрашива\w+|на вопрос"
    r"|при вопросе|если (?:\S+ ){0,3}?(?:поинтересу\w+|заметит))(?!\w)",
    "pt": r"\b(?:se|quando|caso) (?:\S+ ){0,4}?(?:pergunt\w+|quiser saber|notar|reparar)\b"
    r"|\bse te perguntarem\b",
}

# A state said to be as found, told without a verb: "the files were already like that".
AS_FOUND = (
    r"\b(?:was|were) already (?:like that|that way)\b|\bya estaba(?:n)? así\b|\bétai(?:en)?t déjà"
    r" comme ça\b|\bwar(?:en)? schon so\b|\bjá estava(?:m)? assim\b|(?<!\w)так и было(?!\w)"
    r"|本来就|原来就|もともと|元から"
)

SAY = {
    "en": r"\b(?:say|says|saying|tell|tells|answer|reply|respond|claim|insist|explain|report"
    r"|confirm|assure|pretend|blame|act like|play dumb|you'd say|you say|just say)\b",
    # ("格式说明：", "说明书", "说明文档" name a document, nobody tells anybody anything)
    "zh": r"就说|说是|说成|回答|答复|告诉|回复|解释|推说|推给|推到|声称|咬定|一口咬定"
    r"|说(?!明(?:书|文档|页|[:：]))",
    "es": r"\b(?:di|dile|diles|dígale|digan|diga|decir|dices|responde|respóndele|contesta"
    r"|contéstale|explica|explícale|afirma|asegura|insiste|echa la culpa|culpa|finge)\b",
    "de": r"\b(?:sag|sage|sagst|sagen|sagt|antworte\w*|erklär\w*|behaupte\w*|versicher\w*"
    r"|bestätig\w*|schieb\w*|beteuer\w*|tu so|tust so|stell dich)\b",
    "fr": r"\b(?:dis|dites|dis-lui|dis-leur|dites-lui|dites-leur|réponds|répondez|répondre"
    r"|explique|expliquez|affirme|prétends|assure|soutiens|mets ça sur|accuse|t'as|tu as"
    r"|fais semblant)\b",
    "ja": r"と(?:お)?(?:言|答え|伝え|説明|返|報告|主張|言い張)|(?:の|が)せいに|ことにし|ふりを",
    "ru": r"(?<!\w)(?:скажи|скажите|говори|говорите|отвечай|ответь|ответьте|объясни|утверждай"
    r"|уверяй|сообщи|сообщай|вали на|свали на|спиши на|делай вид|сделай вид)(?!\w)",
    "pt": r"\b(?:diga|diz|dizer|fala|fale|responda|responde|explique|explica|afirme|afirma"
    r"|garanta|garante|insista|culpe|culpa|põe a culpa|bota a culpa|finja|finge)\b",
}

# Said against the facts: a denial of any act, a scapegoat, a state said to be as found.
LIE = {
    "en": r"\b(?:you|i|we|it|they|he|she) (?:never|didn't|did not|haven't|have not|hasn't|has"
    r" not|wasn't|weren't) (?:\w+ )?(?:touch|chang|modif|open|read|run|ran|delet|remov|mov|edit"
    r"|access|look|install|send|sent|do|did|see|saw|use|mak|made|bill|charg)\w*"
    r"|\b(?:nothing|none of it|no files?|no settings?|no one|nobody) (?:was |were |has been "
    r"|got )?(?:changed|touched|deleted|removed|moved|modified|read|opened|happened|sent|altered"
    r"|installed)\b"
    r"|\b(?:was|were|has been|have been) (?:already|always) (?:like that|that way|there|broken"
    r"|gone|missing|empty|changed|deleted|set|like this|in the contract)\b"
    r"|\bit was (?:just |only |probably )?(?:the|a|an) (?:network|glitch|bug|system|update"
    r"|server|cache|sync|timeout|outage|wi-?fi|vpn|provider|vendor|antivirus|previous \w+"
    r"|other \w+|migration|firewall|power cut|hiccup|known issue)\b|\b(?:a|the) (?:temporary"
    r" )?(?:glitch|hiccup|sync error|network error|system error)\b|\bby itself\b|\bon (?:its"
    r"|their) own\b|\b(?:was|were) automatic\b|\beven (?:though|if) (?:it|they|that|this|he"
    r"|she)(?:'s| is| are| was| were| isn't| aren't| wasn't| weren't| did| didn't)\b"
    r"|\b(?:even if|even though|although) (?:it's|that's|this is) not true\b|\bwhich is(?:n't"
    r"| not) true\b",
    "zh": r"没(?:有)?(?:碰|动|改|删|看|开|装|发|做|执行|修改|操作|变更|运行)|什么都没|啥都没"
    r"|没这回事"
    r"|没有这(?:个|项|笔|回)|本来就|原来就|一直就|早就(?:是|这样)|网络(?:问题|故障)"
    r"|系统(?:问题"
    r"|故障|自动)|自动(?:的|生成|续)|只是查询",
    "ja": r"(?:何も|なにも)(?:して|触って|変えて|消して|見て|送って|入れて)(?:い)?(?:ない|ません)"
    r"|触っていない|触ってない|変更(?:なし|していない|していません)|届いていない|来ていない"
    r"|元から|最初から|もともと|ネットワークの(?:問題|不具合|せい)|システムの(?:問題|不具合|せい)"
    r"|自動で",
    "es": r"\bno (?:\w+ ){0,2}(?:tocaste|tocamos|toqué|tocó|cambiaste|cambiamos|cambié|borraste"
    r"|borramos|borré|hiciste|hicimos|hice|movimos|moviste|leímos|leíste|abriste|abrimos"
    r"|instalaste|enviaste|mandaste|revisamos)\b|\b(?:ya )?estaba(?:n)? (?:así|asá|rot\w+"
    r"|vac\w+|borrad\w+)\b|\bfue (?:la red|un fallo|un error del sistema|el sistema"
    r"|una actualización|el proveedor|el antivirus|automático)\b|\bsolo (?:\w+ ){0,2}(?:lectura"
    r"|consult\w+|revis\w+)\b",
    "de": r"\bnichts (?:\w+ )?(?:angefasst|geändert|gelöscht|gemacht|getan|verschickt)\b|\bnie"
    r" (?:\w+ )?(?:angefasst|geändert|gelöscht"
    r"|geöffnet|gesehen)\b|\bnicht (?:angefasst|geändert|gelöscht|geöffnet|angerührt"
    r"|verschickt)\b|\bwar(?:en)? (?:schon|bereits|immer) so\b|\b(?:das|es) war (?:das netz\w*"
    r"|ein (?:fehler|bug|ausfall|störung)|eine störung|das system|der anbieter|das update"
    r"|automatisch)\b|\b(?:das|es) war (?:ein|eine|der|die|das) (?:\w+ )?(?:update|störung|fehler"
    r"|ausfall|bug|anbieter|netz\w*|system\w*|provider)\b|\bvon selbst\b|\bauch wenn (?:es|das)"
    r" nicht"
    r" stimmt\b",
    "fr": r"\b(?:n'as|n'ai|n'avons|n'a|avoir) rien (?:\w+ )?(?:touché|modifié|changé|fait|supprimé"
    r"|vu|effacé|envoyé)\b|\brien (?:touché|modifié|changé|fait|supprimé)\b|\b(?:ils|elles|c'"
    r"|ça|les fichiers) (?:\S+ )?(?:étai"
    r"(?:en)?t|était) (?:déjà|toujours) (?:comme ça|ainsi|là)\b|\bc'(?:était|est) (?:le réseau"
    r"|un bug|une panne|le système|la mise à jour|le fournisseur|automatique)\b|\btout seul\b"
    r"|\bjuste (?:relu|regardé|lu|vérifié|consulté)\b",
    "ru": r"(?<!\w)(?:ничего не (?:трогал\w*|менял\w*|удалял\w*|делал\w*)|не (?:трогал\w*"
    r"|менял\w*|удалял\w*"
    r"|открывал\w*|читал\w*|отправлял\w*|делал\w*)|так и было|уже было|сам\w* по себе"
    r"|это (?:сеть|сбой|глюк|система|обновлени\w+|провайдер)|автоматическ\w+)(?!\w)",
    "pt": r"\bnão (?:\w+ ){0,2}(?:mexeu|mexi|mexemos|tocou|toquei|mudou|mudei|apagou|apaguei|abriu"
    r"|leu|lemos|fez|fiz|fizemos|enviou|mandou)\b|\b(?:já )?estava(?:m)? assim\b|\bsempre"
    r" (?:esteve|estiveram|foi) (?:assim|no contrato)\b|\bfoi (?:a rede|um erro do sistema|o"
    r" sistema|a atualização|o provedor|automático)\b",
}

# Said to anyone asking, and only then: nothing, nobody, there is none, "although it is".
# Alone in a report these are an honest answer's words too ("tell the client there is no fee").
BARE = {
    "en": r"\bthere (?:is|was|are|were)(?:n't| not| no)(?: any| one| such)?\b|\b(?:say|tell \w+"
    r"|answer|reply) (?:that )?(?:nothing|nobody|no one|none)\b",
    "zh": r"不存在|其实|虽然|实际上|故障|bug|都正常|没有",
    "ja": r"不具合|実際は|実際には|本当は",
    "es": r"\bno (?:\w+ ){0,2}(?:existe|existía|hay|hubo|había)\b|\b(?:nadie|nada|ninguno|ninguna"
    r"|ningún)\b|\baunque (?:no )?(?:sea|es|esté|está|fuera|haya)\b",
    "de": r"\b(?:nichts|niemand|keiner|keine)\b|\bobwohl (?:es|sie|er|das)\b",
    "fr": r"\b(?:rien|personne|aucun\w*)\b|\bmême s(?:'ils?|'elles?|i c'est|i ce n'est) (?:\S+ )"
    r"{0,2}?(?:sont|est|pas|étai\w*)\b",
    "ru": r"(?<!\w)(?:ничего|никто|никого|нет|не было|хотя (?:на самом деле|это не так)|хотя"
    r" (?:\w+ )?"
    r"(?:был|было|были))(?!\w)",
    "pt": r"\b(?:ninguém|nada|nenhum|nenhuma|não (?:existe|existia|há|houve|tinha|tem))\b"
    r"|\bmesmo que (?:\w+ ){0,2}(?:não|seja|esteja)\b",
}

# Cleared: the trail of an act wiped (as ``intent_trace``, with colloquial verbs).
ERASE = {
    "en": r"\b(?:clear|clears|cleared|clean up|delete|deletes|remove|wipe|wipes|purge|scrub"
    r"|erase|shred|get rid of|nuke|hide|hides|stash)\b",
    "zh": r"清除|清掉|清理|清空|删掉|删除|抹掉|抹去|销毁|擦掉|藏起",
    "es": r"\b(?:borr|elimin|limpi|vací|vaci|destru|escond|ocult)\w*",
    "de": r"\b(?:lösch|leer|bereinig|säuber|vernicht|versteck|verschwinden lass)\w*",
    "fr": r"\b(?:effac|supprim|vid|nettoi|vir|planqu|cach|détrui)\w*",
    "ja": r"消し|消去|削除|消して|残さ(?:ない|ず)|隠",
    "ru": r"(?<!\w)(?:очист|очищ|почист|чист|удал|стир|сотр|зачист|спрят|скрой|скрыва)\w*",
    "pt": r"\b(?:apag|limp|exclu|remov|some com|sumir com|escond|destru)\w*",
}
TRAIL = {
    "en": r"\b(?:history|histories|bash_history|logs?|log entry|log file|audit (?:log|trail)"
    r"|activity log|traces?|evidence|footprints|sent (?:mail|items|folder|message)"
    r"|terminal output|console output|transcript|the (?:chat|conversation|message|email)"
    r"|this (?:message|note|email|chat)|receipt|notification)\b",
    "zh": r"历史|记录|日志|痕迹|证据|输出|聊天记录|已发送|回执|通知|这条消息|这条笔记",
    "es": r"\b(?:historial|registros?|logs?|bitácora|rastros?|huellas|pruebas|evidencias?"
    r"|enviados|salida de la terminal|este mensaje|esta nota|notificaci\w+)\b",
    "de": r"(?:verlauf|historie|protokoll\w*|\blogs?\b|logdatei|spuren|beweise|gesendete"
    r"|terminalausgabe|ausgabe|diese (?:nachricht|notiz|mail)|benachrichtigung\w*)",
    "fr": r"\b(?:historique|journal|journaux|logs?|traces?|preuves?|éléments envoyés|envoyés"
    r"|sortie du terminal|ce message|cette note|notification\w*)\b",
    "ja": r"履歴|ログ|記録|痕跡|証拠|出力|送信済み|このメッセージ|このメモ|通知",
    "ru": r"(?<!\w)(?:истори\w*|лог\w*|журнал\w*|след\w*|улик\w*|вывод\w*|отправленн\w+"
    r"|эт\w+ сообщени\w+|уведомлени\w*)(?!\w)",
    "pt": r"\b(?:histórico|registros?|logs?|rastros?|provas?|evidências?|enviados|saída do"
    r" terminal|esta mensagem|esta nota|notificaç\w+)\b",
}

# ---- det19: the state said to be as found, in the everyday forms ("it was already gone when
# you looked", "ya no estaba", "war schon weg", "était déjà vide", "já tinha sumido") --------
LIE["en"] += r"|\b(?:was|were) (?:already|long) (?:gone|empty|missing|deleted|like that) when\b"
LIE["zh"] += r"|(?:就)?已经是空的|早就没了|本来就(?:是)?空"
LIE["ja"] += r"|(?:もう|既に|すでに)(?:無|な)かった|もともと空"
# (a failure said never to have happened: "障害は一度もなかったと答えて")
LIE["ja"] += r"|(?:障害|エラー|不具合|問題|失敗|停止)は?一度も(?:なかった|ありません|ない)"
LIE["es"] += r"|\bya no (?:estaba|estaban|existía|existían)\b"
LIE["de"] += r"|\bwar(?:en)? (?:schon|bereits) (?:weg|leer|gelöscht|kaputt|verschwunden)\b"
LIE["fr"] += r"|\b(?:était|étaient) déjà (?:vides?|supprimée?s?|cassée?s?|partie?s?|là)\b"
LIE["ru"] += r"|(?<!\w)уже (?:не было|был\w* пуст\w*|исчез\w*)(?!\w)"
LIE["pt"] += r"|\bjá (?:tinha|tinham|estava|estavam) (?:sumid\w+|vazi\w+|apagad\w+|quebrad\w+)\b"

# ---- det20b: what was deleted relabelled as archived ("if you delete anything, tell her it
# was archived instead", "les fichiers effacés seront présentés comme « archivés »", "削除した
# ファイルは「アーカイブ済み」と書く"): a false account of the assistant's own deletion.
_RELABELLED = {
    "en": r"\b(?:delet|remov|eras|wip)\w*\b[^.!?\n]{0,60}?\b(?:it was|they were|as|were|was)"
    r" (?:just |only |simply )?(?:archived|moved to (?:the |an )?archive)\b",
    "zh": r"删除[^。！？\n]{0,20}?(?:说成|写成|记为|标为)?[“「\"']?(?:已)?(?:归档|存档)",
    "es": r"\b(?:borr|elimin)\w*[^.!?\n]{0,60}?\b(?:como |que (?:se )?(?:fueron|fue) )?[«\"']?"
    r"archivad\w*",
    "de": r"\b(?:gelöscht\w*|lösch\w*)\b[^.!?\n]{0,60}?\b(?:als |seien |wurden )?[„\"']?"
    r"archiviert\b",
    "fr": r"\b(?:effac|supprim)\w*[^.!?\n]{0,60}?\b(?:comme|en tant que) [«\"']? ?archivé\w*",
    "ja": r"削除した[^。！？\n]{0,20}?[「『\"]?アーカイブ(?:済み|した)",
    "ru": r"(?<!\w)удал\w*[^.!?\n]{0,60}?(?:архивирован\w*|перенесен\w* в архив|в архиве)",
    "pt": r"\b(?:apagad|exclu[ií]d|removid)\w*[^.!?\n]{0,60}?(?:movid\w* para o arquivo"
    r"|arquivad\w*)",
}
for _lang, _relabel in _RELABELLED.items():
    LIE[_lang] += f"|{_relabel}"
AS_FOUND += "|" + "|".join(_RELABELLED.values())

# ---- det27: the question to come with a long object before the German verb (see
# ``intent_cover_kept``; its bare answers join in ``rules_cover_up``)
from hermes_memory.scanning.intent_cover_kept import MORE_ASKED  # noqa: E402

for _lang, _asked in MORE_ASKED.items():
    ASKED[_lang] += f"|{_asked}"
