"""What of a query the vectors see: the question without its scaffolding and its names.

"When did Caroline go to the LGBTQ support group?" reaches the model as "go to the LGBTQ
support group". Names are the words' job (the lexical side keeps them, and a name that is
in half the messages only blurs a sentence vector); the leading "when did" / "what is"
says what kind of answer is wanted, not what it is about. On LoCoMo this lifts MiniLM alone
from session R@5 0.727 to 0.824. A query that would lose everything is used as typed.
"""

from __future__ import annotations

import re

_AUX = r"(?:did|does|do|is|are|was|were|has|have|had|would|could|can|will)"
_SCAFFOLD = re.compile(
    # "when did", "what kind of", "how many", "how did", "did": asks, but says nothing
    # about the subject; a bare "how" stays ("how to handle rate limits")
    rf"^\s*(?:(?:when|what|which|who|whom|whose|where|why)"
    rf"(?:\s+(?:{_AUX}|kind\s+of|type\s+of|sort\s+of))?"
    rf"|how\s+(?:many|much|long|often|old|{_AUX})|{_AUX})\b\s*",
    re.IGNORECASE,
)
_TRAILING = "?!.,;:'\u2019s"


def is_name(word: str) -> bool:
    """A capitalised word that is not an acronym ("Caroline", "Tokyo's"; not "LGBTQ", "I")."""
    core = word.strip("\"'()[]").rstrip(_TRAILING)
    return bool(core) and core[0].isupper() and not core.isupper()


def vector_query(query: str) -> str:
    """``query`` as the embedder should read it (see the module's docstring)."""
    rest = _SCAFFOLD.sub("", query, count=1).strip().rstrip("?!. ")
    words = rest.split()
    # a capital at the very start is the sentence's, unless scaffolding stood before it
    opened = rest != query.strip().rstrip("?!. ")
    kept = [w for i, w in enumerate(words) if not (is_name(w) and (i or opened))]
    return " ".join(kept) or query.strip() or query
