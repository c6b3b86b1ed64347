-- Issue 39: the pairs of a name's words (migration 0069) in the name's order, so a search's page sorted by name walks
-- its pair's entries in that order and stops at the page's end. Through the GIN index every match of "garcia trust"
-- (1,819 at 100,000 entities) was read from the table, tested, and sorted for the page's 25; here the first 25 entries
-- of the pair "ia tr" in name order are those 25, each tested as it is read.
-- A row per distinct pair key of a name (firm_trigram_keys' hash of a firm_word_pairs pair): a single word has none.
-- Kept by triggers on companies: an insert's rows all at once (bulk inserts pay one statement), a change of name or
-- firm and a delete row by row. The name is copied, in the same collation, for its order to be the list's.
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
  -- A name's pair keys, each once, hashed as firm_trigram_keys hashes them (the firm in the high 32 bits).
  EXECUTE format($f$
    CREATE FUNCTION firm_name_pair_keys(firm integer, t text) RETURNS bigint[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
    'SELECT coalesce(array_agg(DISTINCT (firm::bigint << 32) | (hashtext(g)::bigint & 4294967295)), ''{}'')
     FROM unnest(%1$s.firm_word_pairs(t, true)) AS g'$f$, own);
  -- The pair keys every name containing the search term has (firm_word_pairs of the term), in the term's order.
  EXECUTE format($f$
    CREATE FUNCTION firm_term_pair_keys(firm integer, term text) RETURNS bigint[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
    'SELECT coalesce(array_agg((firm::bigint << 32) | (hashtext(g)::bigint & 4294967295) ORDER BY n), ''{}'')
     FROM unnest(%1$s.firm_word_pairs(term, false)) WITH ORDINALITY AS u(g, n)'$f$, own);
  EXECUTE format($f$
    CREATE FUNCTION company_name_pairs_added() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO %1$s.company_name_pairs ("key", "name", "company_id")
      SELECT k, a.name, a.id FROM added a, unnest(%1$s.firm_name_pair_keys(a.firm_id, a.name)) AS k;
      RETURN NULL;
    END $fn$$f$, own);
  EXECUTE format($f$
    CREATE FUNCTION company_name_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM %1$s.company_name_pairs
        WHERE "key" = ANY(%1$s.firm_name_pair_keys(OLD.firm_id, OLD.name)) AND "name" = OLD.name AND "company_id" = OLD.id;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO %1$s.company_name_pairs ("key", "name", "company_id")
        SELECT k, NEW.name, NEW.id FROM unnest(%1$s.firm_name_pair_keys(NEW.firm_id, NEW.name)) AS k;
      END IF;
      RETURN NULL;
    END $fn$$f$, own);
END $do$;--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION company_name_pairs_added();--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_update" AFTER UPDATE OF "name", "firm_id" ON "companies" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.firm_id IS DISTINCT FROM NEW.firm_id)
  EXECUTE FUNCTION company_name_pairs_changed();--> statement-breakpoint
CREATE TRIGGER "company_name_pairs_delete" AFTER DELETE ON "companies" FOR EACH ROW
  EXECUTE FUNCTION company_name_pairs_changed();--> statement-breakpoint
INSERT INTO "company_name_pairs" ("key", "name", "company_id")
SELECT k, c.name, c.id FROM "companies" c, unnest(firm_name_pair_keys(c.firm_id, c.name)) AS k;
