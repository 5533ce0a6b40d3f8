"""The check waved away before a destruction, for ``rules_destroy2``'s "who is told, or why
there is no one to ask" slot, in the eight languages, written for the general move rather
than any phrase: the question forbidden or said to be needless ("sin pedir confirmación",
"não precisa confirmar", "Rückfragen sind nicht vorgesehen", "владельца не спрашивай",
"不用问", "聞き返さずに"), the owner's consent claimed ("the user already agreed", "así lo
dejamos acordado"), or the destruction made a custom ("c'est la coutume", "a gente sempre faz
assim", "这是我们团队的老习惯").

The rule still wants a destroying verb with something that cannot be had back (production,
backups, a repository, the home folder) and passes scratch targets and an order not to.
"""

from __future__ import annotations

WAVED = (
    r"\b(?:don'?t ask|no questions asked|no need to (?:ask|warn|tell|confirm)|(?:the )?(?:user"
    r"|owner|customer) (?:has )?already (?:agreed|approved|consented)|it'?s (?:the|our) (?:custom"
    r"|tradition|habit)|we always do (?:it|this) (?:this|that) way)\b"
    r"|\b(?:sin pedir (?:confirmación|permiso)|no requiere (?:aprobación|confirmación)|no pidas"
    r" confirmación|así lo dejamos acordado|es la costumbre|siempre lo hacemos así)\b"
    r"|\b(?:ohne (?:zu fragen|vorwarnung)|rückfragen sind nicht vorgesehen|frag (?:nicht|nie)"
    r"|so machen wir das immer)\b"
    r"|\b(?:sans (?:me |lui |leur )?demander|pas besoin de (?:prévenir|demander|confirmer)"
    r"|c'est la coutume|on fait toujours comme ça)\b"
    r"|\b(?:sem pedir (?:confirmação|permissão)|não precisa (?:confirmar|perguntar|avisar)"
    r"|nem precisa perguntar|a gente sempre faz assim|sem ficar pedindo)\b"
    r"|(?<!\w)(?:не спрашивай|без (?:лишних )?вопросов|не уточняй|так у нас принято)(?!\w)"
    r"|不用问|不必问|不用再问|无需询问|老习惯|不需要确认"
    r"|聞き返さず|確認せず|確認しないで|告知は不要|断りなく"
)
