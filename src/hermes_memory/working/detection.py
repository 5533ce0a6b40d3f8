"""What kind of text a tool result is (spec §2.1): a table, code or command output, or prose.

Cheap checks over the whole text with compiled patterns, so a megabyte of log is classified
in a few milliseconds. Never raises: anything not recognised is prose.
"""

from __future__ import annotations

import enum
import json
import re

from hermes_memory.working.tables import Table, parse_table

CODE_LINE_SHARE = 0.60
INDENTED_SHARE = 0.30
MANY_LINES = 50

# Every line pattern starts with "\n" (the text gets one in front): a literal first
# character lets the regex engine skip ahead, several times faster than ^ with re.M on a
# megabyte of log.
_FENCE = re.compile(r"\n[ \t]*(?:```|~~~)")
_MARKERS = re.compile(
    r"\n(?:Traceback \(most recent call last\)"
    r"|(?i:error|warning)(?:\[[^\]\n]*\])?:"
    r"|\$ \S"
    r"|diff --git "
    r"|@@ )"
)
_STACK_FRAME = re.compile(r"\n[ \t]+at \S")
_BLANK = re.compile(r"\n[ \t]*(?=\n|\Z)")
_INDENTED = re.compile(r"\n(?:  |\t)[ \t]*\S")
_CODE_CHAR_LINE = re.compile(r"[{}();=<>][^\n]*")  # one match per line holding any of them


class ResultKind(enum.StrEnum):
    TABLE = "table"
    CODE = "code"
    PROSE = "prose"


def looks_like_code(text: str) -> bool:
    """Spec §2.1's code/command-output rules."""
    lined = "\n" + text
    if _FENCE.search(lined) or _MARKERS.search(lined):
        return True
    if len(_STACK_FRAME.findall(lined)) >= 2:  # "at ..." lines count only in a stack of them
        return True
    lines = lined.count("\n")
    non_empty = lines - len(_BLANK.findall(lined))
    if non_empty and len(_INDENTED.findall(lined)) >= INDENTED_SHARE * non_empty:
        return True
    if lines > MANY_LINES and len(_CODE_CHAR_LINE.findall(lined)) >= CODE_LINE_SHARE * lines:
        return True
    stripped = text.lstrip()
    if stripped[:1] in ("[", "{"):
        try:
            json.loads(text)
        except (ValueError, RecursionError):
            return False
        return True  # JSON that is not a table reads as code output
    return False


def classify(text: str) -> tuple[ResultKind, Table | None]:
    """The kind of ``text`` and, for a table, the parsed table."""
    table = parse_table(text)
    if table is not None:
        return ResultKind.TABLE, table
    if looks_like_code(text):
        return ResultKind.CODE, None
    return ResultKind.PROSE, None
