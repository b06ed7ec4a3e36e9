import { describe, expect, it } from 'vitest';
import { mayGrant, Privilege, shareServerMessages } from '@lodestar/contract';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call, deviceRow, insertDevice, shareDevice, sharesOf, listedDevices } from './helpers/devices.js';
import { errorBody, mailsTo, setRoles, shareBody, shareThroughApi } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
let counter = 0;
const freshEmail = () => `someone${(counter += 1)}.${Date.now()}@example.com`;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A device with one pending share (to someone without an account) and one accepted share of a third person. */
async function sharedDevice() {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id);
  const pendingEmail = freshEmail();
  const pending = await shareThroughApi(t, owner.authHeader, shareBody(device.id, pendingEmail));
  const third = await createVerifiedUser(t);
  const accepted = await shareDevice(t, device.id, third.user, { accessRightsFlag: 1 });
  return { owner, device, pending, pendingEmail, accepted };
}
type Fixture = Awaited<ReturnType<typeof sharedDevice>>;

type SharingCall = [name: string, method: Method, path: (f: Fixture) => string, body?: (f: Fixture) => object];
/** Every sharing call, aimed at the fixture's device or at its pending share. */
const deviceCalls: SharingCall[] = [
  ['find shares', 'GET', (f) => `/api/share-device/find/device/${f.device.deviceUUID}`],
  [
    'insert',
    'POST',
    () => '/api/share-device/insert',
    (f) => shareBody(f.device.id, freshEmail(), { accessRightsFlag: 2 }),
  ],
  ['remove all', 'DELETE', (f) => `/api/share-device/all/${f.device.id}`],
];
const shareCalls: SharingCall[] = [
  ['update', 'PUT', (f) => `/api/share-device/${f.pending._id}`, () => ({ accessRightsFlag: 2 })],
  ['resend', 'POST', () => '/api/share-device/resendmessage', (f) => ({ shareId: f.pending._id })],
  ['remove', 'DELETE', (f) => `/api/share-device/${f.pending._id}`],
];
const sharingCalls = [...deviceCalls, ...shareCalls];

const send = (authorization: string, f: Fixture, [, method, path, body]: SharingCall) =>
  call(t, authorization, method, path(f), body?.(f));

describe('a second user with nothing to do with the device', () => {
  it.each([
    ...deviceCalls.map((entry) => [entry[0], entry, 'Device not found'] as const),
    ...shareCalls.map((entry) => [entry[0], entry, shareServerMessages.notYourShare] as const),
  ])('%s: 404, and neither shares nor mails change', async (_name, entry, message) => {
    const f = await sharedDevice();
    const stranger = await createVerifiedUser(t);
    const before = {
      shares: await sharesOf(t, f.device.id),
      mails: await mailsTo(t, f.pendingEmail),
      device: await deviceRow(t, f.device.id),
    };
    const answer = await send(stranger.authHeader, f, entry);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(message));
    expect({
      shares: await sharesOf(t, f.device.id),
      mails: await mailsTo(t, f.pendingEmail),
      device: await deviceRow(t, f.device.id),
    }).toEqual(before);
  });

  it('refuses every sharing call without a session', async () => {
    const f = await sharedDevice();
    for (const [, method, path, body] of sharingCalls) {
      const response = await t.app.inject({ method, url: path(f), ...(body ? { payload: body(f) } : {}) });
      expect(response.statusCode).toBe(401);
    }
    expect(await sharesOf(t, f.device.id)).toHaveLength(2);
  });
});

describe('each privilege against each sharing call', () => {
  const expected: Record<string, Record<string, number>> = {
    'Owner share': { 'find shares': 200, insert: 201, update: 200, resend: 200, remove: 200, 'remove all': 403 },
    Unrestricted: { 'find shares': 403, insert: 403, update: 403, resend: 403, remove: 404, 'remove all': 403 },
    Limited: { 'find shares': 403, insert: 403, update: 403, resend: 403, remove: 404, 'remove all': 403 },
    'sharedUser role with an Owner share': {
      'find shares': 403,
      insert: 403,
      update: 403,
      resend: 403,
      remove: 404,
      'remove all': 403,
    },
    SuperOwner: { 'find shares': 200, insert: 201, update: 200, resend: 200, remove: 200, 'remove all': 200 },
  };
  const grants: Record<string, { flag: 0 | 1 | 2; roles?: 'sharedUser' }> = {
    'Owner share': { flag: 0 },
    Unrestricted: { flag: 1 },
    Limited: { flag: 2 },
    'sharedUser role with an Owner share': { flag: 0, roles: 'sharedUser' },
  };

  it.each(Object.keys(expected))('%s', async (holder) => {
    const statuses: Record<string, number> = {};
    for (const entry of sharingCalls) {
      const f = await sharedDevice();
      let authorization = f.owner.authHeader;
      const grant = grants[holder];
      if (grant) {
        const sharee = await createVerifiedUser(t);
        await shareDevice(t, f.device.id, sharee.user, {
          accessRightsFlag: grant.flag,
          expiryDate: grant.flag === 2 ? new Date(t.clock.now().getTime() + DAY) : null,
        });
        if (grant.roles) await setRoles(t, sharee.user._id, [grant.roles]);
        authorization = sharee.authHeader;
      }
      const before = await sharesOf(t, f.device.id);
      const answer = await send(authorization, f, entry);
      statuses[entry[0]] = answer.status;
      if (answer.status >= 400) expect(await sharesOf(t, f.device.id)).toEqual(before);
    }
    expect(statuses).toEqual(expected[holder]);
  });
});

describe('privilege escalation', () => {
  it('an Owner sharee cannot change their own share, nor share with the SuperOwner; the grant rule is one contract rule', async () => {
    const { owner, device } = await sharedDevice();
    const coOwner = await createVerifiedUser(t);
    const own = await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    expect(
      await call(t, coOwner.authHeader, 'PUT', `/api/share-device/${own.id}`, { accessRightsFlag: 0, message: 'mine' }),
    ).toMatchObject({
      status: 403,
      body: errorBody(shareServerMessages.ownShare),
    });
    expect(
      await call(
        t,
        coOwner.authHeader,
        'POST',
        '/api/share-device/insert',
        shareBody(device.id, owner.user.email, { accessRightsFlag: 0 }),
      ),
    ).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.notWithYourself),
    });
    expect(
      await call(t, owner.authHeader, 'PUT', `/api/share-device/${own.id}`, { accessRightsFlag: 2 }),
    ).toMatchObject({ status: 200 });

    expect(mayGrant(Privilege.SuperOwner, 0)).toBe(true);
    expect(mayGrant(Privilege.Owner, 0)).toBe(true);
    expect(mayGrant(Privilege.Unrestricted, 0)).toBe(false);
    expect(mayGrant(Privilege.Unrestricted, 1)).toBe(true);
    expect(mayGrant(Privilege.Limited, 1)).toBe(false);
    expect(mayGrant(Privilege.Limited, 2)).toBe(true);
  });

  it('Unrestricted and Limited sharees can neither share onwards nor raise a share, their own or another', async () => {
    const f = await sharedDevice();
    for (const flag of [1, 2] as const) {
      const sharee = await createVerifiedUser(t);
      const own = await shareDevice(t, f.device.id, sharee.user, {
        accessRightsFlag: flag,
        expiryDate: new Date(t.clock.now().getTime() + DAY),
      });
      const before = await sharesOf(t, f.device.id);
      for (const accessRightsFlag of [0, 1, 2] as const) {
        expect(
          (
            await call(
              t,
              sharee.authHeader,
              'POST',
              '/api/share-device/insert',
              shareBody(f.device.id, freshEmail(), { accessRightsFlag }),
            )
          ).status,
        ).toBe(403);
        expect(
          (await call(t, sharee.authHeader, 'PUT', `/api/share-device/${own.id}`, { accessRightsFlag })).status,
        ).toBe(403);
        expect(
          (await call(t, sharee.authHeader, 'PUT', `/api/share-device/${f.accepted.id}`, { accessRightsFlag })).status,
        ).toBe(403);
      }
      expect(await sharesOf(t, f.device.id)).toEqual(before);
    }
  });
});

describe('when a share gives access', () => {
  it('a pending share gives none until its invitee accepts it', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const share = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, guest.user.email, { accessRightsFlag: 0, password: STRONG_PASSWORD }),
    );
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect((await call(t, guest.authHeader, 'GET', `/api/share-device/find/device/${device.id}`)).status).toBe(404);
    expect((await call(t, guest.authHeader, 'PUT', `/api/devices/alarm/${device.id}/on`)).status).toBe(404);

    expect(await call(t, guest.authHeader, 'POST', `/api/invitations/device/${share._id}/accept`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Invitation accepted' },
    });
    const seen = await call<{ device: { privilege: number }[] }>(
      t,
      guest.authHeader,
      'GET',
      `/api/devices/${device.id}`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.device[0]?.privilege).toBe(0);
    expect((await call(t, guest.authHeader, 'GET', `/api/share-device/find/device/${device.id}`)).status).toBe(200);
  });

  it('a Limited share gives no access once its expiry has passed', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const share = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, guest.user.email, {
        accessRightsFlag: 2,
        expiryDate: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
      }),
    );
    await call(t, guest.authHeader, 'POST', `/api/invitations/device/${share._id}/accept`);
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(200);
    t.clock.advance(2 * DAY);
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect(await listedDevices(t, guest.authHeader, guest.user._id)).toEqual([]);
    // The invitee may still leave the share that no longer gives access.
    expect((await call(t, guest.authHeader, 'DELETE', `/api/share-device/${share._id}`)).status).toBe(200);
  });
});
