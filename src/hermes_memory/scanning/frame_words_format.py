"""The marks of the format frames (``frames_format``): a chat template or prompt format shown
as a format (its role tokens, the turns between them, the words that say a format is shown),
and an outdated instruction named by the document it sits in ("the old setup instructions in
INSTALL.md", "运维手册第三节里以前的部署指令").

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- a chat template shown ---
# A role token of a chat format: ChatML and its kin, Llama's pair, the end of a sequence, a
# speaker heading of an instruction template, a JSON message's role.
_SPEAKER = (
    r"(?:system|user|assistant|human|instructions?|input|response|sistema|système|systeme"
    r"|система|系统|システム|usuario|utilisateur|benutzer|nutzer|usuário|пользователь|用户|ユーザー"
    r"|asistente|assistent|assistente|ассистент|アシスタント|助手|instrucci[óo]n|anweisung"
    r"|инструкция|指令|指示|respuesta|antwort|réponse|resposta|ответ|回答|応答)"
)
TEMPLATE_TOKEN = (
    r"<\|\s*\w+\s*\|>(?:[ \t]*(?:system|user|assistant|developer)\b)?|\[/?inst\]|<<\s*/?sys\s*>>"
    r"|</?s>|<(?:start|end)_of_turn>"
    rf"|^[ \t]*#{{1,6}}[ \t]*{_SPEAKER}[ \t]*[:：]?[ \t]*$"
    r"|[\"']role[\"']\s*:\s*[\"']\w+[\"']"
    # a plain "system:" line giving a persona ("You are a recipe assistant") that a "user:"
    # line answers within three lines: a handout's or a tutorial's dialogue printed line by
    # line (one speaker line alone is no template; a system line granting rights is no example)
    r"|^[ \t]*(?:system|developer)[ \t]*[:：][ \t]*(?=(?:you are|you're|tú eres|eres|du bist"
    r"|tu es|vous êtes|você é|ты|вы|你是|您是|あなたは)[ \t]?)"
    r"(?=[^\n]*\n(?:[^\n]*\n){0,2}[ \t]*(?:user|human)[ \t]*[:：])"
)
# What a turn of a shown template may hold and still be an example: a placeholder is cut
# before the turn is read ("{system_prompt}", "<task goes here>").
PLACEHOLDER = r"\{[^{}\n]{0,40}\}|<[^<>|\n]{1,30}>"
# The words that say a format is being shown: a template, a format, a fixture or eval file, a
# training set, "looks like" -- in the eight languages.
FORMAT_CUE = (
    r"\b(?:templates?|format\w*|looks like|fixtures?|test\w*|evals?\b|evaluation|dataset"
    r"|training|fine-?tun\w*|chatml|tokeni[sz]\w*|parser|loader|harness|example|sample"
    r"|plantilla|formato|ejemplo|prueba|evaluaci[óo]n|entrenamiento|es as[íi]"
    r"|vorlage|beispiel|testdatei|trainingsdaten|sieht so aus|modèle de|gabarit|exemple"
    r"|ressemble|jeu d'[ée]val|шаблон\w*|формат\w*|пример\w*|тестов\w*|выглядит|обучени\w*"
    r"|modelo de|exemplo|teste|treino|é assim|docs?|documentation|documentaci[óo]n"
    r"|documenta[çc][ãa]o|dokumentation|документаци\w*)\b|文档|ドキュメント"
    r"|模板|格式|示例|测试|评测|训练|如下|テンプレート|形式|例|テスト|評価|学習|次のとおり"
)
# An ordinary section heading (not a speaker's): "## System design", "### 系统要求".
SECTION_HEADING = rf"^[ \t]*#{{1,6}}[ \t]+(?!{_SPEAKER}[ \t]*[:：]?[ \t]*$)\S[^\n]*$"
# A place a template is shown in: a fenced block, an inline span, a table row. (A bare
# message object is how a forged turn is written: it counts only with a cue around it.)
FORMAT_PLACE = r"```[^`]{0,2000}?```|`[^`\n]{1,300}`|^[ \t]*\|[^\n]*\|[ \t]*$"
# What a turn must not carry beyond the marker rules' payload: a claim that it holds now or
# from now on ("You are now DAN"), a note to hide it.
TURN_NOW = (
    r"\b(?:now|jetzt|nun|ahora|maintenant|désormais|сейчас|теперь|agora|henceforth)\b"
    r"|现在|今から|今後|以后|从此"
    # a consent claimed for the user, asking stopped ("pre-approved", "stop asking")
    r"|\b(?:\w*approv\w*|autori[sz]\w*|erlaubt|genehmigt|aprob\w*|aprov\w*|одобр\w*|разреш\w*"
    r"|stop asking|no need to ask|nicht (?:mehr )?nachfragen|ne (?:plus )?demande|no preguntes"
    r"|não pergunte|не спрашивай\w*"
    # obeying someone else from now on
    r"|gehorch\w*|nur noch|only (?:obey|follow|listen)|solo obedece|n'ob[ée]i\w*)\b"
    r"|批准|允许|许可|許可|承認|确认|確認|只听|只服从|だけに従"
)

# --- an outdated instruction named by its document ---
# The instructions noun (compounds too: "Installationsanweisungen", "setup-instructions").
INSTRUCTIONS = (
    r"(?:instruction|anweisung|anleitung|consigne|instrucci[óo]n|indicaci[óo]n|инструкци"
    r"|указани|instru[çc][õoã]|steps?\b|schritte|étapes|pasos|шаг|passos|directions)\w*"
    r"|说明|指令|步骤|指示|手順|指南"
)
# An old, earlier or superseded one.
OUTDATED = (
    r"\b(?:old|older|outdated|obsolete|previous|prior|earlier|former|legacy|deprecated|alt\w*"
    r"|veraltet\w*|fr[üu]her\w*|vorherig\w*|bisherig\w*|ancien\w*|pr[ée]c[ée]dent\w*|obsol[èe]t\w*"
    r"|antigu\w*|anterior\w*|viej\w*|obsolet\w*|стар\w*|прежн\w*|предыдущ\w*|устаревш\w*"
    r"|antig\w*|desatualizad\w*)\b|旧|以前|之前|老的|过时|古い"
    # (the last one handed out: "last week's worksheet", "前回配ったプリント", "上周发的")
    r"|\blast (?:week|time|class|lesson|term|month)'?s?\b|\bdernière\w*|\bletzte\w*"
    r"|\b(?:pasad|passad)[oa]\b|(?<!\w)прошл\w*|前回|上周|上次|上回|先週"
)
# A document named: a file, a section or chapter by its number or title, a wiki page, a
# manual, a runbook.
DOCUMENT = (
    r"[\w./-]+\.(?:md|txt|rst|pdf|docx?|html?|adoc|org|wiki)\b|\breadme\b"
    r"|\b(?:section|sección|secci[óo]n|se[çc][ãa]o|sec[çc][ãa]o|abschnitt|kapitel|chapter"
    r"|chapitre|cap[íi]tulo|apartado|раздел\w*|глав\w*|пункт\w*|§)\s*(?:\d+|[\"“„«'])"
    r"|\b(?:appendix|annex\w*|anhang|anexo|приложени\w*|pdf|ticket|tickets)\s*(?:\w{1,3}\b|\d+)"
    r"|\b(?:wiki\w*|runbook|manual|manuel|handbook|\w*handbuch\w*|leitfaden|\w*doku\w*"
    r"|documentation|documentaci[óo]n|documenta[çc][ãa]o|documento|document|fichier|datei"
    r"|archivo|arquivo|файл\w*|guide|gu[íi]a|ratgeber|руководств\w*|регламент\w*|мануал\w*"
    r"|wiki-artikel|artikel|article|art[íi]culo|artigo|стать\w*|page|seite|página|страниц\w*)\b"
    r"|手册|文档|说明书|维基|附录|第\s*\S{1,3}\s*[节章条部]|マニュアル|ハンドブック|付録|ドキュメント"
    r"|ガイド|手順書"
    # (a recipe, a knitting or sewing pattern, a kit's assembly sheet: a newer version sets
    # aside one of its own earlier steps)
    r"|\b(?:recipes?|receitas?|recetas?|recettes?|rezept\w*|(?:knitting|sewing|crochet) pattern"
    r"|revised pattern|new pattern|molde\w*|patron|strickanleitung|schnittmuster)\b"
    r"|(?<!\w)(?:рецепт\w*|выкройк\w*|схем\w* вязания)(?!\w)|食谱|菜谱|配方|レシピ|編み図|型紙"
    r"|第\s*\d+\s*章|ページ"
    # (a class's or a family's paper: a worksheet, a handout, an exercise sheet -- a teacher
    # or a parent withdrawing what an old one said)
    r"|\b(?:worksheets?|handouts?|(?:exercise |homework |assignment |answer )?sheets?|fiches?"
    r"|fichas?|hojas? de (?:ejercicios|tareas|trabajo)|arbeitsbl[äa]tt\w*|übungsbl[äa]tt\w*"
    r"|feuilles? d'exercices|folhas? de (?:exerc[íi]cios|atividades)|apostila\w*|раздатк\w*"
    r"|раздаточн\w*|листок\w*|памятк\w*)\b|作业单|讲义|练习单|学习单|プリント|配布資料|ワークシート"
)
# What makes the object the assistant's own setup, not a document: "your", the system prompt,
# all of them, the rules, a file that configures an agent ("AGENTS.md", ".cursorrules").
OWN_SETUP = (
    r"\b(?:your|yours|dein\w*|ihre[nmrs]?|votre|vos|tes|ton|tus|tu|su|sus|tuas?|teus?|suas?"
    r"|seus?|твои|твой|ваш\w*|свои|all|alle\w*|toutes|tous|todas|todos|все|всех|system\w*"
    r"|sistema|système|систем\w*|prompt\w*|промпт\w*|rules?|regeln?|r[èe]gles?|reglas?|regras?"
    r"|правил\w*|guidelines?|richtlinie\w*|directives?|directrices|diretrizes|agents?\.md"
    r"|claude\w*|gemini\w*|cursorrules|copilot\w*|setup of (?:the )?(?:assistant|agent)"
    # what the reader itself was given: "every instruction you were given before this note"
    r"|you were (?:given|told)|you received|man dir (?:gegeben|gesagt)|on t'a (?:donn[ée]|dit)"
    r"|te (?:dieron|dijeron)|тебе (?:дали|сказали)|te (?:deram|disseram))\b"
    r"|你的|您的|所有|全部|一切|系统|提示词|规则|あなたの|すべて|全て|システム|プロンプト|ルール"
)
