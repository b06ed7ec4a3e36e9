ALTER TABLE "device_shares" ADD COLUMN "push_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "device_shares" ADD COLUMN "email_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "claim_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "claim_locked_until" timestamp with time zone;