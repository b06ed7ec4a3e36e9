import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trustedBrowsers } from '../../db/schema/index.js';

export interface NewTrustedBrowser {
  userId: string;
  tokenHash: string;
  userAgent: string | null;
  expiresAt: Date;
}

/** Browsers that passed the second step and may skip it until they expire (two-step setting 1). */
export function createTrustedBrowsersRepository(db: Database) {
  return {
    async insert(browser: NewTrustedBrowser): Promise<void> {
      await db.insert(trustedBrowsers).values(browser);
    },
    async isTrusted(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: trustedBrowsers.id })
        .from(trustedBrowsers)
        .where(and(eq(trustedBrowsers.userId, userId), eq(trustedBrowsers.tokenHash, tokenHash), gt(trustedBrowsers.expiresAt, now)));
      return rows.length > 0;
    },
    async forgetAllOfUser(userId: string): Promise<void> {
      await db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(trustedBrowsers).where(lt(trustedBrowsers.expiresAt, now));
    },
  };
}

export type TrustedBrowsersRepository = ReturnType<typeof createTrustedBrowsersRepository>;
