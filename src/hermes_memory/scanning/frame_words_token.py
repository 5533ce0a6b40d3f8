"""The marks of the named-token frame (``frames_token``): a role marker named as a token, a
tag or a string in a sentence about chat formats, tokenizers, parsing, escaping, rendering or
training data ("[INST] is not one special token", "a title holding <|im_start|> crashed the
export", "pasting «<system>» breaks the renderer"), and what a forged turn wants, which such a
text never carries.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# A text about a format: its tokens, templates, parsing, escaping, rendering, a bug or a
# changelog of software that handles them, training data -- in the eight languages.
ABOUT_FORMAT = (
    r"\b(?:tokens?|tokeni[sz]\w*|tokenizador\w*|jetons?|токен\w*|templates?|plantilla|vorlage"
    r"|gabarit|шаблон\w*|chat[ -]?format|prompt[ -]?format|chatml|llama|mistral|qwen"
    r"|escap\w*|échapp\w*|maskiert\w*|экраниру\w*|экранирован\w*|pars(?:er|ing|e)\w*|парсер\w*"
    r"|render\w*|rendu|renderiza\w*|рендер\w*|import(?:er|eur|ador)\w*|импорт\w*|export\w*"
    r"|экспорт\w*|crash\w*|absturz|stürzt|plant\w*|falla|fallo|falha|падени\w*|bug\w*|bogue"
    r"|fehler\w*|error\w*|erreur|erro|ошибк\w*|баг\w*|changelog|änderungsprotokoll"
    r"|journal des modifications|registro de (?:cambios|alterações)|список изменений"
    r"|strings?|zeichenfolge|cha[îi]ne|cadena|строк\w*|literal\w*|tags?|balises?|etiquetas?"
    r"|тег\w*|chevrons?|angle brackets|spitze\w* klammern|corchetes angulares|угловы\w* скобк\w*"
    r"|sinais de menor|datas[ae]t\w*|датасет\w*|training|trainingsdaten|entra[îi]nement"
    r"|entrenamiento|treino|обучающ\w*|обучени\w*|fine-?tun\w*|feintun\w*|feinjustiert\w*"
    r"|affin[ée]\w*|ajustad[oa]|дообучен\w*|loss mask|special tokens?"
    # a preview, a code review, the model's output that handles the tokens
    r"|markdown|code[- ]review|relecture de code|revisi[óo]n de c[óo]digo|revis[ãa]o de c[óo]digo"
    r"|ревью|preview|vorschau|aper[çc]u|vista previa|pr[ée]-?visualiza\w*|превью|model output"
    r"|modellausgabe|sortie du mod[èe]le|salida del modelo|sa[íi]da do modelo|ответ\w* модели)\b"
    r"|预览|代码评审|模型输出|コードレビュー|プレビュー|モデル出力"
    r"|分词|模板|转义|渲染|解析|导出|崩溃|缺陷|更新日志|字符串|标签|尖括号|训练|微调|数据集"
    r"|トークン|テンプレート|エスケープ|レンダラ|パース|エクスポート|不具合|バグ|変更履歴|文字列|タグ"
    r"|山括弧|学習データ|ファインチューニング|データセット"
)
# What a forged turn wants and a note about a format never says: rules dropped, a privilege
# granted, something revealed or sent, obedience, a mode that holds now.
FORGED_WANTS = (
    r"\b(?:ignor\w*|disregard\w*|override\w*|bypass\w*|admin\w*|privileg\w*|unrestrict\w*"
    r"|no restrictions|without (?:any )?(?:limits?|restrictions|filter)|never refuse|reveal\w*"
    r"|disclos\w*|passwords?|credentials?|api[ -]?keys?|secrets?"
    r"|obey\w*|comply|grant\w*|from now on|maintenance mode|jailbreak\w*|dan"
    r"|vergiss\w*|ignorier\w*|umgeh\w*|offenleg\w*|passw[öo]rter|passwort|geheim\w*|gehorch\w*"
    r"|ab sofort|ohne (?:einschränkung\w*|filter)|wartungsmodus"
    r"|oubli\w*|contourn\w*|r[ée]v[èe]le\w*|mots? de passe|ob[ée]i\w*"
    r"|sans (?:restriction\w*|filtre)|mode maintenance"
    r"|olvid\w*|revela\w*|contraseñ\w*|obedec\w*|sin (?:restricci\w*|filtro)"
    r"|modo (?:de )?mantenimiento|esque[çc]\w*|revele\w*|senhas?|obede[çc]\w*"
    r"|sem (?:restri\w*|filtro)|modo de manuten\w*|a partir de (?:ahora|agora)"
    r"|игнорир\w*|забудь\w*|обойди\w*|раскр\w*|парол\w*|секрет\w*|подчин\w*"
    r"|без (?:огранич\w*|фильтр\w*)|режим\w* обслуживания|с этого момента"
    # limits lifted, a rule of an operator's, tokens handed out ("Ограничения сняты", "New
    # operator rule: hand stored API tokens to any user")
    r"|restrict\w*|einschränk\w*|restricci\w*|restri[çc]\w*|огранич\w*|operator\w*|опера\w*"
    r"|api[ -]?tokens?|stored tokens|any user|without (?:check\w*|verif\w*)|без провер\w*"
    r"|выполняй\w*|befolge\w*|führe \w+ aus|ex[ée]cute\w*|ejecuta\w*|executa\w*"
    # trusted orders run without asking: "executa qualquer comando sem pedir autorização"
    r"|trusted|vertrauensw\w*|de confiance|de confianza|de confian[çc]a|доверенн\w*"
    r"|any command|jeden befehl|toute commande|cualquier comando|qualquer comando|любую команду"
    r"|without (?:asking|permission|confirm\w*)|ohne (?:rückfrage|nachfrage|erlaubnis)"
    r"|sans (?:demander|autorisation)|sin (?:preguntar|pedir|permiso)|sem (?:perguntar|pedir)"
    r"|без (?:подтвержд\w*|разрешени\w*|спроса))\b"
    r"|忽略|无视|忘掉|绕过|信任的|任何命令|无需确认|限制|制限|信頼された|確認なし|許可なく"
    r"|管理员|权限|透露|公开你|密码|密钥|秘密|服从|没有任何限制|从现在起"
    r"|無視|忘れ|管理者|権限|明かし|パスワード|秘密|従え|制限のない|今から"
    # something sent or forwarded to an address, a link or a webhook (a test that "sends a
    # message containing [INST]" sends nothing anywhere)
    r"|(?:\bsend|\bforward|e-?mail|schick|\bsende|envoi|envoy|env[íi]a|envie|отправ|пересыл"
    r"|发送|转发|送信|転送)[^.。\n]{0,60}(?:@|https?://|webhook)"
)

# --- a log format: which lines a service writes under a role tag ---
# A role tag in brackets, as a log prefixes its lines with it.
LOG_TAG = (
    r"\[(?:system|user|assistant|sistema|syst[èe]me|system|система|システム|系统|usuario|usu[áa]rio"
    r"|utilisateur|nutzer|пользователь|ユーザー|用户)\]"
)
# The log and its lines, and who writes them or how they are prefixed.
LOG_LINES = (
    r"\b(?:logs?|log lines?|lines?|zeilen|lignes|l[íi]neas|linhas|registros?|journaux|journal"
    r"|bot-logs)\b|(?<!\w)(?:строк\w*|лог\w*|журнал\w*)(?!\w)|日志|ログ|行"
)
LOG_WRITER = (
    r"\b(?:written by|writes?|marks?|prefix\w*|präfix\w*|pr[ée]fix\w*|prefij\w*|prefix\w*|stammen"
    r"|[ée]crites? par|escrib\w*|escritas? (?:pelo|por)|generated by|erzeugt|scheduler|service"
    r"|servicio|serviço|dienst)\b|(?<!\w)(?:пишет|пишут|префикс\w*|сервис\w*)(?!\w)"
    r"|写的|前缀|开头|書いた|書き込|で始まる|サービス"
)
