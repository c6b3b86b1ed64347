CREATE TABLE "linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_user_provider_idx" ON "linked_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_firm_subject_idx" ON "linked_accounts" USING btree ("firm_id","provider","subject");--> statement-breakpoint
CREATE INDEX "linked_accounts_subject_idx" ON "linked_accounts" USING btree ("provider","subject");