"""The OpenAI-compatible embedder against a real local HTTP server."""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar

import pytest

from hermes_memory.embeddings import OpenAICompatibleEmbedder
from hermes_memory.errors import EmbeddingError


class _Handler(BaseHTTPRequestHandler):
    seen: ClassVar[list[dict[str, Any]]] = []
    mode = "ok"

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).seen.append(
            {"path": self.path, "auth": self.headers.get("Authorization"), **body}
        )
        if self.mode == "error":
            self.send_response(500)
            self.end_headers()
            return
        # unnormalised vectors, returned out of order: the client must sort and normalise
        data = [
            {"index": i, "embedding": [float(len(text)), 3.0, 4.0]}
            for i, text in enumerate(body["input"])
        ]
        if self.mode == "short":
            data = data[:-1]
        payload = json.dumps({"data": list(reversed(data))}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:  # keep test output clean
        pass


@pytest.fixture
def server() -> Iterator[str]:
    _Handler.seen = []
    _Handler.mode = "ok"
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()


def test_batches_are_sent_with_the_key_and_come_back_normalised_in_order(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EMBED_KEY", "sk-test-123")
    embedder = OpenAICompatibleEmbedder(server, "tiny", api_key_env="EMBED_KEY", batch_size=2)
    vectors = embedder.embed(["a", "bbbb", "cc"])
    assert len(vectors) == 3
    for text, vector in zip(["a", "bbbb", "cc"], vectors, strict=True):
        norm = math.sqrt(len(text) ** 2 + 25)
        assert vector == pytest.approx([len(text) / norm, 3 / norm, 4 / norm])
    assert embedder.dimension == 3
    assert [call["input"] for call in _Handler.seen] == [["a", "bbbb"], ["cc"]]
    assert all(call["path"] == "/v1/embeddings" for call in _Handler.seen)
    assert all(call["auth"] == "Bearer sk-test-123" for call in _Handler.seen)


def test_an_http_error_is_an_embedding_error(server: str) -> None:
    _Handler.mode = "error"
    with pytest.raises(EmbeddingError, match="HTTP 500"):
        OpenAICompatibleEmbedder(server, "tiny").embed(["x"])


def test_a_reply_missing_vectors_is_refused(server: str) -> None:
    _Handler.mode = "short"
    with pytest.raises(EmbeddingError, match="unexpected body"):
        OpenAICompatibleEmbedder(server, "tiny").embed(["x", "y"])


def test_an_unreachable_endpoint_is_an_embedding_error() -> None:
    with pytest.raises(EmbeddingError, match="failed"):
        OpenAICompatibleEmbedder("http://127.0.0.1:9/v1", "tiny", timeout=2).embed(["x"])
