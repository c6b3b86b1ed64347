CREATE TABLE "firm_custom_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"firm_user_display_status" text NOT NULL,
	"client_display_status" text,
	"client_instruction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prior_year_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"source" text,
	"do_not_rollover" boolean DEFAULT false NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prior_year_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"prior_year_item_id" integer NOT NULL,
	"category" text NOT NULL,
	"value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_send_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer,
	"schedule_id" integer,
	"payload" jsonb NOT NULL,
	"send_date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_send_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"payload" jsonb NOT NULL,
	"anchor_date" date NOT NULL,
	"next_send_date" date,
	"last_sent_on" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD COLUMN "disclaimer" text;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD COLUMN "deposit_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD COLUMN "built_in_key" text;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "send_batch_id" integer;--> statement-breakpoint
ALTER TABLE "firm_custom_statuses" ADD CONSTRAINT "firm_custom_statuses_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_year_items" ADD CONSTRAINT "prior_year_items_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_year_items" ADD CONSTRAINT "prior_year_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_year_line_items" ADD CONSTRAINT "prior_year_line_items_prior_year_item_id_prior_year_items_id_fk" FOREIGN KEY ("prior_year_item_id") REFERENCES "public"."prior_year_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_send_batches" ADD CONSTRAINT "questionnaire_send_batches_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_send_batches" ADD CONSTRAINT "questionnaire_send_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_send_batches" ADD CONSTRAINT "questionnaire_send_batches_schedule_id_questionnaire_send_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."questionnaire_send_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_send_schedules" ADD CONSTRAINT "questionnaire_send_schedules_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_send_schedules" ADD CONSTRAINT "questionnaire_send_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_custom_statuses_firm_idx" ON "firm_custom_statuses" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "prior_year_items_company_idx" ON "prior_year_items" USING btree ("firm_id","company_id","year");--> statement-breakpoint
CREATE INDEX "prior_year_line_items_item_idx" ON "prior_year_line_items" USING btree ("prior_year_item_id");--> statement-breakpoint
CREATE INDEX "questionnaire_send_batches_firm_idx" ON "questionnaire_send_batches" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_send_schedules_due_idx" ON "questionnaire_send_schedules" USING btree ("next_send_date") WHERE "questionnaire_send_schedules"."next_send_date" is not null;--> statement-breakpoint
CREATE INDEX "questionnaire_send_schedules_firm_idx" ON "questionnaire_send_schedules" USING btree ("firm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_templates_built_in_key" ON "questionnaire_templates" USING btree ("firm_id","built_in_key");--> statement-breakpoint
CREATE INDEX "questionnaires_send_batch_idx" ON "questionnaires" USING btree ("send_batch_id") WHERE "questionnaires"."send_batch_id" is not null;--> statement-breakpoint
CREATE INDEX "questionnaires_remindable_idx" ON "questionnaires" USING btree ("due_date") WHERE "questionnaires"."due_date" is not null and not "questionnaires"."locked" and not "questionnaires"."completed" and not "questionnaires"."reminders_disabled" and not "questionnaires"."is_draft" and "questionnaires"."deleted_at" is null;