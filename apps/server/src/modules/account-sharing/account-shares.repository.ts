import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountShares, users, type AccountShareRow } from '../../db/schema/index.js';

export interface AccountShareWithMember {
  share: AccountShareRow;
  member: { name: string; profilePicture: string } | null;
}

export interface Membership {
  share: AccountShareRow;
  owner: { name: string; email: string; profilePicture: string };
}

export type NewAccountShare = Pick<typeof accountShares.$inferInsert, 'ownerId' | 'email' | 'memberId'>;

export function createAccountSharesRepository(db: Database) {
  async function withMembers(where: SQL | undefined): Promise<AccountShareWithMember[]> {
    return db
      .select({ share: accountShares, member: { name: users.name, profilePicture: users.profilePicture } })
      .from(accountShares)
      .leftJoin(users, eq(users.id, accountShares.memberId))
      .where(where)
      .orderBy(asc(accountShares.createdAt), asc(accountShares.id));
  }

  return {
    /** The people an account has invited, oldest first. */
    listForOwner(ownerId: string): Promise<AccountShareWithMember[]> {
      return withMembers(eq(accountShares.ownerId, ownerId));
    },

    /**
     * Invites unless the account already shares with `max` people or with this address. The owner's row is locked
     * meanwhile, so concurrent invitations cannot pass the limit together.
     */
    async insertUnlessFull(values: NewAccountShare, max: number): Promise<AccountShareRow | 'full' | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.ownerId)).for('update');
        const [held] = await tx
          .select({ total: count() })
          .from(accountShares)
          .where(eq(accountShares.ownerId, values.ownerId));
        if ((held?.total ?? 0) >= max) return 'full';
        const [inserted] = await tx
          .insert(accountShares)
          .values(values)
          .onConflictDoNothing({ target: [accountShares.ownerId, accountShares.email] })
          .returning();
        return inserted ?? 'duplicate';
      });
    },

    /** Ends an account share for either side; false when the user is neither its owner nor its member. */
    async removeForParty(id: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(accountShares)
        .where(and(eq(accountShares.id, id), or(eq(accountShares.ownerId, userId), eq(accountShares.memberId, userId))))
        .returning({ id: accountShares.id });
      return removed.length > 0;
    },

    /** The accepted account shares the user is a member of, newest first. */
    async membershipsOf(memberId: string): Promise<Membership[]> {
      return db
        .select({
          share: accountShares,
          owner: { name: users.name, email: users.email, profilePicture: users.profilePicture },
        })
        .from(accountShares)
        .innerJoin(users, eq(users.id, accountShares.ownerId))
        .where(and(eq(accountShares.memberId, memberId), eq(accountShares.isAcceptedFlag, 1)))
        .orderBy(desc(accountShares.createdAt), desc(accountShares.id));
    },
  };
}

export type AccountSharesRepository = ReturnType<typeof createAccountSharesRepository>;
