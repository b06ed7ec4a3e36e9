import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { spentCaptchas } from '../../db/schema/index.js';

export function createSpentCaptchasRepository(db: Database) {
  return {
    async markSpent(id: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(spentCaptchas)
        .values({ id, expiresAt })
        .onConflictDoNothing()
        .returning({ id: spentCaptchas.id });
      return inserted.length === 1;
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, now));
    },
  };
}
