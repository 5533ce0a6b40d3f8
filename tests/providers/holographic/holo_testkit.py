"""Shared constants and helpers of the holographic provider tests."""

from __future__ import annotations

DIM = 256  # small vectors keep the suite fast; the algebra does not depend on the size
