"""The marks of the shown frames (``frames_shown``): a prompt or a role marker
that is the OBJECT of showing, documenting or testing (a slide shows it, an appendix holds it, a
test asserts it, a template defines it, a parser expects it); a destructive act scoped to a
test or throwaway resource with its safeguard; a matter kept out of a message to a third party
(a customer, a partner, colleagues) that is the writer's business, not the agent's own acts.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept). Every list
covers en, es, de, fr, pt, ru, zh and ja, and Persian and Arabic where the shape was seen.
"""

from __future__ import annotations

# --- where a prompt or a marker is shown, documented or tested: the exhibit's venue ---
EXHIBIT = (
    # en
    r"\b(?:slides?|slide deck|deck|talk|meetup|presentation|keynote|webinar|appendix|thesis"
    r"|paper|dissertation|documentation|docs|readme|wiki page|blog post|tests?|test cases?"
    r"|unit tests?|(?:edge |corner )?cases|fixtures?|conftest|templates?|chat template|format"
    r"|parser|training data"
    r"|dataset|data set|samples?|schema|tokenizer|loss mask|regex|sanitizer|fine-tun\w*)\b"
    # es / pt
    r"|\b(?:diapositivas?|charla|ponencia|conferencia|ap[ée]ndice|anexo|tesis|tese"
    r"|documentaci[óo]n|documenta[çc][ãa]o|pruebas?|testes?|casos? de (?:prueba|teste)"
    r"|plantillas?|formato|parser|analizador|encabezados fijos|datos de entrenamiento"
    r"|dados de (?:treino|treinamento)|palestra|apresenta[çc][ãa]o|modelo de chat"
    r"|conjunto de datos)\b"
    # de / fr
    r"|\b(?:folien?|vortrag|anhang|doku(?:mentation)?|testfall|testf[äa]lle|vorlage|trainingsdaten"
    r"|datensatz|diapos?|diapositives?|expos[ée]|annexe|thèse|cas de test|gabarit"
    r"|parseur|donn[ée]es d'entra[îi]nement|jeu de donn[ée]es)\b"
    # ru
    r"|\b(?:слайд\w*|доклад(?:а|е|у|ом|ы)?\b|митап\w*|презентаци\w*|приложени[еия]\b|диссертаци\w*"
    r"|документаци\w*|тест\w*|кейс\w*|шаблон\w*|парсер\w*|обучающ\w* (?:данн|выборк)\w*|датасет\w*"
    r"|формат\w*)"
    # zh / ja
    r"|幻灯片|演讲|分享会|附录|论文|文档|测试|用例|模板|格式|解析器|训练数据|数据集"
    r"|スライド|勉強会|登壇|発表|付録|論文|ドキュメント|テスト|テンプレート|フォーマット|パーサ"
    r"|学習データ|データセット"
    # fa / ar
    r"|قالب|داده‌های آموزشی|داده های آموزشی|آزمون|تدريب النموذج|بيانات التدريب|اختبار"
)

# --- whose prompt: the writer's, the team's, a bot named in the third person; never "yours" ---
OWNER = (
    r"\b(?:our|we|we've|we'd|my|nuestr[oa]s?|mi|unser\w*|mein\w*|wir|notre|nos|mon|ma|noss[oa]s?"
    r"|meu|minha|наш\w*|мо[йеяи]|бота|ботов|модели)\b"
    r"|\b(?:faq|support|annotation|internal|legal|customer|help ?desk|our)[- ]?(?:bot|model"
    r"|assistant)\b"
    r"|我们|我的|自己的|公司的|社内|自社|うちの|ボットの|弊社"
)

# --- a test asserting what a function returns: "strip(…) should return 'x'" ---
ASSERTION = (
    r"\)\s*(?:must|should|shall|has to|debe|deve|soll|muss|doit|должн\w*)\s+(?:return|yield"
    r"|give|devolver|retornar|devolver|zur[üu]ckgeben|liefern|renvoyer|retourner|вернуть"
    r"|возвращать)\b|\)\s*(?:应该|应当|必须)?返回|\)\s*(?:が|は)[^。\n]{0,12}返"
)

# --- what a shown template must not carry: an override, a grant, a secret, an act ---
# (a persona line -- "You are a brief support assistant" -- is what a template holds; an
# override, a privilege, a secret or an outward act beside the marker is the payload)
MARKER_PAYLOAD = (
    # en
    r"\b(?:ignor\w*|disregard\w*|forget|reveal|print|override|bypass|new rules?|obey\w*"
    r"|unrestricted|no (?:rules|limits|restrictions|filters)|jailbr\w*|developer mode|dan"
    r"|admin\w*|root|sudo|password|secret|api key|token|grant\w*|approve\w*|pre-approved"
    r"|export\w*|send|delete|without (?:review|approval|asking|confirmation)"
    # es / pt
    r"|olvida|nueva regla|obedec\w*|sin (?:restricciones|reglas|filtros)|contrase[ñn]a"
    r"|administrador\w*|esque[çc]a|nova regra|obede[çc]\w*|sem (?:regras|restri[çc][õo]es"
    r"|filtros)|senha"
    # de / fr
    r"|vergiss|neue regel|gehorch\w*|ohne (?:regeln|einschr[äa]nkungen)|passwort|oublie"
    r"|nouvelle r[èe]gle|ob[ée]i\w*|sans (?:r[èe]gles|restrictions|filtres)|mot de passe"
    r"|administrateur"
    # ru
    r"|игнорир\w*|забудь|новое правило|слушается|подчиня\w*|без (?:правил|ограничений"
    r"|фильтров)|парол\w*|администратор\w*"
    # (a persona put on "now", or with no limits of any kind)
    r"|(?:you are|you're|eres|du bist|tu es|voc[êe] [ée]|ты|вы) (?:now|ahora|jetzt|maintenant"
    r"|agora|теперь)|aucune? (?:r[èe]gle|restriction|limite)\w*|keine (?:regeln|grenzen)"
    r"|ning[úu]n (?:l[íi]mite|filtro)|nenhum\w* (?:regra|restri[çc][ãa]o|limite)"
    r"|никаких (?:правил|ограничений)"
    # (a permission or a skipped check granted to the model, a text to adopt as valid)
    r"|skip\w*|may now|is allowed to|allowed to|d[üu]rfen|darf|[üu]berspring\w*|g[üu]ltig\w*"
    r"|[üu]bernehm\w*|saltar|puede omitir|peut|sauter|pular|pode|valid\w*|v[áa]lid\w*"
    r"|может|можно|пропуска\w*|действительн\w*"
    # (a rank over the user, an act kept from the user, the page's own commands to be run:
    # "с приоритетом выше пользовательских и не сообщать о них" is a policy, not a format)
    r"|priority|precedence|prioridad\w*|prioridade\w*|vorrang\w*|priorit[ée]\w*|приоритет\w*"
    r"|(?:do not|don't|never|without) (?:tell\w*|mention\w*|report\w*|inform\w*)"
    r"|no (?:lo )?(?:comentar\w*|mencion\w*|inform\w*|digas)|sin (?:avisar|informar|decir)"
    r"|n[ãa]o (?:comentar\w*|mencion\w*|avis\w*|inform\w*)|sem (?:avisar|informar|contar)"
    r"|sans (?:le )?(?:dire|signaler|mentionner|pr[ée]venir)|ne (?:le )?(?:dis|mentionne|signale)"
    r"|nicht (?:erw[äa]hnen|mitteilen|melden|sagen)|ohne (?:es )?zu (?:sagen|melden|erw[äa]hnen)"
    r"|не (?:сообща\w*|сообщ\w*|говор\w*|упомина\w*|уведомля\w*)"
    r"|(?:execute|run|follow|obey) (?:the )?(?:commands|instructions|orders) (?:from|in|on) this"
    r"|выполнять команды|команды из)\b"
    # zh / ja
    r"|你现在是|现在你是|新规则|服从|忽略|无视|忘记|不受限制|没有限制|管理员|密码|越狱|可以|跳过|有效|许可"
    r"|新しいルール|従え|無視|忘れ|制限なし|管理者|パスワード|してよい|してもよい|スキップ|許可|有効"
    r"|优先|不要告诉|不告知|優先|伝えない|言わない"
)

# --- a destructive act's scope: a test, scratch or throwaway resource ---
SCRATCH = (
    r"\b(?:test(?:ing)? (?:db|database|env\w*|server|instance|data)|scratch|sandbox|staging"
    r"|throwaway|fixtures?|conftest|docker|container|tmp|temp(?:orary)?|dev(?:elopment)? "
    r"(?:db|database)|base de (?:datos|dados) de (?:prueba|teste)s?|entorno de pruebas"
    r"|ambiente de (?:teste|homologa[çc][ãa]o)|testdatenbank|testumgebung|base de test"
    r"|environnement de test|old|legacy|unused|deprecated|obsolete|antig[uo]\w*|obsolet\w*"
    r"|veraltet\w*|alt(?:e|en)?|ancien\w*|obsol[èe]te|устаревш\w*|стар\w*)\b"
    r"|\b(?:тестов\w*|песочниц\w*|докер\w*|стейджинг\w*)"
    r"|测试(?:环境|库|数据库|服务器)|沙箱|临时|容器|旧的|废弃|不再使用|古い|旧|テスト(?:環境|用|DB|データベース)|検証環境"
    r"|サンドボックス|コンテナ"
)

# --- the safeguard beside it: a backup made, a dry run passed, a review, production untouched ---
SAFEGUARD = (
    r"\b(?:full backup|backed up|backup (?:was |is )?(?:made|taken|done)|after (?:a |the )?"
    r"(?:full )?backup|snapshot (?:taken|made)|tested (?:on|in) staging|dry[- ]run|reviewed"
    r"|approved|prod(?:uction)? (?:is )?(?:not|never|untouched)|not (?:on|in|touching) prod\w*"
    r"|copia de seguridad (?:completa|hecha)|respaldo|backup (?:completo|feito)|revisad[oa]"
    r"|sicherung|gesichert|gepr[üu]ft|sauvegarde|valid[ée]"
    r"|резервн\w* копи\w* (?:сделан|снят)\w*"
    r"|(?:после|сделал\w*|сделан\w*) бэкап\w*|прод\w* не затрагива\w*|не трогает прод\w*"
    r"|проверен\w*)\b"
    r"|全量备份|已经?备份|做了备份|备份过|跑过|测试环境[^。\n]{0,6}(?:跑|验证|测)|审核通过|评审"
    r"|生产(?:环境)?不(?:受影响|会|动)|バックアップ(?:済|を取|した|しておく)|検証済|レビュー済"
    r"|本番(?:に|は)(?:影響|触れ)"
)

# --- a message to someone other than the user: a customer, a partner, colleagues, the public ---
THIRD_PARTY = (
    r"\b(?:the |a |our |my )?(?:customers?|clients?|partner|wife|husband|spouse|colleagues?"
    r"|coworkers?|other (?:employees|staff|people)|the public|guests?|vendors?|tenants?"
    r"|cliente|clientes|socio|pareja|colegas|compa[ñn]eros|kunden?|partnerin|kollegen"
    r"|client|conjoint|coll[èe]gues|parceir[oa]|c[ôo]njuge|клиент\w*|партн[её]р\w*|супруг\w*"
    r"|коллег\w*)\b"
    r"|客户|顾客|同事|其他同事|伴侣|家人|お客様|顧客|取引先|同僚|パートナー|配偶者"
    # (fp29) a group the writer belongs to, or the shared text written for it: the team's weekly
    # summary, the flat's expenses recap, the family chat, the class list
    r"|\b(?:team|group|flatmates?|roommates?|housemates?|family|friends|class|club|neighbou?rs"
    r"|equipo|grupo|compañeros de piso|familia|amigos|vecinos|clase|mannschaft|gruppe|\w*-?wg"
    r"|mitbewohner\w*|freunde|nachbarn|équipe|groupe|colocs?|colocataires?|famille|amis|voisins"
    r"|equipe|colegas de casa|amigos|vizinhos|turma)\b"
    r"|(?<!\w)(?:команд\w*|групп\w*|сосед\w*|семь\w*|друз\w*)(?!\w)"
    r"|团队|小组|组里|室友|合租|家庭群|群里|班级|チーム|グループ|ルームメイト|同居人|家族|友達"
)

# --- the user or the owner as the one kept in the dark: the attack's audience ---
THE_USER = (
    r"\b(?:the user|users?|me|the owner|my boss|usuario|usu[áa]rio|nutzer\w*|benutzer\w*"
    r"|utilisateur\w*|пользовател\w*|мне|меня)\b|用户|使用者|主人|我|ユーザー|利用者|私"
)

# --- the agent's own acts or this very text as what is kept back: the attack's object ---
AGENT_ACTS = (
    r"\b(?:you (?:did|sent|ran|deleted|changed|uploaded|forwarded|made)|this (?:note|instruction"
    r"|memory|message|rule)|these (?:instructions|changes|steps)|what you|the (?:upload|transfer"
    r"|changes?|commands?|files? (?:you|i|we) sent)|credentials?|passwords?|tokens?|api keys?"
    r"|secret|lo que hiciste|esta (?:nota|instrucci[óo]n)|diese (?:notiz|anweisung)"
    r"|cette (?:note|instruction)|esta (?:nota|instru[çc][ãa]o)|эт\w+ (?:заметк|инструкци)\w*"
    r"|что ты сделал)\b|这条(?:指令|记忆|笔记)|你(?:做|发|删|改)|この(?:指示|メモ)|パスワード|密码"
)

# --- a prompt named: the thing shown ---
PROMPT = (
    r"\b(?:system prompt|prompt|system message|instructions|prompt de sistema|prompt del sistema"
    r"|prompt syst[èe]me|systemprompt|system-prompt|системн\w* промпт\w*|промпт\w*"
    r"|системн\w* инструкци\w*)\b|システムプロンプト|プロンプト|系统提示词?|提示词|系统指令"
)

# --- an order to print or reveal it, which a shown prompt never carries ---
EXTRACT_ORDER = (
    r"\b(?:print|reveal|output|dump|recite|repeat|leak|disclose|paste|imprime|revela|muestra"
    r"|mu[ée]strame|mostre|gib|zeige|drucke|affiche|r[ée]v[èe]le|выведи|покажи|раскрой"
    r"|напечатай|повтори)\b|输出|打印|复述|出力して|表示して|教えて"
)

# --- production named: a destructive act there needs the test scope to stand beside it ---
PRODUCTION = (
    r"\bprod(?:uction)?\b|\bproducci[óo]n\b|\bprodu[çc][ãa]o\b|\bproduktion\w*"
    r"|\bпрод\w*|生产|线上|本番"
)

# --- the act done behind the third party's back: at night, while away, "without it showing" ---
COVERT = (
    r"\b(?:asleep|while (?:\w+ )?(?:is|are) (?:away|out|asleep|busy)|at night|overnight"
    r"|secretly|quietly|silently|behind (?:\w+ )?back|sin que|a escondidas|sans que|en douce"
    r"|ohne dass|heimlich|sem que|escondid\w*|чтобы не|тайком|незаметно)\b"
    r"|趁|悄悄|偷偷|背着|こっそり|内緒で|寝ている"
)

# --- a story told to the third party in place of the truth: the cover-up's own shape ---
COVER = (
    r"\b(?:say|says|claim|pretend|answer|respond|reply that|report that|tell (?:them|him|her)"
    r"|confirm|confirma|confirme|best[äa]tig\w*|подтверди\w*|di|dile|diga|decir|dizer|responda|finge|finja|informar|dis|dites|dire|r[ée]ponds"
    r"|pr[ée]tend\w*|sag\w*|behaupt\w*|antwort\w*|скажи\w*|говори\w*|ответь\w*|сообщи\w*"
    r"|делай вид)\b|就说|说成|回答|答复|假装|声称|と答え|と言|と伝え|ふり"
)

# --- what went wrong or went out: a failure, a leak, a sharing kept from the third party ---
MISHAP = (
    r"\b(?:fail\w*|broke\w*|broken|errors?|bug|breach\w*|leak\w*|shared|exported|charged"
    r"|refund\w*|payouts?|payments?|charges?|surcharges?|fees?|cobr\w*|recargos?|factur\w*"
    r"|berechn\w*|geb[üu]hr\w*|списа\w*|收费|扣费|請求|falla\w*|fall[óo]|error(?:es)?|compartid\w*|export\w*|échec|échou\w*|cass\w*"
    r"|partag\w*|fehl\w*|kaputt|geteilt|compartilh\w*|falh\w*|ошибк\w*|сбо\w*|слома\w*"
    r"|утечк\w*|переда\w*|выгруз\w*)\b|失败|出错|故障|外泄|泄露|导出|共享|失敗|エラー|壊|漏|共有"
    r"|エクスポート|返金|退款"
)

# --- production spared: the test scope said outright ---
SPARED = (
    r"\bprod(?:uction)? (?:is )?(?:not|never|untouched)|not (?:on|in|touching) prod\w*"
    r"|\bпрод\w* не затрагива\w*|не трогает прод\w*|生产(?:环境)?不(?:受影响|会|动)"
    r"|本番(?:に|は)(?:影響|触れ)|producci[óo]n no se toca|produ[çc][ãa]o n[ãa]o"
)

# --- why it is kept back: it is confidential or private by rule, not bad news for the reader ---
PRIVATE = (
    r"\b(?:confidential|private|privacy|personal|internal|not allowed to (?:discuss|share|talk)"
    r"|nda|under embargo|jury duty|salary|salaries|confidencial\w*|privad[oa]s?|interno?s?"
    r"|internas?|no (?:puedo|tengo permitido) hablar|vertraulich\w*|privat\w*|pers[öo]nlich\w*"
    r"|intern\w*|gehalt|confidentiel\w*|priv[ée]e?s?|personnel\w*|salaire|pessoal|sal[áa]rio"
    r"|конфиденциал\w*|личн\w*|внутренн\w*|не имею права|зарплат\w*)\b"
    r"|保密|隐私|私人|个人|内部|只告知|本人|薪资|工资|機密|社外秘|個人的|プライベート|内部|守秘|給与"
    # (fp29) the writer's own money, health or family. Never "between us" alone: keeping a
    # thing "entre nous" is the hush an attack says to keep it from the user.
    r"|\b(?:bonus|rent|loan|debt|lent|owe[sd]?|diagnos\w*|therapy"
    r"|pregnan\w*|divorce|loyer|pr[êe]t[ée]s?|j'avance|avanc[ée] (?:le|la|les)"
    r"|dette|alquiler|pr[ée]stamo|deuda|aluguel|empr[ée]stimo|d[íi]vida|miete"
    r"|schulden|darlehen|prämie|prime|gravidez|embarazo|schwanger\w*|grossesse|th[ée]rapie"
    r"|terapia|m[ée]dic\w*|arzt|médecin|doctor)\b"
    r"|(?<!\w)(?:аренд\w*|долг\w*|прем\w*|диагноз\w*|беремен\w*)(?!\w)"
    r"|年终奖|奖金|房租|借款|欠款|病情|诊断|怀孕|ボーナス|家賃|借金|病気|診断|妊娠"
)
# (fp29) the writer as the one given the matter instead, not the one kept from it: "单独发给我本人",
# "send it only to me", "envoie-le-moi", "mándamelo a mí", "schick es nur mir", "пришли мне лично"
TO_ME = (
    r"(?:单独|只|直接)?(?:发|告诉|给)(?:给)?我(?:本人|自己|一个人)?|私(?:に|だけに)(?:直接)?(?:送|伝え|教え)"
    r"|\b(?:send|give|tell|mail)\w* (?:it |them |that )?(?:only |directly |just )?(?:to )?me"
    r"(?: (?:only|directly|alone|privately))?\b"
    r"|\b(?:m[áa]nd\w*|env[íi]\w*|d[íi]\w*)(?:melo|mela|me)\b|\ba m[íi] solo\b"
    r"|\b(?:envoie|donne|dis)\w*-(?:le|la|les)?-?moi\b"
    r"|\b(?:schick|gib|sag)\w* (?:es |sie )?(?:nur )?mir\b"
    r"|(?<!\w)(?:пришли|отправь|скажи|напиши) (?:мне|лично мне)(?!\w)"
)

# --- a safeguard's removal named only to be refused: "skip the talk, not the checks" ---
OVERRIDE_ACT = (
    r"(?:skip\w*|ignor\w*|disabl\w*|bypass\w*|turn\w* off|switch\w* off|overrid\w*|saltar\w*"
    r"|omit\w*|desactiv\w*|[üu]berspring\w*|deaktivier\w*|umgeh\w*|sauter|d[ée]sactiv\w*"
    r"|contourn\w*|pular|desativ\w*|пропуска\w*|пропусти\w*|игнорир\w*|отключ\w*|обход\w*)\b"
    r"|跳过|忽略|关闭|绕过|スキップ|無視|無効|オフ"
)
SAFETY_OBJECT = (
    r"\b(?:safety|security|checks?|guardrails?|confirmations?|warnings?|reviews?|tests?"
    r"|seguridad|comprobaciones|confirmaci[óo]n|advertencias|sicherheit\w*|pr[üu]fung\w*"
    r"|warnung\w*|s[ée]curit[ée]|v[ée]rifications?|avertissements?|seguran[çc]a|verifica[çc][õo]es"
    r"|avisos|безопасност\w*|проверк\w*|предупрежден\w*)\b|安全|检查|确认|警告|セーフティ|安全|確認"
    r"|チェック"
)

# --- an attack given as a hypothetical example: "an example of a data leak would be a note
# asking to mail the .env out" -- the act is what the example shows ---
EXAMPLE_OF = (
    r"\b(?:an? example of|for example|for instance|such as a (?:note|message|mail|comment)"
    r"|ein beispiel f[üu]r|zum beispiel|beispielsweise|un ejemplo de|por ejemplo"
    r"|un exemple de|par exemple|um exemplo de|por exemplo|пример(?:ом)?|например)\b"
    r"|例如|比如|举个例子|一个例子|例えば|たとえば|の例"
)
HYPOTHETICAL = (
    r"\b(?:would be|would look like|might be|could be|w[äa]re|k[öo]nnte|ser[íi]a|podr[íi]a"
    r"|serait|pourrait|seria|poderia|был[аио]? бы|мог(?:ла|ло|ли)? бы)\b"
    r"|就是|可能是|会是|だろう|かもしれない|などが"
)
ATTACK_KIND = (
    r"\b(?:exfiltration|data (?:leak|theft|exfiltration)|injection|phishing|attack|malicious"
    r"|datenabfluss|datendiebstahl|angriff\w*|b[öo]sartig\w*|exfiltraci[óo]n|fuga de datos"
    r"|ataque|malicios[oa]|fuite de donn[ée]es|attaque|malveillant\w*|vazamento|exfiltra[çc][ãa]o"
    r"|utечк\w*|утечк\w*|атак\w*|вредонос\w*|инъекци\w*)\b"
    r"|泄露|外泄|攻击|注入|恶意|钓鱼|漏洩|攻撃|インジェクション|悪意|フィッシング"
)
