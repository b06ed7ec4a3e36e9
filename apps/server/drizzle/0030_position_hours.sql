CREATE TABLE "position_hours" (
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reports" integer NOT NULL,
	"battery_count" integer NOT NULL,
	"battery_sum" double precision NOT NULL,
	"battery_min" real,
	"battery_max" real,
	"temperature_count" integer NOT NULL,
	"temperature_sum" double precision NOT NULL,
	"temperature_min" real,
	"temperature_max" real,
	CONSTRAINT "position_hours_device_id_user_id_hour_pk" PRIMARY KEY("device_id","user_id","hour")
);
--> statement-breakpoint
ALTER TABLE "position_hours" ADD CONSTRAINT "position_hours_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_hours" ADD CONSTRAINT "position_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The hours of the history that exists (the charts' whole hours; decision 0044).
INSERT INTO "position_hours" ("device_id", "user_id", "hour", "reports", "battery_count", "battery_sum", "battery_min",
	"battery_max", "temperature_count", "temperature_sum", "temperature_min", "temperature_max")
SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00'), count(*),
	count("battery_percentage"), coalesce(sum("battery_percentage"::float8), 0), min("battery_percentage"), max("battery_percentage"),
	count("modem_temperature"), coalesce(sum("modem_temperature"::float8), 0), min("modem_temperature"), max("modem_temperature")
FROM "positions" WHERE "user_id" IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
-- position_hours follows every change made through "positions", once per statement, from its transition tables, as
-- position_counts does (and after it: triggers fire by name, so both lock in the same order). What a statement adds
-- is added to its hours. An hour a statement removed positions from is dropped when none are left, else summed again
-- from the positions it still holds: a lowest or highest reading cannot be taken back by subtraction. An update (an
-- account's deletion leaving its positions without one) sums every hour it touched again.
CREATE FUNCTION "position_hours_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "position_hours";
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM "position_hours" AS hours USING (
			SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00') AS "hour" FROM removed
			UNION SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00') FROM added
		) AS touched
		WHERE hours."device_id" = touched."device_id" AND hours."user_id" = touched."user_id" AND hours."hour" = touched."hour";
		INSERT INTO "position_hours" ("device_id", "user_id", "hour", "reports", "battery_count", "battery_sum", "battery_min",
			"battery_max", "temperature_count", "temperature_sum", "temperature_min", "temperature_max")
		SELECT touched."device_id", touched."user_id", touched."hour", count(*), count(p."battery_percentage"),
			coalesce(sum(p."battery_percentage"::float8), 0), min(p."battery_percentage"), max(p."battery_percentage"),
			count(p."modem_temperature"), coalesce(sum(p."modem_temperature"::float8), 0), min(p."modem_temperature"),
			max(p."modem_temperature")
		FROM (
			SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00') AS "hour" FROM removed
			UNION SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00') FROM added
		) AS touched
		JOIN "positions" AS p ON p."device_id" = touched."device_id" AND p."user_id" = touched."user_id"
			AND p."fix_time" >= touched."hour" AND p."fix_time" < touched."hour" + interval '1 hour'
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' THEN
		WITH gone AS (
			SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00') AS "hour", count(*) AS "reports"
			FROM removed WHERE "user_id" IS NOT NULL GROUP BY 1, 2, 3
		), emptied AS (
			DELETE FROM "position_hours" AS hours USING gone
			WHERE hours."device_id" = gone."device_id" AND hours."user_id" = gone."user_id" AND hours."hour" = gone."hour"
				AND hours."reports" <= gone."reports"
		)
		UPDATE "position_hours" AS hours SET ("reports", "battery_count", "battery_sum", "battery_min", "battery_max",
			"temperature_count", "temperature_sum", "temperature_min", "temperature_max") = (
			SELECT count(*), count(p."battery_percentage"), coalesce(sum(p."battery_percentage"::float8), 0),
				min(p."battery_percentage"), max(p."battery_percentage"), count(p."modem_temperature"),
				coalesce(sum(p."modem_temperature"::float8), 0), min(p."modem_temperature"), max(p."modem_temperature")
			FROM "positions" AS p
			WHERE p."device_id" = hours."device_id" AND p."user_id" = hours."user_id" AND p."fix_time" >= hours."hour"
				AND p."fix_time" < hours."hour" + interval '1 hour')
		FROM gone
		WHERE hours."device_id" = gone."device_id" AND hours."user_id" = gone."user_id" AND hours."hour" = gone."hour"
			AND hours."reports" > gone."reports";
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "position_hours" AS hours ("device_id", "user_id", "hour", "reports", "battery_count", "battery_sum",
			"battery_min", "battery_max", "temperature_count", "temperature_sum", "temperature_min", "temperature_max")
		SELECT "device_id", "user_id", date_bin('1 hour', "fix_time", '2000-01-01 00:00:00+00'), count(*),
			count("battery_percentage"), coalesce(sum("battery_percentage"::float8), 0), min("battery_percentage"),
			max("battery_percentage"), count("modem_temperature"), coalesce(sum("modem_temperature"::float8), 0),
			min("modem_temperature"), max("modem_temperature")
		FROM added WHERE "user_id" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("device_id", "user_id", "hour") DO UPDATE SET "reports" = hours."reports" + excluded."reports",
			"battery_count" = hours."battery_count" + excluded."battery_count",
			"battery_sum" = hours."battery_sum" + excluded."battery_sum",
			"battery_min" = least(hours."battery_min", excluded."battery_min"),
			"battery_max" = greatest(hours."battery_max", excluded."battery_max"),
			"temperature_count" = hours."temperature_count" + excluded."temperature_count",
			"temperature_sum" = hours."temperature_sum" + excluded."temperature_sum",
			"temperature_min" = least(hours."temperature_min", excluded."temperature_min"),
			"temperature_max" = greatest(hours."temperature_max", excluded."temperature_max");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "position_hours_after_insert" AFTER INSERT ON "positions" REFERENCING NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "position_hours_follow"();--> statement-breakpoint
CREATE TRIGGER "position_hours_after_delete" AFTER DELETE ON "positions" REFERENCING OLD TABLE AS removed
	FOR EACH STATEMENT EXECUTE FUNCTION "position_hours_follow"();--> statement-breakpoint
CREATE TRIGGER "position_hours_after_update" AFTER UPDATE ON "positions" REFERENCING OLD TABLE AS removed NEW TABLE AS added
	FOR EACH STATEMENT EXECUTE FUNCTION "position_hours_follow"();--> statement-breakpoint
CREATE TRIGGER "position_hours_after_truncate" AFTER TRUNCATE ON "positions"
	FOR EACH STATEMENT EXECUTE FUNCTION "position_hours_follow"();
