"""The words of the routine frames (``frames_routine``): a destructive command a script already
ran and the safeguard added since, an old device copied and then wiped, a status ping, a
customer told a business change once it is settled, SSH keys written by configuration
management. Lower case: the frames read folded text.
"""

from __future__ import annotations

# --- a review of a command a script already ran ---
# The doer is a script, a job or a migration, and the verb is past: "the old script ran DROP
# TABLE …", "das alte Migrationsskript hat … ausgeführt", "旧的迁移脚本执行了 …".
SCRIPT_RAN = (
    r"\b(?:the|an?|our|that) (?:\w+ ){0,2}?(?:script|migration|job|cron ?job|pipeline|playbook"
    r"|task)s? (?:\w+ )?(?:ran|executed|issued|dropped|deleted|wiped|truncated)\b"
    r"|\b(?:el|un|la) (?:\w+ ){0,2}?(?:script|migraci[óo]n|tarea|job|proceso)(?: de \w+)?"
    r" (?:ejecut[óo]|lanz[óo]|corri[óo]|borr[óo])\b"
    r"|\b(?:das|ein|der|die) (?:\w+ ){0,2}?(?:\w*skript|migration|job|cronjob|pipeline)\w* hat\b"
    r"[^.;\n]{0,60}?\b(?:ausgeführt|gelöscht|abgesetzt|gestartet|geleert)\b"
    r"|\b(?:l'|le |un |une |la )(?:\w+ ){0,2}?(?:script|migration|job|tâche)(?: de \w+)?"
    r" a (?:lancé|exécuté|supprimé|vidé)\b"
    r"|\b(?:o|um|a) (?:\w+ ){0,2}?(?:script|migração|job|tarefa)(?: de \w+)?"
    r" (?:rodou|executou|apagou)\b"
    r"|(?<!\w)(?:скрипт|миграци\w+|джоб|задани\w+)(?: \w+)? (?:выполнил\w*|запустил\w*"
    r"|удалил\w*)(?!\w)"
    r"|(?:脚本|迁移|任务|作业)[^，。；\n]{0,8}?执行了"
    r"|(?:スクリプト|マイグレーション|ジョブ)[^、。\n]{0,40}?(?:実行した|実行され|流した)"
)
# What was put in place since: a step added, a check that now runs first.
SAFEGUARD_SINCE = (
    r"\b(?:we (?:have )?added|we now|now (?:runs?|takes|does|requires|makes|has)|since then"
    r"|añadimos|agregamos|ahora (?:hace|se hace|corre|ejecuta|lleva|tiene|pide)|jetzt (?:läuft"
    r"|wird|gibt)|seitdem|wir haben [^.;\n]{0,30}(?:ergänzt|eingebaut|hinzugefügt)"
    r"|nous avons ajouté|on a ajouté|désormais|adicionamos|agora (?:roda|faz|executa|tem)"
    r"|desde então)\b|(?<!\w)(?:теперь|добавили|с тех пор)(?!\w)|现在|此后|加了|增加了|今は|以後"
    r"|追加した|追加しました"
)

# --- an old device copied, then wiped before it is sold or passed on ---
DEVICE = (
    r"\b(?:laptop|notebook|computer|pc|phone|smartphone|mobile|tablet|pen ?drive|usb (?:stick"
    r"|drive)|thumb drive|flash drive|hard (?:drive|disk)|hdd|ssd|sd card|port[áa]til|m[óo]vil"
    r"|celular|tel[ée]fono|ordenador|computadora|ordinateur|portable|t[ée]l[ée]phone|cl[ée] usb"
    r"|disque dur|rechner|handy|usb-stick|festplatte|computador|telem[óo]vel|disco r[íi]gido"
    r"|hd externo|disco)\b|(?<!\w)(?:ноутбук\w*|компьютер\w*|телефон\w*|смартфон\w*|флешк\w*"
    r"|жёстк\w+ диск\w*|жестк\w+ диск\w*)(?!\w)|电脑|手机|笔记本|硬盘|u盘|平板|パソコン|スマホ"
    r"|携帯|ハードディスク|usbメモリ"
)
# Sold, given away, passed on -- or its contents copied elsewhere first.
HANDED_ON = (
    r"\b(?:sell|sells|selling|sold|give (?:it )?away|giving (?:it )?away|donat\w*|recycl\w*"
    r"|trade[- ]in|vender|vendo|vendre|vendu|regalar|donner|verkauf\w*|verschenk\w*"
    r"|weitergeb\w*|doar|repassar)\b|(?<!\w)(?:прода\w*|отда\w*)(?!\w)|卖|送给|出售|转手|回收"
    r"|売る|売却|譲る|手放す"
)
# (verbs of copying only: a backup disk is a thing wiped too -- "备份盘格式化")
COPIED_FIRST = (
    r"\b(?:cop(?:y|ied|iar|ie|ier|iez|ia)|back(?:ed)? up (?:the|my|his|her|their|all)"
    r"|sauvegarder (?:ses|les|mes|leurs)|kopier\w*|pasar (?:sus|las|los) (?:fotos|archivos"
    r"|documentos)|passar (?:as|os|suas|seus) (?:fotos|arquivos))\b"
    r"|(?<!\w)(?:скопир\w*|перенес\w*)(?!\w)|备份到|拷贝|复制|导出|コピー|バックアップして|移し"
)
# A store away from the device: wiping it is no device handed on.
REMOTE_STORE = (
    r"\b(?:cloud|nube|nuvem|server|servers|servidor\w*|serveur\w*|nas|shared drive"
    r"|team drive|drive compartido|time machine|backup (?:disk|drive)|sicherungsplatte)\b"
    r"|备份盘|备份硬盘|(?<!\w)сервер\w*(?!\w)|云端|云盘|服务器|クラウド|サーバ"
)

# --- a status ping ---
HOOK = (
    r"\b(?:webhooks?|hooks|sentry|monitor\w*|uptime|healthchecks?|status ?page|notif\w*|ping)\b"
    r"|(?<!\w)(?:вебхук\w*|мониторинг\w*|уведомлени\w*)(?!\w)|通知|监控|推送|監視"
)
# A key said to be harmless: a Sentry DSN is public by design.
NOT_SECRET = (
    r"\b(?:not a secret|public by design|no es (?:un )?secreto|(?:n'est|ce n'est) pas (?:un )?"
    r"secret|public par conception|kein geheimnis|não é (?:um )?segredo)\b|(?<!\w)не секрет(?!\w)"
    r"|不是秘密|不算秘密|秘密ではない"
)

# --- a customer told a business change once it is settled ---
CUSTOMER = (
    r"\b(?:customers?|clients?|clientes?|kunden?|kundinnen)\b|(?<!\w)клиент\w*(?!\w)|客户"
    r"|顧客|お客"
)
BUSINESS_NEWS = (
    r"\b(?:prices?|pricing|price list|tarifs?|prix|precios?|preços?|preis\w*|delay\w*"
    r"|retrasos?|retards?|atrasos?|verzögerung\w*|lieferverzug|contract\w*|contratos?|contrat"
    r"|vertrag\w*|quote|proposta|propuesta|devis|angebot\w*)\b"
    r"|(?<!\w)(?:цен\w*|задержк\w*|договор\w*)(?!\w)|价格|涨价|延迟|延期|合同|値上げ|価格|遅延"
    r"|納期|契約"
)
UNTIL = (
    r"\b(?:until|before|till|hasta|antes d\w*|bis|avant|até|jusqu'\w*)\b|(?<!\w)до(?!\w)|之前"
    r"|以前|前に|まで"
)
# The one the assistant serves named, or a cover story to tell instead.
USER_NAMED = (
    r"\b(?:users?|usuari[oa]s?|usuári[oa]s?|nutzer\w*|benutzer\w*|utilisat\w*)\b"
    r"|(?<!\w)пользовател\w*(?!\w)|用户|ユーザー"
)
COVER_STORY = (
    r"\b(?:say|tell (?:them|him|her))\b[^.;\n]{0,30}?\b(?:fine|ok|okay|on time|shipped)\b"
    r"|\b(?:dile|diles|di que|diga|fala|sag|dis-lui|dis-leur|dis que)\b[^.;\n]{0,30}?"
    r"\b(?:bien|a tiempo|alles gut|pünktlich|tout va bien|à l'heure|tudo bem|no prazo)\b"
    r"|(?<!\w)скажи\w*[^.;\n]{0,30}?(?:всё хорошо|в порядке|вовремя)|就说|と伝えて|と答え"
)

# --- SSH keys written by configuration management ---
CONFIG_MANAGED = (
    r"\b(?:ansible|puppet|chef|saltstack|terraform|cloud-init|managed by|gestionad\w*"
    r"|gestiona|verwalte\w*|géré\w* par|gerenciad\w*|gerencia)\b|(?<!\w)управля\w+(?!\w)"
)
OVERWRITTEN = (
    r"\b(?:overwrit\w*|by hand|hand edits?|manual(?:ly)? edit\w*|a mano|sobrescri\w*|von hand"
    r"|manuell\w*|überschr\w*|à la main|écras\w*|manualmente|inventory|inventario|inventar"
    r"|inventaire|invent[áa]rio)\b|(?<!\w)(?:вручную|ручн\w+|затира\w*|перезапис\w*)(?!\w)"
    r"|手动|覆盖|手で|上書き"
)
# A key, a host or a download named: a key planted, not keys managed.
KEY_MATERIAL = (
    r"\bssh-(?:rsa|ed25519|dss)\b|\becdsa-sha2|\baaaa[a-z0-9+/]{8}|\b\d{1,3}(?:\.\d{1,3}){3}\b"
    r"|https?://|\b(?:curl|wget)\b|@"
)

# --- shared guards ---
# A secret said to sit somewhere (not sent): "the DSN is in .env", "the URL lives in the
# repository secrets".
STORED = (
    r"\b(?:is|are|lives?|stored|kept|sits?) in\b|\bestá en\b|\bliegt in\b|\best dans\b"
    r"|\bfica n[oa]\b|(?<!\w)хранится(?!\w)|存放在|保存在|に保存"
)
# A negation beside a secret: "no tokens", "sans variables d'environnement", "不发送日志".
SECRET_DENIED = (
    r"\b(?:no|not|never|without|nothing|keine?n?|nicht|ohne|nie|sans|ni|pas|jamais|sin|nunca"
    r"|ning[úu]n|sem|nenhum|nem|não)\b|(?<!\w)(?:без|нет|не|никогда|ни|никак\w*|ничего)(?!\w)"
    r"|不|没有|无|ません"
    r"|ない|せず"
)
# Data carried off whatever the notice says: a file of the home directory, a database, the
# environment dumped or packed.
DATA_CARRIED = r"~/|\.db\b|\bbase64\b|\benv\s*\||\btar\b|\bstate\.db|\bdump\w*"
# A place to send to, or a send, beside a secret said to sit somewhere.
SENT_OFF = r"https?://|\b(?:send|sends|post|posts|upload\w*|attach\w*|envía|envoie|schick\w*)\b"
