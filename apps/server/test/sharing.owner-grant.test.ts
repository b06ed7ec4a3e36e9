import { accountMessages, shareServerMessages, type ApiKeyCreated, type Share } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call, insertDevice, shareDevice, sharesOf } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody, freshEmail, shareBody, shareRow } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';
import { enrolTwoFactor, nextCode, userRow } from './helpers/two-factor.js';

/**
 * Granting Owner (which shows the lock's passcode and outlives the owner's new password) asks for the password, and
 * the code while two-step is on, like the account's sensitive changes; a session alone, or an API key, cannot.
 */

const t = useTestApp();
const WRONG = 'Wrong-Horse-1';

const insert = (authorization: string, body: object) =>
  call<{ share: Share }>(t, authorization, 'POST', '/api/share-device/insert', body);
const update = (authorization: string, id: string, body: object) =>
  call<{ share: Share }>(t, authorization, 'PUT', `/api/share-device/${id}`, body);

async function ownerWithDevice() {
  const owner = await createVerifiedUser(t);
  return { owner, device: await insertDevice(t, owner.user._id) };
}

describe('sharing a device as Owner', () => {
  it('is refused without the password or with a wrong one, shares nothing and mails nothing; the right one shares', async () => {
    const { owner, device } = await ownerWithDevice();
    const email = freshEmail();
    const body = shareBody(device.id, email, { accessRightsFlag: 0 });

    expect(await insert(owner.authHeader, body)).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.ownerNeedsPassword),
    });
    expect(await insert(owner.authHeader, { ...body, password: WRONG })).toMatchObject({
      status: 400,
      body: errorBody(accountMessages.currentPasswordIncorrect),
    });
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect(await t.mailsTo(email)).toEqual([]);
    expect((await userRow(t, owner.user._id)).failedLoginAttempts).toBe(1);

    const granted = await insert(owner.authHeader, { ...body, password: STRONG_PASSWORD });
    expect(granted).toMatchObject({ status: 201, body: { share: { accessRightsFlag: 0, isOwnerFlag: 1 } } });
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it('asks nothing for Unrestricted or Limited shares', async () => {
    const { owner, device } = await ownerWithDevice();
    expect((await insert(owner.authHeader, shareBody(device.id, freshEmail(), { accessRightsFlag: 1 }))).status).toBe(
      201,
    );
    expect((await insert(owner.authHeader, shareBody(device.id, freshEmail(), { accessRightsFlag: 2 }))).status).toBe(
      201,
    );
  });

  it("checks the caller's own password: an Owner sharee grants Owner with theirs, not with the owner's", async () => {
    const { owner, device } = await ownerWithDevice();
    const coOwner = await createVerifiedUser(t, { password: 'Co-Owner-Pass-3' });
    await shareDevice(t, device.id, coOwner.user, { accessRightsFlag: 0 });
    const body = shareBody(device.id, freshEmail(), { accessRightsFlag: 0 });
    expect(await insert(coOwner.authHeader, { ...body, password: STRONG_PASSWORD })).toMatchObject({
      status: 400,
      body: errorBody(accountMessages.currentPasswordIncorrect),
    });
    expect((await insert(coOwner.authHeader, { ...body, password: 'Co-Owner-Pass-3' })).status).toBe(201);
    // Someone with no share of the device learns nothing, whatever password they send.
    const stranger = await createVerifiedUser(t);
    expect(
      (
        await insert(stranger.authHeader, {
          ...shareBody(device.id, freshEmail(), { accessRightsFlag: 0 }),
          password: STRONG_PASSWORD,
        })
      ).status,
    ).toBe(404);
    expect((await userRow(t, stranger.user._id)).failedLoginAttempts).toBe(0);
    expect((await userRow(t, owner.user._id)).failedLoginAttempts).toBe(0);
  });

  it('needs the code while two-step sign-in is on', async () => {
    const { owner, device } = await ownerWithDevice();
    const { secret } = await enrolTwoFactor(t, owner.authHeader);
    const body = { ...shareBody(device.id, freshEmail(), { accessRightsFlag: 0 }), password: STRONG_PASSWORD };
    expect(await insert(owner.authHeader, body)).toMatchObject({
      status: 400,
      body: errorBody(accountMessages.invalidVerificationToken),
    });
    expect((await insert(owner.authHeader, { ...body, code: nextCode(t, secret) })).status).toBe(201);
  });

  it('counts wrong passwords like failed sign-ins: the fifth pauses the account, and the right one then waits too', async () => {
    const { owner, device } = await ownerWithDevice();
    const body = shareBody(device.id, freshEmail(), { accessRightsFlag: 0 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await insert(owner.authHeader, { ...body, password: WRONG })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await insert(owner.authHeader, { ...body, password: STRONG_PASSWORD })).status).toBe(429);
    expect(await sharesOf(t, device.id)).toEqual([]);
  });

  it('is refused to an API key (403), even with the password; the key still shares Unrestricted', async () => {
    const owner = await userWithRoles(t, ['enterprise']);
    const device = await insertDevice(t, owner.user._id);
    const { body: key } = await call<ApiKeyCreated>(t, owner.authHeader, 'POST', '/api/v2/account/clientKey');
    const asKey = `Bearer ${key.key}`;
    const ownerShare = { ...shareBody(device.id, freshEmail(), { accessRightsFlag: 0 }), password: STRONG_PASSWORD };
    expect(await insert(asKey, ownerShare)).toMatchObject({
      status: 403,
      body: errorBody(accountMessages.sessionOnly),
    });
    expect(await sharesOf(t, device.id)).toEqual([]);
    const plain = await insert(asKey, shareBody(device.id, freshEmail()));
    expect(plain.status).toBe(201);
    expect(await update(asKey, plain.body.share._id, { accessRightsFlag: 0, password: STRONG_PASSWORD })).toMatchObject(
      {
        status: 403,
        body: errorBody(accountMessages.sessionOnly),
      },
    );
  });
});

describe('changing a share to Owner', () => {
  it('is refused without the right password and changes nothing; the right one changes it', async () => {
    const { owner, device } = await ownerWithDevice();
    const { body } = await insert(owner.authHeader, shareBody(device.id, freshEmail(), { accessRightsFlag: 2 }));
    const before = await shareRow(t, body.share._id);

    expect(await update(owner.authHeader, body.share._id, { accessRightsFlag: 0, message: 'yours' })).toMatchObject({
      status: 400,
      body: errorBody(shareServerMessages.ownerNeedsPassword),
    });
    expect(await update(owner.authHeader, body.share._id, { accessRightsFlag: 0, password: WRONG })).toMatchObject({
      status: 400,
      body: errorBody(accountMessages.currentPasswordIncorrect),
    });
    expect(await shareRow(t, body.share._id)).toEqual(before);

    const changed = await update(owner.authHeader, body.share._id, { accessRightsFlag: 0, password: STRONG_PASSWORD });
    expect(changed).toMatchObject({ status: 200, body: { share: { accessRightsFlag: 0, expiryDate: null } } });
    // Already Owner: other changes ask nothing more.
    expect((await update(owner.authHeader, body.share._id, { message: 'Hello', accessRightsFlag: 0 })).status).toBe(
      200,
    );
  });

  it("is not for a second user's session on the owner's share, password or not", async () => {
    const { owner, device } = await ownerWithDevice();
    const { body } = await insert(owner.authHeader, shareBody(device.id, freshEmail()));
    const other = await createVerifiedUser(t);
    expect(
      (await update(other.authHeader, body.share._id, { accessRightsFlag: 0, password: STRONG_PASSWORD })).status,
    ).toBe(404);
    expect((await shareRow(t, body.share._id))?.accessRightsFlag).toBe(1);
  });
});
