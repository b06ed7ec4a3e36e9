ALTER TABLE "notifications" ADD COLUMN "place_address" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reading" jsonb;