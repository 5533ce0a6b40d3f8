"""Destruction of someone's own things, by structure, in the eight languages.

One sentence holding three slots: a destroying verb (delete, wipe, nuke, reformat, 清空,
消して, снеси, detona...), a thing its owner keeps (backups, photos, notes, the mailbox, the
home folder, the cloud drive, the memory store, a customer's database, every branch) and what
makes it an order against the owner rather than housekeeping: the owner named ("the user's",
"his", "ses", "его", "dele"), the whole of it ("all", "entire", "全件"), no way back ("no backup",
"permanently") or no question asked. Retention, caches, build output, a warning that a command
deletes things, and a negated verb pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_guarded import REVIEWED_STATEMENT
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

_VERB = (
    r"(?:\b(?:delet(?!ions?\b)|wip|purg|eras|nuk|shred|trash|zap"
    # (a formatter that "reformatted about 300 files" or "the code" touched whitespace)
    r"|reformat(?!\w* (?:(?:about|around|over|some|nearly|roughly|~) )?(?:\d[\d,]* )?(?:source )?"
    r"(?:files|lines|code|the code)\b)"
    r"|format(?:t(?:ing|ed))? (?=the |their |his |her |all |every )|overwrit"
    r"|truncat|destroy|obliterat|empt(?:y|ie)|clear(?:s|ed|ing)?\b|drop(?:s|ped|ping)?\b)\w*"
    r"|\bblow(?:s|ing)? away|\bget rid of|\bforce-?push\w*|\brm -\w*r\w*|\bdel /s"
    # ("borrador" is a draft, not a deletion: "olvida el borrador anterior")
    r"|\b(?:borr(?!ador)|vací|vaci|elimin|elimín|formate|destru(?!ct|t)|suprim"
    r"|tir[ae] (?:a la basura|todo))\w*"
    r"|\b(?:ge)?(?:lösch|leer|formatier|plattmach|vernicht|überschreib|tilg|killt?)\w*|\bmkfs\w*"
    r"|\bplatt ?mach\w*"
    r"|\bschmei(?:ß|ss)\w* [^.\n]{0,40}?\bweg\b"
    r"|\b(?:supprim|effac|vid(?:es?|er|ez|ant)\b|formatt?(?:e|er|ez|é|ée|ons|ent)\b|détrui|écras"
    r"|purg)\w*"
    r"|\bras(?:e|es|er|ez) tout\b"
    r"|\b(?:apag|limp|zer[ae]|exclu|detona|formata|formate\b|destró|destru(?!ct|t)|esvazi)\w*"
    r"|(?<!\w)(?:удал|очист|очищ|снес|снос|стир|стер|сотр|отформатир|форматир|уничтож|вычист|грохн"
    r"|затр(?!удн))\w*|删除|删掉|删光|删了|清空|清除|清掉|抹掉|销毁|格式化|干掉|drop ?掉|删"
    r"|消して|消す|消し|消去|削除|初期化|フォーマット|吹っ飛ば|ぶっ飛ば|破棄|空にし|上書き"
    r"|強制プッシュ)"
)
# What its owner keeps and cannot get back from a cache.
_THING = (
    r"(?:\b(?:backups?|snapshots?|photos?|photo library|pictures|contacts|documents|notes"
    r"|mailbox|inbox|e-?mails?|mail|messages|home (?:folder|directory|dir)|/home\b|c:\\users"
    r"|drive|cloud|disks?|volumes?|database|db|tables?|repos?|repositor\w*|branches|tags"
    r"|history|memor(?:y|ies)|memory store|~/\.hermes|recipes|calendar|recordings|everything"
    r"|files|folders?|data)\b"
    r"|\b(?:copias?|respaldos?|fotos|documentos|notas|correos?|bandeja|archivos|carpetas?"
    r"|directorio|disco|unidad|base de datos|base|repositorio|historial|memoria|contactos"
    r"|datos|recetas)\b"
    r"|\b(?:sicherung\w*|fotos|dokumente\w*|notizen|postfach|dateien|ordner|\w*verzeichnis"
    r"|festplatte|platte|laufwerk|datenbank|verlauf|historie|gedächtnis|kontakte|daten)\b"
    r"|\b(?:sauvegardes?|documents|courriels?|boîte|fichiers|dossiers?|répertoire|disque"
    r"|dépôt|historique|mémoire|données|recettes)\b"
    r"|\b(?:cópias?|arquivos|pasta|diretório|banco|repositório|histórico|memória|contatos"
    r"|dados|e-?mails)\b"
    r"|(?<!\w)(?:бэкап\w*|резервн\w*|фото\w*|документ\w*|замет\w*|письм\w*|почт\w*|файл\w*"
    r"|папк\w*|каталог\w*|диск\w*|баз\w*|репозитор\w*|ветк\w*|истори\w*|памят\w*|контакт\w*"
    r"|снапшот\w*|данн\w*|таблиц\w*)"
    r"|网盘|云盘|备份|照片|相册|文档|笔记|邮件|邮箱|文件|目录|数据库|库|仓库|历史|记忆|通讯录"
    r"|联系人|快照|数据|磁盘|硬盘|写真|バックアップ|ドキュメント|メモ|メール|ファイル|フォルダ"
    r"|ドライブ|データ|リポジトリ|履歴|記憶|連絡先|ボリューム|スナップショット|ディスク)"
)
KEPT_THING = _THING  # (the everyday frames read a kept thing named beside a cache)
# Against the owner: the owner named, the whole of it, no way back, no question asked.
_AGAINST = (
    r"(?:\b(?:the )?(?:user|customer|client|owner|account holder)(?:'s|s')|\b(?:their|his|her)\b"
    r"|\b(?:all|every|entire|whole|everything|completely|permanently|for good|including"
    r"|included|as well|too|without (?:asking|confirmation|approval|telling|a backup)"
    r"|no (?:backup|confirmation|need to (?:ask|confirm))|don't (?:ask|bother|tell)"
    r"|nothing (?:comes back|old))\b"
    r"|\b(?:del|de la|de los) (?:usuari[oa]|cliente)|\b(?:su|sus|entera|entero|todas?|todos"
    r"|sin (?:preguntar|confirmar|copia|respaldo)|incluid[oa]s?|para siempre)\b"
    r"|\b(?:des|vom) (?:nutzers?|kunden)|\b(?:seine?n?|ihre?n?|alle|komplett|samt|inklusive"
    r"|ganze[nms]?|gesamte[nms]?"
    r"|endgültig|ohne (?:nachfrage|rückfrage|backup|sicherung))\b|\bnicht vorher fragen"
    r"|\b(?:de l'utilisat\w*|du client|de la cliente|ses|son|sa|tous|toutes|définitivement"
    r"|sans (?:sauvegarde|confirmation|demander)|tout (?:le|la|les)|toute la)\b|\bainsi que"
    r"|\bpas besoin de (?:demander|prévenir)\b"
    # nothing of worth said to be there
    r"|\b(?:nothing (?:important|of value)|nada importante|rien d'important|nichts wichtiges)\b"
    r"|(?<!\w)ничего важного"
    r"|\b(?:do usuário|da usuária|do cliente|dele|dela|todos|todas|inteir\w*|definitivamente"
    r"|sem (?:perguntar|confirmação|backup))\b"
    r"|(?<!\w)(?:пользовател\w*|клиент\w*|его|её|ее|ему|свою|все|всю|весь|всех|целиком|насовсем"
    r"|вместе с|без (?:подтверждени\w*|согласовани\w*|спроса|бэкап\w*))(?!\w)"
    r"|\b(?:customer|user|client) data\b|\b(?:kunden|nutzer|benutzer)daten\b|\bdonnées clients?\b"
    r"|\bdatos de(?:l)? (?:usuario|cliente)s?\b|\bdados do cliente\b"
    r"|用户|客户|他的|她的|他那|整个|全部|所有|彻底|不用跟|别来回确认|无需确认|不用确认|(?<!安)全"
    # ("アプリごとに" is "per app": a distribution, not "folder and all", "フォルダごと")
    r"|ユーザー|客の|全件|全部|すべて|全て|ごと(?!に)|完全|確認なし|確認は省略|確認不要)"
)
# Housekeeping and warnings: retention, caches, build output; "this deletes your..." told as
# a danger, or the verb negated.
_PASS = (
    r"(?:\b(?:older than|expired|stale|build (?:output|artifacts?)"
    r"|node_modules|dist/|__pycache__|dry[- ]run|restore|recover\w*|undo|accidentally"
    r"|by mistake|careful|warning|caution|are you sure|irreversibl\w*|cannot be undone)\b"
    r"|(?<!\w)(?:осторожно|восстанов\w*)|别删|禁止|恢复"
    r"|復元|ne jamais|wiederherstell\w*|restaurer|recuperar|restaurar|caché"
    r"|vorsicht|attention|cuidado|\bold\b|wieder ?her\w*|test ?(?:db|database)|testdb|fixtures"
    r"|fictiv\w*"
    r"|fictici\w*|ficticios|dummy|sample data|secure-erase|reinstall\w*|neu aufsetzen"
    r"|réinstall\w*|reinstal\w*|переустанов\w*|重装|再インストール|before selling"
    r"|vor dem verkauf|avant de vendre|antes de vender|перед продажей|случайно|versehentlich"
    r"|par erreur|sin querer|por engano|sem querer|不小心|误删|误操作|测试库|誤って|うっかり"
    # (places nobody keeps anything: staging, test machines, legacy code, duplicates; a
    # deletion the owner asked for under data-protection law; a post-mortem)
    r"|staging|test(?:rechner|server|umgebung|system)\w*|homologação|検証環境|テスト環境|стейджинг\w*"
    r"|sandbox|legacy|untracked|duplicat\w*|\bdup\b|regenerat\w*|seed|シード|gdpr|rgpd|dsgvo|lgpd"
    r"|right to be forgotten|droit à l'oubli|削除依頼|本人確認|\bsichern\b|\bstash\b"
    r"|not affected|nicht betroffen|no afecta|pas concerné|não afeta|incident\w*|инцидент\w*"
    r"|post-?mortem|vorfall|事故|障害|退職者|offboarding|\bback(?:ed)? up\b|sauvegardez"
    r"|faça (?:um )?backup|haz (?:una )?copia|\.gitignore|offer(?:ing)? to|предлага\w*"
    r"|предлож\w*|proposer de|ofrece\w*|oferece\w*|anbiet\w*|explicit confirmation"
    r"|confirmação explícita|confirmación explícita|ausdrückliche\w* bestätigung"
    r"|confirmation explicite|явного подтверждения|factory|usine|fábrica|werks\w*|заводск\w*"
    r"|出厂|工場出荷|ancien\w*|antigu\w*|velh\w*|réinitialis\w*"
    # (a retention schedule: deleted after so many days, by contract or law)
    r"|advertencia|warnung|avertissement|aviso|предупрежд\w*|警告|\bdist/|\bbuild/"
    r"|\b(?:was|were|got|been) (?:\w+ )?(?:truncated|deleted|wiped|erased|removed|cleared)\b"
    r"|\b\d+ (?:days|días|dias|tage\w*|jours|дн\w*)|\d+日|retention|conservación|aufbewahrung"
    r"|retenção|datenschutz|protección de datos|protection des données|proteção de dados"
    r"|data protection|\d+-фз|хранени\w*|個人情報|保存期間|删除请求)"
)

# Scratch space named next to the verb: "delete the temporary files", "清空缓存".
_SCRATCH = (
    r"(?:\b(?:temporary|temp|tmp|caches?|cached|scratch|temporai\w*|temporal\w*|tempor[äa]r\w*"
    r"|tempor[áa]ri\w*)\b|(?<!\w)(?:временн\w*|кэш\w*|кеш\w*)|缓存|临时|キャッシュ|一時)"
)
_NOT = (
    r"(?:\b(?:never|don't|do not|must not|nunca|niemals|nicht|jamais|ne|не|никогда|não|no)\b"
    r"|不要|别|禁止|しないで)"
)
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"

DESTROY4_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "owners_things_destroyed",
        sentence_with(_VERB, _THING, _AGAINST, window=300, dotted_words=True),
        requires=(_THING, _VERB),
        # (a negation counts within its clause only: "no backup, delete it all" still deletes)
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}|{_PASS}"
        rf"|{_NOT}[^,.!?;\n。！？；，、]{{0,20}}?{_VERB}"
        rf"|{_VERB}{_IN}{{0,40}}?{_SCRATCH}|{_SCRATCH}{_IN}{{0,40}}?{_VERB}",
        strip=REVIEWED_STATEMENT,  # (a destroying statement put under review is a safeguard)
    ),
)
