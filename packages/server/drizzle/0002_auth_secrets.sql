CREATE TABLE "auth_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"secret_hash" text NOT NULL,
	"redirect" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_secrets" ADD CONSTRAINT "auth_secrets_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_secrets" ADD CONSTRAINT "auth_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_secrets_hash_idx" ON "auth_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "auth_secrets_user_idx" ON "auth_secrets" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "auth_secrets_address_idx" ON "auth_secrets" USING btree ("address","created_at");