import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice, sharesOf } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
/** Every call that names one device, with a body that would be valid for its owner. */
const deviceCalls: [name: string, method: Method, path: (ref: string) => string, body?: object][] = [
  ['get device', 'GET', (ref) => `/api/devices/${ref}`],
  ['update device', 'PUT', (ref) => `/api/devices/${ref}`, { name: 'Taken over' }],
  ['remove device', 'DELETE', (ref) => `/api/devices/${ref}`],
  ['alarm on', 'PUT', (ref) => `/api/devices/alarm/${ref}/on`],
  ['modem info', 'GET', (ref) => `/api/devices/modemInfo/${ref}`],
  ['operating mode', 'PUT', (ref) => `/api/devices/operating-mode/${ref}`, { operatingMode: 'batteryLife' }],
  ['airplane mode', 'PUT', (ref) => `/api/devices/airplane-mode/${ref}`, { duration: 3600 }],
  ['alert settings', 'PUT', (ref) => `/api/devices/alert-settings/${ref}`, { pushNotification: false }],
  ['temperature', 'GET', (ref) => `/api/devices/temperature/${ref}`],
  ['firmware status', 'GET', (ref) => `/api/firmwares/update/${ref}`],
  ['firmware update', 'POST', (ref) => `/api/firmwares/update/${ref}`, { firmware: '2.4.1' }],
  ['remove all sharing', 'DELETE', (ref) => `/api/share-device/all/${ref}`],
];

describe('a second user can neither read nor change the first user’s device', () => {
  it.each(deviceCalls)('%s: 404 by _id and by deviceUUID, and nothing changes', async (_name, method, path, body) => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { name: 'Mine', modemTemperature: 20, firmwareVersion: '2.3.0' });
    const bystander = await createVerifiedUser(t);
    await shareDevice(t, device.id, bystander.user);

    for (const ref of [device.id, device.deviceUUID]) {
      const answer = await call<{ success: boolean; message: string }>(t, stranger.authHeader, method, path(ref), body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Device not found', errors: ['Device not found'] });
    }
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
    expect(await sharesOf(t, device.id)).toHaveLength(1);
  });

  it('404s a removed device for its former owner, and an unknown reference for anyone', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { deleted: true });
    expect((await call(t, owner.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect((await call(t, owner.authHeader, 'GET', '/api/devices/NO-SUCH-SERIAL')).status).toBe(404);
  });

  it('refuses every device call without a session', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    for (const [, method, path, body] of deviceCalls) {
      const response = await t.app.inject({ method, url: path(device.id), ...(body ? { payload: body } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('privileges on a shared device', () => {
  const statuses = async (authorization: string, ref: string) => {
    const result: Record<string, number> = {};
    for (const [name, method, path, body] of deviceCalls) {
      if (method === 'DELETE') continue;
      result[name] = (await call(t, authorization, method, path(ref), body)).status;
    }
    return result;
  };

  it('Limited reads and asks the temperature, and is refused every change with 403 Permission denied', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { firmwareVersion: '2.3.0' });
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 86_400_000) });
    expect(await statuses(guest.authHeader, device.deviceUUID)).toEqual({
      'get device': 200,
      'update device': 403,
      'alarm on': 403,
      'modem info': 200,
      'operating mode': 403,
      'airplane mode': 403,
      'alert settings': 403,
      temperature: 200,
      'firmware status': 200,
      'firmware update': 403,
    });
    const refused = await call(t, guest.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Permission denied' } });
    expect((await call(t, guest.authHeader, 'DELETE', `/api/share-device/all/${device.id}`)).status).toBe(403);
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it('Limited stops working at its expiry: every call answers 404', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 60_000) });
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(200);
    t.clock.advance(60_000);
    const after = await statuses(guest.authHeader, device.id);
    expect(Object.values(after).every((status) => status === 404)).toBe(true);
  });

  it('Unrestricted may switch its alerts but not act on the device; Owner may act but not remove', async () => {
    const owner = await createVerifiedUser(t);
    const unrestricted = await createVerifiedUser(t);
    const coOwner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { firmwareVersion: '2.3.0' });
    await shareDevice(t, device.id, unrestricted.user, { accessRightsFlag: 1 });
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });

    const asUnrestricted = await statuses(unrestricted.authHeader, device.id);
    expect(asUnrestricted).toMatchObject({ 'alert settings': 200, 'alarm on': 403, 'update device': 403, 'operating mode': 403 });

    const asOwner = await statuses(coOwner.authHeader, device.id);
    expect(Object.values(asOwner).every((status) => status === 200)).toBe(true);
    expect((await call(t, coOwner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(403);
    expect((await call(t, coOwner.authHeader, 'DELETE', `/api/share-device/all/${device.id}`)).status).toBe(403);
  });

  it('the sharedUser role may not remove even its own device', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    await t.database.db.update(users).set({ roles: ['sharedUser'] }).where(eq(users.id, owner.user._id));
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(403);
    expect((await call(t, owner.authHeader, 'PUT', `/api/devices/alarm/${device.id}/on`)).status).toBe(200);
  });
});
