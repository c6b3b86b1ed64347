CREATE TABLE "sign_in_failures" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "auth_secrets" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_firm_email_key" ON "users" USING btree ("firm_id",lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_in_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";