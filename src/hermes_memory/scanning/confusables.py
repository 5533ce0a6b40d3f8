"""Latin look-alikes from other scripts, folded to ASCII before matching.

NFKC already folds full-width and mathematical alphanumerics; it leaves Greek and Cyrillic
letters alone because they are real letters. Folding them everywhere would break Russian and
Greek text, so only words that mix them with Latin letters (``Ιgnore``, ``pаssword``) fold,
or all-look-alike words inside Latin text; a mostly Cyrillic word in Cyrillic text folds
its Latin look-alikes the other way.
"""

from __future__ import annotations

import re

# look-alike -> ASCII letter; upper case folds straight to lower case.
_PAIRS = (
    # Cyrillic
    "аa вb еe ёe кk мm нh оo рp сc тt уy хx ѕs іi їi јj ԁd ԛq ԝw һh ӏl ɡg"
    " Аa Вb Еe Ёe Кk Мm Нh Оo Рp Сc Тt Уy Хx Ѕs Іi Їi Јj Ԁd Ԛq Ԝw Һh Ӏl"
    # Greek
    " αa βb εe ιi κk νv οo ρp τt υu χx γy ϲc ϳj"
    " Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx Ϲc"
    # Armenian and Latin extensions that render like plain letters
    " օo սu հh ոn ɑa ıi ȷj ʟl ɩi"
)
CONFUSABLES: dict[str, str] = {pair[0]: pair[1] for pair in _PAIRS.split()}
_TABLE = str.maketrans(CONFUSABLES)
# The other way: Latin letters hidden in a Cyrillic word ("зaданиe" with Latin a and e).
TO_CYRILLIC: dict[str, str] = {
    "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "k": "к",
    "m": "м", "t": "т", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "X": "Х",
    "Y": "У", "K": "К", "M": "М", "T": "Т", "H": "Н", "B": "В",
}  # fmt: skip
_TO_CYRILLIC = str.maketrans(TO_CYRILLIC)
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_WORD = re.compile(r"\w+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_LATIN_OR_LOOKALIKE = re.compile(r"[A-Za-z" + "".join(sorted(CONFUSABLES)) + r"]")
# What any fold below needs in a text: a look-alike, or a Cyrillic word to fold into.
_FOLDABLE = re.compile("[" + "".join(sorted(CONFUSABLES)) + "\u0400-\u04ff]")


def _mostly_latin(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return False
    latin = sum(1 for ch in letters if ch.isascii())
    return latin * 2 > len(letters)


def fold_confusables(text: str) -> str:
    """``text`` with Latin look-alikes folded in words that are Latin in disguise."""
    if text.isascii() or _FOLDABLE.search(text) is None:
        return text  # no look-alike and no Cyrillic letter: every word stays as it is
    latin_text = _mostly_latin(text)

    def fold(match: re.Match[str]) -> str:
        word = match.group(0)
        if word.isascii():
            return word
        cyrillic = len(_CYRILLIC.findall(word))
        if cyrillic and cyrillic * 2 > len(word) and not latin_text:
            return word.translate(_TO_CYRILLIC)  # a Russian word with Latin look-alikes
        if _ASCII_LETTER.search(word) or (
            latin_text and all(_LATIN_OR_LOOKALIKE.match(ch) for ch in word)
        ):
            return word.translate(_TABLE)
        return word

    return _WORD.sub(fold, text)
