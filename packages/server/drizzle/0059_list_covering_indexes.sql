-- Issue 39 §2: every sort of the Entities and Users lists has an index of live rows that carries the list's filter
-- columns (INCLUDE; drizzle's schema cannot say it), so a page's ids come from an index-only scan. The existing
-- list indexes are made again with the same names, keys and conditions, now with the filter columns.
CREATE INDEX "users_firm_email_list_idx" ON "users" USING btree ("firm_id","is_advisor","email","id") INCLUDE ("paying","readonly_access","firm_access","assigned_advisor_id","group_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_firm_advisor_list_idx" ON "users" USING btree ("firm_id","is_advisor","assigned_advisor_id","id") INCLUDE ("paying","readonly_access","firm_access","group_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_firm_updated_list_idx" ON "users" USING btree ("firm_id","is_advisor","updated_at","id") INCLUDE ("paying","readonly_access","firm_access","assigned_advisor_id","group_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_firm_created_list_idx" ON "users" USING btree ("firm_id","is_advisor","created_at","id") INCLUDE ("paying","readonly_access","firm_access","assigned_advisor_id","group_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_firm_deleted_list_idx" ON "users" USING btree ("firm_id","is_advisor","lname","fname","id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "companies_firm_type_list_idx" ON "companies" USING btree ("firm_id","entity_type","id") INCLUDE ("inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_firm_deleted_list_idx" ON "companies" USING btree ("firm_id","name","id") WHERE "companies"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_firm_readonly_idx" ON "users" USING btree ("firm_id","is_advisor") WHERE "users"."deleted_at" is null and "users"."readonly_access";--> statement-breakpoint
CREATE INDEX "companies_firm_inactive_idx" ON "companies" USING btree ("firm_id") WHERE "companies"."deleted_at" is null and "companies"."inactive";--> statement-breakpoint
CREATE INDEX "companies_firm_readonly_idx" ON "companies" USING btree ("firm_id") WHERE "companies"."deleted_at" is null and "companies"."readonly_access";--> statement-breakpoint
CREATE INDEX "companies_firm_manager_idx" ON "companies" USING btree ("firm_id","client_manager_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_firm_cpa_idx" ON "companies" USING btree ("firm_id","cpa_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "companies_firm_list_idx";--> statement-breakpoint
CREATE INDEX "companies_firm_list_idx" ON "companies" USING btree ("firm_id","name","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "companies_firm_updated_list_idx";--> statement-breakpoint
CREATE INDEX "companies_firm_updated_list_idx" ON "companies" USING btree ("firm_id","updated_at","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "companies_firm_created_list_idx";--> statement-breakpoint
CREATE INDEX "companies_firm_created_list_idx" ON "companies" USING btree ("firm_id","created_at","id") INCLUDE ("entity_type","inactive","readonly_access","client_manager_id","cpa_id","user_id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "users_firm_list_idx";--> statement-breakpoint
CREATE INDEX "users_firm_list_idx" ON "users" USING btree ("firm_id","is_advisor","lname","fname","id") INCLUDE ("paying","readonly_access","firm_access","assigned_advisor_id","group_id") WHERE "users"."deleted_at" is null;
