import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup } from './helpers/accounts.js';
import { logLines } from './helpers/log-lines.js';
import { sendRaw } from './helpers/raw-http.js';
import { listen } from './helpers/sockets.js';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app.js';

/**
 * Decisions that depend on a request's path follow the route the router matched, never the URL's text: a client
 * can spell one route with percent-escapes, mixed case, doubled escapes or a trailing slash.
 */

/** `/dev/mailbox/messages` as a client may spell it; each reaches the mailbox route or none. */
const MAILBOX_SPELLINGS = [
  '/dev/mailbox/messages',
  '/%64ev/mailbox/messages',
  '/%64%65%76/mailbox/messages',
  '/dev/%6dailbox/messages',
  '/dev/%6Dailbox/messages',
  '/dev/mailbox/%6d%65ssages',
  '/%2564ev/mailbox/messages',
  '/DEV/mailbox/messages',
  '/dev/mailbox/messages/',
  '/dev/mailbox/messages?limit=200',
  '/dev/mailbox',
  '/%64ev/mailbox',
];

/** The path with the key of the app's start added to its query. */
const withKey = (t: TestApp, path: string) => `${path}${path.includes('?') ? '&' : '?'}key=${t.app.devRoutesKey}`;

/** 404, or 503 for a path the router takes for a page of the (here unbuilt) web app, such as the doubly escaped one. */
const REFUSED = [404, 503];

/** A proxy on this machine passing on a remote user's request, in each way proxies say so. */
const FORWARDED_BY_A_PROXY: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
  { 'X-Forwarded-For': '198.51.100.4, 127.0.0.1' },
];

describe('the dev mailbox', () => {
  let t: TestApp;
  let baseUrl: string;
  let email: string;
  beforeAll(async () => {
    // One trusted proxy: request.ip then follows X-Forwarded-For, which the mailbox must not believe.
    t = await createTestApp({ TRUST_PROXY: '1' });
    baseUrl = await listen(t);
    email = newSignup().email;
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: newSignup({ email }) });
  });
  afterAll(() => t.close());

  it.each(MAILBOX_SPELLINGS)('%s answers no remote client, key or not (inject from 203.0.113.7)', async (path) => {
    for (const remoteAddress of ['203.0.113.7', '2001:db8::7', '10.1.2.3', '::ffff:203.0.113.7']) {
      const answer = await t.app.inject({ method: 'GET', url: withKey(t, path), remoteAddress });
      expect(REFUSED).toContain(answer.statusCode);
      expect(answer.body).not.toContain(email);
    }
  });

  it.each(MAILBOX_SPELLINGS)('%s answers no request a proxy forwards, key or not, over a real connection', async (path) => {
    for (const headers of FORWARDED_BY_A_PROXY) {
      const answer = await sendRaw(baseUrl, { path: withKey(t, path), headers });
      expect(REFUSED, JSON.stringify(headers)).toContain(answer.statusCode);
      expect(answer.body).not.toContain(email);
    }
  });

  it('still serves this machine with the key however the path is spelled, so the guard is the route, not the text', async () => {
    for (const path of ['/dev/mailbox/messages', '/%64ev/mailbox/messages', '/dev/%6dailbox/messages']) {
      const answer = await sendRaw(baseUrl, { path: withKey(t, path) });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body).toContain(email);
      const keyless = await sendRaw(baseUrl, { path });
      expect(keyless.statusCode, path).toBe(403);
      expect(keyless.body).not.toContain(email);
    }
  });
});

describe('the rate limit', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '4' });
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  it('counts every spelling of an API path, and unknown API paths, against one allowance', async () => {
    for (let i = 0; i < 4; i += 1) expect((await sendRaw(baseUrl, { path: '/api/config' })).statusCode).toBe(200);
    for (const path of ['/api/config', '/%61pi/config', '/%61%70%69/config', '/api/%63onfig', '/%41PI/config', '/api/no-such-call', '/%61pi/no-such-call']) {
      const answer = await sendRaw(baseUrl, { path });
      expect(answer.statusCode, path).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    }
  });

  it('counts the pages of the web app apart from the API', async () => {
    for (let i = 0; i < 6; i += 1) expect((await sendRaw(baseUrl, { path: '/login' })).statusCode).not.toBe(429);
  });
});

describe('the web app fallback', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  it.each(['/api/no-such-call', '/%61pi/no-such-call', '/API/no-such-call', '/Api/%6eo-such-call'])(
    'answers %s with the API error body, not a page',
    async (path) => {
      const answer = await sendRaw(baseUrl, { path });
      expect(answer.statusCode).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    },
  );
});

describe('request logs', () => {
  const { lines, logger } = logLines();
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({}, logger);
    baseUrl = await listen(t);
  });
  afterAll(() => t.close());

  it('blank a mailed-link token however its path is spelled, matched or not', async () => {
    const signup = newSignup();
    await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    const token = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'verify');
    for (const path of [
      `/api/login/re%73et/${token}`,
      `/%61pi/login/reset/${token}`,
      `/api/login/reset/${token}/`,
      `/API/login/reset/${token}`,
      `/api/login/re%2573et/${token}`,
      `/api/v2/account/2fa/%76erify/${token}`,
    ]) {
      await sendRaw(baseUrl, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: '{"password":"x"}' });
    }
    const log = lines.join('');
    expect(log).toContain('/api/login/reset/[redacted]');
    expect(log).not.toContain(token);
  });
});
