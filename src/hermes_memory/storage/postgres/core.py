"""What every part of the PostgreSQL session store shares: the database, the owner whose
rows it sees, and the column lists that make its dicts state.db's.

Every statement of the store filters by ``owner``: a store opened for one user can neither
read nor write another user's sessions.
"""

from __future__ import annotations

from hermes_memory.storage.postgres.connection import Database

SESSION_COLUMNS = (
    "id, source, user_id, session_key, chat_id, chat_type, thread_id, model, model_config,"
    " system_prompt, parent_session_id, started_at, ended_at, end_reason, message_count,"
    " tool_call_count, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens,"
    " reasoning_tokens, cwd, git_branch, git_repo_root, billing_provider, billing_base_url,"
    " billing_mode, estimated_cost_usd, actual_cost_usd, cost_status, cost_source,"
    " pricing_version, title, api_call_count, handoff_state, handoff_platform, handoff_error,"
    " compression_failure_cooldown_until, compression_failure_error, rewind_count, archived"
)
"""state.db's ``sessions`` columns, in its order (``SELECT *`` there)."""

MESSAGE_COLUMNS = (
    "id, session_id, role, content, content_kind, tool_call_id, tool_calls, tool_name,"
    " timestamp, token_count, finish_reason, reasoning, reasoning_content, reasoning_details,"
    " codex_reasoning_items, codex_message_items, platform_message_id, observed, active,"
    " compacted"
)
"""state.db's ``messages`` columns, in its order, plus ``content_kind`` (``rows``)."""

MAX_HOPS = 100


class PgStoreCore:
    """The database and the owner of one open PostgreSQL session store."""

    db: Database
    owner: str

    def compression_ancestors(self, session_id: str) -> list[str]:
        """Parents reachable while each parent ended ``compression`` (nearest first)."""
        found: list[str] = []
        seen = {session_id}
        current = session_id
        with self.db.transaction() as cur:
            for _ in range(MAX_HOPS):
                cur.execute(
                    "SELECT p.id, p.end_reason FROM hm_sessions c JOIN hm_sessions p"
                    " ON p.owner = c.owner AND p.id = c.parent_session_id"
                    " WHERE c.owner = %s AND c.id = %s",
                    (self.owner, current),
                )
                row = cur.fetchone()
                if row is None or row["id"] in seen or row["end_reason"] != "compression":
                    break
                found.append(row["id"])
                seen.add(row["id"])
                current = row["id"]
        return found
