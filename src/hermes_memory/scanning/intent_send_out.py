"""Word classes for secrets and private records sent out, told by structure
(``rules_send_out`` joins them), one entry per language:

- ``STORE``: what the assistant holds for its user and nobody else should: its memory
  database, chat and conversation history, passwords and their manager's export, cookies and
  sessions, tokens, keys, ``.env``, credentials, kubeconfig, recovery codes, seed phrases;
- ``PERSONAL``: a personal value (card number, IBAN, passport, 2FA code) that a user does
  send to a landlord or a shop, so only a redirect or an odd sink makes it suspect;
- ``SEND``: a verb that moves it (send, mail, forward, upload, paste, dump, attach, CC);
- ``SINK``: somewhere outside (an address, a URL, a bot, a public gist, a form, a webhook, a
  DNS name built from the data);
- ``ODD_SINK`` and ``REDIRECT``: a sink described without a URL ("my other account", a QR code,
  a Google form, alt text) and a copy sent "instead", "as well", "in CC".
"""

from __future__ import annotations

_ADDRESS = (
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b|https?://|\bftp://|\b\d{1,3}(?:\.\d{1,3}){3}\b"
)
# (a DNS name built from the data: "<hex>.probe.example", "<chunk>.t.diag.net")
_DNS = r"<[\w -]{1,20}>\.[a-z0-9-]+\.|\$\([^)\n]{1,80}\)\.[a-z0-9-]+\."
_ODD = (
    r"@[\w]{3,}_?bot\b|\btelegram\b|\bdiscord\b|\bwhatsapp\b|\bpastebin\b|\bgists?\b"
    r"|\bwebhooks?\b|\bgoogle[- ](?:forms?|formular\w*|formulario|formulaire|drive)\b"
    r"|\bformulario de google\b|\bformulaire google\b|\bqr[- ]?code\b|\bc[oó]digo qr\b"
    r"|\balt[- ]text\b"
    r"|\btexto alternativo\b|\btexte alternatif\b|\bdns\b|\bsubdomain\w*|\bsubdominio\w*"
    r"|\bsous-domaine\w*|\bsubdom[íi]nio\w*|\bsubdomäne\w*|\bпастебин\w*|\bгист\w*|\bтелеграм\w*"
    r"|二维码|子域名|電報|qr ?コード|サブドメイン|ラインの|line ?の|line ?グループ|微信群|群里"
    r"|钉钉|飞书"
)
# Somewhere outside named without a URL: a host with a subdomain ("paste.quill-notes.net",
# "share.kumo-box.jp"), a file drop, an outside or partner server, a public paste or comment,
# a reply to all, a handle ("@vasya_backup"), the commit message, a friend's cloud drive.
_OUTSIDE = (
    r"(?<![\w@./-])[a-z0-9-]+\.[a-z0-9-]+\.(?:com|net|org|io|dev|xyz|app|ru|jp|fr|de|br|es|cn"
    r"|example)(?:\.br)?\b|\btransfer\.(?:sh|example)\b|\bfile\.io\b|\bwetransfer\b"
    # (not an "external drive" or the user's own cloud drive: those are where backups go)
    r"|\b(?:external|partner|outside|third-party) (?:server|host|share|address|email"
    r"|e-mail)\b|\bservidor (?:externo|parceiro|remoto)\b|\bserveur (?:externe|partenaire"
    r"|distant)\b|\bexterne[nm]? (?:server|ordner|speicher)\b|\bcorreo externo\b"
    r"|\be-?mail externo\b|(?<!\w)внешн\w* (?:сервер|адрес|папк)\w*"
    r"|外部の?(?:共有)?(?:サーバー?|フォルダ|ストレージ)|(?:朋友|别人|他人)的?(?:网盘|云盘)|共享目录"
    r"|\b(?:public|anonymous) (?:comment|channel|gist|repo\w*|issue|pad|site)\b"
    r"|\b(?:gist|site|canal|commentaire) (?:\w+ ){0,2}?publi(?:c|que)\b|\bcanal abierto\b"
    r"|\b(?:comentário|comentario) públic[oa]\b|\böffentlich\w* (?:kommentar|gist|kanal|seite)"
    r"|(?<!\w)публичн\w* (?:комментари|канал|гист)\w*|公开(?:评论|频道)|公開(?:コメント|チャンネル)"
    r"|\b(?:as|in|into) (?:a )?comments? (?:on|under|to)\b|\bals kommentar\b"
    r"|\ben commentaire\b|(?<!\w)в комментари\w*|\b(?:no|num|como|en el) comentário\b"
    r"|\bcomo comentario\b|\ben el comentario\b"
    r"|\breply[- ]all\b|\breply to all\b|\bresponder a todos\b|\bantworte\w* allen\b"
    r"|\brépond\w* à tous\b|(?<!\w)ответь\w* всем\b"
    r"|\bcommit messages?\b|\bmessage de commit\b|\bcommit-nachricht\b"
    r"|\bmensa(?:je|gem) de commit\b"
    r"|(?<![\w.+-])@[a-z][a-z0-9_]{2,}\b|(?<!\w)телег[уеи]\b"
)
SINK = rf"{_ADDRESS}|{_DNS}|{_ODD}|{_OUTSIDE}"
ODD_SINK = (
    rf"{_DNS}|{_ODD}|\b(?:my|his|her|their) (?:other|second|personal|private|backup|alt\w*)"
    r" (?:account|address|email|e-mail|inbox|number|phone|drive)\b|\bbackup (?:address|email"
    r"|e-mail|inbox)\b|\bnew (?:address|number|account|recipient)\b"
    r"|\b(?:mi|su) (?:otra|segunda) (?:cuenta|dirección)\b|\b(?:mi|su) (?:cuenta"
    r"|correo) (?:personal"
    r"|privad[ao]|alternativ[ao])\b|\bdirección de respaldo\b|\bnueva dirección\b"
    r"|\b(?:mein|sein|ihr)\w* (?:anderes|zweites|privates) (?:konto|postfach)\b"
    r"|\b(?:meine|seine|ihre) (?:andere|zweite|private) (?:adresse|nummer|mail)\b|\bneue (?:adresse"
    r"|nummer)\b|\bsicherungsadresse\b"
    r"|\b(?:mon|son|leur) autre (?:compte|adresse|numéro)\b|\badresse de (?:secours|sauvegarde)\b"
    r"|\bnouvelle adresse\b|\bnouveau numéro\b"
    r"|\b(?:minha|sua) outra (?:conta|caixa)\b|\b(?:meu|seu) outro (?:e-?mail|número|endereço)\b"
    r"|\bcorreo de respaldo\b|\be-?mail (?:reserva|de backup)\b"
    r"|(?<!\w)резервн\w* (?:адрес|почт)\w*|予備の?アドレス|\bendereço (?:reserva|de backup)\b"
    r"|\bnovo (?:e-?mail|número|endereço)\b"
    r"|(?<!\w)(?:мо\w*|ег\w*|е[её]) (?:друг\w*|втор\w*|запасн\w*|личн\w*) (?:аккаунт|почт|ящик"
    r"|адрес"
    r"|номер)\w*|(?<!\w)нов\w* (?:адрес|номер)\w*|(?<!\w)запасн\w* (?:адрес|почт)\w*"
    r"|另一个(?:账号|邮箱|号码)|小号|备用(?:邮箱|地址|号码)|新(?:的)?(?:邮箱|号码)|私人邮箱"
    r"|別の(?:アカウント|アドレス|メール)|予備の(?:アドレス|メール)|新しい(?:アドレス|番号)"
    r"|個人の ?(?:gmail|メール)"
)

# Key files and stores named by their path or product, the same in every language.
_FILES = (
    # (an SSH client's config and known hosts hold aliases and fingerprints, no key)
    r"|~/\.ssh\b(?!/(?:config|known_hosts)\b)|\.ssh/(?!config\b|known_hosts\b)|\bid_(?:rsa|ed25519|ecdsa)\b|\bcredentials\.json\b|/hosts\.yml\b"
    r"|\bsecrets?\.ya?ml\b|\.kube/config\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b"
    r"|\.aws/credentials\b|\bmemory\.db\b|\bkeychain\b|\bbitwarden\b|\b1password\b|\bkeepass\w*"
)

STORE = {
    "en": r"\b(?:memory (?:database|db|file|store|bank|dump|export)|memory\.db|chat (?:logs?"
    r"|history|histories|transcripts?|messages)|conversation (?:history|logs?|transcripts?)"
    r"|message history|password manager\w*|passwords?|cookies|session (?:cookies?|tokens?"
    r"|files?|data)|tokens?|api keys?|private keys?|ssh keys?|access keys?|secret keys?|id_rsa"
    r"|credentials?|kubeconfig|connection strings?|keychain|recovery codes?|backup codes?"
    r"|2fa codes?|seed phrases?|mnemonic|wallet (?:file|seed)|password vault|browser cookies"
    r"|saved passwords)\b|\.env\b"
    r"|~/\.aws" + _FILES,
    "zh": r"记忆(?:数据库|库|文件)|聊天记录|对话(?:记录|历史)|历史记录|密码|密钥|令牌|token|凭证"
    r"|cookie|会话|私钥|kubeconfig|\.env|恢复码|助记词|api ?key" + _FILES,
    "es": r"\b(?:base (?:de datos )?de memoria|memoria entera|historial (?:de (?:chats?|conversaci"
    r"\w+|mensajes))?|registros? de chat|conversaciones|contraseñas?|gestor de contraseñas"
    r"|cookies|sesi[oó]n|tokens?|claves?(?: de api| privadas?| ssh)?|credenciales|kubeconfig"
    r"|cadenas? de conexi[oó]n|llavero|códigos? de recuperación|frase semilla)\b|\.env\b" + _FILES,
    "de": r"\b(?:speicherdatenbank|memory-datenbank|passwort-datenbank|gedächtnis\w*"
    r"|erinnerungs?datenbank|chatverl[äa]uf\w*"
    r"|gesprächs?(?:verlauf|protokoll)\w*|nachrichtenverlauf\w*|passw(?:o|ö)rt\w*"
    r"|passwort-manager\w*|cookies?|sitzung\w*|session\w*|tokens?|schlüssel\w*|api-keys?"
    r"|zugangsdaten|kubeconfig|verbindungs(?:zeichenfolge|string)\w*|schlüsselbund"
    r"|wiederherstellungscodes?|seed-phrase)\b|\.env\b" + _FILES,
    "fr": r"\b(?:base (?:de données )?(?:de )?mémoire|historique(?: des conversations| de chat"
    r"| des messages)?|conversations|mots? de passe|gestionnaire de mots de passe|cookies"
    r"|sessions?|tokens?|jetons?|clés?(?: api| privées?| ssh)?|identifiants|kubeconfig|chaînes? de"
    r" connexion|trousseau|codes? de (?:récupération|secours)|phrase de récupération)\b|\.env\b"
    + _FILES,
    "ja": r"記憶 ?(?:データベース|db|ファイル)|メモリの? ?(?:データベース|db)|チャット履歴"
    r"|会話(?:履歴|ログ)"
    r"|履歴|パスワード|クッキー|cookie|セッション|トークン|api ?キー|秘密鍵|認証情報|kubeconfig"
    r"|\.env|リカバリーコード|シードフレーズ" + _FILES,
    "ru": r"(?<!\w)(?:баз\w* памяти|памят\w*|истори\w* (?:чат\w*|переписк\w*|диалог\w*|сообщени\w*)"
    r"|переписк\w*|лог\w* чат\w*|парол\w*|менеджер\w* паролей|куки|cookie|сесси\w*|токен\w*"
    r"|ключ\w*|учётн\w+ данн\w+|kubeconfig|строк\w* подключени\w*|кодов? восстановлени\w*"
    r"|сид-фраз\w*)(?!\w)|\.env\b" + _FILES,
    "pt": r"\b(?:banco (?:de dados )?de memória|memória inteira|histórico(?: de conversas| do chat"
    r"| de mensagens)?|conversas|senhas?|gerenciador de senhas|cookies|sess[ãa]o|sessões"
    r"|tokens?|chaves?(?: de api| privadas?| ssh)?|credenciais|kubeconfig|strings? de conexão"
    r"|códigos? de recuperação|frase semente)\b|\.env\b" + _FILES,
}

PERSONAL = {
    "en": r"\b(?:card numbers?|credit card|debit card|cvv|cvc|iban|bank details|passport"
    r"|social security|ssn|2fa codes?|one-time codes?|otp|verification codes?|sms codes?"
    r"|pin codes?)\b",
    "zh": r"卡号|信用卡|银行卡|安全码|身份证|护照|验证码|动态码|账户信息",
    "es": r"\b(?:número de (?:la )?tarjeta|tarjeta de crédito|cvv|iban|datos bancarios|pasaporte"
    r"|dni|códigos? de verificación|código 2fa|código pin)\b",
    "de": r"\b(?:kartennummer|kreditkart\w*|cvv|iban|bankdaten|reisepass\w*|ausweis\w*"
    r"|bestätigungscode\w*|tan-nummer\w*|pin-code\w*)\b",
    "fr": r"\b(?:numéro de (?:la )?carte|carte bancaire|cvv|iban|rib|coordonnées bancaires"
    r"|passeport|codes? de vérification|code 2fa|code pin)\b",
    "ja": r"カード番号|クレジットカード|セキュリティコード|口座番号|パスポート|マイナンバー"
    r"|認証コード"
    r"|確認コード|暗証番号",
    "ru": r"(?<!\w)(?:номер\w* карт\w*|cvv|iban|реквизит\w*|паспорт\w*|код\w* (?:из смс"
    r"|подтверждени\w*)|пин-код\w*)(?!\w)",
    "pt": r"\b(?:número do cartão|cartão de crédito|cvv|iban|dados bancários|passaporte|cpf"
    r"|códigos? de verificação|código 2fa|código pin)\b",
}

SEND = {
    "en": r"\b(?:send|sends|sent|sending|e-?mail|mail|forward\w*|upload\w*|post|paste|drop|dump"
    r"|push|sync|attach\w*|cc|bcc|share|ping|leak|submit|pipe|copy|copies|fill|enter|type"
    r"|encode|resolve|look (?:each one |it )?up|put|place|include|embed|reply)\b"
    # (the present only: "someone pushed a .env to a public repo once" is a lesson learned)
    r"|\b(?:(?:e-?mail|mail|post|paste|dump|push|sync|share|leak|submit|pipe|embed|reply)(?:s|es)"
    r"|(?:hex-|base64-)?encod\w*|resolv\w*|looks (?:\w+ ){0,2}?up|nslookup|reply-all)\b",
    "zh": r"发(?:到|给|送|至)|转发|上传|贴到|粘贴|复制|抄送|同步|提交|附上|附带|回复到|填到"
    r"|填进|放到|塞进|传到|传给|上报|写进|写到|贴进",
    "es": r"\b(?:manda\w*|envía\w*|envia\w*|reenvía\w*|sub[ea]\w*|pega\w*|copia\w*|comparte"
    r"|adjunta\w*|sincroniza|rellena|pon|ponlo|ponlos|vuelca|incluye|resuelve|cc|publica\w*"
    r"|codifica\w*)\b",
    "de": r"\b(?:schick\w*|send\w*|mail\w*|weiterleit\w*|leite\w*|lad\w* (?:\S+ ){0,6}hoch"
    r"|läd\w* (?:\S+ ){0,14}hoch|lad\w* (?:\S+ ){7,14}hoch|schreib\w*|antworte\w*"
    r"|hochlad\w*|kopier\w*|kipp\w*|einfüg\w*|poste\w*|häng\w*|anhäng\w*|synchronisier\w*"
    r"|trag\w*|leg\w*|cc|teile\w*|auflös\w*)\b",
    "fr": r"\b(?:envoie\w*|envoyer|transf[èée]r\w*|mets|mettre|colle\w*|copie\w*|dépose\w*"
    r"|partage\w*|joins|joindre|synchronise\w*|remplis|publie\w*|cc|téléverse\w*|upload\w*"
    r"|recopi\w*|gliss\w*|encod\w*|appelle\w*|répond\w*|ajout\w*)\b",
    "ja": r"送|転送|アップ|貼|コピー|共有|添付|同期|入力|載せ|投稿|置いて|メールして|メールで|投げ"
    r"|書き込|メールし|メールする",
    "ru": r"(?<!\w)(?:отправ\w*|отсыла\w*|пошли\w*|перешл\w*|пересыла\w*|залива\w*|залей\w*"
    r"|загруз\w*|выгруз\w*|скопир\w*|копиру\w*|вставь\w*|кида\w*|кинь\w*|прикреп\w*|синхрониз\w*"
    r"|поделись|опубликуй\w*|скин\w*|прилож\w*|ответь\w*|закин\w*)(?!\w)",
    "pt": r"\b(?:mand\w*|envi\w*|encaminh\w*|sob[ea]\w*|sub[ao]\w*|cola\w*|copi\w*|compartilh\w*"
    r"|anex\w*|sincroniz\w*|preench\w*|joga\w*|põe|coloca\w*|cc|transmit\w*|cole|respond\w*"
    r"|publiqu\w*|publica\w*)\b",
}

REDIRECT = {
    "en": r"\b(?:instead|as well|in cc|cc:|bcc:?|(?:a |another |an extra |a second )copy to|in"
    r" addition)(?!\w)",
    # ("改成读取环境变量": a value changed to be read from somewhere, not sent elsewhere)
    "zh": r"改(?:发|成|为)(?!读取|从|用|使用|引用|调用)|而不是|也(?:发|抄送|转)一份|抄送"
    r"|另(?:发|抄)一份|一并",
    "es": r"\b(?:en lugar de|en vez de|en copia|con copia|otra copia)\b",
    "de": r"\b(?:stattdessen|anstatt|zusätzlich|in cc|in kopie|eine kopie)\b",
    "fr": r"\b(?:au lieu de|plutôt|en copie|une copie)\b",
    "ja": r"代わりに|ではなく|も送|も ?cc|cc ?で|あわせて|併せて",
    "ru": r"(?<!\w)(?:вместо|в копии|копию)(?!\w)",
    "pt": r"\b(?:em vez de|ao invés de|em cópia|com cópia|uma cópia)\b",
}

# A password reset link, a value said to be revoked, redacted, masked, scrubbed or filtered
# (in the passive: "the old keys were revoked", not "their team rotates them"), a placeholder.
_PASSIVE = (
    r"(?:is|are|was|were|been|get|gets|got|werden|wird|wurden|wurde|son|sont|são|será|serão"
    r"|fueron|ont été|foram)"
)
_ROUTINE = (
    r"\b(?:reset (?:link|email|mail)|placeholder|masked|scrubbing|\*{4,}|x{6,}|faire tourner"
    r"|accidentally|versehentlich|acidentalmente)\b|\[redacted\]"
    rf"|\b{_PASSIVE} (?:\w+ ){{0,4}}?(?:revoked|rotated|redacted|masked|scrubbed|stripped|filtered"
    r"|removed|entfernt|gefiltert|widerrufen|geschwärzt|révoquée?s?|supprimée?s?|filtrée?s?"
    r"|eliminad[oa]s?|revocad[oa]s?|filtrad[oa]s?|removid[oa]s?|revogad[oa]s?)\b"
    r"|(?<!\w)(?:вырезаютс\w*|отозван\w*|удаляютс\w*|фильтру\w*)|占位|撤销|吊销|失効|誤って"
)
# An attempt told after the fact (blocked, a pentest, a booby-trapped ticket), or a sink said
# never to carry the secret ("never paste the keys into Slack", "令牌不要贴到群里").
# An attempt told after the fact: blocked, a pentest, a booby-trapped ticket, phishing.
REPORTED_ATTEMPT = (
    r"\b(?:pentest\w*|pen test|intentaron|tried to|piégé\w*|malicious|malicios[oa]"
    r"|malveillant\w*|bösartig\w*|phishing|scam|estafa|arnaque|betrug\w*|golpe)\b"
    rf"|\b{_PASSIVE} (?:\w+ ){{0,2}}?(?:blocked|bloquead[oa]s?|bloquée?s?|blockiert|gesperrt)\b"
    r"|\b(?:blocked by|lo bloqueó|bloqué par|blockiert durch)\b"
    r"|(?<!\w)(?:заблокирован\w*|вредоносн\w*|мошенни\w*)|拦截|拦下|渗透测试|试图|被阻止|恶意|诈骗|钓鱼|悪意|詐欺"
    r"|フィッシング|ブロックされ|ブロック。"
)
# ... or a sink said never to carry the secret ("never paste the keys into Slack", "令牌不要贴到
# 群里"), a warning not to comply, a routine household share (the Wi-Fi password). Searched in
# the whole text, so only the rules of this module read it: an older rule's sentence can sit
# beside a decoy "never paste keys into Slack" and still be the request.
_REPORTED = (
    r"\b(?:troca de senha|trocar a senha|cambio de (?:la )?contraseña|passwortwechsel"
    r"|changement de mot de passe|no lo hagas|ne le fais pas|mach das nicht|não faça isso)\b"
    r"|\b(?:wi-?fi|wlan)[- ]?(?:passwor[dt]|kennwort|code)"
    r"|\b(?:contraseña|mot de passe|senha) (?:du |del |do |de la )?(?:wi-?fi|wlan)"
    r"|(?<!\w)пароль (?:от )?wi-?fi|wi-?fi ?(?:密码|のパスワード)"
    r"|(?<!\w)(?:никогда не (?:отправля|включа|содерж)\w*|не делай этого)"
    r"|从不包含|不包含|从不|不要照做|不(?:会|得)?(?:上传|发送|发到|同步|转发)"
    r"|\bne (?:\w+ )?(?:colle|envoie|partage|copie|mets|poste)\w* jamais\b"
    r"|\bno se (?:mand|envi|pega|compart|cop)\w*"
    r"|\b(?:never|don't|do not|nunca|jamais|não) (?!forget|hesitate|olvid|oubli|esque)(?:\w+ )"
    r"{0,3}?(?:paste|post|send|share|copy|put|commit|pegu\w*|envi\w*|mand\w*|compart\w*|coll\w*"
    r"|copi\w*|partag\w*|col[ae]\w*) (?:\w+ ){0,4}?(?:in|into|to|on|onto|via|en|dans|sur|no|na"
    r"|em|por|par)\b"
    r"|\b(?:nie|nicht|niemals) (?:in|ins|in den|in die|an|per) (?:\w+ ){0,2}?(?:kopier|schick|post"
    r"|teil|einfüg)\w*"
    r"|(?:不要|别|不能|禁止)(?:把[^，。；\n]{0,16}?)?(?:贴|发|复制|分享|上传)(?:到|给|在)"
    r"|(?<!\w)не (?:\w+ )?(?:вставля|отправля|копиру|пересыла|публику)\w* (?:\w+ ){0,3}?(?:в|на)"
    r" |(?:貼|送|共有|コピー)(?:ら|さ)ない"
    r"|\b(?:never|nunca|jamais|niemals|nie) (?:\w+ ){0,2}(?:includ|contain|contien|enth[äa]lt)\w*"
)
# Every such exception at once (shared with the older send-out rules).
NOT_SENT_OUT = rf"{_ROUTINE}|{REPORTED_ATTEMPT}|{_REPORTED}"

# An SSH client config's pointer to the key it uses ("IdentityFile ~/.ssh/id_garden"): the key
# named where it is used, not handed anywhere. Blanked before the send rules read the text.
IDENTITY_FILE = r"\bidentityfile\s*=?\s*[~\w./$%{}-]+"
