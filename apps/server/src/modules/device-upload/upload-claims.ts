import { uploadMessages } from '@lodestar/contract';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { ConflictError } from '../../errors.js';

/** The advisory-lock class of dealers' uploads ('upld'), in PostgreSQL's two-key form: apart from every other lock. */
const UPLOAD_LOCK_CLASS = 0x75706c64;

/** The dealers uploading on each embedded database: PGlite serves one process, so its claims can live in memory. */
const embeddedClaims = new WeakMap<Database, Set<string>>();

/**
 * One upload per dealer at a time (decision 0040), on every server of the database: a second one meanwhile answers
 * 409 at once instead of queueing, so one dealer cannot make the server read several hostile files together. On
 * PostgreSQL the claim is a transaction-scoped advisory lock on the dealer (keyed by `hashtext`: two dealers whose ids
 * collide would wait for each other's upload, nothing worse), held by the transaction the upload's statements run in,
 * so it ends with the upload, or with its connection. PGlite has a single connection that every caller shares, where
 * an advisory lock excludes nobody and a transaction held over the reading would stall every other request.
 */
export function createUploadClaims({ db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>) {
  return {
    async whileClaimed<T>(dealerId: string, work: (db: Database) => Promise<T>): Promise<T> {
      if (kind === 'postgres')
        return db.transaction(async (tx) => {
          const claim = await tx.execute(
            sql`select pg_try_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, hashtext(${dealerId})) as claimed`,
          );
          if (!(claim as unknown as { rows: { claimed: boolean }[] }).rows[0]?.claimed)
            throw new ConflictError(uploadMessages.inProgress);
          return work(tx as unknown as Database);
        });
      const uploading = embeddedClaims.get(db) ?? new Set<string>();
      embeddedClaims.set(db, uploading);
      if (uploading.has(dealerId)) throw new ConflictError(uploadMessages.inProgress);
      uploading.add(dealerId);
      try {
        return await work(db);
      } finally {
        uploading.delete(dealerId);
      }
    },
  };
}

export type UploadClaims = ReturnType<typeof createUploadClaims>;
