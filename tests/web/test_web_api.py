"""The inspector's JSON and raw responses from a live ``hermes-memory web`` process: every
page answers, secrets never leave, only GET exists, unknown sessions are 404s, foreign Host
headers are refused, and serving reads without writing anything."""

from __future__ import annotations

import hashlib
import http.client
import json
import socket
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from web_home import BRANCH, CJK, CONTINUATION, INJECTION, OTHER_SECRET, ROOT, SECRET, live_server

PAGES = ["/", "/memory", "/sessions", f"/sessions/{ROOT}", "/skills", "/episodes"]
APIS = [
    "/api",
    "/api/overview",
    "/api/memory",
    "/api/sessions",
    f"/api/sessions/{ROOT}",
    "/api/skills",
    "/api/episodes",
    "/api/sessions?q=kubernetes",
    "/api/sessions?q=数据库",
]


def fetch(
    url: str, method: str = "GET", headers: dict[str, str] | None = None
) -> tuple[int, str, Any]:
    request = urllib.request.Request(url, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode("utf-8"), response.headers
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode("utf-8"), exc.headers


def api(server: str, path: str) -> Any:
    status, body, _ = fetch(server + path)
    assert status == 200, (path, body)
    return json.loads(body)


def test_every_page_and_api_answers_without_a_secret(server: str) -> None:
    for path in PAGES + APIS + ["/sessions?q=kubectl", "/sessions?q=%22unclosed", "/nope"]:
        status, body, headers = fetch(server + urllib.parse.quote(path, safe="/?=&%"))
        assert status in (200, 404), (path, status)
        assert SECRET not in body and OTHER_SECRET not in body, path
        assert "SUPERSECRET" not in body, path
        assert "Traceback" not in body, path
        assert "script-src" not in headers["content-security-policy"]  # no script may run


def test_overview_json_reports_usage_counts_provider_and_health(server: str) -> None:
    data = api(server, "/api/overview")
    memory = data["memory"]["memory"]
    assert memory["entry_count"] == 3 and memory["char_limit"] == 2200
    assert memory["blocked_count"] == 1  # the injection attempt
    assert 0 < memory["percent"] < 100
    assert data["memory"]["user"]["entry_count"] == 2
    assert data["history"]["sessions"] == 4 and data["history"]["messages"] == 7
    assert data["history"]["recent"][0]["id"] == CJK  # newest first
    assert data["history"]["sources"] == {"cli": 3, "telegram": 1}
    assert data["history"]["first"].startswith("2026-01-0") and data["history"]["last"]
    provider = data["provider"]
    assert provider["provider"] == "holographic"
    assert provider["config"]["api_key"] == "••••••"
    health = data["index_health"]
    assert health["fts5"] is True
    assert {s["name"] for s in health["side_indexes"]} == {
        "CJK bigram index",
        "prefix index and term dictionary",
    }
    assert health["vectors"]["enabled"] is False
    assert health["vectors"]["message"].startswith("vectors: not enabled")


def test_memory_json_marks_the_blocked_entry_with_why(server: str) -> None:
    data = api(server, "/api/memory")
    memory = next(s for s in data["stores"] if s["target"] == "memory")
    blocked = [e for e in memory["entries"] if e["blocked"]]
    assert [e["text"] for e in blocked] == [INJECTION]
    assert blocked[0]["why"] and "instruction_override" in blocked[0]["why"][0]
    assert all(e["chars"] == len(e["text"]) for e in memory["entries"])
    snapshot = memory["snapshot"]
    assert snapshot["same_as_live"] is True
    assert any(e.startswith("[BLOCKED:") for e in snapshot["entries"])
    assert INJECTION not in snapshot["block"]


def test_search_json_has_highlights_match_kind_and_filters(server: str) -> None:
    data = api(server, "/api/sessions?q=kubernetes+cluster")
    assert data["mode"] == "search" and data["hits"]
    first = data["hits"][0]
    assert first["match"] == "exact" and "as typed" in first["how"]
    assert any(p["match"] for p in first["snippet_parts"])
    loose = api(server, "/api/sessions?q=kubernetes+zebra")
    assert loose["hits"] and loose["hits"][0]["match"] == "any_words"
    assert "some of its words" in loose["hits"][0]["how"]
    cjk = api(server, "/api/sessions?q=" + urllib.parse.quote("迁移"))
    assert [h["session_id"] for h in cjk["hits"]] == [CJK]
    by_source = api(server, "/api/sessions?q=" + urllib.parse.quote("迁移") + "&source=cli")
    assert by_source["hits"] == [] and by_source["empty_reason"]
    window = api(server, "/api/sessions?q=cluster&before=2026-01-02")
    assert {h["session_id"] for h in window["hits"]} <= {ROOT, CONTINUATION}
    later = api(server, "/api/sessions?q=cluster&after=2026-02-01")
    assert later["hits"] == [] and later["empty_reason"]


def test_list_filters_and_paging(server: str) -> None:
    everything = api(server, "/api/sessions")
    assert everything["total"] == 4 and not everything["has_next"]
    assert [s["id"] for s in api(server, "/api/sessions?source=telegram")["sessions"]] == [CJK]
    past = api(server, "/api/sessions?page=9")
    assert past["sessions"] == [] and "past the last page" in past["empty_reason"]


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("page=zero", "page must be"),
        ("after=someday", "after"),
        ("q=x&before=13/45/2026", "before"),
    ],
)
def test_bad_parameters_are_an_explained_empty_result(server: str, query: str, words: str) -> None:
    status, body, _ = fetch(f"{server}/api/sessions?{query}")
    assert status == 400
    data = json.loads(body)
    assert data["problems"] and words in data["problems"][0]
    assert data["empty_reason"].startswith("Nothing was searched")
    status, html, _ = fetch(f"{server}/sessions?{query}")
    assert status == 400 and "Nothing was searched" in html


def test_malformed_search_query_is_explained_not_an_error(server: str) -> None:
    for q in ['"unclosed', "AND OR NOT", "***", "((("]:
        data = api(server, "/api/sessions?q=" + urllib.parse.quote(q))
        assert data["mode"] == "search"
        assert data["hits"] or data["empty_reason"], q


def test_session_json_has_roles_tool_calls_and_lineage(server: str) -> None:
    root = api(server, f"/api/sessions/{ROOT}")
    assert [m["role"] for m in root["messages"]] == ["user", "assistant", "tool", "assistant"]
    call = root["messages"][1]["tool_calls"][0]
    assert call["name"] == "read_file" and '"path": "k8s/deploy.yaml"' in call["arguments"]
    assert root["messages"][0]["timestamp"].startswith("2026-01-01")
    assert root["lineage"]["children"] == [
        {
            "id": CONTINUATION,
            "title": "",
            "kind": "compression continuation",
            "when": root["lineage"]["children"][0]["when"],
        }
    ]
    assert root["lineage"]["compression_tip"] == CONTINUATION
    branch = api(server, f"/api/sessions/{BRANCH}")
    assert [a["id"] for a in branch["lineage"]["ancestors"]] == [ROOT, CONTINUATION]
    cont = api(server, f"/api/sessions/{CONTINUATION}")
    assert cont["lineage"]["parent"]["id"] == ROOT
    assert [(c["id"], c["kind"]) for c in cont["lineage"]["children"]] == [(BRANCH, "branch")]


def test_the_api_index_lists_every_endpoint(server: str) -> None:
    assert api(server, "/api")["endpoints"] == [
        "/api/overview",
        "/api/memory",
        "/api/sessions",
        "/api/sessions/{session_id}",
        "/api/skills",
        "/api/episodes",
    ]


def test_unknown_session_is_a_404_page_and_json(server: str) -> None:
    status, body, _ = fetch(f"{server}/sessions/no-such-session")
    assert status == 404 and "no-such-session" in body and "No session has the id" in body
    status, body, _ = fetch(f"{server}/api/sessions/no-such-session")
    assert status == 404 and json.loads(body)["success"] is False
    status, body, _ = fetch(f"{server}/sessions/a/b%3Cscript%3E")  # any id, even with a slash
    assert status == 404 and "a/b<script>" not in body and "a/b&lt;script&gt;" in body


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_no_write_endpoints(server: str, method: str) -> None:
    for path in ["/", "/memory", "/api/memory", f"/api/sessions/{ROOT}"]:
        status, body, headers = fetch(server + path, method=method)
        assert status == 405, (method, path)
        assert headers["allow"] == "GET, HEAD" and "read-only" in body


def test_a_foreign_host_header_is_refused(server: str) -> None:
    parsed = urllib.parse.urlparse(server)
    conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=10)
    conn.request("GET", "/api/memory", headers={"Host": "evil.example:80"})
    response = conn.getresponse()
    assert response.status == 421 and b"Ada" not in response.read()
    conn.close()
    assert fetch(server + "/api/memory", headers={"Host": f"localhost:{parsed.port}"})[0] == 200


def _tree_digest(home: Path) -> dict[str, str]:
    return {
        str(p.relative_to(home)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(home.rglob("*"))
        if p.is_file() and not p.name.endswith(("-wal", "-shm"))
    }


def test_serving_writes_nothing(tmp_path: Path) -> None:
    from web_home import seed_home

    home = seed_home(tmp_path / "quiet")
    before = _tree_digest(home)
    with live_server(home) as (url, _):
        for path in PAGES + APIS:
            fetch(url + urllib.parse.quote(path, safe="/?=&"))
    assert _tree_digest(home) == before


def test_an_empty_home_says_why_on_every_page(tmp_path: Path) -> None:
    home = tmp_path / "empty"
    home.mkdir()
    with live_server(home) as (url, _):
        for path in ["/api/overview", "/api/sessions", "/api/skills", "/api/episodes"]:
            status, body, _ = fetch(url + path)
            assert status == 200
            data = json.loads(body)
            reasons = json.dumps(data)
            assert "state.db" in reasons or "No skills yet" in reasons, path
        memory = json.loads(fetch(url + "/api/memory")[1])
        assert all(s["empty_reason"] for s in memory["stores"])
    assert sorted(p.name for p in home.iterdir()) == []  # nothing created


def _listening(port: int) -> set[str]:
    """Local addresses in LISTEN state on ``port``, from the kernel's socket tables."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table, encoding="ascii") as f:
            for line in f.readlines()[1:]:
                local, state = line.split()[1], line.split()[3]
                address, hex_port = local.split(":")
                if state == "0A" and int(hex_port, 16) == port:
                    found.add(address)
    return found


def _outward_address() -> str | None:
    """This machine's address on its default route (a UDP connect sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
        except OSError:
            return None
        address = str(probe.getsockname()[0])
    return None if address.startswith("127.") else address


def test_the_server_listens_on_loopback_only(server: str) -> None:
    port = int(server.rsplit(":", 1)[1])
    assert _listening(port) == {"0100007F"}  # 127.0.0.1, and nothing else
    outward = _outward_address() or socket.gethostbyname(socket.gethostname())
    if outward.startswith("127."):
        return  # no other address on this machine: the socket table above is the proof
    with pytest.raises(OSError), socket.create_connection((outward, port), timeout=3):
        pass


def test_a_broken_config_is_an_explained_error_page(tmp_path: Path) -> None:
    from web_home import seed_home

    home = seed_home(tmp_path / "broken")
    (home / "config.yaml").write_text("memory: [not, a, mapping\n", encoding="utf-8")
    with live_server(home) as (url, _):
        for path in ["/", "/api/overview", "/memory"]:
            status, body, _ = fetch(url + path)
            assert status == 500 and "config.yaml" in body and "Traceback" not in body, path
        assert fetch(url + "/api/sessions")[0] == 200  # history does not need the config
