import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SharePrivilege } from '@lodestar/contract';
import { users } from './users.js';
import { devices } from './devices.js';

/**
 * A device shared with another person. `user_id` is set once the invitee has an account;
 * access needs an accepted share, and a Limited one (access_rights_flag 2) only until its expiry.
 */
export const deviceShares = pgTable(
  'device_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who made the share: the invitation comes from them. */
    sharedById: uuid('shared_by_id').references(() => users.id, { onDelete: 'set null' }),
    sharedUserWithEmail: text('shared_user_with_email').notNull(),
    sharerName: text('sharer_name').notNull(),
    accessRightsFlag: integer('access_rights_flag').$type<SharePrivilege>().notNull().default(1),
    securityLevel: integer('security_level').notNull().default(1),
    isAcceptedFlag: integer('is_accepted_flag').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    message: text('message').notNull().default(''),
    /** The invitee's own alert switches for this device; the SuperOwner's are the device's columns. */
    pushNotification: boolean('push_notification').notNull().default(true),
    emailAlerts: boolean('email_alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('device_shares_device_email_idx').on(table.deviceId, table.sharedUserWithEmail),
    index('device_shares_user_idx').on(table.userId),
    index('device_shares_email_idx').on(table.sharedUserWithEmail),
  ],
);

export type DeviceShareRow = typeof deviceShares.$inferSelect;
