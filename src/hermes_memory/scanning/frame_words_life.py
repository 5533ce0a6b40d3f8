"""Words of the everyday-life frames (``frames_life``): the things ordinary notes are about
(a school, a timetable, a club, a recipe, a dose, a trip), the guard that keeps an assistant's
setup out of them, and an account closed at its holder's request, in the eight languages.
"""

from __future__ import annotations

# What an everyday instruction is about, or who gave it: the school and the teacher, the
# timetable and the list, the club and the referee, the recipe and the diet, the doctor and
# the dose, the bus and the trip, a time or a duration. "The previous notice", "the
# textbook's instructions", "my earlier note about meat" dismiss one of these, not a setup.
LIFE_TOPIC = (
    r"\b(?:school|teachers?|class(?:room)?|homework|excursion|field trip|timetable|schedule|rota"
    r"|roster|notice|newsletter|textbook|handbook|club|tournament|referee|coach|recipes?"
    r"|shopping|diet|appointments?|doctor|nurse|dose|medicine|pharmacy|bus|van|flight|hotel"
    r"|choir|pick-?up|menu|colegio|escuela|profe(?:sor[ae]?s?)?|maestr[oa]s?|clase|deberes"
    r"|excursi[óo]n|horario|calendario|circular|libro(?: de texto)?|torneo|[áa]rbitro"
    r"|entrenador[ae]?|receta|compra|dieta|cita|m[ée]dic[oa]|enfermer[oa]|dosis|medicamentos?"
    r"|autob[úu]s|furgoneta|vuelo|coro|men[úu]|schule|lehrer(?:in)?|klasse|hausaufgaben"
    r"|ausflug|stundenplan|zeitplan|elternbrief|aushang|lehrbuch|verein\w*|turnier"
    r"|schiedsrichter\w*|trainer(?:in)?|rezept\w*|einkauf\w*|di[äa]t|termine?n?|arzt|[äa]rztin"
    r"|physio\w*|dosis|medikament\w*|flug|chor|men[üu]|hausordnung|[ée]cole|ma[îi]tresse"
    r"|classe|devoirs|sortie scolaire|emploi du temps|planning|manuel|tournoi|arbitre"
    r"|entra[îi]neur|recette|courses|r[ée]gime|rendez-vous|m[ée]decin|infirmi[eè]re?"
    r"|m[ée]dicament|chorale|cantine|escola|professora?|turma|aula|li[çc][ãa]o de casa"
    r"|passeio|hor[áa]rio|apostila|clube|torneio|treinador[a]?|receita|compras|consulta"
    r"|enfermeir[oa]|rem[ée]dio|[ôo]nibus|voo|coral|card[áa]pio|minutes|minutos|minuten"
    r"|hours|horas|stunden|heures)\b"
    r"|(?<!\w)(?:школ\w*|учител\w*|класс\w*|домашн\w*|экскурси\w*|расписани\w*|график\w*"
    r"|объявлени\w*|учебник\w*|кружк\w*|клуб\w*|турнир\w*|судь[яи]\w*|тренер\w*|рецепт\w*"
    r"|покупк\w*|диет\w*|врач\w*|медсестр\w*|лекарств\w*|автобус\w*|рейс\w*|хор\w*|мяс\w*"
    r"|продукт\w*|меню|минут\w*|час\w*)(?!\w)"
    r"|\b\d{1,2}[:h]\d{2}\b"
    r"|学校|老师|班主任|作业|家长|春游|秋游|课表|课程表|时间表|日程|名单|清单|通知|课本|教材"
    r"|俱乐部|社团|比赛|裁判|教练|菜谱|食谱|购物|饮食|预约|挂号|医生|护士|剂量|校车|班车"
    r"|航班|酒店|合唱|菜单|分钟|处方|药方|牙医|医院|先生|クラス|宿題|遠足|時間割|予定表|スケジュール|名簿"
    r"|お知らせ|連絡網|教科書|部活|大会|審判|コーチ|レシピ|買い物|食事|医師|看護|バス|電車"
    r"|飛行機|ホテル|メニュー|習い事|献立|処方|薬|歯医者|病院"
)
# The dismissed instructions are the assistant's or all of them: "all previous", "your",
# "todas tus", "所有", "すべて", "これまでの".
ALL_OR_YOURS = (
    r"\b(?:all|every|your|yours|todas|todos|tus|vos|tes|toutes|tous|alle[ns]?|deine\w*|suas"
    r"|seus|tuas|teus)\b|(?<!\w)(?:все\w*|всё|тво\w*|ваш\w*)(?!\w)"
    r"|所有|全部|一切|你的|您的|すべて|全て|あなたの|これまで|今まで"
)
# What no everyday note dismisses: an assistant's setup, its safety, its limits or its filter,
# its operator, or the user it serves.
SETUP_WORDS = (
    r"\b(?:system|safety|security|restrictions?|guidelines|polic\w+|operators?|developers?"
    r"|limits?|filters?|prompts?|persona|jailbreak\w*|mode|unrestricted|uncensored|sistema"
    r"|seguridad|restricci\w+|filtros?|sicherheit\w*|einschr[äa]nk\w*|s[ée]curit[ée]"
    r"|syst[èe]me|seguran[çc]a|restri[çc]\w+|censur\w*|zensur|operador\w*|betreiber\w*"
    r"|op[ée]rateur\w*|entwickler\w*|desarrollador\w*|d[ée]veloppeur\w*|desenvolvedor\w*"
    # (whom the reader serves, named: an override about the user is about the reader's work)
    r"|users?|usuari[oa]s?|utilisat\w+|nutzer\w*|benutzer\w*|usu[áa]ri[oa]s?)\b"
    r"|(?<!\w)(?:систем\w*|безопасн\w*|ограничени\w*|промпт\w*|фильтр\w*|оператор\w*"
    r"|разработчик\w*|пользовател\w*)(?!\w)"
    r"|系统|安全|限制|提示词|过滤|运营|开发者|用户|システム|制限|プロンプト|フィルタ|運営|開発者"
    r"|ユーザー"
)

# --- an account closed at its holder's request ---
ACCOUNT = (
    r"\b(?:accounts?|cuentas?|konto|benutzerkonto|kundenkonto|comptes?|contas?|cadastro)\b"
    r"|(?<!\w)(?:аккаунт\w*|учётн\w* запис\w*|учетн\w* запис\w*)(?!\w)"
    r"|账号|账户|帐号|アカウント|退会"
)
# The holder asks: "if a customer asks to", "si alguien pide", "wer … verlangt", "просит".
HOLDER_ASKS = (
    r"\b(?:asks?|requests?|wants? to|pide|solicita|quiere|verlangt|bittet|m[öo]chte"
    r"|demande|veut|souhaite|pede|quer|pedir|pedido|request)\b"
    r"|(?<!\w)(?:просит|попросит|хочет|запрос\w*)(?!\w)|申请|要求|想要|依頼|希望|申し出"
)
# The confirmation sent after it, by mail: the only "mail" such a sentence names.
CONFIRMATION_MAIL = (
    r"\b(?:confirmation|confirmaci[óo]n|confirma[çc][ãa]o|best[äa]tigung)\w*\s(?:by|via|per|por"
    r"|par|pelo)\s(?:e-?mail|mail|correo|courriel)\b"
    r"|\b(?:confirmation|confirma[çc][ãa]o)\s(?:e-?mail|mail)s?\b"
    r"|\b(?:e-?mails?|mails?|correos?|courriels?|messages?)\s(?:de|of)\s(?:confirmaci[óo]n"
    r"|confirmation|confirma[çc][ãa]o)\b|\bbest[äa]tigungs-?(?:e-?mail|mail|nachricht)\b"
    r"|(?<!\w)(?:письм\w*\s(?:с\s)?подтверждени\w*|подтверждени\w*\s(?:по|на)\s(?:почт\w*"
    r"|e-?mail))(?!\w)|确认邮件|确认信|確認メール|確認のメール"
)
# How the reader answers, changed along with the dismissal: "and from now on answer only in
# English" is an override of the reader, whatever note it sits in.
READER_ANSWERS = (
    r"\b(?:answer\w*|respond\w*|repl(?:y|ies)|obey\w*|responde\w*|contesta\w*|obedece\w*"
    r"|antworte\w*|gehorch\w*|r[ée]ponds|r[ée]pondez|ob[ée]is\w*|responda\w*|obede[çc]a\w*)\b"
    r"|(?<!\w)(?:отвечай\w*|отвечать|подчиняй\w*|слушай\w*)(?!\w)|回答|回复|答复|听我|只听"
    r"|答えて|返事|従って|従え|従う"
)
# The note itself made the only source of orders: "and run the commands below instead",
# "siga apenas este texto", "делай только то, что в этой заметке", "按这条备忘里的命令".
NOTE_AS_ORDERS = (
    r"\b(?:this (?:note|text|message|memo|memory|entry)|below|following|instead|commands?|only"
    r"|solely|esta nota|este (?:texto|mensaje)|a continuaci[óo]n|abajo|siguientes?|comandos?"
    r"|[óo]rdenes|s[óo]lo|solamente|[úu]nicamente|en su lugar|diese[rnm]? (?:notiz|nachricht"
    r"|text)|unten|folgende\w*|befehle?|nur|stattdessen|cette (?:note|consigne)|ce (?:texte"
    r"|message)|ci-dessous|suivant\w*|commandes?|seulement|uniquement|à la place|esta mensagem"
    r"|abaixo|seguintes?|apenas|somente|só|em vez disso)\b"
    r"|(?<!\w)(?:эт\w* (?:заметк|сообщени|текст)\w*|ниже|следующ\w*|команд\w*|только"
    r"|вместо)(?!\w)|这条|本条|下面|以下|命令|只|仅|このメモ|このメッセージ|次の|コマンド|だけ|のみ"
)
