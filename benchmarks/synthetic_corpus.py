"""A deterministic synthetic agent-conversation corpus for the session-store benchmarks.

Seeded, no downloads: a ~30k-word technical-English vocabulary of generated word forms with
Zipfian frequencies; sessions of 10-80 messages with user, assistant (some with JSON tool
calls) and tool-result turns; ~5% of messages in CJK (mostly Chinese, some Japanese and
Korean). ``sessions()`` yields the same corpus for the same seed and size, every time.
"""

from __future__ import annotations

import bisect
import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

_ONSETS = (
    "b c d f g h j k l m n p r s t v w z bl br ch cl cr dr fl fr gl gr pl pr sc sh sk sl sm sn"
)
ONSETS = (_ONSETS + " sp st str sw th tr").split()
_VOWELS = "a e i o u ai ea ee io oa ou y"
VOWELS = _VOWELS.split()
_CODAS = "b ck d ft g k l ld lt m mp n nd ng nk nt p r rd rk rm rn rt s sk st t x"
CODAS = [""] * 6 + _CODAS.split()
_SUFFIXES = "er ers ing ed es s ion ions ize izes able ment ments ity or ors al ly"
SUFFIXES = [""] * 10 + _SUFFIXES.split()
_PREFIXES = "re un pre de sub multi auto micro"
PREFIXES = [""] * 12 + _PREFIXES.split()
SOURCES = [
    ("cli", 60),
    ("telegram", 14),
    ("discord", 10),
    ("subagent", 8),
    ("cron", 5),
    ("tool", 3),
]
TOOLS = ["terminal", "read_file", "write_file", "search_files", "web_search", "patch", "browser"]

# Common CJK characters (Chinese), kana and hangul syllables used to build CJK "words".
HANZI = (
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主"
    "行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走"
    "电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提"
    "感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青"
    "管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持"
    "取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切准杂"
)
KANA = (
    "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメ"
    "モ"
)
HANGUL = (
    "가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수"
    "우주추쿠투푸후기니디리미비시이지치키티피히개내대래매배새애재채캐태패해"
)


@dataclass
class Message:
    role: str
    content: str | None
    tool_name: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    tool_call_id: str | None = None


@dataclass
class Session:
    id: str
    source: str
    started_at: float
    messages: list[Message] = field(default_factory=list)


class Zipf:
    """Draw indexes 0..n-1 with probability proportional to 1/(rank+offset)^s."""

    def __init__(self, n: int, s: float, rng: random.Random, offset: float = 2.7) -> None:
        weights = [1.0 / (k + offset) ** s for k in range(n)]
        self.cum = list(itertools.accumulate(weights))
        self.total = self.cum[-1]
        self.rng = rng
        self.n = n

    def draw(self, k: int) -> list[int]:
        r = self.rng.random
        cum, total, n = self.cum, self.total, self.n - 1
        return [min(bisect.bisect(cum, r() * total), n) for _ in range(k)]


def vocabulary(size: int, seed: int) -> list[str]:
    """``size`` distinct plausible word forms, most frequent first (Zipf rank order)."""
    rng = random.Random(seed)
    words: list[str] = []
    seen: set[str] = set()
    while len(words) < size:
        syllables = rng.choice((1, 1, 2, 2, 2, 3, 3, 4))
        stem = "".join(
            rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS) for _ in range(syllables)
        )
        word = rng.choice(PREFIXES) + stem + rng.choice(SUFFIXES)
        if 2 <= len(word) <= 18 and word not in seen:
            seen.add(word)
            words.append(word)
    # short words are the frequent ones, as in natural language
    head = sorted(words[: size // 20], key=len)
    return head + words[size // 20 :]


class Corpus:
    """The generator. Same ``seed`` and ``messages`` → the same sessions, in order."""

    def __init__(self, messages: int, seed: int = 20260701, vocab_size: int = 30_000) -> None:
        self.target = messages
        self.seed = seed
        self.words = vocabulary(vocab_size, seed)
        self.rng = random.Random(seed + 1)
        self.zipf = Zipf(len(self.words), 1.07, self.rng)
        self.hanzi = Zipf(len(HANZI), 1.0, self.rng, offset=10)
        self.samples: list[str] = []
        """Every ``stride``-th user/assistant text of a visible source (what
        ``session_search`` searches), kept for drawing phrase and CJK queries."""
        self.stride = max(1, min(97, messages // 1000))

    def _sentence(self, n_words: int) -> str:
        words = self.words
        parts = [words[i] for i in self.zipf.draw(n_words)]
        if self.rng.random() < 0.3:
            parts.insert(self.rng.randrange(len(parts) + 1), str(self.rng.randrange(1, 5000)))
        return " ".join(parts).capitalize() + self.rng.choice((".", ".", ".", "?", "!"))

    def _paragraph(self, lo: int, hi: int) -> str:
        total = self.rng.randint(lo, hi)
        out: list[str] = []
        while total > 0:
            k = min(total, self.rng.randint(6, 18))
            out.append(self._sentence(k))
            total -= k
        return " ".join(out)

    def _cjk(self, lo: int, hi: int) -> str:
        rng = self.rng
        kind = rng.random()
        out: list[str] = []
        for _ in range(rng.randint(lo, hi)):
            if kind < 0.75:
                idx = self.hanzi.draw(rng.randint(2, 4))
                out.append("".join(HANZI[i] for i in idx))
            elif kind < 0.88:
                out.append("".join(rng.choice(KANA) for _ in range(rng.randint(2, 5))))
                out.append(HANZI[self.hanzi.draw(1)[0]])
            else:
                out.append("".join(rng.choice(HANGUL) for _ in range(rng.randint(2, 4))) + " ")
            if rng.random() < 0.15:
                out.append(rng.choice("，。、"))
        if rng.random() < 0.3:  # mixed CJK / English text, as people write it
            out.insert(rng.randrange(len(out) + 1), " " + self.words[self.zipf.draw(1)[0]] + " ")
        return "".join(out).strip() + "。"

    def _text(self, role: str) -> str:
        if self.rng.random() < 0.05:
            return self._cjk(4, 30) if role == "user" else self._cjk(10, 60)
        if role == "user":
            return self._paragraph(5, 40)
        if role == "assistant":
            return self._paragraph(20, 200)
        return self._paragraph(30, 400)

    def sessions(self) -> Iterator[Session]:
        rng = self.rng
        produced = 0
        t = 1_700_000_000.0
        sources = [s for s, _ in SOURCES]
        weights = [w for _, w in SOURCES]
        n = 0
        while produced < self.target:
            size = min(rng.randint(10, 80), self.target - produced)
            session = Session(
                id=f"bench_{n:08d}", source=rng.choices(sources, weights)[0], started_at=t
            )
            n += 1
            while len(session.messages) < size:
                session.messages.extend(self._turn(size - len(session.messages)))
            del session.messages[size:]
            visible = session.source not in ("subagent", "tool")
            for m in session.messages:
                produced += 1
                if produced % self.stride == 0 and m.content and visible and m.role != "tool":
                    self.samples.append(m.content)
            t += rng.uniform(60, 4000)
            yield session

    def _turn(self, room: int) -> list[Message]:
        rng = self.rng
        turn = [Message("user", self._text("user"))]
        if room >= 4 and rng.random() < 0.45:
            tool = rng.choice(TOOLS)
            call_id = f"call_{rng.getrandbits(48):012x}"
            w = self.words
            args = {
                "path": "/src/" + "/".join(w[i] for i in self.zipf.draw(2)) + ".py",
                "query": " ".join(w[i] for i in self.zipf.draw(3)),
            }
            call = {
                "id": call_id,
                "type": "function",
                "function": {"name": tool, "arguments": json.dumps(args)},
            }
            turn.append(Message("assistant", self._paragraph(3, 20), tool_calls=[call]))
            turn.append(Message("tool", self._text("tool"), tool_name=tool, tool_call_id=call_id))
        turn.append(Message("assistant", self._text("assistant")))
        return turn
