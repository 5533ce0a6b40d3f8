"""The embedded classifier's sentence bank: int8 packing, the margin (nearest malicious minus
nearest benign cosine), and clear errors for a missing or malformed bank."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from hermes_memory.errors import EmbeddingError
from hermes_memory.scanning.nearest import (
    BANK_PATH,
    NearestBank,
    bank_digest,
    pack,
    unpack,
)
from hermes_memory.scanning.window_vectors import EMBEDDING_DIMENSION


def _axis(i: int, sign: float = 1.0) -> list[float]:
    row = [0.0] * EMBEDDING_DIMENSION
    row[i] = sign
    return row


def _mixed(i: int, j: int) -> list[float]:
    row = [0.0] * EMBEDDING_DIMENSION
    row[i] = row[j] = 1.0 / math.sqrt(2.0)
    return row


def test_packing_keeps_unit_vectors_to_a_byte_each() -> None:
    rows = [_axis(0), _axis(5, -1.0), _mixed(1, 2)]
    back = unpack(pack(rows))
    assert len(back) == 3 and all(len(r) == EMBEDDING_DIMENSION for r in back)
    for original, restored in zip(rows, back, strict=True):
        assert restored == pytest.approx(original, abs=1 / 127)
    with pytest.raises(ValueError, match="whole rows"):
        unpack(pack(rows)[:-8])


def _bank(tmp_path: Path, malicious: list[list[float]], benign: list[list[float]]) -> Path:
    path = tmp_path / "bank.json"
    data = {"dimension": EMBEDDING_DIMENSION, "malicious": pack(malicious), "benign": pack(benign)}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.semantic
def test_the_margin_is_nearest_malicious_minus_nearest_benign(tmp_path: Path) -> None:
    path = _bank(tmp_path, [_axis(0)], [_axis(1), _axis(2)])
    bank = NearestBank(path)
    assert bank.load() == bank_digest(path.read_text(encoding="utf-8"))
    near_bad, near_good, between = bank.margins([_axis(0), _axis(2), _mixed(0, 1)])
    assert near_bad == pytest.approx(1.0)
    assert near_good == pytest.approx(-1.0)
    assert between == pytest.approx(0.0, abs=0.01)


@pytest.mark.parametrize(
    "content",
    ["", "not json", "[]", json.dumps({"malicious": "", "benign": ""}),
     json.dumps({"malicious": "AAAA", "benign": "AAAA"}), json.dumps({"benign": "x"})],
    ids=["empty", "garbage", "list", "no_rows", "partial_row", "missing_key"],
)  # fmt: skip
def test_a_malformed_bank_is_a_clear_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bank.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(EmbeddingError, match="sentence bank"):
        NearestBank(path).load()
    with pytest.raises(EmbeddingError, match="sentence bank"):
        NearestBank(tmp_path / "absent.json").load()


def test_the_shipped_bank_holds_both_kinds_of_sentence() -> None:
    data = json.loads(BANK_PATH.read_text(encoding="utf-8"))
    assert data["dimension"] == EMBEDDING_DIMENSION
    assert len(unpack(data["malicious"])) > 300 and len(unpack(data["benign"])) > 1000
