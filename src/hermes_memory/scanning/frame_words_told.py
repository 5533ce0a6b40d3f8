"""Words of a destruction told in the first person past, the writer's own act ("I deleted the
duplicate photos", "j'ai supprimé", "我把…删掉了", one's own old disk "отформатировал сам"),
for ``frames_everyday``'s ``destruction_told``."""

FIRST_PAST = (
    r"\bi(?: have|'ve)?(?: just| already)? (?:deleted|removed|wiped|cleared|erased|emptied"
    r"|purged|trashed|got rid of|dropped|formatted|reformatted|factory-reset)\b"
    r"|\bj'ai (?:\w+ )?(?:supprimé|effacé|vidé|jeté|retiré|formaté|réinitialisé)"
    r"|\b(?:borré|eliminé|vacié|limpié|quité|formateé|reseteé|restablecí|he (?:borrado"
    r"|eliminado|vaciado|quitado|formateado))\b"
    r"|\bich habe\b[^.;\n]{0,60}?\b(?:gelöscht|geleert|entfernt|weggeworfen|formatiert"
    r"|zurückgesetzt)\b"
    r"|\b(?:apaguei|excluí|limpei|deletei|removi|esvaziei|joguei fora|formatei|resetei)\b"
    r"|(?<!\w)я (?:\w+ )?(?:удалил|удалила|стёр|стер|стёрла|стерла|очистил|очистила|снёс|снесла"
    r"|выкинул|выкинула|отформатировал|отформатировала|сбросил|сбросила)(?!\w)"
    # (the Russian past drops its pronoun: "сам" marks the writer's own act, "диск
    # отформатировал сам")
    r"|(?<!\w)(?:(?:отформатировал|удалил|стёр|стер|очистил|сбросил)\w* сама?"
    r"|сама? (?:\w+ )?(?:отформатировал|удалил|стёр|стер|очистил|сбросил)\w*)(?!\w)"
    r"|我(?:把|已经|已|刚|刚刚)?[^，。；\n]{0,24}?(?:删掉了|删了|删除了|清空了|清理了|清掉了"
    r"|格式化了|恢复了出厂设置|重置了)"
    r"|(?:削除|消去|整理|フォーマット|初期化)しました|消しました|私が(?:削除|消)"
)
