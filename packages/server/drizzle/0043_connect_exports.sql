ALTER TABLE "export_files" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "progress_total" integer;