import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { sessions } from '../../apps/server/src/db/schema/index.js';
import { authHeaderFor } from '../../apps/server/src/modules/auth/session-start.js';
import { hashToken, newOpaqueToken } from '../../apps/server/src/lib/secrets.js';

export interface ApiSeedSize {
  users: number;
  devicesPerUser: number;
  positionsPerDevice: number;
}

export interface ApiDevice {
  id: string;
  deviceUUID: string;
  /** Its own OsmAnd key, the `id=` of its reports. */
  osmandKey: string;
  name: string;
}

/** A signed-in account of the API bench: its session header and its devices, in name order. */
export interface ApiUser {
  userId: string;
  authorization: string;
  devices: ApiDevice[];
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * `users` verified accounts, each owning `devicesPerUser` devices (`Asset 001`, …, the three types in turn) with
 * `positionsPerDevice` positions of history, one a minute back from now, and one signed-in session (what a browser
 * holds after signing in). Accounts, devices and history are made by the database itself with generate_series, so
 * a quick run seeds thousands of devices in well under a second; the tables are ANALYZEd afterwards, as autovacuum
 * would have done on a live server. Nobody signs in with the password.
 */
export async function seedApiAccounts(db: Database, size: ApiSeedSize): Promise<ApiUser[]> {
  const users = await rowsOf<{ id: string; n: number }>(
    db,
    sql`INSERT INTO users (email, name, password_hash, email_verified_at)
      SELECT 'api-' || i || '@bench.lodestar.test', 'API user ' || i, 'not-a-password-hash', now()
      FROM generate_series(1, ${size.users}::int) i
      RETURNING id, substring(name from 10)::int AS n`,
  );
  const devices = await rowsOf<{ id: string; device_uuid: string; osmand_id: string; name: string; user_id: string }>(
    db,
    sql`INSERT INTO devices (device_uuid, imei, name, device_type, passcode, user_id)
      SELECT 'API-' || u.n || '-' || d, (900000000000000 + u.n::bigint * 1000 + d)::text,
        'Asset ' || lpad(d::text, 3, '0'), (ARRAY['shield_gps', 'shield_card', 'smart_lock'])[1 + d % 3], '123456', u.id
      FROM (SELECT id, substring(name from 10)::int AS n FROM users WHERE email LIKE 'api-%@bench.lodestar.test') u
      CROSS JOIN generate_series(1, ${size.devicesPerUser}::int) d
      RETURNING id, device_uuid, osmand_id, name, user_id`,
  );
  await db.execute(sql`INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
    SELECT d.id, d.user_id, now() - k * interval '1 minute', now() - k * interval '1 minute',
      -33.8688 + (k % 97) * 0.0005, 151.2093 + (k % 89) * 0.0005, 'gps'
    FROM devices d CROSS JOIN generate_series(1, ${size.positionsPerDevice}::int) k
    WHERE d.device_uuid LIKE 'API-%'`);
  await db.execute(sql`ANALYZE`);

  const tokens = users.map((user) => ({ user, token: newOpaqueToken() }));
  const expiresAt = new Date(Date.now() + 86_400_000);
  await db.insert(sessions).values(
    tokens.map(({ user, token }) => ({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      ip: null,
      userAgent: 'bench',
    })),
  );

  const byUser = new Map<string, ApiDevice[]>();
  for (const row of devices) {
    const own = byUser.get(row.user_id) ?? [];
    own.push({ id: row.id, deviceUUID: row.device_uuid, osmandKey: row.osmand_id, name: row.name });
    byUser.set(row.user_id, own);
  }
  return tokens
    .sort((a, b) => a.user.n - b.user.n)
    .map(({ user, token }) => ({
      userId: user.id,
      authorization: authHeaderFor(token),
      devices: (byUser.get(user.id) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
