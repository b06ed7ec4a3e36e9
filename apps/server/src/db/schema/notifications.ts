import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationReading } from '@lodestar/contract';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * What one person was told in the notification centre. The message and link are written when it is raised, so a
 * device renamed or transferred later does not rewrite what they were told. Pruned after the retention time.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    deviceUUID: text('device_uuid'),
    /** Where an alert was raised, and when the device fixed that position. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    placeTime: timestamp('place_time', { withTimezone: true }),
    /** The address of that position, as the history has it (empty when none was found). */
    placeAddress: text('place_address'),
    /** What the alert measured against its level, when it measures something. */
    reading: jsonb('reading').$type<NotificationReading>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    index('notifications_created_idx').on(table.createdAt),
    index('notifications_device_idx').on(table.deviceId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
