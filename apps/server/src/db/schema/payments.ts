import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '@lodestar/contract';
import { devices } from './devices.js';
import { users } from './users.js';

/** A user as the payment provider knows them: one customer, whose currency is fixed by its first subscription. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  currency: text('currency').$type<Currency>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment of a user as the payment history lists it: one per invoice with something to pay, named by its
 * PaymentIntent, kept in step by the provider's invoice events (a failed payment that a retry collects turns into a
 * succeeded one); and each refund, named by the provider's refund, written from its credit note. Paged newest first by
 * (created, id).
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'payment' | 'refund'>().notNull().default('payment'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device the payment was for; null once the device is gone, or for a payment of no device. */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    invoiceId: text('invoice_id').notNull(),
    /** What the payment came to: the card's part and the account credit's part together. */
    amount: integer('amount').notNull(),
    /** What the card paid (a refund: gave back to the card). */
    cardAmount: integer('card_amount').notNull().default(0),
    /** What the account's credit paid (a refund: gave back to the credit). */
    creditAmount: integer('credit_amount').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    /**
     * The PaymentIntent's (or the refund's) status: succeeded, or requires_payment_method and the like while unpaid;
     * `failed` once the provider will not try an unpaid invoice again.
     */
    status: text('status').notNull(),
    description: text('description').notNull(),
    /** The provider's creation time of the payment, in seconds. */
    created: bigint('created', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('payment_records_user_idx').on(table.userId, table.created, table.id),
    index('payment_records_device_idx').on(table.deviceId, table.created, table.id),
    // The refunds the hourly reconciliation reads again until they have gone through or failed.
    index('payment_records_refunds_under_way_idx')
      .on(table.created)
      .where(sql`${table.kind} = 'refund' and ${table.status} in ('pending', 'requires_action')`),
  ],
);

/** Cards whose payer was told they expire soon: one mail per card and expiry date. */
export const cardExpiryNotices = pgTable('card_expiry_notices', {
  paymentMethodId: text('payment_method_id').primaryKey(),
  /** The month the card expires, as YYYY-MM: a renewed card with a new date is told about again. */
  expires: text('expires').notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The device an invoice billed, as it was named when the invoice was first paid or attempted: an issued tax invoice
 * keeps that name and serial number though the device is renamed or passes to another owner.
 */
export const invoiceDevices = pgTable('invoice_devices', {
  invoiceId: text('invoice_id').primaryKey(),
  name: text('name').notNull(),
  deviceUUID: text('device_uuid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
