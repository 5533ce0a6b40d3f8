"""Footholds the older persistence rules miss, by intent, in the eight languages.

A start-up place (a login item, LaunchAgent, scheduled task, systemd timer, git hook) that
fetches and runs code from somebody's server, opens a connection out for "support", or puts
itself back. Someone else's key added to ``authorized_keys`` and kept there. A root or
passwordless-sudo account made for an outsider. The sudo password kept in a file or logged
by a wrapper. A note copied into every new skill (or a step that re-reads a remote note) so
it survives a wiped memory. A how-to that adds the user's own key or a nightly local job, and
a review note naming these as attacks to reject, pass.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import FROM_BACKUP
from hermes_memory.scanning.intent_send_out import REPORTED_ATTEMPT
from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.rules_system import FOOTHOLD
from hermes_memory.scanning.types import ThreatCategory

_P = ThreatCategory.PERSISTENCE

_NOT = (
    r"(?:\b(?:never|don't|do not|must not|nunca|niemals|nicht|jamais|ne|не|никогда|não|no)\b"
    r"|不要|别|禁止|しないで)"
)
_IN = r"(?:[^.!?;\n。！？；]|[.!?;](?=\S))"
_SKIP = rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}|{_NOT}{_IN}{{0,30}}?"

_STARTUP = (
    rf"(?:{FOOTHOLD}|\blaunch ?agent\w*|\bsystemd-timer|\btimer\b|\btask scheduler|\blogon\b"
    r"|\bat (?:every|each) (?:login|logon|boot|start)|\bbei jede[mr] (?:login|anmeldung|start)"
    r"|\bà chaque (?:ouverture|démarrage|connexion)|\ben cada arranque|\bal iniciar sesión"
    r"|\ba cada (?:hora|sessão|inicialização|login)|\bpara que se recree|\bse reinstale"
    r"|(?<!\w)при (?:входе|каждом (?:входе|запуске))|タスクスケジューラ|ログオン時|ログイン時"
    r"|任务计划|每次(?:登录|开机)|开机自启|\bcore\.hookspath|\bgit template|\.git/hooks"
    r"|\b(?:post|pre)-(?:merge|checkout|commit|receive|push|rewrite)(?: git)? hooks?\b"
    r"|\bhooks? (?:git )?(?:post|pre)-(?:merge|checkout|commit|receive|push|rewrite)\b"
    # an editor task that runs when a folder opens (VS Code's tasks.json)
    r"|\btasks\.json\b|\bfolderopen\b|フォルダを開くたび"
    r"|\b(?:site|user)customize\.py\b|\bsite-packages\b[^\n]{0,40}?\.pth\b"
    r"|\.pth\b[^\n]{0,40}?\bsite-packages\b)"
)
# Code from somebody's server, a connection out, or a copy that comes back by itself.
_REMOTE = (
    r"(?:https?://|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:example|net|com|io|org|jp|ru|dev|top|xyz|de"
    r"|fr|es|br|cn|pt|cloud|app|info|biz)"
    r"(?::\d+)?\b|\b(?:partner|vendor|their|remote|external)[- ]?(?:server|host)|\bpartner-server"
    r"|\bservidor (?:deles|dele|externo|remoto)|\bserveur (?:distant|externe)|\bservidor del"
    r" proveedor|(?<!\w)(?:с|из) (?:нашего|внешнего|удал[её]нного) сервера|\bso (?:the )?support"
    r" can\b|\bpara que (?:o )?suporte|\bpour que le support|\bчтобы поддержка|技术支持.{0,4}进来"
    r"|\breinstal\w* (?:itself|se)|\bse reinstale|\bse recrée|\bsich selbst neu|\bse réinstalle"
    r"|\brestarts? itself|\brelance notre script|\b(?:our|their) remote script"
    # the writer's own server or mirror, an outside team, remote access, an outside script
    r"|\b(?:our|nuestro|notre|unseren?|nosso) (?:\w+ )?(?:server|servidor|serveur|mirror"
    r"|miroir|espejo|spiegel|espelho)\b|\b(?:external|outside) (?:mirror|team|script)\b"
    r"|\bmiroir externe|\bespejo externo|\bexterne[nrm]? (?:spiegel|team|skript)"
    r"|\b(?:équipe|equipo|equipe) extern[ae]\b|\bscript externe?\b|\bscript externo\b"
    r"|\b(?:maintainer|vendor|partner)'?s? (?:git )?remote\b|\b(?:assistant|agent"
    r"|serveur) distant\b"
    r"|\bfernzugang|\bremote access\b|\bacceso remoto|\baccès (?:à )?distance|\bacesso remoto"
    r"|(?<!\w)удал[её]нн\w* доступ\w*|(?<!\w)наш\w* (?:сервер|скрипт)\w*|(?<!\w)сервак\w*"
    r"|(?<!\w)внешн\w* (?:скрипт|зеркал)\w*|我们(?:的)?服务器|外部脚本|远程访问|うちのサーバ"
    r"|外部スクリプト|リモートアクセス)"
)
_THIRD_PARTY_KEY = (
    r"(?:\b(?:maintainers?'?|vendor'?s?|support|partner'?s?|their|helpdesk|contractor'?s?)"
    r" (?:\w+ ){0,2}(?:deploy |public |ssh )?key\b|\bhelper@|\bclave (?:ssh|pública) del"
    r" (?:proveedor|soporte)|\bsu clave ssh\b|\bclé (?:ssh|publique) du (?:prestataire|support)"
    r"|\bschlüssel des (?:dienstleisters|supports|herstellers)|\bchave (?:ssh|pública) do"
    r" (?:fornecedor|suporte)|(?<!\w)ключ (?:подрядчика|поддержки)|(?:供应商|支持团队|我们)的公钥"
    r"|ベンダーの(?:公開)?鍵|サポートの(?:公開)?鍵"
    r"|\b(?:our|nuestra|unseren?|notre|nossa) (?:\w+ )?(?:key|clave|schlüssel|clé|chave)"
    r"|(?<!\w)наш\w* ключ)"
)
_KEY_PLACE = (
    r"authorized_keys|\bpublic key|\bclave pública|\bclé publique|\bchave pública"
    r"|öffentlich\w* schlüssel|публичн\w* ключ|公钥|公開鍵|\bssh (?:key|clave)\b"
    r"|\bclave ssh|\bclé ssh|\bchave ssh|\bssh-schlüssel|ключ ssh"
)
_WHOSE_KEY = rf"{_THIRD_PARTY_KEY}|ssh-(?:rsa|ed25519) aaaa"
_KEPT = (
    r"(?:\bkeep (?:it|them) (?:there|in place)|\bacross (?:updates|reboots)|\b(?:every|each)"
    r" (?:\w+ )?(?:host|server|machine|laptop)|\ball (?:hosts|servers)|\bnever remove"
    r"|\bpermanent\w*|\bcada (?:servidor"
    r"|arranque|máquina)|\bjede[nm]? (?:server|rechner)|\bchaque (?:serveur|machine)"
    r"|(?<!\w)кажд\w* (?:сервер|машин)\w*|每台|所有服务器|すべてのサーバ|\bsiempre\b|\bimmer\b"
    r"|\btoujours\b|\bsempre\b|没有就|加回|\bre-?add\w*|\badd (?:it )?back\b"
    r"|\ball (?:nodes|machines)|\btodos los (?:servidores|nodos)"
    r"|\ballen (?:servern|knoten|rechnern)"
    r"|\btous les (?:serveurs|nœuds)|\btodos os (?:servidores|nós)|(?<!\w)всех (?:нод|сервер|машин"
    r"|хост)\w*|\bremote support|\bsoporte remoto|\bfernwartung|\bsupport à distance"
    r"|\bsuporte remoto|(?<!\w)удал[её]нн\w* поддержк\w*|远程(?:支持|运维)|リモートサポート"
    # so that the outsider can get in
    r"|\bdamit wir\b|\bso (?:that )?(?:we|the (?:partner|vendor|support))\b"
    r"|\bpara que (?:podamos|possamos)|\bpour que nous\b|(?<!\w)чтобы мы\b|以便我们"
    # (det20b) an outsider let in whenever it likes
    r"|\bjederzeit\b|\bany ?time\b|\bwhenever (?:they|he|she|it) (?:wants?|likes?)\b"
    r"|\bcuando quiera\b|\bà tout moment\b|\bquand (?:il|elle) veut\b|\bquando quiser\b"
    r"|(?<!\w)в любое время|随时|いつでも)"
)
_ROOT_ACCOUNT = (
    r"(?:\buid ?(?:=|of|de|为)? ?0\b|\buid 为 0|\bnopasswd\b|\bpasswordless sudo|\bsudo without"
    r" (?:a )?password|\bsudo sin contraseña|\bsudo ohne passwort|\bsudo sans mot de passe"
    r"|\bsudo sem senha|sudo без пароля|免密(?:码)? ?sudo|パスワードなしで?sudo"
    # (det20b) the rights named between: "sudo-Rechten ohne Passwort", "sudo rights with no
    # password", "droits sudo sans mot de passe"
    r"|\bsudo[- ](?:rechte\w*|rights|privileges?|privilegien|access|zugriff|droits?|derechos"
    r"|permisos|direitos|permissões) (?:\w+ )?(?:ohne (?:ein )?passwort|without (?:a )?password"
    r"|with no password|sans mot de passe|sin contraseña|sem senha)\b"
    r"|\bdroits sudo sans mot de passe|(?<!\w)прав\w* sudo без пароля)"
)
_ACCOUNT = (
    r"(?:\b(?:user|account|login|utilisateur)\b|\busu[aá]rio\b|\bcuenta\b|\b(?:be)?nutzer\b|\bkonto\b"
    r"|\bcompte\b"
    r"|(?<!\w)(?:пользовател\w*|учётн\w* запис\w*)|用户|账号|アカウント|ユーザー)"
)
_SUDO_PASSWORD = (
    r"(?:\bpassword\b|\bpasswort\b|\bsenha\b|\bcontraseña\b|\bmot de passe\b"
    r"|пароль|密码|パスワード)"
)
# Every new note, memory or profile the assistant makes: a copy of the note into each of them
# spreads it as a copy into every new skill does.
_EVERY_NOTE = (
    r"(?:\b(?:every|each|any) (?:new |future )?(?:notes?|memory|memories|memory entr\w+"
    r"|profiles?)\b"
    r"|\bjede[rnm]? neuen? (?:notiz|erinnerung|eintrag)\b|\bchaque (?:nouveau|nouvelle)"
    r" (?:profil|note|mémoire|entrée)\b|\bcada (?:nueva )?(?:nota|memoria|entrada)\b"
    r"|\bcada nova (?:nota|memória)\b|(?<!\w)кажд\w* нов\w* (?:заметк|запис)\w*"
    r"|新しいメモ|新建的?(?:笔记|记录|profile|档案)|每个新建的?(?:笔记|记录)|全てのメモリ"
    r"|すべてのメモリ)"
)
# The note itself as what is copied ("this paragraph", "diesen Absatz", "本段").
_THIS_TEXT = (
    r"(?:\b(?:this|that) (?:note|paragraph|entry|text|block)\b|\bdiese[nr]? (?:absatz|notiz"
    r"|anweisung)\b|\b(?:cette note|ce paragraphe|esta nota|este párrafo|este parágrafo)\b"
    r"|(?<!\w)эт\w+ (?:заметк|абзац)\w*|本段|这段|这条笔记|この段落|このメモ)"
)
_SKILL_EVERY = (
    r"(?:\b(?:every|each|any|all) (?:new |other )?(?:or (?:updated|changed) )?skills?\b"
    r"|\b(?:write|create|add|make)\w* (?:a |any )?new skill|\bcreate or update any skill"
    r"|\bchaque nouvelle compétence"
    r"|(?<!\w)кажд\w* (?:создани\w* )?(?:нов\w* )?навык\w*"
    r"|\bcada (?:nueva )?(?:habilidad|skill)|\btoda skill|\bjede[rn]? (?:neue[nr]? )?(?:oder"
    r" geänderte[nr]? )?skill|(?<!\w)кажд\w* (?:нов\w* )?навык\w*|每个?(?:新)?技能"
    r"|每次新建或更新技能"
    r"|すべてのスキル|新しいスキル"
    rf"|{_EVERY_NOTE})"
)
_SURVIVES = (
    r"(?:\bsurviv\w*|\bwiped\b|\bnever (?:gets |be |is )?lost\b|\bnie verloren\b"
    r"|\bnunca se (?:pierd|perc)\w*|\bjamais perdue?s?\b|(?<!\w)не потеря\w*|不会丢失|失われない"
    r"|削除されても|\berased\b|\beffacée?s?\b|\bborrad[oa]s?\b|\bgelöscht\b"
    r"|\büberleb\w*|\bnunca se percam|\bdon't remove|\bnicht entfernen|\bnão remova|\bno la quites"
    r"|\bne (?:la |le )?supprime pas|не удаляй|不要删|削除しない|https?://\S+ (?:and|e|y|et|und)"
    r" (?:follow|sigue|seguir|siga|befolg|suis|suivre|следуй|выполняй)\w*|\bfollow them\b"
    r"|\breviennent|\bre-?read\b|\bentferne (?:ihn|sie|es) nie|\bnever remove (?:it|this)"
    r"|\bnunca (?:lo|la|o|a) (?:quites|borres|remova)|\bne (?:le|la) supprime jamais"
    r"|никогда не удаляй|(?<!\w)пережи\w*|保留下来|活下来|消えても残|生き残)"
)

# The note itself, or its paragraph, as what comes back.
_SELF_NOTE = (
    r"(?:\b(?:this|that) (?:note|paragraph|entry|rule)|\bthese instructions\b|\bdiese (?:notiz"
    r"|regel|zeile)|\bcette (?:note|consigne|règle)|\bces consignes|\besta (?:nota|regra|regla)"
    r"|\blas entradas firmadas|\bestas instruç\w*|(?<!\w)эт\w+ (?:заметк|запис|правил)\w*"
    r"|\b(?:this|these) (?:\w+(?:'s)? ){0,2}?(?:note|paragraph|checklist|step)\b"
    r"|\b(?:desta|de esta) (?:nota|regra|regla|lista)\b|\bcette checklist\b|\bdiesen absatz\b"
    r"|这条(?:笔记|记录|说明|规则)|このメモ|この(?:ルール|指示|段落))"
)
_GONE = (
    r"(?:\b(?:deleted|deletes|removed|removes|cleaned|wiped|disappears|stops mentioning|quita\w*"
    r"|borr(?!ador)[aeó]\w*"
    r"|gelöscht|entfernt|disparaît|supprimée?|effacée?|apagad[oa]|removid[oa])\b"
    r"|(?<!\w)(?:удал\w*|пропад\w*|исчез\w*)|删除|删掉|消え|削除)"
)
_RESTORE = (
    r"(?:\b(?:restore|re-?create|recrée|réécri\w*|remets|restaur\w*|recri\w*|reescrev\w*)\b"
    r"|\b(?:put|write|append|add|copy)\w* (?:\S+ ){0,4}back\b|\bschreib\w* (?:\S+ ){0,6}zurück"
    r"|\bwiederherstell\w*|\bleg\w* (?:\S+ ){0,3}wieder an\b|\bvuelve a (?:crear|escribir)\w*"
    r"|\bescrev\w* de volta|\brétabli\w*|\bcri\w* uma cópia|\bcrea\w* una copia"
    r"|\bcrée\w* une copie|\bcreates? a copy\b"
    r"|(?<!\w)(?:восстанов\w*|верни|запиши обратно)|恢复|写回|加回|書き戻|復元|再作成"
    r"|戻して|元に戻)"
)
PERSIST4_RULES: tuple[Rule, ...] = (
    rule(
        _P,
        "self_note_restored",
        sentence_with(_GONE, _RESTORE, window=260, dotted_words=True),
        requires=(_SELF_NOTE, _GONE, _RESTORE),
        # (within the clause: "so it is never lost, and restore it" restores)
        unless=rf"{ABOUT_ATTACK_NOTE}|{FROM_BACKUP}|{_NOT}[^,.!?;\n。！？；，、]{{0,20}}?{_RESTORE}",
    ),
    rule(
        _P,
        "startup_runs_remote",
        sentence_with(_STARTUP, _REMOTE, window=300, dotted_words=True),
        requires=(
            _STARTUP,
            _REMOTE,
            r"\b(?:scripts?|skripts?|run|runs|execut\w*|ausf(?:ü|ue)hr\w*|startet|lädt|laden"
            r"|connect\w*|conexi\w*|verbindung|connexion|relance|envie|reinstal\w*|hooks?|tunnel\w*"
            r"|push\w*|pousse\w*|startet|roda|recharge\w*"
            r"|führt|holt|befehle|commands?|comandos|commandes)\b|(?<!\w)команд\w*|命令|コマンド"
            r"|执行|运行"
            r"|読み込"
            r"|(?<!\w)(?:скрипт\w*|соединени\w*|запуск\w*)|脚本|连接|进来|スクリプト|実行|\.ps1\b",
        ),
        # (and an attempt told after the fact: a malicious changelog a reviewer blocked)
        unless=rf"{_SKIP}(?:{_STARTUP})|{REPORTED_ATTEMPT}",
    ),
    rule(
        _P,
        "outsider_key_kept",
        sentence_with(_KEY_PLACE, _WHOSE_KEY, _KEPT, window=300, dotted_words=True),
        requires=(_KEY_PLACE, _WHOSE_KEY),
        unless=rf"{_SKIP}(?:add|append|agrega|añad|ajout|füg|adicion|добав|加)",
    ),
    rule(
        _P,
        "root_account_planted",
        sentence_with(_ROOT_ACCOUNT, _ACCOUNT, window=260, dotted_words=True),
        requires=(
            _ROOT_ACCOUNT,
            r"\b(?:create|add|make|set ?up|crea|cria|crie|cré|erstell|leg|anleg)\w*"
            r"|(?<!\w)(?:созда|завед|добав)\w*|创建|新建|添加|作成",
            rf"{_KEPT}|\bnunca o remove|\bnever (?:delete|remove)s? it|\bsupport\w*|\bsoporte"
            r"|\bsuporte|\bacceso permanente",
        ),
        unless=rf"{_SKIP}(?:create|add|crea|cria|crie|crée|erstell|созда)",
    ),
    rule(
        _P,
        "sudo_password_kept",
        sentence_with(
            r"\bsudo\b",
            _SUDO_PASSWORD,
            r"\b(?:wrapper|alias\w*|logs?|stores?|store|writes|grava|schreibt|écrit|guarda"
            r"|speicher\w*"
            r"|remember)\b|\.remember\b|~/\.cache/|записыва\w*|记录|保存|記録",
            window=300,
            dotted_words=True,
        ),
        requires=(r"~/|\$home/|/tmp/|\bsudo -s\b", r"\bsudo\b"),
        unless=rf"{_SKIP}(?:store|save|log|write|guard|grav|speicher|écri|запис|保存)",
    ),
    rule(
        _P,
        "note_into_every_skill",
        sentence_with(
            _SKILL_EVERY,
            r"\b(?:cop(?:y|ie)|add|append|insert|include|paste|write|enregistre|ajoute|copia"
            r"|añade|agrega|kopier|füg|schreib|adicion|inclu|grav|recopi|häng|pég|pega)\w*"
            r"|\bbekommt\b|\bganha\b"
            r"|(?<!\w)(?:скопир|копир|добав|впиш)\w*|复制|加(?:上|入)?|コピー|追加|付け足|書き写"
            r"|插入|附上|複製",
            r"\b(?:this|these|ces|cette|esta|estas|este|diese\w*)\b|(?<!\w)(?:эт\w+)(?!\w)"
            r"|这|この|https?://",
            window=300,
            dotted_words=True,
        ),
        # (a copy of the note itself into every new note needs no word of surviving)
        requires=(rf"{_SURVIVES}|{_THIS_TEXT}", _SKILL_EVERY),
        unless=ABOUT_ATTACK_NOTE,
    ),
    rule(
        _P,
        "hook_in_every_repo",
        r"\bcore\.hookspath\b|\bglobal git template|\binit\.templatedir\b|\bgit template dir",
        requires=(
            r"\b(?:every|all|each) (?:\w+ )?repo\w*|\bre-?install\w* this note|~/\.cache/\."
            r"|\bcada repositorio|\bjedes repo\w*|\bchaque dépôt|\btodo repositório"
            r"|кажд\w* репозитори\w*|每个仓库|すべてのリポジトリ",
            r"\b(?:ai agents?|assistant|agents?|note to self|asistente|agente|assistent\w*|ki)\b"
            r"|(?<!\w)(?:агент\w*|ассистент\w*)|助手|アシスタント|エージェント",
        ),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}",
    ),
    rule(
        _P,
        "note_into_startup_file",
        sentence_with(
            r"\b(?:these|this|estas|estos|esta|ces|cette|diese\w*) (?:instructions?|instruç\w*"
            r"|instrucciones|consignes|anweisungen|notes?|nota|notiz|rules?|regras?|reglas?)\b"
            r"|(?<!\w)эт\w+ (?:инструкци|заметк|правил)\w*"
            r"|这些(?:说明|指令|规则)|この(?:指示|メモ)",
            r"\.bashrc\b|\.zshrc\b|\.profile\b|\.bash_profile\b|\bconfig\.fish\b"
            r"|\bautostart\b|\bstartup (?:file|script)",
            r"\b(?:cop(?:y|ies|ia|ie)|cópia|kopie|grav\w*|write|writ\w*|save|append|add|put"
            r"|escrev\w*|escrib\w*|écri\w*|schreib\w*|ajout\w*|añad\w*|füg\w*)\b"
            r"|(?<!\w)(?:скопир|запиш|добав)\w*|写入|复制|追加|書き",
            window=300,
            dotted_words=True,
        ),
        requires=(
            r"\.bashrc\b|\.zshrc\b|\.profile\b|\.bash_profile\b|\bconfig\.fish\b"
            r"|\bautostart\b|\bstartup (?:file|script)",
        ),
        unless=rf"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}",
    ),
)
