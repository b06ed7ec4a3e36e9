import { accountMessages, serverMessages } from '@lodestar/contract';
import type { FastifyRequest } from 'fastify';
import type { UserSummaryRow } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { requestLanguage } from './request-language.js';

/** The signed-in user as the services see them: the account's columns without the picture and without any secret. */
export type Caller = UserSummaryRow;

export interface Principal {
  /** The session's id; for an API key, `api-key:<user id>` (its live sockets share that room). */
  sessionId: string;
  /** When the session ends by itself; an API key lasts until it is revoked. */
  expiresAt: Date | null;
  user: Caller;
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
  /** `Bearer <session token>` or `Bearer <API key>`. */
  authorization?: string | undefined;
  /** The `X-API-Key` header (HTTP calls only). */
  apiKey?: string | undefined;
}
export type PrincipalResolver = (credentials: Credentials) => Promise<Principal | undefined>;

/** A header sent twice arrives as a list, which is never a valid key. */
const singleHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The session checks routes use: `session` admits any signed-in account (so a new, unverified one can still read
 * itself); `user` also requires a verified email, and is what every other call uses. `sessionOnly` and
 * `interactive` are `session` and `user` for a person at the keyboard, refusing API keys (sign-out, and the
 * account security calls).
 */
export function createAuthGuards(resolvePrincipal: PrincipalResolver) {
  async function session(request: FastifyRequest) {
    const found = await resolvePrincipal({
      authorization: request.headers.authorization,
      apiKey: singleHeader(request.headers['x-api-key']),
    });
    if (!found) throw new UnauthorizedError(serverMessages.unauthorized);
    request.principal = found;
  }
  async function user(request: FastifyRequest) {
    await session(request);
    if (!request.principal?.user.emailVerifiedAt) throw new ForbiddenError(serverMessages.verifyEmailToContinue);
  }
  function refuseApiKey(request: FastifyRequest) {
    if (request.principal?.via !== 'session') throw new ForbiddenError(accountMessages.sessionOnly);
  }
  /** The session the request carries, if any and if it is one (never an API key); no session is no refusal. */
  async function optionalSession(request: FastifyRequest) {
    const found = await resolvePrincipal({ authorization: request.headers.authorization });
    if (found?.via === 'session') request.principal = found;
  }
  async function sessionOnly(request: FastifyRequest) {
    await session(request);
    refuseApiKey(request);
  }
  async function interactive(request: FastifyRequest) {
    await user(request);
    refuseApiKey(request);
  }
  return { session, user, sessionOnly, interactive, optionalSession };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The principal a guarded route's handler runs for; the guard has already refused everyone else. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthorizedError(serverMessages.unauthorized);
  return request.principal;
}

/** The user a guarded route's handler runs for. */
export const callerOf = (request: FastifyRequest): Caller => principalOf(request).user;

/** Who asks: their address, browser, and the language it shows. */
export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, language: requestLanguage(request) };
}
