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


def _lexemes_function() -> str:
    source, target = fold_tables()
    hint = _literal(FOLD_HINT)
    # the fold test runs once on the whole text, the translation only on tokens that
    # need it: ``translate`` compares each character with all 400 folded ones
    return f"""CREATE OR REPLACE FUNCTION hm_lexemes(t text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    SELECT coalesce(array_agg(
        coalesce((ts_lexize('{STEMMER}'::regdictionary, w))[1], lower(w)) ORDER BY n), '{{}}')
    FROM (SELECT t ~ {hint} AS folds) c,
        LATERAL string_to_table(
            regexp_replace(t, {_literal(f"[{separator_class()}]+")}, ' ', 'g'), ' ')
            WITH ORDINALITY AS q(raw, n),
        LATERAL (SELECT CASE WHEN c.folds AND raw ~ {hint}
                 THEN translate(raw, {_literal(source)}, {_literal(target)})
                 ELSE raw END AS w) f
    WHERE w <> '' AND octet_length(w) <= {MAX_TOKEN_BYTES}
$fn$"""


# a lexeme is letters and digits only (quotes and backslashes are separators), so it is
# quoted as is; positions past 16383 share the last one, as to_tsvector's do
_TSVECTOR = """CREATE OR REPLACE FUNCTION hm_tsvector(t text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    SELECT coalesce(string_agg('''' || l || ''':' || least(i, 16383), ' '), '')::tsvector
    FROM unnest(hm_lexemes(t)) WITH ORDINALITY AS u(l, i)
$fn$"""

_TSQUERY = """CREATE OR REPLACE FUNCTION hm_tsquery(t text, op text, prefix boolean)
    RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    SELECT CASE WHEN cardinality(a) = 0 THEN NULL ELSE (
        (SELECT string_agg('''' || l || '''', ' ' || op || ' ' ORDER BY i)
         FROM unnest(a) WITH ORDINALITY AS u(l, i))
        || CASE WHEN prefix THEN ':*' ELSE '' END)::tsquery END
    FROM (SELECT hm_lexemes(t) AS a) s
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
        _TSVECTOR,
        _TSQUERY,
        _REPLACE_COLUMN,
        "CREATE INDEX hm_messages_tsv ON hm_messages USING gin (tsv)",
    )
