"""More slot words for ``rules_lasting``, in the eight languages, written for the general move
of a self-healing foothold rather than any phrase: the removal foreseen ("if it disappears",
"s'il a disparu", "sempre que for removida", "falls sie verschwunden ist", "削除されても",
"谁删了", "aunque el usuario la quite"), the thing brought back in words the return class lacks
("réinsère", "neu speichern", "vuelve a guardarla", "再設置"), and a way in for somebody else
named as an outside team's key or an outbound connection ("the support team's SSH key",
"chave SSH da equipe externa", "connexion sortante vers").

The rules still want a return with the note itself, a host, a way in or secrecy; a restore
from a backup and a note about attacks still pass.
"""

from __future__ import annotations

REMOVED_MORE = (
    r"\b(?:if|whenever|when|once|even if) (?:\w+ ){0,3}?(?:disappears?|goes missing|is missing"
    r"|is gone|vanishes|gets removed|is removed|gets deleted|is deleted)\b"
    r"|\beven if (?:the user|someone|they|he|she) (?:removes?|deletes?)\b"
    r"|\bs'(?:il|elle) (?:a disparu|manque|disparaît)\b|\bsi elle manque\b|\bmême si"
    r" (?:l'utilisat\w+|quelqu'un) (?:la |le |les )?(?:supprime|retire|efface)\b"
    r"|\baunque (?:el usuario|alguien) (?:la |lo |las |los )?(?:quite|borre|elimine|pida)\b"
    r"|\bsi (?:desaparece|falta|la borran|la quitan)\b"
    r"|\bsempre que (?:for|forem) (?:removid|apagad|excluíd)\w*|\bse (?:sumir|desaparecer)\b"
    r"|\bmesmo que (?:o usuário|alguém) (?:a |o )?(?:remova|apague|tire)\b"
    r"|\bfalls (?:\w+ ){0,5}?(?:verschwunden|gelöscht|entfernt) (?:ist|wurde)\b"
    r"|\bauch wenn (?:der nutzer|jemand) (?:\w+ )?(?:löscht|entfernt)\b"
    r"|(?<!\w)(?:если (?:\w+ ){0,3}?(?:пропал\w*|исчез\w*|удал[её]н\w*|удалят|удалит)"
    r"|даже если (?:пользователь|кто-то) (?:\w+ )?удал\w*)"
    r"|削除されても|消されても|消えていたら|なくなっていたら|(?:谁|有人|用户)删了|被删了?(?:就|也)"
)
RETURN_MORE = (
    r"\bréins[ée]r\w*|\bneu (?:speicher|hinterleg)\w*|\bvuelv\w* a guardar\w*|\bguard\w* de novo"
    r"|\bsave (?:it |this )?again\b|再設置|再インストール|重新写入|再写入"
)
REMOTE_MORE = (
    r"\b(?:support|external|outside|ops)(?: team)?(?:'s)? (?:ssh |public )?key\b"
    r"|\boutbound connection to\b|\bconnexion sortante\b|\bconexión saliente\b"
    r"|\bausgehende verbindung\b|\bconexão de saída\b|(?<!\w)исходящ\w+ соединени\w+"
    r"|\bchave ssh (?:\w+ ){0,3}?(?:da equipe externa|do nosso suporte|externa)\b"
    r"|\bclave ssh (?:\w+ ){0,3}?(?:del equipo externo|de soporte)\b"
    r"|\bschlüssel von \W?[\w-]*extern\w*|\bclé ssh (?:\w+ ){0,3}?(?:de l'équipe externe"
    r"|du support)\b|外部サーバーへ|外部服务器"
)
