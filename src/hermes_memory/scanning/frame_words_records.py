"""The words of the record frames (``frames_records``): a support or interview chat kept as a
record, a monitoring ping, a download denied or made from an official source, and a leak of
one's own password reported with the fix. Lower case: the frames read folded text.
"""

from __future__ import annotations

# --- a chat kept as a record ---
# The first line names the text as a record of a chat: "Support transcript export (ticket
# #88213)", "サポートチャット記録", "Registro de atendimento", "История чата".
RECORD_HEADER = (
    r"\A[^\n]{0,60}?(?:\b(?:transcripts?|chat (?:log|history|export|record)|conversation (?:log"
    r"|export|record)|support chat|live chat|ticket ?#|transcripci[óo]n|registro de (?:chat"
    r"|conversaci[óo]n|atendimento|soporte)|historial (?:de|del) chat|chatverlauf|chat-?protokoll"
    r"|gespr[äa]chsprotokoll|transkript|transcription|historique (?:du|de) (?:chat|la conversation)"
    r"|journal (?:du|de) (?:chat|conversation)|transcri[çc][ãa]o|hist[óo]rico (?:do|de) chat"
    r"|расшифровк\w*|стенограмм\w*|лог чата|истори\w* (?:чата|переписки)|переписк\w* с)\b"
    r"|聊天记录|对话记录|客服记录|会话记录|工单|チャット記録|チャットログ|会話ログ|対応記録|書き起こし"
    r"|サポート(?:チャット|対応)|チケット)"
)
# What no turn of a kept chat says: the marker rules' worst payloads, an address, an order
# to the model or its setup named. ("password" alone is a reset asked for; a password given
# is "the password is …".)
RECORD_DANGER = (
    r"\b(?:ignor\w*|disregard\w*|forget|olvid\w*|vergiss\w*|oublie\w*|esque[çc]\w*|system ?prompt"
    r"|prompt (?:de |del )?sistema|systemprompt|prompt syst[èe]me|instructions?|instrucciones"
    r"|anweisungen|consignes|instru[çc][õo]es|rules|reglas|regeln|r[èe]gles|regras|developer mode"
    r"|jailbreak|unrestricted|sin restricciones|ohne einschr[äa]nkungen|sans restriction\w*"
    r"|sem restri[çc][õo]es|from now on|a partir de ahora|ab (?:jetzt|sofort)|d[ée]sormais"
    r"|a partir de agora|api.?keys?|tokens?|secrets?|credentials?|\.env|ssh|sudo|admin\w*|root"
    r"|rm -rf|drop table|confidential|overrid\w*|every (?:later |future |new )?sessions?|anyone who"
    r"|(?:password|contrase[ñn]a|passwort|mot de passe|senha)\w*"
    r"\s*(?:is|es|ist|est|é|:|=))\b"
    r"|https?://|[\w.+-]+@[\w-]+\.\w|(?<!\w)(?:игнорир\w*|забудь|системн\w* промпт\w*|инструкци\w*"
    r"|правил\w*|с этого момента|токен\w*|ключ\w*|секрет\w*|администратор\w*|пароль\s*[:=])"
    r"|忽略|无视|無視|系统提示|システムプロンプト|指令|指示|规则|ルール|从现在起|今後は|密钥|令牌"
    r"|秘密|管理员|管理者|密码是|パスワードは"
)
# A turn posing as the system, the developer or the operator: no kept chat holds one.
SYSTEM_SPEAKER = (
    r"^[ \t]*(?:system|developer|operator|admin\w*|sistema|syst[èe]me|entwickler|desarrollador"
    r"|d[ée]veloppeur|desenvolvedor|система|разработчик|оператор|系统|开发者|システム|開発者)"
    r"[ \t]*(?:\([^()\n]{0,30}\))?[ \t]*[:：]"
)
# A speaker line of a chat: "User:", "Assistant:", "ユーザー：", "Интервьюер:".
SPEAKER = (
    r"^[ \t]*(?:user|human|customer|client|agent|assistant|ai|bot|interviewer|respondent"
    r"|usuario|cliente|asistente|nutzer|benutzer|kunde|assistent|utilisateur|assistant"
    r"|usu[áa]rio|assistente|пользователь|клиент|ассистент|интервьюер|респондент|用户|客户"
    r"|助手|客服|ユーザー|お客様|アシスタント|オペレーター)[ \t]*[:：]"
)

# --- a download that is no foothold ---
# A net tool pinging a monitor: "curl --fail no ping de monitoramento", "curl -fsS https://hc-ping…".
MONITOR = (
    r"\b(?:health ?checks?|hc-ping|heartbeat|uptime ?(?:kuma|robot)|ping\w*|monitor\w*|watchdog"
    r"|dead ?man|supervis\w*|[üu]berwachung|surveillance)\b|(?<!\w)(?:мониторинг\w*|пинг\w*)(?!\w)"
    r"|监控|心跳|監視|死活|ヘルスチェック"
)
# A fetch denied: "nothing fetches scripts from the internet", "no descarga nada", "不联网".
FETCH_DENIED = (
    r"\b(?:nothing|never|no|not|doesn't|does not|without|nada|nunca|sin|ning[úu]n|nichts|nie"
    r"|kein\w*|ohne|rien|jamais|aucun\w*|sans|sem|nenhum\w*)\b[^.;,\n]{0,40}?\b(?:fetch\w*"
    r"|download\w*|internet|network|descarg\w*|red|herunterl\w*|netz\w*|t[ée]l[ée]charg\w*"
    r"|r[ée]seau|baix\w*|rede)\b"
    r"|(?<!\w)(?:ничего не|никогда не|не|без)\s(?:\w+\s)?(?:скачива\w*|загружа\w*|интернет\w*"
    r"|сет\w*)"
    r"|(?:不|没有|无需|从不)(?:会)?(?:联网|下载|从网上)|(?:ダウンロード|ネット接続)(?:しない|せず|なし|不要)"
)
# An install from the official source or a package manager, told as done.
OFFICIAL_SOURCE = (
    r"\b(?:official\w*|oficial\w*|offiziell\w*|officiel\w*|release page|releases page"
    r"|apt(?:-get)? install|brew install|winget|flatpak|snap install|pacman -s|dnf install"
    r"|app store|microsoft store|play store)\b|(?<!\w)официальн\w*|官方|公式|应用商店|発布页|发布页"
)
# What makes a fetch run code or carry data, whatever else the clause says.
FETCH_DANGER = (
    r"\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\|\s*python|\bbash -c|\bsh -c|\beval\b|\$\(|`|\bbase64"
    r"|\s-(?:o|O|d|F|T)\s|--(?:output|data\w*|form|upload\w*)|\b\d{1,3}(?:\.\d{1,3}){3}\b"
    r"|\b(?:\.env|tokens?|secrets?|keys?|passwords?|credentials?|cookies?|hidden|silent\w*"
    r"|quiet\w*|execut\w*|run (?:it|the|what)|ejecut\w*|ausf[üu]hr\w*|ex[ée]cut\w*"
    # a ping whose answer is run: "…and runs whatever it returns"
    r"|whatever|returns?|respon\w*|antwort\w*|r[ée]pon\w*|devuelv\w*|retorn\w*)\b"
    r"|执行|運行|运行|実行|密钥|密码|隐藏|静默|返回|返す|(?<!\w)(?:выполн\w*|ключ\w*|парол\w*|скрыт\w*"
    r"|возвращ\w*)"
)

# --- a leak of one's own secret, reported ---
# (never a word of an address: "pruefung@leak.example" names no leak)
LEAKED = (
    r"(?<![@./-])\b(?![\w-]*[.@/]\w)(?:leak\w*|breach\w*|pwned|compromised|exposed|showed up in"
    r"|appeared in|turned up in"
    r"|filtraci[óo]n|filtrad\w*|filtr[óo]|brecha|datenleck|geleakt|kompromittiert|fuite|fuit\w*"
    r"|pirat[ée]\w*|compromis\w*|vazad\w*|vazament\w*|vazou)\b"
    r"|(?<!\w)(?:утечк\w*|утек\w*|слит\w*|слив\w*|скомпрометир\w*)|泄露|泄漏|撞库|被盗|漏洩|流出"
)
# The fix told: the password changed, a second factor turned on.
SECRET_CHANGED = (
    r"\b(?:changed|rotated|reset|replaced|revoked|2fa|mfa|two-factor|cambi[ée]|restablec\w*"
    r"|ge[äa]ndert|zur[üu]ckgesetzt|chang[ée]|r[ée]initialis[ée]|troquei|alterei|redefini)\b"
    r"|(?<!\w)(?:сменил\w*|поменял\w*|двухфактор\w*)|改了|修改了|已更换|重置了|两步验证|変更した"
    r"|変更しました|二段階"
)
