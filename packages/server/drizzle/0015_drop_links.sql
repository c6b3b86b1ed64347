CREATE TABLE "drop_link_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_link_unseen" (
	"firm_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "drop_link_unseen_upload_id_user_id_pk" PRIMARY KEY("upload_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "drop_link_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"drop_link_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"description" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"custom_instruction" text,
	"hide_sign_in_button" boolean DEFAULT false NOT NULL,
	"subscribed_user_ids" integer[] NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drop_link_files" ADD CONSTRAINT "drop_link_files_upload_id_drop_link_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."drop_link_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_link_unseen" ADD CONSTRAINT "drop_link_unseen_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_link_unseen" ADD CONSTRAINT "drop_link_unseen_upload_id_drop_link_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."drop_link_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_link_unseen" ADD CONSTRAINT "drop_link_unseen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_link_uploads" ADD CONSTRAINT "drop_link_uploads_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_link_uploads" ADD CONSTRAINT "drop_link_uploads_drop_link_id_drop_links_id_fk" FOREIGN KEY ("drop_link_id") REFERENCES "public"."drop_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_links" ADD CONSTRAINT "drop_links_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_links" ADD CONSTRAINT "drop_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_link_unseen_user_idx" ON "drop_link_unseen" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drop_link_uploads_link_idx" ON "drop_link_uploads" USING btree ("drop_link_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "drop_links_token_key" ON "drop_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_links_live_name_key" ON "drop_links" USING btree ("firm_id",lower("name")) WHERE "drop_links"."deleted_at" is null;