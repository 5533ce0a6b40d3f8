"""A stand-in for MiniLM and the sentence bank in the classifier's tests (the language model is
the only part scripted): one fixed nearest-sentence margin per text, and a record of which texts
it was given."""

from __future__ import annotations


class Recorder:
    """Stands in for MiniLM and the bank: a fixed margin per text, and which texts it was given."""

    def __init__(self, margin: float = 0.5) -> None:
        self.margin = margin
        self.texts: list[str] = []

    def __call__(self, texts: list[str]) -> list[float]:
        self.texts += texts
        return [self.margin for _ in texts]
