import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, serverMessages } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup } from './helpers/accounts.js';
import { solvedCaptcha } from './helpers/captcha.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('ALTCHA (the default provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_MAX_NUMBER: '200' });
  });
  afterAll(() => t.close());

  const solvedPayload = () => solvedCaptcha(t);

  const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/signup', payload });

  it('announces itself in the public config and serves challenges no cache keeps', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.captcha).toEqual({ provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/challenge' });
    const challenge = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing captcha with the spec text and creates nothing', async () => {
    const response = await signup(newSignup());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.captchaRequired);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const captcha = await solvedPayload();
    expect((await signup({ ...newSignup(), captcha })).statusCode).toBe(201);
    const replay = await signup({ ...newSignup(), captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(serverMessages.captchaFailed);
  });

  it('refuses a forged or garbled payload', async () => {
    const captcha = await solvedPayload();
    const decoded = JSON.parse(Buffer.from(captcha, 'base64').toString());
    decoded.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    for (const bad of [forged, 'not-base64-json', 'x'.repeat(9000)]) {
      expect((await signup({ ...newSignup(), captcha: bad })).statusCode).toBe(400);
    }
  });

  it('guards sign-in and the reset request too', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a@b.co', password: 'x' } });
    expect(login.json().message).toBe(messages.captchaRequired);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: 'a@b.co' } });
    expect(forgot.json().message).toBe(messages.captchaRequired);
    const solved = await t.app.inject({
      method: 'POST',
      url: '/api/login/forgot',
      payload: { email: 'a@b.co', captcha: await solvedPayload() },
    });
    expect(solved.statusCode).toBe(200);
  });
});

describe('reCAPTCHA and Turnstile (the siteverify protocol)', () => {
  let verifier: Server;
  let received: URLSearchParams[] = [];
  let verifyUrl = '';

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: form.get('response') === 'good-token' && form.get('secret') === 'server-secret' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it.each(['recaptcha', 'turnstile'] as const)('%s: the provider decides, with our secret and the client address', async (provider) => {
    const t = await createTestApp({
      CAPTCHA_PROVIDER: provider,
      CAPTCHA_SITE_KEY: 'public-site-key',
      CAPTCHA_SECRET: 'server-secret',
      CAPTCHA_VERIFY_URL: verifyUrl,
    });
    try {
      received = [];
      const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(config.captcha).toEqual({ provider, siteKey: 'public-site-key', challengeUrl: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);

      const bad = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newSignup(), captcha: 'bad-token' } });
      expect(bad.json().message).toBe(serverMessages.captchaFailed);
      const good = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newSignup(), captcha: 'good-token' } });
      expect(good.statusCode).toBe(201);
      expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it('refuses to start without its keys', async () => {
    await expect(createTestApp({ CAPTCHA_PROVIDER: 'turnstile' })).rejects.toThrow(/CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
  });
});
