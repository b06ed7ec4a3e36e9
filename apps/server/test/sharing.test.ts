import { describe, expect, it } from 'vitest';
import { defaultShareExpiry, shareServerMessages, type GetDeviceResponse, type Share } from '@lodestar/contract';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { createVerifiedUser, newSignup, STRONG_PASSWORD, verifyWithSignupPassword } from './helpers/accounts.js';
import { call, DEVICE_PASSCODE, shareDevice, sharesOf } from './helpers/devices.js';
import {
  errorBody,
  freshEmail,
  mailsTo,
  ownedNamedDevice,
  shareBody,
  shareRow,
  shareThroughApi,
} from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
const ownedDevice = () => ownedNamedDevice(t);

describe('POST /api/share-device/insert', () => {
  it('shares with an existing account: 201, a pending share naming no user, and a mail linking the invitation', async () => {
    const { owner, device } = await ownedDevice();
    const guest = await createVerifiedUser(t);
    const answer = await call<{ success: true; message: string; share: Share }>(
      t,
      owner.authHeader,
      'POST',
      '/api/share-device/insert',
      shareBody(device.deviceUUID, guest.user.email.toUpperCase(), {
        message: 'For the school run',
        isOwnerFlag: 1,
        masterKey: DEVICE_PASSCODE,
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'Shared successfully',
      share: {
        _id: expect.any(String),
        // Until the invitee accepts, the answer does not tell whose account the address is.
        userId: null,
        deviceUUID: device.deviceUUID,
        isOwnerFlag: 0,
        accessRightsFlag: 1,
        securityLevel: 1,
        sharedUserWithEmail: guest.user.email,
        sharerName: 'Alex Owner',
        isAcceptedFlag: 0,
        startDate: t.clock.now().toISOString(),
        expiryDate: null,
        message: 'For the school run',
        user: null,
      },
    });
    const row = await shareRow(t, answer.body.share._id);
    expect(row).toMatchObject({
      sharedById: owner.user._id,
      userId: guest.user._id,
      isAcceptedFlag: 0,
      expiryDate: null,
    });

    const mail = await t.lastMailTo(guest.user.email);
    expect(mail?.subject).toBe('Alex Owner shared Family car with you');
    expect(mail?.text).toContain(`http://portal.test/invitations/device/${answer.body.share._id}`);
    expect(mail?.text).toContain('For the school run');
    expect(mail?.text).not.toContain(DEVICE_PASSCODE);
  });

  it('a pending share names its user in no answer; once accepted, every answer shows them', async () => {
    const { owner, device } = await ownedDevice();
    const guest = await createVerifiedUser(t);
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, guest.user.email));
    const answers = async () => [
      ...(await call<Share[]>(t, owner.authHeader, 'GET', `/api/share-device/find/device/${device.id}`)).body,
      ...(await call<GetDeviceResponse>(t, owner.authHeader, 'GET', `/api/devices/${device.id}`)).body.sharedDevices,
      (await call<{ share: Share }>(t, owner.authHeader, 'PUT', `/api/share-device/${share._id}`, { message: 'Hi' }))
        .body.share,
    ];
    const pending = await answers();
    expect(pending).toHaveLength(3);
    for (const answer of pending) {
      expect(answer).toMatchObject({ _id: share._id, userId: null, user: null, isAcceptedFlag: 0 });
    }
    expect(JSON.stringify(pending)).not.toContain(guest.user._id);
    expect(JSON.stringify(pending)).not.toContain(guest.user.name);

    expect((await call(t, guest.authHeader, 'POST', `/api/invitations/device/${share._id}/accept`)).status).toBe(200);
    for (const answer of await answers()) {
      expect(answer).toMatchObject({
        _id: share._id,
        userId: guest.user._id,
        user: { name: guest.user.name, profilePicture: '' },
        isAcceptedFlag: 1,
      });
    }
  });

  it('does not attach an unverified account with the address; verifying the address gives it the share', async () => {
    const { owner, device } = await ownedDevice();
    const signup = newSignup();
    const email = signup.email.toLowerCase();
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup })).statusCode).toBe(201);
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, email));
    expect(share).toMatchObject({ userId: null, user: null });
    expect((await shareRow(t, share._id))?.userId).toBeNull();

    const verification = (await mailsTo(t, email)).find((mail) => mail.textBody.includes('verify='));
    const token = tokenFromMail(verification?.textBody ?? '', 'verify');
    expect(await verifyWithSignupPassword(t, token, signup.password)).toBe(200);
    const account = await createUsersRepository(t.database.db).findByEmail(email);
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect((await shareRow(t, share._id))?.userId).toBe(account?.id);
  });

  it('invites an address without an account to sign up; the share waits with no user', async () => {
    const { owner, device } = await ownedDevice();
    const email = freshEmail();
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.deviceUUID, email));
    expect(share.userId).toBeNull();
    expect(share.user).toBeNull();
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain('http://portal.test/signup');
    expect(mail?.text).toContain('waits for you');
    expect(mail?.text).not.toContain('/invitations/');
    expect(mail?.text).not.toContain(DEVICE_PASSCODE);
  });

  it('Owner is the only owner share, whatever isOwnerFlag says', async () => {
    const { owner, device } = await ownedDevice();
    const coOwner = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 0, isOwnerFlag: 0, password: STRONG_PASSWORD }),
    );
    expect(coOwner).toMatchObject({ accessRightsFlag: 0, isOwnerFlag: 1 });
  });

  it('Limited: one month ahead by default, a given future expiry kept, a past one refused', async () => {
    const { owner, device } = await ownedDevice();
    const byDefault = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 2 }),
    );
    expect(byDefault.expiryDate).toBe(defaultShareExpiry(t.clock.now()).toISOString());
    const withNull = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 2, expiryDate: null }),
    );
    expect(withNull.expiryDate).toBe(defaultShareExpiry(t.clock.now()).toISOString());
    const inAWeek = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    const given = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 2, expiryDate: inAWeek }),
    );
    expect(given.expiryDate).toBe(inAWeek);
    const unrestricted = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 1, expiryDate: inAWeek }),
    );
    expect(unrestricted.expiryDate).toBeNull();

    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const refused = await call(
      t,
      owner.authHeader,
      'POST',
      '/api/share-device/insert',
      shareBody(device.id, freshEmail(), { accessRightsFlag: 2, expiryDate: past }),
    );
    expect(refused).toMatchObject({ status: 400, body: errorBody(shareServerMessages.expiryRequired) });
    expect(await sharesOf(t, device.id)).toHaveLength(4);
  });

  it('refuses a wrong master key, sharing with oneself or with the SuperOwner, and a second share for the same address', async () => {
    const { owner, device } = await ownedDevice();
    const coOwner = await createVerifiedUser(t);
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    const email = freshEmail();
    const post = (authorization: string, body: object) =>
      call(t, authorization, 'POST', '/api/share-device/insert', body);

    expect(await post(owner.authHeader, shareBody(device.id, email, { masterKey: '000000' }))).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.wrongMasterKey),
    });
    expect(await post(owner.authHeader, shareBody(device.id, email, { masterKey: '' }))).toMatchObject({ status: 400 });
    for (const [who, address] of [
      [owner.authHeader, owner.user.email],
      [coOwner.authHeader, coOwner.user.email],
      [coOwner.authHeader, owner.user.email.toUpperCase()],
    ] as const) {
      expect(await post(who, shareBody(device.id, address))).toMatchObject({
        status: 400,
        body: errorBody(shareServerMessages.notWithYourself),
      });
    }
    await shareThroughApi(t, owner.authHeader, shareBody(device.id, email));
    expect(
      await post(coOwner.authHeader, shareBody(device.id, email.toUpperCase(), { accessRightsFlag: 2 })),
    ).toMatchObject({
      status: 409,
      body: errorBody(shareServerMessages.alreadyShared),
    });
    expect(await sharesOf(t, device.id)).toHaveLength(2);
  });

  it('answers bad input with 400 and the documented body, storing nothing', async () => {
    const { owner, device } = await ownedDevice();
    const bad: [object, string][] = [
      [shareBody(device.id, 'not-an-address'), 'Value must be valid email address'],
      [shareBody(device.id, ''), 'This field is required'],
      [shareBody(device.id, freshEmail(), { sharerName: '  ' }), 'This field is required'],
      [{ ...shareBody(device.id, freshEmail()), accessRightsFlag: 3 }, ''],
      [
        shareBody(device.id, freshEmail(), { accessRightsFlag: 2, expiryDate: 'next week' }),
        'Must be an ISO 8601 date and time.',
      ],
      [{ sharedUserWithEmail: freshEmail(), sharerName: 'A' }, ''],
    ];
    for (const [body, text] of bad) {
      const answer = await call<{ success: boolean; message: string; errors: string[] }>(
        t,
        owner.authHeader,
        'POST',
        '/api/share-device/insert',
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String), errors: expect.any(Array) });
      if (text) expect(answer.body.errors).toContain(text);
    }
    expect(await sharesOf(t, device.id)).toHaveLength(0);
  });
});

describe('GET /api/share-device/find/device/{uuid}', () => {
  it('answers a plain array of the device’s shares, oldest first, by _id or serial number', async () => {
    const { owner, device } = await ownedDevice();
    const first = await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    const second = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, freshEmail(), { accessRightsFlag: 0, password: STRONG_PASSWORD }),
    );
    for (const ref of [device.id, device.deviceUUID]) {
      const answer = await call<Share[]>(t, owner.authHeader, 'GET', `/api/share-device/find/device/${ref}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([first, second]);
    }
  });
});

describe('PUT /api/share-device/{id}', () => {
  it('changes privilege, name, message and security level; Limited gets an expiry, other privileges clear it', async () => {
    const { owner, device } = await ownedDevice();
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    const toLimited = await call<{ success: true; message: string; share: Share }>(
      t,
      owner.authHeader,
      'PUT',
      `/api/share-device/${share._id}`,
      {
        accessRightsFlag: 2,
        sharerName: 'Alex',
        message: 'Until the holidays end',
        securityLevel: 0,
        isOwnerFlag: 1,
      },
    );
    expect(toLimited.status).toBe(200);
    expect(toLimited.body).toEqual({
      success: true,
      message: 'Updated successfully',
      share: {
        ...share,
        accessRightsFlag: 2,
        isOwnerFlag: 0,
        sharerName: 'Alex',
        message: 'Until the holidays end',
        securityLevel: 0,
        expiryDate: defaultShareExpiry(t.clock.now()).toISOString(),
      },
    });

    const inTwoDays = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    const later = await call<{ share: Share }>(t, owner.authHeader, 'PUT', `/api/share-device/${share._id}`, {
      expiryDate: inTwoDays,
    });
    expect(later.body.share.expiryDate).toBe(inTwoDays);
    const renamed = await call<{ share: Share }>(t, owner.authHeader, 'PUT', `/api/share-device/${share._id}`, {
      sharerName: 'A. Owner',
    });
    expect(renamed.body.share.expiryDate).toBe(inTwoDays);

    const past = new Date(t.clock.now().getTime() - DAY).toISOString();
    expect(
      await call(t, owner.authHeader, 'PUT', `/api/share-device/${share._id}`, { expiryDate: past }),
    ).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.expiryRequired),
    });

    const toOwner = await call<{ share: Share }>(t, owner.authHeader, 'PUT', `/api/share-device/${share._id}`, {
      accessRightsFlag: 0,
      password: STRONG_PASSWORD,
    });
    expect(toOwner.body.share).toMatchObject({ accessRightsFlag: 0, isOwnerFlag: 1, expiryDate: null });
    expect((await shareRow(t, share._id))?.expiryDate).toBeNull();
  });

  it('answers an unknown share 404 and a malformed id 400', async () => {
    const { owner } = await ownedDevice();
    expect(
      await call(t, owner.authHeader, 'PUT', '/api/share-device/6f1c2a4e-0000-4000-8000-000000000000', {
        message: 'x',
      }),
    ).toMatchObject({
      status: 404,
      body: errorBody(shareServerMessages.notYourShare),
    });
    expect(await call(t, owner.authHeader, 'PUT', '/api/share-device/not-a-share', { message: 'x' })).toMatchObject({
      status: 400,
      body: errorBody('Share not found'),
    });
    expect(
      (
        await call(t, owner.authHeader, 'PUT', '/api/share-device/6f1c2a4e-0000-4000-8000-000000000000', {
          accessRightsFlag: 7,
        })
      ).status,
    ).toBe(400);
  });
});

describe('DELETE /api/share-device/{id}', () => {
  it('the owner ends a share, and a sharee may leave their own', async () => {
    const { owner, device } = await ownedDevice();
    const guest = await createVerifiedUser(t);
    const pending = await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    const own = await shareDevice(t, device.id, guest.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() + DAY),
    });

    expect(await call(t, owner.authHeader, 'DELETE', `/api/share-device/${pending._id}`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Removed successfully' },
    });
    expect(await call(t, guest.authHeader, 'DELETE', `/api/share-device/${own.id}`)).toMatchObject({ status: 200 });
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/share-device/${own.id}`)).status).toBe(404);
  });
});

describe('POST /api/share-device/resendmessage', () => {
  it('mails a pending invitation again; refuses an accepted one and details that do not match', async () => {
    const { owner, device } = await ownedDevice();
    const email = freshEmail();
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, email));
    const resend = (body: object) => call(t, owner.authHeader, 'POST', '/api/share-device/resendmessage', body);

    expect(
      await resend({ shareId: share._id, userId: null, sharedUserWithEmail: email, deviceUUID: device.deviceUUID }),
    ).toMatchObject({
      status: 200,
      body: { success: true, message: 'Shared successfully' },
    });
    expect(await mailsTo(t, email)).toHaveLength(2);

    for (const mismatch of [
      { sharedUserWithEmail: freshEmail() },
      { deviceUUID: 'SN-OTHER' },
      { userId: owner.user._id },
    ]) {
      expect(await resend({ shareId: share._id, ...mismatch })).toMatchObject({
        status: 400,
        body: errorBody(shareServerMessages.resendMismatch),
      });
    }
    expect(await resend({ shareId: 'nope' })).toMatchObject({ status: 400 });
    for (const tooLong of [
      { userId: 'u'.repeat(101) },
      { deviceUUID: 'd'.repeat(101) },
      { sharedUserWithEmail: 'e'.repeat(255) },
    ]) {
      expect(await resend({ shareId: share._id, ...tooLong })).toMatchObject({ status: 400 });
    }
    expect(await mailsTo(t, email)).toHaveLength(2);

    // The web app sends the share as it was answered: a pending one names no user, even when the invitee has an account.
    const member = await createVerifiedUser(t);
    const toMember = await shareThroughApi(t, owner.authHeader, shareBody(device.id, member.user.email));
    expect(toMember.userId).toBeNull();
    expect(
      await resend({
        shareId: toMember._id,
        userId: null,
        sharedUserWithEmail: member.user.email,
        deviceUUID: device.deviceUUID,
      }),
    ).toMatchObject({ status: 200 });
    expect(await resend({ shareId: toMember._id, userId: member.user._id })).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.resendMismatch),
    });
    const invitationsTo = async (address: string) =>
      (await mailsTo(t, address)).filter((mail) => mail.subject.includes('shared'));
    expect(await invitationsTo(member.user.email)).toHaveLength(2);

    const guest = await createVerifiedUser(t);
    const accepted = await shareDevice(t, device.id, guest.user);
    expect(await resend({ shareId: accepted.id })).toMatchObject({
      status: 409,
      body: errorBody(shareServerMessages.alreadyAccepted),
    });
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it('refuses an expired Limited invitation with 409: it could no longer be accepted', async () => {
    const { owner, device } = await ownedDevice();
    const email = freshEmail();
    const expiryDate = new Date(t.clock.now().getTime() + DAY).toISOString();
    const share = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, email, { accessRightsFlag: 2, expiryDate }),
    );
    const resend = () => call(t, owner.authHeader, 'POST', '/api/share-device/resendmessage', { shareId: share._id });
    t.clock.advance(DAY - 1000);
    expect((await resend()).status).toBe(200);
    t.clock.advance(1000);
    expect(await resend()).toMatchObject({ status: 409, body: errorBody(shareServerMessages.invitationExpired) });
    expect(await mailsTo(t, email)).toHaveLength(2);
  });
});

describe('DELETE /api/share-device/all/{uuid}', () => {
  it('still removes every share of the device for its SuperOwner', async () => {
    const { owner, device } = await ownedDevice();
    await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    expect(await call(t, owner.authHeader, 'DELETE', `/api/share-device/all/${device.deviceUUID}`)).toMatchObject({
      status: 200,
    });
    expect(await sharesOf(t, device.id)).toEqual([]);
  });
});
