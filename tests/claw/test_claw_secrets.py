"""Provider keys: only the allowlist, only with --migrate-secrets, into a 0600 .env that
keeps its other lines; no secret in the report, summary, archive or printed output."""

from __future__ import annotations

import stat
from pathlib import Path

from claw_tree import SECRETS, Run, item_of, json_of, write


def _everything_written(hermes_home: Path, *outputs: str) -> str:
    texts = list(outputs)
    for path in (hermes_home / "migration").rglob("*"):
        if path.is_file():
            texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(texts)


def test_without_the_flag_no_key_is_written_and_a_warning_says_how(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    result = claw("migrate", "--yes", "--json")
    assert result.exit_code == 0, result.stderr
    report = json_of(result.stdout)
    keys = item_of(report, "provider-keys")
    assert keys["status"] == "skipped" and "--migrate-secrets" in keys["reason"]
    assert keys["details"]["supported_targets"][0] == "OPENROUTER_API_KEY"
    assert keys["sensitive"] is True
    assert any("--migrate-secrets" in w for w in report["warnings"])
    assert not (hermes_home / ".env").exists()
    blob = _everything_written(hermes_home, result.stdout, result.stderr)
    assert not [s for s in SECRETS if s in blob]


def test_with_the_flag_allowlisted_keys_only_into_a_private_env_keeping_lines(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    env = hermes_home / ".env"
    env.write_text(
        "# my settings\n\nexport EDITOR=vim\nOPENAI_API_KEY=sk-proj-OPENAIKEY999888777\n"
    )
    env.chmod(0o644)
    result = claw("migrate", "--yes", "--json", "--migrate-secrets")
    assert result.exit_code == 0, result.stderr
    report = json_of(result.stdout)
    assert report["migrate_secrets"] is True
    keys = item_of(report, "provider-keys")
    assert keys["status"] == "migrated"
    assert keys["details"]["added_keys"] == ["ANTHROPIC_API_KEY", "OPENROUTER_API_KEY"]
    text = env.read_text()
    assert text.startswith("# my settings\n\nexport EDITOR=vim\nOPENAI_API_KEY=sk-proj-OPENAIKEY")
    assert "OPENROUTER_API_KEY=sk-or-v1-SOURCEENVKEY000111\n" in text
    assert "ANTHROPIC_API_KEY=sk-ant-CONFIGKEY1234567890\n" in text
    assert "TELEGRAM" not in text and "DISCORD" not in text and "GATEWAY" not in text
    assert "SOME_OTHER" not in text
    assert stat.S_IMODE(env.stat().st_mode) == 0o600
    backup = Path(keys["details"]["backup"])
    assert stat.S_IMODE(backup.stat().st_mode) == 0o600  # the loose original, copied private
    # secrets appear nowhere else: report, summary, archive, stdout, stderr
    blob = _everything_written(hermes_home, result.stdout, result.stderr)
    archive_and_reports = "\n".join(
        p.read_text(errors="replace")
        for p in (hermes_home / "migration").rglob("*")
        if p.is_file() and "backups" not in p.parts
    )
    assert not [s for s in SECRETS if s in archive_and_reports]
    assert not [s for s in SECRETS if s in result.stdout + result.stderr]
    assert "sk-proj-OPENAIKEY999888777" in blob  # only inside the .env backup


def test_a_different_existing_value_is_a_conflict_until_overwrite(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    env = hermes_home / ".env"
    env.write_text("OPENROUTER_API_KEY=mine\n")
    refused = claw("migrate", "--yes", "--json", "--migrate-secrets", "--preset", "full")
    report = json_of(refused.stdout)
    keys = item_of(report, "provider-keys")
    # the other two keys are still new, so the item migrates them and names the conflict
    assert keys["details"]["conflicting_keys"] == ["OPENROUTER_API_KEY"]
    assert "OPENROUTER_API_KEY=mine\n" in env.read_text()
    again = json_of(claw("migrate", "--yes", "--json", "--migrate-secrets").stdout)
    assert item_of(again, "provider-keys")["status"] == "conflict"
    assert again["outcome"] == "refused_conflicts"
    forced = claw("migrate", "--yes", "--json", "--migrate-secrets", "--overwrite")
    assert forced.exit_code == 0, forced.stderr
    assert "OPENROUTER_API_KEY=sk-or-v1-SOURCEENVKEY000111" in env.read_text()


def test_user_data_preset_never_writes_a_secret(
    claw: Run, openclaw: Path, hermes_home: Path
) -> None:
    result = claw("migrate", "--yes", "--json", "--migrate-secrets", "--preset", "user-data")
    assert result.exit_code == 0, result.stderr
    assert not (hermes_home / ".env").exists()


def test_key_references_env_objects_and_auth_profiles(
    claw: Run, user_home: Path, hermes_home: Path
) -> None:
    root = user_home / ".openclaw"
    write(
        root / "openclaw.json",
        '{"models": {"providers": {'
        '"my-openai": {"apiKey": {"source": "env", "id": "OAI"}},'
        '"vault": {"baseUrl": "https://api.anthropic.com", "apiKey": {"source": "file", "id": "x"}}'
        '}}, "env": {"vars": {"DEEPSEEK_API_KEY": "ds-key-value-1234"}}}',
    )
    write(root / ".env", "OAI=oai-ref-value-5678\n")
    write(
        root / "agents" / "main" / "agent" / "auth-profiles.json",
        '{"profiles": {"openrouter:default": {"key": "or-profile-value-9"}}}',
    )
    report = json_of(claw("migrate", "--yes", "--json", "--migrate-secrets").stdout)
    keys = [i for i in report["items"] if i["kind"] == "provider-keys"]
    assert "vault" in keys[0]["reason"] and "by hand" in keys[0]["reason"]
    text = (hermes_home / ".env").read_text()
    assert "OPENAI_API_KEY=oai-ref-value-5678" in text
    assert "DEEPSEEK_API_KEY=ds-key-value-1234" in text
    assert "OPENROUTER_API_KEY=or-profile-value-9" in text
