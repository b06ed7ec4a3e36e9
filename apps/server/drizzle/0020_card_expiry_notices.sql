CREATE TABLE "card_expiry_notices" (
	"payment_method_id" text PRIMARY KEY NOT NULL,
	"expires" text NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
