import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverMessages } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'lodestar-web-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lodestar SPA</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: webDist, AUTH_RATE_LIMIT_PER_MINUTE: '3', PRODUCT_NAME: 'Acme Trackers' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the HTTP surface', () => {
  it('GET /api/health reports the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
  });

  it('GET /api/config tells the browser the product name and links', async () => {
    const body = (await get('/api/config')).json();
    expect(body.productName).toBe('Acme Trackers');
    expect(body.devMailbox).toBe(true);
    expect(body.links).toMatchObject({
      privacy: 'http://portal.test/privacyAndTerms',
      terms: 'http://portal.test/privacyAndTerms',
      warranty: 'https://lodestar.example/warranty',
    });
    expect(body.maps).toEqual({
      street: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
      satellite: {
        url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
        attribution: 'Tiles &copy; Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
      },
    });
  });

  it.each(['/', '/login', '/device/ABC123/settings/basic', '/user/account', '/resendVerificationEmail/a@b.co'])(
    'answers the SPA for the page %s (history mode)',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Lodestar SPA');
    },
  );

  it('serves hashed assets with a long cache life, and a missing asset is a 404, not the SPA', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('GET /api/config answers the legal links an installation sets instead of its own terms page', async () => {
    const legal = { PRIVACY_URL: 'https://acme.example/privacy', TERMS_URL: 'https://acme.example/terms', WARRANTY_URL: 'https://acme.example/warranty' };
    const configured = await createTestApp(legal, false, { database: t.database, clock: t.clock });
    try {
      const { links } = (await configured.app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(links).toMatchObject({ privacy: legal.PRIVACY_URL, terms: legal.TERMS_URL, warranty: legal.WARRANTY_URL });
    } finally {
      await configured.close();
    }
  });

  it('limits API calls per address but never the app\'s pages and files', async () => {
    const strict = await createTestApp({ WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '3' }, false, { database: t.database, clock: t.clock });
    try {
      const from = (url: string) => strict.app.inject({ method: 'GET', url, remoteAddress: '10.7.7.7' });
      for (let i = 0; i < 10; i += 1) {
        expect((await from('/assets/app-abc123.js')).statusCode).toBe(200);
        expect((await from('/devices')).statusCode).toBe(200);
      }
      const api = [];
      for (let i = 0; i < 4; i += 1) api.push((await from('/api/config')).statusCode);
      expect(api).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('an unknown API path is a JSON 404 in the documented body', async () => {
    for (const response of [await get('/api/nope'), await t.app.inject({ method: 'POST', url: '/api/nope' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: serverMessages.notFound, errors: [serverMessages.notFound] });
    }
  });

  it('sends security headers and a request id', async () => {
    const response = await get('/login');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://server.arcgisonline.com;");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers['x-request-id']).toBe('trace-42');
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.info.title).toBe('Acme Trackers API');
    for (const path of ['/api/login', '/api/signup', '/api/login/forgot', '/api/login/reset/{token}', '/api/users/me', '/api/logout']) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect(document.paths['/api/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('limits sign-up, sign-in and reset requests per address', async () => {
    const from = (ip: string) => ({ method: 'POST' as const, url: '/api/login/forgot', remoteAddress: ip, payload: { email: 'a@b.co' } });
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject(from('10.9.9.9'))).statusCode).toBe(200);
    const limited = await t.app.inject(from('10.9.9.9'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: serverMessages.tooManyRequests, errors: [serverMessages.tooManyRequests] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject(from('10.9.9.10'))).statusCode).toBe(200);
    const signupLimited = [];
    for (let i = 0; i < 4; i += 1) {
      signupLimited.push((await t.app.inject({ method: 'POST', url: '/api/signup', remoteAddress: '10.8.8.8', payload: newSignup() })).statusCode);
    }
    expect(signupLimited).toEqual([201, 201, 201, 429]);
  });
});
