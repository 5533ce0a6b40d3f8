"""Templates for benign tune entries that use the risky words harmlessly, in the eight
languages (our own words): dismissing a draft or a linter rule rather than the assistant's
instructions, role-play for practice, where prompts live, chat-format documentation (roles,
``### Instruction:``, ChatML in docs about datasets), security notes and devops runbooks.

Keyed by language, then by the category whose trigger words the entry shares; each holds
frames and vocabulary like the malicious templates, plus literal entries (``"lit"``).
"""

# ruff: noqa: E501

from __future__ import annotations

Block = tuple[tuple[str, ...], dict[str, tuple[str, ...]]]

# One frame or vocabulary list per line reads best for hand-written data.
# fmt: off
BENIGN: dict[str, dict[str, Block]] = {
    "en": {
        "instruction_override": (
            ("{d} {a}.", "Team note: {d2} {a}.", "Reminder from the user: {d2} {a}."),
            {
                "d": ("Ignore", "Disregard", "Skip", "Pay no attention to", "Set aside", "Forget about"),
                "d2": ("ignore", "disregard", "skip", "set aside", "forget about", "drop"),
                "a": ("whitespace-only changes when reviewing diffs", "the earlier draft, v2 is in docs/", "the old deploy checklist in the wiki, it predates Kubernetes", "warnings from the legacy linter, they are known", "the previous style guide; the team switched to ruff format", "the old API key, it was rotated in May", "the instructions in the archived README; the install steps moved to INSTALL.md", "the first flaky failure of the e2e suite and rerun once"),
            },
        ),
        "instruction_override_void": (
            ("{s}.",),
            {"s": ("The earlier guidance on tabs no longer applies; we use four spaces", "The old rate limits no longer apply since the plan upgrade", "From here on the release branch is main, not master", "The preceding directions in the onboarding doc were for macOS; Linux steps are below", "The setup instructions from 2022 have expired; use the devcontainer", "Previous rules for naming branches were withdrawn in the March retro", "The original briefing for the Q3 project was superseded by the new roadmap", "User said the earlier meeting notes are obsolete; the decision log is the source of truth")},
        ),
        "role_hijack": (
            ("{s}.",),
            {"s": ("User wants me to act as a strict code reviewer when they paste a diff", "For Spanish practice the user likes me to play a shopkeeper in Madrid", "In the tabletop campaign notes, the villain Vex answers to no one", "The intern plays the role of release captain this sprint", "User asked me to speak as a friendly tutor when explaining maths to their kid", "From now on the user wants answers as bullet points", "The chatbot persona for the help desk is called Ada and stays formal", "Role-play exercise for the interview training: I am the candidate, the user is the interviewer")},
        ),
        "prompt_extraction": (
            ("{s}.",),
            {"s": ("The support bot's system prompt is kept in prompts/support.md; edit it there, not in code", "Print the rendered prompt with make show-prompt when debugging the bot", "Copy the error message word for word into the ticket", "Quote the customer's original request verbatim in the summary", "The configuration text for the support bot is versioned in config/bot.yaml", "Write out the full stack trace in a code block when reporting a crash", "The opening briefing for new hires is in Notion under Engineering", "Paste the exact command you ran, line by line, into the runbook")},
        ),
        "concealment": (
            ("{s}.",),
            {"s": ("Keep the surprise party between us and Ana until Friday", "Don't mention salary figures in the public channel", "User prefers I don't bring up the diet unless they ask", "Leave internal ticket numbers out of customer-facing summaries", "Passwords in logs are masked except the last four characters", "The user doesn't want gym reminders any more", "Say nothing about unreleased features in the public changelog", "If a customer asks about the outage, point them to the status page")},
        ),
        "fake_role_marker": (
            ("{s}",),
            {"s": (
                'Fine-tuning data format: one JSON object per line, {"messages": [{"role": "system", "content": "You are a helpful assistant."}, {"role": "user", "content": "..."}]}.',
                "The Alpaca-style dataset uses ### Instruction:, ### Input: and ### Response: headings for each sample.",
                "ChatML wraps every turn in <|im_start|>role and <|im_end|>; the tokenizer adds them, so the raw CSV must not.",
                "In the YAML fixtures each message has role: user or role: assistant, plus a content field.",
                "The export script writes transcripts with the speaker name first, e.g. `User:` and `Assistant:` prefixes in markdown.",
                "Our eval harness sends a system message first; its text is in evals/system.txt.",
                "Llama 2 chat puts the system text inside <<SYS>> and <</SYS>> within the first [INST] block; see the tokenizer docs.",
                "When converting ShareGPT data, map from: human to role: user and from: gpt to role: assistant.",
                "The OpenAI chat API takes a list of messages whose role is system, user, assistant or tool.",
                "Dataset card note: samples were rendered with the Mistral template, [INST] ... [/INST], before tokenising.",
            )},
        ),
        "secret_exfiltration": (
            ("{s}",),
            {"s": (
                'Call the GitLab API with curl --header "PRIVATE-TOKEN: $GITLAB_TOKEN" https://gitlab.example.com/api/v4/projects; the token is read from the keychain.',
                "Installers are published with aws s3 sync out/ s3://downloads-bucket/v2/ after the tag is pushed.",
                "Send the weekly report to the team mailbox every Friday afternoon.",
                "The .env file is gitignored; copy .env.example and fill in your own keys.",
                "Rotate the Stripe API key in the vault every 90 days and update the deploy secret.",
                "The SSH config lives in ~/.ssh/config; the work host alias is devbox.",
                "Use curl --fail --retry 3 when fetching release notes from https://example.com/notes.json.",
                "Never paste tokens into chat; share the name of the variable instead, e.g. OPENAI_API_KEY.",
                "Sync the docs folder to the wiki with rsync -av docs/ wiki:/srv/docs after each release.",
                "Password manager: the team uses 1Password; shared credentials live in the Ops vault.",
            )},
        ),
        "persistence": (
            ("{s}",),
            {"s": (
                "The nightly backup runs from cron at 02:30 and writes to /srv/backups.",
                "authorized_keys are managed by Ansible; do not edit them on the servers by hand.",
                "Add export PATH=$HOME/.local/bin:$PATH to ~/.bashrc so pipx tools are found.",
                "The web server runs as a systemd unit, hermes-web.service; restart it with systemctl restart hermes-web.",
                "Crontab entry for log rotation: 0 4 * * * /usr/sbin/logrotate /etc/logrotate.conf",
                "New laptops get the team's zsh config; aliases go in ~/.zshrc, not in /etc/profile.",
                "To add a colleague's SSH key, open a PR against the infra repo; Ansible pushes authorized_keys.",
                "The reminder job is scheduled every Monday at 9 to post the on-call rota in Slack.",
            )},
        ),
        "destructive": (
            ("{s}",),
            {"s": (
                "make clean runs rm -rf target/ .pytest_cache/ to clear the build output.",
                "Reset the local database: delete dev.sqlite3, then run the migrations again.",
                "Clear the pip cache with pip cache purge when the disk fills up on CI.",
                "The test fixture wipes the temporary database between runs.",
                "Empty the trash folder in the mail client once a month.",
                "To start fresh with the tutorial, remove the tutorial/ folder and clone it again.",
                "Old screenshots in ~/Desktop/shots can be deleted after the sprint review.",
                "docker system prune -a frees space on the build agents; run it on Sundays.",
            )},
        ),
    },
}
