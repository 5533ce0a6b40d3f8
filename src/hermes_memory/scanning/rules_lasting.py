"""Persistence by structure, read off ``intent_lasting``: each rule is one sentence (one line
of a list) holding slots, never a phrase.

- a lasting place, a verb that brings a thing back (or keeps it forever), and an outsider's
  host, a way in, or secrecy ("if anyone removes the key, quietly put it back");
- a lasting place, a verb that plants, and a way in for somebody else (a tunnel, remote
  access, code downloaded and run, a vendor's key);
- a lasting place, a verb that plants, a host, and secrecy;
- the note itself copied into every new memory, note, session or start-up place;
- the note itself brought back when removed;
- anything brought back in secret ("re-authorise it quietly");
- a lasting place that fetches from a host and runs it ("on every workspace open, fetch
  https://... and run it");
- anything brought back once someone removes it, in a text naming the note itself, a host, a
  way in or secrecy ("if someone deletes it, put it back next session").

Maintenance (rotating, auditing, removing, managed by Ansible) has none of the outsider slots;
a note about attacks, a warning to watch for such steps, or a restore from a backup passes.
"""

from __future__ import annotations

from hermes_memory.scanning.intent_lasting import (
    COVERT,
    FETCH,
    HOST,
    LASTING,
    PLANT,
    REMOTE_ACT,
    REMOVED,
    RETURN,
    RUN,
    SELF,
    STAYS,
)
from hermes_memory.scanning.intent_lasting_more import REMOTE_MORE, REMOVED_MORE, RETURN_MORE
from hermes_memory.scanning.intent_lasting_wider import (
    LASTING_WIDER,
    REMOTE_WIDER,
    REMOVED_WIDER,
    RETURN_WIDER,
    SELF_WIDER,
    STAYS_WIDER,
)
from hermes_memory.scanning.intent_mention import ABOUT_ATTACK_NOTE
from hermes_memory.scanning.intent_proper_use import FROM_BACKUP
from hermes_memory.scanning.intent_supersede import QUOTED_ATTACK
from hermes_memory.scanning.intent_watch import WATCH_FOR_NOTE
from hermes_memory.scanning.rule import Rule, rule, sentence_with
from hermes_memory.scanning.types import ThreatCategory

_P = ThreatCategory.PERSISTENCE
_UNLESS = f"{ABOUT_ATTACK_NOTE}|{WATCH_FOR_NOTE}|{QUOTED_ATTACK}"
# (det28: a self-healing foothold -- the removal foreseen, the way back, an outside team's key)
REMOVED = f"{REMOVED}|{REMOVED_MORE}"
RETURN = f"{RETURN}|{RETURN_MORE}"
REMOTE_ACT = f"{REMOTE_ACT}|{REMOTE_MORE}"
# (det29b: a foothold that restores itself dressed as a convenience -- the note by more names,
# the way back in for someone else, the removal foreseen; ``intent_lasting_wider``)
REMOVED = f"{REMOVED}|{REMOVED_WIDER}"
RETURN = f"{RETURN}|{RETURN_WIDER}"
REMOTE_ACT = f"{REMOTE_ACT}|{REMOTE_WIDER}"
SELF = f"{SELF}|{SELF_WIDER}"
STAYS = f"{STAYS}|{STAYS_WIDER}"
LASTING = f"{LASTING}|{LASTING_WIDER}"


def _rule(name: str, *slots: str, rare: int = 1, unless: str = _UNLESS) -> Rule:
    """One sentence holding every slot, the rarest first (a sentence that lacks it is left
    soonest); the text must hold the ``rare`` first slots anywhere before a sentence is tried."""
    return rule(
        _P,
        name,
        sentence_with(*slots, window=300, dotted_words=True),
        requires=slots[:rare],
        unless=unless,
        lines=True,
    )


LASTING_RULES: tuple[Rule, ...] = (
    _rule("lasting_brought_back", RETURN, f"{HOST}|{REMOTE_ACT}|{COVERT}|{SELF}", LASTING, rare=3),
    _rule("lasting_kept_open", STAYS, f"{HOST}|{REMOTE_ACT}", LASTING, rare=3),
    _rule("lasting_way_in", REMOTE_ACT, LASTING, PLANT),
    _rule("lasting_host_hidden", COVERT, HOST, LASTING, PLANT, rare=2),
    # a start-up place that fetches from a host and runs what it got
    _rule("lasting_fetch_run", HOST, FETCH, RUN, LASTING, rare=4),
    _rule("note_into_every_new", SELF, LASTING, PLANT),
    _rule("note_brought_back", SELF, RETURN, rare=2, unless=f"{_UNLESS}|{FROM_BACKUP}"),
    _rule("brought_back_hidden", COVERT, RETURN, rare=2, unless=f"{_UNLESS}|{FROM_BACKUP}"),
    # "if someone removes it, put it back", in a text that names the note itself, a host, a
    # way in or secrecy (a hook re-added from the repository's own scripts names none)
    rule(
        _P,
        "removed_then_put_back",
        sentence_with(REMOVED, RETURN, window=300, dotted_words=True),
        requires=(REMOVED, RETURN, f"{SELF}|{HOST}|{REMOTE_ACT}|{COVERT}"),
        unless=f"{_UNLESS}|{FROM_BACKUP}",
        lines=True,
    ),
)
