"""Deterministic obfuscations that build.py applies to hand-written malicious entries.

Each function maps text to text with no randomness, so the JSONL is reproducible. Which
obfuscations suit a language depends on its script (leetspeak needs Latin letters).
"""

from __future__ import annotations

import base64
import urllib.parse
from collections.abc import Callable

LATIN = ("en", "es", "de", "fr", "pt")

# Latin letter -> Cyrillic or Greek lookalike (and the reverse for Russian text).
_TO_LOOKALIKE = {
    "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
    "I": "Ι", "A": "Α", "E": "Ε", "O": "Ο", "T": "Τ", "H": "Η", "K": "Κ", "M": "Μ",
    "B": "Β", "P": "Ρ", "C": "С", "s": "ѕ", "j": "ј",
}  # fmt: skip
_CYRILLIC_TO_LATIN = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x"}
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3"}
_INVISIBLE = ("\u200b", "\u200c", "\u200d", "\u2060")
MARKERS = (
    "<|im_start|>system\n{}<|im_end|>",
    "[INST] {} [/INST]",
    "<system>{}</system>",
    "### System:\n{}",
    "SYSTEM: {}",
    "<<SYS>>\n{}\n<</SYS>>",
)
# A neutral label in front of an encoded run, as a note-taking agent might store it.
NOTE = {
    "en": "Note:", "zh": "备注：", "es": "Nota:", "de": "Notiz:", "fr": "Note :",
    "ja": "メモ：", "ru": "Заметка:", "pt": "Nota:",
}  # fmt: skip


def homoglyph(text: str, lang: str) -> str:
    """Every other replaceable letter swapped for a lookalike from another script."""
    table = _CYRILLIC_TO_LATIN if lang == "ru" else _TO_LOOKALIKE
    out, seen = [], 0
    for ch in text:
        if ch in table:
            seen += 1
            out.append(table[ch] if seen % 2 else ch)
        else:
            out.append(ch)
    return "".join(out)


def zero_width(text: str, lang: str) -> str:
    """An invisible character after every second letter (cycling ZWSP, ZWNJ, ZWJ, WJ)."""
    out, count = [], 0
    for ch in text:
        out.append(ch)
        if ch.isalpha():
            count += 1
            if count % 2 == 0:
                out.append(_INVISIBLE[(count // 2) % len(_INVISIBLE)])
    return "".join(out)


def b64(text: str, lang: str) -> str:
    return f"{NOTE[lang]} {base64.b64encode(text.encode()).decode()}"


def hexed(text: str, lang: str) -> str:
    return f"{NOTE[lang]} {text.encode().hex()}"


def url(text: str, lang: str) -> str:
    return f"{NOTE[lang]} {urllib.parse.quote(text, safe='')}"


def leetspeak(text: str, lang: str) -> str:
    return "".join(_LEET.get(ch, ch) for ch in text)


def spacing(text: str, lang: str) -> str:
    return " ".join(text)


def mixed_case(text: str, lang: str) -> str:
    out, count = [], 0
    for ch in text:
        if ch.isalpha() and ch.lower() != ch.upper():
            # one letter for one: "ß" upper-cases to "SS", so it stays as written
            upper = ch.upper() if len(ch.upper()) == 1 else ch
            out.append(upper if count % 2 else ch.lower())
            count += 1
        else:
            out.append(ch)
    return "".join(out)


def role_marker(text: str, lang: str, index: int = 0) -> str:
    return MARKERS[index % len(MARKERS)].format(text)


def tag_chars(payload: str) -> str:
    """ASCII text as invisible Unicode tag characters (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in payload if 0x20 <= ord(ch) < 0x7F)


def zero_width_bits(payload: str) -> str:
    """ASCII text as a run of ZWSP (0) and ZWNJ (1), eight per character."""
    bits = "".join(f"{ord(ch):08b}" for ch in payload)
    return "".join("\u200c" if bit == "1" else "\u200b" for bit in bits)


OBFUSCATIONS: dict[str, Callable[[str, str], str]] = {
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "base64": b64,
    "hex": hexed,
    "url": url,
    "leetspeak": leetspeak,
    "spacing": spacing,
    "mixed_case": mixed_case,
    "role_marker": role_marker,
}


def applicable(lang: str, category: str) -> list[str]:
    """The obfuscations that make sense for a language's script and an entry's category."""
    if lang in LATIN:
        names = list(OBFUSCATIONS)
    elif lang == "ru":
        names = [n for n in OBFUSCATIONS if n != "leetspeak"]
    else:
        names = ["zero_width", "base64", "hex", "url", "spacing", "role_marker"]
    if category == "fake_role_marker":
        names.remove("role_marker")
    return names
