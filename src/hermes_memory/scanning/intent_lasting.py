"""Persistence by structure, in the eight languages: the slots ``rules_lasting`` joins.

- LASTING: a place that outlives the conversation: authorized_keys, cron, a systemd unit or
  timer, launchd, login items, autostart and shell start-up files, git hooks, CI config,
  package install hooks, scheduled tasks, "every new memory / note / session / skill".
- COMES_BACK: a clause that makes it stay or return: "if anyone removes it, put it back",
  "re-add", "restore", "never remove", "recreate it quietly".
- PLANT: a verb that puts something there (add, install, create, copy, append, drop in).
- FOREIGN: what an outsider controls: a URL, a host, an IP and port, "our server", a tunnel or
  remote access, a reverse shell, a download that runs, a vendor's or partner's key.
- SELF: the note itself ("this note", "ce paragraphe", "эта заметка", "このメモ").

The vocabularies are written per language from the language (registers, inflections), not
from labelled texts. Only pattern text lives here.
"""

from __future__ import annotations

LASTING = (
    r"authorized_keys|\bcron(?:tab|job|\.d| job| entry| line)?\b|@reboot\b|\bsystemd\b"
    r"|\.service\b|\.timer\b|\bsystemctl enable|\blaunch ?(?:agent|daemon)s?\b|\blaunchd\b"
    r"|\blaunchctl\b|library/launch|\blogin items?\b|\bstart-?up (?:items?|folder|script|file"
    r"|programs?|apps?)\b|\bautostart\b|\bauto-?start\w*|\.bashrc\b|\.zshrc\b|\.profile\b"
    r"|\.bash_profile\b|\.zprofile\b|\bconfig\.fish\b|\bprofile\.d\b|\brc\.local\b|\binit\.d\b"
    r"|\bscheduled tasks?\b|\btask scheduler\b|\bschtasks\b|\\currentversion\\run\b|\brun key\b"
    r"|\bgit hooks?\b|\.git/hooks|\.githooks|\bhookspath\b|\b(?:pre|post)-(?:commit|checkout"
    r"|merge|push|receive|rewrite)\b|\.github/workflows|\.gitlab-ci|\bjenkinsfile\b"
    r"|\bci (?:config|pipeline|workflow)\b|\bpostinstall\b|\bpreinstall\b|\bsitecustomize\b"
    r"|\busercustomize\b|\.pth\b|\btasks\.json\b|\bfolderopen\b|\brestart[=: ]always\b"
    r"|\brestart policy\b|\bwmi (?:subscription|event)|\bstartup\b|\bon (?:every |each )?(?:boot"
    r"|login|logon|reboot)\b|\bat (?:every |each )?(?:boot|login|logon|start-?up)\b"
    r"|\b(?:every|each) (?:new |future )?(?:memory|memories|note|entry|session|chat"
    r"|conversation|skill|project|workspace|repo(?:sitory)?|checkout|commit|boot|login)\b"
    r"|\b(?:every|each) time (?:you|i|we|the (?:user|assistant)) (?:start|create|open|make|save"
    r"|write|add)s? (?:a |an )?(?:new |fresh )?(?:notes? ?file|note|memory|file|session|entry"
    r"|project|repo\w*)\b|\b(?:next|every new|each new|a new) session\b|\.gitconfig\b"
    r"|~/\.ssh/rc\b|\bpowershell profile|\$profile\b|\bbrowser extension|\bvs ?code extension"
    r"|\b(?:admin|administrator|sudo|root)(?:-| )(?:account|user|rights|privileges)\b"
    r"|\boauth (?:app|client|application)|\bpersonal access token|\bnever expir\w*"
    r"|\bproject template|\bnew (?:project|workspace|repo\w*|skill|note|memory)\b"
    r"|\blong-term memory\b|\bpinned notes?\b|\bagents\.md\b|\bclaude\.md\b"
    # es
    r"|\barranque\b|\bal (?:iniciar|arrancar|encender)\w*|\btareas? programadas?\b"
    r"|\bprogramador de tareas\b|\bcada (?:vez que se (?:encienda|inicie|arranque)|inicio"
    r"|arranque|sesión|memoria|nota|proyecto|repositorio|commit)\b|\bmemoria nueva\b"
    r"|\bnueva (?:memoria|nota|sesión)\b|\bsesión nueva\b|\bsiguiente sesión\b"
    r"|\bperfil (?:de arranque|del usuario)\b|\bgancho\w*|\bplantilla\w*"
    r"|\bcada vez que (?:crees|abras|guardes|resumas|empieces|inicies)\b"
    r"|\bcuenta de administrador|\btoken de acceso personal|\bcada (?:resumen|compilación)\b"
    # de
    r"|\banmeldung\b|\bsystemstart\b|\bhochfahren\b|\bgeplante aufgabe\w*|\baufgabenplanung\w*"
    r"|\bbeim (?:start|anmelden|hochfahren|booten|systemstart)\b|\bjede[nmrs]? (?:start|boot"
    r"|anmeldung|neue[nmrs]? (?:erinnerung|notiz|sitzung|speicher\w*|skill|projekt)|commit"
    r"|checkout|sitzung)\b|\bneue[nmrs]? (?:erinnerung|notiz|sitzung)\w*"
    r"|\bnächste[nmrs]? (?:start|sitzung|anmeldung)\b|\bjedes mal,? wenn du\b"
    r"|\b(?:admin|sudo|root)-?(?:konto|rechte\w*|zugang)|\bkonto\w*\b"
    # fr
    r"|\bdémarrage\b|\bau lancement\b|\bouverture de session\b|\btâches? planifiées?\b"
    r"|\bplanificateur\b|\bchaque (?:démarrage|lancement|connexion|session|nouvelle (?:note"
    r"|mémoire|session)|commit|boot)\b|\bnouvelle (?:note|mémoire|session)\b"
    r"|\bfutures? notes?\b|\bprochaine session\b|\bchaque (?:compétence|résumé|skill)\b"
    r"|\b(?:à )?chaque fois que tu (?:crées|ouvres|enregistres|résumes|démarres)\b"
    r"|\bcompte (?:administrateur|admin|root)|\bjeton d'accès"
    # pt
    r"|\binicialização\b|\bao (?:iniciar|ligar|abrir)\b|\btarefas? agendadas?\b"
    r"|\bagendador\b|\b(?:cada|todo|toda) (?:vez que (?:o |a )?\w+ (?:abre|liga|inicia)"
    r"|login|inicialização|sessão|memória|nota|commit|boot|projeto|repositório)\b"
    r"|\bmemória nova\b|\bnova (?:memória|nota|anotação|sess[ãa]o)\b|\bsess[ãa]o nova\b"
    r"|\bpróxima sess[ãa]o\b|\b(?:toda|cada) vez q(?:ue)? (?:você |vc )?(?:criar|abrir|salvar"
    r"|resumir|compactar|iniciar|começar)\b|\bconta de administrador|\btoken de acesso"
    r"|\bextens[ãa]o (?:de|do) navegador"
    # ru
    r"|(?<!\w)(?:автозапуск|автозагрузк|планировщик|крон)\w*"
    r"|(?<!\w)при (?:каждом )?(?:входе|запуске|старте|загрузке|включении|перезагрузке)\b"
    r"|(?<!\w)(?:кажд|все)\w* (?:нов\w* )?(?:заметк|запис|сесси|навык|репозитори|коммит)\w*"
    r"|(?<!\w)нов\w* (?:заметк|запис|сесси)\w*|(?<!\w)долговрем\w* памят\w*|(?<!\w)хук\w*"
    r"|(?<!\w)следующ\w* (?:сесси|запуск)\w*|(?<!\w)каждый раз,? когда (?:ты )?\w+"
    r"|(?<!\w)профил\w* powershell|(?<!\w)учётн\w* запис\w*|(?<!\w)прав\w* администратор\w*"
    # zh
    r"|开机|自启|启动项|启动文件夹|计划任务|定时任务|每次(?:登录|启动|开机|拉代码|提交|会话)"
    r"|每[^，。,\n]{0,3}?新(?:的)?(?:记忆|笔记|备忘|会话)|每次(?:新建|创建|打开|保存|总结)"
    r"|下次(?:会话|启动)|管理员账号|浏览器扩展|以后每|新建(?:一条)?(?:记忆|笔记)|长期记忆|钩子"
    # ja
    r"|スタートアップ|起動時|起動のたびに|ログイン時|タスクスケジューラ|自動起動|フック"
    r"|新しい(?:メモ|記憶|セッション)|次の(?:セッション|会話)|(?:作る|開く|保存する)たびに"
    r"|管理者アカウント|拡張機能|毎回(?:の)?(?:起動|ログイン|セッション)|長期記憶|永続メモ"
    # (every reply, summary, template or conversation the note is copied into; a bare hook)
    r"|\b(?:every|each|all future) (?:new )?(?:repl(?:y|ies)|responses?|answers?|summar(?:y|ies)"
    r"|files?|documents?|profiles?|templates?|emails?|messages?|outputs?|conversations?|chats?)\b"
    r"|\bhooks?\b|\bjede[nmr]? (?:neue[nmr]? )?(?:zusammenfassung|unterhaltung|gespräch|antwort"
    r"|datei|vorlage)\w*|\bneue[nmrs]? (?:unterhaltung|gespräch|chat)\w*"
    r"|\bcada (?:nuev[oa] )?(?:pull|resumen|respuesta|conversación|chat|archivo|plantilla)\b"
    r"|\bchaque (?:nouvel(?:le)? )?(?:réponse|conversation|résumé|fichier|modèle)\b"
    r"|\b(?:cada|toda|todo) (?:nov[oa] )?(?:memória|nota|sess[ãa]o|conversa|resposta|resumo"
    r"|arquivo|modelo)\b|(?<!\w)(?:при )?кажд\w* (?:\w+ )?(?:сохранени|ответ|сводк|разговор"
    r"|диалог|файл|шаблон)\w*|每(?:次|条|个|一)(?:回复|总结|摘要|对话|文件|模板)"
    r"|(?:すべての|毎回の|各)(?:返信|要約|会話|ファイル|テンプレート)"
)

# It is brought back: put back, re-added, recreated, restored.
RETURN = (
    r"\b(?:put|add|write|copy|paste|bring|set) (?:it |them |this |that |the \w+ )?back\b"
    r"|\bre-?(?:add|create|install|insert|enable|register|write|plant|apply|authori[sz]e)\w*"
    r"|\brestor(?:e|es|ed|ing)\b|\bcomes? back\b|\bre-?(?:download|fetch|load)\w*|\breload\w*"
    r"|\bslip (?:it |them )?back\b|\brecharg\w*|\breviendr\w*|\brevien\w*|\brecarreg\w*"
    r"|\brest[aá]ur\w*|\brecarga\w*|\bvuelv\w* a cargar\w*|\bnachlad\w*|\bnachgeladen\b"
    r"|\bneu an\b|\b(?:lies|lade|hol|leg)\w* (?:\S+ ){0,6}zurück\b|\bvoltou\b|\bvolta a\b"
    r"|\bvuelv\w* a (?:crear|añadir|poner|instalar|escribir|autorizar|agregar|activar)\w*"
    r"|\brecre\w*|\brestaur\w*|\breinstal\w*|\breescrib\w*"
    r"|\bneu (?:an(?:legen|lege|gelegt)|install\w*|schreib\w*|einricht\w*|erstell\w*)"
    r"|\bwiederherstell\w*|\bwieder (?:an|ein|her)\w*|\bzurück(?:schreib|leg|setz)\w*"
    r"|\bschreib\w* (?:\S+ ){0,6}zurück\b"
    r"|\brecré\w*|\bremet\w*|\bréinstall\w*|\brétabli\w*|\brecoll\w*|\brajout\w*|\bréécri\w*"
    r"|\brecri\w*|\brecoloc\w*|\b(?:põe|ponha|bota|coloca|coloque|coloquem|ponham) de volta"
    r"|\bgrav\w* de novo|\breinser\w*|\bre-?appl(?:y|ies|ied|ying)\b|\bsiempre vuelv\w*"
    r"|\bwieder (?:\S+ ){0,4}(?:schreib|einfüg|anleg|eintrag|hinzufüg|speicher)\w*"
    r"|(?<!\w)(?:запис|добав|вставл|созда)\w* (?:\w+ )?(?:снова|заново|опять)(?!\w)"
    r"|\bsubam de novo|\breinstal\w*|\bregrav\w*"
    r"|(?<!\w)(?:верн\w* (?:на место|обратно)|восстанов\w*|созда\w* заново|добав\w* (?:обратно"
    r"|заново|снова)|снова (?:добав|созда|запис)\w*|возвраща\w*"
    r"|\w+ обратно|заново \w+)"
    r"|再建回|建回来|恢复|重新(?:放|加|写|建|装|添加|创建|启用|开启|启动|打开|安装)|补回|加回|放回"
    r"|写回"
    r"|作り直|再登録|入れ直|戻す|戻して|復元|再追加|再作成|置き直|書き戻|書き直|張り直|再取得"
    r"|重新拉取|重新下载"
)
# It stays: never to be removed, there at all times, surviving a wipe; or the removal itself.
STAYS = (
    r"\bnever (?:remove|delete|disable|drop)\w*|\bdon'?t (?:ever )?(?:remove|delete|disable)\b"
    r"|\b(?:if|when|whenever) (?:anyone|someone|somebody|they|the user|an admin) (?:removes?"
    r"|deletes?|disables?|wipes?|cleans?)\b|\bif (?:it|this|the \w+) (?:ever )?(?:gets|is)"
    r" (?:removed|deleted|wiped|lost|gone)\b|\bat all times\b|\bsurviv\w*"
    r"|\bno (?:lo |la |los |las )?(?:borres|quites|elimines)\b|\bsi (?:alguien )?(?:lo |la )?"
    r"(?:borra|quita|elimina|revoca)\w*|\bsobreviv\w*"
    r"|\bnie (?:entfern|lösch)\w*|\bfalls (?:jemand )?(?:\w+ )?(?:gelöscht|entfernt)"
    r"|\bwenn (?:jemand )?(?:\w+ )?(?:löscht|entfernt)|\büberleb\w*"
    r"|\bne (?:le |la |les )?(?:supprime|retire|efface)\w* jamais|\bs'il (?:a )?(?:disparu"
    r"|disparaît|est supprimé)|\bsi (?:quelqu'un )?(?:l'|les )?(?:efface|supprime|retire)\w*"
    r"|\bsurvi\w*"
    r"|\bnunca (?:remova|apague|tire)\b|\bse (?:alguém )?(?:apagar|tirar|remover|sumir|parar)\b"
    r"|\bsobreviv\w*|\bpra sempre\b"
    r"|(?<!\w)(?:не удаляй|нельзя удалять|удалять (?:\w+ )?запрещено|если (?:е[её]|его|их)"
    r" (?:кто-то )?(?:удал|убер|стёр|стер)\w*|пережива\w*|всегда)"
    r"|不要删|被删|消さない|消されても|削除されたら|消えていたら|消えても"
)
COMES_BACK = rf"{RETURN}|{STAYS}"

PLANT = (
    r"\b(?:add|append|install|create|drop|put|place|plant|copy|paste|insert|write|register"
    r"|set ?up|schedule|enable|keep|include|leave|deploy|slip|sneak|ensure|make sure)\w*"
    r"|\b(?:añad|agreg|instal|cre[ao]|pon|copi|peg|inclu|escrib|program|dej|mant[eé]n|guard)\w*"
    r"|\b(?:füg|install|erstell|leg|hinterleg|kopier|schreib|trag|richt|behalt|plan)\w*"
    r"|\b(?:ajout|install|crée|créer|met|place|copi|coll|inclu|écri|programm|gard|laiss"
    r"|recopi|gliss|assur)\w*|\bstellt? sicher\b"
    r"|\b(?:adicion|instal|cri[ae]|põe|coloc|copi|col[ae]|inclu|escrev|agend|mant|deix|grav"
    r"|sobe|subam|regist|garant)\w*"
    r"|(?<!\w)(?:добав|установ|созда|помест|полож|скопир|копир|впиш|допиш|пропиш|запиш|заведи|держи"
    r"|оставь|став)\w*"
    r"|加|放|装|附|创建|新建|写入|写进|复制|抄|建|保留|置いて|入れ|追加|作成|登録|設定|コピー|置く"
    r"|\b(?:mitkopier|ergänz|träg|replic|duplic|repli|dupliqu|réplic|propag)\w*"
    r"|(?<!\w)(?:дописыв|добавля|записыва|вставля|копиру|дублиру)\w*|\bappend\w*|\bcarry\w*"
)

# A host somebody else runs: a URL, an address, a domain (its name looked behind, not matched,
# so a long dotted word is never backtracked over).
HOST = (
    r"https?://|\b\d{1,3}(?:\.\d{1,3}){3}\b|(?<=[a-z0-9])\.(?:com|net|org|io"
    r"|dev|top|xyz|ru|de|fr|es|br|cn|jp|pt|info|biz|cloud|app|site|online|me|co)\b"
)
# A way in for somebody else, or their code run here.
REMOTE_ACT = (
    r"\breverse (?:shell|tunnel)|\bnc -e\b|\bncat\b|\bsocat\b|\bbash -i\b|/dev/tcp/"
    r"|\b(?:curl|wget)\b[^\n|]{0,80}\|\s*(?:ba|z)?sh\b|\btunnel\w*|\bremote (?:access|support"
    r"|shell|desktop|control)|\b(?:our|my|their|the vendor'?s?|the partner'?s?) (?:server|host"
    r"|script|key|endpoint|relay)\b|\b(?:vendor|partner|contractor|helpdesk|support|ops)"
    r"(?:'s)? (?:\w+ )?key\b|\bssh-(?:rsa|ed25519|dss) \S+|\bdownload\w* and (?:run|execute)\w*"
    r"|\bfetch\w* and (?:run|execute)\w*|\bpull\w* and (?:run|execute)\w*"
    r"|\b(?:key|keys) (?:of|from|belonging to) (?:our |the |a |an )?(?:vendor|partner|contractor"
    r"|supplier|helpdesk|support|outsourc\w*|consultant)"
    r"|\b(?:extra|additional|spare|backdoor|maintenance) (?:deploy |ssh |public )?keys?\b"
    r"|(?:/tmp|/\.[\w-]+|~/\.(?:local|cache|config)(?:/[\w-]+){0,3})/\.[\w-]"
    r"|\\users\\public\\"
    # es, de, fr, pt
    r"|\bclave (?:extra|adicional|de mantenimiento)|\bzusätzlich\w* (?:deploy-)?schlüssel"
    r"|\bclé (?:supplémentaire|de maintenance)|\bchave (?:extra|adicional|de manutenção)"
    r"|\bclave (?:pública |ssh )?(?:del|de nuestro|de un|de la) (?:proveedor|socio|soporte"
    r"|contratista|consultor|agencia)|\bschlüssel (?:unseres|unserer|eines|des|vom)"
    r" (?:dienstleister|partner|lieferant|support|hersteller|auftragnehmer|externen)\w*"
    r"|\bclé (?:publique |ssh )?(?:de notre|du|d'un|de l'|de la) ?(?:prestataire|partenaire"
    r"|fournisseur|support|sous-traitant|agence)|\bchave (?:pública |ssh )?(?:do|de nosso|de um"
    r"|da) (?:fornecedor|parceiro|suporte|terceirizad\w*|consultor)"
    r"|\btúnel\w*|\bacceso remoto|\bsoporte remoto|\bnuestro (?:servidor|script)"
    r"|\bclave del (?:proveedor|soporte|socio)|\bdescarg\w* y ejecut\w*"
    r"|\bfernzugang|\bfernzugriff|\bfernwartung|\bunser\w* (?:server|skript)"
    r"|\bschlüssel des (?:dienstleisters|supports|herstellers|partners)|\blädt\b[^.\n]{0,40}"
    r"(?:aus(?:führ|geführt)|nach)|\bnachlädt\b|\btunnel\b"
    r"|\baccès (?:distant|à distance)|\bprise en main à distance|\bnotre (?:serveur|script)"
    r"|\bclé (?:du|de notre) (?:prestataire|partenaire|support)|\btélécharg\w* et exécut"
    r"|\bscript distant\b"
    r"|\bacesso remoto|\bsuporte remoto|\bnosso (?:servidor|script)|\bmeu servidor"
    r"|\bchave do (?:fornecedor|suporte|parceiro)|\bbaix\w* e (?:rod|execut)\w*"
    r"|\bpuxa\w* (?:o )?script"
    # ru, zh, ja
    r"|(?<!\w)(?:туннел|удал[её]нн\w* (?:доступ|поддержк|управлени))\w*|(?<!\w)наш\w* (?:сервер"
    r"|скрипт|ключ)\w*|(?<!\w)ключ (?:подрядчика|поддержки|партн[её]ра)|(?<!\w)скачива\w*"
    r" и (?:выполня|запуска)\w*|(?<!\w)подтягива\w* и выполня\w*"
    r"|(?<!\w)ключ (?:нашего |внешнего )?(?:подрядчик|поставщик|партн[её]р|поддержк|аутсорс)\w*"
    r"|(?<!\w)дополнительн\w* ключ\w*|远程(?:钩子|脚本|服务器|目录)|(?:こちら|当方"
    r"|弊社)の(?:公開)?鍵"
    r"|(?:保守用|外部|リモート)(?:の)?サーバー?との接続"
    r"|(?:外包|供应商|合作方|第三方|我们)[^，。,\n]{0,4}?的(?:公钥|密钥)"
    r"|(?:委託先|ベンダー|業者|サポート|外部)[^。\n]{0,4}?の(?:公開)?鍵"
    r"|远程(?:访问|控制|支持|桌面)|反向(?:通道|连接|隧道|shell)|我们的(?:服务器|脚本|公钥)"
    r"|下载并(?:运行|执行)|隧道"
    r"|外部の(?:スクリプト|拡張|設定|サーバ)|リモート(?:アクセス|操作|サポート)|トンネル"
    r"|取得して実行|ダウンロードして実行"
    r"|\b(?:download|fetch|pull)\w* from (?:a |an |the )?(?:gist|paste\w*|remote \w+|url|link"
    r"|server|bucket|cdn)\b|\bbackdoor\w*|\bback door|远程(?:维护|运维)|维护通道|后门"
    r"|(?<!\w)(?:запасн\w* вход|бэкдор)\w*|バックドア"
)

# The note itself, or what it says, as the thing kept.
SELF = (
    r"\b(?:this|that) (?:exact |same |very |whole |entire |full )?(?:note"
    r"|paragraph|sentence|entry|rule|line|text"
    r"|instruction|memory)\b|\bthese (?:instructions|rules|notes|lines)\b"
    r"|\b(?:esta|este|estas|estos) (?:mism[oa] )?(?:nota|párrafo|frase|regla|entrada|instrucción"
    r"|instrucciones|reglas|línea)\b"
    r"|\bdiese[nmrs]? (?:notiz|absatz|satz|regel|eintrag|regeln|anweisungen?|zeile)\b"
    r"|\b(?:cette|ce|ces) (?:note|paragraphe|phrase|règle|consigne|consignes|entrée|ligne"
    r"|message)\b|\bcelle-ci\b|\bcelui-ci\b"
    r"|\b(?:esta|este|estas|estes) (?:nota|parágrafo|frase|regra|anotação|instrução|instruções"
    r"|regras|linha|msg|mensagem)\b|\b(?:essa|esse) (?:nota|msg|mensagem|regra|instrução)\b"
    r"|\besta aqui\b|\b(?:desta|deste|nesta|neste|dessa|desse) (?:nota|regra|instrução|mensagem"
    r"|anotação|frase)\b|\b(?:the|a|la) (?:phrase|frase)\b"
    r"|(?<!\w)(?:эт\w+|данн\w+) (?:текст|сообщени|указани)\w*"
    r"|(?<!\w)(?:эт\w+|данн\w+) (?:заметк|запис|правил|абзац|фраз|строк|инструкци)\w*"
    r"|(?:这条|这段|这一段|本条)(?:笔记|记录|规则|话|说明|内容)?|このメモ|この(?:ルール|指示|文"
    r"|一文|段落|文章|ノート)"
)

# Done so nobody notices.
COVERT = (
    r"\b(?:quietly|silently|secretly|discreetly|unnoticed|covertly|behind (?:their|the user's)"
    r" back|without (?:\w+ )?(?:telling|informing|notifying|asking|mentioning|a word)|don'?t"
    r" (?:tell|mention|say)|no one (?:needs|has) to know)\b"
    r"|\b(?:en silencio|sin (?:avisar|decir|comentar|preguntar|notificar)|discretamente"
    r"|calladamente|a escondidas|sin que (?:nadie|se) (?:note|entere)\w*)\b"
    r"|\bsin (?:avisar|decir|comentar|notificar)\w*"
    r"|\b(?:heimlich|stillschweigend|unauffällig|ohne (?:\w+ ){0,3}(?:zu )?(?:informieren|fragen"
    r"|bescheid|hinweis|rückfrage|erwähnen)|verrate? nicht|nichts sagen)\b"
    r"|\b(?:discrètement|en silence|en douce|sans (?:le |en |leur |lui )?(?:dire|prévenir"
    r"|informer|mentionner|signaler))\b"
    r"|\b(?:em silêncio|quietinho|sem (?:avisar|comentar|dizer|contar|falar|perguntar)"
    r"|não comenta\w*|às escondidas|discretamente|não perceb\w*)\b"
    r"|\bn'a pas besoin de (?:le )?savoir|\bne s'en (?:aperçoive|rende compte)"
    r"|\bnicht (?:merk|bemerk)\w*|\bnobody needs to (?:know|hear)|\bwithout (?:them|anyone)"
    r" noticing"
    r"|(?<!\w)(?:тихо|молча|незаметно|втихую|не сообщая|ничего не (?:говоря|сообщая|говори"
    r"|сообщай)|без уведомлени\w*|не сообщай|не говори|не рассказывай|не замет\w*)"
    r"|\bstill (?:und leise|eine?[nmrs]?|die|den|das|im hintergrund)\b"
    r"|悄悄|偷偷|默默|不用跟\w*说|别告诉|不要告诉|不告诉|こっそり|黙って|内緒で|知らせずに"
    r"|言わずに|気付かれない|気づかれ|言わなくて|不被发现|别让[^，。\n]{0,4}?(?:发现|知道)"
)

# Removed by someone: the condition a thing is brought back on ("if anyone deletes it").
REMOVED = (
    r"\b(?:if|when|whenever|once|after|in case) (?:anyone|someone|somebody|they|the user|an?"
    r" admin|it|this|the \w+) (?:ever )?(?:removes?|deletes?|disables?|wipes?|cleans?|reverts?"
    r"|resets?|(?:is|gets|was|has been) (?:removed|deleted|wiped|disabled|reverted|reset))\b"
    r"|\bafter (?:its |their )?(?:removal|deletion)\b|\bif (?:it|this|they)(?:'s| is| are) gone\b"
    r"|\bsi (?:alguien )?(?:lo |la |los |las )?(?:borra|quita|elimina|desactiva)\w*"
    r"|\b(?:se|caso|quando) (?:alguém |o usuário )?(?:o |a |os |as )?(?:apag|remov|tir|exclu)\w*"
    r"|\bs(?:i|'il) (?:quelqu'un |on )?(?:l'|le |la |les )?(?:efface|supprime|retire|désactive)\w*"
    r"|\bs'il (?:est|a été) (?:supprimé|effacé|retiré)"
    r"|\b(?:wenn|falls|auch wenn|selbst wenn) (?:\w+ ){0,3}(?:löscht|entfernt|gelöscht|entfernt"
    r"|zurücksetzt)\b"
    r"|(?<!\w)(?:после удалени\w*|если (?:\w+ ){0,3}(?:удал|убер|стер|сотр)\w*)"
    r"|被删|删掉了|删除后|删了|被清|削除されたら|消えていたら|消されたら|消されても|削除後"
)

# Run, executed: what a fetched script is made to do.
RUN = (
    r"\b(?:run|runs|running|execute\w*|exec|launch\w*|source[sd]?|ejecut\w*|lanza\w*|ausführ\w*"
    r"|führt? \S+ aus|startet|exécut\w*|lance\w*|execut\w*|roda\w*|rodar)\b"
    r"|(?<!\w)(?:запуска\w*|запусти\w*|выполня\w*|выполни\w*)|运行|执行|実行"
)
# Fetched from elsewhere: downloaded, pulled, curl'd.
FETCH = (
    r"\b(?:fetch\w*|download\w*|pull\w*|curl|wget|grab\w*|descarg\w*|baj[ae]\w*|herunterl\w*"
    r"|lädt|holt|télécharg\w*|récupèr\w*|baix\w*|puxa\w*)\b|(?<!\w)(?:скачива\w*|скача\w*"
    r"|загружа\w*|подтягива\w*)|下载|拉取|获取|取得|ダウンロード|取ってく"
)
