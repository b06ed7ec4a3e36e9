import {
  serverMessages,
  SESSION_LINK_LIFETIME_MS,
  sessionLinkMessages,
  type LoginSuccess,
  type SessionLinkResponse,
} from '@lodestar/contract';
import { UnauthorizedError } from '../../errors.js';
import type { Payload } from '../../http/envelope.js';
import { hashToken, newLinkToken } from '../../lib/secrets.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { StartSession } from './session-start.js';

type SessionCallsDeps = Pick<
  AuthServiceDeps,
  'users' | 'sessions' | 'signUpDecoys' | 'tokens' | 'clock' | 'onSessionEnded' | 'viewOf'
>;

/** A session's life after sign-in: finding it from its token, ending it, and handing it on through a session link. */
export function createSessionCalls(deps: SessionCallsDeps, startSession: StartSession) {
  const { users, sessions, signUpDecoys, tokens, clock, onSessionEnded, viewOf } = deps;
  return {
    async logout(sessionId: string) {
      // Not a session: a sign-up decoy's, which signing out ends the same way.
      if (!(await sessions.delete(sessionId))) await signUpDecoys.delete(sessionId);
      onSessionEnded?.(sessionId);
      return { message: serverMessages.signedOut };
    },

    /** A one-time code that opens the portal signed in, for a link (the phone app's "open in browser"). */
    async createSessionLink(userId: string): Promise<Payload<SessionLinkResponse>> {
      const { token, stored } = newLinkToken(clock.now(), SESSION_LINK_LIFETIME_MS);
      await tokens.replace(userId, 'session_link', stored);
      return { code: token, expiresAt: stored.expiresAt.toISOString() };
    },

    /** Uses a session link's code up and opens a session of its own; the link's session is never the caller's. */
    async exchangeSessionLink(code: string, client: ClientInfo): Promise<Payload<LoginSuccess>> {
      const used = await tokens.consume(hashToken(code), ['session_link'], clock.now());
      const user = used && (await users.findById(used.userId));
      if (!user?.emailVerifiedAt) throw new UnauthorizedError(sessionLinkMessages.invalid);
      const { authHeader, session } = await startSession(user, client);
      const view = await viewOf(user);
      return { ...view, authHeader, session, user: view };
    },

    /**
     * The user behind a session token, or undefined when the session is unknown or over. A sign-up decoy's session
     * answers its unproven account, as a new account's session does (looked for only when no session matched).
     */
    async authenticate(token: string | undefined) {
      if (!token || token.length > 200) return undefined;
      const tokenHash = hashToken(token);
      const now = clock.now();
      return (await sessions.findActive(tokenHash, now)) ?? (await signUpDecoys.findActive(tokenHash, now));
    },
  };
}
