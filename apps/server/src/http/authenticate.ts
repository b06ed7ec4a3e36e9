import { accountMessages, serverMessages } from '@lodestar/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';

export interface Principal {
  /** The session's id; for an API key, `api-key:<user id>` (its live sockets share that room). */
  sessionId: string;
  user: UserRow;
  /** How the caller proved who they are: a signed-in session, or an API key (decision 0010). */
  via: 'session' | 'apiKey';
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** What a caller presents to prove who they are. */
export interface Credentials {
  authorization?: string | undefined;
}
export type PrincipalResolver = (credentials: Credentials) => Promise<Principal | undefined>;

/** Finds who is calling from their credentials: a session token. */
export function createPrincipalResolver(auth: AuthService): PrincipalResolver {
  return async ({ authorization }) => {
    const found = await auth.authenticate(authorization);
    return found && { ...found, via: 'session' };
  };
}

/**
 * The session checks routes use: `session` admits any signed-in account (so a new, unverified one can still read
 * itself and sign out); `user` also requires a verified email, and is what every other call uses; `interactive`
 * is `user` for a person at the keyboard, refusing API keys (the account security calls).
 */
export function createAuthGuards(resolvePrincipal: PrincipalResolver) {
  async function session(request: FastifyRequest) {
    const found = await resolvePrincipal({ authorization: request.headers.authorization });
    if (!found) throw new UnauthorizedError(serverMessages.unauthorized);
    request.principal = found;
  }
  async function user(request: FastifyRequest) {
    await session(request);
    if (!request.principal?.user.emailVerifiedAt) throw new ForbiddenError(serverMessages.verifyEmailToContinue);
  }
  async function interactive(request: FastifyRequest) {
    await user(request);
    if (request.principal?.via !== 'session') throw new ForbiddenError(accountMessages.sessionOnly);
  }
  return { session, user, interactive };
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
