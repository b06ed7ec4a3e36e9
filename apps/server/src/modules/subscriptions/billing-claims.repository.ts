import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingClaims } from '../../db/schema/index.js';

/** The claims behind billing's "only one …" rules (the table's comment says how they work). */
export function createBillingClaimsRepository(db: Database) {
  return {
    /** Takes the lease of `key` for `seconds`, unless another holder's lease is still running; answers whether taken. */
    async lease(key: string, holder: string, seconds: number): Promise<boolean> {
      const heldUntil = sql`now() + make_interval(secs => ${seconds})`;
      const rows = await db
        .insert(billingClaims)
        .values({ key, holder, heldUntil })
        .onConflictDoUpdate({
          target: billingClaims.key,
          set: { holder, heldUntil },
          setWhere: and(isNotNull(billingClaims.heldUntil), lt(billingClaims.heldUntil, sql`now()`)),
        })
        .returning({ key: billingClaims.key });
      return rows.length > 0;
    },
    /** Gives a lease back; a lease that lapsed and was taken by another holder is theirs and stays. */
    async endLease(key: string, holder: string) {
      await db
        .delete(billingClaims)
        .where(and(eq(billingClaims.key, key), eq(billingClaims.holder, holder), isNotNull(billingClaims.heldUntil)));
    },
    /** Claims `key` for good for `holder`; answers who holds it now (`holder` when it was free or theirs already). */
    async claimForGood(key: string, holder: string): Promise<string> {
      await db.insert(billingClaims).values({ key, holder }).onConflictDoNothing({ target: billingClaims.key });
      const [row] = await db
        .select({ holder: billingClaims.holder })
        .from(billingClaims)
        .where(eq(billingClaims.key, key));
      return row!.holder;
    },
    /** Undoes a claim for good whose purpose did not happen, so it can be claimed again. */
    async release(key: string, holder: string) {
      await db.delete(billingClaims).where(and(eq(billingClaims.key, key), eq(billingClaims.holder, holder)));
    },
  };
}

export type BillingClaimsRepository = ReturnType<typeof createBillingClaimsRepository>;
