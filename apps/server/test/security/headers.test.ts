import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let plain: TestApp;
let behindTls: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'lodestar-web-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lodestar SPA</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  plain = await createTestApp({ WEB_DIST_DIR: webDist });
  behindTls = await createTestApp(
    {
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: 'https://portal.example.com',
      MAP_STREET_TILE_URL: 'https://{s}.tiles.example.org/streets/{z}/{x}/{y}.png',
      MAP_SATELLITE_TILE_URL: 'https://imagery.example.net/tile/{z}/{y}/{x}',
    },
    undefined,
    { database: plain.database, clock: plain.clock },
  );
});
afterAll(async () => {
  await behindTls?.close();
  await plain?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** A page of the SPA, one of its files, API data, and API errors: every kind of answer the server gives. */
const ANSWERS = ['/login', '/assets/app-abc123.js', '/api/config', '/api/users/me', '/api/nope'];

describe('security headers', () => {
  it.each(ANSWERS)('%s: a policy that runs only our own scripts and lets nobody frame or plug in', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('allow map tiles from the hosts of the configured tile URLs, and from no other', async () => {
    const policy = policyOf((await behindTls.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org', 'https://imagery.example.net']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it.each(ANSWERS)('%s behind TLS (https PUBLIC_URL): HSTS for a year with subdomains, and insecure requests upgraded', async (url) => {
    const response = await behindTls.app.inject({ method: 'GET', url });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response.headers['content-security-policy']).get('upgrade-insecure-requests')).toEqual([]);
  });

  it('the SPA page needs nothing the policy forbids: no inline script, event handler or javascript: address', () => {
    const page = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
      expect(body?.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page).not.toMatch(/javascript:/i);
  });
});

describe('caching', () => {
  it('no API answer given to a signed-in caller, or handing out a session, may be kept by a cache', async () => {
    const { signup, authHeader } = await createVerifiedUser(plain);
    const answers = [
      await plain.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } }),
      await plain.app.inject({ method: 'POST', url: '/api/login', payload: { username: signup.email, password: signup.password } }),
      await plain.app.inject({ method: 'GET', url: '/api/users/me' }),
      await plain.app.inject({ method: 'GET', url: '/%61pi/nope', headers: { authorization: authHeader } }),
    ];
    expect(answers[1]?.json()).toHaveProperty('authHeader');
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('leaves the public configuration and the web app to their own caching', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).headers['cache-control']).toBeUndefined();
    expect((await plain.app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
    expect((await plain.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toContain('immutable');
  });
});
