import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { serverMessages } from '@lodestar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../adapters/clock.js';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors.js';
import { isApiRequest } from './request-path.js';
import { memoryCountStore, redisCountStore, type CountStore } from '../lib/window-counter.js';

type RateLimitConfig = Pick<Config, 'REDIS_URL' | 'RATE_LIMIT_PER_MINUTE' | 'WEB_RATE_LIMIT_PER_MINUTE' | 'RATE_LIMIT_KEY_PREFIX'>;

/** A route's own limit: `max` requests per address in `timeWindow`. */
export interface RouteRateLimit {
  max: number;
  timeWindow: string;
}

/**
 * The tighter limit of the routes that mail someone or guess a secret (sign-in, mailed links, a SetupIntent's
 * client secret, the development routes' key): AUTH_RATE_LIMIT_PER_MINUTE per address, a count of each route's own.
 */
export const strictRateLimit = (config: Pick<Config, 'AUTH_RATE_LIMIT_PER_MINUTE'>): RouteRateLimit => ({
  max: config.AUTH_RATE_LIMIT_PER_MINUTE,
  timeWindow: '1 minute',
});

/**
 * API calls and everything else (the web app's pages and files, the manifest) are counted apart: a single page load
 * fetches dozens of the app's own files, which would spend a whole office's API allowance (one address behind NAT)
 * and lock its people out of the portal. The decision reads the matched route, never the URL's text, which
 * `/%61pi/…` would spell past the API's limit.
 */
const allowanceOf = (request: FastifyRequest) => (isApiRequest(request) ? 'api' : 'web');

/**
 * The per-address request limits: RATE_LIMIT_PER_MINUTE on every API call, WEB_RATE_LIMIT_PER_MINUTE on every other
 * request, tighter ones on the routes that name theirs. Also the store other counts (failed sign-ins, mailed links)
 * live in. With REDIS_URL both are kept in Redis, so every server process counts against the same limits;
 * otherwise in this process's memory.
 */
export async function registerRateLimits(app: FastifyInstance, config: RateLimitConfig, clock: Clock): Promise<CountStore> {
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
    app.addHook('onClose', () => redis.disconnect());
  }
  await app.register(rateLimit, {
    max: (request) => (allowanceOf(request) === 'api' ? config.RATE_LIMIT_PER_MINUTE : config.WEB_RATE_LIMIT_PER_MINUTE),
    timeWindow: '1 minute',
    keyGenerator: (request) => `${allowanceOf(request)}:${normalizeIP(request.ip)}`,
    errorResponseBuilder: (_request, context) => new RateLimitedError(serverMessages.tooManyRequests, context.ttl / 1000),
    ...(redis ? { redis, nameSpace: `${config.RATE_LIMIT_KEY_PREFIX}requests:`, skipOnError: true } : {}),
  });
  return redis ? redisCountStore(redis, `${config.RATE_LIMIT_KEY_PREFIX}counts:`, app.log) : memoryCountStore(clock);
}
