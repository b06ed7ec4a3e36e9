import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountMessages, isListedUser, messages, type ApiKeyCreated, type Role, type UsersResponse } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, DEVICE_PASSCODE, deviceRow, insertDevice, shareDevice, sharesOf } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody } from './helpers/sharing.js';
import { connectSocket, listeningTestApp, nextDisconnect } from './helpers/sockets.js';
import type { TestApp } from './helpers/test-app.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const search = (authorization: string, query: string) =>
  call<UsersResponse>(t, authorization, 'GET', `/api/v2/users?${query}`);
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

/** Users no other test has made: `<tag>-<name>@example.com`, named as given. */
async function taggedUsers(tag: string, people: [local: string, name: string][]) {
  for (const [local, name] of people) await createVerifiedUser(t, { email: `${tag}-${local}@example.com`, name });
}

describe('GET /api/v2/users', () => {
  it('answers 401 without a session and 403 to everyone but admins, superAdmins and sellers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/users' })).statusCode).toBe(401);
    for (const roles of [['user'], ['enterprise'], ['enterpriseNoApi', 'dealership']] as Role[][]) {
      const { authHeader } = await userWithRoles(t, roles);
      expect(await search(authHeader, ''), roles.join()).toMatchObject({
        status: 403,
        body: errorBody(messages.permissionDenied),
      });
    }
  });

  it('lists each account with the devices it holds and its last sign-in', async () => {
    const tag = `dc${Date.now()}`;
    const holder = await createVerifiedUser(t, { email: `${tag}-holder@example.com` });
    await insertDevice(t, holder.user._id);
    await insertDevice(t, holder.user._id, { deviceType: 'smart_lock' });
    await insertDevice(t, holder.user._id, { deleted: true });
    const { authHeader } = await userWithRoles(t, ['admin']);
    const [listed] = (await search(authHeader, `filter=${tag}`)).body.data.filter(isListedUser);
    expect(listed).toMatchObject({ _id: holder.user._id, deviceCount: 2 });
    expect(Date.parse(listed?.lastSignInAt ?? '')).toBe(t.clock.now().getTime());
    expect(listed).not.toHaveProperty('profilePicture');
  });

  it('finds by email or name, any case, ordered by email, paged (page 0 and 1 are the first)', async () => {
    const tag = `pg${Date.now()}`;
    await taggedUsers(tag, [
      ['c', 'Carol'],
      ['a', 'Alice'],
      ['b', 'Bob'],
    ]);
    const { authHeader } = await userWithRoles(t, ['admin']);
    const first = await search(authHeader, `filter=${tag.toUpperCase()}&perPage=2&page=0`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((user) => user.email)).toEqual([`${tag}-a@example.com`, `${tag}-b@example.com`]);
    expect(first.body.pagination).toMatchObject({
      page: 1,
      perPage: 2,
      total: 3,
      totalPages: 2,
      hasNext: true,
      next: 2,
      hasPrev: false,
    });
    expect((await search(authHeader, `filter=${tag}&perPage=2&page=1`)).body).toEqual(first.body);
    const second = await search(authHeader, `filter=${tag}&perPage=2&page=2`);
    expect(second.body.data.map((user) => user.name)).toEqual(['Carol']);

    const byName = await search(authHeader, `filter=${encodeURIComponent('aLiC')}&perPage=100`);
    expect(byName.body.data.map((user) => user.email)).toContain(`${tag}-a@example.com`);
    expect(byName.body.data[0]).not.toHaveProperty('passwordHash');
  });

  it('takes % and _ in the filter literally', async () => {
    const tag = `wc${Date.now()}`;
    await taggedUsers(tag, [
      ['x', `${tag} 100% sure`],
      ['y', `${tag} 1000 sure`],
      ['z', `${tag} a_b`],
      ['w', `${tag} aXb`],
    ]);
    const { authHeader } = await userWithRoles(t, ['superAdmin']);
    const names = async (filter: string) =>
      (await search(authHeader, `filter=${encodeURIComponent(filter)}&perPage=100`)).body.data.map((user) => user.name);
    expect(await names('100%')).toEqual([`${tag} 100% sure`]);
    expect(await names(`${tag} a_b`)).toEqual([`${tag} a_b`]);
    expect(await names(`${tag}%`)).toEqual([]);
  });

  it('answers each user without the profile picture (up to 400 kB each)', async () => {
    const tag = `pic${Date.now()}`;
    await taggedUsers(tag, [['p', 'Pictured Person']]);
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
    await t.database.db
      .update(users)
      .set({ profilePicture: picture })
      .where(eq(users.email, `${tag}-p@example.com`));
    const { authHeader } = await userWithRoles(t, ['admin']);
    const found = await search(authHeader, `filter=${tag}`);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ email: `${tag}-p@example.com`, name: 'Pictured Person' });
    expect(found.body.data[0]).not.toHaveProperty('profilePicture');
  });

  it('refuses a bad query with 400', async () => {
    const { authHeader } = await userWithRoles(t, ['admin']);
    for (const query of ['perPage=101', 'perPage=0', 'page=-1', 'page=x', 'sort=email']) {
      expect((await search(authHeader, query)).status, query).toBe(400);
    }
  });
});

describe('DELETE /api/users/{id}', () => {
  const remove = (authorization: string, id: string) => call(t, authorization, 'DELETE', `/api/users/${id}`);

  it('answers 401 without a session and 403 to everyone but a superAdmin, and deletes nothing', async () => {
    const target = await createVerifiedUser(t);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${target.user._id}` })).statusCode).toBe(401);
    for (const roles of [['admin'], ['user'], ['enterprise']] as Role[][]) {
      const { authHeader } = await userWithRoles(t, roles);
      expect(await remove(authHeader, target.user._id), roles.join()).toMatchObject({
        status: 403,
        body: errorBody(messages.permissionDenied),
      });
    }
    expect(await userRow(target.user._id)).toBeDefined();
  });

  it('answers 409 for the superAdmin themself and 404 for an id that is nobody (UUID or not)', async () => {
    const { authHeader, user } = await userWithRoles(t, ['superAdmin']);
    expect(await remove(authHeader, user._id)).toMatchObject({
      status: 409,
      body: errorBody(accountMessages.cannotDeleteSelf),
    });
    for (const id of [randomUUID(), 'not-a-uuid', '00000000-0000-0000-0000-00000000000g']) {
      expect(await remove(authHeader, id), id).toMatchObject({
        status: 404,
        body: errorBody(accountMessages.userNotFound),
      });
    }
    expect(await userRow(user._id)).toBeDefined();
  });

  it("answers 409 for the superAdmin's own id in capitals too; another user's id in capitals deletes that user, key sockets too", async () => {
    const { authHeader, user } = await userWithRoles(t, ['superAdmin']);
    expect(await remove(authHeader, user._id.toUpperCase())).toMatchObject({
      status: 409,
      body: errorBody(accountMessages.cannotDeleteSelf),
    });
    expect(await userRow(user._id)).toBeDefined();
    expect((await call(t, authHeader, 'GET', '/api/users/me')).status).toBe(200);

    const other = await userWithRoles(t, ['enterprise']);
    const { body: created } = await call<ApiKeyCreated>(t, other.authHeader, 'POST', '/api/v2/account/clientKey');
    const keySocket = await connectSocket(baseUrl, `Bearer ${created.key}`);
    const dropped = nextDisconnect(keySocket);
    expect((await remove(authHeader, other.user._id.toUpperCase())).status).toBe(200);
    expect(await userRow(other.user._id)).toBeUndefined();
    expect(await dropped).toBe('io server disconnect');
  });

  it('deletes the account: sessions, key and sockets end, devices are unclaimed and no longer shared', async () => {
    const admin = await userWithRoles(t, ['superAdmin']);
    const target = await userWithRoles(t, ['enterprise']);
    const { body: created } = await call<ApiKeyCreated>(t, target.authHeader, 'POST', '/api/v2/account/clientKey');
    const friend = await createVerifiedUser(t);
    const device = await insertDevice(t, target.user._id);
    await shareDevice(t, device.id, friend.user);
    expect((await call(t, friend.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(200);
    const sockets = [
      await connectSocket(baseUrl, target.authHeader),
      await connectSocket(baseUrl, `Bearer ${created.key}`),
    ];
    const disconnects = sockets.map((socket) => nextDisconnect(socket));

    const answer = await remove(admin.authHeader, target.user._id);
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: accountMessages.removedSuccessfully },
    });
    expect(await Promise.all(disconnects)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await userRow(target.user._id)).toBeUndefined();
    expect((await call(t, target.authHeader, 'GET', '/api/users/me')).status).toBe(401);
    expect((await call(t, `Bearer ${created.key}`, 'GET', '/api/users/me')).status).toBe(401);
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: null });
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect((await call(t, friend.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect(await remove(admin.authHeader, target.user._id)).toMatchObject({ status: 404 });

    // The device has a new passcode (and is told to rekey), which the operator hands on (device:passcode).
    const claim = (passcode: string) =>
      call(t, friend.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode, name: 'Second-hand tracker' });
    expect((await claim(DEVICE_PASSCODE)).status).toBe(400);
    const { passcode } = (await deviceRow(t, device.id))!;
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.status, c.payload])).toEqual([['rekey', 'queued', { passcode }]]);
    expect(await claim(passcode)).toMatchObject({ status: 201, body: { device: { userId: friend.user._id } } });
  });
});
