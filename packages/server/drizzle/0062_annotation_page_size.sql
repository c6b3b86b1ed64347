ALTER TABLE "document_annotations" ADD COLUMN "page_width" real;--> statement-breakpoint
ALTER TABLE "document_annotations" ADD COLUMN "page_height" real;