"""The ``session_search`` tool's JSON schema and the description the model reads.

The description is our own text and carries every point of spec §8.1: local history through
FTS5 with no model calls, the source-first limit, the four calling shapes with examples,
what a discovery result holds, scrolling both ways, the query syntax, and when to reach for
the tool; then ours: time and source limits (time phrases in the query) and the optional
summaries and expansion. No ``mode`` parameter and nothing required: the call's shape picks.
"""

from __future__ import annotations

from typing import Any

_WHAT = (
    "Look things up in your own past conversations with this user, or page through one of "
    "them. The history lives in a local SQLite database and is searched with an FTS5 "
    "full-text index; the search itself calls no language model, so every result is real "
    "stored messages, returned quickly and at no cost (an optional summary is added only "
    "when you ask for it, see below)."
)

_SOURCE_FIRST = (
    "SOURCE-FIRST LIMIT: this history records what was said in earlier sessions. It is not "
    "evidence of what a live source contains now. When the user points at something you can "
    "open directly (a URL, a file or folder, a chat thread or contact, an account, a running "
    "system), inspect that source first, and treat session history only as background about "
    "what was discussed. If the source cannot be reached, say so and why before leaning on "
    "history, and never report that something was 'not found' or 'never discussed' on the "
    "strength of this tool alone when a direct source was named."
)

_SHAPES = (
    "CALLING SHAPES (no mode argument; which arguments you pass decides):\n"
    '1. DISCOVERY - give `query`: session_search(query="invoice parser timeout", limit=3). '
    "Matches are grouped by conversation lineage (a session and its continuations count once) "
    "and the best `limit` conversations come back, your current conversation excluded.\n"
    "2. SCROLL - give `session_id` and `around_message_id`: session_search(session_id="
    '"20260403_120000_abc123", around_message_id=4812, window=10). Returns the messages '
    "around that anchor, tool messages included; no search, no bookends.\n"
    '3. READ - give `session_id` alone: session_search(session_id="20260403_120000_abc123"). '
    "Returns the session's messages; a long one comes back as its first 20 and last 10 "
    "(truncated: true), and you scroll the middle.\n"
    "4. BROWSE - give nothing, or a blank query: session_search(). Lists the most recent "
    "sessions with title, preview, timestamps and message count."
)

_RESULT = (
    "A DISCOVERY RESULT per conversation holds: session_id (the session containing the hit; "
    "parent_session_id names its lineage root when different), title, when, source, model, "
    "matched_role, snippet (the hit with >>>markers<<<), match_message_id, messages (up to 5 "
    "user/assistant messages each side of the hit, the hit itself flagged anchor: true), "
    "bookend_start and bookend_end (up to 3 opening and 3 closing user/assistant messages of "
    "that session, so you see the goal and the outcome), and messages_before / "
    "messages_after (how many messages the window reached on each side). A title match comes "
    "first with matched_role 'session_title'. Extra keys explain the search: `search` "
    "(the ranking used, and whether a looser any-of-the-words query filled in), "
    "`fallback_match: true` on a result that has only some of your words, and `reason` when "
    "nothing came back."
)

_SCROLLING = (
    "SCROLLING: to read further on, call SCROLL with around_message_id = the id of the last "
    "message you got (messages[-1].id); to read further back, use the first one "
    "(messages[0].id). The anchor message appears again at the edge of the new window, so "
    "skip the repeat. When messages_before or messages_after is smaller than the window, you "
    "reached the start or the end of the session. window defaults to 5 and is capped at 20."
)

_SYNTAX = (
    "QUERY SYNTAX (FTS5): words are AND-ed by default (deploy staging finds messages with "
    'both); write OR between alternatives (postgres OR sqlite); quote exact phrases ("connection '
    'reset"); NOT drops matches (python NOT django); a trailing * matches a prefix (migrat*). '
    "Punctuation such as ( ) : ^ + is treated as a space; hyphenated or dotted names like "
    "chat-send or v2.1 are searched as phrases. Chinese, Japanese and Korean text is matched "
    "as substrings. role_filter narrows the roles searched (default 'user,assistant'; add "
    "'tool' to search tool output) and sort='newest' or 'oldest' orders by time instead of "
    "relevance."
)

_TIME = (
    "TIME AND SOURCE: after and before take ISO dates (2026-03-01, or 2026-03-01T14:30; "
    "before is exclusive) and source takes a platform name such as 'cli' or 'telegram' "
    "(comma-separate several). You may also just write the time into the query: 'last "
    "week', 'yesterday', 'today', '3 days ago', '2 weeks ago', 'this month', 'last year', "
    "'in March', and in Chinese 上周, 昨天, 今天, 三天前, 上个月, 三月. Such a phrase becomes "
    "a date window and is dropped from the search words; a query that is only a time phrase "
    "lists the sessions active in that window. Explicit after/before override a phrase. The "
    "answer's time_window says which dates were searched and where they came from."
)

_EXTRAS = (
    "SUMMARIES AND EXPANSION (both off unless configured): summarize=true asks a small "
    "model for a summary of each result focused on your query, given as `summary` beside "
    "the real messages (trust the messages over the summary); when no model is set up or it "
    "fails, you get the plain result and a note under `summaries`. When expansion is "
    "configured, your query is also searched as a few reworded keyword queries (see "
    "`expansion`); results found only that way carry found_by: 'expansion'."
)

_WHEN = (
    "WHEN TO USE: the user mentions earlier work ('like we did last week', 'that bug from "
    "before', 'what did I decide about...'), you need a detail from a past session that is "
    "not in your context or memory, or you want to check whether something was already tried. "
    "Do not use it for what is already in this conversation, and prefer memory for durable "
    "facts you saved on purpose."
)

SESSION_SEARCH_DESCRIPTION = "\n\n".join(
    [_WHAT, _SOURCE_FIRST, _SHAPES, _RESULT, _SCROLLING, _SYNTAX, _TIME, _EXTRAS, _WHEN]
)

SESSION_SEARCH_SCHEMA: dict[str, Any] = {
    "name": "session_search",
    "description": SESSION_SEARCH_DESCRIPTION,
    "parameters": {
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": (
                    "Words to search for (DISCOVERY). Leave out or blank to BROWSE recent "
                    "sessions. Ignored when session_id and around_message_id are given."
                ),
            },
            "limit": {
                "type": "integer",
                "description": "How many conversations to return (1-10, default 3).",
                "default": 3,
            },
            "sort": {
                "type": "string",
                "enum": ["newest", "oldest"],
                "description": "DISCOVERY only: order by time instead of relevance.",
            },
            "session_id": {
                "type": "string",
                "description": (
                    "A session to READ, or to SCROLL when around_message_id is also given. "
                    "May be written as 'profile/session_id'."
                ),
            },
            "around_message_id": {
                "type": "integer",
                "description": "SCROLL anchor: a message id from an earlier result.",
            },
            "window": {
                "type": "integer",
                "description": "SCROLL only: messages each side of the anchor (1-20, default 5).",
                "default": 5,
            },
            "role_filter": {
                "type": "string",
                "description": (
                    "DISCOVERY only: comma-separated roles to search, e.g. 'user' or "
                    "'user,assistant,tool' (default 'user,assistant')."
                ),
            },
            "profile": {
                "type": "string",
                "description": "Read another Hermes profile's history (opened read-only).",
            },
            "after": {
                "type": "string",
                "description": (
                    "DISCOVERY/BROWSE: only messages at or after this ISO date or date-time "
                    "(e.g. 2026-03-01). Overrides a time phrase in the query."
                ),
            },
            "before": {
                "type": "string",
                "description": (
                    "DISCOVERY/BROWSE: only messages before this ISO date or date-time "
                    "(exclusive). Overrides a time phrase in the query."
                ),
            },
            "source": {
                "type": "string",
                "description": (
                    "DISCOVERY/BROWSE: only sessions from this platform, e.g. 'cli', "
                    "'telegram' (comma-separated for several)."
                ),
            },
            "summarize": {
                "type": "boolean",
                "description": (
                    "DISCOVERY: add a query-focused summary to each result (needs a "
                    "configured summary model; default from config)."
                ),
            },
        },
        "required": [],
    },
}
