import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The local payment provider's own state, apart from Lodestar's: every object it keeps (customers, payment methods,
 * prices, subscriptions, invoices, ...) as the Stripe-shaped document it answers, newest by `seq`.
 */
export const localStripeObjects = pgTable(
  'local_stripe_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    customer: text('customer'),
    /** Seconds on the provider's clock, as the object's `created`. */
    created: bigint('created', { mode: 'number' }).notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('local_stripe_objects_kind_idx').on(table.object, table.customer, table.seq)],
);

/** Answers kept per Idempotency-Key for a day, with a digest of the request they answered. */
export const localStripeIdempotency = pgTable('local_stripe_idempotency', {
  key: text('key').primaryKey(),
  requestDigest: text('request_digest').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').$type<unknown>().notNull(),
  created: bigint('created', { mode: 'number' }).notNull(),
});

/** Events in the order they happened; `delivered` once the webhook endpoint accepted them. */
export const localStripeEvents = pgTable(
  'local_stripe_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    created: bigint('created', { mode: 'number' }).notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    deliveredAt: bigint('delivered_at', { mode: 'number' }),
  },
  (table) => [index('local_stripe_events_pending_idx').on(table.seq).where(sql`${table.deliveredAt} is null`)],
);

/** Single values of the provider: the clock's offset from real time, the invoice number sequence. */
export const localStripeState = pgTable('local_stripe_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});
