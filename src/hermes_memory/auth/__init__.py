"""Users and bearer tokens of the team server (a small store over the PostgreSQL backend);
the HTTP layer only asks it who a token belongs to."""

from hermes_memory.auth.users import TOKEN_PREFIX, User, UserDirectory, check_name, token_digest

__all__ = ["TOKEN_PREFIX", "User", "UserDirectory", "check_name", "token_digest"]
