ALTER TABLE "tax_return_forms" ADD COLUMN "signed_document_id" bigint;--> statement-breakpoint
ALTER TABLE "tax_return_forms" ADD COLUMN "signed_sha256" text;--> statement-breakpoint
ALTER TABLE "tax_return_forms" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD COLUMN "identity_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_return_forms" ADD CONSTRAINT "tax_return_forms_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;