import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    /** Inserts unless the email is taken; answers undefined when it is. */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** A new password from a reset link: it also proves the mailbox and clears any lock. */
    async setPasswordFromReset(id: string, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          failedLoginAttempts: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
    /**
     * Counts a failed sign-in atomically and locks the account once `limit` is reached. A lock that has run out
     * starts the count again, so one more mistake after a lockout does not lock the account straight away.
     */
    async recordFailedLogin(id: string, limit: number, now: Date, lockUntil: Date): Promise<UserRow | undefined> {
      const expired = sql`${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now.toISOString()}::timestamptz`;
      const attempts = sql`(case when ${expired} then 0 else ${users.failedLoginAttempts} end) + 1`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginAttempts: attempts,
          lockedUntil: sql`case when ${attempts} >= ${limit} then ${lockUntil.toISOString()}::timestamptz when ${expired} then null else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
