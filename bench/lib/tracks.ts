import type { BenchDatabase } from './databases.js';

/**
 * Gives devices of `userId` (those in `deviceUUIDs`, or all of them) `positions` positions each, every 5 minutes back
 * from now along a loop of their own around Sydney, written in one statement.
 */
export async function insertTracks(
  database: BenchDatabase,
  { userId, positions, deviceUUIDs }: { userId: string; positions: number; deviceUUIDs?: string[] },
) {
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, address, type, speed)
     SELECT d.id, d.user_id, now() - g * interval '5 minutes', now() - g * interval '5 minutes',
            -33.87 + 0.4 * sin(d.k) + 0.05 * sin(g / 40.0 + d.k),
            151.21 + 0.4 * cos(d.k) + 0.05 * cos(g / 55.0 + 2 * d.k),
            g || ' Example Street, Sydney NSW 2000', 'gps', g % 80
     FROM (SELECT id, user_id, (row_number() OVER (ORDER BY device_uuid))::float8 AS k
           FROM devices WHERE user_id = $1 AND ($3::text[] IS NULL OR device_uuid = ANY($3::text[]))) AS d
     CROSS JOIN generate_series(0, $2 - 1) AS g`,
    [userId, positions, deviceUUIDs ?? null],
  );
  await database.raw('ANALYZE');
}
