import { describe, expect, it } from 'vitest';
import { accountShares } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice, shareDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name);

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

  it('pages own, shared and account devices in one name order, a device reached twice listed and counted once', async () => {
    const anna = await createVerifiedUser(t);
    const ben = await createVerifiedUser(t);
    await insertDevice(t, anna.user._id, { name: 'B anna' });
    await insertDevice(t, anna.user._id, { name: 'D anna', deviceType: 'smart_lock' });
    const sharedTwice = await insertDevice(t, ben.user._id, { name: 'A ben' });
    await insertDevice(t, ben.user._id, { name: 'C ben', deviceType: 'smart_lock' });
    await insertDevice(t, ben.user._id, { name: 'E ben' });
    await insertDevice(t, ben.user._id, { name: 'F ben removed', deleted: true });
    await shareDevice(t, sharedTwice.id, anna.user);
    await t.database.db
      .insert(accountShares)
      .values({ ownerId: ben.user._id, email: anna.user.email, memberId: anna.user._id, isAcceptedFlag: 1 });

    const page = async (query: string) => {
      const response = await get(`/api/devices/find/${anna.user._id}?${query}`, anna.authHeader);
      expect(response.statusCode).toBe(200);
      return { names: names(response.json()), total: response.headers['x-total-count'] };
    };
    const pages = [1, 2, 3].map((n) => page(`type=all&page=${n}&perPage=2`));
    expect(await Promise.all(pages)).toEqual([
      { names: ['A ben', 'B anna'], total: '5' },
      { names: ['C ben', 'D anna'], total: '5' },
      { names: ['E ben'], total: '5' },
    ]);
    expect(await page('type=smart_lock&page=1&perPage=6')).toEqual({ names: ['C ben', 'D anna'], total: '2' });
    expect(await page('type=all&name=anna&page=1&perPage=6')).toEqual({ names: ['B anna', 'D anna'], total: '2' });
    expect(await page('type=shield_gps&name=ben&page=1&perPage=1')).toEqual({ names: ['A ben'], total: '2' });
    expect(await page('type=all&page=1&perPage=999')).toMatchObject({ total: '5' });
  });

  // Nothing makes (owner, member) or (device, user) unique: a second invitation to the member's new address (after
  // an email change) gives a second accepted row naming the same user.
  it('pages every device of a membership or a share the user holds twice', async () => {
    const anna = await createVerifiedUser(t);
    const ben = await createVerifiedUser(t);
    const carl = await createVerifiedUser(t);
    for (const name of ['A ben', 'B ben', 'C ben']) await insertDevice(t, ben.user._id, { name });
    await t.database.db.insert(accountShares).values([
      { ownerId: ben.user._id, email: anna.user.email, memberId: anna.user._id, isAcceptedFlag: 1 },
      { ownerId: ben.user._id, email: `new-${anna.user.email}`, memberId: anna.user._id, isAcceptedFlag: 1 },
    ]);
    const twice = await insertDevice(t, carl.user._id, { name: 'D carl' });
    const once = await insertDevice(t, carl.user._id, { name: 'E carl' });
    await shareDevice(t, twice.id, anna.user);
    await shareDevice(t, twice.id, { _id: anna.user._id, email: `new-${anna.user.email}` });
    await shareDevice(t, once.id, anna.user);

    const page = async (n: number) => {
      const response = await get(`/api/devices/find/${anna.user._id}?type=all&page=${n}&perPage=2`, anna.authHeader);
      return { names: names(response.json()), total: response.headers['x-total-count'] };
    };
    expect([await page(1), await page(2), await page(3)]).toEqual([
      { names: ['A ben', 'B ben'], total: '5' },
      { names: ['C ben', 'D carl'], total: '5' },
      { names: ['E carl'], total: '5' },
    ]);
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
