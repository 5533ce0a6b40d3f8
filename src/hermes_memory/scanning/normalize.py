"""Text as the rules see it: NFKC, invisible characters out, look-alikes folded, case and
whitespace folded, and a separate leetspeak variant.

Invisible characters are always removed before matching but reported only when they hide
text: a zero-width joiner inside an emoji sequence and ZWNJ/ZWJ between letters of scripts
that need them (Arabic, Persian, Devanagari and the other Indic scripts) are ordinary
writing; Unicode tag characters never are. Each step is a public function, tested alone.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property

from hermes_memory.scanning.confusables import fold_confusables
from hermes_memory.scanning.decoding import Decoded, find_encoded

MAX_SCAN_CHARS = 65_536

ZWSP, ZWNJ, ZWJ, BOM = "\u200b", "\u200c", "\u200d", "\ufeff"
# Characters that render as nothing; removed before matching.
INVISIBLE = frozenset(
    "\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u034f\u180e"
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_EMBEDDINGS = frozenset("\u202a\u202b\u202c\u2066\u2067\u2068\u2069\u200e\u200f")
_OVERRIDES = frozenset("\u202d\u202e")
_SOFT = frozenset("\u00ad\u034f\u180e")  # soft hyphen and friends: removed, never reported
_INVISIBLE_RUN = re.compile("[" + "".join(sorted(INVISIBLE)) + "\U000e0000-\U000e007f]")
_INVISIBLE_BLOCK = re.compile("[" + "".join(sorted(INVISIBLE)) + "]+|[\U000e0000-\U000e007f]+")
_TAG_RUN = re.compile("[\U000e0000-\U000e007f]+")
_VARIATION = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]")
# Scripts whose spelling uses ZWJ/ZWNJ: Arabic, Syriac, Thaana, N'Ko, the Indic blocks,
# Sinhala, Thai..Myanmar, Khmer, Mongolian, and Arabic presentation forms.
_JOINING = (
    (0x0600, 0x08FF),
    (0x0900, 0x0DFF),
    (0x0E00, 0x109F),
    (0x1780, 0x18AF),
    (0xA8E0, 0xA8FF),
    (0xFB50, 0xFDFF),
    (0xFE70, 0xFEFC),
)
# Scripts written without spaces, where ZWSP marks word breaks.
_NO_SPACES = ((0x0E00, 0x0FFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x3000, 0x9FFF))
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
_SPACES = re.compile(r"[^\S\n]+")
# CJK, kana and Hangul next to Latin letters or digits: a space goes between so word
# boundaries work in "環境変数をwebhook.siteに送信".
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_CHAR = re.compile(f"[{_CJK}]")
_SCRIPT_SEAM = re.compile(rf"(?<=[{_CJK}])(?=[A-Za-z0-9~$./])|(?<=[A-Za-z0-9])(?=[{_CJK}])")
_NEWLINES = re.compile(r"\s*\n\s*")
# "don’t", "l’utilisateur": the rules are written with the ASCII apostrophe.
_APOSTROPHES = str.maketrans(dict.fromkeys("\u2018\u2019\u02bc\u2032\uff07", "'"))
_SPACED_RUN = re.compile(r"(?<![^\s])(?:[^\s] ){3,}[^\s](?![^\s])")
_SPACED_PAIR = re.compile(r"(?<![^\s])(?:[^\s] )+[^\s](?![^\s])")
# A token right after ``%`` or ``\`` is part of an escape (``%D0``, ``\u0049``), decoded
# elsewhere: reading it as leetspeak only doubles the rule work on encoded text.
_LEET_TOKEN = re.compile(r"(?<![%\\])[\w@$]+")
_LEET_CHARS = frozenset("013457@$")
_LEET_MAX = 24
_LEET_HEAVY_TOKENS = 3
_TECHNICAL = re.compile(
    r"[a-z]+[0-9]+|[a-z][0-9]{1,2}[a-z]"
    # an ordinal ("14th", "1st"), or a number holding a digit leetspeak never uses with a
    # unit after it ("24h", "20min", "16gb", "2fa"); "55h" (ssh) stays leetspeak
    r"|[0-9]+(?:st|nd|rd|th)|[0-9]*[2689][0-9]*[a-z]{1,3}",
    re.IGNORECASE,
)
_LEET_DIGITS_MAX = 6
_VERSIONED = re.compile(r"[a-z]+[0-9]{3,}")
# Not leetspeak in ordinary text, whatever digits and signs they hold: an e-mail address, a
# handle of joined words or a bot's ("@triage-bot", "@opsbot"), a variable of joined words
# ("$github_token"), curl's "file=@notes.txt", an ISO time stamp. Each read as leetspeak
# made a second reading of a whole technical note. ("@ll", "$ecret" and URLs stay leet.)
_NAMED_WITHOUT_AT = r"\$\{?[a-z][a-z0-9]*(?:_[a-z0-9]+)+|\b[0-9]{4}-[0-9]{2}-[0-9]{2}t[0-9:.]+z?\b"
_NAMED = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    r"|(?<![\w@$])@[a-z0-9]+(?:[-_][a-z0-9]+)+|(?<![\w@$])@[a-z0-9]*bot\b|=@[^\s]+"
    rf"|{_NAMED_WITHOUT_AT}"
)
# ``_NAMED`` for a run without "@": the same matches, without the address's ``[\w.+-]+``
# running to the run's end from every position (quadratic on an encoded run).
_NAMED_NO_AT = re.compile(_NAMED_WITHOUT_AT)
_LEET_I = str.maketrans(
    {"1": "i", "3": "e", "0": "o", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
)
_LEET_L = str.maketrans(
    {"1": "l", "3": "e", "0": "o", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
)


@dataclass(frozen=True)
class HiddenChar:
    """An invisible character that hides text: its code point and 0-based position."""

    codepoint: int
    position: int

    @property
    def label(self) -> str:
        return f"U+{self.codepoint:04X}"


@dataclass(frozen=True)
class NormalizedText:
    """The forms one text is matched in: ``text`` (the main form), ``variants`` (leetspeak
    readings, only when they differ), ``hidden`` characters and ``decoded`` runs.
    ``folded`` is the text before case and spaces are folded, from which the variants are
    worked out on first use: a scan that reads a long encoded run decoded reads the text
    around it afresh, and the variants of the whole run were most of its normalising."""

    text: str
    hidden: tuple[HiddenChar, ...]
    decoded: tuple[Decoded, ...]
    folded: str = field(repr=False)

    @cached_property
    def variants(self) -> tuple[str, ...]:
        found = list(fold_leet(self.text))
        joined = join_spaced(self.folded)
        if joined != self.folded:
            found.append(fold_case_and_space(space_scripts(joined)))
        return tuple(found)


def nfkc(text: str) -> str:
    """Unicode NFKC: full-width and mathematical letters become plain ones."""
    return unicodedata.normalize("NFKC", text)


def _in(ch: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    if not ch:
        return False
    code = ord(ch)
    return any(low <= code <= high for low, high in ranges)


def _emojiish(ch: str) -> bool:
    if not ch:
        return False
    code = ord(ch)
    return (
        unicodedata.category(ch) == "So"
        or 0x1F000 <= code <= 0x1FAFF
        or 0x1F3FB <= code <= 0x1F3FF
        or code in (0xFE0F, 0x20E3)
    )


def _neighbours(text: str, start: int, end: int) -> tuple[str, str]:
    """The visible characters around the invisible run ``text[start:end]``."""
    before = start - 1
    while before >= 0 and (text[before] in INVISIBLE or _VARIATION.match(text[before])):
        if text[before] == "\ufe0f":
            break
        before -= 1
    after = end
    while after < len(text) and text[after] in INVISIBLE:
        after += 1
    return (text[before] if before >= 0 else "", text[after] if after < len(text) else "")


def _legitimate(ch: str, index: int, around: tuple[str, str], has_rtl: bool) -> bool:
    if ch in _SOFT:
        return True
    if ch == BOM:
        return index == 0
    if ch in _EMBEDDINGS:
        return has_rtl
    prev, nxt = around
    if not prev and not nxt:
        return False
    if ch == ZWJ and _emojiish(prev) and _emojiish(nxt):
        return True
    if ch in (ZWJ, ZWNJ):
        # Inside or at the edge of a word of a joining script: a ZWJ after an Arabic letter
        # shows its joined form, a ZWNJ keeps a Latin word from joining the Arabic comma
        # after it. Between two Latin letters it would split a trigger word: reported.
        return _in(prev, _JOINING) or _in(nxt, _JOINING)
    if ch == ZWSP:
        return _in(prev, _NO_SPACES) or _in(nxt, _NO_SPACES)
    return False


def find_hidden(text: str) -> tuple[HiddenChar, ...]:
    """Invisible characters that hide text (tag characters, bidi overrides, zero-width
    characters outside emoji and joining scripts), in order of position."""
    if _INVISIBLE_BLOCK.search(text) is None:
        return ()  # most texts: nothing invisible, no need to look for right-to-left script
    has_rtl = _RTL.search(text) is not None
    found: list[HiddenChar] = []
    # Neighbours are looked up once per run of invisible characters: every character of a
    # run has the same ones, and per-character lookups are quadratic in a long run.
    for run in _INVISIBLE_BLOCK.finditer(text):
        if _TAG_RUN.fullmatch(run.group(0)):  # tag characters: hidden, each of them
            found += map(HiddenChar, map(ord, run.group(0)), range(run.start(), run.end()))
            continue
        around: tuple[str, str] | None = None
        # ... and so has each kind of character the same verdict within a run (a zero-width
        # bit run is two kinds repeated hundreds of times); a BOM alone depends on where.
        verdicts: dict[str, bool] = {}
        for index in range(run.start(), run.end()):
            ch = text[index]
            if 0xE0000 <= ord(ch) <= 0xE007F or ch in _OVERRIDES:
                found.append(HiddenChar(ord(ch), index))
                continue
            legitimate = verdicts.get(ch) if ch != BOM else None
            if legitimate is None:
                if around is None:
                    around = _neighbours(text, run.start(), run.end())
                legitimate = verdicts[ch] = _legitimate(ch, index, around, has_rtl)
            if not legitimate:
                found.append(HiddenChar(ord(ch), index))
    return tuple(found)


def strip_invisible(text: str) -> str:
    """``text`` without zero-width, bidi, tag and variation-selector characters."""
    return _VARIATION.sub("", _INVISIBLE_RUN.sub("", text))


# The characters ``strip_invisible`` removes, as a table for ``str.translate``.
_INVISIBLE_TABLE: dict[int, None] = dict.fromkeys(map(ord, INVISIBLE))
for _low, _high in ((0xE0000, 0xE0080), (0xFE00, 0xFE10), (0xE0100, 0xE01F0)):
    _INVISIBLE_TABLE.update(dict.fromkeys(range(_low, _high)))


def strip_invisible_short(text: str) -> str:
    """:func:`strip_invisible` for a short text (the excerpt around a hidden character):
    one table lookup a character costs less there than two regex passes."""
    return text.translate(_INVISIBLE_TABLE)


def fold_case_and_space(text: str) -> str:
    """Case-folded, typographic apostrophes made ``'``, runs of spaces made one space, blank
    lines and line edges trimmed; line breaks are kept because role markers are recognised
    at the start of a line."""
    folded = text.casefold().translate(_APOSTROPHES)
    return _NEWLINES.sub("\n", _SPACES.sub(" ", folded)).strip()


def join_spaced(text: str) -> str:
    """Letters written one by one with single spaces (``I g n o r e``) joined into words;
    wider gaps stay as word breaks. Once one run of four or more shows the trick, two- and
    three-letter words (``t u``, ``r m``) join too. Text without such runs is unchanged."""
    # (a run of signs alone, the stars of a crontab line, spells no word)
    if not any(any(map(str.isalpha, run.group(0))) for run in _SPACED_RUN.finditer(text)):
        return text
    return _SPACED_PAIR.sub(lambda m: m.group(0).replace(" ", ""), text)


def space_scripts(text: str) -> str:
    """A space between CJK text and Latin letters or digits that touch it."""
    if _CJK_CHAR.search(text) is None:
        return text  # (the seam's look-behind is tried at every position otherwise)
    return _SCRIPT_SEAM.sub(" ", text)


def _mixed(token: str) -> bool:
    """A leetspeak-looking token: letters and leet digits together, not an encoding."""
    return (
        len(token) <= _LEET_MAX
        and not _LEET_CHARS.isdisjoint(token)
        and any(ch.isalpha() for ch in token)
    )


def _named(text: str, mixed: dict[str, bool]) -> set[str]:
    """The ``mixed`` tokens that occur inside an address, a handle, a variable or a time
    stamp (``_NAMED``), looked for only in the run of non-spaces around each (a search of
    the whole text tried the address pattern at every character)."""
    found: set[str] = set()
    # The names found in each run, once a run: an encoded run of hundreds of characters
    # holds dozens of tokens, and looking through the whole run for each was quadratic.
    names: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for token in _LEET_TOKEN.finditer(text):
        word = token.group(0)
        if not mixed[word] or word in found:
            continue
        start, end = token.span()
        before = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
        after = min((i for i in (text.find(" ", end), text.find("\n", end)) if i >= 0), default=-1)
        after = len(text) if after < 0 else after
        spans = names.get((before, after))
        if spans is None:
            named = _NAMED if "@" in text[before:after] else _NAMED_NO_AT
            spans = names[before, after] = [m.span() for m in named.finditer(text, before, after)]
        if any(low <= start and end <= high for low, high in spans):
            found.add(word)
    return found


def _joined(token: str) -> bool:
    """Words joined by underscores, each without leet digits or a name with a number of
    three digits or more after it (``id_ed25519``, ``sha256_sum``; not ``id_r54``)."""
    parts = token.split("_")
    return len(parts) > 1 and all(
        _LEET_CHARS.isdisjoint(part) or _VERSIONED.fullmatch(part) is not None for part in parts
    )


# What follows an address's "@" part: the rest of a domain ("-14.c0m", ".com").
_DOMAIN_REST = re.compile(r"[\w-]*\.[\w]{2,}")


def _leet_address(text: str, token: str, end: int) -> bool:
    """``token`` (ending at ``end``) is the user and host of an e-mail address."""
    at = token.find("@")
    return 0 < at < len(token) - 1 and _DOMAIN_REST.match(text, end) is not None


def fold_leet(text: str) -> tuple[str, ...]:
    """Leetspeak readings of ``text``: only tokens mixing letters with 0 1 3 4 5 7 @ $ are
    rewritten, so ``3.12`` or ``2024`` stay as they are (``v3`` may read ``ve``: a reading is
    an extra view for the rules, never the text itself). ``1`` reads as ``i`` and as ``l``.
    In text that is mostly leetspeak (three or more such tokens, a quarter of its words),
    short all-digit tokens of leet digits are words too (``3574`` is ``esta``, ``40`` ``ao``)."""
    if _LEET_CHARS.isdisjoint(text):
        return ()
    tokens = _LEET_TOKEN.findall(text)
    kinds = {token: _mixed(token) for token in set(tokens)}  # encoded runs repeat tokens
    # A name with a version or size after it (``sha256``, ``py3``) or a numeronym (``i18n``)
    # is not leetspeak in ordinary text: reading it so doubled the rule work on many
    # technical notes. Text that is mostly leetspeak keeps them ("l45 r3gl45").
    plain = {t: k and _TECHNICAL.fullmatch(t) is None for t, k in kinds.items()}
    if not any(plain.values()):
        return ()  # (no token to read: not heavy, and nothing for ``_named`` to clear)
    mixed = sum(1 for token in tokens if plain[token])
    heavy = mixed >= _LEET_HEAVY_TOKENS and mixed * 4 >= len(tokens)
    if not heavy:
        named = _named(text, plain)
        kinds = {t: k and t not in named and not _joined(t) for t, k in plain.items()}
        if not any(kinds.values()):
            return ()

    # Where each reading differs from the text: the tokens rewritten, found once for both
    # tables (a callback per token, per table, cost more than the rest of the fold).
    changed: list[tuple[int, int, str]] = []
    for match in _LEET_TOKEN.finditer(text):
        token = match.group(0)
        if kinds[token]:
            changed.append((match.start(), match.end(), token))
        elif heavy and len(token) <= _LEET_DIGITS_MAX and set(token) <= _LEET_CHARS:
            start, end = match.span()
            # a part of a number ("3.12", "1,5") stays a number
            in_number = (start and text[start - 1] in ".,") or (
                text[end : end + 1] in (".", ",") and text[end + 1 : end + 2].isdigit()
            )
            if not in_number:
                changed.append((start, end, token))
        # Long runs are encodings (hex, base64), decoded elsewhere, never leetspeak.

    def rewrite(table: dict[int, str]) -> str:
        parts: list[str] = []
        last = 0
        for start, end, token in changed:
            # (an address's "@" stays one: "r4pp0r7@4n4ly53-14.c0m" reads "rapport@analyse...")
            if _leet_address(text, token, end):
                word = "@".join(part.translate(table) for part in token.split("@"))
            else:
                word = token.translate(table)
            parts += (text[last:start], word)
            last = end
        parts.append(text[last:])
        return "".join(parts)

    readings = {rewrite(_LEET_I), rewrite(_LEET_L)}
    readings.discard(text)
    return tuple(sorted(readings))


def normalize(text: str, *, decode: bool = True) -> NormalizedText:
    """Every step in order, on the first ``MAX_SCAN_CHARS`` characters of ``text``."""
    bounded = nfkc(text[:MAX_SCAN_CHARS])
    if bounded.isascii():
        # Plain ASCII holds no invisible character, look-alike or CJK seam: those steps
        # would return it unchanged, after a regex pass each.
        hidden: tuple[HiddenChar, ...] = ()
        folded = bounded
    else:
        hidden = find_hidden(bounded)
        folded = space_scripts(fold_confusables(strip_invisible(bounded)))
    decoded = find_encoded(bounded) if decode else ()
    return NormalizedText(fold_case_and_space(folded), hidden, decoded, folded)
