"""Model-facing tools: JSON schemas and handlers; library errors become Hermes JSON here."""
