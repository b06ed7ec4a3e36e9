import type { FastifyRequest } from 'fastify';

/**
 * The path as the router reads it: the query left off and percent-escapes decoded (`/%61pi/x` is `/api/x`). A
 * decision about a request never reads the raw URL text, which a client can spell in many ways; it reads the matched
 * route (`routedPath`) or, for a request no route matched, this.
 */
export function decodedPath(request: Pick<FastifyRequest, 'url'>): string {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The pattern of the route the request matched (`/api/login/reset/:token`), or its decoded path when none did. */
export function routedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  return request.routeOptions.url ?? decodedPath(request);
}

const API_PATH = /^\/api(\/|$)/i;

/** Whether the request is an API call, by its route (or decoded path): whatever the spelling of its URL. */
export const isApiRequest = (request: Pick<FastifyRequest, 'url' | 'routeOptions'>) => API_PATH.test(routedPath(request));
