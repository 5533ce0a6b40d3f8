"""More slots for ``rules_lasting`` (det29b): a foothold that restores itself, dressed as a
convenience, in the eight languages, written for the general move rather than any phrase:

- the note itself by the names ``intent_lasting`` lacks: "these instructions", "this
  configuration", "diese Anweisung" (its German plural-only spelling never matched the
  singular), "ces instructions", "本段", "这句话", "эту заметку";
- the way back in for someone else: a reverse shell, a maintenance or vendor's key, "so I can
  always get back in", "para poder volver a entrar", "pra gente conseguir entrar depois";
- the way back for the note: "re-inserts it", "fills it in again", "восстанавливали", "补上";
- the removal foreseen: "even if the user erases one", "если его удалят", "没有的话";
- a foothold kept against its owner: "keep it even if the user removes it", "消さないこと";
- a lasting place that re-arms itself: a task that reschedules itself, an OAuth app, a token
  that never expires.

Each class only fills a slot of an existing rule, which still wants its other slots in the
same sentence (a place, a verb that plants or returns): "remove their key from
authorized_keys" plants nothing, a restored backup passes.
"""

from __future__ import annotations

SELF_WIDER = (
    r"\b(?:these (?:settings|directives)|this (?:configuration|setup|directive|block)"
    r"|(?:esta|esa) (?:configuración|consigna)|diese (?:anweisung|konfiguration|einstellung)"
    r"|(?:ces|cette) (?:instructions?|configuration)|la note de consignes"
    r"|(?:esta|essa) configuração)\b"
    r"|(?<!\w)(?:эт\w+|данн\w+) (?:настройк|конфигурац)\w*|(?<!\w)эту заметку(?!\w)"
    r"|本段|这句话|这段话|这条记录|この設定|この段落"
)
REMOTE_WIDER = (
    r"\b(?:reverse[- ]shell|(?:maintenance|vendor'?s?|support) (?:ssh )?key"
    r"|(?:always |still )?(?:get|log|come) back in|even if (?:he|she|they|the user) changes?"
    r" the password"
    r"|clé ssh de maintenance|revenir (?:à tout moment|même si)"
    r"|volver a entrar|aunque cambie la contraseña|entrar depois"
    r"|mesmo se (?:ele|ela) trocar a senha"
    r"|wieder (?:rein|hinein)kommen|auch wenn (?:er|sie) das passwort ändert)\b"
    r"|(?<!\w)(?:снова (?:войти|зайти)|даже если (?:он|она) смен\w* пароль)|再次登录|改了密码也能"
    r"|再ログイン"
    # (a script pulled from someone's server named in words, not by its address)
    r"|\bscript (?:from|off) (?:my|our|an?) (?:own |external |remote )?server\b"
    r"|\bscript (?:de|desde|do|du|depuis) (?:mi|mon|meu|nuestro|notre|nosso) servid?or\b"
    r"|\bskript (?:von|vom) (?:meinem|unserem) server\b"
    r"|(?<!\w)скрипт\w* с (?:моего|нашего|внешнего|удал[её]нного) (?:\S+ )?сервер\w*"
    r"|(?:我|我们)的服务器上的脚本|(?:私|うち)のサーバーの(?:スクリプト)"
)
RETURN_WIDER = (
    r"\b(?:re-?insert\w*|réinsèr\w*|réinsér\w*|réintègr\w*|recoll\w*|rajout\w*"
    r"|vuelve a (?:pegar|añadir|escribir)|volte a (?:colar|adicionar|escrever)"
    r"|füg\w* (?:sie|es|ihn) wieder ein)\b"
    r"|(?<!\w)(?:восстанавлива\w*|верн[иу]\w* обратно)|补上|自己补|重新(?:写入|加上|插入)"
)
REMOVED_WIDER = (
    r"\b(?:(?:even )?if (?:the user|someone|anyone) (?:erases|deletes|removes)"
    r"|même si l'utilisateur en (?:efface|supprime)|aunque el usuario la (?:quite|borre)"
    r"|mesmo que o usuário (?:apague|remova))\b"
    r"|(?<!\w)если (?:\S+ )?(?:удал\w*|стер\w*)|没有的话|被删(?:了|掉)"
)
STAYS_WIDER = (
    r"\b(?:mantenla|mantenlo|keep it even if|never remove it|não remova nunca|nunca o remova"
    r"|ne (?:le|la) supprime jamais|entferne (?:ihn|sie|es) nie)\b|消さないこと|不要删除它"
)
LASTING_WIDER = (
    r"\b(?:re-?schedules? itself|se re-?planifie|se vuelva a programar sola|oauth (?:app\w*"
    r"|application)|aplicación oauth|sem data de expiração|without (?:an )?expir\w*"
    r"|sans expiration|sin (?:fecha de )?caducidad)\b"
)
