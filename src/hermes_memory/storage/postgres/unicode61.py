"""Text as state.db's ``unicode61`` tokenizer splits it, for the PostgreSQL store.

FTS5's ``unicode61`` makes one token of every run of letters and digits and folds Latin
diacritics away (``café`` is ``cafe``); PostgreSQL's parser does not (``7e276798d05b`` is
a float and a word, ``foo_bar`` one word, ``a.b@c.com`` an e-mail). The tables below are
SQLite 3.40's own, read from it character by character; migration 4 builds the SQL from
them and :func:`lexeme_tokens` applies them in Python, so both sides split alike.
"""

from __future__ import annotations

import re
from functools import cache

_ASCII_SEPARATORS = "0001-002F 003A-0040 005B-0060 007B-007F"
"""Every ASCII character but letters and digits (NUL cannot occur in PostgreSQL text)."""

_SEPARATORS = """
    0080-00A9 00AB-00B1 00B4 00B6-00B8 00BB 00BF 00D7 00F7 02C2-02C5 02D2-02DF 02E5-02EB
    02ED 02EF-02FF 0305 030D-030E 0310 0312-031A 031C-0322 0329-032C 032F 0332-036F 0375
    037E 0384-0385 0387 03F6 0482-0489 055A-055F 0589-058A 058F 0591-05C7 05F3-05F4
    0600-0604 0606-061B 061E-061F 064B-065F 066A-066D 0670 06D4 06D6-06E4 06E7-06ED
    06FD-06FE 0700-070D 070F 0711 0730-074A 07A6-07B0 07EB-07F3 07F6-07F9 0816-0819
    081B-0823 0825-0827 0829-082D 0830-083E 0859-085B 085E 08E4-08FE 0900-0903 093A-093C
    093E-094F 0951-0957 0962-0965 0970 0981-0983 09BC 09BE-09C4 09C7-09C8 09CB-09CD 09D7
    09E2-09E3 09F2-09F3 09FA-09FB 0A01-0A03 0A3C 0A3E-0A42 0A47-0A48 0A4B-0A4D 0A51
    0A70-0A71 0A75 0A81-0A83 0ABC 0ABE-0AC5 0AC7-0AC9 0ACB-0ACD 0AE2-0AE3 0AF0-0AF1
    0B01-0B03 0B3C 0B3E-0B44 0B47-0B48 0B4B-0B4D 0B56-0B57 0B62-0B63 0B70 0B82 0BBE-0BC2
    0BC6-0BC8 0BCA-0BCD 0BD7 0BF3-0BFA 0C01-0C03 0C3E-0C44 0C46-0C48 0C4A-0C4D 0C55-0C56
    0C62-0C63 0C7F 0C82-0C83 0CBC 0CBE-0CC4 0CC6-0CC8 0CCA-0CCD 0CD5-0CD6 0CE2-0CE3
    0D02-0D03 0D3E-0D44 0D46-0D48 0D4A-0D4D 0D57 0D62-0D63 0D79 0D82-0D83 0DCA 0DCF-0DD4
    0DD6 0DD8-0DDF 0DF2-0DF4 0E31 0E34-0E3A 0E3F 0E47-0E4F 0E5A-0E5B 0EB1 0EB4-0EB9
    0EBB-0EBC 0EC8-0ECD 0F01-0F1F 0F34-0F3F 0F71-0F87 0F8D-0F97 0F99-0FBC 0FBE-0FCC
    0FCE-0FDA 102B-103E 104A-104F 1056-1059 105E-1060 1062-1064 1067-106D 1071-1074
    1082-108D 108F 109A-109F 10FB 135D-1368 1390-1399 1400 166D-166E 1680 169B-169C
    16EB-16ED 1712-1714 1732-1736 1752-1753 1772-1773 17B4-17D6 17D8-17DB 17DD 1800-180E
    18A9 1920-192B 1930-193B 1940 1944-1945 19B0-19C0 19C8-19C9 19DE-19FF 1A17-1A1B
    1A1E-1A1F 1A55-1A5E 1A60-1A7C 1A7F 1AA0-1AA6 1AA8-1AAD 1B00-1B04 1B34-1B44 1B5A-1B7C
    1B80-1B82 1BA1-1BAD 1BE6-1BF3 1BFC-1BFF 1C24-1C37 1C3B-1C3F 1C7E-1C7F 1CC0-1CC7
    1CD0-1CE8 1CED 1CF2-1CF4 1DC0-1DE6 1DFC-1DFF 1FBD 1FBF-1FC1 1FCD-1FCF 1FDD-1FDF
    1FED-1FEF 1FFD-1FFE 2000-2064 206A-206F 207A-207E 208A-208E 20A0-20B9 20D0-20F0
    2100-2101 2103-2106 2108-2109 2114 2116-2118 211E-2123 2125 2127 2129 212E 213A-213B
    2140-2144 214A-214D 214F 2190-23F3 2400-2426 2440-244A 249C-24E9 2500-26FF 2701-2775
    2794-2B4C 2B50-2B59 2CE5-2CEA 2CEF-2CF1 2CF9-2CFC 2CFE-2CFF 2D70 2D7F 2DE0-2E2E
    2E30-2E3B 2E80-2E99 2E9B-2EF3 2F00-2FD5 2FF0-2FFB 3000-3004 3008-3020 302A-3030
    3036-3037 303D-303F 3099-309C 30A0 30FB 3190-3191 3196-319F 31C0-31E3 3200-321E
    322A-3247 3250 3260-327F 328A-32B0 32C0-32FE 3300-33FF 4DC0-4DFF A490-A4C6 A4FE-A4FF
    A60D-A60F A66F-A67E A69F A6F0-A6F7 A700-A716 A720-A721 A789-A78A A802 A806 A80B
    A823-A82B A836-A839 A874-A877 A880-A881 A8B4-A8C4 A8CE-A8CF A8E0-A8F1 A8F8-A8FA
    A926-A92F A947-A953 A95F A980-A983 A9B3-A9CD A9DE-A9DF AA29-AA36 AA43 AA4C-AA4D
    AA5C-AA5F AA77-AA79 AA7B AAB0 AAB2-AAB4 AAB7-AAB8 AABE-AABF AAC1 AADE-AADF AAEB-AAF1
    AAF5-AAF6 ABE3-ABED FB1E FB29 FBB2-FBC1 FD3E-FD3F FDFC-FDFD FE00-FE19 FE20-FE26
    FE30-FE52 FE54-FE66 FE68-FE6B FEFF FF01-FF0F FF1A-FF20 FF3B-FF40 FF5B-FF65 FFE0-FFE6
    FFE8-FFEE FFF9-FFFF 10100-10102 10137-1013F 10179-10189 10190-1019B 101D0-101FD
    1039F 103D0 10857 1091F 1093F 10A01-10A03 10A05-10A06 10A0C-10A0F 10A38-10A3A 10A3F
    10A50-10A58 10A7F 10B39-10B3F 11000-11002 11038-1104D 11080-11082 110B0-110C1
    11100-11102 11127-11134 11140-11143 11180-11182 111B3-111C0 111C5-111C8 116AB-116B7
    12470-12473 16F51-16F7E 16F8F-16F92 1D000-1D0F5 1D100-1D126 1D129-1D1DD 1D200-1D245
    1D300-1D356 1D6C1 1D6DB 1D6FB 1D715 1D735 1D74F 1D76F 1D789 1D7A9 1D7C3 1EEF0-1EEF1
    1F000-1F02B 1F030-1F093 1F0A0-1F0AE 1F0B1-1F0BE 1F0C1-1F0CF 1F0D1-1F0DF 1F110-1F12E
    1F130-1F16B 1F170-1F19A 1F1E6-1F202 1F210-1F23A 1F240-1F248 1F250-1F251 1F300-1F320
    1F330-1F335 1F337-1F37C 1F380-1F393 1F3A0-1F3C4 1F3C6-1F3CA 1F3E0-1F3F0 1F400-1F43E
    1F440 1F442-1F4F7 1F4F9-1F4FC 1F500-1F53D 1F540-1F543 1F550-1F567 1F5FB-1F640
    1F645-1F64F 1F680-1F6C5 1F700-1F773 E0001 E0020-E007F E0100-E01EF
"""
"""Characters past ASCII that end a token: punctuation, symbols, spaces, most marks."""

_FOLDED = """
    00C0-00C5 00C7-00CF 00D1-00D6 00D9-00DD 00E0-00E5 00E7-00EF 00F1-00F6 00F9-00FD
    00FF-010F 0112-0125 0128-0130 0134-0137 0139-013E 0143-0148 014C-0151 0154-0165
    0168-017E 01A0-01A1 01AF-01B0 01CD-01D4 01E6-01EB 01F0 01F4-01F5 01F8-01F9 0200-021B
    021E-021F 0226-0229 022E-022F 0232-0233 1E00-1E07 1E0A-1E13 1E18-1E1B 1E1E-1E2D
    1E30-1E37 1E3A-1E4B 1E54-1E5B 1E5E-1E63 1E6A-1E77 1E7C-1E99 1E9B 1EA0-1EA3 1EB8-1EBD
    1EC8-1ECF 1EE4-1EE7 1EF2-1EF9 212B
"""
"""Characters folded to one ASCII letter (``_FOLDED_TO``, in the same order)."""

_FOLDED_TO = (
    "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeeg"
    "ggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzz"
    "zoouuaaiioouuggkkoojggnnaaaaeeeeiiiioooorrrruuuusstthhaaeeooyyaabbbbbbdddddddddd"
    "eeeeffgghhhhhhhhhhiikkkkkkllllllmmmmmmnnnnnnnnpppprrrrrrssssttttttttuuuuuuvvvvww"
    "wwwwwwwwxxxxyyzzzzzzhtwysaaaaeeeeeeiiiioooouuuuyyyyyyyya"
)

_DROPPED = """
    0300-0304 0306-030C 030F 0311 031B 0323-0328 032D-032E 0330-0331
"""
"""Combining diacritics: part of a token, removed from it."""

FOLD_HINT = "[\\u00c0-\\u024f\\u0300-\\u036f\\u1e00-\\u1eff\\u212a-\\u212b]"
"""A character class holding every folded or dropped character: text without one needs
no folding (a cheap test before the translation, which is slow on long text)."""

MAX_TOKEN_BYTES = 2047
"""PostgreSQL's longest lexeme; longer tokens are left out of the index on both sides."""


def _ranges(table: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for item in table.split():
        low, _, high = item.partition("-")
        out.append((int(low, 16), int(high or low, 16)))
    return out


def _escape(code: int) -> str:
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


@cache
def separator_class() -> str:
    """The separators as a bracket expression's body, in the escapes both PostgreSQL's
    regular expressions and Python's ``re`` read."""
    parts = []
    for low, high in _ranges(_ASCII_SEPARATORS + " " + _SEPARATORS):
        parts.append(_escape(low) if low == high else f"{_escape(low)}-{_escape(high)}")
    return "".join(parts)


def _chars(table: str) -> str:
    return "".join(chr(c) for low, high in _ranges(table) for c in range(low, high + 1))


@cache
def fold_tables() -> tuple[str, str]:
    """``translate()``'s from and to strings: folded characters, then the dropped ones
    (``translate`` removes characters past the end of the to string)."""
    folded, target = _chars(_FOLDED), "".join(_FOLDED_TO)
    if len(folded) != len(target):  # a broken table must not fold letters at random
        raise ValueError("unicode61 fold table and its targets differ in length")
    return folded + _chars(_DROPPED), target


@cache
def _splitter() -> re.Pattern[str]:
    return re.compile(f"[\\u0000{separator_class()}]+")


@cache
def _fold_map() -> dict[int, int | None]:
    source, target = fold_tables()
    return {ord(c): (ord(target[k]) if k < len(target) else None) for k, c in enumerate(source)}


def lexeme_tokens(text: str) -> list[str]:
    """``text``'s tokens as the SQL side indexes them, before case folding and stemming:
    split at separators, diacritics folded, empty and over-long tokens left out."""
    folded = text.translate(_fold_map())
    return [t for t in _splitter().split(folded) if t and len(t.encode("utf-8")) <= MAX_TOKEN_BYTES]
