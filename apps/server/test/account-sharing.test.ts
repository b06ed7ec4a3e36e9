import { describe, expect, it } from 'vitest';
import { ACCOUNT_SHARES_MAX, accountShareMessages, type AccountShare, type Device } from '@lodestar/contract';
import { accountShares } from '../src/db/schema/index.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { createVerifiedUser, newSignup, verifyWithSignupPassword } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice, listedDevices } from './helpers/devices.js';
import { accountSharesOf, errorBody, mailsTo, setRoles } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const t = useTestApp();

type ShareAnswer = { success: true; message: string; share: AccountShare };
const invite = (authorization: string, userId: string, email: string) =>
  call<ShareAnswer>(t, authorization, 'POST', '/api/share-account/invite', { userId, email });
const accept = (authorization: string, id: string) =>
  call(t, authorization, 'POST', `/api/invitations/account/${id}/accept`);
const devicesOf = async (member: { authHeader: string; user: { _id: string } }) =>
  listedDevices(t, member.authHeader, member.user._id);

describe('POST /api/share-account/invite', () => {
  it('invites an existing account: 201, a pending share naming no member, and a mail linking the invitation', async () => {
    const owner = await createVerifiedUser(t, { name: 'Olivia Owner' });
    const member = await createVerifiedUser(t, { name: 'Max Member' });
    const answer = await invite(owner.authHeader, owner.user._id, member.user.email.toUpperCase());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Invitation sent',
      share: {
        _id: expect.any(String),
        userId: owner.user._id,
        email: member.user.email,
        // Until the invitee accepts, the answer does not tell whose account the address is.
        memberId: null,
        isAcceptedFlag: 0,
        createdAt: expect.any(String),
        member: null,
      },
    });
    const [row] = await accountSharesOf(t, owner.user._id);
    expect(row?.memberId).toBe(member.user._id);
    const mail = await t.lastMailTo(member.user.email);
    expect(mail?.subject).toContain('Olivia Owner shared their');
    expect(mail?.text).toContain(`http://portal.test/invitations/account/${answer.body.share._id}`);

    const listed = async () =>
      (await call<{ data: AccountShare[] }>(t, owner.authHeader, 'GET', `/api/share-account/find/${owner.user._id}`)).body
        .data;
    expect(await listed()).toEqual([expect.objectContaining({ memberId: null, member: null, isAcceptedFlag: 0 })]);
    expect(await accept(member.authHeader, answer.body.share._id)).toMatchObject({ status: 200 });
    expect(await listed()).toEqual([
      expect.objectContaining({
        memberId: member.user._id,
        member: { name: 'Max Member', profilePicture: '' },
        isAcceptedFlag: 1,
      }),
    ]);
  });

  it('does not make an unverified account with the address the member; verifying the address does', async () => {
    const owner = await createVerifiedUser(t);
    const signup = newSignup();
    const email = signup.email.toLowerCase();
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup })).statusCode).toBe(201);
    const answer = await invite(owner.authHeader, owner.user._id, email);
    expect(answer).toMatchObject({ status: 201, body: { share: { memberId: null, member: null } } });
    expect((await accountSharesOf(t, owner.user._id))[0]?.memberId).toBeNull();

    const verification = (await mailsTo(t, email)).find((mail) => mail.textBody.includes('verify='));
    const token = tokenFromMail(verification?.textBody ?? '', 'verify');
    expect(await verifyWithSignupPassword(t, token, signup.password)).toBe(200);
    const account = await createUsersRepository(t.database.db).findByEmail(email);
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect((await accountSharesOf(t, owner.user._id))[0]?.memberId).toBe(account?.id);
  });

  it('invites an address without an account to sign up; verifying the address makes them the member', async () => {
    const owner = await createVerifiedUser(t);
    const signup = newSignup();
    const email = signup.email.toLowerCase();
    const answer = await invite(owner.authHeader, owner.user._id, email);
    expect(answer.body.share).toMatchObject({ memberId: null, member: null });
    expect((await t.lastMailTo(email))?.text).toContain('http://portal.test/signup');

    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'verify');
    await verifyWithSignupPassword(t, token, signup.password);
    const [row] = await accountSharesOf(t, owner.user._id);
    expect(row?.memberId).toBe((await createUsersRepository(t.database.db).findByEmail(email))?.id);
  });

  it('refuses another account’s id, oneself, a second invitation of an address, and more than the limit', async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    expect(await invite(owner.authHeader, other.user._id, 'friend@example.com')).toMatchObject({
      status: 403,
      body: errorBody(accountShareMessages.onlyYourOwn),
    });
    expect(await invite(owner.authHeader, owner.user._id, owner.user.email.toUpperCase())).toMatchObject({
      status: 400,
      body: errorBody(accountShareMessages.notYourself),
    });
    expect((await invite(owner.authHeader, owner.user._id, 'friend@example.com')).status).toBe(201);
    expect(await invite(owner.authHeader, owner.user._id, 'Friend@Example.com')).toMatchObject({
      status: 409,
      body: errorBody(accountShareMessages.alreadyInvited),
    });

    await t.database.db
      .insert(accountShares)
      .values(
        Array.from({ length: ACCOUNT_SHARES_MAX - 1 }, (_, n) => ({
          ownerId: owner.user._id,
          email: `filler${n}@example.com`,
        })),
      );
    expect(await invite(owner.authHeader, owner.user._id, 'one-too-many@example.com')).toMatchObject({
      status: 400,
      body: errorBody(accountShareMessages.tooMany),
    });
    expect(await accountSharesOf(t, owner.user._id)).toHaveLength(ACCOUNT_SHARES_MAX);
    expect(await accountSharesOf(t, other.user._id)).toEqual([]);
  });

  it('answers bad input with 400 and the documented body', async () => {
    const owner = await createVerifiedUser(t);
    const bad = await call<{ errors: string[] }>(t, owner.authHeader, 'POST', '/api/share-account/invite', {
      userId: owner.user._id,
      email: 'nope',
    });
    expect(bad).toMatchObject({ status: 400, body: errorBody('Invalid Email address.') });
    expect(
      (await call(t, owner.authHeader, 'POST', '/api/share-account/invite', { email: 'a@example.com' })).status,
    ).toBe(400);
    expect(await call(t, owner.authHeader, 'GET', '/api/share-account/find/me')).toMatchObject({
      status: 400,
      body: errorBody('User not found'),
    });
    expect(await accountSharesOf(t, owner.user._id)).toEqual([]);
  });
});

describe('GET /api/share-account/find/{id} and DELETE /api/share-account/remove/{id}', () => {
  it('lists one’s own account shares; another account’s only for user administrators', async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const created = (await invite(owner.authHeader, owner.user._id, 'pal@example.com')).body.share;
    expect(await call(t, owner.authHeader, 'GET', `/api/share-account/find/${owner.user._id}`)).toMatchObject({
      status: 200,
      body: { success: true, data: [created] },
    });
    expect(await call(t, stranger.authHeader, 'GET', `/api/share-account/find/${owner.user._id}`)).toMatchObject({
      status: 403,
      body: errorBody(accountShareMessages.onlyYourOwn),
    });
    await setRoles(t, stranger.user._id, ['user', 'admin']);
    expect(await call(t, stranger.authHeader, 'GET', `/api/share-account/find/${owner.user._id}`)).toMatchObject({
      status: 200,
      body: { data: [created] },
    });
  });

  it('a second user with nothing to do with the account can neither remove its share nor see it, and nothing changes', async () => {
    const owner = await createVerifiedUser(t);
    const member = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const created = (await invite(owner.authHeader, owner.user._id, member.user.email)).body.share;
    await accept(member.authHeader, created._id);
    const before = await accountSharesOf(t, owner.user._id);
    expect(await call(t, stranger.authHeader, 'DELETE', `/api/share-account/remove/${created._id}`)).toMatchObject({
      status: 404,
      body: errorBody(accountShareMessages.notFound),
    });
    expect((await call(t, stranger.authHeader, 'GET', `/api/share-account/find/${owner.user._id}`)).status).toBe(403);
    expect(await invite(stranger.authHeader, owner.user._id, stranger.user.email)).toMatchObject({ status: 403 });
    expect(await call(t, stranger.authHeader, 'POST', `/api/invitations/account/${created._id}/accept`)).toMatchObject({
      status: 404,
    });
    expect(await call(t, stranger.authHeader, 'GET', '/api/share-account/memberships')).toMatchObject({
      status: 200,
      body: { success: true, data: [] },
    });
    expect(await accountSharesOf(t, owner.user._id)).toEqual(before);
  });
});

describe('what an accepted account share gives', () => {
  it('the member sees every device of the owner with Limited, acts on none, and loses them when it ends', async () => {
    const owner = await createVerifiedUser(t, { name: 'Olivia Owner' });
    const member = await createVerifiedUser(t);
    const car = await insertDevice(t, owner.user._id, { name: 'Car' });
    const van = await insertDevice(t, owner.user._id, { name: 'Van' });
    await insertDevice(t, owner.user._id, { name: 'Gone', deleted: true });
    const elsewhere = await insertDevice(t, (await createVerifiedUser(t)).user._id, { name: 'Not theirs' });

    const created = (await invite(owner.authHeader, owner.user._id, member.user.email)).body.share;
    expect(await devicesOf(member)).toEqual([]);
    expect((await call(t, member.authHeader, 'GET', `/api/devices/${car.id}`)).status).toBe(404);

    expect(await accept(member.authHeader, created._id)).toMatchObject({ status: 200 });
    const seen = await devicesOf(member);
    expect(seen.map((device) => [device.name, device.privilege, device.passcode])).toEqual([
      ['Car', 2, null],
      ['Van', 2, null],
    ]);
    expect(seen[0]).toMatchObject({ pushNotification: false, emailAlerts: false });
    const later = await insertDevice(t, owner.user._id, { name: 'Truck' });
    expect((await devicesOf(member)).map((device) => device.name)).toEqual(['Car', 'Truck', 'Van']);
    expect((await call(t, member.authHeader, 'GET', `/api/devices/${elsewhere.id}`)).status).toBe(404);

    const detail = await call<{ device: Device[]; sharedDevices: unknown[] }>(
      t,
      member.authHeader,
      'GET',
      `/api/devices/${van.deviceUUID}`,
    );
    expect(detail.body.device[0]?.privilege).toBe(2);
    expect(detail.body.sharedDevices).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/devices/alarm/${car.id}/on`],
      ['PUT', `/api/devices/${car.id}`, { name: 'Mine now' }],
      ['PUT', `/api/devices/alert-settings/${car.id}`, { pushNotification: true }],
      ['DELETE', `/api/devices/${car.id}`],
      ['GET', `/api/share-device/find/device/${car.id}`],
      [
        'POST',
        '/api/share-device/insert',
        { deviceUUID: car.deviceUUID, sharedUserWithEmail: 'x@example.com', sharerName: 'X' },
      ],
    ] as const) {
      const answer = await call(t, member.authHeader, method, url, body);
      expect(answer).toMatchObject({ status: 403, body: errorBody('Permission denied') });
    }
    expect(await deviceRow(t, car.id)).toEqual(car);
    expect(await commandsOf(t, car.id)).toEqual([]);

    expect(await call(t, member.authHeader, 'GET', '/api/share-account/memberships')).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: [
          {
            _id: created._id,
            owner: { name: 'Olivia Owner', email: owner.user.email, profilePicture: '' },
            createdAt: expect.any(String),
          },
        ],
      },
    });

    expect(await call(t, owner.authHeader, 'DELETE', `/api/share-account/remove/${created._id}`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Removed successfully' },
    });
    expect(await devicesOf(member)).toEqual([]);
    expect((await call(t, member.authHeader, 'GET', `/api/devices/${later.id}`)).status).toBe(404);
  });

  it('the better of a device share and an account share wins; the member may leave', async () => {
    const owner = await createVerifiedUser(t);
    const member = await createVerifiedUser(t);
    const car = await insertDevice(t, owner.user._id, { name: 'Car' });
    const van = await insertDevice(t, owner.user._id, { name: 'Van' });
    await shareDevice(t, car.id, member.user, { accessRightsFlag: 0, pushNotification: true, emailAlerts: true });
    const created = (await invite(owner.authHeader, owner.user._id, member.user.email)).body.share;
    await accept(member.authHeader, created._id);

    const seen = await devicesOf(member);
    expect(seen.map((device) => [device.name, device.privilege, device.pushNotification, device.emailAlerts])).toEqual([
      ['Car', 0, true, true],
      ['Van', 2, false, false],
    ]);
    expect((await call(t, member.authHeader, 'PUT', `/api/devices/alarm/${car.id}/on`)).status).toBe(200);
    expect((await call(t, member.authHeader, 'PUT', `/api/devices/alarm/${van.id}/on`)).status).toBe(403);

    expect((await call(t, member.authHeader, 'DELETE', `/api/share-account/remove/${created._id}`)).status).toBe(200);
    expect((await devicesOf(member)).map((device) => device.name)).toEqual(['Car']);
  });
});
