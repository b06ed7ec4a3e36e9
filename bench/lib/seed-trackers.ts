import type { BenchDatabase } from './databases.js';

/**
 * `count` trackers numbered from 0 with serials `prefix` + the number padded to `digits`, handed to `owners` in turn
 * (a single owner holds them all).
 */
export async function seedTrackers(
  database: BenchDatabase,
  { prefix, digits, count, owners }: { prefix: string; digits: number; count: number; owners: readonly string[] },
) {
  await database.raw(
    `INSERT INTO devices (device_uuid, name, device_type, passcode, user_id)
     SELECT $1 || lpad(g::text, $2, '0'), 'Tracker ' || g, 'shield_gps', '123456',
       ($3::uuid[])[1 + g % cardinality($3::uuid[])]
     FROM generate_series(0, $4 - 1) g`,
    [prefix, digits, owners, count],
  );
}
