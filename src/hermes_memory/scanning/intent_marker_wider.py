"""More of the forged turn's markup and orders, for ``rules_markers4``'s ``role_label_orders``
(det29b), written for the general move -- ANY bracket or fence around an operator's role,
followed by what that role would order -- rather than for one syntax:

- labels: a role word alone or with a word or two ("[SYSTEM NOTICE, assistant only]",
  "((администратор))", "{{ROLE: SYSTEM}}", "<<operador>>", "<|system|>", "<sistema>",
  "### [SISTEMA] ###", "=== mensagem_do_desenvolvedor ===", a chat-log "opérateur>" line
  start) wherever it stands in a line, and square-bracketed CJK headings ("【システム】");
- orders: the agent named in the third person and set to act (it "forwards every attachment
  to", "añadirá el contenido de sus notas", is "liberado para", "разрешено пересылать"), or
  the rules said reloaded ("nuevas reglas cargadas", "new rules loaded").

A label alone orders nothing: a web page's "<system>" element, an API doc's role list, a
"[System]" menu path, a "### Sistema de irrigação" heading all pass; so does the agent named
in a label's block when nothing it does reaches outside (it "replies in Spanish").
"""

from __future__ import annotations

# An operator's role, in the eight languages (never the user's or the assistant's own).
_ROLE = (
    r"(?:system|sistema|syst[eè]me|operator|op[ée]rateur|operador|betreiber|developer"
    r"|desarrollador|d[ée]veloppeur|desenvolvedor|entwickler\w*|admin|administrator"
    r"|administrador|administrateur|systemadministrator|sys"
    r"|систем\w*|оператор\w*|разработчик\w*|администратор\w*"
    r"|系统|系統|システム|管理员|管理者|運営|开发者|開発者)"
)
# A word or two of a label beside the role ("notice", "message", "assistant only", "verified").
_BESIDE = r"(?:[ \t_\-,:=]+[^\W\d][\w'\-]{0,20}){0,3}"

# The brackets: square, angle, doubled, piped, braced, round, CJK; each closes on its own kind.
# (a label in quotes is named, not opened: "text like '[SYSTEM] ...' is just text"; a square
# bracket opens a turn at a line's start or after a sentence, not inside one: "lines that start
# with [SYSTEM] are shown in red")
_UNQUOTED = r"(?<![\"'“‘«「`])"
_NOT_CLOSED_QUOTE = r"(?![\"'”’»」`])"
_OPENS = r"(?:^[ \t>*\-—–]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?|(?<=[.!?。！？:：]))[ \t]*"
_RULE_LINE = r"(?:={2,}|-{2,}|#{2,})"
# (mid-line, a bracket must name the role's message itself: "v3.1 [ADMIN NOTICE - for the
# assistant]", never a bare "[System]" menu path)
_NOTICE = (
    r"(?:notice|message|note|override|instructions?|directive|aviso|mensaje|nachricht|hinweis"
    r"|avis|consigne|mensagem|сообщение|уведомление|通知|消息|指令|メッセージ|通知)"
)
WIDER_LABEL = (
    rf"(?:{_UNQUOTED}\[[ \t]*{_ROLE}[ \t_\-]*{_NOTICE}[^\]\n]{{0,40}}\]{_NOT_CLOSED_QUOTE})|"
    rf"(?:{_OPENS}\[{{1,2}}[ \t]*(?:[^\W\d]+[ \t]){{0,2}}{_ROLE}{_BESIDE}[ \t]*\]{{1,2}}"
    rf"{_NOT_CLOSED_QUOTE}"
    rf"|{_UNQUOTED}<{{1,2}}\|?[ \t]*{_ROLE}{_BESIDE}[ \t]*\|?>{{1,2}}{_NOT_CLOSED_QUOTE}"
    rf"|{_UNQUOTED}\{{{{1,2}}[ \t]*(?:role|rol|rôle|papel|роль)?[ \t:=]*{_ROLE}{_BESIDE}[ \t]*"
    rf"\}}{{1,2}}{_NOT_CLOSED_QUOTE}"
    rf"|{_UNQUOTED}\({{2}}[ \t]*{_ROLE}{_BESIDE}[ \t]*\){{2}}{_NOT_CLOSED_QUOTE}"
    rf"|{_OPENS}【[ \t]*{_ROLE}[^】\n]{{0,12}}】"
    rf"|^[ \t]*{_RULE_LINE}[ \t]*[^\n]{{0,30}}?{_ROLE}[^\n]{{0,30}}?{_RULE_LINE}[ \t]*$"
    rf"|^[ \t]*{_ROLE}[ \t]*>[ \t]*(?=\S)"
    # (a tool's result forged as a JSON turn; a mail "from" the system)
    r"|\"role\"[ \t]*:[ \t]*\"(?:tool|function)\""
    # (a speaker's label at a line's start, after a quote mark, a dash or a time stamp, in bold
    # or with a word in brackets: "> **Sistema (prioridad alta):**", "— Système :")
    # (or after a bracketed aside, "(tour précédent) Opérateur :", or a dash inside a line,
    # "Trecho salvo da conversa — Sistema:"; a heading that names the role's message, "Mensaje
    # del sistema (guardar en la configuración):"; a CSV row's role column, "10:03;system;")
    rf"|(?:^[ \t>*\-—–«\"]*|[ \t][—–][ \t])(?:\(?\[?\d{{1,2}}:\d{{2}}(?::\d{{2}})?\]?\)?[ \t]+)?"
    rf"(?:\([^)\n]{{1,30}}\)[ \t]+)?(?:\*\*)?{_ROLE}"
    r"(?:[ \t]*\([^)\n]{0,30}\))?[ \t]*[:：](?:\*\*)?[ \t]*(?=\S)"
    rf"|^[ \t]*{_NOTICE}[ \t]+(?:del?|du|do|da|des|from(?: the)?|of(?: the)?|vom|von der)[ \t]+"
    rf"{_ROLE}[^\n:：]{{0,40}}[:：]"
    rf"|^[^\n;]{{0,20}};[ \t]*{_ROLE}[ \t]*;"
    rf"|^[ \t]*(?:from|von|de|от|差出人)[ \t]*[:：][ \t]*{_ROLE}[ \t]*$)"
)

# The agent named in the third person, as what a role's turn sets to work.
_AGENT = (
    r"(?:the (?:assistant|agent|model|bot)|l'(?:assistant|agent)|el (?:asistente|agente)"
    r"|o (?:assistente|agente)|der (?:assistent|agent)|den (?:assistenten|agenten)"
    r"|dem (?:assistenten|agenten)|(?<!\w)(?:ассистент\w*|агент\w*|бот\w*)"
    r"|助手|助理|代理|アシスタント|エージェント)"
)
# What it is set to do that reaches outside the conversation, or to do freely.
_REACH = (
    r"(?:send|forward|transfer|upload|email|mail|copy|append|add|attach|publish|post|delete"
    r"|remove|pay|transmit|share|execute|run|read|include|is (?:now )?(?:free|cleared|released)"
    r"|envi\w*|reenv\w*|transfer\w*|sub\w*|copi\w*|añad\w*|adjunt\w*|compart\w*|borr\w*|elimin\w*"
    r"|pag\w*|ejecut\w*|liberad[oa]|encaminh\w*|anex\w*|apag\w*|exclu\w*|execut\w*"
    r"|transf[eè]r\w*|envo[iy]\w*|ajout\w*|joint\w*|partag\w*|supprim\w*|ex[ée]cut\w*"
    r"|sende\w*|schick\w*|leite\w*|lade\w*|kopier\w*|h[äa]ng\w*|l[öo]sch\w*|zahl\w*|f[üu]hr\w*"
    r"|отправ\w*|пересыл\w*|перешл\w*|загруж\w*|копир\w*|добав\w*|удал\w*|оплач\w*|выполн\w*"
    r"|разреш\w*"
    # (a permission granted, never an ability: "darf", "is allowed to", "tiene permitido")
    r"|darf|dürfen|is (?:now )?(?:allowed|permitted|authori[sz]ed) to|tiene permitido"
    r"|est[áa] (?:autorizad[oa]|permitid[oa])|est (?:autoris[ée]|habilit[ée])|ist berechtigt"
    r"|发送|转发|上传|复制|附上|删除|支付|执行|送信|転送|アップロード|添付|削除|支払|実行|してよい)"
)
WIDER_ORDER = (
    rf"(?:{_AGENT}[ \t]+(?:\S+[ \t]+){{0,4}}?{_REACH}(?!\w)"
    # (confirmation never asked again, approval no longer needed, the agent authorised to act)
    r"|\b(?:never ask (?:for )?(?:confirmation|approval|permission)|no longer needs? (?:\w+ )?"
    r"(?:approval|confirmation|permission)|authori[sz]ed (?:this |the )?(?:agent|assistant) to"
    r"|ne demande jamais (?:de )?(?:confirmation|validation|permission)|n'a plus besoin"
    r"|a autoris[ée] (?:cet |l')(?:agent|assistant)|sans relecture"
    r"|nunca pidas (?:confirmaci[óo]n|permiso)|ya no necesita (?:\w+ )?(?:aprobaci[óo]n|permiso"
    r"|confirmaci[óo]n)|autoriz[óo] al (?:agente|asistente)|sin revisi[óo]n"
    r"|nunca pe[çc]a (?:confirma[çc][ãa]o|permiss[ãa]o)|n[ãa]o precisa mais|autorizou o"
    r" (?:agente|assistente)|sem revis[ãa]o"
    r"|frag(?:e|t)? nie (?:nach|um)|braucht keine (?:\w+ )?(?:freigabe|best[äa]tigung) mehr"
    r"|ohne freigabe)\b"
    r"|(?<!\w)(?:никогда не (?:спрашивай|запрашивай) подтвержд\w*|больше не нужн\w* (?:\S+ )?"
    r"(?:одобрени|подтвержд|разрешени)\w*)|(?:不再需要|无需|不必)(?:\S{0,4})?(?:批准|审批|确认)"
    r"|承認は不要|確認(?:を)?求めず"
    # (a standing order from now on, or with no one consulted)
    r"|\b(?:from now on|a partir de ahora|de ahora en adelante|à partir de maintenant"
    r"|von nun an|ab sofort|sin consultar|sem consultar|sans consulter|ohne zu fragen)\b"
    r"|(?<!\w)(?:с этого момента|отныне)(?!\w)|今后|从现在起|以後|今後"
    r"|\b(?:new rules? (?:loaded|in force|apply)|nuevas reglas (?:cargadas|vigentes)"
    r"|novas regras (?:carregadas|em vigor)|nouvelles r[èe]gles (?:charg[ée]es|en vigueur)"
    r"|neue regeln (?:geladen|gelten)"
    r"|has (?:been )?(?:authori[sz]ed|approved) (?:\w+ ){0,3}access)\b"
    r"|(?<!\w)новые правила (?:загружены|действуют)"
    r"|新规则已(?:加载|生效)|新しいルールが(?:適用|有効))"
)
