import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceShares, positions, users } from '../src/db/schema/index.js';
import { createDeviceChanger } from '../src/modules/devices/device-change.js';
import { createDeviceGate } from '../src/modules/devices/device-gate.js';
import { createDevicesRepository } from '../src/modules/devices/devices.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { BOW_TIE, SQUARE } from './helpers/boundaries.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice } from './helpers/devices.js';
import { positionsOf } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';
import { setRoles } from './helpers/sharing.js';

const t = useTestApp();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
interface DeviceCall {
  method: Method;
  path: (ref: string) => string;
  /** A body that is valid for the owner. */
  body?: object;
  /** Whether it needs Owner or SuperOwner; the others are open to anyone who sees the device. */
  owners: boolean;
  /** The same call with bad input, refused with 400 before anything changes. */
  bad?: { path: (ref: string) => string; body?: object };
}

const WATCHER = 'watch@example.com';
/** The calls of the history, map and geofence work, each with a body valid for its owner. */
const calls: Record<string, DeviceCall> = {
  'geo-fence record': {
    method: 'GET',
    path: (ref) => `/api/geo-fence/${ref}`,
    owners: false,
    bad: { path: () => `/api/geo-fence/${'x'.repeat(101)}` },
  },
  'save geo-fence': {
    method: 'POST',
    path: (ref) => `/api/geo-fence/${ref}`,
    body: { latLongs: SQUARE.map((p) => ({ lat: p.lat + 0.01, lng: p.lng })), active: true },
    owners: true,
    bad: { path: (ref) => `/api/geo-fence/${ref}`, body: { latLongs: BOW_TIE } },
  },
  'geo-fence on': {
    method: 'PUT',
    path: (ref) => `/api/devices/geo-fence/${ref}/on`,
    owners: true,
    bad: { path: (ref) => `/api/devices/geo-fence/${ref}/maybe` },
  },
  'geo-fence rules': {
    method: 'POST',
    path: (ref) => `/api/devices/geo-fence/rules/${ref}`,
    body: { trackingTime: 300, liveTrackingUnable: true },
    owners: true,
    bad: { path: (ref) => `/api/devices/geo-fence/rules/${ref}`, body: { trackingTime: 1, liveTrackingUnable: true } },
  },
  'delete geo-fence': { method: 'DELETE', path: (ref) => `/api/devices/geo-fence/${ref}`, owners: true },
  'add notification email': {
    method: 'POST',
    path: (ref) => `/api/devices/notification-emails/${ref}`,
    body: { email: 'second@example.com' },
    owners: true,
    bad: { path: (ref) => `/api/devices/notification-emails/${ref}`, body: { email: 'not-an-address' } },
  },
  'remove notification email': {
    method: 'DELETE',
    path: (ref) => `/api/devices/notification-emails/${ref}/${encodeURIComponent(WATCHER)}`,
    owners: true,
    bad: { path: (ref) => `/api/devices/notification-emails/${ref}/${'a'.repeat(255)}` },
  },
  'locate for 10 minutes': {
    method: 'POST',
    path: (ref) => `/api/devices/locate/${ref}`,
    body: { locationReportMode: 'continuously', duration: 600 },
    owners: true,
    bad: { path: (ref) => `/api/devices/locate/${ref}`, body: { locationReportMode: 'continuously', duration: 120 } },
  },
  'clear history': {
    method: 'DELETE',
    path: (ref) => `/api/v2/history/${ref}`,
    owners: true,
    bad: { path: () => `/api/v2/history/${'x'.repeat(101)}` },
  },
  'export history': {
    method: 'GET',
    path: (ref) => `/api/v2/history/${ref}/csv`,
    owners: true,
    bad: { path: () => `/api/v2/history/${'x'.repeat(101)}/csv` },
  },
};
const entries = Object.entries(calls);

/** A device with a boundary, a notification email and three positions of its owner. */
async function ownedDevice() {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, {
    mapBoundaryPoints: SQUARE,
    notificationEmails: [WATCHER],
    lastSeenTime: new Date('2026-11-20T08:00:00Z'),
  });
  await t.database.db
    .insert(positions)
    .values(
      [1, 2, 3].map((n) => ({
        deviceId: device.id,
        userId: owner.user._id,
        fixTime: new Date(Date.UTC(2026, 10, 20, 8, n)),
        receivedAt: new Date(),
        latitude: -33.87,
        longitude: 151.21,
        type: 'gps' as const,
      })),
    );
  return { owner, device };
}

/** Everything the calls could change. */
const stateOf = async (deviceId: string) => ({
  device: await deviceRow(t, deviceId),
  positions: (await positionsOf(t, deviceId)).length,
  commands: await commandsOf(t, deviceId),
});

/** The call as this user; a CSV answer's body is its text. */
async function send(authorization: string, entry: DeviceCall, ref: string) {
  const response = await t.app.inject({
    method: entry.method,
    url: entry.path(ref),
    headers: { authorization },
    ...(entry.body ? { payload: entry.body } : {}),
  });
  const json = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: json ? (response.json() as unknown) : response.body };
}

describe('a second user can neither read nor change the device through these calls', () => {
  it.each(entries)('%s: 404 by _id and by serial number, and nothing changes', async (_name, entry) => {
    const { device } = await ownedDevice();
    const stranger = await createVerifiedUser(t);
    const before = await stateOf(device.id);
    for (const ref of [device.id, device.deviceUUID]) {
      const answer = await send(stranger.authHeader, entry, ref);
      expect(answer).toMatchObject({
        status: 404,
        body: { success: false, message: 'Device not found', errors: ['Device not found'] },
      });
    }
    expect(await stateOf(device.id)).toEqual(before);
  });

  it('leaves their devices out of the activity history', async () => {
    const { device } = await ownedDevice();
    const stranger = await createVerifiedUser(t);
    await setRoles(t, stranger.user._id, ['enterprise']);
    const answer = await call(t, stranger.authHeader, 'POST', '/api/v2/history', {
      deviceUUIDs: [device.deviceUUID],
      perDevice: 10,
    });
    expect(answer.body).toEqual({ success: true, locations: [] });
  });

  it('refuses every call without a session with 401', async () => {
    const { device } = await ownedDevice();
    const before = await stateOf(device.id);
    for (const [name, entry] of entries) {
      const response = await t.app.inject({
        method: entry.method,
        url: entry.path(device.id),
        ...(entry.body ? { payload: entry.body } : {}),
      });
      expect(response.statusCode, name).toBe(401);
    }
    expect(await stateOf(device.id)).toEqual(before);
  });
});

describe('privileges on a shared device', () => {
  it.each([
    ['Limited', 2],
    ['Unrestricted', 1],
  ] as const)(
    '%s reads the geo-fence and is refused every change and the export with 403 Permission denied',
    async (_name, accessRightsFlag) => {
      const { device } = await ownedDevice();
      const guest = await createVerifiedUser(t);
      await shareDevice(t, device.id, guest.user, {
        accessRightsFlag,
        expiryDate: new Date(t.clock.now().getTime() + 86_400_000),
      });
      const before = await stateOf(device.id);
      for (const [name, entry] of entries) {
        const answer = await send(guest.authHeader, entry, device.deviceUUID);
        if (entry.owners)
          expect(answer, name).toMatchObject({
            status: 403,
            body: { success: false, message: 'Permission denied', errors: ['Permission denied'] },
          });
        else expect(answer.status, name).toBe(200);
      }
      expect(await stateOf(device.id)).toEqual(before);
      await setRoles(t, guest.user._id, ['enterprise']);
      const activity = await call<{ locations: unknown[] }>(t, guest.authHeader, 'POST', '/api/v2/history', {
        deviceUUIDs: [device.deviceUUID],
        perDevice: 10,
      });
      expect(activity.body.locations).toHaveLength(3);
      // The notification emails are other people's addresses: only those who manage them see them.
      const read = await call<{ device: { notificationEmails: string[] }[] }>(t, guest.authHeader, 'GET', `/api/devices/${device.id}`);
      expect(read.body.device[0]!.notificationEmails).toEqual([]);
    },
  );

  it.each(entries)('an Owner share may %s', async (_name, entry) => {
    const { device } = await ownedDevice();
    const coOwner = await createVerifiedUser(t);
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    const answer = await send(coOwner.authHeader, entry, device.id);
    expect(answer.status).toBe(200);
    if (typeof answer.body === 'string') expect(answer.body).toMatch(/^\uFEFFCreated On,/);
    else expect(answer.body).toMatchObject({ success: true });
  });

  it('a share downgraded after the check is refused under the row lock, and nothing changes', async () => {
    const { device } = await ownedDevice();
    const coOwner = await createVerifiedUser(t);
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    const [caller] = await t.database.db.select().from(users).where(eq(users.id, coOwner.user._id));
    const repository = createDevicesRepository(t.database.db);
    const gated = await createDeviceGate(repository, t.clock)(caller!, device.id, 'geofence');
    await t.database.db.update(deviceShares).set({ accessRightsFlag: 1 }).where(eq(deviceShares.deviceId, device.id));
    const before = await stateOf(device.id);
    const changeDevice = createDeviceChanger(repository, t.clock);
    await expect(
      changeDevice(caller!, gated, () => ({ changes: { mapBoundaryPoints: [] }, commands: [] }), 'changed'),
    ).rejects.toMatchObject({ message: 'Permission denied' });
    expect(await stateOf(device.id)).toEqual(before);
  });

  it('the sharedUser role does not take these calls away from an Owner share', async () => {
    const { device } = await ownedDevice();
    const coOwner = await createVerifiedUser(t);
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    await t.database.db
      .update(users)
      .set({ roles: ['sharedUser'] })
      .where(eq(users.id, coOwner.user._id));
    for (const [name, entry] of entries)
      expect((await send(coOwner.authHeader, entry, device.id)).status, name).toBe(200);
  });
});

describe('bad input', () => {
  it.each(entries.filter(([, entry]) => entry.bad))(
    '%s: 400 with the documented error body, and nothing changes',
    async (_name, entry) => {
      const { owner, device } = await ownedDevice();
      const before = await stateOf(device.id);
      const answer = await call<{ success: boolean; message: string; errors: string[] }>(
        t,
        owner.authHeader,
        entry.method,
        entry.bad!.path(device.id),
        entry.bad!.body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: answer.body.errors[0], errors: [expect.any(String)] });
      expect(await stateOf(device.id)).toEqual(before);
    },
  );
});
