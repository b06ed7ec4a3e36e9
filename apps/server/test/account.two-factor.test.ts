import { accountMessages, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, serverMessages, twoFactorSettings } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trustedBrowsers, twoFactorRecoveryCodes } from '../src/db/schema/index.js';
import { dateTimeOf } from '../src/lib/day-of.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { errorBody } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';
import { codeNow, enrolTwoFactor, nextCode, signIn, userRow, wrongCodeFor } from './helpers/two-factor.js';

const t = useTestApp();

const codesOf = (userId: string) => t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
const browsersOf = (userId: string) => t.database.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));

/** A signed-in user with two-step on, and what signing in as them takes. */
async function twoStepUser() {
  const account = await createVerifiedUser(t);
  const enrolled = await enrolTwoFactor(t, account.authHeader);
  const credentials = { username: account.signup.email, password: STRONG_PASSWORD };
  return { ...account, ...enrolled, credentials };
}

describe('the two-step calls', () => {
  it('refuse a caller without a session', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/v2/account/2fa/init'],
      ['POST', '/api/v2/account/2fa/verify/123456'],
      ['DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: '123456' }],
      ['POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: '123456' }],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(errorBody(serverMessages.unauthorized));
    }
  });
});

describe('enrolment', () => {
  it('init answers a pending secret as text, otpauth address and QR image; the user is not on two-step yet', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    const init = await call<Record<string, string>>(t, authHeader, 'POST', '/api/v2/account/2fa/init');
    expect(init.status).toBe(200);
    expect(init.body.twoFactorToken).toMatch(/^[A-Z2-7]{32}$/);
    expect(init.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*issuer=/);
    expect(init.body.otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(init.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const row = await userRow(t, user._id);
    expect(row).toMatchObject({ twoFactorPendingSecret: init.body.twoFactorToken, twoFactorEnabled: false, twoFactorSecret: null });
  });

  it("stamps init, enrolment and unlinking with the server's clock", async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const stampedNow = async () => expect((await userRow(t, user._id)).updatedAt).toEqual(t.clock.now());
    t.clock.advance(86_400_000);
    await call(t, authHeader, 'POST', '/api/v2/account/2fa/init');
    await stampedNow();
    t.clock.advance(86_400_000);
    const { secret } = await enrolTwoFactor(t, authHeader);
    await stampedNow();
    t.clock.advance(86_400_000);
    await call(t, authHeader, 'DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: nextCode(t, secret) });
    await stampedNow();
  });

  it("mails the account's address when two-step sign-in is turned on and off: when, in its time zone, and what to do if it wasn't them", async () => {
    const { authHeader, signup } = await createVerifiedUser(t, { timezone: 'America/New_York' });
    const email = signup.email.toLowerCase();
    const twoStepMails = async () =>
      (await t.mailsTo(email)).filter((mail) => mail.subject.startsWith('Lodestar: two-step sign-in'));
    await call(t, authHeader, 'POST', '/api/v2/account/2fa/init');
    expect(await twoStepMails()).toEqual([]);

    const { secret } = await enrolTwoFactor(t, authHeader);
    const onAt = dateTimeOf(t.clock.now(), 'America/New_York');
    t.clock.advance(3600_000);
    await call(t, authHeader, 'DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: nextCode(t, secret) });
    const offAt = dateTimeOf(t.clock.now(), 'America/New_York');

    const [on, off] = await twoStepMails();
    expect(on!.subject).toBe('Lodestar: two-step sign-in was turned on');
    expect(on!.textBody).toContain(`Two-step sign-in was turned on for your Lodestar account on ${onAt}.`);
    expect(off!.subject).toBe('Lodestar: two-step sign-in was turned off');
    expect(off!.textBody).toContain(`Two-step sign-in was turned off for your Lodestar account on ${offAt}.`);
    expect(offAt).toMatch(/\(GMT-0[45]:00\)$/);
    for (const mail of [on!, off!]) {
      expect(mail.textBody).toContain("If it wasn't you, someone knows your password: reset it now");
      expect(mail.textBody).toContain('Reset my password: http://portal.test/reset\n');
      expect(mail.htmlBody).toContain('>Reset my password</a>');
    }
  });

  it('a second init replaces the pending secret: a code of the first no longer verifies', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const first = (await call<{ twoFactorToken: string }>(t, authHeader, 'POST', '/api/v2/account/2fa/init')).body.twoFactorToken;
    await call(t, authHeader, 'POST', '/api/v2/account/2fa/init');
    const stale = await call(t, authHeader, 'POST', `/api/v2/account/2fa/verify/${nextCode(t, first)}`);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
    expect((await userRow(t, user._id)).twoFactorEnabled).toBe(false);
  });

  it('verify needs an init first, refuses a wrong or malformed code, and turns two-step on with a right one', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const early = await call(t, authHeader, 'POST', '/api/v2/account/2fa/verify/123456');
    expect(early.status).toBe(400);
    expect(early.body).toEqual(errorBody(accountMessages.twoFactorNotStarted));

    const secret = (await call<{ twoFactorToken: string }>(t, authHeader, 'POST', '/api/v2/account/2fa/init')).body.twoFactorToken;
    const code = nextCode(t, secret);
    const wrong = await call(t, authHeader, 'POST', `/api/v2/account/2fa/verify/${wrongCodeFor(code)}`);
    expect(wrong.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
    for (const malformed of ['12345', 'abcdef', '1234567']) {
      const response = await call(t, authHeader, 'POST', `/api/v2/account/2fa/verify/${malformed}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
    }
    expect(await userRow(t, user._id)).toMatchObject({ twoFactorEnabled: false, twoFactorPendingSecret: secret });

    const done = await call<{ recoveryCodes: string[] }>(t, authHeader, 'POST', `/api/v2/account/2fa/verify/${code}`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: accountMessages.savedSuccessfully });
    expect(done.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const recovery of done.body.recoveryCodes) expect(recovery).toMatch(RECOVERY_CODE_PATTERN);

    const row = await userRow(t, user._id);
    expect(row).toMatchObject({ twoFactorEnabled: true, twoFactorSecret: secret, twoFactorPendingSecret: null });
    const stored = await codesOf(user._id);
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.map((c) => c.codeHash)).not.toContain(done.body.recoveryCodes[0]);

    const me = await call<{ userDetails: Record<string, unknown> }>(t, authHeader, 'GET', '/api/users/me');
    expect(me.body.userDetails).toMatchObject({ twoFactorEnabled: true, is2FAVerified: true });
    expect(JSON.stringify(me.body)).not.toContain(secret);
  });

  it('init while two-step is on is a 409 and keeps the enrolled secret', async () => {
    const { authHeader, user, secret } = await twoStepUser();
    const again = await call(t, authHeader, 'POST', '/api/v2/account/2fa/init');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody(accountMessages.twoFactorAlreadyOn));
    expect(await userRow(t, user._id)).toMatchObject({ twoFactorSecret: secret, twoFactorPendingSecret: null });
  });
});

describe('signing in with two-step on', () => {
  it('asks for the code, takes it once, and a replayed or older code is refused', async () => {
    const { credentials, secret } = await twoStepUser();
    const asked = await signIn(t, credentials);
    expect(asked.body).toMatchObject({ success: true, twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired });

    const older = codeNow(t, secret);
    const code = nextCode(t, secret);
    const accepted = await signIn(t, { ...credentials, twoFactorCode: code });
    expect(accepted.status).toBe(200);
    expect(accepted.body.authHeader).toMatch(/^Bearer /);

    for (const used of [code, older]) {
      const replayed = await signIn(t, { ...credentials, twoFactorCode: used });
      expect(replayed.status).toBe(401);
      expect(replayed.body.message).toBe(serverMessages.invalidTwoFactorCode);
    }
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const { credentials, secret } = await twoStepUser();
    const code = nextCode(t, secret);
    const both = await Promise.all([signIn(t, { ...credentials, twoFactorCode: code }), signIn(t, { ...credentials, twoFactorCode: code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('counts a wrong code as a failed sign-in', async () => {
    const { credentials, secret, user } = await twoStepUser();
    const refused = await signIn(t, { ...credentials, twoFactorCode: wrongCodeFor(nextCode(t, secret)) });
    expect(refused.status).toBe(401);
    expect((await userRow(t, user._id)).failedLoginAttempts).toBe(1);
  });

  it('remembers the browser (setting 1): its cookie skips the code, for this user only', async () => {
    const { credentials, secret, user } = await twoStepUser();
    const other = await twoStepUser();
    const first = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    expect(first.setCookie).toMatch(/^lodestar_tb_[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api\/login; HttpOnly; SameSite=Strict$/);
    expect(await browsersOf(user._id)).toHaveLength(1);

    const skipped = await signIn(t, credentials, first.cookie);
    expect(skipped.status).toBe(200);
    expect(skipped.body.authHeader).toMatch(/^Bearer /);
    expect(skipped.setCookie).toBeUndefined();

    const otherWithCookie = await signIn(t, other.credentials, first.cookie);
    expect(otherWithCookie.body.twoFactorCodeRequired).toBe(true);
    const forged = await signIn(t, credentials, `${first.cookie!.split('=')[0]}=${'A'.repeat(43)}`);
    expect(forged.body.twoFactorCodeRequired).toBe(true);

    t.clock.advance(31 * 24 * 3600_000);
    expect((await signIn(t, credentials, first.cookie)).body.twoFactorCodeRequired).toBe(true);
  });

  it('asks every time with setting 2, cookie or not, and sets no cookie', async () => {
    const { credentials, secret, authHeader } = await twoStepUser();
    const remembered = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    const setting = await call(t, authHeader, 'PUT', '/api/v2/users/me', { twoFactorSetting: twoFactorSettings.everyTime });
    expect(setting.status).toBe(200);

    expect((await signIn(t, credentials, remembered.cookie)).body.twoFactorCodeRequired).toBe(true);
    const withCode = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) }, remembered.cookie);
    expect(withCode.status).toBe(200);
    expect(withCode.setCookie).toBeUndefined();
  });

  it('takes a recovery code in place of the code, once', async () => {
    const { credentials, recoveryCodes, user } = await twoStepUser();
    const recovery = recoveryCodes[0]!;
    const first = await signIn(t, { ...credentials, twoFactorCode: ` ${recovery.toUpperCase()} ` });
    expect(first.status).toBe(200);
    const again = await signIn(t, { ...credentials, twoFactorCode: recovery });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(serverMessages.invalidTwoFactorCode);
    expect((await codesOf(user._id)).filter((c) => c.usedAt !== null)).toHaveLength(1);
    expect((await signIn(t, { ...credentials, twoFactorCode: recoveryCodes[1]! })).status).toBe(200);
  });

  it('forgets remembered browsers when the password is reset', async () => {
    const { credentials, secret, user } = await twoStepUser();
    const remembered = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: credentials.username } });
    const token = tokenFromMail((await t.lastMailTo(credentials.username.toLowerCase()))?.text ?? '', 'token');
    const password = 'Fresh-Password-7';
    await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload: { password, confirmation: password } });
    expect(await browsersOf(user._id)).toHaveLength(0);
    expect((await signIn(t, { ...credentials, password }, remembered.cookie)).body.twoFactorCodeRequired).toBe(true);
  });
});

describe('recovery codes and unlinking', () => {
  it('a current code replaces every recovery code; a wrong or replayed one changes nothing', async () => {
    const { authHeader, secret, recoveryCodes, credentials, user } = await twoStepUser();
    const before = await codesOf(user._id);
    const wrong = await call(t, authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: wrongCodeFor(nextCode(t, secret)) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
    const empty = await call(t, authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: accountMessages.enterAuthenticationCode });
    expect(await codesOf(user._id)).toEqual(before);

    const code = nextCode(t, secret);
    const renewed = await call<{ recoveryCodes: string[] }>(t, authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ success: true, message: accountMessages.generatedSuccessfully });
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const replayed = await call(t, authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code });
    expect(replayed.body).toEqual(errorBody(accountMessages.invalidVerificationToken));

    expect((await signIn(t, { ...credentials, twoFactorCode: recoveryCodes[0]! })).status).toBe(401);
    expect((await signIn(t, { ...credentials, twoFactorCode: renewed.body.recoveryCodes[0]! })).status).toBe(200);
  });

  it('unlink clears the secret, the recovery codes and remembered browsers; sign-in asks no code; a second unlink is a 400', async () => {
    const { authHeader, secret, credentials, user } = await twoStepUser();
    await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    t.clock.advance(30_000);
    const unlinked = await call(t, authHeader, 'DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: nextCode(t, secret) });
    expect(unlinked.body).toEqual({ success: true, message: accountMessages.unlinkedSuccessfully });
    expect(await userRow(t, user._id)).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
    expect(await codesOf(user._id)).toHaveLength(0);
    expect(await browsersOf(user._id)).toHaveLength(0);
    expect((await signIn(t, credentials)).body.authHeader).toMatch(/^Bearer /);

    const again = await call(t, authHeader, 'DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: '123456' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(errorBody(accountMessages.twoFactorNotOn));
    const renew = await call(t, authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: '123456' });
    expect(renew.body).toEqual(errorBody(accountMessages.twoFactorNotOn));
  });

  it("one user's calls never touch another's two-step state", async () => {
    const first = await twoStepUser();
    const firstBefore = await userRow(t, first.user._id);
    const second = await createVerifiedUser(t);
    await enrolTwoFactor(t, second.authHeader);
    await call(t, second.authHeader, 'POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: nextCode(t, first.secret) });
    await call(t, second.authHeader, 'DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: nextCode(t, first.secret) });
    expect(await userRow(t, first.user._id)).toEqual(firstBefore);
    expect(await codesOf(first.user._id)).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await signIn(t, { ...first.credentials, twoFactorCode: nextCode(t, first.secret) })).status).toBe(200);
  });
});
