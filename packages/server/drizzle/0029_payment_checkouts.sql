CREATE TABLE "payment_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
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
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session_key" ON "payment_checkouts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_subject_idx" ON "payment_checkouts" USING btree ("firm_id","subject_type","subject_id");--> statement-breakpoint
-- The deposits taken so far keep their ids, as payments of their questionnaire.
INSERT INTO "payment_checkouts" ("id", "firm_id", "subject_type", "subject_id", "user_id", "provider", "session_id", "amount_cents", "currency", "description", "success_url", "cancel_url", "status", "created_at", "paid_at", "expires_at")
SELECT "id", "firm_id", 'questionnaire', "questionnaire_id", "user_id", "provider", "session_id", "amount_cents", "currency", "description", "success_url", "cancel_url", "status", "created_at", "paid_at", "expires_at" FROM "deposit_checkouts";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('payment_checkouts', 'id'), GREATEST((SELECT max("id") FROM "payment_checkouts"), 1));
