import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept by the local mail adapter instead of being sent; read at /dev/mailbox outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
