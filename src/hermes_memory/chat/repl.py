"""The terminal loop of ``hermes-memory chat``: read a line, run a command or a turn, print.

Terminal I/O goes through a three-method :class:`ChatIO`, so tests drive the loop with lists
of lines and a buffer. Slash commands: ``/help``, ``/exit`` (``/quit``), ``/new``,
``/memory``, ``/search <query>`` (no query: recent sessions), ``/title <name>``,
``/branch [name]``, ``/retry``. A failed model call never ends the chat: it says what
failed and how to fix it (``failures.py``), and a message that got no answer is not kept
but can be sent again with ``/retry``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from hermes_memory.chat.agent import ChatAgent
from hermes_memory.chat.failures import endpoint_of, explain
from hermes_memory.errors import HermesMemoryError, LLMError
from hermes_memory.llm import ToolCall
from hermes_memory.tools.memory import human_summary

PROMPT = "you> "
REPLY_PREFIX = "hermes> "
HELP = """Commands:
  /memory          show the memory entries saved so far (live, not the frozen prompt)
  /search <query>  search past sessions (no query: list recent ones)
  /new             end this session and start a fresh one
  /title <name>    name this session
  /branch [name]   continue in a copy of this session (the original stays as it was)
  /retry           send again the last message that got no answer
  /exit, /quit     leave (Ctrl-D works too)"""
NOT_SAVED = "Your message was not saved; /retry sends it again. The chat is still open."
PARTLY_SAVED = (
    "The tool calls that ran were saved, but the reply is missing; ask again to get it. "
    "The chat is still open."
)


class ChatIO(Protocol):
    def read(self, prompt: str) -> str | None:
        """The next input line without its newline; ``None`` at end of input."""

    def write(self, text: str) -> None:
        """Print ``text`` as is (no newline added) and flush."""

    def error(self, text: str) -> None:
        """Print one error line where errors go (stderr on a terminal)."""


@dataclass
class ChatLoop:
    """Reads lines and dispatches them; :meth:`run` returns the exit status."""

    agent: ChatAgent
    io: ChatIO

    def __post_init__(self) -> None:
        self._print_lock = threading.Lock()
        self._unanswered: str | None = None

    def say(self, text: str = "") -> None:
        with self._print_lock:
            self.io.write(text + "\n")

    def run(self) -> int:
        """Read and dispatch lines until /exit or end of input; the exit status (0)."""
        where = endpoint_of(self.agent.model)
        at = f" at {where.url}" if where.url else ""
        self.say(
            f"hermes-memory chat — session {self.agent.session_id} "
            f"(model {where.model}{at}). Type /help for commands."
        )
        self._flush_warnings()
        while True:
            line = self.io.read(PROMPT)
            if line is None:
                self.say()
                return 0
            text = line.strip()
            if not text:
                continue
            if text.startswith("/"):
                if not self.command(text):
                    return 0
            else:
                self.turn(text)
            self._flush_warnings()

    def _flush_warnings(self) -> None:
        while self.agent.warnings:
            self.say(f"Warning: {self.agent.warnings.pop(0)}")

    # -- a turn -----------------------------------------------------------------------------

    def turn(self, text: str) -> None:
        started = [False]

        def on_delta(delta: str) -> None:
            with self._print_lock:
                if not started[0]:
                    self.io.write(REPLY_PREFIX)
                    started[0] = True
                self.io.write(delta)

        def on_tool_call(call: ToolCall, output: str) -> None:
            with self._print_lock:
                if started[0]:
                    self.io.write("\n")
                    started[0] = False
                self.io.write(f"  · {describe_tool_call(call, output)}\n")

        self._unanswered = None
        try:
            result = self.agent.send(text, on_delta=on_delta, on_tool_call=on_tool_call)
        except KeyboardInterrupt:
            kept = self.agent.last_failure_kept
            self.say(
                "\n(interrupted; what ran so far was saved, not learned from)"
                if kept
                else "\n(interrupted; nothing was saved)"
            )
            return
        except LLMError as exc:
            self._failed(text, explain(exc, endpoint_of(self.agent.model)), started[0])
            return
        except HermesMemoryError as exc:
            self._failed(text, str(exc), started[0])
            return
        if started[0]:
            self.say()
        elif result.text:
            self.say(REPLY_PREFIX + result.text)
        if result.recall_status:
            self.say(f"  ({result.recall_status})")
        if result.hit_iteration_limit:
            self.say("  (stopped calling tools: iteration limit reached)")

    def _failed(self, text: str, message: str, mid_reply: bool) -> None:
        """Report a failed turn on the error stream; remember the text when it was dropped."""
        kept = self.agent.last_failure_kept
        self._unanswered = None if kept else text
        with self._print_lock:
            if mid_reply:
                self.io.write("\n")
            self.io.error(f"Error: {message}")
            self.io.error(PARTLY_SAVED if kept else NOT_SAVED)

    # -- slash commands ---------------------------------------------------------------------

    def command(self, text: str) -> bool:
        """Run one slash command; False means leave the chat."""
        name, _, rest = text.partition(" ")
        name, rest = name.lower(), rest.strip()
        handlers: dict[str, Callable[[str], bool]] = {
            "/exit": lambda _: False,
            "/quit": lambda _: False,
            "/help": self._help,
            "/new": self._new,
            "/memory": self._memory,
            "/search": self._search,
            "/title": self._title,
            "/branch": self._branch,
            "/retry": self._retry,
        }
        handler = handlers.get(name)
        if handler is None:
            self.say(f"Unknown command {name}. Type /help for the list.")
            return True
        return handler(rest)

    def _help(self, _: str) -> bool:
        self.say(HELP)
        return True

    def _new(self, _: str) -> bool:
        old = self.agent.session_id
        sid = self.agent.new_session()
        self.say(f"Ended session {old}; started {sid}.")
        return True

    def _memory(self, _: str) -> bool:
        self.say(format_memory(self.agent.memory_report()))
        return True

    def _search(self, query: str) -> bool:
        self.say(format_search(self.agent.search(query)))
        return True

    def _branch(self, name: str) -> bool:
        old = self.agent.session_id
        try:
            sid = self.agent.branch(name or None)
        except HermesMemoryError as exc:
            self.say(f"Could not branch: {exc}")
            return True
        self.say(f"Branched {old} into {sid}.")
        return True

    def _retry(self, _: str) -> bool:
        text = self._unanswered
        if text is None:
            self.say("Nothing to retry: every message so far got its answer.")
            return True
        self.say(f"(sending again: {' '.join(text.split())[:80]})")
        self.turn(text)
        return True

    def _title(self, title: str) -> bool:
        if not title:
            self.say("Usage: /title <name>")
        elif self.agent.set_title(title):
            self.say(f"Session titled {title!r}.")
        return True


# -- formatting ---------------------------------------------------------------------------------


def describe_tool_call(call: ToolCall, output: str) -> str:
    """``memory(add) → saved`` style one-liner for a tool call and its JSON result."""
    try:
        args = call.parsed_arguments()
    except ValueError:  # the model sent arguments that are not a JSON object
        args = {}
    action = args.get("action") or args.get("query") or ""
    label = f"{call.name}({action})" if action else call.name
    try:
        data: Any = json.loads(output)
    except ValueError:
        return f"{label} → done"
    if isinstance(data, dict) and (data.get("success") is False or "error" in data):
        return f"{label} → refused: {human_summary(data)}"  # the error is worded for the model
    if isinstance(data, dict) and "count" in data:
        return f"{label} → {data['count']} result(s)"
    return f"{label} → ok"


def format_memory(report: dict[str, dict[str, Any]]) -> str:
    lines: list[str] = []
    titles = {"memory": "MEMORY (agent notes)", "user": "USER PROFILE"}
    for target, info in report.items():
        state = "" if info["enabled"] else " — disabled"
        lines.append(f"{titles.get(target, target)} [{info['usage']}]{state}")
        entries = info["entries"]
        lines.extend(f"  {i}. {entry}" for i, entry in enumerate(entries, 1))
        if not entries:
            lines.append("  (empty)")
    return "\n".join(lines)


# The tool explains an empty search to the model ("already in your context", "widen
# role_filter"); people in the chat read these instead, by the tool's reason code.
EMPTY_SEARCH_FOR_PEOPLE = {
    "current_lineage": "Only this conversation matches; no earlier session does.",
    "filtered": "Only tool output or subagent sessions match, which /search leaves out.",
    "empty_query": "Nothing to search for: use plain words.",
}


def format_search(data: dict[str, Any]) -> str:
    if data.get("success") is False:
        return f"Search failed: {data.get('error', 'unknown error')}"
    results = data.get("results") or []
    if not results:
        reason = str(data.get("reason") or "")
        if reason in EMPTY_SEARCH_FOR_PEOPLE:
            return f"No matching sessions found. {EMPTY_SEARCH_FOR_PEOPLE[reason]}"
        return str(data.get("message") or "No matching sessions found.")
    lines: list[str] = []
    for item in results:
        title = f" “{item['title']}”" if item.get("title") else ""
        when = item.get("when") or item.get("last_active") or item.get("started_at") or ""
        lines.append(f"- {item.get('session_id')}{title} {when}".rstrip())
        text = item.get("snippet") or item.get("preview") or ""
        if text:
            lines.append(f"    {' '.join(str(text).split())[:200]}")
    return "\n".join(lines)
