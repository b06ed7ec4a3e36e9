import { accountMessages, messages, PASSWORD_MISMATCH, PASSWORD_RULE_TEXT, serverMessages, type User } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trustedBrowsers } from '../src/db/schema/index.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { errorBody, freshEmail } from './helpers/sharing.js';
import { connectSocket, listeningTestApp, nextDisconnect } from './helpers/sockets.js';
import { tokenFromMail, type TestApp } from './helpers/test-app.js';
import { enrolTwoFactor, nextCode, signIn, userRow } from './helpers/two-factor.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const NEW_PASSWORD = 'Another-Horse-8';
const me = (authorization: string) => call(t, authorization, 'GET', '/api/users/me');
const changePassword = (authorization: string, body: object) => call(t, authorization, 'PUT', '/api/v2/account/password', body);
const changeEmail = (authorization: string, email: string) =>
  call<{ success: true; message: string; updatedUser: User }>(t, authorization, 'PUT', '/api/v2/account/email', { email, password: STRONG_PASSWORD });
/** A mailed link opened in the browser signed in to the account that asked for it. */
const openLink = (token: string, authorization: string) =>
  t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, headers: { authorization } });
const linkIn = async (email: string) => tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'verify');

describe('PUT /api/v2/account/password', () => {
  it('refuses a caller without a session', async () => {
    const body = { old: STRONG_PASSWORD, new: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    const response = await t.app.inject({ method: 'PUT', url: '/api/v2/account/password', payload: body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(serverMessages.unauthorized));
  });

  it('sets the new password, ends every other session (and its socket) and remembered browsers, and keeps this one', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const { secret } = await enrolTwoFactor(t, authHeader);
    const credentials = { username: signup.email, password: STRONG_PASSWORD };
    const other = await signIn(t, { ...credentials, twoFactorCode: nextCode(t, secret) });
    const otherHeader = other.body.authHeader as string;
    const socket = await connectSocket(baseUrl, otherHeader);
    const dropped = nextDisconnect(socket);

    const changed = await changePassword(authHeader, { old: STRONG_PASSWORD, new: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: messages.passwordChanged, recentShares: [] });

    expect((await me(authHeader)).status).toBe(200);
    expect((await me(otherHeader)).status).toBe(401);
    await dropped;
    expect(await t.database.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.userId, user._id))).toHaveLength(0);
    expect((await signIn(t, credentials, other.cookie)).status).toBe(401);
    const withNew = await signIn(t, { ...credentials, password: NEW_PASSWORD }, other.cookie);
    expect(withNew.body.twoFactorCodeRequired).toBe(true);
  });

  it('refuses a wrong old password (400, so the browser stays signed in), the same password and bad input; only the wrong password is counted', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const before = await userRow(t, user._id);
    const cases: [object, string][] = [
      [{ old: 'Not-The-Password-1', new: NEW_PASSWORD, confirmation: NEW_PASSWORD }, accountMessages.oldPasswordIncorrect],
      [{ old: STRONG_PASSWORD, new: STRONG_PASSWORD, confirmation: STRONG_PASSWORD }, accountMessages.samePassword],
      [{ old: STRONG_PASSWORD, new: NEW_PASSWORD, confirmation: 'Something-Else-9' }, PASSWORD_MISMATCH],
      [{ old: STRONG_PASSWORD, new: 'weak', confirmation: 'weak' }, PASSWORD_RULE_TEXT],
      [{ old: '', new: NEW_PASSWORD, confirmation: NEW_PASSWORD }, 'old: Field is required.'],
    ];
    for (const [body, message] of cases) {
      const answer = await changePassword(authHeader, body);
      expect(answer.status, message).toBe(400);
      expect((answer.body as { errors: string[] }).errors).toContain(message);
    }
    // Only the wrong old password counts, as a failed sign-in would.
    expect(await userRow(t, user._id)).toEqual({ ...before, failedLoginAttempts: 1 });
    expect((await me(authHeader)).status).toBe(200);
  });

  it("one user's change leaves another's password and sessions alone", async () => {
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    const before = await userRow(t, first.user._id);
    await changePassword(second.authHeader, { old: STRONG_PASSWORD, new: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(await userRow(t, first.user._id)).toEqual(before);
    expect((await me(first.authHeader)).status).toBe(200);
  });
});

describe('PUT /api/v2/account/email', () => {
  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v2/account/email', payload: { email: freshEmail() } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(serverMessages.unauthorized));
  });

  it('mails the new address a link that moves the account over, and tells the old address at once', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const oldEmail = signup.email.toLowerCase();
    const newEmail = freshEmail();
    const asked = await changeEmail(authHeader, newEmail.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, message: accountMessages.newEmailVerificationSent });
    expect(asked.body.updatedUser).toMatchObject({ _id: user._id, email: oldEmail, updateToEmail: newEmail });

    const link = (await t.lastMailTo(newEmail))?.text ?? '';
    expect(link).toContain(`${t.config.publicUrl}/login?verify=`);
    const notice = (await t.lastMailTo(oldEmail))?.text ?? '';
    expect(notice).toContain(newEmail);
    expect(notice).toContain(`${t.config.publicUrl}/reset`);
    expect(notice).toContain(`${t.config.publicUrl}/login?cancelEmailChange=`);
    expect(notice).toMatch(/wasn't you, cancel the change and reset your password/);

    const opened = await openLink(tokenFromMail(link, 'verify'), authHeader);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ success: true, message: accountMessages.emailChanged });
    expect(await userRow(t, user._id)).toMatchObject({ email: newEmail, updateToEmail: '' });
    expect((await me(authHeader)).status).toBe(200);

    expect((await signIn(t, { username: newEmail, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await signIn(t, { username: oldEmail, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await openLink(tokenFromMail(link, 'verify'), authHeader)).statusCode).toBe(400);
  });

  it('only the newest link works, and a link runs out after 48 hours', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const firstAddress = freshEmail();
    await changeEmail(authHeader, firstAddress);
    const older = await linkIn(firstAddress);
    const secondAddress = freshEmail();
    await changeEmail(authHeader, secondAddress);
    expect((await openLink(older, authHeader)).json().message).toBe(serverMessages.tokenInvalid);

    t.clock.advance(48 * 3600_000 + 1000);
    expect((await openLink(await linkIn(secondAddress), authHeader)).json().message).toBe(serverMessages.tokenInvalid);
    expect((await userRow(t, user._id)).email).toBe(user.email);
  });

  it('refuses the own address, an address in use and a malformed one; nothing changes and nothing is mailed', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const taken = await createVerifiedUser(t);
    const before = await userRow(t, user._id);
    const same = await changeEmail(authHeader, signup.email.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.body).toEqual(errorBody(accountMessages.sameEmail));
    const inUse = await changeEmail(authHeader, taken.signup.email);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual(errorBody(serverMessages.emailTaken));
    const malformed = await changeEmail(authHeader, 'not-an-address');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(errorBody(messages.invalidEmail));
    expect(await userRow(t, user._id)).toEqual(before);
  });

  it('answers 409 when another account took the address before the link was opened', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const wanted = freshEmail();
    await changeEmail(authHeader, wanted);
    const token = await linkIn(wanted);
    await createVerifiedUser(t, { email: wanted });

    const opened = await openLink(token, authHeader);
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toEqual(errorBody(serverMessages.emailTaken));
    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, updateToEmail: '' });
  });

  it("one user's change leaves another account alone", async () => {
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    const before = await userRow(t, first.user._id);
    const newEmail = freshEmail();
    await changeEmail(second.authHeader, newEmail);
    await openLink(await linkIn(newEmail), second.authHeader);
    expect(await userRow(t, first.user._id)).toEqual(before);
    expect((await userRow(t, second.user._id)).email).toBe(newEmail);
  });
});
