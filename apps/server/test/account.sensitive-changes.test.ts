import { accountMessages, serverMessages } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { errorBody, freshEmail } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';
import { enrolTwoFactor, nextCode, userRow, wrongCodeFor } from './helpers/two-factor.js';

/**
 * Unlinking two-step sign-in, renewing the recovery codes and changing the email need the password (and the code
 * while two-step is on): a leaked session alone cannot make the account its own. The old address can undo an email
 * change for 48 hours.
 */

const t = useTestApp();

const WRONG = 'Wrong-Horse-1';
const twoStepUser = async () => {
  const account = await createVerifiedUser(t);
  return { ...account, ...(await enrolTwoFactor(t, account.authHeader)) };
};
const unlink = (authorization: string, body: object) => call(t, authorization, 'DELETE', '/api/v2/account/2fa', body);
const renew = (authorization: string, body: object) => call(t, authorization, 'POST', '/api/v2/account/2fa/recovery-codes', body);
const changeEmail = (authorization: string, body: object) => call(t, authorization, 'PUT', '/api/v2/account/email', body);
const undoLink = async (oldEmail: string) => {
  const text = (await t.lastMailTo(oldEmail.toLowerCase()))?.text ?? '';
  const match = text.match(/cancelEmailChange=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no cancel link in:\n${text}`);
  return match[1];
};
const openUndo = (token: string) => t.app.inject({ method: 'POST', url: `/api/v2/account/email/cancel/${token}` });

describe('unlinking two-step sign-in and renewing recovery codes', () => {
  it('refuse a session without the password or the code, and change nothing', async () => {
    const { authHeader, secret, user } = await twoStepUser();
    for (const change of [unlink, renew]) {
      expect((await change(authHeader, {})).status).toBe(400);
      expect((await change(authHeader, { code: nextCode(t, secret) })).status).toBe(400);
      const wrongPassword = await change(authHeader, { password: WRONG, code: nextCode(t, secret) });
      expect(wrongPassword.body).toEqual(errorBody(accountMessages.currentPasswordIncorrect));
      const wrongCode = await change(authHeader, { password: STRONG_PASSWORD, code: wrongCodeFor(nextCode(t, secret)) });
      expect(wrongCode.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
      // Two wrong guesses a round: the lock of the fifth is the next test's.
      await t.database.db.update(users).set({ failedLoginAttempts: 0 }).where(eq(users.id, user._id));
    }
    expect(await userRow(t, user._id)).toMatchObject({ twoFactorEnabled: true, twoFactorSecret: secret });
    const done = await unlink(authHeader, { password: STRONG_PASSWORD, code: nextCode(t, secret) });
    expect(done.status).toBe(200);
  });

  it('count wrong passwords like failed sign-ins: the fifth locks the account', async () => {
    const { authHeader, secret } = await twoStepUser();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await unlink(authHeader, { password: WRONG, code: nextCode(t, secret) })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await unlink(authHeader, { password: STRONG_PASSWORD, code: nextCode(t, secret) })).status).toBe(429);
  });
});

describe('changing the email', () => {
  it('needs the password, and the code while two-step is on; a refusal mails nothing and changes nothing', async () => {
    const plain = await createVerifiedUser(t);
    const wanted = freshEmail();
    expect((await changeEmail(plain.authHeader, { email: wanted })).status).toBe(400);
    expect((await changeEmail(plain.authHeader, { email: wanted, password: WRONG })).body).toEqual(errorBody(accountMessages.currentPasswordIncorrect));
    expect(await t.lastMailTo(wanted)).toBeUndefined();
    expect((await userRow(t, plain.user._id)).updateToEmail).toBe('');

    const guarded = await twoStepUser();
    const refused = await changeEmail(guarded.authHeader, { email: wanted, password: STRONG_PASSWORD });
    expect(refused.body).toEqual(errorBody(accountMessages.invalidVerificationToken));
    const accepted = await changeEmail(guarded.authHeader, { email: wanted, password: STRONG_PASSWORD, code: nextCode(t, guarded.secret) });
    expect(accepted.status).toBe(200);
  });
});

describe("the old address's link", () => {
  it('cancels a change still pending: the new address link stops working', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const wanted = freshEmail();
    await changeEmail(authHeader, { email: wanted, password: STRONG_PASSWORD });
    const changeLink = tokenFromMail((await t.lastMailTo(wanted))?.text ?? '', 'verify');
    const undone = await openUndo(await undoLink(signup.email));
    expect(undone.json()).toEqual({ success: true, message: accountMessages.emailChangeCancelled });
    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, updateToEmail: '' });
    const opened = await t.app.inject({ method: 'POST', url: `/api/login/reset/${changeLink}`, headers: { authorization: authHeader } });
    expect(opened.statusCode).toBe(400);
  });

  it('takes a made change back to the old address: every session ends and two-step goes; used once', async () => {
    const { authHeader, signup, user, secret } = await twoStepUser();
    const wanted = freshEmail();
    await changeEmail(authHeader, { email: wanted, password: STRONG_PASSWORD, code: nextCode(t, secret) });
    const undo = await undoLink(signup.email);
    const changeLink = tokenFromMail((await t.lastMailTo(wanted))?.text ?? '', 'verify');
    await t.app.inject({ method: 'POST', url: `/api/login/reset/${changeLink}`, headers: { authorization: authHeader } });
    expect((await userRow(t, user._id)).email).toBe(wanted);

    const undone = await openUndo(undo);
    expect(undone.json()).toEqual({ success: true, message: accountMessages.emailChangeUndone });
    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, twoFactorEnabled: false });
    expect((await call(t, authHeader, 'GET', '/api/users/me')).status).toBe(401);
    expect((await openUndo(undo)).json()).toEqual(errorBody(serverMessages.tokenInvalid));
  });

  it('answers 409 when another account has the old address by now, and runs out after 48 hours', async () => {
    const first = await createVerifiedUser(t);
    const wanted = freshEmail();
    await changeEmail(first.authHeader, { email: wanted, password: STRONG_PASSWORD });
    const undo = await undoLink(first.signup.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${tokenFromMail((await t.lastMailTo(wanted))?.text ?? '', 'verify')}`,
      headers: { authorization: first.authHeader },
    });
    await createVerifiedUser(t, { email: first.signup.email });
    const taken = await openUndo(undo);
    expect(taken.statusCode).toBe(409);
    expect((await userRow(t, first.user._id)).email).toBe(wanted);

    const second = await createVerifiedUser(t);
    await changeEmail(second.authHeader, { email: freshEmail(), password: STRONG_PASSWORD });
    const late = await undoLink(second.signup.email);
    t.clock.advance(48 * 3600_000 + 1000);
    expect((await openUndo(late)).statusCode).toBe(400);
  });
});
