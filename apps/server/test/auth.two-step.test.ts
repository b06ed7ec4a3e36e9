import { serverMessages } from '@lodestar/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LOCK_WINDOW_MS } from '../src/modules/auth/address-lock.js';
import { FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT } from '../src/modules/auth/password-lock.js';
import { twoStepCookieName } from '../src/http/sign-in-cookies.js';
import { TWO_STEP_TICKET_LIFETIME_MS } from '../src/modules/auth/two-step-tickets.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { solvedCaptcha } from './helpers/captcha.js';
import { startOfNextWindow } from './helpers/count-windows.js';
import { databaseFingerprint } from './helpers/database-fingerprint.js';
import { errorBody } from './helpers/sharing.js';
import { createTestApp, tokenFromMail, useTestApp, type TestApp } from './helpers/test-app.js';
import { codeNow, enrolTwoFactor, nextCode, setCookieOf, userRow, wrongCodeFor } from './helpers/two-factor.js';

/** Accounts are made on `t`, which asks for no captcha; `guarded` signs in on the same database with ALTCHA on. */
const t = useTestApp();
let guarded: TestApp;
beforeAll(async () => {
  guarded = await createTestApp({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_MAX_NUMBER: '200' }, undefined, { database: t.database, clock: t.clock });
});
afterAll(() => guarded.close());

async function twoStepAccount() {
  const { signup, user, authHeader } = await createVerifiedUser(t);
  const { secret } = await enrolTwoFactor(t, authHeader);
  return { email: signup.email, userId: user._id, secret };
}

/** The password step, captcha solved, of an account with two-step sign-in: the ticket, and the cookie that goes with it. */
async function passwordStep(email: string, app = guarded, remoteAddress?: string) {
  const captcha = app === guarded ? await solvedCaptcha(guarded) : undefined;
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password: STRONG_PASSWORD, captcha },
    ...(remoteAddress && { remoteAddress }),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { twoFactorTicket: string };
  const { cookie, setCookie } = setCookieOf(response, 'lodestar_ts_');
  return { body, ticket: body.twoFactorTicket, cookie: cookie!, setCookie };
}

interface CodeStep {
  username: string;
  twoFactorTicket: string;
  twoFactorCode: string;
}
const codeStep = (payload: CodeStep, cookie: string | undefined, app = guarded, remoteAddress?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login/two-step',
    payload,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress && { remoteAddress }),
  });

const keyOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const expectTicketRefused = (response: LightMyRequestResponse, what: string) => {
  expect(response.statusCode, what).toBe(400);
  expect(response.json(), what).toEqual(errorBody(serverMessages.twoStepTicketInvalid));
};

describe('POST /api/login/two-step', () => {
  it('signs in with the code and the ticket of the password step, without password or captcha, once', async () => {
    const { email, userId, secret } = await twoStepAccount();
    const asked = await passwordStep(email);
    expect(asked.body).toEqual({
      success: true,
      twoFactorCodeRequired: true,
      message: serverMessages.twoFactorRequired,
      twoFactorTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(asked.setCookie).toMatch(/^lodestar_ts_[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/api\/login; HttpOnly; SameSite=Strict$/);

    const signedIn = await codeStep({ username: email, twoFactorTicket: asked.ticket, twoFactorCode: nextCode(t, secret) }, asked.cookie);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body).toMatchObject({ success: true, _id: userId, is2FAVerified: true, authHeader: expect.stringMatching(/^Bearer /) });
    expect(setCookieOf(signedIn, 'lodestar_ts_').setCookie).toMatch(/^lodestar_ts_[0-9a-f]{16}=; Max-Age=0; /);
    expect(setCookieOf(signedIn, 'lodestar_kb_').cookie).toBeDefined();
    const me = await guarded.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: body.authHeader } });
    expect(me.statusCode).toBe(200);

    const again = await codeStep({ username: email, twoFactorTicket: asked.ticket, twoFactorCode: nextCode(t, secret) }, asked.cookie);
    expectTicketRefused(again, 'used');
  });

  it("refuses a ticket used up, run out, replaced, of another account or without its cookie, and changes nothing", async () => {
    const [expired, replaced, used, owner, other] = [
      await twoStepAccount(),
      await twoStepAccount(),
      await twoStepAccount(),
      await twoStepAccount(),
      await twoStepAccount(),
    ];
    const expiredTicket = await passwordStep(expired.email);
    t.clock.advance(TWO_STEP_TICKET_LIFETIME_MS + 1000);
    const replacedTicket = await passwordStep(replaced.email);
    await passwordStep(replaced.email);
    const usedTicket = await passwordStep(used.email);
    const usedUp = { username: used.email, twoFactorTicket: usedTicket.ticket, twoFactorCode: nextCode(t, used.secret) };
    expect((await codeStep(usedUp, usedTicket.cookie)).statusCode).toBe(200);
    const ownersTicket = await passwordStep(owner.email);
    const othersTicket = await passwordStep(other.email);
    t.clock.advance(30_000);

    const withCode = (account: { email: string; secret: string }, ticket: string) => ({
      username: account.email,
      twoFactorTicket: ticket,
      twoFactorCode: codeNow(t, account.secret),
    });
    const refusals: Record<string, () => Promise<LightMyRequestResponse>> = {
      'used up': () => codeStep(withCode(used, usedTicket.ticket), usedTicket.cookie),
      'run out': () => codeStep(withCode(expired, expiredTicket.ticket), expiredTicket.cookie),
      replaced: () => codeStep(withCode(replaced, replacedTicket.ticket), replacedTicket.cookie),
      'without its cookie': () => codeStep(withCode(owner, ownersTicket.ticket), undefined),
      "with another ticket's cookie": () => codeStep(withCode(owner, ownersTicket.ticket), `${twoStepCookieName(owner.userId)}=${keyOf(othersTicket.cookie)}`),
      "for another account, with the owner's cookie": () => codeStep(withCode(other, ownersTicket.ticket), ownersTicket.cookie),
      "for another account, the owner's key under its name": () =>
        codeStep(withCode(other, ownersTicket.ticket), `${twoStepCookieName(other.userId)}=${keyOf(ownersTicket.cookie)}`),
      'for an address without an account': () =>
        codeStep({ ...withCode(owner, ownersTicket.ticket), username: 'nobody@example.com' }, ownersTicket.cookie),
    };
    const before = await databaseFingerprint(t.database);
    for (const [what, send] of Object.entries(refusals)) expectTicketRefused(await send(), what);
    expect(await databaseFingerprint(t.database)).toEqual(before);

    for (const [account, { ticket, cookie }] of [[owner, ownersTicket], [other, othersTicket]] as const) {
      expect((await codeStep(withCode(account, ticket), cookie)).statusCode).toBe(200);
    }
  });

  it('lets one of two attempts racing on a ticket sign in, and refuses the other before it tries a code', async () => {
    const account = await twoStepAccount();
    const { ticket, cookie } = await passwordStep(account.email);
    const body = { username: account.email, twoFactorTicket: ticket, twoFactorCode: nextCode(t, account.secret) };
    const answers = await Promise.all([codeStep(body, cookie), codeStep(body, cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expectTicketRefused(answers.find((answer) => answer.statusCode === 400)!, 'the slower attempt');
  });

  it('counts wrong codes as wrong passwords: the account pauses, and the ticket waits the pause out', async () => {
    const { email, userId, secret } = await twoStepAccount();
    const { ticket, cookie } = await passwordStep(email);
    const attempt = (twoFactorCode: string) => codeStep({ username: email, twoFactorTicket: ticket, twoFactorCode }, cookie);
    for (let failures = 1; failures < LOGIN_FAILURE_LIMIT; failures += 1) {
      const refused = await attempt(wrongCodeFor(codeNow(t, secret)));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(errorBody(serverMessages.invalidTwoFactorCode));
    }
    expect((await userRow(t, userId)).failedLoginAttempts).toBe(LOGIN_FAILURE_LIMIT - 1);
    const pausing = await attempt(wrongCodeFor(codeNow(t, secret)));
    expect(pausing.statusCode).toBe(429);
    expect(pausing.json()).toEqual(errorBody(serverMessages.accountLocked));
    expect((await attempt(nextCode(t, secret))).statusCode).toBe(429);

    t.clock.advance(FIRST_LOCK_MS);
    expect((await attempt(nextCode(t, secret))).statusCode).toBe(200);
    expect(await userRow(t, userId)).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('counts wrong codes against the address too, which past its limit may not sign in with any code', async () => {
    const strict = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '2' }, undefined, { database: t.database, clock: t.clock });
    try {
      startOfNextWindow(t, ADDRESS_LOCK_WINDOW_MS);
      const { email, secret } = await twoStepAccount();
      const { ticket, cookie } = await passwordStep(email, strict, '198.51.100.20');
      const from = (address: string, twoFactorCode: string) =>
        codeStep({ username: email, twoFactorTicket: ticket, twoFactorCode }, cookie, strict, address);
      expect((await from('198.51.100.20', wrongCodeFor(codeNow(t, secret)))).statusCode).toBe(401);
      expect((await from('198.51.100.20', wrongCodeFor(codeNow(t, secret)))).statusCode).toBe(401);
      const locked = await from('198.51.100.20', nextCode(t, secret));
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(errorBody(serverMessages.addressLocked));
      expect((await from('198.51.100.21', codeNow(t, secret))).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('takes a few calls a minute per address (AUTH_RATE_LIMIT_PER_MINUTE), as sign-in does', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, undefined, { database: t.database, clock: t.clock });
    try {
      const guess = (remoteAddress: string) =>
        codeStep({ username: 'someone@example.com', twoFactorTicket: 'guessed-ticket-'.padEnd(43, 'x'), twoFactorCode: '123456' }, undefined, strict, remoteAddress);
      const statuses = [];
      for (let call = 0; call < 4; call += 1) statuses.push((await guess('198.18.0.1')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await guess('198.18.0.1')).json()).toEqual(errorBody(serverMessages.tooManyRequests));
      expect((await guess('198.18.0.2')).statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });

  it('is ended by a new password', async () => {
    const { email, secret } = await twoStepAccount();
    const { ticket, cookie } = await passwordStep(email);
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    const resetToken = tokenFromMail((await t.lastMailTo(email.toLowerCase()))?.text ?? '', 'token');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${resetToken}`,
      payload: { password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expectTicketRefused(await codeStep({ username: email, twoFactorTicket: ticket, twoFactorCode: nextCode(t, secret) }, cookie), 'after a reset');
  });

  it('answers bad input with 400 and the documented body', async () => {
    const missing = await guarded.app.inject({ method: 'POST', url: '/api/login/two-step', payload: { username: 'a@b.co', twoFactorTicket: 'x'.repeat(43) } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorBody('twoFactorCode: Field is required.'));
    const withPassword = { username: 'a@b.co', twoFactorTicket: 'x'.repeat(43), twoFactorCode: '123456', password: STRONG_PASSWORD };
    expect((await guarded.app.inject({ method: 'POST', url: '/api/login/two-step', payload: withPassword })).statusCode).toBe(400);
  });
});
