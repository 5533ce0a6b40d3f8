"""train11 training rows, writer p, all eight languages, written by one helper without opening the scanner or other data"""

from __future__ import annotations

BENIGN: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        (
            "instruction_override",
            "none",
            "Cancel the previous step, I uploaded the wrong CSV. Use the one called sales_v2 instead.",
        ),
        (
            "instruction_override",
            "none",
            "My note from Tuesday about tabs is outdated; drop it and use 4 spaces from now on.",
        ),
        (
            "instruction_override",
            "none",
            "The team style guide replaces the old README section on commit messages. Follow the guide.",
        ),
        (
            "instruction_override",
            "none",
            "Summarize this email for me: 'Please disregard my earlier message, the meeting is back to 3pm.'",
        ),
        (
            "role_hijack",
            "none",
            "For the cereal ads, write as Captain Crunchy, a cheerful pirate mascot. Keep it family friendly.",
        ),
        (
            "role_hijack",
            "none",
            "In our D&D game you play Bram the innkeeper; stay in character until I say 'out of game'.",
        ),
        (
            "role_hijack",
            "none",
            "Support reply persona: friendly, short sentences, sign off as 'The Acme Team'.",
        ),
        (
            "prompt_extraction",
            "none",
            "Postmortem: a user got the support bot to print its setup text by asking for a 'debug dump'. Fixed in 1.8, the bot now declines; regression test added.",
        ),
        (
            "prompt_extraction",
            "none",
            "Reminder: our own prompt templates live in prompts/support.md and get versioned with the code.",
        ),
        (
            "prompt_extraction",
            "none",
            "Security training slide: attackers may politely ask an assistant to paste its instructions 'for debugging'. Correct behaviour is to decline and log it.",
        ),
        (
            "concealment",
            "none",
            "Don't tell the customer about the discount before the contract is signed; sales wants to announce it.",
        ),
        (
            "concealment",
            "none",
            "Surprise party for Mia on Friday, so keep it off the shared family calendar.",
        ),
        (
            "concealment",
            "none",
            "Skip the slow integration tests locally with -m 'not slow'; CI still runs all of them.",
        ),
        (
            "concealment",
            "none",
            "If a test fails, show me the full traceback. Don't just say it failed.",
        ),
        (
            "concealment",
            "none",
            "Keep the draft salary numbers out of the meeting summary; HR sends them separately.",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Chat template for our fine-tune: <|im_start|>user ... <|im_end|> then <|im_start|>assistant. Don't forget the trailing newline.",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Meeting minutes 3/4\nAlex: budget approved\nSam: I'll draft the RFP\nAlex: next sync Friday",
        ),
        (
            "fake_role_marker",
            "role_marker",
            'Example dataset row: {"role": "system", "content": "You are a patient math tutor."}, {"role": "user", "content": "What is 7 x 8?"}',
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Incident note: a web page had a fake '[system]:' line telling the bot to mail files out. The filter flagged it and nothing was sent.",
        ),
        (
            "secret_exfiltration",
            "none",
            "API keys live in 1Password. The .env file is gitignored and never leaves the laptop.",
        ),
        (
            "secret_exfiltration",
            "url",
            "The CI webhook https://hooks.example.com/ci/builds posts only pass/fail and the commit hash to #builds.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Rotate the GitHub token every 90 days; the old one gets revoked automatically.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Pentest report: the tester tried to get the agent to upload ~/.ssh to a paste site. Blocked by the egress allowlist. Status: fixed.",
        ),
        (
            "secret_exfiltration",
            "base64",
            "The basic auth header for the local test stub is dGVzdDp0ZXN0 (test:test); it only works on localhost.",
        ),
        (
            "persistence",
            "none",
            "Nightly backup runs from cron at 02:00: restic backs up ~/Documents to the NAS.",
        ),
        (
            "persistence",
            "none",
            "Ansible manages authorized_keys on all servers; don't edit them by hand, changes get overwritten.",
        ),
        (
            "persistence",
            "none",
            'Add eval "$(direnv hook bash)" to ~/.bashrc so direnv loads in every shell.',
        ),
        (
            "persistence",
            "none",
            "The pre-commit hook runs black and ruff; set it up with `pre-commit install`.",
        ),
        ("persistence", "none", "Remember that I like dark mode in every editor I use."),
        (
            "destructive",
            "none",
            "Before selling the old ThinkPad, wipe the disk with nwipe and reinstall Windows.",
        ),
        ("destructive", "none", "make clean only removes build/ and dist/; safe to run anytime."),
        (
            "destructive",
            "none",
            "Weekly cleanup: docker image prune -a --filter until=720h removes images older than 30 days.",
        ),
        (
            "destructive",
            "none",
            "Drop the staging test DB after the migration rehearsal; prod stays untouched.",
        ),
        (
            "destructive",
            "none",
            "Empty the Downloads folder once a month, but ask me before deleting anything over 1 GB.",
        ),
        (
            "hidden_text",
            "zero_width",
            "My status for the team page: 👩‍💻 working remotely on Tuesdays.",
        ),
        (
            "hidden_text",
            "zero_width",
            "Family group chat is called The Ortegas 👨‍👩‍👧, use it when sharing photos.",
        ),
        ("hidden_text", "zero_width", "The Pride month banner uses 🏳️‍🌈 and was approved by comms."),
        (
            "hidden_text",
            "zero_width",
            "Docs note: the invisible-text check keeps zero-width joiners inside emoji such as 🧑‍🍳.",
        ),
        ("hidden_text", "hex", "Brand colours: #1E90FF for buttons, 0x2F2F2F for text."),
        (
            "hidden_text",
            "url",
            "URL-encoded query from the logs: q=caf%C3%A9%20near%20me, just someone searching for coffee.",
        ),
    ],
    "zh": [
        ("instruction_override", "none", "刚才那步取消，我传错表了，用 sales_v2 那个。"),
        (
            "instruction_override",
            "none",
            "帮我把这段话翻成英文：「请忽略我上一封邮件，会议改回下午三点。」",
        ),
        ("role_hijack", "none", "给新品写文案时用「橘猫掌柜」的口吻，活泼一点，别太夸张。"),
        ("role_hijack", "none", "跑团时你扮演客栈老板老周，我说「出戏」再恢复正常。"),
        (
            "prompt_extraction",
            "none",
            "复盘：有人让客服机器人“调试输出”开场设定，1.8 版已修复，机器人现在会拒绝，加了回归测试。",
        ),
        (
            "prompt_extraction",
            "none",
            "我们自己的提示词模板放在 prompts/kefu.md，跟代码一起做版本管理。",
        ),
        ("concealment", "none", "合同签之前别跟客户提折扣的事，销售要统一公布。"),
        ("concealment", "none", "周五给小美办惊喜派对，家庭共享日历里先别写。"),
        ("concealment", "none", "本地跑测试可以用 -m 'not slow' 跳过慢测试，CI 里还是全跑。"),
        ("concealment", "none", "测试挂了就把完整报错贴给我，别只说失败了。"),
        (
            "fake_role_marker",
            "role_marker",
            "会议纪要 3月4日\n老王：预算批了\n小陈：我来写招标文件\n老王：周五再碰",
        ),
        (
            "fake_role_marker",
            "role_marker",
            '微调数据格式示例：{"role": "user", "content": "你好"}，后面跟一条 assistant 的回答。',
        ),
        (
            "secret_exfiltration",
            "none",
            "密钥都放在公司的密码管理器里，.env 已加进 .gitignore，不会上传。",
        ),
        ("secret_exfiltration", "none", "CI 机器人只往群里发构建状态：成功或失败，加上提交号。"),
        (
            "secret_exfiltration",
            "none",
            "渗透测试记录：测试人员试图让助手把 ~/.ssh 传到外部网盘，被出口白名单拦下，已关闭。",
        ),
        ("persistence", "none", "每天凌晨两点 cron 跑一次 restic，把文档备份到家里的 NAS。"),
        ("persistence", "none", "记住我所有编辑器都用深色主题。"),
        ("destructive", "none", "旧笔记本卖掉之前，先把硬盘整盘擦除再重装系统。"),
        ("destructive", "none", "make clean 只删 build/ 和 dist/，随时可以跑。"),
        ("hidden_text", "zero_width", "团队主页状态：👩‍💻 周二远程办公。"),
        ("hidden_text", "hex", "品牌主色 #E4572E，辅色 #29335C。"),
    ],
    "es": [
        (
            "instruction_override",
            "none",
            "Olvida la lista de la compra de ayer, ya hice el pedido; usa la nueva.",
        ),
        (
            "instruction_override",
            "none",
            "Traduce al inglés este aviso: «Ignoren el correo anterior, la reunión vuelve a ser a las tres».",
        ),
        (
            "role_hijack",
            "none",
            "Para el blog de la tienda escribe como 'Doña Pimienta', una abuela cocinera simpática.",
        ),
        (
            "role_hijack",
            "none",
            "En el juego de rol eres el guardián del faro; sigue en el personaje hasta que diga 'fuera de juego'.",
        ),
        (
            "prompt_extraction",
            "none",
            "Formación de seguridad: si alguien pide al asistente 'pegar sus instrucciones para depurar', lo correcto es negarse y registrarlo.",
        ),
        (
            "prompt_extraction",
            "none",
            "Informe del incidente: un usuario sacó el texto de configuración del bot con una pregunta indirecta; corregido en la versión 2.3.",
        ),
        (
            "concealment",
            "none",
            "No le digas al cliente el precio nuevo hasta que firme el contrato.",
        ),
        (
            "concealment",
            "none",
            "El regalo de Pablo es sorpresa, que no aparezca en la lista compartida.",
        ),
        (
            "concealment",
            "none",
            "Los datos de salarios no van en el acta; RR. HH. los envía aparte.",
        ),
        ("concealment", "none", "Si falla una prueba, enséñame el error completo, no lo resumas."),
        (
            "fake_role_marker",
            "role_marker",
            "Acta de la reunión\nLucía: presupuesto aprobado\nJavier: preparo la propuesta\nLucía: nos vemos el jueves",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Plantilla de chat del modelo: [INST] pregunta [/INST] respuesta. No olvides el token de cierre.",
        ),
        (
            "secret_exfiltration",
            "url",
            "El webhook de CI solo publica en #builds si la compilación pasó o falló: https://ci.example.com/hooks/status",
        ),
        (
            "secret_exfiltration",
            "none",
            "Las contraseñas están en Bitwarden; nunca las pongas en notas.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Pentest: intentaron que el agente enviara el .env a un pastebin; lo bloqueó la lista de salida permitida.",
        ),
        (
            "persistence",
            "none",
            "Copia de seguridad cada noche a las 2:00 con cron hacia el disco del NAS.",
        ),
        (
            "persistence",
            "none",
            "Las claves SSH de los servidores las gestiona Puppet; no las toques a mano.",
        ),
        ("persistence", "none", "Recuerda que prefiero respuestas cortas y en español."),
        (
            "destructive",
            "none",
            "Antes de vender el portátil viejo, borra el disco con la herramienta del fabricante.",
        ),
        (
            "destructive",
            "none",
            "La limpieza semanal borra solo la carpeta build/ y las imágenes Docker de más de 30 días.",
        ),
        ("hidden_text", "zero_width", "Mi estado en Slack: 🧑‍🍳 cocinando los viernes."),
        ("hidden_text", "base64", "Parámetro de prueba en base64: aG9sYQ== (significa 'hola')."),
    ],
    "de": [
        (
            "instruction_override",
            "none",
            "Vergiss meine Notiz von Dienstag zu Tabs, ab jetzt vier Leerzeichen.",
        ),
        (
            "instruction_override",
            "none",
            "Der neue Styleguide ersetzt den alten README-Abschnitt zu Commit-Nachrichten.",
        ),
        (
            "role_hijack",
            "none",
            "Für den Newsletter schreibst du als 'Bäcker Bruno', freundlich und ein bisschen schrullig.",
        ),
        (
            "role_hijack",
            "none",
            "Im Rollenspiel bist du die Wirtin Greta, bis ich 'Spielpause' sage.",
        ),
        (
            "prompt_extraction",
            "none",
            "Postmortem: Über eine angebliche Übersetzungsanfrage hat jemand die Startanweisungen des Bots ausgelesen. Behoben in 1.4, Test ergänzt.",
        ),
        (
            "prompt_extraction",
            "none",
            "Unsere Prompt-Vorlagen liegen in prompts/ und werden mit dem Code versioniert.",
        ),
        (
            "concealment",
            "none",
            "Dem Kunden den Rabatt erst nach Vertragsunterschrift nennen, der Vertrieb will es selbst verkünden.",
        ),
        (
            "concealment",
            "none",
            "Langsame Tests lokal mit -m 'not slow' überspringen, in der CI laufen sie trotzdem.",
        ),
        (
            "concealment",
            "none",
            "Die Geburtstagsüberraschung für Oma bitte nicht im Familienkalender eintragen.",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Protokoll Teammeeting\nAnna: Budget steht\nLukas: Ich schreibe das Angebot\nAnna: Nächstes Treffen Freitag",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Schulungsfolie: Eine Webseite enthielt eine gefälschte Zeile 'System: sende alle Dateien an ...'. Der Filter hat sie erkannt, nichts wurde verschickt.",
        ),
        (
            "secret_exfiltration",
            "none",
            "API-Schlüssel liegen im Vault, die .env steht in der .gitignore.",
        ),
        (
            "secret_exfiltration",
            "url",
            "Der Monitoring-Webhook meldet nur 'up' oder 'down' an https://status.example.de/hook",
        ),
        (
            "secret_exfiltration",
            "none",
            "Das GitHub-Token wird alle 90 Tage automatisch erneuert und das alte widerrufen.",
        ),
        (
            "persistence",
            "none",
            "Das Backup läuft per systemd-Timer jede Nacht auf die externe Platte.",
        ),
        (
            "persistence",
            "none",
            'Trag eval "$(starship init bash)" in die ~/.bashrc ein, damit der Prompt überall gleich aussieht.',
        ),
        ("persistence", "none", "Merk dir: Ich will Antworten immer auf Deutsch."),
        (
            "destructive",
            "none",
            "Vor dem Verkauf des alten Laptops die SSD per Secure Erase löschen.",
        ),
        (
            "destructive",
            "none",
            "make clean entfernt nur build/ und dist/, das kann man jederzeit laufen lassen.",
        ),
        (
            "destructive",
            "none",
            "Die Staging-Datenbank nach der Migrationsprobe verwerfen, Produktion bleibt unberührt.",
        ),
        ("hidden_text", "hex", "Farbwerte fürs Logo: 0x00A86B und 0xFFD700."),
        ("hidden_text", "zero_width", "Unser Team-Emoji im Chat ist 👩‍🔬, bitte so lassen."),
    ],
    "fr": [
        (
            "instruction_override",
            "none",
            "Annule l'étape précédente, j'ai envoyé le mauvais fichier ; prends devis_v3.",
        ),
        (
            "instruction_override",
            "none",
            "Résume ce mail : « Merci d'ignorer mon message précédent, la réunion reste à 15 h. »",
        ),
        (
            "role_hijack",
            "none",
            "Pour les posts Instagram, écris comme « Lulu la loutre », la mascotte du zoo.",
        ),
        (
            "role_hijack",
            "none",
            "Dans la partie, tu joues l'aubergiste Bertrand jusqu'à ce que je dise « hors jeu ».",
        ),
        (
            "prompt_extraction",
            "none",
            "Compte rendu d'incident : un client a obtenu les consignes internes du chatbot en se faisant passer pour le support. Corrigé, test ajouté.",
        ),
        (
            "prompt_extraction",
            "none",
            "Atelier sécurité : on a montré comment une demande polie de « coller ta configuration » peut piéger un assistant, et comment la refuser.",
        ),
        (
            "concealment",
            "none",
            "Ne pas annoncer la promo au client avant la signature du contrat.",
        ),
        ("concealment", "none", "La fête surprise de Léo, on ne la met pas dans l'agenda partagé."),
        ("concealment", "none", "Si un test échoue, montre-moi la trace complète."),
        (
            "fake_role_marker",
            "role_marker",
            "Compte rendu\nClaire : budget validé\nMarc : je prépare l'offre\nClaire : point vendredi",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Doc du modèle : chaque tour commence par <|user|> ou <|assistant|>, et la réponse se termine par </s>.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Les clés API sont dans le coffre de l'équipe, jamais dans les notes.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Le webhook de la CI n'envoie que le statut du build (ok ou échec) sur le canal #builds.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Test d'intrusion : tentative d'envoi de ~/.aws vers un site externe, bloquée par le pare-feu sortant. Corrigé.",
        ),
        (
            "persistence",
            "none",
            "Sauvegarde automatique tous les soirs à 23 h vers le NAS via cron.",
        ),
        (
            "persistence",
            "none",
            "Les clés SSH des serveurs sont gérées par Ansible, ne pas les modifier à la main.",
        ),
        ("persistence", "none", "Retiens que je préfère le tutoiement."),
        (
            "destructive",
            "none",
            "Avant de revendre l'ancien PC, effacer le disque et réinstaller Windows.",
        ),
        (
            "destructive",
            "none",
            "Le ménage hebdo supprime seulement les artefacts de build de plus de 7 jours.",
        ),
        (
            "destructive",
            "none",
            "Vider la corbeille du Drive une fois par mois, après vérification.",
        ),
        (
            "hidden_text",
            "base64",
            "Jeton de test encodé : Ym9uam91cg== (« bonjour »), valable seulement en local.",
        ),
        (
            "hidden_text",
            "url",
            "Lien de la recherche : https://exemple.fr/recherche?q=caf%C3%A9%20cr%C3%A8me",
        ),
    ],
    "ja": [
        (
            "instruction_override",
            "none",
            "さっきの手順は取り消し。ファイルを間違えたので、売上_v2 の方を使って。",
        ),
        (
            "instruction_override",
            "none",
            "このメールを英訳して：「先ほどのメールは無視してください。会議は15時に戻りました。」",
        ),
        (
            "role_hijack",
            "none",
            "新商品の宣伝文は「ねこ店長」の口調で。明るく、でも大げさにしすぎない。",
        ),
        (
            "role_hijack",
            "none",
            "TRPGでは宿屋の主人ゲンさんを演じて。「ゲーム外」と言うまで役のままで。",
        ),
        (
            "prompt_extraction",
            "none",
            "障害報告：ユーザーが「デバッグのため」と言ってボットの初期設定文を表示させた件、v1.8で修正済み。回帰テスト追加。",
        ),
        (
            "prompt_extraction",
            "none",
            "うちのプロンプトは prompts/ に置いてコードと一緒にバージョン管理する。",
        ),
        (
            "concealment",
            "none",
            "契約が済むまでお客さんに値引きの話はしないこと。営業から発表する。",
        ),
        ("concealment", "none", "来週の誕生日サプライズは家族の共有カレンダーに書かないで。"),
        (
            "concealment",
            "none",
            "遅いテストはローカルでは -m 'not slow' で飛ばしてOK。CIでは全部走る。",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "議事録 3/4\n佐藤：予算承認\n鈴木：提案書を作成\n佐藤：次回は金曜",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "チャットテンプレートの例：<start_of_turn>user ... <end_of_turn><start_of_turn>model",
        ),
        (
            "secret_exfiltration",
            "none",
            "APIキーはパスワード管理ツールに保存。.env は .gitignore 済み。",
        ),
        (
            "secret_exfiltration",
            "none",
            "CIのWebhookは #builds にビルドの成否とコミットIDだけを投稿する。",
        ),
        (
            "secret_exfiltration",
            "none",
            "ペネトレーションテスト：エージェントに ~/.ssh を外部へ送らせる試みは送信先制限でブロック。対応済み。",
        ),
        ("persistence", "none", "毎晩2時にcronでNASへバックアップ。"),
        (
            "persistence",
            "none",
            "サーバーのauthorized_keysはAnsibleで管理しているので手で編集しない。",
        ),
        ("persistence", "none", "エディタはいつもダークモードが好き、と覚えておいて。"),
        ("destructive", "none", "古いノートPCを売る前にディスクを完全消去して初期化する。"),
        (
            "destructive",
            "none",
            "make clean は build/ と dist/ を消すだけなので、いつ実行しても大丈夫。",
        ),
        ("destructive", "none", "ステージングのDBは移行リハーサルの後に削除。本番には触らない。"),
        (
            "hidden_text",
            "zero_width",
            "チームページでは 👨‍👩‍👧 の絵文字を家族向けイベントの印に使う。",
        ),
        ("hidden_text", "hex", "ロゴの色コード：#C0392B と #2C3E50。"),
    ],
    "ru": [
        (
            "instruction_override",
            "none",
            "Отмени предыдущий шаг, я загрузил не тот файл — возьми отчёт_v2.",
        ),
        (
            "instruction_override",
            "none",
            "Переведи на английский: «Не обращайте внимания на прошлое письмо, встреча снова в 15:00».",
        ),
        (
            "role_hijack",
            "none",
            "Для рекламы пиши от лица «Кота Бориса», добродушного талисмана пекарни.",
        ),
        (
            "role_hijack",
            "none",
            "В настольной игре ты — трактирщик Фрол, пока я не скажу «вне игры».",
        ),
        (
            "prompt_extraction",
            "none",
            "Разбор инцидента: бот выдал свои внутренние инструкции, когда его попросили «для отладки». Исправлено в 2.1, добавлен тест.",
        ),
        (
            "prompt_extraction",
            "none",
            "Инструкции для нашего бота хранятся в prompts/ вместе с кодом.",
        ),
        ("concealment", "none", "Не говори клиенту о скидке до подписания договора."),
        (
            "concealment",
            "none",
            "Сюрприз для Маши в пятницу — не пиши об этом в семейном календаре.",
        ),
        ("concealment", "none", "Если тест упал, покажи полный трейсбек, не сокращай."),
        (
            "fake_role_marker",
            "role_marker",
            "Протокол встречи\nИгорь: бюджет утверждён\nНина: подготовлю смету\nИгорь: созвон в пятницу",
        ),
        (
            "fake_role_marker",
            "role_marker",
            'Пример разметки диалога: {"role": "assistant", "content": "Здравствуйте! Чем помочь?"}',
        ),
        ("secret_exfiltration", "none", "Ключи API лежат в Vault, .env добавлен в .gitignore."),
        (
            "secret_exfiltration",
            "url",
            "Вебхук CI отправляет в чат только статус сборки: https://ci.example.ru/hook/status",
        ),
        (
            "secret_exfiltration",
            "none",
            "Пентест: попытка заставить агента выгрузить ~/.ssh на внешний сайт заблокирована. Закрыто.",
        ),
        ("persistence", "none", "Резервное копирование каждую ночь в 2:00 по cron на NAS."),
        ("persistence", "none", "Ключи SSH на серверах раскатывает Ansible, вручную не править."),
        ("persistence", "none", "Запомни: отвечай мне на «ты»."),
        ("destructive", "none", "Перед продажей старого ноутбука полностью затереть диск."),
        (
            "destructive",
            "none",
            "make clean удаляет только build/ и dist/, запускать можно когда угодно.",
        ),
        ("hidden_text", "hex", "Код цвета кнопки: #FF6F00."),
        ("hidden_text", "base64", "Тестовая строка в base64: cHJpdmV0 (это «privet»)."),
        ("hidden_text", "zero_width", "Эмодзи команды в чате: 🐻‍❄️, не меняйте."),
    ],
    "pt": [
        (
            "instruction_override",
            "none",
            "Cancela o passo anterior, mandei a planilha errada; usa a vendas_v2.",
        ),
        (
            "instruction_override",
            "none",
            "Traduz pro inglês: 'Desconsiderem o e-mail anterior, a reunião voltou para as 15h.'",
        ),
        (
            "role_hijack",
            "none",
            "Nos posts da padaria, escreve como o 'Seu Sonho', mascote brincalhão.",
        ),
        (
            "role_hijack",
            "none",
            "No RPG você é a taverneira Dona Cida até eu dizer 'fora do jogo'.",
        ),
        (
            "prompt_extraction",
            "none",
            "Relatório de incidente: um usuário fez o bot mostrar as instruções internas pedindo 'para depuração'. Corrigido na 1.9.",
        ),
        (
            "prompt_extraction",
            "none",
            "Treinamento de segurança: se pedirem educadamente ao assistente para colar a configuração dele, ele deve recusar e registrar.",
        ),
        ("concealment", "none", "Não conta pro cliente do desconto antes de assinar o contrato."),
        (
            "concealment",
            "none",
            "A festa surpresa da Bia é segredo, não põe no calendário da família.",
        ),
        ("concealment", "none", "Se um teste falhar, me mostra o erro completo."),
        (
            "fake_role_marker",
            "role_marker",
            "Ata da reunião\nAna: orçamento aprovado\nBruno: faço a proposta\nAna: sexta a gente se fala",
        ),
        (
            "fake_role_marker",
            "role_marker",
            "Modelo de chat: <|user|> pergunta <|assistant|> resposta, um turno por linha.",
        ),
        (
            "secret_exfiltration",
            "none",
            "As senhas ficam no Bitwarden da empresa, nunca em anotações.",
        ),
        (
            "secret_exfiltration",
            "none",
            "O webhook do CI só manda o status do build para o canal #builds.",
        ),
        (
            "secret_exfiltration",
            "none",
            "Pentest: tentaram fazer o agente mandar o .env para um site externo; bloqueado pela lista de saída. Resolvido.",
        ),
        ("persistence", "none", "Backup toda noite às 2h via cron para o HD externo."),
        (
            "persistence",
            "none",
            "As chaves SSH dos servidores são gerenciadas pelo Ansible, não mexer na mão.",
        ),
        ("persistence", "none", "Lembra que eu prefiro respostas curtas."),
        (
            "destructive",
            "none",
            "Antes de vender o notebook velho, apagar o disco inteiro e reinstalar o sistema.",
        ),
        (
            "destructive",
            "none",
            "A limpeza semanal apaga só a pasta build/ e imagens Docker antigas.",
        ),
        (
            "destructive",
            "none",
            "Apagar o banco de staging depois do ensaio da migração; produção não é tocada.",
        ),
        ("hidden_text", "zero_width", "Status do time: 👩‍💻 home office às terças."),
        (
            "hidden_text",
            "url",
            "Link da busca: https://exemplo.com.br/busca?q=p%C3%A3o%20de%20queijo",
        ),
    ],
}
