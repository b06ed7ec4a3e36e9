import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type Stripe from 'stripe';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * The provider's subscription as a row keeps it: the subscription object, with its schedule by id. An interface of
 * ours, so declaration files name it rather than the SDK's internal module.
 */
export interface StoredSubscription extends Stripe.Subscription {
  schedule: string | null;
}

/** The provider's schedule of a subscription as a row keeps it; an interface of ours for the same reason. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only a name declaration files can use for the SDK's type
export interface StoredSchedule extends Stripe.SubscriptionSchedule {}

/**
 * A device's subscription as the provider last described it, kept in step by its webhook events (and by the answer
 * of the call that changed it). `provider` is the provider's subscription object itself (its `schedule` by id);
 * `schedule` that schedule, if any.
 */
export const deviceSubscriptions = pgTable(
  'device_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    status: text('status').notNull(),
    provider: jsonb('provider').$type<StoredSubscription>().notNull(),
    schedule: jsonb('schedule').$type<StoredSchedule>(),
    /** Periods paid for so far (0 during a trial), counted from the provider's paid invoices. */
    paidCycles: integer('paid_cycles').notNull().default(0),
    /** The end of the last period paid for (or given as a trial), in the provider's seconds: a pause begins after it. */
    paidThrough: bigint('paid_through', { mode: 'number' }),
    /** Whether the status keeps the device's plan live (trialing, active, past_due; paused ones are active). */
    live: boolean('live').notNull(),
    /** The open invoice whose payment waits for the card holder to authenticate it (3-D Secure), if any. */
    authenticationInvoiceId: text('authentication_invoice_id'),
    /**
     * The plan and Idempotency-Key (`planId:key`) of the last plan change the provider took (null after one without a
     * key, or undone), so its repeat answers the change made, even once the change's event has given the row its new
     * plan, rather than refusing a plan it now has.
     */
    changeRequestKey: text('change_request_key'),
    /** The provider's `created` of the newest event applied, so an older event never overwrites a newer state. */
    syncedAt: bigint('synced_at', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_subscriptions_device_idx').on(table.deviceId, table.live),
    index('device_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * Pre-purchased codes bound to one device's serial number (a plan bought with the tracker), so the device's plan page
 * can offer its code: the provider cannot look codes up by device. The device may not be in any account yet.
 */
export const deviceCodes = pgTable(
  'device_codes',
  {
    code: text('code').primaryKey(),
    deviceUUID: text('device_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('device_codes_device_idx').on(table.deviceUUID)],
);

/**
 * The provider's events as the webhook received them (decision 0053): recorded before the webhook answers, then
 * handled once, whichever process and however often the event is delivered. `handled_at` is null until it is;
 * `claimed_until` is the lease of the process handling it, so a process that died holding one frees the event for
 * the sweep.
 */
export const handledPaymentEvents = pgTable(
  'handled_payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The verified event as the provider sent it; null for the events handled before events were kept. */
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Attempts that failed, for the log. */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [
    index('handled_payment_events_unhandled_idx')
      .on(table.receivedAt)
      .where(sql`${table.handledAt} is null`),
    // The handled events, in the order their retention prunes them.
    index('handled_payment_events_handled_idx')
      .on(table.handledAt)
      .where(sql`${table.handledAt} is not null`),
  ],
);
