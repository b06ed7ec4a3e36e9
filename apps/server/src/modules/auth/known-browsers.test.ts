import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/helpers/fake-clock.js';
import { hashToken } from '../../lib/secrets.js';
import { createKnownBrowsers, KNOWN_BROWSER_LIFETIME_MS, type KnownBrowsersDeps } from './known-browsers.js';
import { LOGIN_FAILURE_LIMIT } from './password-lock.js';
import { knownBrowserCookieName } from '../../http/sign-in-cookies.js';

/** What the service asks of the repository, recorded. */
function fakeRepository() {
  const calls: string[] = [];
  const attempts = new Map<string, number>();
  const repository: KnownBrowsersDeps['repository'] = {
    async takeAttempt(userId, tokenHash, limit) {
      calls.push(`take ${userId} ${tokenHash} ${limit}`);
      return attempts.has(tokenHash) ? 'browser-1' : undefined;
    },
    async giveBackAttempt(id) {
      calls.push(`give back ${id}`);
    },
    async replace(browser, replacedHash, kept) {
      calls.push(`replace ${replacedHash ?? 'nothing'} keeping ${kept}`);
      attempts.set(browser.tokenHash, 0);
    },
  };
  return { calls, attempts, repository };
}

describe('known browsers', () => {
  const userId = 'user-1';
  const cookieOf = (token: string, user = userId) => `other=1; ${knownBrowserCookieName(user)}=${token}`;

  it('admits a browser by the hash of its cookie, taking an attempt before the password is checked', async () => {
    const { calls, attempts, repository } = fakeRepository();
    attempts.set(hashToken('token-a'), 0);
    const known = createKnownBrowsers({ repository, clock: new FakeClock() });
    expect(await known.admit(userId, cookieOf('token-a'))).toEqual({ id: 'browser-1' });
    expect(calls).toEqual([`take ${userId} ${hashToken('token-a')} ${LOGIN_FAILURE_LIMIT}`]);
  });

  it('asks nothing of a browser without the cookie, or with another account’s', async () => {
    const { calls, repository } = fakeRepository();
    const known = createKnownBrowsers({ repository, clock: new FakeClock() });
    expect(await known.admit(userId, undefined)).toBeUndefined();
    expect(await known.admit(userId, cookieOf('token-a', 'user-2'))).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('gives the attempt back when the password was right', async () => {
    const { calls, repository } = fakeRepository();
    const known = createKnownBrowsers({ repository, clock: new FakeClock() });
    await known.passwordRight({ id: 'browser-1' });
    expect(calls).toEqual(['give back browser-1']);
  });

  it('remembers a browser with a new cookie in place of the one it came with', async () => {
    const { calls, attempts, repository } = fakeRepository();
    const known = createKnownBrowsers({ repository, clock: new FakeClock() });
    const first = await known.remember(userId, undefined);
    expect(first).toMatchObject({ name: knownBrowserCookieName(userId), maxAgeSeconds: KNOWN_BROWSER_LIFETIME_MS / 1000 });
    const second = await known.remember(userId, cookieOf(first.token));
    expect(second.token).not.toBe(first.token);
    expect(calls).toEqual(['replace nothing keeping 20', `replace ${hashToken(first.token)} keeping 20`]);
    expect([...attempts.keys()]).toContain(hashToken(second.token));
  });
});
