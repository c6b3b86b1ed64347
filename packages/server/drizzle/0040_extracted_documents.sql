CREATE TABLE "extracted_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"source_document_id" bigint,
	"document_id" bigint,
	"questionnaire_id" integer,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"requires_splitting" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"detailed_name" text NOT NULL,
	"differentiator" text,
	"description" text,
	"form" text,
	"confidence" real,
	"tax_year" integer,
	"first_page" integer,
	"last_page" integer,
	"page_count" integer,
	"folder_path" text NOT NULL,
	"error_message" text,
	"marked_as_others" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_parent_id_extracted_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."extracted_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_source_document_id_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extracted_documents" ADD CONSTRAINT "extracted_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extracted_documents_company_idx" ON "extracted_documents" USING btree ("firm_id","company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extracted_documents_parent_idx" ON "extracted_documents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "extracted_documents_status_idx" ON "extracted_documents" USING btree ("status","updated_at");