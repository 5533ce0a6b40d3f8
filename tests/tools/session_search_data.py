"""A small real state.db shared by the ``session_search`` tests (built once per module).

Sessions (ids are readable on purpose):

* ``old_deploy`` (cli, titled "deploy fix"): a finished conversation about a staging deploy.
* ``cur_root`` → ``cur_child`` (compression) and ``cur_branch`` (branch of the root): the
  "current" lineage; the agent runs in ``cur_child``.
* ``cron_digest`` (cron): mentions the deploy too, but must rank below interactive hits.
* ``sub_run`` (subagent) and ``tool_run`` (tool): hidden from browse and discovery.
* ``long_talk`` (telegram): 40 messages, for READ truncation.
* ``scr_root`` → ``scr_child``: the anchor of a scroll lives in the child.
"""

from __future__ import annotations

from pathlib import Path

from hermes_memory.sessions.store import SessionDB

T0 = 1_767_000_000.0  # December 2025


def _talk(db: SessionDB, sid: str, start: float, lines: list[tuple[str, str]]) -> list[int]:
    return db.append_messages(
        sid, [{"role": r, "content": c, "timestamp": start + i} for i, (r, c) in enumerate(lines)]
    )


def build(db: SessionDB) -> dict[str, list[int]]:
    ids: dict[str, list[int]] = {}
    db.create_session("old_deploy", "cli", model="model-a", started_at=T0)
    ids["old_deploy"] = _talk(
        db,
        "old_deploy",
        T0 + 1,
        [
            ("user", "Our staging deploy pipeline broke after the kubernetes upgrade"),
            ("assistant", "Let us look at the helm chart values for the ingress"),
            ("user", "The ingress controller logs show a 502 from the backend"),
            ("assistant", "The backend service port changed; update targetPort to 8080"),
            ("user", "That fixed the staging deploy, thanks"),
            ("assistant", "Great. Remember to pin the chart version next time."),
        ],
    )
    db.append_message(
        "old_deploy",
        "assistant",
        None,
        tool_calls=[
            {"id": "k1", "type": "function", "function": {"name": "kubectl", "arguments": "{}"}}
        ],
        timestamp=T0 + 10,
    )
    ids["old_deploy"].append(
        db.append_message(
            "old_deploy",
            "tool",
            "pods restarted",
            tool_name="kubectl",
            tool_call_id="k1",
            timestamp=T0 + 11,
        )
    )
    db.set_session_title("old_deploy", "deploy fix")
    db.end_session("old_deploy", "user_exit")

    db.create_session("cur_root", "cli", model="model-b", started_at=T0 + 1000)
    ids["cur_root"] = _talk(
        db,
        "cur_root",
        T0 + 1001,
        [
            ("user", "planning the staging deploy rollout for the new billing service"),
            ("assistant", "We can canary the billing deploy first"),
        ],
    )
    db.set_session_title("cur_root", "billing rollout")
    db.end_session("cur_root", "compression")
    db.create_session("cur_child", "cli", parent_session_id="cur_root", started_at=T0 + 1100)
    ids["cur_child"] = _talk(
        db,
        "cur_child",
        T0 + 1101,
        [("user", "continue the billing deploy canary"), ("assistant", "canary is at 10 percent")],
    )
    db.create_session(
        "cur_branch",
        "cli",
        parent_session_id="cur_root",
        started_at=T0 + 1200,
        model_config={"_branched_from": "cur_root"},
    )
    ids["cur_branch"] = _talk(
        db, "cur_branch", T0 + 1201, [("user", "what if the billing deploy goes blue green")]
    )

    db.create_session("cron_digest", "cron", started_at=T0 + 2000)
    ids["cron_digest"] = _talk(
        db,
        "cron_digest",
        T0 + 2001,
        [
            ("user", "daily digest: staging deploy staging deploy staging deploy"),
            ("assistant", "digest: staging deploy healthy"),
        ],
    )
    db.create_session("sub_run", "subagent", started_at=T0 + 3000)
    ids["sub_run"] = _talk(db, "sub_run", T0 + 3001, [("user", "subagent staging deploy check")])
    db.create_session("tool_run", "tool", started_at=T0 + 3100)
    ids["tool_run"] = _talk(db, "tool_run", T0 + 3101, [("user", "tool staging deploy check")])

    db.create_session("long_talk", "telegram", started_at=T0 + 4000)
    ids["long_talk"] = _talk(
        db,
        "long_talk",
        T0 + 4001,
        [
            ("user" if i % 2 == 0 else "assistant", f"long talk line {i} about sourdough")
            for i in range(40)
        ],
    )

    db.create_session("scr_root", "cli", started_at=T0 + 5000)
    ids["scr_root"] = _talk(db, "scr_root", T0 + 5001, [("user", "scroll root opening message")])
    db.end_session("scr_root", "compression")
    db.set_session_title("scr_root", "scroll demo")
    db.create_session("scr_child", "cli", parent_session_id="scr_root", started_at=T0 + 5100)
    ids["scr_child"] = _talk(
        db,
        "scr_child",
        T0 + 5101,
        [("user" if i % 2 == 0 else "assistant", f"scroll child {i}") for i in range(12)],
    )
    db.set_session_title("scr_child", "scroll demo #2")
    return ids


def open_shared(directory: Path) -> tuple[SessionDB, dict[str, list[int]]]:
    db = SessionDB(directory / "state.db")
    return db, build(db)
