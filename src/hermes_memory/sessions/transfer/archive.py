"""Reading the conversations out of a ChatGPT or Claude export ``.zip``, in memory.

The member is ``conversations.json``, or (newer ChatGPT exports of a long history) the
shards ``conversations-000.json``, ``conversations-001.json``, … in number order. Nothing is
extracted to disk, so member paths cannot escape anywhere; still, members with absolute or
``..`` paths and symlinks are never chosen. The unpacked size is capped (and read with a
hard limit, so a header that understates it cannot get past); an encrypted, damaged or
ambiguous archive is refused with a message saying why.
"""

from __future__ import annotations

import re
import stat
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from hermes_memory.errors import ImportFormatError

CONVERSATIONS = "conversations.json"
SHARD = re.compile(r"conversations-(\d+)\.json", re.IGNORECASE)
MAX_MEMBER_BYTES = 1 << 30
"""The most conversation data read from one archive (1 GiB unpacked, shards together)."""
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


def _shallowest(found: list[tuple[PurePosixPath, zipfile.ZipInfo]]) -> list[zipfile.ZipInfo]:
    top = min(len(path.parts) for path, _ in found)
    return [info for path, info in found if len(path.parts) == top]


def _choose(archive: zipfile.ZipFile, label: str) -> list[zipfile.ZipInfo]:
    """The shallowest ``conversations.json``, else the shallowest shards in number order."""
    whole: list[tuple[PurePosixPath, zipfile.ZipInfo]] = []
    shards: list[tuple[PurePosixPath, zipfile.ZipInfo]] = []
    for info in archive.infolist():
        path = _member_path(info)
        if path is None:
            continue
        if path.name.lower() == CONVERSATIONS:
            whole.append((path, info))
        elif SHARD.fullmatch(path.name):
            shards.append((path, info))
    if whole:
        chosen = _shallowest(whole)
        if len(chosen) > 1:
            raise ImportFormatError(
                f"several {CONVERSATIONS} files ({', '.join(i.filename for i in chosen)});"
                " unzip it and import the one you mean",
                label,
            )
        return chosen
    if shards:
        chosen = _shallowest(shards)
        folders = {str(PurePosixPath(i.filename.replace("\\", "/")).parent) for i in chosen}
        if len(folders) > 1:
            raise ImportFormatError(
                f"conversation shards in several folders ({', '.join(sorted(folders))});"
                " unzip it and import one export at a time",
                label,
            )
        return sorted(chosen, key=_shard_number)
    names = [i.filename for i in archive.infolist()[:_LISTED]]
    held = ", ".join(names) + (", …" if len(archive.infolist()) > _LISTED else "")
    raise ImportFormatError(
        f"no {CONVERSATIONS} (or conversations-000.json, …) in this zip (it holds:"
        f" {held or 'nothing'}); ChatGPT and Claude exports have one at the top",
        label,
    )


def _shard_number(info: zipfile.ZipInfo) -> int:
    match = SHARD.fullmatch(PurePosixPath(info.filename.replace("\\", "/")).name)
    return int(match.group(1)) if match else 0


def _read(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int, label: str) -> bytes:
    where = f"{label}:{info.filename}"
    if info.flag_bits & 0x1:
        raise ImportFormatError("the member is encrypted; unzip it first", where)
    if info.file_size > budget:
        raise ImportFormatError(
            f"unpacks to {info.file_size:,} bytes, over the import's limit"
            f" ({budget:,} bytes left of it); refused",
            where,
        )
    with archive.open(info) as member:
        data = member.read(budget + 1)
    if len(data) > budget:  # the header understated the size
        raise ImportFormatError(f"unpacks to more than {budget:,} bytes; refused", where)
    return data


def read_conversations(path: Path, max_bytes: int = MAX_MEMBER_BYTES) -> list[tuple[str, bytes]]:
    """``(member name, bytes)`` of the export's conversation file(s), in order.

    ``max_bytes`` caps the unpacked size of all of them together.
    """
    label = path.name
    members: list[tuple[str, bytes]] = []
    budget = max_bytes
    try:
        with zipfile.ZipFile(path) as archive:
            for info in _choose(archive, label):
                data = _read(archive, info, budget, label)
                budget -= len(data)
                members.append((info.filename, data))
    except ImportFormatError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError) as exc:
        raise ImportFormatError(f"not a readable zip archive ({exc})", label) from None
    return members
