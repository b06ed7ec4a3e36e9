CREATE TABLE "notification_email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "confirmed_notification_emails" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_email_tokens" ADD CONSTRAINT "notification_email_tokens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_email_tokens_device_idx" ON "notification_email_tokens" USING btree ("device_id","email");--> statement-breakpoint
-- Addresses added before confirmation existed keep their alerts: their owners chose them, and an SOS must not go quiet.
UPDATE "devices" SET "confirmed_notification_emails" = "notification_emails";
