"""The marks of the policy frames (``frames_policy``): a prohibition or a restriction laid on an
act, a scoped throwaway object (staging, dev, test, CI, a temporary volume) and what is never
throwaway (the user's things, backups, home, memory, production), a role played by people in a
class, a phishing rule and the address it is reported to.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# A sentence: what a sentence mark, a semicolon or a line ends (a colon keeps a heading with
# what it heads: "開発用DBの作り直し：…" names its object in the heading).
SENTENCE_END = r"[;；。！？\n]|[.!?](?=\s|$)|\s(?:--|—|–)\s"
# A clause of a sentence: what a comma, a dash or a colon ends.
CLAUSE_END = r"[,，、:：]|\s-\s"

# --- the act forbidden, restricted or conditioned ---
PROHIBITION = (
    r"\b(?:never|not allowed|must not|mustn't|may not|forbidden|prohibited"
    r"|banned|only (?:with|after|through|via|by|in)|nunca|jam[áa]s|prohibid[oa]s?|est[áa] prohibido"
    r"|no se \w+|solo (?:por|con|despu[ée]s)|s[óo]lo (?:por|con)|niemals|nie"
    r"|verboten|nicht erlaubt|darf nicht|d[üu]rfen (?:\w+ )?nicht|nur (?:über|mit|nach|zu zweit)"
    r"|zu zweit|auf keinen fall|jamais|interdit\w*|interdiction|aucune?|uniquement"
    r"|qu'à deux|ne (?:\w+ )?(?:jamais|pas)|никогда|нельзя|запрещ\w*"
    r"|только (?:через|вдво[её]м|после|с )|вдво[её]м|ни в коем случае|proibid[oa]s?|é proibido"
    r"|s[óo] (?:pelo|com|depois)"
    r"|de jeito nenhum|com duas pessoas|con dos personas|two (?:people|engineers|persons))\b"
    r"|严禁|禁止|不得|切勿|绝对不要|不要|不准|只能|两人|双人|須二人|必ず二人|二人で|禁止です|厳禁"
    r"|してはいけ|しないこと|しないで|使わないで|ないこと|対象外"
    # a send negated in its own words: "nothing from .env should ever be", "keine … Tokens",
    # "不发送", "送らない"
    r"|\bnothing (?:from|in|of) \S+ (?:should|may|must|is to|gets) (?:ever )?be\b"
    r"|\bkeine?n? (?:\w+ ){0,3}(?:tokens?|passw[öo]rter|schl[üu]ssel|geheimnisse|zugangsdaten"
    r"|umgebungsvariablen)\b|不(?:发送|发|上传|贴|包含)|(?:送ら|貼ら|書か|載せ|出さ|含め)ない"
)
# What the prohibition is about: a channel ("never by e-mail", "nunca por correo", "严禁通过邮件")
# or the act itself a few words on; a prohibition of something else ("so it is never lost")
# forbids nothing the finding does.
CHANNEL = (
    r"\b(?:by|via|through|over|in|into|on|per|por|en|par|dans|sur|über|in|im|по|в|через|pelo|pela"
    r"|por|no|na|em)\b"
)
CHANNEL_CJK = r"通过|用|在|发到|贴到|写进|で|に"
# Pasting a secret somewhere is moving it too: "prohibido pegar claves en Slack".
PASTE = (
    r"\b(?:past\w*|peg\w*|coll\w*|einf[üu]g\w*|вставл\w*|встав\w*|col[ae]\w*)\b|粘贴|贴|貼り付け"
)
# A secret named right after its prohibition: "never the environment variables", "jamais les
# variables d'environnement", "ni tokens" -- the thing withheld, whatever the verb.
WITHHELD = (
    r"\b(?:environment variables?|env vars|variables? d'environnement|variables de entorno"
    r"|umgebungsvariablen|vari[áa]veis de ambiente|переменн\w+ окружения|hostnames?"
    r"|hosts? internos?"
    r"|noms d'h[ôo]tes|hostnamen|tokens?|jetons?|токен\w*|credentials?|identifiants"
    r"|credenciais|учетн\w+ данн\w+|passwords?|contraseñas?|mots de passe|senhas?|парол\w*)\b"
    r"|(?<![\w.])\.env\b"
    r"|环境变量|凭证|令牌|密钥|環境変数|認証情報|トークン"
)
# Losing, forgetting, asking, telling: a "never" about these is an attack's purpose or hush.
NOT_THE_ACT = (
    r"\b(?:los[et]\w*|forget\w*|ask\w*|tell\w*|notic\w*|wait\w*|perd\w*|perc\w*|olvid\w*"
    r"|pregunt\w*|consult\w*|avis\w*|verlier\w*|verloren|frag\w*|oubli\w*|demand\w*|потер\w*"
    r"|теря\w*|забы\w*|спраш\w*|esquec\w*|pergunt\w*|not\w*)\b|丢失|忘|询问|失われ|忘れ|確認"
)
# A destruction restricted to two people, or to after a snapshot.
RESTRICTION = (
    r"\b(?:only with two|two (?:people|engineers|persons)|zu zweit|qu'à deux|à deux"
    r"|con dos personas|com duas pessoas|вдво[её]м|snapshot first|nach einem (?:frischen )?snapshot"
    r"|après avoir pris un instantané|despu[ée]s de sacar una instant[áa]nea"
    r"|depois de um snapshot)\b"
    r"|二人で|两人|双人|必ず二人"
    # a safeguard put before the command: a snapshot or a backup taken first, two approvals
    r"|\b(?:take|make|erst|prendre|sacar|tire|tirar|hacer|faire) (?:a |an |einen |une |un |um )?"
    r"(?:fresh |verified |frischen |nouvel )?(?:snapshot|backup|instantan[ée]e?|instant[áa]nea)\b"
    r"|\b(?:after a (?:fresh |verified )?backup|two (?:reviewers|approvals)|zwei(?:er)? reviewer\w*"
    r"|deux relecteurs|dos revisores|dois revisores|двух ревьюер\w*"
    r"|(?:сделать|снять|сделай|сними) (?:свежий )?(?:снапшот|бэкап)\w*)\b"
    r"|(?:先|必须先)做(?:快照|备份)|两名审核|必ず(?:スナップショット|バックアップ)を取|2名の承認"
)
# The act put under the safeguard: a clause that runs it only before or after it ("before
# anyone runs DROP TABLE", "実行する前に", "only allowed after a fresh backup").
CONDITIONED = (
    r"\b(?:before|vor (?:jedem|jeder|dem|der)|avant (?:de|d'|tout)|antes de|перед"
    r"|only (?:allowed )?after|erst nach|seulement après|solo despu[ée]s|s[óo] depois"
    r"|только после)\b"
    r"|前に|之前|する前"
)
# "No exceptions" is the restriction said again, not a turn.
NO_EXCEPTION = (
    r"\b(?:no exceptions?|sin excepci[óo]n(?:es)?|keine ausnahmen?|gibt es keine ausnahme"
    r"|aucune exception|sans exception|без исключени\w*|исключений нет|sem exce[çc](?:[ãa]o|[õo]es)"
    r"|nem hotfix [ée] exce[çc][ãa]o)\b|例外はありません|例外なし|没有例外|不设例外"
)
# A sentence turning from what it forbids to what it asks: "never in Slack -- e-mail it instead".
TURN = (
    r"\b(?:instead|except|exception|but|rather|just|stattdessen|ausnahme|sondern|aber|sauf"
    r"|exception|à la place|plutôt|mais|en su lugar|excepci[óo]n|excepto|pero|sino|вместо|кроме"
    r"|исключени\w*|но|em vez|exce[çc][ãa]o|exceto|mas)\b|但|例外|而是|改为|ただし|代わりに|でも"
)
# What the text's reader is never told in a rule for people: to act quietly, behind someone.
HUSH = (
    r"\b(?:quietly|silently|secretly|without (?:asking|telling|confirm\w*)|don't tell|do not tell"
    r"|sans (?:demander|pr[ée]venir|le dire)|sin (?:preguntar|avisar|decir)|ohne (?:\S+ )?(?:zu )?"
    r"(?:fragen|nachzufragen|r[üu]ckfrage|bescheid)|не спрашивая|без (?:вопросов|подтвержден\w*)"
    r"|sem (?:perguntar|avisar)|tell the user|al usuario|à l'utilisateur|dem nutzer|пользователю"
    r"|ao usu[áa]rio|no need to ask|without (?:waiting|consulting)|do not wait|don't wait"
    r"|pas besoin de (?:me |leur |lui )?demander|sin consultar|sem (?:ningu[ée]m|consultar)"
    r"|n[ãa]o precisa (?:avisar|perguntar)|не надо спрашивать|никого не спрашива\w*"
    r"|ohne r[üu]ckfrage"
    r"|sans confirmation|sin confirmaci[óo]n|sem confirma[çc][ãa]o|without confirmation)\b"
    r"|不要(?:询问|问|告诉)|悄悄|偷偷|確認せず|確認は不要|黙って|こっそり|伝えない"
)

# --- a procedure on a scoped throwaway object ---
_SCOPE_WORD = (
    r"(?:staging|stage|dev|development|local|test|testing|ci|sandbox|scratch|temp|temporary"
    r"|throwaway|ephemeral|demo|preview|pruebas|desarrollo|recette|temporal|temporaire"
    r"|développement|entwicklungs?|test|tempor[äa]r\w*|тестов\w*|локальн\w*|временн\w*"
    r"|homologa[çc][ãa]o|teste|tempor[áa]ri[oa]|desenvolvimento)"
)
_SCOPE_THING = (
    r"(?:db|database|databases|base|bases|datenbank\w*|banco|база|базу|volumes?|tenants?"
    r"|environments?|env|entorno\w*|umgebung\w*|environnement\w*|ambiente\w*|окружени\w*"
    r"|schema\w*|esquema|buckets?|data|datos|daten|données|dados|данн\w*|workspace\w*|cluster"
    r"|instances?|stack|tables?|tablas|tabellen|tabelas|таблиц\w*|schéma|stand|стенд\w*)"
)
# A scoped throwaway OBJECT: a staging, dev, test or CI database, volume, tenant, schema,
# bucket or workspace (either order: "the staging database", "la base de staging"), or a thing
# throwaway by its name. "The test file" is source code, not a throwaway object.
SCOPED = (
    rf"\b(?:{_SCOPE_WORD}[\s-]+(?:[\w-]+\s+){{0,2}}?{_SCOPE_THING}"
    rf"|{_SCOPE_THING}\s+(?:[\w-]+\s+){{0,2}}?(?:de |des |der |для |do |da )?{_SCOPE_WORD}"
    r"|[\w-]+-volumes?|staging-\w+|test-\w+|ci-\w+|demo-sandbox|pr-\d+|seed\w*|sid-\w+"
    r"|fixtures?|workspace|runners?|sandbox)\b"
    r"|测试库|测试环境|测试桶|开发环境|开发用|临时|沙箱|ステージング|開発用|テスト用|一時的|検証環境|本地开发"
)
# A destructive act ordered inside a procedure's sentence: a clause opened by an imperative
# ("if a test keeps failing, delete the file"), or a Japanese order ending in こと.
SCOPED_ORDER = (
    r"(?:^|[,，;:：]\s*)(?:delete|remove|wipe|drop|erase|purge|rm|borra|elimina|quita|l[öo]sche"
    r"|entferne|supprime|efface|retire|vide|удали|сотри|очисти|apague|remova|exclua|esvazie|haz"
    r"|fais|mach|fa[çc]a|run|rode|lance|execute|ejecuta|f[üu]hre)\b"
    r"|(?<!ない)(?<!ず)こと[。]?$|(?<!ない)こと。"
)

# What is never a throwaway object, whatever the procedure calls it.
PROTECTED = (
    r"\b(?:user'?s?|users'|usuario\w*|utilisateur\w*|nutzer\w*|benutzer\w*|пользовател\w*"
    r"|usu[áa]rio\w*|backups?|respaldo\w*|copias? de seguridad|sauvegardes?|sicherung\w*"
    r"|резервн\w*|home|memory|memoria|mémoire|speicher|памят\w*|mem[óo]ria|history|historial"
    r"|historique|verlauf|истори\w*|everything|alles|hermes|customers?|clientes|kunden)\b"
    r"|\b(?:force-?push\w*|push --force|main|master|trunk|source|código|quellcode"
    r"|disk|disks|disco|discos|platte|festplatte|disque|диск\w*|dd|mkfs\w*|wipefs|том"
    r"|volume do)\b|/dev/|~/|\$home|/home/|\.hermes|(?<![\w./-])/(?![\w.])"
    r"|ユーザー|バックアップ|記憶|履歴|用户|备份|记忆|历史"
)
# Production, named as the thing a procedure leaves alone.
PRODUCTION = (
    r"\b(?:production|prod|producci[óo]n|produktion\w*|продакшн\w*|прод\w*|produ[çc][ãa]o)\b"
    r"|本番|生产|正式环境"
)
# A word that keeps production out of the act ("never touches production", "no se toca",
# "対象外", "从不"), within a few words of it.
KEPT_OUT = (
    r"\b(?:never|not|no|nie|niemals|nunca|jamais|ne|не|нет|никогда|n[ãa]o|nem|excluded"
    r"|ausgenommen|exclus|excluid\w*|исключен\w*)\b|不|从不|绝不|ない|対象外|禁止"
)
# Who carries the act out in a procedure: a script, a job, a runner, a fixture (not the reader).
TOOL = (
    r"\b(?:script|runners?|pipeline|fixtures?|skript\w*|скрипт\w*|suite)\b"
    r"|脚本|流水线|スクリプト|ランナー"
)

# --- a role played by people in a class ---
ENSEMBLE = (
    r"\b(?:everyone|everybody|each (?:student|of you|participant|actor|person)|students|actors"
    r"|participants|the group|cada (?:alumno|alumna|uno|participante|um|aluno)|alumnos|alunos"
    r"|jede[rs]?|alle|teilnehmende\w*|chacun\w*|tous|élèves|каждый|все|участник\w*|ученик\w*)\b"
    r"|全員|各自|みんな|每人|每个人|大家|学员|学生"
)
STAGE = (
    r"\b(?:theat(?:re|er)|drama|improv|workshop|class|rehearsal|scene|teatro|taller|oficina"
    r"|ensayo|escena|theater-?ag|theater\w*|szene|probe|atelier|théâtre|scène|répétition"
    r"|театр\w*|студи\w*|сцен\w*|репетици\w*|cena|ensaio)\b"
    r"|戏剧|话剧|表演|排练|演劇|ワークショップ|稽古|芝居|劇"
)

# --- a phishing rule and where it is reported ---
PHISHING = r"\b(?:phishing|hame[çc]onnage|фишинг\w*|fishing)\b|钓鱼|フィッシング"
REPORT_VERB = (
    r"\b(?:forward|report|reenv[íi]a\w*|reporta\w*|reporte|weiterleit\w*|leite\w* (?:\w+ )?weiter"
    r"|melde\w*|transf[ée]r\w*|signale\w*|перешл\w*|пересл\w*|сообщ\w*|encaminh\w*)\b"
    r"|转发|举报|报告|転送|報告"
)
# A report-to address: the security team's mailbox, never an outside collector.
REPORT_ADDRESS = (
    r"\b(?:security|phishing|abuse|soc|infosec|it-?security|seguridad|seguran[çc]a|securite"
    r"|sécurité|sicherheit|phish)@[\w.-]+"
)
# What a report clause never carries: a secret.
SECRET = (
    r"\b(?:keys?|passwords?|credentials?|tokens?|secrets?|\.env|claves?|contraseñas?|schlüssel"
    r"|passw[öo]rt(?:er)?|zugangsdaten|clés?|mots? de passe|identifiants|ключ\w*|парол\w*|chaves?"
    r"|senhas?|credenciais)\b|密钥|密码|凭证|キー|パスワード|認証情報"
)

# --- documentation of a public thing ---
# The thing documented declared public, or no secret: "public by design, not a secret",
# "configuración pública, sin secretos", "不包含任何密钥", "秘密情報は含まれず".
PUBLIC = (
    r"\b(?:no secrets?|not a secret|without (?:any )?secrets?|contains no (?:secrets?|keys?)"
    r"|public by design|sin secretos|no es (?:un )?secret[oa]|no contiene secretos"
    r"|keine geheimnisse|kein geheimnis|enth[äa]lt keine (?:geheimnisse|schl[üu]ssel)"
    r"|aucun secret|pas un secret"
    r"|sans secrets?|ne contient aucun secret|секретов (?:\w+ )?(?:\w+ )?нет|не секрет\w*"
    r"|без секретов"
    r"|sem segredos|n[ãa]o (?:é|contém) (?:um )?segredos?|n[ãa]o cont[ée]m segredos)\b"
    r"|不包含任何(?:密钥|秘密|机密)|不含(?:密钥|秘密|机密)|不是(?:秘密|机密)|秘密情報は含まれ|秘密ではない"
    r"|秘密情報を含ま"
)
