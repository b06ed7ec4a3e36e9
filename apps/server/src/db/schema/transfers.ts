import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '@lodestar/contract';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * A device handed from a seller to a receiver with a plan the seller paid (decision 0030). `pending` while the money
 * and the plan are being settled; `waiting` once the seller paid, until the receiver verifies their address (decision
 * 0084): at most one of either per device, so two transfers of it cannot run at once. `done` once the device is the
 * receiver's; `failed` when nothing changed (any payment taken was refunded); `cancelled` when a waiting one was
 * cancelled by its seller or after its days ran out, and refunded.
 */
export const deviceTransfers = pgTable(
  'device_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['k9', 'dealership'] }).notNull(),
    planId: text('plan_id').notNull(),
    /** The one-time device fee charged with the plan, in minor units of `currency`. */
    fee: integer('fee').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status', { enum: ['pending', 'waiting', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The seller's invoice (plan and fee), and the receiver's subscription. */
    invoiceId: text('invoice_id'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('device_transfers_one_under_way_idx')
      .on(table.deviceId)
      .where(sql`${table.status} in ('pending', 'waiting')`),
    index('device_transfers_waiting_receiver_idx')
      .on(table.toUserId)
      .where(sql`${table.status} = 'waiting'`),
    index('device_transfers_device_idx').on(table.deviceId, table.createdAt),
  ],
);

export type DeviceTransferRow = typeof deviceTransfers.$inferSelect;
