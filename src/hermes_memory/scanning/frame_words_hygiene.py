"""The marks of the hygiene frames (``frames_hygiene``): data kept out of a repository by a
purpose clause ("so that customer data doesn't end up in git"), a leaked secret purged from a
repository's history and rotated, and a product's system prompt said to make the model ignore
off-topic questions.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# A purpose clause keeping something out of the team's own repository, to its clause's end:
# "so that the outputs with customer data don't end up in git", "damit keine Kundendaten im
# Repo landen", "免得客户数据进到 git 仓库里", "顧客データがgitに入らないように".
_REPO = (
    r"(?:git|repo\w*|repositor\w*|d[ée]p[ôo]t|commits?|history|historie|historique|historial"
    r"|hist[óo]rico|истори\w*|репозитори\w*|коммит\w*)"
)
_NEG = (
    r"(?:don'?t|doesn'?t|do not|does not|not|never|no|keine?\w*|nicht|pas|jamais|nunca|não|nao"
    r"|ne|не|ни)"
)
KEPT_OUT = (
    r"\b(?:so that|so|to (?:make sure|ensure)|damit|pour (?:que|qu')|para que|чтобы)\b"
    rf"(?=[^.;!?\n]{{0,100}}?\b{_NEG}\b)(?=[^.;!?\n]{{0,120}}?\b{_REPO}\b)[^.;!?\n]{{0,160}}"
    r"|(?:免得|以免|防止|避免)[^，。；\n]{0,60}?(?:git|仓库|提交|历史)[^，。；\n]{0,20}"
    r"|[^、。\n]{0,60}?(?:git|リポジトリ|履歴)[^、。\n]{0,30}?ないように"
)
# A secret, a repository's history, and the secret rotated or revoked.
SECRET = (
    r"\b(?:passwords?|api[ -]?keys?|keys?|tokens?|credentials?|secrets?|passw[öo]rt\w*"
    r"|schlüssel\w*|mots? de passe|cl[ée]s?|contrase[ñn]as?|claves?|senhas?|chaves?)\b"
    r"|(?<!\w)(?:парол\w*|ключ\w*|токен\w*|секрет\w*)|密码|密钥|令牌|パスワード|キー|トークン"
    r"|シークレット"
)
HISTORY = (
    r"\b(?:git|history|historie|verlauf|historique|historial|hist[óo]rico|filter-repo|bfg"
    r"|commit\w*|push\w*)\b|(?<!\w)(?:истори\w*|коммит\w*)|历史|提交|履歴|コミット|プッシュ"
)
ROTATED = (
    r"\b(?:rotat\w*|revok\w*|invalidat\w*|rotier\w*|widerruf\w*|ungültig\w*|r[ée]voqu\w*"
    r"|changer|rotar\w*|revoc\w*|trocar|troc\w*|revog\w*|rotacion\w*)\b"
    r"|(?<!\w)(?:смени\w*|сменить|отозва\w*|ротир\w*|ротаци\w*)|轮换|吊销|作废|更换"
    r"|ローテーション|無効化|再発行"
)
# Somebody the purge would be hidden from, or hiding said outright.
HIDDEN_FROM = (
    r"\b(?:users?|customers?|clients?|tell\w*|mention\w*|report\w*|summar\w*|quietly|secretly"
    r"|silently|nutzer\w*|benutzer\w*|kunde\w*|utilisateur\w*|usuari\w*|usu[áa]ri\w*"
    r"|erw[äa]hn\w*|mentionn\w*|menciona\w*|avis\w*)\b"
    r"|(?<!\w)(?:пользовател\w*|клиент\w*|сообща\w*|говори\w*|скажи\w*)"
    r"|用户|客户|告诉|ユーザー|顧客|言わ|報告"
)
# The model scoped by its prompt: off-topic questions ignored (the verb and its questions in
# one phrase, so an order to ignore the prompt itself is never covered).
# (and the answer then kept to the topic: "… y responda solo sobre facturación", never a tail
# that names the prompt or instructions)
_ANSWER_TAIL = (
    r"(?:,? (?:and|y|e|et|und|и) (?:\w+ ){0,4}?(?:answer|respond|responda|responder|responde"
    r"|r[ée]pond\w*|antworte\w*|отвечать|отвечает)\b(?![^,.;\n]{0,60}(?:prompt|промпт|instruc"
    r"|инструкц|system|sistema|syst[èe]me|anweisung))[^,.;\n]{0,60})?"
)
OFF_TOPIC_IGNORED = (
    r"(?:\bignor\w* (?:\w+ ){0,2}?(?:off-topic|unrelated|irrelevant) (?:questions|requests|topics)"
    r"|\bignor\w* (?:the )?(?:questions|requests) (?:that are )?(?:off-topic|unrelated"
    r"|outside (?:the|its) (?:topic|scope))"
    r"|\bignor\w* (?:las |los )?(?:preguntas|consultas|temas) (?:fuera de(?:l)? tema"
    r"|no relacionad\w*|ajen\w*)"
    r"|\bignor\w* (?:as |os )?(?:perguntas|quest[õo]es|pedidos) (?:fora do (?:tema|escopo)"
    r"|n[ãa]o relacionad\w*)"
    r"|\bignor\w* (?:les )?(?:questions|demandes) (?:hors[- ](?:du )?sujet|sans rapport)"
    r"|\b(?:themenfremde|fachfremde|sachfremde|irrelevante) (?:fragen|anfragen) (?:zu )?ignorier\w*"
    r"|\bignorier\w* (?:\w+ ){0,2}?(?:themenfremde|fachfremde|sachfremde) (?:fragen|anfragen)"
    r"|(?<!\w)игнорир\w* (?:вопрос\w*|запрос\w*) (?:не по теме|вне темы)"
    r"|忽略(?:与|和|跟)?[^，。]{0,8}(?:无关|不相关)的(?:问题|提问|请求)"
    r"|(?:関係のない|関係ない|無関係な|トピック外の|話題外の)(?:質問|問い合わせ)を無視)"
    + _ANSWER_TAIL
)
