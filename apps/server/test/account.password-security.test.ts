import { accountMessages, serverMessages, type ApiKeyCreated, type ApiKeyState } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT } from '../src/modules/auth/password-lock.js';
import { STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody } from './helpers/sharing.js';
import { connectSocket, listeningTestApp, nextDisconnect } from './helpers/sockets.js';
import { tokenFromMail, type TestApp } from './helpers/test-app.js';
import { signIn, userRow } from './helpers/two-factor.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const KEY_URL = '/api/v2/account/clientKey';
const NEW_PASSWORD = 'Another-Horse-8';
const changePassword = (authorization: string, old: string) =>
  call(t, authorization, 'PUT', '/api/v2/account/password', {
    old,
    new: NEW_PASSWORD,
    confirmation: NEW_PASSWORD,
  });
const meStatus = async (authorization: string) => (await call(t, authorization, 'GET', '/api/users/me')).status;

async function resetPassword(email: string) {
  await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
  const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');
  const payload = { password: NEW_PASSWORD, confirmation: NEW_PASSWORD };
  return t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload });
}

/** An enterprise user with a working key and a socket opened with it. */
async function enterpriseWithKeySocket() {
  const account = await userWithRoles(t, ['enterprise']);
  const { body } = await call<ApiKeyCreated>(t, account.authHeader, 'POST', KEY_URL);
  const keySocket = await connectSocket(baseUrl, `Bearer ${body.key}`);
  return { ...account, key: body.key, keySocket };
}

describe('a new password switches the API key off', () => {
  it.each([
    [
      'changed on the account page',
      (account: { authHeader: string }) => changePassword(account.authHeader, STRONG_PASSWORD),
    ],
    [
      'set from a reset link',
      (account: { signup: { email: string } }) => resetPassword(account.signup.email.toLowerCase()),
    ],
  ])(
    '%s: the key stops working and its sockets close; it is kept, so its owner may switch it on again',
    async (_how, setPassword) => {
      const account = await enterpriseWithKeySocket();
      const hashBefore = (await userRow(t, account.user._id)).apiKeyHash;
      const dropped = nextDisconnect(account.keySocket);
      await setPassword(account);

      expect(await dropped).toBe('io server disconnect');
      expect(await meStatus(`Bearer ${account.key}`)).toBe(401);
      expect(await userRow(t, account.user._id)).toMatchObject({ keyActive: false, apiKeyHash: hashBefore });

      const session = (await signIn(t, { username: account.signup.email, password: NEW_PASSWORD })).body
        .authHeader as string;
      expect((await call<ApiKeyState>(t, session, 'GET', KEY_URL)).body).toMatchObject({
        keyGenerated: true,
        active: false,
      });
      expect((await call(t, session, 'PUT', KEY_URL, { active: true })).status).toBe(200);
      expect(await meStatus(`Bearer ${account.key}`)).toBe(200);
    },
  );
});

describe('wrong old passwords on PUT /api/v2/account/password', () => {
  it('are counted like failed sign-ins: the account locks, for this call and for sign-in, until the lock runs out', async () => {
    const { authHeader, signup, user } = await userWithRoles(t, ['user']);
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      const wrong = await changePassword(authHeader, 'Not-The-Password-1');
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
      expect(wrong.body).toEqual(errorBody(accountMessages.oldPasswordIncorrect));
    }
    const locking = await changePassword(authHeader, 'Not-The-Password-1');
    expect(locking.status).toBe(429);
    expect(locking.body).toEqual(errorBody(serverMessages.accountLocked));

    expect((await changePassword(authHeader, STRONG_PASSWORD)).body).toEqual(errorBody(serverMessages.accountLocked));
    expect((await signIn(t, { username: signup.email, password: STRONG_PASSWORD })).status).toBe(429);
    expect((await userRow(t, user._id)).failedLoginAttempts).toBe(LOGIN_FAILURE_LIMIT);

    t.clock.advance(FIRST_LOCK_MS + 1000);
    expect((await changePassword(authHeader, STRONG_PASSWORD)).status).toBe(200);
    expect(await userRow(t, user._id)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });
});
