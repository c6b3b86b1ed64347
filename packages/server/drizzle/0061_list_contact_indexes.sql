-- Issue 39 §2: the Entities list sorts by its primary contact's last name and filters by its primary contact's group
-- from the entity's own row, each on an index of live entities that carries the list's filter columns (INCLUDE;
-- drizzle's schema cannot say it), instead of joining every contact of the firm and sorting every entity.
-- Triggers keep the two copies in the transaction that changes them: an entity's primary contact (insert, update,
-- the contact's deletion setting it null) or the contact's last name or group (a group's deletion setting it null).
-- The contact's row is read FOR SHARE, so a rename committing meanwhile waits, then updates this entity too.
-- A group's entities (a group-limited user's whole list) have an index per sort, of grouped entities only: empty in a
-- firm without groups, so they cost its writes nothing.
ALTER TABLE "companies" ADD COLUMN "primary_contact_lname" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "primary_contact_group_id" integer;--> statement-breakpoint
UPDATE "companies" c SET "primary_contact_lname" = u."lname", "primary_contact_group_id" = u."group_id"
  FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
CREATE FUNCTION companies_primary_contact_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    NEW.primary_contact_lname := NULL;
    NEW.primary_contact_group_id := NULL;
    IF NEW.user_id IS NOT NULL THEN
      SELECT u.lname, u.group_id INTO NEW.primary_contact_lname, NEW.primary_contact_group_id
        FROM users u WHERE u.id = NEW.user_id FOR SHARE;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_primary_contact_copy BEFORE INSERT OR UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION companies_primary_contact_copy();--> statement-breakpoint
CREATE FUNCTION users_primary_contact_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET primary_contact_lname = NEW.lname, primary_contact_group_id = NEW.group_id
    WHERE firm_id = NEW.firm_id AND user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_primary_contact_copy AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.lname IS DISTINCT FROM NEW.lname OR OLD.group_id IS DISTINCT FROM NEW.group_id)
  EXECUTE FUNCTION users_primary_contact_copy();--> statement-breakpoint
CREATE INDEX "companies_firm_contact_list_idx" ON "companies" USING btree ("firm_id","primary_contact_lname","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id","primary_contact_group_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_firm_group_list_idx" ON "companies" USING btree ("firm_id","primary_contact_group_id","name","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null and "companies"."primary_contact_group_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_firm_group_type_list_idx" ON "companies" USING btree ("firm_id","primary_contact_group_id","entity_type","id") INCLUDE ("inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null and "companies"."primary_contact_group_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_firm_group_contact_list_idx" ON "companies" USING btree ("firm_id","primary_contact_group_id","primary_contact_lname","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null and "companies"."primary_contact_group_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_firm_group_updated_list_idx" ON "companies" USING btree ("firm_id","primary_contact_group_id","updated_at","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null and "companies"."primary_contact_group_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_firm_group_created_list_idx" ON "companies" USING btree ("firm_id","primary_contact_group_id","created_at","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null and "companies"."primary_contact_group_id" is not null;--> statement-breakpoint
-- The activity feed's indexes in its order (created_at desc, id desc: nulls first, as `desc` places them), a user's
-- feed (as actor or subject) and its search (trigrams of the title and the description).
DROP INDEX "activity_logs_firm_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_firm_type_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_firm_created_idx" ON "activity_logs" USING btree ("firm_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_firm_type_idx" ON "activity_logs" USING btree ("firm_id","type_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_firm_actor_idx" ON "activity_logs" USING btree ("firm_id","actor_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_firm_subject_idx" ON "activity_logs" USING btree ("firm_id","subject_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_title_trgm_idx" ON "activity_logs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_logs_description_trgm_idx" ON "activity_logs" USING gin ("description" gin_trgm_ops);
