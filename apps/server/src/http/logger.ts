import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Request log lines without the secrets that travel in URLs: mailed-link tokens in paths and query strings. */
const serializers = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: request.url.replace(/\?.*$/, '').replace(/(\/api\/login\/reset\/)[^/]+/, '$1[redacted]'),
    remoteAddress: request.ip,
  }),
};

/** The server's pino options: JSON lines, or readable ones for a person at a terminal (`human`). */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  extra: { human?: boolean; stream?: NodeJS.WritableStream } = {},
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
