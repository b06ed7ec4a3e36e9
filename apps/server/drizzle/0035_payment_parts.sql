ALTER TABLE "payment_records" ADD COLUMN "card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before the parts were recorded: the card paid (or got back) the whole amount.
UPDATE "payment_records" SET "card_amount" = "amount";
