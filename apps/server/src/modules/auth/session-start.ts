import type { SessionInfo } from '@lodestar/contract';
import type { UserRow } from '../../db/schema/index.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

export const authHeaderFor = (token: string) => `Bearer ${token}`;

/** Opens a session: the bearer header that carries its secret, and the session as the answer describes it. */
export function createSessionStart({ users, sessions, clock }: Pick<AuthServiceDeps, 'users' | 'sessions' | 'clock'>) {
  return async (user: UserRow, client: ClientInfo): Promise<{ authHeader: string; session: SessionInfo }> => {
    const token = newOpaqueToken();
    const { id, createdAt } = await sessions.insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_MS),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      createdAt: clock.now(),
    });
    // A client that names no language the portal speaks (an app, a script) leaves the browser's as it was.
    await users.update(user.id, {
      lastSignInAt: createdAt,
      ...(client.language ? { browserLanguage: client.language } : {}),
    });
    const opened = createdAt.toISOString();
    const session = { _id: id, userId: user.id, key: id, time: opened, createdAt: opened, updatedAt: opened, __v: 0 };
    return { authHeader: authHeaderFor(token), session };
  };
}

export type StartSession = ReturnType<typeof createSessionStart>;
