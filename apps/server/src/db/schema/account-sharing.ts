import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
