import { accountMessages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import type { GeoIpLocator } from '../src/adapters/geo-ip/index.js';
import { buildApp } from '../src/app.js';
import { errorBody } from './helpers/sharing.js';
import { useTestApp, createTestApp, type TestApp } from './helpers/test-app.js';

const t = useTestApp();

/** Runs `check` against a second app on this database with TRUST_PROXY set to `hops`. */
async function behindProxies(hops: string, check: (app: TestApp['app']) => Promise<void>) {
  const proxied = await createTestApp({ TRUST_PROXY: hops }, false, { database: t.database, clock: t.clock });
  try {
    await check(proxied.app);
  } finally {
    await proxied.close();
  }
}

const locate = (app: Pick<TestApp['app'], 'inject'>, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/client-location', remoteAddress, headers });

describe('GET /api/client-location with the CC0 database shipped in node_modules', () => {
  it.each([
    ['1.1.1.1', 'AU'],
    ['81.2.69.160', 'GB'],
    ['::ffff:81.2.69.160', 'GB'],
    ['2001:4860:4860::8888', 'US'],
  ])('answers the country of %s without a session: %s', async (address, country) => {
    const response = await locate(t.app, address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, country: { isoAlpha2: country } });
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.1.1', '100.64.0.1', 'fe80::1'])(
    'answers 404 for the private or loopback address %s',
    async (address) => {
      const response = await locate(t.app, address);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(accountMessages.countryNotDetected));
    },
  );

  it('ignores X-Forwarded-For unless TRUST_PROXY counts a proxy in front', async () => {
    expect((await locate(t.app, '127.0.0.1', { 'x-forwarded-for': '81.2.69.160' })).statusCode).toBe(404);
    await behindProxies('true', async (app) => {
      const response = await locate(app, '127.0.0.1', { 'x-forwarded-for': '81.2.69.160' });
      expect(response.json()).toEqual({ success: true, country: { isoAlpha2: 'GB' } });
    });
  });

  // The client may send its own X-Forwarded-For; each proxy appends the address it saw, so only the rightmost
  // entries (one per proxy) can be believed.
  it.each([
    ['1', '81.2.69.160, 1.1.1.1'],
    ['2', '81.2.69.160, 1.1.1.1, 10.0.0.5'],
  ])(
    'with TRUST_PROXY=%s takes the address the outermost proxy saw, not one the client wrote',
    async (hops, forwarded) => {
      await behindProxies(hops, async (app) => {
        const response = await locate(app, '127.0.0.1', { 'x-forwarded-for': forwarded });
        expect(response.json()).toEqual({ success: true, country: { isoAlpha2: 'AU' } });
      });
    },
  );
});

describe('other country databases', () => {
  it('answers 404 (and keeps serving) when GEOIP_DATABASE cannot be read', async () => {
    const broken = await createTestApp({ GEOIP_DATABASE: '/nonexistent/GeoLite2-Country.mmdb' }, false, {
      database: t.database,
      clock: t.clock,
    });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await locate(broken.app, '1.1.1.1')).statusCode).toBe(404);
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('uses the locator the app is built with', async () => {
    const asked: string[] = [];
    const geoIp: GeoIpLocator = {
      countryOf: async (ip) => {
        asked.push(ip);
        return 'NZ';
      },
    };
    const app = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false, geoIp });
    try {
      expect((await locate(app, '203.0.113.9')).json()).toEqual({ success: true, country: { isoAlpha2: 'NZ' } });
      expect(asked).toEqual(['203.0.113.9']);
    } finally {
      await app.close();
    }
  });
});
