import { geoFenceTrackingTimes } from '@lodestar/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { accountShares, deviceGroupMembers, deviceGroups, devices, deviceShares, firmwares, positions, users } from '../../src/db/schema/index.js';
import { STRONG_PASSWORD, createVerifiedUser } from '../helpers/accounts.js';
import { SQUARE } from '../helpers/boundaries.js';
import { DEVICE_PASSCODE, insertDevice, shareDevice } from '../helpers/devices.js';
import { userWithRoles } from '../helpers/groups.js';
import { deviceAuthorization } from '../helpers/ingest.js';
import type { TestApp } from '../helpers/test-app.js';
import type { Hints, JsonSchema } from './bad-input-schema.js';

const FIRMWARE = '9.9.9-bad-input';
const NOTIFICATION_EMAIL = 'alerts.bad-input@example.com';
const FRIEND_EMAIL = 'friend.bad-input@example.com';

/** A signed-in owner whose requests, once past validation, reach the code behind each route. */
export interface Fixture {
  authorization: string;
  /** `Device <secret>` of the owner's tracker, for the native ingest. */
  deviceAuthorization: string;
  /** Values that make a field of that name valid for this fixture. */
  hints: Hints;
  /** Real values for a path parameter of this name and schema in a route of this URL. */
  paramValues(name: string, schema: JsonSchema, url: string): string[];
  /** Whether the session still works and everything the fixture made is still there. */
  isIntact(): Promise<boolean>;
}

/**
 * An admin and enterprise user who owns two devices (the tracker with positions, a native ingest secret, a
 * notification address and a group), shares the tracker and their account with a second user, and has an
 * invitation of each kind from that user.
 */
async function makeWorld(t: TestApp) {
  const owner = await userWithRoles(t, ['admin', 'enterprise']);
  const other = await createVerifiedUser(t);
  const tracker = await insertDevice(t, owner.user._id, { notificationEmails: [NOTIFICATION_EMAIL] });
  const lock = await insertDevice(t, owner.user._id, { deviceType: 'smart_lock', name: 'Suitcase' });
  const othersDevice = await insertDevice(t, other.user._id);
  const share = await shareDevice(t, tracker.id, other.user);
  const invitation = await shareDevice(t, othersDevice.id, owner.user, { isAcceptedFlag: 0 });
  const [accountShare, accountInvitation] = await t.database.db
    .insert(accountShares)
    .values([
      { ownerId: owner.user._id, email: other.user.email, memberId: other.user._id, isAcceptedFlag: 1 },
      { ownerId: other.user._id, email: owner.user.email, memberId: owner.user._id },
    ])
    .returning();
  const [group] = await t.database.db.insert(deviceGroups).values({ userId: owner.user._id, name: 'Bad input group' }).returning();
  await t.database.db.insert(deviceGroupMembers).values({ groupId: group!.id, deviceId: tracker.id });
  const now = t.clock.now();
  const fix = { deviceId: tracker.id, userId: owner.user._id, receivedAt: now, latitude: SQUARE[0]!.lat, longitude: SQUARE[0]!.lng, type: 'gps' as const };
  await t.database.db.insert(positions).values([1, 2].map((minutes) => ({ ...fix, fixTime: new Date(now.getTime() - minutes * 60_000) })));
  await t.database.db.insert(firmwares).values({ deviceType: 'shield_gps', version: FIRMWARE, releasedAt: now }).onConflictDoNothing();
  return { owner, other, devices: [tracker, lock], tracker, othersDevice, share, invitation, accountShare: accountShare!, accountInvitation: accountInvitation!, group: group!, now };
}
type World = Awaited<ReturnType<typeof makeWorld>>;

async function isIntact(t: TestApp, world: World): Promise<boolean> {
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: world.owner.authHeader } });
  if (me.statusCode !== 200) return false;
  const { db } = t.database;
  const found = await Promise.all([
    db.select({ id: users.id }).from(users).where(inArray(users.id, [world.owner.user._id, world.other.user._id])),
    db.select({ id: devices.id }).from(devices).where(and(inArray(devices.id, world.devices.map((device) => device.id)), eq(devices.userId, world.owner.user._id))),
    db.select({ id: deviceShares.id }).from(deviceShares).where(inArray(deviceShares.id, [world.share.id, world.invitation.id])),
    db.select({ id: accountShares.id }).from(accountShares).where(inArray(accountShares.id, [world.accountShare.id, world.accountInvitation.id])),
    db.select({ id: deviceGroups.id }).from(deviceGroups).where(eq(deviceGroups.id, world.group.id)),
  ]);
  return found.map((rows) => rows.length).join() === '2,2,2,2,1';
}

export async function createFixture(t: TestApp): Promise<Fixture> {
  const world = await makeWorld(t);
  const { owner, other, tracker, group, share, invitation, accountShare, accountInvitation } = world;
  const uuids = [owner.user._id, other.user._id, ...world.devices.map((device) => device.id), world.othersDevice.id, share.id, invitation.id, accountShare.id, accountInvitation.id, group.id];
  // The ids a route of that path most likely means; a route of another path gets all of them.
  const idsByPath: [RegExp, string[]][] = [
    [/\/groups\//, [group.id]],
    [/\/share-device\//, [share.id]],
    [/\/share-account\/find\//, [owner.user._id]],
    [/\/share-account\//, [accountShare.id]],
    [/\/invitations\//, [invitation.id, accountInvitation.id]],
    [/\/users\//, [other.user._id]],
  ];
  const hintsByField: Record<string, unknown> = {
    username: owner.user.email,
    email: FRIEND_EMAIL,
    sharedUserWithEmail: FRIEND_EMAIL,
    password: STRONG_PASSWORD,
    old: STRONG_PASSWORD,
    new: 'Another-Horse-7',
    name: 'Bad input',
    sharerName: 'Bad input',
    country: 'AU',
    timezone: 'Australia/Sydney',
    passcode: DEVICE_PASSCODE,
    deviceUUID: tracker.deviceUUID,
    deviceUUIDs: [tracker.deviceUUID],
    devicesId: world.devices.map((device) => device.id),
    shareId: share.id,
    userId: owner.user._id,
    latLongs: SQUARE,
    trackingTime: geoFenceTrackingTimes[0],
    firmware: FIRMWARE,
    timestamp: world.now.toISOString(),
    latitude: SQUARE[0]!.lat,
    longitude: SQUARE[0]!.lng,
  };
  return {
    authorization: owner.authHeader,
    deviceAuthorization: await deviceAuthorization(t, tracker.id),
    hints: (field, siblings) => (field === 'confirmation' ? (siblings.password ?? siblings.new ?? siblings.passcode) : hintsByField[field]),
    paramValues(name, schema, url) {
      if (schema.enum) return schema.enum.map(String);
      if (schema.format === 'uuid') return name === 'userId' ? [owner.user._id] : (idsByPath.find(([path]) => path.test(url))?.[1] ?? uuids);
      if (name === 'email') return [NOTIFICATION_EMAIL];
      const serials = world.devices.map((device) => device.deviceUUID);
      return /uuid/i.test(name) ? serials : [...world.devices.map((device) => device.id), ...serials];
    },
    isIntact: () => isIntact(t, world),
  };
}

/** The fixture if the last route left it whole (a route may end the session or remove what it made), else a new one. */
export async function intactFixture(t: TestApp, fixture: Fixture): Promise<Fixture> {
  return (await fixture.isIntact()) ? fixture : createFixture(t);
}
