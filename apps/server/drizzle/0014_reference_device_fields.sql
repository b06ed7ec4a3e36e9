ALTER TABLE "devices" ADD COLUMN "reported_stolen_by_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "reported_stolen_by_email" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_latitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_longitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_report_type" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "iccid" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "eid" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "proximity" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alert_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "listen_to_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_trial_availed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "subscription_remind_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "subscription_remind_count" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "out_of_range_timeout" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "cell_requests_reset_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "continuous_report_reset" timestamp with time zone;--> statement-breakpoint
-- Devices that reported before these columns: their newest position is the one fixed at last_fix_at.
UPDATE "devices" AS d SET "last_latitude" = p."latitude", "last_longitude" = p."longitude"
FROM "positions" AS p
WHERE p."device_id" = d."id" AND p."fix_time" = d."last_fix_at";
