import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountShares, users } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

// The models a published client of the reference service parses these answers with: every field required, and
// null only where the model allows it.
const time = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a time');
const clientUser = z.object({
  _id: z.string(),
  username: z.string(),
  timeCreated: time,
  name: z.string(),
  email: z.email(),
  roles: z.array(z.string()),
  failedLoginAttempts: z.int(),
  twoFactorEnabled: z.boolean(),
  profilePicture: z.string(),
  blockedUntil: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  timezone: z.string(),
  deleted: z.boolean(),
  cellScanLimit: z.int(),
  isSharedAccountAccepted: z.boolean(),
});
const clientSession = z.object({
  _id: z.string(),
  userId: z.string(),
  key: z.string(),
  time,
  createdAt: time,
  updatedAt: time,
  __v: z.int(),
});
const clientSignIn = clientUser.extend({ session: clientSession, authHeader: z.string() });

async function signIn(email: string, password: string) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password, twoFactorCode: '' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Record<string, unknown>;
}

const me = async (authorization: string) => (await call<Record<string, unknown>>(t, authorization, 'GET', '/api/users/me')).body;

describe('the user as clients of the reference service read it', () => {
  it('signs in with the user at the top level, the username, and the session it opened, whose key is not the secret', async () => {
    const { signup, user } = await createVerifiedUser(t);
    const body = clientSignIn.parse(await signIn(signup.email, signup.password));
    expect(body).toMatchObject({ _id: user._id, username: signup.email.toLowerCase(), deleted: false, blockedUntil: null });
    expect(body.session).toMatchObject({ userId: user._id, __v: 0 });
    expect(body.authHeader).not.toContain(body.session.key);
    expect(body.session.time).toBe(body.session.createdAt);
    // The session's key names a session of the account, which signing out ends.
    const signedOut = await call(t, body.authHeader, 'POST', '/api/logout');
    expect(signedOut.status).toBe(200);
  });

  it('answers GET /api/users/me with the same fields at the top level and under userDetails', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const body = await me(authHeader);
    const top = clientUser.parse(body);
    expect(clientUser.parse(body.userDetails)).toEqual(top);
    expect(top).toMatchObject({ _id: user._id, email: user.email, isSharedAccountAccepted: false, country: 'AU', timezone: '' });
  });

  it('answers empty strings, never null, for a user without a country, a time zone or a picture', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    await t.database.db.update(users).set({ country: null, timezone: null }).where(eq(users.id, user._id));
    const top = clientUser.parse(await me(authHeader));
    expect(top).toMatchObject({ country: '', timezone: '', profilePicture: '' });
  });

  it('says until when sign-in is paused while the account is locked, and null once the pause is over', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const until = new Date(t.clock.now().getTime() + 10 * 60_000);
    await t.database.db.update(users).set({ lockedUntil: until, failedLoginAttempts: 5 }).where(eq(users.id, user._id));
    expect(clientUser.parse(await me(authHeader))).toMatchObject({ blockedUntil: until.toISOString(), failedLoginAttempts: 5 });
    t.clock.advance(11 * 60_000);
    expect(clientUser.parse(await me(authHeader)).blockedUntil).toBeNull();
  });

  it('says whether the user is a member of another account: true once they accepted an account share', async () => {
    const owner = await createVerifiedUser(t);
    const member = await createVerifiedUser(t, newSignup());
    const [share] = await t.database.db
      .insert(accountShares)
      .values({ ownerId: owner.user._id, email: member.user.email, memberId: member.user._id, isAcceptedFlag: 0 })
      .returning();
    expect(clientUser.parse(await me(member.authHeader)).isSharedAccountAccepted).toBe(false);
    await t.database.db.update(accountShares).set({ isAcceptedFlag: 1 }).where(eq(accountShares.id, share!.id));
    expect(clientUser.parse(await me(member.authHeader)).isSharedAccountAccepted).toBe(true);
    expect(clientUser.parse(await me(owner.authHeader)).isSharedAccountAccepted).toBe(false);
  });
});
