import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStripeObjects } from '../src/db/schema/index.js';
import { DEV_KEY_MISSING } from '../src/http/local-request.js';
import { CLOCK_PATH, LOCAL_STRIPE_PREFIX } from '../src/adapters/payments/index.js';
import { CARDS, confirmCard, trackerOwner } from './helpers/billing.js';
import { logLines } from './helpers/log-lines.js';
import { sendRaw } from './helpers/raw-http.js';
import { listen } from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The development routes (the dev mailbox, the payment clock) answer only a person on this machine with the key of
 * the server's start; the local provider's card form routes serve any browser, within a limit; every route outside
 * the API is rate-limited.
 */

const HOUR = 3600;
const REMOTE = '203.0.113.7';

/** A proxy on this machine passing on a remote user's request, in each way proxies say so. */
const FORWARDED_BY_A_PROXY: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
];

/** How many payment methods the local provider keeps. */
async function storedPaymentMethods(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(localStripeObjects)
    .where(eq(localStripeObjects.object, 'payment_method'));
  return row?.n ?? 0;
}

const clockRequest = (key: string | null | undefined, remoteAddress?: string) => ({
  method: 'POST' as const,
  url: key === undefined ? CLOCK_PATH : `${CLOCK_PATH}?key=${key}`,
  payload: { advanceSeconds: HOUR },
  ...(remoteAddress ? { remoteAddress } : {}),
});

describe('the payment clock', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // One trusted proxy: request.ip then follows X-Forwarded-For, which the clock must not believe.
    t = await createTestApp({ TRUST_PROXY: '1' });
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  /** Runs `attempt` and answers its answers, checking the provider's clock did not move. */
  async function clockStays<T>(attempt: () => Promise<T>): Promise<T> {
    const before = await t.app.payments.now();
    const answer = await attempt();
    expect(await t.app.payments.now()).toBe(before);
    return answer;
  }

  it('answers no remote client, even one with the key', async () => {
    for (const remoteAddress of [REMOTE, '2001:db8::7', '10.1.2.3', '::ffff:203.0.113.7']) {
      const answer = await clockStays(() => t.app.inject(clockRequest(t.app.devRoutesKey, remoteAddress)));
      expect(answer.statusCode, remoteAddress).toBe(404);
    }
  });

  it('answers no request a proxy on this machine forwards, even with the key, over a real connection', async () => {
    for (const headers of FORWARDED_BY_A_PROXY) {
      const answer = await clockStays(() =>
        sendRaw(baseUrl, {
          method: 'POST',
          path: `${CLOCK_PATH}?key=${t.app.devRoutesKey}`,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ advanceSeconds: HOUR }),
        }),
      );
      expect(answer.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('refuses this machine without the key of this start', async () => {
    const key = t.app.devRoutesKey ?? '';
    const wrongKeys = [
      undefined,
      '',
      `${key}x`,
      key.slice(1),
      key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase(),
    ];
    for (const wrong of wrongKeys) {
      const answer = await clockStays(() => t.app.inject(clockRequest(wrong)));
      expect(answer.statusCode, String(wrong)).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: DEV_KEY_MISSING, errors: [DEV_KEY_MISSING] });
    }
  });

  it('moves the clock for this machine with the key, over a real connection', async () => {
    const before = await t.app.payments.now();
    const answer = await sendRaw(baseUrl, {
      method: 'POST',
      path: `${CLOCK_PATH}?key=${t.app.devRoutesKey}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: HOUR }),
    });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).now).toBeGreaterThanOrEqual(before + HOUR);
  });

  it('each start has a key of its own, shown in no log line', async () => {
    const { lines, logger } = logLines();
    const other = await createTestApp({}, logger);
    try {
      expect(other.app.devRoutesKey).toMatch(/^[\w-]{32}$/);
      expect(other.app.devRoutesKey).not.toBe(t.app.devRoutesKey);
      expect((await other.app.inject(clockRequest(t.app.devRoutesKey))).statusCode).toBe(403);
      expect((await other.app.inject(clockRequest(other.app.devRoutesKey))).statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain(CLOCK_PATH);
      expect(log).not.toContain(other.app.devRoutesKey);
    } finally {
      await other.close();
    }
  });
});

describe('limits on the development and local provider routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('the clock answers this machine three times a minute', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject(clockRequest(t.app.devRoutesKey))).statusCode).toBe(200);
    const limited = await t.app.inject(clockRequest(t.app.devRoutesKey));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
  });

  it('the mailbox counts guesses at the key, so a guesser is stopped too', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?key=guess-${i}` })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?key=${t.app.devRoutesKey}` })).statusCode,
    ).toBe(429);
  });

  it('the card form routes serve a remote browser, and store no more payment methods once it is past its limit', async () => {
    const buyer = await trackerOwner(t);
    const before = await storedPaymentMethods(t);
    // A declined card keeps its payment method (as Stripe does), so each confirmation stores one.
    for (let i = 0; i < 3; i += 1)
      expect((await confirmCard(t, buyer.authHeader, CARDS.declined, undefined, REMOTE)).status).toBe(402);
    expect(await storedPaymentMethods(t)).toBe(before + 3);
    expect((await confirmCard(t, buyer.authHeader, CARDS.visa, undefined, REMOTE)).status).toBe(429);
    expect(await storedPaymentMethods(t)).toBe(before + 3);
    // Another address has an allowance of its own: the card form of a remote browser works.
    expect((await confirmCard(t, buyer.authHeader, CARDS.visa, undefined, '198.51.100.9')).setupIntent.status).toBe(
      'succeeded',
    );
  });

  it("a confirmation without the SetupIntent's client secret stores nothing", async () => {
    const buyer = await trackerOwner(t);
    const { clientSecret } = await confirmCard(t, buyer.authHeader, CARDS.visa, undefined, '198.51.100.20');
    const id = clientSecret.split('_secret_')[0];
    const before = await storedPaymentMethods(t);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${LOCAL_STRIPE_PREFIX}/setup_intents/${id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_secret=${id}_secret_guess&payment_method_data[type]=card&payment_method_data[card][number]=${CARDS.visa}&payment_method_data[card][exp_month]=12&payment_method_data[card][exp_year]=2099&payment_method_data[card][cvc]=123`,
      remoteAddress: '198.51.100.21',
    });
    expect(answer.statusCode).toBe(400);
    expect(await storedPaymentMethods(t)).toBe(before);
  });

  it('the card form routes answer an unknown caller within the limit too', async () => {
    for (const step of ['confirm', 'authenticate']) {
      const url = `${LOCAL_STRIPE_PREFIX}/setup_intents/seti_unknown/${step}`;
      const send = () =>
        t.app.inject({
          method: 'POST',
          url,
          payload: 'client_secret=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: '192.0.2.50',
        });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode, step).toBe(404);
      expect((await send()).statusCode, step).toBe(429);
    }
  });
});

describe('the rate limit outside the API', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'lodestar-web-'));
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lodestar SPA</title>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: webDist, WEB_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '100' });
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("counts the web app's pages and files against one allowance per address, apart from the API's", async () => {
    for (const path of ['/login', '/assets/app-abc123.js', '/devices'])
      expect((await sendRaw(baseUrl, { path })).statusCode, path).toBe(200);
    for (const path of ['/login', '/assets/app-abc123.js', '/%6cogin', '/no-such-page']) {
      const answer = await sendRaw(baseUrl, { path });
      expect(answer.statusCode, path).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    }
    expect((await sendRaw(baseUrl, { path: '/api/config' })).statusCode).toBe(200);
  });
});
