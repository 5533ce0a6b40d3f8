"""Context compression: threshold, head/tail protection, summary, and the session split.

:class:`ContextCompressor` shortens a message list (sessions-and-search §9.2–9.4);
:func:`compress_session` (in :mod:`.session`) wraps it in the session split of §9.5.
"""

from __future__ import annotations

from hermes_memory.compression.compressor import (
    CompressionResult,
    ContextCompressor,
    SkipReason,
)
from hermes_memory.compression.messages import (
    SUMMARY_END_MARKER,
    SUMMARY_PREFIX,
    is_summary,
    strip_private_keys,
)
from hermes_memory.compression.settings import (
    MINIMUM_CONTEXT_LENGTH,
    CompressionSettings,
    compression_threshold,
)
from hermes_memory.compression.tokens import (
    estimate_messages_tokens,
    estimate_request_tokens,
    rough_tokens,
)

__all__ = [
    "MINIMUM_CONTEXT_LENGTH",
    "SUMMARY_END_MARKER",
    "SUMMARY_PREFIX",
    "CompressionResult",
    "CompressionSettings",
    "ContextCompressor",
    "SkipReason",
    "compression_threshold",
    "estimate_messages_tokens",
    "estimate_request_tokens",
    "is_summary",
    "rough_tokens",
    "strip_private_keys",
]
