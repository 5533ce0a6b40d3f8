"""The bundled rule sets in scan order: every rule module is imported and its patterns
compiled on the first call, not when the scanning package is imported, so a command that never
scans (session search, listings, the MCP server's start) does not pay for several hundred
regular expressions. Rule writers register a new module's rules here.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermes_memory.scanning.rule import Rule


@functools.cache
def all_rules() -> tuple[Rule, ...]:
    """Every bundled rule, in the order the scanner reports findings."""
    from hermes_memory.scanning.rules_authority import AUTHORITY_RULES
    from hermes_memory.scanning.rules_conceal3 import CONCEAL3_RULES
    from hermes_memory.scanning.rules_conceal4 import CONCEAL4_RULES
    from hermes_memory.scanning.rules_conceal_acts import CONCEAL_ACTS_RULES
    from hermes_memory.scanning.rules_conceal_purpose import CONCEAL_PURPOSE_RULES
    from hermes_memory.scanning.rules_cover_report import COVER_REPORT_RULES
    from hermes_memory.scanning.rules_cover_up import COVER_UP_RULES
    from hermes_memory.scanning.rules_covert import COVERT_RULES
    from hermes_memory.scanning.rules_destroy import DESTRUCTIVE_RULES
    from hermes_memory.scanning.rules_destroy2 import DESTROY2_RULES
    from hermes_memory.scanning.rules_destroy3 import DESTROY3_RULES
    from hermes_memory.scanning.rules_destroy4 import DESTROY4_RULES
    from hermes_memory.scanning.rules_devalue import DEVALUE_RULES
    from hermes_memory.scanning.rules_disclosure import CONCEALMENT_RULES, EXTRACTION_RULES
    from hermes_memory.scanning.rules_exfil2 import EXFIL2_RULES
    from hermes_memory.scanning.rules_exfil3 import EXFIL3_RULES
    from hermes_memory.scanning.rules_exfil4 import EXFIL4_RULES
    from hermes_memory.scanning.rules_exfil5 import EXFIL5_RULES
    from hermes_memory.scanning.rules_exfil_messenger import EXFIL_MESSENGER_RULES
    from hermes_memory.scanning.rules_foothold2 import FOOTHOLD2_RULES
    from hermes_memory.scanning.rules_hide_acts import HIDE_ACTS_RULES
    from hermes_memory.scanning.rules_hijack import HIJACK_RULES
    from hermes_memory.scanning.rules_kept_from import KEPT_FROM_RULES
    from hermes_memory.scanning.rules_lasting import LASTING_RULES
    from hermes_memory.scanning.rules_leak_out import LEAK_OUT_RULES
    from hermes_memory.scanning.rules_lift import LIFT_RULES
    from hermes_memory.scanning.rules_markers import HIDDEN_MARKUP_RULES, MARKER_RULES
    from hermes_memory.scanning.rules_markers2 import MARKERS2_RULES
    from hermes_memory.scanning.rules_markers3 import MARKERS3_RULES
    from hermes_memory.scanning.rules_markers4 import MARKERS4_RULES
    from hermes_memory.scanning.rules_memory_order import MEMORY_ORDER_RULES
    from hermes_memory.scanning.rules_memory_order_intl import MEMORY_ORDER_INTL_RULES
    from hermes_memory.scanning.rules_memory_recast import MEMORY_RECAST_RULES
    from hermes_memory.scanning.rules_outrank import OUTRANK_RULES
    from hermes_memory.scanning.rules_override import OVERRIDE_RULES
    from hermes_memory.scanning.rules_override5 import OVERRIDE5_RULES, SECOND_RULES
    from hermes_memory.scanning.rules_own_rules import OWN_RULES_RULES
    from hermes_memory.scanning.rules_persist3 import PERSIST3_RULES
    from hermes_memory.scanning.rules_persist4 import PERSIST4_RULES
    from hermes_memory.scanning.rules_persona import PERSONA_RULES
    from hermes_memory.scanning.rules_plant_hook import PLANT_HOOK_RULES
    from hermes_memory.scanning.rules_reader import READER_RULES
    from hermes_memory.scanning.rules_recital import RECITAL_RULES
    from hermes_memory.scanning.rules_report_template import REPORT_TEMPLATE_RULES
    from hermes_memory.scanning.rules_round11 import ROUND11_RULES
    from hermes_memory.scanning.rules_send_out import SEND_OUT_RULES
    from hermes_memory.scanning.rules_setup_out import SETUP_OUT_RULES
    from hermes_memory.scanning.rules_setup_place import SETUP_PLACE_RULES
    from hermes_memory.scanning.rules_setup_plain import SETUP_PLAIN_RULES
    from hermes_memory.scanning.rules_setup_text import SETUP_TEXT_RULES
    from hermes_memory.scanning.rules_standing import STANDING_RULES
    from hermes_memory.scanning.rules_standing_order import STANDING_ORDER_RULES
    from hermes_memory.scanning.rules_supersede import SUPERSEDE_RULES
    from hermes_memory.scanning.rules_system import (
        EXFIL_RULES,
        PERSISTENCE_RULES,
    )
    from hermes_memory.scanning.rules_turns import TURN_RULES
    from hermes_memory.scanning.rules_unbound_persona import UNBOUND_PERSONA_RULES
    from hermes_memory.scanning.rules_unshackle import UNSHACKLE_RULES
    from hermes_memory.scanning.rules_wipe import WIPE_RULES
    from hermes_memory.scanning.rules_wipe_routine import WIPE_ROUTINE_RULES
    from hermes_memory.scanning.rules_wreck import WRECK_RULES

    return (
        *OVERRIDE_RULES,
        *STANDING_RULES,
        *AUTHORITY_RULES,
        *SUPERSEDE_RULES,
        *UNSHACKLE_RULES,
        *SETUP_OUT_RULES,
        *UNBOUND_PERSONA_RULES,
        *HIJACK_RULES,
        *PERSONA_RULES,
        *READER_RULES,
        *OWN_RULES_RULES,
        *MEMORY_ORDER_RULES,
        *MEMORY_ORDER_INTL_RULES,
        *MEMORY_RECAST_RULES,
        *EXTRACTION_RULES,
        *RECITAL_RULES,
        *CONCEALMENT_RULES,
        *HIDE_ACTS_RULES,
        *CONCEAL_ACTS_RULES,
        *CONCEAL3_RULES,
        *COVERT_RULES,
        *MARKER_RULES,
        *TURN_RULES,
        *HIDDEN_MARKUP_RULES,
        *EXFIL_RULES,
        *LEAK_OUT_RULES,
        *PERSISTENCE_RULES,
        *FOOTHOLD2_RULES,
        *DESTRUCTIVE_RULES,
        *DESTROY2_RULES,
        *PERSIST3_RULES,
        *EXFIL3_RULES,
        *WRECK_RULES,
        *WIPE_RULES,
        *EXFIL2_RULES,
        *EXFIL_MESSENGER_RULES,
        *PLANT_HOOK_RULES,
        *CONCEAL4_RULES,
        *EXFIL4_RULES,
        *PERSIST4_RULES,
        *DESTROY3_RULES,
        *COVER_REPORT_RULES,
        *CONCEAL_PURPOSE_RULES,
        *EXFIL5_RULES,
        *WIPE_ROUTINE_RULES,
        *MARKERS2_RULES,
        # (last: a finding of an older rule on the same words keeps its name)
        *OVERRIDE5_RULES,
        *SECOND_RULES,
        *ROUND11_RULES,
        *STANDING_ORDER_RULES,
        *SETUP_TEXT_RULES,
        *LASTING_RULES,
        *DEVALUE_RULES,
        *KEPT_FROM_RULES,
        # (rules16)
        *LIFT_RULES,
        # (rules16b)
        *COVER_UP_RULES,
        *SEND_OUT_RULES,
        # (rules16c: destruction, forged turns, extraction in everyday words)
        *DESTROY4_RULES,
        *MARKERS3_RULES,
        *SETUP_PLAIN_RULES,
        # (rules17: override and hijack by structure, round three)
        *OUTRANK_RULES,
        # (rules17b: forged role labels, concealment as a report, extraction by place)
        *MARKERS4_RULES,
        *REPORT_TEMPLATE_RULES,
        *SETUP_PLACE_RULES,
    )
