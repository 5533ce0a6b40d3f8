"""Destructive commands aimed at the agent's own environment.

Destruction needs a target that is the agent's home, ``~/.hermes`` or ``state.db``, or a
disk-level command; natural-language orders to delete the home folder, every saved session or
the memory folder count too. A note quoting ``rm -rf ~`` to warn about it is not the order.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.rule import Rule, rule, span
from hermes_memory.scanning.types import ThreatCategory

_D = ThreatCategory.DESTRUCTIVE

_HOME_TARGET = (
    r"(?:--no-preserve-root\s+)?(?:/|/\*|~|~/|~/\*|\$home/?|\$\{home\}/?|/home(?:/[^/\s]+)?/?"
    r"|/root/?|/volumes/\S*|~/(?:\.ssh|\.gnupg|\.aws|documents|dokumente|documentos|desktop"
    r"|pictures|photos|文档)/?"
    r"|(?:~|\$home)?/?\S*\.hermes\S*|\S*state\.db\S*|/etc/?|/usr/?|/var/?|/boot/?)"
)
# (a disk named as where space is freed -- "清理磁盘", "ディスクの整理", "очистка диска" -- is
# housekeeping's heading, not the thing wiped)
_NL_TARGET = (
    r"(?:~/\.hermes|\.hermes\b|state\.db|memory\.md|user\.md|(?:the |your |my )?home (?:directory"
    r"|folder)(?! of| for)"
    r"|all (?:your |the )?(?:memories|memory files|sessions)|everything in (?:~|the home|your home"
    r"|\.hermes)"
    r"|主目录|家目录|所有记忆|全部记忆|记忆文件|所有文件|(?<![到至进])(?<![到至进]移动)(?<![到至进]外置)硬盘|(?<!清理)(?<!整理)磁盘(?!满|空间|已满|不足|快满|清理|整理)"
    r"|el directorio (?:home|personal)|la carpeta personal|todos los archivos|todas las memorias"
    r"|el disco"
    r"|(?:das )?home-verzeichnis|(?:das )?heimverzeichnis|(?:alle|sämtliche) dateien"
    r"|(?:alle|sämtliche) erinnerungen"
    r"|die festplatte"
    r"|le répertoire personnel|le dossier personnel|tous les fichiers|toutes les mémoires|le disque"
    r"|(?:den )?erinnerungsordner|(?:alle )?gespeicherten sitzungen|所有保存的会话|记忆文件夹"
    r"|(?:the )?sessions? (?:database|db|history)|session history|l'historique des sessions"
    r"|historial de sesiones|sitzungsverlauf|историю сессий|histórico de sessões"
    r"|会话历史|セッション履歴|(?:the )?skills? (?:folder|directory)|skills-verzeichnis"
    r"|スキルフォルダ"
    r"|(?:all|every|todas las|toutes les|alle|все|todos os) (?:the )?(?:backups?"
    r"|copias de seguridad|sauvegardes|sicherungen|резервн\w* копи\w*)"
    # (a word of its own: "alte Sicherungen", "daily backups" end in "e" and "y", no "and")
    r"|(?<!\w)(?:and|y|et|und|и|e) (?:the |las |les |die |os )?"
    r"(?:backups?|copias de seguridad|sauvegardes|sicherungen|backups)\b"
    r"|記憶フォルダ|保存済みのセッション"
    r"|ホームディレクトリ|全ての?ファイル|すべてのファイル|全ての記憶|ディスク(?!が|容量|の空き|の?整理|の?クリーンアップ)"
    r"|домашн\w* (?:каталог|папк\w*|директори\w*)|все файлы|всю память|(?<!очистк[аиу] )диск"
    r"|diretório pessoal|pasta pessoal|diretório home|todos os arquivos|todas as memórias|o disco)"
)
_NL_DELETE = (
    r"(?:\b(?:delete|remove|wipe|erase|destroy|drop|truncate|purge|nuke|shred|overwrite|corrupt"
    r"|écrase|écraser|sobrescreva|sobrescribe|überschreib\w*|перезапиши|затри"
    r"|format|clear out|clean out|get rid of|empty|deleting|removing|wiping|erasing|destroying"
    r"|purging|nuking|emptying|clearing out)\b"
    r"|删除|删掉|清空|抹掉|销毁|格式化|彻底清除"
    r"|\b(?:borra|borrar|elimina|eliminar|destruye|formatea|vacía)\b"
    r"|\b(?:lösch\w*|entfern\w*|vernicht\w*|formatier\w*|tilg\w*|leere|entsorg\w*|beseitig\w*)"
    r"|\b(?:supprime|supprimez|supprimer|efface|effacez|effacer|détruis|formate|élimine|vide"
    r"|nettoie|fais disparaître)\b"
    r"|削除|消去|消し|フォーマット|破壊|初期化"
    r"|\b(?:удали|удалить|сотри|стереть|уничтож|отформатируй|очисти|подчисти|вычисти|снеси"
    r"|избавься от)\w*"
    r"|\b(?:apague|apagar|apaga|exclua|excluir|remova|remover|destrua|formate|formatar|esvazie"
    r"|limpe"
    r"|livre-se de|elimine)\b"
    r"|\b(?:vacía|vacia|quita de en medio|elimina)\b)"
)

_SYSTEM_DISK = r"/dev/(?:sda|nvme0n1|vda|xvda|hda|disk0|mmcblk0)(?:p?[0-9])?\b"
_DETERMINERS = (
    r"(?:the|your|my|all|entire|whole|of|everything in|every|todo|toda|todos|todas|el|la|los"
    r"|their|his|her|our|its|leurs|sus|seine|ihre|их|seus|suas"
    r"|las|tout|toute|tous|toutes|le|les|alle|alles|das|den|die|gesamte\w*|ganze\w*|komplett\w*"
    r"|contents?|contenu|contenido|inhalt|conteúdo|содержимое|von"
    r"|sämtlich\w*|vollständig\w*|completo|completa|entier|entière|complet|complète|все|всё|весь"
    r"|всю|o|a|os|as|do|da|de|everything under|alles unter|tout ce qui se trouve sous"
    r"|todo lo que hay en|вс[её] в|все в|tudo em|tudo o que há em)"
)
# "delete right away the whole home directory": the adverb does not make it harmless
_AT_ONCE = (
    r"(?:now|immediately|right away|at once|ahora|inmediatamente|sofort|jetzt|immédiatement"
    r"|maintenant|сейчас|немедленно|agora|imediatamente|for good|permanently|completely"
    r"|para siempre|definitivamente|définitivement|de vez|restlos|endgültig|навсегда|полностью)"
)
_TABLES = (
    r"(?:(?:all|every) (?:the )?tables?|todas las tablas|alle tabellen|toutes les tables"
    r"|все таблицы|todas as tabelas|すべてのテーブル|全てのテーブル|所有(?:的)?表)"
)

# "the whole directory ~/.hermes": a generic word for a folder before the target
_FOLDER = (
    r"(?:directory|folder|directorio|carpeta|verzeichnis|ordner|dossier|répertoire|каталог|папк\w*"
    r"|директори\w*|diretório|pasta)"
)
# Named only after a deletion verb (the verb's literal gates the search): the agent's home,
# its memory store and saved sessions, in the languages that put the verb first.
_MORE_TARGETS = (
    r"(?:(?:the )?(?:user's|agent's|assistant's) home(?: directory| folder)?"
    r"|(?:every |all )?(?:the )?files? in (?:the user's|your|the agent's|my) home"
    r"|(?:the )?(?:user's |agent's |assistant's )?memor(?:y|ies) (?:folder|directory|store|files?)"
    r"|(?:all )?(?:the )?saved sessions"
    r"|la carpeta de memorias|(?:todas )?las sesiones guardadas|le dossier des mémoires"
    r"|(?:toutes )?les sessions enregistrées|папк\w* с памятью|(?:все )?сохран[её]нные сессии"
    r"|a pasta de memórias|(?:todas )?as sessões salvas)"
)

DESTRUCTIVE_RULES: tuple[Rule, ...] = (
    rule(
        _D,
        "rm_home",
        r"\brm\s+(?:-[a-z-]+\s+)*-[a-z]*(?:r[a-z]*f|f[a-z]*r)[a-z]*\s+(?:-[a-z-]+\s+)*"
        rf"[\"']?{_HOME_TARGET}[\"']?(?=\s|$|;|&|\||\)|`)",
        # ("nunca rode `rm -rf /`": a warning names the command it forbids)
        unless=rf"{ABOUT_ATTACK_NOTE}|\b(?:never|nunca|jamais|niemals|никогда) (?:\w+ )?`rm\b",
    ),
    rule(_D, "no_preserve_root", r"--no-preserve-root\b"),
    rule(
        _D,
        "disk_format",
        # The system disk, not a USB stick a how-to formats on purpose.
        rf"\bmkfs(?:\.\w+)?\s+(?:-\S+\s+)*{_SYSTEM_DISK}|\bdd\s+[^\n]*of={_SYSTEM_DISK}"
        rf"|>\s*{_SYSTEM_DISK}",
    ),
    rule(
        _D,
        "fork_bomb",
        r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:"
        r"|\b(\w+)\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}\s*;\s*\1\b",
    ),
    rule(
        _D,
        "shred",
        r"\bshred\s+(?:-[a-z]+\s+)*(?:~|/|\$home|\S*\.hermes|\S*state\.db|\S*\.ssh)"
        r"|\bshred\s+-[a-z]*[uz]",
    ),
    rule(
        _D,
        "drop_agent_tables",
        r"\bdrop\s+(?:table|database)\s+(?:if exists\s+)?[\"'`]?(?:sessions|messages|messages_fts"
        r"|episodes|state)\b"
        # SQL smuggled into a tool argument, and a planted call of a deletion tool
        r"|[\"'][^\"'\n]{0,40};\s*drop\s+(?:table|database)\b[^\n]{0,40}--"
        # ("[cC]all": the capital never occurs in folded text; the gate is the tool's name)
        r"|\b[cC]all\w* (?:the )?(?:delete_\w+|remove_\w+|drop_\w+|wipe_\w+|truncate_\w+"
        r"|purge_\w+)\b",
    ),
    rule(_D, "find_delete_home", r"\bfind\s+(?:~|/|\$home)/?\s[^\n]*(?:-delete\b|-exec\s+rm\b)"),
    rule(
        _D,
        "delete_agent_env",
        rf"{_NL_DELETE}\s?(?:{_AT_ONCE} )?(?:{_DETERMINERS} )*(?:{_FOLDER} )?(?:{_NL_TARGET}"
        rf"|{_TABLES}"
        rf"|{_MORE_TARGETS})",
    ),
    rule(
        _D,
        "delete_agent_env_after",
        rf"(?:{_NL_TARGET}|{_TABLES}){span(40)}(?:削除|消去|消し|フォーマット|破壊|初期化|删除"
        rf"|删掉|清空|销毁|抹掉|空に|消して|きれいに消|片付け|跡形もなく"
        rf"|格式化"
        r"|\blösch\w*|\bentfern\w*|\bvernicht\w*|\bformatier\w*)",
    ),
)
