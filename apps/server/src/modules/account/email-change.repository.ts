import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { authTokens, users, type AuthTokenPurpose, type UserRow } from '../../db/schema/index.js';
import { replaceToken, type NewAuthToken } from '../auth/index.js';

/** PostgreSQL's unique_violation, as the pg driver and PGlite report it (Drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Links mailed to the account's address that are not for a new one: they stop working once the account moves. */
const linksToOldAddress: AuthTokenPurpose[] = ['reset_password', 'unlock_account'];

/** The pending address of an email change (`update_to_email`) and the one link that may complete it. */
export function createEmailChangeRepository(db: Database) {
  return {
    /**
     * Starts a change in one transaction on the locked user row (replaceToken): the address waits in
     * update_to_email, and the only change_email token is the new one, bound to that address. Answers the updated
     * user, undefined when there is none.
     */
    async request(
      userId: string,
      email: string,
      token: Omit<NewAuthToken, 'email'>,
      now: Date,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await replaceToken(tx, userId, 'change_email', { ...token, email }))) return undefined;
        const [row] = await tx
          .update(users)
          .set({ updateToEmail: email, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        return row;
      });
    },

    /**
     * Completes a change with the address its link was mailed to, proven by opening it: the account moves only while
     * that address is still the pending one and no other account has it, and the reset and unlock links mailed to the
     * old address stop working. Answers 'taken' (and drops the pending address) when another account has it by now,
     * undefined when the address is no longer pending.
     */
    async complete(userId: string, email: string, now: Date): Promise<UserRow | 'taken' | undefined> {
      const other = alias(users, 'other');
      const isPending = and(eq(users.id, userId), eq(users.updateToEmail, email));
      try {
        const moved = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ email, updateToEmail: '', emailVerifiedAt: now, updatedAt: now })
            .where(and(isPending, notExists(tx.select({ id: other.id }).from(other).where(eq(other.email, email)))))
            .returning();
          if (row)
            await tx
              .delete(authTokens)
              .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, linksToOldAddress)));
          return row;
        });
        if (moved) return moved;
      } catch (error) {
        // Another account took the address between the check above and this row's update.
        if (!isUniqueViolation(error)) throw error;
      }
      const [dropped] = await db
        .update(users)
        .set({ updateToEmail: '', updatedAt: now })
        .where(isPending)
        .returning({ id: users.id });
      return dropped ? 'taken' : undefined;
    },

    /** Drops a pending change and its link. */
    async cancel(userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ updateToEmail: '', updatedAt: now })
          .where(and(eq(users.id, userId), ne(users.updateToEmail, '')));
        await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'change_email')));
      });
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
