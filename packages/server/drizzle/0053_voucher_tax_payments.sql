ALTER TABLE "tax_return_vouchers" ADD COLUMN "authority" text;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD COLUMN "confirmation_number" text;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD COLUMN "paid_by_id" integer;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD COLUMN "reminded_for_due_date" date;--> statement-breakpoint
ALTER TABLE "tax_return_vouchers" ADD CONSTRAINT "tax_return_vouchers_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_return_vouchers_unpaid_due_idx" ON "tax_return_vouchers" USING btree ("due_date") WHERE "tax_return_vouchers"."paid_at" is null and "tax_return_vouchers"."due_date" is not null;--> statement-breakpoint
-- Vouchers are tax payments to the IRS or a state from now on (issue 37 §1). Whom each existing one pays, from its form.
UPDATE "tax_return_vouchers" SET "authority" = CASE
  WHEN upper("form_id") ~ '^(1040-V|1040-ES|1041-ES|1041-V|1120-W|940-V|941-V|943-V|944-V|945-V|4868|2290-V|1065-V)$' THEN 'IRS'
  WHEN upper("form_id") ~ '(^FTB|^540)' THEN 'CA'
  WHEN upper("form_id") ~ '^IT-[0-9]{3}-V$' THEN 'NY'
END;--> statement-breakpoint
-- A voucher paid through the firm's card checkout before stays paid, as a card payment on that day, the checkout's
-- session its confirmation number and its payer the one who paid; so does one whose paid checkout it never heard of.
UPDATE "tax_return_vouchers" v SET "paid_at" = c."paid_at"
FROM "payment_checkouts" c
WHERE c."subject_type" = 'tax_return_voucher' AND c."subject_id" = v."id" AND c."firm_id" = v."firm_id"
  AND c."status" = 'paid' AND c."paid_at" IS NOT NULL AND v."paid_at" IS NULL;--> statement-breakpoint
UPDATE "tax_return_vouchers" SET "paid_on" = ("paid_at" AT TIME ZONE 'UTC')::date, "payment_method" = 'card'
WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "tax_return_vouchers" v SET "confirmation_number" = c."session_id", "paid_by_id" = c."user_id"
FROM (
  SELECT DISTINCT ON ("subject_id", "firm_id") "subject_id", "firm_id", "session_id", "user_id"
  FROM "payment_checkouts"
  WHERE "subject_type" = 'tax_return_voucher' AND "status" = 'paid'
  ORDER BY "subject_id", "firm_id", "paid_at" DESC NULLS LAST, "id" DESC
) c
WHERE c."subject_id" = v."id" AND c."firm_id" = v."firm_id" AND v."paid_at" IS NOT NULL;--> statement-breakpoint
-- No voucher is paid to the firm any more: its open checkouts close (a provider's late event still records a payment made).
UPDATE "payment_checkouts" SET "status" = 'expired' WHERE "subject_type" = 'tax_return_voucher' AND "status" = 'open';--> statement-breakpoint
UPDATE "tax_returns" r SET "all_paid" = NOT EXISTS (
  SELECT 1 FROM "tax_return_vouchers" v WHERE v."tax_return_id" = r."id" AND v."paid_at" IS NULL
) WHERE r."sent_at" IS NOT NULL;--> statement-breakpoint
-- The firm's invoice no longer stands in for unpaid vouchers; with every voucher paid, a paid invoice reads invoice_paid.
UPDATE "tax_returns" SET "status" = 'signed', "updated_at" = now()
WHERE "status" = 'invoice_paid' AND NOT "all_paid" AND "all_signed";--> statement-breakpoint
UPDATE "tax_returns" SET "status" = 'invoice_paid', "updated_at" = now()
WHERE "status" = 'paid' AND "invoice_paid" AND "all_paid";
