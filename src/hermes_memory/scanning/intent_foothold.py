"""What makes a foothold's payload, as against a runbook's words: pattern text only.

A foothold (cron, systemd, an rc file) beside a URL is a runbook's reference ("see
https://github.com/systemd/…") unless the URL is fetched or fed: a script's address, one
written after "from" / "to" / "para" / "从", or one the Japanese object marker follows
(:func:`fetched_sinks`). A key added to authorized_keys is planted when the note owns it
(``KEY_NOUN`` after "this", "our", "esta"), not when "our servers' authorized_keys" are
merely managed somewhere. ``rules_system`` reads both.
"""

from __future__ import annotations

_ANY_URL = r"(?:https?://|s3://"
_FETCHED_URL = (
    r"(?:https?://[^\s\"'`]+?\.(?:sh|py|ps1|pl|rb|bin|exe|js)\b|(?:from|to|into|para|a|à|an"
    r"|на|в|de|desde|von|aus|из|à partir de) https?://|(?:从|到|向)\s?https?://"
    r"|https?://\S+ ?(?:を|から|に)|s3://"
    # (det20b) a URL the foothold launches or points at: "qui lance https://", "pointant vers
    # https://", "that runs https://", "запускает https://"
    r"|\b(?:lance|lancent|runs?|launch\w*|execut\w*|exécute\w*|startet|lädt|pointant vers"
    r"|pointing (?:to|at)|points (?:to|at)|apuntando a|apontando para|zeigt auf) https?://"
    r"|(?<!\w)(?:запуска\w*|указывающ\w* на) https?://"
)


def fetched_sinks(sinks: str) -> str:
    """``sinks`` (an alternation that opens with any http(s) URL) with the bare URL narrowed
    to a fetched or fed one; the other sinks (webhooks, pastebins, addresses) stay."""
    if not sinks.startswith(_ANY_URL):
        raise ValueError("the sink alternation no longer opens with the URL branch")
    return _FETCHED_URL + sinks[len(_ANY_URL) :]


# The key word a determiner governs: "our maintenance key", "esta clave", "この公開鍵".
KEY_NOUN = (
    r"(?:(?:[^\s]+ ){0,2}?(?:keys?\b|\w*schlüssel\w*|clav\w*|clés?\b|ключ\w*|chav\w*)"
    r"|[^\s。,，]{0,6}?(?:公钥|密钥|钥匙|鍵|键|行))"
)

# The reader's own key ("add your public key with ssh-copy-id"), no foreign key literal.
OWN_KEY = (
    r"\A(?![\s\S]*(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|attacker|>>))[\s\S]*\b(?:your|tu|tus"
    r"|dein\w*|ton|ta|votre|vos|seu|sua|твой|свой|ваш)\s+(?:own |propia |eigenen |propre )?"
    rf"(?:public |pública |öffentlichen |publique |открытый )?(?:ssh )?{KEY_NOUN}"
    r"|你的公钥|自分の公開鍵"
)
