ALTER TABLE "handled_payment_events" ALTER COLUMN "handled_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "handled_payment_events" ALTER COLUMN "handled_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "handled_payment_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "handled_payment_events" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "handled_payment_events" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handled_payment_events" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "handled_payment_events_unhandled_idx" ON "handled_payment_events" USING btree ("received_at") WHERE "handled_payment_events"."handled_at" is null;