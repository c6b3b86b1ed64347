-- Issue 39 §2: Collect sorted by entity name walked the firm's entities in name order and each one's questionnaires,
-- so a middle page of 100,000 read 50,000 entities (0.5 s). The entity's name is now copied onto its questionnaires
-- and the sort has an index of live questionnaires in its order that carries the list's filter columns (INCLUDE;
-- drizzle's schema cannot say it), as the other sorts' (migration 0060). Triggers keep the copy in the transaction
-- that changes it: a questionnaire's entity (insert, move; the entity's row read FOR SHARE, so a rename committing
-- meanwhile waits, then updates this questionnaire too) or the entity's name.
ALTER TABLE "questionnaires" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "questionnaires" q SET "company_name" = c."name" FROM "companies" c WHERE c."id" = q."company_id";--> statement-breakpoint
CREATE FUNCTION questionnaires_company_name_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id THEN
    SELECT c.name INTO NEW.company_name FROM companies c WHERE c.id = NEW.company_id FOR SHARE;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER questionnaires_company_name_copy BEFORE INSERT OR UPDATE OF company_id ON "questionnaires"
  FOR EACH ROW EXECUTE FUNCTION questionnaires_company_name_copy();--> statement-breakpoint
CREATE FUNCTION companies_name_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE questionnaires SET company_name = NEW.name WHERE firm_id = NEW.firm_id AND company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_name_copy AFTER UPDATE OF name ON "companies" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_name_copy();--> statement-breakpoint
CREATE INDEX "questionnaires_firm_company_name_list_idx" ON "questionnaires" USING btree ("firm_id","company_name" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("company_id","tax_year","due_date","is_draft","completed","locked","in_progress","opened_at","submitted_at") WHERE "questionnaires"."deleted_at" is null;
