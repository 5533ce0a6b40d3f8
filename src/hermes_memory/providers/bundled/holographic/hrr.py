"""Holographic Reduced Representations over phase vectors (numpy optional).

Owns the algebra (atoms, bind, unbind, bundle, similarity), the text and fact encoders, the
byte format of stored vectors and the capacity estimate. Without numpy every operation
raises :class:`HRRUnavailableError` and callers take their keyword fallbacks.
"""

from __future__ import annotations

import hashlib
import logging
import math
import struct
from collections import OrderedDict
from collections.abc import Iterable
from threading import Lock
from typing import TYPE_CHECKING, Any

from hermes_memory.errors import HRRUnavailableError

try:
    import numpy as np

    _HAS_NUMPY = True
except ImportError:  # pragma: no cover - the dev environment has numpy
    np = None  # type: ignore[assignment]
    _HAS_NUMPY = False

if TYPE_CHECKING:
    import numpy.typing as npt

    Vector = npt.NDArray[np.float64]
else:
    Vector = Any

logger = logging.getLogger(__name__)

DEFAULT_DIM = 1024
TWO_PI = 2.0 * math.pi
ROLE_CONTENT = "__hrr_role_content__"
ROLE_ENTITY = "__hrr_role_entity__"
EMPTY_ATOM = "__hrr_empty__"
MAGIC = b"HRR1"
_TOKEN_STRIP = ".,!?;:\"'()[]{}"
_ATOM_CACHE_SIZE = 4096
GRAM_LIMIT = 2048
_atom_cache: OrderedDict[tuple[str, int], Vector] = OrderedDict()
_phasor_cache: OrderedDict[tuple[str, int], Vector] = OrderedDict()
"""Each atom's unit phasor as a (2, dim) array of cosines and sines: bundling text then
costs additions and one arctan2, not a sine and a cosine per token and dimension."""
_atom_cache_lock = Lock()


def numpy_available() -> bool:
    """Whether HRR operations can run (read at call time, so tests can flip the flag)."""
    return _HAS_NUMPY


def _require_numpy() -> None:
    if not _HAS_NUMPY:
        raise HRRUnavailableError("numpy is required for holographic (HRR) operations")


def _compute_atom(word: str, dim: int) -> Vector:
    values: list[int] = []
    for block in range(math.ceil(dim / 16)):
        digest = hashlib.sha256(f"{word}:{block}".encode()).digest()
        values.extend(struct.unpack("<16H", digest))
    return np.array(values[:dim], dtype=np.float64) * (TWO_PI / 65536.0)


def encode_atom(word: str, dim: int = DEFAULT_DIM) -> Vector:
    """The deterministic phase vector of ``word`` (SHA-256 counter blocks, same everywhere)."""
    _require_numpy()
    if dim < 1:
        raise ValueError(f"HRR dim must be positive, got {dim}")
    key = (word, dim)
    with _atom_cache_lock:
        cached = _atom_cache.get(key)
        if cached is not None:
            _atom_cache.move_to_end(key)
            return cached.copy()
    vector = _compute_atom(word, dim)
    with _atom_cache_lock:
        _atom_cache[key] = vector
        while len(_atom_cache) > _ATOM_CACHE_SIZE:
            _atom_cache.popitem(last=False)
    # A copy, so a caller mutating its vector never corrupts the cache.
    return vector.copy()


def _atom_phasor(word: str, dim: int) -> Vector:
    key = (word, dim)
    with _atom_cache_lock:
        cached = _phasor_cache.get(key)
        if cached is not None:
            _phasor_cache.move_to_end(key)
            return cached
    atom = encode_atom(word, dim)
    phasor: Vector = np.stack((np.cos(atom), np.sin(atom)))
    phasor.setflags(write=False)  # shared between callers: never written
    with _atom_cache_lock:
        _phasor_cache[key] = phasor
        while len(_phasor_cache) > _ATOM_CACHE_SIZE:
            _phasor_cache.popitem(last=False)
    return phasor


def clear_atom_cache() -> None:
    with _atom_cache_lock:
        _atom_cache.clear()
        _phasor_cache.clear()


def atom_cache_size() -> int:
    with _atom_cache_lock:
        return len(_atom_cache)


def bind(a: Vector, b: Vector) -> Vector:
    """Associate two vectors (phase addition); the result resembles neither."""
    _require_numpy()
    return np.mod(a + b, TWO_PI)


def unbind(memory: Vector, key: Vector) -> Vector:
    """Undo :func:`bind` with ``key`` (phase subtraction)."""
    _require_numpy()
    return np.mod(memory - key, TWO_PI)


def bundle(*vectors: Vector) -> Vector:
    """Superpose vectors (circular mean of unit phasors); similar to each input."""
    _require_numpy()
    if not vectors:
        raise ValueError("bundle needs at least one vector")
    stacked = np.stack(vectors)
    # The angle of the sum of unit phasors, without building complex arrays.
    angles: Vector = np.mod(
        np.arctan2(np.sin(stacked).sum(axis=0), np.cos(stacked).sum(axis=0)), TWO_PI
    )
    return angles


def bundle_stored(payloads: list[bytes], dim: int) -> Vector:
    """:func:`bundle` of stored vectors given as float32 payloads (see :func:`stored_float32`).

    For memory banks of hundreds of vectors: single-precision sin/cos is an order of
    magnitude faster than complex exponentials, and banks are stored as float32 anyway.
    Sums are accumulated in float64.
    """
    _require_numpy()
    if not payloads:
        raise ValueError("bundle_stored needs at least one vector")
    matrix = np.frombuffer(b"".join(payloads), dtype="<f4").reshape(len(payloads), dim)
    sines = np.sin(matrix).sum(axis=0, dtype=np.float64)
    cosines = np.cos(matrix).sum(axis=0, dtype=np.float64)
    angles: Vector = np.mod(np.arctan2(sines, cosines), TWO_PI)
    return angles


def similarity(a: Vector, b: Vector) -> float:
    """Mean cosine of the phase differences, in [-1, 1]; 0.0 when the dims differ."""
    _require_numpy()
    if a.shape != b.shape:
        # Vectors written under another hrr_dim must not crash a whole search.
        logger.warning("HRR similarity on mismatched dim %s vs %s; scoring 0.0", a.shape, b.shape)
        return 0.0
    return float(np.mean(np.cos(a - b)))


def pair_similarities(
    vectors: list[Vector], pairs: list[tuple[int, int]], chunk: int = 2048
) -> list[float]:
    """:func:`similarity` of ``vectors[a]`` and ``vectors[b]`` for each ``(a, b)``, batched.

    Uses cos(a - b) = cos a cos b + sin a sin b: with up to ``GRAM_LIMIT`` vectors one
    matrix product gives every pair at once, beyond that pairs go in chunks of row dots.
    """
    _require_numpy()
    if not pairs:
        return []
    matrix = np.stack(vectors)
    cosines, sines = np.cos(matrix), np.sin(matrix)
    dim = matrix.shape[1]
    index = np.asarray(pairs, dtype=np.intp)
    if len(vectors) <= GRAM_LIMIT:
        gram = (cosines @ cosines.T + sines @ sines.T) / dim
        return [float(value) for value in gram[index[:, 0], index[:, 1]]]
    out: list[float] = []
    for start in range(0, len(index), chunk):
        left, right = index[start : start + chunk, 0], index[start : start + chunk, 1]
        dots = np.einsum("ij,ij->i", cosines[left], cosines[right])
        dots += np.einsum("ij,ij->i", sines[left], sines[right])
        out.extend(float(value) for value in dots / dim)
    return out


def text_tokens(text: str) -> list[str]:
    """The bag of words :func:`encode_text` bundles: lowercased, edge punctuation stripped."""
    tokens = (token.strip(_TOKEN_STRIP) for token in text.lower().split())
    return [token for token in tokens if token]


def encode_text(text: str, dim: int = DEFAULT_DIM) -> Vector:
    """Order-free encoding of ``text`` as the bundle of its token atoms."""
    _require_numpy()
    tokens = text_tokens(text)
    if not tokens:
        return encode_atom(EMPTY_ATOM, dim)
    # bundle() of the token atoms, from cached phasors
    total = np.zeros((2, dim), dtype=np.float64)
    for token in tokens:
        total += _atom_phasor(token, dim)
    angles: Vector = np.mod(np.arctan2(total[1], total[0]), TWO_PI)
    return angles


def entity_key(entity: str, dim: int = DEFAULT_DIM) -> Vector:
    """An entity atom bound to the entity role: what a fact carries for each linked entity."""
    return bind(encode_atom(entity.lower(), dim), encode_atom(ROLE_ENTITY, dim))


def encode_fact(content: str, entities: Iterable[str], dim: int = DEFAULT_DIM) -> Vector:
    """Content bound to the content role, bundled with each entity bound to the entity role."""
    _require_numpy()
    parts = [bind(encode_text(content, dim), encode_atom(ROLE_CONTENT, dim))]
    parts.extend(entity_key(entity, dim) for entity in entities)
    return bundle(*parts)


def phases_to_bytes(phases: Vector) -> bytes:
    """The stored form: ``HRR1`` + float32 phases (half the size of the legacy float64)."""
    _require_numpy()
    flat = np.asarray(phases, dtype=np.float64).ravel()
    if flat.size == 1:
        # 4 + 4 bytes would be indistinguishable from one legacy float64; write the legacy form.
        return flat.tobytes()
    return MAGIC + flat.astype("<f4").tobytes()


def stored_float32(data: bytes, dim: int) -> bytes | None:
    """The raw little-endian float32 payload of a stored vector of ``dim``, or None."""
    raw = bytes(data)
    if dim != 1 and len(raw) == 4 + 4 * dim and raw.startswith(MAGIC):
        return raw[4:]
    if len(raw) == 8 * dim and _HAS_NUMPY:
        return np.frombuffer(raw, dtype="<f8").astype("<f4").tobytes()
    return None


def bytes_to_phases(data: bytes, dim: int | None = None) -> Vector:
    """Either stored form back to float64 phases; a size that fits ``dim`` neither way raises."""
    _require_numpy()
    raw = bytes(data)
    size = len(raw)
    if dim is None:
        if raw.startswith(MAGIC) and size > 8 and (size - 4) % 4 == 0:
            return np.frombuffer(raw[4:], dtype="<f4").astype(np.float64)
        if size and size % 8 == 0:
            return np.frombuffer(raw, dtype="<f8").astype(np.float64)
        raise ValueError(f"{size} bytes is not a stored HRR vector")
    if dim != 1 and size == 4 + 4 * dim and raw.startswith(MAGIC):
        return np.frombuffer(raw[4:], dtype="<f4").astype(np.float64)
    if size == 8 * dim:
        return np.frombuffer(raw, dtype="<f8").astype(np.float64)
    raise ValueError(f"{size} bytes is not an HRR vector of dim {dim}")


def snr_estimate(dim: int, n_items: int) -> float:
    """Signal-to-noise estimate sqrt(dim/n) of a bundle of ``n_items``; warns below 2.0."""
    if n_items <= 0:
        return math.inf
    snr = math.sqrt(dim / n_items)
    if snr < 2.0:
        logger.warning(
            "HRR capacity: SNR %.2f with %d items at dim %d; recall may degrade", snr, n_items, dim
        )
    return snr
