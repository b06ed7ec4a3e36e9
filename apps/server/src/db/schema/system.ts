import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha challenges already answered, so one solution cannot be replayed; kept until they expire. */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_captchas_expires_at_idx').on(table.expiresAt)],
);
