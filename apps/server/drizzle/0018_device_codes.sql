CREATE TABLE "device_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"device_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_first_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "device_codes_device_idx" ON "device_codes" USING btree ("device_uuid");