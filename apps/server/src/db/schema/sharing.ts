import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * An account shared with a person: once accepted, the member sees every device
 * of the owner's account with the Limited privilege and no expiry. `member_id` is set once the invitee has an
 * account (at invitation, or when they sign up with the invited address).
 */
export const accountShares = pgTable(
  'account_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    isAcceptedFlag: integer('is_accepted_flag').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_shares_owner_email_idx').on(table.ownerId, table.email),
    index('account_shares_member_idx').on(table.memberId),
    index('account_shares_email_idx').on(table.email),
  ],
);

export type AccountShareRow = typeof accountShares.$inferSelect;

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
