"""``hermes-memory mcp config`` snippets and the missing-extra message."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main


def _config(*args: str) -> dict[str, object]:
    result = CliRunner().invoke(main, ["mcp", "config", *args])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("client", ["claude-desktop", "cursor", "windsurf", "generic"])
def test_mcp_servers_snippet(client: str, tmp_path: Path) -> None:
    home = tmp_path / "my home"
    entry = _config("--client", client, "--home", str(home), "--json")["mcpServers"]
    server = entry["hermes-memory"]  # type: ignore[index]
    command = Path(server["command"])
    assert command.is_absolute() and command.exists()
    args = server["args"]
    assert args[args.index("--home") + 1] == str(home.absolute())
    if command.name == "hermes-memory":
        assert args[0] == "mcp"
    else:  # no script on PATH: the module entry point of this interpreter
        assert args[:2] == ["-m", "hermes_memory.mcp_server"]


def test_default_home_and_other_clients(hermes_home: Path) -> None:
    snippet = _config()  # claude-desktop, the active home
    args = snippet["mcpServers"]["hermes-memory"]["args"]  # type: ignore[index]
    assert args[-2:] == ["--home", str(hermes_home)]
    vscode = _config("--client", "vscode", "--name", "memory")["servers"]["memory"]  # type: ignore[index]
    assert vscode["type"] == "stdio" and Path(vscode["command"]).is_absolute()
    code = _config("--client", "claude-code")
    assert code["type"] == "stdio"
    url = "http://127.0.0.1:8765/mcp"
    assert _config("--client", "cursor", "--url", url) == {
        "mcpServers": {"hermes-memory": {"url": url}}
    }
    assert _config("--client", "windsurf", "--url", url)["mcpServers"] == {
        "hermes-memory": {"serverUrl": url}
    }
    assert _config("--client", "vscode", "--url", url)["servers"] == {
        "hermes-memory": {"type": "http", "url": url}
    }


def test_hint_goes_to_stderr_and_desktop_refuses_url() -> None:
    result = CliRunner().invoke(main, ["mcp", "config", "--client", "cursor"])
    assert result.exit_code == 0
    json.loads(result.stdout)  # stdout stays pure JSON
    assert "mcp.json" in result.stderr
    refused = CliRunner().invoke(main, ["mcp", "config", "--url", "http://127.0.0.1:1/mcp"])
    assert refused.exit_code == 2


def test_missing_mcp_extra_is_a_clear_message(monkeypatch: pytest.MonkeyPatch) -> None:
    import hermes_memory.mcp_server as package

    monkeypatch.delitem(sys.modules, "hermes_memory.mcp_server.server", raising=False)
    monkeypatch.delattr(package, "server", raising=False)
    for name in [m for m in sys.modules if m == "mcp" or m.startswith("mcp.")] or ["mcp"]:
        monkeypatch.setitem(sys.modules, name, None)  # as if the SDK were not installed
    result = CliRunner().invoke(main, ["mcp"])
    assert result.exit_code == 1
    assert "pip install 'hermes-agent-memory[mcp]'" in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
