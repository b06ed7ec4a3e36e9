ALTER TABLE "devices" ADD COLUMN "payment_issue" text;--> statement-breakpoint
UPDATE "device_subscriptions" SET "live" = true WHERE "status" = 'unpaid';--> statement-breakpoint
UPDATE "devices" SET "payment_issue" = 'unpaid' WHERE "id" IN (SELECT "device_id" FROM "device_subscriptions" WHERE "status" = 'unpaid');--> statement-breakpoint
UPDATE "devices" SET "payment_issue" = 'past_due' WHERE "payment_issue" IS NULL AND "id" IN (SELECT "device_id" FROM "device_subscriptions" WHERE "status" = 'past_due');
