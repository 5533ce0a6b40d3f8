"""Errors of the built-in retrieval evaluation (``hermes-memory eval``)."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class EvaluationError(HermesMemoryError):
    """An evaluation cannot run: its data file is unreadable or not in the expected shape."""


class DatasetFormatError(EvaluationError, ValueError):
    """The benchmark file is not LoCoMo / LongMemEval JSON; the message names the record."""
