"""Encoded runs worth decoding: base64, base32, hex, binary, ``\\u`` escapes, URL-encoding
and Unicode tag characters; rot13 when the text names it, and text written backwards.

A run is decoded only when it is long enough to carry an instruction and the result is
mostly printable text, so hashes, ids and ordinary words are left alone. The scanner decides
how deep to recurse; this module only finds and decodes one level.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from dataclasses import dataclass
from urllib.parse import unquote

MAX_RUNS = 16
# An instruction fits in far less; longer runs are cut so decoding stays cheap.
MAX_RUN_CHARS = 8_192
MIN_BASE64 = 16
_BASE64 = re.compile(rf"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{{{MIN_BASE64},}}={{0,2}}")
_HEX_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2}){6,}")
_HEX_PLAIN = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}[ :]?){10,}(?![0-9A-Za-z])")
# Bounded gaps between escapes: an unbounded one backtracks quadratically on long runs.
_URL = re.compile(r"[^\s%]{0,64}(?:%[0-9a-fA-F]{2}[^\s%]{0,64}){3,}")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_BINARY = re.compile(r"(?<![01])(?:[01]{8} ?){4,}(?![01])")
_UESCAPE = re.compile(r"(?:\\u[0-9a-fA-F]{4}){4,}")
_UNESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
_BASE32 = re.compile(r"(?<![A-Z2-7])[A-Z2-7]{24,}={0,6}(?![A-Za-z0-9])")
_ROT13_HINT = re.compile(r"\brot-?13\b", re.IGNORECASE)
# A run every match of the pattern above holds, found without a look-behind: the engine
# skips to a run's first character by itself, where each pattern tried its look-behind at
# every position of every text (most hold no such run at all).
_RUNS = {
    _BASE64: re.compile(rf"[A-Za-z0-9+/_-]{{{MIN_BASE64}}}"),
    _BASE32: re.compile(r"[A-Z2-7]{24}"),
    _BINARY: re.compile(r"[01]{8}"),
}
_COMMON = frozenset(
    [
        "the",
        "and",
        "you",
        "all",
        "to",
        "of",
        "your",
        "is",
        "are",
        "this",
        "that",
        "with",
        "for",
        "please",
    ]
)
_WORDS = re.compile(r"[A-Za-z]+")
# Characters that render as nothing: they cut words apart, so they are out before counting.
_FORMAT = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")


@dataclass(frozen=True)
class Decoded:
    """One decoded run: how it was encoded, the text it carried and, for a run found in
    place, where it sits in the scanned text (``None`` for whole-text readings)."""

    kind: str
    text: str
    span: tuple[int, int] | None = None


def _texty(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text or not any(ch.isalpha() for ch in text):
        return None
    printable = sum(1 for ch in text if ch.isprintable() or ch in "\n\t")
    return text if printable >= 0.95 * len(text) else None


def _b64(run: str) -> str | None:
    body = run.rstrip("=")
    padded = body + "=" * (-len(body) % 4)
    altchars = b"-_" if ("-" in body or "_" in body) else None
    try:
        raw = base64.b64decode(padded, altchars=altchars, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _texty(raw)


def _hex(run: str) -> str | None:
    digits = re.sub(r"\\x|[ :]", "", run)
    if len(digits) % 2:
        digits = digits[:-1]
    try:
        return _texty(bytes.fromhex(digits))
    except ValueError:
        return None


def _base32(run: str) -> str | None:
    body = run.rstrip("=")
    try:
        return _texty(base64.b32decode(body + "=" * (-len(body) % 8)))
    except (binascii.Error, ValueError):
        return None


def _binary(run: str) -> str | None:
    bits = run.replace(" ", "")
    return _texty(bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits) - 7, 8)))


def _unescape(match: re.Match[str]) -> str:
    return chr(int(match.group(1), 16))


# One of ``_COMMON`` as a whole run of ``_WORDS``' letters: the search stops at the first
# (most texts hold one early), where listing every word of the text cost a scan more.
_COMMON_WORD = re.compile(
    r"(?<![A-Za-z])(?:" + "|".join(sorted(_COMMON, key=lambda w: (-len(w), w))) + r")(?![A-Za-z])"
)


def _has_common_word(text: str) -> bool:
    # runs on every scanned text
    return _COMMON_WORD.search(text.lower()) is not None


def _reversed(text: str) -> str | None:
    # Written backwards: the reversed text reads as ordinary English and the text does not.
    # Counted on the visible letters: zero-width characters between letters hide the words.
    if not text.isascii():  # (ASCII holds none of them)
        text = _FORMAT.sub("", text)
    # Cheapest test first: most texts have a common word read forwards, and that settles it.
    if text.count(" ") < 2 or _has_common_word(text):
        return None
    backwards = text[::-1]
    return backwards if _has_common_word(backwards) else None


def decode_tags(text: str) -> str:
    """ASCII smuggled as Unicode tag characters (U+E0020–U+E007E), or ``""``."""
    chars = [chr(ord(ch) - 0xE0000) for run in _TAGS.findall(text) for ch in run]
    return "".join(ch for ch in chars if " " <= ch <= "~")


def find_encoded(text: str) -> tuple[Decoded, ...]:
    """Every decodable run in ``text`` (case preserved), at most ``MAX_RUNS``."""
    found: list[Decoded] = []
    tags = "" if text.isascii() else decode_tags(text)
    if tags.strip():
        found.append(Decoded("unicode_tags", tags))
    for match in _BASE64.finditer(text) if _RUNS[_BASE64].search(text) else ():
        decoded = _b64(match.group(0)[:MAX_RUN_CHARS])
        if decoded:
            found.append(Decoded("base64", decoded, match.span()))
    # (a pattern whose matches all hold a literal is not run on text without it)
    for pattern in (_HEX_ESCAPED, _HEX_PLAIN) if "\\x" in text else (_HEX_PLAIN,):
        for match in pattern.finditer(text):
            decoded = _hex(match.group(0)[:MAX_RUN_CHARS])
            if decoded:
                found.append(Decoded("hex", decoded, match.span()))
    for kind, pattern, decode in (("base32", _BASE32, _base32), ("binary", _BINARY, _binary)):
        for match in pattern.finditer(text) if _RUNS[pattern].search(text) else ():
            decoded = decode(match.group(0)[:MAX_RUN_CHARS])
            if decoded:
                found.append(Decoded(kind, decoded, match.span()))
    if "\\u" in text and _UESCAPE.search(text):
        # Decoded in place, so the plain words around the escapes are read with them.
        head = text[:MAX_RUN_CHARS]
        # The decoded reading holds the words around the escapes too: it stands for all of it.
        found.append(Decoded("unicode_escape", _UNESCAPE.sub(_unescape, head), (0, len(head))))
    if "13" in text and _ROT13_HINT.search(text):
        found.append(Decoded("rot13", codecs.encode(text, "rot13")))
    backwards = _reversed(text)
    if backwards:
        found.append(Decoded("reversed", backwards))
    for match in _URL.finditer(text) if "%" in text else ():
        run = match.group(0)[:MAX_RUN_CHARS]
        decoded = unquote(run)
        if decoded != run:
            found.append(Decoded("url", decoded, match.span()))
    return tuple(found[:MAX_RUNS])
