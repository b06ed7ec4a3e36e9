import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Claims that make a rule of the form "only one …" hold in the database, whatever requests or server processes run at
 * once. A lease (`heldUntil` set) is held while one request checks and changes what the rule is about (a device's
 * plan of a kind, one subscription, a dealer's upload) and is given back after; a lease whose request died lapses at
 * `heldUntil`. A server process holds a timed job's lease (`job:<name>`) and renews it at each of its turns
 * (decision 0064). A claim for good (`heldUntil` null) marks what may happen once, such as the refund of a device's
 * plan to its buyer.
 */
export const claims = pgTable('claims', {
  key: text('key').primaryKey(),
  /** Who holds it: the lease id of the request or server process, or, for a claim for good, what it was claimed for. */
  holder: text('holder').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
