"""HRR algebra: deterministic atoms, bind/unbind/bundle, similarity, encoders, byte format."""

from __future__ import annotations

import hashlib
import logging
import math
import struct
import subprocess
import sys

import numpy as np
import pytest

from hermes_memory.errors import HRRUnavailableError
from hermes_memory.providers.bundled.holographic import hrr


def test_atom_follows_the_sha256_counter_block_recipe() -> None:
    atom = hrr.encode_atom("jane", 40)
    expected: list[int] = []
    for block in range(3):  # ceil(40 / 16)
        expected.extend(struct.unpack("<16H", hashlib.sha256(f"jane:{block}".encode()).digest()))
    assert atom.dtype == np.float64
    assert atom.shape == (40,)
    assert np.array_equal(atom, np.array(expected[:40], dtype=np.float64) * (2 * math.pi / 65536))
    assert float(atom.min()) >= 0.0
    assert float(atom.max()) < 2 * math.pi


def test_atoms_are_identical_in_another_process() -> None:
    code = (
        "from hermes_memory.providers.bundled.holographic import hrr;"
        "print(hrr.phases_to_bytes(hrr.encode_atom('deploy', 64)).hex())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == hrr.phases_to_bytes(hrr.encode_atom("deploy", 64)).hex()


def test_atom_cache_returns_copies_and_stays_bounded() -> None:
    hrr.clear_atom_cache()
    first = hrr.encode_atom("mutable", 32)
    first[:] = 0.0
    again = hrr.encode_atom("mutable", 32)
    assert np.array_equal(again, hrr._compute_atom("mutable", 32))
    for n in range(4200):
        hrr.encode_atom(f"w{n}", 8)
    assert hrr.atom_cache_size() == 4096


def test_unbind_recovers_what_was_bound() -> None:
    a, k = hrr.encode_atom("value", 1024), hrr.encode_atom("key", 1024)
    assert hrr.similarity(hrr.unbind(hrr.bind(a, k), k), a) > 0.99
    # The bound pair resembles neither input.
    assert abs(hrr.similarity(hrr.bind(a, k), a)) < 0.1


def test_bundle_resembles_members_and_unrelated_atoms_are_orthogonal() -> None:
    a, b, c = (hrr.encode_atom(w, 2048) for w in ("alpha", "beta", "gamma"))
    both = hrr.bundle(a, b)
    assert hrr.similarity(both, a) > 0.5
    assert hrr.similarity(both, b) > 0.5
    assert abs(hrr.similarity(both, c)) < 0.1
    assert abs(hrr.similarity(a, c)) < 0.1
    assert hrr.similarity(a, a) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        hrr.bundle()


def test_similarity_on_mismatched_dims_is_zero_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger=hrr.logger.name):
        value = hrr.similarity(hrr.encode_atom("x", 64), hrr.encode_atom("x", 128))
    assert value == 0.0
    assert isinstance(value, float)
    assert any("dim" in record.getMessage().lower() for record in caplog.records)


def test_encode_text_is_an_order_free_bag_of_words() -> None:
    assert np.allclose(hrr.encode_text("Hello, world!", 128), hrr.encode_text("world HELLO", 128))
    assert np.array_equal(hrr.encode_text("  ... ", 128), hrr.encode_atom(hrr.EMPTY_ATOM, 128))
    assert hrr.text_tokens('"Quoted" (words) here.') == ["quoted", "words", "here"]


def test_encode_fact_carries_its_entities() -> None:
    fact = hrr.encode_fact("works at the lab", ["Jane Doe"], 1024)
    linked = hrr.similarity(fact, hrr.entity_key("jane doe", 1024))
    unlinked = hrr.similarity(fact, hrr.entity_key("john roe", 1024))
    assert linked > 0.3
    assert abs(unlinked) < 0.15


def test_serialisation_is_prefixed_float32_and_stable() -> None:
    atom = hrr.encode_atom("roundtrip", 300)
    blob = hrr.phases_to_bytes(atom)
    assert blob[:4] == b"HRR1"
    assert len(blob) == 4 + 4 * 300
    back = hrr.bytes_to_phases(blob, 300)
    assert back.dtype == np.float64
    assert np.array_equal(back, atom.astype(np.float32).astype(np.float64))
    assert np.max(np.abs(back - atom)) < 1e-6
    assert hrr.phases_to_bytes(back) == blob  # a second trip is bit-exact
    assert np.array_equal(hrr.bytes_to_phases(blob), back)  # dim inferred


def test_legacy_float64_vectors_read_exactly() -> None:
    atom = hrr.encode_atom("legacy", 256)
    legacy = atom.tobytes()
    assert len(legacy) == 8 * 256
    assert np.array_equal(hrr.bytes_to_phases(legacy, 256), atom)
    assert np.array_equal(hrr.bytes_to_phases(legacy), atom)


def test_dim_one_uses_the_legacy_layout_to_stay_unambiguous() -> None:
    atom = hrr.encode_atom("solo", 1)
    blob = hrr.phases_to_bytes(atom)
    assert len(blob) == 8
    assert not blob.startswith(b"HRR1")
    assert np.array_equal(hrr.bytes_to_phases(blob, 1), atom)


def test_wrong_sizes_raise_value_error() -> None:
    blob = hrr.phases_to_bytes(hrr.encode_atom("x", 64))
    with pytest.raises(ValueError):
        hrr.bytes_to_phases(blob, 128)
    with pytest.raises(ValueError):
        hrr.bytes_to_phases(b"abc")
    with pytest.raises(ValueError):
        hrr.encode_atom("x", 0)


def test_snr_estimate(caplog: pytest.LogCaptureFixture) -> None:
    assert hrr.snr_estimate(1024, 0) == math.inf
    assert hrr.snr_estimate(1024, 16) == pytest.approx(8.0)
    with caplog.at_level(logging.WARNING, logger=hrr.logger.name):
        assert hrr.snr_estimate(1024, 512) < 2.0
    assert any("capacity" in record.getMessage().lower() for record in caplog.records)


@pytest.mark.usefixtures("no_numpy")
def test_without_numpy_every_operation_raises() -> None:
    assert hrr.numpy_available() is False
    for call in (
        lambda: hrr.encode_atom("x"),
        lambda: hrr.encode_text("x"),
        lambda: hrr.encode_fact("x", []),
        lambda: hrr.bytes_to_phases(b"\0" * 8, 1),
    ):
        with pytest.raises(HRRUnavailableError) as info:
            call()
        assert isinstance(info.value, RuntimeError)


def test_batched_pair_similarities_match_the_single_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    vs = [hrr.encode_text(text, 128) for text in ("a b c", "a b d", "x y z", "")]
    pairs = [(0, 1), (0, 2), (1, 3), (2, 2)]
    single = [hrr.similarity(vs[a], vs[b]) for a, b in pairs]
    assert hrr.pair_similarities(vs, pairs) == pytest.approx(single)  # one Gram matrix
    monkeypatch.setattr(hrr, "GRAM_LIMIT", 2)
    assert hrr.pair_similarities(vs, pairs, chunk=3) == pytest.approx(single)  # chunked rows
    assert hrr.pair_similarities(vs, []) == []
