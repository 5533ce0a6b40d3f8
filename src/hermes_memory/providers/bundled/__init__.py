"""Providers shipped with hermes-memory; each is a package discovered by name."""
