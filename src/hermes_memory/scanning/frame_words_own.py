"""The marks of the own-things frames (``frames_own``): a person's own things done safely --
old files deleted once they are kept elsewhere or can be rebuilt, one's own scheduled job
doing a chore, a bot's settings already published and linked to -- and what refuses them
(the agent's memory, a whole home folder, a production database, someone else's things, a
send, a download, a key).

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- the owner speaks ---
# First person, or a note headed as one's own tidying ("Spring cleaning:", "断捨離メモ").
OWNER = (
    r"\b(?:my|mine|i|i've|i'm|own|mis?|mías?|míos?|propi[oa]s?|revisé|hice|mein\w*|ich"
    r"|eigene\w*|mon|ma|mes|je|j'ai|perso|meus?|minhas?|eu|fiz|fui eu|vou|voy|posso|puedo)\b"
    r"|(?<!\w)(?:мо[йяеёи]\w*|я|сво[йяеёи]\w*)(?!\w)|我|自己的|自分|私の|僕の|俺の|うちの"
    r"|\b(?:spring cleaning|declutter\w*|tidy(?:ing)? up|clean-?up|disk space|limpieza"
    r"|liberar espa(?:cio|ço)|aufräum\w*|speicher frei|frühjahrsputz|ménage|rangement|nettoyage"
    r"|faxina|limpeza)\b|(?<!\w)(?:уборк\w*|чистк\w*)(?!\w)|断捨離|整理|容量確保|大扫除|清理"
)
# Why nothing is lost: kept elsewhere already, rebuilt on demand, or checked to hold nothing.
KEPT_ELSEWHERE = (
    r"\b(?:backed up|synced|uploaded|copied|moved|archived|migrated|already (?:in|on|at|saved"
    r"|stored|uploaded|copied|backed)|(?:are|is|they're|it's) (?:all |now |safely )?(?:in|on)"
    r" (?:the |my )?(?:cloud|nas|icloud|dropbox|onedrive|google|drive|external|portal|archive)"
    r"|rebuil\w*|regenerat\w*|recreat\w*|reinstall\w*|nothing (?:important|i need|of value)"
    # es
    r"|ya (?:est[áa]n?|tengo|hice|revisé|sub[íi]|guardé|copié|pas[ée])|respald\w*"
    r"|copia de seguridad|sincroniz\w*|se regeneran?|se recrean?|se vuelven? a (?:generar|crear)"
    r"|nada (?:de )?importante"
    # de
    r"|gesichert|kopiert|hochgeladen|verschoben|synchronisiert|archiviert|schon (?:auf|im|in)"
    r"|bereits (?:auf|im|in)|inzwischen (?:alle )?(?:auf|im|in)|neu (?:gebaut|erzeugt|erstellt"
    r"|generiert)|entstehen\b[^.;\n]{0,40}\bneu|nichts wichtiges"
    # fr
    r"|déjà (?:sur|dans|sauvegardé\w*|copié\w*)|sauvegardée?s?|copiée?s?|synchronisée?s?"
    r"|transférée?s?|recrée\w*|régén[éè]r\w*|reconstrui\w*|rien d'important"
    # pt
    r"|já (?:estão|está|fiz|tenho|copiei|subi|salvei|passei|movi)|fiz (?:um )?(?:backup|cópia)"
    r"|copiei|gera\w* de novo|recria\w*)\b"
    # ru, zh, ja
    r"|(?<!\w)(?:уже (?:лежат|лежит|есть|хранятся|хранится|в|на|скопирован\w*|перенес\w*"
    r"|перенёс\w*|загружен\w*)|скопировал\w*|перенёс\w*|перенесл\w*|заново|пересобер\w*"
    r"|ничего важного|пересозда\w*)(?!\w)"
    r"|已经?(?:同步|备份|上传|移到|转移|存到|传到|搬到|导出)|已经?[^。，,\n]{0,4}?(?:拷|复制|存|传|移|搬|放)(?:到|进)|备份过|(?<!所)有备份|云端有|重新(?:装|安装"
    r"|生成|构建|编译|下载)|没(?:有)?什么重要"
    r"|(?:クラウド|フォト|ドライブ|nas|外付け)[^。\n]{0,10}(?:移した|移動した|上が|ある|保存|入って)"
    r"|バックアップ済|バックアップを取|移行済|(?:アップ|アップロード|移動|コピー|保存)済|作り直|再生成"
    r"|ビルドし直|再ビルド|再インストール"
    # another store the things are kept in, named: a NAS, a cloud drive, an external disk
    r"|\b(?:nas|synology|icloud|google (?:drive|photos|fotos)|onedrive|dropbox|amazon photos"
    r"|external (?:drive|disk|hdd|ssd)|disque externe|disco externo|hd externo|pendrive"
    r"|externe[nr]? (?:festplatte|platte|ssd)|clé usb)\b|(?<!\w)(?:внешн\w* диск\w*|облак\w*)(?!\w)"
    r"|移动硬盘|外接硬盘|网盘|云盘|云端|外付け|クラウド"
    r"|必要なものはもう|大事なものは(?:ない|もう)"
)
# What no own-things excuse may name: the agent's memory or sessions, a whole home folder, a
# production system, a database, a shared history forced over, the backups themselves,
# everything at once.
OWN_DANGER = (
    r"\b(?:memor(?:y|ies)|sessions?|history|hermes|state\.db|home (?:folder|directory|dir)"
    r"|everything|all (?:my |the )?data|prod|production|live|database|db|force-?push\w*"
    r"|(?:main|master) branch|memoria|sesiones|historial|carpeta (?:personal|home|de usuario)"
    r"|producción|base de datos|gedächtnis|sitzungen|verlauf|\w*verzeichnis|benutzerordner"
    r"|produktion\w*|produktiv\w*|\w*datenbank|(?:la|ta|sa|votre|ma) mémoire|historique"
    r"|dossier (?:personnel|utilisateur)|base de données|memória|histórico|pasta pessoal"
    r"|produção|banco de dados|formatt?\w*|mkfs|backups|sauvegardes|sicherungen|respaldos"
    r"|copias de seguridad|cópias de segurança|snapshots|time machine"
    # every table or a database engine, a whole drive, all of one's files at once, key folders
    r"|tables|tablas|tabellen|postgres\w*|mysql|mariadb|mongo\w*|sqlite|redis|schemas?"
    r"|(?:drive|disk|unidad|laufwerk|disque|disco) c|c:|all (?:of )?my files"
    r"|tod[oa]s (?:mis|os meus|as minhas) (?:archivos|arquivos|ficheros)|alle meine dateien"
    r"|tous mes fichiers|\.ssh|\.gnupg|\.aws)\b|~/\.(?!cache\b)|/home\b|\$home"
    r"|~/?(?:\*|(?=[\s,.;'\"`)]|$))|\.hermes|(?<!\w)(?:бэкапы|бэкапов|резервные копии)(?!\w)"
    r"|(?<!\w)(?:памят\w*|сесси\w*|истори\w*|домашн\w*|продакшн\w*|прод|баз\w* данных"
    r"|форматир\w*|таблиц\w*|диск\w* c|все мои файлы)(?!\w)|c盘|cドライブ|数据表|テーブル"
    r"|记忆|会话|历史|主目录|家目录|生产|线上|数据库|格式化|強制プッシュ|强推"
    r"|記憶|メモリ|セッション|履歴|ホーム(?:ディレクトリ|フォルダ)|本番|データベース|フォーマット"
    # the backups themselves destroyed
    r"|\b(?:delet|wip|eras|borr|elimin|lösch|supprim|effac|apag|exclu)\w*\s(?:\S+\s){0,3}?"
    r"(?:(?:the|my|los|las|mis|die|meine|les|mes|os|as|meus) )?(?:backups?|copias|respaldos?"
    r"|sicherung\w*|sauvegardes|cópias)\b|(?<!\w)(?:удал|стер)\w*\s(?:\S+\s){0,3}?бэкап\w*"
    r"|(?:备份|バックアップ)[^。，,\n]{0,6}(?:删|消|削除)|(?:删除?|删掉|清空)[^。，,\n前]{0,6}?(?<!已)备份"
)
# Someone else's things: the user's, a customer's, a colleague's.
OTHERS = (
    r"\b(?:user|customer|client|colleague|team)(?:'s|s')|\b(?:del|de la|de los) (?:usuari[oa]"
    r"|cliente)s?|\b(?:des|vom) (?:nutzers?|kunden)|\bde l'utilisat\w*|\bdu client"
    r"|\b(?:do usuário|do cliente)|(?<!\w)(?:пользовател\w*|клиент\w*)|用户|客户|ユーザー|顧客"
    r"|\b(?:the user|l'utilisat\w*|el usuario|der nutzer|den nutzer|o usuário|a usuária)\b"
)
# A destruction done without asking, in the words the policy frames' hush leaves out.
NO_CONFIRM = (
    r"\b(?:no need to confirm|without confirm\w*|pas la peine de (?:confirmer|demander)"
    r"|sans (?:me |nous )?demander|sans confirm\w*|sin (?:pedir )?confirma\w*|ohne bestätigung"
    r"|frag nicht|sem confirma\w*)\b|(?<!\w)без подтвержд\w*|不用(?:再)?问|不用确认|无需确认|别问"
    r"|確認(?:不要|なし|せず)|聞かずに"
)
# The reader spoken to: "te" as the object of an order ("quand un dossier te paraît…").
READER_TE = r"\bte\b"

# --- one's own scheduled job doing a chore ---
SCHEDULED = (
    r"\b(?:cron\w*|scheduled (?:task|job)|systemd timer|task scheduler|tarea programada"
    r"|geplante aufgabe|tâche planifiée|tarefa agendada)\b|(?<!\w)планировщик\w*|定时任务"
    r"|计划任务|タスクスケジューラ|定期実行"
)
# The writer set it up, on their own machine.
OWN_SETUP = (
    r"\b(?:i (?:set up|added|created|scheduled|configured|wrote)|i've (?:set up|added)"
    r"|my (?:server|pi|raspberry|nas|vps|machine|laptop|pc|box|home server)|configuré|programé"
    r"|creé|mi (?:servidor|vps|nas|pc|raspberry)|ich habe|meine[mnr]? (?:server|homeserver|nas"
    r"|rechner|pi|vps)|j'ai|mon (?:serveur|nas|pc|vps)|criei|agendei|configurei|fui eu"
    r"|meu (?:servidor|pc|nas|vps))\b|(?<!\w)(?:настроил\w*|сво[её]м \w+|на моём)(?!\w)"
    r"|我在自己|我自己|自分で|自宅"
)
# A chore: renewing a certificate, rotating logs, a backup or dump, updates, a cleanup, a check.
CHORE = (
    r"\b(?:renew\w*|certbot|let's encrypt|certificat\w*|zertifikat\w*|certificados?|rotat\w*"
    r"|logrotate|rota|backups?|sauvegard\w*|sichert|sicherung|respald\w*|updates?|upgrade"
    r"|mises? à jour|met à jour|actualiz\w*|atualiz\w*|limpi\w*|limpar|nettoy\w*|comprim\w*"
    r"|compress\w*|check\w*|dump)\b"
    r"|(?<!\w)(?:сертификат\w*|бэкап\w*|дамп\w*|обновл\w*|очищ\w*|ротаци\w*)(?!\w)"
    r"|证书|备份|更新|清理|証明書|バックアップ|チェック|ローテーション"
)
# What makes a job a foothold or a leak: an address, a download, a key, a send, a hidden or
# self-restoring job, one on every machine or at boot.
JOB_DANGER = (
    r"https?:|://|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:curl|wget|\| ?(?:ba)?sh|download\w*"
    r"|upload\w*|send\w*|post\w*|envía\w*|envia\w*|sube|sendet|hochlad\w*|envoie\w*|ssh"
    r"|\.env|credentials?|tokens?|keys?|passwords?|secrets?|hidden|oculto|versteckt|caché"
    r"|every (?:machine|host)|startup|autostart|boot|rc\.local|remote|remoto|fern\w*|distant"
    r"|for you|para ti|für dich|pour toi|para você"
    # a job that runs what a server answers, or puts itself back once removed
    r"|whatever|returns?|respond\w*|responde|antwortet|répond\w*|execut\w*|ejecut\w*"
    r"|ausführ\w*|exécut\w*|executa\w*|reinstal\w*|réinstall\w*|neu install\w*|even if"
    r"|if (?:someone|anyone)|si alguien|wenn jemand|si quelqu'un|se alguém)\b"
    r"|(?<!\w)(?:отправ\w*|загружа\w*|скача\w*|скрыт\w*|удалённ\w*|ключ\w*|парол\w*|выполня\w*"
    r"|запуска\w*|отвеча\w*|если кто)(?!\w)|执行|返回|如果有人|実行|返す|誰かが"
    r"|发送|上传|下载|密钥|隐藏|远程|开机|送る|送信|ダウンロード|鍵|隠し|リモート|起動時"
)

# --- a bot's settings already published ---
PUBLISHED = (
    r"\b(?:published|public(?:ly)?|open[- ]source|öffentlich\w*|publiée?s?|publiques?"
    r"|publicad[oa]s?|públic[oa]s?)\b|(?<!\w)опубликован\w*|公开|开源|公開|オープンソース"
)
LINKED = r"\b(?:links?|enlaces?|liens?|url)\b|(?<!\w)ссылк\w*|链接|網址|网址|リンク"
# What a published page may not be: the reader's own setup, asked for in full or printed.
SHOWN_IN_FULL = (
    r"\b(?:full|in full|word for word|verbatim|entire|whole|print|paste|output|show|display"
    r"|completo|entero|muéstra\w*|vollständig|ganz|gib\b|intégral\w*|en entier|affiche\w*"
    r"|inteiro|mostr\w*|imprim\w*)\b|(?<!\w)(?:целиком|полностью|дословно|покажи|выведи)(?!\w)"
    r"|完整|原封不动|一字|全文|贴出|输出|打印|显示|そのまま|出力|貼"
)
