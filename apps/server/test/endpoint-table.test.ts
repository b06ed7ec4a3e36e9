import { everyEndpoint } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '../src/modules/subscriptions/index.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
/** The OpenAPI document and its viewer, which describe the calls rather than being ones. */
const isDocumentation = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** Stripe's call to us, with Stripe's event as its raw body (decision 0027), not one of the portal's calls. */
const isProviderCall = (url: string) => url === WEBHOOK_PATH;

describe("the contract's endpoint tables", () => {
  it('are served: each call is a route of the server, with its method and path', () => {
    const served = new Set(t.app.routeTable.map(key));
    const missing = everyEndpoint().filter(
      (endpoint) => !served.has(key({ method: endpoint.method, url: endpoint.path })),
    );
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('name each call once', () => {
    const keys = everyEndpoint().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("are every /api route the server serves, but the documentation and the payment provider's webhook", () => {
    const inTables = new Set(everyEndpoint().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const outside = t.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          !isDocumentation(route.url) &&
          !isProviderCall(route.url) &&
          !inTables.has(key(route)),
      )
      .map(key);
    expect(outside).toEqual([]);
  });
});
