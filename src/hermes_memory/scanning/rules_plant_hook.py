"""Persistence planted as a hook: something that runs by itself (a git hook, an npm
postinstall, an autostart entry, a scheduled task, a login item) set to fetch code from the
network and run it, in the eight languages (``hook_fetch_run``). An install how-to that pipes
a script once names no hook; a hook that runs the tests fetches nothing."""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule
from hermes_memory.scanning.types import ThreatCategory

# What runs by itself.
_HOOK = (
    r"(?:\b(?:post-?(?:checkout|merge|commit|install)|pre-?(?:commit|push)|git hooks?|hook"
    r"|postinstall|preinstall|autostart|launch ?agents?|login items?|at (?:login|logon|startup"
    r"|boot)|on (?:login|logon|startup|boot)|scheduled task|task scheduler|systemd (?:timer"
    r"|service|unit)|crontab|cron job|folderopen|runon)\b|开机启动|开机自启|启动项|计划任务"
    r"|登录时|ログオン時|ログイン時|起動時|タスクスケジューラ|スタートアップ|при входе|при запуске"
    r"|планировщик\w*|автозапуск\w*|tarea programada|al iniciar|tâche planifiée|au démarrage"
    r"|à la connexion|geplante aufgabe|autostart|beim (?:login|start)|tarefa agendada|ao iniciar)"
)
# ... set to fetch code and run it.
_FETCH_RUN = (
    r"(?:https?://\S+[^\n]{0,20}?\|\s*(?:ba|z)?sh\b|\|\s*iex\b|\b(?:curl|wget|iwr|invoke-webrequest)"
    r"\b[^\n|]{0,80}\|\s*(?:ba|z)?sh\b|\b(?:download|fetch|pull)\w*(?: and| &)? (?:run|execut)\w*"
    r"|\bpipes? https?://\S+ into (?:ba)?sh|下载并执行|下载后执行|ダウンロードして実行|скачива\w* и"
    r" запуска\w*|descargue y ejecute|descarga y ejecuta|télécharge et exécute|lädt und ausführt"
    r"|herunterlädt und ausführt|baixe e execute)"
)

PLANT_HOOK_RULES: tuple[Rule, ...] = (
    rule(
        ThreatCategory.PERSISTENCE,
        "hook_fetch_run",
        rf"{_HOOK}[^\n]{{0,120}}?{_FETCH_RUN}|{_FETCH_RUN}[^\n]{{0,120}}?{_HOOK}",
        requires=(r"https?://|\b(?:curl|wget|iwr)\b",),
        # a training note calls the hook what it is
        unless=rf"{ABOUT_ATTACK_NOTE}|\b(?:is|are) (?:a|an) (?:\w+ ){{0,2}}?(?:attack|injection"
        r"|backdoor|malware)\b",
    ),
)
