"""Routine tool chatter kept out of a recap until something fails (fp24b): the user's own
verbosity preference named by the chatter rather than by its output -- a compiler's warnings,
download or pull progress bars, migration or dependency-resolution messages, noisy or verbose
logs -- "omite los avisos del compilador y el progreso de las descargas; cuando falle la
compilación, ponme el error", "drop the docker pull progress bars … if a container fails,
include its last lines", "вывод миграций не добавляй, только если что-то сломалось". The
concealment rules read the leave-out verb and the tool's run as an act kept from the user; the
user is choosing what they read. (``intent_routine_output`` holds the lead's output-and-log
shape; this one holds the chatter nouns and the plain "when it fails" condition.)

One line must hold the chatter and the failure that brings it back, and no act the user would
want to hear of (an upload, a send, a server, extra commands: ``intent_routine_output``'s list).
"""

from __future__ import annotations

from hermes_memory.scanning.intent_routine_output import NOT_ROUTINE

_LINE = r"[^\n]{0,240}?"

# (warnings only as a tool's: "hide the security warnings unless it fails" keeps a danger from
# the user)
_CHATTER = (
    r"\b(?:(?:compiler|build|lint|linter|deprecation|webpack|npm|pip|gcc|clang|tsc) warnings"
    r"|progress (?:bars?|output|lines)|migration (?:chatter|output|messages|logs?)"
    r"|dependency (?:resolution|resolver)"
    r"|avisos (?:del (?:compilador|linter)|de (?:compilaci[óo]n|deprecaci[óo]n))"
    r"|advertencias del compilador|(?:el )?progreso de (?:las|la) (?:descargas?|instalaci[óo]n)"
    r"|compiler-warnungen|build-warnungen|fortschritts?(?:balken|anzeige)|download-balken"
    r"|avertissements (?:du compilateur|de compilation)|(?:barres?|sortie) de progression"
    r"|(?:sortie|journaux) des migrations|avisos do (?:compilador|linter)|barras? de progresso"
    r"|(?:sa[íi]da|logs?) das migra[çc][õo]es)\b"
    r"|(?<!\w)(?:предупреждени\w* компилятора|прогресс\w* (?:загрузки|установки|скачивания)"
    r"|вывод миграций)(?!\w)"
    r"|编译警告|进度条|依赖解析|迁移(?:输出|日志)|コンパイラの警告|ビルドの警告|進捗(?:バー|表示)"
    r"|依存関係の解決|マイグレーション"
)
_FAILS = (
    r"\b(?:if|when|once) (?:it|a step|the build|a container|a test|the install|anything"
    r"|something|one) (?:fails|breaks|errors|crashes)\b|\bon failure\b"
    r"|\b(?:cuando|si) (?:algo )?(?:falle|falla|se rompa|rompa|d[ée] error)\b"
    r"|\b(?:wenn|falls) [^\n,.;]{0,30}?(?:abbricht|fehlschlägt|scheitert|schiefgeht)"
    r"|\b(?:si|quand|lorsqu)(?:'| )(?:ça |cela |il |elle |le build |quelque chose )?(?:échoue"
    r"|plante|casse|y a une erreur|il y a une erreur)"
    r"|(?<!\w)(?:если|когда) (?:что-то |что-нибудь |сборка |он |она )?(?:упад\w*|слома\w*"
    r"|сломал\w*|упал\w*|не собер\w*)(?!\w)"
    r"|\b(?:se|quando) (?:algo |a compila[çc][ãa]o |o build )?(?:falhar|quebrar|der erro)\b"
    r"|(?:失败|出错|报错)(?:时|的时候|了)|(?:失敗|エラー)(?:したら|が出たら|した場合|の場合)"
)

# (a deletion is an act the user would want to hear of too)
_DELETES = (
    r"\b(?:delet\w*|remov\w*|wip\w*|borr\w*|elimin\w*|lösch\w*|gelöscht|supprim\w*|effac\w*"
    r"|apag\w*|exclu\w*)\b|(?<!\w)(?:удал\w*|стёр\w*|стер\w*)(?!\w)|删除|删掉|削除|消し"
)

CHATTER = (
    rf"(?:^|(?<=\n))(?!{_LINE}(?:{NOT_ROUTINE}|{_DELETES}))(?={_LINE}(?:{_CHATTER}))"
    rf"(?={_LINE}(?:{_FAILS}))"
)
