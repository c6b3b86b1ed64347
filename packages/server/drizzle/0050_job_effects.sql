CREATE TABLE "job_effects" (
	"key" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_effects_done_at_idx" ON "job_effects" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "pending_files_owner_idx" ON "pending_files" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "pending_files_created_at_idx" ON "pending_files" USING btree ("created_at");