CREATE TABLE "signature_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_user_id" integer,
	"ip_address" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"value" text,
	"filled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"form_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"signed_pages_only" boolean DEFAULT false NOT NULL,
	"original_document_id" bigint,
	"signed_document_id" bigint,
	"original_sha256" text,
	"signed_sha256" text,
	"page_count" integer,
	"error_message" text,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"signature_type" text,
	"signature" text,
	"initials" text,
	"signed_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"identity_status" text DEFAULT 'not_required' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_original_document_id_documents_id_fk" FOREIGN KEY ("original_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_events_firm_idx" ON "signature_events" USING btree ("firm_id","id");--> statement-breakpoint
CREATE INDEX "signature_events_subject_idx" ON "signature_events" USING btree ("firm_id","subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "signature_fields_request_idx" ON "signature_fields" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "signature_requests_firm_updated_idx" ON "signature_requests" USING btree ("firm_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "signature_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "signature_requests_company_idx" ON "signature_requests" USING btree ("firm_id","company_id");--> statement-breakpoint
CREATE INDEX "signature_requests_signed_sha_idx" ON "signature_requests" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "signature_requests_form_name_trgm_idx" ON "signature_requests" USING gin ("form_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signature_signers_request_idx" ON "signature_signers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "signature_signers_user_idx" ON "signature_signers" USING btree ("user_id");--> statement-breakpoint
-- Signing evidence is append-only (issue 16 §5): no row is ever changed, and none is removed before the
-- three years IRS Publication 1345 asks records to be kept.
CREATE FUNCTION signature_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'signature evidence is append-only: rows cannot be changed';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'signature evidence is kept for three years: the table cannot be emptied';
  END IF;
  IF OLD.created_at > now() - interval '3 years' THEN
    RAISE EXCEPTION 'signature evidence is kept for three years: row % cannot be removed yet', OLD.id;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signature_events_append_only BEFORE UPDATE OR DELETE ON "signature_events"
  FOR EACH ROW EXECUTE FUNCTION signature_events_append_only();
--> statement-breakpoint
CREATE TRIGGER signature_events_no_truncate BEFORE TRUNCATE ON "signature_events"
  FOR EACH STATEMENT EXECUTE FUNCTION signature_events_append_only();
