import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The firmware catalogue: releases per device type. */
export const firmwares = pgTable(
  'firmwares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceType: text('device_type', { enum: ['shield_gps', 'shield_card', 'smart_lock'] }).notNull(),
    version: text('version').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
  },
  (table) => [uniqueIndex('firmwares_type_version_idx').on(table.deviceType, table.version)],
);

export type FirmwareRow = typeof firmwares.$inferSelect;
