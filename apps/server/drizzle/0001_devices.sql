CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"user_id" uuid,
	"shared_user_with_email" text NOT NULL,
	"sharer_name" text NOT NULL,
	"access_rights_flag" integer DEFAULT 1 NOT NULL,
	"security_level" integer DEFAULT 1 NOT NULL,
	"is_accepted_flag" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmwares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_type" text NOT NULL,
	"version" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "devices_user_type_idx";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "passcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "passcode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alarm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "subscription_status" text DEFAULT 'Inactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "esim_status" text DEFAULT 'Inactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_wifi_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "cell_requests_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "cell_scan_limit" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "battery_percentage" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "modem_voltage" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "modem_temperature" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "modem_state" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "operating_mode" text DEFAULT 'responsiveness' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "airplane_mode_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "edrx_value" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "edrx_ptw" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "psm_tau" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "psm_active_time" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "location_report_mode" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "map_boundary_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "schedule_report" text[] DEFAULT ARRAY['gps']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "schedule_report_interval" integer DEFAULT 3600 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "push_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "email_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "location_update_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sos_alert_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "notification_emails" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tone" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "led_flash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "tsa_accessible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "emergency_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "firmware_version" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "temperature" jsonb DEFAULT '{"enable":false,"sendLocation":false,"reAlertDuration":300,"condition":"greaterOrEqual","level":40,"unit":"c"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "geo_fence" jsonb DEFAULT '{"enable":false,"liveTrackingUnable":false,"trackingTime":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "water_alarm" jsonb DEFAULT '{"enable":false,"sendLocation":false,"reAlertDuration":300}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "accelerometer" jsonb DEFAULT '{"enable":false,"ultraPowerMode":false,"sendLocation":false,"reAlertDuration":300,"sensitivity":5,"duration":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_shares" ADD CONSTRAINT "device_shares_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_shares" ADD CONSTRAINT "device_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device_status_idx" ON "device_commands" USING btree ("device_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_shares_device_email_idx" ON "device_shares" USING btree ("device_id","shared_user_with_email");--> statement-breakpoint
CREATE INDEX "device_shares_user_idx" ON "device_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firmwares_type_version_idx" ON "firmwares" USING btree ("device_type","version");--> statement-breakpoint
CREATE INDEX "devices_user_type_name_idx" ON "devices" USING btree ("user_id","device_type","name") WHERE "devices"."deleted" = false;--> statement-breakpoint
INSERT INTO "firmwares" ("device_type", "version", "released_at", "notes") VALUES
	('shield_gps', '2.3.0', '2026-03-02T00:00:00Z', 'Faster first fix after a cold start.'),
	('shield_gps', '2.4.1', '2026-09-14T00:00:00Z', 'Longer battery life in Battery Life mode; eDRX timing fixes.'),
	('shield_card', '1.7.0', '2026-04-20T00:00:00Z', 'Cell location fallback when GPS is unavailable.'),
	('shield_card', '1.8.2', '2026-10-05T00:00:00Z', 'Temperature reports every interval; modem stability fixes.'),
	('smart_lock', '3.1.0', '2026-02-11T00:00:00Z', 'TSA unlock logging.'),
	('smart_lock', '3.2.0', '2026-08-30T00:00:00Z', 'Auto-lock after 30 seconds; alarm tone fixes.');
