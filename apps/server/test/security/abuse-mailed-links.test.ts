import { messages, serverMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_QUOTA_WINDOW_MS } from '../../src/modules/mail/mail-quota.js';
import { MAILBOX_LINK_LIFETIME_MS } from '../../src/lib/secrets.js';
import { createVerifiedUser, newSignup } from '../helpers/accounts.js';
import { mailsTo } from '../helpers/sharing.js';
import { useTestApp, tokenFromMail } from '../helpers/test-app.js';
import { startOfNextWindow } from '../helpers/count-windows.js';

const PER_HOUR = 3;

const t = useTestApp({ LINK_MAILS_PER_HOUR: String(PER_HOUR) });

const post = (url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });
/** The tokens of the links of one kind mailed to the address. */
const linksTo = async (email: string, param: 'token' | 'verify') =>
  (await mailsTo(t, email)).filter((mail) => mail.textBody.includes(`?${param}=`)).map((mail) => tokenFromMail(mail.textBody, param));
const NEW_PASSWORD = 'Brand-New-Pass-2';

describe('password reset mails', () => {
  it(`go to one address at most ${PER_HOUR} times an hour, whoever asks; past that the form answers alike and the newest link still works`, async () => {
    startOfNextWindow(t, MAIL_QUOTA_WINDOW_MS);
    const { signup } = await createVerifiedUser(t);
    const email = signup.email.toLowerCase();
    const answers = [];
    for (let ask = 1; ask <= PER_HOUR + 2; ask += 1) answers.push((await post('/api/login/forgot', { email }, `198.51.100.${ask}`)).json());
    const unknown = (await post('/api/login/forgot', { email: 'nobody-at-all@example.com' })).json();
    for (const answer of [...answers, unknown]) expect(answer).toEqual({ success: true, message: messages.emailSent });

    const links = await linksTo(email, 'token');
    expect(links).toHaveLength(PER_HOUR);
    const resets = [];
    for (const link of links) resets.push((await post(`/api/login/reset/${link}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode);
    expect(resets.filter((status) => status === 200)).toHaveLength(1);

    const other = await createVerifiedUser(t);
    await post('/api/login/forgot', { email: other.signup.email });
    expect(await linksTo(other.signup.email.toLowerCase(), 'token')).toHaveLength(1);

    t.clock.advance(MAIL_QUOTA_WINDOW_MS);
    await post('/api/login/forgot', { email });
    expect(await linksTo(email, 'token')).toHaveLength(PER_HOUR + 1);
  });
});

describe('verification mails', () => {
  it(`are resent to one address at most ${PER_HOUR} times an hour, with the same answer past that`, async () => {
    startOfNextWindow(t, MAIL_QUOTA_WINDOW_MS);
    const signup = newSignup();
    await post('/api/signup', signup);
    const email = signup.email.toLowerCase();
    for (let ask = 1; ask <= PER_HOUR + 1; ask += 1) {
      expect((await post('/api/v2/account/resend-verification-email', { email })).json()).toEqual({
        success: true,
        message: messages.verificationSent,
      });
    }
    expect(await linksTo(email, 'verify')).toHaveLength(1 + PER_HOUR);
  });

  it('carry a link that runs out after 48 hours, with the documented message', async () => {
    const signup = newSignup();
    await post('/api/signup', signup);
    const [token] = await linksTo(signup.email.toLowerCase(), 'verify');
    t.clock.advance(MAILBOX_LINK_LIFETIME_MS);
    const expired = await post(`/api/login/reset/${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(serverMessages.tokenInvalid);
    expect((await post('/api/login', { username: signup.email, password: signup.password })).json().message).toBe(serverMessages.verifyFirst);
  });
});
