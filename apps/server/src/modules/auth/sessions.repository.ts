import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },
    async findActive(tokenHash: string, now: Date): Promise<{ sessionId: string; user: UserRow } | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },
    async delete(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
