import { everyEndpoint } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
/** The OpenAPI document and its viewer, which describe the calls rather than being ones. */
const isDocumentation = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

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

  it('are every /api route the server serves, but the documentation', () => {
    const inTables = new Set(everyEndpoint().map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const outside = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !isDocumentation(route.url) && !inTables.has(key(route)))
      .map(key);
    expect(outside).toEqual([]);
  });
});
