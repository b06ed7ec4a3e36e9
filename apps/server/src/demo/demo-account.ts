import type { Clock } from '../adapters/clock.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { createDevicesRepository, type DevicesRepository } from '../modules/devices/index.js';
import { createSharesRepository, createInvitationsRepository } from '../modules/sharing/index.js';
import { createGroupsRepository } from '../modules/groups/index.js';
import { createUsersRepository } from '../modules/users/index.js';
import { provisionDevice, provisionUser } from '../provisioning/index.js';
import { seedDealer } from './demo-dealer.js';
import { demoDevices, type DemoOwner } from './demo-devices.js';
import { seedDemoWeek, type WeekDevice } from './demo-week.js';

/** The account a newcomer signs in with after `npm start`. */
export const DEMO_ACCOUNT = {
  email: 'demo@lodestar.local',
  password: 'Lodestar#2026',
  name: 'Demo Owner',
  country: 'AU',
  roles: ['user', 'enterprise'],
} as const;

/** A second account that owns a device shared with the demo account. */
export const FLEET_ACCOUNT = {
  email: 'fleet@lodestar.local',
  password: DEMO_ACCOUNT.password,
  name: 'Fleet Manager',
  country: 'AU',
  roles: ['user', 'enterprise'],
} as const;

/** A group of the demo account's vehicles, so the Groups menu has something to open. */
const DEMO_GROUP = { name: 'Weekend trip', deviceUUIDs: ['DEMO-GPS-0001', 'DEMO-GPS-0002', 'DEMO-GPS-0003'] } as const;

const accounts: Record<DemoOwner, typeof DEMO_ACCOUNT | typeof FLEET_ACCOUNT> = {
  demo: DEMO_ACCOUNT,
  fleet: FLEET_ACCOUNT,
};

export interface SeedResult {
  /** Whether this run created anything; false when every piece was already there. */
  created: boolean;
  email: string;
  accounts: number;
  devices: number;
  shares: number;
  /** Positions of the past week given to the new devices. */
  positions: number;
}

/**
 * Seeds the demo data: the two accounts, their devices with pictures, colours and telemetry and a week of history
 * ending now, the share of the fleet's van with the demo account, and a dealer with its trackers. Each piece is
 * looked up before it is made, so a second run creates nothing, a database seeded by an older version gets only what
 * it lacks, and a device or share someone removed stays removed. Apart from the two password hashes and the week's
 * positions (a few batched inserts) of a first run it is a handful of small queries.
 */
export async function seedDemo(db: Database, clock: Clock): Promise<SeedResult> {
  const users = createUsersRepository(db);
  const devices = createDevicesRepository(db);
  const shares = createSharesRepository(db);
  const invitations = createInvitationsRepository(db);
  const now = clock.now();
  const counts = { accounts: 0, devices: 0, shares: 0 };
  const weekDevices: WeekDevice[] = [];
  let demoAccountIsNew = false;

  const owners = {} as Record<DemoOwner, UserRow>;
  for (const [key, account] of Object.entries(accounts) as [DemoOwner, (typeof accounts)[DemoOwner]][]) {
    const existing = await users.findByEmail(account.email);
    if (existing) {
      owners[key] = existing;
      continue;
    }
    owners[key] = await provisionUser(users, clock, { ...account, roles: [...account.roles] }, invitations);
    counts.accounts += 1;
    demoAccountIsNew ||= key === 'demo';
  }

  for (const demo of demoDevices(now)) {
    if (await devices.findByUUID(demo.uuid)) continue;
    const { owner, type, uuid, imei, name, passcode, extra } = demo;
    const device = await provisionDevice(
      { users, devices },
      { owner: accounts[owner].email, type, uuid, imei, name, passcode },
      extra,
    );
    counts.devices += 1;
    if (demo.week) weekDevices.push({ row: device, routine: demo.week });
    // Shared only together with a new device, so that a share someone ended is not brought back at the next start.
    const share = demo.sharedWithDemo;
    if (
      share &&
      (await shares.insert({
        deviceId: device.id,
        userId: owners.demo.id,
        sharedUserWithEmail: owners.demo.email,
        sharerName: owners.fleet.name,
        accessRightsFlag: 1,
        isAcceptedFlag: 1,
        startDate: share.since,
        expiryDate: null,
        message: share.message,
        createdAt: share.since,
      }))
    )
      counts.shares += 1;
  }

  if (demoAccountIsNew) await groupDemoDevices(db, devices, owners.demo.id, now);
  const dealer = await seedDealer({ users, devices }, clock, DEMO_ACCOUNT.password);
  counts.accounts += dealer.accounts;
  counts.devices += dealer.devices;
  const positions = await seedDemoWeek(db, weekDevices, now);
  return {
    created: counts.accounts + counts.devices + counts.shares > 0,
    email: DEMO_ACCOUNT.email,
    ...counts,
    positions,
  };
}

/** The demo account's one group, made with the account only, so a group someone deleted stays deleted. */
async function groupDemoDevices(
  db: Database,
  devices: Pick<DevicesRepository, 'findByUUID'>,
  userId: string,
  now: Date,
): Promise<void> {
  const members = await Promise.all(DEMO_GROUP.deviceUUIDs.map((uuid) => devices.findByUUID(uuid)));
  const deviceIds = members.flatMap((device) => (device ? [device.id] : []));
  await createGroupsRepository(db).create(userId, DEMO_GROUP.name, deviceIds, now);
}
