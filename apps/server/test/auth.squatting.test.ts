import { accountMessages, serverMessages, type User } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceShares, users } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { errorBody, freshEmail, shareBody, shareThroughApi } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';
import { signIn, userRow } from './helpers/two-factor.js';

/**
 * Someone signs up with another person's address, or asks to move their account to it. Whoever proves the mailbox
 * and holds the account gets it; a session opened before that proof gets nothing, and the real owner is never
 * blocked.
 */

const t = useTestApp();

const SQUATTER_PASSWORD = 'Squatter-Pass-7';
const signUp = async (email: string, password: string) => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/signup', payload: newSignup({ email, password }) });
  return { status: answer.statusCode, authHeader: (answer.json() as { authHeader?: string }).authHeader ?? '' };
};
const verificationLink = async (email: string) => tokenFromMail((await t.lastMailTo(email.toLowerCase()))?.text ?? '', 'verify');
const openLink = (token: string, { authorization, signupPassword }: { authorization?: string; signupPassword?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/login/reset/${token}`,
    ...(authorization ? { headers: { authorization } } : {}),
    ...(signupPassword ? { payload: { signupPassword } } : {}),
  });
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
const accountOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

describe('a sign-up with someone else’s address', () => {
  it('is not verified by the owner opening the link in another browser: the link asks for the sign-up password', async () => {
    const email = freshEmail();
    const squatter = await signUp(email, SQUATTER_PASSWORD);
    const token = await verificationLink(email);
    for (const opened of [await openLink(token), await openLink(token, { signupPassword: 'Not-The-Password-1' })]) {
      expect(opened.statusCode).toBeGreaterThanOrEqual(401);
      expect(opened.statusCode).toBeLessThanOrEqual(403);
    }
    expect((await openLink(token)).json()).toEqual(errorBody(serverMessages.verifyNeedsPassword));
    expect((await accountOf(email))!.emailVerifiedAt).toBeNull();
    const devices = await t.app.inject({ method: 'GET', url: `/api/devices/find/${(await accountOf(email))!.id}`, headers: { authorization: squatter.authHeader } });
    expect(devices.statusCode).toBe(403);
  });

  it('does not block the owner: signing up again takes the unproven account over, ending the squatter’s session and link', async () => {
    const email = freshEmail();
    const squatter = await signUp(email, SQUATTER_PASSWORD);
    const squatterLink = await verificationLink(email);
    const owner = await signUp(email.toUpperCase(), 'Owners-Pass-42');
    expect(owner.status).toBe(201);
    expect((await me(squatter.authHeader)).statusCode).toBe(401);
    expect((await openLink(squatterLink, { signupPassword: SQUATTER_PASSWORD })).statusCode).toBe(400);

    const ownerLink = await verificationLink(email);
    const verified = await openLink(ownerLink, { authorization: owner.authHeader });
    expect(verified.json()).toMatchObject({ success: true, message: serverMessages.emailVerifiedSignedIn, user: { emailVerified: true } });
    // The proof ended the sign-up's session and opened the owner a new one.
    expect((await me(owner.authHeader)).statusCode).toBe(401);
    expect((await me(verified.json().authHeader)).statusCode).toBe(200);
    expect((await signIn(t, { username: email, password: SQUATTER_PASSWORD })).status).toBe(401);
    expect((await signIn(t, { username: email, password: 'Owners-Pass-42' })).status).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });

  it('takes nothing from an address a verified account holds: its session is not the account’s (auth.signup-decoy)', async () => {
    const owner = await createVerifiedUser(t);
    const squatter = await signUp(owner.signup.email, SQUATTER_PASSWORD);
    expect(squatter.status).toBe(201);
    expect((await me(squatter.authHeader)).json().userDetails._id).not.toBe(owner.user._id);
    expect((await me(owner.authHeader)).statusCode).toBe(200);
  });

  it('hands no session opened before the proof the verified account, not even the one that signed up', async () => {
    const email = freshEmail();
    const signedUp = await signUp(email, 'Owners-Pass-42');
    expect((await openLink(await verificationLink(email), { authorization: signedUp.authHeader })).statusCode).toBe(200);
    expect((await me(signedUp.authHeader)).statusCode).toBe(401);
  });

  it('never hands the shares waiting for the address to the unproven account, and does to its proven owner', async () => {
    const sharer = await createVerifiedUser(t);
    const device = await insertDevice(t, sharer.user._id);
    const email = freshEmail();
    const share = await shareThroughApi(t, sharer.authHeader, shareBody(device.id, email));
    await signUp(email, 'Signers-Pass-3');
    const accountId = (await accountOf(email))!.id;
    const shareHolder = async () => (await t.database.db.select().from(deviceShares).where(eq(deviceShares.id, share._id)))[0]!.userId;
    expect(await shareHolder()).toBeNull();
    await openLink(await verificationLink(email));
    expect(await shareHolder()).toBeNull();

    await openLink(await verificationLink(email), { signupPassword: 'Signers-Pass-3' });
    expect(await shareHolder()).toBe(accountId);
  });

  it('a reset of an account never verified turns off a second step set up before, and ends its sessions', async () => {
    const email = freshEmail();
    const squatter = await signUp(email, SQUATTER_PASSWORD);
    const account = (await accountOf(email))!;
    await t.database.db.update(users).set({ twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, account.id));
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    const reset = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');
    const answer = await t.app.inject({ method: 'POST', url: `/api/login/reset/${reset}`, payload: { password: 'Owners-Pass-42', confirmation: 'Owners-Pass-42' } });
    expect(answer.statusCode).toBe(200);
    expect(await userRow(t, account.id)).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
    expect((await me(squatter.authHeader)).statusCode).toBe(401);
    const login = await signIn(t, { username: email, password: 'Owners-Pass-42' });
    expect(login.status).toBe(200);
    expect(login.body).toHaveProperty('authHeader');
  });
});

describe('an email change to someone else’s address', () => {
  it('completes only in a browser signed in to the account that asked for it, so the address’s owner cannot be made to hand it over', async () => {
    const asker = await createVerifiedUser(t);
    const victim = freshEmail();
    const change = await call<{ updatedUser: User }>(t, asker.authHeader, 'PUT', '/api/v2/account/email', { email: victim, password: asker.signup.password });
    expect(change.status).toBe(200);
    const token = await verificationLink(victim);
    const someoneElse = await createVerifiedUser(t);
    for (const opener of [{}, { authorization: someoneElse.authHeader }, { signupPassword: asker.signup.password }]) {
      const opened = await openLink(token, opener);
      expect(opened.statusCode).toBe(403);
      expect(opened.json()).toEqual(errorBody(serverMessages.emailChangeNeedsSession));
    }
    expect((await userRow(t, asker.user._id)).email).toBe(asker.user.email);
    const opened = await openLink(token, { authorization: asker.authHeader });
    expect(opened.json()).toEqual({ success: true, message: accountMessages.emailChanged });
    expect((await userRow(t, asker.user._id)).email).toBe(victim);
  });
});
