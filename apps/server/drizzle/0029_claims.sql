CREATE TABLE "claims" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "claims" ("key", "holder")
SELECT DISTINCT ON ("device_id", "user_id") 'refund:' || "device_id" || ':' || "user_id", "id"
FROM "device_subscriptions"
WHERE "provider"->'metadata'->>'refund' = 'requested'
ORDER BY "device_id", "user_id", "created_at"
ON CONFLICT DO NOTHING;
