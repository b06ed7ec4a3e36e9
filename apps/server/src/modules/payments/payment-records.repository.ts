import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, paymentRecords } from '../../db/schema/index.js';

export type PaymentRecordValues = typeof paymentRecords.$inferInsert;
export type PaymentRecordRow = typeof paymentRecords.$inferSelect & { deviceUUID: string | null };

export interface PaymentPageRequest {
  userId: string;
  /** Narrows to one device, named by its serial number or id. */
  deviceRef?: string;
  limit: number;
  /** A record of the list (already checked to be the user's): the page after it, or the page before it. */
  after?: { created: number; id: string };
  before?: { created: number; id: string };
}

/** A refund's states before it has gone through or failed. */
export const REFUND_UNDER_WAY = ['pending', 'requires_action'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Newer than `at` in the list's order (created, then id), or older. */
const newerThan = (at: { created: number; id: string }): SQL =>
  or(
    gt(paymentRecords.created, at.created),
    and(eq(paymentRecords.created, at.created), gt(paymentRecords.id, at.id)),
  )!;
const olderThan = (at: { created: number; id: string }): SQL =>
  or(
    lt(paymentRecords.created, at.created),
    and(eq(paymentRecords.created, at.created), lt(paymentRecords.id, at.id)),
  )!;

/**
 * Whether a payment's row takes the state written over it: a payment taken stays taken, and one given up stays given up
 * unless paid (an older read of its failed attempt must not bring back "pending").
 */
const mayMoveOn = and(
  ne(paymentRecords.status, 'succeeded'),
  or(ne(paymentRecords.status, 'failed'), ne(sql`excluded.status`, 'requires_payment_method')),
);

/** The payment history's rows: written from the provider's invoice events, read a page at a time by keyset. */
export function createPaymentRecordsRepository(db: Database) {
  return {
    /**
     * Stores the payment as the provider describes it now; a later state of the same payment replaces it, but a payment
     * taken stays taken (two events handled at once may read it before and after). A refund takes every state it is
     * told of (one that went through may still fail).
     */
    async save(values: PaymentRecordValues) {
      const { id, ...changes } = values;
      await db
        .insert(paymentRecords)
        .values(values)
        .onConflictDoUpdate({
          target: paymentRecords.id,
          set: changes,
          setWhere: or(eq(paymentRecords.kind, 'refund'), mayMoveOn),
        });
    },

    async byId(id: string) {
      const [row] = await db.select().from(paymentRecords).where(eq(paymentRecords.id, id));
      return row;
    },

    /** The refunds of the history not yet gone through or failed, oldest first: their ids, at most `limit`. */
    async refundsUnderWay(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: paymentRecords.id })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.kind, 'refund'), inArray(paymentRecords.status, REFUND_UNDER_WAY)))
        .orderBy(asc(paymentRecords.created))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async find(userId: string, id: string) {
      const [row] = await db
        .select({ created: paymentRecords.created, id: paymentRecords.id })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.userId, userId), eq(paymentRecords.id, id)));
      return row;
    },

    /**
     * A page newest first, as Stripe's lists page: after a record, the `limit` older ones; before a record, the `limit`
     * newer ones nearest to it. `hasMore`: more lie beyond the page in the direction it was read.
     */
    async page({
      userId,
      deviceRef,
      limit,
      after,
      before,
    }: PaymentPageRequest): Promise<{ rows: PaymentRecordRow[]; hasMore: boolean }> {
      const rows = await db
        .select({ ...getTableColumns(paymentRecords), deviceUUID: devices.deviceUUID })
        .from(paymentRecords)
        .leftJoin(devices, eq(devices.id, paymentRecords.deviceId))
        .where(
          and(
            eq(paymentRecords.userId, userId),
            deviceRef
              ? or(eq(devices.deviceUUID, deviceRef), UUID.test(deviceRef) ? eq(devices.id, deviceRef) : undefined)
              : undefined,
            after ? olderThan(after) : undefined,
            before ? newerThan(before) : undefined,
          ),
        )
        .orderBy(
          ...(before
            ? [asc(paymentRecords.created), asc(paymentRecords.id)]
            : [desc(paymentRecords.created), desc(paymentRecords.id)]),
        )
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return { rows: before ? page.reverse() : page, hasMore: rows.length > limit };
    },
  };
}

export type PaymentRecordsRepository = ReturnType<typeof createPaymentRecordsRepository>;
