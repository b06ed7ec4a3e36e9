ALTER TABLE "devices" ADD COLUMN "osmand_id" text DEFAULT substr(md5(gen_random_uuid()::text || clock_timestamp()::text), 1, 24) NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "osmand_serial_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_osmand_id_unique" UNIQUE("osmand_id");