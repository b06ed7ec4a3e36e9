import { messages, serverMessages, type User } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpDecoys, users } from '../src/db/schema/index.js';
import { sweepExpired } from '../src/modules/system/housekeeping.js';
import { createVerifiedUser, newSignup, STRONG_PASSWORD } from './helpers/accounts.js';
import { userRow } from './helpers/two-factor.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const OTHER_PASSWORD = 'Battery-Staple-7';
const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/signup', payload });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
/** What differs between any two new accounts: who they are and when they were made. */
const withoutIdentity = ({ _id, email, username, name, timeCreated, ...rest }: User) => rest;

/** A verified owner, and the same sign-up form sent once for a new address and once for the owner's. */
async function bothSignUps() {
  const owner = await createVerifiedUser(t, { country: 'GB' });
  const fresh = newSignup({ password: OTHER_PASSWORD, timezone: 'Australia/Perth' });
  const taken = { ...fresh, email: owner.signup.email.toUpperCase() };
  return { owner, fresh: await signup(fresh), taken: await signup(taken), freshEmail: fresh.email.toLowerCase() };
}

describe("sign-up with a verified account's address", () => {
  it('answers exactly as for a new address, and changes nothing of the account', async () => {
    const { owner, fresh, taken } = await bothSignUps();
    const before = await userRow(t, owner.user._id);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const [newAnswer, takenAnswer] = [fresh.json(), taken.json()];
    expect(Object.keys(takenAnswer).sort()).toEqual(Object.keys(newAnswer).sort());
    expect(takenAnswer.message).toBe(messages.verificationSent);
    expect(takenAnswer.authHeader).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(withoutIdentity(takenAnswer.user)).toEqual(withoutIdentity(newAnswer.user));
    expect(takenAnswer.user).toMatchObject({ email: owner.signup.email.toLowerCase(), emailVerified: false });
    expect(takenAnswer.user._id).not.toBe(owner.user._id);

    expect(await userRow(t, owner.user._id)).toEqual(before);
    expect((await login(owner.signup.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner by mail, with no link that changes anything, and mails the new address its link', async () => {
    const { owner, freshEmail } = await bothSignUps();
    const mail = await t.lastMailTo(owner.signup.email.toLowerCase());
    expect(mail?.subject).toBe('Someone tried to sign up for Lodestar with your address');
    expect(mail?.text).toContain('No account was made, and nothing in yours changed.');
    expect(mail?.text).not.toMatch(/verify=|token=|unlock=/);
    expect((await t.lastMailTo(freshEmail))?.subject).toContain('Verify');
  });

  it("gives a session that reads only its own unproven account, as a new account's does, and ends at sign-out", async () => {
    const { owner, fresh, taken } = await bothSignUps();
    const [newSession, decoySession] = [fresh.json().authHeader as string, taken.json().authHeader as string];
    const [newMe, decoyMe] = [await me(newSession), await me(decoySession)];
    expect(decoyMe.statusCode).toBe(newMe.statusCode);
    expect(withoutIdentity(decoyMe.json().userDetails)).toEqual(withoutIdentity(newMe.json().userDetails));
    expect(decoyMe.json().userDetails).toMatchObject({ _id: taken.json().user._id, emailVerified: false });
    expect(decoyMe.body).not.toContain(owner.user._id);

    for (const session of [newSession, decoySession]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/devices/find/${owner.user._id}`,
        headers: { authorization: session },
      });
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(serverMessages.verifyEmailToContinue);
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: decoySession },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await me(decoySession)).statusCode).toBe(401);
    expect((await me(owner.authHeader)).statusCode).toBe(200);
  });

  it("answers the sign-up's password at sign-in as a new account's, and keeps the owner's working", async () => {
    const { owner, freshEmail } = await bothSignUps();
    const [newAccount, decoy] = [
      await login(freshEmail, OTHER_PASSWORD),
      await login(owner.signup.email, OTHER_PASSWORD),
    ];
    expect(decoy.statusCode).toBe(newAccount.statusCode);
    expect(decoy.json()).toEqual(newAccount.json());
    expect(decoy.json().message).toBe(serverMessages.verifyFirst);
    // The decoy's password counts as no failure of the owner's; a wrong one does.
    expect((await userRow(t, owner.user._id)).failedLoginAttempts).toBe(0);
    expect((await login(owner.signup.email, 'Wrong-Password-1')).json().message).toBe(
      serverMessages.invalidCredentials,
    );
    expect((await userRow(t, owner.user._id)).failedLoginAttempts).toBe(1);
    expect((await login(owner.signup.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("counts wrong passwords and pauses as a new account's do, and keeps them through a sign-up again", async () => {
    const { owner, fresh, taken, freshEmail } = await bothSignUps();
    const accounts = [
      { email: freshEmail, session: fresh.json().authHeader as string },
      { email: owner.signup.email, session: taken.json().authHeader as string },
    ];
    const seen = async () =>
      Promise.all(accounts.map(async ({ session }) => (await me(session)).json().userDetails as User));
    for (const { email } of accounts) await login(email, 'Wrong-Password-1');
    expect((await seen()).map((user) => [user.failedLoginAttempts, user.blockedUntil])).toEqual([
      [1, null],
      [1, null],
    ]);
    for (let attempt = 0; attempt < 4; attempt += 1)
      for (const { email } of accounts) await login(email, 'Wrong-Password-1');
    const [paused, pausedDecoy] = [
      await login(freshEmail, OTHER_PASSWORD),
      await login(owner.signup.email, OTHER_PASSWORD),
    ];
    expect(pausedDecoy.statusCode).toBe(paused.statusCode);
    expect(paused.statusCode).toBe(429);
    const [newView, decoyView] = await seen();
    expect(decoyView!.blockedUntil).toBe(newView!.blockedUntil);
    expect(decoyView!.blockedUntil).not.toBeNull();

    // Signing up again ends neither pause.
    await signup(newSignup({ email: freshEmail, password: OTHER_PASSWORD }));
    await signup(newSignup({ email: owner.signup.email, password: OTHER_PASSWORD }));
    expect((await login(freshEmail, OTHER_PASSWORD)).statusCode).toBe(429);
    expect((await login(owner.signup.email, OTHER_PASSWORD)).statusCode).toBe(429);
  });

  it("keeps the address it was opened with when the account's address changes", async () => {
    const owner = await createVerifiedUser(t);
    const { authHeader } = (await signup(newSignup({ email: owner.signup.email }))).json();
    await t.database.db
      .update(users)
      .set({ email: `moved.${owner.signup.email}` })
      .where(eq(users.id, owner.user._id));
    expect((await me(authHeader)).json().userDetails.email).toBe(owner.signup.email.toLowerCase());
  });

  it('keeps its id when someone signs up with the address again, ending the first session, as an unproven account does', async () => {
    const owner = await createVerifiedUser(t);
    const first = (await signup(newSignup({ email: owner.signup.email }))).json();
    const second = (await signup(newSignup({ email: owner.signup.email, name: 'Someone Else' }))).json();
    expect(second.user._id).toBe(first.user._id);
    expect(second.user.name).toBe('Someone Else');
    expect((await me(first.authHeader)).statusCode).toBe(401);
    expect((await me(second.authHeader)).statusCode).toBe(200);
  });

  it('is swept away once its session has run out', async () => {
    const owner = await createVerifiedUser(t);
    const { authHeader } = (await signup(newSignup({ email: owner.signup.email }))).json();
    t.clock.advance(31 * 24 * 3600_000);
    expect((await me(authHeader)).statusCode).toBe(401);
    await sweepExpired(t.database.db, t.clock.now());
    expect(await t.database.db.select().from(signUpDecoys).where(eq(signUpDecoys.ownerId, owner.user._id))).toEqual([]);
  });
});
