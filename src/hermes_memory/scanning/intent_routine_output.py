"""A reporting preference about routine tool output (the lead's fp24 round): the user wants the
ordinary output of an install, a build, a compile or a test run left out of summaries and
shown only when something fails ("skip the routine npm install output unless a step fails",
"例行的编译输出不用贴进周报，报错了再发给我", "la salida normal de pip install no; solo si algo
falla", "いつものビルド出力は…失敗したときだけ"). The concealment rules read its leave-out verb
and the install as the assistant's act kept from the user; this is the user choosing what
they read.

One line must hold all three: a routine tool's run, its output or log, and the failure that
brings it back. Never when the line names an act the user would want to hear of (an upload, a
send, a transfer, extra or additional commands, a server): "leave the extra uploads you make
out of the recap unless they fail" keeps the assistant's own acts from the user.
"""

from __future__ import annotations

_LINE = r"[^\n]{0,240}?"

_TOOL = (
    r"\b(?:npm|pip|pip3|yarn|pnpm|apt|apt-get|brew|cargo|gradle|maven|mvn|make|webpack|composer"
    r"|install\w*|build\w*|compil\w*|tests?|lint\w*|upgrade|instalaci\w*|compilaci\w*"
    r"|installation|kompilier\w*|compilation|construction|instala[çc][ãa]o|compila[çc][ãa]o)\b"
    r"|(?<!\w)(?:установк\w*|сборк\w*|компиляц\w*|тест\w*)(?!\w)"
    r"|安装|编译|构建|依赖|测试|ビルド|インストール|コンパイル|テスト"
)
_OUTPUT = (
    r"\b(?:output|logs?|salida|registros?|ausgabe\w*|sortie|journal|journaux|sa[íi]da)\b"
    r"|(?<!\w)(?:вывод\w*|лог\w*)(?!\w)|输出|日志|出力|ログ"
)
_FAILS = (
    r"\b(?:unless|only (?:if|when|on)|except (?:if|when|on|for)) (?:something |anything |it"
    r" |a step |the build |a test |there(?:'s| is) an? )?(?:fails?|failed|failures?|breaks|errors?"
    r"|goes wrong)\b"
    r"|\b(?:si algo falla|si (?:hay|da|sale) (?:un |algún )?error|(?:salvo|excepto) (?:que|si)"
    r" (?:algo )?fall\w*|a menos que (?:algo )?fall\w*|solo (?:si|cuando) (?:algo )?fall\w*)"
    r"|\b(?:au(?:ß|ss)er|nur) (?:wenn|bei) (?:etwas |es |einem )?(?:fehl\w*|schief\w*|scheitert)"
    r"|\b(?:sauf|seulement|uniquement) (?:si|quand|en cas d')\s?(?:ça |cela |elle |il |quelque"
    r" chose )?(?:échou\w*|erreur\w*|plant\w*)"
    r"|(?<!\w)(?:только|лишь) (?:если|когда|при) (?:что-то |что-нибудь |она |он )?(?:упал\w*"
    r"|ошибк\w*|слома\w*|провал\w*|не собрал\w*)"
    r"|\b(?:a não ser que|só se|somente se|exceto se|salvo se|apenas se|só quando) (?:algo )?"
    r"(?:falh\w*|der erro|houver erro)"
    r"|(?:失败|出错|报错)了?(?:再|才|的话再)|(?:失敗|エラー)(?:した|が出た)?(?:とき|時|場合)(?:だけ|のみ)"
)
# Acts the user would want to hear of: the line is not a verbosity preference (also read by
# fp24b's ``intent_fp24b_chatter``).
NOT_ROUTINE = (
    r"\b(?:upload\w*|send\w*|sent|forward\w*|transfer\w*|exfil\w*|curl|server|extra|additional"
    r"|hidden|subid\w*|env[íi]\w*|adicional\w*|hochlad\w*|zusätzlich\w*|senden|gesendet"
    r"|supplémentaire\w*|annexe\w*|envoy\w*|envoi\w*|téléchar\w*|servidor|serveur)\b"
    r"|(?<!\w)(?:дополнительн\w*|отправ\w*|выгруз\w*|загруж\w*|сервер\w*)(?!\w)"
    r"|额外|附加|上传|发送|服务器|追加の|アップロード|送信|サーバー"
)

ROUTINE_OUTPUT = (
    rf"(?:^|(?<=\n))(?!{_LINE}(?:{NOT_ROUTINE}))(?={_LINE}(?:{_TOOL}))(?={_LINE}(?:{_OUTPUT}))"
    rf"(?={_LINE}(?:{_FAILS}))"
)
