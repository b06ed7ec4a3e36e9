import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { createVerifiedUser } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (userId: string, authorization: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/devices/find/${userId}${query}`, headers: { authorization } });

describe('GET /api/devices/find/{userId}', () => {
  it('answers an empty list and a zero total for a new account (the welcome case)', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    const response = await find(user._id, authHeader, '?page=0&perPage=999&type=all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it("lists the caller's own devices with type, name and paging", async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    await t.database.db.insert(devices).values([
      { deviceUUID: `GPS-${user._id}-1`, name: 'Van', deviceType: 'shield_gps', userId: user._id },
      { deviceUUID: `GPS-${user._id}-2`, name: 'Bike', deviceType: 'shield_gps', userId: user._id },
      { deviceUUID: `LOCK-${user._id}`, name: 'Suitcase', deviceType: 'smart_lock', userId: user._id },
    ]);
    const gps = await find(user._id, authHeader, '?type=shield_gps&page=0&perPage=999');
    expect(gps.json().map((d: { name: string }) => d.name)).toEqual(['Bike', 'Van']);
    expect(gps.headers['x-total-count']).toBe('2');
    const page2 = await find(user._id, authHeader, '?type=all&page=2&perPage=2');
    expect(page2.json()).toHaveLength(1);
    expect(page2.headers['x-total-count']).toBe('3');
    const byName = await find(user._id, authHeader, '?name=suit');
    expect(byName.json()).toEqual([expect.objectContaining({ name: 'Suitcase', deviceType: 'smart_lock', userId: user._id })]);
    expect((await find(user._id, authHeader, '?name=100%25')).json()).toEqual([]);
  });

  it("refuses another user's list to a second user, and lets an admin read it", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    await t.database.db.insert(devices).values({ deviceUUID: `GPS-${owner.user._id}`, name: 'Car', deviceType: 'shield_gps', userId: owner.user._id });
    const refused = await find(owner.user._id, other.authHeader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect(refused.body).not.toContain('Car');

    await t.database.db.update(users).set({ roles: ['admin'] }).where(eq(users.id, other.user._id));
    const asAdmin = await find(owner.user._id, other.authHeader);
    expect(asAdmin.json().map((d: { name: string }) => d.name)).toEqual(['Car']);
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
