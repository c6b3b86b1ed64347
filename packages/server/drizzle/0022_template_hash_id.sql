ALTER TABLE "questionnaire_templates" ADD COLUMN "hash_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_templates_hash_id_key" ON "questionnaire_templates" USING btree ("hash_id");