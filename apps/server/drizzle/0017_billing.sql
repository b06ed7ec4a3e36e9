CREATE TABLE "device_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"provider" jsonb NOT NULL,
	"schedule" jsonb,
	"paid_cycles" integer DEFAULT 0 NOT NULL,
	"paid_through" bigint,
	"live" boolean NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handled_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "local_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"created" bigint NOT NULL,
	"event" jsonb NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "local_stripe_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_digest" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_stripe_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"customer" text,
	"created" bigint NOT NULL,
	"seq" bigserial NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_stripe_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_terms_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_subscriptions" ADD CONSTRAINT "device_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_subscriptions" ADD CONSTRAINT "device_subscriptions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_subscriptions_device_idx" ON "device_subscriptions" USING btree ("device_id","live");--> statement-breakpoint
CREATE INDEX "device_subscriptions_user_idx" ON "device_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "local_stripe_events_pending_idx" ON "local_stripe_events" USING btree ("seq") WHERE "local_stripe_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "local_stripe_objects_kind_idx" ON "local_stripe_objects" USING btree ("object","customer","seq");