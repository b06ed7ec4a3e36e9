import { everyEndpoint } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe("the contract's endpoint tables", () => {
  it('are served: each call is a route of the server, with its method and path', () => {
    const served = new Set(t.app.routeTable.map(key));
    const missing = everyEndpoint().filter((endpoint) => !served.has(key({ method: endpoint.method, url: endpoint.path })));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('name each call once', () => {
    const keys = everyEndpoint().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hold every /api route but those still declared beside their routes, a list that only shrinks', () => {
    const inTables = new Set(everyEndpoint().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const outside = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !inTables.has(key(route))).map(key);
    expect(outside.sort()).toEqual([...NOT_YET_IN_TABLES].sort());
  });
});

/** The /api routes whose schemas still live beside their registration; each moves to its feature's table. */
const NOT_YET_IN_TABLES: readonly string[] = [
  'DELETE /api/device/groups/delete/:id',
  'DELETE /api/devices/:id',
  'DELETE /api/devices/geo-fence/:id',
  'DELETE /api/devices/notification-emails/:id/:email',
  'DELETE /api/invitations/:kind/:id',
  'DELETE /api/share-account/remove/:id',
  'DELETE /api/share-device/:id',
  'DELETE /api/share-device/all/:uuid',
  'DELETE /api/v2/history/:id',
  'GET /api/device/groups',
  'GET /api/device/groups/:id',
  'GET /api/devices/:id',
  'GET /api/devices/find/:userId',
  'GET /api/devices/modemInfo/:uuid',
  'GET /api/devices/temperature/:id',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/geo-fence/:uuid',
  'GET /api/history/find/device/:id',
  'GET /api/history/map/:id',
  'GET /api/invitations',
  'GET /api/share-account/find/:id',
  'GET /api/share-account/memberships',
  'GET /api/share-device/find/device/:uuid',
  'GET /api/v2/history/:id/csv',
  'PATCH /api/device/groups/update/:id',
  'POST /api/device/groups/create',
  'POST /api/devices/claim',
  'POST /api/devices/geo-fence/rules/:id',
  'POST /api/devices/locate/:id',
  'POST /api/devices/locate/stopTracking/:id',
  'POST /api/devices/notification-emails/:id',
  'POST /api/devices/notification-emails/confirm/:token',
  'POST /api/devices/osmand/renew/:id',
  'POST /api/geo-fence/:uuid',
  'POST /api/ingest/native',
  'POST /api/invitations/:kind/:id/accept',
  'POST /api/share-account/invite',
  'POST /api/share-device/insert',
  'POST /api/share-device/resendmessage',
  'POST /api/v2/history',
  'PUT /api/devices/:id',
  'PUT /api/devices/airplane-mode/:id',
  'PUT /api/devices/alarm/:uuid/:state',
  'PUT /api/devices/alert-settings/:id',
  'PUT /api/devices/geo-fence/:id/:value',
  'PUT /api/devices/operating-mode/:id',
  'PUT /api/devices/osmand/:id',
  'PUT /api/devices/passcode/:id',
  'PUT /api/devices/stolen/:id/:state',
  'PUT /api/share-device/:id',
];
