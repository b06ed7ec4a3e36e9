import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, userSummaryColumns, type UserSummaryRow } from '../../db/schema/index.js';

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export function createSessionsRepository(db: Database) {
  // Prepared once: it runs on every authenticated call, and on PostgreSQL each connection then parses it once.
  const active = db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: userSummaryColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
    )
    .prepare('sessions_find_active');
  return {
    async insert(session: NewSession): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id, createdAt: sessions.createdAt });
      return row!;
    },
    /** The session's user, without the picture: this runs on every authenticated call. */
    async findActive(tokenHash: string, now: Date): Promise<{ sessionId: string; expiresAt: Date; user: UserSummaryRow } | undefined> {
      const [row] = await active.execute({ tokenHash, now: now.toISOString() });
      return row;
    },
    /** Ends the session; answers whether there was one. */
    async delete(sessionId: string): Promise<boolean> {
      const ended = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
      return ended.length > 0;
    },
    /** Ends every session of the user; answers their ids so what holds them open can let go. */
    async deleteAllOfUser(userId: string): Promise<string[]> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },
    /** Ends every session of the user but `keptSessionId`; answers the ids of those it ended. */
    async deleteOthersOfUser(userId: string, keptSessionId: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
