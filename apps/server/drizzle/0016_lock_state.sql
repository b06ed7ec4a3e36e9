ALTER TABLE "devices" ADD COLUMN "is_locked" boolean;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "unlock_type" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lock_changed_at" timestamp with time zone;--> statement-breakpoint
-- A lock's newest known state is the newest position that told it (until now, positions told it only when it changed).
UPDATE "devices" AS d SET "is_locked" = told."is_locked", "unlock_type" = told."unlock_type", "lock_changed_at" = told."fix_time"
FROM (
	SELECT DISTINCT ON ("device_id") "device_id", "is_locked", "unlock_type", "fix_time"
	FROM "positions" WHERE "is_locked" IS NOT NULL ORDER BY "device_id", "fix_time" DESC, "id" DESC
) AS told
WHERE d."id" = told."device_id";--> statement-breakpoint
-- Every position of a lock now carries its state, so a lock event is a position that says how the lock was locked or
-- opened: position_counts counts those from now on, and the counts so far are taken again.
CREATE OR REPLACE FUNCTION "position_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
				count("alert_type") AS "alerts", count("unlock_type") AS "lock_events"
			FROM removed WHERE "user_id" IS NOT NULL GROUP BY "device_id", "user_id"
		) AS gone
		WHERE counts."device_id" = gone."device_id" AND counts."user_id" = gone."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "position_counts" AS counts ("device_id", "user_id", "total", "gps", "mcell", "scell", "alerts", "lock_events")
		SELECT "device_id", "user_id", count(*), count(*) FILTER (WHERE "type" = 'gps'), count(*) FILTER (WHERE "type" = 'mcell'),
			count(*) FILTER (WHERE "type" = 'scell'), count("alert_type"), count("unlock_type")
		FROM added WHERE "user_id" IS NOT NULL GROUP BY "device_id", "user_id" ORDER BY "device_id", "user_id"
		ON CONFLICT ("device_id", "user_id") DO UPDATE SET "total" = counts."total" + excluded."total",
			"gps" = counts."gps" + excluded."gps", "mcell" = counts."mcell" + excluded."mcell",
			"scell" = counts."scell" + excluded."scell", "alerts" = counts."alerts" + excluded."alerts",
			"lock_events" = counts."lock_events" + excluded."lock_events";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "position_counts" AS counts SET "lock_events" = (
	SELECT count("unlock_type") FROM "positions" AS p WHERE p."device_id" = counts."device_id" AND p."user_id" = counts."user_id"
);
