import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountShares, users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

/** What a caller never carries: read only by the checks that need it (the identity check, two-step set-up). */
export type UserSecrets = Pick<UserRow, 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret'>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The profile picture alone, for the answers that show it (a request's caller is read without it). */
    async pictureOf(id: string): Promise<string> {
      const [row] = await db.select({ profilePicture: users.profilePicture }).from(users).where(eq(users.id, id));
      return row?.profilePicture ?? '';
    },
    async secretsOf(id: string): Promise<UserSecrets | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash, twoFactorSecret: users.twoFactorSecret, twoFactorPendingSecret: users.twoFactorPendingSecret })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    /** Whether the user accepted someone's account share, and so is a member of another account. */
    async isAccountMember(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accountShares.id })
        .from(accountShares)
        .where(and(eq(accountShares.memberId, id), eq(accountShares.isAcceptedFlag, 1)))
        .limit(1);
      return row !== undefined;
    },
    /** The account's row, locked until the caller's transaction ends. */
    async lockForUpdate(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async isEmailTaken(email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      return rows.length > 0;
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

export type UsersRepository = ReturnType<typeof createUsersRepository>;
