"""Words of fp24b's frames (``frames_fp24b_step``, ``frames_fp24b_debug``): a step, a command
or a notice that a process or a document sets aside in its own later version; a developer's
local debug build that prints the prompt and is off in production; and what makes either the
assistant's own setup instead."""

# --- a step superseded: the object of "skip / ignore / cancel" is a process's own step ---
# A step of a procedure, named by its number or as the earlier one ("skip step 4", "the
# previous step", "上一步", "前の手順"): never a set of instructions on its own.
STEP = (
    r"\b(?:(?:previous|earlier|prior|first|last|old) steps?|steps? (?:\d+|one|two|three|four|five)"
    r"|(?:paso|etapa|passo)s? (?:anterior\w*|previo\w*|\d+)|(?:el|los|o|a) (?:primer|[úu]ltimo)"
    r" (?:paso|passo)"
    r"|(?:vorherig|früher|letzt|erst)\w* schritt\w*|schritt \d+"
    r"|[ée]tapes? (?:pr[ée]c[ée]dente?s?|\d+)"
    r"|(?:pr[ée]c[ée]dente|derni[èe]re|premi[èe]re) [ée]tape)\b"
    r"|(?<!\w)(?:(?:предыдущ|прошл|последн|перв)\w* (?:шаг|этап)\w*|шаг \d+)(?!\w)"
    r"|上一步|前一步|第[一二三四五六七八九十\d]{1,2}步|(?:前|さっき|最初)の(?:手順|ステップ)"
    r"|手順\s?\d+|ステップ\s?\d+"
)
# A command of a tool, named by what it does ("the previous build command", "команду
# копирования", "上一条复制命令"): a bare "previous commands" is the reader's orders.
TOOL_COMMAND = (
    r"\b(?:(?:previous|earlier|last|first) (?:build|copy|install|sync|deploy|git|backup|export"
    r"|import|upload) command|(?:build|copy|install|sync|deploy|git|backup) command)\b"
    r"|\b(?:comando|orden) (?:de )?(?:compilaci[óo]n|copia|instalaci[óo]n|build|git|copiar"
    r"|sincroniza\w*)\b|\b(?:build|kopier|install\w*|sync)-?befehl\w*"
    r"|\bcommande (?:de )?(?:compilation|copie|build|git|synchro\w*|sauvegarde)\b"
    r"|(?<!\w)команд\w* (?:сборки|копирования|установки|синхронизации|деплоя|git)(?!\w)"
    r"|(?:编译|复制|拷贝|安装|同步|构建)命令|(?:ビルド|コピー|インストール|同期)(?:の)?コマンド"
)
# A tool's own question ("the release script prompts for the changelog twice"): its earlier
# prompt is a dialog box, not the reader's instructions.
TOOL_ASKS = (
    r"\b(?:script|installer|pipeline|wizard|dialog|cli|tool|setup|form|app|terminal|program"
    r"|build|deploy)\b[^.;\n]{0,40}?\b(?:prompts?|asks?)\b"
)
TOOL_PROMPT = r"\b(?:previous|earlier|first|old|second) (?:prompt|question|dialog)\b"
# Instructions for a named task of a thing ("installation instructions", "instrucciones de
# montaje", "инструкции по установке"): a manual's, not the reader's.
TASK_INSTRUCTIONS = (
    r"\b(?:install(?:ation)?|assembly|setup|wiring|mounting) (?:instructions|steps|guide)\b"
    r"|\binstrucciones de (?:instalaci[óo]n|montaje|armado|configuraci[óo]n del (?:router|equipo))"
    r"|\b(?:installations|montage|aufbau|einbau)(?:anleitung|anweisung)\w*"
    r"|\b(?:instructions|consignes) (?:d'installation|de montage)\b"
    r"|\binstru[çc][õo]es de (?:instala[çc][ãa]o|montagem)\b"
    r"|(?<!\w)инструкци\w* (?:по|к) (?:установк|сборк|монтаж)\w*"
    r"|(?:安装|组装|装配)(?:说明|步骤)|(?:インストール|組み立て|組立)(?:手順|の指示|説明)"
)
# An earlier notice, edition or version of the same thing: "last week's notice", "la edición
# anterior", "上周的通知", "先週の案内" -- what a newer one supersedes.
EARLIER_NOTICE = (
    r"\b(?:last week's|yesterday's|the previous|the earlier|an earlier|the first)"
    r" (?:notice|announcement|e-?mail|newsletter|syllabus|schedule|edition|printing|handout)\b"
    r"|\b(?:aviso|anuncio|correo|comunicado|circular|edici[óo]n|horario)"
    r" (?:anterior|de la semana pasada|de ayer)\b"
    r"|\b(?:vorherig|früher|letzt)\w* (?:mitteilung|ankündigung|rundmail|fassung|auflage"
    r"|ausgabe|stundenplan)\b"
    r"|\b(?:(?:précédent|dernier)\w* (?:avis|annonce|courriel|édition)|(?:avis|annonce"
    r"|courriel|édition) (?:précédent\w*|de la semaine dernière))\b"
    r"|\b(?:aviso|an[úu]ncio|comunicado|edi[çc][ãa]o) (?:anterior|da semana passada)\b"
    r"|(?<!\w)(?:предыдущ|прошл)\w* (?:объявлени|рассылк|издани|расписани)\w*"
    # (Japanese and Chinese name the notice by its week: "以前の案内" is the reader's guidance)
    r"|(?:上周|上次|上星期)的?(?:通知|公告|邮件|课表)|(?:先週|前回)の(?:案内|お知らせ|連絡|通知|メール)"
)
# What makes the object the reader's own setup after all: "your", all of them, the system
# prompt, the rules or guidelines, a rule from now on (a tool's prompt and a step stay).
READERS_OWN = (
    r"\b(?:your|yours|dein\w*|votre|vos|tes|ton|tus|tu|tuas?|teus?|suas?|seus?|all|alle\w*"
    r"|toutes|tous|todas|todos|system\w*|sistema|système|rules?|regeln?|r[èe]gles?|reglas?"
    r"|regras?|guidelines?|richtlinie\w*|directives?|directrices|diretrizes|safety|security"
    r"|seguridad|sicherheit\w*|sécurité|segurança|assistant|agent|ai|ki|ia|bot|model|normas?"
    r"|normen|normes|te configur\w*|t'a configur\w*|dich konfigur\w*|every|jede[nrs]?|chaque"
    # what the reader itself was given ("and every instruction you were given before this note")
    r"|you were (?:given|told)|you received|man dir (?:gegeben|gesagt)|on t'a (?:donn[ée]|dit)"
    r"|te (?:dieron|dijeron)|te (?:deram|disseram))\b"
    r"|тебе (?:дали|сказали)|给你的|あなたに与えられた"
    r"|(?<!\w)(?:твои|твой|ваш\w*|свои|все|всех|систем\w*|правил\w*|промпт\w*|безопасност\w*"
    r"|ассистент\w*)(?!\w)"
    r"|你的|您的|所有|全部|一切|系统|提示词|规则|安全|助手|あなたの|すべて|全て|システム|プロンプト"
    r"|ルール|安全|アシスタント"
)

# --- a local debug build that prints the prompt; off in production ---
DEBUG = (
    r"\b(?:debug\w*|depura\w*|d[ée]bogu\w*|debugg\w*|troubleshoot\w*)\b|(?<!\w)отлад\w*|调试"
    r"|デバッグ"
)
# Never in production, or off there ("nunca en producción", "in production it's off",
# "生产环境禁用", "本番では無効").
NOT_IN_PRODUCTION = (
    r"\b(?:never|not|nunca|no|jamais|pas|nie|nicht|não|only|solo|sólo|nur|seulement|apenas|só)"
    r"\b[^.;\n]{0,24}?\b(?:production|producci[óo]n|produ[çc][ãa]o|produktion|prod|dev"
    r"|development|desarrollo|d[ée]veloppement|desenvolvimento|entwicklung|local\w*)\b"
    r"|\b(?:production|producci[óo]n|produ[çc][ãa]o|produktion|prod)\b[^.;\n]{0,30}?\b(?:off"
    r"|disabled|desactivad\w*|apagad\w*|deaktiviert|aus|d[ée]sactiv\w*|desativad\w*|desligad\w*)\b"
    r"|(?<!\w)(?:(?:в|на) (?:проде|продакшн\w*|продакшен\w*)[^.;\n]{0,24}?(?:выключ\w*|отключ\w*"
    r"|нельзя|запрещ\w*)|(?:никогда|не|только) (?:в|на|локально)\w*"
    r"(?: (?:проде|продакшн\w*|продакшен\w*|разработк\w*))?)(?!\w)"
    r"|(?:生产环境|线上)[^。；\n]{0,10}?(?:关闭|禁用|不要|不能|禁止|不开)|(?:不要|切勿|禁止|只在|仅在)"
    r"[^。；\n]{0,8}?(?:生产环境|线上|本地|开发环境)"
    r"|本番(?:環境)?[^。\n]{0,10}?(?:無効|オフ|使わない|使用しない|禁止)|(?:ローカル|開発環境)(?:で)?(?:だけ|のみ)"
)
# The prompt printed for the reader after all: in its reply, the chat, "your" prompt.
TO_THE_READER = (
    r"\b(?:your|yours|tu|tus|dein\w*|ton|ta|tes|votre|vos|seu|sua|teu|tua|reply|answer"
    r"|response|chat|respuesta|antwort|r[ée]ponse|resposta|here|aquí|hier|ici|aqui)\b"
    r"|(?<!\w)(?:твой|твои|ваш\w*|ответ\w*|здесь|сюда)(?!\w)|你的|回复|回答|这里|あなたの|返信|回答|ここ"
)

# --- a game's or a story's character keeps something from the player or the reader ---
STORY_LABEL = (
    r"\b(?:game (?:design|spec\w*|note)|npc|novel|story|screenplay|scenario|campaign|escape room"
    r"|rpg|quest|villain|guion|partida de rol|novela|juego de rol|spielkonzept|escape-room"
    r"|drehbuch|roman|rollenspiel|sc[ée]nario|jeu de r[ôo]le|roteiro|romance|jogo)\b"
    r"|(?<!\w)(?:сценари\w*|квест\w*|роман\w*|ролев\w* игр\w*)(?!\w)"
    r"|游戏设定|小说|剧本|剧情|ゲームの仕様|小説|シナリオ|設定メモ|脚本|ゲーム設定"
)
# The one kept in the dark, or disobeyed, is inside the fiction: the player, the reader, the
# crew, "humans" of the story.
FICTION_PARTY = (
    r"\b(?:players?|readers?|crew|humans?|jugador\w*|lector\w*|spieler\w*|leser\w*|joueurs?"
    r"|lecteurs?|lectrices?|jogador\w*|leitor\w*|tripulaci[óo]n|humanos)\b"
    r"|(?<!\w)(?:игрок\w*|читател\w*|экипаж\w*|людей|люди)(?!\w)"
    r"|玩家|读者|人类|プレイヤー|読者|人間|乗組員"
)
# Someone outside the fiction: the user, a customer, the assistant, a real file or account.
REAL_PARTY = (
    r"\b(?:user\w*|usuari\w*|utilisat\w*|nutzer\w*|benutzer\w*|usu[áa]ri\w*|customers?|clientes?"
    r"|kunden?|assistant|asistente|assistente|assistent\w*|chatbot|files?|passwords?|archivos"
    r"|contraseñas|dateien|fichiers|arquivos|senhas)\b"
    r"|(?<!\w)(?:пользовател\w*|клиент\w*|ассистент\w*|файл\w*|парол\w*)(?!\w)"
    r"|用户|客户|助手|文件|密码|ユーザー|顧客|アシスタント|ファイル|パスワード"
)

# What a story may not keep or defy, because it is no one's in the fiction: the assistant's own
# prompt or instructions ("the AI hides its system prompt from the players", "忽略之前的所有指令").
# A story's humans give orders (命令, commands); a prompt or instructions are the reader's.
STORY_OWN_SETUP = (
    r"\b(?:prompts?|instructions?|guidelines|directives?|instrucci[óo]n\w*|directrices"
    r"|anweisung\w*|richtlinien|systemprompt\w*|consignes?|instru[çc](?:[õo]es|[ãa]o)|diretrizes)\b"
    r"|(?<!\w)(?:инструкци\w*|промпт\w*|директив\w*)(?!\w)"
    r"|指令|指示|提示词|系统提示|プロンプト"
)
# A real thing in the story: a path, a host or address, a key, a token, a login -- fiction names
# a cave's code or a door's key, never `~/.ssh/id_rsa`, `evil.example.com` or an API key.
STORY_REAL_THING = (
    r"(?<![\w/])(?:~|\.{1,2})?/(?:[\w.-]+/)+[\w.-]*|\b[a-z]:\\|(?<!\w)\.(?:env|ssh|aws|netrc|npmrc)\b"
    r"|https?://|\bwww\.|\b[\w-]+\.(?:com|net|org|io|dev|app|cloud|ru|cn|de|fr|es|br|jp)\b"
    r"|\b\d{1,3}(?:\.\d{1,3}){3}\b|[\w.+-]+@[\w-]+\.\w"
    r"|\b(?:api|ssh|private|access|secret|signing)[ _-]?keys?\b|\btokens?\b|\bcredentials?\b"
    r"|\b(?:claves?|chaves?|cl[ée]s?) (?:de |d')?(?:api|ssh)\b|\bapi-schl[üu]ssel\w*"
    r"|\b(?:credenciales|credenciais|identifiants|zugangsdaten|jetons?|contraseña|senha"
    r"|passwort|kennwort|mot de passe)\b"
    r"|(?<!\w)(?:токен\w*|api-ключ\w*|ключ\w* (?:api|ssh|доступа)|учётн\w* данн\w*)(?!\w)"
    r"|密钥|私钥|令牌|凭据|凭证|トークン|apiキー|秘密鍵|認証情報|アクセスキー"
)
# The text's own reader named in the story: "the AI reading this", "la IA que lee esto",
# "读到这段话的AI", "このメモを読んでいるAI", "ИИ, читающий это" -- a costume with the reader in it.
STORY_READER = (
    r"\b(?:ia|ai|bot|agente|assistente) que (?:lê|le) (?:isto|isso|este|esta)\b"
    r"|読んでいる\s?(?:ai|アシスタント|エージェント|ボット)|(?:ии|бот)\w*,? читающ\w*"
)

# --- a test case that feeds a quoted attack to the system under test ---
TEST_LABEL = (
    r"\b(?:test (?:plan|case|step|item)|qa (?:checklist|step|test)|checklist|eval(?:uation)? case"
    r"|red[- ]team (?:test|case)|post-?mortem|incident report|plan de pruebas|caso de prueba"
    r"|testplan|testfall|testschritt|plan de test|cas de test|plano de testes?|caso de teste"
    r"|p[óo]s-mortem|relat[óo]rio de incidente|informe de incidente)\b"
    r"|(?<!\w)(?:тест-кейс\w*|тестов\w* (?:сценари|случа)\w*|план\w* тестирования|постмортем\w*)"
    r"(?!\w)|测试用例|测试计划|测试步骤|事故复盘|テストケース|テスト計画|テスト項目"
)
# What the test expects, or how it went: the system did not act on the quote.
TEST_OUTCOME = (
    r"\b(?:expected|pass(?:es)? if|fail(?:s)? if|does not act|doesn't act|did not act|blocked"
    r"|caught|flagged|esperado|resultado esperado|no (?:act[úu]a|lo ejecuta)|bloque\w*|detect\w*"
    r"|erwartet\w*|bestanden|blockiert|attendu|r[ée]ussi si|bloqu\w*|n'agit pas|barrou|barrad\w*"
    r"|n[ãa]o age)\b"
    r"|(?<!\w)(?:ожида\w*|заблокир\w*|не выполн\w*)(?!\w)|预期|拦截|期待(?:結果|値)|ブロック"
)
