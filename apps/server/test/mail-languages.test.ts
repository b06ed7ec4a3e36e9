import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const newestMailTo = async (email: string) => (await t.mailsTo(email.toLowerCase())).at(-1);
const forgotPassword = (email: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/forgot',
    payload: { email },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
const signInFrom = (email: string, acceptLanguage: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password: STRONG_PASSWORD },
    headers: { 'accept-language': acceptLanguage },
  });
const saveLanguage = (authorization: string, language: string | null) =>
  call(t, authorization, 'PUT', '/api/v2/users/me', { language });
const browserLanguageOf = async (email: string) =>
  (
    await t.database.db
      .select({ language: users.browserLanguage })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
  )[0]?.language;

describe("mails in their reader's language", () => {
  it("writes the sign-up's verification mail in the language the signing-up browser shows", async () => {
    const signup = newSignup();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signup,
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await newestMailTo(signup.email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Lodestar');
    expect(mail?.textBody).toContain(`Hallo ${signup.name},`);
    expect(mail?.textBody).toContain('Der Link funktioniert einmal und 48 Stunden lang.');
    expect(mail?.htmlBody).toContain('<html lang="de" dir="ltr">');
    expect(mail?.htmlBody).toContain('Falls eine Schaltfläche nicht funktioniert');
  });

  it('follows the browser the account last signed in from, until the account saves a language of its own', async () => {
    const { signup, authHeader } = await createVerifiedUser(t);
    expect((await signInFrom(signup.email, 'es-MX,es;q=0.9')).statusCode).toBe(200);
    expect(await browserLanguageOf(signup.email)).toBe('es');

    await forgotPassword(signup.email, 'de');
    expect((await newestMailTo(signup.email))?.subject).toBe('Restablece tu contraseña de Lodestar');

    expect((await saveLanguage(authHeader, 'ar')).status).toBe(200);
    await forgotPassword(signup.email, 'es');
    const arabic = await newestMailTo(signup.email);
    expect(arabic?.subject).toBe('أعد تعيين كلمة مرورك في Lodestar');
    expect(arabic?.htmlBody).toContain('<html lang="ar" dir="rtl">');

    expect((await saveLanguage(authHeader, null)).status).toBe(200);
    await forgotPassword(signup.email);
    expect((await newestMailTo(signup.email))?.subject).toBe('Restablece tu contraseña de Lodestar');
  });

  it('keeps the browser language when the account signs in from a client that names none the portal speaks', async () => {
    const { signup } = await createVerifiedUser(t);
    expect((await signInFrom(signup.email, 'de-CH')).statusCode).toBe(200);
    const fromScript = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: signup.email, password: STRONG_PASSWORD },
    });
    expect(fromScript.statusCode).toBe(200);
    expect((await signInFrom(signup.email, '*')).statusCode).toBe(200);
    expect(await browserLanguageOf(signup.email)).toBe('de');
  });

  it('writes English, as before, to an account whose browsers named no language the portal speaks', async () => {
    const { signup } = await createVerifiedUser(t);
    expect((await signInFrom(signup.email, 'ja-JP,ja;q=0.9')).statusCode).toBe(200);
    await forgotPassword(signup.email);
    const mail = await newestMailTo(signup.email);
    expect(mail?.subject).toBe('Reset your Lodestar password');
    expect(mail?.textBody).toContain('The link works once and for 1 hour.');
    expect(mail?.htmlBody).toContain('<html lang="en" dir="ltr">');
  });

  it("dates a security notice in the reader's language and time zone", async () => {
    const { authHeader, signup } = await createVerifiedUser(t, { timezone: 'Europe/Berlin' });
    expect((await saveLanguage(authHeader, 'de')).status).toBe(200);
    const changed = await call(t, authHeader, 'PUT', '/api/v2/account/password', {
      old: STRONG_PASSWORD,
      new: 'Another-Horse-8',
      confirmation: 'Another-Horse-8',
    });
    expect(changed.status).toBe(200);
    const mail = await newestMailTo(signup.email);
    expect(mail?.subject).toBe('Lodestar: Dein Passwort wurde geändert');
    expect(mail?.textBody).toMatch(/wurde am \d{2}\.\d{2}\.\d{2}, \d{2}:\d{2} \(GMT\+0[12]:00\) geändert/);
    expect(mail?.textBody).toContain('Mein Passwort zurücksetzen: http://portal.test/reset');
  });
});
