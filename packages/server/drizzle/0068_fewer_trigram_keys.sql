-- Issue 39: a search term asks for at most four of its trigram keys. Each key asked is a posting list the GIN index
-- decodes whole, and a word's trigrams come together: "garcia trust" asked for nine keys, five of them in every
-- "Garcia" name and four in every "Trust" one, and their lists were most of the search's cost (4.3 ms against 2.1
-- with four, for the same 1,819 entities at 100,000; the search is then checked by ILIKE on each row, as before, so a
-- key left out only adds candidates). Kept first: the edges of the words the term bounds (migration 0067: " 12" of
-- "Garcia Trust 12" is what keeps "Garcia Trust 34" out), then each word's first three letters, then its last three,
-- then the rest, each group in alphabetical order. The function is otherwise as in 0067.
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
      firsts text[];
      lasts text[];
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
      -- The first and the last three letters of each of the term's words.
      firsts := array(SELECT left(m[1], 3) FROM regexp_matches(lower(term), '[a-z0-9]{3,}', 'g') AS m);
      lasts := array(SELECT right(m[1], 3) FROM regexp_matches(lower(term), '[a-z0-9]{3,}', 'g') AS m);
      -- At most four keys: the edges of the words the term bounds first (a separator's, the rarest), then each word's
      -- first three letters, then its last three, then the rest.
      RETURN array(
        SELECT (firm::bigint << 32) | (hashtext(w)::bigint & 4294967295)
        FROM (SELECT DISTINCT w FROM unnest(wanted) AS w) AS d
        ORDER BY CASE WHEN strpos(w, ' ') > 0 THEN 0 WHEN w = ANY(firsts) THEN 1 WHEN w = ANY(lasts) THEN 2 ELSE 3 END, w
        LIMIT 4);
    END $fn$$f$, trgm);
END $do$;
