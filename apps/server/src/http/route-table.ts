import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The URL pattern as registered, with `:param` placeholders. */
  url: string;
}

/**
 * Records every route as it is registered (HEAD twins left out), so that tests can walk the server's own route table:
 * a route added later cannot escape the authorization matrix or the bad-input checks. Call before registering routes.
 */
export function collectRouteTable(app: FastifyInstance): readonly RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  return routes;
}
