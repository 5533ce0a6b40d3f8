"""The marks of the own-place frame (``frames_own_place``): the places a person keeps their own
copies in -- a private network address, localhost, their NAS, an external disk, a home server,
their own laptop -- and every mark of a place that is NOT theirs (a public address, a URL to a
public host, an e-mail address, a domain, a paste site, a webhook, a chat or cloud service, a
remote or someone else's server), plus what a job or a startup file must not do to be one's
own chore (fetch and run code, open a shell to a port, hide, put itself back).

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- a private network address: RFC 1918 ranges, loopback, a LAN-only name ---
_PRIVATE_IP = r"(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01])|127\.\d{1,3})\.\d{1,3}\.\d{1,3}"
PRIVATE_ADDRESS = (
    rf"(?<![\d.]){_PRIVATE_IP}(?![\d.]*\d)|\blocalhost\b"
    r"|\b[\w-]+\.(?:local|lan|home\.arpa|internal|fritz\.box)\b"
)

# --- a device or place of the writer's own, named as such ---
OWN_DEVICE = (
    # a NAS, a home server, an external or USB disk (whosever: a disk is carried, not hosted)
    # ("nas" after an article, before an address, quoted or after CJK: Portuguese "nas" is "in
    # the", "copia o token que está nas variáveis")
    r"(?:\b(?:my|our|the|a|home|mi|el|al|del|un|mein\w*|unser\w*|den|dem|der|das|zum|aufs?|ins"
    r"|mon|notre|le|au|du|meu|nosso|o|ao|do|no|para o|на|this|synology|qnap)\s+nas\b"
    r"|(?<!\w)nas(?=\s*[(（:：,，]|\s+\(?\d)|[«\"'「]\s*nas\s*[»\"'」]"
    r"|(?<=[\u3040-\u9fff])\s?nas\b)"
    r"|\b(?:synology|qnap|home ?server|homelab|raspberry pi|external (?:hard )?(?:drive|disk"
    r"|hdd|ssd)|usb (?:stick|drive|disk)|thumb drive|flash drive|backup (?:drive|disk)"
    r"|disco (?:duro )?externo|hd externo|pen ?drive|disco usb|servidor de casa|servidor casero"
    r"|externe[nr]? (?:festplatte|platte|ssd)|usb-stick|heimserver|homeserver"
    r"|disque (?:dur )?externe|cl[ée] usb|serveur (?:maison|perso|à la maison)"
    r"|mem[óo]ria usb|servidor (?:em|de) casa)\b"
    r"|(?<!\w)(?:внешн\w* (?:жёстк\w* |жестк\w* )?диск\w*|флешк\w*|домашн\w* сервер\w*)(?!\w)"
    r"|家里的|家中的|自家|移动硬盘|外接硬盘|外置硬盘|u盘|本机|本地硬盘"
    r"|外付け|自宅の|自宅サーバ|usbメモリ|手元の"
    # (never "my server", "meinen Server", "mon serveur": in an order to send, that is the
    # sender's place -- "Schicke die Zugangsdaten an meinen Server")
)

# --- a place that is not the writer's own: an address or a host (``ADDRESS``), a service or
# someone else (``SERVICE``) ---
_NOT_PRIVATE = (
    r"(?!(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)"
    r"|[\w-]+\.(?:local|lan|internal|home\.arpa)\b)"
)
ADDRESS = (
    # a URL to a public host; a public IP (any not in the private ranges); an e-mail address
    rf"\b(?:https?|s?ftp|wss?|ssh|rsync|smb|s3|gs)://{_NOT_PRIVATE}"
    rf"|(?<![\d.])(?!{_PRIVATE_IP}(?![\d.]*\d))\d{{1,3}}(?:\.\d{{1,3}}){{3}}(?![\d.]*\d)"
    r"|[\w.+-]+@[\w-]+\.[\w.-]+"
    # a domain under a public top-level domain ("backup.example.com", "files.acme.io")
    r"|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|dev|app|xyz|ru|cn|de|fr|es|br|jp|me|info|biz"
    r"|cloud|site|online|top|gg|ly|cc|tk|pw|uk|us|eu|tv|ai|su|pt|it|nl)\b"
)
SERVICE = (
    # a place that publishes, relays or belongs to a service or to someone else
    r"\b(?:webhooks?|pastebin|paste|gist|ngrok|requestbin|transfer\.sh|discord|telegram|slack"
    r"|whatsapp|signal|dropbox|google drive|gdrive|onedrive|icloud|mega|s3|bucket|ftp"
    r"|attackers?|remote (?:server|host|machine)|external (?:server|host|address|url|endpoint)"
    r"|third[- ]party|someone else|servidor (?:externo|remoto)|externe[nr]? server|fremde[nr]?"
    r"|serveur (?:externe|distant)|servidor (?:externo|remoto)|colleague|coworker|friend|client"
    r"|customer|vendor|partner|compa[ñn]ero|colega|kollege\w*|coll[èe]gue|amigo|amiga|freund\w*"
    r"|ami|amie|sms|prestataire|contractor|dienstleister|proveedor|fornecedor|public|p[úu]blic[oa]s?"
    r"|öffentlich\w*|publi(?:que|c)s?|comments?|coment[áa]rios?|kommentar\w*|commentaires?"
    r"|issues?|github|gitlab|forum|foro|f[óo]rum)\b"
    r"|(?<!\w)(?:внешн\w* сервер\w*|удал[её]нн\w* сервер\w*|коллег\w*|друг\w*|клиент\w*)(?!\w)"
    r"|(?<!\w)(?:публичн\w*|комментари\w*|подрядчик\w*)(?!\w)"
    r"|外部|远程|远端|公网|网盘|云盘|同事|朋友|客户|リモート|外部サーバ|クラウド|同僚|友人|顧客"
    r"|公开|评论|公開|コメント|業者"
)
OUTSIDE = f"{ADDRESS}|{SERVICE}"
# A send to someone: what a backup before a hand-over never does with the copy.
SEND = (
    r"\b(?:send\w*|sent|upload\w*|post\w*|mail\w*|share\w*|forward\w*|env[íi]\w*|sub[ei]\w*"
    r"|compart\w*|schick\w*|send\w*|hochlad\w*|teil\w*|envoi\w*|envoy\w*|partag\w*|transf[ée]r\w*"
    r"|mand\w*|carreg\w*)\b|(?<!\w)(?:отправ\w*|перешл\w*|загруз\w*|подел\w*)(?!\w)"
    r"|发送|发给|发到|上传|分享|転送|送信|送る|送って|アップロード|共有"
)
# An order to send or copy, opening a clause: a note of one's own setup tells what its job does
# ("el script pasa por scp", "rsync copies"), an order has the reader send ("Schicke die
# Zugangsdaten an …", "envoie les identifiants …").
SEND_ORDER = (
    r"(?:\A|[.:;!?：]\s*|\n\s*|,\s*(?:then|and|dann|und|puis|et|luego|y|depois|e|потом|и)?\s*)"
    r"(?:please\s+|bitte\s+|por favor,?\s+|s'il te pla[iî]t,?\s+|пожалуйста,?\s+)?"
    r"(?:send|upload|post|mail|forward|push|copy|transfer|schick\w*|sende|[üu]bertrag\w*|lade"
    r"|kopier\w*|env[íi]a\w*|manda\w*|sube|copia|envoie\w*|transf[èe]re|copie|télécharge"
    r"|mande|envie|suba|copie|отправ(?:ь|ьте)|пришли\w*|перешли\w*|загрузи\w*|скопируй\w*)\b"
    # (a noun, not an order: "copia de ~/Documentos al NAS", "copy of the photos")
    r"(?!\s+(?:de|of|du|des|da|do|der|von)\b)"
)
# A backup or sync: the act that copies one's own things between one's own places.
COPY = (
    r"\b(?:back(?:s|ed|ing)? up|backups?|sync\w*|rsync|scp|copy|copies|copied|copying|mirror\w*"
    r"|respald\w*|copia\w*|sincroniz\w*|sicher\w*|kopier\w*|synchronis\w*|sauvegard\w*"
    r"|copie\w*|cópia|copiar|bac?kup)\b"
    r"|(?<!\w)(?:бэкап\w*|резервн\w* копи\w*|копиру\w*|скопир\w*|синхрониз\w*)(?!\w)"
    r"|备份|同步|拷贝|拷到|拷进|复制|传到|存到|バックアップ|同期|コピー|移して"
)
# What the agent keeps for its user: never "one's own" to copy out by a note.
AGENT_STORE = (
    r"\b(?:hermes|memory|memories|state\.db|chat (?:history|logs?)|conversations?|sessions?"
    r"|system prompt|memoria|historial de chat|conversaci\w*|gedächtnis|chatverlauf|mémoire"
    r"|conversation\w*|memória|conversa\w*)\b|(?<!\w)(?:памят\w*|переписк\w*|истори\w* чата)(?!\w)"
    r"|记忆|对话记录|聊天记录|会话|記憶|会話履歴|チャット履歴"
)
# What a job or a startup file must not do to stay one's own chore: fetch and run code, open a
# shell to a port, hide, put itself back, run whatever an address answers.
JOB_DANGER = (
    r"\b(?:curl|wget|invoke-webrequest|iwr|nc|ncat|netcat|socat|bash -i|/dev/tcp|base64|eval"
    r"|authorized_keys|reverse|hidden|hide|hides|oculta\w*|versteckt\w*|cach[ée]e?s?|oculto"
    r"|escondid\w*|disguis\w*|whatever|even if|re-?add\w*|reinstall\w* itself"
    r"|se reinstala|stealth\w*|silently|quietly"
    # run in the background, or kept from everyone
    r"|background|segundo plano|hintergrund|arri[èe]re-plan|nobody (?:needs to|has to|will) know"
    r"|nadie (?:tiene que|necesita) saber|ningu[ée]m precisa saber|niemand muss (?:das )?wissen"
    r"|personne n'a besoin de savoir|deixa quieto)\b|\|\s*(?:ba|z)?sh\b|/tmp/\."
    r"|(?<!\w)(?:скрыт\w*|незаметно|в фоне|никто не должен знать)(?!\w)"
    r"|隐藏|悄悄|偷偷|后台|隠し|こっそり|バックグラウンド|誰にも"
)
# A startup file of one's own shell or editor, or a dotfiles repository that sets them up.
STARTUP_FILE = (
    r"(?:~/)?\.(?:bashrc|zshrc|bash_profile|profile|zprofile|bash_aliases|vimrc|tmux\.conf"
    r"|gitconfig|inputrc)\b|\bdotfiles\b|\bconfig\.fish\b|\binit\.(?:vim|lua)\b"
)
# What a startup file may do and stay one's own setup: source one's aliases, set a path or a
# prompt, load a version manager, symlink files.
# What turns a startup file into a hook: an alias wrapping a common command, a script run by it.
STARTUP_DANGER = (
    r"\balias\b[^.\n]{0,30}?\b(?:sudo|su|git|ssh|ls|cd|cat|cp|mv|rm|vim?|python3?|npm|pip|docker"
    r"|kubectl|passwd)\b|\b(?:sudo|ejecut\w*|execut\w*|exécut\w*|ausf[üu]hr\w*|chama\w*|llama\w*"
    r"|appelle\w*|lanza\w*|lance\w*|starte\w*)\b|(?<!\w)(?:выполня\w*|запуска\w*|вызыва\w*)(?!\w)"
    r"|执行|调用|実行|呼び出"
)
STARTUP_CHORE = (
    r"\b(?:sources?|sourc(?:ed|ing)|aliases|alias|path|pyenv|nvm|rbenv|asdf|conda|prompt"
    r"|symlinks?|symlink(?:s|ed|ing)?|stow|completions?|theme|editor|pre-commit)\b"
)
