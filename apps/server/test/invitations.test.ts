import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareServerMessages, type Invitation } from '@lodestar/contract';
import { accountShares, deviceShares, users as usersTable } from '../src/db/schema/index.js';
import {
  createInvitationsRepository,
  type InvitationsRepository,
} from '../src/modules/sharing/invitations.repository.js';
import { createInvitationsService } from '../src/modules/sharing/invitations.service.js';
import { provisionUser } from '../src/provisioning/index.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { createVerifiedUser, newSignup, STRONG_PASSWORD, verifyWithSignupPassword } from './helpers/accounts.js';
import { call, insertDevice, shareDevice, sharesOf } from './helpers/devices.js';
import { accountSharesOf, errorBody, shareBody, shareRow, shareThroughApi } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
type Invitations = { success: true; data: Invitation[] };
const invitationsOf = async (authorization: string) =>
  (await call<Invitations>(t, authorization, 'GET', '/api/invitations')).body.data;

describe('an invitation to an address without an account', () => {
  it('waits through sign-up and verification, is listed, and once accepted shows the device with the granted privilege', async () => {
    const owner = await createVerifiedUser(t, { name: 'Olivia Owner' });
    const device = await insertDevice(t, owner.user._id, { name: 'Boat' });
    const signup = newSignup();
    const email = signup.email.toLowerCase();
    const share = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.deviceUUID, email, {
        accessRightsFlag: 0,
        message: 'Keep an eye on it',
        sharerName: 'Olivia',
        password: STRONG_PASSWORD,
      }),
    );
    expect((await t.lastMailTo(email))?.text).toContain('http://portal.test/signup');

    // Signed up but not verified: the share is not theirs yet.
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup })).statusCode).toBe(201);
    expect((await shareRow(t, share._id))?.userId).toBeNull();
    const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'verify');
    expect(await verifyWithSignupPassword(t, token, signup.password)).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: signup.password },
    });
    const { authHeader, user } = login.json() as { authHeader: string; user: { _id: string } };
    expect((await shareRow(t, share._id))?.userId).toBe(user._id);

    expect(await call(t, authHeader, 'GET', '/api/invitations')).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        success: true,
        data: [
          {
            _id: share._id,
            kind: 'device',
            from: { name: 'Olivia Owner', email: owner.user.email },
            device: { deviceUUID: device.deviceUUID, name: 'Boat', deviceType: 'shield_gps' },
            privilege: 0,
            sharerName: 'Olivia',
            message: 'Keep an eye on it',
            expiryDate: null,
            createdAt: expect.any(String),
          },
        ],
      },
    });
    expect((await call(t, authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);

    expect(await call(t, authHeader, 'POST', `/api/invitations/device/${share._id}/accept`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Invitation accepted' },
    });
    const seen = await call<{ device: { privilege: number; name: string }[] }>(
      t,
      authHeader,
      'GET',
      `/api/devices/${device.deviceUUID}`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.device[0]).toMatchObject({ name: 'Boat', privilege: 0 });
    expect(await invitationsOf(authHeader)).toEqual([]);
    expect(await call(t, authHeader, 'POST', `/api/invitations/device/${share._id}/accept`)).toMatchObject({
      status: 409,
      body: errorBody(shareServerMessages.alreadyAccepted),
    });
  });

  it('reaches an account the admin CLI creates, and one whose address a password reset proves', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const cliEmail = `cli.${Date.now()}@example.com`;
    const cliShare = await shareThroughApi(t, owner.authHeader, shareBody(device.id, cliEmail));
    const users = createUsersRepository(t.database.db);
    const created = await provisionUser(
      users,
      t.clock,
      { email: cliEmail, password: STRONG_PASSWORD },
      createInvitationsRepository(t.database.db),
    );
    expect((await shareRow(t, cliShare._id))?.userId).toBe(created.id);

    const signup = newSignup();
    const email = signup.email.toLowerCase();
    const resetShare = await shareThroughApi(t, owner.authHeader, shareBody(device.id, email));
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${token}`,
      payload: { password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await shareRow(t, resetShare._id))?.userId).toBe((await users.findByEmail(email))?.id);
  });
});

describe('the invitation list and its answers', () => {
  it('lists pending device and account invitations newest first; accepted and expired ones drop out', async () => {
    const owner = await createVerifiedUser(t, { name: 'Fleet Boss' });
    const guest = await createVerifiedUser(t);
    const [car, van, bike] = [
      await insertDevice(t, owner.user._id, { name: 'Car' }),
      await insertDevice(t, owner.user._id, { name: 'Van' }),
      await insertDevice(t, owner.user._id, { name: 'Bike' }),
    ];
    const soon = new Date(t.clock.now().getTime() + DAY).toISOString();
    const expiring = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(car.id, guest.user.email, { accessRightsFlag: 2, expiryDate: soon }),
    );
    const accepted = await shareThroughApi(t, owner.authHeader, shareBody(van.id, guest.user.email));
    await call(t, guest.authHeader, 'POST', `/api/invitations/device/${accepted._id}/accept`);
    const pending = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(bike.id, guest.user.email, { accessRightsFlag: 1 }),
    );
    const account = await call<{ share: { _id: string } }>(t, owner.authHeader, 'POST', '/api/share-account/invite', {
      userId: owner.user._id,
      email: guest.user.email,
    });
    expect(account.status).toBe(201);

    const listed = await invitationsOf(guest.authHeader);
    expect(listed.map((entry) => [entry.kind, entry._id])).toEqual([
      ['account', account.body.share._id],
      ['device', pending._id],
      ['device', expiring._id],
    ]);
    expect(listed[0]).toMatchObject({
      from: { name: 'Fleet Boss', email: owner.user.email },
      device: null,
      privilege: 2,
      expiryDate: null,
    });
    expect(listed[2]).toMatchObject({ privilege: 2, expiryDate: soon });

    t.clock.advance(DAY);
    expect((await invitationsOf(guest.authHeader)).map((entry) => entry._id)).toEqual([
      account.body.share._id,
      pending._id,
    ]);
    expect(await call(t, guest.authHeader, 'POST', `/api/invitations/device/${expiring._id}/accept`)).toMatchObject({
      status: 409,
      body: errorBody(shareServerMessages.invitationExpired),
    });
    expect((await shareRow(t, expiring._id))?.isAcceptedFlag).toBe(0);
  });

  it('declining deletes the invitation; nobody else can accept or decline it', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, guest.user.email));
    const account = await call<{ share: { _id: string } }>(t, owner.authHeader, 'POST', '/api/share-account/invite', {
      userId: owner.user._id,
      email: guest.user.email,
    });

    for (const who of [stranger.authHeader, owner.authHeader]) {
      for (const [kind, id] of [
        ['device', share._id],
        ['account', account.body.share._id],
        ['account', share._id],
      ]) {
        expect(await call(t, who, 'POST', `/api/invitations/${kind}/${id}/accept`)).toMatchObject({
          status: 404,
          body: errorBody(shareServerMessages.invitationNotFound),
        });
        expect(await call(t, who, 'DELETE', `/api/invitations/${kind}/${id}`)).toMatchObject({
          status: 404,
          body: errorBody(shareServerMessages.invitationNotFound),
        });
      }
    }
    expect((await shareRow(t, share._id))?.isAcceptedFlag).toBe(0);
    expect(await invitationsOf(stranger.authHeader)).toEqual([]);

    expect(await call(t, guest.authHeader, 'DELETE', `/api/invitations/device/${share._id}`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Invitation declined' },
    });
    expect(
      await call(t, guest.authHeader, 'DELETE', `/api/invitations/account/${account.body.share._id}`),
    ).toMatchObject({ status: 200 });
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect(await invitationsOf(guest.authHeader)).toEqual([]);
  });

  it('answers a bad kind or id with 400 and the documented body', async () => {
    const guest = await createVerifiedUser(t);
    const bad = await call<{ success: boolean; errors: string[] }>(
      t,
      guest.authHeader,
      'POST',
      '/api/invitations/group/6f1c2a4e-0000-4000-8000-000000000000/accept',
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: expect.any(String), errors: expect.any(Array) },
    });
    expect(await call(t, guest.authHeader, 'DELETE', '/api/invitations/device/42')).toMatchObject({
      status: 400,
      body: errorBody('Invitation not found'),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/invitations' })).statusCode).toBe(401);
  });
});

describe('an invitation made while its address is being verified', () => {
  it('still reaches the invitee when verification attached the waiting invitations before it was saved', async () => {
    const owner = await createVerifiedUser(t, { name: 'Quick Sender' });
    const device = await insertDevice(t, owner.user._id, { name: 'Trailer' });
    const signup = newSignup();
    const email = signup.email.toLowerCase();
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup })).statusCode).toBe(201);
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, email));
    const account = await call<{ share: { _id: string } }>(t, owner.authHeader, 'POST', '/api/share-account/invite', {
      userId: owner.user._id,
      email,
    });
    // The address is verified, but its invitations were attached before these two existed: they name no account.
    await t.database.db.update(usersTable).set({ emailVerifiedAt: t.clock.now() }).where(eq(usersTable.email, email));
    expect((await shareRow(t, share._id))?.userId).toBeNull();
    expect((await accountSharesOf(t, owner.user._id))[0]?.memberId).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: signup.password },
    });
    const { authHeader, user } = login.json() as { authHeader: string; user: { _id: string } };
    expect((await invitationsOf(authHeader)).map((entry) => [entry.kind, entry._id])).toEqual([
      ['account', account.body.share._id],
      ['device', share._id],
    ]);
    expect(await call(t, authHeader, 'POST', `/api/invitations/device/${share._id}/accept`)).toMatchObject({
      status: 200,
    });
    expect(
      await call(t, authHeader, 'POST', `/api/invitations/account/${account.body.share._id}/accept`),
    ).toMatchObject({
      status: 200,
    });
    expect(await shareRow(t, share._id)).toMatchObject({ userId: user._id, isAcceptedFlag: 1 });
    expect((await accountSharesOf(t, owner.user._id))[0]).toMatchObject({ memberId: user._id, isAcceptedFlag: 1 });
    const seen = await call<{ device: { privilege: number }[] }>(t, authHeader, 'GET', `/api/devices/${device.id}`);
    expect(seen).toMatchObject({ status: 200, body: { device: [{ privilege: 1 }] } });
    expect(await invitationsOf(authHeader)).toEqual([]);

    // Another signed-in account cannot take an invitation waiting for someone else's address.
    const other = await createVerifiedUser(t);
    const waiting = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, `waiting.${Date.now()}@example.com`),
    );
    expect((await call(t, other.authHeader, 'POST', `/api/invitations/device/${waiting._id}/accept`)).status).toBe(404);
    expect(await invitationsOf(other.authHeader)).toEqual([]);
  });
});

describe('who an invitation is from', () => {
  it('is the name the sharer shared as, with no address, once the sharer’s account is gone; never the device owner', async () => {
    const owner = await createVerifiedUser(t, { name: 'Device Owner' });
    const coOwner = await createVerifiedUser(t, { name: 'Co Owner' });
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { name: 'Camper' });
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    const share = await shareThroughApi(
      t,
      coOwner.authHeader,
      shareBody(device.id, guest.user.email, { sharerName: 'Cousin Co' }),
    );
    expect((await invitationsOf(guest.authHeader))[0]?.from).toEqual({ name: 'Co Owner', email: coOwner.user.email });

    await t.database.db.delete(usersTable).where(eq(usersTable.id, coOwner.user._id));
    expect((await shareRow(t, share._id))?.sharedById).toBeNull();
    const listed = await invitationsOf(guest.authHeader);
    expect(listed).toEqual([expect.objectContaining({ _id: share._id, from: { name: 'Cousin Co', email: '' } })]);
    expect(JSON.stringify(listed)).not.toContain(owner.user.email);
  });
});

describe('accepting while the invitation changes', () => {
  /** The invitations service as the app builds it, with `meanwhile` run just before the acceptance reaches the database. */
  const racing = (meanwhile: () => Promise<unknown>) => {
    const repository = createInvitationsRepository(t.database.db);
    const invitations: InvitationsRepository = {
      ...repository,
      accept: async (...args) => {
        await meanwhile();
        return repository.accept(...args);
      },
    };
    return createInvitationsService({
      invitations,
      notifications: { tellEvent: async () => undefined },
      clock: t.clock,
    });
  };
  const rowOf = async (userId: string) => (await createUsersRepository(t.database.db).findById(userId))!;

  it('answers 404 when the invitation was deleted meanwhile, and 409 when it was accepted meanwhile', async () => {
    const owner = await createVerifiedUser(t);
    const guest = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const caller = await rowOf(guest.user._id);

    const removed = await shareThroughApi(t, owner.authHeader, shareBody(device.id, guest.user.email));
    const deleteIt = () => t.database.db.delete(deviceShares).where(eq(deviceShares.id, removed._id));
    await expect(racing(deleteIt).accept(caller, 'device', removed._id)).rejects.toMatchObject({
      statusCode: 404,
      message: shareServerMessages.invitationNotFound,
    });

    const account = await call<{ share: { _id: string } }>(t, owner.authHeader, 'POST', '/api/share-account/invite', {
      userId: owner.user._id,
      email: guest.user.email,
    });
    const endIt = () => t.database.db.delete(accountShares).where(eq(accountShares.id, account.body.share._id));
    await expect(racing(endIt).accept(caller, 'account', account.body.share._id)).rejects.toMatchObject({
      statusCode: 404,
      message: shareServerMessages.invitationNotFound,
    });

    const other = await insertDevice(t, owner.user._id);
    const twice = await shareThroughApi(t, owner.authHeader, shareBody(other.id, guest.user.email));
    const acceptIt = () => call(t, guest.authHeader, 'POST', `/api/invitations/device/${twice._id}/accept`);
    await expect(racing(acceptIt).accept(caller, 'device', twice._id)).rejects.toMatchObject({
      statusCode: 409,
      message: shareServerMessages.alreadyAccepted,
    });
    expect((await shareRow(t, twice._id))?.isAcceptedFlag).toBe(1);
  });
});
