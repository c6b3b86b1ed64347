CREATE TABLE "tax_return_form_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"signature_type" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tax_return_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"tax_return_id" integer NOT NULL,
	"page" integer NOT NULL,
	"form_id" text NOT NULL,
	"custom_form_name" text,
	"wet_signature_required" boolean DEFAULT false NOT NULL,
	"marked_signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_return_paper_filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"tax_return_id" integer NOT NULL,
	"page" integer NOT NULL,
	"form_id" text NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_return_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"tax_return_id" integer NOT NULL,
	"page" integer NOT NULL,
	"form_id" text NOT NULL,
	"custom_payment_name" text,
	"amount_cents" integer,
	"is_due_asap" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"tax_return_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"draft_status" text,
	"draft_comment" text,
	"original_document_id" bigint,
	"watermarked_document_id" bigint,
	"page_count" integer,
	"error_message" text,
	"assigned_advisor_id" integer,
	"external_entity_id" text,
	"reminder_disabled" boolean DEFAULT false NOT NULL,
	"last_reminder_sent_at" timestamp with time zone,
	"invoice_paid" boolean DEFAULT false NOT NULL,
	"all_signed" boolean DEFAULT false NOT NULL,
	"all_paid" boolean DEFAULT false NOT NULL,
	"last_signed_at" timestamp with time zone,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_return_form_signers" ADD CONSTRAINT "tax_return_form_signers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_form_signers" ADD CONSTRAINT "tax_return_form_signers_form_id_tax_return_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."tax_return_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_form_signers" ADD CONSTRAINT "tax_return_form_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_forms" ADD CONSTRAINT "tax_return_forms_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_forms" ADD CONSTRAINT "tax_return_forms_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_paper_filings" ADD CONSTRAINT "tax_return_paper_filings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_paper_filings" ADD CONSTRAINT "tax_return_paper_filings_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD CONSTRAINT "tax_return_vouchers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD CONSTRAINT "tax_return_vouchers_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_original_document_id_documents_id_fk" FOREIGN KEY ("original_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_watermarked_document_id_documents_id_fk" FOREIGN KEY ("watermarked_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_assigned_advisor_id_users_id_fk" FOREIGN KEY ("assigned_advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_return_form_signers_form_idx" ON "tax_return_form_signers" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "tax_return_form_signers_user_idx" ON "tax_return_form_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tax_return_forms_return_idx" ON "tax_return_forms" USING btree ("tax_return_id");--> statement-breakpoint
CREATE INDEX "tax_return_paper_filings_return_idx" ON "tax_return_paper_filings" USING btree ("tax_return_id");--> statement-breakpoint
CREATE INDEX "tax_return_vouchers_return_idx" ON "tax_return_vouchers" USING btree ("tax_return_id");--> statement-breakpoint
CREATE INDEX "tax_returns_firm_updated_idx" ON "tax_returns" USING btree ("firm_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tax_returns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tax_returns_firm_status_idx" ON "tax_returns" USING btree ("firm_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tax_returns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tax_returns_company_idx" ON "tax_returns" USING btree ("firm_id","company_id");--> statement-breakpoint
CREATE INDEX "tax_returns_name_trgm_idx" ON "tax_returns" USING gin ("tax_return_name" gin_trgm_ops);