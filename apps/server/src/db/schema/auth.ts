import type { Currency } from '@lodestar/contract';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Single-use tokens: those sent by mail (email verification, password reset, email change, unlock), session links and
 * the tickets of sign-ins awaiting their second step (`two_step`). Only their hashes are stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email', 'session_link', 'cancel_email_change', 'unlock_account', 'two_step'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was mailed to (change_email): opening it can move the account to this address only. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/** One-time codes that stand in for the authenticator at sign-in; only their hashes are kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** Browsers where the second step was passed and that may skip it (two-factor setting 1) until they expire. */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trusted_browsers_user_idx').on(table.userId)],
);

/**
 * Browsers that signed in to the account before (known-browsers.ts): the pause strangers' wrong passwords cause does
 * not shut them out; their own wrong passwords are counted here instead.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('known_browsers_user_idx').on(table.userId, table.createdAt)],
);

/**
 * What a sign-up with the address of a verified account opens instead of an account (decision 0081): the unproven
 * account it would have made, with its session, apart from the real one. Sign-up, sign-in and the session calls answer
 * it as they answer a new account, so that none of them tells whether an address has an account. One per account; a
 * sign-up again takes it over, as it takes over an unproven account.
 */
export const signUpDecoys = pgTable('sign_up_decoys', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address as the sign-up gave it (the account's may change meanwhile; the decoy's does not). */
  email: text('email').notNull(),
  name: text('name').notNull(),
  country: text('country'),
  currency: text('currency').$type<Currency>().notNull(),
  timezone: text('timezone'),
  passwordHash: text('password_hash').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /**
   * The account's wrong passwords when the decoy opened: those counted since are the decoy's, which shows them (and
   * the pause they cause) as a new account shows its own.
   */
  failuresAtOpen: integer('failures_at_open').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type SignUpDecoyRow = typeof signUpDecoys.$inferSelect;
export type NewSignUpDecoyRow = typeof signUpDecoys.$inferInsert;
