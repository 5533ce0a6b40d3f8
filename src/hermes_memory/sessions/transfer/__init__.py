"""Conversations into and out of state.db: the import (parsers of each format, repair,
checks, chunked writes, the report) and the export (JSONL the importer reads back, and
Markdown).

Other packages import from here; the modules inside are this package's own.
"""

from hermes_memory.sessions.transfer.export import (
    ExportFormat,
    export_sessions,
    export_to_file,
    select_sessions,
)
from hermes_memory.sessions.transfer.formats import ImportFormat, ParsedImport
from hermes_memory.sessions.transfer.importer import (
    DEFAULT_PACING,
    DuplicatePolicy,
    ImportPacing,
    import_file,
    read_import,
    write_import,
)
from hermes_memory.sessions.transfer.report import ImportReport

__all__ = [
    "DEFAULT_PACING",
    "DuplicatePolicy",
    "ExportFormat",
    "ImportFormat",
    "ImportPacing",
    "ImportReport",
    "ParsedImport",
    "export_sessions",
    "export_to_file",
    "import_file",
    "read_import",
    "select_sessions",
    "write_import",
]
