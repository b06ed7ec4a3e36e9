import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const names = (body: { name: string }[]) => body.map((d) => d.name);

// The device list and the gate's device read are prepared once per shape and then run for whoever calls: each
// run must answer for its own caller, time and filter, never for the one the statement was first prepared with.
describe('prepared device reads', () => {
  it('answer each caller their own devices, whichever shape of the list ran before and for whom', async () => {
    const anna = await createVerifiedUser(t);
    const ben = await createVerifiedUser(t);
    await insertDevice(t, anna.user._id, { name: 'Anna van' });
    await insertDevice(t, anna.user._id, { name: 'Anna lock', deviceType: 'smart_lock' });
    await insertDevice(t, ben.user._id, { name: 'Ben van' });
    await insertDevice(t, ben.user._id, { name: 'Ben lock', deviceType: 'smart_lock' });

    for (const query of ['?type=all', '?type=smart_lock', '?name=van', '?type=smart_lock&name=lock']) {
      for (const [caller, own] of [
        [anna, 'Anna'],
        [ben, 'Ben'],
        [anna, 'Anna'],
      ] as const) {
        const response = await get(`/api/devices/find/${caller.user._id}${query}&page=1&perPage=6`, caller.authHeader);
        expect(response.statusCode).toBe(200);
        const listed = names(response.json());
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.every((name) => name.startsWith(own))).toBe(true);
        expect(response.headers['x-total-count']).toBe(String(listed.length));
      }
    }
  });

  it('finds a device by _id, by deviceUUID and by a serial that is no UUID, only for those who see it', async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const byUuid = await insertDevice(t, owner.user._id, { name: 'UUID serial', deviceUUID: crypto.randomUUID() });
    const bySerial = await insertDevice(t, owner.user._id, { name: 'Plain serial' });

    for (const ref of [byUuid.id, byUuid.deviceUUID, bySerial.id, bySerial.deviceUUID]) {
      const seen = await get(`/api/devices/${encodeURIComponent(ref)}`, owner.authHeader);
      expect(seen.statusCode).toBe(200);
      expect((await get(`/api/devices/${encodeURIComponent(ref)}`, stranger.authHeader)).statusCode).toBe(404);
    }
    expect((await get(`/api/devices/${byUuid.id.toUpperCase()}`, owner.authHeader)).json().device[0].name).toBe(
      'UUID serial',
    );
  });
});
