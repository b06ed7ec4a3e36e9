import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * A link that shows one device's live position to whoever opens it, without an account, until it expires or is
 * revoked (decision 0089). Only the token's SHA-256 is kept: the link itself was shown once, to the one who made it.
 * A link lives only while the device keeps the owner it had when the link was made.
 */
export const liveLinks = pgTable(
  'live_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The device's owner when the link was made. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Whether the page draws the device's track since the link was made. */
    showTrack: boolean('show_track').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [
    // The ingest looks up a reporting device's live links on every batch: the unrevoked ones, by device.
    index('live_links_device_idx')
      .on(table.deviceId, table.expiresAt)
      .where(sql`${table.revokedAt} is null`),
    index('live_links_device_created_idx').on(table.deviceId, table.createdAt),
  ],
);

export type LiveLinkRow = typeof liveLinks.$inferSelect;
