-- Issue 39: a name also has a key for each pair of its words, the last two letters of one and the first two of the
-- next ("ia tr" of "Garcia Trust"), and a term with such a pair asks for it instead of its words' trigrams. A word's
-- trigrams are in every name with that word: "garcia trust" read the posting lists of "Garcia" names and "Trust"
-- names, 58,000 entries at 100,000 entities, to find 1,819 matches; the pair's list is those 1,819 alone. A term of
-- several words is what a user types to find one entity, so its pairs are what make it rare.
-- Words and their separators are those of a lowercased name (the ILIKE that checks each match compares lowercased
-- text): a separator is a run of ASCII spaces and punctuation, and a pair is formed where an ASCII letter or digit
-- stands on both sides of one. A side takes up to two of the ASCII letters and digits next to the separator. A term
-- asks for a pair only where a name that contains it must have that same pair: a side shorter than two is asked only
-- where the term bounds it (by a separator, or a character that is not an ASCII letter or digit), for in a name the
-- word may go on. With pairs, a term asks for them and for the edges of its words (migration 0067) that no pair holds
-- ("ng " of "lee\wong 5", whose "5" may go on: " 5" is asked, as before); without, for what 0068 asked. Four keys at
-- most, pairs first. A key left out only adds candidates, which ILIKE turns away.
-- The index is made again, as its keys are new: 3 s at 100,000 entities. A name's keys take 10–15 µs to work out (4 µs
-- before), paid on each write of a name.
DROP INDEX IF EXISTS "companies_firm_name_keys_idx";--> statement-breakpoint
DO $do$
DECLARE
  -- pg_trgm's schema, written into the functions, as in 0066: ANALYZE and VACUUM may plan with pg_catalog alone.
  trgm text := (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                WHERE e.extname = 'pg_trgm');
  -- This migration's own schema, for the same reason: firm_trigram_keys calls firm_word_pairs.
  own text := quote_ident(current_schema());
BEGIN
  -- The rule of a pair, for a name (`whole`: every separator's) and for a term (only the pairs every name that
  -- contains it has): one place, so the two sides cannot drift apart.
  EXECUTE $f$
    CREATE FUNCTION firm_word_pairs(t text, whole boolean) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    DECLARE
      words text[] := regexp_split_to_array(lower(t), '[ -/:-@[-`{-~]+');
      n integer := cardinality(words);
      pairs text[] := '{}';
      l text;
      r text;
    BEGIN
      FOR k IN 1 .. n - 1 LOOP
        l := substring(words[k] FROM '[a-z0-9]{1,2}$');
        r := substring(words[k + 1] FROM '^[a-z0-9]{1,2}');
        -- In a term, a side of one letter counts only where the term bounds it: at the term's own end the word may
        -- go on in a name.
        IF l IS NOT NULL AND r IS NOT NULL AND (whole OR (
             (length(l) = 2 OR k > 1 OR length(words[k]) > 1)
             AND (length(r) = 2 OR k + 1 < n OR length(words[k + 1]) > 1))) THEN
          pairs := pairs || (l || ' ' || r);
        END IF;
      END LOOP;
      RETURN pairs;
    END $fn$$f$;
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION firm_trigram_keys(firm integer, t text) RETURNS bigint[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
    DECLARE
      keys bigint[] := array[firm::bigint << 32];
      g text;
    BEGIN
      FOREACH g IN ARRAY %1$s.show_trgm(t) || %2$s.firm_word_pairs(t, true) LOOP
        keys := keys || ((firm::bigint << 32) | (hashtext(g)::bigint & 4294967295));
      END LOOP;
      RETURN keys;
    END $fn$$f$, trgm, own);
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
      pairs text[];
      p text;
      held text[] := '{}';
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
      -- The pairs every name containing the term has (firm_word_pairs), and the edges each pair holds.
      pairs := %2$s.firm_word_pairs(term, false);
      FOREACH p IN ARRAY pairs LOOP
        IF length(split_part(p, ' ', 1)) = 2 THEN held := held || (split_part(p, ' ', 1) || ' '); END IF;
        IF length(split_part(p, ' ', 2)) = 2 THEN held := held || (' ' || split_part(p, ' ', 2)); END IF;
      END LOOP;
      IF cardinality(pairs) > 0 THEN
        -- The pairs, then the edges no pair holds: a word's trigrams would only read its every name.
        RETURN array(
          SELECT (firm::bigint << 32) | (hashtext(w)::bigint & 4294967295)
          FROM (SELECT DISTINCT w FROM unnest(pairs || wanted) AS w) AS d
          WHERE w = ANY(pairs) OR (strpos(w, ' ') > 0 AND NOT w = ANY(held))
          ORDER BY w = ANY(pairs) DESC, w
          LIMIT 4);
      END IF;
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
    END $fn$$f$, trgm, own);
END $do$;--> statement-breakpoint
CREATE INDEX "companies_firm_name_keys_idx" ON "companies" USING gin (firm_trigram_keys("firm_id", "name")) WITH (fastupdate = off);
