import { serverMessages, type User } from '@lodestar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema/index.js';
import { FIRST_LOCK_MS, LOGIN_FAILURE_LIMIT } from '../src/modules/auth/password-lock.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { errorBody, freshEmail } from './helpers/sharing.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';
import { userRow } from './helpers/two-factor.js';

const t = useTestApp();

const NEW_PASSWORD = 'Another-Horse-8';
const changeEmail = (authorization: string, email: string) =>
  call<{ updatedUser: User }>(t, authorization, 'PUT', '/api/v2/account/email', { email, password: STRONG_PASSWORD });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
/** An email change link, opened in the browser signed in to the account that asked for it. */
const openLink = (token: string, authorization: string) =>
  t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, headers: { authorization } });
const linkIn = async (email: string, param: 'verify' | 'token' | 'unlock' = 'verify') =>
  tokenFromMail((await t.lastMailTo(email))?.text ?? '', param);
const changeTokensOf = (userId: string) =>
  t.database.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'change_email')));

describe('an email change link', () => {
  it('moves the account only to the address it was mailed to', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const first = freshEmail();
    await changeEmail(authHeader, first);
    const firstLink = await linkIn(first);
    // What two racing requests (first, then second) could leave behind: the second address pending, the first link alive.
    const second = freshEmail();
    await t.database.db.update(users).set({ updateToEmail: second }).where(eq(users.id, user._id));

    const opened = await openLink(firstLink, authHeader);
    expect(opened.statusCode).toBe(400);
    expect(opened.json()).toEqual(errorBody(serverMessages.tokenInvalid));
    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, updateToEmail: second });
  });

  it('of concurrent requests, exactly one link stays, bound to the address left pending, and only it moves the account', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const addresses = [freshEmail(), freshEmail(), freshEmail(), freshEmail()];
    const answers = await Promise.all(addresses.map((address) => changeEmail(authHeader, address)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const pending = (await userRow(t, user._id)).updateToEmail;
    expect(addresses).toContain(pending);
    const tokens = await changeTokensOf(user._id);
    expect(tokens.map((token) => token.email)).toEqual([pending]);

    const others = addresses.filter((address) => address !== pending);
    for (const address of others) expect((await openLink(await linkIn(address), authHeader)).statusCode, address).toBe(400);
    expect((await openLink(await linkIn(pending), authHeader)).statusCode).toBe(200);
    expect((await userRow(t, user._id)).email).toBe(pending);
  });

  it('ends the password reset and unlock links mailed to the old address once the account moves', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const oldAddress = signup.email.toLowerCase();
    await post('/api/login/forgot', { email: signup.email });
    const resetLink = await linkIn(oldAddress, 'token');
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT; attempt += 1) {
      await post('/api/login', { username: signup.email, password: 'Not-The-Password-1' });
    }
    const unlockLink = await linkIn(oldAddress, 'unlock');
    t.clock.advance(FIRST_LOCK_MS);
    const moved = freshEmail();
    await changeEmail(authHeader, moved);
    expect((await openLink(await linkIn(moved), authHeader)).statusCode).toBe(200);

    const reset = await post(`/api/login/reset/${resetLink}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(errorBody(serverMessages.tokenInvalid));
    const unlock = await post(`/api/login/unlock/${unlockLink}`);
    expect(unlock.statusCode).toBe(400);
    expect(unlock.json()).toEqual(errorBody(serverMessages.tokenInvalid));
    expect((await userRow(t, user._id)).email).toBe(moved);
  });
});

describe('a new password cancels a pending email change', () => {
  it('set from a reset link: the change link stops working', async () => {
    const { authHeader, signup, user } = await createVerifiedUser(t);
    const wanted = freshEmail();
    await changeEmail(authHeader, wanted);
    const changeLink = await linkIn(wanted);
    await post('/api/login/forgot', { email: signup.email });
    const resetLink = await linkIn(signup.email.toLowerCase(), 'token');
    expect(
      (await post(`/api/login/reset/${resetLink}`, { password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, updateToEmail: '' });
    expect(await changeTokensOf(user._id)).toEqual([]);
    expect((await openLink(changeLink, authHeader)).statusCode).toBe(400);
    expect((await userRow(t, user._id)).email).toBe(user.email);
  });

  it('changed on the account page: the change link stops working', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const wanted = freshEmail();
    await changeEmail(authHeader, wanted);
    const changeLink = await linkIn(wanted);
    const body = { old: STRONG_PASSWORD, new: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    expect((await call(t, authHeader, 'PUT', '/api/v2/account/password', body)).status).toBe(200);

    expect(await userRow(t, user._id)).toMatchObject({ email: user.email, updateToEmail: '' });
    expect((await openLink(changeLink, authHeader)).statusCode).toBe(400);
    expect((await userRow(t, user._id)).email).toBe(user.email);
  });
});
