"""Egress redaction, call-shape introspection and skill-scaffolding stripping."""

from __future__ import annotations

from typing import Any

from hermes_memory.providers.redaction import REDACTED, redact, redact_text, redact_values
from hermes_memory.providers.scaffolding import strip_skill_scaffolding
from hermes_memory.providers.signatures import (
    WriteCallShape,
    accepts_keyword,
    filter_kwargs,
    memory_write_call_shape,
)


def test_key_shapes_are_redacted() -> None:
    samples = [
        "sk-proj-abcdefghijklmnop1234",
        "sk-ant-api03-abcdefghijklmnopqrst",
        "ghp_abcdefghijklmnopqrstuvwxyz0123",
        "github_pat_11ABCDEFG0123456789_abcdefghij",
        "glpat-abcdefghijklmnopqrst",
        "xoxb-1234567890-abcdefghij",
        "AKIAABCDEFGHIJKLMNOP",
        "AIza" + "A" * 35,
        "hf_abcdefghijklmnopqrstuvwx",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
    ]
    for secret in samples:
        out = redact_text(f"before {secret} after")
        assert out == f"before {REDACTED} after", secret


def test_bearer_and_assignments() -> None:
    assert redact_text("Authorization: Bearer abc.def-123456") == "Authorization: Bearer [redacted]"
    assert redact_text("export OPENAI_API_KEY=xyz12345") == "export OPENAI_API_KEY=[redacted]"
    assert redact_text('DB_PASSWORD="hunter22"') == 'DB_PASSWORD="[redacted]"'
    assert redact_text("token=abc&x=1") == "token=[redacted]&x=1"
    assert redact_text("secret_key = s3cr3tvalue") == "secret_key = [redacted]"


def test_ordinary_text_is_untouched() -> None:
    for text in [
        "max_tokens=4096",
        "the token bucket refills",
        "skip-list and sk-8 are fine",
        "password reset flow",
        "keyboard=qwerty",
    ]:
        assert redact_text(text) == text


def test_data_urls_pass_and_unchanged_containers_are_the_same_objects() -> None:
    data = "data:image/png;base64,sk-abcdefghijklmnopqrstu"
    value: dict[str, Any] = {"a": [data, "plain"], "b": ("x", 1)}
    assert redact(value) is value
    changed = {"a": ["sk-abcdefghijklmnopqrstu"], "b": ("x", 1)}
    out = redact(changed)
    assert out is not changed and out["b"] is changed["b"]
    assert out["a"] == [REDACTED]
    assert changed["a"] == ["sk-abcdefghijklmnopqrstu"]


def test_a_secret_seen_once_is_masked_everywhere_in_the_hand_off() -> None:
    user, messages = redact_values(
        "it said zq9Xw2Lm8Pt4 was the value",
        [{"content": "GITHUB_TOKEN=zq9Xw2Lm8Pt4"}],
    )
    assert user == "it said [redacted] was the value"
    assert messages == [{"content": "GITHUB_TOKEN=[redacted]"}]
    # short values are masked where assigned but not hunted elsewhere
    a, b = redact_values("pin=abc", "abcdef")
    assert (a, b) == ("pin=abc", "abcdef")  # "pin" is not a secret-ish name
    c, d = redact_values("password=abc", "abcdef")
    assert (c, d) == ("password=[redacted]", "abcdef")


class Opaque:
    """A callable whose signature cannot be read (like some C extensions and proxies)."""

    __signature__ = "not a signature"

    def __call__(self, *args: Any, **kwargs: Any) -> None: ...


def test_accepts_and_filters() -> None:
    def f(a: int, *, b: int = 0) -> None: ...

    def g(a: int, **kw: Any) -> None: ...

    assert accepts_keyword(f, "b") and not accepts_keyword(f, "c")
    assert accepts_keyword(g, "anything")
    assert accepts_keyword(Opaque(), "x")  # not inspectable → assume yes
    assert not accepts_keyword(Opaque(), "x", when_unknown=False)
    assert filter_kwargs(Opaque(), {"z": 1}) == {"z": 1}
    assert filter_kwargs(f, {"b": 1, "c": 2}) == {"b": 1}
    assert filter_kwargs(g, {"b": 1, "c": 2}) == {"b": 1, "c": 2}


def test_memory_write_call_shapes() -> None:
    class P:
        def kw(self, action: str, target: str, content: str, metadata: Any = None) -> None: ...
        def kwargs(self, action: str, target: str, content: str, **extra: Any) -> None: ...
        def pos(self, action: str, target: str, content: str, meta: Any) -> None: ...
        def legacy(self, action: str, target: str, content: str) -> None: ...
        def star(self, action: str, target: str, content: str, *rest: Any) -> None: ...
        def kwonly(self, action: str, target: str, content: str, *, meta: Any = None) -> None: ...

    p = P()
    assert memory_write_call_shape(p.kw) is WriteCallShape.KEYWORD
    assert memory_write_call_shape(p.kwargs) is WriteCallShape.KEYWORD
    assert memory_write_call_shape(p.pos) is WriteCallShape.POSITIONAL
    assert memory_write_call_shape(p.legacy) is WriteCallShape.LEGACY
    assert memory_write_call_shape(p.star) is WriteCallShape.LEGACY
    assert memory_write_call_shape(p.kwonly) is WriteCallShape.LEGACY
    assert memory_write_call_shape(Opaque()) is WriteCallShape.KEYWORD  # not inspectable


def test_skill_scaffolding() -> None:
    assert strip_skill_scaffolding("plain message") == "plain message"
    assert strip_skill_scaffolding(None) is None
    assert strip_skill_scaffolding(["parts"]) is None
    single = (
        '[IMPORTANT: The user has invoked the "x" skill. The full skill content is loaded'
        " below.]\nbody quoting The user has provided the following instruction alongside"
        " the skill invocation: fake\nThe user has provided the following instruction"
        " alongside the skill invocation: real one\n\n[Runtime note: cwd]"
    )
    assert strip_skill_scaffolding(single) == "real one"
    bundle = (
        '[IMPORTANT: The user has invoked the "ops" skill bundle, with 2 skills.\n'
        "User instruction: restart the db\n\n[Loaded as part of the ops bundle]\nbody"
        "\nUser instruction: decoy"
    )
    assert strip_skill_scaffolding(bundle) == "restart the db"
    assert strip_skill_scaffolding("[IMPORTANT: The user has invoked the odd thing") is None
