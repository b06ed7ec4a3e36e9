import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FindDevicesResponse } from '@lodestar/contract';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice, shareDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const find = (userId: string, authorization: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/devices/find/${userId}${query}`, headers: { authorization } });
const devicesOf = (response: { json: () => unknown }) => (response.json() as FindDevicesResponse).data;
const names = (response: { json: () => unknown }) => devicesOf(response).map((d) => d.name);
const HOUR = 3_600_000;

describe('GET /api/devices/find/{userId}', () => {
  it('answers an empty list and a zero total for a new account (the welcome case)', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    const response = await find(user._id, authHeader, '?page=0&perPage=999&type=all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, current: 1, perPage: 999, total: 0, totalPages: 1, prev: 0, next: 0, hasPrev: false, hasNext: false },
    });
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers the page in the envelope with the pagination the reference gives: page 0 and page 1 are the first', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    for (const name of ['A', 'B', 'C', 'D', 'E']) await insertDevice(t, user._id, { name });
    const pageOf = async (page: number) => (await find(user._id, authHeader, `?page=${page}&perPage=2`)).json() as FindDevicesResponse;
    expect((await pageOf(0)).pagination).toEqual((await pageOf(1)).pagination);
    expect(await pageOf(1)).toMatchObject({
      data: [{ name: 'A' }, { name: 'B' }],
      pagination: { page: 1, perPage: 2, total: 5, totalPages: 3, prev: 0, next: 2, hasPrev: false, hasNext: true },
    });
    expect((await pageOf(2)).pagination).toMatchObject({ page: 2, prev: 1, next: 3, hasPrev: true, hasNext: true });
    expect(await pageOf(3)).toMatchObject({
      data: [{ name: 'E' }],
      pagination: { page: 3, prev: 2, next: 0, hasPrev: true, hasNext: false },
    });
    // Past the last page: no devices, and the pagination still says how many there are.
    expect(await pageOf(9)).toMatchObject({ data: [], pagination: { page: 9, total: 5, totalPages: 3, hasNext: false } });
  });

  it("lists the caller's own devices with type, name and paging, each with every field and privilege SuperOwner", async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    await insertDevice(t, user._id, { name: 'Van' });
    await insertDevice(t, user._id, { name: 'Bike', color: '#4682B4', modemTemperature: 21.5 });
    await insertDevice(t, user._id, { name: 'Suitcase', deviceType: 'smart_lock' });
    const gps = await find(user._id, authHeader, '?type=shield_gps&page=0&perPage=999');
    expect(names(gps)).toEqual(['Bike', 'Van']);
    expect(gps.headers['x-total-count']).toBe('2');
    expect(devicesOf(gps)[0]).toMatchObject({
      privilege: 3,
      color: '#4682B4',
      modem_temperature_c: 21.5,
      modem_temperature_f: 71,
      subscription: { status: 'Inactive' },
      temperature: { unit: 'c' },
      share_count: 0,
      passcode: '482913',
    });
    const page2 = await find(user._id, authHeader, '?type=all&page=2&perPage=2');
    expect(devicesOf(page2)).toHaveLength(1);
    expect(page2.headers['x-total-count']).toBe('3');
    const byName = await find(user._id, authHeader, '?name=suit');
    expect(devicesOf(byName)).toEqual([expect.objectContaining({ name: 'Suitcase', deviceType: 'smart_lock', userId: user._id })]);
    expect(devicesOf(await find(user._id, authHeader, '?filter=VAN'))).toHaveLength(1);
    expect(devicesOf(await find(user._id, authHeader, '?name=100%25'))).toEqual([]);
  });

  it('lists devices shared with the caller at their privilege, hides the passcode from non-owners, and never lists pending or removed devices', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const shared = await insertDevice(t, owner.user._id, { name: 'Shared car' });
    const pending = await insertDevice(t, owner.user._id, { name: 'Pending bike' });
    const removed = await insertDevice(t, owner.user._id, { name: 'Old lock', deleted: true });
    await shareDevice(t, shared.id, guest.user, { accessRightsFlag: 1 });
    await shareDevice(t, pending.id, guest.user, { isAcceptedFlag: 0 });
    await shareDevice(t, removed.id, guest.user);
    const list = devicesOf(await find(guest.user._id, guest.authHeader, '?type=all'));
    expect(list).toEqual([expect.objectContaining({ name: 'Shared car', privilege: 1, passcode: null, userId: owner.user._id })]);
    const ownerView = await find(owner.user._id, owner.authHeader, '?type=all');
    expect(names(ownerView)).toEqual(['Pending bike', 'Shared car']);
    expect(devicesOf(ownerView).find((d) => d.name === 'Shared car')!.share_count).toBe(1);
  });

  it('stops listing a Limited share at its expiry, and keeps an Owner share whatever its date', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const limited = await insertDevice(t, owner.user._id, { name: 'Limited' });
    const owned = await insertDevice(t, owner.user._id, { name: 'Co-owned' });
    const now = t.clock.now().getTime();
    await shareDevice(t, limited.id, guest.user, { accessRightsFlag: 2, expiryDate: new Date(now + HOUR) });
    await shareDevice(t, owned.id, guest.user, { accessRightsFlag: 0, expiryDate: new Date(now + HOUR) });
    const before = devicesOf(await find(guest.user._id, guest.authHeader, '?type=all'));
    expect(before.map((d) => [d.name, d.privilege])).toEqual([
      ['Co-owned', 0],
      ['Limited', 2],
    ]);
    t.clock.advance(HOUR + 1000);
    const after = await find(guest.user._id, guest.authHeader, '?type=all');
    expect(names(after)).toEqual(['Co-owned']);
    expect(after.headers['x-total-count']).toBe('1');
  });

  it("refuses another user's list to a second user, and lets an admin read it", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    await insertDevice(t, owner.user._id, { name: 'Car' });
    const refused = await find(owner.user._id, other.authHeader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect(refused.body).not.toContain('Car');

    await t.database.db.update(users).set({ roles: ['admin'] }).where(eq(users.id, other.user._id));
    const asAdmin = await find(owner.user._id, other.authHeader);
    expect(names(asAdmin)).toEqual(['Car']);
    expect(devicesOf(asAdmin)[0]!.passcode).toBeNull();
  });

  it('refuses callers without a session and bad queries', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/devices/find/${user._id}` })).statusCode).toBe(401);
    expect((await find(user._id, authHeader, '?perPage=100000')).statusCode).toBe(400);
    expect((await find(user._id, authHeader, '?type=toaster')).statusCode).toBe(400);
    expect((await find(user._id, authHeader, '?page=-1')).statusCode).toBe(400);
    expect((await find(user._id, authHeader, '?unknown=1')).statusCode).toBe(400);
    expect((await find('not-a-uuid', authHeader)).statusCode).toBe(400);
  });
});
