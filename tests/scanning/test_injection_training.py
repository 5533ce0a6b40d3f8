"""scripts/train_injection_classifier.py without the model: the solver learns a separable toy
problem the same way every time, folds keep groups together, and the threshold it picks lets
at most 1% of benign scores through."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "train_injection_classifier.py"


@pytest.fixture(scope="module")
def train() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_injection_classifier", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _toy() -> tuple[np.ndarray, np.ndarray]:
    # two clusters on a fixed grid, unbalanced (as the real set is), no random numbers
    grid = np.linspace(-1.0, 1.0, 40)
    bad = np.stack([grid * 0.3 + 1.0, grid[::-1] * 0.3 + 1.0, np.ones_like(grid)], axis=1)
    good = np.stack([grid * 0.3 - 1.0, grid * 0.3 - 1.0, np.zeros_like(grid)], axis=1)
    x = np.vstack([bad[:25], good])
    y = np.concatenate([np.ones(25), np.zeros(40)])
    return x, y


def test_fit_separates_a_toy_problem_deterministically(train: ModuleType) -> None:
    x, y = _toy()
    w, b = train.fit(x, y)
    scores = train.predict(x, w, b)
    assert (scores[y == 1] > 0.5).all() and (scores[y == 0] < 0.5).all()
    again_w, again_b = train.fit(x, y)
    assert np.array_equal(w, again_w) and again_b == b


def test_folds_come_from_the_group_and_cover_every_fold(train: ModuleType) -> None:
    groups = [f"m-instruction_override-en-{i}" for i in range(200)]
    folds = [train.fold_of(g) for g in groups]
    assert folds == [train.fold_of(g) for g in groups]
    assert set(folds) == set(range(train.FOLDS))


def test_threshold_allows_at_most_one_percent_of_benign(train: ModuleType) -> None:
    benign = np.linspace(0.0, 0.99, 300)
    malicious = np.full(50, 0.995)
    scores = np.concatenate([benign, malicious])
    y = np.concatenate([np.zeros(300), np.ones(50)])
    threshold = train.choose_threshold(scores, y, 0.01)
    assert (benign >= threshold).sum() <= 3  # 1% of 300
    assert train.rates(scores, y, threshold) == {"detection": 1.0, "false_positive": 0.01}


def test_the_default_threshold_refuses_at_most_half_a_percent_out_of_fold(
    train: ModuleType,
) -> None:
    benign = np.linspace(0.0, 0.9, 400)
    scores = np.concatenate([benign, np.full(50, 0.97)])
    y = np.concatenate([np.zeros(400), np.ones(50)])
    threshold = train.choose_threshold(scores, y)
    # 0.5% of 400 is 2: just above the third highest benign score
    assert 0.9 * 397 / 399 < threshold < 0.9 * 398 / 399
    assert train.rates(scores, y, threshold) == {"detection": 1.0, "false_positive": 0.005}


def test_the_margin_and_the_floor_raise_the_threshold(train: ModuleType) -> None:
    benign = np.linspace(0.0, 0.5, 100)
    scores = np.concatenate([benign, np.full(10, 0.99)])
    y = np.concatenate([np.zeros(100), np.ones(10)])
    plain = train.choose_threshold(scores, y, 0.0)
    assert 0.5 < plain < 0.51
    # one logit above 0.5 is 1 / (1 + e^-1) ~ 0.731
    assert 0.73 < train.choose_threshold(scores, y, 0.0, margin=1.0) < 0.74
    assert train.choose_threshold(scores, y, 0.0, floor=0.8) == 0.8
    refused_by_rules = np.zeros(110, dtype=bool)
    refused_by_rules[99] = True  # the top benign entry is the rules' to refuse, not ours
    assert train.choose_threshold(scores, y, 0.0, rules=refused_by_rules) < plain


def test_benign_folds_follow_the_topic_and_malicious_ones_the_group(train: ModuleType) -> None:
    entry = train.Entry
    benign = [
        entry(f"b-{i}", f"b-{i}", "t", "benign", "persistence", "en", "none", "ours", "tune")
        for i in range(20)
    ]
    malicious = [
        entry(f"m-{i}", f"m-{i}", "t", "malicious", "persistence", "en", "none", "ours", "tune")
        for i in range(20)
    ]
    assert len({train.fold_of(train.fold_key(e)) for e in benign}) == 1
    assert len({train.fold_of(train.fold_key(e)) for e in malicious}) > 1


def test_background_weighs_its_share_of_the_benign_half(train: ModuleType) -> None:
    y = np.array([1.0, 1.0, 0.0, 0.0, 0.0, 0.0])
    background = np.array([False, False, False, True, True, True])
    weight = train.row_weights(y, background, 0.3)
    assert weight[:2].sum() == pytest.approx(0.5)
    assert weight[2] == pytest.approx(0.35) and weight[3:].sum() == pytest.approx(0.15)


@pytest.fixture(scope="module")
def sentences_module(train: ModuleType) -> ModuleType:
    import injection_sentences  # on the path once the training script is loaded

    return injection_sentences


def test_waves_come_from_the_id_prefix_and_the_source(sentences_module: ModuleType) -> None:
    wave_of = sentences_module.wave_of
    assert wave_of("m-concealment-es-1-none", "ours") == "w0"
    assert wave_of("b-instruction_override-en-001", "ours") == "w0"
    assert wave_of("p-override-en-3", "ours") == wave_of("pb-override-en-3", "ours") == "w1"
    assert wave_of("p2-hijack-7", "ours") == wave_of("pb2-notes-7", "ours") == "w2"
    assert wave_of("w3-anything-1", "ours") == "new"  # a wave not known yet is its own
    assert wave_of("bastion-ab-063", "bastioncorpus") == "public"
    assert wave_of("bg-1", "background") == "background"


def test_wave_folds_hold_each_wave_out_whole(
    train: ModuleType, sentences_module: ModuleType
) -> None:
    entry = train.Entry
    rows = [
        entry(f"{prefix}-x-{i}", f"g{i}", "t", "benign", "c", "en", "none", "ours", "tune")
        for prefix in ("m", "p", "p2")
        for i in range(5)
    ] + [
        entry(
            f"bg-{i}", f"src:{i}", "t", "benign", "background", "en", "none", "background", "tune"
        )
        for i in range(30)
    ]
    names, folds = sentences_module.wave_folds(rows)
    assert names == ["w0", "w1", "w2"]
    assert [set(folds[i * 5 : i * 5 + 5]) for i in range(3)] == [{0}, {1}, {2}]
    assert set(folds[15:]) == {0, 1, 2}  # the background is spread over every fold


def test_multiple_instances_keep_the_most_suspicious_sentence(
    train: ModuleType, sentences_module: ModuleType
) -> None:
    # entry 0 (malicious): a harmless sentence and an attack; entries 1-3 benign, harmless
    x = np.array([[0.0, 1.0], [1.0, 0.0], [0.0, 1.0], [0.0, 1.0], [0.0, 1.0]])
    owner = np.array([0, 0, 1, 2, 3])
    y = np.array([1.0, 0.0, 0.0, 0.0])
    weight = np.array([0.5, 0.5 / 3, 0.5 / 3, 0.5 / 3])
    w, b = sentences_module.mil_fit(train.fit, x, owner, y, weight, 1e-3)
    logits = x @ w + b
    assert logits[1] > 0 > logits[0]  # the attack sentence carries the entry, not the filler


def test_margins_are_nearest_bad_minus_nearest_good(sentences_module: ModuleType) -> None:
    bank = np.array([[1.0, 0.0], [0.0, 1.0]])
    bad = np.array([True, False])
    queries = np.array([[1.0, 0.0], [0.0, 1.0]])
    assert sentences_module.margins(queries, bank, bad).tolist() == [1.0, -1.0]
    # each row against the bank rows of other folds only: what text from an unseen wave gets
    rows = np.array([[1.0, 0.0], [0.0, 1.0], [0.8, 0.6], [0.6, 0.8]])
    bad = np.array([True, False, True, False])
    fold = np.array([0, 0, 1, 1])
    every = np.ones(4, dtype=bool)
    out = sentences_module.leave_fold_out(rows, rows, every, bad, fold, every)
    assert out == pytest.approx([0.2, -0.2, 0.2, -0.2])


def test_one_pass_gives_every_folds_leave_out_margins(sentences_module: ModuleType) -> None:
    # fold_nearest + margins_without must give what a pass per fold gives, held fold included,
    # with a fold absent from the bank and a fold holding no malicious row
    import injection_waves as waves

    grid = np.linspace(0.0, 6.0, 120)
    rows = np.stack([np.cos(grid), np.sin(grid), np.cos(3 * grid)], axis=1)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    bank_vecs = np.round(rows * 127) / 127
    fold = np.arange(120) % 6
    bad = (np.arange(120) % 5) < 2
    bad[fold == 3] = False
    in_bank = fold != 4
    nearest = waves.fold_nearest(rows, bank_vecs, in_bank, bad, fold)
    for k in range(6):
        slow = waves.leave_fold_out(rows, bank_vecs, in_bank, bad, fold, fold != k)
        held, bank = fold == k, in_bank & (fold != k)
        slow[held] = waves.margins(rows[held], bank_vecs[bank], bad[bank])
        assert waves.margins_without(nearest, fold, k) == pytest.approx(slow, abs=1e-12)
    every = np.ones(120, dtype=bool)
    whole = waves.leave_fold_out(rows, bank_vecs, in_bank, bad, fold, every)
    assert waves.margins_without(nearest, fold) == pytest.approx(whole, abs=1e-12)


@pytest.mark.heavy
def test_the_background_is_deterministic_and_fingerprinted(train: ModuleType) -> None:
    # (loading the script puts scripts/ on sys.path: this test ran after others that did)
    import injection_background as background

    stdlib = background.load_stdlib(hard=50, plain=10)
    again = background.load_stdlib(50, 10)  # read afresh: the same chunks, the same digest
    assert len(stdlib) == 60 and stdlib == again
    assert background.digest(stdlib) == background.digest(again)
    assert all(not background._TOPIC.search(chunk.text) for chunk in stdlib)
    assert sum(bool(background._TRIGGER.search(c.text)) for c in stdlib) == 50


def test_the_spent_blind_sets_are_twenty_three_more_waves(sentences_module: ModuleType) -> None:
    import injection_spent

    rows = injection_spent.load_spent()
    assert rows and all(e.split == "tune" for e in rows)
    spent = {f"f{number}" for number in range(1, 24)}
    waves = {sentences_module.wave_of(e.id, e.source) for e in rows}
    assert waves == spent  # each held out whole, like every other wave
    malicious = [e for e in rows if e.malicious]
    assert {sentences_module.wave_of(e.id, e.source) for e in malicious} == spent
    assert 0 < len(malicious) < len(rows)


def test_the_unseen_blind_set_is_refused_before_anything_is_read(tmp_path: Path) -> None:
    import injection_spent

    unseen = tmp_path / f"{injection_spent.UNSEEN}_entries.jsonl"
    unseen.write_text("not even json\n", encoding="utf-8")
    spent = tmp_path / "spent.jsonl"
    spent.write_text(
        '{"id": "f2b-x-1", "group": "g", "text": "t", "label": "benign", "category": "c", '
        '"language": "en", "obfuscation": "none", "source": "ours-fresh2", "split": "fresh2"}\n',
        encoding="utf-8",
    )
    with pytest.raises(injection_spent.UnseenSetError, match="not measured yet"):
        injection_spent.load_spent((spent, unseen))
    with pytest.raises(injection_spent.UnseenSetError):
        injection_spent.load_spent((tmp_path / f"{injection_spent.UNSEEN.upper()}-copy.jsonl",))
    assert [e.split for e in injection_spent.load_spent((spent,))] == ["tune"]
    assert all(injection_spent.UNSEEN not in p.name for p in injection_spent.SPENT)


def test_the_cascade_replay_loses_what_a_tighter_cap_leaves_unread(train: ModuleType) -> None:
    import injection_cascade

    # entry 0: two open sentences, the second carries it over the line only with its vector;
    # entry 1: over the line on its cheap score alone; entry 2: benign, never near the line
    logits = np.array([-1.0, 3.0, 6.0, -9.0])
    pulls = np.array([-2.0, 2.5, 0.0, 0.0])
    owner = np.array([0, 0, 1, 2])
    pieces = np.array([50, 40, 10, 10])
    blob = np.zeros(4, dtype=bool)
    threshold = 1.0 / (1.0 + np.exp(-2.0))  # a logit of 2
    y = np.array([1.0, 1.0, 0.0])
    rules = np.zeros(3, dtype=bool)
    args = (logits, pulls, owner, pieces, blob, (-3.0, 3.0), threshold)
    refused, embedded = injection_cascade.replay(*args, (2, 100))
    assert refused.tolist() == [True, True, False] and embedded.tolist() == [True, False, False]
    # one sentence: the cheaper-looking first one (cheap 1.0 > 0.5) is read, the second is not
    refused, _ = injection_cascade.replay(*args, (1, 100))
    assert refused.tolist() == [False, True, False]
    # two sentences but 80 pieces: the second no longer fits
    assert injection_cascade.replay(*args, (2, 80))[0].tolist() == [False, True, False]
    out = injection_cascade.report(*args, y, rules)
    assert out["full_model_refuses"] == {"malicious": 2, "benign": 0}
    assert out["1 sentences, 64 pieces"]["malicious_lost"] == 1
    assert out["3 sentences, 192 pieces"]["malicious_lost"] == 0


def test_a_rank_reads_the_sentence_it_puts_first(train: ModuleType) -> None:
    import injection_cascade

    # as above: one sentence read; ranked by a guess that favours the second, entry 0 is caught
    logits = np.array([-1.0, 3.0, 6.0, -9.0])
    pulls = np.array([-2.0, 2.5, 0.0, 0.0])
    args = (logits, pulls, np.array([0, 0, 1, 2]), np.array([50, 40, 10, 10]))
    args += (np.zeros(4, dtype=bool), (-3.0, 3.0), 1.0 / (1.0 + np.exp(-2.0)), (1, 100))
    rank = logits - pulls + np.array([0.0, 2.0, 0.0, 0.0])
    refused, embedded = injection_cascade.replay(*args, rank)
    assert refused.tolist() == [True, True, False] and embedded.tolist() == [True, False, False]


def test_the_guess_learns_a_pull_from_the_ngrams_deterministically(
    sentences_module: ModuleType,
) -> None:
    from scipy import sparse

    # the pull is +3 wherever bucket 0 is present and -1 elsewhere; bucket 1 is noise
    grams = sparse.csr_matrix(np.array([[1.0, 0.0], [1.0, 1.0], [0.0, 1.0], [0.0, 0.0]] * 10))
    pulls = np.array([3.0, 3.0, -1.0, -1.0] * 10)
    rows = np.ones(40, dtype=bool)
    fitted = sentences_module.guess_fit(grams, pulls, rows)
    guess = sentences_module.guess_of(grams, fitted)
    # (near the pull, shrunk a little by the ridge's damping)
    assert guess[:4] == pytest.approx([3.0, 3.0, -1.0, -1.0], abs=0.3)
    assert min(guess[:2]) > max(guess[2:4]) + 3.0
    assert sentences_module.guess_fit(grams, pulls, rows).tolist() == fitted.tolist()
    # rows left out of the fit do not move it
    rows[:4] = False
    changed = pulls.copy()
    changed[:4] = 100.0
    assert sentences_module.guess_fit(grams, changed, rows) == pytest.approx(
        sentences_module.guess_fit(grams, pulls, rows)
    )
