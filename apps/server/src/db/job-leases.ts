import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from './client.js';
import { claims } from './schema/index.js';

const keyOf = (job: string) => `job:${job}`;

/**
 * The leases of the timed jobs (decision 0064): rows of `claims` keyed `job:<name>`, held by a server process, on the
 * caller's clock rather than the database's.
 */
export function createJobLeasesRepository(db: Database) {
  return {
    /**
     * Takes `holder`'s lease of `job` until `until`, or renews it when `holder` has it already, unless another
     * holder's lease runs past `now`; answers whether `holder` has it.
     */
    async hold(job: string, holder: string, until: Date, now: Date): Promise<boolean> {
      const rows = await db
        .insert(claims)
        .values({ key: keyOf(job), holder, heldUntil: until })
        .onConflictDoUpdate({
          target: claims.key,
          set: { holder, heldUntil: until },
          setWhere: and(isNotNull(claims.heldUntil), or(eq(claims.holder, holder), lt(claims.heldUntil, now))),
        })
        .returning({ key: claims.key });
      return rows.length > 0;
    },
    /** Gives `holder`'s lease of `job` back; a lease another holder took since is theirs and stays. */
    async giveBack(job: string, holder: string): Promise<void> {
      await db.delete(claims).where(and(eq(claims.key, keyOf(job)), eq(claims.holder, holder)));
    },
  };
}

export type JobLeasesRepository = ReturnType<typeof createJobLeasesRepository>;
