-- Issue 39: an entity name search read every firm's matches through the trigram index, then kept the firm's, and was
-- planned again on every request. With the firm's id in the index (btree_gin, a trusted extension like pg_trgm) the
-- scan reads the firm's own entries only (a fifth faster for the bench firm's "garcia trust", and a small firm no
-- longer pays for a big one's matches), so a search whose words have trigrams keeps one plan for every firm
-- (entities-list.repo.ts). Built without fastupdate, as every GIN index is kept (gin-pending-lists.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "companies_firm_name_trgm_idx" ON "companies" USING gin ("firm_id","name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";
