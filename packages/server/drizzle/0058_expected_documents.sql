ALTER TABLE "questionnaire_questions" ADD COLUMN "expected_form" text;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD COLUMN "expected_payer" text;--> statement-breakpoint
-- Connect ticks an expected checklist item off by the form it recognises (issue 42 §4).
CREATE INDEX "questionnaire_questions_expected_idx" ON "questionnaire_questions" ("firm_id","expected_form") WHERE "expected_form" IS NOT NULL;
