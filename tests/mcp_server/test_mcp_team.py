"""The team server for real: ``hermes-memory --database URL mcp --http`` subprocesses on a
real PostgreSQL, real MCP client sessions over streamable HTTP with bearer tokens.

Covers 401s before any MCP processing, each user seeing only their own data through tools
and resources, revocation taking effect at once, two servers on one database (a write
through one visible through the other), concurrent writers through both losing nothing,
a restart, and a server killed mid-write (only whole turns in the database).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import anyio
import httpx
import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.storage.postgres import PgSessionStore
from team_server import INIT, add_user, client, live, payload, team_server

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


def _post(url: str, **headers: str) -> httpx.Response:
    sent = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    with httpx.Client(timeout=30) as http:
        return http.post(url, json=INIT, headers={**sent, **headers})


def test_tokens_isolation_and_revocation(pg_url: str, hermes_home: Path) -> None:
    alice_token = add_user(pg_url, "alice")
    bob_token = add_user(pg_url, "bob")
    with team_server(pg_url, hermes_home) as url:
        for headers in ({}, {"authorization": "Bearer hm_wrong"}, {"authorization": alice_token}):
            refused = _post(url, **headers)
            assert refused.status_code == 401 and "mcp-session-id" not in refused.headers
            assert refused.headers["www-authenticate"].startswith("Bearer")

        async def scenario() -> None:
            async with client(url, alice_token) as alice, client(url, bob_token) as bob:
                names = {t.name for t in (await alice.list_tools()).tools}
                assert {"memory", "session_search", "record_turn", "skills_list"} <= names
                assert "episodes_search" not in names  # kept in state.db: not on this server
                episodes = payload(await alice.call_tool("episodes_search", {"query": "x"}))
                assert episodes["success"] is False
                added = payload(
                    await alice.call_tool(
                        "memory",
                        {"action": "add", "target": "memory", "content": "alice: ships on Fridays"},
                    )
                )
                assert added["success"] is True
                await alice.call_tool(
                    "record_turn",
                    {"user": "plan the narwhalbridge rollout", "assistant": "Staged in CI."},
                )
                await bob.call_tool(
                    "memory", {"action": "add", "target": "memory", "content": "bob: likes lunch"}
                )
                assert await live(alice) == ["alice: ships on Fridays"]
                assert await live(bob) == ["bob: likes lunch"]
                theirs = payload(await bob.call_tool("session_search", {"query": "narwhalbridge"}))
                assert theirs["count"] == 0
                browse = payload(await bob.call_tool("session_search", {}))
                assert browse["results"] == []
                removed = payload(
                    await bob.call_tool(
                        "memory", {"action": "remove", "target": "memory", "old_text": "Fridays"}
                    )
                )
                assert removed["success"] is False
                assert await live(alice) == ["alice: ships on Fridays"]

        anyio.run(scenario)
        assert (
            CliRunner().invoke(main, ["--database", pg_url, "users", "revoke", "alice"]).exit_code
            == 0
        )
        assert _post(url, authorization=f"Bearer {alice_token}").status_code == 401
        assert _post(url, authorization=f"Bearer {bob_token}").status_code == 200


@pytest.mark.heavy
def test_two_servers_one_database_concurrent_writers_and_restart(
    pg_url: str, hermes_home: Path
) -> None:
    token = add_user(pg_url, "carol")
    with team_server(pg_url, hermes_home) as one, team_server(pg_url, hermes_home) as two:

        async def visible_across() -> None:
            async with client(one, token) as a, client(two, token) as b:
                await a.call_tool(
                    "memory", {"action": "add", "target": "user", "content": "Carol prefers Rust"}
                )
                assert await live(b, "user") == ["Carol prefers Rust"]
                turn = payload(
                    await a.call_tool(
                        "record_turn", {"user": "the zeppelinqueue outage", "assistant": "Fixed."}
                    )
                )
                found = payload(await b.call_tool("session_search", {"query": "zeppelinqueue"}))
                assert [r["session_id"] for r in found["results"]] == [turn["session_id"]]

        anyio.run(visible_across)

        async def writer(url: str, n: int, failures: list[str]) -> None:
            async with client(url, token) as c:
                for k in range(8):
                    reply = payload(
                        await c.call_tool(
                            "memory",
                            {"action": "add", "target": "memory", "content": f"fact {n}-{k}"},
                        )
                    )
                    if reply.get("success") is not True:
                        failures.append(str(reply))

        async def concurrent() -> list[str]:
            failures: list[str] = []
            async with anyio.create_task_group() as group:
                for n in range(4):
                    group.start_soon(writer, (one, two)[n % 2], n, failures)
            return failures

        assert anyio.run(concurrent) == []

    expected = sorted(f"fact {n}-{k}" for n in range(4) for k in range(8))
    with team_server(pg_url, hermes_home) as again:  # a restart: everything is still there

        async def after_restart() -> None:
            async with client(again, token) as c:
                assert sorted(await live(c)) == expected
                snapshot = await c.read_resource("memory://snapshot/memory")
                assert "fact 3-7" in snapshot.contents[0].text  # type: ignore[union-attr]
                found = payload(await c.call_tool("session_search", {"query": "zeppelinqueue"}))
                assert found["count"] == 1

        anyio.run(after_restart)


def test_the_team_server_needs_http_and_refuses_a_shared_token(pg_url: str) -> None:
    runner = CliRunner()
    stdio = runner.invoke(main, ["--database", pg_url, "mcp"])
    assert stdio.exit_code == 2 and "--http" in stdio.output
    shared = runner.invoke(main, ["--database", pg_url, "mcp", "--http", "--token", "abc"])
    assert shared.exit_code == 2 and "users add" in shared.output


def test_a_server_killed_mid_write_leaves_only_whole_turns(pg_url: str, hermes_home: Path) -> None:
    token = add_user(pg_url, "erin")
    processes: list[subprocess.Popen[str]] = []
    confirmed: list[str] = []
    with team_server(pg_url, hermes_home, processes) as url:

        async def write_until_killed() -> None:
            async with client(url, token) as c:
                for k in range(10_000):
                    reply = payload(
                        await c.call_tool(
                            "record_turn",
                            {"user": f"turn {k} of the otterdam", "assistant": f"reply {k}"},
                        )
                    )
                    confirmed.append(reply["session_id"])
                    if k == 15:
                        processes[0].kill()  # SIGKILL, with the client still sending

        with pytest.raises(Exception):  # noqa: B017  # the connection dies; what matters is the data
            anyio.run(write_until_killed)
    assert len(confirmed) >= 16
    store = PgSessionStore(pg_url, "erin")
    try:
        for session_id in set(confirmed):
            messages = store.get_messages(session_id)
            assert [m["role"] for m in messages] == ["user", "assistant"] * (len(messages) // 2)
            assert len(messages) % 2 == 0
            assert store.get_session(session_id)["message_count"] == len(messages)  # type: ignore[index]
            assert len(messages) // 2 >= confirmed.count(session_id)
    finally:
        store.close()
