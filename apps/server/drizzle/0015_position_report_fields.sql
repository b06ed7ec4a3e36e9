ALTER TABLE "positions" ADD COLUMN "report_type" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "location_changed" boolean;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "duration" integer;