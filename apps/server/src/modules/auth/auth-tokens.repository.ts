import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, type AuthTokenPurpose } from '../../db/schema/index.js';

export function createAuthTokensRepository(db: Database) {
  return {
    /** Stores a new token of this purpose for the user, replacing any earlier one so only the latest link works. */
    async replace(userId: string, purpose: AuthTokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
        await tx.insert(authTokens).values({ userId, purpose, tokenHash, expiresAt });
      });
    },
    /** Uses a token up: answers its user and purpose when it exists, has one of these purposes and has not expired. */
    async consume(
      tokenHash: string,
      purposes: readonly AuthTokenPurpose[],
      now: Date,
    ): Promise<{ userId: string; purpose: AuthTokenPurpose } | undefined> {
      const [row] = await db
        .delete(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), inArray(authTokens.purpose, [...purposes]), gt(authTokens.expiresAt, now)))
        .returning({ userId: authTokens.userId, purpose: authTokens.purpose });
      return row;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
