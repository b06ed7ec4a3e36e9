import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { claims } from './schema/index.js';

/** The claims behind the "only one …" rules (the table's comment says how they work). */
export function createClaimsRepository(db: Database) {
  return {
    /** Takes the lease of `key` for `seconds`, unless another holder's lease is still running; answers whether taken. */
    async lease(key: string, holder: string, seconds: number): Promise<boolean> {
      const heldUntil = sql`now() + make_interval(secs => ${seconds})`;
      const rows = await db
        .insert(claims)
        .values({ key, holder, heldUntil })
        .onConflictDoUpdate({
          target: claims.key,
          set: { holder, heldUntil },
          setWhere: and(isNotNull(claims.heldUntil), lt(claims.heldUntil, sql`now()`)),
        })
        .returning({ key: claims.key });
      return rows.length > 0;
    },
    /** Gives a lease back; a lease that lapsed and was taken by another holder is theirs and stays. */
    async endLease(key: string, holder: string) {
      await db
        .delete(claims)
        .where(and(eq(claims.key, key), eq(claims.holder, holder), isNotNull(claims.heldUntil)));
    },
    /** Claims `key` for good for `holder`; answers who holds it now (`holder` when it was free or theirs already). */
    async claimForGood(key: string, holder: string): Promise<string> {
      await db.insert(claims).values({ key, holder }).onConflictDoNothing({ target: claims.key });
      const [row] = await db
        .select({ holder: claims.holder })
        .from(claims)
        .where(eq(claims.key, key));
      return row!.holder;
    },
    /** Undoes a claim for good whose purpose did not happen, so it can be claimed again. */
    async release(key: string, holder: string) {
      await db.delete(claims).where(and(eq(claims.key, key), eq(claims.holder, holder)));
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
