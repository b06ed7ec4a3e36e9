import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { sameSecret } from '../lib/secrets.js';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/i;

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/**
 * Whether a person on this very machine sent the request: the TCP peer is a loopback address (not `request.ip`,
 * which TRUST_PROXY lets a proxy name) and no proxy says it passes the request on for someone else, since a proxy on
 * this machine forwarding a remote user connects from loopback too.
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'raw' | 'headers'>): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** The development routes' key: made at each start, printed by `npm start` in their links, never stored or logged. */
export const newDevRoutesKey = (): string => randomBytes(24).toString('base64url');

/** The query parameter that carries the key; every development route's querystring schema lists it. */
export const devKeyQuery = { key: z.string().max(100).optional() };

export const DEV_KEY_MISSING = 'This development route needs the key the server printed when it started: add ?key=… to the address.';

/**
 * Answers the routes of a scope to a person on this machine only; anyone else is answered as if they did not exist,
 * before the route's rate limit counts the request.
 */
export function answerThisMachineOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw new NotFoundError();
  });
}

/**
 * Closes a scope of development routes (the dev mailbox, the payment clock) to all but a person on this machine
 * who holds this start's key. A hook of the scope runs for every request its routes answer, however the URL was
 * spelled. Anyone else is answered as if the route did not exist, before the route's rate limit counts the request;
 * the key is checked after it, so guesses count. The key guards against what the address cannot tell: a reverse
 * proxy on this machine that passes remote users on without saying so.
 */
export function guardDevelopmentScope(scope: FastifyInstance, key: string): void {
  answerThisMachineOnly(scope);
  scope.addHook('preValidation', async (request) => {
    const given = (request.query as { key?: unknown } | undefined)?.key;
    if (typeof given !== 'string' || !sameSecret(given, key)) throw new ForbiddenError(DEV_KEY_MISSING);
  });
}
