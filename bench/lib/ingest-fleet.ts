import type { Database } from '../../apps/server/src/db/client.js';
import { devices, sessions, users } from '../../apps/server/src/db/schema/index.js';
import { issueDeviceSecret } from '../../apps/server/src/ingest/device-secret.js';
import { authHeaderFor } from '../../apps/server/src/modules/auth/session-start.js';
import { hashToken, newOpaqueToken } from '../../apps/server/src/lib/secrets.js';

export interface FleetDevice {
  id: string;
  userId: string;
  /** The device's own OsmAnd key (`id=` of its reports); a device that signs its reports has none that is accepted. */
  osmandKey: string;
  /** `Device <secret>` for the native call; null for a device that reports over OsmAnd. */
  authorization: string | null;
}

export interface FleetAccount {
  id: string;
  /** One `Bearer <token>` per browser the account has open (`sessionsPerAccount`). */
  sessions: string[];
}

export interface Fleet {
  accounts: FleetAccount[];
  /** The trackers that report over OsmAnd with their own keys, dealt round the accounts (device i: account i % accounts). */
  devices: FleetDevice[];
  /** The trackers that sign native batches with their secrets (the OsmAnd port refuses them), dealt alike. */
  nativeDevices: FleetDevice[];
}

export interface FleetSize {
  accounts: number;
  /** Trackers reporting over OsmAnd. */
  devices: number;
  /** Trackers reporting native batches; none unless asked. */
  nativeDevices?: number;
  sessionsPerAccount: number;
}

const CHUNK = 500;

async function inChunks<T, R>(items: T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let at = 0; at < items.length; at += CHUNK) written.push(...(await write(items.slice(at, at + CHUNK))));
  return written;
}

/**
 * Verified accounts with their trackers (reporting over OsmAnd with their own keys, or natively with a secret) and
 * signed-in sessions, written straight to the tables in multi-row inserts: no password hashing and no sign-in calls,
 * so even a quick run seeds in well under a second. Nobody signs in with the password; the sessions are what browsers would hold.
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

  const count = size.devices + (size.nativeDevices ?? 0);
  const secrets = Array.from({ length: count }, (_, i) => (i < size.devices ? null : issueDeviceSecret()));
  const deviceRows = await inChunks(
    secrets.map((secret, i) => ({
      deviceUUID: `FLEET-${tag}-${i}`,
      name: `Tracker ${i}`,
      deviceType: 'shield_gps' as const,
      passcode: '123456',
      userId: accountIds[i % accountIds.length]!,
      imei: String(350_000_000_000_000 + i),
      ingestSecretHash: secret?.hash ?? null,
    })),
    (chunk) =>
      db
        .insert(devices)
        .values(chunk)
        .returning({ id: devices.id, userId: devices.userId, osmandKey: devices.osmandId }),
  );
  const fleetDevices = deviceRows.map((row, i) => ({
    id: row.id,
    userId: row.userId!,
    osmandKey: row.osmandKey,
    authorization: secrets[i] ? `Device ${secrets[i].secret}` : null,
  }));

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
    devices: fleetDevices.slice(0, size.devices),
    nativeDevices: fleetDevices.slice(size.devices),
  };
}
