import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { devices } from './devices.js';

/** A user's named group of devices. */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('device_groups_user_created_idx').on(table.userId, table.createdAt)],
);

export type DeviceGroupRow = typeof deviceGroups.$inferSelect;

export const deviceGroupMembers = pgTable(
  'device_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => deviceGroups.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.deviceId] }), index('device_group_members_device_idx').on(table.deviceId)],
);
