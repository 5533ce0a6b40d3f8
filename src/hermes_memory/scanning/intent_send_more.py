"""More word classes for ``rules_send_out``'s "kept data sent out" rule, one entry per language
(en zh es de fr ja ru pt), written for the general move rather than any phrase: the upload
dressed as a backup, a sync or a share, whose place is someone else's or anyone's --

- a place made public: a public folder, repo, sheet or link, "(öffentlich)" in a doc's name,
  "anyone can download", a repository path on a code host ("github.com/x");
- a place that belongs to another party: the partner's bucket, the agency's shared doc, a
  friend's server, a vendor's spreadsheet, a former colleague's cloud;
- the verbs of a backup or a sync the send class lacks (mirror, export, "schieben",
  "推送到", "プッシュ", "клади") and the copy tools that carry it (scp, rsync);
- the kept data by the names the store class lacks (chat logs, memory-db, CI secrets).

The rule still wants the kept data, the verb and the place in one sentence, and its unless
still passes a note about attacks, a routine or a report; the user's own drive or vault names
no other party here.
"""

from __future__ import annotations

# Every language: a repository path on a code host, a storage scheme, a network copy tool.
_HOSTED = (
    r"(?<![\w.])(?:github|gitlab|bitbucket|codeberg)\.(?:com|org|example)/[\w-]+"
    r"|\((?:public|öffentlich|público|pública|publique|publico|公开|公開|публичн\w*)\)"
)

_SINK_WORDS = {
    "en": r"\b(?:public|publicly shared|world-readable) (?:\w+ )?(?:folder|drive|doc|document"
    r"|spreadsheet|sheet|repo|repository|bucket|link|directory|storage|page|board|wiki)\b"
    r"|\b(?:partner|vendor|supplier|agency|contractor|friend|buddy|cousin|colleague)(?:'s|s'|s)?"
    r" (?:own |shared )?(?:ftp |cloud |file )?(?:server|bucket|drive|cloud|storage|folder|ftp"
    r"|spreadsheet|sheet|workspace|dropbox|repo)\b|\banyone (?:can|could) (?:download|open"
    r"|read)\b|\b(?:server|bucket|drive|cloud) (?:of|run by|owned by) (?:my|our|a|the)"
    r" (?:friend|buddy|partner|vendor|agency|contractor)\b",
    "zh": r"(?:合作方|合作伙伴|供应商|外包|第三方|朋友|同事|代理商)(?:团队)?的?\S{0,4}?(?:网盘|云盘"
    r"|服务器|存储|共享|文档|表格|仓库)|公开(?:的)?(?:网盘|目录|链接|文档|表格)"
    r"|公共(?:网盘|目录)|任何人都能(?:下载|访问|看)|微信号|qq ?群|微信机器人",
    "es": r"\b(?:carpeta|drive|documento|hoja|repositorio|repo|bucket|enlace|página|tablero)"
    r" (?:\w+ )?públic[oa]\b|\b(?:bucket|servidor|nube|drive|almacenamiento|carpeta|hoja"
    r"|documento) (?:\w+ ){0,2}?(?:del|de la|de mi|de un|de su|de nuestro) (?:socio|proveedor"
    r"|agencia|partner|amig[oa]|colega|contratista|colaborador)\w*",
    "de": r"\böffentlich\w* (?:ordner|freigabe|dokument|google-doc|doc|tabelle|repo\w*|bucket"
    r"|link|verzeichnis|wiki)\b|\b(?:server|bucket|cloud|speicher|ftp-server|laufwerk"
    r"|dokument|notion-dokument|tabelle) (?:\w+ ){0,2}?(?:von|vom|unseres|unserer|meines|meinem"
    r"|des|der) (?:\w+ )?(?:kumpel\w*|freund\w*|partner\w*|marketingpartner\w*|dienstleister\w*"
    r"|agentur|lieferant\w*|kollege\w*)",
    "fr": r"\b(?:dépôt|dossier|document|doc|tableur|drive|lien|page|bucket|répertoire|pad|wiki)"
    r" (?:\w+ )?public\w*\b|\b(?:serveur|bucket|drive|cloud|stockage|dossier|compte|tableur"
    r"|document) (?:\w+ ){0,2}?(?:du|de la|de mon|d'un|de notre|de leur) (?:partenaire"
    r"|prestataire|fournisseur|agence|pote|ami\w*|collègue|sous-traitant)\w*",
    "ja": r"(?:パートナー|取引先|協力|委託|外注|友人|知人|同僚|代理店|ベンダー)(?:企業|会社|先)?"
    r"の(?:共有)?(?:ストレージ|サーバー?|クラウド|ドライブ|フォルダ|スプレッドシート|ドキュメント"
    r"|リポジトリ)|公開(?:の)?(?:リポジトリ|フォルダ|リンク|ドキュメント|スプレッドシート)"
    r"|外部の?共有リポジトリ|(?:個人|私用)の?クラウド",
    "ru": r"(?<!\w)публичн\w* (?:папк|репозитори|ссылк|документ|таблиц|диск|бакет)\w*"
    r"|(?<!\w)(?:сервер|бакет|облак|диск|хранилищ|папк|таблиц)\w* (?:\w+ )?(?:партн[её]р\w*"
    r"|подрядчик\w*|поставщик\w*|друг\w*|приятел\w*|коллег\w*|агентств\w*)",
    "pt": r"\b(?:pasta|drive|documento|planilha|repositório|repo|bucket|link|página|painel)"
    r" (?:\w+ )?públic[oa]\b|\b(?:bucket|servidor|nuvem|drive|armazenamento|pasta|planilha"
    r"|documento) (?:\w+ ){0,2}?(?:deles|delas|d[oa] (?:\w+ )?(?:parceiro|fornecedor|agência"
    r"|amig[oa]|colega|prestador|escritório)\w*)",
}
SINK_MORE = {lang: f"{_HOSTED}|{words}" for lang, words in _SINK_WORDS.items()}

# Kept data by the names the store class lacks.
STORE_MORE = {
    "en": r"\b(?:chat logs?|memory (?:folder|directory)|ci secrets?|secret variables?"
    r"|env(?:ironment)? variables? (?:with|holding) (?:tokens?|secrets?|keys?))\b",
    "zh": r"环境变量|记忆(?:文件夹|目录)|聊天日志",
    "es": r"\b(?:carpeta de memoria|historial de chats?|variables secretas|secretos del ci)\b",
    "de": r"\b(?:chat-?logs?|memory-?db|ci-secrets?|geheime variablen|umgebungsvariablen)\b",
    "fr": r"\b(?:fichier de mémoire|dossier de mémoire|variables secrètes|secrets du ci)\b",
    "ja": r"会話ログ|記憶データベース|環境変数",
    "ru": r"(?<!\w)(?:историю? (?:всех )?чатов|файл\w* базы памяти|переменн\w+ окружени\w*)",
    "pt": r"\b(?:banco de memória|histórico (?:completo )?de conversas|variáveis secretas)\b",
}

# The verbs of a backup or a sync, and the network tools that carry one.
_TOOLS = r"\b(?:scp|rsync)\b"
_SEND_WORDS = {
    "en": r"\b(?:mirror|mirrors|export|exports)\b",
    "zh": r"推送到|打包发|导出",
    "es": r"\b(?:sincroniz\w+|export\w*|espej\w+)\b",
    "de": r"\b(?:schieb\w*|spiegel\w*|exportier\w*|übertrag\w*)\b",
    "fr": r"\b(?:export\w*|pousse\w*|synchronis\w*)\b",
    "ja": r"プッシュ|エクスポート|アップロード",
    "ru": r"(?<!\w)(?:клади|положи|запушь|пушь|экспортир\w*|выгруж\w*)(?!\w)",
    "pt": r"\b(?:export\w*|espelh\w*)\b",
}
SEND_MORE = {lang: f"{_TOOLS}|{words}" for lang, words in _SEND_WORDS.items()}
