import { and, eq, gt } from 'drizzle-orm';
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
    /** Uses a token up: answers its user when it exists, has this purpose and has not expired. */
    async consume(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), gt(authTokens.expiresAt, now)))
        .returning({ userId: authTokens.userId });
      return row?.userId;
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
