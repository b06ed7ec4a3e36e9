import { serverMessages } from '@lodestar/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';

export interface Principal {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/**
 * The two session checks routes use: `session` admits any signed-in account (so a new, unverified one can still
 * read itself and sign out); `user` also requires a verified email, and is what every other call uses.
 */
export function createAuthGuards(auth: AuthService) {
  async function session(request: FastifyRequest) {
    const found = await auth.authenticate(request.headers.authorization);
    if (!found) throw new UnauthorizedError(serverMessages.unauthorized);
    request.principal = found;
  }
  async function user(request: FastifyRequest) {
    await session(request);
    if (!request.principal?.user.emailVerifiedAt) throw new ForbiddenError(serverMessages.verifyEmailToContinue);
  }
  return { session, user };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The principal a guarded route's handler runs for; the guard has already refused everyone else. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthorizedError(serverMessages.unauthorized);
  return request.principal;
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
