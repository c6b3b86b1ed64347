CREATE TABLE "evidence_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"last_event_id" bigint NOT NULL,
	"head_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence_checkpoints" ADD CONSTRAINT "evidence_checkpoints_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_checkpoints_firm_idx" ON "evidence_checkpoints" USING btree ("firm_id","id");--> statement-breakpoint
-- Checkpoints are kept like the evidence they sign (issue 36 §3): never changed, never removed, the table never
-- emptied. On PostgreSQL the portal's runtime role owns no table, so it cannot turn this off (db/migrate.ts).
CREATE FUNCTION evidence_checkpoints_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'evidence checkpoints are append-only: rows cannot be changed or removed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER evidence_checkpoints_append_only BEFORE UPDATE OR DELETE ON "evidence_checkpoints"
  FOR EACH ROW EXECUTE FUNCTION evidence_checkpoints_append_only();
--> statement-breakpoint
CREATE TRIGGER evidence_checkpoints_no_truncate BEFORE TRUNCATE ON "evidence_checkpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_checkpoints_append_only();
