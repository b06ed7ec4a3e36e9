import { batteryPercentFromVoltage, deviceColors, deviceTypes, Privilege, type DeviceType } from '@lodestar/contract';
import { sql } from 'drizzle-orm';
import { systemClock } from '../../apps/server/src/adapters/clock.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { deviceShares, devices, users, type NewDeviceRow } from '../../apps/server/src/db/schema/index.js';
import { devicePicture } from '../../apps/server/src/demo/pictures.js';
import { provisionUser } from '../../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.js';

export interface LargeAccountOptions {
  /** Devices the measured account owns. */
  own: number;
  /** Other accounts, each owning `perOther` devices: rows the visibility query must skip. */
  others: number;
  perOther: number;
  /** Other accounts' devices shared with the measured account; a quarter of them expired or not accepted. */
  sharedIn: number;
  /** The measured account's devices it shares with others (their share_count is not 0). */
  sharedOut: number;
  /** Which devices carry a picture (the demo's SVG illustration, about 3 KB as base64). */
  pictures: 'all' | 'own' | 'none';
}

export const defaultLargeAccount: LargeAccountOptions = {
  own: 1000,
  others: 200,
  perOther: 3,
  sharedIn: 40,
  sharedOut: 100,
  pictures: 'all',
};

/** The same account on a busy server: 50,000 other devices, so that it owns 2 % of the table, not 62 %. */
export const busyServer: LargeAccountOptions = { ...defaultLargeAccount, others: 5000, perOther: 10, pictures: 'own' };

export interface LargeAccount {
  email: string;
  password: string;
  userId: string;
  /** The name that sorts first among the devices it sees (the first card of the overview with "All Devices"). */
  firstName: string;
  /** That device's UUID (one of the account's own). */
  firstDeviceUUID: string;
  /** Devices it can see: its own and the live shares. */
  visible: number;
  rows: { users: number; devices: number; shares: number };
}

const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const pictures = new Map<string, string>();
const pictureOf = (type: DeviceType, color: string) => {
  const key = `${type}${color}`;
  if (!pictures.has(key)) pictures.set(key, devicePicture(type, color));
  return pictures.get(key)!;
};

function device(
  i: number,
  prefix: string,
  name: string,
  userId: string,
  withPicture: boolean,
  now: number,
): NewDeviceRow {
  const type = deviceTypes[i % deviceTypes.length]!;
  const color = deviceColors[i % deviceColors.length]!.value;
  const millivolts = 3300 + ((i * 37) % 900);
  return {
    deviceUUID: `${prefix}-${pad(i, 5)}`,
    name,
    deviceType: type,
    userId,
    passcode: pad((i * 7919) % 1_000_000, 6),
    color,
    devicePicture: withPicture ? pictureOf(type, color) : '',
    lastSeenTime: i % 11 === 0 ? null : new Date(now - ((i * 613_000) % (30 * 86_400_000))),
    modemVoltage: type === 'smart_lock' ? null : millivolts,
    batteryPercentage: batteryPercentFromVoltage(millivolts),
    subscriptionStatus: i % 4 === 0 ? 'Active' : 'Inactive',
    firmwareVersion: { shield_gps: '2.4.1', shield_card: '1.8.2', smart_lock: '3.2.0' }[type],
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 250) {
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}

/**
 * An account with many devices among many other accounts' devices, with shares both ways, written straight to
 * the tables (one argon2 hash for every account, multi-row inserts): a few seconds for the default sizes.
 */
export async function seedLargeAccount(
  db: Database,
  options: LargeAccountOptions = defaultLargeAccount,
): Promise<LargeAccount> {
  const now = systemClock.now().getTime();
  const email = 'thousand@bench.lodestar.test';
  const password = 'Bench-Pass-1';
  const owner = await provisionUser(createUsersRepository(db), systemClock, {
    email,
    password,
    name: 'Thousand Devices',
    roles: ['user', 'enterprise'],
    country: 'AU',
  });

  const otherUsers = Array.from({ length: options.others }, (_, i) => ({
    email: `other${pad(i)}@bench.lodestar.test`,
    name: `Other ${pad(i)}`,
    passwordHash: owner.passwordHash,
    roles: ['user' as const],
    emailVerifiedAt: new Date(now),
  }));
  const otherIds: string[] = [];
  await insertInBatches(otherUsers, async (batch) => {
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    otherIds.push(...inserted.map((row) => row.id));
  });

  const ownRows = Array.from({ length: options.own }, (_, i) =>
    device(i, 'BENCH', `Asset ${pad(i + 1)}`, owner.id, options.pictures !== 'none', now),
  );
  const otherRows = otherIds.flatMap((userId, u) =>
    Array.from({ length: options.perOther }, (_, k) => {
      const i = u * options.perOther + k;
      return device(i, 'OTHER', `Shared ${pad(i + 1, 5)}`, userId, options.pictures === 'all', now);
    }),
  );
  const ownIds: string[] = [];
  const otherDeviceIds: { id: string; userId: string }[] = [];
  await insertInBatches(ownRows, async (batch) => {
    ownIds.push(...(await db.insert(devices).values(batch).returning({ id: devices.id })).map((row) => row.id));
  });
  await insertInBatches(otherRows, async (batch) => {
    otherDeviceIds.push(
      ...(await db.insert(devices).values(batch).returning({ id: devices.id, userId: devices.userId })).map((row) => ({
        id: row.id,
        userId: row.userId!,
      })),
    );
  });

  // Shared in: every fourth one is dead (alternately an expired Limited share and one not accepted yet).
  const month = 30 * 86_400_000;
  let live = 0;
  const sharesIn = otherDeviceIds.slice(0, options.sharedIn).map(({ id }, i) => {
    const dead = i % 4 === 3;
    const expired = dead && i % 8 === 3;
    const limited = i % 2 === 1;
    if (!dead) live += 1;
    return {
      deviceId: id,
      userId: owner.id,
      sharedUserWithEmail: email,
      sharerName: 'Someone else',
      accessRightsFlag: limited || expired ? Privilege.Limited : Privilege.Unrestricted,
      isAcceptedFlag: dead && !expired ? 0 : 1,
      expiryDate: new Date(expired ? now - 86_400_000 : now + month),
    };
  });
  const sharesOut = ownIds.slice(0, options.sharedOut).map((deviceId, i) => {
    const to = otherUsers[i % otherUsers.length]!;
    return {
      deviceId,
      userId: otherIds[i % otherIds.length]!,
      sharedUserWithEmail: to.email,
      sharerName: 'Thousand Devices',
      accessRightsFlag: Privilege.Unrestricted,
      isAcceptedFlag: 1,
      expiryDate: new Date(now + month),
    };
  });
  await insertInBatches([...sharesIn, ...sharesOut], (batch) => db.insert(deviceShares).values(batch));
  // Fresh planner statistics, as autovacuum would gather them on a live server.
  await db.execute(sql`analyze`);

  return {
    email,
    password,
    userId: owner.id,
    firstName: 'Asset 0001',
    firstDeviceUUID: ownRows[0]!.deviceUUID,
    visible: options.own + live,
    rows: {
      users: 1 + otherIds.length,
      devices: ownRows.length + otherRows.length,
      shares: sharesIn.length + sharesOut.length,
    },
  };
}
