import type { FastifyRequest } from 'fastify';

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
