import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-path.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller and holds nothing personal, so a cache may keep it. */
    publicAnswer?: boolean;
  }
}

/**
 * Every API answer says `Cache-Control: no-store` (a session, an account's data, an export, an error about them),
 * so neither the browser's disk cache nor a shared proxy keeps it once the person signed out; only the routes that
 * declare a public answer (`config.publicAnswer`) are left to the usual caching. The API is told by its route,
 * so an unknown or oddly spelled API path is covered too.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request) && !request.routeOptions.config?.publicAnswer) reply.header('cache-control', 'no-store');
    return payload;
  });
}
