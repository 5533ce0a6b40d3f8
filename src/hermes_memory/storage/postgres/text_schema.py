"""Migration 4: the words of a message as state.db's FTS5 sees them.

Until 3, ``tsv`` came from PostgreSQL's parser, which reads ``7e276798d05b`` as a float
and a word, keeps ``foo_bar`` and ``a.b@c.com`` whole and leaves ``café`` accented, so a
search that finds a tool-call id in state.db found nothing here. From 4, ``hm_lexemes``
splits text as ``unicode61`` does (``unicode61.py``) and stems each token with the same
dictionary as before; ``hm_tsvector`` indexes it and ``hm_tsquery`` reads a query with it.
"""

from __future__ import annotations

from hermes_memory.storage.postgres.unicode61 import (
    FOLD_HINT,
    MAX_TOKEN_BYTES,
    fold_tables,
    separator_class,
)

STEMMER = "hm_english_stem"
"""Snowball English without stop words (migration 1): ``the`` and ``who`` stay words."""
PHRASE = "<->"
ALL = "&"


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


_LEXEME = f"coalesce((ts_lexize('{STEMMER}', w))[1], lower(w))"
"""A token's lexeme: its stem (the dictionary lowercases), as ``to_tsvector`` made it."""
_TOKENS = (
    f"FROM string_to_table(s, ' ') WITH ORDINALITY AS q(w, n), LATERAL (SELECT {_LEXEME} AS l,"
    f" lower(w) AS u) x WHERE w <> '' AND octet_length(w) <= {MAX_TOKEN_BYTES}"
)
"""Each token ``w`` at place ``n``, with its stem ``l`` and its unstemmed form ``u``."""


def _tokenizing_function(signature: str, returns: str, result: str) -> str:
    """A PL/pgSQL function of ``t`` split into tokens (``_TOKENS``): separators become
    one space; folding runs only on text holding a folded character (``translate``
    compares each character with all 400 of them: ~1 ms on a long message). PL/pgSQL
    keeps its plan for the session, where a SQL function was planned again per insert."""
    source, target = fold_tables()
    separators = _literal(f"[{separator_class()}]+")
    return f"""CREATE OR REPLACE FUNCTION {signature} RETURNS {returns}
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
    s text := btrim(regexp_replace(t, {separators}, ' ', 'g'));
BEGIN
    IF t ~ {_literal(FOLD_HINT)} THEN
        s := translate(s, {_literal(source)}, {_literal(target)});
    END IF;
    RETURN (SELECT {result} {_TOKENS});
END
$fn$"""


def _lexemes_function() -> str:
    return _tokenizing_function(
        "hm_lexemes(t text, stem boolean)",
        "text[]",
        "coalesce(array_agg(CASE WHEN stem THEN l ELSE u END ORDER BY n), '{}')",
    )


def _tsvector_function() -> str:
    # a lexeme is letters and digits only (quotes and backslashes are separators), so it
    # is quoted as is; places past 16383 share the last one, as to_tsvector's do. A word
    # the stemmer changed is also kept as written, at the same place: state.db's prefix
    # index keeps those words too, so ``deploym*`` finds "deployment" (stem "deploy")
    at = "''':' || least(n, 16383)"
    entry = f"'''' || l || {at} || CASE WHEN u <> l THEN ' ''' || u || {at} ELSE '' END"
    return _tokenizing_function(
        "hm_tsvector(t text)", "tsvector", f"coalesce(string_agg({entry}, ' '), '')::tsvector"
    )


_TSQUERY = """CREATE OR REPLACE FUNCTION hm_tsquery(t text, op text, prefix boolean)
    RETURNS tsquery LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
    a text[] := hm_lexemes(t, true);
    k int := cardinality(a);
    head text;
    last text;
BEGIN
    IF k = 0 THEN
        RETURN NULL;
    END IF;
    head := (SELECT string_agg('''' || x || ''' ' || op || ' ', '' ORDER BY i)
             FROM unnest(a[1:k - 1]) WITH ORDINALITY AS v(x, i));
    -- a prefix is matched as typed, against the words as written
    last := CASE WHEN prefix THEN '''' || (hm_lexemes(t, false))[k] || ''':*'
                 ELSE '''' || a[k] || '''' END;
    RETURN (coalesce(head, '') || last)::tsquery;
END
$fn$"""
"""The lexemes of ``t`` joined by ``op`` (``PHRASE`` or ``ALL``), the last one a prefix
when asked; NULL when ``t`` has no token (callers test that first)."""

INDEXED = (
    "coalesce(content, '') || ' ' || coalesce(tool_name, '') || ' ' || coalesce(tool_calls, '')"
)

_REPLACE_COLUMN = f"""DO $$
DECLARE
    options text := '';
BEGIN
    -- kept in the row (migration 3's reason), and the storage is given with the column
    -- where the server can (16+): set after the rewrite it would apply to new rows only
    IF current_setting('server_version_num')::int >= 160000 THEN
        options := options || ' STORAGE MAIN';
    END IF;
    IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression'
               AND 'lz4' = ANY(enumvals)) THEN
        options := options || ' COMPRESSION lz4';
    END IF;
    ALTER TABLE hm_messages DROP COLUMN tsv;
    EXECUTE 'ALTER TABLE hm_messages ADD COLUMN tsv tsvector' || options
        || ' GENERATED ALWAYS AS (hm_tsvector({INDEXED.replace("'", "''")})) STORED';
    ALTER TABLE hm_messages ALTER COLUMN tsv SET STORAGE MAIN;
END $$"""


def v4_statements() -> tuple[str, ...]:
    """Migration 4: the functions, the column rebuilt with them, its index again."""
    return (
        _lexemes_function(),
        _tsvector_function(),
        _TSQUERY,
        _REPLACE_COLUMN,
        # new rows wait in the index's pending list until it is full, and every search
        # reads the whole list: 4 MB (the default) cost each word lookup ~5 ms at 100k
        # messages; 256 kB costs a fraction of that and ingest no measurable speed
        "CREATE INDEX hm_messages_tsv ON hm_messages USING gin (tsv)"
        " WITH (gin_pending_list_limit = 256)",
    )
