import type { Database } from '../../apps/server/src/db/client.js';
import { devices, sessions, users } from '../../apps/server/src/db/schema/index.js';
import { issueDeviceSecret } from '../../apps/server/src/ingest/device-secret.js';
import { authHeaderFor } from '../../apps/server/src/modules/auth/session-start.js';
import { hashToken, newOpaqueToken } from '../../apps/server/src/lib/secrets.js';

export interface FleetDevice {
  id: string;
  imei: string;
  userId: string;
  /** `Device <secret>`, for the native call. */
  authorization: string;
}

export interface FleetAccount {
  id: string;
  /** One `Bearer <token>` per browser the account has open (`sessionsPerAccount`). */
  sessions: string[];
}

export interface Fleet {
  accounts: FleetAccount[];
  /** Dealt round the accounts: device i belongs to account i % accounts. */
  devices: FleetDevice[];
}

export interface FleetSize {
  accounts: number;
  devices: number;
  sessionsPerAccount: number;
}

const CHUNK = 500;

async function inChunks<T, R>(items: T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let at = 0; at < items.length; at += CHUNK) written.push(...(await write(items.slice(at, at + CHUNK))));
  return written;
}

/**
 * Verified accounts with their trackers (each with a native secret) and signed-in sessions, written straight to the
 * tables in multi-row inserts: no password hashing and no sign-in calls, so even a quick run seeds in well under a
 * second. Nobody signs in with the password; the sessions are what browsers would hold.
 */
export async function seedFleet(db: Database, size: FleetSize): Promise<Fleet> {
  const tag = Math.random().toString(36).slice(2, 8);
  const now = new Date();
  const accountIds = await inChunks(
    Array.from({ length: size.accounts }, (_, i) => ({
      email: `fleet-${tag}-${i}@bench.lodestar.test`,
      name: `Fleet ${i}`,
      passwordHash: 'not-a-password-hash',
      emailVerifiedAt: now,
    })),
    async (chunk) => (await db.insert(users).values(chunk).returning({ id: users.id })).map((row) => row.id),
  );

  const secrets = Array.from({ length: size.devices }, () => issueDeviceSecret());
  const imeis = Array.from({ length: size.devices }, (_, i) => String(350_000_000_000_000 + i));
  const deviceRows = await inChunks(
    secrets.map(({ hash }, i) => ({
      deviceUUID: `FLEET-${tag}-${i}`,
      name: `Tracker ${i}`,
      deviceType: 'shield_gps' as const,
      passcode: '123456',
      userId: accountIds[i % accountIds.length]!,
      imei: imeis[i]!,
      ingestSecretHash: hash,
    })),
    (chunk) => db.insert(devices).values(chunk).returning({ id: devices.id, userId: devices.userId }),
  );

  const expiresAt = new Date(now.getTime() + 86_400_000);
  const tokens = accountIds.map((userId) => ({
    userId,
    tokens: Array.from({ length: size.sessionsPerAccount }, newOpaqueToken),
  }));
  await inChunks(
    tokens.flatMap(({ userId, tokens: own }) =>
      own.map((token) => ({ userId, tokenHash: hashToken(token), expiresAt, ip: null, userAgent: 'bench' })),
    ),
    async (chunk) => {
      await db.insert(sessions).values(chunk);
      return [];
    },
  );

  return {
    accounts: tokens.map(({ userId, tokens: own }) => ({ id: userId, sessions: own.map(authHeaderFor) })),
    devices: deviceRows.map((row, i) => ({
      id: row.id,
      userId: row.userId!,
      imei: imeis[i]!,
      authorization: `Device ${secrets[i]!.secret}`,
    })),
  };
}
