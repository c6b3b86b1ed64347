-- Issue 39: the pairs of a name's words (migration 0069) in the name's order, so a search's page sorted by name walks
-- its pair's entries in that order and stops at the page's end. Through the GIN index every match of "garcia trust"
-- (1,819 at 100,000 entities) was read from the table, tested, and sorted for the page's 25; here the first 25 entries
-- of the pair "ia tr" in name order are those 25, each tested as it is read.
-- A row per distinct pair key of a name (firm_trigram_keys' hash of a firm_word_pairs pair): a single word has none.
-- Kept by triggers on companies: an insert's rows and a delete's all at once (a bulk insert, or a firm's entities
-- deleted with it, pays one statement), a change of name or firm row by row. The name is copied, in the same collation, for its order to be the list's.
CREATE TABLE "company_name_pairs" (
  "key" bigint NOT NULL,
  "name" text NOT NULL,
  "company_id" integer NOT NULL,
  CONSTRAINT "company_name_pairs_key_name_company_id_pk" PRIMARY KEY ("key", "name", "company_id")
);--> statement-breakpoint
DO $do$
DECLARE
  own text := quote_ident(current_schema());
BEGIN
  -- A pair's key: hashed as firm_trigram_keys hashes a trigram, the firm in the high 32 bits. One place for the name's
  -- side and the term's.
  EXECUTE $f$
    CREATE FUNCTION firm_pair_key(firm integer, pair text) RETURNS bigint
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
    'SELECT (firm::bigint << 32) | (hashtext(pair)::bigint & 4294967295)'$f$;
  -- A name's pair keys, each once.
  EXECUTE format($f$
    CREATE FUNCTION firm_name_pair_keys(firm integer, t text) RETURNS bigint[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
    'SELECT coalesce(array_agg(DISTINCT %1$s.firm_pair_key(firm, g)), ''{}'')
     FROM unnest(%1$s.firm_word_pairs(t, true)) AS g'$f$, own);
  -- The pair keys every name containing the search term has (firm_word_pairs of the term), in the term's order.
  EXECUTE format($f$
    CREATE FUNCTION firm_term_pair_keys(firm integer, term text) RETURNS bigint[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
    'SELECT coalesce(array_agg(%1$s.firm_pair_key(firm, g) ORDER BY n), ''{}'')
     FROM unnest(%1$s.firm_word_pairs(term, false)) WITH ORDINALITY AS u(g, n)'$f$, own);
  EXECUTE format($f$
    CREATE FUNCTION company_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO %1$s.company_name_pairs ("key", "name", "company_id")
      SELECT k, a.name, a.id FROM added a, unnest(%1$s.firm_name_pair_keys(a.firm_id, a.name)) AS k;
      RETURN NULL;
    END $fn$$f$, own);
  EXECUTE format($f$
    CREATE FUNCTION company_name_pairs_removed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM %1$s.company_name_pairs p USING removed r, unnest(%1$s.firm_name_pair_keys(r.firm_id, r.name)) AS k
      WHERE p."key" = k AND p."name" = r.name AND p."company_id" = r.id;
      RETURN NULL;
    END $fn$$f$, own);
  EXECUTE format($f$
    CREATE FUNCTION company_name_pairs_renamed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM %1$s.company_name_pairs
      WHERE "key" = ANY(%1$s.firm_name_pair_keys(OLD.firm_id, OLD.name)) AND "name" = OLD.name AND "company_id" = OLD.id;
      INSERT INTO %1$s.company_name_pairs ("key", "name", "company_id")
      SELECT k, NEW.name, NEW.id FROM unnest(%1$s.firm_name_pair_keys(NEW.firm_id, NEW.name)) AS k;
      RETURN NULL;
    END $fn$$f$, own);
END $do$;--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION company_name_pairs_added();--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_update" AFTER UPDATE OF "name", "firm_id" ON "companies" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.firm_id IS DISTINCT FROM NEW.firm_id)
  EXECUTE FUNCTION company_name_pairs_renamed();--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION company_name_pairs_removed();--> statement-breakpoint
INSERT INTO "company_name_pairs" ("key", "name", "company_id")
SELECT k, c.name, c.id FROM "companies" c, unnest(firm_name_pair_keys(c.firm_id, c.name)) AS k;
