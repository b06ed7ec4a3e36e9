import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-path.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller and holds nothing personal, so a cache may keep it. */
    publicAnswer?: boolean;
    /** The route says how long its answer may be kept: its address names one version of it (a device picture). */
    versionedAnswer?: boolean;
  }
}

/**
 * Every API answer says `Cache-Control: no-store` (a session, an account's data, an export, an error about them),
 * so neither the browser's disk cache nor a shared proxy keeps it once the person signed out; only the routes that
 * declare a public answer (`config.publicAnswer`) are left to the usual caching, and the successes of a versioned
 * answer (`config.versionedAnswer`) to their own. The API is told by its route, so an unknown or oddly spelled API
 * path is covered too.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const ownCaching = config?.publicAnswer || (config?.versionedAnswer && reply.statusCode < 400);
    if (isApiRequest(request) && !ownCaching) reply.header('cache-control', 'no-store');
    return payload;
  });
}
