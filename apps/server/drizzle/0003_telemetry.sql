CREATE TABLE "positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"user_id" uuid,
	"fix_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text,
	"type" text NOT NULL,
	"alert_type" text,
	"accuracy" real,
	"speed" real,
	"course" real,
	"altitude" real,
	"battery_percentage" real,
	"modem_voltage" integer,
	"modem_temperature" real,
	"is_locked" boolean,
	"unlock_type" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_commands" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_fix_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "geofence_inside" boolean;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "alert_raised_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ingest_secret_hash" text;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_device_user_fix_idx" ON "positions" USING btree ("device_id","user_id","fix_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "positions_alerts_idx" ON "positions" USING btree ("device_id","user_id","fix_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "positions"."alert_type" is not null;--> statement-breakpoint
UPDATE "device_commands" SET "status" = 'sent', "sent_at" = "delivered_at" WHERE "status" = 'delivered';--> statement-breakpoint
ALTER TABLE "device_commands" DROP COLUMN "delivered_at";--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_ingest_secret_hash_unique" UNIQUE("ingest_secret_hash");