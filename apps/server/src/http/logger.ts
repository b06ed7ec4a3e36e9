import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { loggableError } from './loggable-error.js';

const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Secrets that travel in paths: mailed-link tokens and the authenticator code of two-step enrolment. */
const SECRET_PATHS = /(\/api\/login\/reset\/|\/api\/v2\/account\/2fa\/verify\/)[^/]+/;

/**
 * Request log lines without the secrets that travel in URLs (tokens and codes in paths, anything in query strings),
 * and errors without the parameters of a failed query.
 */
const serializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: request.url.replace(/\?.*$/, '').replace(SECRET_PATHS, '$1[redacted]'),
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => stdSerializers.err(loggableError(error) as Error),
};

/** The server's pino options: JSON lines, or readable ones for a person at a terminal (`human`). */
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
