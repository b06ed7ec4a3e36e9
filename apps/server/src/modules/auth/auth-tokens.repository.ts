import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, users, type AuthTokenPurpose } from '../../db/schema/index.js';

/** A mailed link's token: only its hash, when it runs out, and for an email change the address it was mailed to. */
export interface NewAuthToken {
  hash: string;
  expiresAt: Date;
  email?: string;
}

/** A token used up: whose it was, what for, and the address it was mailed to (email change). */
export interface UsedAuthToken {
  userId: string;
  purpose: AuthTokenPurpose;
  email: string | null;
}

/**
 * Makes `token` the user's only one of this purpose, inside the caller's transaction; answers false when there is no
 * such user. The user's row is locked first, so concurrent replacements (and what else their transactions change on
 * the user) run one after the other, and exactly one token, the last one's, is left.
 */
export async function replaceToken(tx: Database, userId: string, purpose: AuthTokenPurpose, token: NewAuthToken): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return false;
  await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  await tx.insert(authTokens).values({ userId, purpose, tokenHash: token.hash, expiresAt: token.expiresAt, email: token.email ?? null });
  return true;
}

export function createAuthTokensRepository(db: Database) {
  return {
    /** Stores a new token of this purpose for the user, replacing any earlier one so only the latest link works. */
    async replace(userId: string, purpose: AuthTokenPurpose, token: NewAuthToken): Promise<void> {
      await db.transaction((tx) => replaceToken(tx, userId, purpose, token));
    },
    /** A token that exists, has one of these purposes and has not expired, left in place. */
    async find(tokenHash: string, purposes: readonly AuthTokenPurpose[], now: Date): Promise<UsedAuthToken | undefined> {
      const [row] = await db
        .select({ userId: authTokens.userId, purpose: authTokens.purpose, email: authTokens.email })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), inArray(authTokens.purpose, [...purposes]), gt(authTokens.expiresAt, now)));
      return row;
    },
    /** Takes away the user's tokens of this purpose. */
    async forget(userId: string, purpose: AuthTokenPurpose): Promise<void> {
      await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
    },
    /**
     * Uses a token up: answers it, with its end, when it exists, has one of these purposes and has not expired, and is
     * `userId`'s when that is given (another user's is left alone).
     */
    async consume(
      tokenHash: string,
      purposes: readonly AuthTokenPurpose[],
      now: Date,
      userId?: string,
    ): Promise<(UsedAuthToken & { expiresAt: Date }) | undefined> {
      const [row] = await db
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            inArray(authTokens.purpose, [...purposes]),
            gt(authTokens.expiresAt, now),
            userId === undefined ? undefined : eq(authTokens.userId, userId),
          ),
        )
        .returning({ userId: authTokens.userId, purpose: authTokens.purpose, email: authTokens.email, expiresAt: authTokens.expiresAt });
      return row;
    },
    /** Puts a consumed token back as it was, beside any the user has been given meanwhile. */
    async restore(userId: string, purpose: AuthTokenPurpose, token: NewAuthToken): Promise<void> {
      await db
        .insert(authTokens)
        .values({ userId, purpose, tokenHash: token.hash, expiresAt: token.expiresAt, email: token.email ?? null })
        .onConflictDoNothing();
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
