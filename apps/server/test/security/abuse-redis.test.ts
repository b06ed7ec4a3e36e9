import { randomUUID } from 'node:crypto';
import { serverMessages } from '@lodestar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_LOCK_WINDOW_MS } from '../../src/modules/auth/address-lock.js';
import { redisCountStore } from '../../src/lib/window-counter.js';
import { createVerifiedUser, STRONG_PASSWORD } from '../helpers/accounts.js';
import { errorBody, mailsTo } from '../helpers/sharing.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { startOfNextWindow } from '../helpers/count-windows.js';
import { impatientRedis, redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../helpers/redis.js';

const noRedis = !(await redisAnswers(REDIS_URL));
if (noRedis) console.warn(`Skipping the shared rate-limit tests: Redis does not answer at ${REDIS_URL}. Start redis-server, or set TEST_REDIS_URL.`);

let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

/** Two server processes, as far as the limits can tell: two apps on one database, one clock and one Redis, under keys of this test's own. */
async function twoProcesses(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const shared = { REDIS_URL, RATE_LIMIT_KEY_PREFIX: `lodestar-test:${randomUUID()}:`, ...env };
  const a = await createTestApp(shared);
  apps.push(a);
  const b = await createTestApp(shared, undefined, { database: a.database, clock: a.clock });
  apps.push(b);
  return [a, b];
}

const signIn = (app: TestApp, remoteAddress: string, username: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

describe.skipIf(noRedis)('limits kept in Redis (REDIS_URL) hold across server processes', () => {
  it('the request limit per address counts the calls to every process', async () => {
    const [a, b] = await twoProcesses({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await signIn(app, '198.18.2.1', 'someone@example.com', 'Not-The-Password-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signIn(a, '198.18.2.2', 'someone@example.com', 'Not-The-Password-1')).statusCode).toBe(401);
  });

  it('failed sign-ins per address count on every process, and the lock ends with the window on every process', async () => {
    const [a, b] = await twoProcesses({ SIGN_IN_FAILURES_PER_ADDRESS: '3' });
    startOfNextWindow(a, ADDRESS_LOCK_WINDOW_MS);
    const { signup } = await createVerifiedUser(a);
    for (const [n, app] of [a, b, a].entries()) {
      expect((await signIn(app, '198.18.3.1', `nobody-${n}@example.com`, 'Not-The-Password-1')).statusCode).toBe(401);
    }
    const locked = await signIn(b, '198.18.3.1', signup.email, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(errorBody(serverMessages.addressLocked));
    a.clock.advance(Number(locked.headers['retry-after']) * 1000);
    expect((await signIn(b, '198.18.3.1', signup.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('the reset mails to one address count on every process', async () => {
    const [a, b] = await twoProcesses({ LINK_MAILS_PER_HOUR: '2' });
    const { signup } = await createVerifiedUser(a);
    const email = signup.email.toLowerCase();
    for (const app of [a, b, a, b]) await app.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    expect((await mailsTo(a, email)).filter((mail) => mail.textBody.includes('/reset?token='))).toHaveLength(2);
  });
});

describe.skipIf(noRedis)('many counts at once in Redis', () => {
  it('adds one to each key in one round trip, counting with single adds, a key twice in one call counted twice', async () => {
    const redis = impatientRedis(REDIS_URL);
    const store = redisCountStore(redis, `lodestar-test:${randomUUID()}:`, { warn: () => undefined });
    try {
      expect(await store.increment('a', 60_000)).toBe(1);
      expect(await store.incrementEach(['a', 'b', 'a'], 60_000)).toEqual([2, 1, 3]);
      expect(await store.read('b')).toBe(1);
      expect(await store.incrementEach([], 60_000)).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

describe('the counts in Redis', () => {
  it('while Redis is away nothing is counted, and a warning is logged, rather than every sign-in failing', async () => {
    const away = impatientRedis('redis://127.0.0.1:1');
    const warnings: string[] = [];
    const store = redisCountStore(away, 'lodestar-test:', { warn: (_details, message) => warnings.push(message) });
    try {
      expect(await store.increment('anything', 60_000)).toBe(0);
      expect(await store.read('anything')).toBe(0);
      expect(await store.incrementEach(['one', 'two'], 60_000)).toEqual([0, 0]);
      expect(warnings).toEqual(Array.from({ length: 3 }, () => 'rate-limit Redis error: nothing counted'));
    } finally {
      away.disconnect();
    }
  });
});
