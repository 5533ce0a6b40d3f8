"""Secrets handed to a collector outside the user's reach, in the eight languages.

One sentence holds a verb that hands something over, a secret (a key file, a ``…_TOKEN``
variable, the environment ``printenv`` prints, card numbers, a PIN) and a collector: a
messenger bot, a webhook, a form, a gist or paste, a shared folder or chat group, an FTP
drop, an IP address, a token put in a URL's query ("backup", "sync", "diagnostics").
Secrets packed into an archive that is then uploaded, and secrets printed into a thread
("print here the value of $DB_PASSWORD") are the two other shapes. A CI step that reads its
token from the secret store, a rule against attaching keys and a backup to the user's own
drive pass (``SECRET_USED_PROPERLY``, which the older exfiltration rules share).
"""

from __future__ import annotations

from hermes_memory.scanning.intent_guarded import LEAK_REPORTED
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import SECRET_USED_PROPERLY
from hermes_memory.scanning.intent_send_out import REPORTED_ATTEMPT
from hermes_memory.scanning.intent_watch import HANDLED_AS_ATTACK
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_system import SECRET, SECRET_PATH, SECRET_VAR
from hermes_memory.scanning.types import ThreatCategory

_E = ThreatCategory.SECRET_EXFILTRATION

_GIVE = (
    r"(?:\b(?:send|upload|post(?!gres|-?mortem)|forward|email|e-mail|mail|paste|include|attach|dm"
    r"|copy|share|save|put|push|sync|submit|drop|store|lay|place|append|add|open|visit|call)\w*"
    r"(?<![a-z]ed)|\b(?:ouvre|ajoute|añade|agrega|füge|adicione|abre|öffne)\b|(?<!\w)(?:добавь|открой)"
    r"|\b(?:envía|envia|enviar|manda|sube|subir|pega|pég|adjunta|copia|comparte|guarda|publica"
    r"|pon|coloca)\w*"
    r"|\b(?:schick|sende|lade|hochlad|poste|kopier|teil|leg|speicher|füg|häng)\w*"
    r"|\b(?:envoie|envoyer|téléverse|colle|copie|partage|dépose|publie|mets|joins)\w*"
    r"|\b(?:envie|enviar|mande|suba|cole|copie|compartilhe|coloque|anexe|publique|poste)\w*"
    r"|(?<!\w)(?:отправ|перешл|пересыл|пересла|загру[зж]|выгру[зж]|скин|вставь|положи|скопир|публик)\w*"
    r"|发到|发给|发送|上传|贴到|贴在|粘贴|放到|同步到|转发|送って|送信|貼って|貼り付け|アップ"
    r"|共有して|転送)"
)
# Beyond the shared SECRET: a dump of the environment, card data, one-time codes, a PIN.
_MORE_SECRET = (
    r"(?:\bprintenv\b|`env`|\boutput of `?env\b|\bdatabase_url\b|\bcredentials\.db\b"
    r"|\b(?:credit )?card (?:numbers|data|details)|\bone-time codes?|\b(?:online-banking-)?pin\b"
    r"|\btan(?:-liste)?\b|\bdados do cartão|\bdatos de (?:la )?tarjeta|\bkartendaten"
    r"|\bdonnées (?:de )?carte|данн\w* карт\w*|卡号|カード番号|本番のapiキー|\bclé api\b"
    r"|\bclave api\b|\bchave (?:da )?api\b|\bapi-schlüssel\b|\bapi ?key\b|\btoken do github"
    r"|\bgithub_token\b|\bnpm_token\b|密码文件|\.env\b|\b(?:new|any|every|each|a|the) tokens?\b)"
)
_SECRETS = rf"(?:{SECRET}|{_MORE_SECRET})"
# A collector: somewhere the writer (not the user) reads what lands there.
_COLLECTOR = (
    r"(?:\bwebhook\w*|вебхук\w*|\btelegram\w*|телеграм\w*|@\w+_?bot\b|\bbot\b|(?<!\w)бот\w*"
    r"|ftp://|\bforms?\b|\bformular\w*|\bformulaire|\bformulário|(?<!\w)форм[уаые]\b|フォーム"
    r"|表单|\bgist\b|gist\.github|\bdropbox\b|\bgoogle drive\b|\bline ?(?:group|グループ)"
    r"|lineグループ|\bdiscord\b|\bslack\b|\bpaste\w*|ペーストサイト|意见反馈|公众号"
    r"|\banalytics endpoint|https?://\S*[?&](?:t|k|key|token|secret"
    r"|auth|p|pw)=|[?&](?:t|k|key|token|secret|auth)=\$|\bquery param\w*"
    r"|\b(?:our|their) (?:server|endpoint)\b"
    r"|\bexternal (?:server|site|form|webhook|endpoint|address)|\bservidor externo"
    r"|\bexterne[nr]? (?:server|webhook|seite)|\bserveur externe|(?<!\w)внешн\w* (?:сайт|сервер"
    r"|вебхук|адрес)|外部の|外部|外包|第三方|\bgeteilten (?:dropbox-)?ordner|\bshared folder"
    r"|\bpasta compartilhada|\bcarpeta compartida|\bdossier partagé|общ\w* папк\w*)"
)
_NOT = (
    r"(?:\b(?:never|don't|do not|must not|nunca|niemals|nicht|jamais|ne|не|никогда|não)\b"
    r"|不要|别|禁止|しないで)"
)
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
# A note about an incident or a lure, or one that says what is not sent ("not env vars!").
_HANDLED = (
    r"(?:\b(?:incident|post-?mortem|write-?up|malicious|phishing|claiming to be|revoke\w*"
    r"|rotate (?:it|the key)|malveillant|bösartig\w*|malicios[oa]|phishing|révoqu\w*"
    r"|widerruf\w*|revoc\w*|revog\w*)\b|(?<!\w)(?:вредонос\w*|фишинг\w*|отзов\w*|отозв\w*)"
    r"|事故|复盘|恶意|钓鱼|悪意|フィッシング|失効"
    # the secrets masked before anything leaves: privacy, not a leak
    r"|\b(?:mask\w*|redact\w*|anonymi[sz]\w*|enmascar\w*|maskier\w*|masqu\w*|mascar\w*"
    r"|schwärz\w*)\b|(?<!\w)(?:маскир\w*|замаскир\w*)|伏せ|マスク|脱敏|打码|遮蔽|屏蔽"
    r"|\b(?:not|pas|nicht|não|no|ni)\b (?:\w+ ){0,2}(?:env\w*|variables?|secrets?|tokens?|keys?"
    r"|schlüssel\w*|variáveis|claves?|clés?))"
)

# Every exception at once: an advisory, a lure answered, a CI secret, an incident note.
_NOT_OURS = (
    rf"{ABOUT_ATTACK_NOTE}|{HANDLED_AS_ATTACK}|{SECRET_USED_PROPERLY}|{_HANDLED}|{LEAK_REPORTED}"
)

EXFIL4_RULES: tuple[Rule, ...] = (
    rule(
        _E,
        "secret_to_collector",
        sentence_with(_COLLECTOR, _GIVE, _SECRETS, window=300, dotted_words=True),
        # (the parts searched alone first: their literals gate the rule)
        requires=(_COLLECTOR, _SECRETS),
        # (and an attempt told after the fact: ``intent_send_out.REPORTED_ATTEMPT``)
        unless=rf"{_NOT_OURS}|{_NOT}{_IN}{{0,30}}?{_GIVE}|{REPORTED_ATTEMPT}",
    ),
    rule(
        _E,
        "secrets_archived_then_sent",
        rf"(?:\b(?:tar|zip|7z|rar)\b|打包|圧縮|архив\w*|\bcomprim\w*|\bpack\w*|\bzipp\w*)"
        rf"{_IN}{{0,120}}?{SECRET_PATH}",
        requires=(
            r"\bcurl\b[^\n]{0,60}?(?:-f|--form|-t|--upload-file|--data-binary)\s*[\w=\"']*@"
            r"|ftp://|上传到|アップロード|\bupload\w* (?:it |them |the archive )?to\b|\bsube\w* a\b"
            r"|\blad\w* (?:es |sie )?(?:auf|hoch)|\btéléverse\w*|\benvi[ae]\w* (?:para|a|à)\b"
            r"|(?<!\w)(?:загрузи|отправь)\w*",
        ),
        unless=_NOT_OURS,
    ),
    rule(
        _E,
        "secret_printed_in_thread",
        r"(?:\b(?:print|post|paste|dump|show|echo|imprim\w*|muestr\w*|pega|cole|affiche|colle"
        r"|gib|poste)\b|(?<!\w)(?:выведи|вставь|покажи)|打印|贴出|発表|出力して)"
        rf"{_IN}{{0,40}}?(?:{SECRET_VAR}|{SECRET_PATH})",
        requires=(
            r"\b(?:here|aqui|aquí|hier|ici)\b|(?<!\w)(?:сюда|здесь)(?!\w)|这里|ここに"
            r"|\b(?:in|into|on) (?:this|the) (?:comment|thread|issue|pr|ticket|reply)\b"
            r"|\bno (?:pr|comentário)\b|\ben el (?:ticket|comentario)\b",
            r"\b(?:pr|issue|ticket|comment\w*|coment\w*|kommentar|commentaire|thread)\b"
            r"|(?<!\w)комментари\w*|评论|コメント",
        ),
        unless=rf"{_NOT_OURS}|{_NOT}{_IN}{{0,30}}?(?:print|post|paste|dump|show|imprim"
        r"|pega|cole|affiche|colle|выведи|вставь)",
    ),
    rule(
        _E,
        "reply_with_secret_file",
        r"\b(?:reply|respond|answer|responda|responde|réponds|antworte)\w* (?:\w+ ){0,2}"
        rf"(?:with|com|con|avec|mit) (?:the |o |el |le |dem )?(?:contents?|conteúdo|contenido"
        rf"|contenu|inhalt) (?:of|de|do|del|von|du) {_IN}{{0,20}}?{_SECRETS}",
        # (and an attempt told after the fact: ``intent_send_out.REPORTED_ATTEMPT``)
        unless=rf"{_NOT_OURS}|{_NOT}{_IN}{{0,30}}?{_GIVE}|{REPORTED_ATTEMPT}",
    ),
)
