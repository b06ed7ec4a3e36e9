ALTER TABLE "devices" ADD COLUMN "low_battery" jsonb DEFAULT '{"enable":false,"level":20}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "silent_alert" jsonb DEFAULT '{"enable":false,"hours":24}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "geofence_alert_on" text DEFAULT 'exit' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "silent_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "silent_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "devices_silent_watch_idx" ON "devices" USING btree ("silent_due_at") WHERE ("devices"."silent_alert" ->> 'enable')::boolean AND "devices"."silent_alerted_at" IS NULL AND "devices"."deleted" = false;