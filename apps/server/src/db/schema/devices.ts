import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceUUID: text('device_uuid').notNull().unique(),
    name: text('name').notNull(),
    deviceType: text('device_type', { enum: ['shield_gps', 'shield_card', 'smart_lock'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    color: text('color'),
    imei: text('imei').unique(),
    lastSeenTime: timestamp('last_seen_time', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('devices_user_type_idx').on(table.userId, table.deviceType)],
);

export type DeviceRow = typeof devices.$inferSelect;
