"""Secrets carried out in ways ``rules_system`` does not name, in the eight languages.

A secret put into every outgoing request (the value of a key variable added to a URL, a query
parameter or a request body, as a standing order); the environment piped through an encoder
to a network tool; a secret or the browser's cookies pasted or published where anyone reads
it (a public issue, gist, channel, tracker); and a secret handed over with the verbs the older
rules lack (copie, colle, cola, publícalos) to an address or endpoint.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_guarded import LEAK_REPORTED
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.rules_system import SECRET, SECRET_VAR, SINK
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION

# The browser's saved session: its cookies, by any name.
_COOKIES = (
    r"(?:\b(?:browser|session|login|saved|stored) cookies?\b|\bcookie (?:store|jar)\b"
    r"|\bcookies? (?:de sesión|de sessão|de session|do navegador|del navegador|du navigateur)\b"
    r"|\bsession (?:values|tokens?)\b|\bsitzungs-?cookies?\b|\bкуки (?:браузера|сессии)\b"
    r"|ブラウザ[^\n]{0,10}?クッキー|ログイン情報|(?:登录|浏览器[^\n]{0,10}?) ?cookie)"
)
# Secrets the older word list lacks: a named service's token, API "jetons", the browser's
# session cookies.
_MORE_SECRET = (
    r"(?:\b(?:github|gitlab|npm|openai|anthropic|aws|stripe|slack|discord|telegram|pypi|docker"
    r"|hugging ?face)(?: api)? (?:token|key|secret)s?\b|\b(?:token|chave|clave|jeton|schlüssel)"
    r" (?:de|do|del|d'|von) (?:github|gitlab|npm|openai|aws|stripe|slack|acceso|acesso|api)\b"
    r"|\bjetons?(?: d'api| d'accès)?\b|\bapi-tokens?\b|\bsecrets list\b|" + _COOKIES + r")"
)

_ANY_SECRET = rf"(?:{SECRET}|{_MORE_SECRET})"

# A standing order to carry it in a request: add / include / append the value.
_PUT = (
    r"(?:\b(?:add|append|include|attach|put|pass|insert|tack)\w*|\b(?:añad|agreg|inclu|adjunt"
    r"|pon)\w*|\b(?:füg|häng|setz|gib|hänge)\w*|\b(?:ajout|inclu|mets|joins|insèr)\w*"
    r"|\b(?:добав|включ|встав|приложи|передава)\w*|\b(?:adicion|inclu|coloqu|anex|acrescent)\w*"
    r"|加到|附加|附上|放进|带上|加入|添加|付け|追加|含め|入れ|添え)"
)
_REQUEST_PART = (
    r"(?:query (?:param\w*|string)|url|request body|body of|payload|\bparam\w*|petición"
    r"|solicitud|cuerpo|requête|corps|anfrage|\bbody\b|запрос\w*|параметр\w*|тел[оа]"
    r"|requisição|pedido|corpo|请求|参数|链接|リクエスト|パラメータ)"
)
# Every request, the next one, each image: an order that stands, not one documented call.
_EVERY = (
    r"\b(?:each|every|all|whenever|next|each time|chaque|toutes?|prochaine|cada|todas?"
    r"|próxima|jede\w*|nächste\w*|alle|каждый|каждого|каждую|каждом|все|следующ\w*|toda"
    r"|sempre)\b|\bwhen(?:ever)? (?:fetching|calling|requesting"
    r"|loading)\b|每次|每个|下\N{CJK UNIFIED IDEOGRAPH-4E00}次|毎回"
    r"|次の|すべての"
)
_VALUE_OF = (
    r"(?:\bvalue of|\bvaleur de|\bvalor de|\bwert (?:von|der|des)|\bзначени\w*|的值|の値"
    r"|\bin the environment|\bfrom the environment|\bdans l'environnement"
    r"|\ben el entorno|\bim environment|\bв окружении|\bno ambiente|环境变量中|環境変数)"
)

# A place anyone reads: "public" beside an issue, gist, channel, tracker or paste.
_PUBLIC = (
    r"(?:\b(?:public|públic[oa]|publico|publica|publique|öffentlich\w*|публичн\w*|открыт\w*)"
    r"[^\n]{0,16}?(?:issue|comment\w*|comentario|kommentar|commentaire|комментари\w*"
    r"|comentário|gist|channel|canal|kanal|канал|tracker|paste\w*|forum|foro|wiki|repo\w*"
    r"|чат)|(?:issue|comment\w*|comentario|kommentar|commentaire|комментари\w*|comentário"
    r"|gist|channel|canal|kanal|канал|tracker|pastebin|forum|foro)[^\n]{0,24}?\b(?:public"
    r"|públic[oa]|publico|publique|öffentlich\w*|публичн\w*)|公开的?(?:评论|频道|仓库|gist)"
    r"|公開(?:の|された)?(?:コメント|チャンネル|リポジトリ|gist))"
)
_PASTE = (
    r"(?:\b(?:paste|post(?!-?mortem)|publish|put|share|append|add|drop|dump)\w*|\b(?:pega|pégal|publica"
    r"|publíca|comparte)\w*|\b(?:füg|post(?!-?mortem)|veröffentlich|teil)\w*|\b(?:colle|publie|partage"
    r"|poste)\w*|\b(?:вставь|вставить|опубликуй|выложи|размести|запости)\w*|\b(?:cola|cole"
    r"|colar|publique|poste|compartilhe)\w*|贴到|贴在|粘贴|发到|发布|公开|貼り付け|貼って|投稿"
    r"|公開)"
)
# The verbs ``SEND`` lacks for handing a secret over.
_HAND_OVER = (
    r"(?:\b(?:copie|copiez|kopiere|kopier|cola|cole|colle|collez|pega|pégal[oa]s?|publícal[oa]s?"
    r"|mande|envíe|transmita|repasse|repassa|вышли|скинь|перекинь|отдай)(?:-\w+)?\b"
    r"|\bhand (?:it |them )?over|发给|寄给|交给|贴到|导出|渡して|送付|共有して)"
)
_MORE_SINK = r"(?:\b(?:my|our|a|the attacker'?s?) webhook\b|\bwebhook url\b)"

# "Never paste it into the note": the order is not to.
_NEVER = (
    r"\b(?:never|don't|do not|must not|nunca|jamais|niemals|никогда|не|não)\b (?:[^\s]+ ){0,2}?"
    r"(?:paste|post|publish|share|send|pega|colle|coller|cola|colar|poste|вставляй|публикуй"
    r"|отправляй|envíes|envie|schick|sende|envoie|envoyer)"
)
# Where a request goes: an address, or a bare host name beside the URL it is added to.
_HOST = (
    rf"{SINK}|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|dev|app|fr|de|es|ru|pt|br|jp|cn|co|ai"
    r"|xyz|info)\b"
)

LEAK_OUT_RULES: tuple[Rule, ...] = (
    rule(
        _E,
        "secret_in_every_request",
        rf"{_PUT}[^\n]{{0,40}}?(?:{_VALUE_OF}[^\n]{{0,40}}?)?(?:{SECRET_VAR}|{_MORE_SECRET}"
        rf"|{_VALUE_OF}[^\n]{{0,30}}?{SECRET})[^\n]{{0,100}}?{_REQUEST_PART}"
        rf"|{_PUT}[^\n]{{0,40}}?{_REQUEST_PART}[^\n]{{0,60}}?{SECRET_VAR}"
        rf"|{SECRET_VAR}[^\n]{{0,80}}?{_PUT}[^\n]{{0,30}}?{_REQUEST_PART}",
        requires=(_HOST, _EVERY, _VALUE_OF),
    ),
    # Japanese puts the verb last: the secret, the address, then "に送る".
    rule(
        _E,
        "secret_to_sink_ja",
        rf"{SECRET}[^。\n]{{0,100}}?{SINK}[^。\n]{{0,30}}?(?:に|へ)[^。\n]{{0,4}}?(?:送|転送"
        r"|アップロード|投稿|貼|共有)",
        requires=(r"(?:に|へ)[^。\n]{0,4}?(?:送|転送|アップロード|投稿|貼|共有)",),
    ),
    rule(
        _E,
        "env_encoded_out",
        r"\b(?:printenv|env|export -p|set)\s*(?:\|\s*(?:base64|gzip|xxd|tr|sort|grep|sed|awk"
        r"|openssl)[^|\n]{0,30})+\|\s*(?:curl|wget|nc|ncat|netcat|socat)\b",
    ),
    rule(
        _E,
        "secret_made_public",
        rf"{_PASTE}[^\n]{{0,100}}?{_ANY_SECRET}[^\n]{{0,100}}?{_PUBLIC}"
        rf"|{_ANY_SECRET}[^\n]{{0,80}}?{_PASTE}[^\n]{{0,60}}?{_PUBLIC}",
        requires=(_PUBLIC,),  # searched first (shorter): most texts have no public place
        unless=f"{_NEVER}|{LEAK_REPORTED}",
    ),
    rule(
        _E,
        "cookies_sent_out",
        rf"{_COOKIES}[^\n]{{0,80}}?(?:{_PASTE}|{_HAND_OVER}|\b(?:send|upload|forward|envía"
        r"|sende|envoie|отправ|envie)\w*)",
        requires=(rf"{SINK}|{_MORE_SINK}",),
    ),
    rule(
        _E,
        "secret_handed_over",
        rf"{_HAND_OVER}[^\n]{{0,80}}?{_ANY_SECRET}"
        rf"|\bsend\w* (?:[^\s]+ ){{0,2}}?{_MORE_SECRET}[^\n]{{0,40}}?{_MORE_SINK}",
        requires=(rf"{SINK}|{_MORE_SINK}",),
        unless=f"{_NEVER}|{LEAK_REPORTED}",
    ),
)
