"""Reading the ``conversations.json`` out of a ChatGPT or Claude export ``.zip``, in memory.

Nothing is extracted to disk, so member paths cannot escape anywhere; still, members with
absolute or ``..`` paths and symlinks are never chosen. The member's unpacked size is capped
(read with a hard limit too, so a header that lies about it cannot get past) and an
encrypted, damaged or ambiguous archive is refused with a message saying why.
"""

from __future__ import annotations

import stat
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from hermes_memory.errors import ImportFormatError

CONVERSATIONS = "conversations.json"
MAX_MEMBER_BYTES = 1 << 30
"""The largest ``conversations.json`` read from an archive (1 GiB unpacked)."""
ZIP_MAGICS = (b"PK\x03\x04", b"PK\x05\x06")
"""A local file header, or the end record of an empty archive."""
_LISTED = 8


def looks_like_zip(head: bytes) -> bool:
    return head[:4] in ZIP_MAGICS


def _member_path(info: zipfile.ZipInfo) -> PurePosixPath | None:
    """The member's path when it is a plain relative file path, else None."""
    name = info.filename.replace("\\", "/")
    path = PurePosixPath(name)
    if info.is_dir() or not path.parts or name.startswith("/") or ".." in path.parts:
        return None
    if ":" in path.parts[0]:  # a Windows drive ("C:")
        return None
    if stat.S_ISLNK(info.external_attr >> 16):
        return None
    return path


def _choose(archive: zipfile.ZipFile, label: str) -> zipfile.ZipInfo:
    """The shallowest ``conversations.json``; refused when missing or ambiguous."""
    found: list[tuple[int, zipfile.ZipInfo]] = []
    for info in archive.infolist():
        path = _member_path(info)
        if path is not None and path.name.lower() == CONVERSATIONS:
            found.append((len(path.parts), info))
    if not found:
        names = [i.filename for i in archive.infolist()[:_LISTED]]
        held = ", ".join(names) + (", …" if len(archive.infolist()) > _LISTED else "")
        raise ImportFormatError(
            f"no {CONVERSATIONS} in this zip (it holds: {held or 'nothing'}); ChatGPT and"
            f" Claude exports have one at the top",
            label,
        )
    top = min(depth for depth, _ in found)
    shallowest = [info for depth, info in found if depth == top]
    if len(shallowest) > 1:
        raise ImportFormatError(
            f"several {CONVERSATIONS} files ({', '.join(i.filename for i in shallowest)});"
            " unzip it and import the one you mean",
            label,
        )
    return shallowest[0]


def read_conversations(path: Path, max_bytes: int = MAX_MEMBER_BYTES) -> tuple[str, bytes]:
    """The member name and bytes of the export's ``conversations.json``."""
    label = path.name
    try:
        with zipfile.ZipFile(path) as archive:
            info = _choose(archive, label)
            where = f"{label}:{info.filename}"
            if info.flag_bits & 0x1:
                raise ImportFormatError("the member is encrypted; unzip it first", where)
            if info.file_size > max_bytes:
                raise ImportFormatError(
                    f"unpacks to {info.file_size:,} bytes, over the {max_bytes:,}-byte limit;"
                    " refused",
                    where,
                )
            with archive.open(info) as member:
                data = member.read(max_bytes + 1)
    except ImportFormatError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError) as exc:
        raise ImportFormatError(f"not a readable zip archive ({exc})", label) from None
    if len(data) > max_bytes:  # the header understated the size
        raise ImportFormatError(
            f"unpacks to more than {max_bytes:,} bytes; refused", f"{label}:{info.filename}"
        )
    return info.filename, data
