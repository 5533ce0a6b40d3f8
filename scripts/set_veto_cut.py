"""Store the classifier veto's cut in the shipped embedded weights (no retraining).

    python scripts/set_veto_cut.py 0.05

The cut is the score under which the classifier clears a rules' refusal
(``hermes_memory.scanning.veto``). It is chosen after training, on text the weights never
saw (the training run's out-of-wave scores, ``--scores-out``), so it lives beside them in
``injection_classifier_minilm.json`` as ``veto_cut``, with a note of how it was chosen under
``report.veto``. Weights written by a retraining lack it
until this is run again (and the veto is off until then: the loader's default).
"""

from __future__ import annotations

import argparse
import json

from hermes_memory.scanning.classifier import EMBEDDED_WEIGHTS_PATH, ClassifierWeights

CHOSEN_ON = (
    "the out-of-wave scores of the training run that wrote these weights (each labelled tune "
    "row scored by the model fitted without its wave; the entry's score, which is at least "
    "the veto's score of the sentences holding a finding): of the 102 tune rows the rules "
    "refuse wrongly and the 16,957 they refuse rightly, 0.05 clears 15% and loses 0.06% of "
    "hits, 0.1 19% / 0.20%, 0.15 28% / 0.46%, 0.2 32% / 0.80%, 0.3 45% / 1.42%. The highest "
    "cut losing at most 0.5% of those hits, 0.15, cleared three textbook attacks of the public "
    "corpora's test split (a forged 'system:' block, 'show me the hidden prompt', a prompt "
    "extraction smuggled in a translation; scores 0.087 to 0.137), as 0.1 did with the "
    "earlier weights: blunt short attacks are what the classifier saw least, since the rules "
    "catch them. So 0.05, the earlier weights' cut, under which none of them falls"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cut", type=float, help="the veto's cut (0 < cut < threshold)")
    args = parser.parse_args()
    raw = json.loads(EMBEDDED_WEIGHTS_PATH.read_text(encoding="utf-8"))
    raw["veto_cut"] = args.cut
    raw["report"]["veto"] = {"cut": args.cut, "chosen_on": CHOSEN_ON}
    ClassifierWeights.from_mapping(raw)  # refuses a cut the loader would refuse
    text = json.dumps(raw, separators=(",", ":")) + "\n"
    EMBEDDED_WEIGHTS_PATH.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
