ALTER TABLE "devices" ADD COLUMN "authentication_invoice_id" text;--> statement-breakpoint
ALTER TABLE "device_subscriptions" ADD COLUMN "authentication_invoice_id" text;