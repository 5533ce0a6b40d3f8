"""``StreamingContextScrubber``: hides ``<memory-context>`` spans in streamed model output.

``sanitize_context`` needs both tags in one string; a stream splits them across deltas. This
small state machine (spec §6) holds back a possible partial tag between ``feed`` calls, drops
span payloads, and only treats an opening tag as a fence when it starts a block (its own line,
a newline right after it), so prose that merely mentions the tag passes through.
"""

from __future__ import annotations

from hermes_memory.context.fencing import CLOSE_TAG, OPEN_TAG

# ASCII-only lowering keeps every index valid: str.lower() can change a string's length
# (for example "İ" becomes two code points), which would misalign tag positions.
_ASCII_FOLD = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def fold_tag_case(text: str) -> str:
    """``text`` with ASCII letters lowered and its length unchanged."""
    return text.translate(_ASCII_FOLD)


def _partial_tag_suffix(text: str, tag: str) -> int:
    """Length of the longest proper prefix of ``tag`` that ``text`` ends with (0 if none)."""
    # Both tags contain "<" only at their start, so a candidate suffix starts at a "<".
    tail = fold_tag_case(text[-(len(tag) - 1) :])
    start = tail.find("<")
    while start != -1:
        if tag.startswith(tail[start:]):
            return len(tail) - start
        start = tail.find("<", start + 1)
    return 0


class StreamingContextScrubber:
    """Feed each streamed delta through :meth:`feed`; call :meth:`flush` at end of stream.

    Use one instance per agent and :meth:`reset` it at the start of every top-level
    response. An unterminated span is dropped at :meth:`flush`: leaking recalled memory into
    the visible answer is worse than truncating it.
    """

    OPEN_TAG = OPEN_TAG
    CLOSE_TAG = CLOSE_TAG

    def __init__(self) -> None:
        self._in_span = False
        self._buf = ""
        self._at_block_boundary = True

    def reset(self) -> None:
        """Forget held partial tags and any open span; the stream restarts at a line start."""
        self._in_span = False
        self._buf = ""
        self._at_block_boundary = True

    def feed(self, text: str) -> str:
        """Return the visible part of ``buffered + text``; a possible partial tag is held back."""
        if not text:
            return ""
        work = self._buf + text
        self._buf = ""
        out: list[str] = []
        while work:
            if "<" not in work:
                # Fast path for most deltas: no tag or partial tag can be in here.
                if not self._in_span:
                    self._emit(out, work)
                break
            if self._in_span:
                idx = fold_tag_case(work).find(CLOSE_TAG)
                if idx == -1:
                    held = _partial_tag_suffix(work, CLOSE_TAG)
                    self._buf = work[len(work) - held :]
                    break
                work = work[idx + len(CLOSE_TAG) :]
                self._in_span = False
                continue
            idx = self._find_block_open(work)
            if idx == -1:
                held = self._held_open_suffix(work)
                self._emit(out, work[: len(work) - held])
                self._buf = work[len(work) - held :]
                break
            self._emit(out, work[:idx])
            # The newline after the tag belongs to the hidden span.
            work = work[idx + len(OPEN_TAG) :]
            self._in_span = True
        return "".join(out)

    def flush(self) -> str:
        """End of stream: release the held tail, or nothing if a span never closed."""
        tail = "" if self._in_span else self._buf
        self._buf = ""
        self._in_span = False
        return tail

    # --- internals -----------------------------------------------------------------------

    def _ends_at_line_start(self, text: str) -> bool:
        """Whether the stream would sit at a line start after ``text`` (ignoring blanks)."""
        head, newline, tail = text.rpartition("\n")
        del head
        if tail.strip():
            return False
        return bool(newline) or self._at_block_boundary

    def _find_block_open(self, work: str) -> int:
        """Index of the first opening tag that starts a block, or -1."""
        folded = fold_tag_case(work)
        idx = folded.find(OPEN_TAG)
        while idx != -1:
            after = idx + len(OPEN_TAG)
            if after < len(work) and work[after] in "\r\n" and self._ends_at_line_start(work[:idx]):
                return idx
            idx = folded.find(OPEN_TAG, idx + 1)
        return -1

    def _held_open_suffix(self, work: str) -> int:
        """How much of ``work``'s end to hold until the next delta shows what it is."""
        # A complete tag on a fresh line waits for the next character to confirm a newline.
        if fold_tag_case(work).endswith(OPEN_TAG) and self._ends_at_line_start(
            work[: -len(OPEN_TAG)]
        ):
            return len(OPEN_TAG)
        return _partial_tag_suffix(work, OPEN_TAG)

    def _emit(self, out: list[str], text: str) -> None:
        if text:
            out.append(text)
            self._at_block_boundary = self._ends_at_line_start(text)
