CREATE TABLE "deposit_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"from_firm_user" boolean NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"hint" text,
	"question_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"answer_by" date,
	"optional" boolean DEFAULT false NOT NULL,
	"disable_answer_later" boolean DEFAULT false NOT NULL,
	"disable_not_applicable" boolean DEFAULT false NOT NULL,
	"number_of_characters" integer,
	"document_link" text,
	"follow_up_question_id" integer,
	"trigger_for_follow_up_question" text,
	"prior_year_value" text,
	"uploaded_last_year" boolean DEFAULT false NOT NULL,
	"parent_question_id" integer,
	"entry_number" integer,
	"answered_at" timestamp with time zone,
	"answered_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"section_type" integer NOT NULL,
	"section_key" text,
	"marked_completed" boolean DEFAULT false NOT NULL,
	"instruction" text,
	"custom_element" text,
	"trigger_question_id" integer,
	"trigger_answer" text
);
--> statement-breakpoint
CREATE TABLE "questionnaire_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"signature" text,
	"signature_type" text,
	"signed_at" timestamp with time zone,
	"client_time" text,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"hash_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tax_year" integer NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"in_progress" boolean DEFAULT false NOT NULL,
	"reminders_disabled" boolean DEFAULT false NOT NULL,
	"track_changes" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"earliest_remind_date" date,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"last_followed_up" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"first_doc_uploaded_at" timestamp with time zone,
	"current_section_id" integer,
	"deposit_status" text,
	"deposit_amount_cents" integer,
	"disclaimer" text,
	"document_drop_off_enabled" boolean DEFAULT false NOT NULL,
	"document_path" text DEFAULT '/{year}/Questionnaire Uploads' NOT NULL,
	"update_profile_section" boolean DEFAULT false NOT NULL,
	"profile_confirmed_at" timestamp with time zone,
	"reminder_email_subject" text,
	"reminder_email_message" text,
	"reminder_in_app_message" text,
	"reminder_sms_message" text,
	"firm_custom_status_id" integer,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "question_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "selected_option" text;--> statement-breakpoint
ALTER TABLE "deposit_checkouts" ADD CONSTRAINT "deposit_checkouts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_checkouts" ADD CONSTRAINT "deposit_checkouts_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_checkouts" ADD CONSTRAINT "deposit_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_notes" ADD CONSTRAINT "questionnaire_notes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_notes" ADD CONSTRAINT "questionnaire_notes_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_notes" ADD CONSTRAINT "questionnaire_notes_question_id_questionnaire_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questionnaire_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_notes" ADD CONSTRAINT "questionnaire_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sections" ADD CONSTRAINT "questionnaire_sections_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sections" ADD CONSTRAINT "questionnaire_sections_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_signatures" ADD CONSTRAINT "questionnaire_signatures_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_signatures" ADD CONSTRAINT "questionnaire_signatures_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_signatures" ADD CONSTRAINT "questionnaire_signatures_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_signatures" ADD CONSTRAINT "questionnaire_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_checkouts_session_key" ON "deposit_checkouts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "questionnaire_notes_question_idx" ON "questionnaire_notes" USING btree ("questionnaire_id","question_id");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_questionnaire_idx" ON "questionnaire_questions" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE INDEX "questionnaire_questions_parent_idx" ON "questionnaire_questions" USING btree ("parent_question_id","entry_number");--> statement-breakpoint
CREATE INDEX "questionnaire_sections_questionnaire_idx" ON "questionnaire_sections" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE INDEX "questionnaire_signatures_questionnaire_idx" ON "questionnaire_signatures" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_hash_id_key" ON "questionnaires" USING btree ("hash_id");--> statement-breakpoint
CREATE INDEX "questionnaires_company_idx" ON "questionnaires" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaires_firm_due_idx" ON "questionnaires" USING btree ("firm_id","due_date");--> statement-breakpoint
CREATE INDEX "questionnaires_firm_created_idx" ON "questionnaires" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_questionnaire_idx" ON "documents" USING btree ("questionnaire_id","question_id") WHERE "documents"."questionnaire_id" is not null;