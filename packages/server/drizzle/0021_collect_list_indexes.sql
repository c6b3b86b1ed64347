DROP INDEX "questionnaires_firm_due_idx";--> statement-breakpoint
CREATE INDEX "questionnaires_firm_name_idx" ON "questionnaires" USING btree ("firm_id","name" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_tax_year_idx" ON "questionnaires" USING btree ("firm_id","tax_year" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_sent_idx" ON "questionnaires" USING btree ("firm_id","sent_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_activity_idx" ON "questionnaires" USING btree ("firm_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_deleted_idx" ON "questionnaires" USING btree ("firm_id","created_at" DESC NULLS LAST) WHERE "questionnaires"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "questionnaires_name_trgm_idx" ON "questionnaires" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_due_idx" ON "questionnaires" USING btree ("firm_id","due_date","id");