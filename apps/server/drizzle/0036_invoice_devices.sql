CREATE TABLE "invoice_devices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"device_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Invoices issued before this table: their device as named now, kept from here on.
INSERT INTO "invoice_devices" ("invoice_id", "name", "device_uuid")
SELECT DISTINCT ON (r."invoice_id") r."invoice_id", d."name", d."device_uuid"
FROM "payment_records" r JOIN "devices" d ON d."id" = r."device_id"
WHERE r."kind" = 'payment'
ORDER BY r."invoice_id", r."created"
ON CONFLICT DO NOTHING;
