import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** An account's password and the lock that failed sign-ins put on it. */
export function createUserPasswords(db: Database) {
  return {
    /** A new password clears any lock; one set from a reset link also proves the mailbox. */
    async setPassword(
      id: string,
      passwordHash: string,
      now: Date,
      { provesMailbox }: { provesMailbox: boolean },
    ): Promise<void> {
      const verifiedAt = sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;
      await db
        .update(users)
        .set({
          passwordHash,
          ...(provesMailbox && { emailVerifiedAt: verifiedAt }),
          failedLoginAttempts: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
    /**
     * Counts a wrong password or code atomically and answers the row. A count whose last lock ended before
     * `forgetBefore` starts again from nothing, lock and all.
     */
    async recordFailedLogin(id: string, forgetBefore: Date): Promise<UserRow | undefined> {
      const forgotten = sql`${users.lockedUntil} is not null and ${users.lockedUntil} <= ${forgetBefore.toISOString()}::timestamptz`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginAttempts: sql`(case when ${forgotten} then 0 else ${users.failedLoginAttempts} end) + 1`,
          lockedUntil: sql`case when ${forgotten} then null else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Locks the account until `until`, or keeps the lock it has if that one lasts longer. */
    async lockUntil(id: string, until: Date): Promise<void> {
      const at = sql`${until.toISOString()}::timestamptz`;
      await db
        .update(users)
        .set({ lockedUntil: sql`greatest(coalesce(${users.lockedUntil}, ${at}), ${at})` })
        .where(eq(users.id, id));
    },
  };
}
