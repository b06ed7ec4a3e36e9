import { serverMessages, type User } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT } from '../src/modules/auth/password-lock.js';
import { createVerifiedUser, newSignup, STRONG_PASSWORD } from './helpers/accounts.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload });
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: authorization ? { authorization } : {} });

describe('POST /api/login', () => {
  it("answers the user's fields, the user and the authHeader later calls send", async () => {
    const { signup } = await createVerifiedUser(t);
    const response = await login({ username: signup.email.toUpperCase(), password: signup.password, twoFactorCode: '' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.authHeader).toMatch(/^Bearer /);
    expect(body.email).toBe(signup.email.toLowerCase());
    expect(body.user).toMatchObject({ email: signup.email.toLowerCase(), emailVerified: true, failedLoginAttempts: 0 });
    expect(body._id).toBe(body.user._id);

    const current = await me(body.authHeader);
    expect(current.statusCode).toBe(200);
    expect((current.json().userDetails as User)._id).toBe(body._id);
  });

  it('refuses an unverified account with a message that says to verify', async () => {
    const signup = newSignup();
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    const response = await login({ username: signup.email, password: signup.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(serverMessages.verifyFirst);
    expect(response.json().message).toMatch(/verify/);
  });

  it('does not tell an unknown address from a wrong password', async () => {
    const { signup } = await createVerifiedUser(t);
    const wrong = await login({ username: signup.email, password: 'Wrong-password-1' });
    const unknown = await login({ username: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(serverMessages.invalidCredentials);
  });

  it('counts failed attempts, pauses the account for a minute after repeated failures, twice as long after each further one, and lets it in afterwards', async () => {
    const { signup, user } = await createVerifiedUser(t);
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      expect((await login({ username: signup.email, password: 'Wrong-password-1' })).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.failedLoginAttempts).toBe(LOGIN_FAILURE_LIMIT - 1);

    const locking = await login({ username: signup.email, password: 'Wrong-password-1' });
    expect(locking.statusCode).toBe(429);
    expect(locking.json().message).toBe(serverMessages.accountLocked);
    expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_MS / 1000);

    const rightButLocked = await login({ username: signup.email, password: signup.password });
    expect(rightButLocked.statusCode).toBe(429);

    t.clock.advance(FIRST_LOCK_MS + 1000);
    const oneMoreMistake = await login({ username: signup.email, password: 'Wrong-password-1' });
    expect(oneMoreMistake.statusCode).toBe(429);
    expect(Number(oneMoreMistake.headers['retry-after'])).toBe((2 * FIRST_LOCK_MS) / 1000);
    t.clock.advance(2 * FIRST_LOCK_MS + 1000);
    const after = await login({ username: signup.email, password: signup.password });
    expect(after.statusCode).toBe(200);
    expect(after.json().failedLoginAttempts).toBe(0);
  });

  describe('two-step sign-in', () => {
    const secret = new Secret({ size: 20 });
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });

    async function twoStepUser() {
      const created = await createVerifiedUser(t);
      await t.database.db
        .update(users)
        .set({ twoFactorEnabled: true, twoFactorSecret: secret.base32 })
        .where(eq(users.id, created.user._id));
      return created.signup;
    }

    it('asks for the code, refuses a wrong one and signs in with a right one', async () => {
      const signup = await twoStepUser();
      const asked = await login({ username: signup.email, password: STRONG_PASSWORD });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({
        success: true,
        twoFactorCodeRequired: true,
        message: serverMessages.twoFactorRequired,
        twoFactorTicket: expect.any(String),
      });
      expect(asked.json().authHeader).toBeUndefined();

      const code = totp.generate({ timestamp: t.clock.now().getTime() });
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await login({ username: signup.email, password: STRONG_PASSWORD, twoFactorCode: wrongCode });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(serverMessages.invalidTwoFactorCode);

      const accepted = await login({ username: signup.email, password: STRONG_PASSWORD, twoFactorCode: code });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().authHeader).toMatch(/^Bearer /);
      expect(accepted.json().is2FAVerified).toBe(true);
    });

    it('never asks for the code before the password is right', async () => {
      const signup = await twoStepUser();
      const response = await login({ username: signup.email, password: 'Wrong-password-1' });
      expect(response.statusCode).toBe(401);
      expect(response.json().twoFactorCodeRequired).toBeUndefined();
    });
  });

  it('refuses bad input with 400 and the documented body', async () => {
    const missing = await login({ password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'username: Field is required.', errors: ['username: Field is required.'] });
    expect((await login({ username: ['a'], password: 'x' })).json().message).toBe('username: Must be a string.');
    expect((await login({ username: 'a@b.co', password: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await login({ username: 'a@b.co', password: 'x', extra: 1 })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('rejects calls without a session, with an unknown token, or in a malformed header', async () => {
    for (const header of [undefined, 'Bearer nope', 'Basic abc', 'Bearer ' + 'x'.repeat(500)]) {
      const response = await me(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: serverMessages.unauthorized, errors: [serverMessages.unauthorized] });
    }
  });

  it('sign-out ends the session on the server and only that session', async () => {
    const { signup, authHeader } = await createVerifiedUser(t);
    const other = (await login({ username: signup.email, password: signup.password })).json().authHeader as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: authHeader } });
    expect(out.json()).toEqual({ success: true, message: serverMessages.signedOut });
    expect((await me(authHeader)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it("one user's session only ever shows that user", async () => {
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    expect((await me(first.authHeader)).json().userDetails._id).toBe(first.user._id);
    expect((await me(second.authHeader)).json().userDetails._id).toBe(second.user._id);
  });

  it('expires after its lifetime', async () => {
    const { authHeader } = await createVerifiedUser(t);
    t.clock.advance(31 * 24 * 3600_000);
    expect((await me(authHeader)).statusCode).toBe(401);
  });
});
