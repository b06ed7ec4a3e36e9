import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { groupMessages, type Role } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { enterpriseUser, groupsInDatabase, userWithRoles, type CreateGroupAnswer, type ErrorAnswer, type GroupsAnswer } from './helpers/groups.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** Every group call, aimed at one group, with a body valid for someone who may use groups. */
const groupCalls = (groupId: string, deviceId: string): [string, Method, string, object?][] => [
  ['list', 'GET', '/api/device/groups'],
  ['read', 'GET', `/api/device/groups/${groupId}`],
  ['create', 'POST', '/api/device/groups/create', { name: 'Mine now', devicesId: [deviceId] }],
  ['update', 'PATCH', `/api/device/groups/update/${groupId}`, { name: 'Mine now', devicesId: [deviceId] }],
  ['delete', 'DELETE', `/api/device/groups/delete/${groupId}`],
];

/** An enterprise user with one device in one group. */
async function ownerWithGroup() {
  const owner = await enterpriseUser(t);
  const device = await insertDevice(t, owner.user._id);
  const created = await call<CreateGroupAnswer>(t, owner.authHeader, 'POST', '/api/device/groups/create', {
    name: 'Fleet',
    devicesId: [device.id],
  });
  expect(created.status).toBe(201);
  return { owner, device, groupId: created.body.groupId };
}

describe('roles (groups are for enterprise, admin, superAdmin and enterpriseNoApi)', () => {
  it.each<[Role[]]>([[['user']], [['sharedUser']], [['dealership']], [['k9']], [['user', 'dealership', 'k9']]])(
    '%j is refused every group call with 403 Permission denied, even on a group of theirs, and nothing changes',
    async (roles) => {
      const { owner, device, groupId } = await ownerWithGroup();
      const someoneElse = await ownerWithGroup();
      // The owner loses the capability: their own group is out of reach too.
      await t.database.db.update(users).set({ roles }).where(eq(users.id, owner.user._id));
      const before = await groupsInDatabase(t);
      for (const target of [groupId, someoneElse.groupId]) {
        for (const [name, method, url, body] of groupCalls(target, device.id)) {
          const answer = await call<ErrorAnswer>(t, owner.authHeader, method, url, body);
          expect(answer, name).toMatchObject({
            status: 403,
            body: { success: false, message: 'Permission denied', errors: ['Permission denied'] },
          });
        }
      }
      expect(await groupsInDatabase(t)).toEqual(before);
    },
  );

  it.each<[Role[]]>([
    [['enterprise']],
    [['admin']],
    [['superAdmin']],
    [['enterpriseNoApi']],
    [['user', 'enterpriseNoApi']],
  ])('%j may list, create, read, update and delete groups', async (roles) => {
    const member = await userWithRoles(t, roles);
    const device = await insertDevice(t, member.user._id);
    const created = await call<CreateGroupAnswer>(t, member.authHeader, 'POST', '/api/device/groups/create', {
      name: 'Fleet',
      devicesId: [device.id],
    });
    expect(created.status).toBe(201);
    for (const [name, method, url, body] of groupCalls(created.body.groupId, device.id)) {
      expect((await call(t, member.authHeader, method, url, body)).status, name).toBe(name === 'create' ? 201 : 200);
    }
  });

  it('refuses every call without a session with 401', async () => {
    const { device, groupId } = await ownerWithGroup();
    const before = await groupsInDatabase(t);
    for (const [name, method, url, body] of groupCalls(groupId, device.id)) {
      const response = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, name).toBe(401);
    }
    expect(await groupsInDatabase(t)).toEqual(before);
  });
});

describe("another user's group", () => {
  it('cannot be read, updated or deleted (404, as if it did not exist), and stays as it was', async () => {
    const { groupId } = await ownerWithGroup();
    const second = await enterpriseUser(t);
    const theirDevice = await insertDevice(t, second.user._id);
    const before = await groupsInDatabase(t);
    for (const [name, method, url, body] of groupCalls(groupId, theirDevice.id).filter(([n]) =>
      ['read', 'update', 'delete'].includes(n),
    )) {
      const answer = await call<ErrorAnswer>(t, second.authHeader, method, url, body);
      expect(answer, name).toMatchObject({
        status: 404,
        body: { success: false, message: groupMessages.notFound, errors: [groupMessages.notFound] },
      });
    }
    const list = await call<GroupsAnswer>(t, second.authHeader, 'GET', '/api/device/groups');
    expect(list.body.data).toEqual([]);
    expect(await groupsInDatabase(t)).toEqual(before);
  });

  it('answers an unknown group id the same way', async () => {
    const owner = await enterpriseUser(t);
    const answer = await call(t, owner.authHeader, 'GET', `/api/device/groups/${randomUUID()}`);
    expect(answer).toMatchObject({ status: 404, body: { message: groupMessages.notFound } });
  });
});

describe('devices the caller cannot see are refused with 400, and nothing is stored', () => {
  const DAY_MS = 86_400_000;
  /** Devices an enterprise user cannot put in a group, each with why. */
  async function unseenDevices(caller: { user: { _id: string; email: string } }) {
    const stranger = await enterpriseUser(t);
    const strangers = await insertDevice(t, stranger.user._id, { name: 'Not theirs' });
    const pending = await insertDevice(t, stranger.user._id, { name: 'Pending share' });
    await shareDevice(t, pending.id, caller.user, { isAcceptedFlag: 0 });
    const lapsed = await insertDevice(t, stranger.user._id, { name: 'Lapsed share' });
    await shareDevice(t, lapsed.id, caller.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() - DAY_MS),
    });
    const removed = await insertDevice(t, caller.user._id, { name: 'Removed', deleted: true });
    const unowned = await insertDevice(t, null, { name: 'Never claimed' });
    return [
      ["another user's device", strangers.id],
      ['an unaccepted share', pending.id],
      ['an expired Limited share', lapsed.id],
      ['a removed device', removed.id],
      ['an unowned device', unowned.id],
      ['an id no device has', randomUUID()],
    ] as const;
  }

  it('on create', async () => {
    const caller = await enterpriseUser(t);
    const own = await insertDevice(t, caller.user._id);
    for (const [why, deviceId] of await unseenDevices(caller)) {
      const before = await groupsInDatabase(t);
      const answer = await call<ErrorAnswer>(t, caller.authHeader, 'POST', '/api/device/groups/create', {
        name: 'Fleet',
        devicesId: [own.id, deviceId],
      });
      expect(answer, why).toMatchObject({
        status: 400,
        body: { success: false, message: groupMessages.devicesNotVisible, errors: [groupMessages.devicesNotVisible] },
      });
      expect(await groupsInDatabase(t), why).toEqual(before);
    }
  });

  it('on update, leaving the name and the devices as they were', async () => {
    const { owner, device, groupId } = await ownerWithGroup();
    for (const [why, deviceId] of await unseenDevices(owner)) {
      const before = await groupsInDatabase(t);
      const answer = await call<ErrorAnswer>(t, owner.authHeader, 'PATCH', `/api/device/groups/update/${groupId}`, {
        name: 'Renamed',
        devicesId: [device.id, deviceId],
      });
      expect(answer, why).toMatchObject({ status: 400, body: { message: groupMessages.devicesNotVisible } });
      expect(await groupsInDatabase(t), why).toEqual(before);
    }
  });

  it('a live share of any privilege is enough to group a device', async () => {
    const caller = await enterpriseUser(t);
    const lender = await enterpriseUser(t);
    const ids: string[] = [];
    for (const accessRightsFlag of [0, 1, 2] as const) {
      const device = await insertDevice(t, lender.user._id);
      await shareDevice(t, device.id, caller.user, {
        accessRightsFlag,
        expiryDate: new Date(t.clock.now().getTime() + DAY_MS),
      });
      ids.push(device.id);
    }
    const answer = await call(t, caller.authHeader, 'POST', '/api/device/groups/create', {
      name: 'Borrowed',
      devicesId: ids,
    });
    expect(answer.status).toBe(201);
  });
});
