-- Issue 39 §2: Deliver and signature requests sorted by entity name walked the firm's entities in name order and each
-- one's rows, so a middle page of 100,000 read 50,000 entities (0.35-0.5 s). As Collect's questionnaires (migration
-- 0063), returns and requests now carry a copy of their entity's name, and the sort has an index of live rows in its
-- order that carries the list's filter columns (INCLUDE; drizzle's schema cannot say it), as the other sorts'
-- (migration 0060). One trigger function now keeps every copy, in the transaction that changes it: a row's entity
-- (insert, move; the entity's row read FOR SHARE, so a rename committing meanwhile waits, then updates this row too)
-- or the entity's name. The index of every entity in name order that those walks read goes: nothing reads it now.
DROP INDEX "companies_firm_name_all_idx";--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "signature_requests" r SET "company_name" = c."name" FROM "companies" c WHERE c."id" = r."company_id";--> statement-breakpoint
UPDATE "tax_returns" r SET "company_name" = c."name" FROM "companies" c WHERE c."id" = r."company_id";--> statement-breakpoint
CREATE FUNCTION company_name_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id THEN
    SELECT c.name INTO NEW.company_name FROM companies c WHERE c.id = NEW.company_id FOR SHARE;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER questionnaires_company_name_copy ON "questionnaires";--> statement-breakpoint
DROP FUNCTION questionnaires_company_name_copy();--> statement-breakpoint
CREATE TRIGGER questionnaires_company_name_copy BEFORE INSERT OR UPDATE OF company_id ON "questionnaires"
  FOR EACH ROW EXECUTE FUNCTION company_name_copy();--> statement-breakpoint
CREATE TRIGGER tax_returns_company_name_copy BEFORE INSERT OR UPDATE OF company_id ON "tax_returns"
  FOR EACH ROW EXECUTE FUNCTION company_name_copy();--> statement-breakpoint
CREATE TRIGGER signature_requests_company_name_copy BEFORE INSERT OR UPDATE OF company_id ON "signature_requests"
  FOR EACH ROW EXECUTE FUNCTION company_name_copy();--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_name_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE questionnaires SET company_name = NEW.name WHERE firm_id = NEW.firm_id AND company_id = NEW.id;
  UPDATE tax_returns SET company_name = NEW.name WHERE firm_id = NEW.firm_id AND company_id = NEW.id;
  UPDATE signature_requests SET company_name = NEW.name WHERE firm_id = NEW.firm_id AND company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "signature_requests_firm_company_name_list_idx" ON "signature_requests" USING btree ("firm_id","company_name" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("company_id","form_name") WHERE "signature_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tax_returns_firm_company_name_list_idx" ON "tax_returns" USING btree ("firm_id","company_name" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("company_id","status","tax_year","all_signed","invoice_paid","all_paid","reminder_disabled","last_reminder_sent_at","tax_return_name") WHERE "tax_returns"."deleted_at" is null;
