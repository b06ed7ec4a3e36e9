import { messages, PASSWORD_RULE_TEXT, serverMessages } from '@lodestar/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const t = useTestApp();

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/signup', payload: payload as object });

describe('POST /api/signup', () => {
  it('creates an unverified account, derives the currency and mails a verification link', async () => {
    const body = newSignup({ email: 'Mixed.Case@Example.com', country: 'DE' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.message).toBe(messages.verificationSent);
    expect(answer.authHeader).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(answer.user).toMatchObject({
      email: 'mixed.case@example.com',
      name: body.name,
      country: 'DE',
      currency: 'eur',
      roles: ['user'],
      emailVerified: false,
      twoFactorEnabled: false,
      cellScanLimit: 150,
      OneTimeDeviceFee: 0,
      profilePicture: '',
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|argon2|hash/i);

    const mail = await t.lastMailTo('mixed.case@example.com');
    expect(mail?.subject).toContain('Verify');
    expect(mail?.text).toContain('http://portal.test/login?verify=');
  });

  it.each([
    ['AU', 'aud'],
    ['NZ', 'nzd'],
    ['GB', 'gbp'],
    ['FR', 'eur'],
    ['US', 'usd'],
    ['JP', 'usd'],
  ])('gives country %s the currency %s, whatever currency the client sends', async (country, currency) => {
    const response = await signup({ ...newSignup({ country }), currency: 'gbp' });
    expect(response.json().user.currency).toBe(currency);
  });

  it("makes no account for a verified account's email, in any letter case, and answers as for a new one (auth.signup-decoy)", async () => {
    const { signup: first } = await createVerifiedUser(t);
    const accounts = await userCount();
    const again = await signup({ ...newSignup(), email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(messages.verificationSent);
    expect(await userCount()).toBe(accounts);
  });

  it('lets the new session read itself but nothing else until the email is verified', async () => {
    const { authHeader } = (await signup(newSignup())).json();
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } });
    expect(me.statusCode).toBe(200);
    expect(me.json().userDetails.emailVerified).toBe(false);
    const devices = await t.app.inject({
      method: 'GET',
      url: `/api/devices/find/${me.json().userDetails._id}`,
      headers: { authorization: authHeader },
    });
    expect(devices.statusCode).toBe(403);
    expect(devices.json().message).toBe(serverMessages.verifyEmailToContinue);
  });

  it('says a wrong sign-up password is wrong in the words of the verification, and counts it as a wrong password', async () => {
    const body = newSignup();
    await signup(body);
    const token = tokenFromMail((await t.lastMailTo(body.email))?.text ?? '', 'verify');
    const wrong = await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload: { signupPassword: 'Not-The-Password-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(serverMessages.signupPasswordWrong);
    expect((await t.database.db.select().from(users).where(eq(users.email, body.email)))[0]?.failedLoginAttempts).toBe(1);
  });

  it("takes the browser's time zone when it is one of the offered ones, and refuses another", async () => {
    const zoned = await signup(newSignup({ timezone: 'Australia/Perth' }));
    expect(zoned.json().user.timezone).toBe('Australia/Perth');
    expect((await signup(newSignup())).json().user.timezone).toBe('');
    const refused = await signup(newSignup({ timezone: 'Mars/Olympus_Mons' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Time zone is not one of the offered time zones.');
  });

  it('verifies the email from the mailed link exactly once', async () => {
    const body = newSignup();
    await signup(body);
    const token = tokenFromMail((await t.lastMailTo(body.email))?.text ?? '', 'verify');
    const open = () => t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload: { signupPassword: body.password } });
    const first = await open();
    expect(first.json()).toMatchObject({
      success: true,
      message: serverMessages.emailVerifiedSignedIn,
      user: { email: body.email, emailVerified: true },
    });
    // The browser that proved the address is signed in with a session of its own.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: first.json().authHeader } });
    expect(me.json().userDetails).toMatchObject({ email: body.email, emailVerified: true });
    const second = await open();
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(serverMessages.tokenInvalid);
  });

  describe('bad input: a clear 400 in the documented body, and no account is created', () => {
    const cases: Array<[string, unknown, string]> = [
      ['a malformed email', { ...newSignup(), email: 'not-an-email' }, messages.invalidEmail],
      ['a weak password', { ...newSignup(), password: 'password' }, PASSWORD_RULE_TEXT],
      ['no country', { ...newSignup(), country: undefined }, messages.countryRequired],
      ['an unknown country', { ...newSignup(), country: 'XX' }, messages.countryRequired],
      ['a missing name', { ...newSignup(), name: undefined }, 'name: Field is required.'],
      ['a name of the wrong type', { ...newSignup(), name: 42 }, 'name: Must be a string.'],
      ['an over-long name', { ...newSignup(), name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      ['an over-long email', { ...newSignup(), email: `${'x'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
      ['an unknown field', { ...newSignup(), isAdmin: true }, 'Unrecognized key: "isAdmin"'],
      ['roles sent by the client', { ...newSignup(), roles: ['superAdmin'] }, 'Unrecognized key: "roles"'],
    ];
    it.each(cases)('%s', async (_label, payload, message) => {
      const before = await userCount();
      const response = await signup(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors.join('\n')).toContain(message);
      expect(await userCount()).toBe(before);
    });

    it('malformed JSON', async () => {
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "x",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON.',
        errors: ['The request body is not valid JSON.'],
      });
      expect(await userCount()).toBe(before);
    });

    it('a body that is not JSON at all', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().success).toBe(false);
    });

    it('a body over the size limit', async () => {
      const response = await signup({ ...newSignup(), name: 'x'.repeat(1_100_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The request body is too large.');
    });
  });
});
