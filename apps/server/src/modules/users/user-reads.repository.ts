import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountShares, users, type UserRow } from '../../db/schema/index.js';

/** What a caller never carries: read only by the checks that need it (the identity check, two-step set-up). */
export type UserSecrets = Pick<UserRow, 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret'>;

/** The accounts read: by id or address, their picture or secrets alone, locked, and their account memberships. */
export function createUserReads(db: Database) {
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
        .select({
          passwordHash: users.passwordHash,
          twoFactorSecret: users.twoFactorSecret,
          twoFactorPendingSecret: users.twoFactorPendingSecret,
        })
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
  };
}
