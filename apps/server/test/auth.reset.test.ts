import { messages, PASSWORD_MISMATCH, PASSWORD_RULE_TEXT, serverMessages } from '@lodestar/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendInTurn, type Mailer, type MailMessage } from '../src/adapters/mail/index.js';
import { buildApp } from '../src/app.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const t = useTestApp();

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const mailCount = async () => {
  await t.app.backgroundWork.idle();
  return (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
};
const NEW_PASSWORD = 'Brand-New-Pass-2';

async function resetTokenFor(email: string) {
  expect((await post('/api/login/forgot', { email })).json()).toEqual({ success: true, message: messages.emailSent });
  return tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');
}

describe('password reset', () => {
  it('mails a link; the link sets a new password once and ends every old session', async () => {
    const { signup, authHeader } = await createVerifiedUser(t);
    const token = await resetTokenFor(signup.email);

    const reset = await post(`/api/login/reset/${token}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(reset.json()).toEqual({ success: true, message: messages.passwordChanged });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/login', { username: signup.email, password: signup.password })).statusCode).toBe(401);
    expect((await post('/api/login', { username: signup.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await post(`/api/login/reset/${token}`, { password: 'Another-Pass-3', confirmation: 'Another-Pass-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(serverMessages.tokenInvalid);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = await mailCount();
    const response = await post('/api/login/forgot', { email: 'nobody-here@example.com' });
    expect(response.json()).toEqual({ success: true, message: messages.emailSent });
    expect(await mailCount()).toBe(before);
  });

  it('only the newest link works', async () => {
    const { signup } = await createVerifiedUser(t);
    const older = await resetTokenFor(signup.email);
    const newer = await resetTokenFor(signup.email);
    expect((await post(`/api/login/reset/${older}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await post(`/api/login/reset/${newer}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a link expires after an hour', async () => {
    const { signup } = await createVerifiedUser(t);
    const token = await resetTokenFor(signup.email);
    t.clock.advance(3600_000 + 1000);
    const response = await post(`/api/login/reset/${token}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(response.json().message).toBe(serverMessages.tokenInvalid);
  });

  it('refuses a weak or mismatched password and keeps the link usable', async () => {
    const { signup } = await createVerifiedUser(t);
    const token = await resetTokenFor(signup.email);
    const weak = await post(`/api/login/reset/${token}`, { password: 'weak', confirmation: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContain(PASSWORD_RULE_TEXT);
    const mismatch = await post(`/api/login/reset/${token}`, { password: NEW_PASSWORD, confirmation: 'Other-Pass-44' });
    expect(mismatch.json().message).toBe(PASSWORD_MISMATCH);
    expect((await post(`/api/login/reset/${token}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a reset link cannot verify an email and a verification link cannot reset a password', async () => {
    const signup = newSignup();
    await post('/api/signup', signup);
    const verifyToken = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'verify');
    const asReset = await post(`/api/login/reset/${verifyToken}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(asReset.statusCode).toBe(400);
    const resetToken = await resetTokenFor(signup.email);
    expect((await post(`/api/login/reset/${resetToken}`)).statusCode).toBe(400);
  });

  it('a reset proves the mailbox, so an unverified account can sign in afterwards', async () => {
    const signup = newSignup();
    await post('/api/signup', signup);
    const token = await resetTokenFor(signup.email);
    await post(`/api/login/reset/${token}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect((await post('/api/login', { username: signup.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses malformed tokens in the path', async () => {
    expect((await post('/api/login/reset/short')).statusCode).toBe(400);
    expect((await post(`/api/login/reset/${'a'.repeat(200)}`)).statusCode).toBe(400);
    expect((await post('/api/login/reset/..%2F..%2Fetc%2Fpasswd0000000000')).statusCode).toBe(400);
  });
});

describe('POST /api/v2/account/resend-verification-email', () => {
  it('mails a fresh link that works, and the earlier link stops working', async () => {
    const signup = newSignup();
    await post('/api/signup', signup);
    const first = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'verify');
    const response = await post('/api/v2/account/resend-verification-email', { email: signup.email });
    expect(response.json()).toEqual({ success: true, message: messages.verificationSent });
    const second = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'verify');
    expect(second).not.toBe(first);
    const proof = { signupPassword: signup.password };
    expect((await post(`/api/login/reset/${first}`, proof)).statusCode).toBe(400);
    expect((await post(`/api/login/reset/${second}`, proof)).statusCode).toBe(200);
  });

  it('sends nothing for a verified or unknown address, with the same answer', async () => {
    const { signup } = await createVerifiedUser(t);
    const before = await mailCount();
    for (const email of [signup.email, 'unknown-person@example.com']) {
      expect((await post('/api/v2/account/resend-verification-email', { email })).json().message).toBe(messages.verificationSent);
    }
    expect(await mailCount()).toBe(before);
  });

  it('refuses a malformed address', async () => {
    const response = await post('/api/v2/account/resend-verification-email', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.invalidEmail);
  });
});

describe('the public mail forms', () => {
  it('answer a known address before its mail is sent, so how long they take tells nothing about the address', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    const send = async (message: MailMessage) => {
      await held;
      sent.push(message);
    };
    const slowMailer: Mailer = { kind: 'smtp', send, sendEach: (messages) => sendInTurn(send, messages), close: async () => {} };
    const slow = await buildApp({ config: t.config, database: t.database, clock: t.clock, mailer: slowMailer, logger: false });
    await slow.ready();
    try {
      const { signup } = await createVerifiedUser(t);
      const unverified = newSignup();
      await post('/api/signup', unverified);
      const forgot = await slow.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: signup.email } });
      expect(forgot.json()).toEqual({ success: true, message: messages.emailSent });
      const resend = await slow.inject({
        method: 'POST',
        url: '/api/v2/account/resend-verification-email',
        payload: { email: unverified.email },
      });
      expect(resend.json()).toEqual({ success: true, message: messages.verificationSent });
      expect(sent).toEqual([]);

      release();
      await slow.backgroundWork.idle();
      // The two mails wait on the same release, so they may leave in either order.
      expect(sent.map((mail) => mail.to).sort()).toEqual([signup.email, unverified.email].sort());
    } finally {
      release();
      await slow.close();
    }
  });
});
