DROP INDEX "users_firm_id_idx";--> statement-breakpoint
DROP INDEX "companies_firm_name_idx";--> statement-breakpoint
CREATE INDEX "users_firm_list_idx" ON "users" USING btree ("firm_id","is_advisor","lname","fname","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_firm_list_idx" ON "companies" USING btree ("firm_id","name","id") WHERE "companies"."deleted_at" is null;