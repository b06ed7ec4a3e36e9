import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, transferMessages, type UsersResponse } from '@lodestar/contract';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody } from './helpers/sharing.js';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app.js';
import { DEALER, K9 } from './helpers/transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (authorization: string, filter: string) =>
  call<UsersResponse>(t, authorization, 'GET', `/api/v2/users?page=0&perPage=10&filter=${encodeURIComponent(filter)}`);
const register = (authorization: string, body: object) => call(t, authorization, 'POST', '/api/k9/register', body);

let people = 0;
const newPerson = (tag: string) => ({
  name: `Casey Receiver ${(people += 1)}`,
  email: `${tag}-${people}@example.com`,
  country: 'AU',
});

describe('POST /api/k9/register: the sign-up popup of the transfer pages', () => {
  it('makes an unverified account that its owner opens by choosing a password from the mailed link', async () => {
    const seller = await userWithRoles(t, K9);
    const person = newPerson('made');
    const made = await register(seller.authHeader, person);
    expect(made).toMatchObject({
      status: 200,
      body: {
        message: transferMessages.accountCreated(person.email),
        user: { _id: expect.any(String), name: person.name, email: person.email, emailVerified: false },
      },
    });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: person.email, password: STRONG_PASSWORD },
      });
    expect((await signIn()).statusCode).not.toBe(200);

    const mail = await t.lastMailTo(person.email);
    expect(mail?.subject).toBe('Your Lodestar account is ready');
    expect(mail?.text).toContain(`${seller.user.name} (${seller.user.email}) created a Lodestar account for you`);
    // The link lands on the page that asks for a first password, not the reset page.
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/choosePassword\?token=/);
    const token = tokenFromMail(mail!.text, 'token');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${token}`,
      payload: { password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    const [found] = (await search(seller.authHeader, person.email)).body.data;
    expect(found).toEqual({
      _id: (made.body as { user: { _id: string } }).user._id,
      name: person.name,
      email: person.email,
      emailVerified: true,
    });
  });

  it('refuses users who sell nothing, a taken email, and bad input, creating nothing', async () => {
    const plain = await userWithRoles(t, ['user']);
    const dealerWithoutEnterprise = await userWithRoles(t, ['dealership']);
    for (const caller of [plain, dealerWithoutEnterprise]) {
      expect(await register(caller.authHeader, newPerson('nobody'))).toMatchObject({
        status: 403,
        body: errorBody(messages.permissionDenied),
      });
    }
    const dealer = await userWithRoles(t, DEALER);
    const taken = await createVerifiedUser(t);
    expect(
      await register(dealer.authHeader, { ...newPerson('x'), email: taken.user.email.toUpperCase() }),
    ).toMatchObject({
      status: 409,
      body: errorBody(transferMessages.emailTaken),
    });
    const { country: _country, ...withoutCountry } = newPerson('nocountry');
    expect(await register(dealer.authHeader, withoutCountry)).toMatchObject({
      status: 400,
      body: { message: 'Country is required' },
    });
    expect((await register(dealer.authHeader, { ...newPerson('bad'), email: 'not-an-email' })).status).toBe(400);
    expect((await register(dealer.authHeader, { ...newPerson('extra'), roles: ['admin'] })).status).toBe(400);
    expect((await search(dealer.authHeader, 'nocountry')).body.data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/k9/register', payload: newPerson('anon') })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/v2/users for sellers: the accounts they created, and one account by its exact email', () => {
  it("finds a seller's own receivers by part of the name or email, others only by their whole email, never the seller", async () => {
    const tag = `enum${Date.now()}`;
    const seller = await userWithRoles(t, K9);
    const rival = await userWithRoles(t, DEALER);
    const mine = newPerson(tag);
    const theirs = newPerson(tag);
    await register(seller.authHeader, mine);
    await register(rival.authHeader, theirs);
    const stranger = await createVerifiedUser(t, { email: `${tag}-stranger@example.com` });

    const partial = await search(seller.authHeader, tag);
    expect(partial.body.data.map((user) => user.email)).toEqual([mine.email]);
    expect(partial.body.pagination.total).toBe(1);
    expect(partial.body.data[0]).toEqual({
      _id: expect.any(String),
      name: mine.name,
      email: mine.email,
      emailVerified: false,
    });
    expect((await search(seller.authHeader, 'Casey Receiver')).body.data.map((user) => user.email)).toEqual(
      expect.not.arrayContaining([theirs.email]),
    );

    const exact = await search(seller.authHeader, stranger.user.email.toUpperCase());
    expect(exact.body.data).toEqual([
      { _id: stranger.user._id, name: stranger.user.name, email: stranger.user.email, emailVerified: true },
    ]);
    expect((await search(seller.authHeader, seller.user.email)).body.data).toEqual([]);
    expect((await search(seller.authHeader, '%')).body.data).toEqual([]);
    expect((await search(rival.authHeader, tag)).body.data.map((user) => user.email)).toEqual([theirs.email]);
  });

  it('gives administrators the full listing, and nothing to users who neither administer nor sell', async () => {
    const admin = await userWithRoles(t, ['admin']);
    const [listed] = (await search(admin.authHeader, admin.user.email)).body.data;
    expect(listed).toMatchObject({ _id: admin.user._id, deviceCount: 0, roles: ['admin'] });
    const plain = await userWithRoles(t, ['enterprise']);
    expect(await search(plain.authHeader, plain.user.email)).toMatchObject({
      status: 403,
      body: errorBody(messages.permissionDenied),
    });
  });
});
