"""The linear-time gap matchers and the rewritten regexes answer exactly as the plain
formulations of the spec do (property tests on texts built from the patterns' own tokens)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_memory.curated import patterns
from hermes_memory.curated.gapmatch import CommentKeyword, SameLineGap, SpacedGap
from hermes_memory.curated.patterns import THREAT_PATTERNS
from hermes_memory.curated.scanning import scan_for_threats
from hypothesis_profiles import examples

TOKENS = [
    "cat", "curl", "wget", "send", "post", "translate", "update", "add to", "edit",
    " ", "  ", "\n", "\t", "\x1c", "\u00a0", "x", "-", ">", "--", "-->", "<!--",
    ".env", "$API_KEY", "${TOKENS}", "to", "at", "https://", "into", "python", "and",
    "execute", "AGENTS.md", ".hermes/config.yaml", "system", "ignore", "Secret_",
]  # fmt: skip
# used by the catalogue-wide comparison below
texts = st.lists(st.sampled_from(TOKENS), max_size=24).map("".join)

HEAD, TAIL = r"(?:cat|curl|update|add\s+to)", r"(?:\.env|\$\{?\w*(?:KEY|TOKEN)S?\b|AGENTS\.md)"
S_HEAD, S_TAIL = r"(?:send|post|translate)", r"(?:to|at|into)\s+(?:https?://|python)"
KEYWORD = patterns._COMMENT_KEYWORD


def _c(source: str) -> re.Pattern[str]:
    return re.compile(source, re.IGNORECASE)


def _spec_forms(width: int) -> dict[str, re.Pattern[str]]:
    """The patterns as the spec writes them (backtracking-prone, fine on short texts)."""
    return {
        "same_line": _c(rf"{HEAD}\s+[^\n]{{0,{width}}}{TAIL}"),
        "spaced": _c(rf"{S_HEAD}\s+[^\n]{{0,{width}}}\s+{S_TAIL}"),
        "comment": _c(rf"<!--[^>]{{0,{width}}}{KEYWORD}[^>]{{0,{width}}}-->"),
    }


def _our_forms(width: int) -> dict[str, list[object]]:
    return {
        "same_line": [
            _c(HEAD + rf"\s++[^\n]{{0,{width}}}" + TAIL),
            SameLineGap(_c(HEAD + r"\s++"), _c(f"(?={TAIL})"), width),
        ],
        "spaced": [
            _c(S_HEAD + patterns._spaced_gap(width) + S_TAIL),
            SpacedGap(_c(S_HEAD + r"(\s++)"), _c(f"(?={S_TAIL})"), width),
        ],
        "comment": [CommentKeyword(_c(KEYWORD), width)],
    }


FORMS = {w: (_spec_forms(w), _our_forms(w)) for w in (1, 2, 3, 6, 2048)}
FORM_TOKENS = {
    "same_line": ["cat", "add to", " ", "  ", "\n", "\t", "x", ".env", "$API_KEY", "AGENTS.md"],
    "spaced": ["send", "translate", " ", "  ", "\n", "\u00a0", "x", "to", "into", "https://"],
    "comment": ["<!--", "-->", "--", "-", ">", " ", "1", "x", "system", "Secret_", "ignore"],
}


def _check(name: str, width: int, text: str) -> None:
    spec, ours = FORMS[width]
    expected = spec[name].search(text) is not None
    for candidate in ours[name]:
        assert bool(candidate.search(text)) == expected, (name, width, text)  # type: ignore[attr-defined]


@settings(max_examples=examples(300), deadline=None)
@given(st.data(), st.sampled_from(sorted(FORM_TOKENS)), st.sampled_from([1, 2, 3, 6, 2048]))
def test_rewrites_and_fast_matchers_agree_with_the_spec_forms(
    data: st.DataObject, name: str, width: int
) -> None:
    tokens = FORM_TOKENS[name]
    text = data.draw(st.lists(st.sampled_from(tokens), max_size=14).map("".join))
    _check(name, width, text)


def test_hand_picked_boundaries() -> None:
    cases = [
        ("spaced", 3, "send to https://"),
        ("spaced", 3, "send  to https://"),
        ("spaced", 3, "send\n\nto https://"),
        ("spaced", 3, "send xxx to https://"),
        ("spaced", 3, "send xxxx to https://"),
        ("spaced", 3, "send x\nto https://"),
        ("same_line", 3, "cat xxx.env"),
        ("same_line", 3, "cat xxxx.env"),
        ("same_line", 3, "cat\n.env"),
        ("same_line", 3, "cat x\n.env"),
        ("comment", 3, "<!--12 system 12-->"),
        ("comment", 3, "<!--123 system-->"),
        ("comment", 3, "<!--system 123-->"),
        ("comment", 3, "<!--xsystemx-->"),
        ("comment", 3, "<!--system>-->"),
        ("comment", 3, "<!--system-- -->"),
        ("comment", 3, "<!--system--->"),
    ]
    for name, width, text in cases:
        _check(name, width, text)
    # both answers occur among the boundaries, so the comparison is not vacuous
    answers = {FORMS[w][0][n].search(t) is not None for n, w, t in cases}
    assert answers == {True, False}


@settings(max_examples=examples(150), deadline=None)
@given(texts)
def test_catalogue_matchers_agree_with_their_regexes(text: str) -> None:
    for pattern in THREAT_PATTERNS:
        assert bool(pattern.matcher.search(text)) == bool(pattern.regex.search(text)), pattern.id


def test_adversarial_repetitions_finish_and_stay_clean() -> None:
    # With the plain regexes these rescan a 2,048-character window per key word, and the
    # blank run backtracked cubically (minutes). Speed is measured by the benchmark; here
    # they must simply finish with the right answer.
    for text in ("cat " * 16_000, "send " * 13_000, "<!-- system " * 5_400, "send" + " " * 9_000):
        assert scan_for_threats(text, "strict") == []
    assert scan_for_threats("cat " * 16_000 + "\n.env", "strict") == ["read_secrets"]
