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
    /**
     * Counts one sign-in attempt against the browser, if its cookie is the user's, unexpired, and has attempts left
     * (fewer than `limit` counted): answers its id then. Taken before the password is checked, so that parallel
     * attempts with one cookie cannot all pass before any is counted.
     */
    async takeAttempt(userId: string, tokenHash: string, limit: number, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(knownBrowsers)
        .set({ failedAttempts: sql`${knownBrowsers.failedAttempts} + 1` })
        .where(
          and(
            eq(knownBrowsers.userId, userId),
            eq(knownBrowsers.tokenHash, tokenHash),
            gt(knownBrowsers.expiresAt, now),
            lt(knownBrowsers.failedAttempts, limit),
          ),
        )
        .returning({ id: knownBrowsers.id });
      return row?.id;
    },

    /** Takes back an attempt that was not a failure (the password was right; the second step is still to come). */
    async giveBackAttempt(id: string): Promise<void> {
      await db
        .update(knownBrowsers)
        .set({ failedAttempts: sql`greatest(${knownBrowsers.failedAttempts} - 1, 0)` })
        .where(eq(knownBrowsers.id, id));
    },

    /**
     * Stores `browser` in place of the user's cookie it came with (`replacedHash`, worn out or not), keeping the user's
     * newest `kept`.
     */
    async replace(browser: NewKnownBrowser, replacedHash: string | undefined, kept: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (replacedHash) {
          await tx
            .delete(knownBrowsers)
            .where(and(eq(knownBrowsers.userId, browser.userId), eq(knownBrowsers.tokenHash, replacedHash)));
        }
        await tx.insert(knownBrowsers).values(browser);
        const newest = tx
          .select({ id: knownBrowsers.id })
          .from(knownBrowsers)
          .where(eq(knownBrowsers.userId, browser.userId))
          .orderBy(desc(knownBrowsers.createdAt))
          .limit(kept);
        await tx.delete(knownBrowsers).where(and(eq(knownBrowsers.userId, browser.userId), notInArray(knownBrowsers.id, newest)));
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
