import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GROUP_DEVICES_MAX, groupMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { deviceGroupMembers, devices } from '../src/db/schema/index.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { enterpriseUser, groupsInDatabase, type CreateGroupAnswer, type ErrorAnswer, type GroupAnswer, type GroupsAnswer, type UpdateGroupAnswer } from './helpers/groups.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const DAY_MS = 86_400_000;

/** Creates a group as this user and answers its id; the clock moves on a second so creation order is clear. */
async function createGroup(authHeader: string, name: string, devicesId: string[]) {
  const answer = await call<CreateGroupAnswer>(t, authHeader, 'POST', '/api/device/groups/create', { name, devicesId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  t.clock.advance(1000);
  return answer.body.groupId;
}

/** Many devices of one owner in one insert, named so that their order by name is known. */
async function insertDevices(ownerId: string, howMany: number) {
  return t.database.db
    .insert(devices)
    .values(
      Array.from({ length: howMany }, (_, n) => ({
        deviceUUID: `SN-${randomUUID().slice(0, 13)}`,
        name: `Unit ${String(n).padStart(4, '0')}`,
        deviceType: 'shield_gps' as const,
        passcode: '482913',
        userId: ownerId,
      })),
    )
    .returning();
}

describe('group calls', () => {
  it('create, read, rename, replace the devices and delete a group', async () => {
    const owner = await enterpriseUser(t);
    const friend = await enterpriseUser(t);
    const van = await insertDevice(t, owner.user._id, { name: 'Van' });
    const boat = await insertDevice(t, owner.user._id, { name: 'Boat' });
    const shared = await insertDevice(t, friend.user._id, { name: 'Caravan' });
    await shareDevice(t, shared.id, owner.user, { accessRightsFlag: 1 });

    const created = await call<CreateGroupAnswer>(t, owner.authHeader, 'POST', '/api/device/groups/create', {
      name: '  Fleet  ',
      devicesId: [van.id, shared.id, boat.id, van.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, message: groupMessages.created, groupId: expect.any(String) });
    const { groupId } = created.body;

    const read = await call<GroupAnswer>(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      success: true,
      group: {
        _id: groupId,
        name: 'Fleet',
        devicesId: [boat.id, shared.id, van.id],
        deviceCount: 3,
        createdAt: t.clock.now().toISOString(),
        devices: [
          expect.objectContaining({ _id: boat.id, name: 'Boat', privilege: 3, passcode: boat.passcode }),
          expect.objectContaining({ _id: shared.id, name: 'Caravan', privilege: 1, passcode: null }),
          expect.objectContaining({ _id: van.id, name: 'Van', privilege: 3 }),
        ],
      },
    });

    const renamed = await call<UpdateGroupAnswer>(
      t,
      owner.authHeader,
      'PATCH',
      `/api/device/groups/update/${groupId}`,
      { name: 'Boats and vans' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      success: true,
      message: 'Updated successfully',
      group: {
        _id: groupId,
        name: 'Boats and vans',
        devicesId: [boat.id, shared.id, van.id],
        deviceCount: 3,
        createdAt: read.body.group.createdAt,
      },
    });

    const replaced = await call<UpdateGroupAnswer>(
      t,
      owner.authHeader,
      'PATCH',
      `/api/device/groups/update/${groupId}`,
      { devicesId: [van.id, shared.id] },
    );
    expect(replaced.body.group).toMatchObject({
      name: 'Boats and vans',
      devicesId: [shared.id, van.id],
      deviceCount: 2,
    });
    const members = await t.database.db
      .select()
      .from(deviceGroupMembers)
      .where(eq(deviceGroupMembers.groupId, groupId));
    expect(members.map((m) => m.deviceId).sort()).toEqual([shared.id, van.id].sort());

    const removed = await call(t, owner.authHeader, 'DELETE', `/api/device/groups/delete/${groupId}`);
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Removed successfully' } });
    expect(await call(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`)).toMatchObject({
      status: 404,
      body: { success: false, message: groupMessages.notFound, errors: [groupMessages.notFound] },
    });
    expect(await call(t, owner.authHeader, 'DELETE', `/api/device/groups/delete/${groupId}`)).toMatchObject({
      status: 404,
    });
    expect((await groupsInDatabase(t)).members.filter((m) => m.groupId === groupId)).toEqual([]);
    // The devices stay as they were.
    const read2 = await call<{ device: unknown[] }>(t, owner.authHeader, 'GET', `/api/devices/${van.id}`);
    expect(read2.status).toBe(200);
  });

  it('lists the caller’s groups oldest first, paged, with a case-insensitive name filter', async () => {
    const owner = await enterpriseUser(t);
    const other = await enterpriseUser(t);
    const device = await insertDevice(t, owner.user._id);
    await createGroup(other.authHeader, 'North vans', [(await insertDevice(t, other.user._id)).id]);
    const names = ['North vans', 'South VANS', 'Boats', '100% trucks', 'Cars', 'Bikes', 'Vans_east'];
    const ids: string[] = [];
    for (const name of names) ids.push(await createGroup(owner.authHeader, name, [device.id]));

    const first = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?page=1&perPage=5');
    expect(first.status).toBe(200);
    expect(first.body.data.map((g) => g.name)).toEqual(names.slice(0, 5));
    expect(first.body.data[0]).toEqual({
      _id: ids[0],
      name: 'North vans',
      devicesId: [device.id],
      deviceCount: 1,
      createdAt: expect.any(String),
    });
    expect(first.body.pagination).toEqual({
      page: 1,
      current: 1,
      perPage: 5,
      total: 7,
      totalPages: 2,
      prev: 0,
      next: 2,
      hasPrev: false,
      hasNext: true,
    });

    const second = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?page=2&perPage=5');
    expect(second.body.data.map((g) => g._id)).toEqual(ids.slice(5));
    expect(second.body.pagination).toMatchObject({ page: 2, prev: 1, next: 0, hasPrev: true, hasNext: false });

    const pageZero = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?page=0&perPage=5');
    expect(pageZero.body.data.map((g) => g._id)).toEqual(ids.slice(0, 5));

    const filtered = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?filter=vAnS');
    expect(filtered.body.data.map((g) => g.name)).toEqual(['North vans', 'South VANS', 'Vans_east']);
    expect(filtered.body.pagination).toMatchObject({ total: 3, perPage: 10 });

    // LIKE's wildcards are taken as plain characters.
    const percent = await call<GroupsAnswer>(
      t,
      owner.authHeader,
      'GET',
      `/api/device/groups?filter=${encodeURIComponent('0%')}`,
    );
    expect(percent.body.data.map((g) => g.name)).toEqual(['100% trucks']);
    const underscore = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?filter=s_');
    expect(underscore.body.data.map((g) => g.name)).toEqual(['Vans_east']);

    const none = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups?filter=planes');
    expect(none.body).toEqual({
      success: true,
      data: [],
      pagination: {
        page: 1,
        current: 1,
        perPage: 10,
        total: 0,
        totalPages: 1,
        prev: 0,
        next: 0,
        hasPrev: false,
        hasNext: false,
      },
    });
  });

  it('keeps only the devices the owner still sees: a lapsed share and a removed device drop out', async () => {
    const owner = await enterpriseUser(t);
    const friend = await enterpriseUser(t);
    const own = await insertDevice(t, owner.user._id, { name: 'Own' });
    const removable = await insertDevice(t, owner.user._id, { name: 'Removable' });
    const lent = await insertDevice(t, friend.user._id, { name: 'Lent' });
    await shareDevice(t, lent.id, owner.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() + DAY_MS),
    });
    const groupId = await createGroup(owner.authHeader, 'Mixed', [own.id, removable.id, lent.id]);

    t.clock.advance(2 * DAY_MS);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${removable.id}`)).status).toBe(200);

    const read = await call<GroupAnswer>(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`);
    expect(read.body.group).toMatchObject({ devicesId: [own.id], deviceCount: 1 });
    expect(read.body.group.devices.map((d) => d._id)).toEqual([own.id]);
    const list = await call<GroupsAnswer>(t, owner.authHeader, 'GET', '/api/device/groups');
    expect(list.body.data).toEqual([expect.objectContaining({ _id: groupId, devicesId: [own.id], deviceCount: 1 })]);

    // A renewed share brings the device back: the membership itself was kept.
    await shareDevice(t, lent.id, owner.user, {
      sharedUserWithEmail: 'renewed@example.com',
      accessRightsFlag: 1,
    });
    const renewed = await call<GroupAnswer>(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`);
    expect(renewed.body.group.devicesId).toEqual([lent.id, own.id]);
  });

  it('a removed device leaves its groups: claimed again, it is in no old group', async () => {
    const owner = await enterpriseUser(t);
    const kept = await insertDevice(t, owner.user._id, { name: 'Kept' });
    const resold = await insertDevice(t, owner.user._id, { name: 'Resold' });
    const groupId = await createGroup(owner.authHeader, 'Old fleet', [kept.id, resold.id]);
    const membersOf = (deviceId: string) =>
      t.database.db.select().from(deviceGroupMembers).where(eq(deviceGroupMembers.deviceId, deviceId));

    const removal = await call<{ passcode: string }>(t, owner.authHeader, 'DELETE', `/api/devices/${resold.id}`);
    expect(removal.status).toBe(200);
    expect(await membersOf(resold.id)).toEqual([]);
    expect(await membersOf(kept.id)).toHaveLength(1);

    // Each removal gives the device a new passcode, which the next claim uses.
    let { passcode } = removal.body;
    for (const claimant of [owner, await enterpriseUser(t)]) {
      const claimed = await call(t, claimant.authHeader, 'POST', '/api/devices/claim', {
        deviceUUID: resold.deviceUUID,
        passcode,
        name: 'Back again',
      });
      expect(claimed.status).toBe(201);
      const read = await call<GroupAnswer>(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`);
      expect(read.body.group).toMatchObject({ devicesId: [kept.id], deviceCount: 1 });
      const removedAgain = await call<{ passcode: string }>(t, claimant.authHeader, 'DELETE', `/api/devices/${resold.id}`);
      expect(removedAgain.status).toBe(200);
      ({ passcode } = removedAgain.body);
    }
  });

  it(`holds ${GROUP_DEVICES_MAX} devices and answers them in one call, by name`, async () => {
    const owner = await enterpriseUser(t);
    const many = await insertDevices(owner.user._id, GROUP_DEVICES_MAX);
    const groupId = await createGroup(
      owner.authHeader,
      'Everything',
      [...many].reverse().map((d) => d.id),
    );
    const read = await call<GroupAnswer>(t, owner.authHeader, 'GET', `/api/device/groups/${groupId}`);
    expect(read.status).toBe(200);
    expect(read.body.group.deviceCount).toBe(GROUP_DEVICES_MAX);
    expect(read.body.group.devices.map((d) => d._id)).toEqual(many.map((d) => d.id));
    expect(read.body.group.devicesId).toEqual(many.map((d) => d.id));

    const shrunk = await call<UpdateGroupAnswer>(t, owner.authHeader, 'PATCH', `/api/device/groups/update/${groupId}`, {
      devicesId: many.slice(10, 20).map((d) => d.id),
    });
    expect(shrunk.body.group.devicesId).toEqual(many.slice(10, 20).map((d) => d.id));
  });
});

describe('bad input is refused with 400 and the error body, and nothing is stored', () => {
  const uuid = () => randomUUID();
  it.each<[string, (deviceId: string) => object, string?]>([
    ['an empty name', (id) => ({ name: '', devicesId: [id] }), groupMessages.nameRequired],
    ['a blank name', (id) => ({ name: '   ', devicesId: [id] }), groupMessages.nameRequired],
    ['no name', (id) => ({ devicesId: [id] }), groupMessages.nameRequired],
    ['a name too long', (id) => ({ name: 'x'.repeat(61), devicesId: [id] })],
    ['no devices', () => ({ name: 'Fleet' }), groupMessages.deviceRequired],
    ['an empty device list', () => ({ name: 'Fleet', devicesId: [] }), groupMessages.deviceRequired],
    ['1001 devices', () => ({ name: 'Fleet', devicesId: Array.from({ length: 1001 }, uuid) })],
    [
      'an id that is not a uuid',
      (id) => ({ name: 'Fleet', devicesId: [id, 'SN-12345'] }),
      groupMessages.devicesNotVisible,
    ],
    ['an extra field', (id) => ({ name: 'Fleet', devicesId: [id], userId: uuid() })],
  ])('create with %s', async (_case, body, message) => {
    const owner = await enterpriseUser(t);
    const device = await insertDevice(t, owner.user._id);
    const before = await groupsInDatabase(t);
    const answer = await call<ErrorAnswer>(t, owner.authHeader, 'POST', '/api/device/groups/create', body(device.id));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: answer.body.errors[0],
      errors: expect.arrayContaining([expect.any(String)]),
    });
    if (message) expect(answer.body.message).toBe(message);
    expect(await groupsInDatabase(t)).toEqual(before);
  });

  it.each<[string, (deviceId: string) => object]>([
    ['an empty body', () => ({})],
    ['an empty name', () => ({ name: '' })],
    ['an empty device list', () => ({ devicesId: [] })],
    ['an extra field', () => ({ name: 'Fleet', createdAt: '2020-01-01T00:00:00Z' })],
    ['1001 devices', () => ({ devicesId: Array.from({ length: 1001 }, uuid) })],
  ])('update with %s', async (_case, body) => {
    const owner = await enterpriseUser(t);
    const device = await insertDevice(t, owner.user._id);
    const groupId = await createGroup(owner.authHeader, 'Fleet', [device.id]);
    const before = await groupsInDatabase(t);
    const answer = await call<ErrorAnswer>(
      t,
      owner.authHeader,
      'PATCH',
      `/api/device/groups/update/${groupId}`,
      body(device.id),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: answer.body.errors[0],
      errors: expect.arrayContaining([expect.any(String)]),
    });
    expect(await groupsInDatabase(t)).toEqual(before);
  });

  it('a group id that is not a uuid, and an unknown query field', async () => {
    const owner = await enterpriseUser(t);
    for (const [method, url] of [
      ['GET', '/api/device/groups/not-a-uuid'],
      ['PATCH', '/api/device/groups/update/not-a-uuid'],
      ['DELETE', '/api/device/groups/delete/not-a-uuid'],
      ['GET', '/api/device/groups?sort=name'],
      ['GET', '/api/device/groups?perPage=0'],
    ] as const) {
      const answer = await call<ErrorAnswer>(
        t,
        owner.authHeader,
        method,
        url,
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(answer.status, url).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
  });
});
