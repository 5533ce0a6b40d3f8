"""Secret exfiltration, persistence and destructive commands aimed at the agent's own
environment.

Exfiltration needs two things together: something secret (a key file, ``.env``,
``state.db``, ``~/.hermes``, a ``$…_TOKEN`` variable, "credentials" in any of the eight
languages) and a way out (a network tool carrying it as data, a URL, webhook.site, "my
server") or an upload/send intent. A token in an ``Authorization`` header is ordinary API
use and is blanked before matching. Persistence needs a foothold (authorized_keys, cron,
shell rc files, systemd) and a write intent or a network payload; destruction needs a
target that is the agent's home, ``~/.hermes`` or ``state.db``, or a disk-level command.
"""

from __future__ import annotations

from hermes_memory.scanning.rule import Rule, gap, rule, span
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION
_P = ThreatCategory.PERSISTENCE
_D = ThreatCategory.DESTRUCTIVE

SECRET_PATH = (
    r"(?:~/\.ssh\b|\$home/\.ssh\b|\.ssh/id_\w+|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|(?<![\w.])\.env\b"
    r"|\bstate\.db\b|~/\.hermes\b|\$home/\.hermes\b|\.hermes/|\.aws/credentials|\.netrc\b"
    r"|\.pgpass\b|\.npmrc\b|\.pypirc\b|\bcredentials\.json\b|\.kube/config|\.git-credentials"
    r"|\.docker/config\.json|/etc/shadow\b|\.gnupg\b|\bkeychain\b|\blogin data\b)"
)
SECRET_VAR = (
    r"(?:\$\{?[a-z0-9_]*(?:key|token|secret|password|passwd|credentials?)\b"
    r"|\b[a-z0-9]+(?:_[a-z0-9]+)*_(?:api_key|key|token|secret|password|passwd|credentials?)\b)"
)
SECRET_WORD = (
    r"(?:\bapi[ _-]?keys?\b|\baccess tokens?\b|\btokens\b|\bpasswords?\b|\bsecrets\b"
    r"|\bcredentials\b"
    r"|\benvironment variables\b|\benv vars?\b|\bssh keys?\b|\bprivate keys?\b|\bsession cookies\b"
    r"|密钥|秘钥|令牌|密码|凭证|凭据|环境变量|私钥|\bclaves? (?:api|privadas?|ssh)\b"
    r"|\bcontraseñas?\b"
    r"|\bcredenciales\b|\bvariables de entorno\b|\bsecretos\b|\bpassw(?:ö|oe)rt\w*|\bzugangsdaten\b"
    r"|\bumgebungsvariablen\b|\bapi-schlüssel\w*|\bschlüssel\b|\bmots? de passe\b|\bidentifiants\b"
    r"|\bvariables d'environnement\b|\bclés? (?:api|privées?|ssh)\b|パスワード|認証情報|環境変数"
    r"|秘密鍵"
    r"|apiキー|トークン|資格情報|\bпарол\w*|\bключ\w*|\bтокен\w*|\bпеременн\w* (?:окружения|среды)"
    r"|\bуч[её]тн\w* данн\w*|\bsenhas?\b|\bcredenciais\b|\bvariáveis de ambiente\b"
    r"|\bchaves? (?:api|privadas?|ssh)\b|\bsegredos\b)"
)
SECRET = rf"(?:{SECRET_PATH}|{SECRET_VAR}|{SECRET_WORD})"
NET_TOOL = (
    r"(?:\bcurl\b|\bwget\b|\bnc\b|\bncat\b|\bnetcat\b|\bsocat\b|\bscp\b|\brsync\b|\bsftp\b"
    r"|/dev/tcp/|\binvoke-webrequest\b|\brequests\.(?:post|put)\b)"
)
SINK = (
    r"(?:https?://|(?<![a-z0-9.-])webhook\.site\b|(?<![a-z0-9])(?:pastebin|ngrok|requestbin"
    r"|pipedream)"
    r"|(?<![a-z0-9])(?:transfer\.sh|interact\.sh|burpcollaborator)"
    r"|discord(?:app)?\.com/api/webhooks"
    r"|hooks\.slack\.com|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b"
    r"|\b(?:my|our|a remote|an external|the remote|the external|attacker'?s?) (?:server|endpoint"
    r"|host|machine|bucket)\b"
    r"|\bmi servidor\b|\bservidor (?:remoto|externo)\b|\bmeinen server\b|\bexternen server\b"
    r"|\bmon serveur\b|\bserveur (?:distant|externe)\b|\bмой сервер\b|\b(?:внешний"
    r"|удал[её]нный) сервер\b"
    r"|\bmeu servidor\b|我的服务器|远程服务器|外部服务器|サーバー|サーバ|{NET_TOOL})"
).replace("{NET_TOOL}", NET_TOOL)
SEND = (
    r"(?:(?<!-x )(?<!--request )\b(?:upload|send|post|exfiltrate|transmit|forward|leak|email|mail"
    r"|sync"
    r"|push|beam|ship|copy|pipe|share|report)\w*\b|上传|发送|发到|传到|转发|泄露|同步到|复制到"
    r"|外传|提交到|贴到|推送"
    r"|\b(?:sube|subir|envía|envia|enviar|manda|mandar|publica|reenvía|filtra|copia)\w*"
    r"|\b(?:lade|hochladen|sende|senden|schick\w*|übertrag\w*|leite|poste|kopier\w*)\b"
    r"|\b(?:envoie|envoyez|envoyer|téléverse|téléverser|transmets|transmettre|publie|exfiltre)\w*"
    r"|アップロード|送信|送って|送る|転送|投稿|漏洩|アップ"
    r"|\b(?:загрузи|отправ|перешли|пошли|выгрузи|слей|скопируй|передай|опубликуй)\w*"
    r"|\b(?:envie|envia|enviar|faça upload|carregue|suba|mande|poste|publique|encaminhe|vaze)\w*)"
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
    rule(_E, "send_secret", rf"{SEND}[^\n]{{0,80}}?{SECRET}", requires=(SINK,), strip=AUTH_HEADER),
    rule(
        _E,
        "secret_then_send",
        rf"{SECRET}[^\n]{{0,60}}?{SEND}",
        requires=(SINK,),
        strip=AUTH_HEADER,
    ),
    rule(
        _E,
        "tool_carries_secret",
        rf"\b(?:curl|wget|http|https)\b[^\n]{{0,200}}?{_DATA_FLAG}[\s=]*[\"']?[^\s\"']{{0,60}}?"
        rf"(?:{SECRET_PATH}|{SECRET_VAR})",
        strip=AUTH_HEADER,
    ),
    rule(_E, "secret_in_url", rf"https?://[^\s\"']*{SECRET_VAR}", strip=AUTH_HEADER),
    rule(
        _E,
        "pipe_secret_out",
        rf"\b(?:cat|base64|tar|zip|gzip|xxd|head|tail)\b[^\n|]{{0,120}}?{SECRET_PATH}[^\n|]{{0,80}}"
        r"\|\s*(?:curl|wget|nc|ncat|netcat|socat|ssh)\b"
        r"|\b(?:printenv|env|export -p)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat)\b",
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
    r"|\bautostart\b|\bstartup folder\b)"
)
PAYLOAD = (
    rf"(?:{NET_TOOL}|{SINK}|{SECRET}|\bbash -i\b|\bsh -i\b|\bnc -e\b|\bbase64 -d\b|\beval\b"
    r"|\bpython3? -c\b|\balias (?:sudo|ssh|git|ls|cd)=|\bprompt_command\b|\bld_preload\b)"
)
WRITE = (
    r"(?:>>|\btee\b|\b(?:append|add|write|insert|put|copy|cp|echo|install|plant|drop|place"
    r"|inject)\w*"
    r"|\b(?:añade|agrega|añadir|agregar|escribe|füge|hinzu|schreib\w*|trag\w*|eintrag\w*"
    r"|ajoute\w*|écri\w*|добав\w*|запиш\w*|adicione|adicionar|acrescente|escreva)\b"
    r"|添加|写入|追加|加入|加到|放到|写到|放进|書き込|登録)"
)
CREATE = (
    r"(?:\b(?:set ?up|create|schedule|configure|register|enable|install)\w*|设置|创建|配置|安排"
    r"|\b(?:configura|crea|programa|richte|erstelle|einrichten|crée|créez|configure|programme"
    r"|создай|настрой|crie|configure|agende)\w*|設定|作成|登録)"
)

_PLANTED_KEY = (
    r"ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|>>|\becho\b|\btee\b|\b(?:this|my|the following"
    r"|attacker'?s?|these|esta|este|diese\w*|cette|ce|этот|эту|этого|мой|meu|minha|mi|mein\w*"
    r"|ma|mon)\b|这个|这把|此|この|\b(?:write|append|add)\w* (?:to|into) \S*authorized_keys"
)

PERSISTENCE_RULES: tuple[Rule, ...] = (
    rule(
        _P,
        "ssh_backdoor",
        rf"{WRITE}[^\n]{{0,80}}?authorized_keys|authorized_keys[^\n]{{0,40}}?{WRITE}",
        # A key of the note's own (a literal, "this key", "my key") or a shell append, not
        # a runbook line about deploy keys managed elsewhere.
        requires=(_PLANTED_KEY,),
    ),
    rule(
        _P,
        "foothold_with_payload",
        FOOTHOLD,
        requires=(PAYLOAD, rf"{WRITE}|{CREATE}"),
        strip=AUTH_HEADER,
    ),
    rule(
        _P,
        "agent_file_injection",
        rf"\b(?:append|add|insert|inject|write)\w* {gap(6)}(?:to|into|in) (?:the )?"
        r"(?:~/\.hermes/|\.hermes/)?(?:soul\.md|memory\.md|agents\.md|claude\.md|\.cursorrules)\b",
        requires=(rf"{SINK}|\bignore\b|\bnever tell\b|\balways (?:run|send|upload|execute)\b",),
    ),
)

_HOME_TARGET = (
    r"(?:--no-preserve-root\s+)?(?:/|/\*|~|~/|~/\*|\$home/?|\$\{home\}/?|/home(?:/[^/\s]+)?/?"
    r"|/root/?"
    r"|(?:~|\$home)?/?\S*\.hermes\S*|\S*state\.db\S*|/etc/?|/usr/?|/var/?|/boot/?)"
)
_NL_TARGET = (
    r"(?:~/\.hermes|\.hermes\b|state\.db|memory\.md|user\.md|(?:the |your |my )?home (?:directory"
    r"|folder)(?! of| for)"
    r"|all (?:your |the )?(?:memories|memory files|sessions)|everything in (?:~|the home|your home"
    r"|\.hermes)"
    r"|主目录|家目录|所有记忆|全部记忆|记忆文件|所有文件|硬盘|磁盘"
    r"|el directorio (?:home|personal)|la carpeta personal|todos los archivos|todas las memorias"
    r"|el disco"
    r"|das home-verzeichnis|das heimverzeichnis|alle dateien|alle erinnerungen|die festplatte"
    r"|le répertoire personnel|le dossier personnel|tous les fichiers|toutes les mémoires|le disque"
    r"|ホームディレクトリ|全ての?ファイル|すべてのファイル|全ての記憶|ディスク"
    r"|домашн\w* (?:каталог|папк\w*|директори\w*)|все файлы|всю память|диск"
    r"|diretório pessoal|pasta pessoal|diretório home|todos os arquivos|todas as memórias|o disco)"
)
_NL_DELETE = (
    r"(?:\b(?:delete|remove|wipe|erase|destroy|drop|truncate|purge|nuke|shred|overwrite|corrupt"
    r"|format)\b"
    r"|删除|删掉|清空|抹掉|销毁|格式化"
    r"|\b(?:borra|borrar|elimina|eliminar|destruye|formatea|vacía)\b"
    r"|\b(?:lösch\w*|entfern\w*|vernicht\w*|formatier\w*)"
    r"|\b(?:supprime|supprimez|supprimer|efface|effacez|effacer|détruis|formate)\b"
    r"|削除|消去|消し|フォーマット|破壊|初期化"
    r"|\b(?:удали|удалить|сотри|стереть|уничтож|отформатируй|очисти)\w*"
    r"|\b(?:apague|apagar|apaga|exclua|excluir|remova|remover|destrua|formate|formatar)\b)"
)

_SYSTEM_DISK = r"/dev/(?:sda|nvme0n1|vda|xvda|hda|disk0|mmcblk0)(?:p?[0-9])?\b"
_DETERMINERS = (
    r"(?:the|your|my|all|entire|whole|of|everything in|every|todo|toda|todos|todas|el|la|los"
    r"|las|tout|toute|tous|toutes|le|les|alle|alles|das|den|die|gesamte\w*|ganze\w*|все|всё|весь"
    r"|всю|o|a|os|as|do|da|de)"
)
_TABLES = (
    r"(?:(?:all|every) (?:the )?tables?|todas las tablas|alle tabellen|toutes les tables"
    r"|все таблицы|todas as tabelas|すべてのテーブル|全てのテーブル|所有(?:的)?表)"
)

DESTRUCTIVE_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "rm_home",
        r"\brm\s+(?:-[a-z-]+\s+)*-[a-z]*(?:r[a-z]*f|f[a-z]*r)[a-z]*\s+(?:-[a-z-]+\s+)*"
        rf"[\"']?{_HOME_TARGET}[\"']?(?=\s|$|;|&|\||\)|`)",
    ),
    rule(_D, "no_preserve_root", r"--no-preserve-root\b"),
    rule(
        _D,
        "disk_format",
        # The system disk, not a USB stick a how-to formats on purpose.
        rf"\bmkfs(?:\.\w+)?\s+(?:-\S+\s+)*{_SYSTEM_DISK}|\bdd\s+[^\n]*of={_SYSTEM_DISK}"
        rf"|>\s*{_SYSTEM_DISK}",
    ),
    rule(
        _D,
        "fork_bomb",
        r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:"
        r"|\b(\w+)\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}\s*;\s*\1\b",
    ),
    rule(
        _D,
        "shred",
        r"\bshred\s+(?:-[a-z]+\s+)*(?:~|/|\$home|\S*\.hermes|\S*state\.db|\S*\.ssh)"
        r"|\bshred\s+-[a-z]*[uz]",
    ),
    rule(
        _D,
        "drop_agent_tables",
        r"\bdrop\s+(?:table|database)\s+(?:if exists\s+)?[\"'`]?(?:sessions|messages|messages_fts"
        r"|episodes|state)\b",
    ),
    rule(_D, "find_delete_home", r"\bfind\s+(?:~|/|\$home)/?\s[^\n]*(?:-delete\b|-exec\s+rm\b)"),
    rule(
        _D,
        "delete_agent_env",
        rf"{_NL_DELETE}\s?(?:{_DETERMINERS} )*(?:{_NL_TARGET}|{_TABLES})",
    ),
    rule(
        _D,
        "delete_agent_env_after",
        rf"(?:{_NL_TARGET}|{_TABLES}){span(40)}(?:削除|消去|消し|フォーマット|破壊|初期化|删除"
        rf"|删掉|清空|销毁"
        rf"|格式化"
        r"|\blösch\w*|\bentfern\w*|\bvernicht\w*|\bformatier\w*)",
    ),
)
