CREATE TABLE "firm_vocabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"key_words" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "favicon_key" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "favicon_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm_vocabs" ADD CONSTRAINT "firm_vocabs_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_vocabs_firm_key_words_key" ON "firm_vocabs" USING btree ("firm_id",lower("key_words"));