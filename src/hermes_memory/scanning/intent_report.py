"""Words that report an act instead of asking for one, for the exfiltration and persistence rules.

A log's status ("upload ok"), a field's key ("upload": {…}), a file named "…-reports", a past
event ("token leaked via a gist"), a verb forbidden right before it ("不要贴到"), and a writer's
own log of adding their own key: none is an order to the assistant.
"""

from __future__ import annotations

# A verb that reports instead of asking: a log's status ("upload ok"), a field's key ("upload":
# {…}), part of a file name ("report-2026-11.pdf"), a past event ("token leaked via a gist").
NOT_STATUS = (
    r"(?!\s+(?:ok|done|succeeded|success\w*|complete[d]?|finished|failed|error|started|skipped)\b)"
    r"(?!\s*[\"']?\s*[:=])(?![-_][\w-]*\.(?:pdf|csv|txt|docx?|xlsx?|json|log|md|html?)\b)(?<![a-z]ed)"
    r"(?<![-_/.]report)(?<![-_/.]reports)"  # a bucket or file named "…-reports"
)
# "令牌不要贴到群里": the verb forbidden (Chinese and Japanese put the "don't" right before it)
NOT_FORBIDDEN = r"(?<!不要)(?<!不得)(?<!禁止)(?<!不能)(?<!别)(?<!勿)(?<!不)"

# The writer's own log: "added my own key to authorized_keys on the Pi", a past act, "own".
OWN_KEY_ADDED = (
    r"\A(?![\s\S]*(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|attacker|>>))[\s\S]*?"
    r"(?:\b(?:added|appended|copied|put|installed) (?:my|our) own (?:public )?(?:ssh )?keys?\b"
    r"|\b(?:añadí|agregué|copié) mi (?:propia )?clave|\bmeinen eigenen (?:\w+-)?schlüssel"
    r"|\bj'ai (?:ajouté|copié) ma propre clé|\b(?:добавил|скопировал)\w* свой (?:\w+ )?ключ"
    r"|\b(?:adicionei|copiei) (?:a )?minha (?:própria )?chave|(?:加了|添加了)我自己的公钥"
    r"|自分の(?:公開)?鍵を(?:追加|登録)した)"
    # (the key named as the writer's own -- "my own public key" on a checklist -- or as the
    # key of the writer's own machine, "my new laptop's key", "the key from my desktop": no
    # key literal, no address it is fetched from)
    r"|\A(?![\s\S]*(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|attacker|>>|https?://))[\s\S]*?"
    r"(?:\bmy own (?:public |ssh )*keys?\b|\bmy (?:new |old |other |work )?(?:laptop|desktop|pc"
    r"|computer|mac\w*|phone|workstation|tablet|thinkpad)(?:'s)? (?:public |ssh )*keys?\b"
    r"|\bkeys? (?:of|from) my (?:new |old |other |work )?(?:laptop|desktop|pc|computer|mac\w*"
    r"|phone|workstation|tablet)\b|\bschlüssel (?:meines|von meinem) "
    r"|\bclaves? (?:pública )?de mi "
    r"|\bclés? (?:publique )?de mon |\bchaves? (?:pública )?do meu "
    r"|(?<!\w)ключ\w* (?:моего|своего) "
    # the writer's key into the writer's own file: "meinen eigenen öffentlichen Schlüssel",
    # "ma propre clé", "ma clé publique à mon propre fichier authorized_keys", "minha chave
    # pública ao meu próprio authorized_keys", "my public key ... into the Pi's own authorized_keys"
    r"|\bmeinen eigenen (?:\w+ )?schlüssel|\bma propre clé\b"
    r"|\bma clé (?:publique |ssh )*(?:à|a|dans) mon (?:propre )?(?:fichier )?authorized_keys"
    r"|\bminha (?:própria )?chave (?:pública |ssh )*(?:ao|no|em|para o) meu (?:próprio )?"
    r"(?:arquivo )?authorized_keys"
    r"|\bmy (?:public |ssh )*keys?\b[^.\n]{0,60}?\b(?:into|to|in) (?:my|the [\w-]+'s) own"
    r" (?:~/\.ssh/)?authorized_keys)"
)
