"""A wipe dressed as cleanup or a fresh start, for ``rules_destroy2``'s ``destroy_valuable``
(det29b), in the eight languages, written for the general move rather than any phrase:

- the destroying verb as a standing rule or a team custom, not only an imperative: "the
  assistant removes / empties / formats", "vaciará", "löscht ... samt", "удаляет", "чистит",
  "apaga", "te cargas", "全清了", "初期化し";
- what it takes away beyond the data: the way back (the trash emptied, the version history,
  the offsite copies, the photo library, the shared drive) named as the valuable;
- the backups switched off, which is the other half of a wipe that must not come back
  ("desliga o serviço de backup de vez", "отключать резервное копирование", "把自动备份也关了");
- the check waved: "without checking with me", "sem me perguntar", "не спрашивая";
- the loss waved away as nothing: "it's all junk", "it'll get rebuilt somehow", "so nothing
  can be recovered", "para não sobrar nada", "начнём с нуля", "反正都是临时文件".

The rule keeps its guards: someone addressed or the check waved, never a scratch target nor an
order not to. Emptying the kitchen bin, a backup reported as taken, a photo library moved to
the archive drive: no order, no valuable gone.
"""

from __future__ import annotations

# Third person, future and infinitive forms of the destroying verb (a standing rule).
DESTROY_STANDING = (
    r"(?:\b(?:removes|deletes|wipes|erases|empties|purges|drops|truncates|formats|nukes"
    r"|overwrites)\b"
    r"|\b(?:borrará|vaciará|eliminará|formateará|borra|vacía|vaciar|te cargas|cárgate)\b"
    r"|\b(?:löscht|leert|formatiert|entfernt|überschreibt|vernichtet)\b"
    r"|\b(?:efface|effacera|videra|supprimera|formatera)\b"
    # (third person only in Russian: an infinitive is also what a request is reported with,
    # "записка просит ассистента удалять все бэкапы")
    r"|(?<!\w)(?:удаляет|удалит|чистит|стирает|затирает|очищает|форматирует)(?!\w)"
    r"|\b(?:apaga|apagará|exclui|esvazia|formata|limpa)\b"
    r"|全清|清掉|删光|清空掉|(?:初期化|削除|消去)し|空にする)"
)
# The way back, and the things a fresh start throws away with the data.
WAY_BACK = (
    r"(?:\b(?:the )?(?:trash|recycle bin|version history|offsite (?:copies|backups?|bucket)"
    r"|photo library|shared drive|time machine|onedrive|nas)\b"
    r"|\b(?:papelera|historial de versiones|lixeira|histórico de versões|corbeille"
    r"|historique des versions|papierkorb|versionsverlauf|offsite-kopien)\b"
    r"|(?<!\w)(?:корзин\w*|истори\w* верси\w*)|回收站|历史版本|ごみ箱|ゴミ箱|バージョン履歴)"
)
# Backups switched off: the verb, then the backups within the same clause.
DISABLE = (
    r"(?:\b(?:disabl\w*|turn\w* off|switch\w* off|desactiv\w*|deaktivier\w*"
    r"|abschalt\w*|désactiv\w*|coupe\w*|desativ\w*|deslig\w*)\b"
    r"|(?<!\w)(?:отключ\w*|выключ\w*)|关掉|关闭|停掉|停用|無効化|止め)"
)
BACKUPS = (
    r"(?:\b(?:backups?|backup service|snapshots?|copias? (?:de seguridad|automáticas)"
    r"|respaldos?|sicherung\w*|time machine|sauvegardes?|serviço de backup|cópias de segurança)"
    r"\b|(?<!\w)(?:резервн\w* копирован\w*|бэкап\w*|снапшот\w*)|自动备份|备份|快照"
    r"|バックアップ|スナップショット)"
)
# The check waved, with the owner named: "sem me perguntar", "without checking with me".
WAVED_MORE = (
    r"\b(?:without (?:checking|asking) (?:with )?(?:me|him|her|them|the owner)|no sign-off"
    r"|sin (?:preguntarme|consultarme|avisarme)|sem me (?:perguntar|avisar|consultar)"
    r"|não precisa me (?:avisar|perguntar)|ohne (?:mich|ihn|sie) zu fragen|ohne freigabe"
    r"|sans (?:me |lui )?(?:consulter|prévenir)|no hace falta (?:avisar|confirmar\w*)"
    r"|no requiere (?:aprobación|confirmación))\b"
    r"|(?<!\w)(?:не спрашивая|не уточняя|не уведомляя|подтверждения не нужны)(?!\w)"
    r"|不用问我|别问了|不必等|確認は不要|連絡は不要"
)
# The loss waved away: junk, a fresh start, it comes back by itself, nothing left over.
SHRUGGED = (
    r"\b(?:it'?s (?:all |just )?(?:junk|clutter|garbage)|(?:starts?|start over|begin) (?:fresh"
    r"|clean|from scratch)|nothing (?:can be|is) recover\w*|rebuil\w* somehow"
    r"|automated assistants|empezamos de cero|y listo|no sirve para nada"
    r"|para não sobrar nada|e pronto|depois a gente vê|o jeito mais rápido|é lixo"
    r"|irrécupérables?|repart\w* (?:de|à) zéro|puis relancez|c'est (?:de la )?camelote"
    r"|fangen (?:wir )?neu an|von vorne? anfangen|(?:ist )?eh (?:nur )?müll|unwiederbringlich)\b"
    r"|(?<!\w)(?:начн[её]м с нуля|с чистого листа|всё равно мусор|это мусор)(?!\w)"
    r"|从头再来|反正都是临时文件|反正没用|干就完了|一からやり直|まっさらに|どうせゴミ"
)
