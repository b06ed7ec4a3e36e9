import { accountMessages, NOT_AN_IMAGE, serverMessages, type User } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { errorBody } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';
import { enrolTwoFactor, nextCode, signIn, userRow } from './helpers/two-factor.js';

const t = useTestApp();

type Updated = { success: true; message: string; updatedUser: User };
const update = (authorization: string, body: object) => call<Updated>(t, authorization, 'PUT', '/api/v2/users/me', body);
/** A whole 2×2 PNG, down to its IEND chunk: the picture check reads the file through to its end. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAF0lEQVR4AWL6DwRuTVv+M7k3b2UAAQAAAAD//2JNnIIAAAAGSURBVAMAY20H+7rQ1qMAAAAASUVORK5CYII=';

describe('PUT /api/v2/users/me', () => {
  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', payload: { name: 'Nobody' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(serverMessages.unauthorized));
  });

  it('changes only the fields sent and answers the updated user; the currency follows a new country', async () => {
    const { authHeader, user } = await createVerifiedUser(t, { country: 'AU' });
    const answer = await update(authHeader, { name: '  Ada Lovelace ', country: 'de', timezone: 'Europe/Berlin', profilePicture: PNG });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe(accountMessages.updatedSuccessfully);
    expect(answer.body.updatedUser).toMatchObject({
      _id: user._id,
      email: user.email,
      name: 'Ada Lovelace',
      country: 'DE',
      currency: 'eur',
      timezone: 'Europe/Berlin',
      profilePicture: PNG,
    });
    const row = await userRow(t, user._id);
    expect(row).toMatchObject({ name: 'Ada Lovelace', country: 'DE', currency: 'eur', timezone: 'Europe/Berlin' });
    // The caller is read without the picture on every call; the current user's answer reads it.
    const me = await call<{ userDetails: User }>(t, authHeader, 'GET', '/api/users/me');
    expect(me.body.userDetails).toMatchObject({ name: 'Ada Lovelace', profilePicture: PNG });

    const picture = await update(authHeader, { profilePicture: '' });
    expect(picture.body.updatedUser).toMatchObject({ profilePicture: '', name: 'Ada Lovelace', country: 'DE' });
  });

  it('joins firstName and lastName, keeping the part not sent', async () => {
    const { authHeader } = await createVerifiedUser(t, { name: 'Grace Hopper' });
    expect((await update(authHeader, { firstName: 'Amazing', lastName: 'Grace Hopper' })).body.updatedUser.name).toBe('Amazing Grace Hopper');
    expect((await update(authHeader, { lastName: 'Brewster' })).body.updatedUser.name).toBe('Amazing Brewster');
    expect((await update(authHeader, { firstName: 'Grace' })).body.updatedUser.name).toBe('Grace Brewster');
  });

  it('takes a currency alone only when it is the one of the current country', async () => {
    const { authHeader, user } = await createVerifiedUser(t, { country: 'NZ' });
    const before = await userRow(t, user._id);
    const refused = await update(authHeader, { currency: 'usd' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(errorBody(accountMessages.currencyFollowsCountry('nzd')));
    expect(await userRow(t, user._id)).toEqual(before);
    expect((await update(authHeader, { currency: 'nzd' })).status).toBe(200);
  });

  it('keeps the portal language the user chooses, one of those it speaks', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    expect((await update(authHeader, { twoFactorSetting: 1 })).body.updatedUser.language).toBeNull();
    expect((await update(authHeader, { language: 'ar' })).body.updatedUser.language).toBe('ar');
    expect((await userRow(t, user._id)).language).toBe('ar');
    expect((await update(authHeader, { language: 'fr' })).status).toBe(400);
    expect((await userRow(t, user._id)).language).toBe('ar');
    expect((await update(authHeader, { language: null })).body.updatedUser.language).toBeNull();
  });

  it('changes when the second step is asked', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    expect((await update(authHeader, { twoFactorSetting: 2 })).body.updatedUser.twoFactorSetting).toBe(2);
    expect((await userRow(t, user._id)).twoFactorSetting).toBe(2);
    expect((await update(authHeader, { twoFactorSetting: 1 })).body.updatedUser.twoFactorSetting).toBe(1);
  });

  it('forgets the remembered browsers when the second step is to be asked every time', async () => {
    const { authHeader, signup } = await createVerifiedUser(t);
    const { secret } = await enrolTwoFactor(t, authHeader);
    const credentials = { username: signup.email, password: signup.password };
    const remembered = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    expect((await signIn(t, credentials, remembered.cookie)).body.authHeader).toBeDefined();

    expect((await update(authHeader, { twoFactorSetting: 2 })).status).toBe(200);
    expect((await update(authHeader, { twoFactorSetting: 1 })).status).toBe(200);
    expect((await signIn(t, credentials, remembered.cookie)).body.twoFactorCodeRequired).toBe(true);
  });

  it('refuses bad input with 400 and the documented message, and changes nothing', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const before = await userRow(t, user._id);
    const cases: [object, string][] = [
      [{}, 'Nothing to update.'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'Time zone is not one of the offered time zones.'],
      [{ profilePicture: Buffer.from('just some text').toString('base64') }, NOT_AN_IMAGE],
      [{ profilePicture: `data:image/png;base64,${PNG}` }, 'The picture must be base64 without a data: prefix.'],
      [{ profilePicture: '/9j/AAAAAAAAAAAAA' }, 'The picture must be base64 without a data: prefix.'],
      [{ country: 'XX' }, 'Country is required'],
      [{ country: 'AU', currency: 'eur' }, accountMessages.currencyFollowsCountry('aud')],
      [{ name: 'Ada', firstName: 'Ada' }, 'Send either name or firstName and lastName.'],
      [{ name: '   ' }, 'Field is required.'],
      [{ firstName: 'x'.repeat(60), lastName: 'y'.repeat(60) }, 'Name must be at most 100 characters.'],
      [{ twoFactorSetting: 3 }, 'The sign-in setting is 1 (a new browser or device) or 2 (every time).'],
      [{ email: 'new@example.com' }, 'Unrecognized key: "email"'],
    ];
    for (const [body, message] of cases) {
      const answer = await update(authHeader, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as unknown as { message: string }).message, JSON.stringify(body)).toContain(message);
    }
    expect(await userRow(t, user._id)).toEqual(before);
  });

  it("one user's update changes only that user", async () => {
    const first = await createVerifiedUser(t, { name: 'First Person', country: 'AU' });
    const second = await createVerifiedUser(t);
    const before = await userRow(t, first.user._id);
    const answer = await update(second.authHeader, { name: 'Second Changed', country: 'GB' });
    expect(answer.body.updatedUser._id).toBe(second.user._id);
    expect(await userRow(t, first.user._id)).toEqual(before);
  });
});
