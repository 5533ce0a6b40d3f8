"""The marks of the tooling frame (``frames_tooling``): a code tool's rules set aside for some
files ("ignore the pylint rules in vendor/", "ESLint 配置里对 legacy/ 目录覆盖了默认规则",
"生成されたファイルは命名ルールを無視"), one's own service reached only through an SSH tunnel,
and what an override of an assistant's rules names that such a note never does.

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# A code tool whose rules a developer sets aside: a linter, a type checker or a formatter
# named, a lint code ("e501", "sc2086"), its per-file ignores, or the kind of rule such a tool
# checks (naming, formatting, code style) and code that is generated, in the eight languages.
TOOL = (
    r"\b(?:lint\w*|eslint\w*|\.eslintrc|pylint\w*|flake8|ruff|mypy|pyright|stylelint"
    r"|prettier\w*|rubocop|checkstyle|sonar\w*|golangci\w*|clippy|tslint|shellcheck|hadolint"
    r"|markdownlint|pre-commit|per-file-ignores|noqa|phpcs|ktlint|swiftlint|detekt|pmd"
    r"|spotbugs|biome|oxlint|[a-z]{1,3}\d{3,4}"
    r"|naming (?:rules|conventions)|formatting rules|code[- ]style|style rules"
    r"|generated (?:files?|code|clients?|modules?)"
    r"|namensregeln|benennungsregeln|formatierungsregeln|stilregeln|generierte\w*"
    r"|r[èe]gles de (?:nommage|style|formatage)|fichiers? g[ée]n[ée]r[ée]s?|code g[ée]n[ée]r[ée]"
    r"|reglas de (?:nombres|nomenclatura|estilo|formato)|(?:archivos|c[óo]digo) generad[oa]s?"
    r"|regras de (?:nomenclatura|estilo|formata\w*)|(?:arquivos|c[óo]digo) gerad[oa]s?"
    r"|правил\w* (?:именования|стиля|форматирования)|линтер\w*|сгенерированн\w*"
    r"|автосгенерированн\w*)\b"
    r"|代码检查|代码风格|命名规则|格式规则|生成的(?:文件|代码)|自动生成"
    r"|命名ルール|コーディング規約|スタイルルール|生成された(?:ファイル|コード)|自動生成"
)
# What an override of an assistant's own rules names and a note on a linter never does: the
# assistant, its prompt or instructions, safety, earlier orders, an agent's rules file.
ASSISTANT_RULES = (
    r"\b(?:previous|prior|earlier|above|system|safety|security|guardrails?|assistant|ai|llm"
    r"|chatbot|agent|model|prompts?|instructions?|directives?|from now on|restrictions?"
    r"|polic(?:y|ies)|jailbreak\w*|obey|cursorrules|agents\.md|claude\.md|copilot\w*|cursor"
    r"|windsurf\w*|memory|vorherig\w*|frühere\w*|sicherheit\w*|assistent\w*|ki|anweisung\w*"
    r"|ab jetzt|ab sofort|pr[ée]c[ée]dent\w*|s[ée]curit[ée]|assistante?|ia|consignes?"
    r"|d[ée]sormais|anteriores?|seguridad|seguran[çc]a|asistente|instrucci\w*|instru[çc]\w*"
    r"|a partir de (?:ahora|agora)|предыдущ\w*|безопасност\w*|ассистент\w*|ии|инструкци\w*"
    r"|отныне|с этого момента|users?|utilisateur\w*|usuari[oa]s?|usu[áa]ri[oa]s?|nutzer\w*"
    r"|benutzer\w*|пользовател\w*|any command|every command|jede\w* befehl|toute commande"
    r"|ex[ée]cute tout|cualquier comando|qualquer comando|любые команды|без вопросов)\b"
    r"|之前|以前|系统|安全|助手|提示词|指令|指示|从现在|今后|これまで|システム|セキュリティ"
    r"|アシスタント|プロンプト|今後|以降|用户|ユーザー|任何命令|何でも"
)
# The reader addressed ("your rules", "les règles que tu as", "你的规则"): the shared second
# person without German "du", which French writes for "of the" ("du code tiers", "du linter").
YOU = (
    r"\b(?:you|your|yours|yourself|dein\w*|dich|dir|vous|votre|vos|ton|tes|toi|tu|tus"
    r"|usted|você|vocês|ты|тебя|тебе|твой|твоя|твои|твоё|вы|вас|вам|ваш\w*)\b|你|您|あなた"
)
# An SSH tunnel, the way one reaches one's own service without opening it to anyone.
SSH_TUNNEL = (
    r"\bssh[- ]tunnel\w*|\btunnel\w* ssh\b|\bssh-tunnel\w*|\bt[úu]nel(?:es)? ssh\b"
    r"|(?<!\w)ssh-?туннел\w*|(?<!\w)туннел\w* ssh\b|ssh ?(?:隧道|トンネル)"
)
# Said to be the only way in, or for oneself alone.
ONLY = (
    r"\b(?:only|just|solely|nur|ausschließlich|seulement|uniquement|solo|sólo|solamente"
    r"|únicamente|apenas|somente|só|только|лишь)\b|只|仅|だけ|のみ"
)
# A tunnel that lets somebody in rather than keeping them out.
OPENED = (
    r"\b(?:reverse|r[üu]ckw[äa]rts\w*|invers\w*|reverso|reversa|inverso)\b|(?<!\w)обратн\w*"
    r"|反向|リバース|逆"
)
