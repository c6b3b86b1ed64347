CREATE TABLE "company_entity_tags" (
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "company_entity_tags_company_id_tag_id_pk" PRIMARY KEY("company_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_contact_tags" (
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "user_contact_tags_user_id_tag_id_pk" PRIMARY KEY("user_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "company_entity_tags" ADD CONSTRAINT "company_entity_tags_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_entity_tags" ADD CONSTRAINT "company_entity_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_entity_tags" ADD CONSTRAINT "company_entity_tags_tag_id_entity_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."entity_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_tags" ADD CONSTRAINT "entity_tags_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contact_tags" ADD CONSTRAINT "user_contact_tags_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contact_tags" ADD CONSTRAINT "user_contact_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contact_tags" ADD CONSTRAINT "user_contact_tags_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_entity_tags_tag_idx" ON "company_entity_tags" USING btree ("firm_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_firm_name_key" ON "contact_tags" USING btree ("firm_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "entity_tags_firm_name_key" ON "entity_tags" USING btree ("firm_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_contact_tags_tag_idx" ON "user_contact_tags" USING btree ("firm_id","tag_id");