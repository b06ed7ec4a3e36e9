import { serverMessages } from '@lodestar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LOCK_WINDOW_MS } from '../../src/modules/auth/address-lock.js';
import { knownBrowserCookieName } from '../../src/http/sign-in-cookies.js';
import { FAILURES_FORGOTTEN_AFTER_MS, FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT, LONGEST_LOCK_MS, lockDurationMs } from '../../src/modules/auth/password-lock.js';
import { createVerifiedUser, STRONG_PASSWORD } from '../helpers/accounts.js';
import { errorBody } from '../helpers/sharing.js';
import { useTestApp, createTestApp, tokenFromMail, type TestApp } from '../helpers/test-app.js';
import { codeNow, enrolTwoFactor, nextCode, setCookieOf, userRow, wrongCodeFor } from '../helpers/two-factor.js';
import { startOfNextWindow } from '../helpers/count-windows.js';

/** Failed sign-ins an address may make in a window; the portal's default is 20, a test needs no more than this. */
const ADDRESS_LIMIT = 5;

const t = useTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT) });

interface Attempt {
  username: string;
  password: string;
  twoFactorCode?: string;
}
const signInFrom = (remoteAddress: string, payload: Attempt, app: TestApp = t, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers, payload });
const wrong = (username: string): Attempt => ({ username, password: 'Not-The-Password-1' });
/** A failed sign-in to an account that does not exist, so that only the address counts it. */
const unknown = (n: number): Attempt => wrong(`nobody-${n}@example.com`);

describe('failed sign-ins per address (credential stuffing)', () => {
  it('count across accounts; past the limit the address may not sign in, even rightly, until the window ends', async () => {
    startOfNextWindow(t, ADDRESS_LOCK_WINDOW_MS);
    const accounts = [await createVerifiedUser(t), await createVerifiedUser(t), await createVerifiedUser(t)];
    const twoStep = await createVerifiedUser(t);
    const { secret } = await enrolTwoFactor(t, twoStep.authHeader);
    const stuffer = '203.0.113.7';
    const failures = [
      ...accounts.map(({ signup }) => wrong(signup.email)),
      unknown(0),
      { username: twoStep.signup.email, password: STRONG_PASSWORD, twoFactorCode: wrongCodeFor(codeNow(t, secret)) },
    ];
    expect(failures).toHaveLength(ADDRESS_LIMIT);
    for (const attempt of failures) expect((await signInFrom(stuffer, attempt)).statusCode).toBe(401);

    const rightButLocked = await signInFrom(stuffer, { username: accounts[0]!.signup.email, password: STRONG_PASSWORD });
    expect(rightButLocked.statusCode).toBe(429);
    expect(rightButLocked.json()).toEqual(errorBody(serverMessages.addressLocked));
    const retryAfter = Number(rightButLocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_LOCK_WINDOW_MS / 1000);

    const elsewhere = await signInFrom('203.0.113.8', { username: accounts[0]!.signup.email, password: STRONG_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
    for (const { user } of accounts) expect(await userRow(t, user._id)).toMatchObject({ lockedUntil: null });

    t.clock.advance(retryAfter * 1000);
    expect((await signInFrom(stuffer, { username: accounts[1]!.signup.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('count an IPv6 address by its /64, as the request limits do', async () => {
    startOfNextWindow(t, ADDRESS_LOCK_WINDOW_MS);
    const { signup } = await createVerifiedUser(t);
    for (let host = 1; host <= ADDRESS_LIMIT; host += 1) {
      expect((await signInFrom(`2001:db8:5:6::${host}`, unknown(host))).statusCode).toBe(401);
    }
    const right = { username: signup.email, password: STRONG_PASSWORD };
    expect((await signInFrom('2001:db8:5:6:ffff::1', right)).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:5:7::1', right)).statusCode).toBe(200);
  });

  it('behind a proxy (TRUST_PROXY) count the forwarded client address, not the proxy’s', async () => {
    startOfNextWindow(t, ADDRESS_LOCK_WINDOW_MS);
    const behindProxy = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT), TRUST_PROXY: '1' }, undefined, {
      database: t.database,
      clock: t.clock,
    });
    try {
      const { signup } = await createVerifiedUser(t);
      const proxy = '10.0.0.2';
      const forwardedFor = (client: string) => ({ 'x-forwarded-for': client });
      for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
        expect((await signInFrom(proxy, unknown(attempt), behindProxy, forwardedFor('198.51.100.1'))).statusCode).toBe(401);
      }
      const right = { username: signup.email, password: STRONG_PASSWORD };
      expect((await signInFrom(proxy, right, behindProxy, forwardedFor('198.51.100.1'))).statusCode).toBe(429);
      expect((await signInFrom(proxy, right, behindProxy, forwardedFor('198.51.100.2'))).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('failed sign-ins per account', () => {
  it('lock the account whichever addresses they come from, with the account’s own message', async () => {
    const { signup } = await createVerifiedUser(t);
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      expect((await signInFrom(`192.0.2.${attempt}`, wrong(signup.email))).statusCode).toBe(401);
    }
    const locking = await signInFrom('192.0.2.100', wrong(signup.email));
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toEqual(errorBody(serverMessages.accountLocked));
    expect((await signInFrom('192.0.2.101', { username: signup.email, password: STRONG_PASSWORD })).statusCode).toBe(429);
    t.clock.advance(FIRST_LOCK_MS);
    expect((await signInFrom('192.0.2.101', { username: signup.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('a paused account', () => {
  // Each attempt from an address of its own, as many strangers (or one with many addresses) would send them, so that
  // only the account's count decides.
  let addresses = 0;
  const anyAddress = () => `2001:db8:${(addresses += 1).toString(16)}::1`;
  async function pauseSigningIn(email: string) {
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT; attempt += 1) await signInFrom(anyAddress(), wrong(email));
  }
  const unlockMails = async (email: string) => (await t.mailsTo(email)).filter((mail) => mail.textBody.includes('/login?unlock='));
  const unlock = (token: string) => t.app.inject({ method: 'POST', url: `/api/login/unlock/${token}` });

  it('mails its owner one link that ends the pause and the count, once, for that account only', async () => {
    const [{ signup, user }, other] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    await pauseSigningIn(signup.email);
    await pauseSigningIn(other.signup.email);
    expect((await signInFrom(anyAddress(), wrong(signup.email))).statusCode).toBe(429);
    t.clock.advance(FIRST_LOCK_MS);
    expect((await signInFrom(anyAddress(), wrong(signup.email))).statusCode).toBe(429);
    const mails = await unlockMails(signup.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Signing in to your Lodestar account is paused');

    const token = tokenFromMail(mails[0]?.textBody ?? '', 'unlock');
    expect((await unlock(token)).json()).toEqual({ success: true, message: serverMessages.accountUnlocked });
    expect(await userRow(t, user._id)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
    expect((await signInFrom(anyAddress(), { username: signup.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const again = await unlock(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorBody(serverMessages.tokenInvalid));
    expect((await userRow(t, other.user._id)).failedLoginAttempts).toBe(LOGIN_FAILURE_LIMIT);
  });

  it(`pauses longer after each further wrong password, never more than ${LONGEST_LOCK_MS / 60_000} minutes, and forgets the run a day after its last pause`, async () => {
    const { signup } = await createVerifiedUser(t);
    const pauses: number[] = [];
    for (let failures = 1; failures <= LOGIN_FAILURE_LIMIT + 6; failures += 1) {
      const answer = await signInFrom(anyAddress(), wrong(signup.email));
      expect(answer.statusCode, `failure ${failures}`).toBe(failures < LOGIN_FAILURE_LIMIT ? 401 : 429);
      if (failures < LOGIN_FAILURE_LIMIT) continue;
      pauses.push(Number(answer.headers['retry-after']));
      t.clock.advance(lockDurationMs(failures));
    }
    expect(pauses).toEqual([60, 120, 240, 480, 900, 900, 900]);

    t.clock.advance(FAILURES_FORGOTTEN_AFTER_MS);
    expect((await signInFrom(anyAddress(), wrong(signup.email))).statusCode).toBe(401);
    expect((await signInFrom(anyAddress(), { username: signup.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  describe('a browser that signed in to the account before', () => {
    const right = (email: string): Attempt => ({ username: email, password: STRONG_PASSWORD });
    const knownCookie = (answer: LightMyRequestResponse) => setCookieOf(answer, 'lodestar_kb_');
    const signInWith = (cookie: string | undefined, payload: Attempt) => signInFrom(anyAddress(), payload, t, cookie ? { cookie } : {});

    it('is not shut out by the pause strangers cause, which stays for them, and gets a new cookie at each sign-in', async () => {
      const { signup, user } = await createVerifiedUser(t);
      const first = knownCookie(await signInWith(undefined, right(signup.email)));
      expect(first.setCookie).toMatch(/^lodestar_kb_[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/api\/login; HttpOnly; SameSite=Strict$/);

      await pauseSigningIn(signup.email);
      expect((await signInWith(undefined, right(signup.email))).statusCode).toBe(429);
      const owner = await signInWith(first.cookie, right(signup.email));
      expect(owner.statusCode).toBe(200);
      expect(await userRow(t, user._id)).toMatchObject({ failedLoginAttempts: LOGIN_FAILURE_LIMIT, lockedUntil: expect.any(Date) });
      expect((await signInWith(undefined, right(signup.email))).statusCode).toBe(429);
      const second = knownCookie(owner).cookie;
      expect(second).toBeDefined();
      expect(second).not.toBe(first.cookie);

      expect((await signInWith(first.cookie, right(signup.email))).statusCode).toBe(429);
      expect((await signInWith(second, right(signup.email))).statusCode).toBe(200);
    });

    it("counts its own wrong passwords apart from the account's, and is a stranger after as many as pause an account", async () => {
      const { signup, user } = await createVerifiedUser(t);
      const { cookie } = knownCookie(await signInWith(undefined, right(signup.email)));
      for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT; attempt += 1) {
        expect((await signInWith(cookie, wrong(signup.email))).statusCode).toBe(401);
      }
      expect((await userRow(t, user._id)).failedLoginAttempts).toBe(0);

      await pauseSigningIn(signup.email);
      expect((await signInWith(cookie, right(signup.email))).statusCode).toBe(429);
    });

    it('counts a wrong two-step code against itself, not the account, and a right password awaiting the code not at all', async () => {
      const { signup, user, authHeader } = await createVerifiedUser(t);
      const { secret } = await enrolTwoFactor(t, authHeader);
      const { cookie } = knownCookie(await signInWith(undefined, { ...right(signup.email), twoFactorCode: nextCode(t, secret) }));
      for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT + 1; attempt += 1) {
        const asked = await signInWith(cookie, right(signup.email));
        expect(asked.json()).toMatchObject({ twoFactorCodeRequired: true });
      }
      const refused = await signInWith(cookie, { ...right(signup.email), twoFactorCode: wrongCodeFor(nextCode(t, secret)) });
      expect(refused.statusCode).toBe(401);
      expect((await userRow(t, user._id)).failedLoginAttempts).toBe(0);
      await pauseSigningIn(signup.email);
      const admitted = await signInWith(cookie, { ...right(signup.email), twoFactorCode: nextCode(t, secret) });
      expect(admitted.statusCode).toBe(200);
      expect(knownCookie(admitted).cookie).not.toBe(cookie);
    });

    it("is known to that account only: another account's cookie, or one made up, does not get past its pause", async () => {
      const [{ signup, user }, other] = [await createVerifiedUser(t), await createVerifiedUser(t)];
      const othersCookie = knownCookie(await signInWith(undefined, right(other.signup.email))).cookie!;
      const value = othersCookie.slice(othersCookie.indexOf('=') + 1);
      const ownName = knownBrowserCookieName(user._id);
      await pauseSigningIn(signup.email);
      for (const cookie of [othersCookie, `${ownName}=${value}`, `${ownName}=${'A'.repeat(43)}`]) {
        expect((await signInWith(cookie, right(signup.email))).statusCode, cookie).toBe(429);
      }
    });

    it('is forgotten when the password is reset', async () => {
      const { signup } = await createVerifiedUser(t);
      const { cookie } = knownCookie(await signInWith(undefined, right(signup.email)));
      await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: signup.email } });
      const resetToken = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'token');
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/login/reset/${resetToken}`,
        payload: { password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      await pauseSigningIn(signup.email);
      expect((await signInWith(cookie, right(signup.email))).statusCode).toBe(429);
    });
  });

  it('refuses an unlock link that is not one, or was meant for something else', async () => {
    const { signup } = await createVerifiedUser(t);
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: signup.email } });
    const resetToken = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'token');
    for (const token of [resetToken, 'a'.repeat(43), 'short']) expect((await unlock(token)).statusCode).toBe(400);
  });
});

describe('the request limit per address (AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  it('slows sign-in and reset-link guessing to a few a minute per address', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, undefined, { database: t.database, clock: t.clock });
    try {
      const guesses = {
        'sign-in': (from: string) => signInFrom(from, wrong('someone@example.com'), strict),
        'reset link': (from: string) =>
          strict.app.inject({
            method: 'POST',
            url: `/api/login/reset/${'guessed-token-'.padEnd(43, 'x')}`,
            remoteAddress: from,
            payload: { password: 'Guessed-Pass-1', confirmation: 'Guessed-Pass-1' },
          }),
      };
      for (const [what, guess] of Object.entries(guesses)) {
        const statuses = [];
        for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await guess('198.18.0.1')).statusCode);
        expect(statuses, what).toEqual([...Array(3).fill(what === 'sign-in' ? 401 : 400), 429]);
        const limited = await guess('198.18.0.1');
        expect(limited.json(), what).toEqual(errorBody(serverMessages.tooManyRequests));
        expect(Number(limited.headers['retry-after']), what).toBeGreaterThan(0);
        expect((await guess('198.18.0.2')).statusCode, what).not.toBe(429);
      }
    } finally {
      await strict.close();
    }
  });
});
