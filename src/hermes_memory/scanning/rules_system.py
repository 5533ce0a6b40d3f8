"""Secret exfiltration and persistence aimed at the agent's own environment.

Exfiltration needs two things together: something secret (a key file, ``.env``,
``state.db``, ``~/.hermes``, a ``$…_TOKEN`` variable, "credentials" in any of the eight
languages) and a way out (a network tool carrying it as data, a URL, webhook.site, "my
server") or an upload/send intent. A token in an ``Authorization`` header is ordinary API
use and is blanked before matching. Persistence needs a foothold (authorized_keys, cron,
shell rc files, systemd) and a write intent or a network payload. Destruction lives in
``rules_destroy``.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_foothold import KEY_NOUN, OWN_KEY, fetched_sinks
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import SECRET_USED_PROPERLY
from hermes_memory.scanning.intent_report import NOT_FORBIDDEN, NOT_STATUS, OWN_KEY_ADDED
from hermes_memory.scanning.intent_send_out import REPORTED_ATTEMPT
from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, gap, rule
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION
_P = ThreatCategory.PERSISTENCE

# (an SSH client's own config and its known hosts hold host aliases and fingerprints, no key:
# "add the bastion to ~/.ssh/config" is a setup step, not a secret named)
_SSH_DIR = r"\.ssh\b(?!/(?:config|known_hosts)\b)"
SECRET_PATH = (
    rf"(?:~/{_SSH_DIR}|\$home/{_SSH_DIR}|\.ssh/id_\w+|(?<![\w.])\.env\b|~/\.hermes\b|\$home/\.hermes\b"
    r"|\.hermes/|\.aws/credentials|\.netrc\b|\.pgpass\b|\.npmrc\b|\.pypirc\b|\.kube/config"
    r"|\.git-credentials|\.docker/config\.json|/etc/shadow\b|\.gnupg\b|\bsecrets?\.ya?ml\b"
    r"|\bauth\.json\b|/gh/hosts\.yml\b|\bbitwarden\w*\.json\b|/wireguard/"
    r"|\b(?:id_(?:rsa|ed25519|ecdsa|dsa)\b|state\.db\b|credentials\.json\b|keychain\b"
    r"|login data\b))"
)
SECRET_VAR = (
    r"(?:\$\{?[a-z0-9_]*(?:key|token|secret|password|passwd|credentials?)\b"
    r"|\b[a-z0-9]+(?:_[a-z0-9]+)*_(?:api_key|key|token|secret|password|passwd|credentials?)\b)"
)
SECRET_WORD = (
    # One word boundary in front of all the spaced scripts' words: tried once per position
    # instead of once per word, which is most of what a scan of this expression costs.
    r"(?:\b(?:api[ _-]?keys?\b|access tokens?\b|tokens\b|passwords?\b|secrets\b|credentials\b"
    r"|environment variables\b|env vars?\b|ssh keys?\b|private keys?\b|session cookies\b"
    r"|claves? (?:api|privadas?|ssh)\b|contraseñas?\b|credenciales\b|variables de entorno\b"
    r"|secretos\b|passw(?:ö|oe)rt\w*|zugangsdaten\b|umgebungsvariablen\b|api-schlüssel\w*"
    r"|schlüssel\b|mots? de passe\b|identifiants\b|variables d'environnement\b"
    r"|clés? (?:api|privées?|ssh)\b|парол\w*|ключ\w*|токен\w*|переменн\w* (?:окружения|среды)"
    r"|уч[её]тн\w* данн\w*|senhas?\b|credenciais\b|variáveis de ambiente\b"
    r"|chaves? (?:api|privadas?|ssh)\b|segredos\b"
    # other people's data is as much a secret as a key: the customer list, client data
    r"|(?:full |entire |whole )?(?:customer|client|user)s?(?:'s)? (?:list|data|records|database"
    r"|emails)\b|datos (?:de (?:los )?)?clientes\b|donn(?:é|e)es (?:des )?clients\b|kundendaten\b"
    r"|клиентск\w* (?:данн|баз)\w*|dados (?:dos |de )?clientes\b)"
    r"|密钥|秘钥|令牌|密码|凭证|凭据|环境变量|私钥|客户(?:名单|数据|资料)|顧客(?:リスト|データ"
    r"|情報)"
    r"|パスワード|認証情報|環境変数|秘密鍵|api ?キー"
    r"|トークン"
    r"|資格情報)"
)
SECRET = rf"(?:{SECRET_PATH}|{SECRET_VAR}|{SECRET_WORD})"
NET_TOOL = (
    r"(?:\b(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|sftp|invoke-webrequest"
    r"|requests\.(?:post|put))\b|/dev/tcp/)"
)
# A copy to the user's own machine on the home network -- a NAS, a ".local" or ".lan" host, a
# private address, a mounted NAS volume -- as the next arguments after the options and the
# source: a nightly backup scheduled at start-up, not a payload ("rsync -a %h/Notes/
# nas.local:/volume1/notes/"; a LaunchAgent's <string> arguments count as words).
_ARG = r"(?:\s+|</string>\s*<string>)"
LAN_DEST = (
    r"(?:[\w.-]+@)?(?:[\w-]*nas[\w-]*(?:\.(?:local|lan|home|internal|fritz\.box))?"
    r"|[\w-]+\.(?:local|lan|fritz\.box)|192\.168\.\d{1,3}\.\d{1,3}|10\.\d{1,3}\.\d{1,3}\.\d{1,3})"
    r"(?=[:/\s<]|$)|/volumes/[\w-]*nas\b|/mnt/nas\b|/volume\d/"
)
_LOCAL_COPY = rf"(?:{_ARG}-{{1,2}}[\w=-]+)*{_ARG}\S+?{_ARG}(?:{LAN_DEST})"
# The network tools less such a copy: what a start-up entry may not run.
NET_TOOL_OUT = NET_TOOL.replace("|scp|rsync|", f"|(?:scp|rsync)(?!{_LOCAL_COPY})|")
_PUBLIC_PLACE = (
    r"(?:(?:\bpublic|\bpúblic[oa]|\bpublique|\böffentlich\w*|公开的?|公開|\bпубличн\w*)"
    r"[^\n]{0,12}?(?:issue|comment\w*|comentario|kommentar|commentaire|комментари\w*|comentário"
    r"|评论|コメント|repo\w*|gist|channel|canal|kanal|канал|频道|チャンネル|forum|foro)"
    r"|(?:issue|comment\w*|comentario|kommentar|commentaire|комментари\w*|comentário|评论|コメント)"
    r"[^\n]{0,24}?(?:\bpublic|\bpúblic[oa]|\bpublique|\böffentlich\w*|公开|公開|\bпубличн\w*))"
)

SINK = (
    r"(?:https?://|s3://|gs://|discord(?:app)?\.com/api/webhooks|hooks\.slack\.com"
    r"|(?<![a-z0-9.-])webhook\.site\b"
    r"|(?<![a-z0-9])(?:pastebin|ngrok|requestbin|pipedream|transfer\.sh|interact\.sh"
    r"|burpcollaborator)"
    # the address part cannot hold "@", so it never needs to give characters back
    r"|\b(?:\d{1,3}(?:\.\d{1,3}){3}\b|[\w.+-]++@[\w-]+\.[a-z]{2,}\b"
    r"|(?:my|our|a remote|an external|the remote|the external|attacker'?s?) (?:server|endpoint"
    r"|host|machine|bucket)\b"
    r"|(?:public|secret|anonymous|new) (?:gist|paste)s?\b|gist\.github"
    r"|to [a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|xyz|site|dev|app|ru|cn|info|biz|example)\b"
    # (det20b) a bare host with a path after "to" in the other languages: "на transfer-box.ru/drop"
    r"|(?:на|в|a|à|an|para|sur|auf|nach|zu) [a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|xyz|site"
    r"|dev|app|ru|cn|info|biz|example|fr|de|es|br|jp|pt)(?:\.[a-z]{2})?/[\w-]"
    r"|mi servidor\b|servidor (?:remoto|externo)\b|meinen server\b|externen server\b"
    r"|mon serveur\b|serveur (?:distant|externe)\b|мой сервер\b|(?:внешний"
    r"|удал[её]нный) сервер\b|meu servidor\b)"
    # (a home server, "自宅サーバー", is the user's own machine, no place outside)
    r"|我的服务器|远程服务器|外部服务器|(?<!自宅)(?<!自分の)サーバー?|{NET_TOOL})"
).replace("{NET_TOOL}", NET_TOOL)
SEND = (
    # the spaced scripts' verbs share one word boundary (see SECRET_WORD)
    r"(?:\b(?:(?<!-x )(?<!--request )(?:upload|send|post(?!gres|-?mortem)|exfiltrate|transmit"
    r"|forward|leak"
    r"|email|mail|sync|push|beam|ship|copy|pipe|share|report|transfer|mirror|hand\w* over)\w*\b"
    # ("apareció en una filtración" is a breach a secret was found in, no order to leak it)
    r"|(?:sube|súbe|subir|envía|envia|enviar|manda|mánda|mandar|publica|reenvía"
    r"|filtra(?!ci[oó]n|ciones)|copia|cópia)\w*"
    r"|(?:lade|hochladen|sende|senden|schick\w*|übertrag\w*|leite|poste|kopier\w*)\b"
    r"|(?:envoie|envoyez|envoyer|téléverse|téléverser|transmets|transmettre|publie|exfiltre"
    r"|transf[eéè]r)\w*|balance[rz]?\b"
    r"|(?:загрузи|отправ|перешли|пересл|пересыл|пошли|выгрузи|слей|скопируй|передай|опубликуй"
    r"|скин)\w*"
    r"|(?:envie|envia|enviar|faça upload|carregue|suba|mande|poste|publique|encaminhe|vaze"
    r"|sincroniz)\w*)"
    r"|上传|发送|发到|传到|转发|泄露|同步到|复制到|外传|提交到|贴到|推送|发邮件|发给|邮件发给"
    r"|アップロード|送信|送って|送る|転送|投稿|漏洩|アップ|貼って|貼り付け)"
)
AUTH_HEADER = (
    r"(?:-h|--header)\s*[\"']?(?:authorization|x-api-key|api-key|private-token|x-auth-token"
    r"|x-github-token)\s*:[^\"'\n]*[\"']?|\bauthorization: (?:bearer|token|basic) \S+"
)
_DATA_FLAG = (
    r"(?:\s-d|\s--data[\w-]*|\s-f|\s--form|\s-t|\s--upload-file|\s--post-file|\s--post-data"
    r"|\s--body-file)"
)


SECRET_FILE = (
    r"(?:(?<![\w.])\.env\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\.aws/credentials|\.netrc\b"
    r"|\.pgpass\b|\.git-credentials|\bcredentials\.json\b|/etc/shadow\b|\bstate\.db\b|\.npmrc\b"
    r"|\.pypirc\b)"
)


EXFIL_RULES: tuple[Rule, ...] = (
    rule(
        _E,
        "dump_secret_file",
        r"\b(?:cat|less|more|head|tail|type|get-content|base64|xxd|strings|sqlite3)\s+(?:-\S+\s+)*"
        rf"[\"']?[^\s\"';|]*{SECRET_FILE}",
    ),
    *(
        # a training note quoting the request to judge it is not the request; a CI step
        # reading its token from the secret store is the token's proper use
        rule(
            _E,
            name,
            pattern,
            requires=(SINK,),
            # (ssh-copy-id hands over a public key: what it is for)
            # (and an attempt told after the fact: ``intent_send_out.REPORTED_ATTEMPT``)
            unless=rf"{ABOUT_ATTACK_NOTE}|{SECRET_USED_PROPERLY}|\bssh-copy-id\b|{REPORTED_ATTEMPT}",
            strip=AUTH_HEADER,
        )
        for name, pattern in (
            # a verb that is a log's status ("upload ok") or a field's key ("upload": {…})
            ("send_secret", rf"{SEND}{NOT_STATUS}[^\n]{{0,80}}?{SECRET}"),
            ("secret_then_send", rf"{SECRET}[^\n]{{0,60}}?{NOT_FORBIDDEN}{SEND}(?<![a-z]ed)"),
        )
    ),
    rule(
        _E,
        "tool_carries_secret",
        rf"\b(?:curl|wget|http|https)\b[^\n]{{0,200}}?{_DATA_FLAG}[\s=]*[\"']?[^\s\"']{{0,60}}?"
        rf"(?:{SECRET_PATH}|{SECRET_VAR})",
        strip=AUTH_HEADER,
        unless=ABOUT_ATTACK_NOTE,  # an advisory quoting the command to warn about it
    ),
    rule(_E, "secret_in_url", rf"https?://[^\s\"']*{SECRET_VAR}", strip=AUTH_HEADER),
    rule(
        _E,
        "pipe_secret_out",
        rf"\b(?:cat|base64|tar|zip|gzip|xxd|head|tail)\b[^\n|]{{0,120}}?{SECRET_PATH}[^\n|]{{0,80}}"
        r"\|\s*(?:curl|wget|nc|ncat|netcat|socat|ssh)\b"
        r"|\b(?:printenv|env|export -p)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat)\b"
        # a secret pasted where anyone reads it: a public issue, comment, gist or channel
        rf"|(?=[pcfв])(?<!never )(?<!n't )(?<!not )(?<!nunca )(?<!nie )(?<!jamais )(?<!не )"
        r"(?<!não )"
        rf"\b(?:paste|pega|pegar|colle|coller|füg\w*|вставь|cole|colar)\b"
        rf"[^\n]{{0,40}}?(?:{SECRET_PATH}|{SECRET_WORD})[^\n]{{0,60}}?{_PUBLIC_PLACE}"
        # a planted tool call that posts the work somewhere: "call http_post to https://…"
        r"|\bcall\w* (?:the )?(?:http[_ ]?(?:post|put|request)|send_(?:email|mail|message)"
        r"|post_(?:request|data)|upload_\w+|webhook_\w+)\b[^\n]{0,100}?(?:https?://"
        r"|[\w.+-]+@[\w-]+\.)"
        # the same in any language: the tool's name, the conversation or summary, an address
        r"|\b(?:http_post|http_put|http_request|send_email|send_mail|post_request|upload_file)\b"
        r"[^\n]{0,80}?(?:conversation|chat|summary|transcript|history|conversación|resumen|gespräch"
        r"|zusammenfassung|résumé|разговор|переписк|conversa|resumo|对话|会话|会話|要約)"
        r"[^\n]{0,60}?(?:https?://|[\w.+-]+@[\w-]+\.)",
    ),
    rule(
        _E,
        "redirect_secret_out",
        rf"\b(?:nc|ncat|netcat|socat)\b[^\n]{{0,80}}<\s*\S*{SECRET_PATH}"
        rf"|\bscp\b[^\n]{{0,100}}{SECRET_PATH}[^\n]{{0,100}}\S+@\S+:",
    ),
)

FOOTHOLD = (
    r"(?:\bcrontab\b|\bcron ?jobs?\b|\bcron entry\b|/etc/cron|\bcron\.d\b|@reboot\b|定时任务"
    r"|计划任务"
    r"|\bcron\w*|cronジョブ|\bкрон\w*"
    r"|\.bashrc\b|\.zshrc\b|\.bash_profile\b|\.zprofile\b|\.zshenv\b|~/\.profile\b|config\.fish\b"
    r"|/etc/profile\b|\bsystemd\b|\.service\b|\bsystemctl enable\b|\blaunchagents\b|\blaunchd\b"
    r"|\blaunch ?(?:agent|daemon)s?\b|\blogin items?\b|\brc\.local\b|/etc/init\.d\b|\bschtasks\b"
    r"|~/\.profile\b|\.zlogin\b"
    r"|\\currentversion\\run\b"
    r"|\bautostart\b|\bstartup folder\b|开机启动项?|(?<!\w)\.git/hooks/[\w-]+"
    r"|\bdossier (?:de )?démarrage\b|\bcarpeta de inicio\b"
    r"|\bautostart-ordner\b|\bpasta de inicialização\b|папк\w* автозагрузки|启动文件夹"
    r"|スタートアップフォルダ|\bscheduled (?:job|task)s?\b|\b(?:shell |login )?"
    r"(?:startup|start-up|init|rc|login) (?:file|script)s?\b|script de démarrage|archivo de inicio"
    r"|startdatei|скрипт\w* запуска|arquivo de inicialização|启动脚本|起動スクリプト"
    r"|tarea programada|tâche planifiée|geplante aufgabe|запланированн\w* задач\w*|tarefa agendada"
    r"|serviço de inicialização|servicio de inicio|service de démarrage|autostart-dienst"
    r"|автозагрузк\w*|автозапуск\w*|开机自启\w*|自启动|スタートアップ"
    r"|スケジュールされた)"
)
PAYLOAD = (
    # an address alone is a report's recipient, a URL a reference; `eval "$(direnv hook zsh)"`
    rf"(?:{NET_TOOL}|(?![\w.+-]+@){fetched_sinks(SINK)}|{SECRET}|\bbash -i\b|\bsh -i\b|\bnc -e\b"
    r"|\bbase64 -d\b|\beval\b(?!\s*[\"']?\$\(\s*[\w./-]+(?:\s+[\w./=-]+)*\s*\)[\"']?)"
    r"|\bpython3? -c\b|\balias (?:sudo|ssh|git|ls|cd)=|\balias (?:d[oe] )?sudo\b"
    r"|\bprompt_command\b|\bld_preload\b"
    # fetched again at every start, or a program kept where nobody looks
    r"|\bre-?(?:download|fetch|install)\w*|\breverse shell\b|\bbackdoor\w*|\bbeacon\w*"
    r"|\b(?:phone|call)\w* home\b|(?:/tmp|/var/tmp|/dev/shm)/\.|~/\.cache/\S+\.(?:sh|py|bin)\b"
    # (git's own prompt and completion scripts, sourced from the docs, are no hidden program)
    r"|/\.(?!git-(?:prompt|completion)\b)[\w-]+\.(?:py|sh|pl|rb|js|bin|ps1)\b"
    r"|(?:/opt|/usr/local/bin|/usr/bin|/etc)/\.[\w-]+"
    r"|\b(?:download|fetch|pull)\w* (?:and|&) (?:run|execut|launch)\w*|\bdescarg\w* y ejecut\w*"
    r"|\btélécharge\w* et (?:lance|exécute)\w*|\blädt und (?:ausführt|startet)|\bbaixa\w* e execut"
    r"|\bскачива\w* и запуска\w*|\bскачай и запусти|下载并执行|ダウンロードして実行"
    r"|url\s?のスクリプト"
    r"|\b(?:our|my|the) remote script\b|\b(?:remote|external) script\b|\bscript (?:remoto|externo"
    r"|externe|distant)|\bskript von\b|\bexternes skript|скрипт с (?:моего|удал[её]нного|внешнего)"
    r"|远程(?:加载)?脚本|外部スクリプト|リモートスクリプト|/opt/\.[\w-]+/"
    r"|\b(?:from|depuis|desde|aus|из) /tmp\b|\bfrom my (?:url|server|link|site)\b"
    r"|\b(?:also|quietly|secretly|silently|también|aussi|auch|também|также|тайно)\b[^.\n]{0,30}?"
    r"\b(?:run|execut|launch|ejecut|lance|exécut|ausführ|führ|запуск|выполн)\w*"
    # (det26b) a shell that calls back out, or an entry that puts itself back when removed
    r"|反弹 ?shell|反向 ?shell|回连|リバースシェル|\bобратн\w* (?:шелл|shell)"
    r"|\bconnects? back to\b|\breconnect\w* (?:automatically )?to\b|\breconnexion automatique\b"
    r"|\bse reconnecte\w*|\breconexión automática\b|\breconexão automática\b"
    r"|\bautomatisch\w* (?:wieder )?verbind\w*|(?:外部|リモート|遠隔)の?サーバー?に(?:再)?接続"
    r"|接続し直す|自动(?:重新)?连接?(?:回|到)|\bc2\.[\w-]+\.[a-z]{2,}\b|\bc2 server\b"
    r"|\b(?:recreat|reinstall|restor|re-?add)\w* itself\b|\bputs? itself back\b"
    r"|\bse (?:recrea|reinstala|recria|recrée|réinstalle)\w*|\bsich selbst wieder\b"
    r"|(?<!\w)пересозда\w* себя|自我恢复|删了(?:也|还)会|削除されても|删除后(?:自动)?恢复"
    r"|自动恢复|\breverse connection\b|\bconexão reversa\b|\bconexión inversa\b"
    r"|\bconnexion inverse\b|(?<!\w)обратн\w* (?:соединени|подключени)\w*|反向连接|リバース接続"
    r"|取得して実行|\b(?:run|execute|ejecute|ejecutar|exécute|ausführ\w*) (?:whatever|what"
    r"|lo que|ce que|was) (?:the )?(?:server|servidor|serveur|der server) (?:responds|answers"
    r"|returns|responda|devuelva|répond|renvoie|antwortet))"
)
WRITE = (
    r"(?:>>|\btee\b|\bsource\b|\bmake\b|\b(?:append|add|write|insert|put|copy|cp|echo|install"
    r"|plant|drop|place"
    r"|inject)\w*"
    r"|\b(?:añade|agrega|añadir|agregar|añadan|agreguen|escribe|füge|hinzu|schreib\w*|trag\w*"
    # (det26b) "häng ... an", "joga no .zshrc", "bota no", "enfia"
    r"|häng\w*|hänge|joga|jogue|bota|bote|enfia|enfie"
    r"|eintrag\w*"
    r"|ajoute\w*|écri\w*|добав\w*|запиш\w*|adicione|adicionar|acrescente|escreva"
    # "put it in": pt, es, fr, de, ru
    r"|coloque|coloca|colocar|insira|inserir|ponha|grave|gravar|pon|inserta|inserte|mete"
    r"|incluir|inclua|incluya|incluye|прописать|прописыва\w*|дописать"
    r"|mets|mettez|insère|insérez|setze?|вставь|помести|пропиши|допиши)\b"
    r"|添加|写入|写进|追加|加入|加到|加\N{CJK UNIFIED IDEOGRAPH-4E00}行|加上|放到|写到|放进"
    r"|書き込|登録|足し|足す|加え|追記|塞)"
)
CREATE = (
    r"(?:\b(?:set ?up|create|schedule|configure|register|enable|install)\w*|设置|创建|配置|安排"
    r"|\b(?:configura|crea|programa|richte|erstelle|einrichten|lege|anlegen|crée|créez|programme"
    r"|создай|настрой|crie|configure|agende)\w*|設定|作成|登録)"
)

# (a full stop inside "~/.zshrc" or "v2.4" does not end the sentence; the text is one line)
_IN_SENTENCE = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
# A secret counts as the payload only in the start-up sentence itself: a setup checklist has "make
# an SSH key" and "add a nightly cron job" as two separate steps.
# (a start-up file that loads "environment variables" is what start-up files are for; a key,
# a token or a secret file kept there is the finding)
_KEPT_SECRET = SECRET.replace(r"|environment variables\b|env vars?\b", "", 1)
_FOOTHOLD_PAYLOAD = (
    PAYLOAD.replace(f"|{SECRET}", "", 1).replace(NET_TOOL, NET_TOOL_OUT)
    + rf"|{FOOTHOLD}{_IN_SENTENCE}{{0,160}}?{_KEPT_SECRET}"
    + rf"|{_KEPT_SECRET}{_IN_SENTENCE}{{0,160}}?{FOOTHOLD}"
)

# A password manager started at login is a program, not a secret kept in a start-up file.
_PASSWORD_MANAGER = (
    r"\bpassword[- ]?managers?\b|\bpasswort-?manager\w*|\bgestor(?:es)? de contraseñas\b"
    r"|\bgestionnaires? de mots de passe\b|\bgerenciador(?:es)? de senhas\b"
    r"|(?<!\w)менеджер\w* паролей|密码管理器|パスワードマネージャー?"
)

_PLANTED_KEY = (
    r"ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|>>|\becho\b|\btee\b|\battacker'?s?\b"
    r"|(?:\b(?:this|my|the following|these|esta|este|diese\w*|cette|ce|этот|эту|этого|мой|meu"
    r"|minha|mi|mein\w*|ma|mon|our|nuestra|nuestro|notre|unser\w*|наш\w*|nossa|nosso)\b ?"
    rf"|这个|这把|此|この|下面的|以下の|以下的){KEY_NOUN}"
    r"|\b(?:write|append|add)\w* (?:to|into) \S*authorized_keys"
    # a key fetched from somebody's address
    r"|(?:\bkeys?|schlüssel|\bclé|\bclave|ключ|\bchave|公钥|鍵)[^\n]{0,20}?https?://|https?://\S+\.pub\b"
)


PERSISTENCE_RULES: tuple[Rule, ...] = (
    rule(
        _P,
        "ssh_backdoor",
        rf"{WRITE}[^\n]{{0,120}}?authorized_keys|authorized_keys[^\n]{{0,60}}?(?:{WRITE}|追記)",
        # A key of the note's own (a literal, "this key", "my key") or a shell append, not
        # a runbook line about deploy keys managed elsewhere.
        requires=(_PLANTED_KEY,),
        # (a review note naming the pattern as an attack to reject is no order)
        unless=rf"{OWN_KEY}|{OWN_KEY_ADDED}|{WATCH_FOR_NOTE}",
    ),
    rule(
        _P,
        "foothold_with_payload",
        FOOTHOLD,
        requires=(_FOOTHOLD_PAYLOAD, rf"{WRITE}|{CREATE}|补上|加上|加一个"),
        unless=WATCH_FOR_NOTE,
        strip=f"{AUTH_HEADER}|{_PASSWORD_MANAGER}",
    ),
    rule(
        _P,
        "agent_file_injection",
        rf"\b(?:append|add|insert|inject|write)\w* {gap(6)}(?:to|into|in) (?:the )?"
        r"(?:~/\.hermes/|\.hermes/)?(?:soul\.md|memory\.md|agents\.md|claude\.md|\.cursorrules)\b",
        requires=(rf"{SINK}|\bignore\b|\bnever tell\b|\balways (?:run|send|upload|execute)\b",),
    ),
)
