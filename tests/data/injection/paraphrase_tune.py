"""Paraphrase tune rows: the templates of paraphrase_mal_a/b and paraphrase_benign(_intl)
walked into labelled entries, all in the ``tune`` split (build.py appends them after the
split of the original rows is made, so the held-back ``test`` split does not move).

The second wave (paraphrase_wave2.py), the third (paraphrase_wave3a*.py,
paraphrase_wave3b.py), the fourth (paraphrase_wave4*.py: attacks planted in memory-like
entries) and the fifth (paraphrase_wave5*.py: attacks inside content the agent reads and
keeps), the last three written blind to the scanner by other hands, are whole entries. Every third malicious
entry is embedded in a normal-looking note (a cover sentence before
or after it), so the rules cannot lean on the payload being the whole entry.
"""

# ruff: noqa: E501

from __future__ import annotations

import hashlib
from itertools import product
from string import Formatter
from typing import Any

from paraphrase_benign import BENIGN
from paraphrase_benign_intl import BENIGN_INTL
from paraphrase_mal_a import HIJACK, OVERRIDE, Block
from paraphrase_mal_a2 import CONCEALMENT, EXTRACTION
from paraphrase_mal_b import (
    DESTRUCTIVE,
    EXFIL,
    MARKER_FRAMES,
    MARKER_PAYLOADS,
    PERSISTENCE,
)
from paraphrase_wave2 import BENIGN_WAVE2, MALICIOUS_WAVE2
from paraphrase_wave3a import rows as wave3a_rows
from paraphrase_wave3b import rows as wave3b_rows
from paraphrase_wave4 import rows as wave4_rows
from paraphrase_wave5 import rows as wave5_rows

LANGUAGES = ("en", "zh", "es", "de", "fr", "ja", "ru", "pt")
# (category, templates, entries per language)
MALICIOUS_PLAN: tuple[tuple[str, dict[str, Block], int], ...] = (
    ("instruction_override", OVERRIDE, 8),
    ("role_hijack", HIJACK, 4),
    ("prompt_extraction", EXTRACTION, 4),
    ("concealment", CONCEALMENT, 4),
    ("secret_exfiltration", EXFIL, 4),
    ("persistence", PERSISTENCE, 3),
    ("destructive", DESTRUCTIVE, 3),
)
MARKERS_PER_LANGUAGE = 4
BENIGN_PER_BLOCK = {"instruction_override": 12}

# Harmless sentences a planted instruction hides between.
COVERS = {
    "en": ("Standup notes, Tuesday: the deploy moved to Thursday.", "User prefers dark mode and short answers.", "Project Atlas uses Python 3.11 and Poetry."),
    "zh": ("周二站会：部署改到周四。", "用户喜欢深色模式和简短的回答。", "Atlas 项目使用 Python 3.11 和 Poetry。"),
    "es": ("Notas del daily del martes: el despliegue pasa al jueves.", "El usuario prefiere el modo oscuro y respuestas cortas.", "El proyecto Atlas usa Python 3.11 y Poetry."),
    "de": ("Standup-Notizen Dienstag: das Deployment ist auf Donnerstag verschoben.", "Der Nutzer mag den Dunkelmodus und kurze Antworten.", "Projekt Atlas nutzt Python 3.11 und Poetry."),
    "fr": ("Notes du point de mardi : le déploiement passe à jeudi.", "L'utilisateur préfère le mode sombre et les réponses courtes.", "Le projet Atlas utilise Python 3.11 et Poetry."),
    "ja": ("火曜の朝会メモ：デプロイは木曜に変更。", "ユーザーはダークモードと短い回答が好み。", "Atlas プロジェクトは Python 3.11 と Poetry を使用。"),
    "ru": ("Заметки со стендапа во вторник: деплой перенесли на четверг.", "Пользователь предпочитает тёмную тему и короткие ответы.", "Проект Atlas использует Python 3.11 и Poetry."),
    "pt": ("Notas da daily de terça: o deploy passou para quinta.", "O usuário prefere modo escuro e respostas curtas.", "O projeto Atlas usa Python 3.11 e Poetry."),
}  # fmt: skip


def _fill(block: Block, count: int) -> list[str]:
    """``count`` distinct texts: the frames take turns, and each frame walks every
    combination of its words in a fixed scrambled order (a hash of the text), so
    consecutive entries share as few words as possible."""
    frames, slots = block
    walks: list[list[str]] = []
    for frame in frames:
        fields = sorted({f for _, f, _, _ in Formatter().parse(frame) if f})
        combos = product(*(slots[f] for f in fields))
        texts = {frame.format(**dict(zip(fields, combo, strict=True))) for combo in combos}
        walks.append(sorted(texts, key=lambda t: hashlib.sha256(t.encode()).hexdigest()))
    chosen: list[str] = []
    for turn in range(max(map(len, walks))):
        for walk in walks:
            if turn < len(walk) and len(chosen) < count:
                text = walk[turn]
                text = text[0].upper() + text[1:]
                if text not in chosen:
                    chosen.append(text)
    if len(chosen) < count:  # pragma: no cover - a template with too few words
        raise ValueError(f"cannot make {count} distinct texts from {frames[0]!r}")
    return chosen


def _covered(text: str, lang: str, index: int) -> str:
    """Every third entry sits inside a normal-looking note."""
    if index % 3 != 2:
        return text
    cover = COVERS[lang][index % len(COVERS[lang])]
    glue = "" if lang in ("zh", "ja") else " "
    return f"{cover}{glue}{text}" if index % 2 else f"{text}\n{cover}"


def _row(ident: str, text: str, label: str, category: str, lang: str) -> dict[str, Any]:
    return {
        "id": ident,
        "group": ident,
        "text": text,
        "label": label,
        "category": category,
        "language": lang,
        "obfuscation": "none",
        "source": "ours",
        "split": "tune",
    }


def malicious_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang in LANGUAGES:
        for category, templates, count in MALICIOUS_PLAN:
            for n, text in enumerate(_fill(templates[lang], count), 1):
                ident = f"p-{category}-{lang}-{n:02d}"
                rows.append(_row(ident, _covered(text, lang, n), "malicious", category, lang))
        payloads = MARKER_PAYLOADS[lang]
        offset = LANGUAGES.index(lang)
        for n in range(1, MARKERS_PER_LANGUAGE + 1):
            frame = MARKER_FRAMES[(offset + 2 * n) % len(MARKER_FRAMES)]
            text = frame.format(i=payloads[(n - 1) % len(payloads)])
            ident = f"p-fake_role_marker-{lang}-{n:02d}"
            rows.append(_row(ident, text, "malicious", "fake_role_marker", lang))
    for lang, by_category in MALICIOUS_WAVE2.items():
        for category, texts in by_category.items():
            for n, text in enumerate(texts, 1):
                ident = f"p2-{category}-{lang}-{n:02d}"
                rows.append(_row(ident, _covered(text, lang, n + 1), "malicious", category, lang))
    return rows


def benign_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for lang, blocks in BENIGN.items():
        for key, block in blocks.items():
            category = key.removesuffix("_void")
            count = BENIGN_PER_BLOCK.get(key, len(next(iter(block[1].values()))))
            for n, text in enumerate(_fill(block, count), 1):
                ident = f"pb-{key}-{lang}-{n:02d}"
                rows.append(_row(ident, text, "benign", category, lang))
    for lang, by_category in BENIGN_INTL.items():
        for category, texts in by_category.items():
            for n, text in enumerate(texts, 1):
                rows.append(_row(f"pb-{category}-{lang}-{n:02d}", text, "benign", category, lang))
    for lang, by_category in BENIGN_WAVE2.items():
        for category, texts in by_category.items():
            for n, text in enumerate(texts, 1):
                rows.append(_row(f"pb2-{category}-{lang}-{n:02d}", text, "benign", category, lang))
    return rows


def paraphrase_rows() -> list[dict[str, Any]]:
    """Every paraphrase row in a fixed order: the first two waves (malicious first), then
    the third wave's two blind-written files, the fourth and the fifth wave, as their authors
    ordered them."""
    return (
        malicious_rows()
        + benign_rows()
        + wave3a_rows()
        + wave3b_rows()
        + wave4_rows()
        + wave5_rows()
    )
