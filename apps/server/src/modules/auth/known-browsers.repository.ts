import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { knownBrowsers } from '../../db/schema/index.js';

export interface NewKnownBrowser {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Browsers that signed in to an account before, by the hash of the cookie they hold. */
export function createKnownBrowsersRepository(db: Database) {
  return {
    async find(userId: string, tokenHash: string, now: Date): Promise<{ id: string; failedAttempts: number } | undefined> {
      const [row] = await db
        .select({ id: knownBrowsers.id, failedAttempts: knownBrowsers.failedAttempts })
        .from(knownBrowsers)
        .where(and(eq(knownBrowsers.userId, userId), eq(knownBrowsers.tokenHash, tokenHash), gt(knownBrowsers.expiresAt, now)));
      return row;
    },

    async recordFailure(id: string): Promise<void> {
      await db
        .update(knownBrowsers)
        .set({ failedAttempts: sql`${knownBrowsers.failedAttempts} + 1` })
        .where(eq(knownBrowsers.id, id));
    },

    /** Stores `browser` in place of `replaced` (a cookie is used for one sign-in), keeping the user's newest `kept`. */
    async replace(browser: NewKnownBrowser, replaced: string | undefined, kept: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (replaced) await tx.delete(knownBrowsers).where(eq(knownBrowsers.id, replaced));
        await tx.insert(knownBrowsers).values(browser);
        const newest = tx
          .select({ id: knownBrowsers.id })
          .from(knownBrowsers)
          .where(eq(knownBrowsers.userId, browser.userId))
          .orderBy(desc(knownBrowsers.createdAt))
          .limit(kept);
        await tx
          .delete(knownBrowsers)
          .where(and(eq(knownBrowsers.userId, browser.userId), notInArray(knownBrowsers.id, newest)));
      });
    },

    async forgetAllOfUser(userId: string): Promise<void> {
      await db.delete(knownBrowsers).where(eq(knownBrowsers.userId, userId));
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(knownBrowsers).where(lt(knownBrowsers.expiresAt, now));
    },
  };
}

export type KnownBrowsersRepository = ReturnType<typeof createKnownBrowsersRepository>;
