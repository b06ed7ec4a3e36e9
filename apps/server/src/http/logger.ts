import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { loggableError } from './loggable-error.js';
import { decodedPath } from './request-path.js';

const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * Route parameters that carry secrets: mailed-link tokens, the authenticator code of two-step enrolment, and the
 * discount, group and pre-purchased codes that buy plans.
 */
const SECRET_PARAM = /:(?:token|code)\b/g;

/**
 * Where the same secrets would stand in a path no route matched (a mistyped link still holds a live token): the
 * enrolment code's and the plan codes' places, and any segment as long as a mailed token, whichever route it was meant
 * for.
 */
const SECRET_PATHS = /(\/api\/v2\/account\/2fa\/verify\/|\/api\/coupon\/apply\/|\/joinByCode\/)[^/]+/i;
const TOKEN_LIKE_SEGMENT = /\/[^/]{20,}/g;

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip' | 'routeOptions'>;

/**
 * The path a log line shows. A route with a secret parameter is logged as its pattern with the secret blanked, so
 * the rule follows the matched route and not the URL's text (`/api/login/re%73et/…` is the same route).
 */
function loggedPath(request: LoggedRequest): string {
  const route = request.routeOptions?.url;
  if (route) {
    const blanked = route.replace(SECRET_PARAM, '[redacted]');
    return blanked === route ? (request.url.split('?')[0] ?? '/') : blanked;
  }
  // Unrouted: decoded as often as a client may have encoded it, since nothing here needs the exact spelling.
  let path = decodedPath(request);
  for (let round = 0; round < 3 && path.includes('%'); round += 1) path = decodedPath({ url: path });
  return path.replace(SECRET_PATHS, '$1[redacted]').replace(TOKEN_LIKE_SEGMENT, '/[redacted]');
}

/**
 * Request log lines without the secrets that travel in URLs (tokens and codes in paths, anything in query strings),
 * and errors without the parameters of a failed query.
 */
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggedPath(request),
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => stdSerializers.err(loggableError(error) as Error),
};

/** The server's pino options: JSON lines, or readable ones for a person (`human`). */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  extra: { human?: boolean; stream?: DestinationStream } = {},
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: REDACTED_HEADERS,
    serializers,
    ...(extra.stream ? { stream: extra.stream } : {}),
    ...(extra.human
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
