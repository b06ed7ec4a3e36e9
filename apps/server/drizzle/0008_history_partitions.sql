-- positions becomes a table partitioned by month of fix_time (decision 0012), with a DEFAULT partition for what
-- falls outside the monthly ones; src/db/partitions.ts keeps the months around now in place from then on.
-- The unpartitioned table steps aside first, freeing its constraint, index and sequence names.
ALTER TABLE "positions" RENAME TO "positions_unpartitioned";--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" DROP CONSTRAINT "positions_device_id_devices_id_fk";--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" DROP CONSTRAINT "positions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" RENAME CONSTRAINT "positions_pkey" TO "positions_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "positions_device_user_fix_idx";--> statement-breakpoint
DROP INDEX "positions_alerts_idx";--> statement-breakpoint
ALTER SEQUENCE "positions_id_seq" RENAME TO "positions_unpartitioned_id_seq";--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"user_id" uuid,
	"fix_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text,
	"type" text NOT NULL,
	"alert_type" text,
	"accuracy" real,
	"speed" real,
	"course" real,
	"altitude" real,
	"battery_percentage" real,
	"modem_voltage" integer,
	"modem_temperature" real,
	"is_locked" boolean,
	"unlock_type" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "positions_id_fix_time_pk" PRIMARY KEY("id","fix_time")
) PARTITION BY RANGE ("fix_time");--> statement-breakpoint
CREATE TABLE "positions_default" PARTITION OF "positions" DEFAULT;--> statement-breakpoint
-- A partition for every month of the last ten years that holds positions, and for the months around now (the same
-- window and names as src/db/partitions.ts); older positions stay in the default partition.
DO $$
DECLARE
	month date;
BEGIN
	FOR month IN
		SELECT DISTINCT date_trunc('month', "fix_time" AT TIME ZONE 'UTC')::date FROM "positions_unpartitioned"
		WHERE "fix_time" >= (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '10 years') AT TIME ZONE 'UTC'
			AND "fix_time" < (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months') AT TIME ZONE 'UTC'
		UNION
		SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + shift * interval '1 month')::date FROM generate_series(-1, 2) AS shift
	LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "positions" FOR VALUES FROM (%L) TO (%L)',
			'positions_' || to_char(month, 'YYYY_MM'), to_char(month, 'YYYY-MM-DD') || ' 00:00:00+00',
			to_char(month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
	END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "positions" ("id", "device_id", "user_id", "fix_time", "received_at", "latitude", "longitude", "address", "type", "alert_type", "accuracy", "speed", "course", "altitude", "battery_percentage", "modem_voltage", "modem_temperature", "is_locked", "unlock_type", "attributes")
OVERRIDING SYSTEM VALUE
SELECT "id", "device_id", "user_id", "fix_time", "received_at", "latitude", "longitude", "address", "type", "alert_type", "accuracy", "speed", "course", "altitude", "battery_percentage", "modem_voltage", "modem_temperature", "is_locked", "unlock_type", "attributes"
FROM "positions_unpartitioned";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"positions"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "positions";--> statement-breakpoint
DROP TABLE "positions_unpartitioned";--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_device_user_fix_idx" ON "positions" USING btree ("device_id","user_id","fix_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "positions_alerts_idx" ON "positions" USING btree ("device_id","user_id","fix_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "positions"."alert_type" is not null;--> statement-breakpoint
CREATE TABLE "position_counts" (
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total" integer NOT NULL,
	"gps" integer NOT NULL,
	"mcell" integer NOT NULL,
	"scell" integer NOT NULL,
	"alerts" integer NOT NULL,
	"lock_events" integer NOT NULL,
	CONSTRAINT "position_counts_device_id_user_id_pk" PRIMARY KEY("device_id","user_id")
);--> statement-breakpoint
ALTER TABLE "position_counts" ADD CONSTRAINT "position_counts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_counts" ADD CONSTRAINT "position_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "position_counts" ("device_id", "user_id", "total", "gps", "mcell", "scell", "alerts", "lock_events")
SELECT "device_id", "user_id", count(*), count(*) FILTER (WHERE "type" = 'gps'), count(*) FILTER (WHERE "type" = 'mcell'),
	count(*) FILTER (WHERE "type" = 'scell'), count("alert_type"), count("is_locked")
FROM "positions" WHERE "user_id" IS NOT NULL GROUP BY "device_id", "user_id";--> statement-breakpoint
-- position_counts follows every change made through "positions", once per statement, from its transition tables:
-- what a statement removed is subtracted, what it added is added (in key order, so that two writers lock the
-- counts of their devices in the same order). Statements on a single partition (partition maintenance moving rows
-- out of the default one) are not counted, as they neither add nor remove positions.
CREATE FUNCTION "position_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "position_counts";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "position_counts" AS counts SET "total" = counts."total" - gone."total", "gps" = counts."gps" - gone."gps",
			"mcell" = counts."mcell" - gone."mcell", "scell" = counts."scell" - gone."scell",
			"alerts" = counts."alerts" - gone."alerts", "lock_events" = counts."lock_events" - gone."lock_events"
		FROM (
			SELECT "device_id", "user_id", count(*) AS "total", count(*) FILTER (WHERE "type" = 'gps') AS "gps",
				count(*) FILTER (WHERE "type" = 'mcell') AS "mcell", count(*) FILTER (WHERE "type" = 'scell') AS "scell",
				count("alert_type") AS "alerts", count("is_locked") AS "lock_events"
			FROM removed WHERE "user_id" IS NOT NULL GROUP BY "device_id", "user_id"
		) AS gone
		WHERE counts."device_id" = gone."device_id" AND counts."user_id" = gone."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "position_counts" AS counts ("device_id", "user_id", "total", "gps", "mcell", "scell", "alerts", "lock_events")
		SELECT "device_id", "user_id", count(*), count(*) FILTER (WHERE "type" = 'gps'), count(*) FILTER (WHERE "type" = 'mcell'),
			count(*) FILTER (WHERE "type" = 'scell'), count("alert_type"), count("is_locked")
		FROM added WHERE "user_id" IS NOT NULL GROUP BY "device_id", "user_id" ORDER BY "device_id", "user_id"
		ON CONFLICT ("device_id", "user_id") DO UPDATE SET "total" = counts."total" + excluded."total",
			"gps" = counts."gps" + excluded."gps", "mcell" = counts."mcell" + excluded."mcell",
			"scell" = counts."scell" + excluded."scell", "alerts" = counts."alerts" + excluded."alerts",
			"lock_events" = counts."lock_events" + excluded."lock_events";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "position_counts_after_insert" AFTER INSERT ON "positions" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "position_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "position_counts_after_delete" AFTER DELETE ON "positions" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "position_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "position_counts_after_update" AFTER UPDATE ON "positions" REFERENCING OLD TABLE AS removed NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "position_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "position_counts_after_truncate" AFTER TRUNCATE ON "positions"
	FOR EACH STATEMENT EXECUTE FUNCTION "position_counts_follow"();
