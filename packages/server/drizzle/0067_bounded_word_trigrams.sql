-- Issue 39: a search term's words that it bounds ask for their padded trigrams too. firm_trigram_query (0066) asked
-- only for the trigrams inside a term's words, so "Garcia Trust 12" read all 1,819 entities with "garcia" and "trust"
-- and tested each by ILIKE on its row (3.8 ms); with the start of "12" it reads the 20 that match (1.3 ms).
-- A word a term begins or ends with may go on in a name ("12" of "Garcia Trust 1211"), but a word the term's own
-- ASCII separator (space, punctuation) bounds is bounded in every name that contains the term: a word with such a
-- separator before it asks for its left-padded trigrams (" 12"), one with such a separator after it for its right
-- one ("ia "), one with both for its whole-word trigram (" a "). A word's "  x" is asked only for a one-letter word:
-- "  x" is in every name that has " xy".
-- Only trigrams of ASCII letters and digits are asked for, each run of ASCII in the term taken as a term of its own,
-- whose ends may go on into the letters around it. show_trgm shows a trigram with a letter outside ASCII as a hash of
-- it, and a hash whose bytes are printable as three characters ("m4M" for one of "úñ"): 0066 took such a hash for a
-- trigram inside a word, so a term like "úñ" asked for a key of a padded trigram and missed "Núñez". Asking for fewer
-- keys is never wrong, only slower; a term with no such trigram asks for the key of the firm alone.
-- The term is the pattern of db/like.ts containsPattern: its enclosing % off, its escapes undone. Any other pattern (a
-- wildcard inside it) asks for the key of the firm alone. The index and its keys are unchanged.
DO $do$
DECLARE
  -- pg_trgm's schema, written into the function, as in 0066: ANALYZE and VACUUM may plan with pg_catalog alone.
  trgm text := (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION firm_trigram_query(firm integer, pattern text) RETURNS bigint[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    DECLARE
      -- A run of ASCII letters and digits (and control characters, to be safe): a word, or part of one.
      word text := '[^ -/:-@[-`{-~]+';
      term text := '';
      i integer := 2;
      c text;
      g text;
      wanted text[] := '{}';
      run text;
      lead text;
      lead_trigrams text[];
    BEGIN
      IF length(pattern) >= 2 AND left(pattern, 1) = '%%' AND right(pattern, 1) = '%%' THEN
        WHILE i < length(pattern) LOOP
          c := substr(pattern, i, 1);
          IF c = '\' THEN
            i := i + 1;
            IF i = length(pattern) THEN term := NULL; EXIT; END IF;
            c := substr(pattern, i, 1);
          ELSIF c = '%%' OR c = '_' THEN
            term := NULL; EXIT;
          END IF;
          term := term || c;
          i := i + 1;
        END LOOP;
      ELSE
        term := NULL;
      END IF;
      IF term IS NULL THEN RETURN array[firm::bigint << 32]; END IF;
      FOREACH run IN ARRAY regexp_split_to_array(term, '[^\x01-\x7f]+') LOOP
        -- Inside a word: no padding.
        FOREACH g IN ARRAY %1$s.show_trgm(run) LOOP
          IF strpos(g, ' ') = 0 THEN wanted := wanted || g; END IF;
        END LOOP;
        lead := regexp_replace(run, '^' || word, '');
        lead_trigrams := %1$s.show_trgm(lead);
        -- A word's start, where a separator of the term's precedes it.
        FOREACH g IN ARRAY lead_trigrams LOOP
          IF left(g, 1) = ' ' AND right(g, 1) <> ' '
             AND (substr(g, 2, 1) <> ' ' OR ' ' || right(g, 1) || ' ' = ANY(lead_trigrams)) THEN
            wanted := wanted || g;
          END IF;
        END LOOP;
        -- A word's end, where a separator of the term's follows it.
        FOREACH g IN ARRAY %1$s.show_trgm(regexp_replace(run, word || '$', '')) LOOP
          IF right(g, 1) = ' ' AND left(g, 1) <> ' ' THEN wanted := wanted || g; END IF;
        END LOOP;
        -- A one-letter word with a separator on both sides.
        FOREACH g IN ARRAY %1$s.show_trgm(regexp_replace(lead, word || '$', '')) LOOP
          IF left(g, 1) = ' ' AND right(g, 1) = ' ' THEN wanted := wanted || g; END IF;
        END LOOP;
      END LOOP;
      IF cardinality(wanted) = 0 THEN RETURN array[firm::bigint << 32]; END IF;
      RETURN array(SELECT DISTINCT (firm::bigint << 32) | (hashtext(w)::bigint & 4294967295) FROM unnest(wanted) AS w);
    END $fn$$f$, trgm);
END $do$;
